#include "CGraphics.h"
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

// libpng inflates a PNG a row at a time through an 8 KB buffer and then
// transforms each row; on a 1179 × 2556 screenshot that costs about three times
// what one zlib call over the whole stream plus one pass to unfilter and
// reorder costs. This reader takes only the PNGs TableSnap writes and their
// like (8-bit RGB or RGBA, not interlaced, no colour-space chunks) and leaves
// everything else to libpng.

static uint32_t read_u32(const unsigned char *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
}

// Ancillary chunks that do not change how pixels read; any other (gAMA, iCCP,
// cHRM, sBIT, tRNS, …) sends the file to libpng, which applies them.
static int chunk_is_harmless(const unsigned char *type) {
    static const char *harmless[] = {"pHYs", "tEXt", "zTXt", "iTXt", "tIME", "sRGB", "bKGD"};
    for (size_t i = 0; i < sizeof harmless / sizeof *harmless; i++)
        if (memcmp(type, harmless[i], 4) == 0) return 1;
    return 0;
}

static unsigned char paeth(unsigned char a, unsigned char b, unsigned char c) {
    int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
}

// Sub, the filter TableSnap writes, with the running pixel in registers:
// through memory each byte would wait for the store before it.
static void unfilter_sub(unsigned char *row, size_t length, size_t bpp) {
    unsigned char c0 = 0, c1 = 0, c2 = 0, c3 = 0;
    for (size_t i = 0; i + bpp <= length; i += bpp) {
        row[i] = c0 = (unsigned char)(c0 + row[i]);
        row[i + 1] = c1 = (unsigned char)(c1 + row[i + 1]);
        row[i + 2] = c2 = (unsigned char)(c2 + row[i + 2]);
        if (bpp == 4) row[i + 3] = c3 = (unsigned char)(c3 + row[i + 3]);
    }
}

// Reverses one row's filter in place; `previous` is the row above, already
// unfiltered, or NULL for the first row.
static int unfilter(unsigned char filter, unsigned char *row, const unsigned char *previous, size_t length, size_t bpp) {
    switch (filter) {
    case 0: return 0;
    case 1: unfilter_sub(row, length, bpp); return 0;
    case 2: if (previous) for (size_t i = 0; i < length; i++) row[i] += previous[i]; return 0;
    case 3:
        for (size_t i = 0; i < length; i++) {
            unsigned left = i >= bpp ? row[i - bpp] : 0, up = previous ? previous[i] : 0;
            row[i] += (unsigned char)((left + up) / 2);
        }
        return 0;
    case 4:
        for (size_t i = 0; i < length; i++) {
            unsigned char left = i >= bpp ? row[i - bpp] : 0, up = previous ? previous[i] : 0;
            unsigned char upleft = (previous && i >= bpp) ? previous[i - bpp] : 0;
            row[i] += paeth(left, up, upleft);
        }
        return 0;
    default: return -1;
    }
}

// Writes one unfiltered row as Cairo's ARGB32: one native-endian 32-bit word
// per pixel, alpha premultiplied and rounded as PNGCodec rounds it.
static void store_row(const unsigned char *row, unsigned char *out, int width, size_t bpp) {
    for (int x = 0; x < width; x++, row += bpp, out += 4) {
        uint32_t a = bpp == 4 ? row[3] : 255, r = row[0], g = row[1], b = row[2];
        if (a != 255) {
            r = (r * a + 127) / 255;
            g = (g * a + 127) / 255;
            b = (b * a + 127) / 255;
        }
        uint32_t pixel = a << 24 | r << 16 | g << 8 | b;
        memcpy(out, &pixel, 4);
    }
}

// The IDAT chunks in order, handed to zlib one at a time.
typedef struct {
    const unsigned char *data;
    size_t count, at;
} chunk_cursor;

