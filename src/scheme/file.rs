//! RFC 8089: the "file" URI scheme.

use super::PartValue;
use alloc::vec::Vec;
use core::ops::Range;

use alloc::format;
use alloc::string::String;

use super::{SchemeError, first, read};
use crate::reference::parts_of;
use crate::{Host, Rule, Uri, UriPath, UriReference};

/// A `file` URI (RFC 8089), read with the grammar of its section 2: an optional host (`file-auth`) and an
/// absolute path. No query, no port, no userinfo.
///
/// With the `std` feature, [`to_path`](FileUri::to_path) and [`from_path`](FileUri::from_path) convert to and
/// from the paths of Unix and Windows (drive letters and UNC paths as RFC 8089 Appendix E describes them),
/// percent-decoding and encoding exactly what they must.
///
/// ```
/// use rfc3986::scheme::FileUri;
/// use rfc3986::Uri;
///
/// let uri = Uri::parse("file:///etc/fstab")?;
/// let file = FileUri::try_from(&uri)?;
/// assert_eq!(file.host_str(), Some(""));
/// assert!(file.is_local());
/// assert_eq!(file.path(), "/etc/fstab");
///
/// let uri = Uri::parse("file://server/share/a%20b.txt")?;
/// let file = FileUri::try_from(&uri)?;
/// assert_eq!((file.host_str(), file.is_local()), (Some("server"), false));
/// # Ok::<(), rfc3986::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FileUri<'a> {
    uri: &'a Uri,
    pub(super) text: &'a str,
    host: Option<Range<usize>>,
    path: Range<usize>,
}

impl<'a> TryFrom<&'a Uri> for FileUri<'a> {
    type Error = SchemeError;

    fn try_from(uri: &'a Uri) -> Result<FileUri<'a>, SchemeError> {
        let (_, spans) = read(uri, &[Rule::FileUri], "file")?;
        Ok(FileUri {
            uri,
            text: uri.as_str(),
            host: first(&spans, Rule::FileAuth),
            path: first(&spans, Rule::PathAbsolute).expect("file-URI has a path-absolute"),
        })
    }
}

