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
    /// Does nothing.
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    /// Returns `true`.
    public func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    /// Returns `true`.
    public func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
    /// Returns `true`.
    public func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
    /// Does nothing.
    public func searchBarBookmarkButtonClicked(_ searchBar: SearchBar) {}
    /// Does nothing.
    public func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
