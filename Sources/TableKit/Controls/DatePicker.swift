import Canvas
import Foundation

/// A date and time control, like `UIDatePicker`, drawn in the compact style
/// iOS 14 and later show by default: each part (the date, the time) as
/// 17-pt text on a rounded grey (tertiarySystemFill) platter, trailing
/// aligned. The wheels and inline styles, which need a running picker, draw
/// the compact one too. The text is formatted in ``locale`` and
/// ``timeZone`` (`en_US` and GMT unless set, so that pictures agree).
open class DatePicker: Control {
    /// What the picker chooses (`UIDatePicker.Mode`).
    public enum Mode: Int, Sendable {
        /// An hour and minute.
        case time
        /// A day.
        case date
        /// A day, an hour and a minute.
        case dateAndTime
        /// A duration in hours and minutes, drawn as a time.
        case countDownTimer
        /// A month of a year.
        case yearAndMonth
    }

    /// How the picker is shown (`UIDatePickerStyle`).
    public enum Style: Int, Sendable {
        /// The system's choice: compact.
        case automatic
        /// Spinning wheels; drawn compact.
        case wheels
        /// A platter that opens a calendar.
        case compact
        /// A calendar in place; drawn compact.
        case inline
    }

    /// What is chosen; a date and a time by default.
    public var datePickerMode = Mode.dateAndTime { didSet { invalidateIntrinsicContentSize() } }
    /// The style asked for; `automatic` by default.
    public var preferredDatePickerStyle = Style.automatic
    /// The style shown, as `datePickerStyle`: compact unless wheels or inline were asked for.
    public var datePickerStyle: Style { preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle }
    /// The chosen date, kept within ``minimumDate`` … ``maximumDate``. UIKit
    /// starts at now; a render has no clock (the same code draws the same
    /// picture on any day), so it starts at ``defaultDate``.
    public var date: Date {
        get { min(max(storedDate, minimumDate ?? .distantPast), maximumDate ?? .distantFuture) }
        set { storedDate = newValue }
    }
    private var storedDate = DatePicker.defaultDate
    /// What a picker never given a date shows: Tuesday 9 January 2007, 9:41
    /// in the morning (GMT), the day and the time of Apple's screenshots, as
    /// the status bar shows 9:41.
    public static let defaultDate = Date(timeIntervalSince1970: 1_168_335_660)
    /// The earliest date the picker allows; nil for none.
    public var minimumDate: Date?
    /// The latest date the picker allows; nil for none.
    public var maximumDate: Date?
    /// The minutes between the times offered; kept.
    public var minuteInterval = 1
    /// A count-down timer's duration in seconds; kept.
    public var countDownDuration: TimeInterval = 0
    /// Whether a date set is rounded to the minute interval; kept.
    public var roundsToMinuteInterval = true
    /// The locale the text is formatted in; `en_US` unless set.
    public var locale: Locale? { didSet { invalidateIntrinsicContentSize() } }
    /// The calendar the date is formatted in; Gregorian unless set.
    public var calendar: Calendar!
    /// The time zone the date is shown in; GMT unless set.
    public var timeZone: TimeZone?

    /// A compact date-and-time picker showing ``defaultDate``.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets ``date``, as `setDate(_:animated:)`; there is no animation to run.
    public func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }

    static let platterHeight: CGFloat = 34
    static let textPadding: CGFloat = 11
    static let platterSpacing: CGFloat = 6
    static let platterCornerRadius: CGFloat = 8
    static let font = Font.systemFont(ofSize: 17)

    /// The texts shown, one per platter: the medium date and the short time, as the mode has them.
    var shownTexts: [String] {
        let formatter = DateFormatter()
        formatter.locale = locale ?? Locale(identifier: "en_US")
        formatter.timeZone = timeZone ?? TimeZone(identifier: "GMT")
        formatter.calendar = calendar ?? Calendar(identifier: .gregorian)
        func text(date: DateFormatter.Style, time: DateFormatter.Style) -> String {
            formatter.dateStyle = date
            formatter.timeStyle = time
            return formatter.string(from: self.date)
        }
        switch datePickerMode {
        case .date: return [text(date: .medium, time: .none)]
        case .time, .countDownTimer: return [text(date: .none, time: .short)]
        case .dateAndTime: return [text(date: .medium, time: .none), text(date: .none, time: .short)]
        case .yearAndMonth:
            formatter.setLocalizedDateFormatFromTemplate("MMMMy")
            return [formatter.string(from: date)]
        }
    }

    /// The platters' widths: each text's and the padding either side.
    private func platterWidths(of texts: [String]) -> [CGFloat] {
        texts.map { TextLayout(text: $0, font: Self.font, width: nil).size.width.pixelCeiled(scale: traits.displayScale) + 2 * Self.textPadding }
    }

    /// The width of platters of `widths` side by side.
    private func totalWidth(_ widths: [CGFloat]) -> CGFloat {
        widths.reduce(0, +) + Self.platterSpacing * CGFloat(max(0, widths.count - 1))
    }

    /// The platters side by side, 34 pt tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: totalWidth(platterWidths(of: shownTexts)), height: Self.platterHeight)
    }

    /// The platters' rectangles in the bounds, trailing aligned and centred vertically.
    public var platterRects: [CGRect] { platterRects(for: shownTexts) }

    /// The rectangles of platters showing `texts`.
    private func platterRects(for texts: [String]) -> [CGRect] {
        let widths = platterWidths(of: texts)
        var x = bounds.width - totalWidth(widths)
        let y = ((bounds.height - Self.platterHeight) / 2).pixelRounded(scale: traits.displayScale)
        let rects = widths.map { width in
            defer { x += width + Self.platterSpacing }
            return CGRect(x: x, y: y, width: width, height: Self.platterHeight)
        }
        return isRightToLeft ? rects.map { $0.mirrored(in: bounds.width) } : rects
    }

    /// Draws each part's text centred on its grey platter.
    open override func draw(in context: GraphicsContext) {
        let texts = shownTexts
        for (text, rect) in zip(texts, platterRects(for: texts)) {
            context.fill(Path { $0.addRoundedRect(rect, cornerRadius: Self.platterCornerRadius) }, with: .tertiarySystemFill)
            let layout = TextLayout(text: text, font: Self.font, width: rect.width, alignment: .center)
            let top = (rect.midY - layout.size.height / 2).pixelRounded(scale: traits.displayScale)
            context.draw(layout, at: CGPoint(x: rect.minX, y: top), color: .label)
        }
    }
}
