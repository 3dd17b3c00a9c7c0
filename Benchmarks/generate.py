#!/usr/bin/env python3
"""Deterministic benchmark corpora for adaptlint (standard library only).

Corpus A ("large"): 10,000 screen specs of about 17 KB, 20 top-level components per layout, two to
five layouts per spec (compact and regular width, and for some screens compact height and
orientation-specific layouts), realistic frames, shows/actions, cards with children and carousels.
Corpus B ("small"): 10,000 specs of about 2 KB.
Corpus C ("tiny"): 10,000 specs with one component per layout (about 1 KB), for what a file
costs on its own, whatever it holds.

A small, realistic share of specs carries findings: undersized tap targets, idiom conditions,
information parity gaps, a single landscape variant, carousels beyond reach. A few files are
minified or use CRLF line ends, as real repositories have.

Every file depends only on the seed and its index, so the output is byte-identical on every
machine and Python 3 version. Files go into subfolders of 1,000 (large/d00 ... large/d09), so a
benchmark can lint 1,000 or all 10,000 files of the same corpus.

Usage: generate.py [--out DIR] [--count N] [--seed S] [--only large|small|tiny|guard]
"""

import argparse
import json
import os
import random
import sys

GENERATOR_VERSION = 2
DEFAULT_SEED = 20240601

SCREEN_NAMES = [
    "Order Details", "Purchase Order Approval", "Customer Overview", "Product Catalog", "Service Ticket",
    "Maintenance Notification", "Sales Dashboard", "Invoice Review", "Shipment Tracking", "Leave Request",
    "Expense Report", "Bestellübersicht", "Détails de la commande", "注文の詳細", "Ordini in sospeso",
    "Work Order Confirmation", "Supplier Evaluation", "Inventory Count", "Time Sheet", "Asset Details",
]
ENTITIES = ["order", "customer", "product", "invoice", "shipment", "ticket", "asset", "supplier", "item", "contract"]
FIELDS = ["id", "status", "total", "date", "owner", "priority", "address", "contact", "notes", "quantity",
          "price", "currency", "location", "dueDate", "category", "rating", "history", "attachments"]
ACTIONS = ["approve", "reject", "edit", "share", "delete", "call", "email", "addNote", "assign", "forward",
           "print", "favorite", "scan", "reorder", "escalate"]
NOTES = [
    "Primary action stays in the thumb zone.",
    "Shown as a header in compact width.",
    "Uses the object header pattern (KPI on the right in regular width).",
    "Truncate after two lines; full text in the detail view.",
    "Status colour follows the semantic palette — never the only signal.",
    "Localised label; allow 40 % growth for German.",
    "Image is decorative; VoiceOver skips it.",
]


