// Narration module: see docs/architecture.md.
