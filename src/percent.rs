//! [Percent-encoding](https://www.rfc-editor.org/rfc/rfc3986#section-2.1): writing any text into a
//! component, and reading components back as bytes or text.
//!
//! [`encode`] writes text so that it matches a component's rule and decodes back to the text: it keeps the
//! characters that the rule allows as they are (RFC 3986 2.2, 2.3 and 3's character classes, which tests
//! check against the grammar) and writes every other byte of the text's UTF-8 as `%XX`, with uppercase hex
//! digits as 2.1 recommends. `%` itself is always encoded. [`decode`] and [`decode_utf8`] turn every `%XX`
//! back into its byte, and borrow the text when it has none.
//!
//! The components of an IRI (RFC 3987), [`Component::Iquery`] and the others named after the i-rules, keep
//! the non-ASCII characters that their rule allows as they are, and encode the others:
//!
//! ```
//! use rfc3986::percent::{encode, Component};
//!
//! assert_eq!(encode("100% sûr", Component::Iquery), "100%25%20sûr");
//! assert_eq!(encode("\u{E000}", Component::Iquery), "\u{E000}"); // iprivate: in the query only
//! assert_eq!(encode("\u{E000}", Component::Isegment), "%EE%80%80");
//! ```
//!
//! ```
//! use rfc3986::percent::{self, Component};
//! use rfc3986::UriRef;
//!
//! let segment = percent::encode("a/b c", Component::Segment);
//! assert_eq!(segment, "a%2Fb%20c");
//!
//! let mut r = UriRef::parse("http://example.com")?;
//! r.set_path(&format!("/{segment}/d"))?;
//! assert_eq!(r.as_str(), "http://example.com/a%2Fb%20c/d");
//! // The encoded "/" stays inside its segment.
//! let segments: Vec<_> = r.path().decoded_segments().collect();
//! assert_eq!(segments, [&b""[..], b"a/b c", b"d"]);
//! assert_eq!(percent::decode_utf8(r.path().segments().nth(1).unwrap())?, "a/b c");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Decoding a component of a parsed reference is safe: the grammar matched every `%` there as the start of a
//! `pct-encoded`. In other text, a `%` not followed by two hex digits is kept as it is.

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;
use core::str::Utf8Error;

/// The component that text is encoded for, by the rule its result matches.
///
/// ```
/// use rfc3986::percent::{encode, Component};
///
/// assert_eq!(encode("me:pw", Component::Userinfo), "me:pw");
/// assert_eq!(encode("a:b", Component::SegmentNzNc), "a%3Ab");
/// assert_eq!(Component::Query.rule(), rfc3986::Rule::Query);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Component {
    /// `userinfo`: unreserved, sub-delims and `:` stay as they are. A `:` in the text stays too, so it
    /// reads as the separator of user and password: encode the user and the password apart and join them
    /// with `:` for a user with a `:` in it.
    Userinfo,
    /// `reg-name`: unreserved and sub-delims stay.
    RegName,
    /// `segment`, one segment of a path: pchar (unreserved, sub-delims, `:` and `@`) stays, and `/` is
    /// encoded, so the result is one segment.
    Segment,
    /// `segment-nz-nc`, the first segment of a relative reference's path: as `Segment`, and `:` is encoded
    /// too. The empty text gives the empty string, which that rule does not allow.
    SegmentNzNc,
    /// `query`: pchar, `/` and `?` stay.
    Query,
    /// A key or a value of the `key=value&...` pairs of a query (a convention, not RFC 3986): as `Query`,
    /// and `&`, `=`, `+` and `;` are encoded too, so [`query_pairs`] gives the text back, whether or not
    /// `+` is read as a space.
    QueryPair,
    /// `fragment`: pchar, `/` and `?` stay.
    Fragment,
    /// `iuserinfo` of an IRI (RFC 3987 2.2): as `Userinfo`, and the `ucschar` characters stay.
    Iuserinfo,
    /// `ireg-name` of an IRI: as `RegName`, and the `ucschar` characters stay.
    IregName,
    /// `isegment`, one segment of an IRI's path: as `Segment`, and the `ucschar` characters stay.
    Isegment,
    /// `isegment-nz-nc`: as `SegmentNzNc`, and the `ucschar` characters stay.
    IsegmentNzNc,
    /// `iquery`: as `Query`, and the `ucschar` and `iprivate` characters stay.
    Iquery,
    /// A key or a value of a query's `key=value&...` pairs in an IRI: as `QueryPair`, and the `ucschar` and
    /// `iprivate` characters stay.
    IqueryPair,
    /// `ifragment`: as `Fragment`, and the `ucschar` characters stay.
    Ifragment,
}

