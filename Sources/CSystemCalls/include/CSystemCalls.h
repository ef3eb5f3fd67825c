#ifndef TABLESNAP_CSYSTEMCALLS_H
#define TABLESNAP_CSYSTEMCALLS_H

#include <stddef.h>

/// Opens a new file without a name in `directory`, for writing, with
/// `mode` (less the umask): it vanishes with its descriptor unless
/// ``tablesnap_link_unnamed_file`` names it. Returns the descriptor, or -1
/// with `errno` set: EOPNOTSUPP where this system cannot make one or name it
/// later (a file system without O_TMPFILE, no /proc).
int tablesnap_open_unnamed_file(const char *directory, unsigned int mode);

/// Gives the unnamed file open on `descriptor` the name `path`, which must
/// not exist (EEXIST). Returns 0, or -1 with `errno` set.
int tablesnap_link_unnamed_file(int descriptor, const char *path);

/// Faults in the executable's zero-filled data (`.bss`) for writing, all at
/// once: for a process about to start threads of its own, before it does.
/// Returns the bytes faulted in, or -1 where the kernel refuses (before 5.14),
/// which changes nothing but the time.
long tablesnap_fault_in_zero_filled_data(void);

/// The executable's zero-filled data, in whole pages.
void tablesnap_zero_filled_data(void **start, size_t *length);

#endif
