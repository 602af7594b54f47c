//! RFC 8089: `file` URIs to the paths of Unix and Windows and back. The URI side is read by the grammar
//! (`grammar/rfc8089-file.pest`, through [`crate::scheme::File`]); this module only decodes and encodes
//! the path's segments and arranges them in the other system's syntax.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use crate::percent::{self, Component};

/// Which operating system's path syntax a `file` URI conversion uses ([`crate::scheme::File`]).
///
/// ```
/// use rfc3986::{scheme::File, PathStyle, Uri};
///
/// let uri = Uri::parse("file:///C:/a%20b")?;
/// let file = File::try_from(&uri)?;
/// assert_eq!(file.to_path_with(PathStyle::Windows)?, r"C:\a b");
/// assert_eq!(file.to_path_with(PathStyle::Unix)?, "/C:/a b");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PathStyle {
    /// `/` separates segments; a path is absolute when it begins with `/`.
    Unix,
    /// `\` (or `/`) separates segments; an absolute path begins with a drive (`C:\`) or is a UNC path
    /// (`\\server\share\`), as RFC 8089 Appendix E.2 and E.3.1 map them to `file:///C:/` and
    /// `file://server/share/`.
    Windows,
}

impl PathStyle {
    /// The style of the operating system this crate was compiled for.
    ///
    /// ```
    /// # use rfc3986::PathStyle;
    /// assert_eq!(PathStyle::NATIVE, if cfg!(windows) { PathStyle::Windows } else { PathStyle::Unix });
    /// ```
    pub const NATIVE: PathStyle = if cfg!(windows) {
        PathStyle::Windows
    } else {
        PathStyle::Unix
    };
}

/// Why a `file` URI has no path in a given style, or a path has no `file` URI.
///
/// ```
/// use rfc3986::{scheme::File, FilePathErrorKind, PathStyle};
///
/// let err = File::from_path_with("relative/p", PathStyle::Unix).unwrap_err();
/// assert_eq!(err.kind(), FilePathErrorKind::NotAbsolute);
/// assert_eq!(err.to_string(), "the path is not absolute (a file URI names an absolute path, RFC 8089 2)");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[error("{}", self.kind.message())]
pub struct FilePathError {
    kind: FilePathErrorKind,
}

/// What went wrong in a `file` URI conversion ([`FilePathError::kind`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FilePathErrorKind {
    /// The URI names a file on another machine, which a Unix path cannot say.
    RemoteHost,
    /// The path is relative (or a Windows path with a drive but no root, `C:a`).
    NotAbsolute,
    /// The path, or the URI's path decoded, contains NUL.
    Nul,
    /// A segment of the URI's path decodes to a separator of the path style (`%2F`, and `%5C` on Windows).
    EncodedSeparator,
    /// The URI's path decodes to bytes that are not UTF-8.
    NotUtf8,
    /// A Windows file name contains a character Windows forbids in names (`<>:"|?*` or a control).
    ForbiddenCharacter,
    /// The path is not valid Unicode.
    NotUnicode,
    /// The path has no `file` URI: a Unix path that begins with `//` (a `path-absolute` cannot), a UNC path
    /// without a share.
    Unrepresentable,
}

impl FilePathErrorKind {
    fn message(self) -> &'static str {
        match self {
            FilePathErrorKind::RemoteHost => {
                "the file URI names a host other than localhost, which a Unix path cannot name"
            }
            FilePathErrorKind::NotAbsolute => {
                "the path is not absolute (a file URI names an absolute path, RFC 8089 2)"
            }
            FilePathErrorKind::Nul => "the path contains NUL",
            FilePathErrorKind::EncodedSeparator => {
                "a segment of the URI's path decodes to a path separator"
            }
            FilePathErrorKind::NotUtf8 => "the URI's path does not decode to UTF-8",
            FilePathErrorKind::ForbiddenCharacter => {
                "a Windows file name cannot contain <, >, :, \", |, ?, * or a control character"
            }
            FilePathErrorKind::NotUnicode => "the path is not valid Unicode",
            FilePathErrorKind::Unrepresentable => {
                "the path has no file URI (a Unix path that begins with \"//\", or a UNC path without a share)"
            }
        }
    }
}

