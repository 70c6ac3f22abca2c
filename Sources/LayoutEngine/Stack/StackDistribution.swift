/// Where free space goes along an axis: an offset before the first element and an extra gap between
/// elements. Shared by justifyContent (items in a line) and alignContent (lines in a stack).
struct StackDistribution {
    var offset: Double
    var extraGap: Double

    static let none = StackDistribution(offset: 0, extraGap: 0)

    static func start() -> StackDistribution { .none }
    static func center(_ free: Double) -> StackDistribution { StackDistribution(offset: free / 2, extraGap: 0) }
    static func end(_ free: Double) -> StackDistribution { StackDistribution(offset: free, extraGap: 0) }

    static func spaceBetween(_ free: Double, count: Int) -> StackDistribution {
        StackDistribution(offset: 0, extraGap: free / Double(count - 1))
    }

    static func spaceAround(_ free: Double, count: Int) -> StackDistribution {
        let unit = free / Double(2 * count)
        return StackDistribution(offset: unit, extraGap: 2 * unit)
    }

    /// spaceBetween falls back to start and spaceAround to center when there is no free space
    /// (below the threshold, including overflow) or only one element.
    static func usesFallback(free: Double, count: Int) -> Bool {
        free < StackViolation.threshold || count == 1
    }
}

extension StackJustifyContent {
    func distribution(free: Double, count: Int) -> StackDistribution {
        let fallback = StackDistribution.usesFallback(free: free, count: count)
        switch self {
        case .start: return .start()
        case .center: return .center(free)
        case .end: return .end(free)
        case .spaceBetween: return fallback ? .start() : .spaceBetween(free, count: count)
        case .spaceAround: return fallback ? .center(free) : .spaceAround(free, count: count)
        }
    }
}

extension StackAlignContent {
    func distribution(free: Double, count: Int) -> StackDistribution {
        let fallback = StackDistribution.usesFallback(free: free, count: count)
        switch self {
        case .start, .stretch: return .start()
        case .center: return .center(free)
        case .end: return .end(free)
        case .spaceBetween: return fallback ? .start() : .spaceBetween(free, count: count)
        case .spaceAround: return fallback ? .center(free) : .spaceAround(free, count: count)
        }
    }
}
