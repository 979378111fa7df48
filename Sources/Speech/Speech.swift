// Speech module: see docs/architecture.md.
