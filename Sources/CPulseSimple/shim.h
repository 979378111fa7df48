#ifndef LECTOR_CPULSESIMPLE_SHIM_H
#define LECTOR_CPULSESIMPLE_SHIM_H
#include <pulse/simple.h>
#include <pulse/error.h>

/// A simple-API record stream of 16 kHz 16-bit mono little-endian PCM, with small fragments so a command's
/// end reaches the recognizer soon. NULL and *error set when no server or no source exists.
static inline pa_simple *lector_pa_record(const char *application, const char *device, int *error) {
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
    return pa_simple_new(NULL, application, PA_STREAM_RECORD, device, "voice commands", &spec, NULL, &attributes, error);
}
#endif
