import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// Members declared for value types (enums, extensions of UIColor or CGFloat) and the Texture values
/// real code reaches for, checked on what reaches the layout.
@Suite struct ValueMemberTests {
    private func run(_ snippet: String) -> SnippetEvaluator.Result {
        evaluate(snippet, file: "values.swift", line: 1)
    }

    private func node(_ name: String, in snippet: String) throws -> FlattenedNode {
        let result = run(snippet)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let root = try #require(result.layout).flattened
        return try #require(root.name == name ? root : root.children.first { $0.name == name })
    }

    /// A hex colour parser's first step (`hex.remove(at: hex.startIndex)`) and String's other
    /// `mutating` methods leave the variable changed; what they return is what Swift returns.
    @Test func a_strings_mutating_methods_change_the_variable() throws {
        let label = try node("label", in: """
            var hex = "#ffcc00"
            let mark = hex.remove(at: hex.startIndex)
            hex.append("!")
            hex.insert("0", at: hex.startIndex)
            let last = hex.removeLast()
            var spare = "x"
            spare.removeAll()
            let label = ASTextNode()
            label.attributedText = NSAttributedString(string: "\\(mark)\\(hex)\\(last)\\(spare.isEmpty)")
            label
            """)
        #expect(label.details?.text?.text.string == "#0ffcc00!true")
        let empty = run("var text = \"\"\nlet first = text.removeFirst()\nASDisplayNode()")
        #expect(empty.diagnostics.map(\.description) == ["values.swift:2:13: error: 'removeFirst()' on an empty string stops the app (a fatal error)"])
        let constant = run("let text = \"abc\"\ntext.append(\"d\")\nASDisplayNode()")
        #expect(constant.diagnostics.first?.message.hasPrefix("cannot use mutating member on immutable value") == true, "\(constant.diagnostics)")
    }

