#define _GNU_SOURCE
#include "CGraphics.h"
#include "DecoderProtocol.h"

#include <cairo-script.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

// The decoder process: this program's own file started again by
// DecoderBox.c with the decoder argument. It runs here, in a constructor,
// before the Swift runtime or the program's main is reached, and ends with
// _exit: nothing of the program but this file's code and the libraries runs.
// It reads the file on its standard input, decodes it under the limits it is
// given, and writes a header and the decoded bytes on its standard output: a
// vector image's drawing recorded by Cairo's script surface (replayed by the
// parent into a recording surface, so the image stays vector), or a JPEG's
// pixels.

typedef struct decoder_request {
    tablesnap_decoder_kind kind;
    int cpu_seconds;
    long long memory_bytes, answer_bytes, maximum_pixels;
    int maximum_side;
} request;

typedef struct {
    unsigned char *bytes;
    size_t count, capacity, limit;
    int over;
} growing_buffer;

static int parse_request(char **argv, request *request) {
    char *end;
    long long values[6];
    for (int index = 0; index < 6; index++) {
        values[index] = strtoll(argv[2 + index], &end, 10);
        if (*end != 0 || values[index] < 0) return -1;
    }
    if (values[0] > TABLESNAP_DECODER_JPEG) return -1;
    *request = (struct decoder_request){(tablesnap_decoder_kind)values[0], (int)values[1], values[2], values[3], values[4], (int)values[5]};
    return 0;
}

// The address space is limited to what is mapped now (the program, its
// libraries, and under AddressSanitizer its shadow reservation) and the
// allowance; processor time by a signal at the limit and a kill a second
// later; files written to nothing but the answer, which is the only file
// open for writing; no core file is left when the decoder aborts.
static void limit(const request *request) {
    long pages = 0;
    FILE *statm = fopen("/proc/self/statm", "r");
    if (statm) {
        if (fscanf(statm, "%ld", &pages) != 1) pages = 0;
        fclose(statm);
    }
    rlim_t mapped = (rlim_t)pages * (rlim_t)sysconf(_SC_PAGESIZE);
    struct rlimit memory = {mapped + (rlim_t)request->memory_bytes, mapped + (rlim_t)request->memory_bytes};
    struct rlimit cpu = {(rlim_t)request->cpu_seconds, (rlim_t)request->cpu_seconds + 1};
    struct rlimit answer = {(rlim_t)request->answer_bytes + sizeof(tablesnap_decoder_header),
                            (rlim_t)request->answer_bytes + sizeof(tablesnap_decoder_header)};
    struct rlimit none = {0, 0};
    if (pages > 0) setrlimit(RLIMIT_AS, &memory);
    setrlimit(RLIMIT_CPU, &cpu);
    setrlimit(RLIMIT_FSIZE, &answer);
    setrlimit(RLIMIT_CORE, &none);
}

static unsigned char *read_input(size_t *count) {
    struct stat status;
    if (fstat(0, &status) != 0 || status.st_size <= 0) return NULL;
    unsigned char *bytes = malloc((size_t)status.st_size);
    size_t done = 0;
    while (bytes && done < (size_t)status.st_size) {
        ssize_t got = read(0, bytes + done, (size_t)status.st_size - done);
        if (got <= 0) {
            free(bytes);
            return NULL;
        }
        done += (size_t)got;
    }
    *count = done;
    return bytes;
}

static void write_all(const void *bytes, size_t count) {
    const unsigned char *next = bytes;
    while (count > 0) {
        ssize_t written = write(1, next, count);
        if (written <= 0) _exit(1);
        next += written;
        count -= (size_t)written;
    }
}

// Sets the header's status and message; returns NULL, the bytes of an answer that is no image.
static unsigned char *refuse(tablesnap_decoder_header *header, tablesnap_decode_status status, const char *message) {
    header->status = status;
    snprintf(header->message, sizeof header->message, "%s", message);
    return NULL;
}

