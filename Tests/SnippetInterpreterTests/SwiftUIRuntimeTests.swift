import Diagnostics
import LayoutEngine
import SnippetInterpreter
import SwiftUILayout
import Testing

/// SwiftUI code as workshops write it: view structs, builders, previews, modifiers of one's own,
/// and the mistakes SwiftUI would reject or log, at their lines.
@Suite struct SwiftUIRuntimeTests {
    static func frames(_ result: SnippetEvaluator.Result) -> [String: ViewFrame] {
        result.swiftUI?.framesByIdentifier ?? [:]
    }

    static func errors(_ result: SnippetEvaluator.Result) -> [Diagnostic] { result.diagnostics.filter { $0.severity == .error } }

    @Test func a_view_struct_with_a_body_is_drawn_and_named_after_its_type() throws {
        let result = evaluate("""
        import SwiftUI
        struct PriceTag: View {
            var price = "$12"
            var body: some View {
                Text(price)
                    .padding(8)
                    .background(Color.yellow)
            }
        }
        """)
        #expect(Self.errors(result).isEmpty, "\(result.diagnostics)")
        let layout = try #require(result.swiftUI)
        #expect(layout.root.typeName == "PriceTag")
        let names = result.layout?.absoluteFrames.compactMap(\.name) ?? []
        #expect(names.contains("Text “$12”"), "\(names)")
    }

    @Test func a_background_style_in_a_shape_fills_the_shape_behind_the_view() throws {
        let result = evaluate("""
        struct FollowButton: View {
            var body: some View {
                Text("Follow")
                    .frame(width: 88, height: 32)
                    .background(Color.blue, in: Capsule())
                    .accessibilityIdentifier("follow")
            }
        }
        """)
        #expect(Self.errors(result).isEmpty, "\(result.diagnostics)")
        let root = try #require(result.swiftUI?.root)
        let capsules = root.all.filter { if case .shape(.capsule, fill: .some) = $0.role { return true } else { return false } }
        #expect(capsules.count == 1, "\(root.all.map(\.role))")
        #expect(capsules.first?.frame.size == ViewSize(width: 88, height: 32))
    }

    @Test func preview_macro_chooses_what_is_drawn() throws {
        let result = evaluate("""
        struct Badge: View {
            let count: Int
            var body: some View {
                Circle().fill(.red).frame(width: CGFloat(count) * 10, height: 20).accessibilityIdentifier("badge")
            }
        }
        #Preview {
            Badge(count: 3)
        }
        """)
        #expect(Self.errors(result).isEmpty, "\(result.diagnostics)")
        #expect(Self.frames(result)["badge"]?.size == ViewSize(width: 30, height: 20))
    }

    @Test func preview_provider_previews_are_drawn() {
        let result = evaluate("""
        struct Row: View {
            var body: some View { Color.blue.frame(height: 44).accessibilityIdentifier("row") }
        }
        struct Row_Previews: PreviewProvider {
            static var previews: some View {
                Row().padding()
            }
        }
        """)
        #expect(Self.errors(result).isEmpty, "\(result.diagnostics)")
        #expect(Self.frames(result)["row"] == ViewFrame(x: 16, y: 16, width: 343, height: 44))
    }

    /// A design system's constants from Sources, a builder with `if`, `ForEach` and `switch`, and a
    /// modifier written as an extension and as a ViewModifier.
    @Test func builders_extensions_and_view_modifiers_run() {
        let result = evaluate("""
        enum Spacing { static let m: CGFloat = 12 }
        enum Size { case small, large }
        struct CardStyle: ViewModifier {
            func body(content: Content) -> some View {
                content.padding(Spacing.m).background(Color.gray)
            }
        }
        extension View {
            func card() -> some View { modifier(CardStyle()) }
        }
        struct Screen: View {
            let names = ["a", "b", "c"]
            let showFooter = false
            let size = Size.large
            var body: some View {
                VStack(alignment: .leading, spacing: Spacing.m) {
                    ForEach(names, id: \\.self) { name in
                        Color.red.frame(width: 40, height: 20).accessibilityIdentifier(name)
                    }
                    if showFooter {
                        Color.black.frame(height: 10).accessibilityIdentifier("footer")
                    }
                    switch size {
                    case .small: Color.green.frame(width: 10, height: 10).accessibilityIdentifier("size")
                    case .large: Color.green.frame(width: 100, height: 10).accessibilityIdentifier("size")
                    }
                }
                .card()
            }
        }
        """)
        #expect(Self.errors(result).isEmpty, "\(result.diagnostics)")
        let frames = Self.frames(result)
        // Content is 100 wide (the widest row) and padded by 12; the root takes its own size at (0, 0).
        #expect(frames["a"]?.y == frames["b"].map { $0.y - 32 })
        #expect(frames["footer"] == nil)
        #expect(frames["size"]?.width == 100)
        #expect(frames["a"]?.x == 12)
        #expect(result.swiftUI?.root.frame.size == ViewSize(width: 124, height: 20 * 3 + 10 + 12 * 3 + 24))
    }

