// PNG's container at the byte level, which the encoder and the readers share:
// the signature, big-endian numbers, a chunk's CRC (of its type and data), and
// the growing buffer the encoder's parts write into.
#ifndef TABLESNAP_PNG_CHUNKS_H
#define TABLESNAP_PNG_CHUNKS_H

#include "CGraphics.h"
#include <libdeflate.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static const unsigned char png_signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};

// A chunk's length, type and CRC around its data.
enum { chunk_overhead = 12 };

// The signature and the IHDR chunk, which must come first.
enum { header_end = 8 + 12 + 13 };

// Below this many bytes of rows an encoder's second thread costs more than it saves.
enum { second_thread_from = 1 << 20 };

static inline uint32_t read_u32(const unsigned char *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
}

static inline void write_u32(unsigned char *p, uint32_t value) {
    p[0] = (unsigned char)(value >> 24);
    p[1] = (unsigned char)(value >> 16);
    p[2] = (unsigned char)(value >> 8);
    p[3] = (unsigned char)value;
}

// `chunk` points at the chunk's length field, `length` bytes of data after its type.
static inline uint32_t crc_of(const unsigned char *chunk, size_t length) { return libdeflate_crc32(0, chunk + 4, length + 4); }

// The kind the direct reader takes: 8-bit RGB or RGBA, not interlaced; any
// other goes to libpng.
static inline int header_is_direct_kind(const tablesnap_png_header *header) {
    return header->depth == 8 && (header->color == 2 || header->color == 6) && header->interlace == 0;
}

// Ancillary chunks that do not change how pixels read; any other (gAMA, iCCP,
// cHRM, sBIT, tRNS, …) sends the file to libpng, which applies them.
static inline int chunk_is_harmless(const unsigned char *type) {
    static const char *harmless[] = {"pHYs", "tEXt", "zTXt", "iTXt", "tIME", "sRGB", "bKGD"};
    for (size_t i = 0; i < sizeof harmless / sizeof *harmless; i++)
        if (memcmp(type, harmless[i], 4) == 0) return 1;
    return 0;
}

// Room for `more` bytes after `count`; -1 when memory runs out.
static inline int reserve(tablesnap_png_buffer *out, size_t more) {
    if (out->capacity - out->count >= more) return 0;
    size_t capacity = out->capacity ? out->capacity : 65536;
    while (capacity - out->count < more) {
        if (capacity > SIZE_MAX / 2) return -1;
        capacity *= 2;
    }
    unsigned char *grown = (unsigned char *)realloc(out->bytes, capacity);
    if (!grown) return -1;
    out->bytes = grown;
    out->capacity = capacity;
    return 0;
}

#endif
