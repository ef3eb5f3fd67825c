// Whether this thread may start a second one for an image's work: a PNG's
// upper strip, a bitmap's pages faulted in. A batch that keeps every core
// busy with a file of its own withholds them
// (tablesnap_withhold_second_threads, SecondThreads.c).
#ifndef TABLESNAP_SECOND_THREADS_H
#define TABLESNAP_SECOND_THREADS_H

int tablesnap_may_start_thread(void);

#endif
