import ConstraintSolver

/// Reading frames and ambiguity off the solved system.
extension AutoLayoutEngine {
    /// S7: each edge snapped to the pixel grid, in the root view's coordinates.
    func frames() -> [ViewID: Frame] {
        var frames: [ViewID: Frame] = [:]
        for id in hierarchy.viewIDs {
            guard let item = items[.view(id)] else { continue }
            frames[id] = frame(of: item)
        }
        return frames
    }

    /// Edges snapped to the pixel grid (S7), the size what lies between them.
    func frame(of item: ItemVariables) -> Frame {
        let left = system.value(of: item.left), top = system.value(of: item.top)
        let x = grid.snap(left), y = grid.snap(top)
        let maxX = grid.snap(left + system.value(of: item.width)), maxY = grid.snap(top + system.value(of: item.height))
        return Frame(x: x, y: y, width: maxX - x, height: maxY - y)
    }

    /// S8: the frame components (in the superview's coordinates) that more than one optimal solution
    /// gives different values.
    func ambiguities() -> [(view: ViewID, components: [FrameComponent])] {
        hierarchy.viewIDs.compactMap { id in
            guard let item = items[.view(id)] else { return nil }
            let parent = hierarchy[id].superview.flatMap { items[.view($0)] }
            let components: [(FrameComponent, LinearExpression)] = [
                (.x, LinearExpression(item.left) - (parent.map { LinearExpression($0.left) } ?? LinearExpression())),
                (.y, LinearExpression(item.top) - (parent.map { LinearExpression($0.top) } ?? LinearExpression())),
                (.width, LinearExpression(item.width)),
                (.height, LinearExpression(item.height)),
            ]
            let undetermined = components.filter { !system.isDetermined($0.1) }.map(\.0)
            return undetermined.isEmpty ? nil : (id, undetermined)
        }
    }
}
