//! Lowering: turns the pest parse tree of `grammar/uri.pest` (or of `grammar/iri.pest`) into the spans of a
//! [`Parts`].
//!
//! One function per rule of the grammar, named after the rule, matching the children that rule can have.
//! An i-rule of RFC 3987 has the same shape as the RFC 3986 rule it extends, so one function lowers both
//! (`URI` and `IRI`, `authority` and `iauthority`, ...).
//! Nothing here checks syntax again: where the grammar guarantees a shape, `unreachable!` names the rule.

#![allow(non_snake_case)]

use core::net::{Ipv4Addr, Ipv6Addr};

use alloc::string::String;
use pest::iterators::Pair;

use crate::Rule;
use crate::syntax::error::ParseError;
use crate::syntax::grammar::{Family, Full, Lift, Rule as R};
use crate::syntax::lang;
use crate::syntax::parts::{AuthorityParts, HostData, Parts, Span, Spans};

/// Parses `input` as `rule` (one of URI-reference, URI, relative-ref, absolute-URI, or their IRI
/// counterparts) and lowers it.
pub fn parse(rule: Rule, input: &str) -> Result<Parts, ParseError> {
    parse_in::<Full>(rule, input)
}

/// [`parse`] with the parser `F` ([`Strict`](crate::syntax::grammar::Strict) for RFC 3986's rules, so
/// that a program that parses only URIs links no other grammar).
pub fn parse_in<F: Family>(rule: Rule, input: &str) -> Result<Parts, ParseError> {
    let spans = lower_in::<F>(rule, input)?;
    Ok(Parts::parsed(String::from(input), spans))
}

/// [`parse`] of an input that a character test found to hold a character no reference has anywhere: the
/// same error, without pest's parse of the whole input where that parse adds nothing (see
/// [`ParseError::of_foreign_character`]).
pub fn parse_foreign(rule: Rule, input: &str) -> Result<Parts, ParseError> {
    match ParseError::of_foreign_character(rule, input) {
        Some(err) => Err(err),
        None => parse(rule, input),
    }
}

/// [`parse`], keeping `input` as the text of the result instead of copying it.
pub fn parse_owned(rule: Rule, input: String) -> Result<Parts, ParseError> {
    let spans = lower(rule, &input)?;
    Ok(Parts::parsed(input, spans))
}

/// [`parse`] without the error: `None` where `parse` gives one, without working out where and why.
pub fn parse_or_none(rule: Rule, input: &str) -> Option<Parts> {
    let pairs = rule.parse_whole(input).ok()?;
    if lang::after_grammar(rule, input).is_err() {
        return None;
    }
    let mut parts = Spans::EMPTY;
    components(pairs, 0, &mut parts);
    Some(Parts::parsed(String::from(input), parts))
}

/// What `rfc3986-macros` checks a literal with: [`parse`] as `rule` (one of URI-reference, URI,
/// relative-ref, or their IRI counterparts), and the layout that `Parts::from_literal` takes to make the
/// same parts in a `const`; `Ok(None)` for a text over `u32::MAX` bytes, which no literal is.
///
/// # Errors
///
/// The [`ParseError`] of [`parse`].
pub fn literal(
    rule: Rule,
    input: &str,
) -> Result<Option<crate::syntax::parts::LiteralLayout>, ParseError> {
    parse(rule, input).map(|parts| parts.literal_layout())
}

/// Parses `input` as `rule` and lowers it to spans.
pub fn lower(rule: Rule, input: &str) -> Result<Spans, ParseError> {
    lower_in::<Full>(rule, input)
}

/// [`lower`] with the parser `F`.
pub fn lower_in<F: Family>(rule: Rule, input: &str) -> Result<Spans, ParseError> {
    let pairs = match rule.parse_in::<F>(input) {
        Ok(pairs) => pairs,
        Err(err) => return Err(ParseError::from_pest_in::<F>(rule, input, &err)),
    };
    // RFC 3987 4.1: a prose rule on top of the ABNF, checked once the grammar has matched.
    lang::after_grammar_in::<F>(rule, input)?;
    let mut parts = Spans::EMPTY;
    components(pairs, 0, &mut parts);
    Ok(parts)
}

/// Lowers the pair of one line of the bulk rules (`bulk_valid_line`, `bulk_valid_iri_line`), which holds
/// the components of a URI-reference (or IRI-reference), to spans into the line.
pub fn lower_line(pair: Pair<'_, R>) -> Spans {
    let mut parts = Spans::EMPTY;
    let origin = pair.as_span().start();
    components(pair.into_inner(), origin, &mut parts);
    parts
}

/// The span of `pair`, counted from `origin` of the text that was parsed.
fn span<P: Lift>(pair: &Pair<'_, P>, origin: usize) -> Span {
    let s = pair.as_span();
    Span::new(s.start() - origin, s.end() - origin)
}

/// `absolute-URI = scheme ":" hier-part [ "?" query ]` and `absolute-IRI`, the rules of a reference that
/// make a pair: their components.
fn absolute_URI<P: Lift>(pair: Pair<'_, P>, origin: usize, parts: &mut Spans) {
    components(pair.into_inner(), origin, parts)
}

