/// The archive for questions (`history`): opened for reading, so a current archive's file stays as
/// it is; an archive of an older schema is opened again to write, once, under the archive's lock, and
/// so migrated as a writer would migrate it.
public struct OpenArchiveToRead<Archive: Sendable>: Sendable {
    /// Opens the archive: for reading (`writing` false), with whether its schema is behind; or to write.
    let open: @Sendable (_ writing: Bool) async throws -> (archive: Archive, behind: Bool)
    let locks: any RunLocking

    public init(locks: any RunLocking, open: @escaping @Sendable (_ writing: Bool) async throws -> (archive: Archive, behind: Bool)) {
        self.locks = locks
        self.open = open
    }

    public func execute() async throws -> Archive {
        let read = try await open(false)
        guard read.behind else { return read.archive }
        let open = self.open
        return try await ExclusiveRun(locks: locks) { try await open(true).archive }.run { $0 }
    }
}
