/// Recorded KOFIC and book-search responses, bundled for `--sample` (no key, no network): the real,
/// complete week of 2026-01-19 to 2026-01-25 with every ranked movie's details, and the book searches.
///
/// Its dictionaries (`daily` by `targetDt`, `movies` by `movieCd`, `books` by `source/name`) are
/// generated at build time from `Tests/Fixtures` by `SampleRecordingsPlugin`.
public enum SampleRecordings {}
