import TableKit

/// Limits checked while reading a mockup, before memory or time is spent on
/// it. Each error that enforces one names it and its value; the Limits article lists them.
public enum MockupLimits {
    /// The largest mockup file read, in bytes.
    public static let maximumFileSize = 8 * 1024 * 1024
    /// The most YAML or JSON values a file may hold, counting each alias as
    /// the values it repeats: a few kilobytes of nested aliases otherwise
    /// stand for billions.
    public static let maximumNodes = 2_000_000
    /// The most bytes of text a file may stand for, each alias counted as
    /// the text it repeats: twice the largest file, so that only repetition
    /// through aliases can reach it.
    public static let maximumExpandedText = 2 * maximumFileSize
    /// The deepest nesting of lists and mappings; the format needs fewer than ten levels.
    public static let maximumDepth = 64
    /// The longest text value, in characters, unless a field has a tighter limit of its own.
    public static let maximumTextLength = 10_000
    /// The longest text value in UTF-8 bytes: characters can be long byte sequences.
    public static let maximumTextBytes = 40_000
    /// The most Unicode scalars one character may join (a base, its
    /// combining marks, an emoji sequence): Unicode's stream-safe text format
    /// allows 31, and longer clusters only slow text shaping down.
    public static let maximumScalarsPerCharacter = 32
    /// The longest user text quoted back in an error message, in characters.
    public static let maximumQuotedLength = 60
    /// The most entries `sections` may have, aliases included, checked before any is read.
    public static let maximumSections = 10_000
    /// The most rows of all sections together, aliases included, checked before any is read.
    public static let maximumRows = 100_000
    /// The most entries the `items` of a collection's sections may list
    /// together, aliases included, checked before any is read.
    public static let maximumItemEntries = 100_000
    /// The most items of a collection's sections together, each entry's
    /// `count` included: an entry is kept once however often it repeats, so
    /// only the items on screen cost anything.
    public static let maximumItems = 1_000_000
    /// The most items one render may show at once, counted from the layout
    /// before any is made: tiny items would make a view each.
    public static let maximumItemsOnScreen = 2_500
    /// The most `columns` of a compositional grid.
    public static let maximumColumns = 20
    /// The most rows one render may show at once, each counted at its least
    /// height: a 20,000-pt screen of 1-pt rows would make 20,000 cells.
    public static let maximumRowsOnScreen = 2_500
    /// The most pixels of bitmap images the rows of one PNG render may show
    /// together, each counted where it covers the picture: rows can repeat
    /// one large image, and each is drawn.
    public static let maximumShownImagePixels = 64_000_000
    /// The same for a PDF or SVG render, where each image shown is cut out,
    /// compressed and embedded, which is slow work for a photo's noise.
    public static let maximumShownImagePixelsInVectors = 8_000_000

    /// ``maximumShownImagePixels`` or ``maximumShownImagePixelsInVectors``, as `format` draws.
    public static func maximumShownImagePixels(in format: Renderer.OutputFormat) -> Int {
        format == .png ? maximumShownImagePixels : maximumShownImagePixelsInVectors
    }
    /// The largest screen side, in points.
    public static let maximumSide: Double = 20_000
    /// The largest image file read, in bytes.
    public static let maximumImageFileSize = 8 * 1024 * 1024
    /// The most pixels one image file may decode to (as many as 4096 × 4096;
    /// each side at most `Bitmap.maximumSide`).
    public static let maximumImagePixels = 16_777_216
    /// The largest PNG file `diff` and `verify` compare, in bytes: a content
    /// render can be far larger than an image a mockup shows.
    public static let maximumComparedFileSize = 64 * 1024 * 1024
    /// The most pixels of a PNG `diff` and `verify` compare (32 megapixels):
    /// a comparison holds it, the other image and a diff image as large.
    public static let maximumComparedPixels = 33_554_432
    /// The most pixels of all the distinct image files of a mockup together
    /// (each file is decoded once, however many rows show it).
    public static let maximumTotalImagePixels = 33_554_432
}
