// Neuburg, "Programming iOS" ("Adding subviews in code"): subviews added to a
// plain UITableViewCell's content view in cellForRowAt, found again by tag, and
// laid out by constraints, anchors and the visual format language as the book
// writes them: a square image vertically centred at the trailing edge, a label
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
            let d = ["iv": iv, "lab": lab]
            var con = [NSLayoutConstraint]()
            // image view is vertically centered
            con.append(iv.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor))
            // it's a square
            con.append(iv.widthAnchor.constraint(equalTo: iv.heightAnchor))
            con.append(iv.heightAnchor.constraint(equalToConstant: 36))
            // label has height pinned to superview
            con.append(contentsOf: NSLayoutConstraint.constraints(
                withVisualFormat: "V:|[lab]|", options: .alignAllCenterX, metrics: nil, views: d))
            // horizontal margins
            con.append(contentsOf: NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-15-[lab]-15-[iv]-15-|", options: [], metrics: nil, views: d))
            NSLayoutConstraint.activate(con)
        }
        let lab = cell.viewWithTag(2) as! UILabel
        lab.text = shortcuts[indexPath.row].0
        let iv = cell.viewWithTag(1) as! UIImageView
        iv.image = UIImage(systemName: shortcuts[indexPath.row].1)
        return cell
    }
}
