// XXH3 with AVX2 vectors, for processors that have them (PNGDigest.c calls
// it where the processor reports AVX2). Not Debian's libxxhash, whose dispatch takes
// AVX-512 where there is any: wide vectors slow the core's clock for the
// deflate and Cairo work around them, so batches of renders took longer with
// it, and with AVX2 they do not. XXH3's output is the same from every vector
// width.
#if defined(__x86_64__) && defined(__clang__)
#pragma clang attribute push(__attribute__((target("avx2"))), apply_to = function)
#define XXH_INLINE_ALL
#define XXH_VECTOR XXH_AVX2
#include <immintrin.h>
#include <xxhash.h>
#include "XXH3Wide.h"

uint64_t tablesnap_xxh3_64_avx2(const void *input, size_t length) { return XXH3_64bits(input, length); }

XXH128_hash_t tablesnap_xxh3_128_avx2(const void *input, size_t length) { return XXH3_128bits(input, length); }
#pragma clang attribute pop
#endif
