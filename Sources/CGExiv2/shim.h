#ifndef LECTOR_CGEXIV2_SHIM_H
#define LECTOR_CGEXIV2_SHIM_H
// The few gexiv2 0.14 calls Lector makes, declared here rather than through <gexiv2/gexiv2.h>: that header pulls
// in GLib's, whose include folders only pkg-config knows, and pkg-config's `-pthread` is a flag SwiftPM refuses.
// The declarations are copied from gexiv2-metadata.h and gexiv2-startup.h (GLib's gboolean is int, glong long).
// libgexiv2 is opened with dlopen on first use (issue 20): it brings exiv2, GLib, GObject, GIO and libstdc++,
// which every start mapped while it was linked. The declarations give the types; the functions come from dlsym.
#include <dlfcn.h>
#include <stddef.h>
#include <stdint.h>

typedef struct _GExiv2Metadata GExiv2Metadata;
/// GLib's GError: a domain quark, a code, a message.
typedef struct _GError { uint32_t domain; int code; char *message; } GError;

int gexiv2_initialize(void);
GExiv2Metadata *gexiv2_metadata_new(void);
int gexiv2_metadata_open_path(GExiv2Metadata *self, const char *path, GError **error);
int gexiv2_metadata_open_buf(GExiv2Metadata *self, const unsigned char *data, long n_data, GError **error);
int gexiv2_metadata_save_file(GExiv2Metadata *self, const char *path, GError **error);
int gexiv2_metadata_get_pixel_width(GExiv2Metadata *self);
int gexiv2_metadata_get_pixel_height(GExiv2Metadata *self);
char *gexiv2_metadata_try_get_tag_string(GExiv2Metadata *self, const char *tag, GError **error);
int gexiv2_metadata_try_set_tag_string(GExiv2Metadata *self, const char *tag, const char *value, GError **error);
int gexiv2_metadata_try_clear_tag(GExiv2Metadata *self, const char *tag, GError **error);
/// GExiv2StructureType's GEXIV2_STRUCTURE_XA_ALT.
enum { LECTOR_GEXIV2_STRUCTURE_XA_ALT = 20 };
int gexiv2_metadata_try_set_xmp_tag_struct(GExiv2Metadata *self, const char *tag, int type, GError **error);
int gexiv2_metadata_try_register_xmp_namespace(const char *name, const char *prefix, GError **error);

/// gexiv2's GExiv2LogHandler: a GExiv2LogLevel (0 debug, 1 info, 2 warning, 3 error, 4 mute) and the message.
typedef void (*lector_gexiv2_log_handler)(int level, const char *message);
void gexiv2_log_set_handler(lector_gexiv2_log_handler handler);
void gexiv2_log_set_level(int level);
/// GLib's GLogFunc: the log domain, the GLogLevelFlags, the message and the user data.
typedef void (*lector_glib_log_func)(const char *domain, int level, const char *message, void *data);
lector_glib_log_func g_log_set_default_handler(lector_glib_log_func handler, void *data);

void g_object_unref(void *object);
void g_free(void *memory);
void g_error_free(GError *error);

/// The message of a GError, or "" for none.
static inline const char *lector_gerror_message(GError *error) { return error ? error->message : ""; }

/// The gexiv2 and GLib functions Lector calls (GLib's come through libgexiv2's own dependencies).
struct lector_gexiv2_api {
    __typeof__(&gexiv2_initialize) gexiv2_initialize;
    __typeof__(&gexiv2_metadata_new) gexiv2_metadata_new;
    __typeof__(&gexiv2_metadata_open_path) gexiv2_metadata_open_path;
    __typeof__(&gexiv2_metadata_open_buf) gexiv2_metadata_open_buf;
    __typeof__(&gexiv2_metadata_save_file) gexiv2_metadata_save_file;
    __typeof__(&gexiv2_metadata_get_pixel_width) gexiv2_metadata_get_pixel_width;
    __typeof__(&gexiv2_metadata_get_pixel_height) gexiv2_metadata_get_pixel_height;
    __typeof__(&gexiv2_metadata_try_get_tag_string) gexiv2_metadata_try_get_tag_string;
    __typeof__(&gexiv2_metadata_try_set_tag_string) gexiv2_metadata_try_set_tag_string;
    __typeof__(&gexiv2_metadata_try_clear_tag) gexiv2_metadata_try_clear_tag;
    __typeof__(&gexiv2_metadata_try_set_xmp_tag_struct) gexiv2_metadata_try_set_xmp_tag_struct;
    __typeof__(&gexiv2_metadata_try_register_xmp_namespace) gexiv2_metadata_try_register_xmp_namespace;
    __typeof__(&gexiv2_log_set_handler) gexiv2_log_set_handler;
    __typeof__(&gexiv2_log_set_level) gexiv2_log_set_level;
    __typeof__(&g_log_set_default_handler) g_log_set_default_handler;
    __typeof__(&g_object_unref) g_object_unref;
    __typeof__(&g_free) g_free;
    __typeof__(&g_error_free) g_error_free;
};

/// Opens `soname` (RTLD_NOW | RTLD_LOCAL) and fills every field of `api`; NULL on success, else dlerror's text.
static inline const char *lector_gexiv2_load(struct lector_gexiv2_api *api, const char *soname) {
    void *library = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        return reason ? reason : "dlopen failed";
    }
#define LECTOR_GEXIV2_SYMBOL(name)                                            \
    do {                                                                      \
        *(void **)(&api->name) = dlsym(library, #name);                       \
        if (api->name == NULL) {                                              \
            const char *reason = dlerror();                                   \
            return reason ? reason : "dlsym failed: " #name;                  \
        }                                                                     \
    } while (0)
    LECTOR_GEXIV2_SYMBOL(gexiv2_initialize);
    LECTOR_GEXIV2_SYMBOL(gexiv2_metadata_new);
    LECTOR_GEXIV2_SYMBOL(gexiv2_metadata_open_path);
    LECTOR_GEXIV2_SYMBOL(gexiv2_metadata_open_buf);
    LECTOR_GEXIV2_SYMBOL(gexiv2_metadata_save_file);
    LECTOR_GEXIV2_SYMBOL(gexiv2_metadata_get_pixel_width);
    LECTOR_GEXIV2_SYMBOL(gexiv2_metadata_get_pixel_height);
    LECTOR_GEXIV2_SYMBOL(gexiv2_metadata_try_get_tag_string);
    LECTOR_GEXIV2_SYMBOL(gexiv2_metadata_try_set_tag_string);
    LECTOR_GEXIV2_SYMBOL(gexiv2_metadata_try_clear_tag);
    LECTOR_GEXIV2_SYMBOL(gexiv2_metadata_try_set_xmp_tag_struct);
    LECTOR_GEXIV2_SYMBOL(gexiv2_metadata_try_register_xmp_namespace);
    LECTOR_GEXIV2_SYMBOL(gexiv2_log_set_handler);
    LECTOR_GEXIV2_SYMBOL(gexiv2_log_set_level);
    LECTOR_GEXIV2_SYMBOL(g_log_set_default_handler);
    LECTOR_GEXIV2_SYMBOL(g_object_unref);
    LECTOR_GEXIV2_SYMBOL(g_free);
    LECTOR_GEXIV2_SYMBOL(g_error_free);
#undef LECTOR_GEXIV2_SYMBOL
    return NULL;
}
#endif
