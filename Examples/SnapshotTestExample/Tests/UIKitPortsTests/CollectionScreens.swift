//
//  CollectionScreens.swift
//
//  Three ordinary UIKit collection-view screens, written from Apple's public
//  documentation (UICollectionView, UICollectionViewCompositionalLayout,
//  UICollectionLayoutListConfiguration, UICollectionViewFlowLayout) and the
//  patterns of the "Implementing Modern Collection Views" sample code.
//
//  Held-out fixture: it is meant to compile unchanged against the iOS 14–17
//  SDK and must not be edited to suit any particular renderer.
//  (TableSnap: the import is wrapped in the porting guide's header, the one edit
//  Linux still needs until the UIKitSources plugin rewrites `import UIKit`.)
//

#if canImport(UIKit)
import UIKit
#else
import TableSnapUIKit
#endif

// MARK: - Photo grid (compositional layout, diffable data source)

final class PhotoGridViewController: UIViewController {

    enum Section: Int, CaseIterable {
        case featured
        case recent
        case favorites

        var title: String {
            switch self {
            case .featured: return "Featured"
            case .recent: return "Recent"
            case .favorites: return "Favorites"
            }
        }
    }

    struct Item: Hashable {
        let id: Int
        let color: UIColor
    }

    private static let palette: [UIColor] = [
        .systemBlue, .systemTeal, .systemGreen, .systemOrange, .systemPink,
        .systemPurple, .systemRed, .systemYellow, .systemIndigo
    ]

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Item>!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        configureHierarchy()
        configureDataSource()
        applyInitialSnapshot()
    }

    private func createLayout() -> UICollectionViewLayout {
        // One large photo (2/3 of the width) beside a column of two small ones.
        let largeItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(2.0 / 3.0),
                                               heightDimension: .fractionalHeight(1.0)))
        largeItem.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)

        let smallItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                               heightDimension: .fractionalHeight(0.5)))
        smallItem.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)

        let smallColumn = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0),
                                               heightDimension: .fractionalHeight(1.0)),
            subitems: [smallItem, smallItem])

        let topGroup = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                               heightDimension: .fractionalHeight(2.0 / 3.0)),
            subitems: [largeItem, smallColumn])

        // Then a row of three squares.
        let squareItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0),
                                               heightDimension: .fractionalHeight(1.0)))
        squareItem.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)

        let squareRow = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                               heightDimension: .fractionalHeight(1.0 / 3.0)),
            subitems: [squareItem, squareItem, squareItem])

        let pageGroup = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                               heightDimension: .fractionalWidth(1.0)),
            subitems: [topGroup, squareRow])

        let section = NSCollectionLayoutSection(group: pageGroup)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 20, trailing: 16)

        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                               heightDimension: .absolute(44)),
            elementKind: UICollectionView.elementKindSectionHeader,
            alignment: .top)
        section.boundarySupplementaryItems = [header]

        return UICollectionViewCompositionalLayout(section: section)
    }

    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewCell, Item> { cell, _, item in
            cell.contentView.backgroundColor = item.color
            cell.contentView.layer.cornerRadius = 8
            cell.contentView.layer.masksToBounds = true
        }

        let headerRegistration = UICollectionView.SupplementaryRegistration<TitleSupplementaryView>(
            elementKind: UICollectionView.elementKindSectionHeader) { headerView, _, indexPath in
            headerView.label.text = Section.allCases[indexPath.section].title
        }

        dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
            collectionView, indexPath, item in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }

        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            return collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
    }

    private func applyInitialSnapshot() {
        let counts: [Section: Int] = [.featured: 6, .recent: 9, .favorites: 3]
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections(Section.allCases)
        var nextID = 0
        for section in Section.allCases {
            var items: [Item] = []
            for _ in 0..<(counts[section] ?? 0) {
                items.append(Item(id: nextID, color: Self.palette[nextID % Self.palette.count]))
                nextID += 1
            }
            snapshot.appendItems(items, toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

final class TitleSupplementaryView: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = UIFont.preferredFont(forTextStyle: .title3)
        label.adjustsFontForContentSizeCategory = true
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor),
            label.trailingAnchor.constraint(equalTo: trailingAnchor),
            label.centerYAnchor.constraint(equalTo: centerYAnchor)
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

// MARK: - Settings list (list configuration, list cells, accessories)

final class SettingsListViewController: UIViewController {

    enum Section: Int, CaseIterable {
        case connectivity
        case notifications
        case appearance

        var headerText: String {
            switch self {
            case .connectivity: return "Connectivity"
            case .notifications: return "Notifications"
            case .appearance: return "Appearance"
            }
        }

        var footerText: String? {
            switch self {
            case .connectivity: return nil
            case .notifications: return "Badges show how many alerts are waiting."
            case .appearance: return "Automatic follows the time of day."
            }
        }
    }

    struct Setting: Hashable {
        enum Accessory: Hashable {
            case none
            case disclosure
            case checkmark
            case badge(String)
            case toggle(Bool)
        }

        let title: String
        let value: String?
        let symbolName: String
        let tint: UIColor
        let accessory: Accessory
    }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Setting>!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        configureHierarchy()
        configureDataSource()
        applyInitialSnapshot()
    }

    private func createLayout() -> UICollectionViewLayout {
        return UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.headerMode = .supplementary
            let hasFooter = Section(rawValue: sectionIndex)?.footerText != nil
            configuration.footerMode = hasFooter ? .supplementary : .none
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
        }
    }

    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Setting> { cell, _, setting in
            var content = UIListContentConfiguration.valueCell()
            content.text = setting.title
            content.secondaryText = setting.value
            content.image = UIImage(systemName: setting.symbolName)
            content.imageProperties.tintColor = setting.tint
            cell.contentConfiguration = content

            switch setting.accessory {
            case .none:
                cell.accessories = []
            case .disclosure:
                cell.accessories = [.disclosureIndicator()]
            case .checkmark:
                cell.accessories = [.checkmark()]
            case .badge(let text):
                cell.accessories = [.label(text: text), .disclosureIndicator()]
            case .toggle(let isOn):
                let toggle = UISwitch()
                toggle.isOn = isOn
                let configuration = UICellAccessory.CustomViewConfiguration(
                    customView: toggle,
                    placement: .trailing(displayed: .always))
                cell.accessories = [.customView(configuration: configuration)]
            }
        }

        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { headerView, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = Section.allCases[indexPath.section].headerText
            headerView.contentConfiguration = content
        }

        let footerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionFooter) { footerView, _, indexPath in
            var content = UIListContentConfiguration.groupedFooter()
            content.text = Section.allCases[indexPath.section].footerText
            footerView.contentConfiguration = content
        }

        dataSource = UICollectionViewDiffableDataSource<Section, Setting>(collectionView: collectionView) {
            collectionView, indexPath, setting in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: setting)
        }

        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            if kind == UICollectionView.elementKindSectionHeader {
                return collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
            } else {
                return collectionView.dequeueConfiguredReusableSupplementary(using: footerRegistration, for: indexPath)
            }
        }
    }

    private func applyInitialSnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Setting>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems([
            Setting(title: "Airplane Mode", value: nil, symbolName: "airplane",
                    tint: .systemOrange, accessory: .toggle(false)),
            Setting(title: "Wi-Fi", value: "Home", symbolName: "wifi",
                    tint: .systemBlue, accessory: .disclosure),
            Setting(title: "Bluetooth", value: "On", symbolName: "dot.radiowaves.left.and.right",
                    tint: .systemBlue, accessory: .disclosure),
            Setting(title: "Cellular", value: nil, symbolName: "antenna.radiowaves.left.and.right",
                    tint: .systemGreen, accessory: .disclosure),
            Setting(title: "Personal Hotspot", value: "Off", symbolName: "personalhotspot",
                    tint: .systemGreen, accessory: .disclosure)
        ], toSection: .connectivity)
        snapshot.appendItems([
            Setting(title: "Notifications", value: nil, symbolName: "bell.badge.fill",
                    tint: .systemRed, accessory: .badge("3")),
            Setting(title: "Sounds & Haptics", value: nil, symbolName: "speaker.wave.3.fill",
                    tint: .systemPink, accessory: .disclosure),
            Setting(title: "Focus", value: nil, symbolName: "moon.fill",
                    tint: .systemIndigo, accessory: .disclosure),
            Setting(title: "Screen Time", value: "2h 14m", symbolName: "hourglass",
                    tint: .systemIndigo, accessory: .disclosure)
        ], toSection: .notifications)
        snapshot.appendItems([
            Setting(title: "Light", value: nil, symbolName: "sun.max.fill",
                    tint: .systemYellow, accessory: .checkmark),
            Setting(title: "Dark", value: nil, symbolName: "moon.stars.fill",
                    tint: .systemGray, accessory: .none),
            Setting(title: "Automatic", value: nil, symbolName: "circle.righthalf.fill",
                    tint: .systemGray, accessory: .none)
        ], toSection: .appearance)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