class SpecBuilder:
    """Builds one spec as nested dicts from a seeded random source."""

    def __init__(self, rng, components_per_layout, max_layouts, allow_children=True):
        self.rng = rng
        self.count = components_per_layout
        self.max_layouts = max_layouts
        self.allow_children = allow_children

    def info(self):
        return f"{self.rng.choice(ENTITIES)}.{self.rng.choice(FIELDS)}"

    def content(self):
        """The screen's elements once; every layout places all of them (information parity)."""
        rng = self.rng
        elements = []
        kinds = ["text", "text", "text", "button", "cell", "cell", "toggle", "textField", "image", "card",
                 "carousel", "segmentedControl", "header", "link", "list"]
        for index in range(self.count):
            kind = "header" if index == 0 else rng.choice(kinds)
            element = {"id": f"{kind}-{index + 1}", "type": kind}
            if kind in ("text", "header", "cell", "list", "image", "link", "card", "carousel"):
                element["shows"] = sorted({self.info() for _ in range(rng.randint(1, 3))})
            if kind in ("button", "cell", "link") or (kind == "card" and rng.random() < 0.5):
                element["actions"] = sorted({rng.choice(ACTIONS) for _ in range(rng.randint(1, 2))})
            if kind == "toggle":
                element["actions"] = ["toggle" + rng.choice(["Notifications", "Favorite", "Sync"])]
            if kind == "carousel":
                # Within reach of four swipes at two visible cards per row (2 x rows x 4).
                element["rows"] = rng.choice([1, 1, 1, 2])
                element["items"] = rng.choice([4, 6, 8, 8] if element["rows"] == 1 else [8, 12, 16])
            if kind == "image" and rng.random() < 0.7:
                element["interactive"] = False
            if rng.random() < 0.15:
                element["description"] = rng.choice(NOTES)
            if kind == "card" and self.allow_children:
                element["children"] = [
                    {"id": f"{element['id']}-{part}", "type": part, **self.child_extras(part)}
                    for part in ("text", "image", "button")[: rng.randint(2, 3)]
                ]
            elements.append(element)
        return elements

    def child_extras(self, part):
        if part == "button":
            return {"actions": [self.rng.choice(ACTIONS)]}
        if part == "image":
            return {"interactive": False}
        return {"shows": [self.info()]}

    def place(self, element, x, y, width, height, layout_kind):
        rng = self.rng
        component = {key: element[key] for key in ("id", "type")}
        if rng.random() < 0.15 and layout_kind == "compact":  # a pushed detail drawn by size only
            component["size"] = {"width": width, "height": height}
        else:
            component["frame"] = {"x": x, "y": y, "width": width, "height": height}
        if element["type"] in ("link", "segmentedControl"):  # drawn shorter than 44pt, touched at 44pt
            component["hitArea"] = {"width": max(width, 44), "height": 44}
        if layout_kind not in ("compact", "compactHeight"):  # columns stretch with the window, down to a usable width
            component["resizing"] = {"width": "fill", "minWidth": 150, "maxWidth": 672}  # readable width
        for key in ("interactive", "shows", "actions", "description"):
            if key in element:
                component[key] = list(element[key]) if isinstance(element[key], list) else element[key]
        if element["type"] == "carousel":
            component["items"] = element["items"]
            visible = {"compact": 2, "regular": 4, "landscape": 3, "compactHeight": 3}[layout_kind]
            component["visibleItems"] = visible + (0.5 if rng.random() < 0.2 else 0)
            if element["rows"] != 1:
                component["rows"] = element["rows"]
        if "children" in element:
            children = []
            for offset, child in enumerate(element["children"]):
                placed = dict(child)
                child_height = 44 if child["type"] == "button" else 24 + 16 * offset
                placed["frame"] = {"x": x + 12, "y": y + 12 + 52 * offset, "width": max(width - 24, 44),
                                   "height": child_height}
                children.append(placed)
            component["children"] = children
        return component

    def layout(self, elements, layout_kind, when):
        rng = self.rng
        screen_width = {"compact": 375, "regular": 1024, "landscape": 1366, "compactHeight": 812}[layout_kind]
        compact_width = layout_kind in ("compact", "compactHeight")
        # One component (corpus C) spans the layout; more sit in two columns in regular width.
        columns = 1 if compact_width or len(elements) == 1 else 2
        # Layout margins: 16pt in compact width, 48pt in regular width from 768pt wide.
        margin = 16 if compact_width else 48
        column_width = (screen_width - 2 * margin - 16 * (columns - 1)) // columns
        components = []
        y = 100 + rng.randint(0, 20)
        row_height = 0
        for index, element in enumerate(elements):
            column = index % columns
            kind = element["type"]
            height = {"button": 44, "toggle": 44, "textField": 44, "segmentedControl": 36, "cell": 60,
                      "image": 180, "card": 160, "carousel": 200, "list": 240, "header": 88,
                      "link": 32}.get(kind, 22 + 4 * rng.randint(0, 8))
            x = margin + column * (column_width + 16)
            components.append(self.place(element, x, y, column_width, height, layout_kind))
            row_height = max(row_height, height)
            if column == columns - 1:
                y += row_height + 12
                row_height = 0
        layout = {}
        if when is not None:
            layout["when"] = when
        layout["margins"] = {"leading": margin, "trailing": margin}
        if rng.random() < 0.3:
            layout["margins"]["top"] = 8
            layout["margins"]["bottom"] = 34
        if rng.random() < 0.3:
            layout["description"] = f"{layout_kind} layout"
        layout["components"] = components
        return layout

    def spec(self):
        rng = self.rng
        elements = self.content()
        layouts = [
            self.layout(elements, "compact", {"width": "compact"}),
            self.layout(elements, "regular", {"width": "regular"}),
        ]
        extra = [
            ("compactHeight", {"width": "compact", "height": "compact"}),
            ("regular", {"width": "regular", "height": "regular"}),
            ("landscape", {"width": "regular", "orientation": "landscape"}),
        ]
        for kind, when in extra[: min(rng.choice([0, 0, 1, 1, 2, 3]), self.max_layouts - 2)]:
            layouts.append(self.layout(elements, kind, when))
        spec = {}
        if rng.random() < 0.4:
            spec["$schema"] = "https://adaptlint.dev/schema/screen-spec-v1.json"
        spec["screen"] = rng.choice(SCREEN_NAMES)
        if rng.random() < 0.5:
            spec["description"] = f"{spec['screen']}: {rng.choice(NOTES)}"
        spec["orientations"] = ["portrait", "landscapeLeft", "landscapeRight"]
        spec["layouts"] = layouts
        self.inject_findings(spec)
        return spec

    def inject_findings(self, spec):
        """A small, realistic share of specs breaks one guideline."""
        rng = self.rng
        roll = rng.random()
        layouts = spec["layouts"]
        if roll < 0.04:  # undersized tap target
            layout = rng.choice(layouts)
            for component in layout["components"]:
                if component["type"] == "button" and "frame" in component:
                    component["frame"]["height"] = rng.choice([28, 32, 36])
                    break
        elif roll < 0.06:  # layout or component chosen by idiom
            layout = rng.choice(layouts)
            if rng.random() < 0.5:
                layout["when"] = {"idiom": rng.choice(["pad", "phone"])}
            else:
                rng.choice(layout["components"])["when"] = {"idiom": "pad"}
        elif roll < 0.09:  # information parity gap
            layout = layouts[1]
            for component in layout["components"]:
                if component.get("shows"):
                    del component["shows"][-1]
                    if not component["shows"]:
                        del component["shows"]
                    break
        elif roll < 0.11:  # a single landscape variant
            spec["orientations"] = ["portrait", "landscapeLeft"]
        elif roll < 0.13:  # a carousel beyond reach
            for layout in layouts:
                for component in layout["components"]:
                    if component["type"] == "carousel":
                        component["items"] = 40


