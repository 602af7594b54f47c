//! RFC 8089: the "file" URI scheme.

use core::ops::Range;

use super::{first, read, SchemeError};
use crate::{Rule, Uri};

/// A `file` URI (RFC 8089), read with the grammar of its section 2: an optional host (`file-auth`) and an
/// absolute path. No query, no port, no userinfo.
///
/// With the `std` feature, [`to_path`](File::to_path) and [`from_path`](File::from_path) convert to and
/// from the paths of Unix and Windows (drive letters and UNC paths as RFC 8089 Appendix E describes them),
/// percent-decoding and encoding exactly what they must.
///
/// ```
/// use rfc3986::scheme::File;
/// use rfc3986::Uri;
///
/// let uri = Uri::parse("file:///etc/fstab")?;
/// let file = File::try_from(&uri)?;
/// assert_eq!(file.host(), Some(""));
/// assert!(file.is_local());
/// assert_eq!(file.path(), "/etc/fstab");
///
/// let uri = Uri::parse("file://server/share/a%20b.txt")?;
/// let file = File::try_from(&uri)?;
/// assert_eq!((file.host(), file.is_local()), (Some("server"), false));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct File<'a> {
    text: &'a str,
    host: Option<Range<usize>>,
    path: Range<usize>,
}

impl<'a> TryFrom<&'a Uri> for File<'a> {
    type Error = SchemeError;

    fn try_from(uri: &'a Uri) -> Result<File<'a>, SchemeError> {
        let (_, spans) = read(uri, &[Rule::FileUri], "file")?;
        Ok(File {
            text: uri.as_str(),
            host: first(&spans, Rule::FileAuth),
            path: first(&spans, Rule::PathAbsolute).expect("file-URI has a path-absolute"),
        })
    }
}

