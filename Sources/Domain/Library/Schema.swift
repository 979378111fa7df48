/// The library's database schema: numbered forward migrations, run at open in one transaction.
///
/// `PRAGMA user_version` holds the number of the last migration applied; 0 is a library not created yet.
public enum Schema {
    /// One step forward.
    public struct Migration: Sendable {
        /// The schema version after this step (1, 2, ...).
        public let version: Int
        /// The statements of the step.
        public let sql: String

        /// A step to `version`.
        public init(version: Int, sql: String) {
            self.version = version
            self.sql = sql
        }
    }

    /// Every migration in order; the last one's version is the current schema version.
    public static let migrations: [Migration] = [version1, version2]

    /// The version this build writes.
    public static var currentVersion: Int { migrations.last?.version ?? 0 }

    /// Items, photos, tags and their links; settings; the user's pronunciation dictionary.
    static let version1 = Migration(
        version: 1,
        sql: """
            CREATE TABLE items (
                id TEXT PRIMARY KEY NOT NULL,
                name TEXT NOT NULL,
                name_key TEXT NOT NULL,
                value_minor INTEGER NOT NULL CHECK (value_minor >= 0),
                currency TEXT NOT NULL,
                serial_number TEXT,
                date_created INTEGER NOT NULL,
                category TEXT NOT NULL CHECK (category IN ('electronics', 'clothing', 'book', 'other')),
                image_format TEXT CHECK (image_format IN ('jpeg', 'png', 'gif', 'webp')),
                image_width INTEGER,
                image_height INTEGER,
                image_bytes INTEGER
            );
            CREATE INDEX items_by_name ON items (name_key, id);
            CREATE INDEX items_by_value ON items (value_minor DESC, id);
            CREATE INDEX items_by_date ON items (date_created DESC, id);

            CREATE TABLE photos (
                id TEXT PRIMARY KEY NOT NULL,
                title TEXT NOT NULL DEFAULT '',
                description TEXT,
                date_taken TEXT NOT NULL DEFAULT '',
                remote_url TEXT,
                is_favorite INTEGER NOT NULL DEFAULT 0 CHECK (is_favorite IN (0, 1)),
                width INTEGER,
                height INTEGER,
                image_format TEXT CHECK (image_format IN ('jpeg', 'png', 'gif', 'webp')),
                image_bytes INTEGER
            );
            CREATE INDEX photos_by_date ON photos (date_taken DESC, id);
            CREATE INDEX photos_favorites_by_date ON photos (date_taken DESC, id) WHERE is_favorite = 1;

            -- photo_count and photo_tags.date_taken are kept by the repositories, not by triggers: a trigger makes
            -- every statement keep a statement journal, which made a 100,000-photo import write two million times.
            CREATE TABLE tags (
                id INTEGER PRIMARY KEY,
                name TEXT NOT NULL,
                name_key TEXT NOT NULL UNIQUE,
                photo_count INTEGER NOT NULL DEFAULT 0
            );

            CREATE TABLE photo_tags (
                tag_id INTEGER NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
                photo_id TEXT NOT NULL REFERENCES photos (id) ON DELETE CASCADE,
                date_taken TEXT NOT NULL DEFAULT '',
                PRIMARY KEY (tag_id, photo_id)
            ) WITHOUT ROWID;
            CREATE INDEX photo_tags_by_date ON photo_tags (tag_id, date_taken DESC, photo_id);
            CREATE INDEX photo_tags_by_photo ON photo_tags (photo_id);


            CREATE TABLE settings (
                key TEXT PRIMARY KEY NOT NULL,
                value TEXT NOT NULL
            ) WITHOUT ROWID;

            CREATE TABLE pronunciations (
                id INTEGER PRIMARY KEY,
                pattern TEXT NOT NULL,
                match TEXT NOT NULL DEFAULT 'word' CHECK (match IN ('word', 'anywhere', 'regex')),
                case_sensitive INTEGER NOT NULL DEFAULT 0 CHECK (case_sensitive IN (0, 1)),
                kind TEXT NOT NULL CHECK (kind IN ('ipa', 'espeak', 'say')),
                replacement TEXT NOT NULL,
                language TEXT NOT NULL DEFAULT '',
                position INTEGER NOT NULL DEFAULT 0
            );
            CREATE INDEX pronunciations_by_language ON pronunciations (language, position, id);
            """)

    /// Photos from files (issue 16): HEIC images, the long description, GPS, the UTC offset of the date taken
    /// and the content hash that finds duplicates.
    ///
    /// SQLite cannot alter a CHECK constraint; the format lists are widened by editing the stored table text
    /// (SQLite's documented way for changes that leave the file format alone); the ALTER TABLEs after it move the
    /// schema cookie, so every connection reloads the schema.
    static let version2 = Migration(
        version: 2,
        sql: """
            PRAGMA writable_schema = ON;
            UPDATE sqlite_schema SET sql = replace(sql, '''gif'', ''webp'')', '''gif'', ''webp'', ''heic'')')
                WHERE type = 'table' AND name IN ('photos', 'items');
            PRAGMA writable_schema = OFF;
            ALTER TABLE photos ADD COLUMN long_description TEXT;
            ALTER TABLE photos ADD COLUMN latitude REAL;
            ALTER TABLE photos ADD COLUMN longitude REAL;
            ALTER TABLE photos ADD COLUMN date_taken_offset INTEGER;
            ALTER TABLE photos ADD COLUMN content_hash TEXT;
            CREATE INDEX photos_by_content_hash ON photos (content_hash) WHERE content_hash IS NOT NULL;
            """)
}
