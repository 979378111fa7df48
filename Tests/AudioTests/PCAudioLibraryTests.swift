import Testing

@testable import Audio

/// libpcaudio is opened with dlopen on the first device (issue 20).
@Suite struct PCAudioLibraryTests {
    @Test func theInstalledLibraryLoads() throws {
        #expect(AudioDevice.libraryProblem == nil)
        let api = try PCAudioLibrary.loaded.get()
        #expect(api.create_audio_device_object != nil)
        #expect(api.audio_object_strerror != nil)
    }

    @Test func aMissingLibraryIsOneClearError() throws {
        let result = PCAudioLibrary.load("libpcaudio-lector-missing.so.0")
        guard case .failure(let error) = result else {
            Issue.record("a library that does not exist loaded")
            return
        }
        #expect(error.function == "dlopen")
        #expect(error.message.hasPrefix("libpcaudio-lector-missing.so.0 (Debian package libpcaudio0): "))
        #expect(error.message.contains("cannot open shared object file"), "\(error.message)")
    }

    @Test func aLibraryWithoutTheEntryPointsIsRefused() throws {
        // libm is a real shared object without any of pcaudiolib's functions.
        let result = PCAudioLibrary.load("libm.so.6")
        guard case .failure(let error) = result else {
            Issue.record("libm passed for libpcaudio")
            return
        }
        #expect(error.message.contains("create_audio_device_object"), "\(error.message)")
    }
}
