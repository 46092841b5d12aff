import Foundation
import SeamGenerator

/// Short reasons for file-system errors, the way `ls` or `cp` would print them.
enum FileErrorReason {
    /// The POSIX message behind a Foundation file error ("No such file or directory"), or the
    /// error's own description when there is none.
    static func of(_ error: any Error) -> String {
        let nsError = error as NSError
        // On Linux the underlying error is stored as a Swift error, which `as? NSError` misses.
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? any Error {
            let underlyingError = underlying as NSError
            if underlyingError.domain == NSPOSIXErrorDomain {
                return of(errno: Int32(underlyingError.code))
            }
        }
        if nsError.domain == NSPOSIXErrorDomain {
            return of(errno: Int32(nsError.code))
        }
        return nsError.localizedDescription
    }

    /// The message of a POSIX error number: `of(errno: ENOENT)` is "No such file or directory".
    static func of(errno code: Int32) -> String {
        String(cString: strerror(code))
    }
}
