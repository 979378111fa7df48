import Foundation
import Storage

/// Large generated photo libraries for the browse benchmarks (`browse_1m_*`, performance.md), written by one
/// bulk SQL statement so that a million rows take seconds, not minutes.
public enum GeneratedPhotos {
    /// Adds `count` photos to `library` in one transaction: ids `gen-0000000`…, titles `Generated photo N`,
    /// dates spread over 24 years (newest first is a real sort), sizes 640 by 427 or 427 by 640, every tenth a
    /// favourite, no image files and no tags.
    public static func insert(count: Int, into library: Library) throws {
        guard count > 0 else { return }
        try library.transaction {
            try library.store.run(
                """
                WITH RECURSIVE sequence(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM sequence WHERE n + 1 < ?1)
                INSERT INTO photos (id, title, date_taken, is_favorite, width, height)
                SELECT printf('gen-%07d', n), 'Generated photo ' || n,
                    printf('%04d-%02d-%02d %02d:%02d:%02d', 2000 + (n / 336) % 24, 1 + (n / 28) % 12, 1 + n % 28,
                        n % 24, n % 60, (n * 7) % 60),
                    CASE WHEN n % 10 = 0 THEN 1 ELSE 0 END,
                    CASE WHEN n % 3 = 0 THEN 427 ELSE 640 END, CASE WHEN n % 3 = 0 THEN 640 ELSE 427 END
                FROM sequence
                """, [.integer(Int64(count))])
        }
    }
}
