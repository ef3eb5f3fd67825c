#include "CGraphics.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

// poppler-glib and librsvg pull in some sixty libraries between them, which
// every process would map and relocate at start-up, whether it draws a PDF
// or SVG or not. They are opened here on first use instead, and only
// the few functions TableSnap calls are declared, so building needs none of
// their headers.

typedef struct { double x, y, width, height; } rsvg_rectangle;
typedef struct { double length; int unit; } rsvg_length;

static struct {
    void *(*new_from_data)(const unsigned char *data, size_t count, GError **error);
    void (*set_dpi)(void *handle, double dpi);
    gboolean (*size_in_pixels)(void *handle, double *width, double *height);
    void (*dimensions)(void *handle, gboolean *has_width, rsvg_length *width, gboolean *has_height,
                       rsvg_length *height, gboolean *has_viewbox, rsvg_rectangle *viewbox);
    gboolean (*render)(void *handle, cairo_t *cr, const rsvg_rectangle *viewport, GError **error);
} rsvg;

static struct {
    void *(*new_from_data)(char *data, int length, const char *password, GError **error);
    int (*page_count)(void *document);
    void *(*page)(void *document, int index);
    void (*size)(void *page, double *width, double *height);
    void (*render)(void *page, cairo_t *cr);
} poppler;

static const char *const library_names[] = {"libpoppler-glib.so.8", "librsvg-2.so.2"};
static int loaded[2];
static pthread_once_t once[2] = {PTHREAD_ONCE_INIT, PTHREAD_ONCE_INIT};
// Neither library promises that documents on several threads are safe while
// it loads fonts and caches, so one document is opened or drawn at a time.
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static int resolve(void *library, void **function, const char *name) {
    *function = dlsym(library, name);
    return *function != NULL;
}

// poppler-glib reports every defect of a damaged file on standard error
// through GLib's log; TableSnap reports the failure itself, once.
static void drop_message(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data) {
    (void)domain, (void)level, (void)message, (void)data;
}

static void load_poppler(void) {
    void *library = dlopen(library_names[TABLESNAP_VECTOR_PDF], RTLD_NOW | RTLD_LOCAL);
    if (!library) return;
    g_log_set_handler("Poppler", G_LOG_LEVEL_MASK, drop_message, NULL);
    loaded[TABLESNAP_VECTOR_PDF] = resolve(library, (void **)&poppler.new_from_data, "poppler_document_new_from_data")
        && resolve(library, (void **)&poppler.page_count, "poppler_document_get_n_pages")
        && resolve(library, (void **)&poppler.page, "poppler_document_get_page")
        && resolve(library, (void **)&poppler.size, "poppler_page_get_size")
        // Printing keeps embedded images at their full resolution; screen rendering shrinks them to the target's.
        && resolve(library, (void **)&poppler.render, "poppler_page_render_for_printing");
}

static void load_rsvg(void) {
    void *library = dlopen(library_names[TABLESNAP_VECTOR_SVG], RTLD_NOW | RTLD_LOCAL);
    if (!library) return;
    loaded[TABLESNAP_VECTOR_SVG] = resolve(library, (void **)&rsvg.new_from_data, "rsvg_handle_new_from_data")
        && resolve(library, (void **)&rsvg.set_dpi, "rsvg_handle_set_dpi")
        && resolve(library, (void **)&rsvg.size_in_pixels, "rsvg_handle_get_intrinsic_size_in_pixels")
        && resolve(library, (void **)&rsvg.dimensions, "rsvg_handle_get_intrinsic_dimensions")
        && resolve(library, (void **)&rsvg.render, "rsvg_handle_render_document");
}

static void fail(char *message, size_t size, const char *text) {
    if (size > 0) snprintf(message, size, "%s", text);
}

static void fail_with(char *message, size_t size, GError *error, const char *otherwise) {
    fail(message, size, error && error->message ? error->message : otherwise);
    if (error) g_error_free(error);
}

const char *tablesnap_vector_library_name(tablesnap_vector_kind kind) { return library_names[kind]; }

