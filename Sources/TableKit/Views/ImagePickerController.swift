import Foundation

/// The photo library or camera an app presents to pick an image, as
/// `UIImagePickerController`. No source is available on Linux
/// (``isSourceTypeAvailable(_:)`` is false, so apps that check skip
/// presenting it); one made anyway is kept, presenting it does nothing, and
/// its delegate is never told of a pick.
open class ImagePickerController: NavigationController {
    /// Where images come from, as `UIImagePickerController.SourceType`.
    public enum SourceType: Int, Sendable {
        /// The whole photo library.
        case photoLibrary
        /// The camera.
        case camera
        /// The Camera Roll album.
        case savedPhotosAlbum
    }

    /// A key of the dictionary a pick hands the delegate, as `UIImagePickerController.InfoKey`.
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        /// The key, as UIKit spells it.
        public let rawValue: String
        /// A key from its spelling.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The kind of media picked.
        public static let mediaType = Self(rawValue: "UIImagePickerControllerMediaType")
        /// The image as picked.
        public static let originalImage = Self(rawValue: "UIImagePickerControllerOriginalImage")
        /// The image as edited, when editing is allowed.
        public static let editedImage = Self(rawValue: "UIImagePickerControllerEditedImage")
        /// The rectangle of the original the edit kept.
        public static let cropRect = Self(rawValue: "UIImagePickerControllerCropRect")
        /// The picked movie's file.
        public static let mediaURL = Self(rawValue: "UIImagePickerControllerMediaURL")
        /// The picked image's file.
        public static let imageURL = Self(rawValue: "UIImagePickerControllerImageURL")
        /// A new photo's metadata.
        public static let mediaMetadata = Self(rawValue: "UIImagePickerControllerMediaMetadata")
    }

    /// Whether `sourceType` can be used; false, as no photo library or camera exists on Linux.
    public static func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { false }
    /// The media types `sourceType` offers; nil, as none is available.
    public static func availableMediaTypes(for sourceType: SourceType) -> [String]? { nil }

    /// Told of a pick or a cancel (never, in a render).
    public weak var delegate: (ImagePickerControllerDelegate & NavigationControllerDelegate)?
    /// Where the images come from.
    public var sourceType = SourceType.photoLibrary
    /// The media types offered, as uniform type identifiers: images unless set.
    public var mediaTypes = ["public.image"]
    /// Whether the person may crop what they pick.
    public var allowsEditing = false
}
