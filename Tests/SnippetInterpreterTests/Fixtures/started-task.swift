// A task's work runs after the moment a figure shows, as `asyncAfter`'s does: it is checked, not
// run, and the figure says so.
// expected-warning@10:9: work started with 'Task' runs later, after the moment the figure shows; it is not run
// expect-root 375 40
final class BoxNode: ASDisplayNode {
    override init() {
        super.init()
        style.height = ASDimensionMake(40)
        // An app loads its data this way; the figure shows the node before the data arrives.
        Task { @MainActor in
            self.style.height = ASDimensionMake(80)
        }
    }
}

BoxNode()
