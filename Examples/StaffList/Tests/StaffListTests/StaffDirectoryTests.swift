// StaffDirectoryTests.swift uses the Swift that rowc generated from Staff.rows: models, cells and layout.

import RowKit
import StaffList
import Testing

@Suite struct StaffDirectoryTests {
    let directory = StaffDirectory(people: [
        Person(id: "1", name: "Ann"),
        Person(id: "2", avatar: "bob", spokenName: "Bob"),
        Person(id: "3", avatar: "cy", name: "Cy"),
    ])

    @Test func eachPersonGetsTheCellForWhatIsKnown() {
        #expect(directory.people.map(\.reuseIdentifier) == ["TitleCell", "ImageCell", "ImageTitleCell"])
        #expect(directory.people.map(\.row.style.name) == ["title", "image", "imageTitle"])
    }

    @Test func voiceOverReadsTheNameOrTheSpokenName() {
        #expect(directory.people.map(\.row.accessibilityLabel) == [nil, "Bob", nil], "nil reads the title")
        #expect(directory.people.map(\.row.title) == ["Ann", nil, "Cy"])
    }

    @Test func sectionsHoldTheSpecRowsThenThePeople() {
        let sections = directory.sections
        #expect(sections.map(\.title) == ["Directory", "People"])
        #expect(sections[0].rows == [Staff.Row.search.model, Staff.Row.departments.model])
        #expect(sections[1].rows.map(\.id) == ["Person.1", "Person.2", "Person.3"])
        // Named sections: found by their case, with ids that stay when sections move.
        #expect(sections.map(\.id) == ["Staff.directory", "Staff.people"])
        #expect(Staff.Section(sections[1]) == .people && Staff.Section.people.rawValue == 1)
        let ids = sections.flatMap(\.rows).map(\.id)
        #expect(Set(ids).count == ids.count, "ids are unique, as a diffable data source needs")
    }

    @Test func swipeActionsAndMenuReachTheDirectoryTyped() {
        var directory = self.directory
        // As `RowDataSource.onAction` keeps them: the handler hears Staff's actions on Person rows.
        var handlers = RowActionHandlers()
        handlers.on(Staff.Action.self, Person.self) { action, person in directory.perform(action, on: person) }
        let cy = directory.people[2].row
        #expect(cy.actions.leading.map(\.title) == ["Favourite"] && cy.actions.leading[0].symbol == "star")
        #expect(cy.actions.trailing.map(\.id) == ["remove"] && cy.actions.trailing[0].isDestructive)
        #expect(cy.actions.menu.map(\.id) == ["favourite", "remove"])
        #expect(Staff.Row.search.model.actions.isEmpty, "the directory's fixed rows offer none")

        handlers.perform(cy.actions.leading[0], on: cy)
        #expect(directory.favourites == ["3"])
        handlers.perform(cy.actions.menu[1], on: cy)
        #expect(directory.people.map(\.id) == ["1", "2"])
        // A row of another kind is not a person's: the handler does not hear it.
        handlers.perform(cy.actions.trailing[0], on: Staff.Row.search.model)
        #expect(directory.people.count == 2)
    }

    @Test func layoutPlacesTheListCellsElements() throws {
        // Departments: title + subtitle + arrow on a 320-point device, at iOS's 16-point layout margins.
        let frames = RowLayout.frames(for: Staff.Row.departments.model, width: 320)
        let arrow = try #require(frames.arrow)
        #expect(arrow == RowRect(x: 296, y: 15.5, width: 8, height: 13))
        let title = try #require(frames.title), subtitle = try #require(frames.subtitle)
        #expect(title.x == 16 && title.width >= 80)
        #expect(subtitle.x + subtitle.width == 280, "the subtitle ends 16 points before the arrow")
        #expect(frames.image == nil)
    }

    @Test func rightToLeftMirrorsTheRow() throws {
        let row = directory.people[2].row
        let ltr = RowLayout.frames(for: row, width: 375)
        let rtl = RowLayout.frames(for: row, width: 375, direction: .rightToLeft)
        let image = try #require(ltr.image), mirrored = try #require(rtl.image)
        #expect(mirrored.x == 375 - image.x - image.width)
        #expect(rtl == ltr.mirrored(width: 375))
    }
}
