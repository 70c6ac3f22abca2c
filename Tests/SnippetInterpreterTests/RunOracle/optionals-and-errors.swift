// Optionals and errors as models are read into cells: chains, nil-coalescing, `if let`
// shorthand, guard, failable initializers, throwing functions with do/catch and try?.
import Foundation

struct Author { var name: String; var avatar: String? }
struct Post { var title: String; var author: Author?; var likes: Int? }

let posts = [
    Post(title: "Stacks", author: Author(name: "Ana", avatar: "ana.png"), likes: 12),
    Post(title: "Insets", author: Author(name: "Ben", avatar: nil), likes: nil),
    Post(title: "Ratios", author: nil, likes: 3),
]
for post in posts {
    let avatar = post.author?.avatar ?? "placeholder.png"
    let likes = post.likes.map { "\($0) likes" } ?? "no likes"
    print(post.title, avatar, likes, post.author?.name.count ?? 0)
}
var total = 0
for post in posts {
    if let likes = post.likes { total += likes }
    guard let author = post.author else { continue }
    if let avatar = author.avatar, avatar.hasSuffix(".png") { total += 100 }
}
print(total)
let widths = ["12", "x", "30"].compactMap { Int($0) }
print(widths, widths.reduce(0, +))

enum LayoutError: Error, Equatable {
    case negative(CGFloat)
    case tooWide(limit: CGFloat)
}
func checkedWidth(_ width: CGFloat, limit: CGFloat) throws -> CGFloat {
    if width < 0 { throw LayoutError.negative(width) }
    guard width <= limit else { throw LayoutError.tooWide(limit: limit) }
    return width
}
for width in [100, -5, 500] as [CGFloat] {
    do {
        let checked = try checkedWidth(width, limit: 375)
        print("ok", checked)
    } catch LayoutError.negative(let value) {
        print("negative", value)
    } catch let error as LayoutError {
        print("layout error", error == .tooWide(limit: 375))
    } catch {
        print("other")
    }
}
print((try? checkedWidth(20, limit: 10)) ?? -1, (try? checkedWidth(5, limit: 10)) ?? -1)
var attempts = 0
func retried() -> Int {
    for attempt in 1...5 {
        attempts += 1
        defer { attempts += 10 }
        if attempt == 3 { return attempt }
    }
    return 0
}
print(retried(), attempts)
// An optional interpolated as it is: Swift shows it wrapped (and warns), as a label would show it.
let maybeCount: Int? = 3
let missing: String? = nil
let author = posts[0].author
print("\(maybeCount) and \(missing), \(author?.avatar ?? "none"), \(posts[1].likes ?? 0)")
