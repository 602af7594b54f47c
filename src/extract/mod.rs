//! URIs in running text, found as RFC 3986 Appendix C says people write them: "usually within double-quotes
//! `"http://example.com/"`, angle brackets `<http://example.com/>`, or just by using whitespace", perhaps
//! wrapped across lines.
//!
//! Design: a byte search finds the places where a URI can begin (a `<`, a `"`, a `:` after a word of the
//! characters a scheme is made of), and the grammar decides from each place whether a URI is there and where
//! it ends (`appc_found_angled`, `appc_found_quoted` and `appc_found_bare` in
//! `grammar/rfc3986-appendix-c.pest`); no byte between those places is read twice. The lenient intake
//! (`crate::lenient`) reads what the grammar found: it removes the delimiters and the wrapping whitespace with
//! the same Appendix C grammar, percent-encodes what a URI cannot hold, and parses the result with the strict
//! grammar. A candidate that the intake refuses (a bad port, a broken IP literal) is no URI; the search goes on
//! after it. Between whitespace, a candidate counts only as prose writers mean one (`iana.rs`, and
//! [`Extract::any_scheme`]).

use alloc::vec::Vec;
use core::fmt;
use core::ops::Range;

use pest::Parser;

use crate::syntax::grammar::{Rule as G, UriParser};
use crate::{Repair, RepairKind, Uri};

mod iana;

/// The URIs in `text`, in order, each with the bytes of `text` it was read from.
///
/// It finds a URI in the three ways RFC 3986 Appendix C names: within angle brackets (`<URL:` too), within
/// double quotes, or standing between whitespace. Each begins with a scheme, its `:` and a character that is
/// not whitespace, so `Note: this` is prose, not the URI `Note:`. Whitespace added "to break a long URI
/// across lines" is ignored: within angle brackets any spaces, tabs and line breaks, within quotes the
/// whitespace around a line break (a quoted phrase with spaces in it is prose). A hyphen before a line break
/// stays, since it "may or may not actually be part of the URI".
///
/// **Between whitespace, what prose writers mean.** Much that the grammar calls a URI is not meant as one
/// in prose: `Uri::parse`, `std::fs::read_to_string` and `ERROR:db::pool` are each a scheme, a `:` and a
/// path. A URI between whitespace counts when
/// - its scheme is followed by `//` (an authority: `https://example.com/`, `foo://bar`), or
/// - its scheme is one that IANA registered (`mailto:`, `urn:`, `tel:`, `data:`, ...: the registry's 428 names
///   as it stood on 2026-08-17, permanent, provisional and historical, in any case), and it holds no `::`
///   (`http::Uri` is a Rust path).
///
/// Any other candidate between whitespace is passed over, and the search goes on right after its `:`, so
/// that `see:https://example.com/` still finds `https://example.com/`. Within delimiters nothing of this
/// applies: `<myapp:open>` and `"rust:std::fs"` are found, since someone delimited them.
/// [`any_scheme`](Extract::any_scheme) counts a URI between whitespace with any scheme (still without `::`
/// when it has no authority).
///
/// **Trailing punctuation.** A URI between whitespace ends before a `.`, `,`, `;`, `:`, `!`, `?` or `'` that
/// comes after its last other character, which is taken to be the sentence's, and before a `)` or `]` that
/// closes nothing opened in the URI (`(see http://example.com/a_(b))` gives `http://example.com/a_(b)`). It
/// also ends before whitespace, `<`, `>`, `"` and a backtick. To keep such a character at the end of a URI,
/// delimit it: `<http://example.com/a.>`. Within delimiters nothing is taken away.
///
/// What is found is read as [`Uri::parse_lenient`] reads it, so characters a URI cannot hold (a `|`, a
/// non-ASCII letter) are percent-encoded and listed in [`Extracted::repairs`]. A candidate that no repair
/// makes a URI (`http://host:80a/`) is skipped, and the search goes on after it. Relative references are
/// not found: in prose nothing tells them from words.
///
/// The search takes time in proportion to the text: a byte search finds where a URI can begin, and only
/// there does the grammar run; it never goes back before a URI it has returned.
///
/// ```
/// // The paragraph of RFC 3986 Appendix C.
/// let text = r#"Yes, Jim, I found it under "http://www.w3.org/Addressing/",
/// but you can probably pick it up from <ftp://foo.example.
/// com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/
/// ietf/uri/historical.html#WARNING>."#;
///
/// let uris: Vec<String> = rfc3986::extract(text).map(|found| found.uri().to_string()).collect();
/// assert_eq!(uris, [
///     "http://www.w3.org/Addressing/",
///     "ftp://foo.example.com/rfc/",
///     "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING",
/// ]);
///
/// // Where each came from, delimiters included.
/// let first = rfc3986::extract(text).next().unwrap();
/// assert_eq!(&text[first.range()], "\"http://www.w3.org/Addressing/\"");
/// assert_eq!(first.delimiter(), rfc3986::Delimiter::DoubleQuotes);
///
/// // Between whitespace, the sentence keeps its full stop.
/// let found: Vec<_> = rfc3986::extract("See https://example.com/docs.").collect();
/// assert_eq!(found[0].uri(), "https://example.com/docs");
///
/// // Code is not prose's URIs; a registered scheme is.
/// let text = "Call Uri::parse or std::fs::read, write to mailto:info@example.com, not to http::Uri.";
/// let uris: Vec<String> = rfc3986::extract(text).map(|f| f.uri().to_string()).collect();
/// assert_eq!(uris, ["mailto:info@example.com"]);
/// ```
#[must_use]
pub fn extract(text: &str) -> Extract<'_> {
    Extract {
        text,
        at: 0,
        any_scheme: false,
    }
}

