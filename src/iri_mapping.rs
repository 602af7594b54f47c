//! [RFC 3987 section 3](https://www.rfc-editor.org/rfc/rfc3987#section-3), the relationship between IRIs
//! and URIs: [`iri_to_uri`] (3.1, IRI to URI) and [`uri_to_iri`] (3.2, URI to IRI).
//!
//! 3.1 percent-encodes every `ucschar` and `iprivate` character of an IRI as the octets of its UTF-8, with
//! upper-case hex digits, and changes nothing else: no punycode for the host, no Unicode normalization.
//! 3.2 goes back: it decodes the percent-encodings that stand for characters an IRI may hold literally and
//! keeps the others.
//!
//! ```
//! use rfc3986::iri_mapping::{iri_to_uri, uri_to_iri};
//! use rfc3986::UriRef;
//!
//! let uri = iri_to_uri("http://www.example.org/résumé.html")?;
//! assert_eq!(uri.as_str(), "http://www.example.org/r%C3%A9sum%C3%A9.html");
//! assert_eq!(uri_to_iri(&uri), "http://www.example.org/résumé.html");
//!
//! // %FC is not UTF-8, so it stays encoded.
//! let latin1 = UriRef::parse("http://www.example.org/D%FCrst")?;
//! assert_eq!(uri_to_iri(&latin1), "http://www.example.org/D%FCrst");
//! # Ok::<(), rfc3986::ParseError>(())
//! ```

use alloc::string::String;
use alloc::vec::Vec;

use crate::error::ParseError;
use crate::parts::{Parts, Span};
use crate::percent::pct;
use crate::reference::UriRef;

