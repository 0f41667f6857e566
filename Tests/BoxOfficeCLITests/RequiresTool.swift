import BoxOfficeTestSupport
import Testing

extension Trait where Self == ConditionTrait {
    /// Runs the test where `tool` is installed (always under CI); skips it elsewhere with a reason
    /// that names the Debian package.
    static func requires(_ tool: MachineTool) -> Self {
        .enabled(if: tool.runsHere, Comment(rawValue: tool.skipReason))
    }
}
