import Diagnostics
import Foundation
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// Every declaration of the API interfaces that is not marked `@inert` or `@notDrawn` must change
/// the figure: each argument of each initializer and method, and each settable property, is run
/// with the sample values of its type, and each value must draw differently (unless the plan says
/// why some look alike). A declared argument the runtime drops (as `ASAbsoluteLayoutSpec`'s
/// `sizing` and `String(format:)`'s arguments were) draws the same figure for every value, with a
/// green build: this finds it. Read-only properties and argument-free initializers must run. The
/// harnesses, sample values and the few declarations a figure cannot show are data, in
/// `Fixtures/declared-effects.json`.
@Suite struct DeclaredEffectTests {
    /// The plan, or why it could not be read (the harness test reports that; no probes run).
    static let loadedPlan = Result { () throws -> ProbePlan in
        let url = SnippetFixtureTests.folder.appendingPathComponent("declared-effects.json")
        return try JSONDecoder().decode(ProbePlan.self, from: Data(contentsOf: url))
    }

    /// The interface files whose declarations are probed.
    static let probedInterfaces: [String: [UInt8]] = [
        "Texture.swiftinterface": PackageResources.Texture_swiftinterface,
        "TextureSwiftSupport.swiftinterface": PackageResources.TextureSwiftSupport_swiftinterface,
        "UIKitViews.swiftinterface": PackageResources.UIKitViews_swiftinterface,
        "SwiftUI.swiftinterface": PackageResources.SwiftUI_swiftinterface,
        "UIKit.swiftinterface": PackageResources.UIKit_swiftinterface,
    ]

    static func generators(_ plan: ProbePlan) -> [(file: String, generator: ProbeGenerator)] {
        probedInterfaces.keys.sorted().map { file in
            var table = APITable()
            table.read(String(decoding: probedInterfaces[file]!, as: UTF8.self))
            let framework = file.hasPrefix("UIKit") ? "UIKit" : file.hasPrefix("SwiftUI") ? "SwiftUI" : "Texture"
            return (file, ProbeGenerator(plan: plan, declared: table, api: .standard, prelude: plan.preludes[framework] ?? ""))
        }
    }

    static func probes() -> [DeclarationProbe] {
        guard let plan = try? loadedPlan.get() else { return [] }
        return generators(plan).flatMap { $0.generator.probes() }
    }

    @Test func every_probed_type_and_function_has_a_harness() throws {
        for (file, generator) in Self.generators(try Self.loadedPlan.get()) {
            let missing = generator.unprobed()
            #expect(missing.isEmpty, "\(file): no harness or sample values for \(missing.joined(separator: "; "))")
        }
    }

    @Test(arguments: probes())
    func declaration_changes_the_figure(probe: DeclarationProbe) {
        guard let plan = try? Self.loadedPlan.get() else { return }
        let evaluator = SnippetEvaluator(sources: [], images: plan.images.mapValues { Size(width: $0[0], height: $0[1]) },
                                         colors: plan.colors.mapValues { CatalogColor(colorSpace: "srgb", red: $0[0], green: $0[1], blue: $0[2], alpha: $0[3]) },
                                         textMeasurer: PlaceholderTextMeasurer())
        var fingerprints: [String: String] = [:]
        for variant in probe.variants {
            let result = evaluator.run(.init(snippet: .init(text: variant.code, location: SourceLocation(file: "probe.swift", line: 1)),
                                             device: Size(width: 375, height: 667)))
            let errors = result.diagnostics.filter { $0.severity == .error }
            guard errors.isEmpty, let layout = result.layout else {
                Issue.record("\(probe.name) with \(variant.value): \(errors.map(\.description).joined(separator: "; "))\n\(variant.code)")
                return
            }
            // A warning that the figure leaves something out is part of what the page shows.
            let warnings = result.diagnostics.map(\.message).joined(separator: "\n")
            // So is a picture the code drew, which the layout names but does not hold.
            let pictures = result.drawnPictures.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: "\n")
            fingerprints[variant.value] = Self.fingerprint(layout.root) + "\n" + warnings + "\n" + pictures
        }
        guard probe.mustChangeFigure else { return }
        #expect(Set(fingerprints.values).count >= 2,
                "\(probe.name) draws the same figure for \(probe.variants.map(\.value).joined(separator: ", ")):\n\(probe.variants.last?.code ?? "")")
        // Each value must draw differently too, unless the plan says why some look alike (aliases
        // such as `.leading` and `.left`, values the harness clamps): a value read as another is a
        // wrong figure as much as one dropped.
        let alike = Dictionary(grouping: probe.variants.map(\.value), by: { fingerprints[$0] ?? "" }).values.filter { $0.count > 1 }
        if plan.alike[probe.name] == nil {
            #expect(alike.isEmpty, "\(probe.name) draws these values alike: \(alike.map { $0.joined(separator: " = ") }.joined(separator: "; "))")
        } else {
            #expect(!alike.isEmpty, "\(probe.name) now draws every value differently: remove it from 'alike' in declared-effects.json")
        }
    }

    /// Attribute keys are static members, which the probes above leave out: each declared key
    /// (not `@inert` or `@notDrawn`) must change how a label draws its text.
    @Test func attribute_keys_change_the_text() throws {
        let plan = try Self.loadedPlan.get()
        let keys = APITable.standard.type("NSAttributedString.Key")?.properties.values.filter { $0.isStatic && $0.marker == .implemented } ?? []
        #expect(!keys.isEmpty)
        for key in keys.map(\.name).sorted() {
            let pair = try #require(plan.attributeKeys[key], "no attributes to try for .\(key) in declared-effects.json")
            let drawn = pair.map { attributes in
                let result = evaluate("""
                    let label = UILabel()
                    label.attributedText = NSAttributedString(string: "Attributed text", attributes: \(attributes))
                    label
                    """)
                #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(key): \(result.diagnostics)")
                return (result.layout?.root).map(Self.fingerprint) ?? ""
            }
            #expect(Set(drawn).count == pair.count, ".\(key) draws the same text as without it: \(pair)")
        }
    }

    /// Everything a figure draws of a layout: kinds, frames, styles and appearance, recursively.
    static func fingerprint(_ layout: Layout) -> String {
        var text = "\(layout.kind) \(layout.name ?? "-") \(layout.frame) \(layout.style) \(layout.node.map { String(describing: $0) } ?? "-")"
        for child in layout.children { text += "\n[" + fingerprint(child) + "]" }
        return text
    }
}
