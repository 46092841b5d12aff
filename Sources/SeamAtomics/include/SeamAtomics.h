#ifndef SEAM_ATOMICS_H
#define SEAM_ATOMICS_H

// The two things Seam's runtime needs below Swift, for every system Swift concurrency runs
// on (macOS 10.15, iOS 13, tvOS 13, watchOS 6, visionOS 1, Linux): atomic operations on one
// machine word, and one thread-local pointer.
//
// Every function is `static inline` and always inlined, so Swift inlines it at the call
// site: the atomics compile to the same single instructions as the Synchronization module's
// `Atomic`, which needs macOS 15 / iOS 18. (The warm read's acquiring load and the build's
// compare-exchange use the standard library's always-inlined builtins instead: see
// `AtomicWord`.) Internal to Seam: apps never import this module.

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

// always_inline: a call is one instruction wherever LLVM may inline. (Swift marks calls
// inside protocol witness thunks `noinline`; the hot paths avoid C calls for that reason.)
#define SEAM_INLINE static inline __attribute__((always_inline))

// MARK: Atomic words
//
// Each function takes the address of a word that Swift stores inline in a cell (a
// `@_rawLayout(like: UInt)` type, so the address is the cell's own memory) and accesses it
// as a C11 `_Atomic(uintptr_t)`, which has the size and alignment of `uintptr_t`.

#define SEAM_ATOMIC(address) ((_Atomic(uintptr_t) *)(address))



/// Loads the word with sequentially consistent ordering.
SEAM_INLINE uintptr_t seam_atomic_load_seq_cst(void *_Nonnull address) {
    return atomic_load_explicit(SEAM_ATOMIC(address), memory_order_seq_cst);
}

/// Stores `value` with release ordering.
SEAM_INLINE void seam_atomic_store_release(void *_Nonnull address, uintptr_t value) {
    atomic_store_explicit(SEAM_ATOMIC(address), value, memory_order_release);
}


/// Stores `value` and returns the previous value, sequentially consistent.
SEAM_INLINE uintptr_t seam_atomic_exchange_seq_cst(void *_Nonnull address, uintptr_t value) {
    return atomic_exchange_explicit(SEAM_ATOMIC(address), value, memory_order_seq_cst);
}

/// Adds `delta` (wrapping) and returns the previous value, sequentially consistent.
SEAM_INLINE uintptr_t seam_atomic_fetch_add_seq_cst(void *_Nonnull address, uintptr_t delta) {
    return atomic_fetch_add_explicit(SEAM_ATOMIC(address), delta, memory_order_seq_cst);
}

/// Subtracts `delta` (wrapping) and returns the previous value, sequentially consistent.
SEAM_INLINE uintptr_t seam_atomic_fetch_sub_seq_cst(void *_Nonnull address, uintptr_t delta) {
    return atomic_fetch_sub_explicit(SEAM_ATOMIC(address), delta, memory_order_seq_cst);
}

#undef SEAM_ATOMIC

// MARK: Thread-local context
//
// Swift has no thread-local storage of its own; pthread_getspecific costs a library call
// on every member built. A C11 thread-local read through an inline function is a single
// load from the thread's block.

#if defined(__ELF__)
#define SEAM_TLS_MODEL __attribute__((tls_model("initial-exec")))
#else
#define SEAM_TLS_MODEL
#endif

/// The calling thread's context (an unretained Swift object), or NULL before its first use.
extern _Thread_local void *_Nullable seam_thread_context SEAM_TLS_MODEL;

/// Reads the calling thread's context.
SEAM_INLINE void *_Nullable seam_thread_context_get(void) {
    return seam_thread_context;
}

/// Sets the calling thread's context.
SEAM_INLINE void seam_thread_context_set(void *_Nullable context) {
    seam_thread_context = context;
}

#endif
