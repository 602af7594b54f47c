//! [RFC 3987 section 3](https://www.rfc-editor.org/rfc/rfc3987#section-3), the relationship between IRIs
//! and URIs: `to_uri` on the IRI types (3.1, IRI to URI) and `to_iri` on the URI types (3.2, URI to IRI),
//! written once for the three pairs [`IriRef`]/[`UriRef`], [`Iri`]/[`Uri`] and
//! [`IriRelativeRef`]/[`RelativeRef`].
//!
//! 3.1 percent-encodes every `ucschar` and `iprivate` character of an IRI as the octets of its UTF-8, with
//! upper-case hex digits, and changes nothing else: no punycode for the host, no Unicode normalization.
//! 3.2 goes back: it decodes the percent-encodings that stand for characters an IRI may hold literally and
//! keeps the others.
//!
//! Neither mapping parses again: both only change the insides of components (a component's delimiters
//! are ASCII characters that neither encodes nor decodes), so the spans of the components move and the
//! grammar's verdict holds of the result: 3.2's step 5 holds by construction.
//!
//! ```
//! use rfc3986::{IriRef, UriRef};
//!
//! let uri = IriRef::parse("http://www.example.org/résumé.html")?.to_uri();
//! assert_eq!(uri.as_str(), "http://www.example.org/r%C3%A9sum%C3%A9.html");
//! assert_eq!(uri.to_iri().as_str(), "http://www.example.org/résumé.html");
//!
//! // %FC is not UTF-8, so it stays encoded.
//! let latin1 = UriRef::parse("http://www.example.org/D%FCrst")?;
//! assert_eq!(latin1.to_iri().as_str(), "http://www.example.org/D%FCrst");
//! # Ok::<(), rfc3986::ParseError>(())
//! ```

use alloc::string::String;
use alloc::vec::Vec;

use crate::Rule;
use crate::percent::{allowed_in_iri, is_unreserved, pct, push_pct};
use crate::reference::impls::{narrowed, widened};
use crate::reference::{Iri, IriRef, IriRelativeRef, RelativeRef, Uri, UriRef};
use crate::syntax::build;
use crate::syntax::parts::{HostData, Parts, Span, Spans};

fn push_encoded(out: &mut String, c: char) {
    let mut buf = [0; 4];
    for &b in c.encode_utf8(&mut buf).as_bytes() {
        push_pct(out, b);
    }
}

/// RFC 3987 3.1 on the parts of an IRI: every non-ASCII character (in an IRI, each is a `ucschar` or an
/// `iprivate`) as the `%XX` of its octets; the spans move by two bytes per octet before them.
fn to_uri_parts(iri: &Parts) -> Parts {
    if iri.text.is_ascii() {
        return narrowed(iri.clone());
    }
    // Each octet outside ASCII becomes three bytes.
    let octets = iri.text.bytes().filter(|b| !b.is_ascii()).count();
    let mut text = String::with_capacity(iri.text.len() + 2 * octets);
    for c in iri.text.chars() {
        if c.is_ascii() {
            text.push(c);
        } else {
            push_encoded(&mut text, c);
        }
    }
    let bytes = iri.text.as_bytes();
    let mut moves = Moves::default();
    let (mut from, mut octets) = (0, 0);
    for &bound in boundaries(iri).as_slice() {
        octets += bytes[from..bound].iter().filter(|b| !b.is_ascii()).count();
        from = bound;
        moves.push((bound, bound + 2 * octets));
    }
    narrowed(moved_parts(iri, text, |i| moved(moves.as_slice(), i)))
}

/// Where the boundary `i` went, by the `(from, to)` pairs of every boundary.
fn moved(moves: &[(usize, usize)], i: usize) -> usize {
    moves
        .iter()
        .find(|&&(from, _)| from == i)
        .map_or(i, |&(_, to)| to)
}

/// `parts` with the text `text`, each span boundary `i` moved to `moved(i)`.
fn moved_parts(parts: &Parts, text: String, moved: impl Fn(usize) -> usize) -> Parts {
    let span = |s: Span| Span::new(moved(s.start), moved(s.end));
    let spans = parts.spans();
    let mut authority = spans.authority;
    if let Some(a) = &mut authority {
        a.span = span(a.span);
        a.userinfo = a.userinfo.map(span);
        a.host = span(a.host);
        a.port = a.port.map(span);
    }
    let spans = Spans {
        scheme: spans.scheme.map(span),
        authority,
        path: span(spans.path),
        query: spans.query.map(span),
        fragment: spans.fragment.map(span),
    };
    Parts::written(text, spans)
}

