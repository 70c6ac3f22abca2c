/// "1 exercise", "2 exercises": a count with its noun, for messages and pages a reader sees.
public enum Counted {
    /// English plurals of the nouns Layoutbook counts all end in "s"; pass `plural:` for others.
    public static func phrase(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
    }
}
