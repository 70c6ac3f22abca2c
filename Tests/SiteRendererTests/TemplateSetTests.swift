import Foundation
import Testing
@testable import SiteRenderer

@Suite struct TemplateSetTests {
    static let templatesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Templates")

    @Test func built_in_templates_match_the_templates_folder_byte_for_byte() throws {
        let builtIn = TemplateSet.builtIn.files
        let enumerator = try #require(FileManager.default.enumerator(atPath: Self.templatesFolder.path))
        var onDisk: [String: Data] = [:]
        for case let path as String in enumerator {
            let url = Self.templatesFolder.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
               !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                onDisk[path] = try Data(contentsOf: url)
            }
        }
        #expect(Set(builtIn.keys) == Set(onDisk.keys), "run 'make templates' to embed Templates/ again")
        for (path, data) in onDisk { #expect(builtIn[path]?.data == data, "\(path) differs: run 'make templates'") }
    }

    @Test func every_built_in_template_parses_and_uses_existing_partials() {
        let (_, diagnostics) = TemplateSet.builtIn.library()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test func a_course_template_overrides_the_built_in_file() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tpl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Templates/assets"), withIntermediateDirectories: true)
        try Data("body { color: red }".utf8).write(to: root.appendingPathComponent("Templates/assets/style.css"))
        let set = TemplateSet.forCourse(root: root)
        #expect(set.files["assets/style.css"]?.displayPath == "Templates/assets/style.css")
        #expect(set.files["session.mustache"]?.displayPath == "(built-in)/session.mustache")
    }
}
