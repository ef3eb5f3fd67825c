import Foundation
import Testing
@testable import TableKit

/// Buttons with a `Button.Configuration`: sized to their content plus the
/// insets (OpenUIKit's iOS 26.1 probe: "Configure" 99 × 34.33, its title at
/// (12, 7)), a capsule in iOS 26 and a 6-pt rounded rectangle in iOS 18,
/// each style's fill and title colour from the design.
@Suite struct ButtonConfigurationTests {
    private func button(_ configuration: Button.Configuration, title: String? = "Add", design: Design,
                        direction: LayoutDirection = .leftToRight) -> Button {
        var configuration = configuration
        configuration.title = title
        let button = Button(configuration: configuration)
        button.overrideTraits = Traits(displayScale: 3, layoutDirection: direction, design: design)
        button.sizeToFit()
        button.layoutIfNeeded()
        return button
    }

    /// A 17-pt line box, pixel-ceiled at 3x: 20.33 pt.
    private let lineHeight = Font.systemFont(ofSize: 17).lineHeight.pixelCeiled(scale: 3)

    @Test(arguments: Design.allCases)
    func aMediumButtonIsItsTitlePlusSevenAndTwelvePoints(design: Design) throws {
        let filled = button(.filled(), design: design)
        let titleWidth = try #require(filled.titleLabel).sizeThatFits(CGSize(width: 1000, height: 100)).width
        #expect(filled.frame.size == CGSize(width: titleWidth + 24, height: lineHeight + 14))
        #expect(abs(filled.frame.height - 34.33) < 0.01, "UIKit's medium button is 34.33 pt tall")
        #expect(filled.titleLabel?.frame.origin == CGPoint(x: 12, y: 7))
        #expect(filled.intrinsicContentSize == filled.frame.size, "Auto Layout sees the same size")
    }

    @Test func iOS26RoundsDynamicCornersToACapsuleAndIOS18ToSixPoints() {
        let capsule = button(.gray(), design: .iOS26)
        #expect(capsule.configuredCornerRadius == 17, "min(height / 2, 17): 0.17 pt short of 34.33 / 2")
        capsule.frame.size.height = 32
        #expect(capsule.configuredCornerRadius == 16, "cupertino_native's 32-pt buttons are full capsules")
        let rounded = button(.gray(), design: .iOS18)
        #expect(rounded.configuredCornerRadius == 6)
    }

    @Test(arguments: Design.allCases)
    func cornerStylesFollowTheHeight(design: Design) {
        var configuration = Button.Configuration.filled()
        let expected: [(Button.Configuration.CornerStyle, CGFloat)] = [(.small, 5.5), (.medium, 7.7), (.large, 11), (.capsule, 22)]
        for (style, radius) in expected {
            configuration.cornerStyle = style
            let button = button(configuration, design: design)
            button.frame.size.height = 44
            #expect(abs((button.configuredCornerRadius ?? 0) - radius) < 0.001, "\(style) at 44 pt (the probe's radii)")
        }
    }

    @Test(arguments: Design.allCases)
    func anImageAloneInACapsuleIsACircle(design: Design) throws {
        var configuration = Button.Configuration.gray()
        configuration.image = Image(systemName: "heart.fill")
        configuration.cornerStyle = .capsule
        let icon = button(configuration, title: nil, design: design)
        let image = try #require(icon.imageView).frame.size
        #expect(icon.frame.width == icon.frame.height)
        #expect(icon.frame.width == max(image.width, image.height) + 14)
        #expect(icon.configuredCornerRadius == icon.frame.width / 2)
    }

    @Test(arguments: Design.allCases)
    func buttonSizesSetTheirInsetsAndText(design: Design) {
        var configuration = Button.Configuration.filled()
        configuration.buttonSize = .large
        #expect(configuration.contentInsets == DirectionalEdgeInsets(top: 15, leading: 20, bottom: 15, trailing: 20))
        #expect(abs(button(configuration, design: design).frame.height - 50.33) < 0.01)
        configuration.buttonSize = .small
        let small = button(configuration, design: design)
        #expect(small.titleLabel?.font.pointSize == 15)
        #expect(small.frame.height == Font.systemFont(ofSize: 15).lineHeight.pixelCeiled(scale: 3) + 10)
    }

