import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// Foundation's Scanner as hex colour helpers use it (InstaClone, TextureDemo, Love): the colour
/// comes out as the hex text says. It was "cannot find 'Scanner' in scope".
@Suite struct TextScannerTests {
    @Test func a_hex_colour_helper_gives_its_colour() throws {
        let result = evaluate("""
            extension UIColor {
                convenience init(hex: String) {
                    var text = hex.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
                    if text.hasPrefix("#") { text.remove(at: text.startIndex) }
                    var rgb: UInt64 = 0
                    Scanner(string: text).scanHexInt64(&rgb)
                    self.init(red: CGFloat((rgb & 0xFF0000) >> 16) / 255.0, green: CGFloat((rgb & 0x00FF00) >> 8) / 255.0,
                              blue: CGFloat(rgb & 0x0000FF) / 255.0, alpha: 1)
                }
            }
            let box = ASDisplayNode()
            box.backgroundColor = UIColor(hex: " #FF8800")
            box.style.preferredSize = CGSize(width: 20, height: 20)
            box
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let color = try #require(result.layout?.flattened.details?.appearance.backgroundColor)
        #expect(color == RGBAColor(red: 1, green: 0x88 / 255, blue: 0, alpha: 1))
    }

    @Test func scanning_reads_from_the_location_and_fails_without_moving() {
        let result = evaluate("""
            let scanner = Scanner(string: "#00ff00 zz")
            scanner.scanLocation = 1
            var green: UInt32 = 7
            assert(scanner.scanHexInt32(&green) && green == 0xff00)
            assert(scanner.scanLocation == 7 && !scanner.isAtEnd)
            assert(!scanner.scanHexInt32(&green) && green == 0xff00 && scanner.scanLocation == 7)
            var prefixed: UInt64 = 0
            assert(Scanner(string: "0x1F").scanHexInt64(&prefixed) && prefixed == 31)
            var large: UInt32 = 0
            assert(Scanner(string: "123456789").scanHexInt32(&large) && large == UInt32.max)
            ASDisplayNode()
            """)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
    }

    @Test func a_location_past_the_end_stops_the_app() {
        let result = evaluate("let scanner = Scanner(string: \"ab\")\nscanner.scanLocation = 3\nASDisplayNode()", file: "a.swift", line: 1)
        #expect(result.diagnostics.map(\.message) == ["scanLocation 3 is out of bounds for a string of length 2, which stops the app"])
        #expect(result.diagnostics.first?.location?.line == 2)
    }
}
