#ifndef LECTOR_CSPEECHDISPATCHER_SHIM_H
#define LECTOR_CSPEECHDISPATCHER_SHIM_H
#include <dlfcn.h>
#include <stdlib.h>
#include <speech-dispatcher/libspeechd.h>

/* Issue 20: libspeechd (and GLib through it) is not linked; the SpeechDispatch module opens it on the first
   connection. One field per function SpeechDispatch calls. */
struct lector_spd_api {
    __typeof__(&spd_open2) spd_open2;
    __typeof__(&spd_close) spd_close;
    __typeof__(&spd_get_client_id) spd_get_client_id;
    __typeof__(&spd_say) spd_say;
    __typeof__(&spd_cancel) spd_cancel;
    __typeof__(&spd_set_notification_on) spd_set_notification_on;
    __typeof__(&spd_set_data_mode) spd_set_data_mode;
    __typeof__(&spd_set_voice_rate) spd_set_voice_rate;
    __typeof__(&spd_set_voice_pitch) spd_set_voice_pitch;
    __typeof__(&spd_set_volume) spd_set_volume;
    __typeof__(&spd_set_language) spd_set_language;
    __typeof__(&spd_set_synthesis_voice) spd_set_synthesis_voice;
    __typeof__(&spd_set_punctuation) spd_set_punctuation;
    __typeof__(&spd_set_capital_letters) spd_set_capital_letters;
};

/* Opens `soname` and fills `api`; NULL on success, else the loader's message. */
static inline const char *lector_spd_load(const char *soname, struct lector_spd_api *api) {
    void *handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) { const char *text = dlerror(); return text ? text : "dlopen failed"; }
#define LECTOR_SPD_SYMBOL(name) \
    if ((api->name = (__typeof__(api->name))dlsym(handle, #name)) == NULL) { \
        const char *text = dlerror(); return text ? text : #name " is missing"; }
    LECTOR_SPD_SYMBOL(spd_open2)
    LECTOR_SPD_SYMBOL(spd_close)
    LECTOR_SPD_SYMBOL(spd_get_client_id)
    LECTOR_SPD_SYMBOL(spd_say)
    LECTOR_SPD_SYMBOL(spd_cancel)
    LECTOR_SPD_SYMBOL(spd_set_notification_on)
    LECTOR_SPD_SYMBOL(spd_set_data_mode)
    LECTOR_SPD_SYMBOL(spd_set_voice_rate)
    LECTOR_SPD_SYMBOL(spd_set_voice_pitch)
    LECTOR_SPD_SYMBOL(spd_set_volume)
    LECTOR_SPD_SYMBOL(spd_set_language)
    LECTOR_SPD_SYMBOL(spd_set_synthesis_voice)
    LECTOR_SPD_SYMBOL(spd_set_punctuation)
    LECTOR_SPD_SYMBOL(spd_set_capital_letters)
#undef LECTOR_SPD_SYMBOL
    return NULL;
}

/// Sets the end and cancel callbacks of a connection (a struct field Swift cannot assign a C function to
/// without a cast).
static inline void lector_spd_set_callbacks(SPDConnection *connection, SPDCallback end, SPDCallback cancel) {
    connection->callback_end = end;
    connection->callback_cancel = cancel;
}

/// Frees a string libspeechd allocated (an error message).
static inline void lector_spd_free(char *string) {
    free(string);
}
#endif
