import Foundation
import Testing

// The third hardening round: PDF, SVG and JPEG files are decoded in a
// process of their own, so that a file that makes its library abort, panic
// or run away is an error for that image, and the run goes on.

/// A one-page PDF whose content draws `content` with the given form and image objects (numbered from 5).
private func pdf(content: String, objects: [String]) -> String {
    let objects = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                   "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 40 40] /Contents 4 0 R /Resources << /XObject << /X 5 0 R >> >> >>",
                   stream(content)] + objects
    var text = "%PDF-1.4\n", offsets: [Int] = []
    for (index, object) in objects.enumerated() {
        offsets.append(text.utf8.count)
        text += "\(index + 1) 0 obj\n\(object)\nendobj\n"
    }
    let table = text.utf8.count
    text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
    text += offsets.map { String(repeating: "0", count: 10 - String($0).count) + "\($0) 00000 n \n" }.joined()
    text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(table)\n%%EOF\n"
    return text
}

private func stream(_ data: String, dictionary: String = "") -> String {
    "<< /Length \(data.utf8.count) \(dictionary) >>\nstream\n\(data)\nendstream"
}

/// An image that claims 2·10⁹ × 2·10⁹ pixels: poppler aborts the process asked to draw it.
private let abortingPDF = pdf(content: "q 40 0 0 40 0 0 cm /X Do Q", objects: [
    stream(String(repeating: "0", count: 64),
           dictionary: "/Type /XObject /Subtype /Image /Width 2000000000 /Height 2000000000 /ColorSpace /DeviceGray /BitsPerComponent 8"),
])

/// Forms nested twelve deep, each drawing the next ten times: 10¹¹ rectangles from 3 KB.
private let runawayPDF = pdf(content: "/X Do", objects: (0..<12).map { level in
    level == 11 ? stream("0 0 1 1 re f", dictionary: "/Type /XObject /Subtype /Form /BBox [0 0 40 40]")
        : stream(String(repeating: "/X Do ", count: 10),
                 dictionary: "/Type /XObject /Subtype /Form /BBox [0 0 40 40] /Resources << /XObject << /X \(6 + level) 0 R >> >>")
})

/// A convolution matrix of order 50: librsvg panics, which aborts the process.
private let panickingSVG = """
    <svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><filter id="f"><feConvolveMatrix order="50" \
    kernelMatrix="\(Array(repeating: "1", count: 2500).joined(separator: " "))"/></filter>\
    <rect width="40" height="40" fill="red" filter="url(#f)"/></svg>
    """

private let goodSVG = ##"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><circle cx="12" cy="12" r="10" fill="#34c759"/></svg>"##

private func mockup(image: String) -> String {
    "size: {width: 200, height: 120}\nscale: 1\ntable: {sections: [{rows: [{text: Good, image: good.svg}, {text: Other, image: \(image)}]}]}\n"
}

@Suite struct ContainedDecoderTests {
    @Test(arguments: ["abort.pdf", "panic.svg"])
    func aDecoderThatAbortsIsAnErrorForThatImage(name: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write("good.svg", goodSVG)
        try sandbox.write(name, name.hasSuffix(".pdf") ? abortingPDF : panickingSVG)
        try sandbox.write("m.yaml", mockup(image: name))
        let result = try sandbox.render("m.yaml")
        expectFailure(result, status: 65, file: "m.yaml", contains: ["rows[1].image: \(name)", "its decoder stopped on the file (it aborted)"],
                      in: sandbox, inputs: ["good.svg", name, "m.yaml"])
    }

    @Test func aDecoderThatRunsAwayIsStoppedAtItsLimit() throws {
        let sandbox = try Sandbox()
        try sandbox.write("good.svg", goodSVG)
        try sandbox.write("forms.pdf", runawayPDF)
        try sandbox.write("m.yaml", mockup(image: "forms.pdf"))
        let result = try sandbox.render("m.yaml")
        // Processor time is the limit a working decoder meets; on a machine
        // so busy that it gets less than a fifth of a core, the wait is.
        let limit = result.stderr.contains("more work than the limit of 2 s of processor time") || result.stderr.contains("did not answer within 10 s")
        #expect(limit, "\(result.stderr)")
        expectFailure(result, status: 65, file: "forms.pdf", contains: ["the PDF image was not read"], in: sandbox, inputs: ["good.svg", "forms.pdf", "m.yaml"])
    }

    @Test func aGoodMockupBesideABadOneStillRenders() throws {
        let sandbox = try Sandbox()
        try sandbox.write("good.svg", goodSVG)
        try sandbox.write("abort.pdf", abortingPDF)
        try sandbox.write("bad.yaml", mockup(image: "abort.pdf"))
        try sandbox.write("fine.yaml", mockup(image: "good.svg"))
        let result = try sandbox.render("bad.yaml", "fine.yaml")
        #expect(result.status == 65 && result.stderr.contains("bad.yaml") && result.stderr.contains("its decoder stopped"), "\(result.stderr)")
        #expect(result.stdout.contains("fine.png") && sandbox.exists("fine.png") && !sandbox.exists("bad.png"), "\(result.stdout)")
    }

    @Test func verifyWritesItsJUnitReportWhenAnImageFailsToDecode() throws {
        let sandbox = try Sandbox()
        try sandbox.write("good.svg", goodSVG)
        try sandbox.write("panic.svg", panickingSVG)
        try sandbox.write("a.yaml", mockup(image: "good.svg"))
        #expect(try sandbox.render("a.yaml").status == 0)
        try sandbox.write("b.yaml", mockup(image: "panic.svg"))
        try sandbox.write("b.png", bytes: sandbox.bytes("a.png") ?? [])
        let result = try sandbox.run(["verify", ".", "--junit", "results.xml"])
        #expect(result.status != 0 && result.stdout.contains("wrote results.xml"), "\(result.stdout)\(result.stderr)")
        let xml = String(decoding: sandbox.bytes("results.xml") ?? [], as: UTF8.self)
        #expect(xml.contains("tests=\"2\"") && xml.contains("name=\"./a.yaml\"") && xml.contains("its decoder stopped"), "\(xml)")
    }

    @Test func theDecoderArgumentAloneRunsTheCommandAsTyped() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["--tablesnap-decoder-process", "1", "2", "536870912", "67108864", "16777216", "32767"])
        #expect(result.status == 64 && !result.stdout.contains("TSDECOD1"), "\(result.status) \(result.stdout) \(result.stderr)")
    }
}
