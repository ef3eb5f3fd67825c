import Foundation
import Testing
import TableSnapUIKit

/// The photo picker and the Files browser as settings screens use them:
/// built and configured, never shown, with no source available on Linux.
@MainActor struct ImagePickerControllerTests {
    /// A screen that scans a code from a photo the person picks.
    final class ScanViewController: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        private(set) var picked: UIImage?
        private(set) var offeredPicker = false

        func pickPhoto() {
            guard UIImagePickerController.isSourceTypeAvailable(.photoLibrary) else { return }
            offeredPicker = true
            let picker = UIImagePickerController()
            picker.delegate = self
            picker.sourceType = .photoLibrary
            picker.allowsEditing = false
            present(picker, animated: true)
        }

        func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            picked = info[UIImagePickerController.InfoKey.originalImage] as? UIImage
            picker.dismiss(animated: true)
        }
    }

    @Test func noSourceIsAvailableSoTheScreenOffersNoPicker() {
        let screen = ScanViewController()
        screen.pickPhoto()
        #expect(!screen.offeredPicker)
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera) && UIImagePickerController.availableMediaTypes(for: .camera) == nil)
    }

    @Test func aPickerKeepsItsSettingsAndDelegate() {
        let screen = ScanViewController()
        let picker = UIImagePickerController()
        picker.delegate = screen
        picker.sourceType = .savedPhotosAlbum
        #expect(picker.delegate === screen && picker.sourceType == .savedPhotosAlbum && picker.mediaTypes == ["public.image"])
        let photo = UIImage()
        screen.imagePickerController(picker, didFinishPickingMediaWithInfo: [.originalImage: photo])
        #expect(screen.picked === photo, "a test can hand the delegate a pick")
        let navigation: UINavigationController = picker
        #expect(navigation.viewControllers.isEmpty)
    }

    @Test func documentPickersForExportAndOpening() {
        let file = URL(fileURLWithPath: "/tmp/wg-export.zip")
        let export = UIDocumentPickerViewController(url: file, in: .exportToService)
        #expect(export.exportedURLs == [file] && export.asCopy && export.contentTypes.isEmpty)
        let move = UIDocumentPickerViewController(url: file, in: .moveToService)
        #expect(move.exportedURLs == [file] && !move.asCopy)
        let open = UIDocumentPickerViewController(url: file, in: .import)
        #expect(open.exportedURLs.isEmpty && open.contentTypes == [.zip] && open.asCopy)
        let opening = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf])
        #expect(opening.contentTypes == [.pdf] && opening.exportedURLs.isEmpty)
    }
}
