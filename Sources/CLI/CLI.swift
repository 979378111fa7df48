// CLI module: see docs/architecture.md.
