#include "PNGDigest.h"
#include "PNGRows.h"
#include "SecondThreads.h"
#include <pthread.h>
#include <string.h>
#define XXH_INLINE_ALL
#include <xxhash.h>
#include "XXH3Wide.h"

// Comparing a rendering with its reference row by row means inflating the
// reference's rows and unfiltering them one by one, which for a 3x screen
// costs more than drawing it. The rows' digest, written beside them when the
// reference was encoded, is checked against the rendering's instead, reading
// nothing but the file's chunks.
//
// The digest is XXH3's 128 bits over the XXH3 64-bit digests of the rows,
// each row its Cairo words as they lie in memory (premultiplied, the unused
// alpha of an opaque image included), so it is the pixels the encoder was
// given, as a rendering holds them. Unrelated images share a digest with a
// chance of 2^-128; XXH3's output is the same on every machine and has been
// fixed since xxHash 0.8.0. Processors with AVX2 run XXH3Wide.c, which is
// much quicker than the SSE2 code the header compiles to otherwise, which
// processors without AVX2 run.

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

// The digest chunk's data when the file's chunks are whole (every CRC right),
// none before the image data changes how its pixels read (as the direct
// reader asks), and they hold exactly one IDAT chunk, the one the digest was
// written for; NULL for any other file.
static const unsigned char *bound_digest(const unsigned char *data, size_t count) {
    const unsigned char *digest = NULL;
    uint32_t idat_crc = 0;
    int idats = 0;
    for (size_t at = header_end; count - at >= chunk_overhead;) {
        const unsigned char *chunk = data + at, *type = chunk + 4;
        size_t length = read_u32(chunk);
        if (length > count - at - chunk_overhead || crc_of(chunk, length) != read_u32(chunk + 8 + length)) return NULL;
        if (memcmp(type, "IDAT", 4) == 0) {
            idats++;
            idat_crc = read_u32(chunk + 8 + length);
        } else if (memcmp(type, digest_chunk_type, 4) == 0 && length == digest_chunk_data && chunk[8] == digest_version) {
            digest = chunk + 8;
        } else if (memcmp(type, "IEND", 4) == 0) {
            break;
        } else if (idats == 0 && !chunk_is_harmless(type)) {
            return NULL;
        }
        at += chunk_overhead + length;
    }
    return digest && idats == 1 && read_u32(digest + 1 + digest_size) == idat_crc ? digest : NULL;
}

// Rows to digest on a thread of their own.
typedef struct {
    const unsigned char *pixels;
    int width, stride, from, to;
    uint64_t *digests;
} digest_job;

static void *run_digest_job(void *argument) {
    const digest_job *job = (const digest_job *)argument;
    // Every row down to the job's last is held.
    tablesnap_png_digest_rows(job->pixels, job->width, job->stride, job->to, job->from, job->to, NULL, job->digests);
    return NULL;
}

// Every row's digest, the lower half on a second thread for a large image:
// a passing assertion waits for nothing else once the picture is drawn, and
// reading a 3x screen's 12 MB is bound by memory on one core.
static void digest_all_rows(const unsigned char *pixels, int width, int stride, int height, uint64_t *digests) {
    digest_job lower = {pixels, width, stride, height / 2, height, digests};
    pthread_t thread;
    int threaded = (size_t)width * 4 * (size_t)height >= second_thread_from && tablesnap_may_start_thread() && pthread_create(&thread, NULL, run_digest_job, &lower) == 0;
    tablesnap_png_digest_rows(pixels, width, stride, height, 0, threaded ? lower.from : height, NULL, digests);
    if (threaded) pthread_join(thread, NULL);
}

int tablesnap_png_digest_verdict(const unsigned char *data, size_t count, const unsigned char *pixels, int stride, int width, int height) {
    tablesnap_png_report report;
    tablesnap_png_header header;
    if (tablesnap_png_read_header(data, count, &header, &report) != TABLESNAP_PNG_OK || !header_is_direct_kind(&header))
        return -1;
    if (width <= 0 || height <= 0 || header.width != (uint32_t)width || header.height != (uint32_t)height) return 0;
    const unsigned char *recorded = bound_digest(data, count);
    uint64_t *digests = recorded ? (uint64_t *)malloc(sizeof(uint64_t) * (size_t)height) : NULL;
    if (!digests) return -1;
    digest_all_rows(pixels, width, stride, height, digests);
    unsigned char rendered[digest_size];
    image_digest(digests, height, rendered);
    free(digests);
    return memcmp(rendered, recorded + 1, digest_size) == 0;
}
