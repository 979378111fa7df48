import Accessibility
import Foundation

/// What ``InterfaceBuilderReader`` does with each XML event: a stack of open XML elements and of
/// open objects. Used by one parse on one thread, then read.
final class InterfaceBuilderParser {
    /// The XML element names that are UIKit objects VoiceOver may visit.
    static let objectKinds: Set<String> = [
        "view", "button", "label", "imageView", "textField", "textView", "switch", "slider", "stepper",
        "segmentedControl", "tableView", "tableViewCell", "tableViewCellContentView", "tableViewSection",
        "collectionView", "collectionViewCell", "collectionViewCellContentView", "collectionReusableView",
        "scrollView", "stackView", "navigationBar", "toolbar", "tabBar", "searchBar", "activityIndicatorView",
        "progressView", "pageControl", "datePicker", "pickerView", "visualEffectView", "wkWebView", "webView",
        "mapView", "containerView", "barButtonItem", "tabBarItem", "navigationItem",
    ]

    private(set) var format: TreeFormat?
    private(set) var screens: [InterfaceScreen] = []
    private(set) var objectIDs: Set<String> = []
    /// The ids that an `<outlet>` or `<outletCollection>` connects code to.
    private(set) var outletDestinations: Set<String> = []

    /// One open XML element.
    private struct Open {
        var name: String
        var attributes: [String: String]
        /// Whether this XML element opened an object (on `objects`).
        var isObject: Bool
    }

    private var open: [Open] = []
    private var objects: [InterfaceObject] = []
    private var lastComment: String?
    private var scene: Scene?
    private var text: String?
    /// The text of an open `<attributedString>`: its fragments' content, joined.
    private var attributed: String?
    /// The open `<userDefinedRuntimeAttribute>`: its key path and value.
    private var runtimeAttribute: (keyPath: String, value: String?)?

    /// The open scene.
    private struct Scene {
        var name: String?
        var controllerID: String?
        var controllerTitle: String?
        /// Navigation items, put in front of the screen.
        var extras: [InterfaceObject] = []
        /// The controller's `<toolbarItems>`, shown in a toolbar at the bottom of the screen.
        var toolbarItems: [InterfaceObject] = []
    }

    // MARK: - Events

