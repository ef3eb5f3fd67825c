#include "PNGDeflate.h"
#include "PNGChunks.h"
#include "PNGRepeatBlock.h"
#include <stdlib.h>
#include <string.h>

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

// MARK: - Huffman code lengths

// A symbol with its weight, as the tree's leaves are sorted.
typedef struct {
    uint32_t weight;
    int symbol;
} tree_item;

static int lighter_first(const void *a, const void *b) {
    const tree_item *x = (const tree_item *)a, *y = (const tree_item *)b;
    if (x->weight != y->weight) return x->weight < y->weight ? -1 : 1;
    return x->symbol < y->symbol ? -1 : x->symbol > y->symbol;
}

// Huffman code lengths of at most `limit` bits for the `count` symbols'
// frequencies, a complete code over at least two symbols (symbols 0 and 1
// get a length when fewer are used, as a code of one symbol is not complete).
// Over the limit, the frequencies are halved (none to zero) and the tree made
// again, which keeps the code deterministic and near the optimum.
static void code_lengths_for(const uint32_t *frequencies, int count, int limit, uint8_t *lengths) {
    uint32_t weight[literal_lengths];
    int used = 0;
    for (int i = 0; i < count; i++) used += (weight[i] = frequencies[i]) > 0;
    for (int i = 0; used < 2; i++)
        if (weight[i] == 0) weight[i] = 1, used++;
    for (;;) {
        tree_item leaves[literal_lengths];
        int leaf_count = 0;
        for (int i = 0; i < count; i++)
            if (weight[i] > 0) leaves[leaf_count++] = (tree_item){weight[i], i};
        qsort(leaves, (size_t)leaf_count, sizeof *leaves, lighter_first);
        // Two queues: the leaves by weight, the nodes as made (by weight too).
        uint32_t node_weight[literal_lengths];
        int parent[2 * literal_lengths], next_leaf = 0, next_node = 0, nodes = 0;
        while (leaf_count - next_leaf + nodes - next_node > 1) {
            int children[2];
            uint32_t total = 0;
            for (int k = 0; k < 2; k++) {
                int take_leaf = next_leaf < leaf_count && (next_node == nodes || leaves[next_leaf].weight <= node_weight[next_node]);
                children[k] = take_leaf ? next_leaf++ : literal_lengths + next_node++;
                total += take_leaf ? leaves[children[k]].weight : node_weight[children[k] - literal_lengths];
            }
            parent[children[0]] = parent[children[1]] = literal_lengths + nodes;
            node_weight[nodes++] = total;
        }
        // Depths from the root (the last node) down: a node's parent is made after it.
        int depth[2 * literal_lengths], deepest = 0;
        depth[literal_lengths + nodes - 1] = 0;
        for (int n = nodes - 2; n >= 0; n--) depth[literal_lengths + n] = depth[parent[literal_lengths + n]] + 1;
        memset(lengths, 0, (size_t)count);
        for (int i = 0; i < leaf_count; i++) {
            int d = depth[parent[i]] + 1;
            lengths[leaves[i].symbol] = (uint8_t)d;
            if (d > deepest) deepest = d;
        }
        if (deepest <= limit) return;
        for (int i = 0; i < count; i++)
            if (weight[i] > 0) weight[i] = (weight[i] >> 1) | 1;
    }
}

// MARK: - Blocks

// The code lengths of both alphabets as the header says them: code-length
// symbols (16 repeats the previous length 3–6 times, 17 and 18 give 3–10 and
// 11–138 zeros) with their extra bits.
typedef struct {
    uint8_t symbol, extra;
} length_item;

static int length_items(const uint8_t *lengths, int count, length_item *items) {
    int n = 0;
    for (int i = 0; i < count;) {
        int run = 1;
        while (i + run < count && lengths[i + run] == lengths[i]) run++;
        if (lengths[i] == 0 && run >= 3) {
            run = run > 138 ? 138 : run;
            items[n++] = run >= 11 ? (length_item){18, (uint8_t)(run - 11)} : (length_item){17, (uint8_t)(run - 3)};
        } else if (lengths[i] != 0 && run >= 4) {
            run = run > 7 ? 7 : run;
            items[n++] = (length_item){lengths[i], 0};
            items[n++] = (length_item){16, (uint8_t)(run - 4)};
        } else {
            run = 1;
            items[n++] = (length_item){lengths[i], 0};
        }
        i += run;
    }
    return n;
}