// Points `stream` at the next IDAT's data; 0 when there is none (or a chunk
// that needs libpng comes first).
static int next_idat(chunk_cursor *cursor, z_stream *stream) {
    while (cursor->at + 12 <= cursor->count) {
        size_t length = read_u32(cursor->data + cursor->at);
        const unsigned char *type = cursor->data + cursor->at + 4;
        if (length > cursor->count - cursor->at - 12) return 0;
        size_t start = cursor->at + 8;
        cursor->at += length + 12;
        if (memcmp(type, "IDAT", 4) == 0) {
            stream->next_in = (unsigned char *)(cursor->data + start);
            stream->avail_in = (uInt)length;
            return 1;
        }
        if (memcmp(type, "IEND", 4) == 0) return 0;
        if (memcmp(type, "IHDR", 4) != 0 && !chunk_is_harmless(type)) return 0;
    }
    return 0;
}

// Inflates until `size` bytes are in `out`; 0 when they are.
static int inflate_into(z_stream *stream, chunk_cursor *cursor, unsigned char *out, size_t size) {
    stream->next_out = out;
    stream->avail_out = (uInt)size;
    while (stream->avail_out > 0) {
        if (stream->avail_in == 0 && !next_idat(cursor, stream)) return -1;
        int status = inflate(stream, Z_NO_FLUSH);
        if (status == Z_STREAM_END) return stream->avail_out == 0 ? 0 : -1;
        if (status != Z_OK && status != Z_BUF_ERROR) return -1;
    }
    return 0;
}

// After the last row the stream must end, with its checksum right and no
// data over; anything else is for libpng to judge.
static int stream_ends(z_stream *stream, chunk_cursor *cursor) {
    unsigned char extra;
    stream->next_out = &extra;
    stream->avail_out = 1;
    for (;;) {
        int status = inflate(stream, Z_NO_FLUSH);
        if (status == Z_STREAM_END) return stream->avail_out == 1 ? 0 : -1;
        if (stream->avail_out == 0 || (status != Z_OK && status != Z_BUF_ERROR)) return -1;
        if (stream->avail_in == 0 && !next_idat(cursor, stream)) return -1;
    }
}

// Rows are inflated a band at a time into a buffer that stays in cache, with
// the band's last row kept for the next band's Up, Average and Paeth filters.
enum { band_rows = 32 };

static int decode_rows(z_stream *stream, chunk_cursor *cursor, unsigned char *pixels, int stride, int width, int height, size_t bpp) {
    size_t length = (size_t)width * bpp, row_size = length + 1;
    unsigned char *band = (unsigned char *)malloc(row_size * band_rows + length);
    if (!band) return -1;
    unsigned char *previous = band + row_size * band_rows;
    int status = 0;
    for (int y = 0; y < height && status == 0; y += band_rows) {
        int rows = height - y < band_rows ? height - y : band_rows;
        status = inflate_into(stream, cursor, band, row_size * (size_t)rows);
        for (int i = 0; i < rows && status == 0; i++) {
            unsigned char *row = band + (size_t)i * row_size;
            const unsigned char *above = i > 0 ? row - length : (y > 0 ? previous : NULL);
            status = unfilter(row[0], row + 1, above, length, bpp);
            if (status == 0) store_row(row + 1, pixels + (size_t)(y + i) * stride, width, bpp);
        }
        if (status == 0) memcpy(previous, band + (size_t)(rows - 1) * row_size + 1, length);
    }
    free(band);
    return status;
}

int tablesnap_png_decode(const unsigned char *data, size_t count, unsigned char *pixels, int stride, int width, int height) {
    static const unsigned char signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    if (count < 8 + 25 || memcmp(data, signature, 8) != 0 || read_u32(data + 8) != 13 || memcmp(data + 12, "IHDR", 4) != 0) return -1;
    const unsigned char *header = data + 16;
    int color = header[9];
    if (read_u32(header) != (uint32_t)width || read_u32(header + 4) != (uint32_t)height || header[8] != 8
        || (color != 2 && color != 6) || header[10] != 0 || header[11] != 0 || header[12] != 0) return -1;
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (inflateInit(&stream) != Z_OK) return -1;
    chunk_cursor cursor = {data, count, 8};
    int status = decode_rows(&stream, &cursor, pixels, stride, width, height, color == 6 ? 4 : 3);
    if (status == 0) status = stream_ends(&stream, &cursor);
    inflateEnd(&stream);
    return status;
}
