/// Light or dark mode: which variant of every system colour is drawn.
public enum Appearance: String, CaseIterable, Sendable {
    case light
    case dark
}
