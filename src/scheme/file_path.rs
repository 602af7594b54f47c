//! RFC 8089: `file` URIs to the paths of Unix and Windows and back. The URI side is read by the grammar
//! (`grammar/rfc8089-file.pest`, through [`crate::scheme::FileUri`]); this module only decodes and encodes
//! the path's segments and arranges them in the other system's syntax.

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use crate::percent::{self, Component};

/// Which operating system's path syntax a `file` URI conversion uses ([`crate::scheme::FileUri`]).
///
/// ```
/// use rfc3986::{scheme::FileUri, PathStyle, Uri};
///
/// let uri = Uri::parse("file:///C:/a%20b")?;
/// let file = FileUri::try_from(&uri)?;
/// assert_eq!(file.to_path_with(PathStyle::Windows)?, r"C:\a b");
/// assert_eq!(file.to_path_with(PathStyle::Unix)?, "/C:/a b");
/// # Ok::<(), rfc3986::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
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

/// How [`FileUri::from_path_with_drive`](crate::scheme::FileUri::from_path_with_drive) writes a Windows drive
/// letter. RFC 8089 E.2 writes a drive as it is (`file:///c:/x`); language servers compare document URIs
/// as text, so a server may need to echo its client's spelling.
///
/// ```
/// use rfc3986::{scheme::FileUri, DriveLetter, PathStyle};
///
/// let path = r"c:\Users\u\a b.rs";
/// let as_written = FileUri::from_path_with_drive(path, PathStyle::Windows, DriveLetter::AsWritten)?;
/// assert_eq!(as_written.as_str(), "file:///c:/Users/u/a%20b.rs");
/// let gopls = FileUri::from_path_with_drive(path, PathStyle::Windows, DriveLetter::UpperCase)?;
/// assert_eq!(gopls.as_str(), "file:///C:/Users/u/a%20b.rs");
/// let vscode = FileUri::from_path_with_drive(path, PathStyle::Windows, DriveLetter::VsCode)?;
/// assert_eq!(vscode.as_str(), "file:///c%3A/Users/u/a%20b.rs");
/// # Ok::<(), rfc3986::FilePathError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum DriveLetter {
    /// The letter as the path gives it, and a literal `:` (`file:///c:/x`): the default.
    #[default]
    AsWritten,
    /// The letter in upper case, and a literal `:` (`file:///C:/x`), as gopls writes it.
    UpperCase,
    /// The letter in lower case, and `:` percent-encoded (`file:///c%3A/x`), as VS Code's `Uri.toString()`
    /// writes it. Only the drive is spelled this way: the rest of the path is encoded as by the other
    /// spellings, with what `segment` requires.
    VsCode,
}

