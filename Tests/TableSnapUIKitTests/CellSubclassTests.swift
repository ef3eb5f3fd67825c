#if canImport(UIKit)
import UIKit
#else
import TableSnapUIKit
#endif
import Testing
import TableSnapTesting

/// A cell subclass written as in UIKit, with Apple's tag-based custom cell (TVPG Listing 5-7).
final class ImageOnRightCell: UITableViewCell {
    static let mainLabelTag = 1, secondLabelTag = 2, photoTag = 3

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessoryType = .detailDisclosureButton
        let mainLabel = UILabel(frame: CGRect(x: 0, y: 0, width: 220, height: 15))
        mainLabel.tag = ImageOnRightCell.mainLabelTag
        mainLabel.font = UIFont.systemFont(ofSize: 14)
        mainLabel.textAlignment = .right
        mainLabel.textColor = .black
        mainLabel.autoresizingMask = [.flexibleLeftMargin, .flexibleHeight]
        contentView.addSubview(mainLabel)
        let secondLabel = UILabel(frame: CGRect(x: 0, y: 20, width: 220, height: 25))
        secondLabel.tag = ImageOnRightCell.secondLabelTag
        secondLabel.font = UIFont.systemFont(ofSize: 12)
        secondLabel.textAlignment = .right
        secondLabel.textColor = .darkGray
        secondLabel.autoresizingMask = [.flexibleLeftMargin, .flexibleHeight]
        contentView.addSubview(secondLabel)
        let photo = UIImageView(frame: CGRect(x: 225, y: 0, width: 80, height: 45))
        photo.tag = ImageOnRightCell.photoTag
        photo.autoresizingMask = [.flexibleLeftMargin, .flexibleHeight]
        contentView.addSubview(photo)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@Suite(.design(.iOS18)) struct CellSubclassTests {
    final class Source: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "ImageOnRightCell", for: indexPath)
            (cell.viewWithTag(ImageOnRightCell.mainLabelTag) as? UILabel)?.text = "Row \(indexPath.row)"
            (cell.viewWithTag(ImageOnRightCell.secondLabelTag) as? UILabel)?.text = "Detail"
            (cell.viewWithTag(ImageOnRightCell.photoTag) as? UIImageView)?.image = UIImage(systemName: "photo")
            return cell
        }
    }

    @Test func aUIKitCellSubclassRegistersDequeuesAndFindsItsTaggedViews() throws {
        let tableView = UITableView(frame: .zero, style: .plain)
        tableView.register(ImageOnRightCell.self, forCellReuseIdentifier: "ImageOnRightCell")
        tableView.rowHeight = 45
        let source = Source()
        tableView.dataSource = source
        _ = try Renderer(device: .iPhoneSE1).image(of: tableView)
        let cell = try #require(tableView.visibleCells.first as? ImageOnRightCell)
        #expect((cell.viewWithTag(1) as? UILabel)?.text == "Row 0")
        // Made 320 pt wide, the content keeps its 15-pt right margin as the content view narrows for the accessory.
        let photo = try #require(cell.viewWithTag(3))
        #expect(photo.frame.maxX == cell.contentView.bounds.width - 15)
        #expect(photo.frame.size == CGSize(width: 80, height: 46))
        #expect(tableView.dequeueReusableCell(withIdentifier: "ImageOnRightCell") is ImageOnRightCell)
    }
}
