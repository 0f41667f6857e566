/// Why files could not be written.
public enum FileSystemError: Error, Hashable, Sendable {
    case cannotWrite(path: String, reason: String)
}