/// The iterator of [`extract`]: the URIs of a text, in order.
#[derive(Clone, Debug)]
pub struct Extract<'a> {
    text: &'a str,
    /// Where the search goes on.
    at: usize,
    /// Whether a URI between whitespace counts with any scheme.
    any_scheme: bool,
}

impl<'a> Extract<'a> {
    /// The same search, in which a URI between whitespace counts whatever its scheme, as long as it has an
    /// authority or holds no `::`: for text in which custom schemes are meant (`myapp:open?id=7`), at the
    /// price of finding some code (`Note:see` is still prose: the `:` must be followed by something that is
    /// not whitespace, and such a word may be a URI). Delimited URIs are found either way.
    ///
    /// ```
    /// let text = "Open myapp:settings/privacy or call Uri::parse.";
    /// assert_eq!(rfc3986::extract(text).count(), 0);
    /// let found: Vec<_> = rfc3986::extract(text).any_scheme().collect();
    /// assert_eq!(found.len(), 1);
    /// assert_eq!(found[0].uri(), "myapp:settings/privacy");
    /// ```
    #[must_use]
    pub fn any_scheme(self) -> Extract<'a> {
        Extract {
            any_scheme: true,
            ..self
        }
    }
}

/// How a URI found in text was delimited (RFC 3986 Appendix C).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Delimiter {
    /// `<` and `>`, perhaps with `URL:` inside: `<http://example.com/>`.
    AngleBrackets,
    /// Two `"`: `"http://example.com/"`.
    DoubleQuotes,
    /// No delimiter: the URI stood between whitespace (or at the start or end of the text, or after a
    /// character that cannot begin a scheme, such as `(`).
    Whitespace,
}

impl Delimiter {
    /// The delimiter's name, in lower case with hyphens as the tool writes it: `angle-brackets`,
    /// `double-quotes`, `whitespace`.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Delimiter::AngleBrackets => "angle-brackets",
            Delimiter::DoubleQuotes => "double-quotes",
            Delimiter::Whitespace => "whitespace",
        }
    }
}

