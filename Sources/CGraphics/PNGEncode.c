#include "CGraphics.h"
#include "PNGChunks.h"
#include "PNGDeflate.h"
#include "PNGDigest.h"
#include "PNGRepeatBlock.h"
#include "PNGRows.h"
#include "SecondThreads.h"
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

// A PNG written straight from Cairo's pixels: the rows are filtered
// (PNGRows.c) a piece at a time and deflated (PNGDeflate.h) in two strips,
// the lower one on a second thread, into one zlib stream. The strips meet
// where the rows' work is halved (tablesnap_png_split_row), the lower strip
// may match the upper one's last 32 KB as its dictionary, and the deflater's
// output depends on nothing but its input and the split on the pixels, so
// equal pixels give equal bytes whichever thread runs first, on any machine.
// Runs of rows that repeat the row above skip the deflater: they are written
// as blocks of their own (PNGRepeatBlock.h), which depend on the run's length
// and the row's size alone. Each strip also takes its rows' digests
// (PNGDigest.h) while they are in cache, for the chunk after the image data.
// zlib's part is the Adler-32 of the two strips combined.

// Writes the length and type of a chunk whose data follows; returns where it starts.
static size_t open_chunk(tablesnap_png_buffer *out, const char *type) {
    size_t start = out->count;
    memcpy(out->bytes + start + 4, type, 4);
    out->count += 8;
    return start;
}

// Fills in the length of the chunk at `start` and appends its CRC; -1 when
// the data is over PNG's 2^31 - 1 bytes or memory runs out.
static int close_chunk(tablesnap_png_buffer *out, size_t start) {
    size_t length = out->count - start - 8;
    if (length > 0x7FFFFFFF || reserve(out, 4) != 0) return -1;
    write_u32(out->bytes + start, (uint32_t)length);
    write_u32(out->bytes + out->count, crc_of(out->bytes + start, length));
    out->count += 4;
    return 0;
}

static int write_header(tablesnap_png_buffer *out, int width, int height, int bpp) {
    if (reserve(out, sizeof png_signature + chunk_overhead + 13) != 0) return -1;
    memcpy(out->bytes, png_signature, sizeof png_signature);
    out->count = sizeof png_signature;
    size_t ihdr = open_chunk(out, "IHDR");
    unsigned char *fields = out->bytes + out->count;
    write_u32(fields, (uint32_t)width);
    write_u32(fields + 4, (uint32_t)height);
    // 8 bits a sample; RGB or RGBA; deflate, adaptive filtering, no interlacing.
    const unsigned char rest[5] = {8, bpp == 4 ? 6 : 2, 0, 0, 0};
    memcpy(fields + 8, rest, sizeof rest);
    out->count += 13;
    return close_chunk(out, ihdr);
}

// The pixels, of which the first `drawn` rows are held (those below repeat
// the last), and for RGBA the rows un-premultiplied so far (this row and the
// one above): each strip has its own. `row_digests` is shared: each strip
// writes its own rows'.
typedef struct {
    const unsigned char *pixels;
    int width, height, stride, bpp, drawn;
    uint32_t *straight[2];
    uint64_t *row_digests;
} source;

// Row `y` as the filters take it: Cairo's own words for RGB (the alpha byte is
// dropped), straight ones for RGBA.
static const uint32_t *source_row(const source *s, int y) {
    const uint32_t *pixels = (const uint32_t *)(const void *)png_held_row(s->pixels, s->stride, s->drawn, y);
    if (s->bpp == 3) return pixels;
    uint32_t *row = s->straight[y & 1];
    for (int x = 0; x < s->width; x++) row[x] = tablesnap_png_unpremultiply(pixels[x]);
    return row;
}

static size_t row_size_of(const source *s) {
    return (size_t)s->width * (size_t)s->bpp + 1;
}