// MARK: - Tags (flow layout, classic data source)

final class TagsFlowViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {

    struct Tag {
        enum Width {
            case compact, regular, wide

            var points: CGFloat {
                switch self {
                case .compact: return 72
                case .regular: return 104
                case .wide: return 152
                }
            }
        }

        let title: String
        let width: Width
    }

    private let sectionTitles = ["Popular", "Frameworks", "Tools"]

    private let tags: [[Tag]] = [
        ["Swift", "iOS", "Design", "Layout", "Testing", "Xcode", "Accessibility", "Animation"]
            .map { Tag(title: $0, width: .regular) },
        [Tag(title: "UIKit", width: .compact),
         Tag(title: "SwiftUI", width: .regular),
         Tag(title: "Core Animation", width: .wide),
         Tag(title: "Combine", width: .regular),
         Tag(title: "Foundation", width: .regular),
         Tag(title: "Metal", width: .compact),
         Tag(title: "Core Data", width: .regular),
         Tag(title: "AVFoundation", width: .wide),
         Tag(title: "MapKit", width: .compact)],
        [Tag(title: "Git", width: .compact),
         Tag(title: "Instruments", width: .wide),
         Tag(title: "Simulator", width: .regular),
         Tag(title: "TestFlight", width: .regular),
         Tag(title: "Figma", width: .compact)]
    ]

