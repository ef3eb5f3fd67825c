import Foundation
import Testing
import TableSnapUIKit

/// Idioms of real cells: a Bézier path as a layer's shadow path and an
/// accessibility path, a stroked background configuration, symbol
/// configurations from fonts, outline disclosure styles.
@MainActor struct ShapesAndSymbolsIdiomsTests {
    final class SwitchCell: UITableViewCell {
        override var accessibilityPath: UIBezierPath? {
            get { UIBezierPath(roundedRect: bounds, cornerRadius: 8) }
            set {}
        }
        override var accessibilityIdentifier: String? {
            get { "switch-cell" }
            set {}
        }
    }

    @Test func aBezierPathIsTheLayersShadowPathAndAnAccessibilityPath() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let path = UIBezierPath(roundedRect: card.bounds, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 12, height: 12))
        card.layer.shadowPath = path.cgPath
        #expect(card.layer.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 60))
        let drawn = UIBezierPath()
        drawn.move(to: .zero)
        drawn.addLine(to: CGPoint(x: 10, y: 20))
        drawn.close()
        #expect(drawn.bounds == CGRect(x: 0, y: 0, width: 10, height: 20))
        let cell = SwitchCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        #expect(cell.accessibilityPath?.bounds == cell.bounds && cell.accessibilityIdentifier == "switch-cell")
    }

    @Test func aStrokedBackgroundDrawsItsLine() throws {
        func render(stroke: UIColor?) throws -> UIImage {
            let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
            var background = UIBackgroundConfiguration.listPlainCell()
            background.backgroundColor = .white
            background.cornerRadius = 8
            background.strokeColor = stroke
            background.strokeWidth = 2
            cell.backgroundConfiguration = background
            return try Renderer(size: cell.bounds.size).image(of: cell, size: cell.bounds.size)
        }
        let plain = try render(stroke: nil), stroked = try render(stroke: .systemRed)
        guard case .bitmap(let without) = plain.content, case .bitmap(let with) = stroked.content else { Issue.record("not bitmaps"); return }
        let edge = with.pixel(x: 60 * 3, y: 1 * 3), bare = without.pixel(x: 60 * 3, y: 1 * 3)
        #expect(edge.red > 200 && edge.green < 100, "red along the top edge")
        #expect(bare.green > 200, "white without a stroke")
        let middle = with.pixel(x: 60 * 3, y: 30 * 3)
        #expect(middle.green > 200, "the inside stays white")
    }

    @Test func symbolConfigurationsFromFontsSizeTheImage() {
        let view = UIImageView(image: UIImage(systemName: "star.fill"))
        let natural = view.intrinsicContentSize
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(font: .systemFont(ofSize: 34, weight: .bold), scale: .large)
        #expect(view.intrinsicContentSize.height > natural.height * 2)
        var content = UIListContentConfiguration.cell()
        content.imageProperties.preferredSymbolConfiguration = .init(textStyle: .title1)
        content.imageProperties.tintColor = nil
        #expect(content.imageProperties.resolvedTintColor(for: .systemPink) == .systemPink)
        #expect(content.textProperties.resolvedColor() == .label)
        let options = UICellAccessory.OutlineDisclosureOptions(style: .header)
        let accessories: [UICellAccessory] = [.outlineDisclosure(options: options)]
        #expect(options.style == .header && accessories.count == 1)
    }
}
