#include "CGraphics.h"

#include <cairo-script-interpreter.h>
#include <ctype.h>
#include <dlfcn.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// A decoder process (DecoderProcess.c) records a PDF's or SVG's drawing with
// Cairo's script surface; Cairo's script interpreter replays it here onto a
// recording surface, so that the image stays vector in PDF and SVG output.
// The interpreter is opened on first use, like the decoders' libraries: most
// renders meet no vector image. Only the few functions called are looked up.

static struct {
    cairo_script_interpreter_t *(*create)(void);
    void (*install_hooks)(cairo_script_interpreter_t *, const cairo_script_interpreter_hooks_t *);
    cairo_status_t (*feed_string)(cairo_script_interpreter_t *, const char *, int);
    cairo_status_t (*finish)(cairo_script_interpreter_t *);
    cairo_status_t (*destroy)(cairo_script_interpreter_t *);
} interpreter;

static const char *const library_name = "libcairo-script-interpreter.so.2";
static int loaded;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static int resolve(void *library, void **function, const char *name) {
    *function = dlsym(library, name);
    return *function != NULL;
}

static void load(void) {
    void *library = dlopen(library_name, RTLD_NOW | RTLD_LOCAL);
    if (!library) return;
    loaded = resolve(library, (void **)&interpreter.create, "cairo_script_interpreter_create")
        && resolve(library, (void **)&interpreter.install_hooks, "cairo_script_interpreter_install_hooks")
        && resolve(library, (void **)&interpreter.feed_string, "cairo_script_interpreter_feed_string")
        && resolve(library, (void **)&interpreter.finish, "cairo_script_interpreter_finish")
        && resolve(library, (void **)&interpreter.destroy, "cairo_script_interpreter_destroy");
}

typedef struct {
    cairo_surface_t *target;
    long long maximum_pixels;
    int image_refused;
} replay;

// The script's one surface is the decoder's page: it is drawn onto the target.
static cairo_surface_t *page_surface(void *closure, cairo_content_t content, double width, double height, long uid) {
    (void)content, (void)width, (void)height, (void)uid;
    return cairo_surface_reference(((replay *)closure)->target);
}

// An image in the drawing is allocated here before its pixels are read: one
// over the limit becomes an error surface, which ends the replay.
static cairo_surface_t *source_image(void *closure, cairo_format_t format, int width, int height, long uid) {
    (void)uid;
    replay *state = closure;
    if (width <= 0 || height <= 0 || (long long)width * height > state->maximum_pixels) {
        state->image_refused = 1;
        return cairo_image_surface_create(CAIRO_FORMAT_ARGB32, -1, -1);
    }
    return cairo_image_surface_create(format, width, height);
}

int tablesnap_replay_drawing(const unsigned char *script, size_t count, cairo_surface_t *target,
                             long long maximum_pixels, char *message, size_t message_size) {
    pthread_once(&once, load);
    if (!loaded) {
        snprintf(message, message_size, "%s could not be loaded", library_name);
        return -1;
    }
    if (count > INT32_MAX) {
        snprintf(message, message_size, "the drawing is too large");
        return -1;
    }
    replay state = {target, maximum_pixels, 0};
    cairo_script_interpreter_hooks_t hooks = {.closure = &state, .surface_create = page_surface, .create_source_image = source_image};
    cairo_script_interpreter_t *replayer = interpreter.create();
    interpreter.install_hooks(replayer, &hooks);
    cairo_status_t status = interpreter.feed_string(replayer, (const char *)script, (int)count);
    cairo_status_t finished = interpreter.finish(replayer);
    interpreter.destroy(replayer);
    if (status == CAIRO_STATUS_SUCCESS) status = finished;
    if (state.image_refused) {
        snprintf(message, message_size, "it holds an image of more than %lld pixels", maximum_pixels);
        return -1;
    }
    if (status != CAIRO_STATUS_SUCCESS) {
        snprintf(message, message_size, "its drawing could not be replayed: %s", cairo_status_to_string(status));
        return -1;
    }
    return 0;
}

// What replaying a recorded drawing into pixels asks (see DrawingSize in
// Canvas): its path elements, and how far its edges reach. The script's
// paths are in the page's points (the script surface receives them with the
// transform applied), so each element's reach is read from its numbers; a
// stroked path counts twice, for its outline's two sides. Images, strings
// and arrays are skipped whole, so no byte inside them is taken for an
// operator.

typedef struct {
    double stack[6];
    int depth;
    double x, y, start_x, start_y;
    double path_width, path_height;
    tablesnap_drawing_size size;
} measure;

