/// "Did you mean …?" for a mistyped key or value.
enum Suggestion {
    /// The longest word compared with the candidates: keys and values are
    /// short, so a longer word is no typo of one, and comparing costs its length squared.
    static let maximumWordLength = 64

    /// ` (did you mean "x"?)` for the closest candidate within a small edit distance, else "".
    static func didYouMean(_ word: String, in candidates: [String]) -> String {
        nearest(word, in: candidates, count: 1).first.map { " (did you mean \"\($0)\"?)" } ?? ""
    }

    /// Up to `count` candidates closest to `word` within a small edit
    /// distance, nearest first (ties in the candidates' order).
    static func nearest(_ word: String, in candidates: [String], count: Int) -> [String] {
        guard word.utf8.count <= maximumWordLength else { return [] }
        let limit = max(2, word.count / 3)
        let lowered = word.lowercased()
        let scored = candidates.enumerated().compactMap { index, candidate -> (String, Int, Int)? in
            let score = distance(lowered, candidate.lowercased())
            return score <= limit ? (candidate, score, index) : nil
        }
        return scored.sorted { ($0.1, $0.2) < ($1.1, $1.2) }.prefix(count).map(\.0)
    }

    /// Levenshtein distance.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
