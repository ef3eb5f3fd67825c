/// User text quoted back in messages, cut so that a huge value cannot make
/// a huge message.
enum Quote {
    /// `text`, cut to ``MockupLimits/maximumQuotedLength`` characters with "…" when longer.
    static func cut(_ text: String) -> String {
        // Counting characters walks the text, so count a bounded prefix only.
        let limit = MockupLimits.maximumQuotedLength
        let prefix = text.prefix(limit + 1)
        return prefix.count > limit ? "\(prefix.prefix(limit))…" : text
    }
}
