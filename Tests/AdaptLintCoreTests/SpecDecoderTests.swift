import AdaptJSON
import AdaptLintCore
import Testing

/// One structural problem: the spec (with a `↓` where the diagnostic must start), the message
/// and the JSON pointer, and any related location.
struct DecodingCase: Sendable, CustomTestStringConvertible {
    let name: String
    let spec: String
    let message: String
    let pointer: String
    /// Message and pointer of the related location; its position is the spec's first marker.
    var related: (message: String, pointer: String)?

    var testDescription: String { name }
}

/// Every problem the decoder reports on its own: one spec, one diagnostic.
let decodingCases: [DecodingCase] = [
    // The root
    DecodingCase(
        name: "root is an array", spec: "↓[]",
        message: "a screen spec must be a JSON object, found an array", pointer: ""),
    DecodingCase(
        name: "root is a string", spec: #"↓"Orders""#,
        message: "a screen spec must be a JSON object, found a string", pointer: ""),
    // Missing required keys
    DecodingCase(
        name: "missing screen", spec: #"↓{ "orientations": ["portrait"], "layouts": [ { "components": [] } ] }"#,
        message: "missing required key 'screen' in the screen spec", pointer: ""),
    DecodingCase(
        name: "missing orientations", spec: #"↓{ "screen": "Orders", "layouts": [ { "components": [] } ] }"#,
        message:
            #"missing required key 'orientations' in the screen spec; list the supported orientations, e.g. ["portrait", "landscapeLeft", "landscapeRight"]"#,
        pointer: ""),
    DecodingCase(
        name: "missing layouts", spec: #"↓{ "screen": "Orders", "orientations": ["portrait"] }"#,
        message: "missing required key 'layouts' in the screen spec; add at least one layout", pointer: ""),
    DecodingCase(
        name: "missing components",
        spec:
            #"{ "screen": "Orders", "orientations": ["portrait"], "layouts": [ ↓{ "when": { "width": "compact" } } ] }"#,
        message: "missing required key 'components' in layout 1; use [] for a layout with none", pointer: "/layouts/0"),
    DecodingCase(
        name: "missing id", spec: specWith(component: #"↓{ "type": "button" }"#),
        message: "missing required key 'id' in a component", pointer: "/layouts/0/components/0"),
    DecodingCase(
        name: "missing type", spec: specWith(component: #"↓{ "id": "approve" }"#),
        message: #"missing required key 'type' in component 'approve'; e.g. "button", "text" or "carousel""#,
        pointer: "/layouts/0/components/0"),
    DecodingCase(
        name: "missing trailing margin",
        spec:
            #"{ "screen": "Orders", "orientations": ["portrait"], "layouts": [ { "margins": ↓{ "leading": 16 }, "components": [] } ] }"#,
        message: "missing required key 'trailing' in 'margins'", pointer: "/layouts/0/margins"),
    DecodingCase(
        name: "missing frame x",
        spec: specWith(component: #"{ "id": "a", "type": "text", "frame": ↓{ "y": 0, "width": 10, "height": 10 } }"#),
        message: "missing required key 'x' in 'frame'", pointer: "/layouts/0/components/0/frame"),
    DecodingCase(
        name: "missing hitArea height",
        spec: specWith(component: #"{ "id": "a", "type": "button", "hitArea": ↓{ "width": 44 } }"#),
        message: "missing required key 'height' in 'hitArea'", pointer: "/layouts/0/components/0/hitArea"),
    // Wrong types
    DecodingCase(
        name: "screen is a number",
        spec: #"{ "screen": ↓42, "orientations": ["portrait"], "layouts": [ { "components": [] } ] }"#,
        message: "expected a string for 'screen', found a number", pointer: "/screen"),
    DecodingCase(
        name: "screen is blank",
        spec: #"{ "screen": ↓"  ", "orientations": ["portrait"], "layouts": [ { "components": [] } ] }"#,
        message: "'screen' must not be empty", pointer: "/screen"),
    DecodingCase(
        name: "$schema is a number",
        spec:
            #"{ "$schema": ↓1, "screen": "Orders", "orientations": ["portrait"], "layouts": [ { "components": [] } ] }"#,
        message: "expected a string for '$schema', found a number", pointer: "/$schema"),
    DecodingCase(
        name: "orientations is a string",
        spec: #"{ "screen": "Orders", "orientations": ↓"portrait", "layouts": [ { "components": [] } ] }"#,
        message:
            #"expected an array or an object for 'orientations', found a string; list the orientations, or give them per device family as { "phone": [...], "pad": [...] }"#,
        pointer: "/orientations"),
    DecodingCase(
        name: "orientations per family names no family",
        spec: #"{ "screen": "Orders", "orientations": ↓{}, "layouts": [ { "components": [] } ] }"#,
        message: #"'orientations' names no device family; give the orientations for "phone", "pad" or both"#,
        pointer: "/orientations"),
    DecodingCase(
        name: "orientations of a family is empty",
        spec: #"{ "screen": "Orders", "orientations": { "phone": ↓[] }, "layouts": [ { "components": [] } ] }"#,
        message:
            "'orientations.phone' is empty; list at least one, or leave the family out when the screen is not shown on it",
        pointer: "/orientations/phone"),
    DecodingCase(
        name: "orientations of a family is a string",
        spec:
            #"{ "screen": "Orders", "orientations": { "pad": ↓"portrait" }, "layouts": [ { "components": [] } ] }"#,
        message: "expected an array for 'orientations.pad', found a string", pointer: "/orientations/pad"),
    DecodingCase(
        name: "orientation of a family listed twice",
        spec:
            #"{ "screen": "Orders", "orientations": { "phone": [↓"portrait", ↓"portrait"] }, "layouts": [ { "components": [] } ] }"#,
        message: "orientation 'portrait' is listed twice", pointer: "/orientations/phone/1",
        related: ("first listed here", "/orientations/phone/0")),
    DecodingCase(
        name: "layouts is an object",
        spec: #"{ "screen": "Orders", "orientations": ["portrait"], "layouts": ↓{} }"#,
        message: "expected an array for layouts, found an object", pointer: "/layouts"),
    DecodingCase(
        name: "layout is null",
        spec: #"{ "screen": "Orders", "orientations": ["portrait"], "layouts": [↓null] }"#,
        message: "expected an object for a layout, found null", pointer: "/layouts/0"),
    DecodingCase(
        name: "components is an object",
        spec: #"{ "screen": "Orders", "orientations": ["portrait"], "layouts": [ { "components": ↓{} } ] }"#,
        message: "expected an array for 'components', found an object", pointer: "/layouts/0/components"),
    DecodingCase(
        name: "component is a string", spec: specWith(component: #"↓"approve""#),
        message: "expected an object for a component, found a string", pointer: "/layouts/0/components/0"),
    DecodingCase(
        name: "id is blank", spec: specWith(component: #"{ "id": ↓" ", "type": "button" }"#),
        message: "'id' must not be empty", pointer: "/layouts/0/components/0/id"),
    DecodingCase(
        name: "id is a number", spec: specWith(component: #"{ "id": ↓7, "type": "button" }"#),
        message: "expected a string for 'id', found a number", pointer: "/layouts/0/components/0/id"),
    DecodingCase(
        name: "frame is an array",
        spec: specWith(component: #"{ "id": "a", "type": "text", "frame": ↓[0, 0, 10, 10] }"#),
        message: "expected an object for 'frame', found an array", pointer: "/layouts/0/components/0/frame"),
    DecodingCase(
        name: "width is a string",
        spec: specWith(component: #"{ "id": "a", "type": "text", "size": { "width": ↓"343", "height": 44 } }"#),
        message: "expected a number for 'width', found a string", pointer: "/layouts/0/components/0/size/width"),
    DecodingCase(
        name: "interactive is a string",
        spec: specWith(component: #"{ "id": "a", "type": "text", "interactive": ↓"yes" }"#),
        message: "expected a boolean for 'interactive', found a string", pointer: "/layouts/0/components/0/interactive"),
    DecodingCase(
        name: "shows is a string",
        spec: specWith(component: #"{ "id": "a", "type": "text", "shows": ↓"order.total" }"#),
        message: "expected an array for 'shows', found a string", pointer: "/layouts/0/components/0/shows"),
    DecodingCase(
        name: "an action is a number",
        spec: specWith(component: #"{ "id": "a", "type": "button", "actions": ["approve", ↓1] }"#),
        message: "expected a string for an item of 'actions', found a number",
        pointer: "/layouts/0/components/0/actions/1"),
    DecodingCase(
        name: "an empty information item", spec: specWith(component: #"{ "id": "a", "type": "text", "shows": [↓""] }"#),
        message: "an item of 'shows' must not be empty", pointer: "/layouts/0/components/0/shows/0"),
    DecodingCase(
        name: "children is an object", spec: specWith(component: #"{ "id": "a", "type": "list", "children": ↓{} }"#),
        message: "expected an array for 'children', found an object", pointer: "/layouts/0/components/0/children"),
    DecodingCase(
        name: "when is a string",
        spec:
            #"{ "screen": "Orders", "orientations": ["portrait"], "layouts": [ { "when": ↓"compact", "components": [] } ] }"#,
        message: "expected an object for 'when', found a string", pointer: "/layouts/0/when"),
    DecodingCase(
        name: "layout description is a number",
        spec:
            #"{ "screen": "Orders", "orientations": ["portrait"], "layouts": [ { "description": ↓1, "components": [] } ] }"#,
        message: "expected a string for 'description', found a number", pointer: "/layouts/0/description"),
    // Values outside the vocabulary
    DecodingCase(
        name: "orientation close to a known one",
        spec: #"{ "screen": "Orders", "orientations": [↓"landscapeleft"], "layouts": [ { "components": [] } ] }"#,
        message: "'landscapeleft' is not a valid value for an orientation; did you mean 'landscapeLeft'?",
        pointer: "/orientations/0"),
    DecodingCase(
        name: "orientation far from every known one",
        spec: #"{ "screen": "Orders", "orientations": [↓"sideways"], "layouts": [ { "components": [] } ] }"#,
        message:
            "'sideways' is not a valid value for an orientation; expected 'portrait', 'portraitUpsideDown', 'landscapeLeft' or 'landscapeRight'",
        pointer: "/orientations/0"),
    DecodingCase(
        name: "size class far from both",
        spec:
            #"{ "screen": "Orders", "orientations": ["portrait"], "layouts": [ { "when": { "width": ↓"wide" }, "components": [] } ] }"#,
        message: "'wide' is not a valid value for 'width'; expected 'compact' or 'regular'",
        pointer: "/layouts/0/when/width"),
    DecodingCase(
        name: "orientation family misspelt",
        spec:
            #"{ "screen": "Orders", "orientations": ["portrait"], "layouts": [ { "when": { "orientation": ↓"landscap" }, "components": [] } ] }"#,
        message: "'landscap' is not a valid value for 'orientation'; did you mean 'landscape'?",
        pointer: "/layouts/0/when/orientation"),
    DecodingCase(
        name: "unknown idiom",
        spec:
            #"{ "screen": "Orders", "orientations": ["portrait"], "layouts": [ { "when": { "idiom": ↓"watch" }, "components": [] } ] }"#,
        message:
            "'watch' is not a valid value for 'idiom'; expected 'phone', 'pad', 'mac', 'tv', 'carPlay' or 'vision'",
        pointer: "/layouts/0/when/idiom"),
    DecodingCase(
        name: "component type misspelt", spec: specWith(component: #"{ "id": "a", "type": ↓"buton" }"#),
        message: "'buton' is not a valid value for 'type'; did you mean 'button'?",
        pointer: "/layouts/0/components/0/type"),
    // Unknown keys
    DecodingCase(
        name: "unknown top-level key close to a known one",
        spec:
            #"{ "screen": "Orders", ↓"orientation": ["portrait"], "orientations": ["portrait"], "layouts": [ { "components": [] } ] }"#,
        message: "unknown key 'orientation' in the screen spec; did you mean 'orientations'?", pointer: "/orientation"),
    DecodingCase(
        name: "unknown top-level key far from every known one",
        spec:
            #"{ "screen": "Orders", ↓"version": 1, "orientations": ["portrait"], "layouts": [ { "components": [] } ] }"#,
        message:
            "unknown key 'version' in the screen spec; expected one of '$schema', 'screen', 'description', 'orientations', 'layouts', 'source', 'requiresFullScreen' or 'importedFrom'",
        pointer: "/version"),
    DecodingCase(
        name: "unknown layout key",
        spec:
            #"{ "screen": "Orders", "orientations": ["portrait"], "layouts": [ { ↓"margin": {}, "components": [] } ] }"#,
        message: "unknown key 'margin' in layout 1; did you mean 'margins'?", pointer: "/layouts/0/margin"),
    DecodingCase(
        name: "unknown component key differing in case",
        spec: specWith(component: #"{ "id": "approve", "type": "button", ↓"hitarea": { "width": 44, "height": 44 } }"#),
        message: "unknown key 'hitarea' in component 'approve'; did you mean 'hitArea'?",
        pointer: "/layouts/0/components/0/hitarea"),
    DecodingCase(
        name: "unknown component key without an id",
        spec: specWith(component: #"{ "type": "button", ↓"label": "Approve", "id": "approve" }"#),
        message:
            "unknown key 'label' in component 'approve'; expected one of 'id', 'type', 'frame', 'size', 'hitArea', 'interactive', 'shows', 'actions', 'children', 'when', 'items', 'visibleItems', 'rows', 'description', 'resizing', 'font', 'principal', 'anchor', 'spacing', 'contentSize', 'purpose', 'reaches' or 'margins'",
        pointer: "/layouts/0/components/0/label"),
    DecodingCase(
        name: "unknown condition key",
        spec:
            #"{ "screen": "Orders", "orientations": ["portrait"], "layouts": [ { "when": { ↓"widht": "compact" }, "components": [] } ] }"#,
        message: "unknown key 'widht' in 'when'; did you mean 'width'?", pointer: "/layouts/0/when/widht"),
    DecodingCase(
        name: "unknown frame key",
        spec: specWith(
            component:
                #"{ "id": "a", "type": "text", "frame": { "x": 0, "y": 0, "width": 1, "height": 1, ↓"depth": 1 } }"#),
        message: "unknown key 'depth' in 'frame'; expected one of 'x', 'y', 'width' or 'height'",
        pointer: "/layouts/0/components/0/frame/depth"),
    DecodingCase(
        name: "x in a size",
        spec: specWith(component: #"{ "id": "a", "type": "text", "size": { ↓"x": 0, "width": 1, "height": 1 } }"#),
        message: "unknown key 'x' in 'size'; expected one of 'width' or 'height'",
        pointer: "/layouts/0/components/0/size/x"),
    DecodingCase(
        name: "unknown margin key",
        spec:
            #"{ "screen": "Orders", "orientations": ["portrait"], "layouts": [ { "margins": { "leading": 16, "trailing": 16, ↓"botom": 8 }, "components": [] } ] }"#,
        message: "unknown key 'botom' in 'margins'; did you mean 'bottom'?", pointer: "/layouts/0/margins/botom"),
    // Duplicates
    DecodingCase(
        name: "duplicate top-level key",
        spec:
            #"{ ↓"screen": "Orders", ↓"screen": "Order List", "orientations": ["portrait"], "layouts": [ { "components": [] } ] }"#,
        message: "duplicate key 'screen' in the screen spec; JSON readers disagree on which value wins",
        pointer: "/screen",
        related: ("first defined here", "/screen")),
    DecodingCase(
        name: "duplicate component key",
        spec: specWith(component: #"{ "id": "a", "type": "button", ↓"actions": ["approve"], ↓"actions": ["reject"] }"#),
        message: "duplicate key 'actions' in a component; JSON readers disagree on which value wins",
        pointer: "/layouts/0/components/0/actions", related: ("first defined here", "/layouts/0/components/0/actions")),
    DecodingCase(
        name: "duplicate orientation",
        spec:
            #"{ "screen": "Orders", "orientations": [↓"portrait", "landscapeLeft", ↓"portrait"], "layouts": [ { "components": [] } ] }"#,
        message: "orientation 'portrait' is listed twice", pointer: "/orientations/2",
        related: ("first listed here", "/orientations/0")),
    DecodingCase(
        name: "duplicate component id",
        spec: specWith(component: #"{ "id": ↓"approve", "type": "button" }, { "id": ↓"approve", "type": "link" }"#),
        message: "duplicate component id 'approve' in layout 1", pointer: "/layouts/0/components/1/id",
        related: ("first used here", "/layouts/0/components/0/id")),
    DecodingCase(
        name: "duplicate component id between a parent and a child",
        spec: specWith(
            component:
                #"{ "id": ↓"toolbar", "type": "toolbar", "children": [ { "id": ↓"toolbar", "type": "button" } ] }"#),
        message: "duplicate component id 'toolbar' in layout 1", pointer: "/layouts/0/components/0/children/0/id",
        related: ("first used here", "/layouts/0/components/0/id")),
    DecodingCase(
        name: "duplicate component id between two children",
        spec: specWith(
            component: #"""
                { "id": "list", "type": "list", "children": [ { "id": ↓"row", "type": "cell" } ] },
                { "id": "toolbar", "type": "toolbar", "children": [ { "id": ↓"row", "type": "button" } ] }
                """#),
        message: "duplicate component id 'row' in layout 1", pointer: "/layouts/0/components/1/children/0/id",
        related: ("first used here", "/layouts/0/components/0/children/0/id")),
    // Empty lists and conditions
    DecodingCase(
        name: "empty orientations",
        spec: #"{ "screen": "Orders", "orientations": ↓[], "layouts": [ { "components": [] } ] }"#,
        message: "'orientations' is empty; list at least one supported orientation", pointer: "/orientations"),
    DecodingCase(
        name: "empty layouts", spec: #"{ "screen": "Orders", "orientations": ["portrait"], "layouts": ↓[] }"#,
        message: "'layouts' is empty; add at least one layout", pointer: "/layouts"),
    DecodingCase(
        name: "empty layout condition",
        spec:
            #"{ "screen": "Orders", "orientations": ["portrait"], "layouts": [ { "when": ↓{}, "components": [] } ] }"#,
        message: "'when' is empty; remove it, or name a 'width', 'height' or 'orientation'", pointer: "/layouts/0/when"),
    DecodingCase(
        name: "empty component condition", spec: specWith(component: #"{ "id": "a", "type": "text", "when": ↓{} }"#),
        message: "'when' is empty; remove it, or name a 'width', 'height' or 'orientation'",
        pointer: "/layouts/0/components/0/when"),
    // Numbers
    DecodingCase(
        name: "negative width",
        spec: specWith(
            component: #"{ "id": "a", "type": "text", "frame": { "x": 0, "y": 0, "width": ↓-10, "height": 44 } }"#),
        message: "'width' is -10; a length in points cannot be negative", pointer: "/layouts/0/components/0/frame/width"
    ),
    DecodingCase(
        name: "negative margin",
        spec:
            #"{ "screen": "Orders", "orientations": ["portrait"], "layouts": [ { "margins": { "leading": ↓-16, "trailing": 16 }, "components": [] } ] }"#,
        message: "'leading' is -16; a length in points cannot be negative", pointer: "/layouts/0/margins/leading"),
    DecodingCase(
        name: "negative coordinates are allowed, huge ones are not",
        spec: specWith(
            component: #"{ "id": "a", "type": "text", "frame": { "x": -20, "y": ↓-1e400, "width": 10, "height": 10 } }"#
        ),
        message: "'y' is -1e400, which is out of range", pointer: "/layouts/0/components/0/frame/y"),
    DecodingCase(
        name: "height that overflows a double",
        spec: specWith(component: #"{ "id": "a", "type": "button", "size": { "width": 44, "height": ↓1e999 } }"#),
        message: "'height' is 1e999, which is out of range", pointer: "/layouts/0/components/0/size/height"),
    DecodingCase(
        name: "fractional item count",
        spec: specWith(component: #"{ "id": "c", "type": "carousel", "items": ↓8.5, "visibleItems": 2 }"#),
        message: "'items' must be a whole number, found 8.5", pointer: "/layouts/0/components/0/items"),
    DecodingCase(
        name: "fractional row count",
        spec: specWith(component: #"{ "id": "c", "type": "carousel", "items": 8, "visibleItems": 2, "rows": ↓1.5 }"#),
        message: "'rows' must be a whole number, found 1.5", pointer: "/layouts/0/components/0/rows"),
    DecodingCase(
        name: "negative item count",
        spec: specWith(component: #"{ "id": "c", "type": "carousel", "items": ↓-3, "visibleItems": 2 }"#),
        message: "'items' is -3; a count cannot be negative", pointer: "/layouts/0/components/0/items"),
    DecodingCase(
        name: "no visible items",
        spec: specWith(component: #"{ "id": "c", "type": "carousel", "items": 8, "visibleItems": ↓0 }"#),
        message: "'visibleItems' must be greater than 0", pointer: "/layouts/0/components/0/visibleItems"),
    DecodingCase(
        name: "zero rows",
        spec: specWith(component: #"{ "id": "c", "type": "carousel", "items": 8, "visibleItems": 2, "rows": ↓0 }"#),
        message: "'rows' must be at least 1", pointer: "/layouts/0/components/0/rows"),
    // Fonts
    DecodingCase(
        name: "unknown text style",
        spec: specWith(component: #"{ "id": "a", "type": "text", "font": { "style": ↓"bodyy" } }"#),
        message: "'bodyy' is not a valid value for 'style'; did you mean 'body'?",
        pointer: "/layouts/0/components/0/font/style"),
    DecodingCase(
        name: "empty font",
        spec: specWith(component: #"{ "id": "a", "type": "text", "font": ↓{} }"#),
        message: "'font' of component 'a' is empty; name a 'style', a 'size' or 'scales'",
        pointer: "/layouts/0/components/0/font"),
    DecodingCase(
        name: "font size of zero",
        spec: specWith(component: #"{ "id": "a", "type": "text", "font": { "size": ↓0 } }"#),
        message: "'size' of a font must be greater than 0", pointer: "/layouts/0/components/0/font/size"),
    DecodingCase(
        name: "unknown font key",
        spec: specWith(component: #"{ "id": "a", "type": "text", "font": { ↓"weight": "bold" } }"#),
        message: "unknown key 'weight' in 'font' of component 'a'; expected one of 'style', 'size' or 'scales'",
        pointer: "/layouts/0/components/0/font/weight"),
    DecodingCase(
        name: "font scales that is not a boolean",
        spec: specWith(component: #"{ "id": "a", "type": "text", "font": { "scales": ↓"no" } }"#),
        message: "expected a boolean for 'scales', found a string", pointer: "/layouts/0/components/0/font/scales"),
    DecodingCase(
        name: "principal that is not a boolean",
        spec: specWith(component: #"{ "id": "a", "type": "button", "principal": ↓"yes" }"#),
        message: "expected a boolean for 'principal', found a string", pointer: "/layouts/0/components/0/principal"),
    DecodingCase(
        name: "anchor on a button",
        spec: specWith(component: #"{ "id": "a", "type": "button", ↓"anchor": "b" }"#),
        message: #"'anchor' only applies to a popover; remove it or use "type": "popover""#,
        pointer: "/layouts/0/components/0/anchor"),
    DecodingCase(
        name: "blank anchor",
        spec: specWith(component: #"{ "id": "a", "type": "popover", "anchor": ↓" " }"#),
        message: "'anchor' must not be empty; name the id of the control the popover opens from",
        pointer: "/layouts/0/components/0/anchor"),
    DecodingCase(
        name: "scrolls that is not a boolean",
        spec:
            #"{ "screen": "Orders", "orientations": ["portrait"], "layouts": [ { "scrolls": ↓"no", "components": [] } ] }"#,
        message: "expected a boolean for 'scrolls', found a string", pointer: "/layouts/0/scrolls"),
    DecodingCase(
        name: "negative spacing",
        spec: specWith(component: #"{ "id": "a", "type": "card", "spacing": ↓-8 }"#),
        message: "'spacing' is -8; a length in points cannot be negative", pointer: "/layouts/0/components/0/spacing"),
    DecodingCase(
        name: "spacing that is not a number",
        spec: specWith(component: #"{ "id": "a", "type": "card", "spacing": ↓"8pt" }"#),
        message: "expected a number for 'spacing', found a string", pointer: "/layouts/0/components/0/spacing"),
    DecodingCase(
        name: "content size on a card",
        spec: specWith(component: #"{ "id": "a", "type": "card", ↓"contentSize": { "width": 10, "height": 10 } }"#),
        message: #"'contentSize' only applies to an image; remove it or use "type": "image""#,
        pointer: "/layouts/0/components/0/contentSize"),
    DecodingCase(
        name: "content size of zero height",
        spec: specWith(component: #"{ "id": "a", "type": "image", "contentSize": { "width": 10, "height": ↓0 } }"#),
        message: "'height' of 'contentSize' must be greater than 0; give the image's natural size in points",
        pointer: "/layouts/0/components/0/contentSize/height"),
    DecodingCase(
        name: "content size without a height",
        spec: specWith(component: #"{ "id": "a", "type": "image", "contentSize": ↓{ "width": 10 } }"#),
        message: "missing required key 'height' in 'contentSize'", pointer: "/layouts/0/components/0/contentSize"),
    DecodingCase(
        name: "purpose on a component that is not a presentation",
        spec: specWith(component: #"{ "id": "a", "type": "button", ↓"purpose": "edit" }"#),
        message:
            "'purpose' only applies to a presentation (sheet, nonmodalSheet, formSheet, popover, fullScreenModal or inspector); remove it",
        pointer: "/layouts/0/components/0/purpose"),
    DecodingCase(
        name: "purpose that is not a known one",
        spec: specWith(component: #"{ "id": "a", "type": "sheet", "purpose": ↓"filters" }"#),
        message: "'filters' is not a valid value for 'purpose'; did you mean 'filter'?",
        pointer: "/layouts/0/components/0/purpose"),
    // Combinations
    DecodingCase(
        name: "frame and size together",
        spec: specWith(
            component: #"""
                { "id": "approve", "type": "button", ↓"frame": { "x": 16, "y": 600, "width": 343, "height": 44 },
                  ↓"size": { "width": 343, "height": 44 } }
                """#),
        message: "component 'approve' has both 'frame' and 'size'; keep one", pointer: "/layouts/0/components/0/size",
        related: ("'frame' is here", "/layouts/0/components/0/frame")),
]

@Test(arguments: decodingCases)
func reportsTheProblemWhereItIs(_ testCase: DecodingCase) throws {
    let marked = MarkedSpec(testCase.spec)
    let diagnostics = decodeDiagnostics(marked.text)
    try #require(diagnostics.count == 1, "got \(diagnostics.map(\.message))")
    let diagnostic = diagnostics[0]
    #expect(diagnostic.ruleID == "invalid-spec")
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.message == testCase.message)
    #expect(diagnostic.location.pointer == testCase.pointer)
    // In every case with a related location, that location comes first in the file: the first
    // marker is the related one, the second the primary one.
    let primaryMarker: SourcePosition
    if let related = testCase.related {
        try #require(marked.markers.count == 2)
        try #require(diagnostic.related.count == 1)
        #expect(diagnostic.related[0].message == related.message)
        #expect(diagnostic.related[0].location.pointer == related.pointer)
        #expect(diagnostic.related[0].location.start == marked.markers[0])
        primaryMarker = marked.markers[1]
    } else {
        try #require(marked.markers.count == 1)
        #expect(diagnostic.related.isEmpty)
        primaryMarker = marked.markers[0]
    }
    #expect(diagnostic.location.start == primaryMarker)
    #expect(diagnostic.location.path == "spec.json")
}
