#ifndef LECTOR_CREADLINE_SHIM_H
#define LECTOR_CREADLINE_SHIM_H
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>

/* readline's state lives in mutable globals, which Swift 6 refuses to touch (not concurrency-safe).
   These accessors are the only way the LineEditing module reads or sets them. */
static inline const char *lector_rl_library_version(void) { return rl_library_version; }
static inline int lector_rl_readline_version(void) { return rl_readline_version; }
static inline void lector_rl_set_instream(FILE *stream) { rl_instream = stream; }
static inline FILE *lector_rl_instream(void) { return rl_instream; }
static inline void lector_rl_set_outstream(FILE *stream) { rl_outstream = stream; }
static inline void lector_rl_set_readline_name(const char *name) { rl_readline_name = name; }
static inline void lector_rl_set_catch_signals(int on) { rl_catch_signals = on; }
static inline void lector_rl_set_startup_hook(rl_hook_func_t *hook) { rl_startup_hook = hook; }
static inline void lector_rl_set_attempted_completion_function(rl_completion_func_t *f) {
    rl_attempted_completion_function = f;
}
static inline void lector_rl_set_attempted_completion_over(int over) { rl_attempted_completion_over = over; }
static inline const char *lector_rl_line_buffer(void) { return rl_line_buffer; }
static inline int lector_rl_point(void) { return rl_point; }
static inline int lector_history_length(void) { return history_length; }

/* Reading single keys and pre-filled prompts (the browser). */
static inline void lector_rl_set_getc_function(rl_getc_func_t *f) { rl_getc_function = f; }
static inline void lector_rl_set_event_hook(rl_hook_func_t *hook) { rl_event_hook = hook; }
static inline void lector_rl_set_done(int done) { rl_done = done; }
static inline const char *lector_rl_executing_keyseq(void) { return rl_executing_keyseq; }
static inline int lector_rl_key_sequence_length(void) { return rl_key_sequence_length; }
static inline Keymap lector_rl_emacs_standard_keymap(void) { return emacs_standard_keymap; }
static inline void lector_rl_set_completer_word_break_characters(const char *characters) {
    rl_completer_word_break_characters = characters;
}
static inline void lector_rl_set_completion_append_character(int c) { rl_completion_append_character = c; }
static inline rl_hook_func_t *lector_rl_event_hook(void) { return rl_event_hook; }
#endif
