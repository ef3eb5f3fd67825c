#include "CGraphics.h"
#include "PNGRows.h"
#include <string.h>

// A pixel is worked on as one word whose four bytes are its channels, so each
// filter treats a pixel in a few word operations instead of a byte at a time:
// PNG's filters act on each channel modulo 256, with no carry between them.
// Four pixels of RGB are three words of PNG bytes, moved as such. The row
// functions are inlined into one copy per filter and pixel size, so that none
// of that is decided per pixel: together several times faster than bytes.
#define ROW_FUNCTION static inline __attribute__((always_inline))

// With AVX2 the compiler vectorizes these loops, which shortens both the
// encode and the decode markedly. The entry points are compiled twice, and
// the loader picks the copy the processor runs.
#if defined(__x86_64__)
#define ROW_ENTRY __attribute__((target_clones("avx2", "default")))
#else
#define ROW_ENTRY
#endif

// Cairo's words are native-endian; the byte shuffles below are written for
// the little-endian machines Swift runs on Linux (x86-64, arm64).
_Static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "PNGRows.c assumes a little-endian machine");

enum { filter_none = 0, filter_sub = 1, filter_up = 2, filter_average = 3, filter_paeth = 4 };

ROW_FUNCTION uint32_t lanes_add(uint32_t a, uint32_t b) {
    return ((a & 0x7F7F7F7Fu) + (b & 0x7F7F7F7Fu)) ^ ((a ^ b) & 0x80808080u);
}

ROW_FUNCTION uint32_t lanes_sub(uint32_t a, uint32_t b) {
    return ((a | 0x80808080u) - (b & 0x7F7F7F7Fu)) ^ ((a ^ ~b) & 0x80808080u);
}

// Each channel's (a + b) / 2, rounded down, as the Average filter wants.
ROW_FUNCTION uint32_t lanes_average(uint32_t a, uint32_t b) {
    return (a & b) + (((a ^ b) & 0xFEFEFEFEu) >> 1);
}

