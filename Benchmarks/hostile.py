#!/usr/bin/env python3
"""Hostile project files for adaptlint's readers (standard library only).

Each shape is a small file a pull request could add, aimed at one reader's work bound: binary
property lists whose arrays share their children (a few hundred bytes that expand to 2^60 values
when read as a tree), Interface Builder documents and XML property lists that try to declare
entities (through a BOM, a spaced or a non-UTF-8 encoding declaration), a one-line Info.plist, an
element with hundreds of thousands of attributes, an app description whose unknown screen ids
would each be compared with every screen, specs of 55,000 small buttons (past the value-count limit) and of
16,600 (at it) to fix, xibs with 10,000 small buttons, 60,000 views sharing one
id or a 20,000-entry variation mask, and a project file whose 320 targets share 320 configurations. adaptlint reads each within its named limits
(docs/limits.md): it lints it or stops with a clear error, in well under a second.
Tests/EndToEndTests/HostileFileTests.swift writes the same shapes (in Swift) and bounds the work.

Usage: hostile.py [--out DIR] [--scale S] [--only NAME[,NAME...]]
       hostile.py --list
Output: DIR/NAME/<file> per shape (default DIR Benchmarks/corpus/hostile, scale 1).
"""

import argparse
import base64
import json
import os
import plistlib
import sys


def binary_plist(scale):
    """A binary Info.plist of about 440 bytes whose arrays hold the same child twice, 60 levels deep."""
    return shared_binary_plist(max(2, int(60 * scale)))


def shared_binary_plist(levels):
    """A binary Info.plist whose arrays hold the same child twice, `levels` deep.

    plistlib writes each container once and refers to it by index wherever it occurs, so the file
    has `levels` + a few objects and stays a few hundred bytes, while the tree it describes has
    2^levels leaves.
    """
    value = ["x"]
    for _ in range(levels):
        value = [value, value]
    root = {"CFBundleIdentifier": "com.example.shared", "UISupportedInterfaceOrientations": value}
    return plistlib.dumps(root, fmt=plistlib.FMT_BINARY)


XIB_BODY = (
    '<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="1" '
    'targetRuntime="iOS.CocoaTouch"><device id="retina4_7" orientation="portrait"/><objects>'
    '<view contentMode="scaleToFill" id="root" userLabel="&b;"><rect key="frame" x="0" y="0" '
    'width="375" height="667"/></view></objects></document>'
)


def laughs(levels, root="document"):
    """An internal DTD subset whose entity `b` expands to 10^levels copies of "lol"."""
    entities = ['<!ENTITY e0 "lol">']
    for level in range(1, levels + 1):
        entities.append('<!ENTITY e%d "%s">' % (level, ("&e%d;" % (level - 1)) * 10))
    entities.append('<!ENTITY b "&e%d;">' % levels)
    return "<!DOCTYPE %s [%s]>" % (root, "".join(entities))


def utf7(text):
    """`text` in UTF-7 with every character in base64 (Python's codec writes `<` and `!` as they are)."""
    encoded = base64.b64encode(text.encode("utf-16-be")).decode("ascii").rstrip("=")
    return ("+" + encoded + "-").encode("ascii")


def xib_utf7(scale):
    """A xib that declares `encoding ="UTF-7"` (a space before `=`) and writes its DTD in UTF-7."""
    text = laughs(max(1, int(6 * scale))) + XIB_BODY
    return b'<?xml version="1.0" encoding ="UTF-7"?>\n' + utf7(text)


def xib_bom(scale):
    """A xib that starts with a UTF-8 byte order mark, declares UTF-7, and writes its DTD in UTF-7."""
    text = laughs(max(1, int(6 * scale))) + XIB_BODY
    return b'\xef\xbb\xbf<?xml version="1.0" encoding="UTF-7"?>\n' + utf7(text)


