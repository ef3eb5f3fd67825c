// A thread started on another core than its caller's.
#define _GNU_SOURCE
#include "CGraphics.h"
#include <sched.h>
#include <stdlib.h>

// Linux mostly queues a new thread on its creator's core, where it waits for
// the creator's time slice to end or for the balancer to move it: a font
// thread started that way mostly began late, and the main thread then waited
// for the fonts at its first text. So the thread starts on the cores the
// caller may use but its own, and once running may use them all again, to
// move where the load is.
//
// An image's second threads (SecondThreads.h) are left where Linux puts
// them: they read and write megabytes beside the drawing, and two such
// threads at once slow each other down on a small machine, so moving them
// too gained nothing reliable (see Performance in TableKit's documentation).
typedef struct {
    void *(*start)(void *);
    void *argument;
    cpu_set_t allowed;
} placed_start;

static void *start_placed(void *context) {
    placed_start placed = *(placed_start *)context;
    free(context);
    (void)sched_setaffinity(0, sizeof placed.allowed, &placed.allowed);
    return placed.start(placed.argument);
}

int tablesnap_other_cores(int core, const cpu_set_t *allowed, cpu_set_t *others) {
    *others = *allowed;
    if (core >= 0 && core < CPU_SETSIZE) CPU_CLR(core, others);
    return CPU_COUNT(others);
}

// The cores the caller may use into `allowed`, and those but its own into
// `others`; 0 when there are none or they cannot be known (more than
// CPU_SETSIZE cores).
static int other_cores(cpu_set_t *allowed, cpu_set_t *others) {
    int core = sched_getcpu();
    return core >= 0 && sched_getaffinity(0, sizeof *allowed, allowed) == 0 && tablesnap_other_cores(core, allowed, others) > 0;
}

int tablesnap_start_thread_on_another_core(pthread_t *thread, void *(*start)(void *), void *argument) {
    placed_start *placed = malloc(sizeof *placed);
    cpu_set_t others;
    pthread_attr_t attributes;
    if (placed && other_cores(&placed->allowed, &others) && pthread_attr_init(&attributes) == 0) {
        placed->start = start;
        placed->argument = argument;
        int status = pthread_attr_setaffinity_np(&attributes, sizeof others, &others);
        if (status == 0) status = pthread_create(thread, &attributes, start_placed, placed);
        pthread_attr_destroy(&attributes);
        if (status == 0) return 0;
    }
    free(placed);
    return pthread_create(thread, NULL, start, argument);
}
