import Foundation
import Testing

/// The selection, editing, swipe and control keys of a mockup's rows: each
/// bad value is refused with its field path and what was expected, and
/// nothing is written.
@Suite struct RowStateAndControlKeyTests {
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
        (row("accessory: {toggle: true}"), "table.sections[0].rows[0].accessory.toggle", ["unknown key"]),
        (row("accessory: {switch: true, button: Go}"), "table.sections[0].rows[0].accessory", ["exactly one of", "found button and switch"]),
        (row("accessory: {switch: maybe}"), "table.sections[0].rows[0].accessory.switch", ["true or false"]),
        (row("accessory: {switch: true, onTintColor: lime}"), "table.sections[0].rows[0].accessory.onTintColor", ["unknown colour \"lime\""]),
        (row("accessory: {button: Go, onTintColor: red}"), "table.sections[0].rows[0].accessory.onTintColor", ["unknown key"]),
        (row("accessory: {stepper: 101}"), "table.sections[0].rows[0].accessory.stepper", ["out of range"]),
        (row("accessory: {segments: [], selected: 0}"), "table.sections[0].rows[0].accessory.segments", ["at least one segment"]),
        (row("accessory: {segments: [A, B], selected: 2}"), "table.sections[0].rows[0].accessory.selected", ["out of range"]),
        (row("control: {slider: 1.5}"), "table.sections[0].rows[0].control.slider", ["out of range"]),
        (row("control: {slider: 0.5, minimumImage: sunny}"), "table.sections[0].rows[0].control.minimumImage", ["unknown symbol \"sunny\""]),
        (row("control: {textField: {hint: x}}"), "table.sections[0].rows[0].control.textField.hint", ["unknown key"]),
        (row("control: {progress: -1}"), "table.sections[0].rows[0].control.progress", ["out of range"]),
        (row("control: {}"), "table.sections[0].rows[0].control", ["exactly one of", "progress", "slider", "textField"]),
    ]

    @Test(arguments: badValues)
    func badValuesAreRefusedByPath(yaml: String, path: String, says: [String]) throws {
        try expectRefusal(yaml, path: path, says: says)
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
                    - {text: f, accessory: {switch: true, enabled: false, onTintColor: systemOrange}}
                    - {text: g, accessory: {segments: [A, B], selected: -1}, control: {progress: 0.5}}
                    - {text: h, accessory: {stepper: 3}, control: {textField: {placeholder: Name}}}
                    - {text: i, accessory: {activity: true}, control: {slider: 0.2, maximumImage: sun.max}}
            """)
        let result = try sandbox.render("edit.yaml")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(sandbox.writtenFiles(except: ["edit.yaml"]) == ["edit.png"])
    }
}