impl fmt::Display for Delimiter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A URI found in text by [`extract`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Extracted {
    range: Range<usize>,
    uri: Uri,
    delimiter: Delimiter,
    repairs: Vec<Repair>,
}

impl Extracted {
    /// The bytes of the text the URI was read from, its delimiters included: replace `text[range]` to put
    /// something else in its place (a link, a redacted form).
    #[must_use]
    pub fn range(&self) -> Range<usize> {
        self.range.clone()
    }

    /// The URI: the text within the delimiters, without the whitespace that wrapped it and with what a URI
    /// cannot hold percent-encoded.
    #[must_use]
    pub fn uri(&self) -> &Uri {
        &self.uri
    }

    /// The URI, owned.
    #[must_use]
    pub fn into_uri(self) -> Uri {
        self.uri
    }

    /// How the URI was delimited.
    #[must_use]
    pub fn delimiter(&self) -> Delimiter {
        self.delimiter
    }

    /// What the lenient intake changed to make the URI, with indices into the whole text: whitespace
    /// removed where the URI was wrapped, characters percent-encoded. The delimiters themselves are not
    /// repairs: [`range`](Extracted::range) covers them and [`delimiter`](Extracted::delimiter) names them.
    ///
    /// ```
    /// let text = "at <http://example.com/a\n   b> and http://example.com/x|y";
    /// let found: Vec<_> = rfc3986::extract(text).collect();
    /// assert_eq!(found[0].uri(), "http://example.com/ab");
    /// assert_eq!(found[0].repairs()[0].index(), 24); // the line break
    /// assert_eq!(found[1].uri(), "http://example.com/x%7Cy");
    /// assert_eq!(&text[found[1].repairs()[0].index()..][..1], "|");
    /// ```
    #[must_use]
    pub fn repairs(&self) -> &[Repair] {
        &self.repairs
    }
}

impl Iterator for Extract<'_> {
    type Item = Extracted;

    fn next(&mut self) -> Option<Extracted> {
        let bytes = self.text.as_bytes();
        while let Some(hit) = next_marker(bytes, self.at) {
            let (rule, start, authority) = match bytes[hit] {
                b'<' | b'"' => {
                    self.at = hit + 1;
                    if !may_begin_delimited(bytes, hit) {
                        continue;
                    }
                    let rule = if bytes[hit] == b'<' {
                        G::appc_try_angled
                    } else {
                        G::appc_try_quoted
                    };
                    (rule, hit, true)
                }
                _ => {
                    // A ":" after a word of scheme characters that begins at or after `at`.
                    let start = scheme_start(bytes, self.at, hit);
                    self.at = hit + 1;
                    let authority = bytes[hit + 1..].starts_with(b"//");
                    if !self.may_begin_bare(bytes, start, hit, authority) {
                        continue;
                    }
                    (G::appc_try_bare, start, authority)
                }
            };
            let Some(found) = UriParser::parse(rule, &self.text[start..])
                .ok()
                .and_then(|mut pairs| pairs.next())
            else {
                continue;
            };
            let end = start + found.as_span().end();
            let candidate = &self.text[start..end];
            if !authority && candidate.contains("::") {
                // Code, not a URI (`http::Uri`): the search goes on after the ":".
                continue;
            }
            // The search goes on after the candidate, found or not, so it never reads a character twice
            // as the start of a URI.
            self.at = end;
            let Some((uri, repairs)) = read(candidate, &found) else {
                continue;
            };
            let delimiter = match found.as_rule() {
                G::appc_found_angled => Delimiter::AngleBrackets,
                G::appc_found_quoted => Delimiter::DoubleQuotes,
                _ => Delimiter::Whitespace,
            };
            let repairs = repairs
                .into_iter()
                .filter(|r| r.kind() != RepairKind::Delimiter)
                .map(|r| r.moved_by(start))
                .collect();
            return Some(Extracted {
                range: start..end,
                uri,
                delimiter,
                repairs,
            });
        }
        self.at = bytes.len();
        None
    }
}

/// The URI of a candidate that the grammar found (`found`), as [`Uri::parse_lenient`] reads the candidate:
/// `None` where that refuses it. A candidate within delimiters whose inside is a URI as it stands (no
/// `URL:`, no whitespace) is that URI, without the repairs that would only remove the delimiters: what the
/// lenient intake gives for it, read once instead of three times.
fn read(candidate: &str, found: &pest::iterators::Pair<'_, G>) -> Option<(Uri, Vec<Repair>)> {
    let delimited = matches!(found.as_rule(), G::appc_found_angled | G::appc_found_quoted);
    let prefix = || {
        found
            .clone()
            .into_inner()
            .any(|p| p.as_rule() == G::appc_url_prefix)
    };
    if delimited && !prefix() {
        let inside = &candidate[1..candidate.len() - 1];
        if let Some(parts) = crate::syntax::build::parse_or_none(crate::Rule::Uri, inside) {
            return Some((Uri(parts), Vec::new()));
        }
    }
    crate::lenient::uri_or_none(candidate)
}

