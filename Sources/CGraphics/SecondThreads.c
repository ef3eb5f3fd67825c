// Whether one image's work may take a second thread. Private state per thread.
#include "CGraphics.h"
#include "SecondThreads.h"

// Set on a thread that a batch gives a file of its own (tablesnap_withhold_second_threads).
static _Thread_local int withheld;

int tablesnap_withhold_second_threads(int on) {
    int was = withheld;
    withheld = on != 0;
    return was;
}

int tablesnap_may_start_thread(void) { return !withheld; }
