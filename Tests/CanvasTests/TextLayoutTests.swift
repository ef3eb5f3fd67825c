import CGraphics
import Foundation
import Testing
@testable import Canvas

@Suite struct TextLayoutTests {
    static let body = Font(pointSize: 17)
    static let long = "The quick brown fox jumps over the lazy dog and keeps on running far beyond the edge of the screen"

    @Test func fontsAreInstalled() {
        #expect(FontLibrary.missingFontFiles.isEmpty, "missing: \(FontLibrary.missingFontFiles)")
    }

    /// Pango's FcInit thread would load the machine's configuration and fonts
    /// as the process's current one; TableSnap makes an empty one current
    /// first, so none of the machine's fonts is ever read.
    @Test func theMachinesFontConfigurationIsNeverLoaded() {
        let done = DispatchSemaphore(value: 0)
        Thread {
            FontLibrary.prepare()
            _ = TextLayout(text: "Hello", font: Self.body, width: nil)
            done.signal()
        }.start()
        _ = TextLayout(text: "Hello", font: Self.body, width: nil)
        done.wait()
        let system = FcConfigGetFonts(FcConfigGetCurrent(), FcSetSystem)
        #expect((system?.pointee.nfont ?? 0) == 0, "the current fontconfig configuration holds \(system?.pointee.nfont ?? 0) of the machine's fonts")
    }

    @Test func theStandInTakesSFProsLineBox() {
        // UIFont.systemFont(ofSize: 17): ascender 16.19, descender 4.10, line height 20.29 (Inter's own box: 20.57).
        let metrics = Self.body.metrics
        #expect(abs(metrics.ascender - 16.19) <= 0.01, "ascender \(metrics.ascender)")
        #expect(abs(metrics.descender - 4.10) <= 0.01, "descender \(metrics.descender)")
        #expect(abs(Self.body.lineHeight - 20.29) <= 0.01, "line height \(Self.body.lineHeight)")
        // At AX5 (53 pt) the box is 63.25 pt: UIKit's 127-pt rows follow from it.
        #expect(abs(Font(pointSize: 53).lineHeight - 63.25) <= 0.01)
    }

    @Test func wrappedLinesStackInTheLineBox() {
        let layout = TextLayout(text: Self.long, font: Self.body, width: 120, numberOfLines: 0)
        #expect(layout.lineCount > 3)
        #expect(abs(layout.size.height - CGFloat(layout.lineCount) * Self.body.lineHeight) < 0.001)
    }

    @Test func oneLineLayoutIsOneLineHigh() {
        let layout = TextLayout(text: "Hello", font: Self.body, width: nil)
        #expect(layout.lineCount == 1)
        #expect(!layout.isTruncated)
        #expect(layout.size.width > 0)
        #expect(abs(layout.size.height - Self.body.lineHeight) <= 1, "\(layout.size.height) vs \(Self.body.lineHeight)")
        #expect(abs(layout.firstBaseline - Self.body.metrics.ascender) <= 1, "\(layout.firstBaseline)")
    }

    @Test func oneLineIsTruncatedToItsWidth() {
        let layout = TextLayout(text: Self.long, font: Self.body, width: 100, numberOfLines: 1)
        #expect(layout.isTruncated)
        #expect(layout.lineCount == 1)
        #expect(layout.size.width <= 100)
        #expect(layout.size.width > 50, "the ellipsis line still fills most of the width: \(layout.size.width)")
    }

    @Test func twoLinesAreTruncated() {
        let layout = TextLayout(text: Self.long, font: Self.body, width: 100, numberOfLines: 2)
        #expect(layout.isTruncated)
        #expect(layout.lineCount == 2)
        #expect(layout.size.width <= 100)
        let one = TextLayout(text: Self.long, font: Self.body, width: 100, numberOfLines: 1)
        #expect(layout.size.height > one.size.height * 1.5, "\(layout.size.height) vs \(one.size.height)")
    }

    @Test func unlimitedLinesWrapWithoutTruncation() {
        let layout = TextLayout(text: Self.long, font: Self.body, width: 100, numberOfLines: 0)
        #expect(!layout.isTruncated)
        #expect(layout.lineCount > 3)
        #expect(layout.size.width <= 100)
        #expect(layout.size.height >= CGFloat(layout.lineCount) * Self.body.lineHeight - 1)
    }

    @Test func shortTextIsNotTruncated() {
        let layout = TextLayout(text: "Hi", font: Self.body, width: 100, numberOfLines: 1)
        #expect(!layout.isTruncated)
        #expect(layout.lineCount == 1)
    }

