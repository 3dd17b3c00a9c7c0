import AdaptTestSupport

/// Random but reproducible screen specs for comparing a rule's quick checks with its full
/// answer: small pools of ids, items, types, widths and conditions, so that layouts share and
/// differ in what they show, and every rule finds something now and then.
struct RandomSpec {
    /// Deterministic, so that a failing spec can be printed and rebuilt.
    private var numbers: SplitMix64
    /// The ids used in the layout being built: ids are unique within a layout.
    private var used: Set<String> = []
    /// How often a component has a `when` of its own, in percent: without any, environments show
    /// whole layouts, which some rules take a shortcut for.
    let componentConditions: UInt64

    init(seed: UInt64, componentConditions: UInt64 = 15) {
        numbers = SplitMix64(seed: seed)
        self.componentConditions = componentConditions
    }

    mutating func pick<T>(_ values: [T]) -> T { numbers.pick(values) }
    mutating func chance(_ percent: UInt64) -> Bool { numbers.chance(percent) }
    mutating func below(_ count: Int) -> Int { numbers.below(count) }

    static let ids = ["a", "b", "c", "d", "list", "detail", "nav", "tabs", "side", "deck", "menu", "pop", "sheet"]
    static let items = ["total", "items", "approve", "reject", "name", "filter", "edit", "share"]
    static let types = [
        "text", "text", "cell", "header", "button", "button", "link", "image", "image", "card", "list", "list",
        "carousel", "carousel", "table", "grid", "toggle", "textField", "searchBar", "sheet", "nonmodalSheet",
        "formSheet", "popover", "popover", "fullScreenModal", "inspector", "sidebar", "navigationBar",
        "tabBar", "tabItem", "toolbar", "menu", "picker",
    ]
    static let widths: [Double] = [0, 30, 44, 100, 160, 200, 300, 320, 343, 375, 390, 500, 672, 700, 984, 1024]

    /// A `when` condition (JSON text), or nil.
    mutating func condition(_ percent: UInt64) -> String? {
        guard chance(percent) else { return nil }
        var keys: [String] = []
        if chance(60) { keys.append(#""width": "\#(pick(["compact", "regular"]))""#) }
        if chance(35) { keys.append(#""height": "\#(pick(["compact", "regular"]))""#) }
        if chance(25) { keys.append(#""orientation": "\#(pick(["portrait", "landscape"]))""#) }
        if chance(5) { keys.append(#""idiom": "\#(pick(["phone", "pad"]))""#) }
        if keys.isEmpty { keys.append(#""width": "\#(pick(["compact", "regular"]))""#) }
        return "{\(keys.joined(separator: ", "))}"
    }

    /// One component (JSON text), with children down to `depth` more levels.
    mutating func component(depth: Int) -> String {
        var id = pick(Self.ids)
        while !used.insert(id).inserted { id += String(below(10)) }
        // The same carousel declared in several layouts, as `carousel-regular-shows-more` compares.
        let type = id.hasPrefix("deck") ? "carousel" : pick(Self.types)
        var fields = [#""id": "\#(id)""#, #""type": "\#(type)""#]
        let width = pick(Self.widths)
        switch below(6) {
        case 0: fields.append(#""size": {"width": \#(width), "height": \#(pick([30, 44, 100]))}"#)
        case 1: break
        default:
            let x = pick([0, 16, 20, 48, 200, 400])
            let y = pick([0, 40, 100, 300, 500, 800])
            fields.append(
                #""frame": {"x": \#(x), "y": \#(y), "width": \#(width), "height": \#(pick([30, 44, 88, 300]))}"#)
        }
        if let when = condition(componentConditions) { fields.append(#""when": \#(when)"#) }
        if chance(50) {
            let shows = (0..<below(3)).map { _ in #""\#(pick(Self.items))""# }
            fields.append(#""shows": [\#(shows.joined(separator: ", "))]"#)
        }
        if chance(30) {
            let actions = (0..<below(3)).map { _ in #""\#(pick(Self.items))""# }
            fields.append(#""actions": [\#(actions.joined(separator: ", "))]"#)
        }
        if type == "carousel" || chance(5) {
            if chance(80) { fields.append(#""items": \#(pick([1, 4, 8, 12, 30]))"#) }
            if chance(80) { fields.append(#""visibleItems": \#(pick([1, 1.5, 2, 3, 4]))"#) }
            if chance(30) { fields.append(#""rows": \#(pick([1, 2]))"#) }
        }
        if type == "popover", chance(70) { fields.append(#""anchor": "\#(pick(Self.ids))""#) }
        if chance(10) { fields.append(#""principal": \#(chance(80))"#) }
        if chance(10) { fields.append(#""spacing": \#(pick([0, 8, 16]))"#) }
        if chance(8) { fields.append(#""interactive": \#(chance(50))"#) }
        if chance(8) { fields.append(#""hitArea": {"width": \#(pick([20, 44, 80])), "height": \#(pick([20, 44]))}"#) }
        if chance(8) {
            fields.append(
                pick([
                    #""resizing": {"width": "fixed"}"#, #""resizing": {"width": "fill", "maxWidth": 800}"#,
                    #""resizing": {"width": "fill", "minWidth": 200}"#,
                ]))
        }
        if chance(6) {
            fields.append(pick([#""font": {"size": 15}"#, #""font": {"style": "body", "scales": false}"#]))
        }
        if type == "image", chance(20) { fields.append(#""contentSize": {"width": 400, "height": 300}"#) }
        if depth > 0, chance(20) {
            let children = (0..<(1 + below(3))).map { _ in component(depth: depth - 1) }
            fields.append(#""children": [\#(children.joined(separator: ", "))]"#)
        }
        return "{\(fields.joined(separator: ", "))}"
    }

    /// A whole spec (JSON text).
    mutating func spec() -> String {
        var layouts: [String] = []
        for _ in 0..<(1 + below(4)) {
            used = []
            var fields: [String] = []
            if let when = condition(75) { fields.append(#""when": \#(when)"#) }
            if chance(40) {
                fields.append(#""margins": {"leading": \#(pick([16, 20, 48])), "trailing": \#(pick([16, 20, 48]))}"#)
            }
            if chance(10) { fields.append(#""scrolls": false"#) }
            let components = (0..<(1 + below(9))).map { _ in component(depth: 2) }
            fields.append(#""components": [\#(components.joined(separator: ", "))]"#)
            layouts.append("{\(fields.joined(separator: ", "))}")
        }
        let orientations = pick([
            #"["portrait"]"#, #"["portrait", "landscapeLeft", "landscapeRight"]"#, #"["landscapeLeft"]"#,
            #"["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]"#,
        ])
        return #"{"screen": "S", "orientations": \#(orientations), "layouts": [\#(layouts.joined(separator: ", "))]}"#
    }
}
