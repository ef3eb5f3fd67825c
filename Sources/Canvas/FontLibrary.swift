import CGraphics
import Foundation

/// The fonts TableSnap draws with, from a private fontconfig configuration.
///
/// The machine's font configuration is never read: only the files listed in
/// ``fontFiles`` (and any ``CustomFonts`` in use) exist for Pango, so the
/// same input renders the same pixels everywhere those files are installed.
/// Pango font maps must not be shared between threads, so each thread gets
/// its own library on first use (the first thread may take one made on
/// another core, see ``prepare()``); they share one ``FontConfiguration``.
public final class FontLibrary {
    /// The font files, in the Debian packages `fonts-inter`,
    /// `fonts-noto-color-emoji` and `fonts-dejavu-core`.
    public static let fontFiles: [String] = {
        let inter = "/usr/share/fonts/opentype/inter/"
        let cuts = ["Regular", "Medium", "SemiBold", "Bold"]
        return cuts.map { inter + "Inter-\($0).otf" } + cuts.map { inter + "InterDisplay-\($0).otf" } + [
            "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
            "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
            "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
        ]
    }()

    /// The required font files that are not on this machine.
    public static var missingFontFiles: [String] {
        fontFiles.filter { !FileManager.default.fileExists(atPath: $0) }
    }

    private static let customLock = NSLock()
    nonisolated(unsafe) private static var custom: CustomFonts?

    /// Draws with `fonts` instead of Inter from now on (nil returns to Inter),
    /// on every thread. Check ``CustomFonts/problem()`` first.
    public static func use(_ fonts: CustomFonts?) {
        customLock.withLock { custom = fonts }
    }

    /// Starts making a library for the fonts in use on another core, for a
    /// process that will draw text soon: the first thread to lay out text
    /// takes it (see ``PreparedFontLibrary``).
    public static func prepare() {
        let fonts = customLock.withLock { custom }
        prepared.make { FontLibrary(custom: fonts, warmedUp: true) }
    }

    /// This thread's library, rebuilt when the custom fonts changed.
    public static var current: FontLibrary {
        let fonts = customLock.withLock { custom }
        if let library = perThread.value, library.custom == fonts { return library }
        let library = prepared.take().flatMap { $0.custom == fonts ? $0 : nil } ?? FontLibrary(custom: fonts, warmedUp: false)
        perThread.value = library
        return library
    }

    private static let prepared = PreparedFontLibrary()

    private static let perThread = ThreadLocal<FontLibrary>()

    let custom: CustomFonts?

    let context: OpaquePointer
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private var descriptions: [Font: OpaquePointer] = [:]
    private var metricsCache: [Font: FontLineMetrics] = [:]

    private init(custom: CustomFonts?, warmedUp: Bool) {
        self.custom = custom
        // Before the font map: the configuration makes Pango's FcInit thread a no-op.
        let configuration = FontConfiguration.shared(for: custom)
        fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
        pango_fc_font_map_set_config(OpaquePointer(fontMap), configuration.config)
        pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        // The locale must not change line breaking or font choice.
        pango_context_set_language(context, pango_language_from_string("en-us"))
        if warmedUp { warmUp() }
    }

    /// Lays out a word in the body font, so that the first label finds
    /// Pango's font set, the face and its shaping plan made. Pango waits on
    /// threads of its own (its fontconfig work) when the configuration is
    /// set and when a font is first chosen. A library prepared on another
    /// core does that waiting there.
    private func warmUp() {
        _ = TextLayout(
            text: "Settings", font: Font(pointSize: 17), width: nil, numberOfLines: 1,
            alignment: .natural, direction: .leftToRight, library: self)
    }

    deinit {
        descriptions.values.forEach { pango_font_description_free($0) }
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(fontMap)
    }

    /// The Pango description of `font`, owned by the library.
    func description(for font: Font) -> OpaquePointer {
        if let existing = descriptions[font] { return existing }
        let description: OpaquePointer = pango_font_description_new()
        pango_font_description_set_family(description, families(for: font))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.rawValue)))
        pango_font_description_set_absolute_size(description, Double(font.pointSize) * Double(PANGO_SCALE))
        descriptions[font] = description
        return description
    }

    /// The Pango family list: the SF stand-in (or the custom family) in its
    /// text or display cut, then colour emoji, then DejaVu for scripts the
    /// first lacks (Arabic, Hebrew …).
    private func families(for font: Font) -> String {
        let display = font.pointSize >= 20
        let primary = custom.map { display ? $0.displayFamily : $0.textFamily } ?? (display ? "Inter Display" : "Inter")
        return "\(primary),Noto Color Emoji,DejaVu Sans"
    }

    /// SF Pro's line box (hhea ascender 1950, descender 494 of 2048 units, no
    /// line gap): `UIFont.systemFont(ofSize: 17)` is 16.19 + 4.10 = 20.29 pt
    /// tall, Inter's own box 20.57. Text laid out in SF's box sits where iOS
    /// puts it and stacks to iOS's row heights, so the stand-in uses it;
    /// custom fonts keep their own.
    static let systemLineBox = (ascender: CGFloat(1950) / 2048, descender: CGFloat(494) / 2048)

    /// The line box text in `font` is laid out in: SF Pro's for the Inter
    /// stand-in, the font's own metrics for custom fonts.
    func metrics(for font: Font) -> FontLineMetrics {
        if let cached = metricsCache[font] { return cached }
        let result = custom == nil
            ? FontLineMetrics(ascender: Self.systemLineBox.ascender * font.pointSize, descender: Self.systemLineBox.descender * font.pointSize)
            : fontMetrics(for: font)
        metricsCache[font] = result
        return result
    }

    private func fontMetrics(for font: Font) -> FontLineMetrics {
        let metrics = pango_context_get_metrics(context, description(for: font), pango_language_from_string("en-us"))
        defer { pango_font_metrics_unref(metrics) }
        return FontLineMetrics(
            ascender: CGFloat(pango_font_metrics_get_ascent(metrics)) / CGFloat(PANGO_SCALE),
            descender: CGFloat(pango_font_metrics_get_descent(metrics)) / CGFloat(PANGO_SCALE))
    }
}
