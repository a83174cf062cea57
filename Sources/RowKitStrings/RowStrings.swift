// RowStrings.swift holds the bundle localized specs look their text up in: RowKit's one use of Foundation, kept out of RowKit.

// Public: `RowStrings.bundle` shows Foundation's `Bundle` to importers.
public import Foundation

/// Where localized specs' text comes from. Their rows look each text up whenever they are read
/// (`Settings.wifi`, `Settings.sections`), so a change of language or of `bundle` shows on the
/// next read: reload the list to show it.
public enum RowStrings {
    /// The bundle holding the compiled String Catalogs: `.main` in an app; a package target sets
    /// `RowStrings.bundle = .module` once at launch, before any row is read. An app that
    /// switches language itself sets the language's `.lproj` bundle. Safe from any thread.
    public static var bundle: Bundle {
        get {
            storage.lock.lock()
            defer { storage.lock.unlock() }
            return storage.bundle
        }
        set {
            storage.lock.lock()
            defer { storage.lock.unlock() }
            storage.bundle = newValue
        }
    }

    private static let storage = Storage()

    /// `bundle`, read and written under `lock` alone.
    private final class Storage: @unchecked Sendable {
        let lock = NSLock()
        var bundle: Bundle = .main
    }
}
