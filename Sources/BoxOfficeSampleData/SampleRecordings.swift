/// Recorded KOFIC and book-search responses, bundled for `--sample` (no key, no network).
///
/// Its dictionaries (`daily` by `targetDt`, `movies` by `movieCd`, `books` by `source/name`) are
/// generated at build time from `Tests/Fixtures` by `SampleRecordingsPlugin`.
public enum SampleRecordings {}
