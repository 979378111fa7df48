#ifndef LECTOR_CPULSESIMPLE_SHIM_H
#define LECTOR_CPULSESIMPLE_SHIM_H
// PulseAudio's simple API, opened with dlopen on first use (issue 20): libpulse-simple pulls in libpulse and its
// stack, which only `browse --listen` needs.
#include <dlfcn.h>
#include <pulse/simple.h>
#include <pulse/error.h>

/// The functions Lector calls, found with dlsym.
struct lector_pa_api {
    __typeof__(&pa_simple_new) pa_simple_new;
    __typeof__(&pa_simple_free) pa_simple_free;
    __typeof__(&pa_simple_read) pa_simple_read;
    __typeof__(&pa_strerror) pa_strerror;
};

/// Opens libpulse-simple.so.0 (RTLD_NOW | RTLD_LOCAL) and fills `api`; NULL on success, else dlerror's text.
static inline const char *lector_pa_load(struct lector_pa_api *api) {
    void *library = dlopen("libpulse-simple.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!library) { return dlerror(); }
    if (!(api->pa_simple_new = (__typeof__(api->pa_simple_new))dlsym(library, "pa_simple_new"))) { return dlerror(); }
    if (!(api->pa_simple_free = (__typeof__(api->pa_simple_free))dlsym(library, "pa_simple_free"))) { return dlerror(); }
    if (!(api->pa_simple_read = (__typeof__(api->pa_simple_read))dlsym(library, "pa_simple_read"))) { return dlerror(); }
    if (!(api->pa_strerror = (__typeof__(api->pa_strerror))dlsym(library, "pa_strerror"))) { return dlerror(); }
    return NULL;
}

/// A simple-API record stream of 16 kHz 16-bit mono little-endian PCM, with small fragments so a command's
/// end reaches the recognizer soon. NULL and *error set when no server or no source exists.
static inline pa_simple *lector_pa_record(const struct lector_pa_api *api, const char *application, const char *device,
                                          int *error) {
    pa_sample_spec spec;
    spec.format = PA_SAMPLE_S16LE;
    spec.rate = 16000;
    spec.channels = 1;
    pa_buffer_attr attributes;
    attributes.maxlength = (uint32_t)-1;
    attributes.tlength = (uint32_t)-1;
    attributes.prebuf = (uint32_t)-1;
    attributes.minreq = (uint32_t)-1;
    attributes.fragsize = 1024;
    return api->pa_simple_new(NULL, application, PA_STREAM_RECORD, device, "voice commands", &spec, NULL, &attributes, error);
}
#endif
