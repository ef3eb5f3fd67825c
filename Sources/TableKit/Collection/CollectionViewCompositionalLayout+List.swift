import Foundation

extension CollectionViewCompositionalLayout {
    /// A layout whose every section is a list in `configuration`, like
    /// `UICollectionViewCompositionalLayout.list(using:)`.
    public static func list(using configuration: CollectionLayoutListConfiguration) -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { _, environment in .list(using: configuration, layoutEnvironment: environment) }
    }
}