def plist_entity(scale):
    """An XML Info.plist with a 2 MB internal entity referenced 10,000 times."""
    size = max(1, int(2_000_000 * scale))
    count = max(1, int(10_000 * scale))
    head = '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist [<!ENTITY big "%s">]>\n' % ("A" * size)
    body = "<plist version=\"1.0\"><dict><key>CFBundleName</key><string>%s</string></dict></plist>\n" % (
        "&big;" * count
    )
    return (head + body).encode("utf-8")


def plist_one_line(scale):
    """An XML Info.plist on one line with 20,000 elements."""
    count = max(1, int(10_000 * scale))
    members = "".join("<key>K%d</key><string>v</string>" % index for index in range(count))
    return ('<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>%s</dict></plist>' % members).encode()


def xib_attributes(scale):
    """A xib whose one view carries 400,000 attributes."""
    count = max(1, int(400_000 * scale))
    attributes = " ".join('a%d="1"' % index for index in range(count))
    body = XIB_BODY.replace('userLabel="&b;"', attributes)
    return ('<?xml version="1.0" encoding="UTF-8"?>\n' + body).encode()


def app_opens(scale):
    """An app description with 8,000 screens, each opening an id that is not a screen."""
    count = max(1, int(8_000 * scale))
    screens = [
        {"id": "screen-%05d" % index, "spec": "s.json", "opens": ["missing-%05d" % index]} for index in range(count)
    ]
    return json.dumps({"app": "Hostile", "screens": screens}).encode()


def xib_with_views(views, mask=""):
    """A xib whose root view holds `views` (XML text) and, when given, a variation `mask`."""
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" '
        'version="3.0" toolsVersion="1" targetRuntime="iOS.CocoaTouch"><device id="retina4_7" '
        'orientation="portrait"/><objects><view contentMode="scaleToFill" id="root"><rect key="frame" x="0" '
        'y="0" width="375" height="667"/><subviews>%s</subviews>%s</view></objects></document>\n' % (views, mask)
    ).encode()


