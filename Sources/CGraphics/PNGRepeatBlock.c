#include "PNGRepeatBlock.h"
#include "DeflateCodes.h"
#include "PNGChunks.h"
#include <stdint.h>
#include <string.h>

// One row after its filter byte and first zero: `literals` more zeros (a row
// too short for a match), `full` matches of 258, then up to two shorter ones
// (0 for none): the remainder, of which a match under 3 bytes (deflate's
// shortest) takes 3 from the 258 before it.
typedef struct {
    int literals, full, second, last;
} row_pattern;

static row_pattern pattern_of(size_t row_size) {
    row_pattern p = {0, 0, 0, 0};
    size_t rest = row_size - 2;
    if (rest < 3) {
        p.literals = (int)rest;
        return p;
    }
    p.full = (int)(rest / longest_match);
    p.last = (int)(rest % longest_match);
    if (p.last > 0 && p.last < 3) {
        p.full--;
        p.second = longest_match - (3 - p.last);
        p.last = 3;
    }
    return p;
}

// How often each symbol is written for `rows` rows of pattern `p`: the
// filter byte, the zeros, the matches and the end of the block. Counted in
// 64 bits and kept under 2^31 (only their proportions make the code).
static void symbol_frequencies(row_pattern p, int rows, uint32_t *frequency) {
    uint64_t count[literal_lengths] = {0};
    count[2] = (uint64_t)rows;
    count[0] = (uint64_t)rows * (uint64_t)(1 + p.literals);
    count[end_of_block] = 1;
    count[257 + 28] += (uint64_t)rows * (uint64_t)p.full;
    if (p.second) count[257 + length_index(p.second)] += (uint64_t)rows;
    if (p.last) count[257 + length_index(p.last)] += (uint64_t)rows;
    for (int symbol = 0; symbol < literal_lengths; symbol++)
        frequency[symbol] = count[symbol] > INT32_MAX ? INT32_MAX : (uint32_t)count[symbol];
}

// A match one byte back, as written: its length symbol, the length's extra
// bits and the distance code; none for a length of 0.
static tablesnap_png_bits match(int length, const uint16_t *codes, const uint8_t *lengths) {
    if (length == 0) return (tablesnap_png_bits){0, 0};
    int index = length_index(length);
    tablesnap_png_bits code = symbol_bits(257 + index, codes, lengths), distance = symbol_bits(literal_lengths, codes, lengths);
    uint32_t value = code.value | (uint32_t)(length - length_base[index]) << code.count | distance.value << (code.count + length_extra[index]);
    return (tablesnap_png_bits){value, code.count + length_extra[index] + distance.count};
}

int tablesnap_png_write_repeat_block(tablesnap_png_buffer *out, int rows, size_t row_size, int final, tablesnap_png_bits *tail) {
    row_pattern p = pattern_of(row_size);
    // Each symbol takes at most 5 + 5 + 1 bits: two bytes.
    size_t symbols_a_row = 2 + (size_t)p.literals + (size_t)p.full + 2;
    if ((size_t)rows > (SIZE_MAX - 256) / (2 * symbols_a_row) || reserve(out, 256 + 2 * symbols_a_row * (size_t)rows) != 0) return -1;
    // Codes made for the block's symbols, as any block's are; the one
    // distance (1) has the shortest code, paired with an unused one.
    uint32_t frequency[literal_lengths];
    symbol_frequencies(p, rows, frequency);
    const uint32_t distance_frequency[2] = {1, 0};
    uint8_t lengths[literal_lengths + 2];
    tablesnap_deflate_code_lengths(frequency, literal_lengths, longest_code, lengths);
    tablesnap_deflate_code_lengths(distance_frequency, 2, longest_code, lengths + literal_lengths);
    uint16_t codes[literal_lengths + 2];
    written_codes(lengths, literal_lengths, codes);
    written_codes(lengths + literal_lengths, 2, codes + literal_lengths);
    bit_writer w = {out->bytes + out->count, 0, 0};
    tablesnap_deflate_put_header(&w, lengths, 2, final);
    // Every row is the same symbols, prepared once.
    tablesnap_png_bits filter = symbol_bits(2, codes, lengths), zero = symbol_bits(0, codes, lengths);
    tablesnap_png_bits full = match(longest_match, codes, lengths), second = match(p.second, codes, lengths), last = match(p.last, codes, lengths);
    for (int row = 0; row < rows; row++) {
        put(&w, filter);
        for (int i = 0; i <= p.literals; i++) put(&w, zero);
        for (int i = 0; i < p.full; i++) put(&w, full);
        put(&w, second);
        put(&w, last);
    }
    put(&w, symbol_bits(end_of_block, codes, lengths));
    *tail = drain(&w);
    out->count = (size_t)(w.next - out->bytes);
    return 0;
}

int tablesnap_png_end_bits(tablesnap_png_buffer *out, tablesnap_png_bits tail, int final) {
    if (reserve(out, 6) != 0) return -1;
    bit_writer w = writer_at(out->bytes + out->count, tail);
    if (!final) {
        put_bits(&w, 0, 3); // not final, stored
        pad_to_byte(&w);
        put_bits(&w, 0xFFFF0000u, 32); // length 0, and its complement
    }
    pad_to_byte(&w);
    out->count = (size_t)(w.next - out->bytes);
    return 0;
}
