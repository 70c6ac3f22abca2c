import Foundation

// What a function or a computed property returns is checked against the type it declares.
struct Shelf {
    var titles: [String] = ["Sneakers", "Bags"]

    func numberOfRows() -> Int {
        return "five"
    }

    func rowHeight() -> CGFloat {
        return "44"
    }

    func isEmpty() -> Bool {
        return 0
    }

    func heading() -> String {
        if titles.isEmpty {
            return 1.5
        }
        return titles[0]
    }

    var count: Int {
        true
    }

    var caption: String {
        get { return false }
        set { titles.append(newValue) }
    }

    func fallbackSize() -> CGSize {
        return nil
    }

    func missingWidth() -> CGFloat {
        return nil
    }

    // Valid: literals that fit, optionals that take nil, closures inside a body.
    func spacing() -> CGFloat { 8 }
    func ratio() -> Double { return 1.5 }
    func maybeTitle() -> String? { return nil }
    func label() -> String { "Shelf" }
    func counter() -> Int {
        let add: (Int) -> String = { value in return "\(value)" }
        _ = add(1)
        return titles.count
    }
    var total: Int { return titles.count }
}

// A value is checked against the type written beside it, too.
struct Toggles {
    var compact: Bool = 1
    var hidden: Bool = 0
    var rows: Int = "five"
    let title: String = 3
    let spacing: CGFloat = "8"

    func isWide() -> Bool {
        return 1
    }

    func isTall() -> Bool {
        return 5
    }

    // Valid.
    var enabled: Bool = true
    let inset: CGFloat = 8
    let name: String? = nil
}