impl<'a> File<'a> {
    /// The host (`file-auth`) as written: `None` without `//` (`file:/p`), `Some("")` for `file:///p`,
    /// `Some("localhost")` or another host.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("file:/p")?;
    /// assert_eq!(rfc3986::scheme::File::try_from(&uri)?.host(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn host(&self) -> Option<&'a str> {
        self.host.clone().map(|r| &self.text[r])
    }

    /// Whether the file is on the local machine: no host, an empty host or `localhost` (RFC 8089 2 and
    /// 3: "localhost" and the empty host both mean the machine the URI is read on).
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("file://LOCALHOST/p")?;
    /// assert!(rfc3986::scheme::File::try_from(&uri)?.is_local());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_local(&self) -> bool {
        // `%6C` and `l` are one character (RFC 3986 6.2.2.2), so an encoded "localhost" is local too.
        self.host().is_none_or(|h| {
            h.is_empty() || crate::percent::decode(h).eq_ignore_ascii_case(b"localhost")
        })
    }

    /// The path (`path-absolute`), as written.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("file:///C:/Windows/")?;
    /// assert_eq!(rfc3986::scheme::File::try_from(&uri)?.path(), "/C:/Windows/");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn path(&self) -> &'a str {
        &self.text[self.path.clone()]
    }

    /// The path on this machine's operating system ([`PathStyle::NATIVE`](crate::PathStyle::NATIVE)). On
    /// Unix a name need not be UTF-8: each `%XX` becomes its byte of the `OsString`
    /// (`file:///tmp/%FF.rs` is the file whose name is the byte 0xFF then `.rs`).
    ///
    /// ```
    /// # #[cfg(unix)] {
    /// use std::os::unix::ffi::OsStrExt;
    ///
    /// let uri = rfc3986::Uri::parse("file:///tmp/a%20b")?;
    /// let path = rfc3986::scheme::File::try_from(&uri)?.to_path()?;
    /// assert_eq!(path, std::path::Path::new("/tmp/a b"));
    /// let uri = rfc3986::Uri::parse("file:///tmp/%FF.rs")?;
    /// let path = rfc3986::scheme::File::try_from(&uri)?.to_path()?;
    /// assert_eq!(path.as_os_str().as_bytes(), b"/tmp/\xFF.rs");
    /// # }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg(feature = "std")]
    #[cfg_attr(docsrs, doc(cfg(feature = "std")))]
    pub fn to_path(&self) -> Result<std::path::PathBuf, crate::FilePathError> {
        #[cfg(unix)]
        {
            use std::os::unix::ffi::OsStringExt;
            let bytes = crate::scheme::file_path::to_path_bytes(
                self.host(),
                self.path(),
                crate::PathStyle::Unix,
            )?;
            Ok(std::ffi::OsString::from_vec(bytes).into())
        }
        #[cfg(not(unix))]
        {
            self.to_path_with(crate::PathStyle::NATIVE)
                .map(std::path::PathBuf::from)
        }
    }

    /// The path in the syntax of the given operating system, whatever this machine runs.
    ///
    /// Windows (RFC 8089 Appendix E): a local first segment that percent-decodes to a letter and `:` is a
    /// drive, whatever the case (`C:`, `c:`, and VS Code's `c%3A`), and the letter is kept as written; a
    /// host other than `localhost` is a UNC server, which needs a share; `:` may stand in a name after the
    /// drive (NTFS streams, E.3.1). A path with no drive and no server is refused: `\x` would be relative
    /// to the current drive. Unix: `file:///c:/x` is `/c:/x`, and a host other than `localhost` is refused.
    ///
    /// # Errors
    ///
    /// A [`FilePathError`](crate::FilePathError) whose [kind](crate::FilePathError::kind) says why: a
    /// remote host on Unix, an encoded separator (`%2F`, and `%5C` on Windows) or NUL in a segment, bytes
    /// that are not UTF-8 (in a `String`), a character Windows forbids in names, no drive, a UNC server
    /// without a share, a device path.
    ///
    /// ```
    /// use rfc3986::{scheme::File, FilePathErrorKind, PathStyle, Uri};
    ///
    /// type Error = Box<dyn std::error::Error>;
    /// let path = |uri: &str, style| -> Result<String, Error> {
    ///     Ok(File::try_from(&Uri::parse(uri)?)?.to_path_with(style)?)
    /// };
    /// let windows = |uri| path(uri, PathStyle::Windows);
    /// assert_eq!(windows("file:///C:/Program%20Files/")?, r"C:\Program Files\");
    /// assert_eq!(windows("file:///c%3A/Users/u/a%20b.rs")?, r"c:\Users\u\a b.rs"); // VS Code
    /// assert_eq!(windows("file:///c:/spam.txt:eggs")?, r"c:\spam.txt:eggs"); // an NTFS stream
    /// assert_eq!(windows("file://server/share/x")?, r"\\server\share\x");
    /// assert_eq!(path("file:///c:/x", PathStyle::Unix)?, "/c:/x");
    /// let err = File::try_from(&Uri::parse("file://server/x")?)?.to_path_with(PathStyle::Unix).unwrap_err();
    /// assert_eq!(err.kind(), FilePathErrorKind::RemoteHost); // another machine
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg(feature = "std")]
    #[cfg_attr(docsrs, doc(cfg(feature = "std")))]
    pub fn to_path_with(&self, style: crate::PathStyle) -> Result<String, crate::FilePathError> {
        crate::scheme::file_path::to_path_string(self.host(), self.path(), style)
    }

    /// One spelling of the file's URI, so that two `file` URIs name the same file exactly when their
    /// canonical URIs are equal: a key for a map of documents.
    ///
    /// - The host: absent, empty and `localhost` (any case) are one, this machine, written `file:///`;
    ///   another host is percent-decoded and lower-cased (a host is case-insensitive, RFC 3986 3.2.2), then
    ///   encoded again with what `reg-name` requires.
    /// - The path: every segment fully percent-decoded and written again with what `segment` requires, so
    ///   `%3A` is `:` and `%61` is `a`, but `%2F` stays inside its segment (scheme-based normalization,
    ///   RFC 3986 6.2.3); then dot-segments removed (6.2.2.3).
    /// - For [`PathStyle::Windows`](crate::PathStyle::Windows) only, a drive letter in upper case. Nothing
    ///   else is case-folded: RFC 8089 2 says the case of a path MUST be retained, and on Unix `/C:/a` and
    ///   `/c:/a` are different files.
    ///
    /// ```
    /// use rfc3986::{scheme::File, PathStyle, Uri};
    ///
    /// let canonical = |uri| Ok::<_, Box<dyn std::error::Error>>(
    ///     File::try_from(&Uri::parse(uri)?)?.canonical(PathStyle::Windows));
    /// let c = canonical("file:///c%3A/a")?;
    /// assert_eq!(c.as_str(), "file:///C:/a");
    /// assert_eq!(canonical("file:///C:/a")?, c);
    /// assert_eq!(canonical("file://LocalHost/C:/./b/../a")?, c);
    /// assert_ne!(canonical("file:///C:/A")?, c);
    /// assert_ne!(canonical("file:///C:/a/")?, c);
    /// let unix = File::try_from(&Uri::parse("file:///c:/a")?)?.canonical(PathStyle::Unix);
    /// assert_eq!(unix.as_str(), "file:///c:/a");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg(feature = "std")]
    #[cfg_attr(docsrs, doc(cfg(feature = "std")))]
    pub fn canonical(&self, style: crate::PathStyle) -> Uri {
        let text = crate::scheme::file_path::canonical(self.host(), self.path(), style);
        Uri::parse(&text).expect("the canonical form is a file-URI")
    }

    /// The `file` URI of an absolute path of this machine's operating system. On Unix a name need not be
    /// UTF-8: its bytes that are not are written `%XX`.
    ///
    /// ```
    /// # #[cfg(unix)] {
    /// use std::os::unix::ffi::OsStrExt;
    ///
    /// let uri = rfc3986::scheme::File::from_path(std::path::Path::new("/tmp/a b#1"))?;
    /// assert_eq!(uri.as_str(), "file:///tmp/a%20b%231");
    /// let name = std::ffi::OsStr::from_bytes(b"/tmp/\xFF.rs");
    /// assert_eq!(rfc3986::scheme::File::from_path(name.as_ref())?.as_str(), "file:///tmp/%FF.rs");
    /// # }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg(feature = "std")]
    #[cfg_attr(docsrs, doc(cfg(feature = "std")))]
    pub fn from_path(path: &std::path::Path) -> Result<Uri, crate::FilePathError> {
        #[cfg(unix)]
        let text = {
            use std::os::unix::ffi::OsStrExt;
            crate::scheme::file_path::from_unix_bytes(path.as_os_str().as_bytes())?
        };
        #[cfg(not(unix))]
        let text = {
            let path = path
                .to_str()
                .ok_or_else(crate::FilePathError::not_unicode)?;
            crate::scheme::file_path::from_path_string(
                path,
                crate::PathStyle::NATIVE,
                crate::DriveLetter::AsWritten,
            )?
        };
        Ok(from_text(&text))
    }

    /// The `file` URI of an absolute path in the syntax of the given operating system, the drive letter
    /// as written ([`DriveLetter::AsWritten`](crate::DriveLetter::AsWritten)).
    ///
    /// Windows: a drive path `C:\dir\a b` is `file:///C:/dir/a%20b`, a UNC path `\\server\share\x` is
    /// `file://server/share/x`, and the verbatim forms `\\?\C:\x` and `\\?\UNC\server\share\x` (`UNC` in
    /// any case) are read as the paths they stand for. `/` is a separator too. Only what `segment`
    /// requires is percent-encoded, with upper-case hex digits; `:` in a name after the drive stays (NTFS
    /// streams). Device paths (`\\.\x`, `\\?\Volume{...}\`) are refused.
    ///
    /// # Errors
    ///
    /// A [`FilePathError`](crate::FilePathError): a relative or drive-relative path, NUL, a character
    /// Windows forbids in names, a UNC path without a share, a device path, a Unix path that begins with
    /// `//`.
    ///
    /// ```
    /// use rfc3986::{scheme::File, FilePathErrorKind, PathStyle};
    ///
    /// let uri = File::from_path_with(r"C:\Users\Zoë\a.txt", PathStyle::Windows)?;
    /// assert_eq!(uri.as_str(), "file:///C:/Users/Zo%C3%AB/a.txt");
    /// let unc = File::from_path_with(r"\\?\unc\server\share\dir", PathStyle::Windows)?;
    /// assert_eq!(unc.as_str(), "file://server/share/dir");
    /// let stream = File::from_path_with(r"c:\spam.txt:eggs", PathStyle::Windows)?;
    /// assert_eq!(stream.as_str(), "file:///c:/spam.txt:eggs");
    /// let err = File::from_path_with(r"\\.\some\path\file.txt", PathStyle::Windows).unwrap_err();
    /// assert_eq!(err.kind(), FilePathErrorKind::DevicePath);
    /// # Ok::<(), rfc3986::FilePathError>(())
    /// ```
    #[cfg(feature = "std")]
    #[cfg_attr(docsrs, doc(cfg(feature = "std")))]
    pub fn from_path_with(
        path: &str,
        style: crate::PathStyle,
    ) -> Result<Uri, crate::FilePathError> {
        File::from_path_with_drive(path, style, crate::DriveLetter::AsWritten)
    }

    /// As [`from_path_with`](File::from_path_with), with the drive letter of a Windows drive path spelled
    /// as `drive` says: gopls's upper case, or VS Code's `c%3A`, for a server that must echo its client.
    /// Unix paths have no drive, and `drive` does not change them.
    ///
    /// ```
    /// use rfc3986::{scheme::File, DriveLetter, PathStyle};
    ///
    /// let uri = File::from_path_with_drive(r"c:\a", PathStyle::Windows, DriveLetter::UpperCase)?;
    /// assert_eq!(uri.as_str(), "file:///C:/a");
    /// # Ok::<(), rfc3986::FilePathError>(())
    /// ```
    #[cfg(feature = "std")]
    #[cfg_attr(docsrs, doc(cfg(feature = "std")))]
    pub fn from_path_with_drive(
        path: &str,
        style: crate::PathStyle,
        drive: crate::DriveLetter,
    ) -> Result<Uri, crate::FilePathError> {
        let text = crate::scheme::file_path::from_path_string(path, style, drive)?;
        Ok(from_text(&text))
    }
}

