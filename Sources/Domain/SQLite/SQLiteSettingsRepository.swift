import Storage

/// Saved settings in the library's SQLite store.
final class SQLiteSettingsRepository: SettingsRepository {
    private let store: SQLiteStore

    init(store: SQLiteStore) {
        self.store = store
    }

    func value(for key: String) throws -> String? {
        try store.read { try store.firstRow("SELECT value FROM settings WHERE key = ?", [.text(key)])?[0].text }
    }

    func setValue(_ value: String?, for key: String) throws {
        try store.write {
            if let value {
                try store.run(
                    "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                    [.text(key), .text(value)])
            } else {
                try store.run("DELETE FROM settings WHERE key = ?", [.text(key)])
            }
        }
    }

    func all() throws -> [String: String] {
        try store.read {
            var settings: [String: String] = [:]
            for row in try store.rows("SELECT key, value FROM settings") {
                if let key = row[0].text, let value = row[1].text { settings[key] = value }
            }
            return settings
        }
    }
}
