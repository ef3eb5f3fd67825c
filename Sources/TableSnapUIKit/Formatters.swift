import Foundation

/// What the formatters of a target built through the UIKitSources plugin
/// format with, unless code sets a formatter's own `locale` or `timeZone`.
///
/// Foundation on Linux has no process locale: `Locale.current` is always
/// `en_001` ("¤49.98", "1 Jan 1970"), whatever the machine's `LANG`. An
/// iPhone or simulator that snapshot tests are recorded on is usually
/// `en_US`, so the plugin makes `NumberFormatter()` and `DateFormatter()`
/// in the target (UIKit files and tests alike) start from these values:
/// `en_US` and GMT, the same on every machine. A test that wants another
/// runs under `FormatterDefaults.$locale.withValue(Locale(identifier: "de_DE")) { … }`
/// (likewise `$timeZone`), or sets the formatter's own.
public enum FormatterDefaults {
    /// The locale new formatters take; `en_US` unless a task binds another.
    @TaskLocal public static var locale = Locale(identifier: "en_US")
    /// The time zone new date formatters take; GMT unless a task binds another.
    @TaskLocal public static var timeZone = TimeZone(identifier: "GMT") ?? TimeZone(secondsFromGMT: 0) ?? .current
}

/// A `NumberFormatter` that starts from ``FormatterDefaults/locale``; the
/// plugin's targets get it for the name `NumberFormatter`.
open class DefaultLocaleNumberFormatter: Foundation.NumberFormatter, @unchecked Sendable {
    /// A formatter in ``FormatterDefaults/locale``.
    public override init() {
        super.init()
        locale = FormatterDefaults.locale
    }

    /// A formatter decoded from `coder`, as Foundation's.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A `DateFormatter` that starts from ``FormatterDefaults/locale`` and
/// ``FormatterDefaults/timeZone``; the plugin's targets get it for the name `DateFormatter`.
open class DefaultLocaleDateFormatter: Foundation.DateFormatter, @unchecked Sendable {
    /// A formatter in ``FormatterDefaults/locale`` and ``FormatterDefaults/timeZone``.
    public override init() {
        super.init()
        locale = FormatterDefaults.locale
        timeZone = FormatterDefaults.timeZone
    }

    /// A formatter decoded from `coder`, as Foundation's.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

// Foundation on Linux leaves out the formatter behaviour switch, which app
// code still sets to the only behaviour there is.
/// The formatter behaviour switch Foundation on Linux leaves out.
extension NumberFormatter {
    /// `NumberFormatter.Behavior`: Linux's formatters always behave as 10.4's.
    public enum Behavior: UInt, Sendable {
        /// The default behaviour, which is 10.4's.
        case `default` = 0
        /// The behaviour since macOS 10.4.
        case behavior10_4 = 1040
    }
    /// Accepted and kept out of the way: the formatter behaves as 10.4's either way.
    public var formatterBehavior: Behavior {
        get { .behavior10_4 }
        set {}
    }
}
