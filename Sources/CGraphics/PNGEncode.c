#include "CGraphics.h"
#include "PNGChunks.h"
#include "PNGRows.h"
#include <isa-l/igzip_lib.h>
#include <stdlib.h>
#include <string.h>

// A PNG written straight from Cairo's pixels: each band of rows is filtered
// (PNGRows.c) into a buffer that stays in cache and handed to ISA-L's deflate
// at level 1. On the Settings screen at 3x (9 MB of rows, mostly flat colour)
// ISA-L deflates in about 1 ms, zlib's level 1 in 11, libdeflate's levels 1
// and 2 in 22 and 15 (it hashes every byte of a long match, where zlib and
// ISA-L skip them); the file is 164 KB against 157 and 122–124 (no filter).
// ISA-L's output is the same on every x86-64 processor with SSE4.2, whichever
// of its code paths (SSE, AVX2, AVX-512) runs; it differs without SSE4.2, and
// may on other architectures: equal pixels give equal bytes on one kind of
// machine, and equal pixels everywhere.

enum { band_rows = 16 };

// Room for `more` bytes after `count`; -1 when memory runs out.
static int reserve(tablesnap_png_buffer *out, size_t more) {
    if (out->capacity - out->count >= more) return 0;
    size_t capacity = out->capacity ? out->capacity : 65536;
    while (capacity - out->count < more) {
        if (capacity > SIZE_MAX / 2) return -1;
        capacity *= 2;
    }
    unsigned char *grown = (unsigned char *)realloc(out->bytes, capacity);
    if (!grown) return -1;
    out->bytes = grown;
    out->capacity = capacity;
    return 0;
}

// Writes the length and type of a chunk whose data follows; returns where it starts.
static size_t open_chunk(tablesnap_png_buffer *out, const char *type) {
    size_t start = out->count;
    memcpy(out->bytes + start + 4, type, 4);
    out->count += 8;
    return start;
}

// Fills in the length of the chunk at `start` and appends its CRC; -1 when
// the data is over PNG's 2^31 - 1 bytes or memory runs out.
static int close_chunk(tablesnap_png_buffer *out, size_t start) {
    size_t length = out->count - start - 8;
    if (length > 0x7FFFFFFF || reserve(out, 4) != 0) return -1;
    write_u32(out->bytes + start, (uint32_t)length);
    write_u32(out->bytes + out->count, crc_of(out->bytes + start, length));
    out->count += 4;
    return 0;
}

static int write_header(tablesnap_png_buffer *out, int width, int height, int bpp) {
    if (reserve(out, sizeof png_signature + chunk_overhead + 13) != 0) return -1;
    memcpy(out->bytes, png_signature, sizeof png_signature);
    out->count = sizeof png_signature;
    size_t ihdr = open_chunk(out, "IHDR");
    unsigned char *fields = out->bytes + out->count;
    write_u32(fields, (uint32_t)width);
    write_u32(fields + 4, (uint32_t)height);
    // 8 bits a sample; RGB or RGBA; deflate, adaptive filtering, no interlacing.
    const unsigned char rest[5] = {8, bpp == 4 ? 6 : 2, 0, 0, 0};
    memcpy(fields + 8, rest, sizeof rest);
    out->count += 13;
    return close_chunk(out, ihdr);
}

// The pixels, and for RGBA the rows un-premultiplied so far (this row and the one above).
typedef struct {
    const unsigned char *pixels;
    int width, height, stride, bpp;
    uint32_t *straight[2];
} source;

// Row `y` as the filters take it: Cairo's own words for RGB (the alpha byte is
// dropped), straight ones for RGBA.
static const uint32_t *source_row(const source *s, int y) {
    const uint32_t *pixels = (const uint32_t *)(const void *)(s->pixels + (size_t)y * (size_t)s->stride);
    if (s->bpp == 3) return pixels;
    uint32_t *row = s->straight[y & 1];
    for (int x = 0; x < s->width; x++) row[x] = tablesnap_png_unpremultiply(pixels[x]);
    return row;
}