impl Component {
    /// Every component, in the order of the enum: the URI components, then the IRI ones.
    ///
    /// ```
    /// use rfc3986::percent::{encode, Component};
    ///
    /// for &component in Component::ALL {
    ///     assert!(component.rule().matches(&encode("a b/c:d", component)));
    /// }
    /// assert_eq!(Component::ALL.len(), 14);
    /// ```
    pub const ALL: &'static [Component] = &[
        Component::Userinfo,
        Component::RegName,
        Component::Segment,
        Component::SegmentNzNc,
        Component::Query,
        Component::QueryPair,
        Component::Fragment,
        Component::Iuserinfo,
        Component::IregName,
        Component::Isegment,
        Component::IsegmentNzNc,
        Component::Iquery,
        Component::IqueryPair,
        Component::Ifragment,
    ];

    /// The component's name: the name of its rule as the RFC spells it (`segment-nz-nc`, `ireg-name`), and
    /// `query-pair` and `iquery-pair` for the keys and values of a query's pairs. `Display` writes it.
    ///
    /// ```
    /// use rfc3986::percent::Component;
    ///
    /// assert_eq!(Component::SegmentNzNc.as_str(), "segment-nz-nc");
    /// assert_eq!(Component::IqueryPair.as_str(), "iquery-pair");
    /// assert_eq!(Component::IregName.to_string(), "ireg-name");
    /// ```
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Component::Userinfo => "userinfo",
            Component::RegName => "reg-name",
            Component::Segment => "segment",
            Component::SegmentNzNc => "segment-nz-nc",
            Component::Query => "query",
            Component::QueryPair => "query-pair",
            Component::Fragment => "fragment",
            Component::Iuserinfo => "iuserinfo",
            Component::IregName => "ireg-name",
            Component::Isegment => "isegment",
            Component::IsegmentNzNc => "isegment-nz-nc",
            Component::Iquery => "iquery",
            Component::IqueryPair => "iquery-pair",
            Component::Ifragment => "ifragment",
        }
    }

    /// Whether the non-ASCII character `c` may stay as it is: never in a URI component; in an IRI component,
    /// when its i-rule allows it (`ucschar`, and `iprivate` in the query), except the bidirectional
    /// formatting characters that RFC 3987 4.1 forbids in IRIs although the ABNF allows them.
    fn keeps_char(self, c: char) -> bool {
        let query = matches!(self, Component::Iquery | Component::IqueryPair);
        match self {
            Component::Userinfo
            | Component::RegName
            | Component::Segment
            | Component::SegmentNzNc
            | Component::Query
            | Component::QueryPair
            | Component::Fragment => false,
            _ => allowed_in_iri(c, query),
        }
    }

    /// Whether the ASCII character `c` may stay as it is: whether the component's rule matches it alone
    /// (RFC 3986 3.2.1, 3.2.2, 3.3, 3.4, 3.5; RFC 3987 2.2 has the same ASCII characters). `%` never does (it
    /// is the start of a `pct-encoded`). The pairs of a query also encode the `&`, `=`, `+` and `;` that
    /// split or decode them.
    fn keeps(self, c: u8) -> bool {
        use Component::*;
        if matches!(self, QueryPair | IqueryPair) && matches!(c, b'&' | b'=' | b'+' | b';') {
            return false;
        }
        is_unreserved(c)
            || is_sub_delim(c)
            || match self {
                Userinfo | Iuserinfo => c == b':',
                RegName | IregName => false,
                Segment | Isegment => matches!(c, b':' | b'@'),
                SegmentNzNc | IsegmentNzNc => c == b'@',
                Query | QueryPair | Fragment | Iquery | IqueryPair | Ifragment => {
                    matches!(c, b':' | b'@' | b'/' | b'?')
                }
            }
    }
}

