import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// UIKit's ready-made images (`UIImage.add` …) draw the SF Symbols iOS gives for them.
@Suite(.design(.iOS18)) struct SystemImagesTests {
    private func drawn(_ image: Image) throws -> [UInt8]? {
        let imageView = ImageView(image: image)
        imageView.tintColor = Color(red: 0, green: 0.48, blue: 1)
        return try Renderer(device: .iPhone15).image(of: imageView, size: CGSize(width: 24, height: 24)).pngData()
    }

    @Test func eachIsItsSymbol() throws {
        let expected: [(Image, String)] = [
            (.add, "plus.circle.fill"), (.remove, "minus.circle.fill"), (.checkmark, "checkmark.circle.fill"),
            (.strokedCheckmark, "checkmark.circle.fill"), (.actions, "ellipsis.circle.fill"),
        ]
        for (image, name) in expected {
            guard case .symbol(let symbol) = image.content else {
                Issue.record("\(name) is not a symbol")
                continue
            }
            #expect(symbol.symbol.name == name)
            let symbolImage = try #require(Image(systemName: name))
            #expect(try drawn(image) == drawn(symbolImage), "\(name) draws as the symbol")
        }
        #expect(try drawn(.add) != drawn(.remove))
    }

    @Test func aMenuActionTakesOneAsItsOptionalImage() {
        let action = Action(title: "Remove") { _ in }
        action.image = .remove
        #expect(action.image?.size == Image.remove.size)
    }
}
