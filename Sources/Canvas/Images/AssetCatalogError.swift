import Foundation

/// Why an asset catalogue, or one of its sets, could not be read.
public enum AssetCatalogError: Error, Equatable, CustomStringConvertible {
    /// The catalogue holds more files and folders than ``AssetCatalog/maximumEntries``, or nests deeper than ``AssetCatalog/maximumDepth``.
    case tooLarge(String)
    /// A `Contents.json` or image file could not be read: its path and why.
    case file(String, RegularFileError)
    /// A `Contents.json` is not what Xcode writes: its path and what is wrong.
    case contents(String, String)
    /// An image file does not decode: its path and why.
    case image(String, ImageError)
    /// A set's meaning is wrong (a colour without components, say); said in full by ``contents(_:_:)``.
    case invalid(String)

    public var description: String {
        switch self {
        case .tooLarge(let message): message
        case .file(let path, let error): "\(path): \(error.description)"
        case .contents(let path, let message): "\(path): \(message)"
        case .image(let path, let error): "\(path): \(error.description)"
        case .invalid(let message): message
        }
    }
}
