// Placeholder; the sample lands with issue 6.
enum SampleAppPlaceholder {}
