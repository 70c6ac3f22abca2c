import UIKit

// Declarations in Content/Sources are loaded before every snippet of the course, like a
// playground's Sources folder. Every session uses the same small shoe shop.

/// A product as the shop's API delivers it. The price arrives already formatted for the
/// shopper's locale, so the cards only have to lay it out.
struct Product {
    let name: String
    let price: String
    let shopName: String?
    let rating: Double
    let reviewCount: Int
    let freeShipping: Bool
    let imageName: String

    /// How many of the five stars to fill: the rating rounded to the nearest whole star.
    var filledStars: Int {
        Int(rating + 0.5)
    }

    static let sample = Product(
        name: "Trail Runner 2 Lightweight Running Shoe",
        price: "$129.00",
        shopName: "Northwind Outfitters",
        rating: 4.4,
        reviewCount: 218,
        freeShipping: true,
        imageName: "sneaker")

    static let courtClassic = Product(
        name: "Court Classic Low",
        price: "$89.00",
        shopName: nil,
        rating: 4.2,
        reviewCount: 1043,
        freeShipping: false,
        imageName: "sneaker")

    static let harborSlipOn = Product(
        name: "Harbor Canvas Slip-On in Washed Navy, Recycled Cotton",
        price: "$54.90",
        shopName: "Dockside Supply Co.",
        rating: 3.8,
        reviewCount: 37,
        freeShipping: true,
        imageName: "sneaker")

    static let all: [Product] = [Product.sample, Product.courtClassic, Product.harborSlipOn]
}

/// A shop as shown in the header of its page.
struct Shop {
    let name: String
    let rating: Double
    let reviewCount: String
    let logoName: String

    static let northwind = Shop(
        name: "Northwind Outfitters",
        rating: 4.8,
        reviewCount: "1,204",
        logoName: "avatar")
}
