import Localization
import Readers
import Testing

/// String catalogs: every unit flattened to the audit's keys, at the line and column of its value,
/// and damage kept as positioned `strings.syntax` diagnostics.
@Suite struct StringCatalogTests {
    /// A small catalog; the line numbers in the tests below refer to it.
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "greeting" : {
              "comment" : "Shown on launch",
              "localizations" : {
                "ca" : { "stringUnit" : { "state" : "needs_review", "value" : "Hola" } },
                "de" : { "stringUnit" : { "state" : "new", "value" : "Hallo" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } }
              }
            },
            "%lld photos" : {
              "localizations" : {
                "de" : {
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Foto" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Fotos" } }
                    }
                  }
                }
              }
            },
            "tap" : {
              "localizations" : {
                "en" : {
                  "variations" : {
                    "device" : {
                      "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } },
                      "mac" : {
                        "variations" : {
                          "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "Click once" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "Click %lld times" } }
                          }
                        }
                      }
                    }
                  }
                }
              }
            },
            "followers" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "%1$@ has %#@count@" },
                  "substitutions" : {
                    "count" : {
                      "argNum" : 2,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg follower" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg followers (100%%)" } }
                        }
                      }
                    }
                  }
                }
              }
            },
            "brand" : {
              "shouldTranslate" : false,
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Ice Cubes" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Ice Cubes" } }
              }
            },
            "old.title" : {
              "extractionState" : "stale",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Alt" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Old" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    static func documents() -> [String: StringsDocument] {
        StringCatalog.parse(text: catalog, file: "Localizable.xcstrings").documents()
    }

    static func entry(_ key: String, _ language: String) throws -> StringsEntry {
        try #require(documents()[language]?.entries.first { $0.key == key }, "\(key) in \(language)")
    }

    @Test func readsTheSourceLanguageAndOneDocumentPerLanguage() throws {
        let catalog = StringCatalog.parse(text: Self.catalog, file: "Localizable.xcstrings")
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.version == "1.0")
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        let documents = catalog.documents()
        #expect(documents.keys.sorted() == ["ca", "de", "en"])
        #expect(
            documents.values.allSatisfy {
                $0.format == .catalog && $0.displayPath == nil && $0.file == "Localizable.xcstrings"
            })
    }

    @Test func eachUnitIsAtItsValueString() throws {
        let german = try Self.entry("greeting", "de")
        #expect(german.value == "Hallo")
        #expect((german.line, german.column) == (8, 62))
        let variant = try Self.entry("%lld photos.other", "de")
        #expect((variant.line, variant.column) == (18, 78))
    }

    @Test func statesBecomeAttributes() throws {
        #expect(try Self.entry("greeting", "ca").attributes == .needsReview)
        #expect(try Self.entry("greeting", "de").attributes == .new)
        #expect(try Self.entry("greeting", "en").attributes == .translated)
    }

    @Test func theCommentIsOnEveryLanguagesEntry() throws {
        for language in ["ca", "de", "en"] {
            #expect(try Self.entry("greeting", language).comment == "Shown on launch")
        }
    }

    @Test func pluralVariationsArePluralKeys() throws {
        let keys = Self.documents()["de"]?.entries.map(\.key).filter { $0.hasPrefix("%lld photos") }
        #expect(keys == ["%lld photos.one", "%lld photos.other"])
        #expect(try Self.entry("%lld photos.one", "de").value == "%lld Foto")
    }

    @Test func aKeyWithoutASourceLocalizationIsItsOwnSourceText() throws {
        let source = try Self.entry("%lld photos", "en")
        #expect(source.value == "%lld photos")
        #expect((source.line, source.column) == (12, 5))
    }

    @Test func deviceVariationsAreMarkedAndMayHoldPlurals() throws {
        let keys = Self.documents()["en"]?.entries.filter { $0.key.hasPrefix("tap") }.map(\.key)
        #expect(keys == ["tap@iphone", "tap@mac.one", "tap@mac.other"])
        #expect(try Self.entry("tap@iphone", "en").attributes == [.deviceVariant, .translated])
        #expect(try Self.entry("tap@mac.other", "en").attributes == [.deviceVariant, .pluralVariant, .translated])
        #expect(try Self.entry("tap@mac.other", "en").value == "Click %lld times")
    }

    @Test func substitutionsBecomeTheirFormatSpecifier() throws {
        #expect(try Self.entry("followers", "en").value == "%1$@ has %2$lld")
        #expect(try Self.entry("followers.count.one", "en").value == "%2$lld follower")
        #expect(try Self.entry("followers.count.other", "en").value == "%2$lld followers (100%%)")
    }

    @Test func aSubstitutionWithoutArgNumTakesTheWrittenPosition() throws {
        let text = """
            {"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {
              "stringUnit": {"state": "translated", "value": "%2$#@n@ by %1$@, %#@m@"},
              "substitutions": {"n": {"formatSpecifier": "d"}, "m": {"formatSpecifier": "%lu"}}}}}}}
            """
        let catalog = StringCatalog.parse(text: text, file: "c")
        #expect(catalog.documents()["en"]?.entries.first?.value == "%2$d by %1$@, %lu")
    }

    @Test func anEntryNotToTranslateIsOnlyInTheSource() throws {
        let catalog = StringCatalog.parse(text: Self.catalog, file: "Localizable.xcstrings")
        let documents = catalog.documents()
        #expect(documents["de"]?.entries.contains { $0.key == "brand" } == false)
        #expect(documents["en"]?.entries.contains { $0.key == "brand" } == true)
        #expect(catalog.untranslatableKeys == ["brand"])
    }

    @Test func aStaleEntryIsStaleInEveryLanguage() throws {
        #expect(try Self.entry("old.title", "en").attributes == [.stale, .translated])
        #expect(try Self.entry("old.title", "de").attributes == [.stale, .translated])
    }

    @Test func malformedJSONIsOnePositionedDiagnostic() {
        let catalog = StringCatalog.parse(
            text: "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : { \"a\" : }\n}", file: "c")
        #expect(catalog.entries.isEmpty)
        let diagnostic = catalog.diagnostics.first
        #expect(catalog.diagnostics.count == 1)
        #expect(diagnostic?.rule == "strings.syntax")
        #expect(diagnostic?.code == "catalog.json")
        #expect(diagnostic?.line == 3)
        #expect(diagnostic?.column == 23)
        let documents = catalog.documents()
        #expect(documents.keys.sorted() == ["en"])
        #expect(documents["en"]?.diagnostics.count == 1)
    }

    @Test func wrongTypesAndUnknownWordsAreDiagnosedAndReadingGoesOn() {
        let text = """
            {"sourceLanguage": "en", "strings": {
            "a": {"localizations": {"de": {"stringUnit": {"state": "done", "value": "A"}}}},
            "b": {"localizations": {"de": {"stringUnit": {"state": "translated"}}}},
            "c": {"localizations": {"de": {"variations": {"width": {}}}}},
            "d": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": 3}}}},
            "e": "text",
            "f": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "F"}}}}
            }}
            """
        let catalog = StringCatalog.parse(text: text, file: "c")
        let seen = catalog.diagnostics.map {
            "\($0.code)@\($0.line):\($0.column)" + $0.details.map { " " + $0 }.joined()
        }
        #expect(
            seen == [
                "catalog.state-unknown@2:56 done",
                "catalog.value-missing@3:46",
                "catalog.variation-unknown@4:56 width",
                "catalog.type@5:79 $.strings.d.localizations.de.stringUnit.value string",
                "catalog.type@6:6 $.strings.e object",
            ])
        #expect(catalog.problems.prefix(4).allSatisfy { $0.language == "de" })
        let german = catalog.documents()["de"]
        #expect(german?.entries.map(\.key) == ["a", "f"])
        #expect(german?.diagnostics.count == 4)
        #expect(catalog.documents()["en"]?.diagnostics.count == 1)
    }

    @Test func aMissingSourceLanguageIsDiagnosedAndEnglishAssumed() {
        let catalog = StringCatalog.parse(text: #"{"strings": {}}"#, file: "c")
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.diagnostics.map(\.code) == ["catalog.source-language-missing"])
    }
}
