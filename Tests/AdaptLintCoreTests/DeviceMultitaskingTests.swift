import Foundation
import Testing

@testable import AdaptLintCore

// MARK: - The Swift transcription is the reference

/// Section 1 of ipad-multitasking.md: (row, mode, portrait, landscape), "N/A" as nil.
func splitViewTableFromReference() throws -> [Multitasking.SplitViewEntry] {
    let text = try SharedReference.text("reference/ipad-multitasking.md")
    let modes: [String: MultitaskingMode] = [
        "2/3 split view": .twoThirds, "1/2 split view": .half, "1/3 split view": .oneThird,
    ]
    var entries: [Multitasking.SplitViewEntry] = []
    var row = ""
    for line in text.split(separator: "\n") where line.hasPrefix("|") {
        let cells = SharedReference.cells(String(line))
        guard cells.count == 4, let mode = modes[cells[1].lowercased()] else { continue }
        if !cells[0].isEmpty { row = cells[0] }
        let screen = Multitasking.splitViewTable.first { $0.row == row }?.screen ?? ScreenSize(width: 0, height: 0)
        entries.append(
            Multitasking.SplitViewEntry(
                row: row, screen: screen, mode: mode, portrait: SharedReference.sizeClasses(cells[2]),
                landscape: SharedReference.sizeClasses(cells[3])))
    }
    return entries
}

@Test(.integration(.shared("reference/ipad-multitasking.md"))) func splitViewTableIsTheReferenceTable() throws {
    let reference = try splitViewTableFromReference()
    #expect(reference.count == 15)
    #expect(reference == Multitasking.splitViewTable)
}

/// Section 2 of ipad-multitasking.md: measured widths per screen, orientation and mode.
func measuredWidthsFromReference() throws -> [(ScreenSize, OrientationFamily, MultitaskingMode, Double)] {
    let text = try SharedReference.text("reference/ipad-multitasking.md")
    var screen: ScreenSize?
    var result: [(ScreenSize, OrientationFamily, MultitaskingMode, Double)] = []
    for line in text.split(separator: "\n") {
        if line.hasPrefix("### "), let range = line.range(of: #"\d+x\d+"#, options: .regularExpression) {
            let numbers = line[range].split(separator: "x").compactMap { Double($0) }
            screen = ScreenSize(width: numbers[0], height: numbers[1])
            continue
        }
        guard line.hasPrefix("|"), let screen else { continue }
        let cells = SharedReference.cells(String(line))
        guard cells.count >= 3, let width = Double(cells[1].prefix { $0.isNumber }) else { continue }
        let configuration = cells[0].lowercased()
        let orientations: [OrientationFamily] =
            configuration.hasPrefix("portrait")
            ? [.portrait] : configuration.hasPrefix("landscape") ? [.landscape] : [.portrait, .landscape]
        let mode: MultitaskingMode
        if configuration.contains("full screen") {
            mode = .fullScreen
        } else if configuration.contains("slide over") {
            mode = .slideOver
        } else if configuration.contains("1/2") {
            mode = .half
        } else if configuration.contains("2/3") || configuration.contains("wide") {
            mode = .twoThirds
        } else {
            mode = .oneThird
        }
        for orientation in orientations { result.append((screen, orientation, mode, width)) }
    }
    return result
}

@Test(.integration(.shared("reference/ipad-multitasking.md"))) func measuredWidthsAreTheReferenceMeasurements() throws {
    let reference = try measuredWidthsFromReference().filter { $0.2 != .fullScreen }
    #expect(reference.count == Multitasking.measuredWidths.count)
    for (screen, orientation, mode, width) in reference {
        let entry = Multitasking.measuredWidths.first {
            $0.screen == screen && $0.orientation == orientation && $0.mode == mode
        }
        #expect(entry?.width == width, "\(screen) \(orientation) \(mode)")
    }
}

@Test(.integration(.shared("reference/ipad-multitasking.md"))) func fullScreenSizesOfTheMeasurementsAreCatalogScreens()
    throws
{
    let fullScreen = try measuredWidthsFromReference().filter { $0.2 == .fullScreen }
    #expect(fullScreen.count == 3)
    for (screen, orientation, _, width) in fullScreen {
        #expect(screen.across(orientation) == width)
        #expect(DeviceCatalog.all.contains { $0.width == screen.width && $0.height == screen.height })
    }
}

@Test func derivedWidthsReproduceEveryMeasurement() {
    for measured in Multitasking.measuredWidths {
        let derived = Multitasking.derivedWidth(measured.mode, of: measured.screen, in: measured.orientation)
        #expect(derived == measured.width, "\(measured.screen) \(measured.orientation) \(measured.mode)")
    }
}

// MARK: - The multitasking table comes out of the catalog unchanged

