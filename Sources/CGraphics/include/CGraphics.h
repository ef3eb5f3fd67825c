// The C libraries TableSnap draws and encodes with: Cairo (with its PDF and
// SVG surfaces), Pango (through fontconfig/FreeType, so fonts come from a
// private configuration) and libpng.
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
#include <stddef.h>
#include <stdint.h>

/// A growing byte buffer the PNG encoder writes into; the caller frees `bytes`.
typedef struct {
    unsigned char *bytes;
    size_t count;
    size_t capacity;
} tablesnap_png_buffer;

/// Encodes Cairo ARGB32 pixels (premultiplied, native-endian) as an 8-bit PNG:
/// RGB when `opaque`, else RGBA. No time or text chunks, so equal pixels give
/// equal bytes. Returns 0 on success; on failure frees `out` and returns -1.
int tablesnap_png_encode(const unsigned char *pixels, int width, int height, int stride,
                         int opaque, int level, int filters, tablesnap_png_buffer *out);

/// Decodes an 8-bit RGB or RGBA, non-interlaced PNG without colour-space
/// chunks into Cairo ARGB32 pixels (premultiplied, native-endian) of the
/// given size. Returns 0 when done, -1 when the file is another kind (or
/// damaged) and libpng must read it.
int tablesnap_png_decode(const unsigned char *data, size_t count, unsigned char *pixels, int stride,
                         int width, int height);

/// Makes glibc keep freed large blocks for reuse instead of returning them to
/// the kernel (see MemoryReuse.c). Process-wide; safe to call more than once.
void tablesnap_keep_freed_memory(void);

#endif
