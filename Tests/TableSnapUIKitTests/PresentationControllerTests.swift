import Foundation
import Testing
import TableSnapUIKit

/// Sheets, popovers and their delegates as apps configure them before
/// presenting: kept and readable, never presented.
@MainActor struct PresentationControllerTests {
    /// A screen of large text, shown as a sheet that fits its rows or as a popover.
    final class LargeTextViewController: UIViewController, UIPopoverPresentationControllerDelegate {
        let rowHeight: CGFloat = 60
        var rows = 3
        private(set) var transitions = 0
        private(set) var dismissals = 0

        func detents() -> [UISheetPresentationController.Detent] {
            let fitting = UISheetPresentationController.Detent.custom(identifier: .init("rows")) { [unowned self] context in
                let needed = CGFloat(self.rows) * self.rowHeight
                return needed < context.maximumDetentValue ? needed : context.maximumDetentValue * 0.9
            }
            return [fitting, .large()]
        }

        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            transitions += 1
        }

        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
            .none
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            dismissals += 1
        }
    }

    struct Context: UISheetPresentationControllerDetentResolutionContext {
        var containerTraitCollection = UITraitCollection()
        var maximumDetentValue: CGFloat
    }

    @Test func aSheetKeepsItsDetentsAndResolvesThemFromItsContext() throws {
        let screen = LargeTextViewController()
        let sheet = try #require(screen.sheetPresentationController, "a controller is presented as a page sheet unless told otherwise")
        sheet.detents = screen.detents()
        sheet.prefersGrabberVisible = true
        sheet.animateChanges { sheet.selectedDetentIdentifier = .init("rows") }
        UIViewController().present(screen, animated: true)

        #expect(sheet.detents.map(\.identifier) == [UISheetPresentationController.Detent.Identifier("rows"), .large])
        #expect(sheet.selectedDetentIdentifier?.rawValue == "rows" && sheet.prefersGrabberVisible && sheet.presentedViewController === screen)
        #expect(sheet.detents[0].resolvedValue(in: Context(maximumDetentValue: 700)) == 180)
        screen.rows = 20
        #expect(sheet.detents[0].resolvedValue(in: Context(maximumDetentValue: 700)) == 630)
        #expect(UISheetPresentationController.Detent.medium().resolvedValue(in: Context(maximumDetentValue: 700)) == 350)
        #expect(UISheetPresentationController.Detent.large().resolvedValue(in: Context(maximumDetentValue: 700)) == 700)
        #expect(UISheetPresentationController.Detent.custom { _ in nil }.identifier != UISheetPresentationController.Detent.custom { _ in nil }.identifier,
                "a custom detent without an identifier gets its own")
        #expect(screen.transitions == 0, "a render's size never changes")
    }

    @Test func onlySheetStylesHaveASheetAndOnlyPopoversAPopover() {
        let screen = LargeTextViewController()
        for style in [UIModalPresentationStyle.pageSheet, .formSheet] {
            screen.modalPresentationStyle = style
            #expect(screen.sheetPresentationController != nil && screen.popoverPresentationController == nil)
        }
        screen.modalPresentationStyle = .popover
        #expect(screen.sheetPresentationController == nil && screen.presentationController === screen.popoverPresentationController)
        screen.modalPresentationStyle = .fullScreen
        #expect(screen.sheetPresentationController == nil && screen.popoverPresentationController == nil)
        #expect(screen.presentationController?.presentedViewController === screen)
    }

    @Test func aPopoverKeepsItsDelegateWhichIsNeverCalled() throws {
        let screen = LargeTextViewController()
        screen.modalPresentationStyle = .popover
        let popover = try #require(screen.popoverPresentationController)
        popover.delegate = screen
        popover.sourceView = UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        screen.setNeedsUpdateOfSupportedInterfaceOrientations()
        UIViewController().present(screen, animated: true)

        #expect(popover.delegate === screen && screen.dismissals == 0)
        #expect(popover.delegate?.adaptivePresentationStyle(for: popover, traitCollection: UITraitCollection()) == UIModalPresentationStyle.none,
                "the trait-collection variant falls back on the app's answer, as UIKit asks it")
        #expect(screen.popoverPresentationControllerShouldDismissPopover(popover), "true unless implemented")
        #expect(screen.presentationController(popover, viewControllerForAdaptivePresentationStyle: .fullScreen) == nil)
    }
}