    @Test func paragraphsCountTowardsTheLineLimit() {
        let text = "First paragraph\nSecond paragraph\nThird paragraph"
        let limited = TextLayout(text: text, font: Self.body, width: 300, numberOfLines: 2)
        #expect(limited.lineCount == 2)
        #expect(limited.isTruncated)
        let unlimited = TextLayout(text: text, font: Self.body, width: 300, numberOfLines: 0)
        #expect(unlimited.lineCount == 3)
        #expect(!unlimited.isTruncated)
        #expect(limited.size.height < unlimited.size.height)
    }

    @Test func largerFontIsWider() {
        let small = TextLayout(text: "Settings", font: Font(pointSize: 17), width: nil)
        let large = TextLayout(text: "Settings", font: Font(pointSize: 34), width: nil)
        #expect(large.size.width > small.size.width * 1.5, "\(small.size.width) → \(large.size.width)")
        #expect(large.size.height > small.size.height)
    }

    @Test func boldIsWiderThanRegular() {
        let regular = TextLayout(text: "Settings", font: Font(pointSize: 17), width: nil)
        let bold = TextLayout(text: "Settings", font: Font(pointSize: 17, weight: .bold), width: nil)
        #expect(bold.size.width > regular.size.width)
    }

    @Test func measuringIsDeterministic() {
        let first = TextLayout(text: Self.long, font: Self.body, width: 180, numberOfLines: 0)
        let second = TextLayout(text: Self.long, font: Self.body, width: 180, numberOfLines: 0)
        #expect(first.size == second.size)
        #expect(first.lineCount == second.lineCount)
        #expect(first.firstBaseline == second.firstBaseline)
    }

    @Test func measuringIsTheSameOnAnotherThread() async {
        let here = TextLayout(text: Self.long, font: Self.body, width: 180, numberOfLines: 0).size
        let there = await Task.detached { TextLayout(text: Self.long, font: Self.body, width: 180, numberOfLines: 0).size }.value
        #expect(here == there)
    }

    @Test func emojiAreScaledToTheFontSize() {
        let plain = TextLayout(text: "Hi", font: Self.body, width: nil)
        let emoji = TextLayout(text: "👋", font: Self.body, width: nil)
        #expect(emoji.size.width > 0)
        // At their 109-px strike the emoji line would be several times taller.
        #expect(abs(emoji.size.height - plain.size.height) <= plain.size.height * 0.3,
                "emoji \(emoji.size.height) vs plain \(plain.size.height)")
        #expect(emoji.size.width < 40, "one emoji is about one em wide: \(emoji.size.width)")
    }

    /// DejaVu Sans has outline drawings of the faces (U+1F600…) and some
    /// older emoji (⭐ U+2B50); iOS draws them in colour, as every emoji.
    @Test(arguments: ["😀", "😃 smile", "⭐", "✅"])
    func emojiThatDejaVuAlsoHasAreDrawnInColour(text: String) throws {
        let bitmap = try Bitmap(pixelWidth: 120, pixelHeight: 60, scale: 2, isOpaque: true)
        let context = GraphicsContext(bitmap: bitmap, appearance: .light)
        context.fill(CGRect(x: 0, y: 0, width: 60, height: 30), with: .white)
        context.draw(TextLayout(text: text, font: Self.body, width: nil), at: CGPoint(x: 2, y: 2), color: .black)
        let pixels = (0..<40).flatMap { x in (0..<60).map { y in bitmap.pixel(x: x, y: y) } }
        // Outlines drawn in the text colour are grey; a colour emoji has saturated yellow or green.
        let coloured = pixels.filter { max($0.red, $0.green, $0.blue) - min($0.red, $0.green, $0.blue) > 100 }
        #expect(coloured.count > 100, "\(coloured.count) coloured pixels")
    }

    @Test func arabicFallsBackToAFontThatHasIt() {
        let layout = TextLayout(text: "مرحبا", font: Self.body, width: nil, direction: .rightToLeft)
        #expect(layout.size.width > 0)
        #expect(layout.lineCount == 1)
        #expect(abs(layout.size.height - Self.body.lineHeight) <= Self.body.lineHeight * 0.5, "\(layout.size.height)")
    }
}

@Suite struct ColorTests {
    @Test func hexWithAlpha() throws {
        let color = try #require(Color(hex: "#FF000080"))
        let value = color.resolved(for: .light)
        #expect(value.red == 1 && value.green == 0 && value.blue == 0)
        #expect(abs(value.alpha - 128.0 / 255.0) < 1e-9)
        #expect(color.resolved(for: .dark) == value, "a hex colour is the same in both appearances")
    }

