/// The methods of UIKit's delegate and data source protocols, by the
/// TableSnap protocol that declares them (in TableKit, or TableSnapUIKit for
/// MessageUI's and SafariServices'). UIKit declares most of them as optional
/// Objective-C requirements, which apps call with optional chaining,
/// `delegate?.tableView?(self, didSelectRowAt: indexPath)`; TableSnap's
/// protocols are Swift protocols whose every requirement has a default, so
/// the rewrite makes such a call a plain one
/// (`delegate?.tableView(self, didSelectRowAt: indexPath)`), and an unimplemented
/// method does what the protocol extension does, UIKit's default. Only calls
/// of these names are rewritten: `handler?(value)` on an app's optional
/// closure stays as it is.
public enum DelegateMethods {
    /// Each protocol's methods, as full names (`tableView(_:didSelectRowAt:)`);
    /// a test checks them against the protocols' declarations.
    public static let byProtocol: [String: Set<String>] = [
        "TableViewDataSource": [
            "numberOfSections(in:)", "tableView(_:numberOfRowsInSection:)", "tableView(_:cellForRowAt:)",
            "tableView(_:titleForHeaderInSection:)", "tableView(_:titleForFooterInSection:)", "sectionIndexTitles(for:)",
            "tableView(_:sectionForSectionIndexTitle:at:)", "tableView(_:canEditRowAt:)", "tableView(_:canMoveRowAt:)",
            "tableView(_:commit:forRowAt:)", "tableView(_:moveRowAt:to:)",
        ],
        "TableViewDelegate": [
            "tableView(_:heightForRowAt:)", "tableView(_:heightForHeaderInSection:)", "tableView(_:heightForFooterInSection:)",
            "tableView(_:estimatedHeightForRowAt:)", "tableView(_:estimatedHeightForHeaderInSection:)",
            "tableView(_:estimatedHeightForFooterInSection:)",
            "tableView(_:willDisplay:forRowAt:)", "tableView(_:willDisplayHeaderView:forSection:)",
            "tableView(_:willDisplayFooterView:forSection:)", "tableView(_:shouldHighlightRowAt:)",
            "tableView(_:viewForHeaderInSection:)", "tableView(_:viewForFooterInSection:)", "tableView(_:editingStyleForRowAt:)",
            "tableView(_:shouldIndentWhileEditingRowAt:)", "tableView(_:titleForDeleteConfirmationButtonForRowAt:)",
            "tableView(_:leadingSwipeActionsConfigurationForRowAt:)", "tableView(_:trailingSwipeActionsConfigurationForRowAt:)",
            "tableView(_:didSelectRowAt:)", "tableView(_:didDeselectRowAt:)", "tableView(_:accessoryButtonTappedForRowWith:)",
            "tableView(_:contextMenuConfigurationForRowAt:point:)", "tableView(_:willPerformPreviewActionForMenuWith:animator:)",
            "tableView(_:willDisplayContextMenu:animator:)", "tableView(_:willEndContextMenuInteraction:animator:)",
            "tableView(_:shouldShowMenuForRowAt:)", "tableView(_:canPerformAction:forRowAt:withSender:)",
            "tableView(_:performAction:forRowAt:withSender:)",
        ],
        "CollectionViewDataSource": [
            "numberOfSections(in:)", "collectionView(_:numberOfItemsInSection:)", "collectionView(_:cellForItemAt:)",
            "collectionView(_:viewForSupplementaryElementOfKind:at:)",
        ],
        "CollectionViewDelegate": [
            "collectionView(_:willDisplay:forItemAt:)", "collectionView(_:didSelectItemAt:)", "collectionView(_:didDeselectItemAt:)",
            "collectionView(_:contextMenuConfigurationForItemsAt:point:)", "collectionView(_:contextMenuConfigurationForItemAt:point:)",
            "collectionView(_:willPerformPreviewActionForMenuWith:animator:)", "collectionView(_:willDisplayContextMenu:animator:)",
            "collectionView(_:willEndContextMenuInteraction:animator:)", "collectionView(_:shouldShowMenuForItemAt:)",
            "collectionView(_:canPerformAction:forItemAt:withSender:)", "collectionView(_:performAction:forItemAt:withSender:)",
        ],
        "CollectionViewDelegateFlowLayout": [
            "collectionView(_:layout:sizeForItemAt:)", "collectionView(_:layout:insetForSectionAt:)",
            "collectionView(_:layout:minimumLineSpacingForSectionAt:)", "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)",
            "collectionView(_:layout:referenceSizeForHeaderInSection:)", "collectionView(_:layout:referenceSizeForFooterInSection:)",
        ],
        "TextFieldDelegate": [
            "textFieldShouldBeginEditing(_:)", "textFieldDidBeginEditing(_:)", "textFieldShouldEndEditing(_:)",
            "textFieldDidEndEditing(_:)", "textFieldDidEndEditing(_:reason:)", "textField(_:shouldChangeCharactersIn:replacementString:)",
            "textFieldDidChangeSelection(_:)", "textFieldShouldClear(_:)", "textFieldShouldReturn(_:)",
        ],
        "SearchBarDelegate": [
            "searchBar(_:textDidChange:)", "searchBarShouldBeginEditing(_:)", "searchBarTextDidBeginEditing(_:)",
            "searchBarShouldEndEditing(_:)", "searchBarTextDidEndEditing(_:)", "searchBar(_:shouldChangeTextIn:replacementText:)",
            "searchBarSearchButtonClicked(_:)", "searchBarCancelButtonClicked(_:)", "searchBarBookmarkButtonClicked(_:)",
            "searchBar(_:selectedScopeButtonIndexDidChange:)",
        ],
        "SearchControllerDelegate": [
            "willPresentSearchController(_:)", "didPresentSearchController(_:)", "willDismissSearchController(_:)",
            "didDismissSearchController(_:)", "presentSearchController(_:)",
        ],
        "ScrollViewDelegate": [
            "scrollViewDidScroll(_:)", "scrollViewWillBeginDragging(_:)", "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
            "scrollViewDidEndDragging(_:willDecelerate:)", "scrollViewWillBeginDecelerating(_:)", "scrollViewDidEndDecelerating(_:)",
            "scrollViewDidEndScrollingAnimation(_:)", "viewForZooming(in:)", "scrollViewWillBeginZooming(_:with:)",
            "scrollViewDidEndZooming(_:with:atScale:)", "scrollViewDidZoom(_:)", "scrollViewShouldScrollToTop(_:)",
            "scrollViewDidScrollToTop(_:)", "scrollViewDidChangeAdjustedContentInset(_:)",
        ],
        "DocumentPickerDelegate": ["documentPicker(_:didPickDocumentsAt:)", "documentPickerWasCancelled(_:)"],
        "MFMailComposeViewControllerDelegate": ["mailComposeController(_:didFinishWith:error:)"],
        "MFMessageComposeViewControllerDelegate": ["messageComposeViewController(_:didFinishWith:)"],
        "SFSafariViewControllerDelegate": ["safariViewControllerDidFinish(_:)", "safariViewController(_:didCompleteInitialLoad:)"],
    ]

    /// Every protocol's methods together.
    static let all = Set(byProtocol.values.joined())
}
