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
public enum TextAutocapitalizationType: Int, Sendable {
    /// No letter is capitalised.
    case none
    /// The first letter of each word.
    case words
    /// The first letter of each sentence.
    case sentences
    /// Every letter.
    case allCharacters
}
/// `UITextAutocorrectionType`.
public enum TextAutocorrectionType: Int, Sendable {
    /// The system's choice for the context.
    case `default`
    /// Autocorrection off.
    case no
    /// Autocorrection on.
    case yes
}
/// `UITextSpellCheckingType`.
public enum TextSpellCheckingType: Int, Sendable {
    /// The system's choice, following autocorrection.
    case `default`
    /// Spell checking off.
    case no
    /// Spell checking on.
    case yes
}
/// `UITextSmartQuotesType`.
public enum TextSmartQuotesType: Int, Sendable {
    /// The system's choice for the context.
    case `default`
    /// Smart quotes off.
    case no
    /// Smart quotes on.
    case yes
}
/// `UITextSmartDashesType`.
public enum TextSmartDashesType: Int, Sendable {
    /// The system's choice for the context.
    case `default`
    /// Smart dashes off.
    case no
    /// Smart dashes on.
    case yes
}
/// `UITextSmartInsertDeleteType`.
public enum TextSmartInsertDeleteType: Int, Sendable {
    /// The system's choice for the context.
    case `default`
    /// Smart insert and delete off.
    case no
    /// Smart insert and delete on.
    case yes
}
/// `UIKeyboardType`.
public enum KeyboardType: Int, Sendable {
    /// The keyboard for the current input method.
    case `default`
    /// A keyboard of ASCII characters.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// For URLs: with ".", "/" and ".com".
    case URL
    /// Digits 0–9, for PINs.
    case numberPad
    /// A telephone keypad.
    case phonePad
    /// A telephone keypad that also types names.
    case namePhonePad
    /// For email addresses: with "@" and ".".
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// For Twitter text: with "@" and "#".
    case twitter
    /// For web search terms and URLs.
    case webSearch
    /// Digits 0–9 of ASCII only.
    case asciiCapableNumberPad
}
/// `UIKeyboardAppearance`.
public enum KeyboardAppearance: Int, Sendable {
    /// The system's appearance.
    case `default`
    /// A dark keyboard.
    case dark
    /// A light keyboard.
    case light
}
/// `UIReturnKeyType`.
public enum ReturnKeyType: Int, Sendable {
    /// Return.
    case `default`
    /// Go.
    case go
    /// Google (a search).
    case google
    /// Join.
    case join
    /// Next.
    case next
    /// Route.
    case route
    /// Search.
    case search
    /// Send.
    case send
    /// Yahoo (a search).
    case yahoo
    /// Done.
    case done
    /// Emergency Call.
    case emergencyCall
    /// Continue.
    case `continue`
}

/// What a field holds, for AutoFill, as `UITextContentType`.
public struct TextContentType: RawRepresentable, Hashable, Sendable {
    /// The type's name, as AutoFill knows it.
    public var rawValue: String
    /// The content type named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A person's full name.
    public static let name = Self(rawValue: "name")
    /// A given (first) name.
    public static let givenName = Self(rawValue: "given-name")
    /// A family (last) name.
    public static let familyName = Self(rawValue: "family-name")
    /// A nickname.
    public static let nickname = Self(rawValue: "nickname")
    /// An organisation's name.
    public static let organizationName = Self(rawValue: "organization")
    /// A job title.
    public static let jobTitle = Self(rawValue: "job-title")
    /// A place: a point of interest, an address or another location.
    public static let location = Self(rawValue: "location")
    /// A whole street address.
    public static let fullStreetAddress = Self(rawValue: "street-address")
    /// A city.
    public static let addressCity = Self(rawValue: "address-level2")
    /// A state or province.
    public static let addressState = Self(rawValue: "address-level1")
    /// A postal code.
    public static let postalCode = Self(rawValue: "postal-code")
    /// A country's name.
    public static let countryName = Self(rawValue: "country-name")
    /// A telephone number.
    public static let telephoneNumber = Self(rawValue: "tel")
    /// An email address.
    public static let emailAddress = Self(rawValue: "email")
    /// A URL.
    public static let URL = Self(rawValue: "url")
    /// A credit card number.
    public static let creditCardNumber = Self(rawValue: "cc-number")
    /// An account's user name.
    public static let username = Self(rawValue: "username")
    /// An account's password.
    public static let password = Self(rawValue: "password")
    /// A new password, as when signing up or changing it.
    public static let newPassword = Self(rawValue: "new-password")
    /// A one-time code, as sent by SMS.
    public static let oneTimeCode = Self(rawValue: "one-time-code")
}
