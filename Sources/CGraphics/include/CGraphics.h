// The C libraries TableSnap draws and encodes with: Cairo (with its PDF and
// SVG surfaces), Pango (through fontconfig/FreeType, so fonts come from a
// private configuration), libdeflate (inflate, for PNGs read), zlib (the
// checksum of PNGs written, which deflate with PNGDeflate.h), libpng (PNGs of
// other kinds) and TurboJPEG;
// poppler-glib and librsvg are opened on first use (see VectorImageLibraries.c).
// Only the PNG code includes zlib's and libdeflate's headers.
//
// Header search paths come from pkg-config through the CCairo and CHarfBuzz
// system-library targets, whose closures carry no "-pthread" (pangocairo's
// does, through gio, and SwiftPM then warns in every dependent package).
// Pango's own directory is reached through the `pango` link beside this file,
// to /usr/include/pango-1.0/pango, where Debian and other distributions put it.
#ifndef TABLESNAP_CGRAPHICS_H
#define TABLESNAP_CGRAPHICS_H

#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <png.h>
#include <turbojpeg.h>
#include <pthread.h>
#include <sched.h>
#include <stddef.h>
#include <stdint.h>

/// A growing byte buffer the PNG encoder writes into; the caller frees `bytes`.
typedef struct {
    unsigned char *bytes;
    size_t count;
    size_t capacity;
} tablesnap_png_buffer;

/// Encodes Cairo ARGB32 pixels (premultiplied, native-endian) as an 8-bit PNG:
/// RGB when `opaque`, else RGBA; a filter chosen per row, the encoder's own
/// deflate (PNGDeflate.h) in two strips on two threads, runs of repeated rows
/// in deflate blocks of their own, and after them the pixels' digest in a chunk
/// of TableSnap's own (`tsPD`, PNGDigest.h), which no comparison decides
/// from. No time or text chunks, so equal pixels give equal bytes. Returns
/// 0 with the PNG in `out` (the caller frees its bytes), or -1 with `out` empty.
int tablesnap_png_encode(const unsigned char *pixels, int width, int height, int stride,
                         int opaque, tablesnap_png_buffer *out);

/// How many strips the encoder deflates an image in: 2 (on two threads)
/// from a MiB of rows, else 1.
int tablesnap_png_strip_count(int width, int height, int opaque);

/// With `on` 1, this thread does an image's work alone: a large PNG's two
/// strips deflated one after the other, a large bitmap's pages faulted in by
/// the drawing. For a batch that already keeps every core busy with a file
/// each. The bytes are the same either way.
/// Returns the setting before.
int tablesnap_withhold_second_threads(int on);

/// Starts a thread as `pthread_create` does (0 on success), on another core
/// than the caller's when the process may use one: Linux would mostly queue
/// it behind the caller. Once running, the thread may use every core the
/// caller may. Where no other core can be chosen, it starts as
/// `pthread_create` would start it.
int tablesnap_start_thread_on_another_core(pthread_t *thread, void *(*start)(void *), void *argument);

/// The cores of `allowed` but `core`, into `others`: where
/// ``tablesnap_start_thread_on_another_core`` starts a thread from `core`.
/// Returns how many there are.
int tablesnap_other_cores(int core, const cpu_set_t *allowed, cpu_set_t *others);

/// An encoding under way (see ``tablesnap_png_encoder_start``).
typedef struct tablesnap_png_encoder tablesnap_png_encoder;

/// Starts encoding as `tablesnap_png_encode` does, with the lower strip
/// starting at row `upper_rows` (clamped to 1 ... height): the upper strip is
/// deflated on a second thread from now on, reading rows above `upper_rows`
/// only, so the caller may go on drawing the rows below until it calls
/// `tablesnap_png_encoder_finish`. An image of a MiB of rows or less is one
/// strip, deflated when the encoding finishes. `pixels` holds the first
/// `drawn_rows` rows (1 ... height); every row below them repeats the last,
/// as the bottom of a screen whose content ends above it does, and is never
/// read. NULL when a size is invalid or memory runs out.
tablesnap_png_encoder *tablesnap_png_encoder_start(const unsigned char *pixels, int width, int height, int stride,
                                                   int opaque, int upper_rows, int drawn_rows);

