// libespeak-ng's own playback, stubbed (issue 20).
//
// Lector links the Debian archive libespeak-ng.a instead of libespeak-ng.so.1, whose DT_NEEDED libpcaudio pulls
// PulseAudio, ALSA, X11 and systemd (about 30 shared objects) into every command. The archive still refers to
// pcaudiolib's entry points from its playback mode (`AUDIO_OUTPUT_PLAYBACK`, `espeak_ng_InitializeOutput` with
// `ENOUTPUT_MODE_SPEAK_AUDIO`). Lector runs the engine in synchronous mode only and plays PCM through the Audio
// module, so none of these is ever reached: they are defined here so the archive links, and
// `create_audio_device_object` returns NULL, which makes espeak's own playback mode fail with
// ENS_AUDIO_ERROR instead of doing anything. The Audio module opens the real libpcaudio with dlopen and
// RTLD_DEEPBIND, so the library binds its calls to its own definitions, never to these.

/// espeak's playback mode asks for a device here: none, so that mode reports `ENS_AUDIO_ERROR`.
@_cdecl("create_audio_device_object") @usableFromInline
func lectorStubCreateAudioDeviceObject(
    _ device: UnsafePointer<CChar>?, _ applicationName: UnsafePointer<CChar>?, _ description: UnsafePointer<CChar>?
) -> OpaquePointer? {
    nil
}

/// Never reached (no object is ever created); fails with -1.
@_cdecl("audio_object_open") @usableFromInline
func lectorStubAudioObjectOpen(_ object: OpaquePointer?, _ format: UInt32, _ rate: UInt32, _ channels: UInt8) -> Int32 {
    -1
}

/// Never reached; does nothing.
@_cdecl("audio_object_close") @usableFromInline
func lectorStubAudioObjectClose(_ object: OpaquePointer?) {}

/// Never reached; does nothing.
@_cdecl("audio_object_destroy") @usableFromInline
func lectorStubAudioObjectDestroy(_ object: OpaquePointer?) {}

/// Never reached; fails with -1.
@_cdecl("audio_object_write") @usableFromInline
func lectorStubAudioObjectWrite(_ object: OpaquePointer?, _ data: UnsafeRawPointer?, _ bytes: Int) -> Int32 {
    -1
}

/// Never reached; fails with -1.
@_cdecl("audio_object_drain") @usableFromInline
func lectorStubAudioObjectDrain(_ object: OpaquePointer?) -> Int32 {
    -1
}

/// Never reached; fails with -1.
@_cdecl("audio_object_flush") @usableFromInline
func lectorStubAudioObjectFlush(_ object: OpaquePointer?) -> Int32 {
    -1
}

/// Never reached; says that Lector's libespeak-ng has no playback of its own.
@_cdecl("audio_object_strerror") @usableFromInline
func lectorStubAudioObjectStrerror(_ object: OpaquePointer?, _ error: Int32) -> UnsafePointer<CChar>? {
    let text: StaticString = "libespeak-ng plays nothing in Lector (its audio output is stubbed)"
    return UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: CChar.self)
}
