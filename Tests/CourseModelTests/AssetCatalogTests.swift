import Diagnostics
import Foundation
import Testing
@testable import CourseModel

/// The app's asset catalogs, named in `sources:` (the catalog, a folder holding it, or a pattern):
/// image sets by the name UIImage(named:) uses, and colour sets' light-mode colours, read from the
/// Contents.json files Xcode writes.
@Suite struct AssetCatalogTests {
    private static let set = "App/Resources/Assets.xcassets"

    /// Contents.json files as Xcode writes them (components as fractions, 8-bit integers and hex).
    private static let files: [String: String] = [
        "\(set)/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
        "\(set)/avatar.imageset/Contents.json": #"""
            { "images" : [ { "filename" : "avatar.png", "idiom" : "universal", "scale" : "1x" },
                           { "filename" : "avatar@3x.png", "idiom" : "universal", "scale" : "3x" },
                           { "filename" : "avatar@2x.png", "idiom" : "universal", "scale" : "2x" },
                           { "filename" : "avatar-dark@3x.png", "idiom" : "universal", "scale" : "3x",
                             "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ] } ],
              "info" : { "author" : "xcode", "version" : 1 } }
            """#,
        "\(set)/empty.imageset/Contents.json": #"{ "images" : [ { "idiom" : "universal", "scale" : "1x" } ] }"#,
        "\(set)/Icons/Contents.json": #"{ "properties" : { "provides-namespace" : true } }"#,
        "\(set)/Icons/star.imageset/Contents.json": #"{ "images" : [ { "filename" : "star.pdf", "idiom" : "universal" } ] }"#,
        "\(set)/Plain/heart.imageset/Contents.json": #"{ "images" : [ { "filename" : "heart.jpg", "idiom" : "iphone", "scale" : "2x" } ] }"#,
        "\(set)/Brand.colorset/Contents.json": #"""
            { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.250", "green" : "0.500", "red" : "1.000" } },
                             "idiom" : "universal" },
                           { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                             "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.000", "green" : "0.000", "red" : "0.000" } },
                             "idiom" : "universal" } ] }
            """#,
        "\(set)/Ink.colorset/Contents.json": #"""
            { "colors" : [ { "color" : { "color-space" : "display-p3", "components" : { "alpha" : "1", "blue" : "0x33", "green" : "102", "red" : "0x00" } },
                             "idiom" : "universal" } ] }
            """#,
        "\(set)/Paper.colorset/Contents.json": #"""
            { "colors" : [ { "color" : { "color-space" : "gray-gamma-22", "components" : { "alpha" : "0.500", "white" : "0.900" } }, "idiom" : "universal" } ] }
            """#,
        "\(set)/Unset.colorset/Contents.json": #"{ "colors" : [ { "idiom" : "universal" } ] }"#,
        "\(set)/Broken.colorset/Contents.json": #"{ "colors" : [ { "color" : { "components" : "red" } } ] }"#,
    ]

    private static func course(sources: [String]) throws -> URL {
        try temporaryCourse(sources: sources, files: files)
    }

    @Test func image_sets_give_their_largest_light_picture_by_namespaced_name() throws {
        let (course, _) = CourseLoader(root: try Self.course(sources: [Self.set])).load()
        let images = try #require(course?.assetCatalogs.first).images
        #expect(images.map(\.name).sorted() == ["Icons/star", "avatar", "heart"])
        let avatar = try #require(images.first { $0.name == "avatar" })
        #expect(avatar.file == "\(Self.set)/avatar.imageset/avatar@3x.png" && avatar.scale == 3)
        #expect(images.first { $0.name == "heart" }?.scale == 2)
        let star = try #require(images.first { $0.name == "Icons/star" })
        #expect(star.scale == 1 && !star.isDrawable)
        #expect(avatar.sitePath(inCatalog: 0) == "assets/catalogs/0/avatar.png")
    }

    @Test func colour_sets_give_their_light_colour_in_any_notation_xcode_writes() throws {
        let (course, diagnostics) = CourseLoader(root: try Self.course(sources: [Self.set])).load()
        let colors = Dictionary(uniqueKeysWithValues: try #require(course?.assetCatalogs.first).colors.map { ($0.name, $0) })
        #expect(colors.keys.sorted() == ["Brand", "Ink", "Paper"])
        let brand = try #require(colors["Brand"])
        #expect([brand.red, brand.green, brand.blue, brand.alpha] == [1, 0.5, 0.25, 1] && brand.colorSpace == "srgb")
        let ink = try #require(colors["Ink"])
        #expect([ink.red, ink.green, ink.blue, ink.alpha] == [0, 102.0 / 255, 0x33 / 255.0, 1] && ink.colorSpace == "display-p3")
        let paper = try #require(colors["Paper"])
        #expect([paper.red, paper.green, paper.blue, paper.alpha] == [0.9, 0.9, 0.9, 0.5])
        // A set Xcode cannot have written is a warning at its file; the others still load.
        let warning = try #require(diagnostics.items.first { $0.id == "course.asset-catalog" })
        #expect(warning.location?.file == "\(Self.set)/Broken.colorset/Contents.json")
        #expect(warning.message.hasPrefix("cannot read Broken.colorset: its Contents.json is not an asset catalog's JSON"), "\(warning.message)")
    }

    @Test func a_folder_or_a_pattern_finds_the_catalogs_in_it_once() throws {
        for sources in [["App"], ["App/**/*.xcassets"], ["App/Resources/Assets.xcassets/", "App"]] {
            let (course, diagnostics) = CourseLoader(root: try Self.course(sources: sources)).load()
            #expect(course?.assetCatalogs.map(\.path) == [Self.set], "\(sources)")
            #expect(!diagnostics.items.contains { $0.id == "course.sources-empty" }, "\(sources)")
        }
        let (none, diagnostics) = CourseLoader(root: try Self.course(sources: ["App/Other.xcassets"])).load()
        #expect(none?.assetCatalogs.isEmpty == true)
        #expect(diagnostics.items.first { $0.id == "course.sources-empty" }?.message.contains("names no Swift file, asset catalog or strings table") == true)
    }
}
