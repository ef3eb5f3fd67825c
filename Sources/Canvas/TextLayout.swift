import CGraphics
import Foundation

/// A paragraph of text laid out with Pango: measured, wrapped, truncated with
/// an ellipsis, aligned, and ready to draw.
///
/// Every line is one line box tall (``Font/metrics``: SF Pro's for the
/// stand-in font) with the baseline at its ascender, as UIKit places lines,
/// so a label's text sits where iOS puts it and wraps to iOS's heights.
public final class TextLayout {
    let pango: OpaquePointer

    /// The size of the laid-out text: the widest line by the lines' total height.
    public let size: CGSize
    /// The distance from the top of the layout to the first line's baseline.
    public let firstBaseline: CGFloat
    /// The number of lines drawn.
    public let lineCount: Int
    /// Whether text was cut and an ellipsis shown.
    public let isTruncated: Bool
    /// How far Pango's first baseline is moved to sit at the line box's ascender.
    let baselineShift: CGFloat

    /// Lays out `text`.
    /// - Parameters:
    ///   - width: the width lines wrap (or truncate) at, and align within; nil
    ///     (or a width beyond ``maximumWidth``, such as `.greatestFiniteMagnitude`) for unbounded lines.
    ///   - numberOfLines: the most lines shown, the last truncated with "…"; 0 for no limit.
    ///   - alignment: `natural` follows `direction`.
    ///   - direction: the paragraph's base direction (the view's layout direction).
    public convenience init(
        text: String, font: Font, width: CGFloat?, numberOfLines: Int = 1,
        alignment: TextAlignment = .natural, direction: LayoutDirection = .leftToRight
    ) {
        self.init(
            text: text, font: font, width: width, numberOfLines: numberOfLines,
            alignment: alignment, direction: direction, library: FontLibrary.current)
    }

