import Testing
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
}
