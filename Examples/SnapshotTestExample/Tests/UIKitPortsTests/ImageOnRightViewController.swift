#if canImport(UIKit)
import UIKit
#else
import TableSnapUIKit
#endif

/// Apple, Table View Programming Guide, Listing 5-7 ("Adding subviews to a
/// cell's content view"), in Swift: labels right-aligned against an image on
/// the right, found again by tag when a cell is reused. The guide loads PNG
/// files by name; this port shows SF Symbols instead.
final class ImageOnRightViewController: UITableViewController {
    static let mainLabelTag = 1
    static let secondLabelTag = 2
    static let photoTag = 3

    let list: [[String: String]] = [
        ["mainTitleKey": "Golden Gate Bridge", "secondaryTitleKey": "San Francisco", "imageKey": "photo"],
        ["mainTitleKey": "Central Park", "secondaryTitleKey": "New York", "imageKey": "star"],
        ["mainTitleKey": "Space Needle", "secondaryTitleKey": "Seattle", "imageKey": "globe"],
        ["mainTitleKey": "Gateway Arch", "secondaryTitleKey": "St. Louis", "imageKey": "house"],
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Landmarks"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return list.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cellIdentifier = "ImageOnRightCell"
        let mainLabel: UILabel
        let secondLabel: UILabel
        let photo: UIImageView

        var cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier)
        if cell == nil {
            let newCell = UITableViewCell(style: .default, reuseIdentifier: cellIdentifier)
            newCell.accessoryType = .detailDisclosureButton

            mainLabel = UILabel(frame: CGRect(x: 0.0, y: 0.0, width: 220.0, height: 15.0))
            mainLabel.tag = ImageOnRightViewController.mainLabelTag
            mainLabel.font = UIFont.systemFont(ofSize: 14.0)
            mainLabel.textAlignment = .right
            mainLabel.textColor = .black
            mainLabel.autoresizingMask = [.flexibleLeftMargin, .flexibleHeight]
            newCell.contentView.addSubview(mainLabel)

            secondLabel = UILabel(frame: CGRect(x: 0.0, y: 20.0, width: 220.0, height: 25.0))
            secondLabel.tag = ImageOnRightViewController.secondLabelTag
            secondLabel.font = UIFont.systemFont(ofSize: 12.0)
            secondLabel.textAlignment = .right
            secondLabel.textColor = .darkGray
            secondLabel.autoresizingMask = [.flexibleLeftMargin, .flexibleHeight]
            newCell.contentView.addSubview(secondLabel)

            photo = UIImageView(frame: CGRect(x: 225.0, y: 0.0, width: 80.0, height: 45.0))
            photo.tag = ImageOnRightViewController.photoTag
            photo.autoresizingMask = [.flexibleLeftMargin, .flexibleHeight]
            newCell.contentView.addSubview(photo)
            cell = newCell
        } else {
            mainLabel = cell!.contentView.viewWithTag(ImageOnRightViewController.mainLabelTag) as! UILabel
            secondLabel = cell!.contentView.viewWithTag(ImageOnRightViewController.secondLabelTag) as! UILabel
            photo = cell!.contentView.viewWithTag(ImageOnRightViewController.photoTag) as! UIImageView
        }

        let aDict = list[indexPath.row]
        mainLabel.text = aDict["mainTitleKey"]
        secondLabel.text = aDict["secondaryTitleKey"]
        photo.image = UIImage(systemName: aDict["imageKey"]!)
        return cell!
    }
}
