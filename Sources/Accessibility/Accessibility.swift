// Accessibility module: see docs/architecture.md.
