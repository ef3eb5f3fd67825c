import TableKit

/// `UICollectionView`: see ``CollectionView``.
public typealias UICollectionView = CollectionView
/// `UICollectionViewCell`: see ``CollectionViewCell``.
public typealias UICollectionViewCell = CollectionViewCell
/// `UICollectionReusableView`: see ``CollectionReusableView``.
public typealias UICollectionReusableView = CollectionReusableView
/// `UICollectionViewLayout`: see ``CollectionViewLayout``.
public typealias UICollectionViewLayout = CollectionViewLayout
/// `UICollectionViewFlowLayout`: see ``CollectionViewFlowLayout``.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
/// `UICollectionViewLayoutAttributes`: see ``CollectionViewLayoutAttributes``.
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
/// `UICollectionViewDataSource`: see ``CollectionViewDataSource``.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// `UICollectionViewDelegate`: see ``CollectionViewDelegate``.
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// `UICollectionViewDelegateFlowLayout`: see ``CollectionViewDelegateFlowLayout``.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
/// `UICollectionViewDiffableDataSource`: see ``CollectionViewDiffableDataSource``.
public typealias UICollectionViewDiffableDataSource = CollectionViewDiffableDataSource
/// `UIScrollView`: see ``ScrollView``.
public typealias UIScrollView = ScrollView
