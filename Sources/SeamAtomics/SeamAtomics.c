#include "SeamAtomics.h"

_Thread_local void *_Nullable seam_thread_context SEAM_TLS_MODEL = 0;
