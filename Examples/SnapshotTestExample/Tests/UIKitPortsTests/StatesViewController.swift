#if canImport(UIKit)
import UIKit
#else
import TableSnapUIKit
#endif

/// Neuburg, "Table Views and Collection Views": the 50 states in sections by
/// first letter, with the section index down the right side.
final class StatesViewController: UITableViewController {
    static let states = [
        "Alabama", "Alaska", "Arizona", "Arkansas", "California", "Colorado", "Connecticut", "Delaware", "Florida",
        "Georgia", "Hawaii", "Idaho", "Illinois", "Indiana", "Iowa", "Kansas", "Kentucky", "Louisiana", "Maine",
        "Maryland", "Massachusetts", "Michigan", "Minnesota", "Mississippi", "Missouri", "Montana", "Nebraska",
        "Nevada", "New Hampshire", "New Jersey", "New Mexico", "New York", "North Carolina", "North Dakota", "Ohio",
        "Oklahoma", "Oregon", "Pennsylvania", "Rhode Island", "South Carolina", "South Dakota", "Tennessee", "Texas",
        "Utah", "Vermont", "Virginia", "Washington", "West Virginia", "Wisconsin", "Wyoming",
    ]

    var sectionNames = [String]()
    var sectionData = [[String]]()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "States"
        var previous = ""
        for aState in StatesViewController.states {
            // get the first letter
            let c = String(aState.prefix(1))
            // only add a letter to sectionNames when it's a different letter
            if c != previous {
                previous = c
                sectionNames.append(c.uppercased())
                // and in that case also add new subarray to our array of subarrays
                sectionData.append([String]())
            }
            sectionData[sectionData.count - 1].append(aState)
        }
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        return sectionNames.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return sectionData[section].count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        let s = sectionData[indexPath.section][indexPath.row]
        cell.textLabel!.text = s
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        return sectionNames[section]
    }

    override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        return sectionNames
    }
}
