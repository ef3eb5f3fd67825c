// The Huffman codes of a dynamic deflate block, as both block writers make
// and announce them (PNGDeflate.c for rows, PNGRepeatBlock.c for runs of
// repeated rows). Private to CGraphics.
#ifndef TABLESNAP_DEFLATE_CODES_H
#define TABLESNAP_DEFLATE_CODES_H

#include "DeflateFormat.h"
#include <stdint.h>

/// Huffman code lengths of at most `limit` bits for the frequencies of
/// `count` (at most 286) symbols: a complete code over at least two symbols
/// (symbols 0 and 1 get a length when fewer are used, as a code of one
/// symbol is not complete). A function of the frequencies alone.
void tablesnap_deflate_code_lengths(const uint32_t *frequencies, int count, int limit, uint8_t *lengths);

/// Starts a dynamic-Huffman block: its header, then the literal/length code
/// lengths (`lengths`, 286 of them) and the distance code lengths (the
/// `distance_count` at `lengths + literal_lengths`), each up to its last
/// used symbol, said in the code-length alphabet with codes made for them.
void tablesnap_deflate_put_header(bit_writer *w, const uint8_t *lengths, int distance_count, int final);

#endif
