#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Writes a set of files all or none: every file goes to a temporary file in its own folder,
/// is flushed to disk, and only when all are written are they renamed into place.
///
/// A failure at any point removes the temporaries and leaves the previous files untouched.
public struct AtomicFileWriter: Sendable {
    public init() {}

    public func write(_ files: [(path: String, contents: Data)]) throws(FileSystemError) {
        var written: [(temporary: String, final: String)] = []
        do throws(FileSystemError) {
            for file in files {
                let folder = (file.path as NSString).deletingLastPathComponent
                try createFolder(folder.isEmpty ? "." : folder)
                let name = (file.path as NSString).lastPathComponent
                let temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).tmp-\(Platform.processID)-\(UInt32.random(in: 0...UInt32.max))"
                StaleTemporaries.sweepOnce(folder.isEmpty ? "." : folder)
                written.append((temporary, file.path))
                TemporaryFiles.register(temporary)
                try writeFully(file.contents, to: temporary, reportedAs: file.path)
            }
            for pair in written where rename(pair.temporary, pair.final) != 0 {
                throw FileSystemError.cannotWrite(path: pair.final, reason: Platform.describe(errno: errno))
            }
        } catch {
            for pair in written { unlink(pair.temporary) }
            for pair in written { TemporaryFiles.unregister(pair.temporary) }
            throw error
        }
        for pair in written { TemporaryFiles.unregister(pair.temporary) }
    }

    private func createFolder(_ path: String) throws(FileSystemError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            if isFolder.boolValue { return }
            throw .cannotWrite(path: path, reason: "exists and is not a folder")
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            let code = (error as NSError).userInfo[NSUnderlyingErrorKey].flatMap { ($0 as? NSError)?.code }
            throw .cannotWrite(path: path, reason: code.map { Platform.describe(errno: Int32($0)) } ?? "cannot create the folder")
        }
    }

    private func writeFully(_ data: Data, to temporary: String, reportedAs path: String) throws(FileSystemError) {
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else { throw .cannotWrite(path: path, reason: Platform.describe(errno: errno)) }
        var failure: Int32 = 0
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc_write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += n
            }
        }
        if failure == 0, fsync(fd) != 0 { failure = errno }
        if close(fd) != 0, failure == 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw .cannotWrite(path: path, reason: Platform.describe(errno: failure))
        }
    }
}

/// `write(2)` under a name that does not clash with Swift's `write` overloads.
@inline(__always)
private func Glibc_write(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
    return Darwin.write(fd, buffer, count)
    #elseif canImport(Musl)
    return Musl.write(fd, buffer, count)
    #else
    return Glibc.write(fd, buffer, count)
    #endif
}

/// A run killed with SIGKILL mid-write leaves `.NAME.tmp-PID-N`: those of dead processes are removed
/// from a folder the first time this process writes in it (once: listing a folder of thousands of
/// pages before each write made a site's build quadratic).
enum StaleTemporaries {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var swept: Set<String> = []

    static func sweepOnce(_ folder: String) {
        guard lock.withLock({ swept.insert(folder).inserted }) else { return }
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where entry.hasPrefix(".") {
            guard let marker = entry.range(of: ".tmp-") else { continue }
            let pid = Int32(entry[marker.upperBound...].prefix { $0 != "-" }) ?? 0
            if pid > 0, pid != Platform.processID, kill(pid, 0) != 0, errno == ESRCH { unlink(folder + "/" + entry) }
        }
    }
}
