// Neuburg, "Programming iOS" ("Adding subviews in code"): subviews added to a
// plain UITableViewCell's content view in cellForRowAt, found again by tag, and
// laid out entirely with anchors (the book's visual-format constraints written
// as anchors): a square image vertically centred at the trailing edge, a label
// filling the rest.
#if canImport(UIKit)
import UIKit
#else
import TableSnapUIKit
#endif

class ShortcutsViewController: UITableViewController {
    let shortcuts = [("Home", "house"), ("Mail", "envelope"), ("Calendar", "calendar"),
                     ("Music", "music.note"), ("Photos", "photo"), ("Settings", "gear"),
                     ("Weather", "cloud"), ("Favorites", "star.fill")]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shortcuts"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.rowHeight = 58
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return shortcuts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        if cell.viewWithTag(1) == nil { // no subviews! add them
            let iv = UIImageView()
            iv.tag = 1
            iv.contentMode = .scaleAspectFit
            iv.tintColor = .systemOrange
            cell.contentView.addSubview(iv)
            let lab = UILabel()
            lab.tag = 2
            lab.font = UIFont.preferredFont(forTextStyle: .headline)
            cell.contentView.addSubview(lab)
            iv.translatesAutoresizingMaskIntoConstraints = false
            lab.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                // image view is vertically centered, and a square
                iv.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
                iv.widthAnchor.constraint(equalTo: iv.heightAnchor),
                iv.heightAnchor.constraint(equalToConstant: 36),
                // label has height pinned to superview
                lab.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
                lab.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
                // horizontal margins
                lab.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 15),
                iv.leadingAnchor.constraint(equalTo: lab.trailingAnchor, constant: 15),
                cell.contentView.trailingAnchor.constraint(equalTo: iv.trailingAnchor, constant: 15),
            ])
        }
        let lab = cell.viewWithTag(2) as! UILabel
        lab.text = shortcuts[indexPath.row].0
        let iv = cell.viewWithTag(1) as! UIImageView
        iv.image = UIImage(systemName: shortcuts[indexPath.row].1)
        return cell
    }
}
