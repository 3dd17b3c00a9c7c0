/// The report's inline style sheet and script: no external assets, so the page works offline
/// and from a CI artifact.
enum HTMLAssets {
    /// Colours as custom properties, overridden for dark mode and for print.
    static let style = """
        :root { color-scheme: light dark; --bg: #ffffff; --fg: #1c1d21; --muted: #5d616b; --line: #d5d8de;
          --panel: #f4f5f7; --canvas: #fbfbfd; --outline: #3b4150; --fill: rgba(60, 72, 96, 0.06);
          --margin: rgba(0, 110, 230, 0.13); --readable: #8e24aa; --error: #c62828; --warning: #9a5b00;
          --note: #0a67a0; --unreachable: #a3a8b0; --focus: #1a5fd0; --flag: #fde7e7; }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #15161a; --fg: #e9e9ec; --muted: #a4a8b1; --line: #3a3d45; --panel: #1f2127;
            --canvas: #1d1f25; --outline: #c6cad3; --fill: rgba(200, 210, 230, 0.07);
            --margin: rgba(90, 160, 255, 0.18); --readable: #d59be0; --error: #ff7a7a; --warning: #f2b45a;
            --note: #6fc0f5; --unreachable: #5c6068; --focus: #8ab4f8; --flag: #4a2226; }
        }
        * { box-sizing: border-box; }
        body { margin: 0 auto; max-width: 1200px; padding: 1.5rem; background: var(--bg); color: var(--fg);
          font: 15px/1.5 -apple-system, "Segoe UI", system-ui, sans-serif; }
        a { color: var(--focus); }
        a:focus-visible, button:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
        code { font: 13px ui-monospace, "SF Mono", Menlo, monospace; }
        h1 { margin: 0 0 0.25rem; } h2 { margin: 0; } .muted, .meta { color: var(--muted); }
        .summary, .legend { background: var(--panel); border: 1px solid var(--line); border-radius: 10px;
          padding: 1rem 1.25rem; margin: 1rem 0; }
        .totals { display: flex; gap: 0.75rem; flex-wrap: wrap; padding: 0; list-style: none; }
        .totals li { border: 1px solid var(--line); border-radius: 8px; padding: 0.4rem 0.8rem; background: var(--bg); }
        .totals strong { font-size: 1.4rem; margin-right: 0.3rem; }
        table { border-collapse: collapse; margin: 0.5rem 0; }
        th, td { border-bottom: 1px solid var(--line); padding: 0.25rem 0.75rem; text-align: right; }
        th:first-child, td:first-child { text-align: left; } td.zero { color: var(--muted); }
        .sev-error { --sev: var(--error); } .sev-warning { --sev: var(--warning); } .sev-note { --sev: var(--note); }
        .badge { color: var(--bg); background: var(--sev); border-radius: 4px; padding: 0 0.35rem; font-size: 0.8rem; }
        .screen { border-top: 2px solid var(--line); padding-top: 1rem; margin-top: 2rem; }
        .layouts { display: flex; flex-wrap: wrap; gap: 1.5rem; align-items: flex-start; }
        figure { margin: 0.75rem 0; max-width: 100%; }
        svg { max-width: 100%; height: auto; overflow: visible; }
        .findings { padding-left: 1.2rem; } .finding { margin: 0.5rem 0; padding: 0.2rem 0.4rem; border-radius: 6px; }
        .finding:target { outline: 3px solid var(--sev); }
        .where, .related { color: var(--muted); font-size: 0.9rem; } .number { font-weight: 600; }
        .not-drawn { border-left: 4px solid var(--error); padding-left: 0.6rem; }
        .not-drawn.quiet { border-left-color: var(--line); }
        .drawn-screen h3 { margin: 1.25rem 0 0.2rem; } .design-note { color: var(--muted); margin: 0; }
        .filters button { font: inherit; border: 1px solid var(--line); background: var(--bg); color: var(--fg);
          border-radius: 6px; padding: 0.2rem 0.6rem; cursor: pointer; }
        .filters button[aria-pressed="false"] { text-decoration: line-through; color: var(--muted); }
        .hide-error .sev-error.finding, .hide-error .sev-error.marker,
        .hide-warning .sev-warning.finding, .hide-warning .sev-warning.marker,
        .hide-note .sev-note.finding, .hide-note .sev-note.marker { display: none; }
        .summary-grid { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 0 2rem; }
        @media (max-width: 800px) { .summary-grid { grid-template-columns: 1fr; } }
        caption { text-align: left; font-weight: 600; padding-bottom: 0.25rem; }
        .legend summary { cursor: pointer; } .legend summary h2 { display: inline; font-size: 1.1rem; }
        .legend dl { display: grid; grid-template-columns: 2.5rem 1fr; gap: 0.3rem 0.6rem; margin: 0; }
        .legend dt svg { width: 2.2rem; height: 1.3rem; }
        svg text { fill: var(--fg); font: 13px system-ui, sans-serif; }
        .canvas { fill: var(--canvas); stroke: var(--outline); stroke-width: 1.5; }
        .margin { fill: var(--margin); }
        .readable line { stroke: var(--readable); stroke-width: 1.5; stroke-dasharray: 8 5; }
        .readable text { fill: var(--readable); }
        .component .outline { fill: var(--fill); stroke: var(--outline); stroke-width: 1.2; }
        .component.unsized .outline, .component.conditional .outline { stroke-dasharray: 6 4; }
        .component.flagged .outline { stroke: var(--sev); stroke-width: 2.5; }
        .component text.label { font-size: 14px; }
        .cards line { stroke: var(--outline); stroke-dasharray: 3 3; opacity: 0.6; }
        .needed { fill: none; stroke: var(--error); stroke-width: 2; stroke-dasharray: 5 3; }
        .hit-area { fill: none; stroke: var(--outline); stroke-dasharray: 1 3; }
        .note-text { font-size: 12px; fill: var(--error); }
        .card.reachable { fill: var(--bg); stroke: var(--outline); stroke-width: 0.8; }
        .card.unreachable { fill: var(--unreachable); opacity: 0.75; }
        .reach .note-text { fill: var(--warning); }
        .idiom-flag rect { fill: var(--flag); stroke: var(--error); }
        .idiom-flag text { fill: var(--error); font-weight: 600; font-size: 12px; }
        .band-text { font-size: 15px; fill: var(--sev); } .band-text tspan { fill: var(--sev); }
        .marker circle { fill: var(--sev); stroke: var(--bg); stroke-width: 2; }
        .marker text { fill: var(--bg); font: 700 11px system-ui, sans-serif; text-anchor: middle; }
        .marker:focus-visible circle, .marker:hover circle { stroke: var(--focus); stroke-width: 4; }
        .marker:target circle { stroke: var(--fg); stroke-width: 4; }
        .device .body { fill: var(--fill); stroke: var(--outline); stroke-width: 1.5; }
        .device.unsupported .body { stroke-dasharray: 4 3; fill: none; opacity: 0.7; }
        .device .notch { fill: var(--outline); } .device text { text-anchor: middle; font-size: 10px; }
        .device.unsupported text { fill: var(--muted); }
        @media print {
          :root { --bg: #fff; --fg: #000; --muted: #444; --line: #bbb; --panel: #fff; --canvas: #fff;
            --fill: rgba(0, 0, 0, 0.03); --outline: #222; --focus: #000; }
          body { max-width: none; padding: 0; font-size: 11pt; }
          .filters, .back { display: none; }
          .screen { break-before: page; border: 0; } figure, .finding, tr { break-inside: avoid; }
          a { color: inherit; text-decoration: none; }
        }
        """

