import BoxOfficeApplication
import BoxOfficeData
import Foundation
import BoxOfficeDomain
import BoxOfficeInfrastructure

/// Maps every error of every layer, once, to a one-line message and an exit status.
struct ErrorReport {
    let message: String
    let status: ExitStatus

    /// - Parameter words: the errors' words of the run's language (`ErrorWords`); English by default.
    /// - Parameter places: the failed run's ` --env`/` --archive`/` --output`, completing the commands
    ///   a message suggests (`SuggestedCommand.places(arguments:settings:)`).
    init(_ error: any Error, words: ErrorWords = .english, places: String = "") {
        switch error {
        case let failure as StepFailure:
            let inner = ErrorReport(failure.underlying, words: words, places: places)
            self.init(words.stepFailed(failure.step, inner.message), inner.status)
        case let none as NoChartList:
            let period = none.chart.date?.iso ?? none.chart.range.map { words.week($0.kind.rawValue, $0.start.iso, $0.end.iso) } ?? none.chart.name
            let named = none.chart.list.isWholeMarket ? period : words.listOf(none.chart.list.slug, period)
            self.init(none.newest ? words.noListYet(named) : words.noChart(named), none.newest ? .quota : .noInput)
        case let error as SettingsFileError:
            switch error.problem {
            case .missing?: self.init(words.settingsMissing(error.path), .configuration)
            case .readableByOthers?: self.init(words.settingsExposed(error.path), .configuration)
            case .unreadable?: self.init(words.settingsUnreadable(error.path), .configuration)
            case nil: self.init(error.message, .configuration)
            }
        case let error as ScheduleSettingsError:
            self.init(error.message, .configuration)
        case let error as UsageError:
            self.init((error.problem.map(words.usage) ?? error.message) + words.seeHelp(error.command), .usage)
        case RequestError.dateInFuture(let requested, let latest):
            self.init(words.dateInFuture(requested.iso, latest.iso), .usage)
        case RequestError.weekNotOver(let requested, let latest):
            self.init(words.weekNotOver(requested.kind.rawValue, requested.start.iso, requested.end.iso, latest.start.iso, latest.end.iso), .usage)
        case let error as SourceError:
            self.init(error, words: words)
        case let error as FileSystemError:
            switch error {
            case .cannotWrite(let path, let reason):
                self.init(words.cannotWrite(path, reason), .cannotWrite)
            }
        case let error as ArchiveError:
            switch error {
            case .missing(let path):
                self.init(words.archiveMissing(path, places), .noInput)
            case .unreadable(let path, let reason):
                // What to do: a SQLite file's rows can be recovered; a server's is its operator's to mend.
                let mend = PostgreSQLAddress.isPostgreSQL(path) ? nil : "sqlite3 \(SuggestedCommand.path(path)) \".recover\" | sqlite3 recovered.sqlite"
                self.init(words.archiveUnreadable(path, reason, mend), .dataError)
            case .newerSchema(let path, let found, let supported):
                self.init("the archive \(path) has schema version \(found), newer than this boxoffice knows (\(supported)); upgrade boxoffice", .dataError)
            case .cannotWrite(let path, let reason):
                self.init(words.archiveCannotWrite(path, reason), .cannotWrite)
            case .busy(let path):
                self.init(words.archiveBusy(path), .quota)
            case .unreachable(let address, let reason):
                self.init(words.archiveUnreachable(address, reason), .unavailable)
            }
        case CommandError.backfillStopped(let message, let status):
            self.init(message, status)
        case CommandError.siteOfAnotherArchive(let folder, let rebuild):
            self.init(words.siteOfAnotherArchive(folder, rebuild), .cannotWrite)
        case CommandError.siteNeedsItsOwnFolder(let folder):
            self.init(words.siteNeedsItsOwnFolder(folder), .cannotWrite)
        case CommandError.copyIncomplete(let tables, let destination):
            self.init("the copy is incomplete: \(destination) lacks source rows, or holds them with other values, in \(tables.joined(separator: ", "))",
                      .dataError)
        case let error as NoSuchBook:
            let identifier = error.identifier
            self.init("no book with \(ISBN(identifier) != nil ? "ISBN" : "id") \(identifier)", .noInput)
        case let refusal as ForecastRefusal:
            switch refusal {
            case .unknownToKOFIC(let code):
                self.init(words.unknownToKOFIC(code.rawValue), .noInput)
            case .notInArchive(let code, let date):
                self.init(words.forecastNotInArchive(code.rawValue, date.iso, places), .noInput)
            case .notRankedOn(let title, let date):
                self.init(words.forecastNotRanked(title, date.iso), .noInput)
            case .reRelease(let title, let open):
                self.init(words.forecastReRelease(title, open.iso), .noInput)
            case .lastWeekNotArchived(let title, let missing):
                self.init(words.forecastLacksDays(title, missing.first?.iso ?? "", missing.last?.iso ?? "", missing.count, places), .noInput)
            case .tooFewRuns(let count):
                self.init(words.forecastTooFewRuns(count), .noInput)
            case .severalTitles(let text, let matches):
                self.init("several archived movies match \u{201C}\(text)\u{201D}: \(matches.joined(separator: ", ")); give its code", .usage)
            case .noTitle(let text):
                self.init("no archived movie's title holds \u{201C}\(text)\u{201D}; try its KOFIC code", .noInput)
            }
        case ArchiveQuestionError.noMovie(let code):
            self.init(words.noMovieCharted("\(code)"), .noInput)
        case ArchiveQuestionError.noTitle(let text):
            self.init(words.noTitleCharted(text), .noInput)
        case ArchiveQuestionError.severalTitles(let text, let matches):
            self.init("several archived movies match \u{201C}\(text)\u{201D}: \(matches.joined(separator: ", ")); give its code", .usage)
        case ArchiveQuestionError.repeated(let code):
            self.init("the comparison names movie \(code) twice; name 2 to 6 different movies", .usage)
        case ArchiveQuestionError.backwards(let from, let to):
            self.init(words.backwards(from.iso, to.iso), .usage)
        case ArchiveQuestionError.missing(let word, let parameter):
            self.init(words.needs(word, parameter), .usage)
        case ArchiveQuestionError.invalid(let parameter, let why):
            self.init("\(parameter): \(why)", .usage)
        case ArchiveQuestionError.notACode(let text):
            self.init("\"\(text)\" is not a KOFIC movie code (8 letters or digits, such as 20199882)", .usage)
        case ArchiveQuestionError.notRecorded(let date, let recorded):
            self = ErrorReport(CommandError.noSampleRecording(date, recorded: recorded))
        case ArchiveQuestionError.listNotRecorded:
            self.init("the sample holds the national list only; a segment's or a region's list comes from KOFIC (KOFIC_API_KEY)", .usage)
        case let unknown as UnknownRegion:
            self.init("unknown region \u{201C}\(unknown.typed)\u{201D}; KOBIS's regions: " + unknown.known.joined(separator: ", "), .usage)
        case ArchiveQuestionError.emptyArchive:
            self.init(words.emptyArchive(places), .noInput)
        case ArchiveQuestionError.noDay(let date, let list) where !list.isWholeMarket:
            self.init(words.noDayOfList(list.slug, date.iso, list.commandSuffix, places), .noInput)
        case ArchiveQuestionError.noDay(let date, _):
            self.init(words.noArchivedDay(date.iso, places), .noInput)
        case LookUpMovie.Miss.noCode(let code):
            self.init(words.noMovieWithCode("\(code)"), .noInput)
        case LookUpMovie.Miss.noTitle(let title):
            self.init(words.noMovieMatches(title), .noInput)
        case let refusal as ToolRefusal:
            self.init(refusal.message, .usage)
        case let busy as ArchiveBusy:
            let lacking = switch busy.answer {
            case .noDay(let date, let list): "the archive holds no \(list.isWholeMarket ? "day" : list.slug + " list of") \(date.iso) yet"
            case .emptyArchive: "the archive holds no day yet"
            case .noMovie(let code): "the archive knows no movie with code \(code) yet"
            case .noTitle(let text): "no archived title holds \u{201C}\(text)\u{201D} yet"
            case .severalTitles(let text, _): "several archived titles hold \u{201C}\(text)\u{201D}"
            case .repeated(let code): "the comparison names movie \(code) twice"
            case .backwards(let from, let to): "the range \(from.iso) to \(to.iso) runs backwards"
            case .missing, .invalid, .notACode, .notRecorded, .listNotRecorded: "the question could not be asked"
            }
            self.init("another boxoffice run has held the archive for \(Int(busy.waited)) s, so nothing was fetched, and \(lacking); ask again when that run ends",
                      .unavailable)
        case let error as FillFailed:
            self.init("what the archive lacks could not be fetched (\(error.first.iso): \(error.message))", .unavailable)
        case CommandError.noMovieMatches(let title):
            self.init(words.noMovieMatches(title), .noInput)
        case CommandError.severalMoviesMatch(let title, _, let codes):
            self.init("several movies match \u{201C}\(title)\u{201D} (listed above); pick one by its code, e.g. boxoffice movie \(codes[0])", .usage)
        case CommandError.severalMatch(_, let message):
            self.init(message, .usage)
        case LookupMiss.noPerson(let code):
            self.init(words.noPerson("\(code)"), .noInput)
        case LookupMiss.noCompany(let code):
            self.init(words.noCompany("\(code)"), .noInput)
        case LookupMiss.noCodes(let parent):
            self.init("KOBIS lists no codes under \(parent)", .noInput)
        case LookupMiss.noPersonNamed(let name):
            self.init(words.noPersonNamed(name), .noInput)
        case LookupMiss.noCompanyNamed(let name):
            self.init(words.noCompanyNamed(name), .noInput)
        case LookUpMovie.Miss.notRecorded(let code, let recorded):
            self.init("the bundled sample holds no details of movie \(code); recorded movies: "
                + recorded.joined(separator: ", "), .noInput)
        case CommandError.noSampleRecording(let date, let recorded):
            self.init("the bundled sample has no recording of \(date.iso); recorded days: "
                + recorded.map(\.iso).joined(separator: ", "), .usage)
        case is CancellationError:
            self.init(words.interrupted, .interrupted)
        case let error as DeadlineExceeded:
            self.init(words.deadline(Int(error.seconds), nil), .unavailable)
        case let error as DeadlineStopped:
            self.init(words.deadline(Int(error.seconds), error.phase), .unavailable)
        case let busy as ScheduleBusy:
            self.init(words.runInProgress(busy.lock), .quota)
        case let error as RunLock.Failure:
            switch error {
            case .held(let path):
                self.init(words.runInProgress(path), .quota)
            case .cannotCreate(let path, let reason):
                self.init(words.cannotWriteIn((path as NSString).deletingLastPathComponent, reason), .cannotWrite)
            }
        default:
            self.init("unexpected failure (\(type(of: error)))", .software)
        }
    }

