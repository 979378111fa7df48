import Localization
import Screens
import Utterances

extension BrowseSession {
    /// The table the focus is in: its list and the focused row's index; nil when the focus is not on a row of a
    /// list that is a table.
    func focusedTable() -> (list: ListSection, row: Int)? {
        guard let (list, start) = focus.screen.list(containing: focus.index), !list.columns.isEmpty else { return nil }
        return (list, focus.index - start)
    }

    /// What a command means in table mode: Right and Left (and Tab, `n`, `p`) move by column, Up and Down by row.
    /// Table mode ends when the focus has left the table.
    func tableCommand(for command: BrowseCommand) -> BrowseCommand {
        guard tableColumn != nil else { return command }
        guard focusedTable() != nil else {
            tableColumn = nil
            return command
        }
        switch command {
        case .next: return .table(.column(forward: true))
        case .previous: return .table(.column(forward: false))
        case .adjust(let up): return .table(.row(forward: !up))
        default: return command
        }
    }

    /// Table mode (issue 41), as VoiceOver, NVDA and Orca read tables: on, it says "Table mode." and the focused
    /// row's cell of the first column after its header; a column move says the header, then the cell; a row move
    /// says the cell of the same column; the whole row is each cell after its header (on any table row). A column
    /// or row move on a table row turns table mode on. Outside a table: "Not in a table."
    func table(_ command: TableCommand) throws {
        if case .mode(let on) = command, !(on ?? (tableColumn == nil)) {
            let wasOn = tableColumn != nil
            tableColumn = nil
            return try wasOn || on == false ? announcer.say(.browseTableOff) : playNoAction()
        }
        guard let (list, row) = focusedTable() else {
            tableColumn = nil
            return try announcer.say(.browseTableNone, earcon: .noAction)
        }
        let column = min(tableColumn ?? 0, list.columns.count - 1)
        if command != .wholeRow { tableColumn = column }
        switch command {
        case .mode:
            try announcer.speaker.sequence(
                [announcer.narrator.speech(forMessage: .browseTableOn, arguments: []), cell(list, row, column)],
                command: announcer.command)
        case .wholeRow:
            try announcer.speaker.sequence(
                list.columns.indices.map { try cell(list, row, $0) }, command: announcer.command)
        case .column(let forward):
            let next = column + (forward ? 1 : -1)
            guard list.columns.indices.contains(next) else { return try playBoundary() }
            tableColumn = next
            try announcer.speaker.message(try cell(list, row, next), command: announcer.command)
        case .row(let forward):
            let next = row + (forward ? 1 : -1)
            guard (0..<list.rows.count).contains(next) else { return try playBoundary() }
            _ = focus.move(by: forward ? 1 : -1)
            if let stop = try focusedStop() { announcer.showBraille(stop) }
            try announcer.speaker.message(try cell(list, next, column, header: false), command: announcer.command)
        }
    }

    /// The table position where am I says: "Row 3 of 12, column Value."; nil outside table mode.
    func tablePosition() -> Utterance? {
        guard let column = tableColumn, let (list, row) = focusedTable(), list.columns.indices.contains(column)
        else { return nil }
        return announcer.narrator.speech(
            forMessage: .browseTablePosition,
            arguments: [.number(row + 1), .number(list.rows.count), .text(list.columns[column].speech)])
    }

    /// A cell as said: its column's header then its text ("Value: 540 dollars"), or the text alone; "Blank" for
    /// an empty cell.
    private func cell(_ list: ListSection, _ row: Int, _ column: Int, header: Bool = true) throws -> Utterance {
        let cells = try list.rows.cells(at: row)
        let text = cells.indices.contains(column) ? cells[column].speech : ""
        let said = text.trimmingCharacters(in: .whitespaces).isEmpty ? words.text(.browseTableBlank) : text
        guard header else { return announcer.narrator.speech(forText: said) }
        return announcer.narrator.speech(
            forMessage: .browseTableCell, arguments: [.text(list.columns[column].speech), .text(said)])
    }

    private func playBoundary() throws {
        try announcer.speaker.play(.boundary)
    }
}
