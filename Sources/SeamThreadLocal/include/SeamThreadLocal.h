#ifndef SEAM_THREAD_LOCAL_H
#define SEAM_THREAD_LOCAL_H

// One pointer per thread for Seam's runtime: the calling thread's build context.
//
// Swift has no thread-local storage of its own; pthread_getspecific costs a library call
// on every member built. A C11 thread-local read through an inline function is a single
// load from the thread's block. Internal to Seam: apps never import this module.

#if defined(__ELF__)
#define SEAM_TLS_MODEL __attribute__((tls_model("initial-exec")))
#else
#define SEAM_TLS_MODEL
#endif

/// The calling thread's context (an unretained Swift object), or NULL before its first use.
extern _Thread_local void *_Nullable seam_thread_context SEAM_TLS_MODEL;

/// Reads the calling thread's context.
static inline void *_Nullable seam_thread_context_get(void) {
    return seam_thread_context;
}

/// Sets the calling thread's context.
static inline void seam_thread_context_set(void *_Nullable context) {
    seam_thread_context = context;
}

#endif
