import Foundation

struct Product: Hashable {
    let name: String
    let category: String
    let price: Decimal
    let symbolName: String

    static let catalog: [Product] = [
        Product(name: "Espresso Beans", category: "Coffee", price: 14.99, symbolName: "star.fill"),
        Product(name: "Oat Milk", category: "Dairy-free", price: 3.49, symbolName: "heart.fill"),
        Product(name: "Pour-Over Kettle", category: "Equipment", price: 49.98, symbolName: "flag"),
        Product(name: "Ceramic Mug", category: "Equipment", price: 12.00, symbolName: "house"),
        Product(name: "Decaf Blend", category: "Coffee", price: 13.49, symbolName: "moon"),
        Product(name: "Paper Filters", category: "Equipment", price: 5.25, symbolName: "doc"),
    ]
}