    /// Lays out `text` with `library`'s fonts. The public initializer passes
    /// this thread's library; a library warming itself up passes itself,
    /// since ``FontLibrary/current`` would wait for the library being made.
    init(
        text: String, font: Font, width: CGFloat?, numberOfLines: Int,
        alignment: TextAlignment, direction: LayoutDirection, library: FontLibrary
    ) {
        // Pango measures in 32-bit units of 1/1024 pt; wider means unbounded.
        let width = width.flatMap { $0.isFinite && $0 <= Self.maximumWidth ? $0 : nil }
        pango_context_set_base_dir(library.context, direction == .rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
        pango = pango_layout_new(library.context)
        pango_layout_set_auto_dir(pango, 0)
        pango_layout_set_font_description(pango, library.description(for: font))
        let lineBox = library.metrics(for: font)
        let shaped = Self.showablePrefix(of: text, font: font, width: width, numberOfLines: numberOfLines)
        Self.setAttributes(tracking: font.tracking, lineHeight: lineBox.lineHeight, text: shaped, on: pango)
        pango_layout_set_alignment(pango, Self.pangoAlignment(alignment, direction: direction))
        if let width {
            pango_layout_set_width(pango, Int32((max(0, width) * CGFloat(PANGO_SCALE)).rounded(.down)))
            pango_layout_set_wrap(pango, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_ellipsize(pango, numberOfLines == 0 ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END)
            pango_layout_set_height(pango, numberOfLines == 0 ? -1 : Int32(-min(numberOfLines, 100_000)))
        }
        var shown = shaped
        pango_layout_set_text(pango, shown, -1)
        // Pango limits lines per paragraph; UILabel limits them in total.
        if numberOfLines > 0, Int(pango_layout_get_line_count(pango)) > numberOfLines,
           let line = pango_layout_get_line_readonly(pango, Int32(numberOfLines)) {
            let utf8 = Array(shaped.utf8).prefix(Int(line.pointee.start_index))
            shown = String(decoding: utf8, as: UTF8.self).trimmingCharacters(in: .newlines) + "…"
            pango_layout_set_text(pango, shown, -1)
        } else if shaped != text, pango_layout_is_ellipsized(pango) == 0 {
            // Only characters narrower than any font draws a letter fit the prefix: the text is cut all the same.
            shown = shaped + "…"
            pango_layout_set_text(pango, shown, -1)
        }
        isTruncated = shown != text || pango_layout_is_ellipsized(pango) != 0
        var logical = PangoRectangle()
        pango_layout_get_extents(pango, nil, &logical)
        // Letter spacing trails the last glyph, which can poke past the wrap width by the tracking.
        let measuredWidth = CGFloat(logical.width) / CGFloat(PANGO_SCALE)
        lineCount = Int(pango_layout_get_line_count(pango))
        size = CGSize(width: min(measuredWidth, width ?? measuredWidth), height: CGFloat(lineCount) * lineBox.lineHeight)
        // Pango splits the line box's difference from the font's own evenly above and below; iOS keeps the ascender on top.
        firstBaseline = lineBox.ascender
        baselineShift = lineBox.ascender - CGFloat(pango_layout_get_baseline(pango)) / CGFloat(PANGO_SCALE)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(pango)) }

    /// The widest width text wraps at; wider widths lay out unbounded.
    public static let maximumWidth: CGFloat = 1_000_000

    /// The narrowest advance, in ems, a character is assumed to take when
    /// bounding what a label of limited lines can show (a hair space is
    /// about 0.07 em in Inter).
    static let narrowestAdvance: CGFloat = 0.04

    /// The part of `text` that can show in `numberOfLines` lines of `width`,
    /// with a line to spare so that wrapping and truncation fall exactly
    /// where they fall for the whole text: a one-line label of 10,000
    /// characters shapes a few hundred. The whole text when lines are unlimited.
    static func showablePrefix(of text: String, font: Font, width: CGFloat?, numberOfLines: Int) -> String {
        guard let width, numberOfLines > 0, font.pointSize > 0 else { return text }
        let perLine = (width / (font.pointSize * narrowestAdvance)).rounded(.up)
        let limit = Int(min(perLine * CGFloat(min(numberOfLines, 10_000) + 1), 1e9)) + 64
        guard text.utf8.count > limit else { return text }
        return String(text.prefix(limit))
    }

    /// The most characters in a row without white space that Pango shapes as one item.
    static let unbreakableRunLimit = 32

    /// The line box's height and the font's tracking over the whole text,
    /// and item boundaries inside long unbreakable runs.
    ///
    /// Pango wraps a word wider than the line character by character, and
    /// re-shapes the rest of its item for each line: a 10,000-character word
    /// took seconds. An attribute boundary splits the item without adding a
    /// break opportunity, so each split run gets the tracking attribute again
    /// on its own range, and the work stays linear.
    private static func setAttributes(tracking: CGFloat, lineHeight: CGFloat, text: String, on layout: OpaquePointer) {
        let splits = unbreakableRunSplits(in: text)
        let spacing = Int32((tracking * CGFloat(PANGO_SCALE)).rounded())
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_line_height_new_absolute(Int32((lineHeight * CGFloat(PANGO_SCALE)).rounded())))
        if tracking != 0 || !splits.isEmpty {
            pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(spacing))
        }
        for (start, end) in zip(splits, splits.dropFirst() + [text.utf8.count]) {
            let attribute = pango_attr_letter_spacing_new(spacing)
            attribute?.pointee.start_index = UInt32(start)
            attribute?.pointee.end_index = UInt32(end)
            pango_attr_list_insert(attributes, attribute)
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
    }

    /// UTF-8 offsets, on character boundaries, that cut every run of
    /// non-white-space characters into pieces of ``unbreakableRunLimit``.
    static func unbreakableRunSplits(in text: String) -> [Int] {
        guard text.utf8.count > unbreakableRunLimit else { return [] }
        var splits: [Int] = []
        var run = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            run = character.isWhitespace ? 0 : run + 1
            if run > unbreakableRunLimit {
                splits.append(text.utf8.distance(from: text.startIndex, to: index))
                run = 1
            }
            index = text.index(after: index)
        }
        return splits
    }

    private static func pangoAlignment(_ alignment: TextAlignment, direction: LayoutDirection) -> PangoAlignment {
        switch alignment {
        case .natural: direction == .rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        case .left: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .right: PANGO_ALIGN_RIGHT
        }
    }
}
