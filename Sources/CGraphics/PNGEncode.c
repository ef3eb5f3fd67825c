#include "CGraphics.h"
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

// libpng reports errors by longjmp, which Swift cannot catch, so the one
// libpng call sequence that needs its low-level API (to choose compression
// and filters) lives here, in C, behind setjmp. Reading uses libpng's
// simplified API from Swift: it catches its own errors.

static void tablesnap_png_append(png_structp png, png_bytep data, size_t length) {
    tablesnap_png_buffer *buffer = (tablesnap_png_buffer *)png_get_io_ptr(png);
    if (buffer->count + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 65536;
        while (capacity < buffer->count + length) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(buffer->bytes, capacity);
        if (!grown) png_error(png, "out of memory");
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->count, data, length);
    buffer->count += length;
}

static void tablesnap_png_flush(png_structp png) { (void)png; }

int tablesnap_png_encode(const unsigned char *pixels, int width, int height, int stride,
                         int opaque, int level, int filters, tablesnap_png_buffer *out) {
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    if (!png) return -1;
    png_infop info = png_create_info_struct(png);
    unsigned char *row = NULL;
    if (!info || setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, info ? &info : NULL);
        free(row);
        free(out->bytes);
        out->bytes = NULL;
        out->count = out->capacity = 0;
        return -1;
    }
    png_set_write_fn(png, out, tablesnap_png_append, tablesnap_png_flush);
    png_set_compression_level(png, level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
                 opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_write_info(png, info);
    if (opaque) {
        // Cairo's native-endian ARGB is B,G,R,X in memory on little-endian machines.
        png_set_bgr(png);
        png_set_filler(png, 0, PNG_FILLER_AFTER);
        for (int y = 0; y < height; y++) png_write_row(png, (png_bytep)(pixels + (size_t)y * stride));
    } else {
        row = (unsigned char *)malloc((size_t)width * 4);
        if (!row) png_error(png, "out of memory");
        for (int y = 0; y < height; y++) {
            const uint32_t *source = (const uint32_t *)(pixels + (size_t)y * stride);
            for (int x = 0; x < width; x++) {
                uint32_t p = source[x];
                unsigned a = p >> 24, r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF;
                if (a != 0 && a != 255) {
                    r = (r * 255 + a / 2) / a;
                    g = (g * 255 + a / 2) / a;
                    b = (b * 255 + a / 2) / a;
                }
                row[4 * x] = (unsigned char)r;
                row[4 * x + 1] = (unsigned char)g;
                row[4 * x + 2] = (unsigned char)b;
                row[4 * x + 3] = (unsigned char)a;
            }
            png_write_row(png, row);
        }
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(row);
    return 0;
}
