import Testing
import Diagnostics
@testable import CourseModel

@Suite struct ConfigTests {
    @Test func device_sizes_parse_with_optional_scale() {
        #expect(DeviceSize("375x667") == DeviceSize(width: 375, height: 667, scale: 2))
        #expect(DeviceSize("390x844@3x") == DeviceSize(width: 390, height: 844, scale: 3))
        #expect(DeviceSize("0x10") == nil)
        #expect(DeviceSize("wide") == nil)
    }

    @Test func course_config_decodes_and_reports_type_errors_at_the_key() {
        switch YAMLReader.decode(CourseConfig.self, from: "title: T\nsessions: [a.md]\ndevice: 390x844\n", file: "c.yml", firstLine: 1) {
        case .success(let config):
            #expect(config.sessions == ["a.md"])
            #expect(config.device.width == 390)
        case .failure(let d): Issue.record("\(d)")
        }
        switch YAMLReader.decode(CourseConfig.self, from: "title: T\nsessions:\n  nested: 1\n", file: "c.yml", firstLine: 1) {
        case .success: Issue.record("should fail")
        case .failure(let d): #expect(d.location?.line == 2)
        }
        switch YAMLReader.decode(CourseConfig.self, from: "subtitle: S\n", file: "c.yml", firstLine: 1) {
        case .success: Issue.record("should fail")
        case .failure(let d): #expect(d.message == "missing required key 'title'")
        }
    }

    @Test func an_unknown_key_is_a_warning_at_its_line_with_the_closest_key() {
        let warnings = YAMLReader.unknownKeys(in: "title: T\ntitel: U\nsessions: [a.md]\n",
                                              known: CourseConfig.CodingKeys.allCases.map(\.rawValue), file: "c.yml", firstLine: 1)
        #expect(warnings.count == 1)
        #expect(warnings.first?.severity == .warning)
        #expect(warnings.first?.location?.line == 2)
        #expect(warnings.first?.message.contains("did you mean 'title'?") == true)
    }

    @Test func compilation_conditions_default_to_a_debug_build() {
        guard case .success(let plain) = YAMLReader.decode(CourseConfig.self, from: "title: T\n", file: "c.yml", firstLine: 1),
              case .success(let release) = YAMLReader.decode(CourseConfig.self, from: "title: T\ncompilationConditions: []\n", file: "c.yml", firstLine: 1)
        else { Issue.record("should decode"); return }
        #expect(plain.compilationConditions == ["DEBUG"])
        #expect(release.compilationConditions.isEmpty)
    }

    @Test func playground_is_a_url_or_absent() {
        guard case .success(let plain) = YAMLReader.decode(CourseConfig.self, from: "title: T\n", file: "c.yml", firstLine: 1),
              case .success(let remote) = YAMLReader.decode(CourseConfig.self, from: "title: T\nplayground: https://play.example.org/\n", file: "c.yml", firstLine: 1)
        else { Issue.record("should decode"); return }
        #expect(plain.playground == nil)
        #expect(remote.playground == "https://play.example.org/")
        switch YAMLReader.decode(CourseConfig.self, from: "title: T\nplayground: play.example.org\n", file: "c.yml", firstLine: 1) {
        case .success: Issue.record("a host without a scheme should be refused")
        case .failure(let d):
            #expect(d.location?.line == 2)
            #expect(d.message.contains("playground must be the URL of a layoutbook playground"))
        }
    }

    @Test func navigation_bars_are_translucent_unless_the_course_says_opaque() {
        guard case .success(let plain) = YAMLReader.decode(CourseConfig.self, from: "title: T\n", file: "c.yml", firstLine: 1),
              case .success(let opaque) = YAMLReader.decode(CourseConfig.self, from: "title: T\nnavigationBar: opaque\n", file: "c.yml", firstLine: 1)
        else { Issue.record("should decode"); return }
        #expect(plain.navigationBar == .translucent)
        #expect(opaque.navigationBar == .opaque)
        switch YAMLReader.decode(CourseConfig.self, from: "title: T\nnavigationBar: opaqe\n", file: "c.yml", firstLine: 1) {
        case .success: Issue.record("a misspelt look should be refused")
        case .failure(let d):
            #expect(d.location?.line == 2)
            #expect(d.message.contains("navigationBar must be translucent or opaque, found 'opaqe'; did you mean 'opaque'?"))
        }
    }
}
