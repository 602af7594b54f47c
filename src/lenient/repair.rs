//! The repairs of the lenient intake: what each changed, and why ([`Repair`], [`RepairKind`]), and how a list
//! of them is built.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use crate::Rule;

/// One change the lenient intake made: at byte [`index`](Repair::index) of the input it found
/// [`found`](Repair::found) and wrote [`replacement`](Repair::replacement), because [`rule`](Repair::rule) does
/// not allow it there. Adjacent changes for the same rule are reported as one.
///
/// A repair inside the password of a userinfo ([`in_password`](Repair::in_password)) holds a part of the
/// password: `Debug` shows `<redacted>` for its texts, and output for people should too.
///
/// ```
/// use rfc3986::{Rule, UriRef};
///
/// let (r, repairs) = UriRef::parse_lenient("/search?q=rust lang")?;
/// assert_eq!(r.as_str(), "/search?q=rust%20lang");
/// assert_eq!(repairs[0].index(), 14);
/// assert_eq!(repairs[0].found(), " ");
/// assert_eq!(repairs[0].replacement(), "%20");
/// assert_eq!(repairs[0].rule(), Rule::Query);
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Repair {
    pub(super) index: usize,
    pub(super) found: String,
    pub(super) replacement: String,
    pub(super) rule: Rule,
    pub(super) kind: RepairKind,
    /// Inside the password of a userinfo (after its first `:`).
    pub(super) secret: bool,
}

/// What a [`Repair`] did, and why.
///
/// ```
/// use rfc3986::{RepairKind, UriRef};
///
/// // A quote whose partner was lost when the line was cut at whitespace (RFC 3986 Appendix C).
/// let (r, repairs) = UriRef::parse_lenient("\"http://example.com/wiki/Copy")?;
/// assert_eq!(r.as_str(), "http://example.com/wiki/Copy");
/// assert_eq!(repairs[0].kind(), RepairKind::UnpairedDelimiter);
/// assert_eq!(repairs[0].found(), "\"");
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum RepairKind {
    /// A character the component's rule does not allow, percent-encoded as its UTF-8 octets; a `%` that
    /// does not begin a `pct-encoded`, written `%25`.
    PercentEncoded,
    /// Whitespace or controls removed: at either end, a tab, CR or LF inside, the spaces around a line
    /// break (a URI wrapped across lines), and any whitespace within delimiters (RFC 3986 Appendix C: "The
    /// whitespace should be ignored when the URI is extracted").
    Whitespace,
    /// A pair of delimiters around the URI, `<` and `>` or two `"`, or the prefix `URL:` within angle
    /// brackets, removed: "These wrappers do not form part of the URI" (RFC 3986 Appendix C).
    Delimiter,
    /// A `<`, `>` or `"` at the start or at the end without its partner at the other end, removed: none of
    /// them can stand in a URI, and the partner was most likely lost when the text was cut.
    UnpairedDelimiter,
    /// A byte order mark (U+FEFF) at the start, which text editors write at the start of a file, removed.
    ByteOrderMark,
    /// A `\` in the path read as `/`, as browsers read it in the URLs of the special schemes of the URL
    /// Standard (http, https, ws, wss, ftp, file): only by [`Uri::join_lenient`](crate::Uri::join_lenient)
    /// and [`Iri::join_lenient`](crate::Iri::join_lenient), against a base of one of those schemes.
    Backslash,
}

impl RepairKind {
    /// What the repair did, in words for people: `"percent-encoded"`, `"removed whitespace"`, ...
    #[must_use]
    pub fn describe(self) -> &'static str {
        match self {
            RepairKind::PercentEncoded => "percent-encoded",
            RepairKind::Whitespace => "removed whitespace",
            RepairKind::Delimiter => {
                "removed a delimiter, which is not part of the URI: RFC 3986 Appendix C"
            }
            RepairKind::UnpairedDelimiter => {
                "removed a delimiter whose partner is missing: RFC 3986 Appendix C"
            }
            RepairKind::ByteOrderMark => "removed a byte order mark (U+FEFF)",
            RepairKind::Backslash => {
                "read \"\\\" as \"/\", as browsers do in http, https, ws, wss, ftp and file URLs"
            }
        }
    }

    /// The kind as a lower-case name, as the command line's `--json` writes it: `"percent-encoded"`,
    /// `"whitespace"`, `"delimiter"`, `"unpaired-delimiter"`, `"byte-order-mark"`, `"backslash"`.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            RepairKind::PercentEncoded => "percent-encoded",
            RepairKind::Whitespace => "whitespace",
            RepairKind::Delimiter => "delimiter",
            RepairKind::UnpairedDelimiter => "unpaired-delimiter",
            RepairKind::ByteOrderMark => "byte-order-mark",
            RepairKind::Backslash => "backslash",
        }
    }
}

