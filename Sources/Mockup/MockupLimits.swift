/// Limits checked while reading a mockup, before memory is spent on it.
public enum MockupLimits {
    /// The largest mockup file read.
    public static let maximumFileSize = 8 * 1024 * 1024
    /// The longest text value, in characters, unless a field has a tighter limit of its own.
    public static let maximumTextLength = 10_000
    /// The most entries `sections` may have, checked before any is read.
    public static let maximumSections = 10_000
    /// The most entries one section's `rows` may have, checked before any is read.
    public static let maximumRowsPerSection = 100_000
    /// The largest screen side, in points.
    public static let maximumSide: Double = 20_000
}