    /// Only a view builder may list several views: `@ViewBuilder`, `body`, `previews`. Anywhere else
    /// the compiler wants a `return`.
    @Test func several_views_outside_a_builder_are_a_missing_return() {
        let result = evaluate("""
        struct Card: View {
            var body: some View { VStack { header } }
            var header: some View {
                Text("Title")
                Text("Subtitle")
            }
        }
        """)
        let error = Self.errors(result).first
        #expect(error?.message == "missing return in getter expected to return 'some View'", "\(result.diagnostics)")
        #expect(error?.location?.line == 6)
    }

    @Test func several_views_in_a_closure_that_is_no_builder_are_a_missing_return() {
        let result = evaluate("""
        let make = { () -> some View in
            Text("a")
            Text("b")
        }
        make()
        """)
        let error = Self.errors(result).first
        #expect(error?.message == "missing return in closure expected to return 'some View'", "\(result.diagnostics)")
        #expect(error?.location?.line == 4)
    }

    @Test func view_builder_properties_and_functions_list_several_views() {
        let result = evaluate("""
        struct Card: View {
            var body: some View { VStack(spacing: 0) { header; footer(height: 10) } }
            @ViewBuilder var header: some View {
                Color.red.frame(width: 10, height: 20).accessibilityIdentifier("title")
                Color.red.frame(width: 10, height: 30).accessibilityIdentifier("subtitle")
            }
            @ViewBuilder func footer(height: CGFloat) -> some View {
                Color.blue.frame(width: 10, height: height).accessibilityIdentifier("footer")
            }
        }
        """)
        #expect(Self.errors(result).isEmpty, "\(result.diagnostics)")
        #expect(Self.frames(result)["footer"] == ViewFrame(x: 0, y: 50, width: 10, height: 10))
    }

    @Test func geometry_reader_and_right_to_left_layout() {
        let result = evaluate("""
        HStack(spacing: 0) {
            Color.red.frame(width: 100).accessibilityIdentifier("first")
            GeometryReader { proxy in
                Color.blue.frame(width: proxy.size.width / 2).accessibilityIdentifier("half")
            }
        }
        .frame(width: 300, height: 50)
        .environment(\\.layoutDirection, .rightToLeft)
        """)
        #expect(Self.errors(result).isEmpty, "\(result.diagnostics)")
        let frames = Self.frames(result)
        // Left to right, first is at 0 and half at 100; mirrored in the 300-wide frame.
        #expect(frames["first"] == ViewFrame(x: 200, y: 0, width: 100, height: 50))
        #expect(frames["half"] == ViewFrame(x: 100, y: 0, width: 100, height: 50))
    }

    @Test func an_unknown_modifier_is_an_error_at_its_line_with_a_suggestion() {
        let result = evaluate("""
        VStack {
            Text("Hi")
                .paddng(8)
        }
        """)
        let error = Self.errors(result).first
        #expect(error?.message.contains("has no member 'paddng'") == true, "\(result.diagnostics)")
        #expect(error?.message.contains("did you mean 'padding'") == true, "\(String(describing: error?.message))")
        #expect(error?.location?.line == 2 || error?.location?.line == 3)
    }