static cairo_status_t append(void *closure, const unsigned char *data, unsigned int length) {
    growing_buffer *buffer = closure;
    if (buffer->count + length > buffer->limit) {
        buffer->over = 1;
        return CAIRO_STATUS_WRITE_ERROR;
    }
    if (buffer->count + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 1 << 16;
        while (capacity < buffer->count + length) capacity *= 2;
        unsigned char *grown = realloc(buffer->bytes, capacity);
        if (!grown) return CAIRO_STATUS_NO_MEMORY;
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->count, data, length);
    buffer->count += length;
    return CAIRO_STATUS_SUCCESS;
}

// Draws the open document onto a script surface; the recorded script, or NULL.
static unsigned char *record(const request *request, tablesnap_vector *vector, tablesnap_decoder_header *header, size_t *count) {
    char message[256] = "";
    growing_buffer script = {.limit = (size_t)request->answer_bytes};
    cairo_device_t *device = cairo_script_create_for_stream(append, &script);
    cairo_surface_t *surface = cairo_script_surface_create(device, CAIRO_CONTENT_COLOR_ALPHA, header->width, header->height);
    cairo_t *cr = cairo_create(surface);
    // As a GraphicsContext draws (see GraphicsContext.init).
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY);
    int failed = tablesnap_vector_render(vector, cr, message, sizeof message);
    cairo_destroy(cr);
    cairo_surface_finish(surface);
    cairo_surface_destroy(surface);
    cairo_device_finish(device);
    cairo_status_t status = cairo_device_status(device);
    cairo_device_destroy(device);
    if (script.over || failed || status != CAIRO_STATUS_SUCCESS) {
        free(script.bytes);
        if (script.over) return refuse(header, TABLESNAP_DECODE_OVER_ANSWER, "");
        return refuse(header, TABLESNAP_DECODE_REFUSED, failed ? message : cairo_status_to_string(status));
    }
    *count = script.count;
    // An empty drawing is still an answer.
    return script.bytes ? script.bytes : malloc(1);
}

static unsigned char *decode_vector(const request *request, const unsigned char *data, size_t count,
                                    tablesnap_decoder_header *header, size_t *answer_count) {
    tablesnap_vector_kind kind = request->kind == TABLESNAP_DECODER_PDF ? TABLESNAP_VECTOR_PDF : TABLESNAP_VECTOR_SVG;
    if (!tablesnap_vector_library_available(kind)) {
        return refuse(header, TABLESNAP_DECODE_LIBRARY_MISSING, tablesnap_vector_library_name(kind));
    }
    char message[256] = "";
    tablesnap_vector *vector = tablesnap_vector_open(kind, data, count, &header->width, &header->height, message, sizeof message);
    if (!vector) return refuse(header, TABLESNAP_DECODE_REFUSED, message);
    unsigned char *script = NULL;
    if (!isfinite(header->width) || !isfinite(header->height) || header->width <= 0 || header->height <= 0
        || header->width > request->maximum_side || header->height > request->maximum_side) {
        refuse(header, TABLESNAP_DECODE_UNSUITABLE_SIZE, "");
    } else {
        script = record(request, vector, header, answer_count);
    }
    tablesnap_vector_close(vector);
    return script;
}

static unsigned char *decompress(tjhandle handle, const request *request, const unsigned char *data, size_t count,
                                 tablesnap_decoder_header *header, size_t *answer_count) {
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    const int format = TJPF_BGRA; // Cairo's ARGB32 in memory order, alpha set to opaque.
#else
    const int format = TJPF_ARGB;
#endif
    int width = 0, height = 0, subsampling = 0, colorspace = 0;
    if (tjDecompressHeader3(handle, data, (unsigned long)count, &width, &height, &subsampling, &colorspace) != 0) {
        return refuse(header, TABLESNAP_DECODE_REFUSED, tjGetErrorStr2(handle));
    }
    header->pixel_width = width;
    header->pixel_height = height;
    long long pixels = (long long)width * height;
    if (width <= 0 || height <= 0) return refuse(header, TABLESNAP_DECODE_REFUSED, "no image size");
    if (width > request->maximum_side || height > request->maximum_side || pixels > request->maximum_pixels) {
        return refuse(header, TABLESNAP_DECODE_TOO_LARGE, "");
    }
    if (pixels * 4 > request->answer_bytes) return refuse(header, TABLESNAP_DECODE_OVER_ANSWER, "");
    unsigned char *rows = malloc((size_t)pixels * 4);
    if (!rows) return refuse(header, TABLESNAP_DECODE_REFUSED, "out of memory");
    // A progressive JPEG of thousands of tiny scans takes minutes; TurboJPEG then refuses it.
    int status = tjDecompress2(handle, data, (unsigned long)count, rows, width, width * 4, height, format, TJFLAG_LIMITSCANS);
    // A warning (a file cut short, say) still leaves every row written, the
    // missing ones grey, as UIKit shows such a file.
    if (status != 0 && tjGetErrorCode(handle) != TJERR_WARNING) {
        free(rows);
        return refuse(header, TABLESNAP_DECODE_REFUSED, tjGetErrorStr2(handle));
    }
    *answer_count = (size_t)pixels * 4;
    return rows;
}

