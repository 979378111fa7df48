import Speech
import SpeechDispatch
import Testing
import Utterances

/// Lector's rate, pitch and volume on speech-dispatcher's -100...100 scales, and `SPEECHD_ADDRESS` forms.
@Suite struct DispatcherMappingTests {
    @Test(arguments: [
        (80, -100), (100, -79), (175, 0), (300, 17), (537, 50), (900, 100), (50, -100), (1000, 100),
    ])
    func rateIsLinearOnEachSideOfTheNormalRate(rate: Int, expected: Int) {
        #expect(Prosody(rate: rate).dispatcherRate == expected)
    }

    @Test(arguments: [(0, -100), (25, -50), (50, 0), (74, 49), (99, 100)])
    func pitchIsLinearOnEachSideOfFifty(pitch: Int, expected: Int) {
        #expect(Prosody(pitch: pitch).dispatcherPitch == expected)
    }

    @Test(arguments: [(0, -100), (50, 0), (75, 50), (100, 100), (200, 100)])
    func volumeReachesTheServersLoudestAtTheNormalVolume(volume: Int, expected: Int) {
        #expect(Prosody(volume: volume).dispatcherVolume == expected)
    }

    @Test(arguments: [
        (
            "unix_socket:/run/user/1000/speech-dispatcher/speechd.sock",
            DispatcherAddress.unixSocket(path: "/run/user/1000/speech-dispatcher/speechd.sock")
        ),
        ("unix_socket", .unixSocket(path: nil)),
        ("inet_socket:127.0.0.1:6560", .inetSocket(host: "127.0.0.1", port: 6560)),
        ("inet_socket:speech.local", .inetSocket(host: "speech.local", port: nil)),
        ("inet_socket", .inetSocket(host: nil, port: nil)),
    ])
    func addressesParseAndPrintBack(text: String, address: DispatcherAddress) {
        #expect(DispatcherAddress(text) == address)
        #expect(address.description == text)
    }

    @Test(arguments: ["", "dbus", "unix", "inet_socket:host:0", "inet_socket:host:99999", "inet_socket:host:port"])
    func otherAddressesAreRejected(text: String) {
        #expect(DispatcherAddress(text) == nil)
    }

    @Test func aSpeakerForAnAddressThatIsNotOneThrowsNamingIt() {
        #expect {
            _ = try DispatcherSpeaker(address: "pipe:/x", voice: nil, prosody: Prosody())
        } throws: { error in
            (error as? SpeechError)?.description == "not a speech-dispatcher address: pipe:/x"
        }
    }
}