impl core::fmt::Display for Component {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// `unreserved` (RFC 3986 2.3), by the octet: `ALPHA / DIGIT / "-" / "." / "_" / "~"`.
#[doc(hidden)]
pub const fn is_unreserved(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~')
}

/// `sub-delims` (RFC 3986 2.2), by the octet: `"!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" /
/// "="`.
#[doc(hidden)]
pub const fn is_sub_delim(b: u8) -> bool {
    matches!(
        b,
        b'!' | b'$' | b'&' | b'\'' | b'(' | b')' | b'*' | b'+' | b',' | b';' | b'='
    )
}

/// `gen-delims` (RFC 3986 2.2), by the octet: `":" / "/" / "?" / "#" / "[" / "]" / "@"`.
#[doc(hidden)]
pub const fn is_gen_delim(b: u8) -> bool {
    matches!(b, b':' | b'/' | b'?' | b'#' | b'[' | b']' | b'@')
}

/// `reserved = gen-delims / sub-delims` (RFC 3986 2.2), by the octet.
#[doc(hidden)]
pub const fn is_reserved(b: u8) -> bool {
    is_gen_delim(b) || is_sub_delim(b)
}

/// `ucschar` (RFC 3987 2.2), the code points an IRI may hold literally in every component that allows
/// `iunreserved`, as inclusive ranges in the RFC's order.
#[doc(hidden)]
pub const UCSCHAR: [(u32, u32); 17] = [
    (0xA0, 0xD7FF),
    (0xF900, 0xFDCF),
    (0xFDF0, 0xFFEF),
    (0x10000, 0x1FFFD),
    (0x20000, 0x2FFFD),
    (0x30000, 0x3FFFD),
    (0x40000, 0x4FFFD),
    (0x50000, 0x5FFFD),
    (0x60000, 0x6FFFD),
    (0x70000, 0x7FFFD),
    (0x80000, 0x8FFFD),
    (0x90000, 0x9FFFD),
    (0xA0000, 0xAFFFD),
    (0xB0000, 0xBFFFD),
    (0xC0000, 0xCFFFD),
    (0xD0000, 0xDFFFD),
    (0xE1000, 0xEFFFD),
];

/// `iprivate` (RFC 3987 2.2), the private-use code points, allowed in `iquery` only.
#[doc(hidden)]
pub const IPRIVATE: [(u32, u32); 3] = [(0xE000, 0xF8FF), (0xF0000, 0xFFFFD), (0x100000, 0x10FFFD)];

fn in_ranges(c: char, ranges: &[(u32, u32)]) -> bool {
    let c = u32::from(c);
    ranges.iter().any(|&(lo, hi)| lo <= c && c <= hi)
}

/// Whether `c` is a `ucschar`.
#[doc(hidden)]
pub fn is_ucschar(c: char) -> bool {
    in_ranges(c, &UCSCHAR)
}

/// Whether `c` is an `iprivate`.
#[doc(hidden)]
pub fn is_iprivate(c: char) -> bool {
    in_ranges(c, &IPRIVATE)
}

/// The bidirectional formatting characters that RFC 3987 4.1 says IRIs MUST NOT contain: LRM, RLM and
/// LRE, RLE, PDF, LRO, RLO. They are `ucschar`s, so the ABNF alone allows them.
#[doc(hidden)]
pub fn is_bidi_format(c: char) -> bool {
    matches!(c, '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}')
}

/// Whether `c` may stand literally in an IRI, in the query when `in_query`: a `ucschar` that 4.1 does not
/// forbid, or an `iprivate` in the query.
#[doc(hidden)]
pub fn allowed_in_iri(c: char, in_query: bool) -> bool {
    (is_ucschar(c) && !is_bidi_format(c)) || (in_query && is_iprivate(c))
}

const HEX: &[u8; 16] = b"0123456789ABCDEF";

/// Percent-encodes `text` for `component`: the result matches the component's rule (for
/// [`Component::SegmentNzNc`], when `text` is not empty) and [`decode`]s back to `text`. It borrows `text`
/// when nothing needs encoding.
///
/// ```
/// use std::borrow::Cow;
/// use rfc3986::percent::{decode_utf8, encode, Component};
///
/// assert_eq!(encode("100% sûr", Component::Query), "100%25%20s%C3%BBr");
/// assert!(matches!(encode("plain", Component::Query), Cow::Borrowed("plain")));
/// assert_eq!(decode_utf8(&encode("100% sûr", Component::Query))?, "100% sûr");
/// assert_eq!(encode("example.com", Component::RegName), "example.com");
/// # Ok::<(), std::str::Utf8Error>(())
/// ```
#[must_use]
pub fn encode(text: &str, component: Component) -> Cow<'_, str> {
    let keeps = |c: char| match u8::try_from(c) {
        Ok(b) if b.is_ascii() => component.keeps(b),
        _ => component.keeps_char(c),
    };
    let Some((first, _)) = text.char_indices().find(|&(_, c)| !keeps(c)) else {
        return Cow::Borrowed(text);
    };
    let mut out = String::with_capacity(text.len() + 2 * (text.len() - first));
    out.push_str(&text[..first]);
    for c in text[first..].chars() {
        if keeps(c) {
            out.push(c);
        } else {
            for &b in c.encode_utf8(&mut [0; 4]).as_bytes() {
                push_pct(&mut out, b);
            }
        }
    }
    Cow::Owned(out)
}