    @Test func an_unknown_colour_or_alignment_is_an_error() {
        let colour = evaluate("Color.redd.frame(width: 10, height: 10)")
        #expect(Self.errors(colour).first?.message.contains("did you mean 'red'") == true, "\(colour.diagnostics)")
        let alignment = evaluate("VStack(alignment: .top) { Color.red }")
        #expect(Self.errors(alignment).first?.message.contains("type 'HorizontalAlignment' has no member 'top'") == true, "\(alignment.diagnostics)")
    }

    @Test func invalid_frame_dimensions_and_negative_padding_are_warnings_at_their_lines() {
        let result = evaluate("""
        VStack {
            Color.red.frame(width: -10, height: 20)
            Color.blue.padding(-4)
            Color.green.frame(minWidth: 100, maxWidth: 50)
        }
        """)
        let warnings = result.diagnostics.filter { $0.severity == .warning }
        #expect(warnings.contains { $0.message.contains("invalid frame dimension") && $0.location?.line == 2 }, "\(warnings)")
        #expect(warnings.contains { $0.message.contains("negative padding") && $0.location?.line == 3 }, "\(warnings)")
        #expect(warnings.contains { $0.message.contains("contradictory frame constraints") && $0.location?.line == 4 }, "\(warnings)")
    }

    @Test func an_open_rule_the_layout_relies_on_is_said() {
        let result = evaluate("""
        HStack {
            Text("Name")
            Spacer()
            Text("$4")
        }
        """)
        let notes = result.diagnostics.filter { $0.id == "layout.note" }.map(\.message)
        #expect(notes.contains { $0.contains("SP3") }, "\(notes)")
        #expect(notes.contains { $0.contains("Inter") }, "\(notes)")
    }

    @Test func the_figure_says_what_each_view_was_offered_and_took() throws {
        let result = evaluate("Color.red.frame(width: 120, height: 20).accessibilityIdentifier(\"bar\").padding(10)")
        let layout = try #require(result.layout)
        let bar = try #require(layout.root.children.first { _ in true })
        _ = bar
        let text = layout.absoluteFrames.map(\.name)
        #expect(text.contains("bar"), "\(text)")
        #expect(result.swiftUI?.root.all.first { $0.identifier == "bar" }?.proposal == ProposedViewSize(width: 355, height: 647))
    }
}

/// Labels SwiftUI does not declare are errors, never ignored (a frame without its width would be a
/// wrong picture with a green build).
@Suite struct SwiftUILabelTests {
    @Test func a_misspelt_modifier_label_is_an_error_with_a_suggestion() {
        let result = evaluate("""
        Color.red
            .frame(widht: 100, height: 20)
        """)
        let error = result.diagnostics.first { $0.severity == .error }
        // Checked before the run, in the compiler's words.
        #expect(error?.message == "incorrect argument label 'widht:' in call to 'frame'; did you mean 'width:'?", "\(result.diagnostics)")
        #expect(error?.location?.line == 1 || error?.location?.line == 2)
    }

    /// Where only the run knows the view's type (a function's result), the run checks the labels.
    @Test func a_misspelt_label_on_a_view_from_a_function_is_an_error_when_it_runs() {
        let result = evaluate("""
        func swatch() -> some View { Color.red }
        swatch().frame(widht: 100, height: 20)
        """)
        let error = result.diagnostics.first { $0.severity == .error }
        #expect(error?.message.contains("'widht:'") == true, "\(result.diagnostics)")
        #expect(error?.location?.line == 2)
    }

    @Test func a_misspelt_initialiser_label_is_an_error() {
        let result = evaluate("HStack(spacng: 8) { Color.red }")
        #expect(result.diagnostics.first { $0.severity == .error }?.message.contains("did you mean 'spacing:'") == true, "\(result.diagnostics)")
    }

