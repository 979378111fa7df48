// French word lists (audit.md §3, §4). hint.imperative is not checked in fr.
extension WordLists {
    /// fr.
    public static let french = WordLists(
        language: "fr",
        traitWords: [
            .button: ["bouton", "case à cocher"],
            .link: ["lien", "hyperlien"],
            .image: ["image", "icône", "graphique", "pictogramme"],
            .header: ["en-tête"],
            .searchField: ["champ de recherche"],
            .adjustable: ["réglable", "curseur"],
            .switchButton: ["interrupteur", "commutateur", "case à cocher"],
            .textEntry: ["champ de texte", "zone de texte", "champ de saisie", "champ de mot de passe"],
            .tab: ["onglet"],
            .backButton: ["bouton retour", "bouton précédent"],
        ],
        stateWords: [
            "sélectionné", "sélectionnée", "désélectionné", "désélectionnée", "coché", "cochée", "décoché",
            "décochée", "activé", "activée", "désactivé", "désactivée", "estompé", "estompée",
        ],
        actionWords: [
            "touchez", "toucher", "appuyez", "appuyer", "cliquez", "cliquer", "clic", "balayez", "balayer", "glissez",
            "glisser", "faites glisser", "touchez deux fois",
        ],
        genericLinkWords: [
            "ici", "cliquez", "touchez", "plus", "en", "savoir", "d", "l", "lire", "la", "suite", "voir", "info",
            "infos", "information", "informations", "lien", "ce", "cette", "page", "aller", "commencer", "continuer",
        ],
        subjectWords: [
            "il", "elle", "ils", "elles", "on", "ce", "ceci", "cela", "cet", "cette", "ces", "le", "la", "les", "l",
            "un", "une", "vous", "tu",
        ],
        invariantWords: [
            "Photos", "Photo", "Options", "Message", "Messages", "Menu", "Date", "Code", "Notes", "Note", "Description",
            "Type", "Total", "Image", "Images", "Navigation", "Version", "Actions", "Collection", "Tags",
            "Audio", "Blog", "Podcast", "Podcasts", "Hashtag", "Hashtags", "Tag", "Design", "Notifications",
            "Notification", "Information", "Informations", "Document", "Documents", "Question", "Questions", "Page",
            "Pages", "Section", "Sections", "Conversation", "Conversations", "Position", "Public", "Local", "Album",
            "Albums", "Premium", "Stream", "Streaming", "Contact", "Contacts", "Mode", "Format", "Chat", "Badge",
            "Badges", "Bonus", "Cookies", "Direct", "Simple", "Normal", "Original", "Volume", "Suggestions",
            "Instructions", "Distance", "Source", "Sources", "Emoji", "Emojis", "Widget", "Widgets", "Spam", "Feed",
            "Support", "Article", "Articles", "Administration", "Application", "Applications", "Installation",
        ],
        placeholderLabels: ["sans titre", "espace réservé"],
        imagePlaceholderLabels: ["image", "photo", "icône", "inconnu"],
        imperatives: nil)
}
