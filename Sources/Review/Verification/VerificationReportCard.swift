import Foundation

/// One result a reviewer must look at, in a verification report: its images
/// (files beside `index.html`) and its card of HTML.
struct VerificationReportCard {
    let result: Verification.Result
    /// The result's 1-based place among the run's inputs; it keeps image
    /// names unique, and is known before the results of the inputs before it.
    let number: Int

    /// The longest part of an image's name taken from the mockup's, so names stay well within file-name limits.
    private static let maximumStemLength = 60

    /// The image files to write beside `index.html`: name and PNG bytes.
    var images: [(name: String, bytes: [UInt8])] {
        guard case .failed(let failure) = result.outcome else { return [] }
        var images = [(imageName("reference"), failure.reference), (imageName("actual"), failure.actual)]
        if let diff = failure.diff { images.append((imageName("diff"), diff)) }
        return images
    }

    /// Every name a card of input `number` may write, whatever its outcome.
    static func possibleNames(input: String, number: Int) -> [String] {
        let card = VerificationReportCard(result: Verification.Result(input: input, reference: "", outcome: .passed), number: number)
        return ["reference", "actual", "diff"].map(card.imageName)
    }

    /// `3-settings.actual.png`: the number, then the mockup's name with
    /// anything but letters, digits, `.`, `_` and `-` made `_`, so the name
    /// is safe in a URL and on any file system.
    func imageName(_ kind: String) -> String {
        let name = URL(fileURLWithPath: result.input).deletingPathExtension().lastPathComponent
        let safe = String(name.unicodeScalars.prefix(Self.maximumStemLength).map { scalar -> Character in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "._-".unicodeScalars.contains(scalar)) ? Character(scalar) : "_"
        })
        return "\(number)-\(safe).\(kind).png"
    }

    var html: String {
        """
        <section class="card" id="failure-\(number)">
        <h2>\(HTMLText.escape(result.input))</h2>
        \(body)
        </section>
        """
    }

    private var body: String {
        switch result.outcome {
        case .failed(let failure): comparison(failure)
        case .missingReference: note("No reference: \(result.reference) does not exist. Run tablesnap verify --record to write it, and look at it before you commit it.")
        case .error(let error): note(error.description)
        case .passed, .recorded: ""
        }
    }

    private func note(_ text: String) -> String { "<p class=\"why\">\(HTMLText.escape(text))</p>" }

    private func comparison(_ failure: Verification.Failure) -> String {
        let reference = HTMLText.escape(imageName("reference")), actual = HTMLText.escape(imageName("actual"))
        let diff = failure.diff == nil ? "<p class=\"why\">No diff image: the sizes differ.</p>"
            : "<img src=\"\(HTMLText.escape(imageName("diff")))\" alt=\"diff\">"
        return """
            \(note(failure.summary))
            <div class="images">
            <figure><figcaption>Reference</figcaption><img src="\(reference)" alt="reference"></figure>
            <figure><figcaption>Actual</figcaption><img src="\(actual)" alt="actual"></figure>
            <figure><figcaption>Diff</figcaption>\(diff)</figure>
            <figure class="onion"><figcaption>Onion skin</figcaption>
            <div class="stack"><img src="\(reference)" alt="reference"><img class="over" id="onion-\(number)" src="\(actual)" alt="actual"></div>
            <label>reference <input type="range" min="0" max="100" value="50" data-target="onion-\(number)" aria-label="opacity of the actual image"> actual</label>
            </figure>
            </div>
            """
    }
}
