// A cast to a type no code or API declares is the compiler's "cannot find type", with the nearest
// name: it was a cast that always succeeded, so the typo drew the `if` body for every node.
// expected-error@8:25: cannot find type 'MediNode' in scope; did you mean 'MediaNode'?
final class MediaNode: ASDisplayNode {}

let node = ASDisplayNode()
node.style.preferredSize = CGSize(width: 10, height: 10)
if let media = node as? MediNode {
    media.style.preferredSize = CGSize(width: 40, height: 40)
}
node
