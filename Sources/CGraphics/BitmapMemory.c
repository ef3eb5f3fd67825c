// How bitmaps' pixels are allocated, and freed memory kept for the next ones.
#include "CGraphics.h"
#include <malloc.h>
#include <stdlib.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

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

// A 3x screen's bitmap is 12 MB: three thousand 4 KB pages, each a fault the
// kernel takes, charges and zeroes on first write, which was a fifth of a
// one-mockup process. In 2 MB pages it is six faults, so the pixels are
// advised to be; only whole pages inside the block are, so no neighbouring
// memory is touched. A hint: nothing changes if the kernel refuses it.
static void advise_huge_pages(void *start, size_t count) {
    uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
    uintptr_t first = ((uintptr_t)start + page - 1) & ~(page - 1);
    uintptr_t end = ((uintptr_t)start + count) & ~(page - 1);
    if (end > first) (void)madvise((void *)first, end - first, MADV_HUGEPAGE);
}

enum { huge_page = 2 << 20 };

// Only the huge pages inside a block are huge, and the allocator starts a
// large block anywhere on a 4 KB page: a screen-sized bitmap had one or two
// megabytes at its ends in small pages, some 500 of a render process's 2,400
// page faults. A large bitmap is therefore started on a huge page, and given
// whole huge pages: the last 1.5 MB of a 3x screen (11.5 MB) were 380 small
// pages, each a fault, where one more huge page is one. `*count` becomes the
// bytes allocated. (calloc keeps the cleared ones: it knows fresh pages are
// zero and skips clearing them.)
static unsigned char *uncleared_pixels(size_t *count) {
    if (*count < huge_page) return malloc(*count);
    if (*count > SIZE_MAX - huge_page) return NULL;
    *count = (*count + huge_page - 1) & ~(size_t)(huge_page - 1);
    void *pixels = NULL;
    return posix_memalign(&pixels, huge_page, *count) == 0 ? pixels : NULL;
}

static const cairo_user_data_key_t pixels_key;

// A PNG's reader writes every pixel, so clearing its bitmap first (half a
// millisecond for reused memory at 3x) is wasted.
cairo_surface_t *tablesnap_image_surface_create(int width, int height, int cleared) {
    int stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width);
    if (width <= 0 || height <= 0 || stride <= 0) return NULL;
    size_t count = (size_t)stride * (size_t)height;
    size_t allocated = count;
    unsigned char *pixels = cleared ? calloc(count, 1) : uncleared_pixels(&allocated);
    if (!pixels) return NULL;
    advise_huge_pages(pixels, allocated);
    cairo_surface_t *surface = cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, width, height, stride);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS
        || cairo_surface_set_user_data(surface, &pixels_key, pixels, free) != CAIRO_STATUS_SUCCESS) {
        cairo_surface_destroy(surface);
        free(pixels);
        return NULL;
    }
    return surface;
}
