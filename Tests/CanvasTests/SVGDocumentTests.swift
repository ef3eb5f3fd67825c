import Foundation
import Testing
@testable import Canvas

@Suite struct SVGDocumentTests {
    private func read(_ text: String) throws(SVGError) -> SVGDocument { try SVGDocument.read(Array(text.utf8)) }

    @Test func readsShapesWithTheirTransformsAndFillRules() throws {
        let document = try read("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16">
              <g id="outer" transform="translate(1 2)" fill-rule="evenodd">
                <rect width="4" height="12" rx="1" transform="matrix(1 0 0 -1 6 15)"/>
                <circle cx="8" cy="8" r="2" class="a b"/>
              </g>
              <ellipse cx="3" cy="3" rx="2" ry="1" fill="none"/>
              <polygon points="0,0 2,0 2,2"/>
            </svg>
            """)
        #expect(document.viewBox == CGRect(x: 0, y: 0, width: 16, height: 16))
        #expect(document.shapes.count == 4)
        let rect = document.shapes[0]
        #expect(rect.evenOdd && rect.groups == ["outer"])
        #expect(rect.path.tightBounds.integral == CGRect(x: 7, y: 5, width: 4, height: 12))
        #expect(document.shapes[1].classes == ["a", "b"])
        #expect(document.shapes[1].path.tightBounds.integral == CGRect(x: 7, y: 8, width: 4, height: 4))
        #expect(!document.shapes[2].isVisible, "fill=none hides a shape")
        #expect(document.shapes[3].path.elements.last == .close)
    }

    @Test func readsStyleSheetRules() throws {
        let document = try read("""
            <svg><style>.multicolor-0:systemBlueColor { fill:#007AFF; opacity:0.5 }
            .knock {opacity:0;-sfsymbols-clear-behind:true}</style></svg>
            """)
        #expect(document.styleSheet.rules["multicolor-0:systemBlueColor"]?.opacity == 0.5)
        #expect(document.styleSheet.rules["multicolor-0:systemBlueColor"]?.fill == Color.rgba(hex: "#007AFF"))
        #expect(document.styleSheet.rules["knock"]?.clearsBehind == true)
    }

    @Test func refusesWhatIsNotBoundedSVG() {
        #expect(throws: SVGError.self) { try read("not xml") }
        #expect(throws: SVGError.self) { try read("<html/>") }
        #expect(throws: SVGError.self) { try read("<!DOCTYPE svg [<!ENTITY a \"aaaa\">]><svg>&a;</svg>") }
        // Found by Scripts/fuzz svg when FoundationXML read these files: it trapped on a NUL inside an attribute.
        #expect(throws: SVGError.self) { try read("<svg><path d=\"M0 0v\u{0} 1\"/></svg>") }
        let deep = String(repeating: "<g>", count: SVGDocument.maximumDepth + 5) + String(repeating: "</g>", count: SVGDocument.maximumDepth + 5)
        #expect(throws: SVGError.tooComplex) { try read("<svg>\(deep)</svg>") }
        #expect(throws: SVGError.tooLarge) { try SVGDocument.read([UInt8](repeating: 32, count: SVGDocument.maximumFileSize + 1)) }
    }

    @Test func readsXMLAsItIsWritten() throws {
        let document = try read("""
            \u{FEFF}<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
            <!-- a comment with <tags> --><svg><style><![CDATA[.a { fill:#FF0000 }]]></style>
            <path id='q&apos;&#x41;&#66;&amp;' d="M0 0h1v1z"/></svg>
            """)
        #expect(document.shapes.first?.id == "q'AB&")
        #expect(document.styleSheet.rules["a"]?.fill == Color.rgba(hex: "#FF0000"))
        for bad in ["<svg>", "<svg></g>", "<svg a=1/>", "<svg a='1' a='2'/>", "<svg/><svg/>", "<svg>&bogus;</svg>", "<svg a='<'/>", "x<svg/>",
                    "<svg><!-- open</svg>"] {
            #expect(throws: SVGError.self, "\(bad)") { try read(bad) }
        }
        #expect(throws: SVGError.self) { try SVGDocument.read(Array("<svg a='".utf8) + [0xFF] + Array("'/>".utf8)) }
    }

    @Test func readsEveryBootstrapIconWhenInstalled() throws {
        guard IconSet.isInstalled else { return }
        let files = try FileManager.default.contentsOfDirectory(atPath: IconSet.directory).filter { $0.hasSuffix(".svg") }
        for file in files {
            let bytes = try RegularFile.read("\(IconSet.directory)/\(file)", maximumSize: IconSet.maximumFileSize)
            let document = try SVGDocument.read(bytes)
            let box = document.shapes.reduce(CGRect.null) { $0.union($1.path.tightBounds) }
            // A few drawings overhang their box (crop's arm reaches x = 17, which browsers clip), none by more.
            #expect(CGRect(x: -1.5, y: -1.5, width: 19, height: 19).contains(box), "\(file) reaches outside its 16-unit box: \(box)")
        }
    }
}
