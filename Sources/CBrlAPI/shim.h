#ifndef LECTOR_CBRLAPI_SHIM_H
#define LECTOR_CBRLAPI_SHIM_H
#include <stddef.h>
#include <brlapi.h>

/* brlapi_error is a macro over a thread-local location; Swift sees it through these. */
static inline int lector_brlapi_error_code(void) { return brlapi_errno; }
static inline const char *lector_brlapi_error_text(void) { return brlapi_strerror(&brlapi_error); }

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
#endif