def render(value, indent=0, step=2):
    """JSON as people write specs: short objects and lists on one line, the rest expanded."""
    inline = json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    if isinstance(value, dict) and inline != "{}":
        inline = "{ " + inline[1:-1] + " }"
    nested = isinstance(value, (dict, list)) and any(
        isinstance(v, (dict, list)) for v in (value.values() if isinstance(value, dict) else value))
    if not isinstance(value, (dict, list)) or (not nested and len(inline) + indent <= 100):
        return inline
    pad = " " * (indent + step)
    if isinstance(value, dict):
        items = [f"{pad}{json.dumps(k, ensure_ascii=False)}: {render(v, indent + step, step)}" for k, v in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"
    items = [pad + render(v, indent + step, step) for v in value]
    return "[\n" + ",\n".join(items) + "\n" + " " * indent + "]"


def encode(spec, rng):
    style = rng.random()
    if style < 0.05:
        text = json.dumps(spec, ensure_ascii=False, separators=(",", ":"))
    elif style < 0.10:
        text = render(spec).replace("\n", "\r\n")
    else:
        text = render(spec, step=rng.choice([2, 2, 2, 4]))
    return (text + "\n").encode("utf-8")


CORPORA = {
    # name: (files, components per layout, max layouts, children)
    "large": (10_000, 20, 5, True),
    "small": (10_000, 3, 2, False),
    # Corpus C: one component per layout, so that a file costs little more than being a file.
    "tiny": (10_000, 1, 2, False),
    "guard": (200, 20, 5, True),
}


def generate(out, name, count, seed):
    _, components, max_layouts, children = CORPORA[name]
    total = 0
    for index in range(count):
        rng = random.Random(f"{seed}:{name}:{index}")
        builder = SpecBuilder(rng, components, max_layouts, children)
        data = encode(builder.spec(), rng)
        folder = os.path.join(out, name, f"d{index // 1000:02d}")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, f"spec{index:05d}.json"), "wb") as handle:
            handle.write(data)
        total += len(data)
    return total


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus"))
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    parser.add_argument("--count", type=int, help="files per corpus (default: each corpus's own)")
    parser.add_argument("--only", choices=sorted(CORPORA), action="append")
    args = parser.parse_args()
    for name in args.only or ["large", "small"]:
        count = args.count or CORPORA[name][0]
        total = generate(args.out, name, count, args.seed)
        stamp = os.path.join(args.out, name, "STAMP")
        with open(stamp, "w") as handle:
            handle.write(f"generator {GENERATOR_VERSION} seed {args.seed} files {count}\n")
        print(f"{name}: {count} files, {total / 1e6:.1f} MB, average {total / count / 1e3:.1f} KB", file=sys.stderr)


if __name__ == "__main__":
    main()
