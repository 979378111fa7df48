// Audio module: see docs/architecture.md.
