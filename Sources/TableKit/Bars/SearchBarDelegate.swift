import Foundation

/// Told as a search bar is edited, as `UISearchBarDelegate`; every method
/// optional, none called by a render, which never types.
public protocol SearchBarDelegate: AnyObject {
    /// The text changed.
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    /// Whether editing may begin; true by default.
    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool
    /// Editing began.
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    /// Whether editing may end; true by default.
    func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
    /// Whether an edit may happen; true by default.
    func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The keyboard's search button was tapped.
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    /// Cancel was tapped.
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
    /// The bookmark button was tapped.
    func searchBarBookmarkButtonClicked(_ searchBar: SearchBar)
    /// Another scope was chosen.
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
