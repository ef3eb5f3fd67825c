import Foundation

// Stand-ins for the os module's logging, which `import os` and `import os.log`
// reach through the UIKitSources plugin. Apple's unified log is not the
// console a test prints to, so these keep nothing and print nothing: a screen's
// logging compiles, and a render stays quiet.

/// A log's subsystem and category (`os.Logger`); its messages are discarded.
public struct Logger: Sendable {
    /// A logger for no subsystem.
    public init() {}
    /// A logger for `subsystem` and `category`.
    public init(subsystem: String, category: String) {}
    /// A logger writing to `log`.
    public init(_ log: OSLog) {}

    /// Logs `message` at the default level; discarded.
    public func log(_ message: OSLogMessage) {}
    /// Logs `message` at `level`; discarded.
    public func log(level: OSLogType, _ message: OSLogMessage) {}
    /// Logs a trace message; discarded.
    public func trace(_ message: OSLogMessage) {}
    /// Logs a debug message; discarded.
    public func debug(_ message: OSLogMessage) {}
    /// Logs an informative message; discarded.
    public func info(_ message: OSLogMessage) {}
    /// Logs a notice; discarded.
    public func notice(_ message: OSLogMessage) {}
    /// Logs a warning; discarded.
    public func warning(_ message: OSLogMessage) {}
    /// Logs an error; discarded.
    public func error(_ message: OSLogMessage) {}
    /// Logs a critical error; discarded.
    public func critical(_ message: OSLogMessage) {}
    /// Logs a fault; discarded.
    public func fault(_ message: OSLogMessage) {}
}

/// A log message with interpolated values and their privacy (`OSLogMessage`).
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    /// The parts of an interpolated log message.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        /// An empty interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) {}
        /// A value, with the privacy and the formatting options `os` takes.
        public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T, privacy: OSLogPrivacy = .auto) {}
        /// A value aligned in columns, with its privacy.
        public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T, align: OSLogStringAlignment, privacy: OSLogPrivacy = .auto) {}
    }

    /// A message from an interpolated string.
    public init(stringInterpolation: StringInterpolation) {}
    /// A message from a string literal.
    public init(stringLiteral value: String) {}
}

/// How much of an interpolated value a log shows (`OSLogPrivacy`).
public struct OSLogPrivacy: Sendable {
    /// The system's choice: dynamic values private, others public.
    public static let auto = OSLogPrivacy()
    /// The value is shown.
    public static let `public` = OSLogPrivacy()
    /// The value is hidden.
    public static let `private` = OSLogPrivacy()
    /// The value is always hidden, even while debugging.
    public static let sensitive = OSLogPrivacy()
    /// `private(mask:)`: the value hidden behind a hash.
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { OSLogPrivacy() }

    /// How a private value is masked (`OSLogPrivacy.Mask`).
    public struct Mask: Sendable {
        /// The value is shown as a hash.
        public static let hash = Mask()
        /// The value is not masked.
        public static let none = Mask()
    }
}

/// An interpolated value's alignment in a log line (`OSLogStringAlignment`).
public struct OSLogStringAlignment: Sendable {
    /// Left-aligned in `columns` columns.
    public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
    /// Right-aligned in `columns` columns.
    public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
}

/// A message's level (`OSLogType`).
public struct OSLogType: Sendable, Equatable {
    let rawValue: UInt8
    /// The default level.
    public static let `default` = OSLogType(rawValue: 0)
    /// Information that may help troubleshooting.
    public static let info = OSLogType(rawValue: 1)
    /// Debugging information.
    public static let debug = OSLogType(rawValue: 2)
    /// An error.
    public static let error = OSLogType(rawValue: 16)
    /// A fault: a bug.
    public static let fault = OSLogType(rawValue: 17)
}

/// A log handle for `os_log` (`OSLog`).
public final class OSLog: Sendable {
    /// The shared default log.
    public static let `default` = OSLog()
    /// A log that records nothing.
    public static let disabled = OSLog()
    /// A log for `subsystem` and `category`.
    public init(subsystem: String, category: String) {}
    private init() {}
}

/// `os_log(_:log:type:_:)`: discarded, as every message of these stand-ins.
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ arguments: any CVarArg...) {}

/// `os_log(_:dso:log:_:_:)` with the level first: discarded.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ arguments: any CVarArg...) {}
