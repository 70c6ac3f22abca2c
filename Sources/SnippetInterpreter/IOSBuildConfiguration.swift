import SwiftIfConfig
import SwiftSyntax

/// What `#if` sees: an iOS app built by Xcode for a device, with the modules Layoutbook stands in
/// for importable, so a file's iOS branch runs and its macOS or test-only branch does not.
/// `#if DEBUG` and other custom conditions come from `course.yml` (`compilationConditions:`).
struct IOSBuildConfiguration: BuildConfiguration {
    var customConditions: Set<String>

    /// Modules whose API Layoutbook declares (or that only carry what it declares).
    static let importableModules: Set<String> = ([
        "Swift", "Foundation", "UIKit", "CoreGraphics", "QuartzCore", "Dispatch", "ObjectiveC",
        "AsyncDisplayKit", "Texture", "TextureSwiftSupport", "SwiftUI",
    ] as Set<String>).union(LibraryStandIns.modules.keys)

    init(customConditions: Set<String> = ["DEBUG"]) {
        self.customConditions = customConditions
    }

    func isCustomConditionSet(name: String) -> Bool { customConditions.contains(name) }
    func hasFeature(name: String) -> Bool { false }
    func hasAttribute(name: String) -> Bool { true }

    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        importPath.first.map { Self.importableModules.contains($0.1) } ?? false
    }

    /// The iOS a figure runs on: the version whose rules the layout engines follow.
    static let systemVersion = [17, 0]

    /// `#available(iOS 13.0, *)` holds on iOS 17, `#available(iOS 18, *)` does not; a list without
    /// iOS holds through its `*`. `#unavailable` is the opposite.
    static func holds(_ condition: AvailabilityConditionSyntax) -> Bool {
        var available = true
        for argument in condition.availabilityArguments {
            guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                  restriction.platform.text == "iOS", let version = restriction.version else { continue }
            let required = version.trimmedDescription.split(separator: ".").map { Int($0) ?? 0 }
            available = !systemVersion.lexicographicallyPrecedes(required.count < 2 ? required + [0] : required)
        }
        return condition.availabilityKeyword.tokenKind == .poundUnavailable ? !available : available
    }

    func isActiveTargetOS(name: String) -> Bool { name == "iOS" }
    func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }
    func isActiveTargetEnvironment(name: String) -> Bool { false }
    func isActiveTargetRuntime(name: String) -> Bool { name == "_ObjC" }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    func isActiveTargetObjectFormat(name: String) -> Bool { name == "MachO" }

    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { VersionTuple(5, 10) }
    var compilerVersion: VersionTuple { VersionTuple(6, 1) }

    // MARK: The code a build compiles

    /// A file's or block's statements with each `#if` replaced by the statements of its active clause.
    func activeItems(_ items: some Sequence<CodeBlockItemSyntax>) -> [CodeBlockItemSyntax] {
        items.flatMap { item -> [CodeBlockItemSyntax] in
            guard let ifConfig = item.item.as(IfConfigDeclSyntax.self) else { return [item] }
            guard case .statements(let statements)? = ifConfig.activeClause(in: self).clause?.elements else { return [] }
            return activeItems(statements)
        }
    }

    /// A type's members with each `#if` replaced by the members of its active clause.
    func activeMembers(_ members: MemberBlockItemListSyntax) -> [DeclSyntax] {
        members.flatMap { member -> [DeclSyntax] in
            guard let ifConfig = member.decl.as(IfConfigDeclSyntax.self) else { return [member.decl] }
            guard case .decls(let decls)? = ifConfig.activeClause(in: self).clause?.elements else { return [] }
            return activeMembers(decls)
        }
    }
}
