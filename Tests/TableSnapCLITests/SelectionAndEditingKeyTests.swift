import Foundation
import Testing

/// The selection, editing and swipe keys of a mockup: each bad value is
/// refused with its position, field path and what was expected, and
/// nothing is written.
@Suite struct SelectionAndEditingKeyTests {
    /// A one-row plain table whose row (or table) carries `fragment`.
    private static func row(_ fragment: String) -> String {
        "table:\n  sections:\n    - rows:\n        - {text: a, \(fragment)}\n"
    }

    static let badValues: [(yaml: String, path: String, says: [String])] = [
        ("table: {editing: sometimes}\n", "table.editing", ["true or false"]),
        ("table: {allowsMultipleSelectionDuringEditing: 2}\n", "table.allowsMultipleSelectionDuringEditing", ["true or false"]),
        (row("selected: 3"), "table.sections[0].rows[0].selected", ["true or false"]),
        (row("highlighted: very"), "table.sections[0].rows[0].highlighted", ["true or false"]),
        (row("selectionStyle: blue"), "table.sections[0].rows[0].selectionStyle", ["unknown value \"blue\"", "none", "default"]),
        (row("disabled: [x]"), "table.sections[0].rows[0].disabled", ["true or false"]),
        (row("editingStyle: remove"), "table.sections[0].rows[0].editingStyle", ["unknown value \"remove\"", "delete", "insert"]),
        (row("reorder: 1"), "table.sections[0].rows[0].reorder", ["true or false"]),
        (row("editingAccessory: chevron"), "table.sections[0].rows[0].editingAccessory", ["unknown value \"chevron\"", "disclosureIndicator"]),
        (row("showingDeleteConfirmation: no way"), "table.sections[0].rows[0].showingDeleteConfirmation", ["true or false"]),
        (row("swipe: {}"), "table.sections[0].rows[0].swipe", ["\"leading\" or \"trailing\""]),
        (row("swipe: {trailing: [{style: destructive}]}"), "table.sections[0].rows[0].swipe.trailing[0]", ["\"title\" or an \"image\""]),
        (row("swipe: {trailing: [{title: X, style: red}]}"), "table.sections[0].rows[0].swipe.trailing[0].style", ["unknown value \"red\"", "normal", "destructive"]),
        (row("swipe: {trailing: [{title: X, color: blurple}]}"), "table.sections[0].rows[0].swipe.trailing[0].color", ["unknown colour \"blurple\""]),
        (row("swipe: {trailing: [{title: X}], revealed: leading}"), "table.sections[0].rows[0].swipe.revealed", ["no leading actions"]),
        (row("swipe: {trailing: [{title: X}], shown: yes}"), "table.sections[0].rows[0].swipe.shown", ["unknown key"]),
    ]

    @Test(arguments: badValues)
    func badValuesAreRefusedByPath(yaml: String, path: String, says: [String]) throws {
        let sandbox = try Sandbox()
        try sandbox.write("edit.yaml", yaml)
        let result = try sandbox.render("edit.yaml")
        CLITests().expectFailure(result, status: 65, file: "edit.yaml", contains: [path] + says, in: sandbox, inputs: ["edit.yaml"])
    }

    @Test func aMockupWithEveryKeyRenders() throws {
        let sandbox = try Sandbox()
        try sandbox.write("edit.yaml", """
            table:
              editing: true
              sections:
                - rows:
                    - {text: a, selected: true, reorder: true, editingAccessory: detailButton}
                    - {text: b, editingStyle: insert, selectionStyle: none, highlighted: true}
                    - {text: c, editingStyle: none, shouldIndentWhileEditing: false, disabled: true}
                    - {text: d, showingDeleteConfirmation: true, deleteTitle: Remove}
                    - {text: e, swipe: {leading: [{title: Pin, color: systemOrange, image: {symbol: star.fill}}]}}
            """)
        let result = try sandbox.render("edit.yaml")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(sandbox.writtenFiles(except: ["edit.yaml"]) == ["edit.png"])
    }
}