// Rows [from, to) filtered into `out`, and in `repeats` (when not NULL) what
// tablesnap_png_filter_row returned for each (not 0 for a repeat of the row
// above); `above` is row from - 1 as source_row gave it, or NULL, and the
// last row's is returned for the next call.
static const uint32_t *filter_rows(const source *s, int from, int to, const uint32_t *above, unsigned char *out, unsigned char *repeats) {
    for (int y = from; y < to; y++) {
        const uint32_t *row = source_row(s, y);
        int repeat = tablesnap_png_filter_row(row, above, s->width, s->bpp, out + (size_t)(y - from) * row_size_of(s));
        if (repeats) repeats[y - from] = (unsigned char)repeat;
        above = row;
    }
    return above;
}

// Rows [from, to) as raw deflate data; `last` ends the stream, otherwise it
// ends on a byte boundary (as a sync flush leaves it) for the next strip's data.
typedef struct {
    source s;
    int from, to, last;
    tablesnap_png_buffer out;
    uint32_t adler;
    int status;
} strip;

enum { piece_bytes = 128 * 1024 };

// How many whole rows deflate's 32 KB window reaches back over.
static size_t window_rows(size_t row_size) {
    return (farthest_match + row_size - 1) / row_size;
}

// Runs of at least this many repeated rows go into a block of their own
// (PNGRepeatBlock.h); shorter ones to the deflater, as the block, the sync
// flush before it and the restart after it cost some 10 bytes. The exact
// threshold matters little: from 2 to 16 the example renders come out about
// the same in time and size.
enum { shortest_repeat_block = 4 };

// The strip's filtered rows, a piece at a time, after the rows before them
// that deflate's window reaches (and the repeats held back) as they were
// filtered: rows are filtered into `piece`, and the bytes from `valid` on
// are the stream's (or the rows above the strip's). After each piece its
// last `history` bytes move to the front.
typedef struct {
    unsigned char *buffer, *piece, *valid;
    size_t history;
} row_buffer;

// A strip's deflate stream as it is written: the deflater's, with blocks of
// repeated rows between its parts. `fed` is whether the deflater has had
// rows since the stream was last at a byte boundary; `repeated` counts the
// repeats held back, not yet written, which are the rows just before the
// ones the writer is at in `rows`.
typedef struct {
    strip *t;
    tablesnap_deflater d;
    row_buffer *rows;
    int fed, repeated;
} strip_writer;

static int give_rows(strip_writer *w, const unsigned char *rows, size_t count) {
    if (count == 0) return 0;
    w->fed = 1;
    return tablesnap_deflater_write(&w->d, &w->t->out, rows, count * row_size_of(&w->t->s), (size_t)(rows - w->rows->valid));
}

// Writes the repeats held back, the rows before `next`: a short run to the
// deflater, a long one as a block of its own after the deflater's part so
// far, which goes on after the block's last bits. At the strip's `end`, ends
// the stream or leaves it on a byte boundary.
static int write_repeats(strip_writer *w, const unsigned char *next, int end) {
    size_t row_size = row_size_of(&w->t->s);
    int count = w->repeated, final = end && w->t->last;
    w->repeated = 0;
    if (count < shortest_repeat_block) {
        if (give_rows(w, next - (size_t)count * row_size, (size_t)count) != 0) return -1;
        return end ? tablesnap_deflater_flush(&w->d, &w->t->out, final) : 0;
    }
    if (w->fed && tablesnap_deflater_flush(&w->d, &w->t->out, 0) != 0) return -1;
    tablesnap_png_bits tail;
    if (tablesnap_png_write_repeat_block(&w->t->out, count, row_size, final, &tail) != 0) return -1;
    if (end) return tablesnap_png_end_bits(&w->t->out, tail, final);
    w->fed = 0;
    tablesnap_deflater_prime(&w->d, tail);
    return 0;
}

// Gives a piece's rows to the writer: repeats are held back (their bytes are
// known), the rows between them go to the deflater.
static int write_piece(strip_writer *w, const unsigned char *rows, const unsigned char *repeats, int count) {
    size_t row_size = row_size_of(&w->t->s);
    int pending = 0; // the first of the piece's rows not yet given or held back
    for (int i = 0; i < count; i++) {
        if (repeats[i] == png_row_unlike) {
            if (w->repeated > 0 && write_repeats(w, rows + (size_t)i * row_size, 0) != 0) return -1;
            continue;
        }
        if (give_rows(w, rows + (size_t)pending * row_size, (size_t)(i - pending)) != 0) return -1;
        pending = i + 1;
        w->repeated++;
    }
    return give_rows(w, rows + (size_t)pending * row_size, (size_t)(count - pending));
}

