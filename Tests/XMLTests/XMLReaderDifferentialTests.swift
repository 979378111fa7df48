import Foundation
import Testing
import TestSupport
import XML

/// Lector's XML reader against libxml2's `xmllint` (libxml2-utils), a peer: generated documents,
/// well-formed and broken in many ways, get the same verdict from both.
@Suite struct XMLReaderDifferentialTests {
    /// Builds random documents from XML's grammar, then breaks some of them.
    struct DocumentGenerator {
        var random: SeededGenerator

        static let names = ["a", "b", "view", "x-y", "_z", "é", "日本", "n.1", "rect"]
        static let words = ["text", " ", "\n", "\t", "é", "😀", "&lt;", "&amp;", "&gt;", "&apos;", "&quot;", "&#65;", "&#x1F600;", "]", "]]", "\r\n", ">"]
        static let valueWords = ["v", " ", "\n", "\t", "é", "&lt;", "&amp;", "&#10;", "&#x9;", ">", "\r\n"]
        /// What a break puts in: characters and pieces that matter to XML, and bad bytes.
        static let breaks: [[UInt8]] = [
            Array("<".utf8), Array("&".utf8), Array(">".utf8), Array("\"".utf8), Array("'".utf8), Array("=".utf8),
            Array("/".utf8), Array("]]>".utf8), Array("--".utf8), Array("</a>".utf8), Array("<b>".utf8), Array("&#0;".utf8),
            Array("&#xD800;".utf8), Array("&nbsp;".utf8), Array("<?xml version=\"1.0\"?>".utf8), Array("<!DOCTYPE a>".utf8),
            Array("<![CDATA[x]]>".utf8), Array("!".utf8), Array("?".utf8), Array(" x=\"1\"".utf8), Array("1".utf8),
            [0x00], [0xFF], [0xC3], [0xED, 0xA0, 0x80], [0x01], [0xEF, 0xBF, 0xBE], [0x0B],
        ]

        mutating func pick<T>(_ values: [T]) -> T {
            values[Int.random(in: 0..<values.count, using: &random)]
        }

        mutating func chance(_ percent: Int) -> Bool {
            Int.random(in: 0..<100, using: &random) < percent
        }

        mutating func text(_ words: [String], upTo count: Int) -> String {
            (0..<Int.random(in: 0...count, using: &random)).map { _ in pick(words) }.joined()
        }

        mutating func element(depth: Int) -> String {
            let name = pick(Self.names)
            var tag = "<" + name
            var used: Set<String> = []
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let attribute = pick(Self.names)
                guard used.insert(attribute).inserted else { continue }
                let quote = chance(50) ? "\"" : "'"
                let space = pick([" ", "\n", "  ", "\t"])
                let equals = pick(["=", " = ", "\n=\n"])
                tag += space + attribute + equals + quote + text(Self.valueWords, upTo: 4) + quote
            }
            tag += pick(["", " ", "\n"])
            if depth > 4 || chance(30) { return tag + "/>" }
            var body = ""
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                switch Int.random(in: 0..<10, using: &random) {
                case 0...3: body += element(depth: depth + 1)
                case 4...6: body += text(Self.words, upTo: 5)
                case 7: body += "<!--" + pick(["", " c ", "-x-", "a\nb"]) + "-->"
                case 8: body += "<![CDATA[" + pick(["", "<a>&amp;", "]]", "x\r\ny"]) + "]]>"
                default: body += "<?pi" + pick(["?>", " data?>", " <a>?>"])
                }
            }
            return tag + ">" + body + "</" + name + pick([">", " >", "\n>"])
        }

        mutating func document() -> [UInt8] {
            var text = ""
            if chance(60) {
                text += pick(["<?xml version=\"1.0\"?>", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                              "<?xml version='1.0' encoding='utf-8' standalone='no'?>"])
            }
            text += pick(["", "\n", "\n<!-- prolog -->\n", "<?app x?>"])
            if chance(30) {
                text += pick(["<!DOCTYPE a>", "<!DOCTYPE a [<!ELEMENT a ANY><!ATTLIST a b CDATA #IMPLIED>]>",
                              "<!DOCTYPE a [\n<!-- ] > -->\n<!ENTITY e \"v>\">\n]>"]) + "\n"
            }
            text += element(depth: 0)
            text += pick(["", "\n", "\n<!-- epilog -->", " <?end?> "])
            var bytes = Array(text.utf8)
            if chance(60) {
                for _ in 0..<Int.random(in: 1...2, using: &random) {
                    let place = Int.random(in: 0...bytes.count, using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: bytes.insert(contentsOf: pick(Self.breaks), at: place)
                    case 1 where place < bytes.count: bytes.remove(at: place)
                    default: bytes.insert(contentsOf: pick(Self.breaks), at: min(place, bytes.count))
                    }
                }
            }
            return bytes
        }
    }

    /// Whether the document has one of the mistakes libxml2 lets through and XML 1.0 (and Lector)
    /// does not: a NUL (libxml2 takes it for the end of the input), `<!DOCTYPE` with no space after
    /// it, version `1.` with no digit after the dot, or no space before `standalone`.
    static func libxml2IsLenient(_ bytes: [UInt8]) -> Bool {
        if bytes.contains(0) { return true }
        let text = String(decoding: bytes, as: UTF8.self)
        if let doctype = text.range(of: "<!DOCTYPE"), let next = text[doctype.upperBound...].unicodeScalars.first,
           ![" ", "\t", "\n", "\r"].contains(next) { return true }
        return text.contains("<?xml version=\"1.\"") || text.contains("<?xml version='1.'") || text.contains("'standalone")
            || text.contains("\"standalone")
    }

    @Test func generatedDocumentsGetXmllintsVerdict() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lector-xml-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var generator = DocumentGenerator(random: SeededGenerator(seed: 20))
        var documents: [(path: String, bytes: [UInt8])] = []
        for number in 0..<1_000 {
            let bytes = generator.document()
            let path = folder.appendingPathComponent("d\(number).xml").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            documents.append((path, bytes))
        }
        let outcome = try ProcessRunner.run("xmllint", ["--noout", "--nonet"] + documents.map(\.path))
        let rejected = Set(outcome.standardError.split(separator: "\n").compactMap { line -> String? in
            guard let colon = line.range(of: ".xml:"), line.contains(": parser error :") else { return nil }
            return String(line[..<colon.lowerBound]) + ".xml"
        })
        var accepted = 0
        for document in documents {
            var reader = XMLReader(document.bytes)
            let lectorAccepts = (try? reader.readToEnd()) != nil
            let xmllintAccepts = !rejected.contains(document.path)
            if lectorAccepts { accepted += 1 }
            let text = String(decoding: document.bytes, as: UTF8.self)
            if Self.libxml2IsLenient(document.bytes) {
                #expect(!lectorAccepts, "\(text.debugDescription)")
            } else {
                #expect(lectorAccepts == xmllintAccepts, "lector \(lectorAccepts), xmllint \(xmllintAccepts): \(text.debugDescription)")
            }
        }
        // Both verdicts are exercised.
        #expect(accepted > 250)
        #expect(accepted < 750)
    }
}