/// At most sixteen items, on the stack: the boundaries of a reference's spans (eight spans at most:
/// scheme, authority, userinfo, host, port, path, query, fragment), or where each of them moved.
#[derive(Default)]
struct Few<T> {
    items: [T; 16],
    len: usize,
}

type Moves = Few<(usize, usize)>;

impl<T: Copy> Few<T> {
    fn push(&mut self, item: T) {
        self.items[self.len] = item;
        self.len += 1;
    }

    fn as_slice(&self) -> &[T] {
        &self.items[..self.len]
    }
}

/// Every boundary of a component's span, sorted, without duplicates.
fn boundaries(parts: &Parts) -> Few<usize> {
    let all = parts.spans();
    let mut bounds = Few::default();
    let authority = all.authority.map_or([None; 4], |a| {
        [Some(a.span), a.userinfo, Some(a.host), a.port]
    });
    let spans = [all.scheme, Some(all.path), all.query, all.fragment];
    for span in spans.into_iter().chain(authority).flatten() {
        bounds.push(span.start);
        bounds.push(span.end);
    }
    let sorted = &mut bounds.items[..bounds.len];
    sorted.sort_unstable();
    let mut kept = 0;
    for i in 0..sorted.len() {
        if i == 0 || sorted[i] != sorted[kept - 1] {
            sorted[kept] = sorted[i];
            kept += 1;
        }
    }
    bounds.len = kept;
    bounds
}

