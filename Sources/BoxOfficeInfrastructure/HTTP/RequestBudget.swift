import Foundation

/// The one limit on a run's requests in flight (`--concurrency`): every client of the run sends
/// through the same budget, whatever asks (the list, re-checks, details, weekly charts, backfill).
///
/// A permit is held only while a request is on the wire, not during a retry's back-off.
public actor RequestBudget {
    public nonisolated let limit: Int
    private var inFlight = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    public init(limit: Int) { self.limit = max(1, limit) }

    func acquire() async {
        if inFlight < limit {
            inFlight += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty {
            inFlight -= 1
        } else {
            waiting.removeFirst().resume() // the permit passes straight to the next in line
        }
    }
}

/// Sends through a `RequestBudget`.
public struct BudgetedHTTPClient: HTTPClient {
    let base: any HTTPClient
    let budget: RequestBudget

    public init(base: any HTTPClient, budget: RequestBudget) {
        self.base = base
        self.budget = budget
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        await budget.acquire()
        do {
            let response = try await base.send(request)
            await budget.release()
            return response
        } catch {
            await budget.release()
            throw error
        }
    }
}
