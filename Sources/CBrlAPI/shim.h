#ifndef LECTOR_CBRLAPI_SHIM_H
#define LECTOR_CBRLAPI_SHIM_H
#include <dlfcn.h>
#include <stddef.h>
#include <brlapi.h>

/* Issue 20: libbrlapi (and libsystemd through it) is not linked; the Braille module opens it when a display is
   asked for. One field per function Braille calls. */
struct lector_brlapi_api {
    __typeof__(&brlapi_getHandleSize) getHandleSize;
    __typeof__(&brlapi__openConnection) openConnection;
    __typeof__(&brlapi__closeConnection) closeConnection;
    __typeof__(&brlapi__getDisplaySize) getDisplaySize;
    __typeof__(&brlapi__enterTtyMode) enterTtyMode;
    __typeof__(&brlapi__enterTtyModeWithPath) enterTtyModeWithPath;
    __typeof__(&brlapi__leaveTtyMode) leaveTtyMode;
    __typeof__(&brlapi__writeDots) writeDots;
    __typeof__(&brlapi__readKey) readKey;
    __typeof__(&brlapi_error_location) errorLocation;
    __typeof__(&brlapi_strerror) strerror;
};

/* Opens `soname` and fills `api`; NULL on success, else the loader's message. */
static inline const char *lector_brlapi_load(const char *soname, struct lector_brlapi_api *api) {
    void *handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) { const char *text = dlerror(); return text ? text : "dlopen failed"; }
#define LECTOR_BRLAPI_SYMBOL(field, name) \
    if ((api->field = (__typeof__(api->field))dlsym(handle, #name)) == NULL) { \
        const char *text = dlerror(); return text ? text : #name " is missing"; }
    LECTOR_BRLAPI_SYMBOL(getHandleSize, brlapi_getHandleSize)
    LECTOR_BRLAPI_SYMBOL(openConnection, brlapi__openConnection)
    LECTOR_BRLAPI_SYMBOL(closeConnection, brlapi__closeConnection)
    LECTOR_BRLAPI_SYMBOL(getDisplaySize, brlapi__getDisplaySize)
    LECTOR_BRLAPI_SYMBOL(enterTtyMode, brlapi__enterTtyMode)
    LECTOR_BRLAPI_SYMBOL(enterTtyModeWithPath, brlapi__enterTtyModeWithPath)
    LECTOR_BRLAPI_SYMBOL(leaveTtyMode, brlapi__leaveTtyMode)
    LECTOR_BRLAPI_SYMBOL(writeDots, brlapi__writeDots)
    LECTOR_BRLAPI_SYMBOL(readKey, brlapi__readKey)
    LECTOR_BRLAPI_SYMBOL(errorLocation, brlapi_error_location)
    LECTOR_BRLAPI_SYMBOL(strerror, brlapi_strerror)
#undef LECTOR_BRLAPI_SYMBOL
    return NULL;
}

/* brlapi_error is a macro over a thread-local location (brlapi_error_location()); Swift sees it through these. */
static inline int lector_brlapi_error_code(const struct lector_brlapi_api *api) { return api->errorLocation()->brlerrno; }
static inline const char *lector_brlapi_error_text(const struct lector_brlapi_api *api) {
    return api->strerror(api->errorLocation());
}

/* The key code fields (macros of brlapi_keycodes.h). */
static inline unsigned long long lector_brlapi_key_type(brlapi_keyCode_t code) { return code & BRLAPI_KEY_TYPE_MASK; }
static inline unsigned long long lector_brlapi_key_command(brlapi_keyCode_t code) { return code & BRLAPI_KEY_CMD_BLK_MASK; }
static inline unsigned long long lector_brlapi_key_argument(brlapi_keyCode_t code) { return code & BRLAPI_KEY_CMD_ARG_MASK; }
static inline unsigned long long lector_brlapi_key_code_mask(brlapi_keyCode_t code) { return code & BRLAPI_KEY_CODE_MASK; }
static inline int lector_brlapi_is_command(brlapi_keyCode_t code) { return (code & BRLAPI_KEY_TYPE_MASK) == BRLAPI_KEY_TYPE_CMD; }
static inline int lector_brlapi_is_route(brlapi_keyCode_t code) {
    return lector_brlapi_is_command(code) && (code & BRLAPI_KEY_CMD_BLK_MASK) == BRLAPI_KEY_CMD_ROUTE;
}
static inline int lector_brlapi_is_pan_left(brlapi_keyCode_t code) {
    return lector_brlapi_is_command(code) && (code & BRLAPI_KEY_CODE_MASK) == BRLAPI_KEY_CMD_FWINLT;
}
static inline int lector_brlapi_is_pan_right(brlapi_keyCode_t code) {
    return lector_brlapi_is_command(code) && (code & BRLAPI_KEY_CODE_MASK) == BRLAPI_KEY_CMD_FWINRT;
}
/* The line commands: LNUP, LNDN, TOP (and TOP_LEFT), BOT (and BOT_LEFT). */
static inline int lector_brlapi_is_code(brlapi_keyCode_t code, brlapi_keyCode_t command) {
    return lector_brlapi_is_command(code) && (code & BRLAPI_KEY_CODE_MASK) == command;
}
static inline int lector_brlapi_is_line_up(brlapi_keyCode_t code) { return lector_brlapi_is_code(code, BRLAPI_KEY_CMD_LNUP); }
static inline int lector_brlapi_is_line_down(brlapi_keyCode_t code) { return lector_brlapi_is_code(code, BRLAPI_KEY_CMD_LNDN); }
static inline int lector_brlapi_is_top(brlapi_keyCode_t code) {
    return lector_brlapi_is_code(code, BRLAPI_KEY_CMD_TOP) || lector_brlapi_is_code(code, BRLAPI_KEY_CMD_TOP_LEFT);
}
static inline int lector_brlapi_is_bottom(brlapi_keyCode_t code) {
    return lector_brlapi_is_code(code, BRLAPI_KEY_CMD_BOT) || lector_brlapi_is_code(code, BRLAPI_KEY_CMD_BOT_LEFT);
}
#endif
