#include "DeflateCodes.h"
#include <stdlib.h>
#include <string.h>

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

// Over the limit, the frequencies are halved (none to zero) and the tree made
// again, which keeps the code deterministic and near the optimum.
void tablesnap_deflate_code_lengths(const uint32_t *frequencies, int count, int limit, uint8_t *lengths) {
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

// MARK: - A block's header

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

// The number of lengths up to the last that is not zero (at least one).
static int used_count(const uint8_t *lengths, int count) {
    while (count > 1 && lengths[count - 1] == 0) count--;
    return count;
}

void tablesnap_deflate_put_header(bit_writer *w, const uint8_t *lengths, int distance_count, int final) {
    int literal_count = used_count(lengths, literal_lengths);
    distance_count = used_count(lengths + literal_lengths, distance_count);
    uint8_t sequence[literal_lengths + distance_codes];
    memcpy(sequence, lengths, (size_t)literal_count);
    memcpy(sequence + literal_count, lengths + literal_lengths, (size_t)distance_count);
    length_item items[literal_lengths + distance_codes];
    int item_count = length_items(sequence, literal_count + distance_count, items);
    uint32_t frequency[code_lengths] = {0};
    for (int i = 0; i < item_count; i++) frequency[items[i].symbol]++;
    uint8_t cl_lengths[code_lengths];
    uint16_t cl_codes[code_lengths];
    tablesnap_deflate_code_lengths(frequency, code_lengths, longest_code_length_code, cl_lengths);
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