int tablesnap_vector_library_available(tablesnap_vector_kind kind) {
    pthread_once(&once[kind], kind == TABLESNAP_VECTOR_PDF ? load_poppler : load_rsvg);
    return loaded[kind];
}

struct tablesnap_vector {
    tablesnap_vector_kind kind;
    void *document;
    void *page;
    double width, height;
};

static int open_pdf(tablesnap_vector *vector, const unsigned char *data, size_t count, char *message, size_t size) {
    GError *error = NULL;
    if (count > INT32_MAX) return fail(message, size, "the file is too large"), -1;
    // poppler reads the bytes in place; the caller keeps them until it closes the document.
    vector->document = poppler.new_from_data((char *)data, (int)count, NULL, &error);
    if (!vector->document) return fail_with(message, size, error, "unreadable PDF"), -1;
    if (poppler.page_count(vector->document) < 1) return fail(message, size, "the PDF has no pages"), -1;
    vector->page = poppler.page(vector->document, 0);
    if (!vector->page) return fail(message, size, "the PDF's first page is unreadable"), -1;
    poppler.size(vector->page, &vector->width, &vector->height);
    return 0;
}

static int open_svg(tablesnap_vector *vector, const unsigned char *data, size_t count, char *message, size_t size) {
    GError *error = NULL;
    vector->document = rsvg.new_from_data(data, count, &error);
    if (!vector->document) return fail_with(message, size, error, "unreadable SVG"), -1;
    // At 72 dpi a length in inches or centimetres comes out in points, as iOS sizes an SVG asset.
    rsvg.set_dpi(vector->document, 72);
    if (rsvg.size_in_pixels(vector->document, &vector->width, &vector->height)) return 0;
    gboolean has_width, has_height, has_viewbox;
    rsvg_length width, height;
    rsvg_rectangle viewbox;
    rsvg.dimensions(vector->document, &has_width, &width, &has_height, &height, &has_viewbox, &viewbox);
    if (!has_viewbox) return fail(message, size, "the SVG gives neither a width and height nor a viewBox"), -1;
    vector->width = viewbox.width;
    vector->height = viewbox.height;
    return 0;
}

tablesnap_vector *tablesnap_vector_open(tablesnap_vector_kind kind, const unsigned char *data, size_t count,
                                        double *width, double *height, char *message, size_t message_size) {
    if (!tablesnap_vector_library_available(kind)) {
        char text[128];
        snprintf(text, sizeof text, "%s could not be loaded", library_names[kind]);
        return fail(message, message_size, text), NULL;
    }
    tablesnap_vector *vector = calloc(1, sizeof *vector);
    if (!vector) return fail(message, message_size, "out of memory"), NULL;
    vector->kind = kind;
    pthread_mutex_lock(&lock);
    int status = kind == TABLESNAP_VECTOR_PDF ? open_pdf(vector, data, count, message, message_size)
                                              : open_svg(vector, data, count, message, message_size);
    pthread_mutex_unlock(&lock);
    if (status != 0) {
        tablesnap_vector_close(vector);
        return NULL;
    }
    *width = vector->width;
    *height = vector->height;
    return vector;
}

int tablesnap_vector_render(tablesnap_vector *vector, cairo_t *cr, char *message, size_t message_size) {
    int status = 0;
    pthread_mutex_lock(&lock);
    if (vector->kind == TABLESNAP_VECTOR_PDF) {
        poppler.render(vector->page, cr);
    } else {
        GError *error = NULL;
        rsvg_rectangle viewport = {0, 0, vector->width, vector->height};
        if (!rsvg.render(vector->document, cr, &viewport, &error)) {
            fail_with(message, message_size, error, "the SVG could not be drawn");
            status = -1;
        }
    }
    pthread_mutex_unlock(&lock);
    return status;
}

void tablesnap_vector_close(tablesnap_vector *vector) {
    if (!vector) return;
    pthread_mutex_lock(&lock);
    if (vector->page) g_object_unref(vector->page);
    if (vector->document) g_object_unref(vector->document);
    pthread_mutex_unlock(&lock);
    free(vector);
}
