import Foundation
import Testing

@testable import Listening

@Suite struct SoundFileTests {
    /// A WAV file of the given format holding `samples`.
    static func wav(_ samples: [Int16], rate: UInt32 = 16_000, channels: UInt16 = 1, bits: UInt16 = 16) -> Data {
        var data = Data("RIFF".utf8)
        func u32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        func u16(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        u32(UInt32(36 + samples.count * 2))
        data.append(contentsOf: Array("WAVEfmt ".utf8))
        u32(16); u16(1); u16(channels); u32(rate); u32(rate * UInt32(channels) * UInt32(bits) / 8)
        u16(channels * bits / 8); u16(bits)
        data.append(contentsOf: Array("LIST".utf8)); u32(3); data.append(contentsOf: [1, 2, 3, 0])
        data.append(contentsOf: Array("data".utf8)); u32(UInt32(samples.count * 2))
        for sample in samples { withUnsafeBytes(of: sample.littleEndian) { data.append(contentsOf: $0) } }
        return data
    }

    @Test func readsWAVSkippingOtherChunks() throws {
        #expect(try SoundFile.samples(of: Self.wav([1, -2, 300]), name: "a.wav") == [1, -2, 300])
    }

    /// A stream gives each sample as soon as its bytes have come, whatever the pieces the bytes arrive in, and the
    /// same samples as the whole file (issue 42: `--listen-file -` acts as the audio arrives).
    @Test(arguments: [1, 3, 7, 44, 1_000])
    func aStreamReadsTheSameSamplesInAnyPieces(piece: Int) throws {
        let samples: [Int16] = (0..<500).map { Int16($0 * 37 % 2_000 - 1_000) }
        var file = Self.wav(samples)
        // A header written before the length was known (arecord to a pipe).
        file.replaceSubrange(file.count - 1_000 - 4..<file.count - 1_000, with: [0xFF, 0xFF, 0xFF, 0xFF])
        var stream = SoundStream(name: "-")
        var read: [Int16] = []
        var offset = 0
        while offset < file.count {
            let end = min(offset + piece, file.count)
            read += try stream.add(file[offset..<end])
            offset = end
            // Every whole sample that has come is given at once.
            if stream.isReadingSamples { #expect(read.count == (offset - (file.count - 1_000)) / 2) }
        }
        read += try stream.finish()
        #expect(read == samples)
        #expect(try SoundFile.samples(of: Self.wav(samples), name: "a.wav") == samples)
    }

    @Test func aStreamCutInItsHeaderIsRefused() throws {
        var stream = SoundStream(name: "cut.wav")
        _ = try stream.add(Self.wav([1, 2]).prefix(30))
        #expect(throws: SoundFileError(file: "cut.wav", reason: "a WAV file without a data chunk")) {
            try stream.finish()
        }
    }

    @Test func readsRawLittleEndian() throws {
        #expect(try SoundFile.samples(of: Data([1, 0, 0xFE, 0xFF]), name: "-") == [1, -2])
    }

    @Test func refusesOtherFormatsNamingTheFile() {
        #expect(throws: SoundFileError.self) { try SoundFile.samples(of: Self.wav([1], rate: 22_050), name: "b.wav") }
        do {
            _ = try SoundFile.samples(of: Self.wav([1], channels: 2), name: "b.wav")
            Issue.record("a stereo file was read")
        } catch let error as SoundFileError {
            #expect(error.file == "b.wav")
            #expect(error.reason.contains("16000 Hz 16-bit mono"))
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(throws: SoundFileError.self) { try SoundFile.samples(of: Data([1, 2, 3]), name: "c.raw") }
    }
}
