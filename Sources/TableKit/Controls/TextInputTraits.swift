import Foundation

/// How a text view's keyboard behaves, as `UITextInputTraits` describes it.
/// A render shows no keyboard, so these are kept for the code that sets them;
/// only ``TextInputTraitValues/isSecureTextEntry`` changes the picture (a
/// secure field draws its text as dots).
public protocol TextInputTraits: AnyObject {
    /// The traits' values, which the properties below read and write.
    var textInputTraitValues: TextInputTraitValues { get set }
}

/// The values of ``TextInputTraits``, UIKit's defaults unless set.
public struct TextInputTraitValues: Sendable {
    /// Which letters are capitalised.
    public var autocapitalizationType = TextAutocapitalizationType.sentences
    /// Whether autocorrection is on.
    public var autocorrectionType = TextAutocorrectionType.default
    /// Whether spelling is checked.
    public var spellCheckingType = TextSpellCheckingType.default
    /// Whether quotes curl.
    public var smartQuotesType = TextSmartQuotesType.default
    /// Whether hyphens become dashes.
    public var smartDashesType = TextSmartDashesType.default
    /// Whether spaces are managed around pastes.
    public var smartInsertDeleteType = TextSmartInsertDeleteType.default
    /// The keyboard's layout.
    public var keyboardType = KeyboardType.default
    /// The keyboard's look.
    public var keyboardAppearance = KeyboardAppearance.default
    /// The return key's title.
    public var returnKeyType = ReturnKeyType.default
    /// Whether return waits for text.
    public var enablesReturnKeyAutomatically = false
    /// Whether the text shows as dots.
    public var isSecureTextEntry = false
    /// What the text is, for AutoFill.
    public var textContentType: TextContentType?

    /// UIKit's defaults.
    public init() {}
}

extension TextInputTraits {
    /// Which letters the keyboard capitalises, as `autocapitalizationType`.
    public var autocapitalizationType: TextAutocapitalizationType {
        get { textInputTraitValues.autocapitalizationType }
        set { textInputTraitValues.autocapitalizationType = newValue }
    }
    /// Whether autocorrection is on, as `autocorrectionType`.
    public var autocorrectionType: TextAutocorrectionType {
        get { textInputTraitValues.autocorrectionType }
        set { textInputTraitValues.autocorrectionType = newValue }
    }
    /// Whether spelling is checked, as `spellCheckingType`.
    public var spellCheckingType: TextSpellCheckingType {
        get { textInputTraitValues.spellCheckingType }
        set { textInputTraitValues.spellCheckingType = newValue }
    }
    /// Whether straight quotes become curly ones, as `smartQuotesType`.
    public var smartQuotesType: TextSmartQuotesType {
        get { textInputTraitValues.smartQuotesType }
        set { textInputTraitValues.smartQuotesType = newValue }
    }
    /// Whether double hyphens become dashes, as `smartDashesType`.
    public var smartDashesType: TextSmartDashesType {
        get { textInputTraitValues.smartDashesType }
        set { textInputTraitValues.smartDashesType = newValue }
    }
    /// Whether spaces are added and removed around pasted words, as `smartInsertDeleteType`.
    public var smartInsertDeleteType: TextSmartInsertDeleteType {
        get { textInputTraitValues.smartInsertDeleteType }
        set { textInputTraitValues.smartInsertDeleteType = newValue }
    }
    /// The keyboard's layout, as `keyboardType`.
    public var keyboardType: KeyboardType {
        get { textInputTraitValues.keyboardType }
        set { textInputTraitValues.keyboardType = newValue }
    }
    /// The keyboard's look, as `keyboardAppearance`.
    public var keyboardAppearance: KeyboardAppearance {
        get { textInputTraitValues.keyboardAppearance }
        set { textInputTraitValues.keyboardAppearance = newValue }
    }
    /// The return key's title, as `returnKeyType`.
    public var returnKeyType: ReturnKeyType {
        get { textInputTraitValues.returnKeyType }
        set { textInputTraitValues.returnKeyType = newValue }
    }
    /// Whether the return key is disabled while there is no text, as `enablesReturnKeyAutomatically`.
    public var enablesReturnKeyAutomatically: Bool {
        get { textInputTraitValues.enablesReturnKeyAutomatically }
        set { textInputTraitValues.enablesReturnKeyAutomatically = newValue }
    }
    /// Whether the text is hidden as dots, as `isSecureTextEntry`.
    public var isSecureTextEntry: Bool {
        get { textInputTraitValues.isSecureTextEntry }
        set { textInputTraitValues.isSecureTextEntry = newValue }
    }
    /// What the text is (a name, a password …) for AutoFill, as `textContentType`.
    public var textContentType: TextContentType! {
        get { textInputTraitValues.textContentType }
        set { textInputTraitValues.textContentType = newValue }
    }
}

/// `UITextAutocapitalizationType`.
public enum TextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
/// `UITextAutocorrectionType`.
public enum TextAutocorrectionType: Int, Sendable { case `default`, no, yes }
/// `UITextSpellCheckingType`.
public enum TextSpellCheckingType: Int, Sendable { case `default`, no, yes }
/// `UITextSmartQuotesType`.
public enum TextSmartQuotesType: Int, Sendable { case `default`, no, yes }
/// `UITextSmartDashesType`.
public enum TextSmartDashesType: Int, Sendable { case `default`, no, yes }
/// `UITextSmartInsertDeleteType`.
public enum TextSmartInsertDeleteType: Int, Sendable { case `default`, no, yes }
/// `UIKeyboardType`.
public enum KeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
         emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}
/// `UIKeyboardAppearance`.
public enum KeyboardAppearance: Int, Sendable { case `default`, dark, light }
/// `UIReturnKeyType`.
public enum ReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// What a field holds, for AutoFill, as `UITextContentType`.
public struct TextContentType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let name = Self(rawValue: "name")
    public static let givenName = Self(rawValue: "given-name")
    public static let familyName = Self(rawValue: "family-name")
    public static let nickname = Self(rawValue: "nickname")
    public static let organizationName = Self(rawValue: "organization")
    public static let jobTitle = Self(rawValue: "job-title")
    public static let location = Self(rawValue: "location")
    public static let fullStreetAddress = Self(rawValue: "street-address")
    public static let addressCity = Self(rawValue: "address-level2")
    public static let addressState = Self(rawValue: "address-level1")
    public static let postalCode = Self(rawValue: "postal-code")
    public static let countryName = Self(rawValue: "country-name")
    public static let telephoneNumber = Self(rawValue: "tel")
    public static let emailAddress = Self(rawValue: "email")
    public static let URL = Self(rawValue: "url")
    public static let creditCardNumber = Self(rawValue: "cc-number")
    public static let username = Self(rawValue: "username")
    public static let password = Self(rawValue: "password")
    public static let newPassword = Self(rawValue: "new-password")
    public static let oneTimeCode = Self(rawValue: "one-time-code")
}