impl FilePathError {
    /// What went wrong.
    ///
    /// ```
    /// use rfc3986::{scheme::File, FilePathErrorKind, PathStyle, Uri};
    ///
    /// let uri = Uri::parse("file://server/x")?;
    /// let err = File::try_from(&uri)?.to_path_with(PathStyle::Unix).unwrap_err();
    /// assert_eq!(err.kind(), FilePathErrorKind::RemoteHost);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn kind(&self) -> FilePathErrorKind {
        self.kind
    }

    pub(crate) fn not_unicode() -> FilePathError {
        FilePathError::from(FilePathErrorKind::NotUnicode)
    }
}

impl From<FilePathErrorKind> for FilePathError {
    fn from(kind: FilePathErrorKind) -> FilePathError {
        FilePathError { kind }
    }
}

impl fmt::Display for FilePathErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message())
    }
}

use FilePathErrorKind as Kind;

/// Whether Windows forbids `c` in a file name.
fn forbidden_on_windows(c: char) -> bool {
    matches!(c, '<' | '>' | ':' | '"' | '|' | '?' | '*') || c.is_ascii_control()
}

/// One segment (or the host), percent-decoded, checked for what the style cannot hold.
fn decode(text: &str, style: PathStyle) -> Result<String, FilePathError> {
    let bytes = percent::decode(text);
    if bytes.contains(&0) {
        return Err(Kind::Nul.into());
    }
    if bytes.contains(&b'/') || (style == PathStyle::Windows && bytes.contains(&b'\\')) {
        return Err(Kind::EncodedSeparator.into());
    }
    let s = String::from_utf8(bytes.into_owned()).map_err(|_| Kind::NotUtf8)?;
    if style == PathStyle::Windows && s.chars().any(forbidden_on_windows) {
        return Err(Kind::ForbiddenCharacter.into());
    }
    Ok(s)
}

/// A Windows drive (`C:`, or `C|` as RFC 8089 E.2.2 reports of old URIs) as the first segment.
fn drive(segment: &str) -> Option<char> {
    let mut chars = segment.chars();
    match (chars.next(), chars.next(), chars.next()) {
        (Some(letter), Some(':' | '|'), None) if letter.is_ascii_alphabetic() => Some(letter),
        _ => None,
    }
}

/// The path of a `file` URI with the raw `host` (`None` without an authority) and `path`
/// (a `path-absolute`), in the syntax of `style`.
pub(crate) fn to_path_string(
    host: Option<&str>,
    path: &str,
    style: PathStyle,
) -> Result<String, FilePathError> {
    let local = host.is_none_or(|h| h.is_empty() || h.eq_ignore_ascii_case("localhost"));
    let raw: Vec<&str> = path.strip_prefix('/').unwrap_or(path).split('/').collect();
    match style {
        PathStyle::Unix => {
            if !local {
                return Err(Kind::RemoteHost.into());
            }
            let mut out = String::new();
            for segment in raw {
                out.push('/');
                out.push_str(&decode(segment, style)?);
            }
            Ok(out)
        }
        PathStyle::Windows => {
            let (mut out, rest) = if !local {
                let host = host.unwrap_or_default();
                // The server name as written (an IP literal keeps its brackets), decoded.
                let host = decode(host, PathStyle::Unix)?;
                if host.contains('\\') {
                    return Err(Kind::EncodedSeparator.into());
                }
                (alloc::format!("\\\\{host}"), &raw[..])
            } else if let Some(letter) = raw.first().copied().and_then(drive) {
                let rest = &raw[1..];
                let mut out = alloc::format!("{letter}:");
                if rest.is_empty() {
                    out.push('\\');
                }
                (out, rest)
            } else {
                (String::new(), &raw[..])
            };
            for segment in rest {
                out.push('\\');
                out.push_str(&decode(segment, style)?);
            }
            Ok(out)
        }
    }
}

