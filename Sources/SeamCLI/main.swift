// Placeholder; the CLI lands with issue 5.
print("seam: not built yet")
