// Storage module: see docs/architecture.md.
