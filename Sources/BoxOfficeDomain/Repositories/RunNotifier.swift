/// Where a run's message goes once its files are safely written (a chat channel's webhook).
public protocol RunNotifier: Sendable {
    /// Delivers one message (Markdown); throws when it could not.
    func notify(_ message: String) async throws
}
