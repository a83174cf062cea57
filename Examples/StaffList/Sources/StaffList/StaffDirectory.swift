// StaffDirectory.swift puts the generated rows and people into the sections a table shows.

import RowKit

/// The staff screen's content: the spec's fixed sections, then the people.
public struct StaffDirectory: Sendable {
    public var people: [Person]

    public init(people: [Person]) {
        self.people = people
    }

    /// What the table shows. Each row's cell comes from its style, so the seed's
    /// switch over "text, image or both" is gone.
    public var sections: [RowSection] {
        Staff.sections + [RowSection(id: "people", title: "People", rows: people.map(\.row))]
    }
}
