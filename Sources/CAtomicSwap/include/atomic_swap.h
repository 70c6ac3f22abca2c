#ifndef LAYOUTBOOK_ATOMIC_SWAP_H
#define LAYOUTBOOK_ATOMIC_SWAP_H

/// Atomically exchanges two paths (Linux renameat2 RENAME_EXCHANGE, macOS renamex_np RENAME_SWAP).
/// Returns 0 on success, -1 with errno set otherwise (ENOSYS where the system has no such call).
int layoutbook_exchange_paths(const char *first, const char *second);

#endif
