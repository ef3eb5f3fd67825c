import Foundation

/// A kind of file or data, as the UniformTypeIdentifiers framework's
/// `UTType`, which Linux does not have: document pickers, drag and drop and
/// pasteboards name what they accept with these. TableSnap knows the common
/// system types (their identifiers, file extensions, MIME types and what they
/// conform to) and keeps an app's own declarations by identifier.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The reverse-DNS identifier, e.g. `public.png`.
    public let identifier: String
    /// The types this one conforms to directly.
    private let parents: [String]
    /// The file extensions of the type, the preferred one first.
    private let extensions: [String]
    /// The type's MIME types, the preferred one first.
    private let mimeTypes: [String]

    init(_ identifier: String, _ parents: [String], extensions: [String] = [], mime: [String] = []) {
        self.identifier = identifier
        self.parents = parents
        self.extensions = extensions
        self.mimeTypes = mime
    }

    /// The system type with `identifier`; nil for one TableSnap does not know (an app's own, undeclared type).
    public init?(_ identifier: String) {
        guard let known = Self.known[identifier] else { return nil }
        self = known
    }

    /// An app's own type, imported from another app's declaration: data unless it conforms to `supertype`.
    public init(importedAs identifier: String, conformingTo supertype: UTType? = nil) {
        self = Self.known[identifier] ?? UTType(identifier, [supertype?.identifier ?? Self.data.identifier])
    }

    /// An app's own type, declared by the app: data unless it conforms to `supertype`.
    public init(exportedAs identifier: String, conformingTo supertype: UTType? = nil) {
        self.init(importedAs: identifier, conformingTo: supertype)
    }

    /// The system type of files ending `.filenameExtension` (any case), conforming to `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let lowered = filenameExtension.lowercased()
        guard let found = Self.all.first(where: { $0.extensions.contains(lowered) && $0.conforms(to: supertype) }) else { return nil }
        self = found
    }

    /// The system type of data with `mimeType`, conforming to `supertype`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let lowered = mimeType.lowercased()
        guard let found = Self.all.first(where: { $0.mimeTypes.contains(lowered) && $0.conforms(to: supertype) }) else { return nil }
        self = found
    }

    /// The file extension files of this type usually end with, without the dot.
    public var preferredFilenameExtension: String? { extensions.first }
    /// The type's usual MIME type.
    public var preferredMIMEType: String? { mimeTypes.first }
    /// Every type this one conforms to, directly or through others.
    public var supertypes: Set<UTType> {
        Set(parents.compactMap { Self.known[$0] }.flatMap { [$0] + $0.supertypes })
    }
    /// Whether this type is `type` or conforms to it.
    public func conforms(to type: UTType) -> Bool {
        identifier == type.identifier || supertypes.contains(type)
    }
    /// Whether `type` conforms to this one.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }
    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// The type's identifier.
    public var description: String { identifier }

    /// Whether two types have the same identifier.
    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    /// Hashes the type by its identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}
