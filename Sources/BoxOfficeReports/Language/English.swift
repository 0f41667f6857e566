import BoxOfficeDomain

private let englishMonths = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                             "November", "December"]
/// 12,103,456 → `12.1 million` (`places` decimals of a million); below a million, grouped.
private func englishRounded(_ audience: Int, places: Int = 1) -> String {
    audience >= 1_000_000 ? NumberFormat.plain(Double(audience) / 1_000_000, places: places) + " million" : NumberFormat.grouped(audience)
}

/// Audiences read side by side (an expected final and its interval) with one decimal of a million,
/// or as many more (up to three) as it takes for different audiences to read differently: a late
/// run's interval lies a few thousand from its final, and `6.8 million (6.8 million to 7.1 million)`
/// would say nothing.
private func englishRoundedAlike(_ audiences: [Int]) -> [String] {
    for places in 1...2 {
        let shown = audiences.map { englishRounded($0, places: places) }
        let apart = audiences.indices.allSatisfy { i in audiences.indices.allSatisfy { j in audiences[i] == audiences[j] || shown[i] != shown[j] } }
        if apart { return shown }
    }
    return audiences.map { englishRounded($0, places: 3) }
}

private let englishWeekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

/// `Sunday, October 5`, or `between Friday, October 10 and Wednesday, October 15`.
private func englishMilestoneDay(_ date: CalendarDate, _ range: ClosedRange<CalendarDate>?) -> String {
    func day(_ date: CalendarDate) -> String { "\(englishWeekdays[date.weekday.rawValue - 1]), \(englishMonths[date.month - 1]) \(date.day)" }
    return range.map { "between \(day($0.lowerBound)) and \(day($0.upperBound))" } ?? day(date)
}

/// A span of years as a sentence names it: `2024`, `2017–2019`.
private func englishYears(_ years: ClosedRange<Int>) -> String {
    years.count == 1 ? "\(years.lowerBound)" : "\(years.lowerBound)–\(years.upperBound)"
}

