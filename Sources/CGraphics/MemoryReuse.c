#include "CGraphics.h"
#include <malloc.h>

// glibc hands a freed block of 128 KB or more back to the kernel, and trims
// the heap's free top, so every new screen-sized bitmap (12 MB at 3x) is
// fresh pages the kernel must fault in and zero: in a snapshot test, which
// holds a rendering and a decoded reference at once, that is over a third of
// the time. Raising the two thresholds keeps freed bitmaps' memory for the
// next ones; the peak stays what it was.
void tablesnap_keep_freed_memory(void) {
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
}
