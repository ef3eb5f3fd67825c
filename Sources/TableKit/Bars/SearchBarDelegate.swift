import Foundation

/// Told as a search bar is edited, as `UISearchBarDelegate`; every method
/// optional, none called by a render, which never types.
public protocol SearchBarDelegate: AnyObject {
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
    func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
    func searchBarBookmarkButtonClicked(_ searchBar: SearchBar)
    func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension SearchBarDelegate {
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    public func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
    public func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: SearchBar) {}
    public func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