    @Test(arguments: Design.allCases)
    func aSubtitleSitsOnePointUnderTheTitle(design: Design) throws {
        var configuration = Button.Configuration.filled()
        configuration.subtitle = "Subtitle"
        let button = button(configuration, title: "Configure", design: design)
        let subtitle = try #require(button.subviews.compactMap { $0 as? Label }.first { $0.text == "Subtitle" })
        #expect(subtitle.font.pointSize == 13)
        #expect(abs(subtitle.frame.minY - (button.titleLabel?.frame.maxY ?? 0) - 1) < 0.34)
        #expect(abs(button.frame.height - (7 + lineHeight + 1 + subtitle.frame.height + 7)) < 0.34)
    }

    @Test func aTrailingImageFollowsTheTitleAndMirrorsRightToLeft() throws {
        var configuration = Button.Configuration.tinted()
        configuration.image = Image(systemName: "plus")
        configuration.imagePlacement = .trailing
        configuration.imagePadding = 4
        let ltr = button(configuration, design: .iOS26)
        let title = try #require(ltr.titleLabel).frame, image = try #require(ltr.imageView).frame
        #expect(title.minX == 12 && abs(image.minX - (title.maxX + 4)) < 0.34 && abs(image.maxX - (ltr.bounds.width - 12)) < 0.34)
        let rtl = button(configuration, design: .iOS26, direction: .rightToLeft)
        #expect(rtl.imageView?.frame.minX ?? 0 < rtl.titleLabel?.frame.minX ?? 0, "right to left, the trailing image is on the left")
    }

    @Test func iOS26DrawsGlassAndIOS18TheNearestOlderStyles() {
        let tint = Color.systemBlue
        #expect(button(.glass(), design: .iOS26).configuredBackground == .glass(.iOS26Button))
        #expect(button(.glass(), design: .iOS18).configuredBackground == .fill(tint.withAlphaComponent(0.18)))
        guard case .glass(let prominent) = button(.prominentGlass(), design: .iOS26).configuredBackground else {
            Issue.record("prominent glass is glass")
            return
        }
        #expect(prominent.tint == tint)
        #expect(button(.prominentGlass(), design: .iOS18).configuredBackground == .fill(tint))
        #expect(button(.prominentGlass(), design: .iOS18).titleLabel?.textColor == .white)
    }

    @Test(arguments: Design.allCases)
    func fillsAndTitlesPerStyle(design: Design) {
        let tint = Color.systemBlue
        #expect(button(.plain(), design: design).configuredBackground == ButtonBackground.none)
        #expect(button(.gray(), design: design).configuredBackground == .fill(.secondarySystemFill))
        #expect(button(.tinted(), design: design).configuredBackground == .fill(tint.withAlphaComponent(0.18)))
        #expect(button(.filled(), design: design).configuredBackground == .fill(tint))
        #expect(button(.filled(), design: design).titleLabel?.textColor == .white)
        #expect(button(.gray(), design: design).titleLabel?.textColor == tint)
        // The iOS 26.1 probe reads a bordered title in the label colour.
        #expect(button(.bordered(), design: design).titleLabel?.textColor == (design == .iOS26 ? .label : tint))
    }

    @Test(arguments: Design.allCases)
    func disabledButtonsTurnGreyAndBaseColoursReplaceTheStyles(design: Design) {
        var configuration = Button.Configuration.filled()
        configuration.baseBackgroundColor = .systemRed
        configuration.baseForegroundColor = .systemYellow
        let button = button(configuration, design: design)
        #expect(button.configuredBackground == .fill(.systemRed) && button.titleLabel?.textColor == .systemYellow)
        button.isEnabled = false
        button.layoutIfNeeded()
        #expect(button.configuredBackground == .fill(.tertiarySystemFill))
        #expect(button.titleLabel?.textColor == .tertiaryLabel)
    }

    @Test func aPrimaryActionGivesItsTitleAndImage() {
        let action = Action(title: "Send", image: Image(systemName: "envelope")) { _ in }
        let button = Button(configuration: .filled(), primaryAction: action)
        #expect(button.configuration?.title == "Send" && button.currentTitle == "Send")
        #expect(button.configuration?.image != nil)
    }

    @Test func removingTheConfigurationGivesTheSystemButtonBack() {
        let configured = button(.filled(), design: .iOS18)
        configured.configuration = nil
        configured.setTitle("Add", for: .normal)
        configured.sizeToFit()
        let plain = Button()
        plain.overrideTraits = Traits(displayScale: 3, design: .iOS18)
        plain.setTitle("Add", for: .normal)
        plain.sizeToFit()
        #expect(configured.frame.size == plain.frame.size && configured.configuredBackground == nil)
    }
}
