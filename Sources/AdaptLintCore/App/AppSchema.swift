/// The JSON Schema definitions of app descriptions, part of the schema ``SpecSchema`` prints: its
/// root accepts a screen spec or an app description (`oneOf`). A test checks the keys against
/// ``AppDecoder/Keys`` and the enums against the app vocabulary.
enum AppSchema {
    /// Members of `$defs` (without surrounding braces), indented for ``SpecSchema/text``.
    static var definitions: String {
        let styles = NavigationStyle.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        let levels = DestinationLevel.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        let roles = ScreenRole.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        return """
            "appDescription": {
              "type": "object",
              "description": "An app description (docs/app-format.md): its screens, their relations, navigation and window support.",
              "required": ["app"],
              "additionalProperties": false,
              "properties": { "suppressions": { "$ref": "#/$defs/suppressions" },
                "$schema": { "type": "string" },
                "app": { "type": "string", "pattern": "\\\\S", "description": "The app's name; not blank." },
                "description": { "type": "string" },
                "deploymentTarget": { "type": "string", "pattern": "^[0-9]{1,3}(\\\\.[0-9]{1,3}){0,2}$", "description": "The oldest iOS version the app runs on, e.g. \\"17.0\\"." },
                "multiWindow": {
                  "type": "object", "required": ["supported"], "additionalProperties": false,
                  "properties": { "suppressions": { "$ref": "#/$defs/suppressions" },
                    "supported": { "type": "boolean" },
                    "required": { "type": "boolean", "description": "Never true (multi-window-optional)." }
                  }
                },
                "navigation": {
                  "type": "object", "required": ["compact", "regular", "destinations"], "additionalProperties": false,
                  "properties": { "suppressions": { "$ref": "#/$defs/suppressions" },
                    "compact": { "$ref": "#/$defs/navigationStyle" },
                    "regular": { "$ref": "#/$defs/navigationStyle" },
                    "destinations": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/destination" } }
                  }
                },
                "screens": { "type": "array", "items": { "$ref": "#/$defs/appScreen" } }
              }
            },
            "navigationStyle": { "enum": [\(styles)] },
            "specPath": { "type": "string", "pattern": "\\\\S", "description": "A screen spec's path, relative to the app file." },
            "destination": {
              "type": "object", "required": ["id"], "additionalProperties": false,
              "description": "A tab, sidebar item or sidebar section.",
              "properties": { "suppressions": { "$ref": "#/$defs/suppressions" },
                "id": { "type": "string", "pattern": "\\\\S" },
                "title": { "type": "string" },
                "description": { "type": "string" },
                "level": { "enum": [\(levels)], "description": "Default: primary at the top level, secondary below." },
                "screen": { "$ref": "#/$defs/specPath" },
                "children": { "type": "array", "items": { "$ref": "#/$defs/destination" } }
              }
            },
            "appScreen": {
              "type": "object", "required": ["id", "spec"], "additionalProperties": false,
              "properties": { "suppressions": { "$ref": "#/$defs/suppressions" },
                "id": { "type": "string", "pattern": "\\\\S" },
                "spec": { "$ref": "#/$defs/specPath" },
                "description": { "type": "string" },
                "role": { "enum": [\(roles)] },
                "splitView": {
                  "type": "object", "required": ["columns"], "additionalProperties": false,
                  "properties": { "suppressions": { "$ref": "#/$defs/suppressions" },
                    "columns": { "enum": [2, 3] },
                    "custom": { "type": "boolean", "description": "Built without the system split view." }
                  }
                },
                "opens": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Ids of the screens this one opens." }
              }
            },
            """
    }
}
