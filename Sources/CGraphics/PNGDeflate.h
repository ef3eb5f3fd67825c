// The deflate encoder for a PNG's filtered rows. Private to CGraphics.
//
// Rendered screens repeat themselves in two ways deflate can say briefly: a
// pixel like the one before it (flat colour, or the zeros of a filtered
// row), and a pixel like the one above it. This encoder tries those two
// matches at every byte and, where neither is one, a third: the last place
// the same four bytes were seen (one hash probe, no chains), for glyphs and
// edges that recur along a row. It takes the longest of at least 4 bytes,
// else a literal, and writes dynamic-Huffman blocks of 16,384 symbols. On
// screenshots it writes smaller files than zlib's level 1 in less time. Its
// bytes are a function of its input alone.
//
// Of the libraries, zlib is slower on screenshots, ISA-L's bytes are not a
// function of its input, zlib-ng is not packaged by Debian 12, and
// libdeflate's fastest levels are slower still on screenshots (see
// Performance in TableKit's documentation). zlib still inflates every file
// in the tests.
#ifndef TABLESNAP_PNG_DEFLATE_H
#define TABLESNAP_PNG_DEFLATE_H

#include "CGraphics.h"
#include "DeflateFormat.h"
#include <stddef.h>
#include <stdint.h>

enum { deflater_hash_bits = 14, deflater_block_symbols = 16384 };

/// One deflate stream as it is written; see tablesnap_deflater_write.
typedef struct {
    const unsigned char *base;    // where the rows' buffer starts
    uint32_t *recent;             // by hash of four bytes: where they were last seen, after `base` (+1; 0 for never)
    uint32_t *symbols;            // the block's: a literal byte, or length << 16 | distance
    size_t count;
    uint32_t literal_frequency[literal_lengths], distance_frequency[distance_codes];
    tablesnap_png_bits pending; // bits after the last whole byte written
    size_t pixel_size, row_size; // the distances of the pixel before and the pixel above
} tablesnap_deflater;

/// A stream of rows of `row_size` bytes (a filter byte and pixels of
/// `pixel_size` bytes), all given from one buffer of under 4 GB at `base`.
/// Returns 0, or -1 when memory runs out.
int tablesnap_deflater_init(tablesnap_deflater *d, size_t pixel_size, size_t row_size, const unsigned char *base);

void tablesnap_deflater_free(tablesnap_deflater *d);

/// Deflates the `size` bytes at `data` into `out`. The `history` bytes
/// before `data` are the stream's bytes before them (or the rows above the
/// stream's, a dictionary), which matches may reach back into; they and
/// `data` stay as they are until the call returns. Returns 0 or -1.
int tablesnap_deflater_write(tablesnap_deflater *d, tablesnap_png_buffer *out, const unsigned char *data, size_t size, size_t history);

/// Ends the block under way. When `final`, it is the stream's last and the
/// last byte is padded with zeros; otherwise an empty stored block follows,
/// so the stream goes on at a byte boundary (as zlib's sync flush leaves it).
/// Returns 0 or -1.
int tablesnap_deflater_flush(tablesnap_deflater *d, tablesnap_png_buffer *out, int final);

/// Goes on after bits another block writer left (a repeat block's tail).
void tablesnap_deflater_prime(tablesnap_deflater *d, tablesnap_png_bits tail);

#endif
