import Canvas

extension Bitmap {
    /// An opaque bitmap painted with the system background in `appearance`.
    /// The paint covers every pixel, so the bitmap is not cleared first: half
    /// a millisecond at 3x when its memory is reused, as in batches and
    /// snapshot tests.
    static func background(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, appearance: Appearance) throws(BitmapError) -> Bitmap {
        let bitmap = try Bitmap(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, isOpaque: true, cleared: false)
        GraphicsContext(bitmap: bitmap, appearance: appearance).paint(.systemBackground)
        return bitmap
    }
}
