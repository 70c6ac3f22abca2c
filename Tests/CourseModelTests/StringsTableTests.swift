import Diagnostics
import Foundation
import Testing
@testable import CourseModel

/// The app's strings tables named in `sources:` (a file, or the `.lproj` tables under a folder), read
/// with Foundation's property-list parser; a table it cannot read is a warning at its line.
@Suite struct StringsTableTests {
    @Test func tables_under_a_folder_are_read_with_their_language_and_name() throws {
        let root = try temporaryCourse(sources: ["App"], files: [
            "App/en.lproj/Localizable.strings": "/* Settings screen */\n\"settings.title\" = \"Settings\";\n\"quote\" = \"She said \\\"hi\\\"\";\n",
            "App/fr.lproj/Localizable.strings": "\"settings.title\" = \"Réglages\";\n",
            "App/Base.lproj/Main.strings": "",
            "App/Strings/notes.strings": "\"not\" = \"in an lproj folder\";\n",
        ])
        let (course, diagnostics) = CourseLoader(root: root).load()
        #expect(diagnostics.items.isEmpty, "\(diagnostics.items)")
        let tables = try #require(course?.stringsTables)
        #expect(tables.map { "\($0.language)/\($0.name)" } == ["Base/Main", "en/Localizable", "fr/Localizable"])
        #expect(tables[1].entries == ["settings.title": "Settings", "quote": "She said \"hi\""])
    }

    @Test func a_table_the_parser_cannot_read_is_a_warning_at_its_line() throws {
        let root = try temporaryCourse(sources: ["App/en.lproj/Localizable.strings"], files: [
            "App/en.lproj/Localizable.strings": "\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";\n",
        ])
        let (course, diagnostics) = CourseLoader(root: root).load()
        #expect(course?.stringsTables.isEmpty == true)
        let warning = try #require(diagnostics.items.first)
        #expect(warning.id == "course.strings-table" && warning.location?.file == "App/en.lproj/Localizable.strings")
        #expect(warning.message.hasPrefix("cannot read Localizable.strings: Missing ';' on line"), "\(warning.message)")
        #expect(warning.location?.line == 3)
    }
}
