#include "CGraphics.h"
#include "PNGChunks.h"
#include "PNGRows.h"
#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

// libpng inflates a PNG a row at a time through an 8 KB buffer and then
// transforms each row. The direct reader takes the PNGs TableSnap writes and
// their like (8-bit RGB or RGBA, not interlaced, no colour-space chunks):
// libdeflate inflates the whole stream in one call, and one pass unfilters
// the rows into Cairo's words (PNGRows.c), without libpng's work per row or
// a band of rows inflated at a time. Every other file, and image data the
// one call cannot take (cut, damaged, or going on after the last row), goes
// to libpng after tablesnap_png_prepare_for_libpng has bounded what libpng
// will inflate, and named any defect.
//
// Both stop at the last row: a small PNG can carry gigabytes of zlib data
// after it, which libpng would inflate in full ("extra compressed data");
// libdeflate stops when the rows' buffer is full.

static tablesnap_png_status fail(tablesnap_png_report *report, tablesnap_png_status status) {
    report->status = status;
    return status;
}

// `chunk` points at a chunk's length field; its data has been bounds-checked.
static tablesnap_png_status check_crc(const unsigned char *chunk, size_t length, size_t offset, tablesnap_png_report *report) {
    if (crc_of(chunk, length) == read_u32(chunk + 8 + length)) return TABLESNAP_PNG_OK;
    memcpy(report->chunk, chunk + 4, 4);
    report->chunk[4] = 0;
    report->offset = offset;
    return fail(report, TABLESNAP_PNG_BAD_CRC);
}

// The bit depths PNG allows for each colour type.
static int depth_is_valid(int color, int depth) {
    switch (color) {
    case 0: return depth == 1 || depth == 2 || depth == 4 || depth == 8 || depth == 16;
    case 3: return depth == 1 || depth == 2 || depth == 4 || depth == 8;
    case 2: case 4: case 6: return depth == 8 || depth == 16;
    default: return 0;
    }
}

tablesnap_png_status tablesnap_png_read_header(const unsigned char *data, size_t count,
                                               tablesnap_png_header *header, tablesnap_png_report *report) {
    memset(report, 0, sizeof *report);
    if (count < 8 || memcmp(data, png_signature, 8) != 0) return fail(report, TABLESNAP_PNG_NOT_PNG);
    if (count < header_end) return fail(report, TABLESNAP_PNG_TRUNCATED);
    if (read_u32(data + 8) != 13 || memcmp(data + 12, "IHDR", 4) != 0) return fail(report, TABLESNAP_PNG_BAD_HEADER);
    if (check_crc(data + 8, 13, 8, report) != TABLESNAP_PNG_OK) return report->status;
    const unsigned char *fields = data + 16;
    header->width = read_u32(fields);
    header->height = read_u32(fields + 4);
    header->depth = fields[8];
    header->color = fields[9];
    header->interlace = fields[12];
    // PNG caps each side at 2^31 - 1, as libpng does.
    if (header->width == 0 || header->height == 0 || header->width > 0x7FFFFFFF || header->height > 0x7FFFFFFF
        || !depth_is_valid(header->color, header->depth) || fields[10] != 0 || fields[11] != 0 || header->interlace > 1)
        return fail(report, TABLESNAP_PNG_BAD_HEADER);
    return TABLESNAP_PNG_OK;
}

// Walks the chunks after IHDR, checking each one's CRC, and hands zlib the
// IDAT chunks' data in order.
typedef struct {
    const unsigned char *data;
    size_t count, at;
    // Where the first IDAT chunk starts; 0 until it is reached.
    size_t first_idat;
    tablesnap_png_report *report;
} chunk_cursor;

static chunk_cursor cursor_after_header(const unsigned char *data, size_t count, tablesnap_png_report *report) {
    chunk_cursor cursor = {data, count, header_end, 0, report};
    return cursor;
}

