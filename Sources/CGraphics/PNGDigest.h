// The digest of the pixels a PNG was encoded from, which the encoder writes
// after the image data in a private chunk (`tsPD`, PNGDigest.c). No
// comparison decides from it: it is a claim the file makes about itself,
// which a file whose pixels were changed can keep (its CRCs made to hold, its
// image data padded to keep the IDAT chunk's CRC). References are compared
// by the pixels their rows decode to (tablesnap_png_equals).
#ifndef TABLESNAP_PNG_DIGEST_H
#define TABLESNAP_PNG_DIGEST_H

#include "PNGChunks.h"
#include <stdint.h>

// The chunk: ancillary, private, unsafe to copy, so that an editor that
// changes the image data drops it (PNG 1.2, §14.2); its data is a version
// byte, the 16-byte digest and the CRC of the one IDAT chunk it was written
// for.
static const unsigned char digest_chunk_type[4] = {'t', 's', 'P', 'D'};
enum { digest_version = 1, digest_size = 16, digest_chunk_data = 1 + digest_size + 4 };

// Each row's digest, rows [from, to) of Cairo ARGB32 pixels `stride` bytes
// apart, into `digests[from]` …: one row's digest depends on its pixels
// alone, so strips on several threads write their own rows. `pixels` holds
// `drawn` rows, the ones below repeating the last (tablesnap_png_encoder_start).
// `compared`, when not NULL, holds for each row (from `from`) how the
// encoder's filter found it against the row above (PNGRows.h): a row after
// the first that repeats it word for word takes the digest just written
// above it, unread.
void tablesnap_png_digest_rows(const unsigned char *pixels, int width, int stride, int drawn, int from, int to, const unsigned char *compared, uint64_t *digests);

// The chunk's data for an image of `height` rows whose row digests are
// `digests`, written for an IDAT chunk whose CRC is `idat_crc`.
void tablesnap_png_digest_chunk_data(const uint64_t *digests, int height, uint32_t idat_crc, unsigned char data[digest_chunk_data]);

#endif
