#define _GNU_SOURCE
#include "CSystemCalls.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

// O_TMPFILE is a GNU extension that Swift's Glibc module does not declare.
// A file system without it answers EOPNOTSUPP; a kernel older than 3.11
// EISDIR (O_TMPFILE includes O_DIRECTORY). Both mean "no unnamed files
// here", which is what the caller needs to know.
// The file can only be named later through /proc/self/fd (see below): where
// /proc is not mounted, the answer is the same.
int tablesnap_open_unnamed_file(const char *directory, unsigned int mode) {
    int descriptor = open(directory, O_TMPFILE | O_WRONLY | O_CLOEXEC, (mode_t)mode);
    if (descriptor < 0) {
        if (errno == EISDIR) errno = EOPNOTSUPP;
        return -1;
    }
    if (access("/proc/self/fd", F_OK) != 0) {
        close(descriptor);
        errno = EOPNOTSUPP;
        return -1;
    }
    return descriptor;
}

// linkat with AT_EMPTY_PATH would name the descriptor itself, but it needs
// the CAP_DAC_READ_SEARCH capability; the descriptor's link in /proc, with
// AT_SYMLINK_FOLLOW, is the unprivileged way.
int tablesnap_link_unnamed_file(int descriptor, const char *path) {
    char link[32];
    snprintf(link, sizeof link, "/proc/self/fd/%d", descriptor);
    return linkat(AT_FDCWD, link, AT_FDCWD, path, AT_SYMLINK_FOLLOW);
}