    /// Records script errors in `data-errors`, checks that every in-page link has a target,
    /// wires the severity filter buttons, opens the legend for printing, and marks the page
    /// ready with `data-ready="ok"`.
    static let script = """
        (function () {
          "use strict";
          var body = document.body;
          var errors = [];
          function record(message) {
            errors.push(String(message));
            body.setAttribute("data-errors", errors.join(" | "));
          }
          window.onerror = function (message) { record(message); };
          var missing = [];
          document.querySelectorAll("a[href^='#']").forEach(function (link) {
            var target = link.getAttribute("href").slice(1);
            if (target && !document.getElementById(target)) { missing.push(target); }
          });
          if (missing.length > 0) { record("links without a target: " + missing.join(", ")); }
          var filters = document.getElementById("filters");
          if (filters) {
            filters.hidden = false;
            filters.querySelectorAll("button").forEach(function (button) {
              button.addEventListener("click", function () {
                var shown = button.getAttribute("aria-pressed") !== "true";
                button.setAttribute("aria-pressed", shown ? "true" : "false");
                body.classList.toggle("hide-" + button.getAttribute("data-severity"), !shown);
              });
            });
          }
          window.addEventListener("beforeprint", function () {
            document.querySelectorAll("details").forEach(function (details) { details.open = true; });
          });
          body.setAttribute("data-markers", String(document.querySelectorAll("a.marker").length));
          body.setAttribute("data-ready", "ok");
        })();
        """
}
