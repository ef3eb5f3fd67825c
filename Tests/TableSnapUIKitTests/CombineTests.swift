import Foundation
import Testing
import TableSnapUIKit

/// Combine as a screen's code uses it (TableSnapUIKit re-exports it; on
/// Linux it is OpenCombine): a view controller observes its model's
/// `@Published` properties, subjects and notifications, and what they
/// publish before the render is what the render draws.
@MainActor struct CombineTests {
    final class Basket: ObservableObject {
        @Published var items: [String] = []
        let checkedOut = PassthroughSubject<Int, Never>()
        let currency = CurrentValueSubject<String, Never>("EUR")
    }

    final class BasketViewController: UITableViewController {
        let basket: Basket
        private var cancellables = Set<AnyCancellable>()
        private(set) var summary = ""
        private(set) var currency = ""
        private(set) var changes = 0
        private(set) var orders: [Int] = []
        private(set) var textSizeChanges = 0

        init(basket: Basket) {
            self.basket = basket
            super.init(style: .insetGrouped)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Summary")
            basket.$items
                .map { $0.isEmpty ? "Your basket is empty" : "\($0.count) items" }
                .sink { [weak self] summary in
                    self?.summary = summary
                    self?.tableView.reloadData()
                }
                .store(in: &cancellables)
            basket.currency
                .removeDuplicates()
                .sink { [weak self] currency in
                    self?.currency = currency
                    self?.tableView.reloadData()
                }
                .store(in: &cancellables)
            basket.objectWillChange.sink { [weak self] in self?.changes += 1 }.store(in: &cancellables)
            basket.checkedOut.sink { [weak self] order in self?.orders.append(order) }.store(in: &cancellables)
            NotificationCenter.default.publisher(for: UIContentSizeCategory.didChangeNotification)
                .receive(on: DispatchQueue.main)
                .sink { [weak self] _ in self?.textSizeChanges += 1 }
                .store(in: &cancellables)
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Summary", for: indexPath)
            cell.textLabel?.text = "\(summary), paid in \(currency)"
            return cell
        }
    }

    /// The same row with its text set directly, to compare the drawing with.
    final class FixedTextViewController: UITableViewController {
        let text: String

        init(text: String) {
            self.text = text
            super.init(style: .insetGrouped)
        }

        required init?(coder: NSCoder) { nil }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = text
            return cell
        }
    }

    @Test func aPublishedModelDrivesTheCellsTextBeforeTheRender() throws {
        let basket = Basket()
        let screen = BasketViewController(basket: basket)
        screen.loadViewIfNeeded()
        #expect((screen.summary, screen.currency) == ("Your basket is empty", "EUR"))
        basket.items = ["Apples", "Pears", "Plums"]
        basket.currency.send("CHF")
        #expect(screen.changes == 1, "objectWillChange fires for the @Published property")

        let renderer = Renderer(device: .iPhone15)
        let drawn = try renderer.image(of: screen).pngData()
        let cell = try #require(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.textLabel?.text == "3 items, paid in CHF")
        #expect(drawn == (try renderer.image(of: FixedTextViewController(text: "3 items, paid in CHF")).pngData()))
        #expect(drawn != (try renderer.image(of: FixedTextViewController(text: "Your basket is empty, paid in EUR")).pngData()))
    }

    @Test func subjectsAndNotificationsReachTheirSubscribers() async {
        let screen = BasketViewController(basket: Basket())
        screen.loadViewIfNeeded()
        screen.basket.checkedOut.send(42)
        #expect(screen.orders == [42])
        NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: nil)
        #expect(screen.textSizeChanges == 0, "delivered on the main queue's next turn")
        await mainQueueTurn()
        #expect(screen.textSizeChanges == 1)
    }

    /// `receive(on: DispatchQueue.main)` delivers on the main queue's next turn, as on iOS;
    /// `receive(on: RunLoop.main)` on the main run loop's, which a test does not run.
    @Test func receivingOnTheMainQueueDeliversOnItsNextTurn() async {
        var received: [Int] = []
        let subject = PassthroughSubject<Int, Never>()
        let onQueue = subject.receive(on: DispatchQueue.main).sink { received.append($0) }
        let onRunLoop = subject.receive(on: RunLoop.main).sink { received.append(-$0) }
        subject.send(1)
        #expect(received.isEmpty)
        await mainQueueTurn()
        #expect(received == [1])
        onQueue.cancel()
        onRunLoop.cancel()
    }

    /// Waits until the main queue has run what was queued on it before.
    private func mainQueueTurn() async {
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
    }
}
