#include "CSystemCalls.h"

#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif

// The linker's names for the start and the end of the executable's
// zero-filled data (.bss).
extern char __bss_start[], _end[];

void tablesnap_zero_filled_data(void **start, size_t *length) {
    uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
    uintptr_t first = ((uintptr_t)__bss_start + page - 1) & ~(page - 1);
    uintptr_t end = ((uintptr_t)_end + page - 1) & ~(page - 1);
    *start = (void *)first;
    *length = end > first ? (size_t)(end - first) : 0;
}

// A page of zero-filled data that is read before it is written is mapped to
// the kernel's shared zero page, then copied at the write; the copy replaces
// a mapping, so the TLB of every core running one of the process's threads
// is flushed, which in a virtual machine is an interrupt to the other core.
// Most of the Swift runtime's one-time tokens and caches are read first.
// Faulted in for writing while one thread runs, none needs that, and no
// other core is interrupted.
long tablesnap_fault_in_zero_filled_data(void) {
    void *start;
    size_t length;
    tablesnap_zero_filled_data(&start, &length);
    if (length == 0) return 0;
    return madvise(start, length, MADV_POPULATE_WRITE) == 0 ? (long)length : -1;
}