    /// `style.ascender` set by code (it was @inert, so a baseline row ignored it): a first-baseline
    /// row lines up each child's ascender (texture-semantics: baseline(item) is its ascender), so
    /// a box whose baseline is 30 down and one whose is 10 down sit 20 apart.
    @Test func a_style_ascender_set_by_code_aligns_a_baseline_row() throws {
        let result = run("""
            let tall = ASDisplayNode()
            tall.style.preferredSize = CGSize(width: 20, height: 40)
            tall.style.ascender = 30
            let short = ASDisplayNode()
            short.style.preferredSize = CGSize(width: 20, height: 20)
            short.style.ascender = 10
            ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .baselineFirst, children: [tall, short])
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let frames = try #require(result.layout?.absoluteFrames)
        let tall = try #require(frames.first { $0.name == "tall" }?.frame), short = try #require(frames.first { $0.name == "short" }?.frame)
        #expect(short.minY - tall.minY == 20)
    }

    /// Texture's ASDisplayNodeDefaultPlaceholderColor() is `colorWithWhite:0.95 alpha:1`.
    @Test func default_placeholder_color_is_texture_grey() throws {
        let image = try node("imageNode", in: """
            let imageNode = ASNetworkImageNode()
            imageNode.backgroundColor = ASDisplayNodeDefaultPlaceholderColor()
            imageNode.style.preferredSize = CGSize(width: 40, height: 40)
            imageNode
            """)
        #expect(image.details?.appearance.backgroundColor == RGBAColor(red: 0.95, green: 0.95, blue: 0.95, alpha: 1))
    }

    /// A network image node's `url` reads back what was set, by either spelling or `setURL`, and nil
    /// before (a feed cell lays out the image only when it has one; reading it was an error).
    @Test func a_network_image_url_reads_back_what_was_set() throws {
        let result = run("""
            let photo = ASNetworkImageNode(), avatar = ASNetworkImageNode(), none = ASNetworkImageNode()
            photo.url = URL(string: "https://example.com/photo.jpg")
            avatar.setURL(URL(string: "https://example.com/avatar.jpg"), resetToDefault: true)
            let shown = [photo, avatar, none].filter { $0.URL != nil }
            for node in shown { node.style.preferredSize = CGSize(width: 30, height: 30) }
            assert(photo.url?.absoluteString == "https://example.com/photo.jpg")
            ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .start, children: shown)
            """)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        let frames = try #require(result.layout).absoluteFrames
        #expect(frames.filter { $0.frame.size == Size(width: 30, height: 30) }.map(\.name) == ["photo", "avatar"])
    }

    /// Fable's `extension UIEdgeInsets { init(top: CGFloat = 0, …) { self.init(); … } }`: Swift
    /// calls the initializer that fills in the fewest defaults, so `self.init()` is UIKit's zero
    /// insets, and `UIEdgeInsets(top: 5)` is the extension's. It called itself until the depth limit.
    @Test func an_extension_initializer_with_defaults_calls_the_zero_one() throws {
        let result = run("""
            extension UIEdgeInsets {
                init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
                    self.init()
                    self.top = top
                    self.left = left
                    self.bottom = bottom
                    self.right = right
                }
            }
            let box = ASDisplayNode()
            box.style.preferredSize = CGSize(width: 10, height: 10)
            ASInsetLayoutSpec(insets: UIEdgeInsets(top: 5, left: 3), child: box)
            """)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        let box = try #require(result.layout?.absoluteFrames.first { $0.name == "box" })
        // The root spec fills the screen's width; the insets place the box.
        #expect(box.frame.origin == Point(x: 3, y: 5))
    }

    /// `withRenderingMode(.alwaysTemplate)` (MeowMeow's paw icon) gives the image back, with the
    /// warning that its tint is not drawn; `UInt32(hex, radix: 16)` parses as Swift does.
    @Test func a_template_image_and_a_hex_uint32() throws {
        let result = evaluate("""
            let icon = ASImageNode()
            icon.image = UIImage()
            icon.image = icon.image?.withRenderingMode(.alwaysTemplate)
            icon.style.preferredSize = CGSize(width: 24, height: 24)
            let rgb = UInt32("ff8800", radix: 16) ?? 0
            assert(rgb == 0xff8800 && UInt32("zz", radix: 16) == nil)
            icon
            """, file: "values.swift", line: 1)
        #expect(result.diagnostics.map(\.message) == ["'withRenderingMode' changes what the screen shows, but diagrams do not draw it"])
        #expect(result.diagnostics.first?.location?.line == 3)
        #expect(result.layout?.root.frame.size.height == 24, "the root fills the width; the image keeps its height")
        let misspelt = evaluate("let image = UIImage().withRenderingMod(.alwaysTemplate)\nASDisplayNode()")
        #expect(misspelt.diagnostics.first?.message == "value of type 'UIImage' has no member 'withRenderingMod'; did you mean 'withRenderingMode'?")
    }

    /// A modification block takes an image: anything else is the compiler's error, not an image
    /// silently lost (the block gave back whatever it was given).
    @Test func a_modification_block_takes_an_image() {
        let result = evaluate("let icon = ASImageNode()\nicon.image = ASImageNodeTintColorModificationBlock(.red)(3)\nicon", file: "values.swift", line: 1)
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.message) == ["cannot convert value of type 'Int' to expected argument type 'UIImage'"])
        #expect(result.diagnostics.first { $0.severity == .error }?.location?.line == 2)
    }

    /// `UIColor()` has no colour: used as a background it draws nothing.
    @Test func empty_color_initializer_is_transparent() throws {
        let box = try node("box", in: """
            let box = ASDisplayNode()
            box.backgroundColor = UIColor()
            box.style.preferredSize = CGSize(width: 10, height: 10)
            box
            """)
        #expect(box.details?.appearance.backgroundColor?.alpha == 0)
    }

    /// A computed property in an extension of CGFloat runs with the number as `self`; an enum's method
    /// calls another member of the same case by its bare name: 10 × 2 wide, 15 × 2 tall (in a stack, so
    /// the snippet's exact 375-point width does not apply to the box).
    @Test func extension_and_enum_members_run_with_the_value_as_self() throws {
        let box = try node("box", in: """
            extension CGFloat {
                var doubled: CGFloat { return self * 2 }
            }
            enum Size {
                case compact, regular
                var base: CGFloat {
                    switch self {
                    case .compact: return 10
                    case .regular: return 15
                    }
                }
                func height() -> CGFloat { return base.doubled }
            }
            let box = ASDisplayNode()
            box.style.preferredSize = CGSize(width: Size.compact.height(), height: Size.regular.height())
            ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [box])
            """)
        #expect(box.frame.size == Size(width: 20, height: 30))
    }

    /// A member the enum does not declare is still an error at the member.
    @Test func undeclared_enum_member_is_an_error() {
        let result = run("""
            enum Size { case compact }
            let width = Size.compact.width
            """)
        #expect(result.diagnostics.first?.message == "value of type 'Size' has no member 'width'")
        #expect(result.diagnostics.first?.location?.line == 2)
    }

    /// Display P3 components are converted to the sRGB a figure is drawn in: P3's transfer curve is
    /// sRGB's, so a grey stays the same grey, and sRGB red is P3 (0.9175, 0.2003, 0.1386) (CSS Color 4's
    /// conversion); a P3 colour outside sRGB is drawn as the nearest sRGB colour, with a warning.
    @Test func display_p3_colors_are_converted_to_srgb() throws {
        func color(_ arguments: String) throws -> (RGBAColor?, [String]) {
            let result = evaluate("""
                let box = ASDisplayNode()
                box.backgroundColor = UIColor(\(arguments))
                box.style.preferredSize = CGSize(width: 10, height: 10)
                box
                """)
            #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
            return (try #require(result.layout).flattened.details?.appearance.backgroundColor, result.diagnostics.map(\.message))
        }
        let (grey, greyWarnings) = try color("displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 0.8")
        #expect(greyWarnings.isEmpty)
        for component in [grey?.red, grey?.green, grey?.blue] { #expect(abs((component ?? 0) - 0.5) < 0.0005) }
        #expect(grey?.alpha == 0.8)
        let (red, redWarnings) = try color("displayP3Red: 0.9175, green: 0.2003, blue: 0.1386, alpha: 1")
        #expect(redWarnings.isEmpty)
        #expect(abs((red?.red ?? 0) - 1) < 0.002 && abs(red?.green ?? 1) < 0.002 && abs(red?.blue ?? 1) < 0.002, "\(String(describing: red))")
        let (outside, outsideWarnings) = try color("displayP3Red: 1, green: 0, blue: 0, alpha: 1")
        #expect(abs((outside?.red ?? 0) - 1) < 1e-9 && outside?.green == 0 && outside?.blue == 0, "\(String(describing: outside))")
        #expect(outsideWarnings == ["Display P3 colour (1, 0, 0) is outside sRGB, which figures are drawn in: it is drawn with its components clipped to sRGB's range"])
    }

    /// UIKit's standard font sizes (UIFont.labelFontSize and friends) are iOS's values, and the fill
    /// colours their light-mode values: systemFill is (120, 120, 128) at 20% opacity.
    @Test func standard_font_sizes_and_fill_colors_have_ioss_values() throws {
        let box = try node("box", in: """
            let box = ASDisplayNode()
            box.backgroundColor = .systemFill
            box.style.preferredSize = CGSize(width: UIFont.labelFontSize + UIFont.buttonFontSize, height: UIFont.systemFontSize + UIFont.smallSystemFontSize)
            ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: box)
            """)
        #expect(box.frame.size == Size(width: 17 + 18, height: 14 + 12))
        #expect(box.details?.appearance.backgroundColor == RGBAColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2))
    }
}

/// String's methods: what the API declares, the interpreter runs (it said "no member 'hasSuffix'"
/// after the checker had accepted it), with Swift's results.
@Suite struct StringMethodTests {
    @Test func every_declared_string_method_runs() throws {
        let declared = try #require(APITable.standard.type("String")).methods.keys
        #expect(!declared.isEmpty)
        // UIKit's measurements of a string run with the figure's text measurer (TextDrawing).
        for name in declared {
            #expect(StringMethods.table[name] != nil || StringMethods.mutating[name] != nil || TextDrawing.methods.contains(name),
                    "'\(name)' is declared on String but does not run")
        }
    }

    @Test func string_methods_give_swifts_results() throws {
        let result = evaluate("""
            let hex = "#1AAD19"
            let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
            let parts = "a,b,c".components(separatedBy: ",")
            let box = ASDisplayNode()
            let ok = digits == "1AAD19" && hex.hasSuffix("19") && hex.contains("AD") && parts.count == 3
                && hex.dropLast(2) == "#1AAD" && hex.prefix(3) == "#1A" && hex.suffix(2) == "19"
                && hex.replacingOccurrences(of: "#", with: "0x") == "0x1AAD19"
            box.style.preferredSize = CGSize(width: ok ? 10 : 20, height: 10)
            ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: box)
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let frames = try #require(result.layout).absoluteFrames
        #expect(frames.first { $0.name == "box" }?.frame.size.width == 10)
    }

    /// A typo in a String method or its label, on a value only the run knows is a String, is
    /// reported as the compiler would, with the name meant.
    @Test func a_misspelt_string_method_or_label_says_what_was_meant() {
        let member = evaluate("let hex = [\"#1AAD19\"][0]\nlet ok = hex.hasSufix(\"19\")\nASDisplayNode()")
        #expect(member.diagnostics.map(\.message) == ["value of type 'String' has no member 'hasSufix'; did you mean 'hasSuffix'?"])
        let label = evaluate("let hex = [\"#1AAD19\"][0]\nlet t = hex.replacingOccurrences(of: \"#\", wiht: \"\")\nASDisplayNode()")
        #expect(label.diagnostics.map(\.message) == ["incorrect argument label 'wiht:' in call to 'replacingOccurrences'; did you mean 'with:'?"])
        #expect(label.diagnostics.first?.location?.line == 2)
    }

    /// Inside `extension UIImage`, `size` and `scale` are the image's, and the SDK's free functions
    /// are called as such (MeowMeow's `applyNewColor`: "cannot find 'size' in scope", then "value of
    /// type 'UIImage' has no member 'UIGraphicsBeginImageContextWithOptions'").
    @Test func an_image_extension_reads_its_own_size_and_calls_the_sdks_functions() throws {
        let result = evaluate("""
            extension UIImage {
                func widthInPixels() -> CGFloat { size.width * scale }
                func copied() -> UIImage {
                    UIGraphicsBeginImageContextWithOptions(size, false, scale)
                    let copy = UIGraphicsGetImageFromCurrentImageContext()!
                    UIGraphicsEndImageContext()
                    return copy
                }
            }
            UIGraphicsBeginImageContext(CGSize(width: 30, height: 20))
            let drawn = UIGraphicsGetImageFromCurrentImageContext()!
            UIGraphicsEndImageContext()
            let box = ASDisplayNode()
            box.style.preferredSize = CGSize(width: drawn.widthInPixels(), height: drawn.copied().size.height)
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [box])
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layout?.absoluteFrames.first { $0.name == "box" }?.frame.size == Size(width: 60, height: 20))
    }

    /// A method the API refuses, called on a value whose type only the run knows, is refused with
    /// its reason where it is reached; it was "has no member 'draw'".
    @Test func a_refused_method_reached_on_a_value_gives_its_reason() {
        let result = evaluate("""
            extension UIImage {
                func redrawn() -> UIImage {
                    let image = withRenderingMode(.alwaysTemplate)
                    image.draw(in: CGRect(origin: .zero, size: size))
                    return image
                }
            }
            UIGraphicsBeginImageContext(CGSize(width: 30, height: 20))
            let drawn = UIGraphicsGetImageFromCurrentImageContext()!.redrawn()
            ASDisplayNode()
            """, file: "a.md", line: 1)
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.message)
                == ["'draw(in:)' of UIImage draws an image into the image being drawn, which figures do not draw; they draw fills and strokes of rectangles and ovals only"])
        #expect(result.diagnostics.first { $0.severity == .error }?.location?.line == 4)
    }
}

/// Foundation values app code builds its requests and text with (snoogle's services, Bookwitty's
/// strings, a chat's Float metrics): each was an error ("extra argument 'relativeTo' in call to
/// 'URL'", "cannot find 'ceilf' in scope"), which left the app's declarations out.
@Suite struct FoundationValueTests {
    private func diagnostics(_ checks: String) -> [String] {
        evaluate(checks + "\nASDisplayNode()").diagnostics.map(\.description)
    }

    @Test func urls_are_resolved_and_read_as_foundation_reads_them() {
        #expect(diagnostics("""
            let base = URL(string: "https://www.reddit.com/api/")!
            let url = URL(string: "r/swift/about.json?raw=1", relativeTo: base)!
            assert(url.absoluteString == "https://www.reddit.com/api/r/swift/about.json?raw=1")
            assert(url.scheme == "https" && url.host == "www.reddit.com" && url.query == "raw=1")
            assert(url.path == "/api/r/swift/about.json")
            let file = URL(fileURLWithPath: "/photos/cat.jpg")
            assert(file.lastPathComponent == "cat.jpg" && file.scheme == "file")
            """) == [])
    }

    @Test func nsstrings_are_made_from_text_or_a_format() {
        #expect(diagnostics("""
            let word = NSString(string: "naïve")
            assert(word.length == 5)
            let count = NSString(format: "%d items", 3)
            assert(count as String == "3 items")
            """) == [])
    }

    @Test func c_float_functions_round_in_single_precision() {
        #expect(diagnostics("""
            assert(ceilf(2.1) == 3 && floorf(2.9) == 2 && roundf(2.5) == 3)
            assert(fabs(-2.5) == 2.5 && fabsf(-1) == 1 && sqrtf(16) == 4)
            """) == [])
    }

    /// `reloadData(completion:)` runs its completion once the reload is done, after the moment the
    /// figure shows: not run, with a warning; `reloadData()` beside it is only inert.
    @Test func a_reload_completion_runs_later() {
        let code = """
            final class Rows: NSObject, ASTableDataSource {
                func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 1 }
                func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
                    let cell = ASTextCellNode()
                    cell.text = "Row"
                    return cell
                }
            }
            let rows = Rows()
            let table = ASTableNode()
            table.dataSource = rows
            table.reloadData()
            table.reloadData { table.backgroundColor = .red }
            table.style.preferredSize = CGSize(width: 300, height: 100)
            ASWrapperLayoutSpec(layoutElement: table)
            """
        let result = evaluate(code)
        #expect(result.diagnostics.map(\.description) == [
            "snippet.swift:13:1: warning: work scheduled with 'reloadData' runs later, after the moment the figure shows; it is not run",
        ])
    }
}

/// `UserDefaults.standard` was refused as reading stored settings: a tab bar controller whose
/// manager reads a flag stopped there. It is an empty store for the run, as on a first launch,
/// with a note; what the code sets it reads back.
@Suite struct StoredSettingsTests {
    @Test func settings_start_empty_and_keep_what_the_code_sets() {
        let result = evaluate("""
            let defaults = UserDefaults.standard
            assert(defaults.bool(forKey: "onboarded") == false && defaults.string(forKey: "name") == nil && defaults.integer(forKey: "count") == 0)
            defaults.register(defaults: ["count": 3])
            assert(defaults.integer(forKey: "count") == 3)
            defaults.set(7, forKey: "count")
            assert(defaults.integer(forKey: "count") == 7)
            defaults.set(nil, forKey: "count")
            assert(defaults.integer(forKey: "count") == 3)
            UserDefaults.standard.set(true, forKey: "onboarded")
            UserDefaults.standard.set("Ada", forKey: "name")
            assert(UserDefaults.standard.bool(forKey: "onboarded") && UserDefaults().string(forKey: "name") == "Ada")
            assert(defaults.value(forKey: "name") as? String == "Ada")
            defaults.removeObject(forKey: "name")
            assert(defaults.object(forKey: "name") == nil)
            ASDisplayNode()
            """)
        #expect(result.diagnostics.map(\.message) == [StoredSettings.note])
        #expect(result.diagnostics.first?.severity == .note)
    }

    /// An app group's settings are an empty store of their own, as when no app of the group has
    /// saved anything (Gittker's `UserDefaults(suiteName: …)!` stopped on nil, which Foundation gives
    /// only for the global domain).
    @Test func a_suite_is_an_empty_store_of_its_own() {
        let result = evaluate("""
            let shared = UserDefaults(suiteName: "group.app")!
            assert(shared.integer(forKey: "count") == 0)
            shared.set(7, forKey: "count")
            assert(UserDefaults(suiteName: "group.app")?.integer(forKey: "count") == 7)
            assert(UserDefaults.standard.integer(forKey: "count") == 0 && UserDefaults(suiteName: "group.other")?.integer(forKey: "count") == 0)
            assert(UserDefaults(suiteName: nil)?.integer(forKey: "count") == 0)
            assert(UserDefaults(suiteName: "NSGlobalDomain") == nil)
            ASDisplayNode()
            """)
        #expect(result.diagnostics.map(\.message) == [StoredSettings.note])
    }
}

/// `view.transform = CGAffineTransform(scaleX:y:)` (24 files of the corpora, mostly before an
/// animation) was an error ("cannot find 'CGAffineTransform' in scope"): the view is drawn
/// untransformed, and a warning at the assignment says so.
@Suite struct AffineTransformTests {
    @Test func a_views_transform_is_a_warning_that_it_is_not_drawn() {
        let result = evaluate("""
            import UIKit
            let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            badge.transform = CGAffineTransform(scaleX: 0.5, y: 0.5).rotated(by: .pi / 4)
            let tilt = CGAffineTransform(rotationAngle: -.pi / 8).concatenating(.identity)
            let box = UIView()
            box.addSubview(badge)
            box.heightAnchor.constraint(equalToConstant: 60).isActive = true
            box
            """)
        #expect(result.diagnostics.map(\.description) == [
            "snippet.swift:3:7: warning: 'transform' changes what the screen shows, but diagrams do not draw it",
        ])
        #expect(UIKitRuntimeTests.frames(result)["badge"] == Rect(x: 0, y: 0, width: 40, height: 40))
    }
}

/// String members as Foundation answers them.
@Suite struct FoundationStringTests {
    /// `capitalized` upper-cases the first letter of every word and lower-cases the rest, as
    /// Foundation does: it upper-cased the first letter of the string only ("Nike air max" on a
    /// label, with a green build).
    @Test func capitalized_is_every_word_capitalized() {
        let result = evaluate("""
            assert("nike AIR max".capitalized == "Nike Air Max")
            assert("ÉCLAIR\\tau chocolat".capitalized == "Éclair\\tAu Chocolat")
            ASDisplayNode()
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    /// Query strings app code builds (4 corpus projects): `addingPercentEncoding(withAllowedCharacters:)`
    /// with Foundation's sets, and back.
    @Test func percent_encoding_uses_foundations_character_sets() {
        let result = evaluate("""
            let query = "caffè latte&more"
            let encoded = query.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed)
            assert(encoded == "caff%C3%A8%20latte&more")
            assert(encoded?.removingPercentEncoding == query)
            assert("  42\\n".trimmingCharacters(in: .whitespacesAndNewlines) == "42")
            assert("(42)".trimmingCharacters(in: .punctuationCharacters) == "42")
            ASDisplayNode()
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }
}

/// `NSParagraphStyle.default` (copied and changed into a mutable style by app code) and
/// `UIImage.withTintColor(_:)` were errors ("type 'NSParagraphStyle' has no member 'default'").
@Suite struct DefaultStyleTests {
    @Test func the_default_paragraph_style_and_a_tinted_image_are_accepted() {
        let result = evaluate("""
            import UIKit
            let style = NSParagraphStyle.default
            assert(style.lineSpacing == 0)
            let icon = UIImage(systemName: "heart")?.withTintColor(.red)
            let label = UILabel()
            label.attributedText = NSAttributedString(string: "Hi", attributes: [.paragraphStyle: style])
            label
            """)
        #expect(result.diagnostics.filter { $0.severity != .note }.map(\.message) == [
            "'withTintColor' changes what the screen shows, but diagrams do not draw it",
        ])
    }
}
