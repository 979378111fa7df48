import CEspeakNG

// libespeak-ng's asynchronous command queue, replaced (issue 20).
//
// `espeak_ng_Initialize` of the Debian archive starts the queue's thread (`fifo_init`, fifo.c) and waits until that
// thread has run, whatever output mode follows: on a loaded machine the new thread waits its turn for a core, and
// the engine's start with it (a `speak` waited on it before its first sample). Lector runs the engine in synchronous
// mode only (`ENOUTPUT_MODE_SYNCHRONOUS`, EspeakEngine), where speech.c never queues a command: it calls the queue
// only from `espeak_ng_Initialize`, `espeak_ng_Cancel`, `espeak_IsPlaying`, `espeak_ng_Terminate` and, in
// asynchronous mode, to queue a command. Defining every symbol of fifo.o here keeps the linker from taking fifo.o
// out of the archive (a duplicate definition would fail the link), so no queue thread is ever made. Each stub
// answers as fifo.c does with its queue empty and no command running; queueing, which only the asynchronous mode
// does, is refused with ENS_NOT_SUPPORTED (speech.c then frees the command). `EspeakFifoStubTests` compares the
// samples with the distribution's libespeak-ng.so.1, whose queue is the real one.

/// fifo.c starts the queue's thread and waits for it; there is no queue.
@_cdecl("fifo_init") @usableFromInline
func lectorStubFifoInit() {}

/// fifo.c stops the running command (none) and empties the queue (empty): done.
@_cdecl("fifo_stop") @usableFromInline
func lectorStubFifoStop() -> espeak_ng_STATUS {
    ENS_OK
}

/// Only the asynchronous mode queues a command: refused (the caller frees it).
@_cdecl("fifo_add_command") @usableFromInline
func lectorStubFifoAddCommand(_ command: OpaquePointer?) -> espeak_ng_STATUS {
    ENS_NOT_SUPPORTED
}

/// Only the asynchronous mode queues commands: refused (the caller frees both).
@_cdecl("fifo_add_commands") @usableFromInline
func lectorStubFifoAddCommands(_ first: OpaquePointer?, _ second: OpaquePointer?) -> espeak_ng_STATUS {
    ENS_NOT_SUPPORTED
}

/// No queued command is ever running.
@_cdecl("fifo_is_busy") @usableFromInline
func lectorStubFifoIsBusy() -> Int32 {
    0
}

/// fifo.c ends the queue's thread; there is none.
@_cdecl("fifo_terminate") @usableFromInline
func lectorStubFifoTerminate() {}

/// No stop is ever asked of a queued command, so commands are enabled (read by the audio modes only).
@_cdecl("fifo_is_command_enabled") @usableFromInline
func lectorStubFifoIsCommandEnabled() -> Int32 {
    1
}
