import Core
import TestSupport
import Testing

/// The binary plist reader measures what a file expands to before building it (issue 40): a file of a few hundred
/// bytes whose objects refer to each other twice at each level is refused without building its values.
@Suite struct BinaryPlistParserTests {
    static func chain(arrays: Int, fanOut: Int, cycle: Bool = false) -> [UInt8] {
        BinaryPlists.chain(arrays: arrays, fanOut: fanOut, cycle: cycle)
    }

    /// The nodes of a tree, counted the slow way.
    static func count(_ node: PlistNode) -> Int {
        switch node.value {
        case .array(let items): return 1 + items.reduce(0) { $0 + count($1) }
        case .dictionary(let members): return 1 + members.reduce(0) { $0 + 1 + count($1.value) }
        default: return 1
        }
    }

    @Test func aBombIsMeasuredWithoutBeingBuilt() throws {
        // 40 levels of two references: 2^41 - 1 values, which no machine could build; the measure counts them
        // from the 40 objects, each measured once.
        let bytes = Self.chain(arrays: 40, fanOut: 2)
        #expect(bytes.count < 400)
        let unlimited = BinaryPlistParser.Limits(maximumDepth: 64, maximumValues: Int.max, maximumValuesPerByte: .max)
        let size = try BinaryPlistParser.measure(bytes, limits: unlimited).get()
        #expect(size.values == (1 << 41) - 1)
        #expect(size.depth == 40)
    }

    @Test func aBombIsRefusedPastTheValueLimit() throws {
        let bytes = Self.chain(arrays: 40, fanOut: 2)
        for result in [
            BinaryPlistParser.parse(bytes).map { _ in () }, BinaryPlistParser.measure(bytes).map { _ in () },
        ] {
            guard case .failure(let failure) = result else {
                Issue.record("the bomb was accepted")
                continue
            }
            #expect(failure.kind == .tooManyValues)
        }
    }

    @Test(arguments: [(10, 2), (6, 3), (1, 1), (20, 1)])
    func aSharedTreeUnderTheLimitIsBuiltAsMeasured(_ arrays: Int, _ fanOut: Int) throws {
        let bytes = Self.chain(arrays: arrays, fanOut: fanOut)
        let limits = BinaryPlistParser.Limits(maximumValuesPerByte: .max)
        let size = try BinaryPlistParser.measure(bytes, limits: limits).get()
        let tree = try BinaryPlistParser.parse(bytes, limits: limits).get()
        #expect(Self.count(tree) == size.values)
        #expect(size.depth == arrays)
    }

    @Test func theValueLimitIsInclusive() throws {
        let bytes = Self.chain(arrays: 10, fanOut: 2)  // 2^11 - 1 = 2047 values
        #expect(throws: Never.self) {
            try BinaryPlistParser.parse(bytes, limits: .init(maximumValues: 2047, maximumValuesPerByte: .max)).get()
        }
        #expect(throws: BinaryPlistParser.Failure.self) {
            try BinaryPlistParser.parse(bytes, limits: .init(maximumValues: 2046, maximumValuesPerByte: .max)).get()
        }
    }

    /// A file may expand to 16 values per byte: what a writer that shares no array or dictionary never reaches
    /// (one value per reference). The fuzzer's 244-byte file of twenty arrays, each listing the next twice, stood
    /// for 524,287 values, under the million of the value limit: built, it took over 5 s under AddressSanitizer.
    @Test func aFileMayExpandToSixteenValuesPerByte() throws {
        let bytes = Self.chain(arrays: 10, fanOut: 2)  // 2047 values
        let perByte = 2047 / bytes.count + 1
        #expect(throws: Never.self) {
            try BinaryPlistParser.parse(bytes, limits: .init(maximumValuesPerByte: perByte)).get()
        }
        guard
            case .failure(let failure) = BinaryPlistParser.measure(
                bytes, limits: .init(maximumValuesPerByte: perByte - 1))
        else {
            Issue.record("more values than allowed per byte were accepted")
            return
        }
        #expect(failure.kind == .tooManyValues)
        let fuzzed = Self.chain(arrays: 19, fanOut: 2)  // 2^20 - 1 values from a few hundred bytes
        #expect(fuzzed.count < 300)
        guard case .failure(let refused) = BinaryPlistParser.parse(fuzzed) else {
            Issue.record("the fuzzer's kind of file was accepted")
            return
        }
        #expect(refused.kind == .tooManyValues)
    }

    @Test func aWriterThatSharesOnlyLeavesStaysUnderOneValuePerByte() throws {
        // Two hundred arrays (the entries of a table) that each list the same three strings: shared leaves, as
        // CFBinaryPList writes them, each array referred to once.
        var objects: [[Int]?] = [Array(1...200)]
        objects += Array(repeating: [201, 202, 203], count: 200)
        objects += [nil, nil, nil]
        let bytes = BinaryPlists.arrays(objects)
        let size = try BinaryPlistParser.measure(bytes).get()
        #expect(size.values == 1 + 200 * 4)
        #expect(size.values < bytes.count)
    }

    @Test func aCycleIsRefused() {
        guard case .failure(let failure) = BinaryPlistParser.parse(Self.chain(arrays: 3, fanOut: 1, cycle: true)) else {
            Issue.record("the cycle was accepted")
            return
        }
        #expect(failure.kind == .cycle)
    }

    @Test func nestingIsLimitedEvenThroughAnObjectAlreadyMeasured() throws {
        // Object 1 starts a chain of 63 arrays (height 63). The top (0) lists object 1 (depth 1: 64 levels, the
        // limit) and then object 2, which lists object 1 again one level deeper (65 levels): the second visit
        // finds object 1 measured and must still refuse it.
        var objects: [[Int]?] = [[1, 2], [3]]
        objects.append([1])  // object 2
        for index in 3..<65 { objects.append([index + 1]) }  // objects 3…64
        objects.append(nil)  // object 65, the leaf
        var fits = objects
        fits[0] = [1]  // without object 2: 64 levels
        #expect(try BinaryPlistParser.measure(BinaryPlists.arrays(fits)).get().depth == 64)
        guard case .failure(let failure) = BinaryPlistParser.measure(BinaryPlists.arrays(objects)) else {
            Issue.record("65 levels through a measured object were accepted")
            return
        }
        #expect(failure.kind == .tooDeep)
    }
}
