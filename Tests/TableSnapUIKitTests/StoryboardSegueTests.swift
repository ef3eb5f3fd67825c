import Foundation
import Testing
import TableSnapUIKit

/// Storyboard segues as a list screen hands its selection on: the overrides
/// compile, a test can call them, and a render performs none.
@MainActor struct StoryboardSegueTests {
    final class RecipeViewController: UIViewController {
        var recipe: String?
    }

    /// A list of recipes whose detail screen a storyboard segue would show.
    final class RecipesViewController: UITableViewController {
        let recipes = ["Pancakes", "Risotto"]
        private(set) var selected: String?
        private(set) var asked: [String] = []

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selected = recipes[indexPath.row]
            performSegue(withIdentifier: "ShowRecipe", sender: self)
        }

        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
            asked.append(identifier)
            return selected != nil
        }

        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            super.prepare(for: segue, sender: sender)
            if segue.identifier == "ShowRecipe", let detail = segue.destination as? RecipeViewController {
                detail.recipe = selected
            }
        }
    }

    @Test func prepareHandsTheSelectionToTheDestination() {
        let list = RecipesViewController(style: .plain)
        let detail = RecipeViewController()
        list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
        #expect(list.asked.isEmpty, "performSegue runs no segue, so nothing asks whether to perform it")
        #expect(detail.recipe == nil)

        let segue = UIStoryboardSegue(identifier: "ShowRecipe", source: list, destination: detail)
        #expect(list.shouldPerformSegue(withIdentifier: "ShowRecipe", sender: nil))
        list.prepare(for: segue, sender: nil)
        segue.perform()
        #expect(detail.recipe == "Risotto" && segue.source === list && segue.destination === detail)
        #expect(UIViewController().shouldPerformSegue(withIdentifier: "Any", sender: nil), "true unless overridden, as in UIKit")
    }
}
