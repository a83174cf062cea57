// Version.swift declares rowc's version: the one place `--version`, the language server, SARIF and the build stamp read it from.

/// rowc's semantic version. CHANGELOG.md lists what each version changed; raise this with the
/// changelog's newest heading when a version is released (a test holds the two equal).
public enum Version {
    public static let current = "0.8.0"
}