// Points `stream` at the next IDAT's data.
static tablesnap_png_status next_idat(chunk_cursor *cursor, z_stream *stream) {
    for (;;) {
        size_t at = cursor->at;
        if (cursor->count - at < 12) return fail(cursor->report, TABLESNAP_PNG_TRUNCATED);
        const unsigned char *chunk = cursor->data + at, *type = chunk + 4;
        size_t length = read_u32(chunk);
        if (length > cursor->count - at - 12) return fail(cursor->report, TABLESNAP_PNG_TRUNCATED);
        if (check_crc(chunk, length, at, cursor->report) != TABLESNAP_PNG_OK) return cursor->report->status;
        cursor->at = at + 12 + length;
        if (memcmp(type, "IDAT", 4) == 0) {
            if (cursor->first_idat == 0) cursor->first_idat = at;
            if (length == 0) continue;
            stream->next_in = (unsigned char *)(chunk + 8);
            stream->avail_in = (uInt)length;
            return TABLESNAP_PNG_OK;
        }
        // IDAT chunks follow one another: any other chunk after them, or IEND
        // before them, means the image data is over.
        if (cursor->first_idat != 0 || memcmp(type, "IEND", 4) == 0) return fail(cursor->report, TABLESNAP_PNG_TRUNCATED);
    }
}

static tablesnap_png_status zlib_failure(tablesnap_png_report *report, const z_stream *stream, int status) {
    if (status == Z_MEM_ERROR) return fail(report, TABLESNAP_PNG_NO_MEMORY);
    report->message = stream->msg ? stream->msg : status == Z_NEED_DICT ? "a preset dictionary, which PNG does not allow" : "no progress";
    return fail(report, TABLESNAP_PNG_BAD_DATA);
}

// Inflates exactly `size` bytes into `out`, reading IDAT chunks as zlib needs
// them: only when it can go no further, since it may hold the last bits of
// the rows when the chunk's data is used up. zlib reads on past a full
// output while it needs no room (to the end of the stream and its checksum),
// so an error after the last byte asked for is not this call's.
static tablesnap_png_status inflate_exactly(z_stream *stream, chunk_cursor *cursor, unsigned char *out, uInt size) {
    stream->next_out = out;
    stream->avail_out = size;
    while (stream->avail_out > 0) {
        int status = inflate(stream, Z_NO_FLUSH);
        if (stream->avail_out == 0) break;
        if (status == Z_STREAM_END) return fail(cursor->report, TABLESNAP_PNG_TRUNCATED);
        if (status == Z_BUF_ERROR && stream->avail_in == 0) {
            if (next_idat(cursor, stream) != TABLESNAP_PNG_OK) return cursor->report->status;
        } else if (status != Z_OK) {
            return zlib_failure(cursor->report, stream, status);
        }
    }
    return TABLESNAP_PNG_OK;
}

// MARK: - The direct reader

// The zlib stream of the IDAT chunks: a single chunk's data where it lies in
// the file, else the chunks' data joined in `copy`. Gathering stops after the
// IDAT chunks, or at a chunk that is cut or fails its CRC: if the rows needed
// it, libdeflate fails and the bounded path names the defect.
typedef struct {
    const unsigned char *bytes;
    size_t count;
    unsigned char *copy;
} image_data;

static tablesnap_png_status add_idat(image_data *z, const unsigned char *chunk_data, size_t length, size_t file_size, tablesnap_png_report *report) {
    if (!z->bytes) {
        z->bytes = chunk_data;
        z->count = length;
        return TABLESNAP_PNG_OK;
    }
    if (!z->copy) {
        // The chunks' data is less than the file.
        if (!(z->copy = (unsigned char *)malloc(file_size))) return fail(report, TABLESNAP_PNG_NO_MEMORY);
        memcpy(z->copy, z->bytes, z->count);
        z->bytes = z->copy;
    }
    memcpy(z->copy + z->count, chunk_data, length);
    z->count += length;
    return TABLESNAP_PNG_OK;
}

static tablesnap_png_status gather(const unsigned char *data, size_t count, image_data *z, tablesnap_png_report *report) {
    for (size_t at = header_end; count - at >= 12;) {
        const unsigned char *chunk = data + at, *type = chunk + 4;
        size_t length = read_u32(chunk);
        if (length > count - at - 12 || crc_of(chunk, length) != read_u32(chunk + 8 + length)) break;
        if (memcmp(type, "IDAT", 4) == 0) {
            if (add_idat(z, chunk + 8, length, count, report) != TABLESNAP_PNG_OK) return report->status;
        } else if (z->bytes || memcmp(type, "IEND", 4) == 0) {
            break;
        } else if (!chunk_is_harmless(type)) {
            return fail(report, TABLESNAP_PNG_OTHER_KIND);
        }
        at += 12 + length;
    }
    return z->bytes ? TABLESNAP_PNG_OK : fail(report, TABLESNAP_PNG_OTHER_KIND);
}

