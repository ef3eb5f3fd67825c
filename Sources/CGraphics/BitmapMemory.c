// How bitmaps' pixels are allocated, and freed memory kept for the next ones.
#include "CGraphics.h"
#include "SecondThreads.h"
#include <malloc.h>
#include <pthread.h>
#include <stdlib.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

// glibc hands a freed block of 128 KB or more back to the kernel, and trims
// the heap's free top, so every new screen-sized bitmap (12 MB at 3x) is
// fresh pages the kernel must fault in and zero, a large part of a snapshot
// test that holds a rendering and a decoded reference at once. Raising the
// two thresholds keeps freed bitmaps' memory for the next ones; the peak
// stays what it was.
void tablesnap_keep_freed_memory(void) {
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
}

// A 3x screen's bitmap is 12 MB: three thousand 4 KB pages, each a fault the
// kernel takes, charges and zeroes on first write, a large part of a
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
// large block anywhere on a 4 KB page, which would leave a megabyte or two
// at a bitmap's ends in small pages, each a fault. A large bitmap is
// therefore started on a huge page, and given whole huge pages: the last
// part of a 3x screen (11.5 MB) would otherwise be hundreds of small pages,
// where one more huge page is one fault. So is a bitmap of half a huge page
// or more, such as the top of a one-row screen that InkProbe.swift finds.
// `*count` becomes the bytes allocated. (calloc keeps the cleared ones: it
// knows fresh pages are zero and skips clearing them.)
static unsigned char *uncleared_pixels(size_t *count) {
    if (*count < huge_page / 2) return malloc(*count);
    if (*count > SIZE_MAX - huge_page) return NULL;
    *count = (*count + huge_page - 1) & ~(size_t)(huge_page - 1);
    void *pixels = NULL;
    return posix_memalign(&pixels, huge_page, *count) == 0 ? pixels : NULL;
}

// A render's first fill of fresh pages has the kernel clear them, 2 MB at a
// time, on the one thread that draws, while the second core waits for rows
// to deflate. So a second thread populates the block's pages meanwhile, from
// its end, towards the rows the drawing fills from the top: each page is
// cleared once, by whichever thread reaches it first. MADV_POPULATE_WRITE
// faults pages in without writing them, so the thread never races the
// drawing for a byte. Not for a batch's files, whose cores are busy and whose
// memory is reused; not for memory already in place (the block's last page
// resident). A kernel before 5.14 refuses the advice, and then the drawing
// faults every page in as before.
#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif

typedef struct {
    unsigned char *pixels;
    size_t count;
    pthread_t thread;
    int populating;
} pixel_block;

int tablesnap_populate_pages(unsigned char *start, size_t count) {
    for (size_t end = count; end > 0;) {
        size_t from = end > huge_page ? end - huge_page : 0;
        if (madvise(start + from, end - from, MADV_POPULATE_WRITE) != 0) return -1;
        end = from;
    }
    return 0;
}

static void *populate_block(void *argument) {
    const pixel_block *block = argument;
    (void)tablesnap_populate_pages(block->pixels, block->count);
    return NULL;
}

static int last_page_resident(const pixel_block *block) {
    unsigned char resident = 0;
    uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE), last = ((uintptr_t)block->pixels + block->count - 1) & ~(page - 1);
    return mincore((void *)last, page, &resident) == 0 && (resident & 1);
}

static void start_populating(pixel_block *block) {
    if (block->count < 2 * huge_page || !tablesnap_may_start_thread() || last_page_resident(block)) return;
    block->populating = pthread_create(&block->thread, NULL, populate_block, block) == 0;
}

static void free_block(void *argument) {
    pixel_block *block = argument;
    if (block->populating) pthread_join(block->thread, NULL);
    free(block->pixels);
    free(block);
}

static const cairo_user_data_key_t pixels_key;

// A PNG's reader writes every pixel, so clearing its bitmap first is wasted.
cairo_surface_t *tablesnap_image_surface_create(int width, int height, int cleared) {
    int stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width);
    if (width <= 0 || height <= 0 || stride <= 0) return NULL;
    pixel_block *block = calloc(1, sizeof *block);
    if (!block) return NULL;
    block->count = (size_t)stride * (size_t)height;
    block->pixels = cleared ? calloc(block->count, 1) : uncleared_pixels(&block->count);
    if (!block->pixels) {
        free(block);
        return NULL;
    }
    advise_huge_pages(block->pixels, block->count);
    cairo_surface_t *surface = cairo_image_surface_create_for_data(block->pixels, CAIRO_FORMAT_ARGB32, width, height, stride);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS
        || cairo_surface_set_user_data(surface, &pixels_key, block, free_block) != CAIRO_STATUS_SUCCESS) {
        cairo_surface_destroy(surface);
        free_block(block);
        return NULL;
    }
    if (!cleared) start_populating(block);
    return surface;
}
