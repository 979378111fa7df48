@_spi(Generators) import Domain
import Foundation

/// Large generated collections for the browse benchmarks (`key_to_first_audio_ms` on 1,000 items,
/// `browse_1m_*` on 1,000,000 photos; performance.md), each written by one bulk SQL statement so that a million
/// rows take seconds, not minutes.
public enum GeneratedCollection {
    /// Adds `count` photos in one transaction: ids `gen-0000000`…, titles `Generated photo N`, dates spread over
    /// 24 years (so newest first is a real sort), 640 by 427 or 427 by 640, every tenth a favourite, no image
    /// files and no tags.
    public static func insertPhotos(count: Int, into library: Library) throws {
        guard count > 0 else { return }
        try library.transaction {
            try library.generateRows(
                """
                WITH RECURSIVE sequence(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM sequence WHERE n + 1 < ?1)
                INSERT INTO photos (id, title, date_taken, is_favorite, width, height)
                SELECT printf('gen-%07d', n), 'Generated photo ' || n,
                    printf('%04d-%02d-%02d %02d:%02d:%02d', 2000 + (n / 336) % 24, 1 + (n / 28) % 12, 1 + n % 28,
                        n % 24, n % 60, (n * 7) % 60),
                    CASE WHEN n % 10 = 0 THEN 1 ELSE 0 END,
                    CASE WHEN n % 3 = 0 THEN 427 ELSE 640 END, CASE WHEN n % 3 = 0 THEN 640 ELSE 427 END
                FROM sequence
                """, count: count)
        }
    }

    /// Adds `count` items in one transaction: keys `00000000-0000-4000-8000-000000000000`…, names `Item N` with
    /// a word from a short list, values in dollars and cents, every category, no images.
    public static func insertItems(count: Int, into library: Library) throws {
        guard count > 0 else { return }
        try library.transaction {
            try library.generateRows(
                """
                WITH RECURSIVE sequence(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM sequence WHERE n + 1 < ?1),
                named(n, name) AS (
                    SELECT n, CASE n % 6 WHEN 0 THEN 'Camera' WHEN 1 THEN 'Winter Coat' WHEN 2 THEN 'Lamp'
                        WHEN 3 THEN 'Bicycle' WHEN 4 THEN 'Desk' ELSE 'Record Player' END || ' ' || (n + 1)
                    FROM sequence)
                INSERT INTO items (id, name, name_key, value_minor, currency, serial_number, date_created, category)
                SELECT printf('%08X-0000-4000-8000-%012X', n, n), name, lower(name), (n * 7919) % 300000, 'USD',
                    CASE WHEN n % 4 = 0 THEN printf('SN-%04d-XK', n % 10000) END, 1704067200000 + n * 60000,
                    CASE n % 4 WHEN 0 THEN 'electronics' WHEN 1 THEN 'clothing' WHEN 2 THEN 'book' ELSE 'other' END
                FROM named
                """, count: count)
        }
    }
}
