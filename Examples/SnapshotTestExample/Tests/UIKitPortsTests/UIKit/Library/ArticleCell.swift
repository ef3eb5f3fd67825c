import UIKit

/// A two-line article row with an unread dot; it can be copied from the edit menu.
final class ArticleCell: UITableViewCell {
    static let reuseIdentifier = "ArticleCell"

    private let unreadDot = UIView()
    private var article: ReadingListViewController.Article?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        unreadDot.backgroundColor = .systemBlue
        unreadDot.layer.cornerRadius = 5
        unreadDot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with article: ReadingListViewController.Article) {
        self.article = article
        textLabel?.text = article.title
        detailTextLabel?.text = article.source
        accessoryView = article.isUnread ? unreadDot : nil
        guard article.isUnread else {
            unreadDot.layer.removeAllAnimations()
            return
        }
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.toValue = 1.4
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0.4
        let beat = CAAnimationGroup()
        beat.animations = [grow, fade]
        beat.duration = 1.2
        beat.autoreverses = true
        beat.repeatCount = .greatestFiniteMagnitude
        unreadDot.layer.add(beat, forKey: "beat")
    }

    override var canBecomeFirstResponder: Bool {
        true
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == #selector(copy(_:))
    }

    override func copy(_ sender: Any?) {
        UIPasteboard.general.string = article?.title
    }
}
