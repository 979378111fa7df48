#ifndef LECTOR_CPOCKETSPHINX_SHIM_H
#define LECTOR_CPOCKETSPHINX_SHIM_H
// Debian's pocketsphinx 5prealpha (0.8 C API). Headers live in /usr/include/{pocketsphinx,sphinxbase}.
#include <pocketsphinx/pocketsphinx.h>

/// cmd_ln_parse_r with pocketsphinx's own argument definitions (ps_args), strict: an unknown flag fails.
static inline cmd_ln_t *lector_ps_config(int argc, char **argv) {
    return cmd_ln_parse_r(NULL, ps_args(), argc, argv, 1);
}

/// The acoustic score of one segment (ps_seg_prob's out parameter).
static inline int lector_ps_seg_acoustic(ps_seg_t *seg) {
    int32 acoustic = 0, language = 0, backoff = 0;
    (void)ps_seg_prob(seg, &acoustic, &language, &backoff);
    return acoustic;
}
#endif
