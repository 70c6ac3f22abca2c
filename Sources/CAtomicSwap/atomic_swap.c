// Swift's Glibc module does not expose renameat2 (it needs _GNU_SOURCE), so this one call
// lives in C. It lets a rebuild replace the whole site in one step: readers see the old folder
// or the new one, never a moment with no folder.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include "atomic_swap.h"

int layoutbook_exchange_paths(const char *first, const char *second) {
#if defined(__APPLE__)
    return renamex_np(first, second, RENAME_SWAP);
#elif defined(RENAME_EXCHANGE)
    return renameat2(AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
#else
    errno = ENOSYS;
    return -1;
#endif
}