impl Extract<'_> {
    /// Whether a URI between whitespace may begin at `start`, with its scheme's `:` at `colon`: a scheme
    /// that begins with a letter, a character after the `:` that can stand in a URI in text (the grammar's
    /// `appc_char`, as far as a byte tells), and the scheme one that prose writers mean ([`extract`]).
    /// Conditions the grammar would find too, tested first because they are cheap.
    fn may_begin_bare(&self, bytes: &[u8], start: usize, colon: usize, authority: bool) -> bool {
        let Some(&after) = bytes.get(colon + 1) else {
            return false;
        };
        if start == colon || !bytes[start].is_ascii_alphabetic() || !may_stand_in_text(after) {
            return false;
        }
        if authority {
            return true;
        }
        // `a::b` is a path in code.
        if after == b':' {
            return false;
        }
        self.any_scheme || core::str::from_utf8(&bytes[start..colon]).is_ok_and(iana::is_registered)
    }
}

/// Where the word of scheme characters (`ALPHA / DIGIT / "+" / "-" / "."`) that ends before the `:` at
/// `colon` begins, not before `from`.
fn scheme_start(bytes: &[u8], from: usize, colon: usize) -> usize {
    let is_scheme_char = |b: &u8| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.');
    colon
        - bytes[from..colon]
            .iter()
            .rev()
            .take_while(|b| is_scheme_char(b))
            .count()
}

/// Whether a URI within the delimiter at `at` (`<` or `"`) may begin there: after a `<`, blanks may come
/// first; then a letter, and scheme characters up to a `:` (`URL:` within angle brackets is such a word
/// too), where the line may break (blanks with a CR or LF) before the `:` or between the characters.
/// Conditions the grammar (`appc_found_angled`, `appc_found_quoted`, `appc_begins_wrapped`) would find too,
/// tested first because they are cheap: a quoted phrase (`"hello world"`) fails at its first space.
fn may_begin_delimited(bytes: &[u8], at: usize) -> bool {
    let blank = |b: &u8| matches!(b, b' ' | b'\t' | b'\r' | b'\n');
    let mut i = at + 1;
    if bytes[at] == b'<' {
        while bytes.get(i).is_some_and(blank) {
            i += 1;
        }
    }
    if !bytes.get(i).is_some_and(u8::is_ascii_alphabetic) {
        return false;
    }
    loop {
        match bytes.get(i) {
            Some(b':') => return true,
            Some(b) if b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.') => i += 1,
            Some(b) if blank(b) => {
                // Blanks wrap a line only when they hold a line break.
                let run = bytes[i..].iter().take_while(|b| blank(b)).count();
                if !bytes[i..i + run].iter().any(|b| matches!(b, b'\r' | b'\n')) {
                    return false;
                }
                i += run;
            }
            _ => return false,
        }
    }
}

/// Whether the byte after a scheme's `:` may begin what follows it in text: not ASCII whitespace, not a
/// delimiter (`<`, `>`, `"`) and not a backtick (a byte of a character outside ASCII is left to the grammar,
/// which knows Unicode's whitespace).
fn may_stand_in_text(b: u8) -> bool {
    !matches!(
        b,
        b' ' | b'\t' | b'\n' | b'\x0B' | b'\x0C' | b'\r' | b'<' | b'>' | b'"' | b'`'
    )
}

/// The index of the next `<`, `"` or `:` at or after `from`: the bytes where a URI in text can begin or
/// have its scheme end. Whole blocks are tested at once (the compiler turns the test of a block into a few
/// vector instructions), so that text without them is passed over at the speed of memory.
fn next_marker(bytes: &[u8], from: usize) -> Option<usize> {
    const BLOCK: usize = 32;
    let is_marker = |b: u8| b == b'<' || b == b'"' || b == b':';
    let rest = bytes.get(from..)?;
    let mut blocks = rest.chunks_exact(BLOCK);
    let mut at = from;
    for block in &mut blocks {
        // Without short-circuits, so that the block is tested lane by lane.
        let mut any = 0u8;
        for &b in block {
            any |= u8::from(b == b'<') | u8::from(b == b'"') | u8::from(b == b':');
        }
        if any != 0 {
            return block.iter().position(|&b| is_marker(b)).map(|i| at + i);
        }
        at += BLOCK;
    }
    let tail = blocks.remainder();
    tail.iter().position(|&b| is_marker(b)).map(|i| at + i)
}

impl core::iter::FusedIterator for Extract<'_> {}
