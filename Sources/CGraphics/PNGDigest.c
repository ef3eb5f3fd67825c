#include "PNGDigest.h"
#include "PNGRows.h"
#include <string.h>
#define XXH_INLINE_ALL
#include <xxhash.h>
#include "XXH3Wide.h"

// The digest is XXH3's 128 bits over the XXH3 64-bit digests of the rows,
// each row its Cairo words as they lie in memory (premultiplied, the unused
// alpha of an opaque image included), so it is the pixels the encoder was
// given, as a rendering holds them. XXH3's output is the same on every
// machine and has been fixed since xxHash 0.8.0. Processors with AVX2 run
// XXH3Wide.c, which is much quicker than the SSE2 code the header compiles
// to otherwise, which processors without AVX2 run.

// The XXH3 functions this processor runs best.
typedef struct {
    uint64_t (*row)(const void *, size_t);
    XXH128_hash_t (*image)(const void *, size_t);
} digest_functions;

static uint64_t row_digest_portable(const void *input, size_t length) { return XXH3_64bits(input, length); }

static XXH128_hash_t image_digest_portable(const void *input, size_t length) { return XXH3_128bits(input, length); }

static digest_functions functions(void) {
#ifdef TABLESNAP_XXH3_WIDE
    if (__builtin_cpu_supports("avx2")) return (digest_functions){tablesnap_xxh3_64_avx2, tablesnap_xxh3_128_avx2};
#endif
    return (digest_functions){row_digest_portable, image_digest_portable};
}

_Static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "row digests are hashed as little-endian words");

void tablesnap_png_digest_rows(const unsigned char *pixels, int width, int stride, int drawn, int from, int to, const unsigned char *compared, uint64_t *digests) {
    uint64_t (*digest)(const void *, size_t) = functions().row;
    for (int y = from; y < to; y++) {
        int repeat = y > from && compared && compared[y - from] == png_row_repeats_words;
        digests[y] = repeat ? digests[y - 1] : digest(png_held_row(pixels, stride, drawn, y), (size_t)width * 4);
    }
}

static void image_digest(const uint64_t *digests, int height, unsigned char out[digest_size]) {
    XXH128_canonical_t canonical;
    XXH128_canonicalFromHash(&canonical, functions().image(digests, sizeof(uint64_t) * (size_t)height));
    memcpy(out, canonical.digest, digest_size);
}

void tablesnap_png_digest_chunk_data(const uint64_t *digests, int height, uint32_t idat_crc, unsigned char data[digest_chunk_data]) {
    data[0] = digest_version;
    image_digest(digests, height, data + 1);
    write_u32(data + 1 + digest_size, idat_crc);
}