// The rows above the strip that reach into deflate's window, filtered just
// before the first piece as the stream's dictionary (the upper strip filters
// them too: rows are a function of the pixels alone, and nothing is read
// while another thread writes it). Returns the last of them as source_row
// gave it, or NULL at the top, for the strip's first row.
static const uint32_t *prime(strip *t, row_buffer *b) {
    size_t row_size = row_size_of(&t->s);
    int first = t->from - (int)window_rows(row_size);
    if (first < 0) first = 0;
    b->valid = b->piece - row_size * (size_t)(t->from - first);
    if (first == t->from) return NULL;
    return filter_rows(&t->s, first, t->from, first > 0 ? source_row(&t->s, first - 1) : NULL, b->valid, NULL);
}

// Keeps the last `history` bytes of the buffer's `filtered` bytes of rows.
static void keep_history(row_buffer *b, size_t filtered) {
    memmove(b->buffer, b->buffer + filtered, b->history);
    size_t valid_from = (size_t)(b->valid - b->buffer);
    b->valid = b->buffer + (valid_from > filtered ? valid_from - filtered : 0);
}

// The Adler-32 of a piece's `count` filtered rows: libdeflate's over each run
// of rows unlike the row above. Every repeat is the same bytes (its filter
// byte, then zeros), so the first one's sum is taken and zlib combines it
// in for each, unread.
static uint32_t adler_of_piece(uint32_t adler, const unsigned char *rows, const unsigned char *repeats, int count, size_t row_size) {
    uLong repeat = 0; // not yet taken: an Adler-32 is never 0
    for (int i = 0; i < count;) {
        int unlike = i;
        while (unlike < count && repeats[unlike] == png_row_unlike) unlike++;
        if (unlike > i) adler = (uint32_t)libdeflate_adler32(adler, rows + (size_t)i * row_size, (size_t)(unlike - i) * row_size);
        for (i = unlike; i < count && repeats[i] != png_row_unlike; i++) {
            if (repeat == 0) repeat = libdeflate_adler32(1, rows + (size_t)i * row_size, row_size);
            adler = (uint32_t)adler32_combine(adler, repeat, (z_off_t)row_size);
        }
    }
    return adler;
}

// The rows are filtered a cache-sized piece at a time: a screen-sized buffer
// of filtered rows would be fresh pages to fault in, in every process. The
// deflater's output does not depend on how its input is cut, so the bytes
// are those of one call with all the rows.
static int deflate_strip(strip_writer *w, unsigned char *repeats, int rows_per_piece) {
    strip *t = w->t;
    row_buffer *b = w->rows;
    const uint32_t *above = prime(t, b);
    size_t row_size = row_size_of(&t->s);
    int status = 0;
    for (int y = t->from; status == 0 && y < t->to; y += rows_per_piece) {
        int end = t->to - y < rows_per_piece ? t->to : y + rows_per_piece;
        size_t filtered = row_size * (size_t)(end - y);
        above = filter_rows(&t->s, y, end, above, b->piece, repeats);
        // An RGB row is given as Cairo's words, which the digest is of; an RGBA row straight.
        tablesnap_png_digest_rows(t->s.pixels, t->s.width, t->s.stride, t->s.drawn, y, end, t->s.bpp == 3 ? repeats : NULL, t->s.row_digests);
        t->adler = adler_of_piece(t->adler, b->piece, repeats, end - y, row_size);
        status = write_piece(w, b->piece, repeats, end - y);
        if (status == 0 && end < t->to) keep_history(b, filtered);
        else if (status == 0) status = write_repeats(w, b->piece + filtered, 1);
    }
    return status;
}