/// Every pane of every catalog iPad, in both orientations.
let allPanes: [(device: Device, pane: Pane)] = DeviceCatalog.all.flatMap { device in
    OrientationFamily.allCases.flatMap { orientation in
        Multitasking.panes(of: device, in: orientation).map { (device, $0) }
    }
}

@Test func everyIPadHasFourLandscapeAndThreePortraitPanesAndNoIPhoneHasAny() {
    for device in DeviceCatalog.all {
        let portrait = Multitasking.panes(of: device, in: .portrait).map(\.mode)
        let landscape = Multitasking.panes(of: device, in: .landscape).map(\.mode)
        if DeviceCatalog.panesUnknown.contains(device.name) {
            // No source gives these panes' widths: none is made up (docs/devices.md).
            #expect(portrait.isEmpty && landscape.isEmpty, "\(device.name)")
        } else if device.family == .ipad {
            #expect(portrait == [.twoThirds, .oneThird, .slideOver], "\(device.name)")
            #expect(landscape == [.twoThirds, .half, .oneThird, .slideOver], "\(device.name)")
        } else {
            #expect(portrait.isEmpty && landscape.isEmpty, "\(device.name)")
        }
    }
}

@Test func verticalSizeClassIsRegularInEveryPane() {
    #expect(allPanes.count == 14 * 7)
    for (device, pane) in allPanes {
        #expect(pane.sizeClasses.vertical == .regular, "\(device.name) \(pane.orientation) \(pane.mode)")
    }
}

@Test func everyPortraitPaneIsCompactWidth() {
    for (device, pane) in allPanes where pane.orientation == .portrait {
        #expect(pane.sizeClasses.horizontal == .compact, "\(device.name) \(pane.mode)")
    }
}

@Test func landscapeTwoThirdsIsRegularWidthOnEveryIPad() {
    let panes = allPanes.filter { $0.pane.orientation == .landscape && $0.pane.mode == .twoThirds }
    #expect(panes.count == 14)
    for (device, pane) in panes { #expect(pane.sizeClasses.horizontal == .regular, "\(device.name)") }
}

@Test func landscapeHalfIsRegularOnlyOnThe129And13InchIPads() {
    let panes = allPanes.filter { $0.pane.orientation == .landscape && $0.pane.mode == .half }
    let regular = Set(panes.filter { $0.pane.sizeClasses.horizontal == .regular }.map(\.device.name))
    #expect(regular == ["iPad Air 13-inch (M2/M3)", "iPad Pro 12.9-inch (1st-6th generation)"])
    #expect(panes.count - regular.count == 12)
}

@Test func oneThirdAndSlideOverAreCompactWidthEverywhere() {
    for (device, pane) in allPanes where pane.mode == .oneThird || pane.mode == .slideOver {
        #expect(pane.sizeClasses.horizontal == .compact, "\(device.name) \(pane.orientation) \(pane.mode)")
    }
}

@Test func rowsOtherThanThe129InchAgreeSoAnalogyIsSafe() {
    let rows = Dictionary(grouping: Multitasking.splitViewTable.filter { $0.row != "12.9” iPad Pro" }, by: \.mode)
    for (_, entries) in rows {
        #expect(Set(entries.map(\.portrait)).count == 1 && Set(entries.map(\.landscape)).count == 1)
    }
}

/// The reference finds the compact/regular boundary between 639pt and 678pt; every pane, measured
/// or derived, falls on the side its size class says.
@Test func paneWidthsAgreeWithTheirSizeClasses() {
    for (device, pane) in allPanes {
        if pane.sizeClasses.horizontal == .compact {
            #expect(pane.width <= 639, "\(device.name) \(pane.orientation) \(pane.mode): \(pane.width)")
        } else {
            #expect(pane.width >= 678, "\(device.name) \(pane.orientation) \(pane.mode): \(pane.width)")
        }
    }
}

@Test(.integration(.shared("reference/ipad-multitasking.md")))
func measuredScreensUseMeasuredWidthsAndOthersAreMarkedDerived() throws {
    let ipad = try #require(DeviceCatalog.device(named: "iPad 9.7-inch (5th/6th generation)"))
    let half = try #require(Multitasking.panes(of: ipad, in: .landscape).first { $0.mode == .half })
    #expect(half.width == 507 && half.widthSource.contains("Chromium"))
    let pro11 = try #require(DeviceCatalog.device(named: "iPad Pro 11-inch (1st-4th generation)"))
    let pro11Half = try #require(Multitasking.panes(of: pro11, in: .landscape).first { $0.mode == .half })
    #expect(pro11Half.width == 592 && pro11Half.widthSource == "derived")
    #expect(pro11Half.sizeClassSource == "Apple HIG table, row 11” iPad Pro")
    let mini = try #require(DeviceCatalog.device(named: "iPad mini 8.3-inch (6th generation, A17 Pro)"))
    let miniPane = try #require(Multitasking.panes(of: mini, in: .portrait).first)
    #expect(miniPane.sizeClassSource.hasSuffix("by analogy"))
}
