#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The system's libpq, loaded at run time (`dlopen`): building boxoffice needs no PostgreSQL
/// headers, and a machine without libpq only loses PostgreSQL archives (with a clear error).
final class LibPQ: @unchecked Sendable {
    typealias ConnectDB = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    typealias Finish = @convention(c) (OpaquePointer?) -> Void
    typealias Status = @convention(c) (OpaquePointer?) -> Int32
    typealias ErrorMessage = @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    typealias ExecParams = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafePointer<UInt32>?,
                                           UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<Int32>?, UnsafePointer<Int32>?, Int32) -> OpaquePointer?
    typealias GetValue = @convention(c) (OpaquePointer?, Int32, Int32) -> UnsafeMutablePointer<CChar>?
    typealias GetIsNull = @convention(c) (OpaquePointer?, Int32, Int32) -> Int32
    typealias ErrorField = @convention(c) (OpaquePointer?, Int32) -> UnsafeMutablePointer<CChar>?

    // libpq's enums, as its header defines them.
    static let connectionOK: Int32 = 0
    static let commandOK: Int32 = 1, tuplesOK: Int32 = 2
    /// `PG_DIAG_SQLSTATE`
    static let sqlStateField = Int32(UInt8(ascii: "C"))

    let connectdb: ConnectDB, finish: Finish, status: Status, errorMessage: ErrorMessage
    let execParams: ExecParams, resultStatus: Status, ntuples: Status, nfields: Status
    let getvalue: GetValue, getisnull: GetIsNull, clear: Finish, resultErrorField: ErrorField, resultErrorMessage: ErrorMessage

    /// The library, or why it cannot be had.
    static let shared: Result<LibPQ, PostgreSQLError> = {
        let names = ["libpq.so.5", "libpq.so", "libpq.5.dylib", "/opt/homebrew/opt/libpq/lib/libpq.5.dylib", "/usr/local/opt/libpq/lib/libpq.5.dylib"]
        guard let handle = names.lazy.compactMap({ dlopen($0, RTLD_NOW) }).first else {
            return .failure(.libraryMissing)
        }
        func symbol<T>(_ name: String, _: T.Type) -> T? {
            dlsym(handle, name).map { unsafeBitCast($0, to: T.self) }
        }
        guard let connectdb = symbol("PQconnectdb", ConnectDB.self), let finish = symbol("PQfinish", Finish.self),
              let status = symbol("PQstatus", Status.self), let errorMessage = symbol("PQerrorMessage", ErrorMessage.self),
              let execParams = symbol("PQexecParams", ExecParams.self), let resultStatus = symbol("PQresultStatus", Status.self),
              let ntuples = symbol("PQntuples", Status.self), let nfields = symbol("PQnfields", Status.self),
              let getvalue = symbol("PQgetvalue", GetValue.self), let getisnull = symbol("PQgetisnull", GetIsNull.self),
              let clear = symbol("PQclear", Finish.self), let resultErrorField = symbol("PQresultErrorField", ErrorField.self),
              let resultErrorMessage = symbol("PQresultErrorMessage", ErrorMessage.self)
        else { return .failure(.libraryMissing) }
        return .success(LibPQ(connectdb: connectdb, finish: finish, status: status, errorMessage: errorMessage, execParams: execParams,
                              resultStatus: resultStatus, ntuples: ntuples, nfields: nfields, getvalue: getvalue, getisnull: getisnull,
                              clear: clear, resultErrorField: resultErrorField, resultErrorMessage: resultErrorMessage))
    }()

    private init(connectdb: ConnectDB, finish: Finish, status: Status, errorMessage: ErrorMessage, execParams: ExecParams,
                 resultStatus: Status, ntuples: Status, nfields: Status, getvalue: GetValue, getisnull: GetIsNull, clear: Finish,
                 resultErrorField: ErrorField, resultErrorMessage: ErrorMessage) {
        (self.connectdb, self.finish, self.status, self.errorMessage, self.execParams) = (connectdb, finish, status, errorMessage, execParams)
        (self.resultStatus, self.ntuples, self.nfields, self.getvalue, self.getisnull) = (resultStatus, ntuples, nfields, getvalue, getisnull)
        (self.clear, self.resultErrorField, self.resultErrorMessage) = (clear, resultErrorField, resultErrorMessage)
    }
}

/// What went wrong talking to PostgreSQL. Messages never hold the connection's password.
public enum PostgreSQLError: Error, Hashable, Sendable {
    /// libpq is not installed (Debian: libpq5).
    case libraryMissing
    /// The server could not be reached or refused the connection.
    case cannotConnect(reason: String)
    /// A statement failed: its SQLSTATE (`23505` unique violation, `40P01` deadlock…) and message.
    case failed(sqlState: String, message: String)
}
