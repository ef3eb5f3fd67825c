import Foundation

// Stand-ins for the os module's logging, which `import os` and `import os.log`
// reach through the UIKitSources plugin. Apple's unified log is not the
// console a test prints to, so these keep nothing and print nothing: a screen's
// logging compiles, and a render stays quiet.

/// A log's subsystem and category (`os.Logger`); its messages are discarded.
public struct Logger: Sendable {
    public init() {}
    public init(subsystem: String, category: String) {}
    public init(_ log: OSLog) {}

    public func log(_ message: OSLogMessage) {}
    public func log(level: OSLogType, _ message: OSLogMessage) {}
    public func trace(_ message: OSLogMessage) {}
    public func debug(_ message: OSLogMessage) {}
    public func info(_ message: OSLogMessage) {}
    public func notice(_ message: OSLogMessage) {}
    public func warning(_ message: OSLogMessage) {}
    public func error(_ message: OSLogMessage) {}
    public func critical(_ message: OSLogMessage) {}
    public func fault(_ message: OSLogMessage) {}
}

/// A log message with interpolated values and their privacy (`OSLogMessage`).
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        /// A value, with the privacy and the formatting options `os` takes.
        public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T, privacy: OSLogPrivacy = .auto) {}
        public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T, align: OSLogStringAlignment, privacy: OSLogPrivacy = .auto) {}
    }

    public init(stringInterpolation: StringInterpolation) {}
    public init(stringLiteral value: String) {}
}

/// How much of an interpolated value a log shows (`OSLogPrivacy`).
public struct OSLogPrivacy: Sendable {
    public static let auto = OSLogPrivacy()
    public static let `public` = OSLogPrivacy()
    public static let `private` = OSLogPrivacy()
    public static let sensitive = OSLogPrivacy()
    /// `private(mask:)`: the value hidden behind a hash.
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { OSLogPrivacy() }

    /// How a private value is masked (`OSLogPrivacy.Mask`).
    public struct Mask: Sendable {
        public static let hash = Mask()
        public static let none = Mask()
    }
}

/// An interpolated value's alignment in a log line (`OSLogStringAlignment`).
public struct OSLogStringAlignment: Sendable {
    public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
    public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
}

/// A message's level (`OSLogType`).
public struct OSLogType: Sendable, Equatable {
    let rawValue: UInt8
    public static let `default` = OSLogType(rawValue: 0)
    public static let info = OSLogType(rawValue: 1)
    public static let debug = OSLogType(rawValue: 2)
    public static let error = OSLogType(rawValue: 16)
    public static let fault = OSLogType(rawValue: 17)
}

/// A log handle for `os_log` (`OSLog`).
public final class OSLog: Sendable {
    public static let `default` = OSLog()
    public static let disabled = OSLog()
    public init(subsystem: String, category: String) {}
    private init() {}
}

/// `os_log(_:log:type:_:)`: discarded, as every message of these stand-ins.
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ arguments: any CVarArg...) {}

/// `os_log(_:dso:log:_:_:)` with the level first: discarded.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ arguments: any CVarArg...) {}
