#!/usr/bin/env python3
"""Worst-case screen specs for adaptlint's rules (standard library only).

Each shape is a spec that makes some rules do the most work they can per byte: thousands of
components in one layout, many layouts, deep children, many shows/actions names, many carousels,
many presentations, many suppressions. At scale 1 every spec stays just under the input limits
(16 MiB and 250,000 JSON values, docs/limits.md); a linear rule handles each in well under a
second, a quadratic one takes minutes. Benchmarks/guard lints them at a smaller scale under
callgrind, so that a rule whose cost grows faster than the spec fails the guard.

SHAPES lists each shape with the rules it is aimed at; every rule of the registry is aimed at by
at least one shape (the lint runs all rules on every shape anyway).

Usage: worstcase.py [--out DIR] [--scale S] [--only NAME[,NAME...]]
       worstcase.py --list
Output: DIR/NAME.json per shape (default DIR Benchmarks/corpus/worstcase, scale 1).
"""

import argparse
import json
import math
import os
import sys

GENERATOR_VERSION = 1
VALUE_LIMIT = 250_000
BYTE_LIMIT = 16 * 1024 * 1024
ORIENTATIONS = ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]


def frame(x, y, width, height):
    return {"x": x, "y": y, "width": width, "height": height}


def button(ident, x, y, width=44, height=44, **extra):
    component = {"id": ident, "type": "button", "frame": frame(x, y, width, height), "actions": [ident + ".tap"]}
    component.update(extra)
    return component


def spec(name, layouts, **extra):
    result = {"screen": name, "orientations": ORIENTATIONS, "layouts": layouts}
    result.update(extra)
    return result


def stacked(n):
    """n buttons drawn at one spot: tap-target-overlap's every pair overlaps."""
    return spec("Stacked", [{"components": [button("b%d" % i, 16, 100) for i in range(n)]}])


def row(n):
    """n buttons side by side in one row: every pair side by side vertically, none overlaps."""
    return spec("Row", [{"components": [button("b%d" % i, i * 45, 100) for i in range(n)]}])