/// The kind's name, as [`as_str`](RepairKind::as_str) gives it: `percent-encoded`, `whitespace`, ...
///
/// ```
/// use rfc3986::{RepairKind, Uri};
///
/// let (_, repairs) = Uri::parse_lenient("https://host/a b")?;
/// assert_eq!(repairs[0].kind().to_string(), "percent-encoded");
/// assert_eq!(RepairKind::ByteOrderMark.to_string(), RepairKind::ByteOrderMark.as_str());
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
impl fmt::Display for RepairKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Lists the fields, with `<redacted>` for the texts of a repair inside a password.
impl fmt::Debug for Repair {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (found, replacement): (&dyn fmt::Debug, &dyn fmt::Debug) = if self.secret {
            (&"<redacted>", &"<redacted>")
        } else {
            (&self.found, &self.replacement)
        };
        f.debug_struct("Repair")
            .field("index", &self.index)
            .field("found", found)
            .field("replacement", replacement)
            .field("rule", &self.rule)
            .field("kind", &self.kind)
            .field("in_password", &self.secret)
            .finish()
    }
}

impl Repair {
    /// The byte index in the input where the repaired text begins.
    #[must_use]
    pub fn index(&self) -> usize {
        self.index
    }

    /// The text of the input that was replaced.
    #[must_use]
    pub fn found(&self) -> &str {
        &self.found
    }

    /// What it was replaced by (empty when it was removed).
    #[must_use]
    pub fn replacement(&self) -> &str {
        &self.replacement
    }

    /// The rule that required the repair: the component's rule, `pct-encoded` for a lone `%`, `URI-reference`
    /// (or `URI`) for removed whitespace, controls, delimiters and a byte order mark, the path's `segment` for
    /// a backslash read as a slash.
    #[must_use]
    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// What the repair did: percent-encoded a character, removed whitespace, a delimiter (paired, or with
    /// its partner missing) or a byte order mark, or (`join_lenient` against a special scheme's base) read a
    /// backslash as a slash.
    #[must_use]
    pub fn kind(&self) -> RepairKind {
        self.kind
    }

    /// Whether the repair lies in the password of a userinfo (after its first `:`, RFC 3986 3.2.1), so that
    /// its [`found`](Repair::found) and [`replacement`](Repair::replacement) are a part of the password,
    /// which output for people should not show; `Debug` does not.
    ///
    /// ```
    /// let (_, repairs) = rfc3986::UriRef::parse_lenient("postgres://app user:pässword@db/x")?;
    /// assert_eq!(repairs.len(), 2);
    /// assert!(!repairs[0].in_password()); // the space in the user name
    /// assert!(repairs[1].in_password()); // "ä"
    /// assert!(!format!("{:?}", repairs[1]).contains("ä"));
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn in_password(&self) -> bool {
        self.secret
    }

    /// The repair with its index `by` bytes further on: for a URI read from a larger text.
    pub(crate) fn moved_by(mut self, by: usize) -> Repair {
        self.index += by;
        self
    }
}

/// A repair that removes `found` at `index`.
pub(super) fn removal(index: usize, found: &str, rule: Rule, kind: RepairKind) -> Repair {
    Repair {
        index,
        found: found.into(),
        replacement: String::new(),
        rule,
        kind,
        secret: false,
    }
}

/// Appends `r`, joining it to the last repair when it continues it with the same rule and kind.
pub(super) fn push(list: &mut Vec<Repair>, r: Repair) {
    if let Some(last) = list.last_mut()
        && last.rule == r.rule
        && last.kind == r.kind
        && last.index + last.found.len() == r.index
        && last.replacement.is_empty() == r.replacement.is_empty()
    {
        last.found.push_str(&r.found);
        last.replacement.push_str(&r.replacement);
        return;
    }
    list.push(r);
}

/// The two ordered lists of repairs as one, in input order.
pub(super) fn merge(a: Vec<Repair>, b: Vec<Repair>) -> Vec<Repair> {
    let mut out = Vec::with_capacity(a.len() + b.len());
    let (mut a, mut b) = (a.into_iter().peekable(), b.into_iter().peekable());
    loop {
        let next = match (a.peek(), b.peek()) {
            (Some(x), Some(y)) if x.index <= y.index => a.next(),
            (Some(_), Some(_)) | (None, Some(_)) => b.next(),
            (Some(_), None) => a.next(),
            (None, None) => break,
        };
        out.extend(next);
    }
    out
}