impl<'a> FileUri<'a> {
    /// The host (`file-auth`), by the rule of RFC 3986 3.2.2 it matched, as the reference types' `host()`
    /// gives it: `None` without `//` (`file:/p`), `Some(Host::RegName(""))` for `file:///p`.
    ///
    /// ```
    /// use rfc3986::{scheme::FileUri, Host, Uri};
    ///
    /// let uri = Uri::parse("file:/p")?;
    /// assert_eq!(FileUri::try_from(&uri)?.host(), None);
    /// let uri = Uri::parse("file:///p")?;
    /// assert_eq!(FileUri::try_from(&uri)?.host(), Some(Host::RegName("")));
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn host(&self) -> Option<Host<'a>> {
        self.host_str().map(crate::reference::components::host_of)
    }

    /// The host as written (an IP literal with its brackets): `None` without `//`, `Some("")` for
    /// `file:///p`, `Some("localhost")` or another host.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("file://server/share")?;
    /// assert_eq!(rfc3986::scheme::FileUri::try_from(&uri)?.host_str(), Some("server"));
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn host_str(&self) -> Option<&'a str> {
        self.host.clone().map(|r| &self.text[r])
    }

    /// Whether the file is on the local machine: no host, an empty host or `localhost` (RFC 8089 2 and
    /// 3: "localhost" and the empty host both mean the machine the URI is read on).
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("file://LOCALHOST/p")?;
    /// assert!(rfc3986::scheme::FileUri::try_from(&uri)?.is_local());
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn is_local(&self) -> bool {
        // `%6C` and `l` are one character (RFC 3986 6.2.2.2), so an encoded "localhost" is local too.
        self.host_str().is_none_or(|h| {
            h.is_empty() || crate::percent::decode(h).eq_ignore_ascii_case(b"localhost")
        })
    }

    /// The path (`path-absolute`), as written, as the reference types' `path()` gives it.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("file:///C:/Windows/")?;
    /// let file = rfc3986::scheme::FileUri::try_from(&uri)?;
    /// assert_eq!(file.path(), "/C:/Windows/");
    /// assert_eq!(file.path().segments().nth(1), Some("C:"));
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn path(&self) -> UriPath<'a> {
        UriPath::new(&self.text[self.path.clone()])
    }

    /// Resolves `reference` against this file URI as DOS- and Windows-like systems do, by the informative
    /// algorithm of [RFC 8089 Appendix E.2.1](https://www.rfc-editor.org/rfc/rfc8089#appendix-E.2.1), not
    /// by RFC 3986 5.2: a drive letter at the start of the path is a root that resolution never leaves.
    /// This is what an editor expects of `../../x.rs` in `file:///C:/a/b.rs`: `file:///C:/x.rs`, where
    /// RFC 3986 5.2 ([`Uri::resolve`]) gives `file:///x.rs`, a file on no drive.
    ///
    /// The target is [`Uri::resolve`]'s (strict), but for its path when the target is a `file` URI:
    ///
    /// - A drive is a first segment that percent-decodes to an ASCII letter and `:` (`C:`, `c:`, and VS
    ///   Code's `c%3A`), as [`to_path_with`](FileUri::to_path_with) reads drives. A path that begins with one
    ///   keeps it, and its dot segments (5.2.4) are removed from what follows it, so `..` stops at the drive's
    ///   root: `/C:/a/../../x` is `/C:/x`.
    /// - A reference whose path is absolute and has no drive (`/some/other/thing.bmp`, `/../x`) is resolved
    ///   relative to the base's drive, when the base has one (E.2.1's first example). One whose first segment
    ///   is a drive (`/d:/x`) names its own drive.
    /// - A base whose whole path is a drive (`file:///C:`) is the drive's root for a relative path: `x`
    ///   gives `file:///C:/x`.
    /// - References with a scheme or an authority keep their drive the same way when the target is a `file`
    ///   URI; a reference with another scheme (`http://h/../x`) resolves as RFC 3986 5.2 says.
    /// - Without a drive in the base or the reference, the result is [`Uri::resolve`]'s.
    ///
    /// Left as RFC 3986 5.2 resolves them: a first segment that only begins with a drive (`/c:bar/baz.txt`,
    /// `/c:../foo.txt`: drive-relative paths, which E.2.1 says might not be dereferenceable); the `C|` form of
    /// E.2.2, since no URI can hold a raw `|` and `C%7C` is not read as a drive; and E.2's `file:c:/x`, which
    /// is not a `file-URI` of section 2's grammar (a reference like it, with the scheme `file`, keeps RFC 3986's
    /// result).
    ///
    /// ```
    /// use rfc3986::scheme::FileUri;
    /// use rfc3986::{Uri, UriRef};
    ///
    /// let resolve = |base: &str, reference: &str| -> Result<String, Box<dyn std::error::Error>> {
    ///     let base = Uri::parse(base)?;
    ///     let target = FileUri::try_from(&base)?.resolve_drive_aware(&UriRef::parse(reference)?);
    ///     Ok(target.into_string())
    /// };
    /// // RFC 8089 E.2.1's two examples.
    /// assert_eq!(resolve("file:///c:/path/to/file.txt", "/some/other/thing.bmp")?, "file:///c:/some/other/thing.bmp");
    /// assert_eq!(resolve("file:///c:/foo.txt", "../bar.txt")?, "file:///c:/bar.txt");
    /// // `..` never climbs above the drive; RFC 3986 5.2 would give file:///x.rs.
    /// assert_eq!(resolve("file:///C:/a/b.rs", "../../x.rs")?, "file:///C:/x.rs");
    /// assert_eq!(Uri::parse("file:///C:/a/b.rs")?.join("../../x.rs")?, "file:///x.rs");
    /// // Another drive, VS Code's spelling, no drive at all.
    /// assert_eq!(resolve("file:///C:/a/b.rs", "/D:/x/../../y")?, "file:///D:/y");
    /// assert_eq!(resolve("file:///c%3A/a/b.rs", "../../x.rs")?, "file:///c%3A/x.rs");
    /// assert_eq!(resolve("file:///home/u/a.rs", "../../../x.rs")?, "file:///x.rs");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn resolve_drive_aware<R: UriReference + ?Sized>(&self, reference: &R) -> Uri {
        let mut target = self.uri.resolve(reference);
        if !target.scheme().eq_ignore_ascii_case("file") {
            return target;
        }
        let r = parts_of(reference);
        let r_path = r.slice(r.path());
        let base_path = self.path().as_str();
        // The path before dot segments are removed (5.2.2's argument of remove_dot_segments), when the
        // drive can change the result.
        let unremoved = if r.scheme().is_some() || r.authority().is_some() {
            String::from(r_path)
        } else if r_path.is_empty() {
            // The base's path, as it is (5.2.2): nothing is resolved.
            return target;
        } else if r_path.starts_with('/') {
            match (drive_prefix(r_path), drive_prefix(base_path)) {
                (Some(_), _) => String::from(r_path),
                // A first segment like "c:bar" is drive-relative: left to 5.2.
                (None, _) if begins_with_drive(first_segment(r_path)) => return target,
                (None, Some(drive)) => format!("{drive}{r_path}"),
                (None, None) => return target,
            }
        } else if drive_prefix(base_path).is_some_and(|d| d.len() == base_path.len()) {
            // 5.2.3 would merge "/C:" and "x" into "/x": the drive is the directory here.
            format!("{base_path}/{r_path}")
        } else {
            crate::resolve::merge(self.uri, r_path)
        };
        let Some(drive) = drive_prefix(&unremoved) else {
            // No drive: RFC 3986's result stands.
            return target;
        };
        let mut path = String::from(drive);
        path.push_str(&crate::remove_dot_segments(&unremoved[drive.len()..]));
        if path != target.path().as_str() {
            // The path begins with "/" and a drive segment: an absolute path, whatever the authority.
            target
                .set_path(&path)
                .expect("a path that begins with a drive segment is a path-absolute");
        }
        target
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
    /// let path = rfc3986::scheme::FileUri::try_from(&uri)?.to_path()?;
    /// assert_eq!(path, std::path::Path::new("/tmp/a b"));
    /// let uri = rfc3986::Uri::parse("file:///tmp/%FF.rs")?;
    /// let path = rfc3986::scheme::FileUri::try_from(&uri)?.to_path()?;
    /// assert_eq!(path.as_os_str().as_bytes(), b"/tmp/\xFF.rs");
    /// # }
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[cfg(feature = "std")]
    #[cfg_attr(docsrs, doc(cfg(feature = "std")))]
    pub fn to_path(&self) -> Result<std::path::PathBuf, crate::FilePathError> {
        #[cfg(unix)]
        {
            use std::os::unix::ffi::OsStringExt;
            let bytes = crate::scheme::file_path::to_path_bytes(
                self.host_str(),
                self.path().as_str(),
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
    /// use rfc3986::{scheme::FileUri, FilePathErrorKind, PathStyle, Uri};
    ///
    /// type Error = Box<dyn std::error::Error>;
    /// let path = |uri: &str, style| -> Result<String, Error> {
    ///     Ok(FileUri::try_from(&Uri::parse(uri)?)?.to_path_with(style)?)
    /// };
    /// let windows = |uri| path(uri, PathStyle::Windows);
    /// assert_eq!(windows("file:///C:/Program%20Files/")?, r"C:\Program Files\");
    /// assert_eq!(windows("file:///c%3A/Users/u/a%20b.rs")?, r"c:\Users\u\a b.rs"); // VS Code
    /// assert_eq!(windows("file:///c:/spam.txt:eggs")?, r"c:\spam.txt:eggs"); // an NTFS stream
    /// assert_eq!(windows("file://server/share/x")?, r"\\server\share\x");
    /// assert_eq!(path("file:///c:/x", PathStyle::Unix)?, "/c:/x");
    /// let err = FileUri::try_from(&Uri::parse("file://server/x")?)?.to_path_with(PathStyle::Unix).unwrap_err();
    /// assert_eq!(err.kind(), FilePathErrorKind::RemoteHost); // another machine
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg(feature = "std")]
    #[cfg_attr(docsrs, doc(cfg(feature = "std")))]
    pub fn to_path_with(&self, style: crate::PathStyle) -> Result<String, crate::FilePathError> {
        crate::scheme::file_path::to_path_string(self.host_str(), self.path().as_str(), style)
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
    /// use rfc3986::{scheme::FileUri, PathStyle, Uri};
    ///
    /// let canonical = |uri| Ok::<_, Box<dyn std::error::Error>>(
    ///     FileUri::try_from(&Uri::parse(uri)?)?.canonical(PathStyle::Windows));
    /// let c = canonical("file:///c%3A/a")?;
    /// assert_eq!(c.as_str(), "file:///C:/a");
    /// assert_eq!(canonical("file:///C:/a")?, c);
    /// assert_eq!(canonical("file://LocalHost/C:/./b/../a")?, c);
    /// assert_ne!(canonical("file:///C:/A")?, c);
    /// assert_ne!(canonical("file:///C:/a/")?, c);
    /// let unix = FileUri::try_from(&Uri::parse("file:///c:/a")?)?.canonical(PathStyle::Unix);
    /// assert_eq!(unix.as_str(), "file:///c:/a");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg(feature = "std")]
    #[cfg_attr(docsrs, doc(cfg(feature = "std")))]
    #[must_use]
    pub fn canonical(&self, style: crate::PathStyle) -> Uri {
        let text =
            crate::scheme::file_path::canonical(self.host_str(), self.path().as_str(), style);
        Uri::parse(&text).expect("the canonical form is a file-URI")
    }

    /// The `file` URI of an absolute path of this machine's operating system. On Unix a name need not be
    /// UTF-8: its bytes that are not are written `%XX`.
    ///
    /// ```
    /// # #[cfg(unix)] {
    /// use std::os::unix::ffi::OsStrExt;
    ///
    /// let uri = rfc3986::scheme::FileUri::from_path(std::path::Path::new("/tmp/a b#1"))?;
    /// assert_eq!(uri.as_str(), "file:///tmp/a%20b%231");
    /// let name = std::ffi::OsStr::from_bytes(b"/tmp/\xFF.rs");
    /// assert_eq!(rfc3986::scheme::FileUri::from_path(name.as_ref())?.as_str(), "file:///tmp/%FF.rs");
    /// # }
    /// # Ok::<(), rfc3986::Error>(())
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
    /// use rfc3986::{scheme::FileUri, FilePathErrorKind, PathStyle};
    ///
    /// let uri = FileUri::from_path_with(r"C:\Users\Zoë\a.txt", PathStyle::Windows)?;
    /// assert_eq!(uri.as_str(), "file:///C:/Users/Zo%C3%AB/a.txt");
    /// let unc = FileUri::from_path_with(r"\\?\unc\server\share\dir", PathStyle::Windows)?;
    /// assert_eq!(unc.as_str(), "file://server/share/dir");
    /// let stream = FileUri::from_path_with(r"c:\spam.txt:eggs", PathStyle::Windows)?;
    /// assert_eq!(stream.as_str(), "file:///c:/spam.txt:eggs");
    /// let err = FileUri::from_path_with(r"\\.\some\path\file.txt", PathStyle::Windows).unwrap_err();
    /// assert_eq!(err.kind(), FilePathErrorKind::DevicePath);
    /// # Ok::<(), rfc3986::FilePathError>(())
    /// ```
    #[cfg(feature = "std")]
    #[cfg_attr(docsrs, doc(cfg(feature = "std")))]
    pub fn from_path_with(
        path: &str,
        style: crate::PathStyle,
    ) -> Result<Uri, crate::FilePathError> {
        FileUri::from_path_with_drive(path, style, crate::DriveLetter::AsWritten)
    }

    /// As [`from_path_with`](FileUri::from_path_with), with the drive letter of a Windows drive path spelled
    /// as `drive` says: gopls's upper case, or VS Code's `c%3A`, for a server that must echo its client.
    /// Unix paths have no drive, and `drive` does not change them.
    ///
    /// ```
    /// use rfc3986::{scheme::FileUri, DriveLetter, PathStyle};
    ///
    /// let uri = FileUri::from_path_with_drive(r"c:\a", PathStyle::Windows, DriveLetter::UpperCase)?;
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

/// The drive letter of a path segment that is a Windows drive: one that percent-decodes to an ASCII letter
/// and `:`, such as `C:`, `c:` or `c%3A` (VS Code's spelling). `|` is not a colon here: `C%7C` is not a
/// drive (RFC 8089 E.2.2's `C|` is a nonstandard form, and no URI can hold a raw `|`).
pub(super) fn drive_letter(segment: &str) -> Option<char> {
    match *crate::percent::decode(segment) {
        [letter, b':'] if letter.is_ascii_alphabetic() => Some(char::from(letter)),
        _ => None,
    }
}

/// Whether `segment` percent-decodes to an ASCII letter and `:` followed by more: a drive-relative
/// segment such as `c:bar` (or a drive, `c:`).
fn begins_with_drive(segment: &str) -> bool {
    matches!(*crate::percent::decode(segment), [letter, b':', ..] if letter.is_ascii_alphabetic())
}

/// The first segment of an absolute path (what follows its first `/`, up to the next).
fn first_segment(path: &str) -> &str {
    let rest = path.strip_prefix('/').unwrap_or(path);
    rest.split('/').next().unwrap_or(rest)
}

/// `/` and the drive segment at the start of an absolute path (`/C:` of `/C:/a`), when its first segment
/// is a drive ([`drive_letter`]).
fn drive_prefix(path: &str) -> Option<&str> {
    if !path.starts_with('/') {
        return None;
    }
    let segment = first_segment(path);
    drive_letter(segment).map(|_| &path[..1 + segment.len()])
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
    /// The path of a `file` URI on this machine's operating system: [`FileUri::try_from`] and
    /// [`FileUri::to_path`] in one call.
    ///
    /// # Errors
    ///
    /// [`FileUriError::NotFile`] when the URI is not a `file-URI` (RFC 8089 2), [`FileUriError::Path`]
    /// when the path cannot be converted (see [`FileUri::to_path_with`]).
    ///
    /// ```
    /// # #[cfg(unix)] {
    /// let uri = rfc3986::Uri::parse("file:///home/u/a%20b.rs")?;
    /// assert_eq!(uri.to_file_path()?, std::path::Path::new("/home/u/a b.rs"));
    /// # }
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[cfg_attr(docsrs, doc(cfg(feature = "std")))]
    pub fn to_file_path(&self) -> Result<std::path::PathBuf, FileUriError> {
        let file = FileUri::try_from(self).map_err(FileUriError::NotFile)?;
        Ok(file.to_path()?)
    }

    /// The `file` URI of an absolute path of this machine's operating system ([`FileUri::from_path`]).
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
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[cfg_attr(docsrs, doc(cfg(feature = "std")))]
    pub fn from_file_path(path: impl AsRef<std::path::Path>) -> Result<Uri, FileUriError> {
        Ok(FileUri::from_path(path.as_ref())?)
    }
}

impl<'a> FileUri<'a> {
    /// The parts that the scheme's grammar names, by their names in its ABNF, in its order: `host`, `path`.
    /// [`View::parts`](super::View::parts) gives them for any scheme with a grammar.
    #[must_use]
    pub fn parts(&self) -> Vec<(&'static str, PartValue<'a>)> {
        Vec::from([
            ("host", PartValue::Text(self.host_str())),
            ("path", PartValue::Text(Some(self.path().as_str()))),
        ])
    }
}