    /// A comment (a scene's name is the comment before it).
    func comment(_ comment: String) {
        lastComment = comment.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A start tag on `line`.
    func start(_ name: String, attributes: [String: String], line: Int) {
        if let id = attributes["id"] { objectIDs.insert(id) }
        if let id = attributes["sceneID"] { objectIDs.insert(id) }
        let parentName = open.last?.name
        var isObject = false
        switch name {
        case "document":
            let type = attributes["type"] ?? ""
            if type.contains("Storyboard") { format = .storyboard } else if type.contains("XIB") { format = .xib }
        case "scene":
            scene = Scene(name: lastComment)
        case "rect" where attributes["key"] == "frame" && open.last?.isObject == true:
            objects[objects.count - 1].frame = Self.frame(attributes)
        case "accessibility" where attributes["key"] == "accessibilityConfiguration" && open.last?.isObject == true:
            var configuration = InterfaceAccessibility()
            configuration.label = attributes["label"]
            configuration.hint = attributes["hint"]
            configuration.identifier = attributes["identifier"]
            configuration.value = attributes["value"]
            objects[objects.count - 1].accessibility = configuration
        case "accessibilityTraits" where parentName == "accessibility" && !objects.isEmpty:
            var traits: AccessibilityTraits = []
            for (key, value) in attributes where value == "YES" {
                if let trait = AccessibilityTraits(name: key) { traits.insert(trait) }
            }
            objects[objects.count - 1].accessibility?.traits = traits
        case "bool" where parentName == "accessibility" && attributes["key"] == "isElement" && !objects.isEmpty:
            objects[objects.count - 1].accessibility?.isElement = attributes["value"] == "YES"
        case "state" where attributes["key"] == "normal" && open.last?.isObject == true:
            objects[objects.count - 1].title = attributes["title"] ?? objects[objects.count - 1].title
            objects[objects.count - 1].image = attributes["image"] ?? objects[objects.count - 1].image
        case "buttonConfiguration" where open.last?.isObject == true:
            // A button configuration (iOS 15) wins over the legacy state title, as in UIKit.
            objects[objects.count - 1].title = attributes["title"] ?? objects[objects.count - 1].title
            objects[objects.count - 1].image = attributes["image"] ?? objects[objects.count - 1].image
        case "string" where attributes["key"] == "text" || attributes["key"] == "title":
            text = ""
        case "string" where attributes["key"] == "content" && parentName == "fragment" && attributed != nil:
            text = ""
        case "string" where attributes["key"] == "value" && parentName == "userDefinedRuntimeAttribute":
            text = ""
        case "attributedString" where !objects.isEmpty:
            attributed = ""
        case "fragment" where parentName == "attributedString":
            attributed? += attributes["content"] ?? ""
        case "userDefinedRuntimeAttribute" where parentName == "userDefinedRuntimeAttributes" && !objects.isEmpty:
            runtimeAttribute = (attributes["keyPath"] ?? "", attributes["value"])
        case let kind
        where ["integer", "real", "bool"].contains(kind) && parentName == "userDefinedRuntimeAttribute"
            && attributes["key"] == "value":
            runtimeAttribute?.value = attributes["value"]
        case "outlet", "outletCollection":
            if let destination = attributes["destination"] { outletDestinations.insert(destination) }
        case "segment" where parentName == "segments" && !objects.isEmpty:
            objects[objects.count - 1].segments.append(attributes["title"] ?? "")
        default:
            if Self.objectKinds.contains(name) {
                isObject = true
                var object = InterfaceObject(kind: name, objectID: attributes["id"], line: line, attributes: attributes)
                object.image = attributes["image"]
                object.title = attributes["title"]
                objects.append(object)
            } else if name.hasSuffix("Controller"), scene != nil, scene?.controllerID == nil {
                scene?.controllerID = attributes["id"]
                scene?.controllerTitle = attributes["title"] ?? attributes["customClass"]
            }
        }
        open.append(Open(name: name, attributes: attributes, isObject: isObject))
    }

    /// Character data.
    func characters(_ string: String) {
        text? += string
    }

    /// An end tag.
    func end(_ name: String) {
        guard let closed = open.popLast() else { return }
        if name == "string", let collected = text {
            text = nil
            if closed.attributes["key"] == "content" {
                attributed? += collected
                return
            }
            if closed.attributes["key"] == "value", runtimeAttribute != nil {
                runtimeAttribute?.value = collected
                return
            }
            if open.last?.isObject == true {
                if closed.attributes["key"] == "title" {
                    objects[objects.count - 1].title = collected
                } else {
                    objects[objects.count - 1].text = collected
                }
            }
            return
        }
        if name == "attributedString", let collected = attributed {
            attributed = nil
            finishAttributed(collected, key: closed.attributes["key"])
            return
        }
        if name == "userDefinedRuntimeAttribute", let attribute = runtimeAttribute {
            runtimeAttribute = nil
            if let value = attribute.value, !attribute.keyPath.isEmpty, !objects.isEmpty {
                objects[objects.count - 1].runtimeAttributes[attribute.keyPath] = value
            }
            return
        }
        if name == "scene", let finished = scene {
            scene = nil
            if let index = screens.indices.last, screens[index].objectID == finished.controllerID {
                screens[index].root.children.insert(contentsOf: finished.extras, at: 0)
                if !finished.toolbarItems.isEmpty {
                    var toolbar = InterfaceObject(
                        kind: "toolbar", objectID: nil, line: finished.toolbarItems[0].line, attributes: [:])
                    toolbar.children = finished.toolbarItems
                    screens[index].root.children.append(toolbar)
                }
            }
            return
        }
        guard closed.isObject, let object = objects.popLast() else { return }
        // A hidden object is not shown; a back bar button item is the next screen's back button.
        if object.attributes["hidden"] == "YES" || object.attributes["key"] == "backBarButtonItem" { return }
        if !objects.isEmpty {
            objects[objects.count - 1].children.append(object)
            return
        }
        finishTopLevel(object, parent: open.last)
    }

    /// A top-level object: a scene's root view (a screen), a navigation item (put in front of the
    /// scene's screen), or a xib's top-level view (a screen).
    private func finishTopLevel(_ object: InterfaceObject, parent: Open?) {
        if var current = scene {
            if object.attributes["key"] == "view" || object.kind != "navigationItem" && current.controllerID == nil {
                let name = current.controllerTitle ?? current.name ?? object.objectID ?? object.kind
                screens.append(
                    InterfaceScreen(name: name, objectID: current.controllerID ?? object.objectID, root: object))
            } else if object.kind == "navigationItem" {
                current.extras.append(object)
                scene = current
            } else if object.kind == "barButtonItem", parent?.name == "toolbarItems" {
                current.toolbarItems.append(object)
                scene = current
            }
            return
        }
        guard format == .xib, parent?.name == "objects" else { return }
        let name = object.attributes["customClass"] ?? object.objectID ?? object.kind
        screens.append(InterfaceScreen(name: name, objectID: object.objectID, root: object))
    }

    /// An attributed string's text: a label's or text view's text (`attributedText`), or a button's
    /// normal-state title (`attributedTitle` in `<state key="normal">`).
    private func finishAttributed(_ collected: String, key: String?) {
        guard !objects.isEmpty, !collected.isEmpty else { return }
        switch key {
        case "attributedText" where open.last?.isObject == true:
            if objects[objects.count - 1].text == nil { objects[objects.count - 1].text = collected }
        case "attributedTitle" where open.last?.name == "state" && open.last?.attributes["key"] == "normal":
            if objects[objects.count - 1].title?.isEmpty ?? true { objects[objects.count - 1].title = collected }
        default:
            break
        }
    }

    private static func frame(_ attributes: [String: String]) -> ElementFrame? {
        guard let x = attributes["x"].flatMap(Double.init), let y = attributes["y"].flatMap(Double.init),
            let width = attributes["width"].flatMap(Double.init), let height = attributes["height"].flatMap(Double.init)
        else { return nil }
        return ElementFrame(x: x, y: y, width: width, height: height)
    }
}