    /// A talk's object page: nested stacks with design-system constants from Sources.
    @Test func an_object_page_with_design_constants_from_sources() {
        let sources = SnippetEvaluator.Code(text: """
        enum DS {
            static let gutter: CGFloat = 16
            static let stackSpacing: CGFloat = 8
        }
        """, location: SourceLocation(file: "Sources/DS.swift", line: 1))
        let snippet = """
        struct ObjectPage: View {
            var body: some View {
                VStack(alignment: .leading, spacing: DS.stackSpacing) {
                    Color.gray.frame(height: 200).accessibilityIdentifier("hero")
                    HStack(alignment: .top, spacing: DS.gutter) {
                        Color.blue.frame(width: 60, height: 60).accessibilityIdentifier("avatar")
                        VStack(alignment: .leading, spacing: 4) {
                            Color.black.frame(width: 120, height: 20).accessibilityIdentifier("title")
                            Color.gray.frame(width: 80, height: 14).accessibilityIdentifier("subtitle")
                        }
                    }
                    .padding(.horizontal, DS.gutter)
                }
            }
        }
        """
        let result = SnippetEvaluator(sources: [sources], images: [:]).run(
            .init(snippet: .init(text: snippet, location: SourceLocation(file: "snippet.swift", line: 1)), device: Size(width: 375, height: 667)))
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        let frames = result.swiftUI?.framesByIdentifier ?? [:]
        // hero fills the 375-wide column; the row is 16 in, 8 below the hero; title beside the avatar.
        #expect(frames["hero"] == ViewFrame(x: 0, y: 0, width: 375, height: 200))
        #expect(frames["avatar"] == ViewFrame(x: 16, y: 208, width: 60, height: 60))
        #expect(frames["title"] == ViewFrame(x: 92, y: 208, width: 120, height: 20))
        #expect(frames["subtitle"] == ViewFrame(x: 92, y: 232, width: 80, height: 14))
    }
}

/// Layouts written against SwiftUI's `Layout` protocol run as SwiftUI runs them.
@Suite struct CustomLayoutTests {
    /// The classic equal-width row: every subview as wide as the widest ideal, side by side.
    @Test func an_equal_width_layout_places_its_subviews() {
        let result = evaluate("""
        struct EqualWidthHStack: Layout {
            var spacing: CGFloat = 10

            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
                let width = sizes.map { $0.width }.max() ?? 0
                let height = sizes.map { $0.height }.max() ?? 0
                return CGSize(width: width * CGFloat(subviews.count) + spacing * CGFloat(subviews.count - 1), height: height)
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let width = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
                var x = bounds.minX
                for subview in subviews {
                    subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(width: width, height: bounds.height))
                    x += width + spacing
                }
            }
        }

        EqualWidthHStack(spacing: 4) {
            Color.red.frame(idealWidth: 30, idealHeight: 20).accessibilityIdentifier("a")
            Color.blue.frame(idealWidth: 50, idealHeight: 10).accessibilityIdentifier("b")
        }
        """)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        let frames = result.swiftUI?.framesByIdentifier ?? [:]
        // Widest ideal 50, tallest 20: the layout is 104 × 20; each subview is offered 50 × 20.
        #expect(result.swiftUI?.root.frame.size == ViewSize(width: 104, height: 20))
        #expect(frames["a"] == ViewFrame(x: 0, y: 0, width: 50, height: 20))
        #expect(frames["b"] == ViewFrame(x: 54, y: 0, width: 50, height: 20))
    }
}

/// Property wrappers hold their initial values: what a preview shows before anything changes.
@Suite struct SwiftUIStateTests {
    @Test func state_binding_and_environment_hold_their_initial_values() {
        let result = evaluate("""
        struct Knob: View {
            @Binding var isOn: Bool
            var body: some View {
                Color.green.frame(width: isOn ? 60 : 20, height: 20).accessibilityIdentifier("knob")
            }
        }
        struct Settings: View {
            @State private var notifications = true
            @Environment(\\.colorScheme) private var colorScheme
            var body: some View {
                VStack(spacing: 0) {
                    Knob(isOn: $notifications)
                    Knob(isOn: .constant(false)).accessibilityIdentifier("off")
                    if colorScheme == .light {
                        Color.white.frame(width: 10, height: 10).accessibilityIdentifier("light")
                    }
                }
            }
        }
        #Preview { Settings() }
        """)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        let frames = result.swiftUI?.framesByIdentifier ?? [:]
        #expect(frames["knob"]?.width == 60)
        #expect(frames["off"]?.width == 20)
        #expect(frames["light"] != nil)
    }

