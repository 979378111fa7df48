#ifndef LECTOR_CPCAUDIO_SHIM_H
#define LECTOR_CPCAUDIO_SHIM_H
#include <dlfcn.h>
#include <stddef.h>
#include <pcaudiolib/audio.h>

/* libpcaudio is not linked by Lector (libespeak-ng.so.1 needs it, so it is mapped at start); the Audio module
   resolves its entry points on the first playback. One field per function Audio calls. */
struct lector_pcaudio_api {
    __typeof__(&create_audio_device_object) create_audio_device_object;
    __typeof__(&audio_object_open) audio_object_open;
    __typeof__(&audio_object_close) audio_object_close;
    __typeof__(&audio_object_destroy) audio_object_destroy;
    __typeof__(&audio_object_write) audio_object_write;
    __typeof__(&audio_object_drain) audio_object_drain;
    __typeof__(&audio_object_flush) audio_object_flush;
    __typeof__(&audio_object_strerror) audio_object_strerror;
};

/* Opens `soname` and fills `api`; NULL on success, else the loader's message. */
static inline const char *lector_pcaudio_load(const char *soname, struct lector_pcaudio_api *api) {
    void *handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) { const char *text = dlerror(); return text ? text : "dlopen failed"; }
#define LECTOR_PCAUDIO_SYMBOL(name) \
    if ((api->name = (__typeof__(api->name))dlsym(handle, #name)) == NULL) { \
        const char *text = dlerror(); return text ? text : #name " is missing"; }
    LECTOR_PCAUDIO_SYMBOL(create_audio_device_object)
    LECTOR_PCAUDIO_SYMBOL(audio_object_open)
    LECTOR_PCAUDIO_SYMBOL(audio_object_close)
    LECTOR_PCAUDIO_SYMBOL(audio_object_destroy)
    LECTOR_PCAUDIO_SYMBOL(audio_object_write)
    LECTOR_PCAUDIO_SYMBOL(audio_object_drain)
    LECTOR_PCAUDIO_SYMBOL(audio_object_flush)
    LECTOR_PCAUDIO_SYMBOL(audio_object_strerror)
#undef LECTOR_PCAUDIO_SYMBOL
    return NULL;
}
#endif
