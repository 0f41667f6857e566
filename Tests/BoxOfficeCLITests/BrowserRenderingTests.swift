import BoxOfficeTestSupport
import Foundation
import Testing

/// The HTML report in a real browser: headless Chromium (Debian's `chromium`, installed by .ci/run)
/// renders it without console errors, at a phone's 390 px and a desktop's 1280 px, light and dark,
/// with a Korean font (`fonts-noto-cjk`) so Hangul is drawn as glyphs.
@Suite(.requires(.chromium)) struct BrowserRenderingTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    struct Rendering {
        var png: Data
        var consoleLines: [String]
    }

    static func chromiumRun(_ arguments: [String], page: URL, log: URL, stdout: URL? = nil) async throws {
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium!)
        process.arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
                             "--disable-site-isolation-trials", "--disable-features=IsolateOrigins,site-per-process",
                             "--disable-extensions", "--disable-background-networking", "--disable-component-update", "--mute-audio",
                             "--enable-logging=stderr", "--v=0",
                             // Its profile in the test's folder: a browser killed at its bound leaves none in TMPDIR.
                             "--user-data-dir=" + page.deletingLastPathComponent().appendingPathComponent("chromium-\(UUID().uuidString)").path]
            + arguments + [page.absoluteString]
        if let stdout {
            _ = FileManager.default.createFile(atPath: stdout.path, contents: nil)
            process.standardOutput = try FileHandle(forWritingTo: stdout)
        } else {
            process.standardOutput = FileHandle.nullDevice
        }
        process.standardError = try FileHandle(forWritingTo: log)
        try await ChildProcess.run(process, timeout: 120)
    }

    /// A screenshot of `page` laid out at each of `widths` px side by side, light, and with `dark`
    /// dark too (each in a frame of its width and colour scheme: one browser for all, and a phone's
    /// width true, which a window of 390 px is not), and what the page logged to the console in any.
    /// (A frame's `prefers-color-scheme` is its `<iframe>`'s `color-scheme`.)
    static func render(_ page: URL, into folder: URL, widths: [Int] = [1280], dark: Bool = false) async throws -> Rendering {
        let name = page.deletingPathExtension().lastPathComponent + "-\(widths.map(String.init).joined(separator: "-"))\(dark ? "-dark" : "")"
        let png = folder.appendingPathComponent(name + ".png"), log = folder.appendingPathComponent(name + ".log")
        let frames = folder.appendingPathComponent(name + "-frames.html")
        var left = 0, tags = ""
        for scheme in dark ? ["light", "dark"] : ["light"] {
            for width in widths {
                tags += "<iframe title=\"\(width) px \(scheme)\" src=\"\(page.absoluteString)\" "
                    + "style=\"position:absolute;top:0;left:\(left)px;width:\(width)px;height:1600px;border:0;color-scheme:\(scheme)\"></iframe>\n"
                left += width + 10
            }
        }
        try Data("<!doctype html><html><body style=\"margin:0\">\(tags)</body></html>".utf8).write(to: frames)
        try await chromiumRun(["--window-size=\(max(left, 500)),1600", "--screenshot=\(png.path)"], page: frames, log: log)
        let lines = String(decoding: try Data(contentsOf: log), as: UTF8.self).split(separator: "\n").map(String.init)
        return Rendering(png: (try? Data(contentsOf: png)) ?? Data(), consoleLines: lines.filter { $0.contains(":CONSOLE") })
    }

    /// A script run on a copy of `page` laid out `width` px wide; it sets `data-probe` on the copy's
    /// body to space-separated words, its answer.
    struct Probe {
        var page: URL
        var width: Int
        var script: String
        /// What the copy is opened with after `#` (the front page's `q=` search), percent-encoded.
        var fragment = ""
    }

    /// Runs `script` on a copy of `page` at `width` px; its words (empty when the probe did not run).
    static func probe(_ page: URL, _ script: String, into folder: URL, width: Int, name: String) async throws -> [Substring] {
        try await probe([Probe(page: page, width: width, script: script)], into: folder, name: name)[0]
    }

    /// Runs the probes in as few browsers as it can (at most eighteen copies to a browser, the browsers
    /// side by side): each copy in a
    /// frame of its own width on one page, which passes each copy's words up (headless Chromium makes
    /// no window narrower than 500 px, and each start costs a second of CPU). Returns each probe's
    /// words, in order; a probe that did not answer is recorded as an issue and answers nothing.
    static func probe(_ probes: [Probe], into folder: URL, name: String) async throws -> [[Substring]] {
        // As few browsers as hold eighteen copies each, the copies shared evenly (34 probes: two of 17).
        let browsers = (probes.count + 17) / 18, size = browsers == 0 ? 1 : (probes.count + browsers - 1) / browsers
        let starts = Array(stride(from: 0, to: probes.count, by: size))
        let batches = try await withThrowingTaskGroup(of: (Int, [[Substring]]).self) { group in
            for (batch, start) in starts.enumerated() {
                let chunk = Array(probes[start..<min(start + size, probes.count)])
                group.addTask { (batch, try await probeInOneBrowser(chunk, into: folder, name: "\(name)-\(batch)")) }
            }
            return try await group.reduce(into: [Int: [[Substring]]]()) { $0[$1.0] = $1.1 }
        }
        return starts.indices.flatMap { batches[$0] ?? [] }
    }

    private static func probeInOneBrowser(_ probes: [Probe], into folder: URL, name: String) async throws -> [[Substring]] {
        var frames = ""
        for (index, probe) in probes.enumerated() {
            let copy = folder.appendingPathComponent("\(name)-\(index)-\(probe.width).html")
            let passUp = """
                new MutationObserver(() => { const v = document.body.getAttribute('data-probe'); if (v !== null) parent.postMessage([\(index), v], '*'); })
                  .observe(document.body, { attributes: true, attributeFilter: ['data-probe'] });
                """
            let html = try String(contentsOf: probe.page, encoding: .utf8)
                .replacingOccurrences(of: "</body>", with: "<script>" + passUp + probe.script + "</script></body>")
            try Data(html.utf8).write(to: copy)
            // Every frame at the top left, so none is off screen (and rendered lazily).
            frames += "<iframe title=\"probe \(index)\" src=\"\(copy.lastPathComponent)\(probe.fragment.isEmpty ? "" : "#" + probe.fragment)\" "
                + "style=\"position:absolute;top:0;left:0;width:\(probe.width)px;height:1600px;border:0\"></iframe>\n"
        }
        // The frames' messages are listened for before any frame is made (one may answer at once).
        let frame = folder.appendingPathComponent("\(name)-frames.html")
        try Data("""
            <!doctype html><html><head><script>addEventListener('message', e => document.body.setAttribute('data-probe-' + e.data[0], e.data[1]))</script>
            </head><body style="margin:0">\(frames)</body></html>
            """.utf8).write(to: frame)
        let dom = folder.appendingPathComponent("\(name)-dom.html")
        let widest = probes.map(\.width).max() ?? 500
        // Virtual time runs only while nothing loads or computes: a large budget costs no real time.
        try await chromiumRun(["--window-size=\(max(widest, 500)),1600", "--virtual-time-budget=30000", "--dump-dom"], page: frame,
                              log: folder.appendingPathComponent("\(name).log"), stdout: dom)
        let text = String(decoding: try Data(contentsOf: dom), as: UTF8.self)
        return probes.indices.map { index in
            guard let start = text.range(of: "data-probe-\(index)=\"")?.upperBound, let end = text[start...].firstIndex(of: "\"") else {
                Issue.record("the probe \(name) did not run on \(probes[index].page.lastPathComponent) at \(probes[index].width) px")
                return []
            }
            return text[start..<end].split(separator: " ")
        }
    }

    /// Whether the first table of a copy of the page fits its box without sideways scrolling, and how
    /// many of its columns show (a script only the copy carries).
    static let tableScript = """
        addEventListener('load', () => { const box = document.querySelector('.scroll'); const t = box.querySelector('table');
        const shown = [...t.querySelectorAll('thead th')].filter(th => getComputedStyle(th).display !== 'none').length;
        document.body.setAttribute('data-probe', [t.scrollWidth <= box.clientWidth, shown].join(' ')); });
        """

    static func table(_ words: [Substring]) -> (fits: Bool, columns: Int) {
        guard words.count == 2 else { return (false, 0) }
        return (words[0] == "true", Int(words[1]) ?? 0)
    }

    /// The movie details table (`.cards`) of a copy of the page: whether its header row shows
    /// (columns) or not (cards), the most lines a title takes, and whether it fits the page.
    static let detailsScript = """
        addEventListener('load', () => { const box = document.querySelector('.cards'); const t = box.querySelector('table');
        const head = getComputedStyle(t.querySelector('thead')).display !== 'none';
        const titles = [...t.querySelectorAll('td.k-title')].map(td => Math.round(td.getBoundingClientRect().height / parseFloat(getComputedStyle(td).lineHeight)));
        const fits = document.documentElement.scrollWidth <= window.innerWidth && t.scrollWidth <= box.clientWidth + 1;
        document.body.setAttribute('data-probe', [head, Math.max(...titles), fits].join(' ')); });
        """

    static func details(_ words: [Substring]) -> (columns: Bool, titleLines: Int, fits: Bool) {
        guard words.count == 3 else { return (true, 0, false) }
        return (words[0] == "true", Int(words[1]) ?? 0, words[2] == "true")
    }

    /// Taps every narrowed table's switch (its note) in a copy of the page: whether every column of
    /// every narrowed table then shows, and whether the page and each table still fit without
    /// sideways scrolling; how many switches there were.
    static let allColumnsScript = """
        addEventListener('load', () => { const notes = [...document.querySelectorAll('label.narrow-note')]; notes.forEach(l => l.click());
        const cells = [...document.querySelectorAll('.narrowable td.detail')].filter(td => td.textContent.trim());
        const shown = cells.every(td => getComputedStyle(td).display !== 'none');
        const fits = document.documentElement.scrollWidth <= innerWidth
          && [...document.querySelectorAll('.scroll')].every(box => box.scrollWidth <= box.clientWidth + 1);
        document.body.setAttribute('data-probe', [cells.length > 0 && shown, fits, notes.length].join(' ')); });
        """

    static func allColumns(_ words: [Substring]) -> (allShown: Bool, fits: Bool, switches: Int) {
        guard words.count == 3 else { return (false, false, 0) }
        return (words[0] == "true", words[1] == "true", Int(words[2]) ?? 0)
    }

    /// What axe-core (Deque's engine, the `axe-core-python` wheel's `axe.min.js`) finds on a copy of
    /// a page: each violated rule with how many elements break it and the first one; `none` when none.
    /// With `measuringFirst`, the words of `chartsMeasure()` come first, measured before axe runs
    /// (one load of the page for both).
    static func axeScript(measuringFirst: Bool = false) throws -> String {
        try String(contentsOfFile: MachineTool.axeCoreScript ?? "", encoding: .utf8) + "</script><script>"
            + (measuringFirst ? chartsMeasure : "const chartsMeasure = () => [];") + """
            addEventListener('load', () => { const measured = chartsMeasure(); axe.run(document, { resultTypes: ['violations'] }).then(r =>
              document.body.setAttribute('data-probe', measured.concat([r.violations.map(v => v.id + ':' + v.nodes.length + ':'
                + v.nodes[0].target.join('>').replace(/ /g, '_')).join(' ') || 'none']).join(' '))); });
            """
    }

    static func violations(_ words: [Substring]) -> [String] { words == ["none"] ? [] : words.map(String.init) }

    /// The complete recorded Sunday (every movie's details) as the report writes it.
    func writeReport(_ run: BinaryRunner, lang: String) async throws -> URL {
        let fake = try KOFICFake()
        let result = try await run.run(["report", "--date", "2026-01-25", "--lang", lang, "--format", "html", "--no-archive", "--output", lang],
                                 environment: run.environment(fake))
        #expect(result.status == 0, "\(result.stderr)")
        return run.directory.appendingPathComponent("\(lang)/daily/2026-01-25.html")
    }

    @Test(.requires(.koreanFont), arguments: ["ko", "en"])
    func theReportRendersAtPhoneAndDesktopWidthsLightAndDark(_ lang: String) async throws {
        let run = try BinaryRunner()
        let page = try await writeReport(run, lang: lang)
        let rendering = try await Self.render(page, into: run.directory, widths: [390, 1280], dark: true)
        #expect(rendering.png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG screenshot at 390 and 1280 px, light and dark")
        #expect(rendering.png.count > 40_000, "a screenshot with content, not a blank page")
        #expect(rendering.consoleLines.isEmpty, "\(rendering.consoleLines)")
        // Five measures of copies of the page, in one browser.
        let answers = try await Self.probe([Probe(page: page, width: 390, script: Self.tableScript),
                                            Probe(page: page, width: 390, script: Self.allColumnsScript),
                                            Probe(page: page, width: 1280, script: Self.tableScript),
                                            Probe(page: page, width: 390, script: Self.detailsScript),
                                            Probe(page: page, width: 1280, script: Self.detailsScript)], into: run.directory, name: "report")
        let phone = Self.table(answers[0])
        #expect(phone.fits, "at 390 px the first table needs no sideways scrolling")
        // The columns a phone leaves out are a tap away: the note under a table shows them all, a card a row.
        let tapped = Self.allColumns(answers[1])
        #expect(tapped.switches >= 1 && tapped.allShown && tapped.fits, "\(tapped)")
        // rank, movement, title (with the distributor under it), audience, its change, accumulated.
        #expect(phone.columns == 6)
        #expect(MachineTool.koreanFont.isInstalled, "Hangul is drawn with Noto CJK, not boxes (fonts-noto-cjk)")
        let desktop = Self.table(answers[2])
        #expect(desktop.columns == 15, "a wide screen shows every column of the chart (the distributor its own)")
        #expect(desktop.fits, "at 1280 px the whole chart fits")
        // The movie details: one card a movie on a phone (titles on a line of their own, not wrapped
        // letter by letter in a column), a table of columns on a desktop.
        let cards = Self.details(answers[3])
        #expect(!cards.columns && cards.fits, "\(cards)")
        #expect(cards.titleLines >= 1 && cards.titleLines <= 2, "a title takes a line or two at 390 px, not one a syllable: \(cards)")
        let columns = Self.details(answers[4])
        #expect(columns.columns && columns.fits, "\(columns)")
    }

    /// Measures a copy of a page: whether the page or any table's box scrolls sideways, whether any
    /// figure (a chart) does, and the smallest text of any chart as drawn (an SVG's text scaled as its
    /// drawing is). `chartsMeasure()` returns the three words; `chartsScript` answers them.
    static let chartsMeasure = """
        const chartsMeasure = () => { const page = document.documentElement.scrollWidth <= innerWidth
          && [...document.querySelectorAll('.scroll')].every(box => box.scrollWidth <= box.clientWidth + 1);
        const figures = [...document.querySelectorAll('figure')];
        const fit = figures.every(f => [f, ...f.querySelectorAll('*')].every(el => el.scrollWidth <= el.clientWidth + 1 || getComputedStyle(el).overflowX === 'visible')
          && f.getBoundingClientRect().right <= innerWidth + 1 && [...f.querySelectorAll('.bar-value, text')].every(t => t.getBoundingClientRect().right <= innerWidth + 1));
        const sizes = figures.flatMap(f => [...f.querySelectorAll('.bar-label, .bar-value, text, li')].filter(t => t.textContent.trim()).map(t => {
          const svg = t.closest('svg'); const scale = svg ? svg.getBoundingClientRect().width / svg.viewBox.baseVal.width : 1;
          return parseFloat(getComputedStyle(t).fontSize) * scale; }));
        return [page, fit, sizes.length ? Math.min(...sizes).toFixed(1) : 0]; };
        """

    static let chartsScript = chartsMeasure + "addEventListener('load', () => document.body.setAttribute('data-probe', chartsMeasure().join(' ')));"

    static func charts(_ words: [Substring]) -> (pageFits: Bool, chartsFit: Bool, smallestText: Double) {
        guard words.count == 3 else { return (false, false, 0) }
        return (words[0] == "true", words[1] == "true", Double(words[2]) ?? 0)
    }

    /// Every kind of chart on a phone: the daily report's bars, history market's paired bars (the
    /// year before beside each period), a movie's run as lines, a comparison's series; and the site's
    /// year, month, movie, distributor and front pages. Nothing scrolls
    /// sideways at 390 px, not the page and not a chart, and a chart's text stays at least 11 px.
    @Test(.requires(.koreanFont), .requires(.axeCore)) func everyChartFitsAPhoneWithReadableText() async throws {
        let run = try BinaryRunner()
        let offline = run.environment(nil)
        #expect(try await run.run(["backfill", "--sample", "--from", "2026-01-19", "--to", "2026-01-25", "--quiet"], environment: offline).status == 0)
        var pages = await [try writeReport(run, lang: "ko")]
        for (query, name) in [(["market", "--from", "2026-01-19", "--to", "2026-01-25", "--by", "day"], "market-2026-01-19-2026-01-25"),
                              (["movie", "20249255"], "movie-20249255"),
                              (["compare", "20249255", "20247457"], "compare-20249255-20247457")] {
            let result = try await run.run(["history"] + query + ["--sample", "--lang", "ko", "--format", "html", "--output", "out"], environment: offline)
            #expect(result.status == 0, "\(query): \(result.stderr)")
            let written = run.files().first { $0.hasPrefix("out/history/") && $0.hasSuffix(".html") && $0.contains(String(name.prefix(7))) }
            pages += written.map { [run.directory.appendingPathComponent($0)] } ?? []
        }
        // The site's pages of each kind: a year, a month, a movie, a distributor, the front page, a day.
        #expect(try await run.run(["site", "--archive", "Reports/sample.sqlite", "--output", "ko", "--lang", "ko", "--quiet"], environment: offline).status == 0)
        pages += ["ko/years/2026.html", "ko/months/2026-01.html", "ko/movies/20249255.html", "ko/distributors/20100103.html", "ko/index.html",
                  "ko/daily/2026-01-20.html"]
            .map { run.directory.appendingPathComponent($0) }
        // And in English (longer words, other labels): the same kinds.
        #expect(try await run.run(["site", "--archive", "Reports/sample.sqlite", "--output", "en", "--lang", "en", "--quiet"], environment: offline).status == 0)
        pages += ["en/years/2026.html", "en/months/2026-01.html", "en/movies/20249255.html", "en/distributors/20100103.html", "en/index.html",
                  "en/daily/2026-01-20.html", "en/alltime.html"]
            .map { run.directory.appendingPathComponent($0) }
        #expect(pages.count == 17, "\(run.files())")
        try await Self.fitAPhoneAndPassAxe(pages, into: run.directory)
    }

    /// A real year (2018's recorded lists and weekends, backfilled through the fake) as a site in
    /// Korean: every kind of its pages fits a phone (nothing scrolls sideways at 390 px, not the page,
    /// not a table's box, not a chart; chart text at least 11 px) and a desktop, and axe-core finds
    /// nothing on any of them at either width: the front page, a day, the year's biggest movie, a
    /// month, the year, a distributor, a weekend, the all-time chart.
    @Test(.requires(.koreanFont), .requires(.axeCore)) func aRealYearsPagesFitAPhoneAndPassAxe() async throws {
        var configuration = KOFICFake.Configuration()
        configuration.dailyNow = { LongRecordings.dailyBody($0) }
        for sunday in LongRecordings.weekend.keys where sunday.hasPrefix("2018") { configuration.weekly["\(sunday)-1"] = LongRecordings.weekendBody(sunday) }
        let fake = try KOFICFake(configuration)
        defer { fake.stop() }
        let run = try BinaryRunner()
        for range in [["--from", "2018-01-01", "--to", "2018-12-31"], ["--weekly", "--from", "2018-07-01", "--to", "2018-08-31"]] {
            #expect(try await run.run(["backfill"] + range + ["--concurrency", "16", "--max-requests", "100000", "--quiet"],
                                environment: run.environment(fake)).status == 0)
        }
        #expect(try await run.run(["site", "--lang", "ko", "--quiet"], environment: run.environment(nil)).status == 0)
        let year = try #require(try JSONSerialization.jsonObject(with: Data(try run.read("Reports/years/2018.json").utf8)) as? [String: Any])
        let biggest = try #require(((year["movies"] as? [[String: Any]])?.first)?["movie_code"] as? String)
        // (The lists have no details, so no distributor: the bundled week's site has their pages, checked above.)
        let pages = ["Reports/index.html", "Reports/daily/2018-08-15.html", "Reports/movies/\(biggest).html", "Reports/months/2018-08.html",
                     "Reports/years/2018.html", "Reports/weekends/2018-08-03.html", "Reports/alltime.html"]
            .map { run.directory.appendingPathComponent($0) }
        try await Self.fitAPhoneAndPassAxe(pages, into: run.directory)
        for page in pages { #expect(try Data(contentsOf: page).count < 300_000, "\(page.lastPathComponent) is over 300 KB") }
    }

    /// Each page at 390 and 1280 px: nothing scrolls sideways (the page, a table's box, a chart),
    /// chart text at least 11 px, and axe-core finds nothing (each page and width loaded once for
    /// both, in a few browsers).
    static func fitAPhoneAndPassAxe(_ pages: [URL], into folder: URL) async throws {
        let script = MachineTool.axeCore.runsHere ? try axeScript(measuringFirst: true) : chartsScript
        var probes: [Probe] = []
        for page in pages {
            #expect(FileManager.default.fileExists(atPath: page.path), "\(page.lastPathComponent)")
            for width in [390, 1280] { probes.append(Probe(page: page, width: width, script: script)) }
        }
        var answers = try await probe(probes, into: folder, name: "fit")[...]
        for page in pages {
            let charted = try String(contentsOf: page, encoding: .utf8).contains("<figure")
            for width in [390, 1280] {
                let words = answers.removeFirst()
                let measured = charts(Array(words.prefix(3)))
                #expect(measured.pageFits && measured.chartsFit, "\(page.lastPathComponent) at \(width) px: \(measured)")
                #expect(!charted || measured.smallestText >= 11, "\(page.lastPathComponent) at \(width) px: chart text of \(measured.smallestText) px")
                if MachineTool.axeCore.runsHere {
                    let found = words.count > 3 ? violations(Array(words.dropFirst(3))) : ["(axe-core did not answer)"]
                    #expect(found.isEmpty, "axe-core on \(page.lastPathComponent) at \(width) px: \(found)")
                }
            }
        }
    }

    /// The checks can fail: axe-core finds an image without a text alternative, and the fit probe a
    /// table wider than its box.
    @Test(.requires(.axeCore)) func axeAndTheFitProbeCatchFaults() async throws {
        let run = try BinaryRunner()
        let page = run.directory.appendingPathComponent("faulty.html")
        try Data(("<!DOCTYPE html><html lang=\"en\"><head><title>t</title></head><body><main><img src=\"x.png\">"
                  + "<div class=\"scroll\" style=\"overflow-x:auto\"><table><tr><td style=\"min-width:900px\">wide</td></tr></table></div></main></body></html>").utf8)
            .write(to: page)
        // The script the pages are checked with (the fit measured, then axe), and the width a copy is laid out at, in one browser.
        let width = "addEventListener('load', () => document.body.setAttribute('data-probe', innerWidth + ' ' + document.documentElement.clientWidth));"
        let answers = try await Self.probe([Probe(page: page, width: 390, script: try Self.axeScript(measuringFirst: true)),
                                            Probe(page: page, width: 390, script: width), Probe(page: page, width: 1280, script: width)],
                                           into: run.directory, name: "faults")
        #expect(Self.violations(Array(answers[0].dropFirst(3))).contains { $0.hasPrefix("image-alt:") }, "\(answers[0])")
        #expect(!Self.charts(Array(answers[0].prefix(3))).pageFits, "\(answers[0])")
        // A page is measured at the width asked, a phone's too (a window is never narrower than 500 px).
        #expect(answers[1] == ["390", "390"] && answers[2] == ["1280", "1280"], "\(answers)")
    }

    /// The front page's title search, offline in the browser: `#q=` opens it searched; spaces and
    /// punctuation do not matter; its script logs no error; a title nothing matches lists nothing
    /// (the three searches in one browser).
    @Test func theFrontPageFindsATitleOffline() async throws {
        let run = try BinaryRunner()
        #expect(try await run.run(["report", "--sample", "--quiet"], environment: run.environment(nil)).status == 0)
        let front = run.directory.appendingPathComponent("Reports/index.html")
        // Each hit's link target, as the page's own script listed it.
        let hits = "addEventListener('load', () => document.body.setAttribute('data-probe', "
            + "[...document.querySelectorAll('#title-hits a')].map(a => a.getAttribute('href')).join(' ') || 'none'));"
        let queries = ["아바타불과", "만약에 우리", "없는제목xyz"]
        let answers = try await Self.probe(queries.map { Probe(page: front, width: 1280, script: hits,
                                                                fragment: "q=" + ($0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? $0)) },
                                           into: run.directory, name: "search")
        #expect(answers == [["movies/20256396.html"], ["movies/20249255.html"], ["none"]], "\(answers)")
        let log = String(decoding: try Data(contentsOf: run.directory.appendingPathComponent("search-0.log")), as: UTF8.self)
        #expect(!log.contains(":CONSOLE"), "\(log)")
    }

    /// The checks above can fail: a page with a script error is caught.
    @Test func aConsoleErrorIsDetected() async throws {
        let run = try BinaryRunner()
        let page = run.directory.appendingPathComponent("broken.html")
        try Data("<!DOCTYPE html><html><body><script>undefinedFunction()</script></body></html>".utf8).write(to: page)
        let rendering = try await Self.render(page, into: run.directory)
        #expect(rendering.consoleLines.contains { $0.contains("undefinedFunction") })
    }
}
