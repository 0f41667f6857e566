import Foundation

// Writes the Swift source that embeds recorded API answers as string literals, so that `--sample`
// needs no resource bundle next to the binary (Bundle.module traps for a binary copied alone, as
// cron installs it). Run at build time by SampleRecordingsPlugin; the recordings stay in
// Tests/Fixtures, once.
//
//   SampleRecordingsGenerator OUTPUT.swift DICTIONARY=FOLDER[=KEY_PREFIX] …
//
// Each FOLDER's *.json files (not its subfolders) become entries of the static dictionary
// DICTIONARY, keyed by KEY_PREFIX + the file name without `.json`. Anything that is not JSON is
// refused, so a broken recording fails the build rather than a user's sample run.

struct GeneratorFailure: Error, CustomStringConvertible {
    let description: String
}

func literal(_ text: String) -> String {
    var hashes = "#"
    while text.contains("\"" + hashes) || text.contains(hashes + "\"") { hashes += "#" }
    return hashes + "\"\"\"\n" + text.replacingOccurrences(of: "\r\n", with: "\n").trimmingCharacters(in: .newlines) + "\n\"\"\"" + hashes
}

func run() throws {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard let output = arguments.first, arguments.count > 1 else {
        throw GeneratorFailure(description: "usage: SampleRecordingsGenerator OUTPUT.swift DICTIONARY=FOLDER[=KEY_PREFIX] …")
    }
    var dictionaries: [(name: String, entries: [(key: String, body: String)])] = []
    for spec in arguments.dropFirst() {
        let parts = spec.split(separator: "=", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, !parts[0].isEmpty else { throw GeneratorFailure(description: "bad specification \(spec)") }
        let (name, folder, prefix) = (parts[0], parts[1], parts.count > 2 ? parts[2] : "")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
        var entries: [(String, String)] = []
        for file in files {
            let data = try Data(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(file))
            guard (try? JSONSerialization.jsonObject(with: data)) != nil, let text = String(data: data, encoding: .utf8) else {
                throw GeneratorFailure(description: "\(folder)/\(file) is not UTF-8 JSON")
            }
            entries.append((prefix + String(file.dropLast(5)), text))
        }
        if let index = dictionaries.firstIndex(where: { $0.name == name }) {
            dictionaries[index].entries += entries
        } else {
            dictionaries.append((name, entries))
        }
    }
    var source = "// Generated at build time by SampleRecordingsGenerator from Tests/Fixtures. Do not edit.\n\n"
    source += "extension SampleRecordings {\n"
    for dictionary in dictionaries {
        source += "    public static let \(dictionary.name): [String: String] = [\n"
        for (key, body) in dictionary.entries.sorted(by: { $0.key < $1.key }) {
            source += "        \"\(key)\": \(literal(body)),\n"
        }
        source += dictionary.entries.isEmpty ? "        :\n    ]\n" : "    ]\n"
    }
    source += "}\n"
    let data = Data(source.utf8)
    // Rewrite only on change, so an unchanged build does not recompile the target.
    if (try? Data(contentsOf: URL(fileURLWithPath: output))) != data {
        try data.write(to: URL(fileURLWithPath: output), options: .atomic)
    }
}

do {
    try run()
} catch {
    FileHandle.standardError.write(Data("SampleRecordingsGenerator: \(error)\n".utf8))
    exit(1)
}
