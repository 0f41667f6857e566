/// The inline stylesheet: light and dark, readable on a phone, printable. No external requests.
enum HTMLStyle {
    static let css = """
    :root { color-scheme: light dark; --bg: #ffffff; --fg: #1b1f24; --muted: #5b6470; --rule: #d8dde3;
      --stripe: #f5f7f9; --accent: #c2410c; --bar: #2563eb; --up: #15803d; --down: #b91c1c; }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #121417; --fg: #e6e8eb; --muted: #9aa3ad; --rule: #2c3238; --stripe: #1a1d21;
        --accent: #fb923c; --bar: #60a5fa; --up: #4ade80; --down: #f87171; } }
    * { box-sizing: border-box; }
    body { margin: 0; background: var(--bg); color: var(--fg);
      font: 15px/1.5 system-ui, -apple-system, "Segoe UI", "Noto Sans KR", "Apple SD Gothic Neo", sans-serif; }
    main { max-width: 1280px; margin: 0 auto; padding: 1.25rem 1rem 3rem; }
    h1 { font-size: 1.6rem; line-height: 1.25; margin: 0 0 .5rem; }
    h2 { font-size: 1.15rem; margin: 2rem 0 .6rem; border-bottom: 1px solid var(--rule); padding-bottom: .25rem; }
    .meta { color: var(--muted); margin: 0 0 1rem; padding: 0; list-style: none; }
    .meta li { display: inline; } .meta li + li::before { content: " · "; }
    .scroll { overflow-x: auto; -webkit-overflow-scrolling: touch; border: 1px solid var(--rule); border-radius: 6px; }
    table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; font-size: .9rem; }
    th, td { padding: .4rem .6rem; border-bottom: 1px solid var(--rule); vertical-align: top; white-space: nowrap; }
    td.prose { white-space: normal; word-break: keep-all; overflow-wrap: anywhere; min-width: 9em; }
    th { text-align: left; background: var(--stripe); position: sticky; top: 0; white-space: normal; word-break: keep-all; }
    @media (min-width: 721px) { th, td { padding: .4rem .45rem; } }
    @media (min-width: 721px) and (max-width: 1700px) { .wide .extra { display: none; } .wide + .narrow-note { display: block; } .wide table { font-size: .85rem; } }
    td.num, th.num { text-align: right; }
    tbody tr:nth-child(even) { background: var(--stripe); }
    a { color: var(--bar); } a:visited { color: var(--accent); }
    .up { color: var(--up); } .down { color: var(--down); } .new { color: var(--accent); font-weight: 600; }
    figure { margin: 1rem 0; } figcaption { color: var(--muted); font-size: .9rem; margin-bottom: .4rem; }
    .chart { overflow-x: auto; } svg { width: 100%; min-width: 0; height: auto; max-width: 900px; display: block; }
    svg text { fill: var(--fg); font: 12px system-ui, "Noto Sans KR", sans-serif; }
    svg .bar { fill: var(--bar); } svg .value, svg .axis-label { fill: var(--muted); }
    svg .line { fill: none; stroke: var(--bar); stroke-width: 2; } svg .dot { fill: var(--bar); } svg .axis { stroke: var(--rule); }
    svg .bar.comparison { fill: var(--muted); opacity: .5; }
    .bars { font-variant-numeric: tabular-nums; max-width: 900px; }
    .bar-row { display: grid; grid-template-columns: minmax(6em, 15em) minmax(0, 1fr) minmax(4.5em, max-content);
      gap: .1rem .6rem; align-items: center; padding: .12rem 0; }
    .bar-label { word-break: keep-all; overflow-wrap: anywhere; line-height: 1.3; }
    .bar-track { height: .85rem; min-width: 0; } .bar-track.comparison { grid-column: 2; height: .55rem; }
    .bar-fill { display: block; height: 100%; background: var(--bar); border-radius: 3px; }
    .bar-track.comparison .bar-fill { background: var(--muted); opacity: .5; }
    .bar-value { color: var(--muted); text-align: right; white-space: nowrap; font-size: .9rem; }
    .bars-legend { margin: 0 0 .3rem; color: var(--muted); font-size: .9rem; }
    .bars-legend .swatch { display: inline-block; width: 1em; height: .6em; border-radius: 2px; background: var(--bar); margin: 0 .3em 0 .8em; }
    .bars-legend .swatch:first-child { margin-left: 0; } .bars-legend .swatch.comparison { background: var(--muted); opacity: .5; }
    svg.series, svg.trend { min-width: 0; max-width: 720px; } svg.series text, svg.trend text { font-size: 15px; }
    svg .series-line { fill: none; stroke-width: 3; stroke-linejoin: round; }
    .s0 { stroke: #2563eb; background: #2563eb; fill: #2563eb; } .s1 { stroke: #ea580c; background: #ea580c; fill: #ea580c; }
    .s2 { stroke: #16a34a; background: #16a34a; fill: #16a34a; } .s3 { stroke: #9333ea; background: #9333ea; fill: #9333ea; }
    .s4 { stroke: #db2777; background: #db2777; fill: #db2777; } .s5 { stroke: #0891b2; background: #0891b2; fill: #0891b2; }
    .legend { list-style: none; padding: 0; margin: .4rem 0 0; display: flex; flex-wrap: wrap; gap: .3rem 1.2rem; }
    .legend .swatch { display: inline-block; width: 1.4em; height: .3em; border-radius: 2px; vertical-align: middle; margin-right: .4em; }
    .legend .muted { color: var(--muted); }
    dl { display: grid; grid-template-columns: max-content 1fr; gap: .3rem 1rem; } dt { color: var(--muted); } dd { margin: 0; }
    ol.notes { color: var(--muted); font-size: .9rem; }
    .narrow-note { display: none; color: var(--muted); font-size: .85rem; margin: .3rem 0 0; }
    table { font-size: .84rem; } th, td { padding: .35rem .45rem; } td.prose { min-width: 7em; }
    th { word-break: keep-all; }
    @media (max-width: 720px) {
      body { font-size: 14px; } main { padding: 1rem .5rem 2rem; }
      .bar-row { grid-template-columns: minmax(0, 1fr) max-content; gap: 0 .5rem; padding: .2rem 0; }
      .bar-label { grid-column: 1 / -1; }
      .bar-track, .bar-track.comparison { grid-column: 1; }
      table { font-size: .8rem; } th, td { padding: .3rem .25rem; }
      th { white-space: normal; word-break: keep-all; }
      td.prose { white-space: normal; word-break: keep-all; overflow-wrap: anywhere; min-width: 0; }
      .narrowable .detail { display: none; } .narrow-note { display: block; } .narrowable table { font-size: .8rem; }
      .narrowable .second-line { display: block; font-size: .72rem; font-weight: normal; color: var(--muted); }
      .all-columns:checked + .narrowable .second-line { display: none; }
    \(cards(".cards"))
    \(cards(".all-columns:checked + .narrowable")) }
    .all-columns { display: none; }
    @media (max-width: 720px) { .all-columns { display: block; position: absolute; opacity: 0; width: 1px; height: 1px; margin: 0; } }
    label.narrow-note { cursor: pointer; text-decoration: underline dotted; text-underline-offset: .2em; }
    .all-columns:focus-visible + .scroll + .narrow-note { outline: 2px solid var(--bar); outline-offset: 2px; }
    @media (min-width: 721px) and (max-width: 1700px) { .all-columns:checked + .wide .extra { display: table-cell; } }
    .second-line { display: none; } .card-value { display: none; }
    ul.inline { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .35rem .9rem; }
    ul.inline a { display: inline-block; padding: .15rem 0; }
    .search label { display: block; color: var(--muted); margin-bottom: .3rem; }
    .search input { width: 100%; max-width: 32rem; font: inherit; font-size: 16px; padding: .45rem .6rem; color: var(--fg);
      background: var(--bg); border: 1px solid var(--rule); border-radius: 6px; }
    @media print { :root { --bg: #fff; --fg: #000; --stripe: #f2f2f2; --rule: #bbb; }
      main { max-width: none; padding: 0; } .scroll { overflow: visible; border: none; }
      table { font-size: 8pt; } th { position: static; } h2 { break-after: avoid; } tr { break-inside: avoid; } }
    """

