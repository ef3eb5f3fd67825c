#include "CGraphics.h"
#include <stdlib.h>
#include <string.h>

// The backdrop blur's box blurs (BackdropBlur.swift): for each radius a blur
// along the rows, then down the columns, in float channels, the edges
// extended. Each running sum takes the same values in the same order as the
// whole-area passes it replaced did, so every pixel is the same to the bit.
//
// Those passes each read and wrote the whole area: 16 bytes a pixel, six
// times over, hundreds of megabytes of memory traffic for a screen's bars at
// 3x, which is what their time went to. Here the passes are stages a row
// flows through: a stage blurs each row it is given along the row into a
// ring of the last rows, and as soon as the rows below a row are in, adds
// that row to its running column sums and hands the result to the next
// stage, the last stage packing it into the output. A stage holds 2r + 5
// rows (or the whole area, if that is fewer), a few megabytes in all instead
// of two float copies of the area, and no pass waits for another to end.
// The rows go through a stage's row blur four at a time: one running sum
// waits on its last addition, four keep the core busy.
#pragma STDC FP_CONTRACT OFF

#if defined(__x86_64__)
#define BLUR_ENTRY __attribute__((target_clones("avx2", "default")))
#else
#define BLUR_ENTRY
#endif

typedef float channels __attribute__((vector_size(16)));

enum { group = 4, max_stages = 3 };

typedef struct {
    int radius;
    // The ring's rows: the 2r + 1 a column sum spans and a group come in
    // ahead, or every row of the area if there are fewer.
    int slots;
    channels *ring, *sums;
    // Rows given to the stage and not yet blurred along: up to a group.
    channels *staged;
    int staged_count;
    // Rows blurred into the ring, and rows handed on (column sums taken).
    int received, emitted;
} stage;

typedef struct {
    const uint32_t *pixels;
    size_t stride;
    // The work area: the region and the radii's reach around it, within the surface.
    int left, top, width, height;
    // The region, in the work area's coordinates.
    int region_left, region_top, region_width, region_height;
    uint32_t *output;
    size_t output_stride;
    stage stages[max_stages];
    int stage_count;
} blur_job;

static channels splat(float value) { return (channels){value, value, value, value}; }

typedef uint32_t words __attribute__((vector_size(16)));
typedef unsigned char bytes __attribute__((vector_size(16)));

// A row of pixels as channels: alpha, red, green, blue.
BLUR_ENTRY
static void unpack_row(const uint32_t *pixels, channels *out, int count) {
    const words shifts = {24, 16, 8, 0};
    for (int x = 0; x < count; x++) {
        words lanes = (words){pixels[x], pixels[x], pixels[x], pixels[x]} >> shifts & 0xFF;
        out[x] = __builtin_convertvector(lanes, channels);
    }
}

