/// The front doors of `FilmographyCommand`, one per subject: `boxoffice people CODE|NAME` and
/// `boxoffice company CODE|NAME`.
protocol FilmographySubjectCommand: BoxOfficeCommand {
    static var subject: FilmographyCommand.Subject { get }
    var command: FilmographyCommand { get }
    init(command: FilmographyCommand)
}

extension FilmographySubjectCommand {
    init(arguments: [String]) throws { self.init(command: try FilmographyCommand(Self.subject, arguments: arguments)) }
    var context: RunContext { command.context }
    var deadline: Double? { command.deadline }
    func run(_ root: CompositionRoot) async throws -> CommandOutcome { try await command.run(root) }
}

/// `boxoffice people CODE|NAME`.
struct PeopleCommand: FilmographySubjectCommand {
    static let subject = FilmographyCommand.Subject.person
    let command: FilmographyCommand
}

/// `boxoffice company CODE|NAME`.
struct CompanyCommand: FilmographySubjectCommand {
    static let subject = FilmographyCommand.Subject.company
    let command: FilmographyCommand
}