// Inflates the whole stream in one call into exactly `size` bytes. Only a
// stream that ends right after the last row succeeds (its checksum is not
// checked, as zlib's reader never reached it); any other goes to the bounded
// path, which reads rows up to the last and names a defect.
static tablesnap_png_status inflate_rows(const image_data *z, unsigned char *raw, size_t size, tablesnap_png_report *report) {
    // Deflate, a window of at most 32 KB, no preset dictionary, header check bits right.
    if (z->count < 2 || (z->bytes[0] & 0x0F) != 8 || (z->bytes[0] >> 4) > 7 || (z->bytes[1] & 0x20)
        || ((unsigned)z->bytes[0] << 8 | z->bytes[1]) % 31 != 0)
        return fail(report, TABLESNAP_PNG_OTHER_KIND);
    struct libdeflate_decompressor *decompressor = libdeflate_alloc_decompressor();
    if (!decompressor) return fail(report, TABLESNAP_PNG_NO_MEMORY);
    enum libdeflate_result result = libdeflate_deflate_decompress(decompressor, z->bytes + 2, z->count - 2, raw, size, NULL);
    libdeflate_free_decompressor(decompressor);
    return result == LIBDEFLATE_SUCCESS ? TABLESNAP_PNG_OK : fail(report, TABLESNAP_PNG_OTHER_KIND);
}

static tablesnap_png_status bad_filter(tablesnap_png_report *report, int y, unsigned char filter) {
    report->row = (uint32_t)y;
    report->filter = filter;
    return fail(report, TABLESNAP_PNG_BAD_FILTER);
}

// RGB rows are inflated into the end of the pixel buffer and unfiltered into
// its start, one row after another: a row of pixels (4 bytes each) never
// reaches the filtered bytes (3 each, and a filter byte a row) not yet read.
static tablesnap_png_status unfilter_rgb(unsigned char *pixels, size_t stride, int width, int height, const unsigned char *raw, tablesnap_png_report *report) {
    size_t row_size = (size_t)width * 3 + 1;
    for (int y = 0; y < height; y++, raw += row_size) {
        uint32_t *out = (uint32_t *)(void *)(pixels + (size_t)y * stride);
        const uint32_t *above = y > 0 ? (const uint32_t *)(const void *)(pixels + (size_t)(y - 1) * stride) : NULL;
        if (tablesnap_png_unfilter_row(raw[0], raw + 1, above, out, width, 3) != 0) return bad_filter(report, y, raw[0]);
    }
    return TABLESNAP_PNG_OK;
}

// Unfilters the rows one at a time into two rows of words (Cairo's pixels
// for RGB, straight ones for RGBA) and hands each to `take` with its index,
// until `take` returns nonzero or the rows end.
typedef int (*row_taker)(void *context, int y, const uint32_t *row);

static tablesnap_png_status each_row(const unsigned char *raw, int width, int height, int bpp, row_taker take, void *context, tablesnap_png_report *report) {
    size_t row_size = (size_t)width * (size_t)bpp + 1;
    uint32_t *rows = (uint32_t *)malloc(sizeof(uint32_t) * 2 * (size_t)width);
    if (!rows) return fail(report, TABLESNAP_PNG_NO_MEMORY);
    tablesnap_png_status status = TABLESNAP_PNG_OK;
    for (int y = 0; y < height; y++, raw += row_size) {
        uint32_t *row = rows + (size_t)(y & 1) * (size_t)width;
        const uint32_t *above = y > 0 ? rows + (size_t)((y - 1) & 1) * (size_t)width : NULL;
        if (tablesnap_png_unfilter_row(raw[0], raw + 1, above, row, width, bpp) != 0) {
            status = bad_filter(report, y, raw[0]);
            break;
        }
        if (take(context, y, row) != 0) break;
    }
    free(rows);
    return status;
}

// A bitmap's pixels, and for a comparison whether a row differed.
typedef struct {
    unsigned char *pixels;
    size_t stride;
    int width, bpp, differs;
} bitmap_rows;

