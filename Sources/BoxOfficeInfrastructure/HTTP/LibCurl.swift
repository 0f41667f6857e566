#if canImport(CCurl)
import CCurl
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// libcurl's functions, found by `dlopen` once per process: the library is not linked (see CCurl's
/// shim.h), so a run that never asks the network never loads it.
struct LibCurl: @unchecked Sendable {
    typealias Handle = UnsafeMutableRawPointer
    typealias List = UnsafeMutablePointer<curl_slist>

    let easyInit: @convention(c) () -> Handle?
    let easyCleanup: @convention(c) (Handle?) -> Void
    let easyPerform: @convention(c) (Handle?) -> CURLcode
    let slistAppend: @convention(c) (List?, UnsafePointer<CChar>?) -> List?
    let slistFreeAll: @convention(c) (List?) -> Void
    /// The two variadic functions, for the shim's typed wrappers.
    let setopt: UnsafeMutableRawPointer
    let getinfo: UnsafeMutableRawPointer

    /// Opened and set up (`curl_global_init`, itself not thread-safe) once, on first use.
    static let shared: Result<LibCurl, HTTPError> = load()

    /// Starts opening it on a thread of its own, once: a run about to ask KOFIC loads it while it
    /// reads its settings and opens its archive, not after.
    static func prepareInBackground() { _ = preparing }
    private static let preparing: Void = { Thread.detachNewThread { _ = shared } }()

    private static func load() -> Result<LibCurl, HTTPError> {
        let missing = HTTPError.connectionFailed(reason: "libcurl could not be loaded (Debian: apt install libcurl4)")
        guard let library = dlopen("libcurl.so.4", RTLD_LAZY | RTLD_LOCAL) ?? dlopen("libcurl.so", RTLD_LAZY | RTLD_LOCAL)
        else { return .failure(missing) }
        func function<T>(_ name: String, _ type: T.Type) -> T? { dlsym(library, name).map { unsafeBitCast($0, to: type) } }
        guard let globalInit = function("curl_global_init", (@convention(c) (Int) -> CURLcode).self),
              let easyInit = function("curl_easy_init", (@convention(c) () -> Handle?).self),
              let easyCleanup = function("curl_easy_cleanup", (@convention(c) (Handle?) -> Void).self),
              let easyPerform = function("curl_easy_perform", (@convention(c) (Handle?) -> CURLcode).self),
              let slistAppend = function("curl_slist_append", (@convention(c) (List?, UnsafePointer<CChar>?) -> List?).self),
              let slistFreeAll = function("curl_slist_free_all", (@convention(c) (List?) -> Void).self),
              let setopt = dlsym(library, "curl_easy_setopt"), let getinfo = dlsym(library, "curl_easy_getinfo")
        else { return .failure(missing) }
        guard globalInit(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK else { return .failure(missing) }
        return .success(LibCurl(easyInit: easyInit, easyCleanup: easyCleanup, easyPerform: easyPerform, slistAppend: slistAppend,
                                slistFreeAll: slistFreeAll, setopt: setopt, getinfo: getinfo))
    }
}
#endif
