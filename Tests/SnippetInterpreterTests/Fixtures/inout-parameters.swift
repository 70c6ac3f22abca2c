// `inout` parameters: the function changes its copy, which is written back to the place passed
// (`&free`, `&metrics.height`, `&sizes[0].width`) when it returns. They stopped the run with
// "'&free' is not supported in snippets". Checked with swiftc: 6 + 20 + 10 = 36 wide, 6 high.
// expect-frame node 0 0 36 6
struct Metrics { var width: CGFloat = 10; var height: CGFloat = 5 }
func grow(_ value: inout CGFloat, by amount: CGFloat) { value += amount }
func double(_ metrics: inout Metrics) {
    metrics.width *= 2
    grow(&metrics.height, by: 1)
}
var free: CGFloat = 4
grow(&free, by: 2)
var metrics = Metrics()
double(&metrics)
var sizes = [CGSize(width: 1, height: 1)]
grow(&sizes[0].width, by: 9)
let node = ASDisplayNode()
node.style.preferredSize = CGSize(width: free + metrics.width + sizes[0].width, height: metrics.height)
let stack = ASStackLayoutSpec.vertical()
stack.alignItems = .start
stack.children = [node]
stack