def grid(n):
    """A square grid of n tappable cells 1pt apart (tap-target-overlap, tap-target-size, readable-width)."""
    side = max(1, int(math.sqrt(n)))
    cells = [
        {"id": "c%d" % i, "type": "cell", "frame": frame((i % side) * 45, (i // side) * 45, 44, 44)}
        for i in range(n)
    ]
    return spec("Grid", [{"components": cells}])


def layouts(n):
    """n layouts with every trait condition, each with a few components whose shows differ
    (orientation-variants, information-parity, rotation-keeps-components, no-applicable-layout,
    no-idiom-layout, spacing-adapts, column-count, device-overflow, layout-margins)."""
    widths, heights, orientations = ["compact", "regular"], ["compact", "regular"], ["portrait", "landscape"]
    result = []
    for i in range(n):
        when = {"width": widths[i % 2], "height": heights[(i // 2) % 2], "orientation": orientations[(i // 4) % 2]}
        if i % 7 == 0:
            when = {"idiom": ["phone", "pad"][i % 2]}
        components = [
            {"id": "list", "type": "list", "frame": frame(0, 100, 375 + i % 500, 600), "shows": ["item.%d" % (i % 97)],
             "spacing": 8 + i % 3},
            button("edit", 16 + i % 40, 40),
            {"id": "title%d" % i, "type": "text", "frame": frame(16, 60, 700, 30), "shows": ["title.%d" % i]},
        ]
        result.append({"when": when, "margins": {"leading": 16, "trailing": 16}, "components": components})
    return spec("Layouts", result)


def deep(n):
    """n chains of components nested 100 deep (children walks, ancestry, subtree ranges)."""
    chains = []
    for c in range(n):
        node = button("leaf%d" % c, 16, 100 + c)
        for level in range(100):
            node = {"id": "s%d_%d" % (c, level), "type": "stack", "frame": frame(0, 100 + c, 375, 44),
                    "children": [node]}
        chains.append(node)
    return spec("Deep", [{"when": {"width": "compact"}, "components": chains},
                         {"when": {"width": "regular"}, "components": [button("only", 20, 20)]}])


def names(n):
    """Components with many shows and actions names, differing between the width classes
    (information-parity, screen-spec-reference, secondary-destinations)."""
    def components(prefix, shift):
        return [
            {"id": "%s%d" % (prefix, i), "type": "card", "frame": frame(16, 100 + i, 343, 44),
             "shows": ["entity%d.field%d" % (i, j + shift) for j in range(40)],
             "actions": ["entity%d.action%d" % (i, j + shift) for j in range(10)]}
            for i in range(n)
        ]
    return spec("Names", [{"when": {"width": "compact"}, "components": components("c", 0)},
                          {"when": {"width": "regular"}, "components": components("r", 1)}])


def carousels(n):
    """n carousels with cards (carousel-reach, carousel-regular-shows-more, primary-image-size)."""
    def layout(width, visible):
        return {"when": {"width": width}, "components": [
            {"id": "carousel%d" % i, "type": "carousel", "frame": frame(0, 100 + i * 10, 375, 180),
             "items": 20 + i % 5, "visibleItems": visible, "shows": ["card.%d" % i],
             "children": [{"id": "card%d" % i, "type": "card", "frame": frame(16, 100 + i * 10, 163, 180),
                           "actions": ["card%d.open" % i]},
                          {"id": "image%d" % i, "type": "image", "frame": frame(16, 100 + i * 10, 163, 90),
                           "contentSize": {"width": 800, "height": 600}}]}
            for i in range(n)]}
    return spec("Carousels", [layout("compact", 2), layout("regular", 2)])


def presentations(n):
    """n popovers and sheets with anchors and controls (popover-anchor, presentation-adapts,
    no-popover-in-compact, multi-window-optional, fits-without-scrolling, principal-* rules)."""
    components = []
    for i in range(n):
        kind = ["popover", "sheet", "formSheet", "nonmodalSheet"][i % 4]
        presentation = {"id": "p%d" % i, "type": kind, "frame": frame(20, 100, 320, 400), "principal": i % 9 == 0}
        if kind == "popover":
            presentation["anchor"] = "save%d" % (i + 1)
        components.append(dict(presentation, **{
             "children": [button("save%d" % i, 30, 110, actions=["item%d.save" % i]),
                          {"id": "field%d" % i, "type": "textField", "frame": frame(30, 160, 300, 44),
                           "font": {"style": "body", "size": 17, "scales": i % 2 == 0}}]}))
    return spec("Presentations", [{"when": {"width": "compact"}, "components": components},
                                  {"when": {"width": "regular"}, "components": components[: max(1, n // 2)]}])


def navigation(n):
    """Sidebars, tab bars and split views with many items (deep-hierarchy-sidebar, tab-bar-adapts,
    list-detail-side-by-side, mixed-split-view-columns, split-view-matches-spec, column-widths,
    sidebar-deployment-target, dynamic-type)."""
    items = [{"id": "tab%d" % i, "type": "tabItem", "frame": frame(i * 10, 800, 10, 49), "actions": ["tab%d.open" % i],
              "font": {"style": "caption2", "size": 10}} for i in range(n)]
    sidebar_items = [{"id": "row%d" % i, "type": "cell", "frame": frame(0, 50 + i, 320, 44),
                      "actions": ["section%d.open" % i], "children": [
                          {"id": "sub%d" % i, "type": "cell", "frame": frame(0, 50 + i, 320, 44),
                           "actions": ["section%d.sub" % i]}]} for i in range(n)]
    return spec("Navigation", [
        {"when": {"width": "compact"}, "components": [{"id": "tabs", "type": "tabBar", "frame": frame(0, 800, 375, 49),
                                                        "children": items}]},
        {"when": {"width": "regular"}, "components": [
            {"id": "sidebar", "type": "sidebar", "frame": frame(0, 0, 320, 1194), "children": sidebar_items},
            {"id": "detail", "type": "list", "frame": frame(320, 0, 514, 1194), "shows": ["detail.body"]}]},
    ])


def suppressions(n):
    """n idiom layouts, each with a finding and a suppression for it, plus n suppressions on the
    root that match nothing (the suppression matching and unused-suppression reporting)."""
    result = []
    for i in range(n):
        result.append({"when": {"idiom": ["phone", "pad"][i % 2]}, "components": [],
                       "suppressions": [{"rule": "no-idiom-layout", "reason": "legacy layout %d" % i}]})
    root = [{"rule": "tap-target-size", "reason": "kept %d" % i} for i in range(n)]
    return spec("Suppressions", result, suppressions=root)


# name: (builder, count at scale 1, rules aimed at)
SHAPES = {
    "stacked": (stacked, 12_500, "tap-target-overlap"),
    "row": (row, 12_500, "tap-target-overlap, tap-target-size"),
    "grid": (grid, 15_000, "tap-target-overlap, tap-target-size, readable-width, device-overflow"),
    "layouts": (layouts, 3_000, "orientation-variants, information-parity, rotation-keeps-components, "
                                 "no-applicable-layout, no-idiom-layout, spacing-adapts, column-count, "
                                 "device-overflow, layout-margins, readable-width"),
    "deep": (deep, 113, "every rule that walks children or ancestry"),
    "names": (names, 1_500, "information-parity, screen-spec-reference, secondary-destinations"),
    "carousels": (carousels, 1_750, "carousel-reach, carousel-regular-shows-more, primary-image-size"),
    "presentations": (presentations, 2_375, "popover-anchor, presentation-adapts, no-popover-in-compact, "
                                             "multi-window-optional, fits-without-scrolling, "
                                             "principal-upper-half, principal-compact-height, dynamic-type"),
    "navigation": (navigation, 3_500, "deep-hierarchy-sidebar, tab-bar-adapts, list-detail-side-by-side, "
                                       "mixed-split-view-columns, split-view-matches-spec, column-widths, "
                                       "sidebar-deployment-target, dynamic-type"),
    "suppressions": (suppressions, 11_250, "suppression matching, unused-suppression"),
}


def count_values(value):
    """JSON values as adaptlint counts them: every value, object keys included."""
    if isinstance(value, dict):
        return 1 + sum(1 + count_values(v) for v in value.values())
    if isinstance(value, list):
        return 1 + sum(count_values(v) for v in value)
    return 1


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    here = os.path.dirname(os.path.abspath(__file__))
    parser.add_argument("--out", default=os.path.join(here, "corpus", "worstcase"))
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--only", default="")
    parser.add_argument("--list", action="store_true")
    args = parser.parse_args()
    if args.list:
        for name, (_, count, rules) in SHAPES.items():
            print("%-14s %7d  %s" % (name, count, rules))
        return 0
    names_wanted = [n for n in args.only.split(",") if n] or list(SHAPES)
    os.makedirs(args.out, exist_ok=True)
    for name in names_wanted:
        builder, count, _ = SHAPES[name]
        document = builder(max(1, int(count * args.scale)))
        text = json.dumps(document, ensure_ascii=False, separators=(",", ":"))
        values = count_values(document)
        size = len(text.encode("utf-8"))
        if values > VALUE_LIMIT or size > BYTE_LIMIT:
            print("error: %s holds %d values, %d bytes: over the input limits" % (name, values, size), file=sys.stderr)
            return 1
        with open(os.path.join(args.out, name + ".json"), "w", encoding="utf-8") as handle:
            handle.write(text)
        print("%-14s %9d values %10d bytes" % (name, values, size), file=sys.stderr)
    with open(os.path.join(args.out, "STAMP"), "w", encoding="utf-8") as handle:
        handle.write("worstcase %d scale %s\n" % (GENERATOR_VERSION, args.scale))
    return 0


if __name__ == "__main__":
    sys.exit(main())