// Filters and deflates one strip, on whichever thread runs it.
static void *run_strip(void *argument) {
    strip *t = (strip *)argument;
    size_t row_size = row_size_of(&t->s);
    int rows_per_piece = row_size >= piece_bytes ? 1 : (int)(piece_bytes / row_size);
    // Before the piece: the window's rows, and the repeats held back.
    size_t history = row_size * (window_rows(row_size) + shortest_repeat_block);
    t->status = -1;
    uint32_t *straight = t->s.bpp == 4 ? (uint32_t *)malloc(sizeof(uint32_t) * 2 * (size_t)t->s.width) : NULL;
    unsigned char *buffer = (unsigned char *)malloc(history + row_size * (size_t)rows_per_piece);
    unsigned char *repeats = (unsigned char *)malloc((size_t)rows_per_piece);
    strip_writer w;
    memset(&w, 0, sizeof w);
    if (buffer && tablesnap_deflater_init(&w.d, (size_t)t->s.bpp, row_size, buffer) == 0 && repeats && (t->s.bpp == 3 || straight)) {
        t->s.straight[0] = straight;
        t->s.straight[1] = straight ? straight + t->s.width : NULL;
        row_buffer b = {buffer, buffer + history, buffer + history, history};
        w.t = t;
        w.rows = &b;
        t->status = deflate_strip(&w, repeats, rows_per_piece);
    }
    tablesnap_deflater_free(&w.d);
    free(repeats);
    free(buffer);
    free(straight);
    return NULL;
}

// A row unlike the one above costs the deflater many times what a row that
// repeats it costs, and screens keep their text where they like: split in
// the middle, one thread would wait for the other for much of the encode. So
// the strips meet where the rows' work is halved, weighed as 16 for a row
// unlike the row above at any of every 64th pixel and 1 for the others. The
// split is a function of the pixels, so the bytes still are.
enum { changed_row_weight = 16, sample_step = 64 };

static size_t row_weight(const unsigned char *pixels, int width, int stride, int y) {
    if (y == 0) return changed_row_weight;
    const uint32_t *row = (const uint32_t *)(const void *)(pixels + (size_t)y * (size_t)stride);
    const uint32_t *above = (const uint32_t *)(const void *)(pixels + (size_t)(y - 1) * (size_t)stride);
    for (int x = 0; x < width; x += sample_step)
        if (row[x] != above[x]) return changed_row_weight;
    return 1;
}

int tablesnap_png_split_row(const unsigned char *pixels, int width, int height, int stride) {
    size_t total = 0, so_far = 0;
    for (int y = 0; y < height; y++) total += row_weight(pixels, width, stride, y);
    int split = 1;
    for (; split < height - 1; split++) {
        so_far += row_weight(pixels, width, stride, split - 1);
        if (2 * so_far >= total) break;
    }
    return split;
}

// The zlib stream: its header, the strips, and the Adler-32 of all rows.
static int append_stream(tablesnap_png_buffer *out, const strip *upper, const strip *lower) {
    if (reserve(out, 2 + upper->out.count + lower->out.count + 4) != 0) return -1;
    out->bytes[out->count++] = 0x78; // deflate, 32 KB window
    out->bytes[out->count++] = 0x01; // fastest, no dictionary; with 0x78 a multiple of 31
    memcpy(out->bytes + out->count, upper->out.bytes, upper->out.count);
    out->count += upper->out.count;
    // The lower strip of a one-strip image never ran: it has no bytes, and
    // memcpy may not be given NULL even for none.
    if (lower->out.count > 0) memcpy(out->bytes + out->count, lower->out.bytes, lower->out.count);
    out->count += lower->out.count;
    size_t lower_size = row_size_of(&lower->s) * (size_t)(lower->to - lower->from);
    write_u32(out->bytes + out->count, (uint32_t)adler32_combine(upper->adler, lower->adler, (z_off_t)lower_size));
    out->count += 4;
    return 0;
}

// The digest chunk after the IDAT chunk that ends at `out->count`.
static int write_digest(tablesnap_png_buffer *out, const source *s) {
    uint32_t idat_crc = read_u32(out->bytes + out->count - 4);
    if (reserve(out, chunk_overhead + digest_chunk_data) != 0) return -1;
    size_t chunk = open_chunk(out, (const char *)digest_chunk_type);
    tablesnap_png_digest_chunk_data(s->row_digests, s->height, idat_crc, out->bytes + out->count);
    out->count += digest_chunk_data;
    return close_chunk(out, chunk);
}

