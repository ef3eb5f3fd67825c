extension TableSnap {
    /// TableSnap's version, which `tablesnap --version` prints: the newest
    /// release in CHANGELOG.md (a test holds the two together). Raise it
    /// with the release's heading there.
    static let version = "0.1.0"
}
