/// The JSON Schema (draft 2020-12) of screen spec format version 1 and of app descriptions,
/// printed by `adaptlint schema`: the root accepts either (`oneOf`).
///
/// Editors use it for completion and inline errors. adaptlint's own decoder enforces the same
/// structure with better messages; a test checks that the keys listed here match
/// ``SpecDecoder/Keys`` and the enums of the vocabulary.
public enum SpecSchema {
    public static let identifier = "https://adaptlint.dev/schema/screen-spec-v1.json"

    public static var text: String {
        let components = ComponentType.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        let orientations = Orientation.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        let idioms = Idiom.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        let textStyles = TextStyle.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        let purposes = TaskPurpose.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        return """
            {
              "$schema": "https://json-schema.org/draft/2020-12/schema",
              "$id": "\(identifier)",
              "title": "adaptlint screen spec (format version 1) or app description",
              "description": "A screen spec: one screen of an iOS or iPadOS app, its supported orientations and its layouts per size class. Or an app description (root key \\"app\\"): the app's screens and navigation.",
              "oneOf": [{ "$ref": "#/$defs/screenSpec" }, { "$ref": "#/$defs/appDescription" }],
              "$defs": {
                "screenSpec": {
                  "type": "object",
                  "required": ["screen", "orientations", "layouts"],
                  "additionalProperties": false,
                  "properties": { "suppressions": { "$ref": "#/$defs/suppressions" },
                    "$schema": { "type": "string" },
                    "screen": { "type": "string", "pattern": "\\\\S", "description": "The screen's name; not blank." },
                    "description": { "type": "string" },
                    "orientations": {
                      "description": "The supported orientations: one list for every device family, or a list per family (a family left out does not show the screen).",
                      "oneOf": [
                        { "$ref": "#/$defs/orientationList" },
                        {
                          "type": "object", "additionalProperties": false,
                          "anyOf": [{ "required": ["phone"] }, { "required": ["pad"] }],
                          "properties": { "suppressions": { "$ref": "#/$defs/suppressions" },
                            "phone": { "$ref": "#/$defs/orientationList" },
                            "pad": { "$ref": "#/$defs/orientationList" }
                          }
                        }
                      ]
                    },
                    "layouts": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/layout" } },
                    "source": { "enum": ["interfaceBuilder"], "description": "Where the spec came from when it was not written as a spec; rules that need what that source cannot tell stay silent." },
                    "requiresFullScreen": { "type": "boolean", "description": "The app opts out of Split View and Slide Over on iPad (Info.plist's UIRequiresFullScreen): no multitasking pane is checked." },
                    "importedFrom": { "type": "string", "description": "The storyboard or xib adaptlint import read this spec from, relative to the spec's folder; a run that lints that document too leaves this spec out." }
                  }
                },
            \(AppSchema.definitions.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
                "suppressions": {
                  "type": "array",
                  "description": "Findings of these rules inside this object are suppressed (docs/suppressions.md).",
                  "items": {
                    "type": "object", "required": ["rule", "reason"], "additionalProperties": false,
                    "properties": {
                      "rule": { "type": "string", "description": "The id of the rule to silence." },
                      "reason": { "type": "string", "minLength": 1, "pattern": "\\\\S", "description": "Why the finding is acceptable." },
                      "expires": { "type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", "description": "Last day the suppression applies, YYYY-MM-DD." }
                    }
                  }
                },
                "orientationList": {
                  "type": "array", "minItems": 1, "uniqueItems": true,
                  "items": { "enum": [\(orientations)] }
                },
                "length": { "type": "number", "minimum": 0 },
                "sizeClass": { "enum": ["compact", "regular"] },
                "condition": {
                  "type": "object", "minProperties": 1, "additionalProperties": false,
                  "description": "Where a layout or component applies; every key present must match.",
                  "properties": { "suppressions": { "$ref": "#/$defs/suppressions" },
                    "width": { "$ref": "#/$defs/sizeClass" },
                    "height": { "$ref": "#/$defs/sizeClass" },
                    "orientation": { "enum": ["portrait", "landscape"] },
                    "idiom": { "enum": [\(idioms)], "description": "Understood, but always reported by no-idiom-layout." }
                  }
                },
                "layout": {
                  "type": "object", "required": ["components"], "additionalProperties": false,
                  "properties": { "suppressions": { "$ref": "#/$defs/suppressions" },
                    "when": { "$ref": "#/$defs/condition" },
                    "description": { "type": "string" },
                    "scrolls": { "type": "boolean", "description": "false: everything must fit the window without scrolling (default true)." },
                    "margins": {
                      "type": "object", "required": ["leading", "trailing"], "additionalProperties": false,
                      "properties": { "suppressions": { "$ref": "#/$defs/suppressions" },
                        "leading": { "$ref": "#/$defs/length" }, "trailing": { "$ref": "#/$defs/length" },
                        "top": { "$ref": "#/$defs/length" }, "bottom": { "$ref": "#/$defs/length" }
                      }
                    },
                    "components": { "type": "array", "items": { "$ref": "#/$defs/component" } }
                  }
                },
                "frame": {
                  "type": "object", "required": ["x", "y", "width", "height"], "additionalProperties": false,
                  "properties": { "suppressions": { "$ref": "#/$defs/suppressions" },
                    "x": { "type": "number" }, "y": { "type": "number" },
                    "width": { "$ref": "#/$defs/length" }, "height": { "$ref": "#/$defs/length" }
                  }
                },
                "size": {
                  "type": "object", "required": ["width", "height"], "additionalProperties": false,
                  "properties": { "suppressions": { "$ref": "#/$defs/suppressions" }, "width": { "$ref": "#/$defs/length" }, "height": { "$ref": "#/$defs/length" } }
                },
                "component": {
                  "type": "object", "required": ["id", "type"], "additionalProperties": false,
                  "not": { "required": ["frame", "size"] },
                  "if": { "required": ["anchor"] },
                  "then": { "properties": { "type": { "const": "popover" } } },
                  "dependentSchemas": {
                    "contentSize": { "properties": { "type": { "const": "image" } } },
                    "purpose": { "properties": { "type": { "enum": ["sheet", "nonmodalSheet", "formSheet", "popover", "fullScreenModal", "inspector"] } } }
                  },
                  "properties": { "suppressions": { "$ref": "#/$defs/suppressions" },
                    "id": { "type": "string", "pattern": "\\\\S", "description": "Not blank. The same id in two layouts is the same element." },
                    "type": { "enum": [\(components)] },
                    "description": { "type": "string" },
                    "frame": { "$ref": "#/$defs/frame" },
                    "size": { "$ref": "#/$defs/size" },
                    "hitArea": { "$ref": "#/$defs/size", "description": "Touch area when larger than the visible frame." },
                    "interactive": { "type": "boolean" },
                    "shows": { "type": "array", "items": { "type": "string", "minLength": 1 } },
                    "actions": { "type": "array", "items": { "type": "string", "minLength": 1 } },
                    "children": { "type": "array", "items": { "$ref": "#/$defs/component" } },
                    "when": { "$ref": "#/$defs/condition" },
                    "items": { "type": "integer", "minimum": 0 },
                    "visibleItems": { "type": "number", "exclusiveMinimum": 0 },
                    "rows": { "type": "integer", "minimum": 1 },
                    "resizing": { "$ref": "#/$defs/resizing" },
                    "font": { "$ref": "#/$defs/font" },
                    "principal": { "type": "boolean", "description": "Marks the screen's principal action or content." },
                    "anchor": { "type": "string", "pattern": "\\\\S", "description": "Popovers only: the id of the control the popover opens from." },
                    "spacing": { "$ref": "#/$defs/length", "description": "Spacing between the component's own elements, in points." },
                    "purpose": { "enum": [\(purposes)], "description": "Presentations only: what the presentation is for (guideline 004)." },
                    "reaches": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Information or actions this component leads to on another screen (a secondary destination)." },
                    "margins": {
                      "type": "object", "required": ["leading", "trailing"], "additionalProperties": false,
                      "description": "The layout margins of the component's own content, when it is a container with margins of its own (a split-view column); inside it they replace the layout's.",
                      "properties": { "suppressions": { "$ref": "#/$defs/suppressions" },
                        "leading": { "$ref": "#/$defs/length" }, "trailing": { "$ref": "#/$defs/length" },
                        "top": { "$ref": "#/$defs/length" }, "bottom": { "$ref": "#/$defs/length" }
                      }
                    },
                    "contentSize": {
                      "type": "object", "required": ["width", "height"], "additionalProperties": false,
                      "description": "Images only: the image's natural size in points.",
                      "properties": { "suppressions": { "$ref": "#/$defs/suppressions" },
                        "width": { "type": "number", "exclusiveMinimum": 0 }, "height": { "type": "number", "exclusiveMinimum": 0 }
                      }
                    }
                  }
                },
                "font": {
                  "type": "object", "minProperties": 1, "additionalProperties": false,
                  "description": "The font of the component's text; see the dynamic-type rule.",
                  "properties": { "suppressions": { "$ref": "#/$defs/suppressions" },
                    "style": { "enum": [\(textStyles)], "description": "A Dynamic Type text style." },
                    "size": { "type": "number", "exclusiveMinimum": 0, "description": "Point size: fixed without a style." },
                    "scales": { "type": "boolean", "description": "Whether the text follows the text size people choose." }
                  }
                },
                "resizing": {
                  "type": "object", "required": ["width"], "additionalProperties": false,
                  "description": "How the component's width follows the window; see docs/devices.md.",
                  "properties": {
                    "width": { "enum": ["fill", "fixed"], "description": "fill: stretches with the window; fixed: keeps the drawn width." },
                    "minWidth": { "$ref": "#/$defs/length", "description": "A filling component never gets narrower." },
                    "maxWidth": { "$ref": "#/$defs/length", "description": "A filling component never gets wider." },
                    "span": { "enum": ["margins", "edges"], "description": "What a filling component spans (default margins)." }
                  },
                  "if": { "properties": { "width": { "const": "fixed" } } },
                  "then": { "not": { "anyOf": [{ "required": ["minWidth"] }, { "required": ["maxWidth"] }, { "required": ["span"] }] } }
                }
              }
            }

            """
    }
}