    private var collectionView: UICollectionView!
    private let flowLayout = UICollectionViewFlowLayout()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        flowLayout.scrollDirection = .vertical
        flowLayout.itemSize = CGSize(width: 96, height: 32)
        flowLayout.minimumInteritemSpacing = 8
        flowLayout.minimumLineSpacing = 12
        flowLayout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 24, right: 16)
        flowLayout.headerReferenceSize = CGSize(width: 0, height: 40)

        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: flowLayout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.register(TagCell.self, forCellWithReuseIdentifier: TagCell.reuseIdentifier)
        collectionView.register(TagHeaderView.self,
                                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: TagHeaderView.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    // MARK: UICollectionViewDataSource

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        return tags.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return tags[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: TagCell.reuseIdentifier,
                                                            for: indexPath) as? TagCell else {
            fatalError("Unexpected cell type")
        }
        cell.titleLabel.text = tags[indexPath.section][indexPath.item].title
        return cell
    }

    func collectionView(_ collectionView: UICollectionView,
                        viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        guard let header = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind,
            withReuseIdentifier: TagHeaderView.reuseIdentifier,
            for: indexPath) as? TagHeaderView else {
            fatalError("Unexpected supplementary view type")
        }
        header.titleLabel.text = sectionTitles[indexPath.section]
        return header
    }

    // MARK: UICollectionViewDelegateFlowLayout

    func collectionView(_ collectionView: UICollectionView,
                        layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        if indexPath.section == 0 {
            return flowLayout.itemSize
        }
        let tag = tags[indexPath.section][indexPath.item]
        return CGSize(width: tag.width.points, height: flowLayout.itemSize.height)
    }
}

final class TagCell: UICollectionViewCell {
    static let reuseIdentifier = "TagCell"

    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemFill
        contentView.layer.cornerRadius = 16
        contentView.layer.masksToBounds = true

        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        titleLabel.textColor = .label
        titleLabel.textAlignment = .center
        contentView.addSubview(titleLabel)

        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor)
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class TagHeaderView: UICollectionReusableView {
    static let reuseIdentifier = "TagHeaderView"

    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        titleLabel.textColor = .secondaryLabel
        addSubview(titleLabel)

        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -16),
            titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4)
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
