#include "CGraphics.h"
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

// libpng inflates a PNG a row at a time through an 8 KB buffer and then
// transforms each row; on a 1179 × 2556 screenshot that costs about three times
// what one zlib call over the whole stream plus one pass to unfilter and
// reorder costs. This reader takes only the PNGs TableSnap writes and their
// like (8-bit RGB or RGBA, not interlaced, no colour-space chunks) and leaves
// everything else to libpng, after tablesnap_png_prepare_for_libpng has
// bounded what libpng will inflate.
//
// Both stop at the last row: a small PNG can carry gigabytes of zlib data
// after it, which libpng would inflate in full ("extra compressed data").

static uint32_t read_u32(const unsigned char *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
}

static void write_u32(unsigned char *p, uint32_t value) {
    p[0] = (unsigned char)(value >> 24);
    p[1] = (unsigned char)(value >> 16);
    p[2] = (unsigned char)(value >> 8);
    p[3] = (unsigned char)value;
}

static tablesnap_png_status fail(tablesnap_png_report *report, tablesnap_png_status status) {
    report->status = status;
    return status;
}

// `chunk` points at a chunk's length field; its data has been bounds-checked.
static tablesnap_png_status check_crc(const unsigned char *chunk, size_t length, size_t offset, tablesnap_png_report *report) {
    if (crc32_z(0, chunk + 4, length + 4) == read_u32(chunk + 8 + length)) return TABLESNAP_PNG_OK;
    memcpy(report->chunk, chunk + 4, 4);
    report->chunk[4] = 0;
    report->offset = offset;
    return fail(report, TABLESNAP_PNG_BAD_CRC);
}

static const unsigned char png_signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
// The signature and the IHDR chunk, which must come first.
enum { header_end = 8 + 12 + 13 };

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

// Walks the chunks after IHDR, checking each one's CRC, and hands zlib the
// IDAT chunks' data in order.
typedef struct {
    const unsigned char *data;
    size_t count, at;
    // Where the first IDAT chunk starts; 0 until it is reached.
    size_t first_idat;
    // The direct reader stops at a chunk before IDAT that changes how pixels read.
    int direct;
    tablesnap_png_report *report;
} chunk_cursor;

static chunk_cursor cursor_after_header(const unsigned char *data, size_t count, int direct, tablesnap_png_report *report) {
    chunk_cursor cursor = {data, count, header_end, 0, direct, report};
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
        if (cursor->direct && !chunk_is_harmless(type)) return fail(cursor->report, TABLESNAP_PNG_OTHER_KIND);
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

// Rows are inflated a band at a time into a buffer that stays in cache, with
// the band's last row kept for the next band's Up, Average and Paeth filters.
enum { band_rows = 32 };

static tablesnap_png_status decode_rows(z_stream *stream, chunk_cursor *cursor, unsigned char *pixels, int stride, int width, int height, size_t bpp) {
    size_t length = (size_t)width * bpp, row_size = length + 1;
    unsigned char *band = (unsigned char *)malloc(row_size * band_rows + length);
    if (!band) return fail(cursor->report, TABLESNAP_PNG_NO_MEMORY);
    unsigned char *previous = band + row_size * band_rows;
    tablesnap_png_status status = TABLESNAP_PNG_OK;
    for (int y = 0; y < height && status == TABLESNAP_PNG_OK; y += band_rows) {
        int rows = height - y < band_rows ? height - y : band_rows;
        status = inflate_exactly(stream, cursor, band, (uInt)(row_size * (size_t)rows));
        for (int i = 0; i < rows && status == TABLESNAP_PNG_OK; i++) {
            unsigned char *row = band + (size_t)i * row_size;
            const unsigned char *above = i > 0 ? row - length : (y > 0 ? previous : NULL);
            if (unfilter(row[0], row + 1, above, length, bpp) != 0) {
                cursor->report->row = (uint32_t)(y + i);
                cursor->report->filter = row[0];
                status = fail(cursor->report, TABLESNAP_PNG_BAD_FILTER);
            } else {
                store_row(row + 1, pixels + (size_t)(y + i) * stride, width, bpp);
            }
        }
        if (status == TABLESNAP_PNG_OK) memcpy(previous, band + (size_t)(rows - 1) * row_size + 1, length);
    }
    free(band);
    return status;
}

tablesnap_png_status tablesnap_png_decode(const unsigned char *data, size_t count, unsigned char *pixels,
                                          int stride, int width, int height, tablesnap_png_report *report) {
    tablesnap_png_header header;
    if (tablesnap_png_read_header(data, count, &header, report) != TABLESNAP_PNG_OK) return report->status;
    // The buffer is the caller's: never write rows it was not made for.
    if (width <= 0 || height <= 0 || header.width != (uint32_t)width || header.height != (uint32_t)height)
        return fail(report, TABLESNAP_PNG_BAD_HEADER);
    if ((size_t)stride < (size_t)width * 4) return fail(report, TABLESNAP_PNG_BAD_HEADER);
    // A band's size must fit zlib's 32-bit counts; libpng reads rows wider than that.
    if (header.depth != 8 || (header.color != 2 && header.color != 6) || header.interlace != 0
        || (size_t)width * 4 + 1 > UINT_MAX / band_rows)
        return fail(report, TABLESNAP_PNG_OTHER_KIND);
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (inflateInit(&stream) != Z_OK) return fail(report, TABLESNAP_PNG_NO_MEMORY);
    chunk_cursor cursor = cursor_after_header(data, count, 1, report);
    tablesnap_png_status status = decode_rows(&stream, &cursor, pixels, stride, width, height, header.color == 6 ? 4 : 3);
    inflateEnd(&stream);
    return status;
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
    chunk_cursor cursor = cursor_after_header(data, count, 0, report);
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

enum { stored_block_max = 65535, stored_block_header = 5, zlib_header = 2, zlib_checksum = 4, chunk_overhead = 12 };

// Writes a chunk's length, type and CRC around the `length` bytes of data already at `chunk + 8`.
static unsigned char *close_chunk(unsigned char *chunk, const char *type, size_t length) {
    write_u32(chunk, (uint32_t)length);
    memcpy(chunk + 4, type, 4);
    write_u32(chunk + 8 + length, (uint32_t)crc32_z(0, chunk + 4, length + 4));
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
    chunk_cursor cursor = cursor_after_header(data, count, 0, report);
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