    private init(_ error: SourceError, words: ErrorWords) {
        switch error {
        case .keyMissing(let variable):
            self.init(words.keyMissing(variable), .keyProblem)
        case .keyRejected(let detail):
            self.init(words.keyRejected(Self.service(detail), detail, Self.keyVariable(detail)), .keyProblem)
        case .quotaExhausted(let detail):
            self.init(words.quotaSpent(detail), .quota)
        case .unreachable(let detail):
            let service = Self.service(detail)
            let reason = detail.hasPrefix(service + ": ") ? String(detail.dropFirst(service.count + 2)) : detail
            let variable = service == "KOFIC" ? "KOFIC_BASE_URL" : service == "Kakao" ? "KAKAO_BASE_URL" : "GOOGLE_BOOKS_BASE_URL"
            self.init(words.unreachable(service, reason, variable), .unavailable)
        case .unusableAnswer(let detail):
            self.init(words.unusableAnswer(Self.service(detail), detail), .dataError)
        case .refusedParameter(let detail):
            self.init("\(Self.service(detail)) refused the request's value (\(detail))", .usage)
        }
    }

    /// Which service a source error speaks of, from its detail (KOFIC unless it names another).
    private static func service(_ detail: String) -> String {
        detail.hasPrefix("Google Books") ? "Google Books" : detail.hasPrefix("Kakao") ? "Kakao" : "KOFIC"
    }

    private static func keyVariable(_ detail: String) -> String {
        detail.hasPrefix("Google Books") ? "GOOGLE_BOOKS_API_KEY" : detail.hasPrefix("Kakao") ? "KAKAO_REST_API_KEY" : "KOFIC_API_KEY"
    }

    private init(_ message: String, _ status: ExitStatus) {
        self.message = message
        self.status = status
    }
}
