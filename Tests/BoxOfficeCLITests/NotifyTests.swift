import BoxOfficeTestSupport
import Foundation
import Testing

/// `--notify URL` against a loopback webhook receiver: the message of a good run and of a failed
/// one, and a receiver that is down, stalls or answers 500; in every case the run's exit status and
/// files are those of the same run without `--notify`, and the URL (a secret) is printed nowhere.
@Suite(.serialized) struct NotifyTests {
    static let secretPath = "/hooks/T0001/B0002/s3cr3t-t0k3n"

    final class Receiver: @unchecked Sendable {
        let server: LoopbackHTTPServer
        init(_ response: LoopbackHTTPServer.Response = .json("ok")) throws {
            server = try LoopbackHTTPServer { _ in response }
        }
        var url: String { server.baseURL.absoluteString + NotifyTests.secretPath }
        /// The posted payloads' text fields, decoded.
        var messages: [[String: String]] {
            server.requests.filter { $0.method == "POST" }.compactMap { request in
                (try? JSONSerialization.jsonObject(with: request.body) as? [String: Any])?.compactMapValues { $0 as? String }
            }
        }

        /// The posted payloads, whole.
        var payloads: [[String: Any]] {
            server.requests.filter { $0.method == "POST" }.compactMap { try? JSONSerialization.jsonObject(with: $0.body) as? [String: Any] }
        }
    }

    /// The same run with and without `--notify`: (status, stderr, files by path) of each.
    func compare(_ arguments: [String], fake: KOFICFake, key: String? = nil, receiverURL: String, extra: [String] = [])
        async throws -> (with: BinaryRunner.Result, without: BinaryRunner.Result) {
        let plain = try BinaryRunner(), notified = try BinaryRunner()
        var changes: [String: String?] = [:]
        if let key { changes["KOFIC_API_KEY"] = key }
        let without = try await plain.run(arguments + extra, environment: plain.environment(fake, changes))
        let with = try await notified.run(arguments + extra + ["--notify", receiverURL], environment: notified.environment(fake, changes))
        #expect(with.status == without.status, "the exit status does not depend on the webhook")
        #expect(with.stdout == without.stdout)
        // The run summary says whether the message went out; every other file is the same.
        let files = plain.files().filter { !$0.hasSuffix(".lock") && $0 != "summary.txt" }
        #expect(notified.files().filter { !$0.hasSuffix(".lock") && $0 != "summary.txt" } == files)
        for path in files { #expect(try notified.file(path) == plain.file(path), "\(path) is the same") }
        for output in [with.stdout, with.stderr] + (try notified.files().map { try notified.file($0) }) {
            #expect(!output.contains("s3cr3t-t0k3n"), "the webhook URL is a secret")
        }
        try notified.expectNoKey(with)
        return (with, without)
    }

    @Test func aGoodRunPostsTheTopFiveToTextAndContent() async throws {
        let receiver = try Receiver()
        let (with, _) = try await compare(["report", "--date", "2023-04-26", "--no-archive", "-q"], fake: try KOFICFake(), receiverURL: receiver.url,
                                    extra: ["--site-url", "https://example.org/box"])
        #expect(with.status == 0, "\(with.stderr)")
        let message = try #require(receiver.messages.first)
        #expect(receiver.messages.count == 1 && message["text"] == message["content"])
        let lines = (message["text"] ?? "").split(separator: "\n").map(String.init)
        // The recording of 2023-04-26: 드림 and 슈퍼 마리오 브라더스 new, 존 윅 4 third.
        #expect(lines.first == "**Daily box office — 2023-04-26 (Wednesday)**")
        #expect(lines.contains("1. 드림 — 93,416 (NEW)") && lines.contains("3. 존 윅 4 — 42,213 (+10.3%)"))
        #expect(lines.filter { $0.range(of: #"^\d\. "#, options: .regularExpression) != nil }.count == 5, "the top five")
        #expect(lines.last == "https://example.org/box/daily/2023-04-26.html")
        #expect(receiver.server.requests.first?.headers["content-type"] == "application/json")
        #expect((receiver.payloads.first?["allowed_mentions"] as? [String: Any])?["parse"] as? [String] == [], "no title pings anyone on Discord")
    }

    @Test func aFailedRunPostsItsOneLineErrorNeverTheKey() async throws {
        let receiver = try Receiver()
        let (with, _) = try await compare(["report", "--date", "2023-04-26", "--no-archive", "-q", "--notify-on", "failure"], fake: try KOFICFake(),
                                    key: "ffffffffffffffffffffffffffffffff", receiverURL: receiver.url)
        #expect(with.status == 77)
        let text = try #require(receiver.messages.first?["text"])
        #expect(text.hasPrefix("boxoffice: the report of 2023-04-26 failed: ") && text.contains("KOFIC rejected the API key"))
        #expect(!text.contains("ffffffffffffffffffffffffffffffff"))
        // The weekend chart's failure, in Korean: the subject is the Korean chart's name.
        let korean = try Receiver()
        let (weekly, _) = try await compare(["weekly", "--week", "2012-01-01", "--lang", "ko", "--no-archive", "-q"], fake: try KOFICFake(),
                                      key: "ffffffffffffffffffffffffffffffff", receiverURL: korean.url)
        #expect(weekly.status == 77)
        let message = try #require(korean.messages.first?["text"])
        #expect(message.hasPrefix("boxoffice: 2011-12-30 주말 박스오피스 실패: "), "\(message)")
    }

    @Test func onlyFailuresWithNotifyOnFailure() async throws {
        let receiver = try Receiver()
        let (with, _) = try await compare(["report", "--date", "2023-04-26", "--no-archive", "-q", "--notify-on", "failure"], fake: try KOFICFake(),
                                    receiverURL: receiver.url)
        #expect(with.status == 0 && receiver.messages.isEmpty)
    }

    @Test(arguments: ["down", "500", "stall"])
    func aWebhookThatFailsIsAWarningOnly(_ fault: String) async throws {
        let receiver: Receiver
        switch fault {
        case "500": receiver = try Receiver(.json("{\"error\":\"boom\"}", status: 500))
        case "stall": receiver = try Receiver(LoopbackHTTPServer.Response(delay: 30, stall: true))
        default:
            receiver = try Receiver()
            receiver.server.stop()
        }
        let (with, _) = try await compare(["report", "--date", "2023-04-26", "--no-archive", "-q", "--run-summary", "summary.txt"],
                                    fake: try KOFICFake(), receiverURL: receiver.url)
        #expect(with.status == 0)
        #expect(with.stderr.contains("boxoffice: warning: the webhook was not told ("), "\(fault): \(with.stderr)")
        // The notified run alone, from its start (its wait for a turn not counted): 25 s against the receiver's long stall.
        if fault == "stall" { #expect(with.seconds < 25, "gives up after about 5 seconds, not \(with.seconds) s") }
    }
}