/// The `Uri` of text that `file_path` wrote: `file://`, a host that matched or was encoded for `reg-name`,
/// and segments encoded for `segment` after a `/` each, which is an RFC 3986 URI by construction.
#[cfg(feature = "std")]
fn from_text(text: &str) -> Uri {
    Uri::parse(text).expect("file_path writes RFC 3986 URIs")
}

/// Why [`Uri::to_file_path`] or [`Uri::from_file_path`] failed: the URI is not a `file` URI (RFC 8089 2),
/// or the conversion between URI and path is not possible.
///
/// ```
/// use rfc3986::{FileUriError, Uri};
///
/// let err = Uri::parse("https://example.com/x")?.to_file_path().unwrap_err();
/// assert!(matches!(err, FileUriError::NotFile(_)));
/// assert_eq!(err.to_string(), "not a file URI: the scheme is \"https\", not file");
/// let err = Uri::parse("file:///a%00")?.to_file_path().unwrap_err();
/// assert!(matches!(err, FileUriError::Path(_)));
/// assert_eq!(err.to_string(), "the path contains NUL");
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
#[cfg(feature = "std")]
#[cfg_attr(docsrs, doc(cfg(feature = "std")))]
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum FileUriError {
    /// The URI's scheme is not `file`, or the URI does not match RFC 8089's `file-URI` (a query, a port,
    /// a userinfo, a path that is not absolute).
    #[error("not a file URI: {0}")]
    NotFile(super::SchemeError),
    /// The URI is a `file` URI but names no path of this system, or the path has no `file` URI.
    #[error(transparent)]
    Path(#[from] crate::FilePathError),
}

#[cfg(feature = "std")]
impl Uri {
    /// The path of a `file` URI on this machine's operating system: [`File::try_from`] and
    /// [`File::to_path`] in one call.
    ///
    /// # Errors
    ///
    /// [`FileUriError::NotFile`] when the URI is not a `file-URI` (RFC 8089 2), [`FileUriError::Path`]
    /// when the path cannot be converted (see [`File::to_path_with`]).
    ///
    /// ```
    /// # #[cfg(unix)] {
    /// let uri = rfc3986::Uri::parse("file:///home/u/a%20b.rs")?;
    /// assert_eq!(uri.to_file_path()?, std::path::Path::new("/home/u/a b.rs"));
    /// # }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg_attr(docsrs, doc(cfg(feature = "std")))]
    pub fn to_file_path(&self) -> Result<std::path::PathBuf, FileUriError> {
        let file = File::try_from(self).map_err(FileUriError::NotFile)?;
        Ok(file.to_path()?)
    }

    /// The `file` URI of an absolute path of this machine's operating system ([`File::from_path`]).
    ///
    /// # Errors
    ///
    /// [`FileUriError::Path`] when the path has no `file` URI (a relative path, NUL, ...).
    ///
    /// ```
    /// # #[cfg(unix)] {
    /// use rfc3986::Uri;
    ///
    /// let uri = Uri::from_file_path("/home/u/src/main.rs")?;
    /// assert_eq!(uri.as_str(), "file:///home/u/src/main.rs");
    /// // A relative import, resolved against the file's URI (RFC 3986 5.2).
    /// assert_eq!(uri.join("../Cargo.toml")?.as_str(), "file:///home/u/Cargo.toml");
    /// # }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg_attr(docsrs, doc(cfg(feature = "std")))]
    pub fn from_file_path(path: impl AsRef<std::path::Path>) -> Result<Uri, FileUriError> {
        Ok(File::from_path(path.as_ref())?)
    }
}

#[cfg(feature = "std")]
use alloc::string::String;
