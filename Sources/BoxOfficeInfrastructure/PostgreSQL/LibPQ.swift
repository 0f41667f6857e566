#if os(Linux)
import CLibPQHeader
import Glibc
#else
import CLibPQ
#endif

/// The libpq functions a `PostgreSQLConnection` calls. On Linux they are found by `dlopen` when the
/// first connection is made, not linked (see CLibPQHeader's shim.h): a run on a SQLite archive never
/// loads libpq and the libraries it needs. Elsewhere (macOS) they are the linked ones.
struct LibPQ: @unchecked Sendable {
    typealias Strings = UnsafePointer<UnsafePointer<CChar>?>
    let connectdbParams: @convention(c) (Strings?, Strings?, Int32) -> OpaquePointer?
    let status: @convention(c) (OpaquePointer?) -> ConnStatusType
    let errorMessage: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    let finish: @convention(c) (OpaquePointer?) -> Void
    let execParams: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafePointer<Oid>?, Strings?, UnsafePointer<Int32>?,
                                    UnsafePointer<Int32>?, Int32) -> OpaquePointer?
    let clear: @convention(c) (OpaquePointer?) -> Void
    let resultStatus: @convention(c) (OpaquePointer?) -> ExecStatusType
    let resultErrorField: @convention(c) (OpaquePointer?, Int32) -> UnsafeMutablePointer<CChar>?
    let resultErrorMessage: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    let ntuples: @convention(c) (OpaquePointer?) -> Int32
    let nfields: @convention(c) (OpaquePointer?) -> Int32
    let getisnull: @convention(c) (OpaquePointer?, Int32, Int32) -> Int32
    let getvalue: @convention(c) (OpaquePointer?, Int32, Int32) -> UnsafeMutablePointer<CChar>?

    /// Found once, on first use.
    static let shared: Result<LibPQ, PostgreSQLError> = load()

    #if os(Linux)
    private static func load() -> Result<LibPQ, PostgreSQLError> {
        let missing = PostgreSQLError.cannotConnect(reason: "libpq could not be loaded (Debian: apt install libpq5)")
        guard let library = dlopen("libpq.so.5", RTLD_NOW | RTLD_LOCAL) ?? dlopen("libpq.so", RTLD_NOW | RTLD_LOCAL) else { return .failure(missing) }
        func function<T>(_ name: String, _ type: T.Type) -> T? { dlsym(library, name).map { unsafeBitCast($0, to: type) } }
        guard let connectdbParams = function("PQconnectdbParams", (@convention(c) (Strings?, Strings?, Int32) -> OpaquePointer?).self),
              let status = function("PQstatus", (@convention(c) (OpaquePointer?) -> ConnStatusType).self),
              let errorMessage = function("PQerrorMessage", (@convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?).self),
              let finish = function("PQfinish", (@convention(c) (OpaquePointer?) -> Void).self),
              let execParams = function("PQexecParams", (@convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafePointer<Oid>?, Strings?,
                                                                         UnsafePointer<Int32>?, UnsafePointer<Int32>?, Int32) -> OpaquePointer?).self),
              let clear = function("PQclear", (@convention(c) (OpaquePointer?) -> Void).self),
              let resultStatus = function("PQresultStatus", (@convention(c) (OpaquePointer?) -> ExecStatusType).self),
              let resultErrorField = function("PQresultErrorField", (@convention(c) (OpaquePointer?, Int32) -> UnsafeMutablePointer<CChar>?).self),
              let resultErrorMessage = function("PQresultErrorMessage", (@convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?).self),
              let ntuples = function("PQntuples", (@convention(c) (OpaquePointer?) -> Int32).self),
              let nfields = function("PQnfields", (@convention(c) (OpaquePointer?) -> Int32).self),
              let getisnull = function("PQgetisnull", (@convention(c) (OpaquePointer?, Int32, Int32) -> Int32).self),
              let getvalue = function("PQgetvalue", (@convention(c) (OpaquePointer?, Int32, Int32) -> UnsafeMutablePointer<CChar>?).self)
        else { return .failure(missing) }
        return .success(LibPQ(connectdbParams: connectdbParams, status: status, errorMessage: errorMessage, finish: finish, execParams: execParams,
                              clear: clear, resultStatus: resultStatus, resultErrorField: resultErrorField,
                              resultErrorMessage: resultErrorMessage, ntuples: ntuples, nfields: nfields, getisnull: getisnull, getvalue: getvalue))
    }
    #else
    private static func load() -> Result<LibPQ, PostgreSQLError> {
        .success(LibPQ(connectdbParams: PQconnectdbParams, status: PQstatus, errorMessage: PQerrorMessage, finish: PQfinish, execParams: PQexecParams,
                       clear: PQclear, resultStatus: PQresultStatus, resultErrorField: PQresultErrorField,
                       resultErrorMessage: PQresultErrorMessage, ntuples: PQntuples, nfields: PQnfields, getisnull: PQgetisnull, getvalue: PQgetvalue))
    }
    #endif
}
