import CGraphics

extension Bitmap {
    /// Keeps the memory of freed bitmaps in the process for the next ones,
    /// rather than returning it to the kernel, so that a run of many
    /// screen-sized images (a snapshot test suite) does not pay for fresh
    /// pages each time. Process-wide and lasting; the peak memory stays the
    /// same. TableSnapTesting calls it once.
    public static func keepFreedMemoryForReuse() {
        tablesnap_keep_freed_memory()
    }
}
