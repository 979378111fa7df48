#ifndef LECTOR_CHUNSPELL_SHIM_H
#define LECTOR_CHUNSPELL_SHIM_H
// Hunspell's C API, opened with dlopen on the first word looked up: only `audit` (whether a value left as in the
// source is a word of its language, `strings.untranslated`) asks, so no other command maps the library. The header
// gives the types; the functions come from dlsym.
#include <hunspell/hunspell.h>
#include <dlfcn.h>
#include <stddef.h>

/// The Hunspell functions Lector calls, each dlsym'd from the library.
struct lector_hunspell_api {
    __typeof__(&Hunspell_create) Hunspell_create;
    __typeof__(&Hunspell_destroy) Hunspell_destroy;
    __typeof__(&Hunspell_spell) Hunspell_spell;
    __typeof__(&Hunspell_get_dic_encoding) Hunspell_get_dic_encoding;
};

/// Opens `soname` (RTLD_NOW | RTLD_LOCAL) and fills every field of `api`; NULL on success, else dlerror's text.
/// Call it once (the Swift owner's lazy global).
static inline const char *lector_hunspell_load(struct lector_hunspell_api *api, const char *soname) {
    void *library = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        return reason ? reason : "dlopen failed";
    }
#define LECTOR_HUNSPELL_SYMBOL(name)                                          \
    do {                                                                      \
        *(void **)(&api->name) = dlsym(library, #name);                       \
        if (api->name == NULL) {                                              \
            const char *reason = dlerror();                                   \
            return reason ? reason : "dlsym failed: " #name;                  \
        }                                                                     \
    } while (0)
    LECTOR_HUNSPELL_SYMBOL(Hunspell_create);
    LECTOR_HUNSPELL_SYMBOL(Hunspell_destroy);
    LECTOR_HUNSPELL_SYMBOL(Hunspell_spell);
    LECTOR_HUNSPELL_SYMBOL(Hunspell_get_dic_encoding);
#undef LECTOR_HUNSPELL_SYMBOL
    return NULL;
}
#endif
