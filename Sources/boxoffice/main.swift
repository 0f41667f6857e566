import BoxOfficeCLI
import BoxOfficeInfrastructure
import Foundation

Platform.ignoreFileSizeAndPipeSignals()
let signals = ReceivedSignal()
let run = Task { await BoxOfficeApp.run(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment) }
TerminationSignals.install { number in
    signals.record(number)
    run.cancel()
}
var status = await run.value
TemporaryFiles.removeAll()
if let number = signals.first { status = 128 + number } // 130 for SIGINT, 143 for SIGTERM
// A reader that left (`| head -1`): the work in hand was finished; the status a shell expects.
else if status == ExitStatus.ok.rawValue, Platform.standardStreamClosed { status = ExitStatus.closedPipe.rawValue }
// _exit, not exit: a thread still blocked in a call that ignores cancellation (a SQLite busy wait,
// a stalled server) must not keep the process past its deadline. All output is unbuffered.
_exit(status)
