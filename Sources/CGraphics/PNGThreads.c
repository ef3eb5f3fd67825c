// Whether a PNG's work may take a second thread. Private state per thread.
#include "CGraphics.h"
#include "PNGChunks.h"

// Set on a thread that a batch gives a file of its own (tablesnap_png_work_on_one_thread).
static _Thread_local int on_one_thread;

int tablesnap_png_work_on_one_thread(int on) {
    int was = on_one_thread;
    on_one_thread = on != 0;
    return was;
}

int tablesnap_png_may_start_thread(void) { return !on_one_thread; }
