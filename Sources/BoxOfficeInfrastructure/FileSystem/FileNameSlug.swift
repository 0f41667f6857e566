import Foundation

/// A file-name fragment safe on any file system, from any text: letters and digits (Hangul
/// included) kept, everything else one `-`, at most 60 characters; a cut or empty slug gets a
/// short hash of the whole text, so different texts keep different names.
public enum FileNameSlug {
    public static func make(_ text: String, maxLength: Int = 60) -> String {
        var slug = ""
        var dash = false
        for char in text.precomposedStringWithCanonicalMapping.lowercased() {
            if char.isLetter || char.isNumber, !char.unicodeScalars.contains(where: { $0.properties.generalCategory == .format }) {
                if dash, !slug.isEmpty { slug.append("-") }
                slug.append(char)
                dash = false
            } else {
                dash = true
            }
        }
        let cut = slug.count > maxLength
        if cut { slug = String(slug.prefix(maxLength)) }
        while slug.hasSuffix("-") { slug.removeLast() }
        if cut || slug.isEmpty { slug += (slug.isEmpty ? "" : "-") + hash(text) }
        return slug
    }

    /// FNV-1a, 32 bits, as 8 hex digits: stable across runs and machines.
    static func hash(_ text: String) -> String {
        var value: UInt32 = 0x811C_9DC5
        for byte in text.utf8 {
            value ^= UInt32(byte)
            value = value &* 0x0100_0193
        }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}
