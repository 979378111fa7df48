#ifndef LECTOR_CHEIF_SHIM_H
#define LECTOR_CHEIF_SHIM_H
// libheif, opened with dlopen on the first HEIC read (issue 20): it brings x265, de265, dav1d and aom, whose static
// initializers ran at every start while it was linked. The header gives the types; the functions come from dlsym.
#include <libheif/heif.h>
#include <dlfcn.h>
#include <stddef.h>

/// The libheif functions Lector calls.
struct lector_heif_api {
    __typeof__(&heif_context_alloc) heif_context_alloc;
    __typeof__(&heif_context_free) heif_context_free;
    __typeof__(&heif_context_read_from_memory_without_copy) heif_context_read_from_memory_without_copy;
    __typeof__(&heif_context_get_primary_image_handle) heif_context_get_primary_image_handle;
    __typeof__(&heif_image_handle_release) heif_image_handle_release;
    __typeof__(&heif_image_handle_get_width) heif_image_handle_get_width;
    __typeof__(&heif_image_handle_get_height) heif_image_handle_get_height;
    __typeof__(&heif_image_handle_get_list_of_metadata_block_IDs) heif_image_handle_get_list_of_metadata_block_IDs;
    __typeof__(&heif_image_handle_get_metadata_size) heif_image_handle_get_metadata_size;
    __typeof__(&heif_image_handle_get_metadata) heif_image_handle_get_metadata;
};

/// Opens `soname` (RTLD_NOW | RTLD_LOCAL) and fills every field of `api`; NULL on success, else dlerror's text.
static inline const char *lector_heif_load(struct lector_heif_api *api, const char *soname) {
    void *library = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        return reason ? reason : "dlopen failed";
    }
#define LECTOR_HEIF_SYMBOL(name)                                              \
    do {                                                                      \
        *(void **)(&api->name) = dlsym(library, #name);                       \
        if (api->name == NULL) {                                              \
            const char *reason = dlerror();                                   \
            return reason ? reason : "dlsym failed: " #name;                  \
        }                                                                     \
    } while (0)
    LECTOR_HEIF_SYMBOL(heif_context_alloc);
    LECTOR_HEIF_SYMBOL(heif_context_free);
    LECTOR_HEIF_SYMBOL(heif_context_read_from_memory_without_copy);
    LECTOR_HEIF_SYMBOL(heif_context_get_primary_image_handle);
    LECTOR_HEIF_SYMBOL(heif_image_handle_release);
    LECTOR_HEIF_SYMBOL(heif_image_handle_get_width);
    LECTOR_HEIF_SYMBOL(heif_image_handle_get_height);
    LECTOR_HEIF_SYMBOL(heif_image_handle_get_list_of_metadata_block_IDs);
    LECTOR_HEIF_SYMBOL(heif_image_handle_get_metadata_size);
    LECTOR_HEIF_SYMBOL(heif_image_handle_get_metadata);
#undef LECTOR_HEIF_SYMBOL
    return NULL;
}
#endif
