// RowStringsEmitter.swift writes `RowStrings` into RowSupport.swift: the bundle localized specs look their text up in.

extension SupportEmitter {
    /// Public at public access, as `RowStrings.bundle` shows Foundation's `Bundle` (see `uiKitImport`).
    private static func foundationImport(_ access: AccessLevel) -> String {
        guard access == .public else { return "import Foundation" }
        return """
            // Public: `RowStrings.bundle` shows Foundation's `Bundle` to the target's importers.
            #if compiler(>=6.0)
            public import Foundation
            #else
            import Foundation
            #endif
            """
    }

    /// In its own `#if`, so the rest outside UIKit still builds with the standard library alone.
    /// The bundle is behind a lock rather than a `nonisolated(unsafe)` variable: rows are read on
    /// any thread, and an app that switches language sets it while they may be.
    static func strings(_ access: AccessLevel) -> String { #"""
    #if canImport(Foundation)
    \#(foundationImport(access))

    /// Where localized specs' text comes from. Their rows look each text up whenever they are read
    /// (`Settings.wifi`, `Settings.sections`), so a change of language or of `bundle` shows on the
    /// next read: reload the table to show it.
    \#(access.pub)enum RowStrings {
        /// The bundle holding the compiled String Catalogs: `.main` in an app; a package target sets
        /// `RowStrings.bundle = .module` once at launch, before any row is read. An app that
        /// switches language itself sets the language's `.lproj` bundle. Safe from any thread.
        \#(access.pub)static var bundle: Bundle {
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
    #endif
    """# }
}
