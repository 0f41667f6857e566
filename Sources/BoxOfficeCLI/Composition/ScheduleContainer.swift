import BoxOfficeApplication
import BoxOfficeDomain
import Foundation

/// The morning schedule: its passes, remembered in a journal, one schedule at a time. Plain wiring.
struct ScheduleContainer {
    let wiring: RunWiring

    /// The schedule: its passes run by `runner`, remembered in `journal`, one schedule at a time (`lock`).
    func makeSchedule(journal: any ScheduleJournal, runner: any ScheduledRunner, clock: any TimeSource, lock: String) -> RunSchedule {
        RunSchedule(journal: journal, runner: runner, clock: clock, lists: wiring.settings.schedule.lists,
                    lock: (FileRunLocks(paths: [lock]), lock))
    }
}
