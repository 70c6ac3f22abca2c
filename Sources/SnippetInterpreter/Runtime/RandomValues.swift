import SwiftSyntax

/// Random numbers from a fixed seed. Code that colours or sizes things at random (`arc4random_uniform`,
/// `Int.random(in:)`, `randomElement()`) runs, and the figure shows one run of it: the same in every
/// build, so `layoutbook test` can compare it with the recorded one. The first use says so.
struct SeededRandom: RandomNumberGenerator {
    /// SplitMix64's state: a small generator whose every seed gives a full-period sequence.
    private var state: UInt64

    init(seed: UInt64 = 0x9E37_79B9_7F4A_7C15) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `0..<bound` (`bound` > 0), without the bias of a plain remainder. Written
    /// out rather than Swift's `random(in:using:)`, whose algorithm a toolchain may change: a
    /// figure must not change with the compiler.
    mutating func below(_ bound: UInt64) -> UInt64 {
        let limit = UInt64.max - UInt64.max % bound
        var value = next()
        while value >= limit { value = next() }
        return value % bound
    }

    /// A number in `[0, 1)` with 53 random bits, as Swift's `Double.random(in:)` takes them.
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}

enum RandomValues {
    static let functions: Set<String> = ["arc4random", "arc4random_uniform"]
    static let numberTypes: Set<String> = ["Int", "CGFloat", "Double", "Float", "UInt32", "Bool"]

    /// `arc4random()` and `arc4random_uniform(n)`.
    static func call(_ name: String, _ args: [Argument], _ interpreter: Interpreter, at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        note(interpreter, at: node)
        if name == "arc4random" { return .int(Int(interpreter.random.below(1 << 32))) }
        guard let bound = args.first?.value.number.map(Int.init), bound >= 0 else {
            throw InterpreterError("'arc4random_uniform' needs a UInt32 bound", at: node)
        }
        // Zero gives zero, as arc4random_uniform(0) does.
        return .int(bound == 0 ? 0 : Int(interpreter.random.below(UInt64(bound))))
    }

    /// `Int.random(in: 0..<4)`, `CGFloat.random(in: 0.2...0.8)`, `Bool.random()`. The range is read
    /// from its syntax where it is written in place: `0...1` is a CGFloat range here, not an Int one.
    static func staticCall(_ type: String, _ call: FunctionCallExprSyntax, _ context: Interpreter.Context,
                           _ interpreter: Interpreter) throws(InterpreterError) -> Value {
        if type == "Bool" {
            note(interpreter, at: call)
            return .bool(interpreter.random.below(2) == 1)
        }
        guard call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "in" else {
            throw InterpreterError("'\(type).random' takes one range, as 'random(in:)'", at: call)
        }
        let (lower, upper, closed) = try bounds(argument.expression, context, interpreter)
        // What Swift stops the app with: making the range, then taking a value from an empty one.
        guard lower <= upper else { throw InterpreterError("Range requires lowerBound <= upperBound, which stops the app", at: argument.expression) }
        guard closed || lower < upper else { throw InterpreterError("can't get a random value from an empty range, which stops the app", at: argument.expression) }
        note(interpreter, at: call)
        if type == "Int" || type == "UInt32" {
            let low = Int(lower), count = UInt64(Int(upper) - low + (closed ? 1 : 0))
            return .int(low + Int(interpreter.random.below(count)))
        }
        return .double(lower + (upper - lower) * interpreter.random.unit())
    }

    /// `array.randomElement()` (nil for an empty array) and `array.shuffled()` (Fisher–Yates).
    static func call(_ name: String, on items: [Value], _ interpreter: Interpreter, at node: some SyntaxProtocol) -> Value? {
        switch name {
        case "randomElement":
            note(interpreter, at: node)
            return items.isEmpty ? Value.none : items[Int(interpreter.random.below(UInt64(items.count)))]
        case "shuffled":
            note(interpreter, at: node)
            var shuffled = items
            for index in shuffled.indices.reversed() where index > 0 {
                shuffled.swapAt(index, Int(interpreter.random.below(UInt64(index + 1))))
            }
            return .array(shuffled)
        default: return nil
        }
    }

    private static func bounds(_ expression: ExprSyntax, _ context: Interpreter.Context, _ interpreter: Interpreter) throws(InterpreterError) -> (Double, Double, Bool) {
        if let range = expression.as(InfixOperatorExprSyntax.self), let op = range.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           op == "..." || op == "..<" {
            let lower = try interpreter.evaluate(range.leftOperand, context), upper = try interpreter.evaluate(range.rightOperand, context)
            guard let low = lower.number, let high = upper.number else {
                throw InterpreterError("a random number's range needs numbers as its bounds", at: expression)
            }
            return (low, high, op == "...")
        }
        // A range held in a constant is an Int one here, kept as its values.
        guard case .array(let values) = try interpreter.evaluate(expression, context), let first = values.first?.number, let last = values.last?.number else {
            throw InterpreterError("a random number's range must be written in place ('0...5') or be a range of Ints", at: expression)
        }
        return (first, last, true)
    }

    private static func note(_ interpreter: Interpreter, at node: some SyntaxProtocol) {
        guard !interpreter.warnedRandom else { return }
        interpreter.warnedRandom = true
        interpreter.warn(InterpreterError("random values come from a fixed seed here: the figure shows one run, the same in every build", at: node))
    }
}
