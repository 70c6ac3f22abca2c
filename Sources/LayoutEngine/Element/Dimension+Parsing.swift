extension Dimension {
    /// Parses Texture's string form: "50pt" → points, "50%" → fraction 0.5, "auto" → auto.
    /// Anything else — the empty string, a bare number such as "100", garbage — is `.auto`, as in Texture.
    public init(parsing text: String) {
        if text.hasSuffix("pt"), let value = Double(text.dropLast(2)), value.isFinite {
            self = .points(value)
        } else if text.hasSuffix("%"), let value = Double(text.dropLast()), value.isFinite {
            self = .fraction(value / 100)
        } else {
            self = .auto
        }
    }
}
