import Testing

@testable import CLI

@Suite struct CommandLineParserTests {
    @Test func globalOptionsStandBeforeOrAfterTheCommand() throws {
        let before = try CommandLineParser.parse(["--rate", "220", "speak", "Hello", "world"])
        let after = try CommandLineParser.parse(["speak", "Hello", "--rate=220", "world"])
        #expect(before == after)
        #expect(before.options.rate == 220)
        #expect(before.command == .speak(.text("Hello world")))
    }

    @Test func everyGlobalOptionIsParsed() throws {
        let invocation = try CommandLineParser.parse([
            "--library", "/tmp/lib", "--empty", "--audio-device", "null", "--locale", "de_DE.UTF-8",
            "--output", "wav:/tmp/a.wav", "--voice", "gmw/en+f3", "--rate", "900", "--pitch", "0", "--volume", "200",
            "--verbosity", "verbose", "--punctuation", "all", "--curtain", "-q", "speak", "x",
        ])
        var expected = GlobalOptions()
        expected.library = "/tmp/lib"
        expected.empty = true
        expected.audioDevice = "null"
        expected.locale = "de_DE.UTF-8"
        expected.output = .wav(path: "/tmp/a.wav")
        expected.voice = "gmw/en+f3"
        expected.rate = 900
        expected.pitch = 0
        expected.volume = 200
        expected.verbosity = .verbose
        expected.punctuation = .all
        expected.curtain = true
        expected.quiet = true
        #expect(invocation.options == expected)
    }

    @Test(arguments: [
        ("audio", OutputSpec.audio), ("pcm", .pcm), ("text", .text), ("ssml", .ssml), ("phonemes", .phonemes),
        ("none", .none), ("speechd", .speechd), ("wav:out file.wav", .wav(path: "out file.wav")),
    ])
    func outputSinks(argument: String, expected: OutputSpec) throws {
        #expect(try CommandLineParser.parse(["speak", "x", "--output", argument]).options.output == expected)
    }

    @Test func brailleOutputTableAndBrowseDisplayAreParsed() throws {
        let speak = try CommandLineParser.parse(["speak", "x", "--output", "braille", "--braille-table", "de-g2.ctb"])
        #expect(speak.options.output == .braille)
        #expect(speak.options.brailleTable == "de-g2.ctb")
        #expect(
            try CommandLineParser.parse(["browse", "--braille"]).command
                == .browse(BrowseRequest(screen: "home", script: nil, braille: true)))
        #expect(
            try CommandLineParser.parse(["browse", "items"]).command
                == .browse(BrowseRequest(screen: "items", script: nil, braille: false)))
        #expect(throws: UsageError.missingValue(option: "--braille-table", command: .speak)) {
            try CommandLineParser.parse(["speak", "x", "--braille-table="])
        }
    }

    @Test func brailleGradeIsOneOrTwo() throws {
        #expect(try CommandLineParser.parse(["speak", "x"]).options.brailleGrade == nil)
        #expect(try CommandLineParser.parse(["browse", "--braille-grade", "2"]).options.brailleGrade == .contracted)
        #expect(try CommandLineParser.parse(["--braille-grade=1", "speak", "x"]).options.brailleGrade == .uncontracted)
        #expect(
            throws: UsageError.invalidValue(option: "--braille-grade", value: "3", allowed: "1, 2", command: .browse)
        ) {
            try CommandLineParser.parse(["browse", "--braille-grade", "3"])
        }
    }

    @Test func helpAndVersionWinOverEverythingElse() throws {
        #expect(try CommandLineParser.parse(["--help"]).command == .help(topic: nil))
        #expect(try CommandLineParser.parse(["speak", "--help"]).command == .help(topic: .speak))
        #expect(try CommandLineParser.parse(["-h", "speak"]).command == .help(topic: .speak))
        #expect(try CommandLineParser.parse(["--version"]).command == .version)
        #expect(try CommandLineParser.parse(["--quiet", "--version"]).command == .version)
    }

    @Test func doubleDashEndsOptions() throws {
        let invocation = try CommandLineParser.parse(["speak", "--", "-5", "--rate"])
        #expect(invocation.command == .speak(.text("-5 --rate")))
    }

    @Test(arguments: [
        ([String](), UsageError.missingCommand),
        (["browse-not-yet"], .unknownCommand("browse-not-yet")),
        (["frobnicate"], .unknownCommand("frobnicate")),
        (["speak"], .missingArgument("TEXT", command: .speak)),
        (["speak", "x", "--bogus"], .unknownOption("--bogus", command: .speak)),
        (["--rate"], .missingValue(option: "--rate", command: nil)),
        (
            ["speak", "x", "--rate", "79"],
            .invalidValue(option: "--rate", value: "79", allowed: "80–900", command: .speak)
        ),
        (
            ["speak", "x", "--rate", "901"],
            .invalidValue(option: "--rate", value: "901", allowed: "80–900", command: .speak)
        ),
        (
            ["speak", "x", "--rate", "fast"],
            .invalidValue(option: "--rate", value: "fast", allowed: "80–900", command: .speak)
        ),
        (
            ["speak", "x", "--pitch", "100"],
            .invalidValue(option: "--pitch", value: "100", allowed: "0–99", command: .speak)
        ),
        (
            ["speak", "x", "--volume", "-1"],
            .invalidValue(option: "--volume", value: "-1", allowed: "0–200", command: .speak)
        ),
        (
            ["speak", "x", "--output", "mp3"],
            .invalidValue(
                option: "--output", value: "mp3",
                allowed: "audio, wav:PATH, pcm, text, ssml, phonemes, braille, speechd, none", command: .speak)
        ),
        (
            ["speak", "x", "--output", "wav:"],
            .invalidValue(
                option: "--output", value: "wav:",
                allowed: "audio, wav:PATH, pcm, text, ssml, phonemes, braille, speechd, none", command: .speak)
        ),
        (
            ["speak", "x", "--verbosity", "loud"],
            .invalidValue(option: "--verbosity", value: "loud", allowed: "brief, normal, verbose", command: .speak)
        ),
        (
            ["speak", "x", "--punctuation", "few"],
            .invalidValue(option: "--punctuation", value: "few", allowed: "none, some, most, all", command: .speak)
        ),
        (["speak", "x", "--library", ""], .missingValue(option: "--library", command: .speak)),
        (["speak", "x", "--rate", "100", "--rate", "200"], .repeatedOption("--rate", command: .speak)),
        (
            ["speak", "x", "--curtain=yes"],
            .invalidValue(option: "--curtain", value: "yes", allowed: "", command: .speak)
        ),
    ])
    func usageErrors(arguments: [String], expected: UsageError) {
        #expect(throws: expected) { try CommandLineParser.parse(arguments) }
    }
}