/// `ucschar` (RFC 3987 2.2), the code points an IRI may hold literally in every component that allows
/// `iunreserved`, as inclusive ranges in the RFC's order.
pub(crate) const UCSCHAR: [(u32, u32); 17] = [
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
pub(crate) const IPRIVATE: [(u32, u32); 3] =
    [(0xE000, 0xF8FF), (0xF0000, 0xFFFFD), (0x100000, 0x10FFFD)];

fn in_ranges(c: char, ranges: &[(u32, u32)]) -> bool {
    let c = u32::from(c);
    ranges.iter().any(|&(lo, hi)| lo <= c && c <= hi)
}

/// Whether `c` is a `ucschar`.
pub(crate) fn is_ucschar(c: char) -> bool {
    in_ranges(c, &UCSCHAR)
}

/// Whether `c` is an `iprivate`.
pub(crate) fn is_iprivate(c: char) -> bool {
    in_ranges(c, &IPRIVATE)
}

/// The bidirectional formatting characters that RFC 3987 4.1 says IRIs MUST NOT contain: LRM, RLM and
/// LRE, RLE, PDF, LRO, RLO. They are `ucschar`s, so the ABNF alone allows them.
pub(crate) fn is_bidi_format(c: char) -> bool {
    matches!(c, '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}')
}

/// Whether `c` may stand literally in an IRI, in the query when `in_query`: a `ucschar` that 4.1 does not
/// forbid, or an `iprivate` in the query.
pub(crate) fn allowed_in_iri(c: char, in_query: bool) -> bool {
    (is_ucschar(c) && !is_bidi_format(c)) || (in_query && is_iprivate(c))
}

/// `unreserved` (RFC 3986 2.3), by the ASCII octet.
fn is_unreserved(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~')
}

const HEX: &[u8; 16] = b"0123456789ABCDEF";

fn push_pct(out: &mut String, b: u8) {
    out.push('%');
    out.push(char::from(HEX[usize::from(b >> 4)]));
    out.push(char::from(HEX[usize::from(b & 0xF)]));
}

fn push_encoded(out: &mut String, c: char) {
    let mut buf = [0; 4];
    for &b in c.encode_utf8(&mut buf).as_bytes() {
        push_pct(out, b);
    }
}

/// RFC 3987 3.1 step 2 on text: every character for which `encode` holds is written as `%XX` of its
/// UTF-8 octets, upper-case; the rest is copied. Also gives, for each encoded character, the index in the
/// output just after it and the input index there, to move error indices back.
fn encode_chars(
    text: &str,
    mut encode: impl FnMut(usize, char) -> bool,
) -> (String, Vec<(usize, usize)>) {
    let mut out = String::with_capacity(text.len());
    let mut moves = Vec::new();
    for (i, c) in text.char_indices() {
        if encode(i, c) {
            push_encoded(&mut out, c);
            moves.push((out.len(), i + c.len_utf8()));
        } else {
            out.push(c);
        }
    }
    (out, moves)
}

/// The input index of `index` in the output of [`encode_chars`].
fn input_index(moves: &[(usize, usize)], index: usize) -> usize {
    match moves.iter().rev().find(|&&(out_end, _)| out_end <= index) {
        Some(&(out_end, in_end)) => in_end + (index - out_end),
        None => index,
    }
}

/// Parses `text` after encoding what `encode` says, and moves an error back to the index of `text`.
fn parse_encoded(
    text: &str,
    encode: impl FnMut(usize, char) -> bool,
) -> Result<UriRef, ParseError> {
    let (uri, moves) = encode_chars(text, encode);
    UriRef::parse(&uri).map_err(|e| {
        let index = input_index(&moves, e.index());
        e.at(index)
    })
}

/// RFC 3987 3.1, IRI to URI: checks that `iri` is an IRI-reference and percent-encodes each of its
/// `ucschar` and `iprivate` characters as the octets of its UTF-8, with upper-case hex digits. Nothing else
/// changes: percent-encodings already there keep their case, the host is not converted to punycode, and
/// no Unicode normalization is applied (so `é` and `e` followed by U+0301 map to different URIs, as in
/// 3.1's example).
///
/// # Errors
///
/// A [`ParseError`] at the byte index of `iri` where it stops being an IRI-reference: a character that is
/// neither ASCII nor `ucschar` or `iprivate`, an `iprivate` character outside the query, a bidirectional
/// formatting character (RFC 3987 4.1), or anything RFC 3986 does not allow there. Its expected rules are
/// those of RFC 3986 at the same place.
///
/// ```
/// use rfc3986::iri_mapping::iri_to_uri;
///
/// assert_eq!(iri_to_uri("http://résumé.example.org")?.as_str(), "http://r%C3%A9sum%C3%A9.example.org");
/// assert_eq!(iri_to_uri("?\u{E000}")?.as_str(), "?%EE%80%80"); // iprivate, in the query
/// assert_eq!(iri_to_uri("/\u{E000}").unwrap_err().index(), 1); // but nowhere else
/// assert_eq!(iri_to_uri("a\u{202E}b").unwrap_err().index(), 1); // RLO, forbidden by 4.1
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
pub fn iri_to_uri(iri: &str) -> Result<UriRef, ParseError> {
    // An IRI holds ucschar exactly where a URI holds pct-encoded (iuserinfo, ireg-name, ipchar, iquery,
    // ifragment extend the RFC 3986 rules by iunreserved), so the encoded text is a URI-reference exactly
    // when the IRI is an IRI-reference, up to the two rules the encoding cannot see: iprivate in the query
    // only, and no bidi formatting characters. Those characters are left raw, so RFC 3986 rejects them.
    let (text, moves) = encode_chars(iri, |_, c| allowed_in_iri(c, true));
    let uri = UriRef::parse(&text).map_err(|e| e.at(input_index(&moves, e.index())))?;
    let query = uri
        .0
        .query
        .map(|q| Span::new(input_index(&moves, q.start), input_index(&moves, q.end)));
    let in_query = |i: usize| query.is_some_and(|q| q.start <= i && i < q.end);
    if !iri.contains(is_iprivate) {
        return Ok(uri);
    }
    // Encode the iprivate characters of the query only: the first one outside, if any, is the error.
    parse_encoded(iri, |i, c| allowed_in_iri(c, in_query(i)))
}

/// RFC 3987 3.2, URI to IRI, on a parsed URI reference: the text of the IRI.
///
/// Step 1 is the parse. Step 2 decodes every `%XX`, except those of ASCII octets that are not
/// `unreserved` (`%25` for `%`, the reserved characters, and the ASCII characters a URI may not hold): those
/// are kept as written. Step 3 re-encodes the decoded octets that are not part of a strict UTF-8 sequence
/// (invalid, overlong, surrogates, beyond U+10FFFF). Step 4 re-encodes the characters that may not stand
/// where they are: anything not `ucschar`, the bidirectional formatting characters (4.1), and `iprivate`
/// outside the query. Re-encoded octets are written with upper-case hex digits. Step 5 (checking the
/// result) holds by construction: every decoded character is one the i-rule of its component allows.
pub(crate) fn uri_to_iri_parts(parts: &Parts) -> String {
    let text = parts.text.as_bytes();
    let query = parts.query;
    let mut out = String::with_capacity(text.len());
    let mut octets = Vec::new();
    let mut i = 0;
    while let Some(&b) = text.get(i) {
        match pct(&text[i..]) {
            Some(v) if v.is_ascii() => {
                if is_unreserved(v) {
                    out.push(char::from(v));
                } else {
                    out.push_str(&parts.text[i..i + 3]);
                }
                i += 3;
            }
            Some(_) => {
                let in_query = query.is_some_and(|q| q.start <= i && i < q.end);
                octets.clear();
                while let Some(v) = pct(&text[i..]).filter(|v| !v.is_ascii()) {
                    octets.push(v);
                    i += 3;
                }
                decode_octets(&mut out, &octets, in_query);
            }
            None => {
                out.push(char::from(b));
                i += 1;
            }
        }
    }
    out
}

/// Steps 3 and 4 for one run of decoded non-ASCII octets.
fn decode_octets(out: &mut String, octets: &[u8], in_query: bool) {
    for chunk in octets.utf8_chunks() {
        for c in chunk.valid().chars() {
            if allowed_in_iri(c, in_query) {
                out.push(c);
            } else {
                push_encoded(out, c);
            }
        }
        for &b in chunk.invalid() {
            push_pct(out, b);
        }
    }
}

/// RFC 3987 3.2, URI to IRI: the IRI that `uri` stands for, as text (see the [module](self) docs).
///
/// It decodes every `%XX` except those of `%`, of reserved characters and of ASCII characters not allowed in
/// URIs (so `%41` becomes `A` and `%2F` stays), then re-encodes, with upper-case hex digits, the octets that
/// are not strict UTF-8 and the characters that may not stand where they are: the bidirectional formatting
/// characters of 4.1, `iprivate` outside the query, anything that is not `ucschar`.
///
/// ```
/// use rfc3986::iri_mapping::uri_to_iri;
/// use rfc3986::UriRef;
///
/// let iri = |s| uri_to_iri(&UriRef::parse(s).unwrap());
/// // The examples of RFC 3987 3.2.1.
/// assert_eq!(iri("http://www.example.org/D%C3%BCrst"), "http://www.example.org/Dürst");
/// assert_eq!(iri("http://www.example.org/D%FCrst"), "http://www.example.org/D%FCrst");
/// assert_eq!(iri("http://xn--99zt52a.example.org/%e2%80%ae"), "http://xn--99zt52a.example.org/%E2%80%AE");
/// // Unreserved ASCII is decoded, reserved is not.
/// assert_eq!(iri("http://h/%41%2F"), "http://h/A%2F");
/// ```
pub fn uri_to_iri(uri: &UriRef) -> String {
    uri_to_iri_parts(&uri.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rule;

    #[test]
    fn unreserved_is_the_grammars() {
        for b in 0..128u8 {
            let s = [b];
            let s = core::str::from_utf8(&s).unwrap();
            assert_eq!(is_unreserved(b), Rule::Unreserved.matches(s), "{b:#x}");
        }
    }

    #[test]
    fn ranges_are_sorted_and_disjoint() {
        let mut all: Vec<_> = UCSCHAR.iter().chain(IPRIVATE.iter()).copied().collect();
        all.sort();
        for w in all.windows(2) {
            assert!(w[0].0 <= w[0].1 && w[0].1 < w[1].0, "{w:x?}");
        }
    }
}
