#!/usr/bin/env python3
"""Broken variants of generated specs, for checking that an optimised build reports exactly
what the previous build reported (see Benchmarks/compare-output).

Each variant applies one seeded mutation to a valid spec: a misspelt, unknown, duplicated,
escaped or very long key; a wrong type; a negative, fractional or huge number; an empty or
blank string; an unknown enum value; a missing required key; broken JSON syntax. Standard
library only; deterministic.

Usage: mutate.py SOURCE_DIR OUT_DIR [--count N] [--seed S]
"""

import argparse
import json
import os
import random

KEYS_TYPO = {"type": "tpye", "frame": "fram", "width": "widht", "shows": "show", "actions": "action",
             "components": "component", "orientation": "orientaton", "visibleItems": "visibleitems"}


def walk(value, path=()):
    """Every (path, container) pair of dicts in the value."""
    if isinstance(value, dict):
        yield path, value
        for key, child in value.items():
            yield from walk(child, path + (key,))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield from walk(child, path + (index,))


def mutate_object(spec, rng):
    """Applies one mutation to the parsed spec; returns JSON text or None."""
    objects = [obj for _, obj in walk(spec) if obj]
    target = rng.choice(objects)
    key = rng.choice(list(target))
    kind = rng.randrange(12)
    if kind == 0:
        target[KEYS_TYPO.get(key, key + "x")] = target.pop(key)
    elif kind == 1:
        target["unexpectedKeyWithAVeryLongName"] = 1
    elif kind == 2:
        target[key] = rng.choice([None, True, "text", 3, [], {}])
    elif kind == 3 and isinstance(target[key], (int, float)) and not isinstance(target[key], bool):
        target[key] = rng.choice([-1, 2.5, 10**400, -0.0, 0.5e-30, 12345678901234567890])
    elif kind == 4 and isinstance(target[key], str):
        target[key] = rng.choice(["", "   ", "\u00e9t\u00e9", "compacte", "Button", "x" * 40, "\u3000"])
    elif kind == 5:
        del target[key]
    elif kind == 6:
        target["when"] = rng.choice([{}, {"width": "Compact"}, {"idiom": "pad"}, {"height": "regular", "x": 1}])
    elif kind == 7:
        target["items"] = rng.choice([3.5, -2, 0, 100])
        target["visibleItems"] = rng.choice([0, -1, 2.5])
    else:
        return None
    return json.dumps(spec, ensure_ascii=False, indent=2)


def mutate_text(text, rng):
    """Textual mutations the object model cannot express."""
    kind = rng.randrange(8)
    position = rng.randrange(len(text))
    if kind == 0:  # a duplicate key
        index = text.find('"id": ', position)
        if index < 0:
            return None
        end = text.find("\n", index)
        if end < 0:
            return None
        line = text[index:end].rstrip(",\r")
        at = index + len(line)
        return text[:at] + ", " + line + text[at:]
    if kind == 1:  # an escaped key that means a known one
        return text.replace('"type":', '"\\u0074ype":', 1)
    if kind == 2:  # an escaped duplicate of an existing key
        return text.replace('"type":', '"\\u0074ype": "text", "type":', 1)
    if kind == 3:  # truncated
        return text[:position]
    if kind == 4:  # a trailing comma
        index = text.find("}", position)
        return text[:index] + "," + text[index:] if index > 0 else None
    if kind == 5:  # a stray byte
        return text[:position] + rng.choice(["@", "\u0001", "'", "NaN"]) + text[position:]
    if kind == 6:  # multibyte text before a problem
        return text.replace('"screen": "', '"screen": "\u00c4\u00f6\u00fc \U0001F600 ', 1).replace('"type": "', '"type": "x', 1)
    return text.replace('"width"', '"width", "width"', 1)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("source")
    parser.add_argument("out")
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    sources = sorted(os.path.join(d, f) for d, _, fs in os.walk(args.source) for f in fs if f.endswith(".json"))
    os.makedirs(args.out, exist_ok=True)
    written = 0
    for index in range(args.count):
        rng = random.Random(f"{args.seed}:{index}")
        with open(rng.choice(sources), encoding="utf-8") as handle:
            text = handle.read()
        result = mutate_object(json.loads(text), rng) if rng.random() < 0.6 else mutate_text(text, rng)
        if result is None:
            continue
        with open(os.path.join(args.out, f"m{index:05d}.json"), "w", encoding="utf-8", newline="") as handle:
            handle.write(result)
        written += 1
    print(f"{written} mutated specs in {args.out}")


if __name__ == "__main__":
    main()
