// XXH3 compiled for AVX2 (XXH3Wide.c); call only where the processor has it.
#ifndef TABLESNAP_XXH3_WIDE_H
#define TABLESNAP_XXH3_WIDE_H

#include <stddef.h>
#include <stdint.h>
#include <xxhash.h>

#if defined(__x86_64__) && defined(__clang__)
#define TABLESNAP_XXH3_WIDE 1
uint64_t tablesnap_xxh3_64_avx2(const void *input, size_t length);
XXH128_hash_t tablesnap_xxh3_128_avx2(const void *input, size_t length);
#endif

#endif
