// Deflate's format (RFC 1951) as the encoder's block writers share it
// (PNGDeflate.c for rows, PNGRepeatBlock.c for runs of repeated rows).
// Private to CGraphics.
//
// Bits are packed from the lowest up, Huffman codes from their highest bit,
// so codes are kept here reversed, as written.
#ifndef TABLESNAP_DEFLATE_FORMAT_H
#define TABLESNAP_DEFLATE_FORMAT_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/// Bits written after the last whole byte of a block: `count` (0–7) of them,
/// the first in the lowest bit of `value`.
typedef struct {
    unsigned value;
    int count;
} tablesnap_png_bits;

typedef struct {
    unsigned char *next;
    uint64_t bits;
    int count;
} bit_writer;

/// Adds `count` (at most 32) bits; whole words are written as they fill, the
/// rest when the writer is drained.
static inline void put_bits(bit_writer *w, uint32_t value, int count) {
    w->bits |= (uint64_t)value << w->count;
    w->count += count;
    if (w->count >= 32) {
        uint32_t word = (uint32_t)w->bits;
        unsigned char bytes[4] = {(unsigned char)word, (unsigned char)(word >> 8), (unsigned char)(word >> 16), (unsigned char)(word >> 24)};
        memcpy(w->next, bytes, 4);
        w->next += 4;
        w->bits >>= 32;
        w->count -= 32;
    }
}

/// Writes the whole bytes held back; returns the bits after them.
static inline tablesnap_png_bits drain(bit_writer *w) {
    for (; w->count >= 8; w->count -= 8, w->bits >>= 8) *w->next++ = (unsigned char)w->bits;
    return (tablesnap_png_bits){(unsigned)w->bits, w->count};
}

/// Zeros up to the next byte boundary, then drains the writer.
static inline void pad_to_byte(bit_writer *w) {
    if (w->count % 8) put_bits(w, 0, 8 - w->count % 8);
    drain(w);
}

static inline void put(bit_writer *w, tablesnap_png_bits bits) { put_bits(w, bits.value, bits.count); }

/// A writer at `out`, after the bits another writer left.
static inline bit_writer writer_at(unsigned char *out, tablesnap_png_bits head) {
    return (bit_writer){out, head.value, head.count};
}


enum {
    literal_lengths = 286,   // literals, the end of a block, 29 length symbols
    distance_codes = 30,
    end_of_block = 256,
    shortest_match = 3,
    longest_match = 258,
    farthest_match = 32768,
    code_lengths = 19,       // the alphabet a block's code lengths are written in
    longest_code = 15,
    longest_code_length_code = 7,
};

static const uint16_t length_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27,
                                         31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t distance_base[distance_codes] = {1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
                                                       257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
static const uint8_t distance_extra[distance_codes] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
                                                       7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};

/// The order a block's header gives the code-length alphabet's lengths in.
static const uint8_t code_length_order[code_lengths] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

/// The length symbol's index (257 + index) for a match of 3–258 bytes:
/// eight of one length, then four each per doubling (the table's layout).
static inline int length_index(int length) {
    if (length == longest_match) return 28;
    unsigned v = (unsigned)(length - shortest_match);
    if (v < 8) return (int)v;
    int k = 31 - __builtin_clz(v);
    return 4 * (k - 1) + (int)(v >> (k - 2) & 3);
}

/// The distance code for a distance of 1–32768: four of one distance, then
/// two per doubling.
static inline int distance_index(unsigned distance) {
    unsigned v = distance - 1;
    if (v < 4) return (int)v;
    int k = 31 - __builtin_clz(v);
    return 2 * k + (int)(v >> (k - 1) & 1);
}

/// The canonical codes of RFC 1951 §3.2.2 for the given code lengths,
/// bit-reversed as deflate writes them.
static inline void written_codes(const uint8_t *lengths, int count, uint16_t *codes) {
    int per_length[16] = {0}, next[16] = {0};
    for (int i = 0; i < count; i++) per_length[lengths[i]]++;
    per_length[0] = 0;
    for (int bits = 1, code = 0; bits < 16; bits++) {
        code = (code + per_length[bits - 1]) << 1;
        next[bits] = code;
    }
    for (int i = 0; i < count; i++) {
        int code = lengths[i] ? next[lengths[i]]++ : 0;
        uint16_t reversed = 0;
        for (int bit = 0; bit < lengths[i]; bit++) reversed |= (uint16_t)((code >> bit & 1) << (lengths[i] - 1 - bit));
        codes[i] = reversed;
    }
}

/// A symbol's bits as written.
static inline tablesnap_png_bits symbol_bits(int index, const uint16_t *codes, const uint8_t *lengths) {
    return (tablesnap_png_bits){codes[index], lengths[index]};
}

#endif