int tablesnap_png_strip_count(int width, int height, int opaque) {
    size_t rows = ((size_t)width * (opaque ? 3 : 4) + 1) * (size_t)height;
    return width > 0 && height > 1 && rows >= second_thread_from ? 2 : 1;
}

// An encoding under way: the upper strip deflating on a second thread while
// the caller may still be drawing the lower strip's rows.
struct tablesnap_png_encoder {
    source s;
    strip upper, lower;
    pthread_t thread;
    int threaded;
};

tablesnap_png_encoder *tablesnap_png_encoder_start(const unsigned char *pixels, int width, int height, int stride, int opaque, int upper_rows, int drawn_rows) {
    if (width <= 0 || height <= 0 || drawn_rows <= 0 || drawn_rows > height || (size_t)stride < (size_t)width * 4) return NULL;
    tablesnap_png_encoder *e = (tablesnap_png_encoder *)calloc(1, sizeof *e);
    if (!e) return NULL;
    e->s = (source){pixels, width, height, stride, opaque ? 3 : 4, drawn_rows, {NULL, NULL}, (uint64_t *)malloc(sizeof(uint64_t) * (size_t)height)};
    if (!e->s.row_digests) {
        free(e);
        return NULL;
    }
    // A small image is one strip, run when the encoding finishes.
    int split = tablesnap_png_strip_count(width, height, opaque) == 1 ? height : upper_rows < 1 ? 1 : upper_rows > height ? height : upper_rows;
    e->upper = (strip){e->s, 0, split, split == height, {NULL, 0, 0}, 1, -1};
    e->lower = (strip){e->s, split, height, 1, {NULL, 0, 0}, 1, 0};
    e->threaded = split < height && tablesnap_may_start_thread() && pthread_create(&e->thread, NULL, run_strip, &e->upper) == 0;
    return e;
}

// Deflates what the second thread does not: the lower strip, or every row.
static int deflate_rest(tablesnap_png_encoder *e) {
    if (e->upper.to < e->s.height) run_strip(&e->lower);
    if (e->threaded) pthread_join(e->thread, NULL);
    else run_strip(&e->upper);
    return e->upper.status == 0 && e->lower.status == 0 ? 0 : -1;
}

static int write_image_data(tablesnap_png_buffer *out, tablesnap_png_encoder *e) {
    if (reserve(out, 8) != 0) return -1;
    size_t idat = open_chunk(out, "IDAT");
    if (deflate_rest(e) != 0 || append_stream(out, &e->upper, &e->lower) != 0) return -1;
    if (close_chunk(out, idat) != 0 || write_digest(out, &e->s) != 0 || reserve(out, chunk_overhead) != 0) return -1;
    return close_chunk(out, open_chunk(out, "IEND"));
}

static void free_encoder(tablesnap_png_encoder *e) {
    free(e->upper.out.bytes);
    free(e->lower.out.bytes);
    free(e->s.row_digests);
    free(e);
}

void tablesnap_png_encoder_cancel(tablesnap_png_encoder *e) {
    if (!e) return;
    if (e->threaded) pthread_join(e->thread, NULL);
    free_encoder(e);
}

int tablesnap_png_encoder_finish(tablesnap_png_encoder *e, tablesnap_png_buffer *out) {
    *out = (tablesnap_png_buffer){NULL, 0, 0};
    if (!e) return -1;
    int status = write_header(out, e->s.width, e->s.height, e->s.bpp);
    if (status == 0) status = write_image_data(out, e);
    else deflate_rest(e); // the second thread is joined all the same
    free_encoder(e);
    if (status != 0) {
        free(out->bytes);
        *out = (tablesnap_png_buffer){NULL, 0, 0};
    }
    return status;
}

int tablesnap_png_encode(const unsigned char *pixels, int width, int height, int stride, int opaque, tablesnap_png_buffer *out) {
    int split = tablesnap_png_strip_count(width, height, opaque) == 2 ? tablesnap_png_split_row(pixels, width, height, stride) : height;
    return tablesnap_png_encoder_finish(tablesnap_png_encoder_start(pixels, width, height, stride, opaque, split, height), out);
}