/// Percent-encodes bytes that need not be UTF-8 for `component`: each run of valid UTF-8 as [`encode`]
/// encodes it, and every byte that is not part of valid UTF-8 as `%XX`, so that [`decode`] gives the bytes
/// back. For names that are bytes, such as a Unix file name that is not UTF-8. Borrows nothing: the result
/// is new text.
///
/// ```
/// use rfc3986::percent::{decode, encode_bytes, Component};
///
/// assert_eq!(encode_bytes(b"a b\xFF.rs", Component::Segment), "a%20b%FF.rs");
/// assert_eq!(decode(&encode_bytes(b"\xC3\xA9\xFF", Component::Segment)), &b"\xC3\xA9\xFF"[..]);
/// ```
#[must_use]
pub fn encode_bytes(bytes: &[u8], component: Component) -> String {
    let mut out = String::with_capacity(bytes.len());
    for chunk in bytes.utf8_chunks() {
        out.push_str(&encode(chunk.valid(), component));
        for &b in chunk.invalid() {
            push_pct(&mut out, b);
        }
    }
    out
}

/// Appends `%XX` for `b`, upper-case hex (RFC 3986 2.1: "should use uppercase hexadecimal digits").
#[doc(hidden)]
pub fn push_pct(out: &mut String, b: u8) {
    out.push('%');
    out.push(char::from(HEX[usize::from(b >> 4)]));
    out.push(char::from(HEX[usize::from(b & 0xF)]));
}

/// The value of a hex digit.
fn hex(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'A'..=b'F' => Some(b - b'A' + 10),
        b'a'..=b'f' => Some(b - b'a' + 10),
        _ => None,
    }
}

