// Declarations here are loaded before every snippet of the course, like a playground's
// Sources folder.
struct Product {
    let name: String
    let shop: String
    let price: Double

    static let sample = Product(name: "Trail Runner 2", shop: "Northwind Outfitters", price: 129)
}
