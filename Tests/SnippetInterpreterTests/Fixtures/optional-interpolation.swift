// An optional interpolated into a label's text shows as Swift shows it, "Optional(3) likes" (and
// nil as "nil"), with the compiler's warning; it showed "3 likes", a narrower label than a device
// draws. An unwrapped value (`?? 0`) shows plainly. The two labels' texts differ only by that, so
// the first is wider.
// expected-warning@9:56: string interpolation produces a debug description for an optional value; did you mean to make this explicit?
struct Post { var likes: Int? }
let post = Post(likes: 3)
let wrapped = ASTextNode()
wrapped.attributedText = NSAttributedString(string: "\(post.likes) likes")
let plain = ASTextNode()
plain.attributedText = NSAttributedString(string: "\(post.likes ?? 0) likes")
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [wrapped, plain])
