// PNG's filtered rows of 8-bit RGB or RGBA, made from and turned back into
// Cairo's ARGB32 words (one native-endian uint32_t a pixel, 0xAARRGGBB).
// Private to CGraphics: the encoder and the direct reader share it.
#ifndef TABLESNAP_PNG_ROWS_H
#define TABLESNAP_PNG_ROWS_H

#include <stddef.h>
#include <stdint.h>

/// How a row compares with the row above, as tablesnap_png_filter_row finds it.
enum {
    png_row_unlike = 0,        // it differs in the channels stored
    png_row_repeats = 1,       // it repeats them; only an RGB row's unused alpha bytes differ
    png_row_repeats_words = 2, // it repeats the row above word for word, as given
};

/// Writes one row as PNG stores it, its filter byte first: `bpp` 3 (RGB, the
/// alpha byte dropped) or 4 (RGBA, `row` already straight, not premultiplied).
/// `above` is the row above as it was given, or NULL for the first row. `out`
/// needs room for 1 + width × bpp bytes. Returns how the row compares with
/// the row above (a repeat is stored as Up: its filter byte 2, then zeros).
int tablesnap_png_filter_row(const uint32_t *row, const uint32_t *above, int width, int bpp, unsigned char *out);

/// Reverses one row's filter (`raw` is the byte after the filter byte):
/// `out` receives straight words, alpha 255 when `bpp` is 3; `above` is the
/// row above as an earlier call wrote it, or NULL for the first row. `out` may lie
/// before `raw` in one buffer as long as writing pixel x never reaches raw
/// bytes of pixels after x (see PNGDecode.c). Returns -1 for a filter type
/// PNG does not define.
int tablesnap_png_unfilter_row(unsigned char filter, const unsigned char *raw, const uint32_t *above, uint32_t *out, int width, int bpp);

/// Cairo's premultiplied word as a straight one, rounded as PNG writers round.
uint32_t tablesnap_png_unpremultiply(uint32_t pixel);

/// A straight word as Cairo's premultiplied one.
uint32_t tablesnap_png_premultiply(uint32_t pixel);

/// Row `y` of `pixels` (`stride` bytes apart) when they hold only the first
/// `drawn` rows of a picture whose rows below repeat the last
/// (tablesnap_png_encoder_start).
static inline const unsigned char *png_held_row(const unsigned char *pixels, int stride, int drawn, int y) {
    return pixels + (size_t)(y < drawn ? y : drawn - 1) * (size_t)stride;
}

#endif
