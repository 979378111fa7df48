import Audit

/// The speech rules' tools per pass locale (filled in with the speech rules).
final class AuditSpeechSetup {
    let options: GlobalOptions
    let session: Session

    init(options: GlobalOptions, session: Session) {
        self.options = options
        self.session = session
    }

    func tools(for locale: String) throws -> SpeechAudit {
        SpeechAudit()
    }
}
