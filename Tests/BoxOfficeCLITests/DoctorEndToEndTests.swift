import BoxOfficeTestSupport
import Foundation
import Testing

@Suite struct DoctorEndToEndTests {
    @Test func saysWhatACronRunWouldUseWithoutTheKey() throws {
        var configuration = KOFICFake.Configuration()
        configuration.synthesizeDays = true
        let fake = try KOFICFake(configuration)
        let run = try BinaryRunner()
        let result = try run.run(["doctor"], environment: run.environment(fake, ["TZ": "America/Los_Angeles"]))
        #expect(result.status == 0, "\(result.all)")
        #expect(result.stdout.contains("✓ KOFIC_API_KEY is set (32 characters, not shown)"))
        #expect(result.stdout.contains("✓ KOFIC answers: 10 movies for "))
        #expect(result.stdout.contains("✓ host time zone America/Los_Angeles (reports use Seoul's calendar whatever it is)"))
        #expect(result.stdout.contains("scheduler: "), "names the scheduler found, or that none was")
        #expect(fake.requests.count == 1)
        try run.expectNoKey(result)
    }

    @Test func aMissingKeyIsTheFirstFailure() throws {
        let run = try BinaryRunner()
        let result = try run.run(["doctor"], environment: run.environment(nil))
        #expect(result.status == 77 && result.stdout.contains("✗ KOFIC_API_KEY is not set"))
    }
}

@Suite struct DoctorWebhookTests {
    @Test func theWebhookIsCheckedNotPostedToAndNeverShown() throws {
        let receiver = try NotifyTests.Receiver()
        let run = try BinaryRunner()
        let result = try run.run(["doctor"], environment: run.environment(try KOFICFake(), ["BOXOFFICE_NOTIFY_URL": receiver.url]))
        #expect(result.stdout.contains("✓ BOXOFFICE_NOTIFY_URL is a well-formed http webhook URL (not shown, not posted to)"))
        #expect(result.stdout.contains("- BOXOFFICE_SITE_URL is not set"))
        #expect(receiver.server.requests.isEmpty && !result.all.contains("s3cr3t-t0k3n"))
        let malformed = try run.run(["doctor"], environment: run.environment(nil, ["BOXOFFICE_NOTIFY_URL": "hooks.example/s3cr3t-t0k3n"]))
        #expect(malformed.status == 64 && malformed.stderr.contains("BOXOFFICE_NOTIFY_URL must be an http(s) webhook URL"))
        #expect(!malformed.all.contains("s3cr3t-t0k3n"))
    }
}
