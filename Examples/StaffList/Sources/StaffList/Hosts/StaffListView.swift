// StaffListView.swift shows the staff directory in SwiftUI: RowView rows in a RowList.

#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RowKit
import SwiftUI

/// The staff directory in SwiftUI: a `RowList` whose rows are laid out at the frames `rowc report`
/// prints, handing taps and swipe actions to the directory, typed by Staff.rows.
@available(iOS 16.0, *)
@MainActor public struct StaffListView: View {
    @State private var directory: StaffDirectory
    /// Where a tap leads, for the app to show.
    private let onOpen: (StaffDirectory.Destination) -> Void

    public init(directory: StaffDirectory, onOpen: @escaping (StaffDirectory.Destination) -> Void) {
        _directory = State(wrappedValue: directory)
        self.onOpen = onOpen
    }

    public var body: some View { list }

    /// The list and its handlers, which the body shows.
    public var list: RowList {
        RowList(directory.sections)
            .onSelect(Staff.Row.self) { row in onOpen(directory.destination(of: row)) }
            .onSelect(Person.self) { person in onOpen(.person(person.id)) }
            .onAction(Staff.Action.self, Person.self) { action, person in directory.perform(action, on: person) }
    }
}
#endif
