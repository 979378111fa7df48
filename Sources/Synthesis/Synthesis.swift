// Synthesis module: see docs/architecture.md.
