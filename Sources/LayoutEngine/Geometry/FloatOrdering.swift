// Texture computes with Apple's MIN/MAX macros, whose NaN behaviour differs from Swift.min/max:
// MAX(a, b) = (a < b) ? b : a and MIN(a, b) = (a < b) ? a : b. Using the same definitions keeps NaN
// propagation identical (e.g. clamping NaN yields the range minimum).

/// Apple's `MAX` macro semantics.
@inline(__always)
func macroMax(_ a: Double, _ b: Double) -> Double { a < b ? b : a }

/// Apple's `MIN` macro semantics.
@inline(__always)
func macroMin(_ a: Double, _ b: Double) -> Double { a < b ? a : b }