/// The `file` URI (its whole text) of an absolute path in the syntax of `style`.
pub(crate) fn from_path_string(path: &str, style: PathStyle) -> Result<String, FilePathError> {
    if path.contains('\0') {
        return Err(Kind::Nul.into());
    }
    let encode =
        |segments: &mut dyn Iterator<Item = &str>, out: &mut String| -> Result<(), FilePathError> {
            for segment in segments {
                if style == PathStyle::Windows && segment.chars().any(forbidden_on_windows) {
                    return Err(Kind::ForbiddenCharacter.into());
                }
                out.push('/');
                out.push_str(&percent::encode(segment, Component::Segment));
            }
            Ok(())
        };
    let mut out = String::from("file://");
    match style {
        PathStyle::Unix => {
            let rest = path.strip_prefix('/').ok_or(Kind::NotAbsolute)?;
            if rest.starts_with('/') {
                return Err(Kind::Unrepresentable.into());
            }
            encode(&mut rest.split('/'), &mut out)?;
        }
        PathStyle::Windows => {
            let path = path.replace('/', "\\");
            let path = match path.strip_prefix(r"\\?\") {
                Some(verbatim) => match verbatim.strip_prefix(r"UNC\") {
                    Some(unc) => alloc::format!(r"\\{unc}"),
                    None => verbatim.into(),
                },
                None => path,
            };
            if let Some(unc) = path.strip_prefix(r"\\") {
                let mut parts = unc.split('\\');
                let server = parts.next().unwrap_or_default();
                let mut parts = parts.peekable();
                if server.is_empty() || parts.peek().is_none_or(|share| share.is_empty()) {
                    return Err(Kind::Unrepresentable.into());
                }
                if server.chars().any(forbidden_on_windows) {
                    return Err(Kind::ForbiddenCharacter.into());
                }
                out.push_str(&percent::encode(server, Component::RegName));
                encode(&mut parts, &mut out)?;
            } else {
                let mut chars = path.chars();
                let letter = chars.next().filter(char::is_ascii_alphabetic);
                let (Some(letter), Some(':'), Some('\\')) = (letter, chars.next(), chars.next())
                else {
                    return Err(Kind::NotAbsolute.into());
                };
                out.push('/');
                out.push(letter);
                out.push(':');
                encode(&mut path[3..].split('\\'), &mut out)?;
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scheme::File;
    use crate::Uri;
    use proptest::prelude::*;

    fn to_path(uri: &str, style: PathStyle) -> Result<String, FilePathError> {
        let uri = Uri::parse(uri).unwrap();
        File::try_from(&uri).unwrap().to_path_with(style)
    }

    #[test]
    fn rfc_8089_examples() {
        // RFC 8089 Appendix B and E.
        assert_eq!(
            to_path("file:///path/to/file", PathStyle::Unix).unwrap(),
            "/path/to/file"
        );
        assert_eq!(
            to_path("file:/path/to/file", PathStyle::Unix).unwrap(),
            "/path/to/file"
        );
        assert_eq!(
            to_path("file://localhost/path/to/file", PathStyle::Unix).unwrap(),
            "/path/to/file"
        );
        assert_eq!(
            to_path("file:///c:/path/to/file.txt", PathStyle::Windows).unwrap(),
            r"c:\path\to\file.txt"
        );
        assert_eq!(
            to_path("file:/c:/path/to/file.txt", PathStyle::Windows).unwrap(),
            r"c:\path\to\file.txt"
        );
        assert_eq!(
            to_path(
                "file://host.example.com/Share/path/to/file.txt",
                PathStyle::Windows
            )
            .unwrap(),
            r"\\host.example.com\Share\path\to\file.txt"
        );
        assert_eq!(to_path("file:///C:", PathStyle::Windows).unwrap(), r"C:\");
        assert_eq!(to_path("file:///x/y", PathStyle::Windows).unwrap(), r"\x\y");
    }

    #[test]
    fn errors() {
        let kind = |r: Result<String, FilePathError>| r.unwrap_err().kind();
        assert_eq!(
            kind(to_path("file://h/p", PathStyle::Unix)),
            Kind::RemoteHost
        );
        assert_eq!(
            kind(to_path("file:///a%2Fb", PathStyle::Unix)),
            Kind::EncodedSeparator
        );
        assert_eq!(
            kind(to_path("file:///a%5Cb", PathStyle::Windows)),
            Kind::EncodedSeparator
        );
        assert_eq!(to_path("file:///a%5Cb", PathStyle::Unix).unwrap(), "/a\\b");
        assert_eq!(kind(to_path("file:///a%00", PathStyle::Unix)), Kind::Nul);
        assert_eq!(
            kind(to_path("file:///a%FF", PathStyle::Unix)),
            Kind::NotUtf8
        );
        assert_eq!(
            kind(to_path("file:///C:/a%3F", PathStyle::Windows)),
            Kind::ForbiddenCharacter
        );
        assert_eq!(
            kind(from_path_string("a/b", PathStyle::Unix)),
            Kind::NotAbsolute
        );
        assert_eq!(
            kind(from_path_string("//x", PathStyle::Unix)),
            Kind::Unrepresentable
        );
        assert_eq!(kind(from_path_string("/a\0", PathStyle::Unix)), Kind::Nul);
        assert_eq!(
            kind(from_path_string(r"C:a", PathStyle::Windows)),
            Kind::NotAbsolute
        );
        assert_eq!(
            kind(from_path_string(r"\a", PathStyle::Windows)),
            Kind::NotAbsolute
        );
        assert_eq!(
            kind(from_path_string(r"\\server", PathStyle::Windows)),
            Kind::Unrepresentable
        );
        assert_eq!(
            kind(from_path_string(r"C:\a?", PathStyle::Windows)),
            Kind::ForbiddenCharacter
        );
    }

    #[test]
    fn windows_forms() {
        let uri = |p| from_path_string(p, PathStyle::Windows).unwrap();
        assert_eq!(uri(r"C:\a\b"), "file:///C:/a/b");
        assert_eq!(uri(r"C:\"), "file:///C:/");
        assert_eq!(uri("c:/a/b"), "file:///c:/a/b");
        assert_eq!(uri(r"\\server\share\x y"), "file://server/share/x%20y");
        assert_eq!(uri(r"\\?\C:\x"), "file:///C:/x");
        assert_eq!(uri(r"\\?\UNC\server\share\x"), "file://server/share/x");
        assert_eq!(uri(r"C:\100%\#1"), "file:///C:/100%25/%231");
    }

    /// A segment of generated paths: spaces, `%`, `#`, `?` (Unix), non-ASCII.
    fn segment(windows: bool) -> impl Strategy<Value = String> {
        let chars = if windows {
            "[a-zA-Z0-9 %#~é漢.\\-]{1,6}"
        } else {
            "[a-zA-Z0-9 %#?~é漢:\\\\.\\-]{1,6}"
        };
        proptest::string::string_regex(chars).unwrap()
    }

    proptest! {
        #[test]
        fn unix_round_trip(segments in proptest::collection::vec(segment(false), 0..5), slash in any::<bool>()) {
            let mut path = String::new();
            for s in &segments { path.push('/'); path.push_str(s); }
            if path.is_empty() || slash { path.push('/'); }
            let uri = from_path_string(&path, PathStyle::Unix).unwrap();
            let parsed = Uri::parse(&uri).unwrap();
            let file = File::try_from(&parsed).unwrap();
            prop_assert_eq!(file.to_path_with(PathStyle::Unix).unwrap(), path);
        }

        #[test]
        fn windows_round_trip(segments in proptest::collection::vec(segment(true), 0..5), unc in any::<bool>(), letter in "[a-zA-Z]") {
            let mut path = if unc { String::from(r"\\server\share") } else { alloc::format!("{letter}:") };
            for s in &segments { path.push('\\'); path.push_str(s); }
            if segments.is_empty() && !unc { path.push('\\'); }
            let uri = from_path_string(&path, PathStyle::Windows).unwrap();
            let parsed = Uri::parse(&uri).unwrap();
            let file = File::try_from(&parsed).unwrap();
            prop_assert_eq!(file.to_path_with(PathStyle::Windows).unwrap(), path);
        }
    }
}
