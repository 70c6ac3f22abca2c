import Diagnostics

/// Small libraries Layoutbook stands in for with Swift of its own (`Libraries/`), loaded beside the
/// app's sources when a file imports one, so that only code that imports a library sees its names,
/// as with the compiler.
enum LibraryStandIns {
    /// Each library's module name and its stand-in's text.
    static let modules: [String: String] = [
        "Then": String(decoding: PackageResources.Then_swiftsource, as: UTF8.self),
    ]

    /// The stand-ins the texts import, as source files of their own.
    static func code(importedBy texts: [String]) -> [SnippetEvaluator.Code] {
        modules.keys.sorted().filter { module in texts.contains { imports(module, $0) } }.map(code(for:))
    }

    static func code(for module: String) -> SnippetEvaluator.Code {
        SnippetEvaluator.Code(text: modules[module] ?? "", location: SourceLocation(file: file(of: module), line: 1))
    }

    /// The name diagnostics give a stand-in's file.
    static func file(of module: String) -> String { "\(module) (Layoutbook's stand-in)" }

    static let files = Set(modules.keys.map(file(of:)))

    /// Whether `text` has an `import Module` line (`@testable import` too).
    static func imports(_ module: String, _ text: String) -> Bool {
        guard text.contains(module) else { return false }
        return text.split(separator: "\n", omittingEmptySubsequences: true).contains { line in
            let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
            return words.count >= 2 && words[0] == "import" && words[1] == Substring(module)
        }
    }
}
