// German word lists (audit.md §3, §4).
extension WordLists {
    /// de.
    public static let german = WordLists(
        language: "de",
        traitWords: [
            .button: ["Taste", "Schaltfläche", "Button", "Knopf", "Kontrollkästchen"],
            .link: ["Link", "Hyperlink"],
            .image: ["Bild", "Grafik", "Symbol", "Icon"],
            .header: ["Überschrift"],
            .searchField: ["Suchfeld"],
            .adjustable: ["einstellbar", "Regler", "Schieberegler"],
            .switchButton: ["Schalter", "Umschalttaste", "Kontrollkästchen"],
            .textEntry: ["Textfeld", "Eingabefeld", "Passwortfeld"],
            .tab: ["Tab", "Registerkarte", "Tabulator"],
            .backButton: ["Zurück-Taste", "Zurücktaste"],
        ],
        stateWords: [
            "ausgewählt", "Auswahl aufgehoben", "markiert", "mit Häkchen", "Häkchen entfernt", "aktiviert",
            "deaktiviert", "ausgegraut", "aufgeklappt", "zugeklappt", "ein†", "aus†", "an†",
        ],
        actionWords: [
            "tippen", "tippe", "tippt", "doppeltippen", "doppelt tippen", "klicken", "klicke", "klickt", "wischen",
            "wische", "streichen", "streiche", "drücken", "drücke", "gedrückt halten", "berühren", "berühre",
        ],
        genericLinkWords: [
            "hier", "klicken", "klick", "tippen", "sie", "mehr", "weiter", "weiterlesen", "lesen", "erfahren", "info",
            "infos", "information", "informationen", "link", "diese", "dieser", "dieses", "seite", "zur", "zum",
            "los", "start",
        ],
        subjectWords: [
            "es", "dies", "diese", "dieser", "dieses", "das", "der", "die", "den", "ein", "eine", "du", "man",
        ],
        caseSensitiveSubjects: ["Sie"],
        invariantWords: [
            "Name", "Start", "Status", "Filter", "Import", "Export", "Details", "Text", "Code", "Link", "Tags", "Info",
            "Hotel", "Taxi", "Radio", "Video", "Videos", "Audio", "Feedback", "Account", "Accounts", "App", "Apps",
            "Blog", "Podcast", "Podcasts", "Hashtag", "Hashtags", "Tag", "Design", "Online", "Offline", "Login", "Team",
            "Emoji", "Emojis", "Widget", "Widgets", "Chat", "Server", "Browser", "Support", "Premium", "Update",
            "Updates", "Download", "Downloads", "Upload", "Cloud", "Backup", "Debug", "Version", "Album", "Dashboard",
            "Playlist", "Stream", "Streaming", "Spam", "Feed", "Feeds", "Timeline", "Thread", "Cookies", "Information",
            "Service", "Software", "Hardware", "Web", "Posts", "Post", "Links", "Filters", "Bonus", "Tablet", "Zoom",
        ],
        placeholderLabels: ["unbenannt", "ohne titel", "platzhalter"],
        imagePlaceholderLabels: ["bild", "foto", "symbol", "grafik", "unbekannt"],
        imperatives: [
            "öffne", "öffnen", "schließe", "schließen", "spiele", "abspielen", "stoppe", "stoppen", "tippe", "tippen",
            "klicke", "klicken", "drücke", "drücken", "lösche", "löschen", "entferne", "entfernen", "füge",
            "hinzufügen", "erstelle", "erstellen", "bearbeite", "bearbeiten", "ändere", "ändern", "benenne",
            "umbenennen", "speichere", "speichern", "gehe", "gehen", "zeige", "anzeigen", "wähle", "auswählen",
            "teile", "teilen", "sende", "senden", "kopiere", "kopieren", "sortiere", "sortieren", "filtere",
            "filtern", "suche", "suchen", "gib", "eingeben", "markiere", "markieren", "importiere", "importieren",
            "exportiere", "exportieren", "aktualisiere", "aktualisieren", "bitte",
        ])
}