/// `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]` and `relative-ref = relative-part [ "?"
/// query ] [ "#" fragment ]` (and the IRI rules), whose rules are silent with `URI-reference`,
/// `hier-part`, `relative-part`, `authority` and `host` (see the grammar's header): one walk over the
/// components that those rules hold. `[ userinfo "@" ] host [ ":" port ]` makes the authority, from the
/// first of them to the last.
fn components<'i, P: Lift>(
    pairs: impl Iterator<Item = Pair<'i, P>>,
    origin: usize,
    parts: &mut Spans,
) {
    for child in pairs {
        let rule = child.as_rule().lift();
        match rule {
            R::scheme => parts.scheme = Some(span(&child, origin)),
            R::path_abempty
            | R::path_absolute
            | R::path_rootless
            | R::path_noscheme
            | R::path_empty
            | R::ipath_abempty
            | R::ipath_absolute
            | R::ipath_rootless
            | R::ipath_noscheme
            | R::ipath_empty => parts.path = span(&child, origin),
            R::query | R::iquery => parts.query = Some(span(&child, origin)),
            R::fragment | R::ifragment => parts.fragment = Some(span(&child, origin)),
            R::EOI => {}
            R::absolute_URI | R::absolute_IRI => absolute_URI(child, origin, parts),
            _ => {
                let s = span(&child, origin);
                let authority = parts.authority.get_or_insert(AuthorityParts {
                    span: s,
                    userinfo: None,
                    host: s,
                    host_data: HostData::RegName,
                    port: None,
                });
                authority.span.end = s.end;
                match rule {
                    R::userinfo | R::iuserinfo => authority.userinfo = Some(s),
                    R::port => authority.port = Some(s),
                    _ => {
                        authority.host = s;
                        authority.host_data = host(child);
                    }
                }
            }
        }
    }
}

/// `host = IP-literal / IPv4address / reg-name`, and `ihost = IP-literal / IPv4address / ireg-name`: the
/// one child of the silent `host`.
fn host<P: Lift>(child: Pair<'_, P>) -> HostData {
    match child.as_rule().lift() {
        R::IP_literal => IP_literal(child),
        R::IPv4address => HostData::Ipv4(IPv4address(child)),
        R::reg_name => HostData::RegName,
        R::ireg_name => HostData::IregName,
        other => unreachable!("host contains {other:?}"),
    }
}

/// `IP-literal = "[" ( IPv6address / IPvFuture ) "]"`
fn IP_literal<P: Lift>(pair: Pair<'_, P>) -> HostData {
    let Some(child) = pair.into_inner().next() else {
        unreachable!("IP-literal has one child")
    };
    match child.as_rule().lift() {
        R::IPv6address => HostData::Ipv6(IPv6address(child)),
        R::IPvFuture => HostData::IpvFuture,
        other => unreachable!("IP-literal contains {other:?}"),
    }
}

/// `IPv6address`: the h16 pieces before "::" go to the front, those after it to the back, zeros between.
fn IPv6address<P: Lift>(pair: Pair<'_, P>) -> Ipv6Addr {
    let start = pair.as_span().start();
    let elided = pair.as_str().find("::").map(|i| start + i);
    let mut head = [0u16; 8];
    let mut head_len = 0;
    let mut tail = [0u16; 8];
    let mut tail_len = 0;
    let mut push = |at: usize, piece: u16| {
        if elided.is_some_and(|e| at > e) {
            tail[tail_len] = piece;
            tail_len += 1;
        } else {
            head[head_len] = piece;
            head_len += 1;
        }
    };
    for child in pair.into_inner() {
        match child.as_rule().lift() {
            R::h16 => push(child.as_span().start(), h16(&child)),
            R::ls32 => {
                let at = child.as_span().start();
                let [hi, lo] = ls32(child);
                push(at, hi);
                push(at, lo);
            }
            other => unreachable!("IPv6address contains {other:?}"),
        }
    }
    let mut pieces = head;
    pieces[8 - tail_len..].copy_from_slice(&tail[..tail_len]);
    Ipv6Addr::from(pieces)
}

/// `h16 = 1*4HEXDIG`
fn h16<P: Lift>(pair: &Pair<'_, P>) -> u16 {
    pair.as_str().bytes().fold(0, |n, b| {
        let digit = match b {
            b'0'..=b'9' => b - b'0',
            b'a'..=b'f' => b - b'a' + 10,
            b'A'..=b'F' => b - b'A' + 10,
            _ => unreachable!("h16 contains a non-HEXDIG"),
        };
        n << 4 | u16::from(digit)
    })
}

/// `ls32 = ( h16 ":" h16 ) / IPv4address`: the last 32 bits as two pieces.
fn ls32<P: Lift>(pair: Pair<'_, P>) -> [u16; 2] {
    let mut pieces = [0u16; 2];
    for (i, child) in pair.into_inner().enumerate() {
        match child.as_rule().lift() {
            R::h16 => pieces[i] = h16(&child),
            R::IPv4address => {
                let [a, b, c, d] = IPv4address(child).octets();
                pieces = [u16::from_be_bytes([a, b]), u16::from_be_bytes([c, d])];
            }
            other => unreachable!("ls32 contains {other:?}"),
        }
    }
    pieces
}

/// `IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet`
fn IPv4address<P: Lift>(pair: Pair<'_, P>) -> Ipv4Addr {
    let mut octets = [0u8; 4];
    for (octet, child) in octets.iter_mut().zip(pair.into_inner()) {
        *octet = dec_octet(&child);
    }
    Ipv4Addr::from(octets)
}

/// `dec-octet`: 0 to 255, as the grammar guarantees.
fn dec_octet<P: Lift>(pair: &Pair<'_, P>) -> u8 {
    let n = pair
        .as_str()
        .bytes()
        .fold(0u16, |n, b| n * 10 + u16::from(b - b'0'));
    u8::try_from(n).unwrap_or_else(|_| unreachable!("dec-octet above 255"))
}