static uint32_t *bitmap_row(const bitmap_rows *bitmap, int y) {
    return (uint32_t *)(void *)(bitmap->pixels + (size_t)y * bitmap->stride);
}

// Writes a straight RGBA row into the bitmap, premultiplied as Cairo wants.
static int store_premultiplied(void *context, int y, const uint32_t *row) {
    const bitmap_rows *bitmap = (const bitmap_rows *)context;
    uint32_t *out = bitmap_row(bitmap, y);
    for (int x = 0; x < bitmap->width; x++) out[x] = tablesnap_png_premultiply(row[x]);
    return 0;
}

// Compares a row with the bitmap's (an RGBA row premultiplied first); stops at the first that differs.
static int compare_row(void *context, int y, const uint32_t *row) {
    bitmap_rows *bitmap = (bitmap_rows *)context;
    const uint32_t *expected = bitmap_row(bitmap, y);
    if (bitmap->bpp == 3) {
        bitmap->differs = memcmp(row, expected, sizeof(uint32_t) * (size_t)bitmap->width) != 0;
    } else {
        for (int x = 0; x < bitmap->width && !bitmap->differs; x++) bitmap->differs = tablesnap_png_premultiply(row[x]) != expected[x];
    }
    return bitmap->differs;
}

static tablesnap_png_status decode_rows(const image_data *z, unsigned char *pixels, size_t stride, int width, int height, int bpp, tablesnap_png_report *report) {
    size_t size = ((size_t)width * (size_t)bpp + 1) * (size_t)height;
    unsigned char *raw = bpp == 3 ? pixels + stride * (size_t)height - size : (unsigned char *)malloc(size);
    if (!raw) return fail(report, TABLESNAP_PNG_NO_MEMORY);
    tablesnap_png_status status = inflate_rows(z, raw, size, report);
    bitmap_rows bitmap = {pixels, stride, width, bpp, 0};
    if (status == TABLESNAP_PNG_OK)
        status = bpp == 3 ? unfilter_rgb(pixels, stride, width, height, raw, report) : each_row(raw, width, height, 4, store_premultiplied, &bitmap, report);
    if (bpp == 4) free(raw);
    return status;
}

// The image data of a PNG the direct reader takes, for a buffer of `width` ×
// `height` pixels `stride` bytes apart; `*bpp` its bytes a pixel.
static tablesnap_png_status open_direct(const unsigned char *data, size_t count, int stride, int width, int height,
                                        int *bpp, image_data *z, tablesnap_png_report *report) {
    tablesnap_png_header header;
    if (tablesnap_png_read_header(data, count, &header, report) != TABLESNAP_PNG_OK) return report->status;
    // The buffer is the caller's: never write rows it was not made for.
    if (width <= 0 || height <= 0 || header.width != (uint32_t)width || header.height != (uint32_t)height)
        return fail(report, TABLESNAP_PNG_BAD_HEADER);
    if ((size_t)stride < (size_t)width * 4) return fail(report, TABLESNAP_PNG_BAD_HEADER);
    if (!header_is_direct_kind(&header)) return fail(report, TABLESNAP_PNG_OTHER_KIND);
    *bpp = header.color == 6 ? 4 : 3;
    return gather(data, count, z, report);
}

tablesnap_png_status tablesnap_png_decode(const unsigned char *data, size_t count, unsigned char *pixels,
                                          int stride, int width, int height, tablesnap_png_report *report) {
    image_data z = {NULL, 0, NULL};
    int bpp = 0;
    tablesnap_png_status status = open_direct(data, count, stride, width, height, &bpp, &z, report);
    if (status == TABLESNAP_PNG_OK) status = decode_rows(&z, pixels, (size_t)stride, width, height, bpp, report);
    free(z.copy);
    return status;
}