    @Test func hexWithoutAlphaIsOpaque() throws {
        let value = try #require(Color(hex: "#336699")).light
        #expect(abs(value.red - 0x33 / 255.0) < 1e-9)
        #expect(abs(value.green - 0x66 / 255.0) < 1e-9)
        #expect(abs(value.blue - 0x99 / 255.0) < 1e-9)
        #expect(value.alpha == 1)
        #expect(Color(hex: "336699") == Color(hex: "#336699"), "the # is optional")
        #expect(Color(hex: "#abcdef") == Color(hex: "#ABCDEF"))
    }

    @Test(arguments: ["", "#", "#FFF", "#FF00", "#FF000", "#FF00000", "#FF0000000", "#GG0000", "red", "#FF 000", "##FF0000"])
    func malformedHexIsNil(_ text: String) {
        #expect(Color(hex: text) == nil, "\(text.debugDescription) should not parse")
    }

    /// `UInt32(_:radix:)` accepts a leading sign, which a colour must not have.
    @Test(arguments: ["#+FFFFF", "#-00000", "+FFFFFFF", "#-0000000"])
    func signedHexIsNil(_ text: String) {
        #expect(Color(hex: text) == nil, "\(text.debugDescription) is not #RRGGBB[AA]")
    }

    @Test func systemColoursDifferBetweenAppearances() throws {
        for name in ["label", "secondaryLabel", "systemBackground", "secondarySystemBackground", "systemBlue",
                     "systemRed", "systemGreen", "separator", "systemGray6"] {
            let color = try #require(Color.named[name], "\(name) is missing")
            #expect(color.light != color.dark, "\(name) should have a dark variant")
        }
    }

    @Test func documentedSystemValues() throws {
        // Apple's published values (Human Interface Guidelines, colour).
        func hex(_ value: Color.RGBA) -> String {
            String(format: "#%02X%02X%02X", Int((value.red * 255).rounded()), Int((value.green * 255).rounded()), Int((value.blue * 255).rounded()))
        }
        let blue = try #require(Color.named["systemBlue"])
        #expect(hex(blue.light) == "#007AFF" && hex(blue.dark) == "#0A84FF")
        let red = try #require(Color.named["systemRed"])
        #expect(hex(red.light) == "#FF3B30" && hex(red.dark) == "#FF453A")
        let label = try #require(Color.named["label"])
        #expect(hex(label.light) == "#000000" && hex(label.dark) == "#FFFFFF")
        let background = try #require(Color.named["systemBackground"])
        #expect(hex(background.light) == "#FFFFFF" && hex(background.dark) == "#000000")
        #expect(background.resolved(for: .dark) == background.dark)
        #expect(background.resolved(for: .light) == background.light)
    }

    @Test func fixedColoursAreTheSameInBothAppearances() throws {
        for name in ["black", "white", "red", "gray", "clear"] {
            let color = try #require(Color.named[name], "\(name) is missing")
            #expect(color.light == color.dark, "\(name)")
        }
        #expect(Color.named["clear"]?.light.alpha == 0)
    }

    @Test func everyNamedColourIsUsable() {
        #expect(Color.named.count >= 36)
        for (name, color) in Color.named {
            for value in [color.light, color.dark] {
                #expect((0...1).contains(value.red) && (0...1).contains(value.green) && (0...1).contains(value.blue)
                        && (0...1).contains(value.alpha), "\(name)")
            }
        }
    }
}

/// UIKit code measures with `.greatestFiniteMagnitude`; that means "no limit", not a crash.
@Test func unboundedWidthsLayOutOneLongLine() {
    let font = Font.systemFont(ofSize: 17)
    let unbounded = TextLayout(text: "Hello there", font: font, width: .greatestFiniteMagnitude, numberOfLines: 0)
    let natural = TextLayout(text: "Hello there", font: font, width: nil)
    #expect(unbounded.size == natural.size && unbounded.lineCount == 1)
    #expect(TextLayout(text: "x", font: font, width: .infinity).lineCount == 1)
}

/// The families a user's font files hold, as `--font-family` must name them.
@Test func customFontFamiliesAreReadFromTheFiles() {
    let serif = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
    #expect(CustomFonts.families(in: [serif]) == ["DejaVu Serif"])
    #expect(CustomFonts(files: [serif], textFamily: "DejaVu Serif").problem() == nil)
    #expect(CustomFonts(files: [serif], textFamily: "DejaVu Serif", displayFamily: "SF Pro Display").problem()?.message.contains("SF Pro Display") == true)
    #expect(CustomFonts(files: ["/nowhere.otf"], textFamily: "X").problem() == CustomFontsProblem(message: "font file /nowhere.otf: no such file", isMissingFile: true))
}
