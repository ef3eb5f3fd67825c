import ArgumentParser

/// An option whose values are an enumeration's string raw values, listed
/// by ArgumentParser in help, completions and errors.
///
/// The library's own defaults for such a type map its cases through a key
/// path (`\.rawValue.defaultValueDescription`), which the Swift runtime
/// builds on first use from mangled type names, checking their generic
/// requirements, each first check a scan of every protocol conformance
/// record in the executable (thousands of them). Naming the raw values here
/// gives the same lists and messages without a key path, sparing every
/// process that parses such an option those scans.
protocol RawValueArgument: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension RawValueArgument {
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
    public static var allValueDescriptions: [String: String] { [:] }
    public var defaultValueDescription: String { rawValue }
}
