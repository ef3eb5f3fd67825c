import UIKit

/// A week of activity: a header with a gradient and a progress ring drawn by
/// shape layers, rows whose icons an image renderer draws, a streak badge
/// drawn in `draw(_:)`, a pie of the day's goal drawn with Core Graphics,
/// and a card masked to round its top corners only.
final class ActivityViewController: UITableViewController {
    private let days: [(name: String, minutes: Int, goal: Int)] = [
        ("Monday", 32, 30), ("Tuesday", 18, 30), ("Wednesday", 30, 30), ("Thursday", 16, 30), ("Friday", 9, 30),
    ]

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Activity"
        tableView.register(DayCell.self, forCellReuseIdentifier: DayCell.reuseIdentifier)
        tableView.tableHeaderView = makeHeader()
    }

    @MainActor private func makeHeader() -> UIView {
        let header = GoalHeaderView(frame: CGRect(x: 0, y: 0, width: tableView.bounds.width, height: 180))
        header.progress = CGFloat(days.map(\.minutes).reduce(0, +)) / CGFloat(days.map(\.goal).reduce(0, +))
        return header
    }
}

// MARK: - UITableViewDataSource

extension ActivityViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        days.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "This Week"
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: DayCell.reuseIdentifier, for: indexPath) as? DayCell else {
            return UITableViewCell()
        }
        let day = days[indexPath.row]
        cell.configure(name: day.name, minutes: day.minutes, goal: day.goal, streak: indexPath.row == 2 ? 3 : nil)
        return cell
    }
}
