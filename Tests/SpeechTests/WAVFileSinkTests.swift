import Foundation
import Speech
import TestSupport
import Testing

@Suite struct WAVFileSinkTests {
    @Test func headerDescribesMonoSixteenBitPCM() {
        let header = [UInt8](WAVFileSink.header(sampleRate: 22050, dataBytes: 1000))
        #expect(header.count == 44)
        #expect(Array(header[0..<4]) == Array("RIFF".utf8))
        #expect(le32(header, 4) == 1036)
        #expect(Array(header[8..<16]) == Array("WAVEfmt ".utf8))
        #expect(le32(header, 16) == 16)
        #expect(le16(header, 20) == 1)  // PCM
        #expect(le16(header, 22) == 1)  // mono
        #expect(le32(header, 24) == 22050)
        #expect(le32(header, 28) == 44100)
        #expect(le16(header, 32) == 2)
        #expect(le16(header, 34) == 16)
        #expect(Array(header[36..<40]) == Array("data".utf8))
        #expect(le32(header, 40) == 1000)
    }

    @Test func fileAppearsOnlyWhenFinishedWithCorrectSizes() throws {
        let folder = try PackagePaths.temporaryDirectory("wav")
        let path = folder.appendingPathComponent("out.wav").path
        let sink = try WAVFileSink(path: path, sampleRate: 16000)
        let samples: [Int16] = [0, 1, -1, 32767, -32768]
        try samples.withUnsafeBufferPointer { try sink.write($0) }
        #expect(!FileManager.default.fileExists(atPath: path))
        try sink.finish()
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(bytes.count == 44 + 10)
        #expect(le32(bytes, 4) == 36 + 10)
        #expect(le32(bytes, 40) == 10)
        #expect(le16(bytes, 44 + 6) == 32767)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.wav"])
    }

    @Test func samplesWrittenInSmallPiecesArriveWholeAndInOrder() throws {
        let folder = try PackagePaths.temporaryDirectory("wav")
        let path = folder.appendingPathComponent("out.wav").path
        let sink = try WAVFileSink(path: path, sampleRate: 22050)
        // More than the sink's buffer, in the queue's 5 ms pieces (110 samples at 22050 Hz).
        let samples = (0..<50_000).map { Int16(truncatingIfNeeded: $0 &* 7919) }
        try samples.withUnsafeBufferPointer { all in
            for start in stride(from: 0, to: all.count, by: 110) {
                try sink.write(UnsafeBufferPointer(rebasing: all[start..<min(all.count, start + 110)]))
            }
        }
        try sink.finish()
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(bytes.count == 44 + 100_000)
        #expect(le32(bytes, 40) == 100_000)
        let written = (0..<samples.count).map { Int16(bitPattern: le16(bytes, 44 + 2 * $0)) }
        #expect(written == samples)
    }

    /// The header travels with the first buffer of samples, or is rewritten in place once a buffer has gone out:
    /// no samples, a few, exactly one buffer (256 KiB with the header), one sample more, several buffers.
    @Test(arguments: [0, 1, 50_000, 131_050, 131_051, 300_000])
    func everyLengthGetsItsSizesAndSamples(count: Int) throws {
        let folder = try PackagePaths.temporaryDirectory("wav")
        let path = folder.appendingPathComponent("out.wav").path
        let sink = try WAVFileSink(path: path, sampleRate: 22050)
        let samples = (0..<count).map { Int16(truncatingIfNeeded: $0 &* 40503 &+ 17) }
        try samples.withUnsafeBufferPointer { all in
            var start = 0
            while start < all.count {
                let end = min(all.count, start + 1 + start % 997)
                try sink.write(UnsafeBufferPointer(rebasing: all[start..<end]))
                start = end
            }
        }
        try sink.finish()
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(Array(bytes.prefix(44)) == [UInt8](WAVFileSink.header(sampleRate: 22050, dataBytes: 2 * count)))
        #expect(bytes.count == 44 + 2 * count)
        let written = (0..<count).map { Int16(bitPattern: le16(bytes, 44 + 2 * $0)) }
        #expect(written == samples)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.wav"])
    }

    @Test func anUnfinishedSinkLeavesNothingBehind() throws {
        let folder = try PackagePaths.temporaryDirectory("wav")
        do {
            let sink = try WAVFileSink(path: folder.appendingPathComponent("out.wav").path, sampleRate: 22050)
            try [Int16](repeating: 5, count: 100).withUnsafeBufferPointer { try sink.write($0) }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func aMissingFolderIsAClearError() throws {
        let error = try #require(throws: SpeechError.self) {
            try WAVFileSink(path: "/nonexistent-lector/out.wav", sampleRate: 22050)
        }
        #expect(error.kind == .output)
        #expect(error.description.contains("/nonexistent-lector"))
    }

    private func le32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * UInt32($1)) }
    }

    private func le16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
        UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }
}