/// Why a `file` URI has no path in a given style, or a path has no `file` URI.
///
/// ```
/// use rfc3986::{scheme::FileUri, FilePathErrorKind, PathStyle};
///
/// let err = FileUri::from_path_with("relative/p", PathStyle::Unix).unwrap_err();
/// assert_eq!(err.kind(), FilePathErrorKind::NotAbsolute);
/// assert_eq!(err.to_string(), "the path is not absolute (a file URI names an absolute path, RFC 8089 2)");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
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
    /// The path is relative, or a Windows path that is relative to a drive (`C:a`) or to the current
    /// drive (`\a`, and so `file:///a` on Windows, which has no drive).
    NotAbsolute,
    /// The path, or the URI's path decoded, contains NUL.
    Nul,
    /// A segment of the URI's path decodes to a separator of the path style (`%2F`, and `%5C` on Windows).
    EncodedSeparator,
    /// The URI's path decodes to bytes that are not UTF-8 (on Windows, or in a conversion to `String`).
    NotUtf8,
    /// A Windows file name contains a character Windows forbids in names (`<>"|?*` or a control; `:` is
    /// allowed after the drive, for NTFS streams, RFC 8089 E.3.1).
    ForbiddenCharacter,
    /// The path is not valid Unicode (a Windows path that is not UTF-16).
    NotUnicode,
    /// The path has no `file` URI: a Unix path that begins with `//` (a `path-absolute` cannot).
    Unrepresentable,
    /// A UNC path without a server or a share (`\\server`, `file://server/`): RFC 8089 E.3 maps
    /// `\\server\share\...` to `file://server/share/...`.
    NoShare,
    /// A Win32 device path (`\\.\...`, or `\\?\` before anything other than a drive or `UNC\`), or a
    /// `file` URI whose host would make one (`file://./x`): device namespaces are not files.
    DevicePath,
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
                "a Windows file name cannot contain <, >, \", |, ?, * or a control character"
            }
            FilePathErrorKind::NotUnicode => "the path is not valid Unicode",
            FilePathErrorKind::Unrepresentable => {
                "the path has no file URI (a Unix path that begins with \"//\")"
            }
            FilePathErrorKind::NoShare => {
                "a UNC path needs a server and a share (\\\\server\\share, file://server/share)"
            }
            FilePathErrorKind::DevicePath => {
                "a Win32 device path (\\\\.\\ or \\\\?\\ before other than a drive or UNC) is not a file"
            }
        }
    }
}

impl FilePathError {
    /// What went wrong.
    ///
    /// ```
    /// use rfc3986::{scheme::FileUri, FilePathErrorKind, PathStyle, Uri};
    ///
    /// let uri = Uri::parse("file://server/x")?;
    /// let err = FileUri::try_from(&uri)?.to_path_with(PathStyle::Unix).unwrap_err();
    /// assert_eq!(err.kind(), FilePathErrorKind::RemoteHost);
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn kind(&self) -> FilePathErrorKind {
        self.kind
    }