/// RFC 3987 3.2, URI to IRI, on the parts of a URI reference.
///
/// Step 1 is the parse. Step 2 decodes every `%XX`, except those of ASCII octets that are not
/// `unreserved` (`%25` for `%`, the reserved characters, and the ASCII characters a URI may not hold): those
/// are kept as written. Step 3 re-encodes the decoded octets that are not part of a strict UTF-8 sequence
/// (invalid, overlong, surrogates, beyond U+10FFFF). Step 4 re-encodes the characters that may not stand
/// where they are: anything not `ucschar`, the bidirectional formatting characters (4.1), and `iprivate`
/// outside the query. Re-encoded octets are written with upper-case hex digits. Step 5 (the result is an
/// IRI) holds by construction: each decoded character is one that the i-rule of its component allows
/// wherever the URI rule allowed a `pct-encoded`.
///
/// One component can change its kind: a `reg-name` whose decoded text is an `IPv4address` (`127.0.0%2E1`
/// becomes `127.0.0.1`) is one in the IRI, since `ihost` tries `IPv4address` first; then the result is
/// lowered by the grammar, as `rule`, to learn the address.
fn to_iri_parts(uri: &Parts, rule: Rule) -> Parts {
    if !uri.text.contains('%') {
        return widened(uri.clone());
    }
    let text = uri.text.as_bytes();
    let bounds = boundaries(uri);
    let mut moves = Moves::default();
    let mut next = bounds.as_slice().iter().peekable();
    let mut out = String::with_capacity(text.len());
    let mut octets = Vec::new();
    let mut i = 0;
    loop {
        // A component's span begins and ends at a delimiter or at the end, never inside a `%XX`.
        while next.next_if(|&&b| b <= i).is_some() {
            moves.push((i, out.len()));
        }
        let Some(&b) = text.get(i) else { break };
        match pct(&text[i..]) {
            Some(v) if v.is_ascii() => {
                if is_unreserved(v) {
                    out.push(char::from(v));
                } else {
                    out.push_str(&uri.text[i..i + 3]);
                }
                i += 3;
            }
            Some(_) => {
                let in_query = uri.query().is_some_and(|q| q.start <= i && i < q.end);
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
    let iri = widened(moved_parts(uri, out, |i| moved(moves.as_slice(), i)));
    match &iri.authority() {
        Some(a)
            if a.host_data == HostData::IregName
                && Rule::Ipv4Address.matches(iri.slice(a.host)) =>
        {
            build::parse_owned(rule, iri.text.clone().into_owned()).unwrap_or(iri)
        }
        _ => iri,
    }
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

macro_rules! mapping {
    ($iri:ident, $rule:expr, $uri:ident, $iri_example:literal, $uri_example:literal, $iri_mapped:literal) => {
        impl $iri {
            /// [RFC 3987 3.1](https://www.rfc-editor.org/rfc/rfc3987#section-3.1), IRI to URI: every
            /// `ucschar` and `iprivate` character percent-encoded as the octets of its UTF-8, with
            /// upper-case hex digits. Nothing else changes: percent-encodings already there keep their
            /// case, a host is not converted to punycode, and no Unicode normalization is applied (so `é`
            /// and `e` followed by U+0301 map to different URIs, as in 3.1's example).
            ///
            /// ```
            #[doc = concat!("let iri = rfc3986::", stringify!($iri), "::parse(\"", $iri_example, "\")?;")]
            #[doc = concat!("assert_eq!(iri.to_uri().as_str(), \"", $uri_example, "\");")]
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            #[must_use]
            pub fn to_uri(&self) -> $uri {
                $uri(to_uri_parts(&self.0))
            }
        }

        impl $uri {
            /// [RFC 3987 3.2](https://www.rfc-editor.org/rfc/rfc3987#section-3.2), URI to IRI: decodes
            /// every `%XX` except those of `%`, of reserved characters and of ASCII characters not allowed
            /// in URIs (so `%41` becomes `A` and `%2F` stays), then re-encodes, with upper-case hex digits,
            /// the octets that are not strict UTF-8 and the characters that may not stand where they are:
            /// the bidirectional formatting characters of 4.1, `iprivate` outside the query, anything
            /// that is not `ucschar`.
            ///
            /// ```
            #[doc = concat!("let uri = rfc3986::", stringify!($uri), "::parse(\"", $uri_example, "\")?;")]
            #[doc = concat!("assert_eq!(uri.to_iri().as_str(), \"", $iri_mapped, "\");")]
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            #[must_use]
            pub fn to_iri(&self) -> $iri {
                $iri(to_iri_parts(&self.0, $rule))
            }
        }
    };
}

mapping!(
    IriRef,
    Rule::IriReference,
    UriRef,
    "../r\u{e9}sum\u{e9}?\u{E000}",
    "../r%C3%A9sum%C3%A9?%EE%80%80",
    "../r\u{e9}sum\u{e9}?\u{E000}"
);
mapping!(
    Iri,
    Rule::Iri,
    Uri,
    "http://r\u{e9}sum\u{e9}.example.org/%41",
    "http://r%C3%A9sum%C3%A9.example.org/%41",
    "http://r\u{e9}sum\u{e9}.example.org/A"
);
mapping!(
    IriRelativeRef,
    Rule::IrelativeRef,
    RelativeRef,
    "//h/D\u{fc}rst#\u{1F600}",
    "//h/D%C3%BCrst#%F0%9F%98%80",
    "//h/D\u{fc}rst#\u{1F600}"
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::percent::{IPRIVATE, UCSCHAR, is_iprivate, is_ucschar};

    #[test]
    fn unreserved_is_the_grammars() {
        for b in 0..128u8 {
            let s = [b];
            let s = core::str::from_utf8(&s).unwrap();
            assert_eq!(is_unreserved(b), Rule::Unreserved.matches(s), "{b:#x}");
        }
    }

    /// The tables are the grammar's `ucschar` and `iprivate`, on both sides of every range boundary.
    #[test]
    fn ranges_are_the_grammars() {
        let bounds = UCSCHAR
            .iter()
            .chain(IPRIVATE.iter())
            .flat_map(|&(lo, hi)| [lo, hi]);
        for c in bounds
            .flat_map(|b| [b - 1, b, b + 1])
            .filter_map(char::from_u32)
        {
            let mut buf = [0; 4];
            let s = c.encode_utf8(&mut buf);
            assert_eq!(is_ucschar(c), Rule::Ucschar.matches(s), "{c:?}");
            assert_eq!(is_iprivate(c), Rule::Iprivate.matches(s), "{c:?}");
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