/// Deflates the rest on this thread, waits for the second, and frees
/// `encoder`: 0 with the PNG in `out` (the caller frees its bytes), or -1
/// with `out` empty (as for a NULL `encoder`).
int tablesnap_png_encoder_finish(tablesnap_png_encoder *encoder, tablesnap_png_buffer *out);

/// Waits for the second thread and frees `encoder`, writing nothing.
void tablesnap_png_encoder_cancel(tablesnap_png_encoder *encoder);

/// The first row of the encoder's lower strip for an image of over a MiB of
/// rows (1 to height - 1): where the rows' estimated deflate work is halved.
int tablesnap_png_split_row(const unsigned char *pixels, int width, int height, int stride);

/// Blurs the region (`region_x`, `region_y`, `region_width` × `region_height`)
/// of a surface of Cairo ARGB32 pixels (`stride` in pixels) by successive box
/// blurs of `radii` along each axis, rows then columns for each, in float
/// channels, the edges extended, reading up to the radii's sum around the
/// region, into `output` (its top-left pixel the region's, `output_stride` in
/// pixels; it may be the region itself). Returns 0, or -1 with `output`
/// untouched when memory runs out, the region is not inside the surface, or
/// the radii are more than three with a positive one, or one is negative or
/// longer than the surface's width and height together.
int tablesnap_box_blur(const uint32_t *pixels, int stride, int surface_width, int surface_height,
                       int region_x, int region_y, int region_width, int region_height,
                       const int *radii, int radius_count, uint32_t *output, int output_stride);

/// What a PNG reader found: TABLESNAP_PNG_OK, or why it stopped.
typedef enum {
    TABLESNAP_PNG_OK = 0,
    /// The direct reader does not take this PNG (its kind, or image data that
    /// does not end with the last row); libpng must read it.
    TABLESNAP_PNG_OTHER_KIND,
    /// The data does not start with the PNG signature.
    TABLESNAP_PNG_NOT_PNG,
    /// The first chunk is not a valid IHDR.
    TABLESNAP_PNG_BAD_HEADER,
    /// A chunk's CRC does not match its type and data (`chunk`, `offset`).
    TABLESNAP_PNG_BAD_CRC,
    /// The data ends, or the IDAT chunks or the zlib stream do, before the last row.
    TABLESNAP_PNG_TRUNCATED,
    /// A row starts with a filter type PNG does not define (`row`, `filter`).
    TABLESNAP_PNG_BAD_FILTER,
    /// zlib refused the compressed image data (`message`).
    TABLESNAP_PNG_BAD_DATA,
    /// Memory for the image data could not be had.
    TABLESNAP_PNG_NO_MEMORY,
} tablesnap_png_status;

/// The status of a PNG read and what it concerns.
typedef struct {
    tablesnap_png_status status;
    /// BAD_CRC: the chunk's four type bytes, NUL-terminated (not checked to be letters).
    char chunk[5];
    /// BAD_CRC: the byte offset of the chunk's length field in the file.
    size_t offset;
    /// BAD_FILTER: the row, counted from 0, and its filter byte.
    uint32_t row;
    uint8_t filter;
    /// BAD_DATA: zlib's message, a static string.
    const char *message;
} tablesnap_png_report;

/// The image header (IHDR) of a PNG.
typedef struct {
    uint32_t width, height;
    uint8_t depth, color, interlace;
} tablesnap_png_header;

/// Reads the signature and the IHDR chunk (CRC checked, fields valid) and
/// nothing else, so a caller can check the size before allocating.
tablesnap_png_status tablesnap_png_read_header(const unsigned char *data, size_t count,
                                               tablesnap_png_header *header, tablesnap_png_report *report);

/// Decodes an 8-bit RGB or RGBA, non-interlaced PNG without colour-space
/// chunks into Cairo ARGB32 pixels (premultiplied, native-endian); `width` and
/// `height` are the pixel buffer's and must be the header's. Checks the CRC of
/// every chunk it reads and inflates the image data in one call, which must
/// end right after the last row. OTHER_KIND (pixels undefined) means libpng
/// must read the file, after tablesnap_png_prepare_for_libpng: another kind of
/// PNG, or image data that is cut, damaged or goes on after the last row, whose
/// defect that names. Any other failure is a defect of the file.
tablesnap_png_status tablesnap_png_decode(const unsigned char *data, size_t count, unsigned char *pixels,
                                          int stride, int width, int height, tablesnap_png_report *report);

