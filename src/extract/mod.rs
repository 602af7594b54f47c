//! URIs in running text, found as RFC 3986 Appendix C says people write them: "usually within double-quotes
//! `"http://example.com/"`, angle brackets `<http://example.com/>`, or just by using whitespace", perhaps
//! wrapped across lines.
//!
//! Design: a grammar finds them (`appc_next` in `grammar/rfc3986-appendix-c.pest`), and the lenient intake
//! (`crate::lenient`) reads what it found: it removes the delimiters and the wrapping whitespace with the
//! same Appendix C grammar, percent-encodes what a URI cannot hold, and parses the result with the strict
//! grammar. A candidate that the intake refuses (a bad port, a broken IP literal) is no URI; the search goes
//! on after it.

use alloc::vec::Vec;
use core::fmt;
use core::ops::Range;

use pest::Parser;

use crate::syntax::grammar::{Rule as G, UriParser};
use crate::{Repair, RepairKind, Uri};

/// The URIs in `text`, in order, each with the bytes of `text` it was read from.
///
/// It finds a URI in the three ways RFC 3986 Appendix C names: within angle brackets (`<URL:` too), within
/// double quotes, or standing between whitespace. Each begins with a scheme, its `:` and a character that is
/// not whitespace, so `Note: this` is prose, not the URI `Note:`. Whitespace added "to break a long URI
/// across lines" is ignored: within angle brackets any spaces, tabs and line breaks, within quotes the
/// whitespace around a line break (a quoted phrase with spaces in it is prose). A hyphen before a line break
/// stays, since it "may or may not actually be part of the URI".
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
/// The search takes time in proportion to the text and never goes back before a URI it has returned.
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
/// ```
#[must_use]
pub fn extract(text: &str) -> Extract<'_> {
    Extract { text, at: 0 }
}

/// The iterator of [`extract`]: the URIs of a text, in order.
#[derive(Clone, Debug)]
pub struct Extract<'a> {
    text: &'a str,
    /// Where the search goes on.
    at: usize,
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

impl<'a> Iterator for Extract<'a> {
    type Item = Extracted;

    fn next(&mut self) -> Option<Extracted> {
        while self.at < self.text.len() {
            let rest = &self.text[self.at..];
            let Some(found) = UriParser::parse(G::appc_next, rest)
                .ok()
                .and_then(|mut pairs| pairs.next())
            else {
                // No URI in the rest of the text.
                self.at = self.text.len();
                return None;
            };
            let Some(pair) = found.into_inner().next() else {
                unreachable!("appc_next ends with a URI");
            };
            let delimiter = match pair.as_rule() {
                G::appc_found_angled => Delimiter::AngleBrackets,
                G::appc_found_quoted => Delimiter::DoubleQuotes,
                _ => Delimiter::Whitespace,
            };
            let span = pair.as_span();
            let start = self.at + span.start();
            let end = self.at + span.end();
            // The search goes on after the candidate, found or not, so it never reads a character twice
            // as the start of a URI.
            self.at = end;
            let Ok((uri, repairs)) = Uri::parse_lenient(span.as_str()) else {
                continue;
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
        None
    }
}

impl core::iter::FusedIterator for Extract<'_> {}