    /// `vary=` works on SwiftUI arguments as on Texture's: each alignment is its own figure.
    @Test func vary_substitutes_a_stack_alignment() {
        let code = """
        VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10)
            Color.blue.frame(width: 40, height: 10).accessibilityIdentifier("short")
        }
        """
        var xs: [Double] = []
        for alignment in [".leading", ".center", ".trailing"] {
            var request = SnippetEvaluator.Request(snippet: .init(text: code, location: SourceLocation(file: "s.swift", line: 1)), device: Size(width: 375, height: 667))
            request.substitutions = ["alignment": alignment]
            let result = SnippetEvaluator(sources: [], images: [:]).run(request)
            xs.append(result.swiftUI?.framesByIdentifier["short"]?.x ?? -1)
        }
        #expect(xs == [0, 30, 60])
    }
}

/// Grid, List and Form, whose rules SwiftUI does not publish: drawn by a stated reading, and said.
@Suite struct ApproximateContainerTests {
    @Test func grid_columns_are_as_wide_as_their_widest_cell() {
        let result = evaluate("""
        Grid(horizontalSpacing: 10, verticalSpacing: 4) {
            GridRow {
                Color.red.frame(width: 40, height: 20).accessibilityIdentifier("a1")
                Color.red.frame(width: 10, height: 30).accessibilityIdentifier("a2")
            }
            Divider().accessibilityIdentifier("rule")
            GridRow {
                Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("b1")
                Color.blue.frame(width: 60, height: 20).accessibilityIdentifier("b2")
            }
        }
        """)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        let frames = result.swiftUI?.framesByIdentifier ?? [:]
        // Columns 40 and 60 wide; rows 30, the divider (spanning all 110) and 20, 4 apart.
        #expect(frames["a1"] == ViewFrame(x: 0, y: 5, width: 40, height: 20))
        #expect(frames["a2"] == ViewFrame(x: 75, y: 0, width: 10, height: 30))
        #expect(frames["b1"] == ViewFrame(x: 10, y: 38.5, width: 20, height: 20))
        #expect(frames["b2"] == ViewFrame(x: 50, y: 38.5, width: 60, height: 20))
        #expect(frames["rule"]?.width == 110)
        #expect(result.diagnostics.contains { $0.message.contains("Grid is approximate") })
    }

    @Test func list_rows_are_inset_and_at_least_44_points_tall() {
        let result = evaluate("""
        List {
            Text("Shipping").accessibilityIdentifier("first")
            Color.gray.frame(height: 60).accessibilityIdentifier("tall")
        }
        """)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        let frames = result.swiftUI?.framesByIdentifier ?? [:]
        #expect(frames["first"]?.x == 20)
        // The tall row: 60 + 11 + 11 after a 44-pt first row and a hairline.
        #expect(frames["tall"] == ViewFrame(x: 20, y: 44 + 0.5 + 11, width: 335, height: 60))
        #expect(result.diagnostics.contains { $0.message.contains("List and Form are approximate") })
    }
}

/// What is drawn when the snippet does not say: a view struct made from values in scope, with a note.
@Suite struct SwiftUIRootTests {
    @Test func a_view_struct_that_needs_a_value_is_made_from_one_in_scope() {
        let result = evaluate("""
        struct Badge { let count: Int; static let sample = Badge(count: 3) }
        struct BadgeView: View {
            let badge: Badge
            var body: some View {
                Color.red.frame(width: CGFloat(badge.count) * 10, height: 10).accessibilityIdentifier("dot")
            }
        }
        """)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        #expect(result.swiftUI?.framesByIdentifier["dot"]?.width == 30)
        #expect(result.diagnostics.contains { $0.message.hasPrefix("drew BadgeView(badge: Badge.sample)") }, "\(result.diagnostics)")
    }
}

/// A figure draws every line layout counted: a two-line text in a UIKit or SwiftUI figure is as tall
/// as two lines of the system font, and Inter's taller lines must not be cut to one.
@Suite struct FigureTextTests {
    static func drawnLines(of name: String, in layout: Layout) -> Int? {
        if layout.name == name, let text = layout.node?.text {
            return InterTextMeasurer().measure(text.text, in: layout.size, maximumNumberOfLines: text.maximumNumberOfLines).lines.count
        }
        return layout.children.lazy.compactMap { drawnLines(of: name, in: $0) }.first
    }