// Decides from the rows the file decodes to, never from what it says about
// itself: a digest chunk (PNGDigest.h) can be kept by a file whose pixels
// were changed.
int tablesnap_png_equals(const unsigned char *data, size_t count, const unsigned char *pixels, int stride, int width, int height) {
    tablesnap_png_report report;
    image_data z = {NULL, 0, NULL};
    int bpp = 0, equal = 0;
    if (open_direct(data, count, stride, width, height, &bpp, &z, &report) == TABLESNAP_PNG_OK) {
        size_t size = ((size_t)width * (size_t)bpp + 1) * (size_t)height;
        unsigned char *raw = (unsigned char *)malloc(size);
        // Compared, never written.
        bitmap_rows bitmap = {(unsigned char *)(uintptr_t)pixels, (size_t)stride, width, bpp, 0};
        equal = raw && inflate_rows(&z, raw, size, &report) == TABLESNAP_PNG_OK
            && each_row(raw, width, height, bpp, compare_row, &bitmap, &report) == TABLESNAP_PNG_OK && !bitmap.differs;
        free(raw);
    }
    free(z.copy);
    return equal;
}

// MARK: - Bounding libpng

// Where Adam7's seven passes start and how far apart their pixels are; the
// eighth entry is the whole image, for PNGs that are not interlaced.
static const struct { uint8_t x, y, dx, dy; } passes[8] = {
    {0, 0, 8, 8}, {4, 0, 8, 8}, {0, 4, 4, 8}, {2, 0, 4, 4}, {0, 2, 2, 4}, {1, 0, 2, 2}, {0, 1, 1, 2}, {0, 0, 1, 1},
};

static size_t channels(int color) {
    switch (color) {
    case 2: return 3;
    case 4: return 2;
    case 6: return 4;
    default: return 1;
    }
}

// The bytes of filtered rows the image data holds (a filter byte a row; an
// empty pass has no rows); 0 when that is over what memory can address.
static size_t raw_size(const tablesnap_png_header *header) {
    size_t bits_per_pixel = channels(header->color) * header->depth, total = 0;
    for (int p = header->interlace ? 0 : 7; p < (header->interlace ? 7 : 8); p++) {
        if (header->width <= passes[p].x || header->height <= passes[p].y) continue;
        size_t columns = (header->width - passes[p].x + passes[p].dx - 1) / passes[p].dx;
        size_t rows = (header->height - passes[p].y + passes[p].dy - 1) / passes[p].dy, bits, bytes;
        if (__builtin_mul_overflow(columns, bits_per_pixel, &bits) || __builtin_mul_overflow(bits / 8 + (bits % 8 != 0) + 1, rows, &bytes)
            || __builtin_add_overflow(total, bytes, &total))
            return 0;
    }
    return total;
}

// Whether the stream ends right here, checksum and all, with no byte over.
// Bounded by the input: each step consumes input or ends.
static int stream_ends(z_stream *stream, chunk_cursor cursor) {
    tablesnap_png_report ignored;
    cursor.report = &ignored;
    unsigned char extra;
    stream->next_out = &extra;
    stream->avail_out = 1;
    for (;;) {
        int status = inflate(stream, Z_NO_FLUSH);
        if (status == Z_STREAM_END) return stream->avail_out == 1;
        if (stream->avail_out == 0) return 0;
        if (status == Z_BUF_ERROR && stream->avail_in == 0) {
            if (next_idat(&cursor, stream) != TABLESNAP_PNG_OK) return 0;
        } else if (status != Z_OK) {
            return 0;
        }
    }
}

// Inflates the `raw` bytes of rows through a scratch buffer; `ends` tells
// whether the stream ends after them.
static tablesnap_png_status measure(const unsigned char *data, size_t count, size_t raw, size_t *first_idat, int *ends, tablesnap_png_report *report) {
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (inflateInit(&stream) != Z_OK) return fail(report, TABLESNAP_PNG_NO_MEMORY);
    chunk_cursor cursor = cursor_after_header(data, count, report);
    unsigned char scratch[32768];
    tablesnap_png_status status = TABLESNAP_PNG_OK;
    for (size_t left = raw; left > 0 && status == TABLESNAP_PNG_OK;) {
        uInt piece = left < sizeof scratch ? (uInt)left : (uInt)sizeof scratch;
        status = inflate_exactly(&stream, &cursor, scratch, piece);
        left -= piece;
    }
    if (status == TABLESNAP_PNG_OK) *ends = stream_ends(&stream, cursor);
    *first_idat = cursor.first_idat;
    inflateEnd(&stream);
    return status;
}

enum { stored_block_max = 65535, stored_block_header = 5, zlib_header = 2, zlib_checksum = 4 };

