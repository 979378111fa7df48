import Foundation

extension VoiceCorpus {
    /// `text` said by espeak-ng in `voice` at `rate` words a minute.
    func synthetic(_ text: String, voice: String, rate: Int, set: String) throws -> VoiceClip {
        let name = "\(set)/\(voice)/\(rate)/\(text)"
        let file = try SoundTools.cached(wav(name)) { file in
            let said = SoundTools.scratch(beside: file, "said")
            defer { try? FileManager.default.removeItem(at: said) }
            try SoundTools.run("espeak-ng", ["-v", voice, "-s", String(rate), "-w", said.path, text])
            try SoundTools.run("sox", ["-R", said.path] + SoundTools.format + [file.path, "pad", "0.5", "1"])
        }
        return VoiceClip(name: name, speaker: "espeak-ng \(voice) \(rate)", said: text, file: file)
    }

    /// A recording of a person, resampled.
    func clip(of recording: HumanRecording) throws -> VoiceClip {
        let relative = recording.path.split(separator: "/").suffix(3).joined(separator: "/")
        let name = "human/" + relative.split(separator: ".").dropLast().joined(separator: ".")
        let file = try SoundTools.cached(wav(name)) { file in
            // pocketsphinx's .raw clips are 16 kHz 16-bit mono little-endian samples without a header.
            let input =
                recording.path.hasSuffix(".raw")
                ? ["-t", "raw", "-r", "16000", "-e", "signed", "-b", "16", "-c", "1", recording.path] : [recording.path]
            try SoundTools.run("sox", ["-R"] + input + SoundTools.format + [file.path, "pad", "0.5", "1"])
        }
        return VoiceClip(name: name, speaker: recording.speaker, said: recording.said, file: file)
    }

    /// `clip` with `noise` at its ratio under the speech, starting half a second before the clip.
    func mixed(_ clip: VoiceClip, with noise: VoiceNoise) throws -> VoiceClip {
        let name = "noisy/\(noise.rawValue)/\(clip.name)"
        let file = try SoundTools.cached(wav(name)) { file in
            let padded = SoundTools.scratch(beside: file, "padded")
            let sound = SoundTools.scratch(beside: file, "noise")
            defer {
                try? FileManager.default.removeItem(at: padded)
                try? FileManager.default.removeItem(at: sound)
            }
            try SoundTools.run("sox", ["-R", clip.file.path, padded.path, "pad", "0.5", "0"])
            let seconds = try SoundTools.seconds(of: padded)
            try SoundTools.run(
                "sox", ["-R", "-n"] + SoundTools.format + [sound.path] + noise.sound.synth(seconds: seconds))
            let gain = try SoundTools.speechLevel(of: clip.file) - noise.ratio - SoundTools.level(of: sound)
            let volume = String(pow(10, gain / 20))
            try SoundTools.run(
                "sox", ["-R", "-m", "-v", "1", padded.path, "-v", volume, sound.path] + SoundTools.format + [file.path])
        }
        return VoiceClip(name: name, speaker: clip.speaker, said: clip.said, noise: noise, file: file)
    }

    /// Three seconds of `sound` at `level` dB of full scale, between the silences of every clip.
    func noiseClip(_ sound: NoiseSound, level: Double) throws -> VoiceClip {
        let name = "noise/\(sound.rawValue)\(Int(level))dB"
        let file = try SoundTools.cached(wav(name)) { file in
            let raw = SoundTools.scratch(beside: file, "raw")
            defer { try? FileManager.default.removeItem(at: raw) }
            try SoundTools.run("sox", ["-R", "-n"] + SoundTools.format + [raw.path] + sound.synth(seconds: 3))
            let volume = String(pow(10, (level - (try SoundTools.level(of: raw))) / 20))
            try SoundTools.run("sox", ["-R", raw.path, file.path, "vol", volume, "pad", "0.5", "1"])
        }
        return VoiceClip(name: name, speaker: "sox \(sound.rawValue)", said: "", file: file)
    }

    /// The file of the clip named `name` (its words kept, spaces as dashes).
    func wav(_ name: String) -> URL {
        folder.appendingPathComponent(name.replacingOccurrences(of: " ", with: "-") + ".wav")
    }
}