static void edge(measure *m, double x, double y) {
    m->path_width += fabs(x - m->x);
    m->path_height += fabs(y - m->y);
    m->x = x, m->y = y;
}

static int arguments(measure *m, int count) { return m->depth >= count; }

#define ARGUMENT(index, count) (m->stack[m->depth - (count) + (index)])

static void path_operator(measure *m, const char *name, size_t length) {
#define IS(word) (length == sizeof(word) - 1 && memcmp(name, word, length) == 0)
    if (IS("m") && arguments(m, 2)) {
        m->x = m->start_x = ARGUMENT(0, 2), m->y = m->start_y = ARGUMENT(1, 2);
    } else if (IS("l") && arguments(m, 2)) {
        edge(m, ARGUMENT(0, 2), ARGUMENT(1, 2));
    } else if (IS("c") && arguments(m, 6)) {
        for (int point = 0; point < 3; point++) edge(m, ARGUMENT(2 * point, 6), ARGUMENT(2 * point + 1, 6));
    } else if (IS("h")) {
        edge(m, m->start_x, m->start_y);
    } else if ((IS("re") || IS("rectangle")) && arguments(m, 4)) {
        m->path_width += 2 * fabs(ARGUMENT(2, 4)), m->path_height += 2 * fabs(ARGUMENT(3, 4));
    } else if ((IS("arc") || IS("arc-negative")) && arguments(m, 5)) {
        double travel = fabs(ARGUMENT(2, 5) * (ARGUMENT(4, 5) - ARGUMENT(3, 5)));
        m->path_width += travel, m->path_height += travel;
    } else if (IS("n")) {
        m->path_width = m->path_height = 0;
        return;
    } else if (IS("fill") || IS("fill+") || IS("clip") || IS("clip+") || IS("stroke") || IS("stroke+")) {
        int sides = IS("stroke") || IS("stroke+") ? 2 : 1;
        m->size.edge_width += m->path_width * sides, m->size.edge_height += m->path_height * sides;
        // Without "+" the painting consumes the path; with it the path stays for the next.
        if (name[length - 1] != '+') m->path_width = m->path_height = 0;
        return;
    } else {
        return;
    }
    m->size.elements++;
#undef IS
}

// The end of the string, base-85 or hex block starting at `at`.
static size_t skip_block(const unsigned char *s, size_t count, size_t at) {
    if (s[at] == '(') {
        int depth = 0;
        for (size_t index = at; index < count; index++) {
            if (s[index] == '\\') index++;
            else if (s[index] == '(') depth++;
            else if (s[index] == ')' && --depth == 0) return index + 1;
        }
        return count;
    }
    const char *end = at + 1 < count && s[at + 1] == '~' ? "~>" : ">";
    for (size_t index = at + 1; index < count; index++) {
        if (s[index] == (unsigned char)end[0] && (end[1] == 0 || (index + 1 < count && s[index + 1] == '>'))) return index + strlen(end);
    }
    return count;
}

tablesnap_drawing_size tablesnap_measure_drawing(const unsigned char *script, size_t count) {
    measure m = {0};
    size_t at = 0;
    while (at < count) {
        unsigned char c = script[at];
        if (isspace(c) || c == '[' || c == '{' || c == '}') {
            at++;
        } else if (c == ']') {
            m.depth = 0; // an array's numbers (a matrix, glyphs) are no path's
            at++;
        } else if (c == '%') {
            while (at < count && script[at] != '\n') at++;
        } else if (c == '<' && at + 1 < count && script[at + 1] == '<') {
            at += 2;
        } else if (c == '>' && at + 1 < count && script[at + 1] == '>') {
            at += 2;
        } else if (c == '(' || c == '<') {
            at = skip_block(script, count, at);
        } else {
            size_t start = at;
            while (at < count && !isspace(script[at]) && !strchr("[]{}()<>%", script[at])) at++;
            if (at == start) { at++; continue; }
            char *end;
            char number[64];
            size_t length = at - start < sizeof number - 1 ? at - start : sizeof number - 1;
            memcpy(number, script + start, length);
            number[length] = 0;
            double value = strtod(number, &end);
            if (script[start] != '/' && end == number + length && length > 0) {
                if (m.depth == 6) memmove(m.stack, m.stack + 1, 5 * sizeof(double)), m.depth = 5;
                m.stack[m.depth++] = value;
            } else {
                if (script[start] != '/') path_operator(&m, (const char *)script + start, at - start);
                m.depth = 0;
            }
        }
    }
    return m.size;
}
