import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

// Checks of PDF and SVG outputs that need no tool beyond Foundation.

/// The number of pages in a PDF: its `/Type /Page` objects (not `/Pages`).
func pdfPageCount(_ bytes: [UInt8]) -> Int {
    let text = String(decoding: bytes, as: Unicode.ASCII.self)
    return text.matches(of: /\/Type\s*\/Page(?!s)/).count
}

/// Whether `bytes` start as a PDF file does.
func isPDF(_ bytes: [UInt8]) -> Bool { bytes.starts(with: Array("%PDF-".utf8)) }

/// The root element's name and attributes of a well-formed XML document; nil when it does not parse.
func svgRoot(_ bytes: [UInt8]) -> (name: String, attributes: [String: String])? {
    let parser = XMLParser(data: Data(bytes))
    let delegate = RootElement()
    parser.delegate = delegate
    guard parser.parse(), let name = delegate.name else { return nil }
    return (name, delegate.attributes)
}

private final class RootElement: NSObject, XMLParserDelegate {
    var name: String?
    var attributes: [String: String] = [:]

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        guard name == nil else { return }
        name = elementName
        self.attributes = attributes
    }
}
