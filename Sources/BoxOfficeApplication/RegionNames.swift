import BoxOfficeDomain

/// The regions' names by code, from KOBIS's code table as it can be had (the archive's copy: no
/// request of a run): how the front page and the reports name a region's list. The one resolution
/// of a region's name by its code; a list resolved when its run began keeps its own name.
public struct RegionNames: Sendable {
    let codes: (any CodeListRepository)?

    /// - Parameter codes: nil: regions are named by their codes.
    public init(codes: (any CodeListRepository)?) { self.codes = codes }

    /// The table as a dictionary; a failed read names none (the lists keep their codes).
    public func execute(naming list: ChartList? = nil) async -> [String: String] {
        var names: [String: String] = [:]
        for entry in (try? await codes?.codes(under: KOBISCodeGroup.regions.parent)) ?? [] { names[entry.code] = entry.name }
        if let code = list?.regionCode, let name = list?.regionName { names[code] = name }
        return names
    }

    /// One region's name, when the table has it.
    public func name(of code: String) async -> String? {
        (try? await codes?.codes(under: KOBISCodeGroup.regions.parent))?.first { $0.code == code }?.name
    }
}