// Writes a chunk's length, type and CRC around the `length` bytes of data already at `chunk + 8`.
static unsigned char *close_chunk(unsigned char *chunk, const char *type, size_t length) {
    write_u32(chunk, (uint32_t)length);
    memcpy(chunk + 4, type, 4);
    write_u32(chunk + 8 + length, crc_of(chunk, length));
    return chunk + chunk_overhead + length;
}

// One IDAT chunk holding the next `size` bytes of rows as a stored deflate
// block, after the zlib header in the first and before the checksum in the last.
static tablesnap_png_status write_stored_idat(unsigned char **out, z_stream *stream, chunk_cursor *cursor, uInt size, int first, int last, uLong *adler) {
    unsigned char *chunk = *out, *at = chunk + 8;
    if (first) {
        // Deflate with a 32 KB window, no dictionary; 0x7801 is a multiple of 31 as zlib requires.
        *at++ = 0x78;
        *at++ = 0x01;
    }
    unsigned char block[stored_block_header] = {(unsigned char)last, (unsigned char)size, (unsigned char)(size >> 8),
                                                 (unsigned char)~size, (unsigned char)(~size >> 8)};
    memcpy(at, block, sizeof block);
    at += sizeof block;
    tablesnap_png_status status = inflate_exactly(stream, cursor, at, size);
    if (status != TABLESNAP_PNG_OK) return status;
    *adler = adler32(*adler, at, size);
    at += size;
    if (last) {
        write_u32(at, (uint32_t)*adler);
        at += zlib_checksum;
    }
    *out = close_chunk(chunk, "IDAT", (size_t)(at - chunk - 8));
    return TABLESNAP_PNG_OK;
}

// The PNG up to its first IDAT, then the `raw` bytes of rows in stored
// blocks, one IDAT each, then IEND.
static tablesnap_png_status rebuild(const unsigned char *data, size_t count, size_t first_idat, size_t raw, tablesnap_png_buffer *rebuilt, tablesnap_png_report *report) {
    size_t blocks = raw / stored_block_max + 1, size;
    if (__builtin_add_overflow(first_idat + blocks * (chunk_overhead + stored_block_header) + zlib_header + zlib_checksum + chunk_overhead, raw, &size))
        return fail(report, TABLESNAP_PNG_NO_MEMORY);
    unsigned char *bytes = (unsigned char *)malloc(size);
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (!bytes || inflateInit(&stream) != Z_OK) {
        free(bytes);
        return fail(report, TABLESNAP_PNG_NO_MEMORY);
    }
    memcpy(bytes, data, first_idat);
    unsigned char *out = bytes + first_idat;
    chunk_cursor cursor = cursor_after_header(data, count, report);
    uLong adler = adler32(0, NULL, 0);
    tablesnap_png_status status = TABLESNAP_PNG_OK;
    for (size_t done = 0; done < raw && status == TABLESNAP_PNG_OK;) {
        uInt piece = raw - done < stored_block_max ? (uInt)(raw - done) : stored_block_max;
        status = write_stored_idat(&out, &stream, &cursor, piece, done == 0, done + piece == raw, &adler);
        done += piece;
    }
    inflateEnd(&stream);
    if (status != TABLESNAP_PNG_OK) {
        free(bytes);
        return status;
    }
    out = close_chunk(out, "IEND", 0);
    *rebuilt = (tablesnap_png_buffer){bytes, (size_t)(out - bytes), size};
    return TABLESNAP_PNG_OK;
}

tablesnap_png_status tablesnap_png_prepare_for_libpng(const unsigned char *data, size_t count,
                                                      tablesnap_png_buffer *rebuilt, tablesnap_png_report *report) {
    *rebuilt = (tablesnap_png_buffer){NULL, 0, 0};
    tablesnap_png_header header;
    if (tablesnap_png_read_header(data, count, &header, report) != TABLESNAP_PNG_OK) return report->status;
    size_t raw = raw_size(&header), first_idat = 0;
    if (raw == 0) return fail(report, TABLESNAP_PNG_NO_MEMORY);
    int ends = 0;
    if (measure(data, count, raw, &first_idat, &ends, report) != TABLESNAP_PNG_OK) return report->status;
    if (ends) return TABLESNAP_PNG_OK;
    return rebuild(data, count, first_idat, raw, rebuilt, report);
}
