// The nested groups of faberNovel/CompositionalLayoutDSL's GroupDSLTests
// (testInnerGroups), written with UIKit's own types: a 100-pt row of a third-
// wide item, a column of two and a column of three, inside 16-pt insets;
// grey cells with rounded corners labelled with their index paths. Its iOS 17
// reference (iPhone 15 simulator, 375 × 812 pt) is the real screenshot this
// render is put beside (TableKit's CollectionViews article).
#if canImport(UIKit)
import UIKit
#else
import TableSnapUIKit
#endif

final class InnerGroupsViewController: UICollectionViewController {
    init() {
        super.init(collectionViewLayout: Self.layout())
    }

    required init?(coder: NSCoder) {
        return nil
    }

    private static func layout() -> UICollectionViewLayout {
        let third = NSCollectionLayoutDimension.fractionalWidth(1.0 / 3.0)
        let full = NSCollectionLayoutDimension.fractionalHeight(1)
        let single = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: third, heightDimension: full))
        single.contentInsets.trailing = 4
        let cell = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: full))
        let pair = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: third, heightDimension: full), subitem: cell, count: 2)
        pair.interItemSpacing = .fixed(8)
        pair.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
        let triple = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: third, heightDimension: full), subitem: cell, count: 3)
        triple.interItemSpacing = .fixed(8)
        triple.contentInsets.leading = 4
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                     subitems: [single, pair, triple])
        row.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = 8
        return UICollectionViewCompositionalLayout(section: section)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .white
        collectionView.register(IndexPathCell.self, forCellWithReuseIdentifier: "cell")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? IndexPathCell)?.label.text = "[\(indexPath.section), \(indexPath.item)]"
        return cell
    }
}

final class IndexPathCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .gray
        contentView.layer.cornerRadius = 6
        contentView.clipsToBounds = true
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        return nil
    }
}