    #[cfg(not(unix))]
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

/// Whether Windows forbids `c` in a file name. `:` is not among them: after the drive it names an NTFS
/// stream (`file:///c:/spam.txt:eggs`, RFC 8089 E.3.1).
fn forbidden_on_windows(c: char) -> bool {
    matches!(c, '<' | '>' | '"' | '|' | '?' | '*') || c.is_ascii_control()
}

/// Whether `host` (as written) means this machine: absent, empty or `localhost` in any case (RFC 8089 2),
/// percent-encoded or not (RFC 3986 6.2.2.2: `%6C` and `l` are the same character).
pub(crate) fn is_local(host: Option<&str>) -> bool {
    host.is_none_or(|h| h.is_empty() || percent::decode(h).eq_ignore_ascii_case(b"localhost"))
}

/// One segment (or the host) of a URI's path, percent-decoded into bytes, refused where it holds NUL or
/// a separator of `style`.
fn decode_bytes(text: &str, style: PathStyle) -> Result<Vec<u8>, FilePathError> {
    let bytes = percent::decode(text).into_owned();
    if bytes.contains(&0) {
        return Err(Kind::Nul.into());
    }
    if bytes.contains(&b'/') || (style == PathStyle::Windows && bytes.contains(&b'\\')) {
        return Err(Kind::EncodedSeparator.into());
    }
    Ok(bytes)
}

/// A segment decoded for a Windows path: UTF-8 and no character Windows forbids in a name.
fn decode_windows(text: &str) -> Result<String, FilePathError> {
    let s =
        String::from_utf8(decode_bytes(text, PathStyle::Windows)?).map_err(|_| Kind::NotUtf8)?;
    if s.chars().any(forbidden_on_windows) {
        return Err(Kind::ForbiddenCharacter.into());
    }
    Ok(s)
}

/// The drive letter of a first segment that is a Windows drive (`C:`, `c:`, `c%3A`; not `C%7C`): the
/// one reading of drives that [`FileUri::resolve_drive_aware`](crate::scheme::FileUri::resolve_drive_aware)
/// shares. The segment was delimited by the grammar; this only looks at its decoded bytes.
fn drive(segment: &str) -> Option<char> {
    super::file::drive_letter(segment)
}

/// The path of a `file` URI with the raw `host` (`None` without an authority) and `path` (a
/// `path-absolute`), in the syntax of `style`, as bytes: a Unix name need not be UTF-8, and each of its
/// bytes comes back as the URI encodes it. A Windows path is always UTF-8.
pub(crate) fn to_path_bytes(
    host: Option<&str>,
    path: &str,
    style: PathStyle,
) -> Result<Vec<u8>, FilePathError> {
    let raw: Vec<&str> = path.strip_prefix('/').unwrap_or(path).split('/').collect();
    match style {
        PathStyle::Unix => {
            if !is_local(host) {
                return Err(Kind::RemoteHost.into());
            }
            let mut out = Vec::with_capacity(path.len());
            for segment in raw {
                out.push(b'/');
                out.extend(decode_bytes(segment, style)?);
            }
            Ok(out)
        }
        PathStyle::Windows => {
            let (mut out, rest) = if !is_local(host) {
                // The server name as written (an IP literal keeps its brackets), decoded.
                let server = decode_windows(host.unwrap_or_default())?;
                if server == "." || server == "?" {
                    return Err(Kind::DevicePath.into());
                }
                if raw.first().is_none_or(|share| share.is_empty()) {
                    return Err(Kind::NoShare.into());
                }
                (alloc::format!("\\\\{server}"), &raw[..])
            } else if let Some(letter) = raw.first().copied().and_then(drive) {
                let rest = &raw[1..];
                let mut out = alloc::format!("{letter}:");
                if rest.is_empty() {
                    out.push('\\');
                }
                (out, rest)
            } else {
                // `\a` is relative to the current drive: not an absolute path.
                return Err(Kind::NotAbsolute.into());
            };
            for segment in rest {
                out.push('\\');
                out.push_str(&decode_windows(segment)?);
            }
            Ok(out.into_bytes())
        }
    }
}

/// [`to_path_bytes`] as text: the decoded path must be UTF-8.
pub(crate) fn to_path_string(
    host: Option<&str>,
    path: &str,
    style: PathStyle,
) -> Result<String, FilePathError> {
    String::from_utf8(to_path_bytes(host, path, style)?).map_err(|_| Kind::NotUtf8.into())
}

/// The `file` URI (its whole text) of an absolute Unix path given as bytes: each name percent-encoded for
/// `segment`, bytes that are not UTF-8 as `%XX`.
pub(crate) fn from_unix_bytes(path: &[u8]) -> Result<String, FilePathError> {
    if path.contains(&0) {
        return Err(Kind::Nul.into());
    }
    let rest = path.strip_prefix(b"/").ok_or(Kind::NotAbsolute)?;
    if rest.starts_with(b"/") {
        return Err(Kind::Unrepresentable.into());
    }
    let mut out = String::from("file://");
    for name in rest.split(|&b| b == b'/') {
        out.push('/');
        out.push_str(&percent::encode_bytes(name, Component::Segment));
    }
    Ok(out)
}

/// A Windows path with its verbatim prefix (`\\?\`) taken off, where what follows is a drive path or a
/// UNC path (`\\?\UNC\`, any case), which then reads as usual. Other device paths are refused.
fn without_verbatim_prefix(path: &str) -> Result<Cow<'_, str>, FilePathError> {
    if let Some(verbatim) = path.strip_prefix(r"\\?\") {
        if let Some(unc) = verbatim
            .get(..4)
            .filter(|prefix| prefix.eq_ignore_ascii_case(r"UNC\"))
        {
            return Ok(Cow::Owned(alloc::format!(r"\\{}", &verbatim[unc.len()..])));
        }
        return match windows_drive(verbatim) {
            Some(_) => Ok(Cow::Borrowed(verbatim)),
            None => Err(Kind::DevicePath.into()),
        };
    }
    if path.starts_with(r"\\.\") || path == r"\\." || path == r"\\?" {
        return Err(Kind::DevicePath.into());
    }
    Ok(Cow::Borrowed(path))
}

/// The drive letter of an absolute Windows drive path (`C:\...`).
fn windows_drive(path: &str) -> Option<char> {
    let mut chars = path.chars();
    let letter = chars.next().filter(char::is_ascii_alphabetic)?;
    (chars.next() == Some(':') && chars.next() == Some('\\')).then_some(letter)
}

/// The `file` URI (its whole text) of an absolute path in the syntax of `style`, with the drive letter of
/// a Windows drive path spelled as `drive` says.
pub(crate) fn from_path_string(
    path: &str,
    style: PathStyle,
    drive: DriveLetter,
) -> Result<String, FilePathError> {
    if style == PathStyle::Unix {
        return from_unix_bytes(path.as_bytes());
    }
    if path.contains('\0') {
        return Err(Kind::Nul.into());
    }
    let path = path.replace('/', "\\");
    let path = without_verbatim_prefix(&path)?;
    let encode_names = |names: core::str::Split<'_, char>, out: &mut String| {
        for name in names {
            if name.chars().any(forbidden_on_windows) {
                return Err(FilePathError::from(Kind::ForbiddenCharacter));
            }
            out.push('/');
            out.push_str(&percent::encode(name, Component::Segment));
        }
        Ok(())
    };
    let mut out = String::from("file://");
    if let Some(unc) = path.strip_prefix(r"\\") {
        let mut names = unc.split('\\');
        let server = names.next().unwrap_or_default();
        let mut names = names.peekable();
        if server.is_empty() || names.peek().is_none_or(|share| share.is_empty()) {
            return Err(Kind::NoShare.into());
        }
        if server == "." || server == "?" {
            return Err(Kind::DevicePath.into());
        }
        if server.chars().any(forbidden_on_windows) {
            return Err(Kind::ForbiddenCharacter.into());
        }
        out.push_str(&percent::encode(server, Component::RegName));
        encode_names(unc[server.len() + 1..].split('\\'), &mut out)?;
    } else {
        let letter = windows_drive(&path).ok_or(Kind::NotAbsolute)?;
        out.push('/');
        match drive {
            DriveLetter::AsWritten => out.push(letter),
            DriveLetter::UpperCase => out.push(letter.to_ascii_uppercase()),
            DriveLetter::VsCode => out.push(letter.to_ascii_lowercase()),
        }
        out.push_str(if drive == DriveLetter::VsCode {
            "%3A"
        } else {
            ":"
        });
        encode_names(path[3..].split('\\'), &mut out)?;
    }
    Ok(out)
}

/// The text of the canonical `file` URI of a `file` URI with the raw `host` and `path` (RFC 8089 2 and
/// RFC 3986 6.2.2, 6.2.3): `file://` and the host, lower-cased and minimally encoded, or nothing for this
/// machine; then the path with every segment fully decoded and minimally encoded again, dot-segments
/// removed, and for `PathStyle::Windows` the drive letter in upper case with a literal `:`.
pub(crate) fn canonical(host: Option<&str>, path: &str, style: PathStyle) -> String {
    let mut out = String::from("file://");
    let local = is_local(host);
    if !local {
        let host = host.unwrap_or_default();
        if host.starts_with('[') {
            // An IP literal has no percent-encoding; its hex digits are case-insensitive.
            out.push_str(&host.to_ascii_lowercase());
        } else {
            let mut name = percent::decode(host).into_owned();
            name.make_ascii_lowercase();
            out.push_str(&percent::encode_bytes(&name, Component::RegName));
        }
    }
    let mut segments = String::with_capacity(path.len());
    for segment in path.strip_prefix('/').unwrap_or(path).split('/') {
        segments.push('/');
        let decoded = percent::decode(segment);
        segments.push_str(&percent::encode_bytes(&decoded, Component::Segment));
    }
    let mut path = crate::ops::resolve::remove_dot_segments(&segments);
    // The drive is the first segment once dot-segments are gone (`/../c:` names `c:`); written minimally,
    // a drive is a letter and a literal `:`.
    if style == PathStyle::Windows
        && local
        && path
            .get(1..)
            .and_then(|p| p.split('/').next())
            .and_then(drive)
            .is_some()
    {
        path[1..2].make_ascii_uppercase();
    }
    if path.starts_with("//") {
        // A `path-absolute` cannot begin with "//" (it would read as an authority): the dot-segment that
        // keeps it a path, which the dot-segment removal of the next canonical form takes off again.
        out.push_str("/.");
    }
    out.push_str(&path);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Uri;
    use crate::scheme::FileUri;
    use proptest::prelude::*;

    fn to_path(uri: &str, style: PathStyle) -> Result<String, FilePathError> {
        let uri = Uri::parse(uri).unwrap();
        FileUri::try_from(&uri).unwrap().to_path_with(style)
    }

    fn from_path(path: &str, style: PathStyle) -> Result<String, FilePathError> {
        from_path_string(path, style, DriveLetter::AsWritten)
    }

    fn kind<T: fmt::Debug>(r: Result<T, FilePathError>) -> Kind {
        r.unwrap_err().kind()
    }

    #[test]
    fn errors() {
        use PathStyle::{Unix, Windows};
        let reading = [
            ("file://h/p", Unix, Kind::RemoteHost),
            ("file:///a%2Fb", Unix, Kind::EncodedSeparator),
            ("file:///C:/a%5Cb", Windows, Kind::EncodedSeparator),
            ("file:///a%00", Unix, Kind::Nul),
            ("file:///a%FF", Unix, Kind::NotUtf8),
            ("file:///C:/a%3F", Windows, Kind::ForbiddenCharacter),
            ("file:///x/y", Windows, Kind::NotAbsolute),
            ("file:///C%7C/y", Windows, Kind::NotAbsolute),
            ("file://server/", Windows, Kind::NoShare),
            ("file://./x/y", Windows, Kind::DevicePath),
        ];
        for (uri, style, want) in reading {
            assert_eq!(kind(to_path(uri, style)), want, "{uri} {style:?}");
        }
        assert_eq!(to_path("file:///a%5Cb", Unix).unwrap(), "/a\\b");
        let writing = [
            ("a/b", Unix, Kind::NotAbsolute),
            ("//x", Unix, Kind::Unrepresentable),
            ("/a\0", Unix, Kind::Nul),
            (r"C:a", Windows, Kind::NotAbsolute),
            (r"C:", Windows, Kind::NotAbsolute),
            (r"\a", Windows, Kind::NotAbsolute),
            (r"\\server", Windows, Kind::NoShare),
            (r"\\server\", Windows, Kind::NoShare),
            (r"C:\a?", Windows, Kind::ForbiddenCharacter),
            (r"\\.\pipe\x", Windows, Kind::DevicePath),
            (r"\\?\Volume{1}\x", Windows, Kind::DevicePath),
        ];
        for (path, style, want) in writing {
            assert_eq!(kind(from_path(path, style)), want, "{path} {style:?}");
        }
    }

    #[test]
    fn unix_bytes() {
        assert_eq!(
            from_unix_bytes(b"/tmp/\xFF.rs").unwrap(),
            "file:///tmp/%FF.rs"
        );
        assert_eq!(
            to_path_bytes(Some(""), "/tmp/%FF.rs", PathStyle::Unix).unwrap(),
            b"/tmp/\xFF.rs"
        );
        // A Windows path is UTF-16: bytes that are not UTF-8 have no place in it.
        assert_eq!(
            kind(to_path_bytes(None, "/C:/%FF", PathStyle::Windows)),
            Kind::NotUtf8
        );
    }

    #[test]
    fn windows_forms() {
        let uri = |p| from_path(p, PathStyle::Windows).unwrap();
        assert_eq!(uri(r"C:\a\b"), "file:///C:/a/b");
        assert_eq!(uri(r"C:\"), "file:///C:/");
        assert_eq!(uri("c:/a/b"), "file:///c:/a/b");
        assert_eq!(uri(r"\\server\share\x y"), "file://server/share/x%20y");
        assert_eq!(uri(r"\\?\C:\x"), "file:///C:/x");
        assert_eq!(uri(r"\\?\UNC\server\share\x"), "file://server/share/x");
        assert_eq!(uri(r"\\?\unc\server\share\dir"), "file://server/share/dir");
        assert_eq!(uri(r"C:\100%\#1"), "file:///C:/100%25/%231");
        assert_eq!(uri(r"c:\spam.txt:eggs"), "file:///c:/spam.txt:eggs");
    }

    /// A segment of generated paths: spaces, `%`, `#`, `?` (Unix), `:`, non-ASCII.
    fn segment(windows: bool) -> impl Strategy<Value = String> {
        let chars = if windows {
            "[a-zA-Z0-9 %#~é漢:.\\-]{1,6}"
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
            let uri = from_path(&path, PathStyle::Unix).unwrap();
            let parsed = Uri::parse(&uri).unwrap();
            let file = FileUri::try_from(&parsed).unwrap();
            prop_assert_eq!(file.to_path_with(PathStyle::Unix).unwrap(), path);
        }

        #[test]
        fn unix_bytes_round_trip(names in proptest::collection::vec(proptest::collection::vec(1u8.., 1..6), 1..4)) {
            let mut path = Vec::new();
            for name in &names {
                path.push(b'/');
                path.extend(name.iter().map(|&b| if b == b'/' { b'x' } else { b }));
            }
            let uri = from_unix_bytes(&path).unwrap();
            let parsed = Uri::parse(&uri).unwrap();
            let file = FileUri::try_from(&parsed).unwrap();
            prop_assert_eq!(to_path_bytes(file.host_str(), file.path().as_str(), PathStyle::Unix).unwrap(), path);
        }

        #[test]
        fn windows_round_trip(
            segments in proptest::collection::vec(segment(true), 0..5),
            unc in any::<bool>(),
            letter in "[a-zA-Z]",
            drive in prop_oneof![Just(DriveLetter::AsWritten), Just(DriveLetter::UpperCase), Just(DriveLetter::VsCode)],
        ) {
            let mut path = if unc { String::from(r"\\server\share") } else { alloc::format!("{letter}:") };
            for s in &segments { path.push('\\'); path.push_str(s); }
            if segments.is_empty() && !unc { path.push('\\'); }
            let uri = from_path_string(&path, PathStyle::Windows, drive).unwrap();
            let parsed = Uri::parse(&uri).unwrap();
            let file = FileUri::try_from(&parsed).unwrap();
            let back = file.to_path_with(PathStyle::Windows).unwrap();
            if drive == DriveLetter::AsWritten || unc {
                prop_assert_eq!(&back, &path);
            } else {
                // The letter is spelled as asked; the rest comes back as it was.
                prop_assert!(back[..1].eq_ignore_ascii_case(&path[..1]));
                prop_assert_eq!(&back[1..], &path[1..]);
            }
            // Every spelling of the drive is the same file.
            let canonical = file.canonical(PathStyle::Windows);
            let as_written = Uri::parse(&from_path(&path, PathStyle::Windows).unwrap()).unwrap();
            prop_assert_eq!(&canonical, &FileUri::try_from(&as_written).unwrap().canonical(PathStyle::Windows));
            prop_assert_eq!(FileUri::try_from(&canonical).unwrap().canonical(PathStyle::Windows), canonical.clone());
        }
    }
}
