import SwiftParser
import SwiftSyntax
import Testing
@testable import SnippetInterpreter

/// The chain of types code is written in, nearest first, with extensions named by the type they extend.
@Suite struct EnclosingTypesTests {
    @Test func a_member_of_a_nested_struct_in_an_extension_sees_each_level() throws {
        let tree = Parser.parse(source: """
            extension Mocks.Screen {
                final class Row {
                    struct Style {
                        let inset = marker
                    }
                }
            }
            """)
        let marker = try #require(tree.tokens(viewMode: .sourceAccurate).first { $0.text == "marker" })
        let chain = EnclosingTypes.chain(of: marker)
        #expect(chain.map(\.name) == ["Style", "Row", "Mocks.Screen"])
        #expect(chain.map(\.isValueType) == [true, false, false])
        #expect(Interpreter.enclosingClass(of: marker) == "Row")
    }

    @Test func top_level_code_is_in_no_type() throws {
        let tree = Parser.parse(source: "let x = marker")
        let marker = try #require(tree.tokens(viewMode: .sourceAccurate).first { $0.text == "marker" })
        #expect(EnclosingTypes.chain(of: marker).isEmpty)
        #expect(Interpreter.enclosingClass(of: marker) == nil)
    }
}
