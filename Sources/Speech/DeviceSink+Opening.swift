import Audio
import Synthesis

extension DeviceSink {
    /// Opens a sound device (`name` nil: the default one) for `sampleRate` samples a second, keeping
    /// alsa-lib's configuration chatter off the terminal; nil when no device opens.
    public static func open(device name: String?, sampleRate: Int) -> DeviceSink? {
        let device = StandardErrorCapture.run { try? AudioDevice(device: name, sampleRate: sampleRate) }.result
        return device.map(DeviceSink.init(device:))
    }

    /// Why the sound library (libpcaudio, opened on the first device) cannot be used; nil when it loads.
    public static var libraryProblem: String? { AudioDevice.libraryProblem }
}
