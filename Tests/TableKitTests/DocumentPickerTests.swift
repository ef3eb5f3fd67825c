import Foundation
import Testing
@testable import TableKit

/// The document picker and the type identifiers it takes: kept, inspectable, never shown.
struct DocumentPickerTests {
    private final class Picking: DocumentPickerDelegate {}

    @Test func aPickerKeepsWhatItWasMadeWith() {
        let theme = UTType(importedAs: "com.example.theme")
        let picker = DocumentPickerViewController(forOpeningContentTypes: [theme, .pdf], asCopy: true)
        let delegate = Picking()
        picker.delegate = delegate
        picker.allowsMultipleSelection = true
        #expect(picker.contentTypes == [theme, .pdf] && picker.asCopy && picker.exportedURLs.isEmpty)
        #expect(picker.delegate === delegate && picker.allowsMultipleSelection)
        let export = DocumentPickerViewController(forExporting: [URL(fileURLWithPath: "/tmp/a.txt")])
        #expect(export.contentTypes.isEmpty && export.exportedURLs.count == 1 && !export.asCopy)
    }

    @Test func systemTypesConformUpTheirTree() {
        #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && UTType.png.conforms(to: .item))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType.json.isSubtype(of: .text) && UTType.text.isSupertype(of: .json) && !UTType.text.isSubtype(of: .text))
        #expect(UTType(importedAs: "com.example.theme").conforms(to: .data))
        #expect(UTType(exportedAs: "com.example.doc", conformingTo: .json).conforms(to: .text))
    }

    @Test func typesAreFoundByIdentifierExtensionAndMIMEType() {
        #expect(UTType("public.jpeg") == .jpeg && UTType("com.example.unknown") == nil)
        #expect(UTType(filenameExtension: "JPG") == .jpeg && UTType(filenameExtension: "csv") == .commaSeparatedText)
        #expect(UTType(filenameExtension: "png", conformingTo: .text) == nil)
        #expect(UTType(mimeType: "application/pdf") == .pdf && UTType(filenameExtension: "nope") == nil)
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg" && UTType.jpeg.preferredMIMEType == "image/jpeg")
        #expect(UTType.folder.preferredFilenameExtension == nil && UTType.pdf.description == "com.adobe.pdf")
    }
}
