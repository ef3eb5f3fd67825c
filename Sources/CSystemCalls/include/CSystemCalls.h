#ifndef TABLESNAP_CSYSTEMCALLS_H
#define TABLESNAP_CSYSTEMCALLS_H

#include <stddef.h>

/// Puts the file `replacement` at `target`'s name, replacing what is there,
/// in one step: a reader of `target` sees the old file or the new one, whole.
/// `replacement` is gone afterwards. Returns 0, or -1 with `errno` set, and
/// then nothing has moved (an exchange that could not be completed is
/// undone). A directory at `target` is never replaced.
int tablesnap_replace_file(const char *replacement, const char *target);

/// Faults in the executable's zero-filled data (`.bss`) for writing, all at
/// once: for a process about to start threads of its own, before it does.
/// Returns the bytes faulted in, or -1 where the kernel refuses (before 5.14),
/// which changes nothing but the time.
long tablesnap_fault_in_zero_filled_data(void);

/// The executable's zero-filled data, in whole pages.
void tablesnap_zero_filled_data(void **start, size_t *length);

#endif