static void put_header(bit_writer *w, const uint8_t *lengths, int literal_count, int distance_count, int final) {
    uint8_t sequence[literal_lengths + distance_codes];
    memcpy(sequence, lengths, (size_t)literal_count);
    memcpy(sequence + literal_count, lengths + literal_lengths, (size_t)distance_count);
    length_item items[literal_lengths + distance_codes];
    int item_count = length_items(sequence, literal_count + distance_count, items);
    uint32_t frequency[code_lengths] = {0};
    for (int i = 0; i < item_count; i++) frequency[items[i].symbol]++;
    uint8_t cl_lengths[code_lengths];
    uint16_t cl_codes[code_lengths];
    code_lengths_for(frequency, code_lengths, longest_code_length_code, cl_lengths);
    written_codes(cl_lengths, code_lengths, cl_codes);
    int cl_count = code_lengths;
    while (cl_count > 4 && cl_lengths[code_length_order[cl_count - 1]] == 0) cl_count--;
    put_bits(w, final ? 1 : 0, 1);
    put_bits(w, 2, 2); // dynamic Huffman codes
    put_bits(w, (uint32_t)(literal_count - 257), 5);
    put_bits(w, (uint32_t)(distance_count - 1), 5);
    put_bits(w, (uint32_t)(cl_count - 4), 4);
    for (int i = 0; i < cl_count; i++) put_bits(w, cl_lengths[code_length_order[i]], 3);
    static const uint8_t extra_bits[3] = {2, 3, 7};
    for (int i = 0; i < item_count; i++) {
        put(w, symbol_bits(items[i].symbol, cl_codes, cl_lengths));
        if (items[i].symbol >= 16) put_bits(w, items[i].extra, extra_bits[items[i].symbol - 16]);
    }
}

// Writes the block's symbols with codes made for them, and starts the next block.
static int write_block(tablesnap_deflater *d, tablesnap_png_buffer *out, int final) {
    // A symbol takes at most 15 + 5 + 15 + 13 bits; the header under 700 bytes.
    if (reserve(out, 6 * d->count + 1024) != 0) return -1;
    d->literal_frequency[end_of_block] = 1;
    uint8_t lengths[literal_lengths + distance_codes];
    uint16_t codes[literal_lengths + distance_codes];
    code_lengths_for(d->literal_frequency, literal_lengths, longest_code, lengths);
    code_lengths_for(d->distance_frequency, distance_codes, longest_code, lengths + literal_lengths);
    written_codes(lengths, literal_lengths, codes);
    written_codes(lengths + literal_lengths, distance_codes, codes + literal_lengths);
    int literal_count = literal_lengths, distance_count = distance_codes;
    while (lengths[literal_count - 1] == 0) literal_count--;
    while (lengths[literal_lengths + distance_count - 1] == 0) distance_count--;
    bit_writer w = writer_at(out->bytes + out->count, d->pending);
    put_header(&w, lengths, literal_count, distance_count, final);
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

static size_t match_length(const unsigned char *a, const unsigned char *b, size_t most) {
    size_t n = 0;
    for (; n + 8 <= most; n += 8) {
        uint64_t x, y;
        memcpy(&x, a + n, 8);
        memcpy(&y, b + n, 8);
        if (x != y) return n + (size_t)(__builtin_ctzll(x ^ y) >> 3);
    }
    while (n < most && a[n] == b[n]) n++;
    return n;
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
// above matched: probing under 16 bytes of those too made the example
// renders 0.2 % smaller in the same time, within this host's noise.
static size_t longest_at(tablesnap_deflater *d, const unsigned char *at, size_t most, size_t reach, uint32_t *distance) {
    size_t best = 0;
    const size_t structural[2] = {d->pixel_size, d->row_size};
    for (int k = 0; k < 2; k++) {
        size_t back = structural[k];
        if (back > reach) continue;
        size_t length = match_length(at, at - back, most);
        if (length > best) best = length, *distance = (uint32_t)back;
    }
    if (best < shortest_taken) {
        uint32_t *slot = &d->recent[hash_of(at)], seen = *slot, offset = (uint32_t)(at - d->base);
        *slot = offset + 1;
        // Only an offset inside the history or the data is read; what it
        // holds now is compared, so an entry from an earlier piece is harmless.
        if (seen > 0 && seen - 1 < offset && offset - (seen - 1) <= reach) {
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
