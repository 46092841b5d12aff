// Placeholder; the runtime lands with issue 2.
enum SeamPlaceholder {}
