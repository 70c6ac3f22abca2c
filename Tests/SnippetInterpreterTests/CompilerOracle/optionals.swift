// Members of optionals the code makes, read without '?' or '!'; and an optional given for a number.
import Foundation

struct Photo { var size = CGSize(width: 10, height: 10) }

final class Card {
    var photo: Photo?
    func width() -> CGFloat { photo.size.width }
    func safeWidth() -> CGFloat { photo?.size.width ?? 0 }
    var height: CGFloat {
        if let photo { return photo.size.height }
        return 0
    }
}

func measure(_ photo: Photo?) -> CGFloat {
    if let photo { return photo.size.width }
    return photo.size.height
}

func run() {
    let maybe: CGSize? = nil
    let h = maybe.height
    let w = maybe?.width ?? 0
    let forced = maybe!.width
    let number = Int("12")
    let n = number.description
    let inset: CGFloat? = 3
    let size = CGSize(width: inset, height: 1)
    let other = CGSize(width: inset ?? 0, height: 1)
    let card = Card()
    let p = card.photo.size
    _ = (h, w, forced, n, size, other, p)
}
