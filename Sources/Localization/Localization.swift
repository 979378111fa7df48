// Localization module: see docs/architecture.md.