// Channels as a row of pixels, each clamped to 0…255 and rounded to the
// nearest integer, ties to even: adding 1.5 × 2^23 to a float from 0 to 255
// does the rounding and leaves the integer in its low mantissa bits.
BLUR_ENTRY
static void pack_row(const channels *in, uint32_t *pixels, int count) {
    const channels zero = splat(0), most = splat(255), shift = splat(12582912.0f);
    for (int x = 0; x < count; x++) {
        channels clamped = __builtin_elementwise_min(__builtin_elementwise_max(in[x], zero), most) + shift;
        bytes lanes = (bytes)clamped;
        bytes pixel = __builtin_shufflevector(lanes, lanes, 12, 8, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        uint32_t word;
        memcpy(&word, &pixel, 4);
        pixels[x] = word;
    }
}

static channels *ring_row(const blur_job *job, const stage *s, int y) {
    return s->ring + (size_t)(y % s->slots) * (size_t)job->width;
}

// Blurs the staged rows along, into the ring, a running sum each.
BLUR_ENTRY
static void blur_staged_rows(const blur_job *job, stage *s) {
    int count = job->width, radius = s->radius;
    channels scale = splat(1 / (float)(2 * radius + 1)), times = splat((float)radius);
    const channels *in[group];
    channels *out[group], sum[group];
    // A short last group repeats its last row, written twice alike.
    for (int k = 0; k < group; k++) {
        int row = k < s->staged_count ? k : s->staged_count - 1;
        in[k] = s->staged + (size_t)row * (size_t)count;
        out[k] = ring_row(job, s, s->received + row);
        sum[k] = in[k][0] * times;
    }
    for (int i = 0; i < radius; i++)
        for (int k = 0; k < group; k++) sum[k] += in[k][i < count - 1 ? i : count - 1];
    for (int i = 0; i < count; i++) {
        int entering = i + radius < count - 1 ? i + radius : count - 1, leaving = i - radius > 0 ? i - radius : 0;
        for (int k = 0; k < group; k++) {
            sum[k] += in[k][entering];
            out[k][i] = sum[k] * scale;
            sum[k] -= in[k][leaving];
        }
    }
    s->received += s->staged_count;
    s->staged_count = 0;
}

// The column sums' start: row 0 taken r times, then rows 0 to r - 1.
BLUR_ENTRY
static void start_column_sums(const blur_job *job, stage *s, int from, int to) {
    channels times = splat((float)s->radius);
    const channels *first = ring_row(job, s, 0);
    for (int x = from; x < to; x++) s->sums[x] = first[x] * times;
    for (int i = 0; i < s->radius; i++) {
        const channels *restrict row = ring_row(job, s, i < job->height - 1 ? i : job->height - 1);
        for (int x = from; x < to; x++) s->sums[x] += row[x];
    }
}

// Takes row i's column sums (columns `from` to `to`) into `out`, or only
// moves the sums on when `out` is NULL.
BLUR_ENTRY
static void take_column_sums(const blur_job *job, stage *s, int i, int from, int to, channels *restrict out) {
    int height = job->height, radius = s->radius;
    channels scale = splat(1 / (float)(2 * radius + 1));
    const channels *restrict entering = ring_row(job, s, i + radius < height - 1 ? i + radius : height - 1);
    const channels *restrict leaving = ring_row(job, s, i - radius > 0 ? i - radius : 0);
    channels *restrict sums = s->sums;
    if (!out) {
        for (int x = from; x < to; x++) sums[x] = sums[x] + entering[x] - leaving[x];
        return;
    }
    for (int x = from; x < to; x++) {
        sums[x] += entering[x];
        out[x] = sums[x] * scale;
        sums[x] -= leaving[x];
    }
}

static void flow(blur_job *job, int index);

// Hands on every row whose rows below are in: to the next stage, or packed
// into the output from the last. Once the last stage has taken its last
// row, the next stage's short group goes through.
static void emit_rows(blur_job *job, int index) {
    stage *s = &job->stages[index];
    int last = index == job->stage_count - 1, height = job->height;
    int end = last ? job->region_top + job->region_height : height;
    int from = last ? job->region_left : 0, to = last ? job->region_left + job->region_width : job->width;
    while (s->emitted < end) {
        int i = s->emitted, needed = i + s->radius < height - 1 ? i + s->radius : height - 1;
        if (needed >= s->received) return;
        if (i == 0) start_column_sums(job, s, from, to);
        if (last) {
            // The last stage's rows are packed from its first staging row, free while it hands rows on.
            channels *row = i < job->region_top ? NULL : s->staged;
            take_column_sums(job, s, i, from, to, row);
            if (row) pack_row(row + from, job->output + (size_t)(i - job->region_top) * job->output_stride, job->region_width);
        } else {
            stage *next = &job->stages[index + 1];
            take_column_sums(job, s, i, from, to, next->staged + (size_t)next->staged_count * (size_t)job->width);
            if (++next->staged_count == group) flow(job, index + 1);
        }
        s->emitted++;
    }
    if (!last && s->emitted == height && job->stages[index + 1].staged_count > 0) flow(job, index + 1);
}

// The staged rows through the stage, and on.
static void flow(blur_job *job, int index) {
    blur_staged_rows(job, &job->stages[index]);
    emit_rows(job, index);
}

// Feeds the work area's rows from the surface to the first stage.
static void run(blur_job *job) {
    stage *first = &job->stages[0], *last = &job->stages[job->stage_count - 1];
    for (int y = 0; y < job->height && last->emitted < job->region_top + job->region_height; y++) {
        const uint32_t *row = job->pixels + (size_t)(job->top + y) * job->stride + (size_t)job->left;
        unpack_row(row, first->staged + (size_t)first->staged_count * (size_t)job->width, job->width);
        if (++first->staged_count == group || y == job->height - 1) flow(job, 0);
    }
}

static int make_stages(blur_job *job, const int *radii, int radius_count) {
    size_t width = (size_t)job->width;
    for (int k = 0; k < radius_count; k++) {
        if (radii[k] <= 0) continue;
        stage *s = &job->stages[job->stage_count++];
        s->radius = radii[k];
        s->slots = 2 * radii[k] + 1 + group < job->height ? 2 * radii[k] + 1 + group : job->height;
        s->ring = malloc(sizeof(channels) * width * (size_t)s->slots);
        s->sums = malloc(sizeof(channels) * width);
        s->staged = malloc(sizeof(channels) * width * group);
        if (!s->ring || !s->sums || !s->staged) return -1;
    }
    return 0;
}

int tablesnap_box_blur(const uint32_t *pixels, int stride, int surface_width, int surface_height,
                       int region_x, int region_y, int region_width, int region_height,
                       const int *radii, int radius_count, uint32_t *output, int output_stride) {
    int reach = 0, count = 0;
    for (int k = 0; k < radius_count; k++) {
        if (radii[k] < 0 || radii[k] > surface_width + surface_height) return -1;
        reach += radii[k];
        count += radii[k] > 0;
    }
    if (count > max_stages || region_x < 0 || region_y < 0 || region_width > surface_width - region_x
        || region_height > surface_height - region_y)
        return -1;
    if (count == 0 || region_width <= 0 || region_height <= 0) return 0;
    int left = region_x - reach > 0 ? region_x - reach : 0, top = region_y - reach > 0 ? region_y - reach : 0;
    int right = region_x + region_width + reach < surface_width ? region_x + region_width + reach : surface_width;
    int bottom = region_y + region_height + reach < surface_height ? region_y + region_height + reach : surface_height;
    blur_job job = (blur_job){.pixels = pixels, .stride = (size_t)stride, .left = left, .top = top, .width = right - left, .height = bottom - top,
                     .region_left = region_x - left, .region_top = region_y - top, .region_width = region_width,
                     .region_height = region_height, .output = output, .output_stride = (size_t)output_stride};
    int status = make_stages(&job, radii, radius_count);
    if (status == 0) run(&job);
    for (int k = 0; k < job.stage_count; k++) {
        free(job.stages[k].ring);
        free(job.stages[k].sums);
        free(job.stages[k].staged);
    }
    return status;
}
