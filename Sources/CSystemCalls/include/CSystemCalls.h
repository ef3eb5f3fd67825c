#ifndef TABLESNAP_CSYSTEMCALLS_H
#define TABLESNAP_CSYSTEMCALLS_H

/// Puts the file `replacement` at `target`'s name, replacing what is there,
/// in one step: a reader of `target` sees the old file or the new one, whole.
/// `replacement` is gone afterwards. Returns 0, or -1 with `errno` set, and
/// then nothing has moved. A directory at `target` is never replaced.
int tablesnap_replace_file(const char *replacement, const char *target);

#endif
