/// Renumbers the ids Cairo's SVG surface takes from process-wide counters
/// (`image12`, `surface40`: every surface ever made moves them), in order
/// of first appearance, so the same drawing gives the same SVG in any
/// process. The other ids (`glyph0-1`, `clip1`, …) are counted per document.
enum SVGIdentifiers {
    static let prefixes = ["image", "surface"]

    /// `svg` with every `id="imageN"` / `#imageN` (and `surface`) renumbered from 1.
    static func renumbered(_ svg: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(svg.count)
        var numbers: [String: Int] = [:]
        var counters: [String: Int] = [:]
        var index = 0
        while index < svg.count {
            guard let (prefix, digits) = reference(in: svg, at: index) else {
                output.append(svg[index])
                index += 1
                continue
            }
            let old = prefix + String(decoding: svg[digits], as: UTF8.self)
            let new = numbers[old] ?? {
                counters[prefix, default: 0] += 1
                numbers[old] = counters[prefix]
                return counters[prefix] ?? 0
            }()
            output += Array((prefix + String(new)).utf8)
            index = digits.upperBound
        }
        return output
    }

    private static let idOpening = Array("id=\"".utf8)
    private static let prefixBytes = prefixes.map { ($0, Array($0.utf8)) }

    /// A renumbered id starting at `index`, right after `id="` or `#`: its
    /// prefix and the range of its digits. Base64 image data holds neither
    /// `"` nor `#`, so it is never touched.
    private static func reference(in svg: [UInt8], at index: Int) -> (prefix: String, digits: Range<Int>)? {
        // Most bytes fail the first test; the slices below are compared in place, without copies.
        guard index > 0, svg[index - 1] == UInt8(ascii: "#")
            || (svg[index - 1] == UInt8(ascii: "\"") && index >= 4 && svg[index - 4..<index].elementsEqual(idOpening)) else {
            return nil
        }
        for (prefix, bytes) in prefixBytes {
            guard index + bytes.count < svg.count, svg[index..<index + bytes.count].elementsEqual(bytes) else { continue }
            var end = index + bytes.count
            while end < svg.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(svg[end]) { end += 1 }
            if end > index + bytes.count { return (prefix, index + bytes.count..<end) }
        }
        return nil
    }
}
