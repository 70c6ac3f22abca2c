import CourseModel
import Foundation
import Testing
@testable import Pipeline

/// An app's asset catalog named in `sources:`: its pictures lay out at their size in points (pixels
/// over the scale Xcode records) and are copied into the site, which figures link to; a PDF lays out
/// at its page size and is drawn as a placeholder; its colours paint what UIColor(named:) colours.
@Suite struct AssetCatalogImageTests {
    /// A PNG's signature and IHDR chunk: all a size is read from.
    private static func png(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8((value >> UInt32($0)) & 0xFF) } }
        return Data(bytes + [8, 6, 0, 0, 0])
    }

    /// A JPEG's start, an APP0 segment to skip, then a baseline start-of-frame (SOF0) with the size.
    private static func jpeg(width: UInt16, height: UInt16) -> Data {
        let app0: [UInt8] = [0xFF, 0xE0, 0, 16] + Array("JFIF\0".utf8) + [1, 1, 0, 0, 1, 0, 1, 0, 0]
        let sof0: [UInt8] = [0xFF, 0xC0, 0, 11, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 1, 1, 0x11, 0]
        return Data([0xFF, 0xD8] + app0 + sof0)
    }

    private static func course() throws -> URL {
        let root = try BuildPipelineTests.temporaryFolder()
        let catalog = "App/Assets.xcassets"
        let files: [String: Data] = [
            "\(catalog)/avatar.imageset/Contents.json": Data(#"{ "images" : [ { "filename" : "avatar@3x.png", "idiom" : "universal", "scale" : "3x" } ] }"#.utf8),
            "\(catalog)/avatar.imageset/avatar@3x.png": png(width: 90, height: 60),
            "\(catalog)/photo.imageset/Contents.json": Data(#"{ "images" : [ { "filename" : "photo.jpg", "idiom" : "universal", "scale" : "2x" } ] }"#.utf8),
            "\(catalog)/photo.imageset/photo.jpg": jpeg(width: 40, height: 30),
            "\(catalog)/star.imageset/Contents.json": Data(#"{ "images" : [ { "filename" : "star.pdf", "idiom" : "universal" } ] }"#.utf8),
            "\(catalog)/star.imageset/star.pdf": Data("%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [ 0 0 24 24 ] >> endobj\n%%EOF\n".utf8),
            "\(catalog)/Brand.colorset/Contents.json": Data(#"""
                { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x40", "green" : "128", "red" : "1.000" } }, "idiom" : "universal" } ] }
                """#.utf8),
            "Content/course.yml": Data("title: T\nsessions: [a.md]\nsources: [App]\n".utf8),
            "Content/a.md": Data("""
                ---
                title: A
                ---

                # A

                ```swift diagram
                let avatar = ASImageNode()
                avatar.image = UIImage(named: "avatar")
                let photo = ASImageNode()
                photo.image = UIImage(named: "photo")
                let star = ASImageNode()
                star.image = UIImage(named: "star")
                let stack = ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [avatar, photo, star])
                let box = ASDisplayNode()
                box.backgroundColor = UIColor(named: "Brand")
                box.style.preferredSize = CGSize(width: 10, height: 10)
                ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [stack, box])
                ```

                """.utf8),
        ]
        for (path, data) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return root
    }

    @Test func catalog_pictures_lay_out_at_their_point_size() throws {
        let root = try Self.course()
        let course = try #require(CourseLoader(root: root).load().course)
        let images = AssetImages.load(root: root, assets: course.assets, catalogs: course.assetCatalogs)
        #expect(images["avatar"].map { [$0.width, $0.height] } == [30, 20])
        #expect(images["photo"].map { [$0.width, $0.height] } == [20, 15])
        #expect(images["star"].map { [$0.width, $0.height] } == [24, 24])
        #expect(images["avatar"]?.href == "assets/catalogs/0/avatar.png" && images["star"]?.href == nil)
    }

    @Test func the_site_copies_catalog_pictures_and_figures_show_them_and_the_colours() throws {
        let root = try Self.course()
        let report = BuildPipeline(root: root).build()
        #expect(report.succeeded && report.diagnostics.items.isEmpty, "\(report.diagnostics.items)")
        let output = root.appendingPathComponent("Output")
        #expect(FileManager.default.contents(atPath: output.appendingPathComponent("assets/catalogs/0/avatar.png").path) == Self.png(width: 90, height: 60))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("assets/catalogs/0/photo.jpg").path))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("assets/catalogs/0/star.pdf").path))
        let page = try BuildPipelineTests.page(output, "a.html")
        // Each in a viewport at its node's frame, the picture at its size in points.
        #expect(page.contains(#"<svg x="0" y="0" width="30" height="20" viewBox="0 0 30 20" preserveAspectRatio="xMidYMid slice"><image href="assets/catalogs/0/avatar.png""#), "\(page)")
        #expect(page.contains(#"<svg x="0" y="20" width="20" height="15" viewBox="0 0 20 15" preserveAspectRatio="xMidYMid slice"><image href="assets/catalogs/0/photo.jpg""#))
        // 0x40 and 128 of 255 for blue and green, as the colour set writes them.
        #expect(page.contains("rgb(255,128,64)") || page.contains("#ff8040"), "no Brand colour in the figure")
    }
}