static unsigned paeth(unsigned a, unsigned b, unsigned c) {
    int p = (int)(a + b) - (int)c, pa = p > (int)a ? p - (int)a : (int)a - p;
    int pb = p > (int)b ? p - (int)b : (int)b - p, pc = p > (int)c ? p - (int)c : (int)c - p;
    return (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
}

static uint32_t lanes_paeth(uint32_t left, uint32_t up, uint32_t upleft) {
    uint32_t result = 0;
    for (int shift = 0; shift < 32; shift += 8)
        result |= paeth(left >> shift & 0xFF, up >> shift & 0xFF, upleft >> shift & 0xFF) << shift;
    return result;
}

// MARK: - PNG's byte order

ROW_FUNCTION uint32_t load_word(const unsigned char *p) {
    uint32_t word;
    memcpy(&word, p, 4);
    return word;
}

ROW_FUNCTION void store_word(unsigned char *p, uint32_t word) { memcpy(p, &word, 4); }

// 0xAARRGGBB as the bytes R G B A, and back (the same swap).
ROW_FUNCTION uint32_t swap_red_blue(uint32_t pixel) { return __builtin_bswap32(pixel) >> 8 | (pixel & 0xFF000000u); }

ROW_FUNCTION void put_pixel(unsigned char *out, uint32_t pixel, int bpp) {
    if (bpp == 4) {
        store_word(out, swap_red_blue(pixel));
        return;
    }
    out[0] = (unsigned char)(pixel >> 16);
    out[1] = (unsigned char)(pixel >> 8);
    out[2] = (unsigned char)pixel;
}

ROW_FUNCTION uint32_t get_pixel(const unsigned char *in, int bpp) {
    if (bpp == 4) return swap_red_blue(load_word(in));
    return (uint32_t)in[0] << 16 | (uint32_t)in[1] << 8 | in[2];
}

// Four pixels: RGB as three words of bytes R0 G0 B0 R1 | G1 B1 R2 G2 | B2 R3 G3 B3.
ROW_FUNCTION void put_four(unsigned char *out, const uint32_t pixels[4], int bpp) {
    if (bpp == 4) {
        for (int i = 0; i < 4; i++) store_word(out + 4 * i, swap_red_blue(pixels[i]));
        return;
    }
    uint32_t c[4];
    for (int i = 0; i < 4; i++) c[i] = __builtin_bswap32(pixels[i]) >> 8;
    store_word(out, c[0] | c[1] << 24);
    store_word(out + 4, c[1] >> 8 | c[2] << 16);
    store_word(out + 8, c[2] >> 16 | c[3] << 8);
}

ROW_FUNCTION void get_four(const unsigned char *in, uint32_t pixels[4], int bpp) {
    if (bpp == 4) {
        for (int i = 0; i < 4; i++) pixels[i] = swap_red_blue(load_word(in + 4 * i));
        return;
    }
    uint32_t a = load_word(in), b = load_word(in + 4), c = load_word(in + 8);
    const uint32_t bytes[4] = {a & 0xFFFFFF, a >> 24 | (b & 0xFFFF) << 8, b >> 16 | (c & 0xFF) << 16, c >> 8};
    for (int i = 0; i < 4; i++) pixels[i] = __builtin_bswap32(bytes[i]) >> 8;
}

// MARK: - Filtering

// What the None, Sub or Up filter subtracts from pixel x.
ROW_FUNCTION uint32_t prediction(int filter, const uint32_t *row, const uint32_t *above, int x) {
    if (filter == filter_sub) return x > 0 ? row[x - 1] : 0;
    return filter == filter_up ? above[x] : 0;
}

ROW_FUNCTION void put_row(int filter, const uint32_t *row, const uint32_t *above, int width, int bpp, unsigned char *out) {
    int x = 0;
    for (; x + 4 <= width; x += 4) {
        uint32_t pixels[4];
        for (int i = 0; i < 4; i++) pixels[i] = lanes_sub(row[x + i], prediction(filter, row, above, x + i));
        put_four(out + (size_t)x * (size_t)bpp, pixels, bpp);
    }
    for (; x < width; x++) put_pixel(out + (size_t)x * (size_t)bpp, lanes_sub(row[x], prediction(filter, row, above, x)), bpp);
}

// The pixels unlike the one before them (`step` 1) or above them (`step` 0,
// `other` the row above), counting the channels PNG stores.
ROW_FUNCTION int changes(const uint32_t *row, const uint32_t *other, int width, int bpp) {
    uint32_t mask = bpp == 4 ? 0xFFFFFFFFu : 0xFFFFFFu;
    int count = 0;
    for (int x = 0; x < width; x++) count += ((row[x] ^ other[x]) & mask) != 0;
    return count;
}

// How two rows compare (PNGRows.h). Stops a few pixels after the first
// difference in the stored channels (the blocks vectorize, an early exit
// would not).
ROW_FUNCTION int same_pixels(const uint32_t *row, const uint32_t *other, int width, int bpp) {
    uint32_t mask = bpp == 4 ? 0xFFFFFFFFu : 0xFFFFFFu, words = 0;
    int x = 0;
    for (; x + 16 <= width; x += 16) {
        uint32_t any = 0;
        for (int i = 0; i < 16; i++) {
            uint32_t difference = row[x + i] ^ other[x + i];
            any |= difference & mask;
            words |= difference;
        }
        if (any) return png_row_unlike;
    }
    for (; x < width; x++) {
        uint32_t difference = row[x] ^ other[x];
        if (difference & mask) return png_row_unlike;
        words |= difference;
    }
    return words ? png_row_repeats : png_row_repeats_words;
}

// Rows of flat colour and text deflate best unfiltered: a glyph, a row or a
// run of colour repeats byte for byte, which deflate finds. Rows where many
// pixels change (photos, gradients) deflate better as differences: Up or Sub,
// whichever leaves fewer pixels that are not zero. On the renders in Assets/
// this gives smaller files than Sub everywhere, and unlike no filter at all
// it keeps photos from growing much. A row that repeats the one above is Up,
// all zeros, which the encoder deflates itself (PNGRepeatBlock.h).
ROW_FUNCTION int filter_row(const uint32_t *row, const uint32_t *above, int width, int bpp, unsigned char *out) {
    // A row given as the row above's own words (the encoder's rows below those drawn) repeats it unread.
    int repeat = !above ? png_row_unlike : row == above ? png_row_repeats_words : same_pixels(row, above, width, bpp);
    if (repeat != png_row_unlike) { // Up, all zeros
        out[0] = filter_up;
        memset(out + 1, 0, (size_t)width * (size_t)bpp);
        return repeat;
    }
    int from_left = width > 1 ? changes(row + 1, row, width - 1, bpp) : 0;
    int filter = from_left <= width / 16 ? filter_none
        : above && changes(row, above, width, bpp) <= from_left ? filter_up : filter_sub;
    out[0] = (unsigned char)filter;
    switch (filter) {
    case filter_none: put_row(filter_none, row, above, width, bpp, out + 1); break;
    case filter_up: put_row(filter_up, row, above, width, bpp, out + 1); break;
    default: put_row(filter_sub, row, above, width, bpp, out + 1); break;
    }
    return png_row_unlike;
}

ROW_ENTRY int tablesnap_png_filter_row(const uint32_t *row, const uint32_t *above, int width, int bpp, unsigned char *out) {
    return bpp == 3 ? filter_row(row, above, width, 3, out) : filter_row(row, above, width, 4, out);
}

// MARK: - Unfiltering

// Each reads pixel x before it writes out[x] and never reads it again, which
// lets `out` overlap `raw` as PNGDecode.c places them. `opaque` is alpha 255
// for RGB rows, 0 for RGBA.

// None, Sub and Up: what is added back to pixel x, given the row so far.
ROW_FUNCTION uint32_t restored(int filter, uint32_t raw, const uint32_t *out, const uint32_t *above, int x, uint32_t opaque) {
    uint32_t predicted = filter == filter_sub ? (x > 0 ? out[x - 1] : 0) : filter == filter_up ? above[x] : 0;
    return lanes_add(raw, predicted) | opaque;
}

ROW_FUNCTION void get_row(int filter, const unsigned char *raw, const uint32_t *above, uint32_t *out, int width, int bpp, uint32_t opaque) {
    int x = 0;
    for (; x + 4 <= width; x += 4) {
        uint32_t pixels[4];
        get_four(raw + (size_t)x * (size_t)bpp, pixels, bpp);
        for (int i = 0; i < 4; i++) out[x + i] = restored(filter, pixels[i], out, above, x + i, opaque);
    }
    for (; x < width; x++) out[x] = restored(filter, get_pixel(raw + (size_t)x * (size_t)bpp, bpp), out, above, x, opaque);
}

// Average and Paeth, which TableSnap never writes, a pixel at a time.
ROW_FUNCTION void get_row_slowly(int filter, const unsigned char *raw, const uint32_t *above, uint32_t *out, int width, int bpp, uint32_t opaque) {
    uint32_t left = 0, upleft = 0;
    for (int x = 0; x < width; x++, raw += bpp) {
        uint32_t up = above ? above[x] : 0;
        uint32_t predicted = filter == filter_average ? lanes_average(left, up) : lanes_paeth(left, up, upleft);
        out[x] = left = lanes_add(get_pixel(raw, bpp), predicted) | opaque;
        upleft = up;
    }
}

// Whether all `count` bytes are zero; stops at the first that is not.
ROW_FUNCTION int all_zero(const unsigned char *bytes, size_t count) {
    size_t i = 0;
    for (; i + 32 <= count; i += 32) {
        uint64_t words[4], any = 0;
        memcpy(words, bytes + i, sizeof words);
        for (int k = 0; k < 4; k++) any |= words[k];
        if (any) return 0;
    }
    for (; i < count; i++)
        if (bytes[i]) return 0;
    return 1;
}

ROW_FUNCTION int unfilter_row(unsigned char filter, const unsigned char *raw, const uint32_t *above, uint32_t *out, int width, int bpp, uint32_t opaque) {
    switch (filter) {
    case filter_none: get_row(filter_none, raw, above, out, width, bpp, opaque); return 0;
    case filter_sub: get_row(filter_sub, raw, above, out, width, bpp, opaque); return 0;
    // Up over the first row adds zeros: no filter. A row of zeros repeats the
    // row above (as the encoder writes every such row): copied, several
    // times faster than adding.
    case filter_up:
        if (above && all_zero(raw, (size_t)width * (size_t)bpp)) memcpy(out, above, sizeof(uint32_t) * (size_t)width);
        else get_row(above ? filter_up : filter_none, raw, above, out, width, bpp, opaque);
        return 0;
    case filter_average: get_row_slowly(filter_average, raw, above, out, width, bpp, opaque); return 0;
    case filter_paeth: get_row_slowly(filter_paeth, raw, above, out, width, bpp, opaque); return 0;
    default: return -1;
    }
}

ROW_ENTRY int tablesnap_png_unfilter_row(unsigned char filter, const unsigned char *raw, const uint32_t *above, uint32_t *out, int width, int bpp) {
    return bpp == 3 ? unfilter_row(filter, raw, above, out, width, 3, 0xFF000000u) : unfilter_row(filter, raw, above, out, width, 4, 0);
}

// MARK: - Alpha

uint32_t tablesnap_png_unpremultiply(uint32_t pixel) {
    uint32_t a = pixel >> 24, result = pixel & 0xFF000000u;
    if (a == 0 || a == 255) return pixel;
    for (int shift = 0; shift < 24; shift += 8) {
        uint32_t c = ((pixel >> shift & 0xFF) * 255 + a / 2) / a;
        result |= (c > 255 ? 255 : c) << shift;
    }
    return result;
}

uint32_t tablesnap_png_premultiply(uint32_t pixel) {
    uint32_t a = pixel >> 24, result = pixel & 0xFF000000u;
    if (a == 255) return pixel;
    for (int shift = 0; shift < 24; shift += 8) result |= ((pixel >> shift & 0xFF) * a + 127) / 255 << shift;
    return result;
}

// BGRA bytes are Cairo's native-endian words on the little-endian machines
// TableSnap runs on, so each pixel premultiplies as a word.
void tablesnap_png_premultiply_rows(unsigned char *pixels, int width, int height, int stride) {
    for (int y = 0; y < height; y++) {
        uint32_t *row = (uint32_t *)(void *)(pixels + (size_t)y * (size_t)stride);
        for (int x = 0; x < width; x++) row[x] = tablesnap_png_premultiply(row[x]);
    }
}
