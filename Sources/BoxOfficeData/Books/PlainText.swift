import Foundation

/// Google's single-volume descriptions are HTML (`<p>`, `<b>`, `<br>`); the domain keeps text.
enum PlainText {
    static func fromHTML(_ html: String) -> String {
        var out = ""
        var inTag = false
        var tag = ""
        for char in html {
            if inTag {
                if char == ">" {
                    inTag = false
                    let name = tag.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "/ "))
                    if name.hasPrefix("br") || name == "p" { out.append("\n") }
                    tag = ""
                } else {
                    tag.append(char)
                }
            } else if char == "<" {
                inTag = true
            } else {
                out.append(char)
            }
        }
        for (entity, text) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&nbsp;", " "), ("&amp;", "&")] {
            out = out.replacingOccurrences(of: entity, with: text)
        }
        return out.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: "\n").replacingOccurrences(of: "\n\n\n", with: "\n\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