static unsigned char *decode_jpeg(const request *request, const unsigned char *data, size_t count,
                                  tablesnap_decoder_header *header, size_t *answer_count) {
    tjhandle handle = tjInitDecompress();
    if (!handle) return refuse(header, TABLESNAP_DECODE_REFUSED, "out of memory");
    unsigned char *rows = decompress(handle, request, data, count, header, answer_count);
    tjDestroy(handle);
    return rows;
}

// The answer's bytes (malloc'd), its header filled; NULL when it is no image.
static unsigned char *decode(const request *request, const unsigned char *data, size_t count,
                             tablesnap_decoder_header *header, size_t *answer_count) {
    memcpy(header->magic, TABLESNAP_DECODER_MAGIC, sizeof header->magic);
    *answer_count = 0;
    return request->kind == TABLESNAP_DECODER_JPEG ? decode_jpeg(request, data, count, header, answer_count)
                                                   : decode_vector(request, data, count, header, answer_count);
}

void tablesnap_decode_here(tablesnap_decoder_kind kind, const unsigned char *data, size_t count,
                           const tablesnap_decoder_limits *limits, tablesnap_decode_answer *answer) {
    memset(answer, 0, sizeof *answer);
    request request = {kind, limits->cpu_seconds, limits->memory_bytes, limits->answer_bytes, limits->maximum_pixels, limits->maximum_side};
    tablesnap_decoder_header header = {0};
    size_t answer_count;
    unsigned char *bytes = decode(&request, data, count, &header, &answer_count);
    tablesnap_answer_from_header(&header, answer);
    answer->allocation = bytes;
    answer->bytes = bytes;
    answer->count = answer_count;
}

__attribute__((constructor(101))) static void run_as_decoder(int argc, char **argv, char **environment) {
    (void)environment;
    if (argc != TABLESNAP_DECODER_ARGUMENT_COUNT || strcmp(argv[1], TABLESNAP_DECODER_ARGUMENT) != 0
        || !getenv(TABLESNAP_DECODER_VARIABLE)) {
        return;
    }
    request request;
    tablesnap_decoder_header header = {0};
    if (parse_request(argv, &request) != 0) {
        refuse(&header, TABLESNAP_DECODE_UNAVAILABLE, "a malformed request");
        memcpy(header.magic, TABLESNAP_DECODER_MAGIC, sizeof header.magic);
        write_all(&header, sizeof header);
        _exit(0);
    }
    limit(&request);
    // An empty configuration, as the program's own (see FontConfiguration):
    // text a file leaves unoutlined finds none of the machine's fonts, so
    // it draws the same everywhere.
    FcConfigSetCurrent(FcConfigCreate());
    size_t count = 0;
    unsigned char *data = read_input(&count);
    if (!data) refuse(&header, TABLESNAP_DECODE_UNAVAILABLE, "the file could not be read from the parent");
    size_t answer_count = 0;
    unsigned char *bytes = data ? decode(&request, data, count, &header, &answer_count) : NULL;
    memcpy(header.magic, TABLESNAP_DECODER_MAGIC, sizeof header.magic);
    header.count = bytes ? answer_count : 0;
    write_all(&header, sizeof header);
    if (header.count > 0) write_all(bytes, header.count);
    _exit(0);
}
