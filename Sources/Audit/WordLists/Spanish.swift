// Spanish word lists (audit.md §3, §4). hint.imperative is not checked in es.
extension WordLists {
    /// es.
    public static let spanish = WordLists(
        language: "es",
        traitWords: [
            .button: ["botón", "casilla", "casilla de verificación"],
            .link: ["enlace", "vínculo", "hipervínculo"],
            .image: ["imagen", "icono", "ícono", "gráfico"],
            .header: ["encabezado"],
            .searchField: ["campo de búsqueda"],
            .adjustable: ["ajustable", "control deslizante"],
            .switchButton: ["interruptor", "conmutador", "casilla"],
            .textEntry: ["campo de texto", "cuadro de texto", "campo de contraseña"],
            .tab: ["pestaña"],
            .backButton: ["botón atrás", "botón volver"],
        ],
        stateWords: [
            "seleccionado", "seleccionada", "deseleccionado", "deseleccionada", "marcado", "marcada", "desmarcado",
            "desmarcada", "activado", "activada", "desactivado", "desactivada", "atenuado", "atenuada",
        ],
        actionWords: [
            "toca", "toque", "tocar", "tocando", "pulsa", "pulse", "pulsar", "presiona", "presione", "presionar",
            "haz clic", "haga clic", "hacer clic", "clic", "desliza", "deslice", "deslizar", "arrastra", "arrastrar",
            "doble toque", "mantén pulsado",
        ],
        genericLinkWords: [
            "aquí", "haz", "haga", "clic", "toca", "toque", "más", "información", "info", "leer", "ver", "saber",
            "seguir", "leyendo", "enlace", "este", "esta", "página", "ir", "empezar", "comenzar",
        ],
        subjectWords: [
            "esto", "este", "esta", "eso", "ese", "esa", "el", "la", "los", "las", "un", "una", "usted", "tú",
        ],
        invariantWords: [
            "Total", "Error", "Color", "Normal", "Original", "Hotel", "Radio", "Tags", "Blog", "Podcast", "Podcasts",
            "Hashtag", "Hashtags", "Chat", "Emoji", "Emojis", "General", "Local", "Personal", "Final", "Manual",
            "Social", "Global", "Idea", "Premium", "Audio", "Video", "Videos", "Tag", "Spam", "Feed", "Widget",
            "Widgets", "Software", "Hardware", "Web", "Online", "Simple", "Popular", "Formal", "Central", "Regional",
        ],
        placeholderLabels: ["sin título", "marcador de posición"],
        imagePlaceholderLabels: ["imagen", "foto", "icono", "desconocido"],
        imperatives: nil)
}
