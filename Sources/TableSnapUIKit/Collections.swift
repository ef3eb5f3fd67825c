import TableKit

/// `UICollectionView`: see `CollectionView`.
public typealias UICollectionView = CollectionView
/// `UICollectionViewController`: see `CollectionViewController`.
public typealias UICollectionViewController = CollectionViewController
/// `UICollectionViewCell`: see `CollectionViewCell`.
public typealias UICollectionViewCell = CollectionViewCell
/// `UICollectionReusableView`: see `CollectionReusableView`.
public typealias UICollectionReusableView = CollectionReusableView
/// `UICollectionViewLayout`: see `CollectionViewLayout`.
public typealias UICollectionViewLayout = CollectionViewLayout
/// `UICollectionViewFlowLayout`: see `CollectionViewFlowLayout`.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
/// `UICollectionViewLayoutAttributes`: see `CollectionViewLayoutAttributes`.
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
/// `UICollectionViewDataSource`: see `CollectionViewDataSource`.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// `UICollectionViewDelegate`: see `CollectionViewDelegate`.
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// `UICollectionViewDelegateFlowLayout`: see `CollectionViewDelegateFlowLayout`.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
/// `UICollectionViewDiffableDataSource`: see `CollectionViewDiffableDataSource`.
public typealias UICollectionViewDiffableDataSource = CollectionViewDiffableDataSource
/// `UIScrollView`: see `ScrollView`.
public typealias UIScrollView = ScrollView
/// `UICollectionViewCompositionalLayout`: see `CollectionViewCompositionalLayout`.
public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout
/// `UICollectionViewCompositionalLayoutConfiguration`: see `CollectionViewCompositionalLayout/Configuration`.
public typealias UICollectionViewCompositionalLayoutConfiguration = CollectionViewCompositionalLayout.Configuration
/// `NSCollectionLayoutItem`: see `CollectionLayoutItem`.
public typealias NSCollectionLayoutItem = CollectionLayoutItem
/// `NSCollectionLayoutGroup`: see `CollectionLayoutGroup`.
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
/// `NSCollectionLayoutSection`: see `CollectionLayoutSection`.
public typealias NSCollectionLayoutSection = CollectionLayoutSection
/// `NSCollectionLayoutSize`: see `CollectionLayoutSize`.
public typealias NSCollectionLayoutSize = CollectionLayoutSize
/// `NSCollectionLayoutDimension`: see `CollectionLayoutDimension`.
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
/// `NSCollectionLayoutSpacing`: see `CollectionLayoutSpacing`.
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
/// `NSCollectionLayoutEdgeSpacing`: see `CollectionLayoutEdgeSpacing`.
public typealias NSCollectionLayoutEdgeSpacing = CollectionLayoutEdgeSpacing
/// `NSCollectionLayoutBoundarySupplementaryItem`: see `CollectionLayoutBoundarySupplementaryItem`.
public typealias NSCollectionLayoutBoundarySupplementaryItem = CollectionLayoutBoundarySupplementaryItem
/// `NSCollectionLayoutEnvironment`: see `CollectionLayoutEnvironment`.
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
/// `NSRectAlignment`: see `CollectionLayoutBoundarySupplementaryItem/Alignment`.
public typealias NSRectAlignment = CollectionLayoutBoundarySupplementaryItem.Alignment
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`: see `CollectionLayoutSection/OrthogonalScrollingBehavior`.
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = CollectionLayoutSection.OrthogonalScrollingBehavior
/// `NSCollectionLayoutDecorationItem`: see `CollectionLayoutDecorationItem`.
public typealias NSCollectionLayoutDecorationItem = CollectionLayoutDecorationItem
/// `NSDiffableDataSourceSectionSnapshot`: see `DiffableDataSourceSectionSnapshot`.
public typealias NSDiffableDataSourceSectionSnapshot = DiffableDataSourceSectionSnapshot
/// `UICollectionViewListCell`: see `CollectionViewListCell`.
public typealias UICollectionViewListCell = CollectionViewListCell
/// `UICollectionLayoutListConfiguration`: see `CollectionLayoutListConfiguration`.
public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration
/// `UIListSeparatorConfiguration`: see `ListSeparatorConfiguration`.
public typealias UIListSeparatorConfiguration = ListSeparatorConfiguration
/// `UICellAccessory`: see `CellAccessory`.
public typealias UICellAccessory = CellAccessory
