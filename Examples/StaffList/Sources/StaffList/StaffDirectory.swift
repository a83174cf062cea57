// StaffDirectory.swift puts the generated rows and people into the sections a table shows.

import RowKit

/// The staff screen's content: the spec's sections, with the people.
public struct StaffDirectory: Sendable {
    public var people: [Person]
    /// The keys of the people the user marked as favourites.
    public var favourites: Set<String> = []

    public init(people: [Person]) {
        self.people = people
    }

    /// Where a tap leads: the same in every host, so each host only hands its taps here.
    public enum Destination: Equatable, Sendable {
        case search, departments, person(String)
    }

    /// Where a tap on a spec row leads. The switch is over the spec's rows: it stops building when
    /// Staff.rows gains or loses one, until the new one leads somewhere.
    public func destination(of row: Staff.Row) -> Destination {
        switch row {
        case .search: .search
        case .departments: .departments
        }
    }

    /// What a person's swipe action or menu item does. The switch is over the spec's actions: it
    /// stops building when Staff.rows gains or loses one, until the new one is given something to do.
    /// A table's `RowDataSource.onAction(Staff.Action.self, Person.self)` calls it.
    public mutating func perform(_ action: Staff.Action, on person: Person) {
        switch action {
        case .favourite: favourites.insert(person.id)
        case .remove: people.removeAll { $0.id == person.id }
        }
    }

    /// What the table shows: the spec's sections, the people in theirs. Each row's cell comes from
    /// its style, so the seed's switch over "text, image or both" is gone.
    public var sections: [RowSection] {
        Staff.sections(Staff.Values(people: people))
    }
}