def button(index, identifier=None):
    return (
        '<button opaque="NO" contentMode="scaleToFill" id="%s"><rect key="frame" x="%d" y="%d" width="20" '
        'height="20"/><connections><action selector="tap%d:" destination="-1" eventType="touchUpInside" '
        'id="a%d"/></connections></button>'
    ) % (identifier or "b%d" % index, (index * 22) % 360, 20 + (index // 16) * 22, index, index)


def xib_buttons(scale):
    """A xib with 10,000 small buttons with actions (1 MB): one finding each, each named in its message."""
    count = max(1, int(10_000 * scale))
    return xib_with_views("".join(button(index) for index in range(count)))


def spec_small_buttons(scale):
    """A screen spec with 55,000 small buttons in one layout (5 MB, 825,011 values): past value-count."""
    return small_buttons(max(1, int(55_000 * scale)))


def spec_small_buttons_at_limit(scale):
    """A screen spec with 16,600 small buttons in one layout (1.6 MB, 249,011 values): each gets a fix."""
    return small_buttons(max(1, int(16_600 * scale)))


def small_buttons(count):
    """A screen spec with `count` 20x20pt buttons 50pt apart, 235 to a row, one per line (15 values each)."""
    columns = 235
    buttons = [
        {
            "id": "b%d" % index,
            "type": "button",
            "frame": {"x": (index % columns) * 50, "y": (index // columns) * 50, "width": 20, "height": 20},
        }
        for index in range(count)
    ]
    lines = ",\n".join(json.dumps(button) for button in buttons)
    return ('{"screen": "Buttons", "orientations": ["portrait"], "layouts": [{"components": [\n%s\n]}]}\n' % lines).encode()


def xib_shared_ids(scale):
    """A xib whose 60,000 buttons all carry the same object id."""
    count = max(1, int(60_000 * scale))
    return xib_with_views("".join(button(index, identifier="same") for index in range(count)))


def xib_mask(scale):
    """A xib with 20,000 subviews under a variation whose mask lists all 20,000."""
    count = max(1, int(20_000 * scale))
    views = "".join(
        '<view contentMode="scaleToFill" id="v%d"><rect key="frame" x="0" y="%d" width="10" height="10"/></view>'
        % (index, index % 600) for index in range(count))
    mask = '<variation key="widthClass=compact"><mask key="subviews">%s</mask></variation>' % "".join(
        '<exclude reference="v%d"/>' % index for index in range(count))
    return xib_with_views(views, mask)


def pbxproj_targets(scale):
    """A project.pbxproj with 320 targets that share 320 configurations, each inheriting 320 project settings."""
    count = max(1, int(320 * scale))
    objects = []
    settings = "".join("SETTING_%d = value%d; " % (index, index) for index in range(count))
    project_configs = []
    for index in range(count):
        objects.append('PC%d = {isa = XCBuildConfiguration; buildSettings = {%s}; name = C%d; };' % (index, settings, index))
        project_configs.append("PC%d" % index)
    target_configs = []
    for index in range(count):
        objects.append('TC%d = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; '
                       'INFOPLIST_FILE = "App/Info.plist";}; name = C%d; };' % (index, index))
        target_configs.append("TC%d" % index)
    objects.append("PL = {isa = XCConfigurationList; buildConfigurations = (%s); };" % ", ".join(project_configs))
    objects.append("TL = {isa = XCConfigurationList; buildConfigurations = (%s); };" % ", ".join(target_configs))
    targets = []
    for index in range(count):
        objects.append('T%d = {isa = PBXNativeTarget; buildConfigurationList = TL; name = T%d; '
                       'productType = "com.apple.product-type.application"; };' % (index, index))
        targets.append("T%d" % index)
    objects.append("P = {isa = PBXProject; buildConfigurationList = PL; targets = (%s); };" % ", ".join(targets))
    return ("// !$*UTF8*$!\n{ archiveVersion = 1; objectVersion = 56; objects = {\n%s\n}; rootObject = P; }\n"
            % "\n".join(objects)).encode()


SHAPES = {
    "binary-plist-shared": ("Info.plist", binary_plist),
    "xib-utf7-entities": ("View.xib", xib_utf7),
    "xib-bom-entities": ("View.xib", xib_bom),
    "plist-internal-entity": ("Info.plist", plist_entity),
    "plist-one-line": ("Info.plist", plist_one_line),
    "xib-attributes": ("View.xib", xib_attributes),
    "app-unknown-opens": ("app.json", app_opens),
    "xib-many-buttons": ("View.xib", xib_buttons),
    "spec-small-buttons": ("screen.json", spec_small_buttons),
    "spec-small-buttons-at-limit": ("screen.json", spec_small_buttons_at_limit),
    "xib-shared-ids": ("View.xib", xib_shared_ids),
    "xib-variation-mask": ("View.xib", xib_mask),
    "pbxproj-shared-configurations": (os.path.join("App.xcodeproj", "project.pbxproj"), pbxproj_targets),
}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "corpus", "hostile"))
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--only", default="")
    parser.add_argument("--list", action="store_true")
    arguments = parser.parse_args()
    if arguments.list:
        for name, (file, make) in SHAPES.items():
            print("%-24s %-12s %s" % (name, file, make.__doc__.strip().splitlines()[0]))
        return 0
    only = [name for name in arguments.only.split(",") if name]
    unknown = [name for name in only if name not in SHAPES]
    if unknown:
        print("unknown shape: %s (see --list)" % ", ".join(unknown), file=sys.stderr)
        return 2
    for name, (file, make) in SHAPES.items():
        if only and name not in only:
            continue
        path = os.path.join(arguments.out, name, file)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as handle:
            handle.write(make(arguments.scale))
    return 0


if __name__ == "__main__":
    sys.exit(main())
