#include "CGraphics.h"

#include <cairo-script-interpreter.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

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