    /// A table laid out a card a row (each cell under its column's title, `data-label`), for the
    /// tables that are cards on a phone and for a narrowed table whose switch shows every column.
    private static func cards(_ table: String) -> String {
        let t = table
        return """
        \(t) { border: none; overflow: visible; }
          \(t) table, \(t) tbody, \(t) tr { display: block; width: 100%; }
          \(t) thead { display: none; }
          \(t) tr { border: 1px solid var(--rule); border-radius: 6px; margin: 0 0 .6rem; padding: .45rem .6rem; }
          \(t) tbody tr:nth-child(even) { background: transparent; }
          \(t) td { display: grid; grid-template-columns: 7.5em 1fr; gap: .6rem; padding: .12rem 0; border: none;
            white-space: normal; text-align: left; word-break: keep-all; overflow-wrap: anywhere; font-size: .85rem; }
          \(t) td::before { content: attr(data-label); color: var(--muted); font-size: .8rem; }
          \(t) .exact { display: none; } \(t) .card-value { display: inline; }
          \(t) td:empty { display: none; }
          \(t) td.k-rank, \(t) td.k-title { display: inline; font-size: 1rem; font-weight: 700; }
          \(t) td.k-rank::before, \(t) td.k-title::before { content: none; }
          \(t) td.k-rank::after { content: ". "; }
          \(t) td.k-title_en { margin-bottom: .25rem; }
          \(t) td:first-child { font-weight: 700; }
        """
    }
}
