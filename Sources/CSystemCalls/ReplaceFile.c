#define _GNU_SOURCE
#include "CSystemCalls.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

// rename(2) over an existing file makes ext4 allocate and start writing the
// new file's blocks at once (its auto_da_alloc heuristic), which every output
// that replaces an older one would wait for. Exchanging the two names
// (RENAME_EXCHANGE) is not subject to it, and removing the old file
// afterwards is cheap while its data are still in memory (an output written
// again soon after: the common case of re-rendering). See Performance in
// TableKit's documentation.
// Where exchanging is not possible (no file at `target`, a file system
// without it), a plain rename does the job.
int tablesnap_replace_file(const char *replacement, const char *target) {
    if (renameat2(AT_FDCWD, replacement, AT_FDCWD, target, RENAME_EXCHANGE) != 0) {
        return rename(replacement, target);
    }
    // `replacement` now names the old file. A directory put at `target`
    // since the caller looked cannot be removed: exchange it back.
    if (unlink(replacement) != 0) {
        int reason = errno;
        (void)renameat2(AT_FDCWD, replacement, AT_FDCWD, target, RENAME_EXCHANGE);
        errno = reason;
        return -1;
    }
    return 0;
}
