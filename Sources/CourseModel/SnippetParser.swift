import Foundation
import Diagnostics

/// Reads the role and attributes of a Swift fence, reporting each bad word at its column.
struct SnippetHeaderParser {
    static let roleWords: [String: SnippetRole] = [
        "diagram": .diagram, "hidden": .hidden, "expected": .expected, "starter": .starter, "cheat": .cheat,
    ]

    /// Location of the info string's first character in the Markdown file.
    var infoLocation: SourceLocation
    var diagnostics: [Diagnostic] = []

    init(infoLocation: SourceLocation) {
        self.infoLocation = infoLocation
    }

    mutating func parse(_ info: FenceInfo) -> (SnippetRole, SnippetAttributes) {
        var role: SnippetRole = .plain
        var roleToken: FenceInfo.Token?
        var attributes = SnippetAttributes()
        var previous: FenceInfo.Token?
        for token in info.tokens {
            defer { previous = token }
            if token.value == nil, token.key == "same" {
                attributes.same = true
                continue
            }
            if token.value == nil {
                guard let word = Self.roleWords[token.key] else {
                    if let previous, let value = previous.value, !previous.quoted {
                        // `caption=Two words`: the second word is not a role, the value lacks quotes.
                        error("fence.unquoted-value", "'\(token.key)' follows the unquoted value of '\(previous.key)'; a value with spaces needs quotes: \(previous.key)=\"\(value) \(token.key)…\"", token)
                        continue
                    }
                    let hint = NearestName.hint(for: token.key, in: ["diagram", "hidden", "expected", "starter", "cheat"])
                    error("fence.unknown-role", "unknown snippet role '\(token.key)'\(hint); expected one of diagram, hidden, expected, starter, cheat, fails=\"…\"", token)
                    continue
                }
                if let previous = roleToken {
                    error("fence.two-roles", "a snippet has one role, found '\(previous.key)' and '\(token.key)'", token)
                    continue
                }
                role = word
                roleToken = token
            } else if token.key == "fails" {
                if let previous = roleToken {
                    error("fence.two-roles", "a snippet has one role, found '\(previous.key)' and 'fails'", token)
                    continue
                }
                role = .fails(token.value ?? "")
                roleToken = token
            } else {
                apply(token, to: &attributes)
            }
        }
        return (role, attributes)
    }

    private mutating func apply(_ token: FenceInfo.Token, to attributes: inout SnippetAttributes) {
        let value = token.value ?? ""
        switch token.key {
        case "id":
            if value.isEmpty || !value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) {
                error("fence.bad-id", "id must be letters, digits, '-' or '_', found '\(value)'", token)
            } else { attributes.id = value }
        case "caption": attributes.caption = value
        case "group":
            if value.isEmpty || !value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) {
                error("fence.bad-group", "group must be letters, digits, '-' or '_', found '\(value)'", token)
            } else { attributes.group = value }
        case "root": attributes.root = value
        case "file": attributes.file = value
        case "device":
            if let size = DeviceSize(value) { attributes.device = size }
            else { error("fence.bad-device", "device must look like 375x667 or 375x667@3x, found '\(value)'", token) }
        case "range":
            if let range = RootSizeRange(value) { attributes.range = range }
            else { error("fence.bad-range", "range must look like 375x0...375x800 (use inf for unbounded), found '\(value)'", token) }
        case "vary":
            if let variations = Self.variations(value) { attributes.vary = variations }
            else { error("fence.bad-vary", "vary must look like \"name: a|b|c\" (several joined with ';', at most 64 combinations), found '\(value)'", token) }
        case "expect":
            switch LayoutExpectation.parse(value) {
            case .success(let facts): attributes.expect = facts
            case .failure(let problem): error("fence.bad-expect", problem.message, token, valueOffset: problem.offset)
            }
        default:
            let known = SnippetAttributes.names.filter { $0 != "fails" }
            error("fence.unknown-attribute", "unknown snippet attribute '\(token.key)'\(NearestName.hint(for: token.key, in: known)); expected one of \(known.joined(separator: ", "))", token)
        }
    }

    static func variations(_ text: String) -> [Variation]? {
        var result: [Variation] = []
        for part in text.split(separator: ";") {
            let pair = part.split(separator: ":", maxSplits: 1)
            guard pair.count == 2 else { return nil }
            let name = pair[0].trimmingCharacters(in: .whitespaces)
            let values = pair[1].split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard !name.isEmpty, !values.isEmpty, !values.contains(where: \.isEmpty) else { return nil }
            result.append(Variation(name: name, values: values))
        }
        let combinations = result.reduce(1) { $0 * $1.values.count }
        return result.isEmpty || combinations > 64 ? nil : result
    }

    /// `valueOffset`: characters into the attribute's value (after `key="`), for a mistake inside it.
    private mutating func error(_ id: String, _ message: String, _ token: FenceInfo.Token, valueOffset: Int? = nil) {
        let column = infoLocation.column + token.offset + (valueOffset.map { $0 + token.key.count + 2 } ?? 0)
        diagnostics.append(.error(id, message, at: infoLocation.offset(lines: 0, column: column)))
    }
}
