/// Formats numbers for dumps and messages: at most two decimals, trailing zeros trimmed, "inf" and "nan"
/// spelled out. Written without Foundation because the engine has no imports.
public enum NumberText {
    public static func format(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if abs(value) >= 1e15 { return value == ValueValidity.cgFloatMax ? "CGFLOAT_MAX" : "\(value)" }
        let hundredths = (abs(value) * 100).rounded()
        let sign = value < 0 && hundredths != 0 ? "-" : ""
        let whole = Int64(hundredths / 100)
        let fraction = Int64(hundredths) % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        let digits = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
        return "\(sign)\(whole).\(digits)"
    }
}
