/// Turns a heading into a URL fragment: lower case, letters and digits kept, the rest one `-`.
public enum Anchor {
    public static func slug(_ text: String) -> String {
        var result = ""
        var pendingDash = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingDash, !result.isEmpty { result.append("-") }
                result.append(character)
                pendingDash = false
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? "section" : result
    }

    /// Adds `-2`, `-3`, … to repeated anchors so every anchor on a page is unique.
    public struct Allocator {
        private var used: Set<String>

        public init(reserved: Set<String> = []) {
            used = reserved
        }

        public mutating func anchor(for text: String) -> String {
            let base = Anchor.slug(text)
            var candidate = base
            var counter = 2
            while used.contains(candidate) {
                candidate = "\(base)-\(counter)"
                counter += 1
            }
            used.insert(candidate)
            return candidate
        }
    }
}
