#include "PNGRepeatBlock.h"
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

// Code lengths for the symbols a row uses: the most frequent (ties: the
// lowest symbol) gets 1 bit, the next 2, …, the last two the same, which is
// a complete code; at most six symbols, so at most 5 bits.
static void literal_code_lengths(row_pattern p, int rows, uint8_t *lengths) {
    int64_t frequency[literal_lengths] = {0};
    frequency[2] = rows;
    frequency[0] = (int64_t)rows * (1 + p.literals);
    frequency[end_of_block] = 1;
    frequency[257 + 28] += (int64_t)rows * p.full;
    if (p.second) frequency[257 + length_index(p.second)] += rows;
    if (p.last) frequency[257 + length_index(p.last)] += rows;
    int used[6], count = 0;
    for (int symbol = 0; symbol < literal_lengths; symbol++)
        if (frequency[symbol] > 0) used[count++] = symbol;
    for (int i = 1; i < count; i++) // insertion sort, most frequent first, stable
        for (int j = i; j > 0 && frequency[used[j]] > frequency[used[j - 1]]; j--) {
            int swap = used[j];
            used[j] = used[j - 1];
            used[j - 1] = swap;
        }
    memset(lengths, 0, literal_lengths);
    for (int i = 0; i < count; i++) lengths[used[i]] = (uint8_t)(i + 1 < count ? i + 1 : count - 1);
}

// The code-length alphabet: eight symbols of 3 bits each (a complete code),
// enough for code lengths 0–5 and the two runs of zeros.
enum { code_length_count = 18, distances = 2 }; // through symbol 1 in that order

static void put_header(bit_writer *w, const uint8_t *lengths, int final) {
    uint8_t cl_lengths[code_lengths] = {0};
    const int cl_used[8] = {0, 1, 2, 3, 4, 5, 17, 18};
    for (int i = 0; i < 8; i++) cl_lengths[cl_used[i]] = 3;
    uint16_t cl_codes[code_lengths];
    written_codes(cl_lengths, code_lengths, cl_codes);
    put_bits(w, final ? 1 : 0, 1);
    put_bits(w, 2, 2); // dynamic Huffman codes
    put_bits(w, literal_lengths - 257, 5);
    put_bits(w, distances - 1, 5);
    put_bits(w, code_length_count - 4, 4);
    for (int i = 0; i < code_length_count; i++) put_bits(w, cl_lengths[code_length_order[i]], 3);
    // The literal/length and distance code lengths, one sequence.
    for (int i = 0; i < literal_lengths + distances;) {
        int run = 0;
        while (i + run < literal_lengths + distances && lengths[i + run] == 0 && run < 138) run++;
        if (run >= 11) {
            put(w, symbol_bits(18, cl_codes, cl_lengths));
            put_bits(w, (uint32_t)(run - 11), 7);
        } else if (run >= 3) {
            put(w, symbol_bits(17, cl_codes, cl_lengths));
            put_bits(w, (uint32_t)(run - 3), 3);
        } else {
            run = 1;
            put(w, symbol_bits(lengths[i], cl_codes, cl_lengths));
        }
        i += run;
    }
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
    uint8_t lengths[literal_lengths + distances];
    literal_code_lengths(p, rows, lengths);
    lengths[literal_lengths] = lengths[literal_lengths + 1] = 1;
    uint16_t codes[literal_lengths + distances];
    written_codes(lengths, literal_lengths, codes);
    written_codes(lengths + literal_lengths, distances, codes + literal_lengths);
    bit_writer w = {out->bytes + out->count, 0, 0};
    put_header(&w, lengths, final);
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