extension ReportLanguage {
    /// English: KOBIS's data with the trade's English terms (Box Office Mojo's daily chart).
    public static let english = ReportLanguage(
        code: "en",
        terms: [
            // Daily chart and movie table
            "rank": "Rank", "rank_change": "±", "title": "Title", "distributors": "Distributor", "open_date": "Opened",
            "day_of_release": "Day", "audience": "Audience", "audience_change": "± day", "audience_change_pct": "± %",
            "audience_accumulated": "Total audience", "sales": "Sales (₩)", "sales_share": "Share",
            "sales_accumulated": "Total sales (₩)", "screens": "Screens", "shows": "Shows", "audience_per_screen": "Per screen",
            "audience_per_show": "Per show", "audience_change_last_week_pct": "± last week", "days_in_top10": "Days in top 10",
            "best_rank": "Best rank", "title_en": "English title", "genres": "Genres", "directors": "Directors", "nations": "Nations",
            "runtime_minutes": "Runtime", "watch_grade": "Rating", "production_companies": "Production",
            "distributor": "Distributor", "movies": "Movies", "new": "NEW", "preview": "preview", "unknown_distributor": "(not listed)",
            // Headings and metadata
            "source": "Source", "generated": "Generated", "archived": "Archived", "highlights": "Highlights", "movie_details": "Movies",
            "notes": "Notes", "by_distributor": "By distributor", "source_kofic": "Korean Film Council (KOFIC) open API",
            "source_sample": "KOFIC open API, bundled sample recordings (no network)", "source_archive": "boxoffice archive",
            "admissions": "admissions", "won_unit": "won", "gap_unknown": "KOFIC has no details for this movie",
            "archive_busy": "Another boxoffice run held the archive for {seconds} s, so nothing was fetched: this is the archive as it was.",
            // `history --help`
            "history_about": "Reports from the archive, without the network, in the daily report's formats. Without --output, prints one "
                + "format on stdout; with it, writes OUTPUT/history/… files. The questions:",
            "history_more_help": "boxoffice history WORD --help shows a question's own options. The same questions are the MCP server's tools.",
            "gap_not_in_archive": "the archive holds no details of this movie",
            // Archive status
            "pace": "Pace",
            // The market over time
            "market_title": "The market by {period}, {from} to {to}", "market_by_day": "day", "market_by_week": "week",
            "market_by_month": "month", "market_by_year": "year",
            "market_intro": "Audience is the ten most-watched films of each day added up: KOFIC publishes no audience for the whole market. Sales are every film's that showed: KOFIC gives each film's share of the day's sales, so one film's sales and share make the day's total. Korean films' share of the audience is their part of each day's top ten; their share of sales is of the whole market, on the days whose list of Korean films was collected.",
            "market_empty": "The archive holds no daily chart from {from} to {to}: fill it with boxoffice backfill --from {from} --to {to}.",
            "market_missing": "Days the archive lacks ({count}, not counted as zero): {days}",
            "market_year_before_missing": "Where the same days a year earlier are not all archived, no change is given.",
            "period": "Period", "days": "Days", "audience_top10": "Audience (top-ten sum)",
            "sales_market": "Market sales (₩)", "korean_audience_share": "Korean share of audience", "korean_sales_share": "Korean share of sales",
            "audience_year_before": "Audience a year earlier", "change_year_before": "± year earlier", "leader": "Number one",
            "year_before": "A year earlier",
            "year_so_far": "The year so far: {audience} admissions, {change} on the same days a year earlier.",
            "year_so_far_no_comparison": "The year so far: {audience} admissions (the same days a year earlier are not all archived).",
            "month_so_far": "The month so far (to {to}): {audience} admissions, {change} on the same days a year earlier.",
            "korean_share_day": "Korean films' share: {audience} of the top ten's audience{sales}.",
            "korean_share_day_sales": ", {sales} of all sales (KOFIC's Korean list)",
            "distributors_title": "Distributors' share, {from} to {to}",
            "distributors_intro": "From {days} days of the daily top-ten lists (top-ten sales {topTen}{market}). A share is of the top ten's sales; a movie with several distributors is split between them in equal parts, audience and sales alike. Distributors are grouped by KOBIS's company code (a name changes, the code does not).",
            "distributors_market": "; the whole market's {market}",
            "distributors_empty": "The archive holds no daily chart from {from} to {to}.",
            "company_code": "Company code", "biggest_movie": "Biggest movie", "sales_share_top10": "Share of top-ten sales",
            "distributor_unknown": "(distributor not known: no details archived)",
            "compare_title": "{titles}: total audience by day of release", "compare_intro": "Each movie's total audience on each day of its release, the open date being day 1 (previews included in the total; a day out of the top ten is missing).",
            "compare_lead": "{mark}: {title} on day {day} ({date})",
            "compare_later": ", {title} on day {day} ({days} days later)", "compare_same_day": ", {title} on day {day} too",
            "compare_later_one": ", {title} on day {day} (a day later)",
            "compare_no_lead": "No audience mark was passed by two of these movies on days the archive holds.",
            "compare_absent": "{title}: the archive holds none of the days compared (fill its run: boxoffice backfill --from {open} --to DATE).",
            "compare_marks_note": "A mark counts as passed on a day only when the archive holds the day before it below the mark (or the day is the open date).",
            "milestones_crossed": "Milestones passed", "milestone": "Milestone", "accumulated_by_day": "Total audience by day of release",
            "crossed_on": "day {day} ({date})", "not_crossed": "—",
            "archive_status_title": "What the archive holds", "store": "Store", "address": "Where", "schema_version": "Schema version",
            "days_archived": "Days", "first_day": "First day", "last_day": "Newest day", "movies_with_details": "Movies with details",
            "revised_days": "Days KOFIC revised", "kept_revisions": "Earlier versions kept", "weekly_charts": "Weekly charts",
            "fetches_missing": "A day it lacks", "fetches_missing_yes": "fetched from KOFIC, then kept",
            "fetches_missing_no": "not fetched (no KOFIC_API_KEY): fill it with boxoffice backfill",
            // Movie page and runs
            "movie_code": "Movie code", "title_original": "Original title", "production_year": "Production year",
            "status": "Status", "type": "Type", "formats": "Formats", "cast": "Cast", "companies": "Companies",
            "days_in_top_ten": "Days in the top ten", "best_day": "Best day", "total_audience_last_day": "Total audience (last charted day)",
            "total_sales_last_day": "Total sales (last charted day)",
            "rank_by_day": "Rank by day", "audience_by_day": "Audience by day", "days_in_chart_heading": "Days in the chart", "date": "Date",
            "codes_title": "KOBIS codes: {group} ({parent})", "codes_regions": "regions", "codes_nations": "nations",
            "codes_kinds": "kinds of film", "codes_types": "types of film", "codes_other": "code list",
            // People and companies
            "person_title": "{name} — filmography", "company_title": "{name} — films", "person_code": "Person code",
            "name": "Name", "name_en": "English name", "role": "Role", "sex": "Sex", "ceo": "CEO",
            "parts": "Parts", "part": "Part", "code": "Code", "films": "Films", "film_count": "Films in all", "year": "Year",
            "last_charted": "Last in top 10", "charted_films": "In the archive's top ten ({count})", "charted_by_year": "Charted films by year (each film in the year it first charted)",
            "part_films": "{part} ({count})", "part_unnamed": "Part not named", "no_films": "KOBIS lists no films.",
            "filmography_uncharted": "The archive's daily charts hold none of these films, so there are no ranks or audiences (boxoffice backfill over their years brings them).",
            "filmography_note": "Best rank, days in the top ten and total audience (on the film's last day in the top ten) come from the archive's daily charts; a film it never charted has none.",
            "people_named": "People named “{name}”", "companies_named": "Companies named “{name}”",
            "pick_by_code": "Several match: pick one by its code.",
            // Segments and regions
            // (each named list's label, `list_SLUG`, is its row's: `listLabels`)
            "segment_title": "{title} — {list}", "list_other": "KOFIC's list {slug}",
            "segment_totals": "Top {movies} total: {audience} admissions, {sales} in sales, {share}% of the sales of the list's films ({list}).",
            "segment_leader": "{title} leads the list ({list}) with {audience} admissions ({share}% of the list's sales).",
            "segment_note": "KOFIC's list of {list}: rank, rank change and share of sales are within the list; audience, sales, screens and shows are each movie's national figures.",
            "segment_note_region": "KOFIC's list for {list} (its wideAreaCd filter): the figures are as KOFIC gives them for the region.",
            // Top movies
            "position": "#", "audience_in_range": "Audience in range", "sales_in_range": "Sales in range (₩)",
            "days_in_chart": "Days charted", "first_date": "First", "last_date": "Last",
            // Index
            "year_title": "{year} in review", "year_sales": "Whole market's sales", "year_audience": "Audience (top-ten lists)",
            "year_days": "Days archived", "review_year_before": "The year before", "year_before_value": "{year}: {audience} admissions, {sales}",
            "year_before_partial": "{year}: {audience} admissions, {sales}, over only {days} of the same days (the others are not archived)",
            "year_before_not_archived": "not archived (none of the same days of {year})",
            "not_known": "not known", "year_missing": "The archive lacks {count} days of the year (the first: {first}): they are not counted.",
            "year_months": "Month by month", "month_column": "Month", "year_films": "Films by admissions in the year",
            "year_distributors": "Distributors", "average_ticket_price": "Average ticket (₩)", "site_years": "Years", "site_months": "Months",
            "last_rank": "Last weekend", "screens_change": "Screens ±", "weeks_in_release": "Weeks",
            "weekend_title": "Weekend box office, {start} to {end}",
            // Each page's lead: its own numbers first (issue 62)
            "date_prose": "{iso}",
            "forecast_figure": "{exact}",
            "audience_same_weekday": "Same weekday a year before",
            "change_up": "+{pct}%", "change_down": "-{pct}%", "change_flat": "0.0%", "rank_value": "#{rank}",
            "lead_day": "{date}: {audience} admissions in the top ten, {sales} in sales across the market; {title} was number one with {leader}.",
            "lead_day_week": "{change} on the same weekday a week before", "lead_day_week_missing": "the same weekday a week before is not archived",
            "lead_day_year": "{change} on the same weekday a year before ({date})", "lead_day_year_missing": "the same weekday a year before ({date}) is not archived",
            "lead_day_compare": "Admissions: {week}; {year}.", "lead_day_no_compare": "The same weekday a week before and a year before ({date}) are not archived: no comparison.",
            "range_same_month": "{start} to {end}", "range_same_year": "{start} to {end}", "range_prose": "{start} to {end}",
            "lead_days": "{days} days", "lead_days_partial": "{days} of its {total} days archived",
            "lead_month": "{range} ({days}): {audience} admissions in the top ten, {sales} in sales across the market.",
            "lead_month_change": "Admissions {change} on the same dates of {before_year} ({before_days} days).",
            "lead_month_no_before": "The same dates of {before_year} ({before_range}) are not all archived: no comparison.",
            "lead_month_leader": "Number one: {title} ({audience} admissions, {share}% of them).",
            "lead_month_gap": "{count} days of the span are not archived: no comparison.", "pending_from": "Days from {date} are not counted yet.",
            "lead_distributor": "In {year}: {audience} admissions and {sales} in sales, number {rank} among distributors ({share}% of the top ten's sales).",
            "lead_distributor_absent": "Not among {year}'s distributors.",
            "lead_distributor_film": "Its biggest film: {title} ({year}, {audience} admissions).",
            "lead_alltime": "In the archive's whole-market daily lists from {first} to {last}, the biggest film is {title} ({audience} admissions).",
            "lead_front": "Number one on {date}: {title} ({leader} admissions). The top ten drew {audience}, the market {sales} in sales.",
            "span_line": "The archive's span: {first} to {last} (the whole-market daily lists).",
            "ranked_by_sales": "Ranks are KOFIC's, by sales: a film can rank above one with more admissions.",
            // The 설 and 추석 holidays (issue 63)
            "festival_seollal": "Seollal", "festival_chuseok": "Chuseok", "holiday_name": "{festival} {year}",
            "holiday_title": "{name} box office", "holidays_title": "Seollal and Chuseok box office", "holidays_page": "Seollal and Chuseok",
            "lead_holiday": "{name} ({range}, {days} days off): {audience} admissions (top-ten lists), {sales} in sales, {per_day} a day.",
            "lead_holiday_partial": "{name} ({range}, {days} days off), the {archived} days the archive holds: {audience} admissions (top-ten lists), {sales} in sales, {per_day} a day.",
            "lead_holiday_highest": "The highest daily average of the archive's {count} {festival} holidays.",
            "lead_holiday_lowest": "The lowest daily average of the archive's {count} {festival} holidays.",
            "lead_holiday_rank": "{rank} by daily average of the archive's {count} {festival} holidays.",
            "holiday_not_archived": "The archive holds no day of {name} ({range}).",
            "holidays_lead": "{count} holidays in the archive.", "holidays_none": "The archive holds no day of a Seollal or Chuseok holiday yet.",
            "holiday_counted": "A holiday is the whole run of days off that holds the festival (weekends, public, substitute and temporary holidays). Admissions are the daily top-ten lists' sum over its archived days; sales the whole market's; the daily average is over the archived days.",
            "holiday_missing": "Not in the archive ({count} days, not counted): {dates}.",
            "holiday_untabled": "{year}'s temporary holidays are not in the table yet: the run of days off may be longer.",
            "holiday_days_heading": "Its days", "holiday_films": "Films by admissions over the holiday", "holiday_earlier": "Earlier {festival} holidays",
            "holiday": "Holiday", "holiday_span": "Days off", "holiday_days": "Days", "holiday_audience": "Admissions", "holiday_per_day": "A day",
            "holiday_sales": "Sales (₩)", "holiday_leader": "Number one", "holiday_share": "Share (%)",
            "same_period_days": "the same dates of {year} ({range}, {days} days)",
            "month_days_note": "Each day's change is against the same weekday a year before (364 days earlier).",
            "site_files": "Files", "site_feed": "Atom feed",
            "weekend_lead": "{title} led the weekend with {audience} admissions; the top ten drew {total}.",
            "weekend_method": "Last weekend's rank and the change in admissions are KOFIC's, against each film's weekend before, in the top ten or not (blank for a film new this weekend). The screens' change is against the weekend before as the archive holds it. Weeks count the weekend of the film's opening week as the first.",
            "weekly_chart_lead": "{title} led with {audience} admissions; the top ten drew {total}.",
            "weekly_chart_method": "Last week's rank and the change in admissions are KOFIC's, against each film's chart of the same days a week before, in the top ten or not (blank for a film new to it). The screens' change is against that chart as the archive holds it. Weeks count the film's opening week (Monday to Sunday) as the first.",
            "run_sales": "Sales on its charted days", "site_weekends": "Weekends", "site_alltime": "All-time box office", "weekend_report": "The weekend's report",
            "weekend_page": "The weekend's chart", "weekend_days": "The weekend's days",
            "front_page": "Front page", "month_title": "{month}: the month's box office", "month_films": "Films by admissions in the month",
            "month_days": "Day by day", "site_movies": "Movies", "year_column": "Year",
            "distributor_year_shares": "{year}'s distributors and their shares", "distributor_shared_note": "A film released by several distributors counts here in equal parts: its admissions and sales are divided among them.",
            "year_top_korean": "Top 10 Korean films (by first nation)", "year_top_foreign": "Top 10 foreign films (by first nation)",
            "year_nation_unknown": "{count} films ({audience} admissions) have no details in the archive: their nation and rating are not known.",
            "year_diversity": "Diversity films (KOFIC's 다양성영화 list)",
            "year_no_diversity": "The archive holds no diversity-film list for this year.",
            "year_by_rating": "Films by rating", "year_by_nation": "Films by nation", "rating": "Rating", "nation": "Nation",
            "site_around": "Days around, the month, the year", "front_newest": "The newest day: {date}", "front_final": "Final (forecast)", "front_next": "Next milestone",
            "front_next_value": "{mark}: {day}", "front_milestones": "Milestones coming", "front_market": "The market so far",
            "front_year": "{year} so far (to {to}): {audience} admissions in the top-ten lists, {sales} in sales{change}.",
            "front_month": "The month so far ({month}): {audience} admissions, {sales} in sales{change}.",
            "front_change": "; {change} admissions against the same {days} days of {before}", "front_no_before": "; the same days of {before} are not all archived, so there is no comparison",
            "front_missing": "The archive lacks {count} of these days (the first: {first}): they are not counted.",
            "front_korean_sales": "Korean films' share of {year}'s sales so far: {share} (KOFIC's Korean list).",
            "front_korean_audience": "Korean films' share of {year}'s top-ten admissions so far: {share} (each film's first nation).",
            "front_search": "Find a movie", "front_search_placeholder": "A title, in Korean or as charted",
            "front_search_note": "Searches the {count} movies the archive has charted, on this page, offline.",
            "front_distributors": "Distributors of {year}", "front_recent": "Recent days", "front_open_day": "The day's full report",
            "no_code_mark": "{name} (no KOBIS code)",
            "site_no_details": "The archive holds no details of this movie (its open date, director, genre, rating, nations, distributor).",
            "reports_title": "Box-office reports", "every_day": "Every day", "weekday": "Weekday", "files": "Files",
            // Books
            "query": "Query", "hits": "Hits", "authors": "Authors", "translators": "Translators", "publisher": "Publisher",
            "published": "Published", "isbn13": "ISBN-13", "isbn10": "ISBN-10", "pages": "Pages", "price": "Price",
            "sale_price": "Sale price", "cover": "Cover", "saved_at": "Saved", "subtitle": "Subtitle", "description": "Description",
            "books": "Books", "reading_list": "Reading list", "not_ranked": "not ranked",
            // Forecasts
            "milestone_chance": "Chance within 3 weeks", "forecast_as_of": "forecast as of {date}", "forecast": "Forecast", "as_of": "as of", "expected_final": "Expected final audience", "interval_80": "80% interval",
            "milestone_mark": "Milestone", "expected_date": "Expected date", "not_expected": "not expected", "forecast_accuracy": "Back-test at this day",
            "median_error": "Median error", "mean_error": "Mean error", "coverage_80": "Finals inside the 80% interval", "naive_median_error": "Naive ladder's median error",
            "naive_mean_error": "Naive ladder's mean error", "forecasts": "Forecasts", "open_date_label": "Open date",
            "backtest": "Forecast back-test", "day_of_run": "Day of run", "final": "Final", "error": "Error",
            "milestone_dates": "Next milestone dates (3-21 days ahead)", "within_one_day": "Within a day", "flat_rate": "Flat rate of the last 7 days",
            "expected_never_reached": "Expected, never reached",
            "audience_change_week": "± week", "week_start": "From", "week_end": "To", "number_one": "Number one",
            "number_one_audience": "Its audience", "top10_audience": "Top 10 audience", "top10_sales": "Top 10 sales (₩)",
            "new_entries": "New", "revision": "Revision", "range_to": " to ", "weekend": "Weekend", "week": "Weekly", "weekdays": "Weekdays", "weekly_reports": "Weekly charts",
        ],
        listLabels: \.english,
        weekdays: englishWeekdays,
        longDate: { date in "\(date.iso) (\(englishWeekdays[date.weekday.rawValue - 1]))" },
        sentences: Sentences(
            dailyTitle: { "Daily box office — \($0)" },
            noData: { "KOFIC has no box-office data for \($0). The day may be too recent, or no cinema reported." },
            totals: { movies, audience, sales, share in
                "Top \(movies) total: \(audience) admissions, \(sales) in sales, \(share)% of the day's sales."
            },
            audienceChart: { "Audience on \($0)" },
            dayOfRelease: { String($0) },
            reRelease: { day in day.map { "re-release, day \($0)" } ?? "re-release" },
            noForecast: { reason, titles in
                let list = titles.joined(separator: ", ")
                switch reason {
                case .reRelease: return "No forecast for re-releases (a re-release's run is not its first one's): \(list)."
                case .tooEarly: return "No forecast before a run's third day: \(list)."
                case .lastWeekNotArchived: return "No forecast until a run's last seven days are all at hand (the archive, or the sample, lacks some): \(list)."
                case .notEnoughToLearnFrom: return "No forecast: too few finished runs to learn from for \(list)."
                }
            },
            minutes: { "\($0) min" },
            leader: { title, audience, share in "\(title) leads with \(audience) admissions (\(share)% of the day's sales)." },
            newEntries: { entries in "New in the chart: " + entries.map { "\($0.title) (#\($0.rank))" }.joined(separator: ", ") + "." },
            climber: { title, places, rank in "Biggest climber: \(title), up \(places) \(places == 1 ? "place" : "places") to #\(rank)." },
            milestone: { title, mark, accumulated in
                "\(title) passes \(NumberFormat.grouped(mark)) admissions (\(NumberFormat.grouped(accumulated)) in all)."
            },
            sampleGap: { count, total, titles in
                "\(count) of \(total) ranked movies \(count == 1 ? "has" : "have") no recorded details in the bundled sample: "
                    + titles.joined(separator: ", ")
                    + ". \(count == 1 ? "Its" : "Their") detail columns are empty; with a KOFIC key, every movie has its details."
            },
            detailsGap: { title, code, reason in "No details for \(title) (\(code)): \(reason). Its detail columns are empty." },
            narrowTable: "More columns on a wider screen, or tap here for every column; every number is also in the data file of the same name beside this page.",
            archivedStatus: { revision, fetched, provisional in
                "revision \(revision), fetched \(fetched)" + (provisional ? ", provisional (KOFIC may still correct it)" : "")
            },
            weeklyTitle: { kind, start, end in "\(kind) box office — \(start) to \(end)" },
            weeklyNoData: { "KOFIC has no box-office data for \($0) yet." },
            weeklyTotals: { movies, audience, sales, share in
                "Top \(movies) total: \(audience) admissions, \(sales) in sales, \(share)% of the period's sales."
            },
            weeklyLeader: { title, audience, share in "\(title) leads with \(audience) admissions (\(share)% of the period's sales)." },
            againstPreviousWeek: { title, change in "\(title): \(change) against the same days a week before." },
            weeklyListTitle: { kind, from, to in "\(kind) charts in the archive, \(from) to \(to)" },
            weeklyListEmpty: "The archive holds no such chart in that range: fill it with boxoffice backfill --weekly.",
            feedTitle: { title, leader in leader.map { "\(title): \($0) #1" } ?? title },
            chatRevised: { revision, change in "KOFIC revised this day (revision \(revision)): \(change)" },
            chatFailed: { what, error in "boxoffice: the \(what) failed: \(error)" },
            dailySubject: { "report of \($0)" },
            weeklySubject: { kind, start in "\(kind.lowercased()) chart of \(start)" },
            revisionsTitle: { "Revisions of the daily box office — \($0)" },
            revisionHeading: { revision, fetched in "Revision \(revision), fetched \(fetched)" },
            firstFetch: { "First fetched: \($0) ranked movies." },
            unchangedRevision: "No ranked number changed.",
            actorRole: { name, role in "\(name) as \(role)" },
            runTitle: { "\($0) — run in the archive" },
            daysInTopTen: { count, first, last in "\(count) (\(first) to \(last))" },
            admissions: { "\(NumberFormat.grouped($0)) admissions" },
            neverRanked: "The archive knows this movie's details but holds no day on which it was ranked.",
            topTitle: { count, from, to in "Top \(count) movies, \(from) to \(to)" },
            topIntro: { days, from, to in
                "\(days) archived days from \(from) to \(to). Audience and sales are summed over the days each movie was in the daily top ten."
            },
            topEmpty: { from, to in "The archive holds no ranked day from \(from) to \(to)." },
            latest: { "Latest: \($0)." },
            noReportYet: "No daily report yet.",
            movieSearchTitle: { "Movies matching \u{201C}\($0)\u{201D}" },
            booksTitle: { "Books: \($0)" },
            hits: { total, shown in total.map { "\($0) (\(shown) shown)" } ?? "\(shown) shown" },
            noBook: { "No book matched \u{201C}\($0)\u{201D}." },
            readingListEmpty: "The reading list is empty: add a book with boxoffice books save ISBN.",
            moreAt: { "More at \($0)" },
            audienceRounded: { englishRounded($0) },
            audiencesRounded: { englishRoundedAlike($0) },
            forecastRounded: { englishRounded($0) },
            forecastAccuracy: { median, coverage, count, opened, chosen in
                return "median error \(median), finals inside the 80% interval \(coverage) (\(count) forecasts, of the runs of \(englishYears(opened)) "
                    + "that reached 1,000,000; " + (chosen.isEmpty ? "none chose the method" : "the method was chosen on \(chosen.map(englishYears).joined(separator: " and "))") + ")"
            },
            finalExpected: { title, final, low, high in
                let shown = englishRoundedAlike([final, low, high])
                return "\(title): a final audience of \(shown[0]) expected (\(shown[1]) to \(shown[2]))"
            },
            milestoneExpected: { title, mark, date, range, chance in
                "\(title): \(NumberFormat.grouped(mark)) expected \(range == nil ? "on " : "")\(englishMilestoneDay(date, range))"
                    + (chance.map { " (\(Int(($0 * 100).rounded()))% likely within three weeks)" } ?? "")
            },
            milestoneDay: englishMilestoneDay,
            milestoneMeaning: { years, chose, reaching, near, far, fitted in
                let span = englishYears(years), fittedSpan = englishYears(fitted)
                let role = chose.map { $0 == years ? "years the method was chosen on" : "\(englishYears($0)) chose the method, the others were looked at while choosing it" }
                    ?? "years never used to choose the method"
                return "A milestone's date is the day its crossing is likeliest, and a range the days it most likely falls in; in the runs of \(span) "
                    + "that reached \(NumberFormat.grouped(reaching)) (" + role
                    + "), \(near)% of the marks crossed three to seven days after a report came within a day of its date, and \(far)% of those crossed "
                    + "eight to 21 days after fell in its range; a chance is calibrated on the runs of \(fittedSpan)"
            },
            pace: { title, day, accumulated, other, year, difference in
                "\(title) on day \(day): \(NumberFormat.grouped(accumulated)), \(NumberFormat.grouped(abs(difference))) \(difference >= 0 ? "ahead of" : "behind") "
                    + "\(other) (\(year)) on the same day"
            },
            wonRounded: { won in
                won >= 1_000_000_000_000 ? "₩" + NumberFormat.plain(Double(won) / 1_000_000_000_000, places: 2) + " trillion"
                    : won >= 1_000_000_000 ? "₩" + NumberFormat.plain(Double(won) / 1_000_000_000, places: 1) + " billion"
                    : won >= 1_000_000 ? "₩" + NumberFormat.plain(Double(won) / 1_000_000, places: 1) + " million" : "₩" + NumberFormat.grouped(won)
            },
            headlineAudience: { NumberFormat.grouped($0) },
            headlineWon: { "₩" + NumberFormat.grouped($0) },
            mark: { mark in mark >= 1_000_000 && mark % 1_000_000 == 0 ? "\(mark / 1_000_000) million" : NumberFormat.grouped(mark) }
        )
    )
}
