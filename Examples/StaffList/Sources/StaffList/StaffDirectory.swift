// StaffDirectory.swift puts the generated rows and people into the sections a table shows.

import RowKit

/// The staff screen's content: the spec's sections, with the people.
public struct StaffDirectory: Sendable {
    public var people: [Person]

    public init(people: [Person]) {
        self.people = people
    }

    /// What the table shows: the spec's sections, the people in theirs. Each row's cell comes from
    /// its style, so the seed's switch over "text, image or both" is gone.
    public var sections: [RowSection] {
        Staff.sections(Staff.Values(people: people))
    }
}