/// Whether a PNG that tablesnap_png_decode reads whole has exactly these
/// Cairo ARGB32 pixels (`width` × `height`), found without writing them
/// anywhere: its rows are inflated in one call, then unfiltered one at a time
/// and compared, up to the first that differs. Nothing the file says about
/// its pixels (the digest chunk TableSnap's encoder writes) is trusted, as a
/// file whose pixels were changed can keep it. 1 when every pixel is the same; 0 when one
/// differs, the sizes differ, or the direct reader does not read the file
/// whole (decode it to know why).
int tablesnap_png_equals(const unsigned char *data, size_t count, const unsigned char *pixels, int stride, int width, int height);

/// Makes a PNG safe for libpng's reader, which inflates whatever zlib data
/// follows the last row: walks the chunks up to the end of the image data
/// (CRCs checked) and inflates exactly the image's filtered rows, Adam7
/// passes included. When the stream does not end right after them, `rebuilt`
/// receives the same PNG with only those rows, as stored deflate blocks
/// (the caller frees its bytes); else it stays empty and the file can be read
/// as it is.
tablesnap_png_status tablesnap_png_prepare_for_libpng(const unsigned char *data, size_t count,
                                                      tablesnap_png_buffer *rebuilt, tablesnap_png_report *report);

/// Premultiplies straight BGRA rows (libpng's output) in place into Cairo's
/// ARGB32, rounding as the direct reader does.
void tablesnap_png_premultiply_rows(unsigned char *pixels, int width, int height, int stride);

/// The vector image formats read through a library opened on first use.
typedef enum {
    /// A PDF's first page, through poppler-glib.
    TABLESNAP_VECTOR_PDF = 0,
    /// An SVG document, through librsvg.
    TABLESNAP_VECTOR_SVG = 1,
} tablesnap_vector_kind;

/// An open PDF page or SVG document.
typedef struct tablesnap_vector tablesnap_vector;

/// The file name of the shared library that reads `kind`.
const char *tablesnap_vector_library_name(tablesnap_vector_kind kind);

/// Opens the library for `kind` on the first call (later calls only ask);
/// nonzero when it and every function TableSnap calls were found.
int tablesnap_vector_library_available(tablesnap_vector_kind kind);

/// Parses `data` (which must stay unchanged until the document is closed) and
/// returns the document with its natural size in points: a PDF's first page,
/// an SVG's width and height at 72 dpi (its viewBox when it gives none). On
/// failure returns NULL with the reason in `message`.
tablesnap_vector *tablesnap_vector_open(tablesnap_vector_kind kind, const unsigned char *data, size_t count,
                                        double *width, double *height, char *message, size_t message_size);

/// Draws the document at its natural size with its top-left corner at the
/// origin of `cr`. Returns 0, or -1 with the reason in `message`.
int tablesnap_vector_render(tablesnap_vector *vector, cairo_t *cr, char *message, size_t message_size);

/// Frees the document; NULL is ignored.
void tablesnap_vector_close(tablesnap_vector *vector);

/// The formats decoded in a separate process (see DecoderBox.c): poppler,
/// librsvg and libjpeg-turbo read files TableSnap did not make.
typedef enum {
    TABLESNAP_DECODER_PDF = 0,
    TABLESNAP_DECODER_SVG = 1,
    TABLESNAP_DECODER_JPEG = 2,
} tablesnap_decoder_kind;

/// What a decoder process may spend on one file.
typedef struct {
    /// Processor time, in seconds, over all its threads.
    int cpu_seconds;
    /// Time from start to answer, in milliseconds, for a decoder that waits rather than works.
    int wall_milliseconds;
    /// Address space beyond what the process has mapped when it starts.
    long long memory_bytes;
    /// The answer: a vector image's recorded drawing, or a JPEG's pixels.
    long long answer_bytes;
    /// A JPEG's width × height, and each side; a vector image's side in points.
    long long maximum_pixels;
    int maximum_side;
} tablesnap_decoder_limits;

