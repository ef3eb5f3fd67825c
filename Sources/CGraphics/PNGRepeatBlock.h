// A deflate block for a run of rows that repeat the row above them, which
// the encoder (PNGEncode.c) writes without looking at the rows.
// Private to CGraphics.
//
// Such a row is stored with the Up filter: its filter byte 2, then zeros.
// A deflater finds those zeros, but compares every byte of every match to do
// so, and a screen's background, the gaps between rows of text and the
// cards' edges repeat row after row (much of a settings screen, nearly all
// of a short table's). This block encodes each row as the same few symbols
// instead (the filter byte, one zero, then matches one byte back), with
// Huffman codes made for them, without looking at a byte.
#ifndef TABLESNAP_PNG_REPEAT_BLOCK_H
#define TABLESNAP_PNG_REPEAT_BLOCK_H

#include "CGraphics.h"
#include "DeflateFormat.h"
#include <stddef.h>

/// Appends a dynamic-Huffman deflate block holding `rows` rows of `row_size`
/// bytes each (a 2 and then zeros; `rows` ≥ 1, `row_size` ≥ 2) to `out`,
/// starting at a byte boundary, the last block of the stream when `final`.
/// Its last few bits are left in `*tail` for the writer that follows
/// (tablesnap_deflater_prime, or tablesnap_png_end_bits). Returns 0, or -1
/// when memory runs out.
int tablesnap_png_write_repeat_block(tablesnap_png_buffer *out, int rows, size_t row_size, int final, tablesnap_png_bits *tail);

/// Appends `tail` and then, when not `final`, an empty stored block, so that
/// the stream goes on at a byte boundary (as zlib's sync flush leaves it);
/// when `final`, the last byte's unused bits are zeros. Returns 0 or -1.
int tablesnap_png_end_bits(tablesnap_png_buffer *out, tablesnap_png_bits tail, int final);

#endif
