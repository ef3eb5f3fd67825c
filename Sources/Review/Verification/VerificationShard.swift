import Foundation

/// One of N parts of a suite of mockups (`verify --shard I/N`), so CI jobs
/// in a matrix each verify their own: every mockup falls in exactly one
/// part, chosen by a hash of its path as given, so the parts are the same on
/// every machine and a mockup keeps its part when others are added or removed.
public struct VerificationShard: Sendable, Equatable {
    /// The part, 1…``count``.
    public let index: Int
    /// How many parts the suite is split into.
    public let count: Int

    /// The most parts a suite may be split into.
    public static let maximumCount = 10_000

    /// `I/N`, with 1 ≤ I ≤ N ≤ ``maximumCount``; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let index = Int(parts[0]), let count = Int(parts[1]),
              (1...Self.maximumCount).contains(count), (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// The paths of `inputs` in this part, in their order.
    public func inputs(of inputs: [String]) -> [String] {
        inputs.filter(contains)
    }

    /// Whether the mockup at `path` is in this part.
    public func contains(_ path: String) -> Bool {
        Int(Self.hash(path) % UInt64(count)) == index - 1
    }

    /// FNV-1a over the path's UTF-8 bytes: Swift's own hash is seeded per process.
    private static func hash(_ path: String) -> UInt64 {
        path.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }
}
