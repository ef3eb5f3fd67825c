#include "PNGDeflate.h"
#include "DeflateCodes.h"
#include "PNGChunks.h"
#include "PNGRepeatBlock.h"
#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

int tablesnap_deflater_init(tablesnap_deflater *d, size_t pixel_size, size_t row_size, const unsigned char *base) {
    memset(d, 0, sizeof *d);
    d->pixel_size = pixel_size;
    d->row_size = row_size;
    d->base = base;
    // Offsets of 4 bytes rather than pointers: the table stays in cache.
    d->recent = (uint32_t *)calloc((size_t)1 << deflater_hash_bits, sizeof *d->recent);
    d->symbols = (uint32_t *)malloc(sizeof *d->symbols * deflater_block_symbols);
    return d->recent && d->symbols ? 0 : -1;
}

void tablesnap_deflater_free(tablesnap_deflater *d) {
    free(d->recent);
    free(d->symbols);
    d->recent = NULL;
    d->symbols = NULL;
}

void tablesnap_deflater_prime(tablesnap_deflater *d, tablesnap_png_bits tail) { d->pending = tail; }

// MARK: - Blocks

// Writes the block's symbols with codes made for them, and starts the next block.
static int write_block(tablesnap_deflater *d, tablesnap_png_buffer *out, int final) {
    // A symbol takes at most 15 + 5 + 15 + 13 bits; the header under 700 bytes.
    if (reserve(out, 6 * d->count + 1024) != 0) return -1;
    d->literal_frequency[end_of_block] = 1;
    uint8_t lengths[literal_lengths + distance_codes];
    uint16_t codes[literal_lengths + distance_codes];
    tablesnap_deflate_code_lengths(d->literal_frequency, literal_lengths, longest_code, lengths);
    tablesnap_deflate_code_lengths(d->distance_frequency, distance_codes, longest_code, lengths + literal_lengths);
    written_codes(lengths, literal_lengths, codes);
    written_codes(lengths + literal_lengths, distance_codes, codes + literal_lengths);
    bit_writer w = writer_at(out->bytes + out->count, d->pending);
    tablesnap_deflate_put_header(&w, lengths, distance_codes, final);
    const uint16_t *distance_codes_written = codes + literal_lengths;
    const uint8_t *distance_lengths = lengths + literal_lengths;
    for (size_t i = 0; i < d->count; i++) {
        uint32_t s = d->symbols[i];
        if (s < 256) {
            put_bits(&w, codes[s], lengths[s]);
            continue;
        }
        int length = (int)(s >> 16), index = length_index(length);
        uint32_t distance = s & 0xFFFF;
        int code = distance_index(distance);
        put_bits(&w, codes[257 + index] | (uint32_t)(length - length_base[index]) << lengths[257 + index], lengths[257 + index] + length_extra[index]);
        put_bits(&w, distance_codes_written[code] | (distance - distance_base[code]) << distance_lengths[code], distance_lengths[code] + distance_extra[code]);
    }
    put_bits(&w, codes[end_of_block], lengths[end_of_block]);
    d->pending = drain(&w);
    out->count = (size_t)(w.next - out->bytes);
    d->count = 0;
    memset(d->literal_frequency, 0, sizeof d->literal_frequency);
    memset(d->distance_frequency, 0, sizeof d->distance_frequency);
    return 0;
}

int tablesnap_deflater_flush(tablesnap_deflater *d, tablesnap_png_buffer *out, int final) {
    if ((d->count > 0 || final) && write_block(d, out, final) != 0) return -1;
    tablesnap_png_bits tail = d->pending;
    d->pending = (tablesnap_png_bits){0, 0};
    return tablesnap_png_end_bits(out, tail, final);
}

// MARK: - Matches

// How many of the first `most` bytes at `a` and `b` agree, 16 at a time
// where SSE2 is there (every x86-64), 8 otherwise.
static size_t match_length(const unsigned char *a, const unsigned char *b, size_t most) {
    size_t n = 0;
#if defined(__SSE2__)
    for (; n + 16 <= most; n += 16) {
        __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(a + n)), y = _mm_loadu_si128((const __m128i *)(const void *)(b + n));
        unsigned differ = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, y)) ^ 0xFFFFu;
        if (differ) return n + (size_t)__builtin_ctz(differ);
    }
#endif
    for (; n + 8 <= most; n += 8) {
        uint64_t x, y;
        memcpy(&x, a + n, 8);
        memcpy(&y, b + n, 8);
        if (x != y) return n + (size_t)(__builtin_ctzll(x ^ y) >> 3);
    }
    while (n < most && a[n] == b[n]) n++;
    return n;
}

// Whether `candidate` can match more than `best` bytes at `at`: not when
// they differ at the byte after the best match, which is checked before
// the match is measured (most candidates fail there).
static int may_beat(const unsigned char *at, const unsigned char *candidate, size_t best, size_t most) {
    return best < most && at[best] == candidate[best];
}

static uint32_t hash_of(const unsigned char *p) {
    uint32_t word;
    memcpy(&word, p, 4);
    return (word * 2654435761u) >> (32 - deflater_hash_bits);
}

// Matches of 3 bytes save little over literals on screenshots and cost a probe.
enum { shortest_taken = 4 };

// The longest match for `at` of `shortest_taken` to `most` bytes, at most
// `reach` bytes back; 0 for none. The hash probe, the costliest (its table
// is read at random), is made only when neither the pixel before nor the one
// above matched: probing also beside short matches of those gained too
// little on the example renders to be told from noise.
static size_t longest_at(tablesnap_deflater *d, const unsigned char *at, size_t most, size_t reach, uint32_t *distance) {
    size_t best = 0;
    const size_t structural[2] = {d->pixel_size, d->row_size};
    for (int k = 0; k < 2; k++) {
        size_t back = structural[k];
        if (back > reach || !may_beat(at, at - back, best, most)) continue;
        size_t length = match_length(at, at - back, most);
        if (length > best) best = length, *distance = (uint32_t)back;
    }
    if (best < shortest_taken) {
        uint32_t *slot = &d->recent[hash_of(at)], seen = *slot, offset = (uint32_t)(at - d->base);
        *slot = offset + 1;
        // Only an offset inside the history or the data is read; what it
        // holds now is compared, so an entry from an earlier piece is harmless.
        if (seen > 0 && seen - 1 < offset && offset - (seen - 1) <= reach && may_beat(at, d->base + seen - 1, best, most)) {
            size_t length = match_length(at, d->base + seen - 1, most);
            if (length > best) best = length, *distance = offset - (seen - 1);
        }
    }
    return best >= shortest_taken ? best : 0;
}

int tablesnap_deflater_write(tablesnap_deflater *d, tablesnap_png_buffer *out, const unsigned char *data, size_t size, size_t history) {
    const unsigned char *start = data - history;
    for (size_t at = 0; at < size;) {
        const unsigned char *here = data + at;
        size_t most = size - at < longest_match ? size - at : longest_match;
        size_t before = (size_t)(here - start), reach = before < farthest_match ? before : farthest_match;
        uint32_t distance = 0;
        size_t length = most >= shortest_taken ? longest_at(d, here, most, reach, &distance) : 0;
        if (length > 0) {
            d->symbols[d->count++] = (uint32_t)length << 16 | distance;
            d->literal_frequency[257 + length_index((int)length)]++;
            d->distance_frequency[distance_index(distance)]++;
            at += length;
        } else {
            d->symbols[d->count++] = *here;
            d->literal_frequency[*here]++;
            at++;
        }
        if (d->count == deflater_block_symbols && write_block(d, out, 0) != 0) return -1;
    }
    return 0;
}