/// How a decode in the decoder process ended.
typedef enum {
    /// `answer` holds the image.
    TABLESNAP_DECODED = 0,
    /// The decoder read the file and refused it; `message` says why in its words.
    TABLESNAP_DECODE_REFUSED,
    /// A vector image's natural size (`width` × `height`) is empty or over the side limit.
    TABLESNAP_DECODE_UNSUITABLE_SIZE,
    /// A JPEG's size is over a limit (`pixel_width` × `pixel_height`).
    TABLESNAP_DECODE_TOO_LARGE,
    /// The decoder used its processor time.
    TABLESNAP_DECODE_OVER_TIME,
    /// The decoder did not answer within its wall time and was stopped.
    TABLESNAP_DECODE_OVER_WAIT,
    /// The answer would be over `answer_bytes`.
    TABLESNAP_DECODE_OVER_ANSWER,
    /// The decoder ended by `signal` (an abort, a crash, or memory refused at its limit).
    TABLESNAP_DECODE_STOPPED,
    /// The library for the format could not be loaded; `message` names it.
    TABLESNAP_DECODE_LIBRARY_MISSING,
    /// The decoder process could not be started; `message` says why.
    TABLESNAP_DECODE_UNAVAILABLE,
} tablesnap_decode_status;

/// A decoder process's answer; its bytes stay valid until
/// `tablesnap_decode_answer_free`.
typedef struct {
    tablesnap_decode_status status;
    /// A vector image's natural size in points.
    double width, height;
    /// A JPEG's size in pixels (its rows are `4 * pixel_width` bytes of Cairo's ARGB32).
    int pixel_width, pixel_height;
    /// The signal that ended a stopped decoder.
    int signal;
    /// A vector image's drawing as a Cairo script, or a JPEG's pixels.
    const unsigned char *bytes;
    size_t count;
    char message[256];
    void *mapping;
    size_t mapping_size;
    void *allocation;
} tablesnap_decode_answer;

/// Decodes the `count` bytes at `data` in a new process started from this
/// program's own file under `limits`, and fills `answer`. Never ends this
/// process: whatever the decoder does ends as a status.
void tablesnap_decode_contained(tablesnap_decoder_kind kind, const unsigned char *data, size_t count,
                                const tablesnap_decoder_limits *limits, tablesnap_decode_answer *answer);

/// Decodes as the decoder process does, in this process and without its
/// limits: for the fuzz targets, which run it under libFuzzer's own limits of
/// time and memory (see Fuzz/ImageFuzzer.swift).
void tablesnap_decode_here(tablesnap_decoder_kind kind, const unsigned char *data, size_t count,
                           const tablesnap_decoder_limits *limits, tablesnap_decode_answer *answer);

/// Releases an answer's bytes.
void tablesnap_decode_answer_free(tablesnap_decode_answer *answer);

/// What replaying a recorded drawing into pixels asks: its path elements,
/// and the sum of its edges' reach across and down, in points.
typedef struct {
    long long elements;
    double edge_width, edge_height;
} tablesnap_drawing_size;

/// The size of a decoder's recorded drawing (a Cairo script), read from its text without replaying it.
tablesnap_drawing_size tablesnap_measure_drawing(const unsigned char *script, size_t count);

/// Replays a decoder's recorded drawing (a Cairo script) onto `target`,
/// refusing any image in it of more than `maximum_pixels`. Returns 0, or
/// -1 with the reason in `message`.
int tablesnap_replay_drawing(const unsigned char *script, size_t count, cairo_surface_t *target,
                             long long maximum_pixels, char *message, size_t message_size);

/// Makes glibc keep freed large blocks for reuse instead of returning them to
/// the kernel (see BitmapMemory.c). Process-wide; safe to call more than once.
void tablesnap_keep_freed_memory(void);

/// Faults the pages of the `count` bytes at `start` (whole pages) in,
/// writable, 2 MB at a time from the last, without writing a byte of them
/// (MADV_POPULATE_WRITE), as a large uncleared surface's are on a second
/// thread while it is drawn (see BitmapMemory.c). Returns 0, or -1 when the
/// kernel refuses (before Linux 5.14) or a page is not mapped.
int tablesnap_populate_pages(unsigned char *start, size_t count);

/// A Cairo ARGB32 image surface whose pixels TableSnap allocates (see
/// BitmapMemory.c): transparent when `cleared`, else left as the allocator
/// gives them, for a caller that writes every pixel. NULL when memory runs
/// out; the pixels are freed with the surface.
cairo_surface_t *tablesnap_image_surface_create(int width, int height, int cleared);

#endif
