// LineEditing module: see docs/architecture.md.
