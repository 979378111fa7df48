/// Inputs of a known defect still open, which the fuzz targets skip so the fuzzer finds the rest. Each rule names
/// its item; remove it when that item is done.
enum KnownDefects {
    /// Whether an import input is skipped.
    static func skipsImport(_ bytes: [UInt8]) -> Bool {
        // TODO(issue 40 item 2): a binary plist whose objects share references is refused once its expanded values
        // pass the import limit (2,000,000), but the reader builds them up to the limit first: seconds and ~200 MB
        // under AddressSanitizer, which libFuzzer counts as a hang. Until the reader counts each object's expanded
        // size before building anything, only binary plists whose references form a tree are fuzzed (the
        // shared-reference inputs stay in the corpus, and `swift test` replays them).
        bytes.starts(with: Array("bplist".utf8)) && !isReferenceTree(bytes)
    }

    // MARK: - Binary plists

    /// Whether a binary plist's containers refer to each object at most once (and to no container above them),
    /// judged from its trailer and object table; anything this walk cannot follow counts as no tree.
    static func isReferenceTree(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 40 else { return true }  // too short to hold a trailer: Foundation refuses it
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else { return false }
        func unsigned(_ start: Int, _ width: Int) -> Int? {
            guard start >= 0, width <= 8, start + width <= bytes.count else { return nil }
            var value: UInt64 = 0
            for index in start..<(start + width) { value = value << 8 | UInt64(bytes[index]) }
            return value > UInt64(Int32.max) ? nil : Int(value)
        }
        guard let count = unsigned(trailer + 8, 8), let tableStart = unsigned(trailer + 24, 8),
            count <= bytes.count, count > 0
        else { return false }
        var offsets: [Int] = []
        for object in 0..<count {
            guard let offset = unsigned(tableStart + object * offsetSize, offsetSize), offset < bytes.count else {
                return false
            }
            offsets.append(offset)
        }
        let containers = offsets.map { [0xA, 0xB, 0xC, 0xD].contains(bytes[$0] >> 4) }
        // Shared strings and numbers are harmless; a container referred to twice, or by itself, expands.
        var referenced = [Bool](repeating: false, count: count)
        if let top = unsigned(trailer + 16, 8), top < count { referenced[top] = true }
        for (object, offset) in offsets.enumerated() where containers[object] {
            let kind = bytes[offset] >> 4
            var length = Int(bytes[offset] & 0x0F)
            var start = offset + 1
            if length == 0x0F {
                guard start < bytes.count, bytes[start] >> 4 == 0x1 else { return false }
                let width = 1 << Int(bytes[start] & 0x0F)
                guard let long = unsigned(start + 1, width) else { return false }
                length = long
                start += 1 + width
            }
            let references = kind == 0xD ? length * 2 : length
            guard references <= bytes.count else { return false }
            for slot in 0..<references {
                guard let target = unsigned(start + slot * referenceSize, referenceSize), target < count else {
                    return false
                }
                guard containers[target] else { continue }
                guard !referenced[target] else { return false }
                referenced[target] = true
            }
        }
        return true
    }
}
