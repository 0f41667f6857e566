/// The one escaping function for HTML text and attribute values: `& < > " '`.
///
/// Every string that reaches an HTML report passes through here; the renderer writes raw
/// markup only from its own literals.
public enum HTMLEscaping {
    public static func escape(_ text: String) -> String {
        // Most texts (numbers, titles) need nothing: one pass over their bytes, and the text itself.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
                                          || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