/// The byte that `%XX` at the start of `rest` stands for.
#[doc(hidden)]
pub fn pct(rest: &[u8]) -> Option<u8> {
    match rest {
        [b'%', hi, lo, ..] => Some(hex(*hi)? << 4 | hex(*lo)?),
        _ => None,
    }
}

/// Decodes `text`, with `+` as a space when `plus` is set. Borrows when there is nothing to decode.
fn decode_with(text: &str, plus: bool) -> Cow<'_, [u8]> {
    let bytes = text.as_bytes();
    let special = |i: usize| (plus && bytes[i] == b'+') || pct(&bytes[i..]).is_some();
    let Some(first) = (0..bytes.len()).find(|&i| special(i)) else {
        return Cow::Borrowed(bytes);
    };
    let mut out = Vec::with_capacity(bytes.len());
    out.extend_from_slice(&bytes[..first]);
    let mut i = first;
    while let Some(&b) = bytes.get(i) {
        if let Some(decoded) = pct(&bytes[i..]) {
            out.push(decoded);
            i += 3;
        } else {
            out.push(if plus && b == b'+' { b' ' } else { b });
            i += 1;
        }
    }
    Cow::Owned(out)
}

/// Decodes every `%XX` of `text` into its byte. Borrows `text` when it has none.
///
/// ```
/// use std::borrow::Cow;
/// use rfc3986::percent::decode;
///
/// assert_eq!(decode("a%2Fb%ff"), &b"a/b\xff"[..]);
/// assert!(matches!(decode("a/b"), Cow::Borrowed(b"a/b")));
/// assert_eq!(decode("100%"), &b"100%"[..]); // not a pct-encoded: kept
/// ```
#[must_use]
pub fn decode(text: &str) -> Cow<'_, [u8]> {
    decode_with(text, false)
}

fn into_utf8<'a>(bytes: Cow<'a, [u8]>, text: &'a str) -> Result<Cow<'a, str>, Utf8Error> {
    match bytes {
        Cow::Borrowed(_) => Ok(Cow::Borrowed(text)),
        Cow::Owned(v) => String::from_utf8(v)
            .map(Cow::Owned)
            .map_err(|e| e.utf8_error()),
    }
}

fn into_utf8_lossy<'a>(bytes: Cow<'a, [u8]>, text: &'a str) -> Cow<'a, str> {
    match bytes {
        Cow::Borrowed(_) => Cow::Borrowed(text),
        Cow::Owned(v) => match String::from_utf8(v) {
            Ok(s) => Cow::Owned(s),
            Err(e) => Cow::Owned(String::from_utf8_lossy(e.as_bytes()).into_owned()),
        },
    }
}

/// Decodes `text` into a string, when the decoded bytes are UTF-8. Borrows `text` when it has no `%XX`.
///
/// # Errors
///
/// The [`Utf8Error`] of the decoded bytes.
///
/// ```
/// use rfc3986::percent::decode_utf8;
///
/// assert_eq!(decode_utf8("caf%C3%A9")?, "café");
/// assert!(decode_utf8("%FF").is_err());
/// # Ok::<(), std::str::Utf8Error>(())
/// ```
pub fn decode_utf8(text: &str) -> Result<Cow<'_, str>, Utf8Error> {
    into_utf8(decode(text), text)
}

/// Decodes `text` into a string, with U+FFFD for bytes that are not UTF-8. Borrows `text` when it has no
/// `%XX`.
///
/// ```
/// assert_eq!(rfc3986::percent::decode_utf8_lossy("a%FFb"), "a\u{FFFD}b");
/// ```
#[must_use]
pub fn decode_utf8_lossy(text: &str) -> Cow<'_, str> {
    into_utf8_lossy(decode(text), text)
}

