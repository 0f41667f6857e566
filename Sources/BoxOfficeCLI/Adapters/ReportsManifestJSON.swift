import Foundation

/// The reports' manifest's JSON (`.reports.json`), written and read by hand: the manifest of years
/// of days holds thousands of paths, and a morning run reads it and writes it again. Foundation's
/// `JSONSerialization` took about 290 ms to write nine years' manifest (3,285 paths) with sorted keys
/// (each key compared through a locale), and reading it into Swift types cost about 25 ms of a run's
/// CPU; this takes about 5 ms each way. The bytes are those `JSONSerialization` wrote (`.sortedKeys`,
/// `.prettyPrinted`, `.withoutEscapingSlashes`), so a manifest an older version wrote is not rewritten
/// for its form: Foundation orders keys ignoring case and reading digits as numbers, which for the
/// manifest's paths (lower case, dates zero-padded) is the plain order of their bytes used here.
enum ReportsManifestJSON {
    /// `{"KEY": {"PATH": ["FORMAT", …], …}}`, keys and paths in order, two spaces an indent, `" : "`.
    static func encode(_ key: String, _ reports: [String: [String]]) -> Data {
        // Bytes appended to one buffer: thousands of paths, none of them a string of its own.
        var out: [UInt8] = []
        out.reserveCapacity(reports.count * 80 + 32)
        func add(_ text: StaticString) { out.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)) }
        add("{\n  ")
        string(key, into: &out)
        add(" : {")
        var first = true
        for path in reports.keys.sorted() {
            add(first ? "\n    " : ",\n    ")
            first = false
            string(path, into: &out)
            add(" : [\n")
            for (index, format) in (reports[path] ?? []).enumerated() {
                add(index == 0 ? "      " : ",\n      ")
                string(format, into: &out)
            }
            add("\n    ]")
        }
        add(first ? "\n\n  }\n}\n" : "\n  }\n}\n")
        return Data(out)
    }

    /// The manifest's objects of string arrays, by key (`reports`, or an older form's `daily`); a key
    /// whose value is anything else is left out (as a cast of Foundation's reading left it out); nil
    /// when the file is not a JSON object.
    static func decode(_ data: Data) -> [String: [String: [String]]]? {
        var reader = Reader(bytes: Array(data))
        if let manifest = reader.manifest() { return manifest }
        // Any other JSON (another writer's keys beside ours): Foundation's reading, the rare path.
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return nil }
        return object.compactMapValues { $0 as? [String: [String]] }
    }

    /// A JSON string literal as `JSONSerialization` writes it with `.withoutEscapingSlashes`.
    private static func string(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x08: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x0C: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            case ..<0x20:
                let hex = String(byte, radix: 16)
                out.append(contentsOf: Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8))
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// A reader of the one shape the manifest has: an object of objects of arrays of strings.
    private struct Reader {
        let bytes: [UInt8]
        var at = 0

        mutating func manifest() -> [String: [String: [String]]]? {
            var result: [String: [String: [String]]] = [:]
            guard object({ reader, key in
                guard let value = reader.pages() else { return false }
                result[key] = value
                return true
            }) else { return nil }
            skipSpace()
            return at == bytes.count ? result : nil
        }

        private mutating func pages() -> [String: [String]]? {
            var pages: [String: [String]] = [:]
            guard object({ reader, key in
                guard let formats = reader.strings() else { return false }
                pages[key] = formats
                return true
            }) else { return nil }
            return pages
        }

        /// `{ "key": value, … }`, each value read by `member`.
        private mutating func object(_ member: (inout Reader, String) -> Bool) -> Bool {
            guard take(UInt8(ascii: "{")) else { return false }
            if take(UInt8(ascii: "}")) { return true }
            repeat {
                guard let key = string(), take(UInt8(ascii: ":")), member(&self, key) else { return false }
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "}"))
        }

        private mutating func strings() -> [String]? {
            guard take(UInt8(ascii: "[")) else { return nil }
            var values: [String] = []
            if take(UInt8(ascii: "]")) { return values }
            repeat {
                guard let value = string() else { return nil }
                values.append(value)
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "]")) ? values : nil
        }

        private mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            let start = at
            // A control character is not JSON; bytes that are not UTF-8 are not read as if they were.
            while at < bytes.count, bytes[at] != UInt8(ascii: "\""), bytes[at] != UInt8(ascii: "\\"), bytes[at] >= 0x20 { at += 1 }
            guard at < bytes.count, bytes[at] >= 0x20 else { return nil }
            if bytes[at] == UInt8(ascii: "\"") {
                defer { at += 1 }
                return String(validating: bytes[start..<at], as: UTF8.self)
            }
            // An escape: the rare path, through Foundation's reader of the one literal.
            while at < bytes.count, bytes[at] != UInt8(ascii: "\"") { at += bytes[at] == UInt8(ascii: "\\") ? 2 : 1 }
            guard at < bytes.count else { return nil }
            at += 1
            let literal = Data(bytes[(start - 1)..<at])
            return (try? JSONSerialization.jsonObject(with: literal, options: .fragmentsAllowed)) as? String
        }

        private mutating func take(_ byte: UInt8) -> Bool {
            skipSpace()
            guard at < bytes.count, bytes[at] == byte else { return false }
            at += 1
            return true
        }

        private mutating func skipSpace() {
            while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x0A || bytes[at] == 0x0D || bytes[at] == 0x09 { at += 1 }
        }
    }
}
