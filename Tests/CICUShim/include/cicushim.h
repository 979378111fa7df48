// Plain-C access to Debian's ICU plural rules for the cross-check test (localization.md §5).
// No ICU type appears here: Debian's ICU module map clashes with Foundation's bundled ICU when
// both are visible to one Swift module.
#ifndef CICUSHIM_H
#define CICUSHIM_H

#include <stddef.h>

/// Writes the CLDR cardinal category of `number` in `locale` (such as "one") into `buffer`.
/// Returns the length written, or -1 when ICU fails.
int cicushim_plural_category(const char *locale, double number, char *buffer, size_t capacity);

/// Writes the comma-joined plural keywords of `locale` (ICU's order) into `buffer`.
/// Returns the length written, or -1 when ICU fails or the buffer is too small.
int cicushim_plural_keywords(const char *locale, char *buffer, size_t capacity);

#endif
