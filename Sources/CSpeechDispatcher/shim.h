#ifndef LECTOR_CSPEECHDISPATCHER_SHIM_H
#define LECTOR_CSPEECHDISPATCHER_SHIM_H
#include <stdlib.h>
#include <libspeechd.h>

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