static size_t filter_band(const source *s, int y0, unsigned char *band) {
    size_t row_size = (size_t)s->width * (size_t)s->bpp + 1;
    int end = y0 + band_rows < s->height ? y0 + band_rows : s->height;
    const uint32_t *above = y0 > 0 ? (s->bpp == 3 ? source_row(s, y0 - 1) : s->straight[(y0 - 1) & 1]) : NULL;
    for (int y = y0; y < end; y++) {
        const uint32_t *row = source_row(s, y);
        tablesnap_png_filter_row(row, above, s->width, s->bpp, band + (size_t)(y - y0) * row_size);
        above = row;
    }
    return (size_t)(end - y0) * row_size;
}

// Deflates `size` bytes onto `out`, growing it as ISA-L fills it; the last
// band also ends the zlib stream (with its checksum).
static int deflate_band(struct isal_zstream *stream, tablesnap_png_buffer *out, unsigned char *band, size_t size, int last) {
    stream->next_in = band;
    stream->avail_in = (uint32_t)size;
    stream->end_of_stream = last;
    do {
        if (reserve(out, 65536) != 0) return -1;
        size_t room = out->capacity - out->count;
        stream->next_out = out->bytes + out->count;
        stream->avail_out = room > UINT32_MAX ? UINT32_MAX : (uint32_t)room;
        if (isal_deflate(stream) != COMP_OK) return -1;
        out->count = (size_t)(stream->next_out - out->bytes);
    } while (stream->avail_in > 0 || (last && stream->internal_state.state != ZSTATE_END));
    return 0;
}

static int write_image_data(tablesnap_png_buffer *out, source *s, struct isal_zstream *stream, unsigned char *band) {
    if (reserve(out, 8) != 0) return -1;
    size_t idat = open_chunk(out, "IDAT");
    for (int y = 0; y < s->height; y += band_rows) {
        size_t size = filter_band(s, y, band);
        if (deflate_band(stream, out, band, size, y + band_rows >= s->height) != 0) return -1;
    }
    if (close_chunk(out, idat) != 0 || reserve(out, chunk_overhead) != 0) return -1;
    return close_chunk(out, open_chunk(out, "IEND"));
}

typedef struct {
    struct isal_zstream *stream;
    unsigned char *level_buffer, *band;
    uint32_t *straight;
} encoder;

static void free_encoder(encoder *e) {
    free(e->stream);
    free(e->level_buffer);
    free(e->band);
    free(e->straight);
}

static int make_encoder(encoder *e, source *s) {
    size_t row_size = (size_t)s->width * (size_t)s->bpp + 1;
    e->stream = (struct isal_zstream *)malloc(sizeof *e->stream);
    e->level_buffer = (unsigned char *)malloc(ISAL_DEF_LVL1_DEFAULT);
    e->band = (unsigned char *)malloc(row_size * band_rows);
    e->straight = s->bpp == 4 ? (uint32_t *)malloc(sizeof(uint32_t) * 2 * (size_t)s->width) : NULL;
    if (!e->stream || !e->level_buffer || !e->band || (s->bpp == 4 && !e->straight)) return -1;
    s->straight[0] = e->straight;
    s->straight[1] = e->straight ? e->straight + s->width : NULL;
    isal_deflate_init(e->stream);
    e->stream->level = 1;
    e->stream->level_buf = e->level_buffer;
    e->stream->level_buf_size = ISAL_DEF_LVL1_DEFAULT;
    e->stream->gzip_flag = IGZIP_ZLIB;
    return 0;
}

int tablesnap_png_encode(const unsigned char *pixels, int width, int height, int stride, int opaque, tablesnap_png_buffer *out) {
    *out = (tablesnap_png_buffer){NULL, 0, 0};
    source s = {pixels, width, height, stride, opaque ? 3 : 4, {NULL, NULL}};
    encoder e = {NULL, NULL, NULL, NULL};
    int status = width > 0 && height > 0 && stride >= width * 4 ? make_encoder(&e, &s) : -1;
    if (status == 0) status = write_header(out, width, height, s.bpp);
    if (status == 0) status = write_image_data(out, &s, e.stream, e.band);
    free_encoder(&e);
    if (status != 0) {
        free(out->bytes);
        *out = (tablesnap_png_buffer){NULL, 0, 0};
    }
    return status;
}
