import Foundation
import LayoutEngine
import SwiftSyntax

/// `UIColor(displayP3Red:green:blue:alpha:)`: figures are SVG in sRGB, so a Display P3 colour is
/// converted as a colour-managed screen does. Both spaces share the sRGB transfer curve and the D65
/// white point; they differ in their primaries, so the linear components go through XYZ.
enum DisplayP3 {
    /// Linear Display P3 to CIE XYZ (D65), from the P3 primaries.
    private static let p3ToXYZ: [[Double]] = [
        [0.486_570_9, 0.265_667_7, 0.198_217_3],
        [0.228_974_6, 0.691_738_5, 0.079_286_9],
        [0.000_000_0, 0.045_113_4, 1.043_944_4],
    ]
    /// CIE XYZ (D65) to linear sRGB (IEC 61966-2-1).
    private static let xyzToSRGB: [[Double]] = [
        [3.240_969_9, -1.537_383_2, -0.498_610_8],
        [-0.969_243_6, 1.875_967_5, 0.041_555_1],
        [0.055_630_1, -0.203_977_0, 1.056_971_5],
    ]
    private static let p3ToSRGB: [[Double]] = xyzToSRGB.map { row in
        (0..<3).map { column in (0..<3).reduce(0) { $0 + row[$1] * p3ToXYZ[$1][column] } }
    }
    /// How far past 0…1 a converted component may land from rounding in the matrices alone.
    private static let gamutTolerance = 0.001

    /// `name`: the asset-catalog colour set it comes from, for the warning.
    static func color(red: Double, green: Double, blue: Double, alpha: Double, name: String? = nil,
                      _ interpreter: Interpreter, at node: some SyntaxProtocol) throws(InterpreterError) -> RGBAColor {
        let linear = [red, green, blue].map(decode)
        let converted = p3ToSRGB.map { row in zip(row, linear).reduce(0) { $0 + $1.0 * $1.1 } }
        if converted.contains(where: { $0 < -gamutTolerance || $0 > 1 + gamutTolerance }) {
            let written = [red, green, blue].map { String(format: "%g", $0) }.joined(separator: ", ")
            let subject = name.map { "colour '\($0)', Display P3 (\(written))," } ?? "Display P3 colour (\(written))"
            interpreter.warn(InterpreterError("\(subject) is outside sRGB, which figures are drawn in: it is drawn with its components clipped to sRGB's range", at: node))
        }
        let encoded = converted.map { encode(min(1, max(0, $0))) }
        return RGBAColor(red: encoded[0], green: encoded[1], blue: encoded[2], alpha: alpha)
    }

    /// The sRGB transfer curve (shared by Display P3), from encoded to linear light.
    private static func decode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.040_45 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    private static func encode(_ linear: Double) -> Double {
        linear <= 0.003_130_8 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }
}