    @Test func a_two_line_swiftui_text_is_drawn_on_two_lines() throws {
        let result = evaluate("""
        Text("Trail Runner 2 Lightweight Running Shoe")
            .font(.system(size: 20, weight: .bold))
            .frame(width: 300)
        """)
        let layout = try #require(result.layout)
        #expect(Self.drawnLines(of: "Text “Trail Runner 2 Lightweight Running Shoe”", in: layout.root) == 2)
    }

    @Test func a_two_line_uikit_label_is_drawn_on_two_lines() throws {
        let result = evaluate("""
        final class TitleView: UIView {
            let titleLabel = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                titleLabel.text = "Trail Runner 2 Lightweight Running Shoe"
                titleLabel.numberOfLines = 0
                titleLabel.font = .systemFont(ofSize: 20, weight: .bold)
                titleLabel.translatesAutoresizingMaskIntoConstraints = false
                addSubview(titleLabel)
                NSLayoutConstraint.activate([
                    titleLabel.topAnchor.constraint(equalTo: topAnchor),
                    titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
                    titleLabel.widthAnchor.constraint(equalToConstant: 300),
                    titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        let layout = try #require(result.layout, "\(result.diagnostics)")
        #expect(Self.drawnLines(of: "titleLabel", in: layout.root) == 2)
    }
}

/// Modifiers that change nothing layout reads are accepted; what changes the screen but is not drawn
/// is said; a hidden view keeps its place.
@Suite struct SwiftUIDrawingModifierTests {
    @Test func hidden_keeps_its_place_and_effects_are_said() {
        let result = evaluate("""
        VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).hidden().accessibilityIdentifier("gone")
            Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("after")
                .rotationEffect(.degrees(45))
                .animation(.default, value: 1)
                .onTapGesture { }
        }
        """)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        #expect(result.swiftUI?.framesByIdentifier["after"]?.y == 10)
        let warnings = result.diagnostics.filter { $0.severity == .warning }.map(\.message)
        #expect(warnings.contains("'rotationEffect' changes what the screen shows, but diagrams do not draw it"), "\(warnings)")
        #expect(warnings.count == 1, "\(warnings)")
        let hidden = result.swiftUI?.root.all.first { $0.label == ".hidden()" }
        #expect(hidden?.role == .decoration(.opacity(0)))
    }
}

@Suite struct SwiftUISectionTests {
    /// `Section { rows } header: { … }`: the rows are the content, the header comes first.
    @Test func a_section_header_closure_is_not_its_content() {
        let result = evaluate("""
        List {
            Section {
                Color.red.frame(height: 20).accessibilityIdentifier("row")
            } header: {
                Color.gray.frame(height: 10).accessibilityIdentifier("header")
            }
        }
        """)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        let frames = result.swiftUI?.framesByIdentifier ?? [:]
        #expect(frames["header"] != nil && frames["row"] != nil)
        #expect((frames["header"]?.y ?? 1) < (frames["row"]?.y ?? 0))
    }
}

/// Styles and environment values a container hands down are applied, or said when they are not.
@Suite struct SwiftUIEnvironmentTests {
    @Test func bold_on_a_container_makes_its_texts_bold() {
        let result = evaluate("""
        VStack {
            Text("Price")
        }
        .bold()
        """)
        let text = result.swiftUI?.root.all.first { if case .text = $0.role { true } else { false } }
        guard case .text(let resolved)? = text?.role else { Issue.record("no text in \(result.diagnostics)"); return }
        #expect(resolved.font.weight == "bold")
    }

    @Test func an_environment_value_a_figure_does_not_apply_is_a_warning() {
        let result = evaluate("""
        Text("Hi")
            .environment(\\.sizeCategory, .accessibilityExtraExtraLarge)
        """)
        let warning = result.diagnostics.first { $0.severity == .warning }
        #expect(warning?.message.contains("not applied") == true, "\(result.diagnostics)")
        #expect(warning?.location?.line == 2)
    }
}
