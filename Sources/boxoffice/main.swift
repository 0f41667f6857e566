import BoxOfficeCLI
import BoxOfficeInfrastructure
import Foundation

Platform.ignoreFileSizeAndPipeSignals()
let status = await BoxOfficeApp.run(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
exit(status)
