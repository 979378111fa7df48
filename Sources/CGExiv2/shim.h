#ifndef LECTOR_CGEXIV2_SHIM_H
#define LECTOR_CGEXIV2_SHIM_H
// The few gexiv2 0.14 calls Lector makes, declared here rather than through <gexiv2/gexiv2.h>: that header pulls
// in GLib's, whose include folders only pkg-config knows, and pkg-config's `-pthread` is a flag SwiftPM refuses.
// The declarations are copied from gexiv2-metadata.h and gexiv2-startup.h (GLib's gboolean is int, glong long).
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

void g_object_unref(void *object);
void g_free(void *memory);
void g_error_free(GError *error);

/// The message of a GError, or "" for none.
static inline const char *lector_gerror_message(GError *error) { return error ? error->message : ""; }

/// Releases a metadata object.
static inline void lector_gexiv2_release(GExiv2Metadata *metadata) { if (metadata) g_object_unref(metadata); }
#endif
