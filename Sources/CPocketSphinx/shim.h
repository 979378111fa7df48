#ifndef LECTOR_CPOCKETSPHINX_SHIM_H
#define LECTOR_CPOCKETSPHINX_SHIM_H
// Debian's pocketsphinx 5prealpha (0.8 C API), opened with dlopen on first use (issue 20): libpocketsphinx
// pulls in libsphinxbase and, through it, libblas and liblapack (the Fortran runtime), which `lector --version`
// must not load. Its headers need -I paths that only pkg-config gives (they include <cmdln_macro.h> bare), so
// the few types and functions Lector uses are declared here, as pocketsphinx.h and sphinxbase's fe.h declare them
// (sphinxbase is built with floating-point features: `mfcc_t` is float). Every type is opaque: Lector reads no
// struct of either library. The front end's functions (fe_*) are sphinxbase's, found through pocketsphinx's handle
// (dlsym searches the libraries it loaded).
#include <dlfcn.h>
#include <stddef.h>
#include <stdint.h>

typedef struct ps_decoder_s ps_decoder_t;
typedef struct cmd_ln_s cmd_ln_t;
typedef struct ps_seg_s ps_seg_t;
typedef struct arg_s arg_t;

typedef struct fe_s fe_t;

/// The functions Lector calls, found with dlsym.
struct lector_ps_api {
    cmd_ln_t *(*cmd_ln_parse_r)(cmd_ln_t *inout, arg_t const *defn, int32_t argc, char *argv[], int32_t strict);
    int (*cmd_ln_free_r)(cmd_ln_t *config);
    arg_t const *(*ps_args)(void);
    ps_decoder_t *(*ps_init)(cmd_ln_t *config);
    int (*ps_free)(ps_decoder_t *ps);
    char *(*ps_lookup_word)(ps_decoder_t *ps, const char *word);
    int (*ps_add_word)(ps_decoder_t *ps, char const *word, char const *phones, int update);
    int (*ps_set_jsgf_string)(ps_decoder_t *ps, const char *name, const char *jsgf);
    int (*ps_set_search)(ps_decoder_t *ps, const char *name);
    int (*ps_start_utt)(ps_decoder_t *ps);
    int (*ps_end_utt)(ps_decoder_t *ps);
    char const *(*ps_get_hyp)(ps_decoder_t *ps, int32_t *out_best_score);
    ps_seg_t *(*ps_seg_iter)(ps_decoder_t *ps);
    void (*ps_seg_frames)(ps_seg_t *seg, int *out_sf, int *out_ef);
    char const *(*ps_seg_word)(ps_seg_t *seg);
    ps_seg_t *(*ps_seg_next)(ps_seg_t *seg);
    void (*ps_seg_free)(ps_seg_t *seg);
    int32_t (*ps_seg_prob)(ps_seg_t *seg, int32_t *out_ascr, int32_t *out_lscr, int32_t *out_lback);
    cmd_ln_t *(*ps_get_config)(ps_decoder_t *ps);
    int (*ps_process_cep)(ps_decoder_t *ps, float **data, int n_frames, int no_search, int full_utt);
    fe_t *(*fe_init_auto_r)(cmd_ln_t *config);
    int (*fe_start_utt)(fe_t *fe);
    int (*fe_get_output_size)(fe_t *fe);
    int (*fe_process_frames)(fe_t *fe, int16_t const **inout_spch, size_t *inout_nsamps, float **buf_cep,
                             int32_t *inout_nframes, int32_t *out_frameidx);
    int (*fe_free)(fe_t *fe);
};

#define LECTOR_PS_SYMBOL(name) \
    if (!(api->name = (__typeof__(api->name))dlsym(library, #name))) { return dlerror(); }

/// Opens libpocketsphinx.so.3 (RTLD_NOW | RTLD_LOCAL) and fills `api`; NULL on success, else dlerror's text.
static inline const char *lector_ps_load(struct lector_ps_api *api) {
    void *library = dlopen("libpocketsphinx.so.3", RTLD_NOW | RTLD_LOCAL);
    if (!library) { return dlerror(); }
    LECTOR_PS_SYMBOL(cmd_ln_parse_r) LECTOR_PS_SYMBOL(cmd_ln_free_r) LECTOR_PS_SYMBOL(ps_args)
    LECTOR_PS_SYMBOL(ps_init) LECTOR_PS_SYMBOL(ps_free) LECTOR_PS_SYMBOL(ps_lookup_word) LECTOR_PS_SYMBOL(ps_add_word)
    LECTOR_PS_SYMBOL(ps_set_jsgf_string) LECTOR_PS_SYMBOL(ps_set_search) LECTOR_PS_SYMBOL(ps_start_utt)
    LECTOR_PS_SYMBOL(ps_end_utt)
    LECTOR_PS_SYMBOL(ps_get_hyp) LECTOR_PS_SYMBOL(ps_seg_iter)
    LECTOR_PS_SYMBOL(ps_seg_frames) LECTOR_PS_SYMBOL(ps_seg_word) LECTOR_PS_SYMBOL(ps_seg_next)
    LECTOR_PS_SYMBOL(ps_seg_free) LECTOR_PS_SYMBOL(ps_seg_prob) LECTOR_PS_SYMBOL(ps_get_config)
    LECTOR_PS_SYMBOL(ps_process_cep) LECTOR_PS_SYMBOL(fe_init_auto_r) LECTOR_PS_SYMBOL(fe_start_utt)
    LECTOR_PS_SYMBOL(fe_get_output_size) LECTOR_PS_SYMBOL(fe_process_frames) LECTOR_PS_SYMBOL(fe_free)
    return NULL;
}
#undef LECTOR_PS_SYMBOL

/// cmd_ln_parse_r with pocketsphinx's own argument definitions (ps_args), strict: an unknown flag fails.
static inline cmd_ln_t *lector_ps_config(const struct lector_ps_api *api, int argc, char **argv) {
    return api->cmd_ln_parse_r(NULL, api->ps_args(), argc, argv, 1);
}

/// The acoustic score of one segment (ps_seg_prob's out parameter).
static inline int lector_ps_seg_acoustic(const struct lector_ps_api *api, ps_seg_t *seg) {
    int32_t acoustic = 0, language = 0, backoff = 0;
    (void)api->ps_seg_prob(seg, &acoustic, &language, &backoff);
    return acoustic;
}

#endif
