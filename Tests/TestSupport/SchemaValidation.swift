import Foundation

/// Validates reports against the schemas in `Tests/Fixtures/schemas/` with the tools `scripts/setup`
/// installs: Debian's python3 with python3-jsonschema and python3-rfc3987 (so `uri` formats are
/// checked), and xmllint from libxml2-utils. A missing tool fails the test; nothing is skipped.
public enum SchemaValidation {
    /// Debian's interpreter, which the setup's python3 packages install into.
    public static let python = "/usr/bin/python3"
    /// The SARIF 2.1.0 subset.
    public static let sarifSchema = PackagePaths.fixtures.appendingPathComponent("schemas/sarif-schema-2.1.0.json")
    /// The Jenkins xunit JUnit constraints.
    public static let junitSchema = PackagePaths.fixtures.appendingPathComponent("schemas/junit-xunit.xsd")

    /// Validates SARIF text (draft-04, with format checks; `uri` formats must be checked).
    public static func sarif(_ text: String) throws -> ProcessOutcome {
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            document = json.load(open(sys.argv[2]))
            checker = jsonschema.FormatChecker()
            assert 'uri' in checker.checkers and 'uri-reference' in checker.checkers, 'install python3-rfc3987'
            jsonschema.Draft4Validator.check_schema(schema)
            jsonschema.Draft4Validator(schema, format_checker=checker).validate(document)
            """
        let file = try write(text, named: "report.sarif")
        return try ProcessRunner.run(python, ["-c", script, sarifSchema.path, file.path])
    }

    /// Validates JUnit XML with `xmllint --noout --schema`.
    public static func junit(_ text: String) throws -> ProcessOutcome {
        let file = try write(text, named: "report.xml")
        return try ProcessRunner.run("/usr/bin/xmllint", ["--noout", "--schema", junitSchema.path, file.path])
    }

    private static func write(_ text: String, named name: String) throws -> URL {
        let file = try PackagePaths.temporaryDirectory("lector-schema").appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file
    }
}