/// Splits a query into `key=value` pairs: at each `&`, then at the first `=` of each piece. This is the
/// convention of HTML forms and many servers, not part of RFC 3986, which gives the query no structure.
/// Empty pieces are skipped; a piece without `=` is a key with an empty value, so `a` and `a=` give the
/// same pair.
///
/// ```
/// use rfc3986::percent::query_pairs;
///
/// let pairs: Vec<_> = query_pairs("a=1&b=x%20y&&c").collect();
/// assert_eq!(pairs, [("a", "1"), ("b", "x%20y"), ("c", "")]);
///
/// let decoded: Vec<_> = query_pairs("q=a+b%2Bc").decoded_lossy().collect();
/// assert_eq!(decoded, [("q".into(), "a+b+c".into())]);
/// let form: Vec<_> = query_pairs("q=a+b%2Bc").form_decoded_lossy().collect();
/// assert_eq!(form, [("q".into(), "a b+c".into())]);
/// ```
#[must_use]
pub fn query_pairs(query: &str) -> QueryPairs<'_> {
    QueryPairs(query.split('&'))
}

/// The raw `key=value` pairs of a query, from [`query_pairs`].
///
/// ```
/// let mut pairs = rfc3986::percent::query_pairs("k=v=w");
/// assert_eq!(pairs.next(), Some(("k", "v=w")));
/// assert_eq!(pairs.next(), None);
/// ```
#[derive(Clone, Debug)]
pub struct QueryPairs<'a>(core::str::Split<'a, char>);

impl<'a> Iterator for QueryPairs<'a> {
    type Item = (&'a str, &'a str);

    fn next(&mut self) -> Option<(&'a str, &'a str)> {
        loop {
            let piece = self.0.next()?;
            if !piece.is_empty() {
                return Some(piece.split_once('=').unwrap_or((piece, "")));
            }
        }
    }
}

impl<'a> QueryPairs<'a> {
    /// The pairs with keys and values percent-decoded (bytes that are not UTF-8 become U+FFFD). `+` stays
    /// `+`, as in RFC 3986.
    ///
    /// ```
    /// let pairs: Vec<_> = rfc3986::percent::query_pairs("name=J%C3%BCrgen").decoded_lossy().collect();
    /// assert_eq!(pairs, [("name".into(), "Jürgen".into())]);
    /// ```
    #[must_use]
    pub fn decoded_lossy(self) -> DecodedPairs<'a> {
        DecodedPairs {
            pairs: self,
            plus: false,
        }
    }

    /// The pairs decoded as an HTML form does (`application/x-www-form-urlencoded`): `+` is a space, then
    /// `%XX` is decoded.
    ///
    /// ```
    /// let pairs: Vec<_> = rfc3986::percent::query_pairs("q=a+b").form_decoded_lossy().collect();
    /// assert_eq!(pairs, [("q".into(), "a b".into())]);
    /// ```
    #[must_use]
    pub fn form_decoded_lossy(self) -> DecodedPairs<'a> {
        DecodedPairs {
            pairs: self,
            plus: true,
        }
    }
}

/// The decoded `key=value` pairs of a query, from [`QueryPairs::decoded_lossy`] or [`QueryPairs::form_decoded_lossy`].
/// Keys and values without anything to decode are borrowed.
///
/// ```
/// use std::borrow::Cow;
///
/// let mut pairs = rfc3986::percent::query_pairs("a=b").decoded_lossy();
/// assert!(matches!(pairs.next(), Some((Cow::Borrowed("a"), Cow::Borrowed("b")))));
/// ```
#[derive(Clone, Debug)]
pub struct DecodedPairs<'a> {
    pairs: QueryPairs<'a>,
    plus: bool,
}

impl<'a> Iterator for DecodedPairs<'a> {
    type Item = (Cow<'a, str>, Cow<'a, str>);

    fn next(&mut self) -> Option<Self::Item> {
        let (key, value) = self.pairs.next()?;
        let decode = |s: &'a str| into_utf8_lossy(decode_with(s, self.plus), s);
        Some((decode(key), decode(value)))
    }
}
