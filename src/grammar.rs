//! The parser that `pest_derive` generates from the grammar files, loaded into one parser: `grammar/uri.pest`
//! (RFC 3986), `grammar/iri.pest` (RFC 3987), which uses the rules of the first, and
//! `grammar/legacy-ipv4.pest` (the numeric host forms of inet_aton, for `Host::legacy_ipv4`; no RFC) and
//! `grammar/redaction.pest` (where a password would stand, for `password_range`; no RFC). pest reads the files as
//! one text, so only the first may open with a `//!` header. Private: the public API speaks in its own types
//! (`crate::Rule`, `crate::ParseError`), so that pest stays an implementation detail.

#[derive(pest_derive::Parser)]
#[grammar = "../grammar/uri.pest"]
#[grammar = "../grammar/iri.pest"]
#[grammar = "../grammar/legacy-ipv4.pest"]
#[grammar = "../grammar/redaction.pest"]
#[grammar = "../grammar/rfc3986-appendix-b.pest"]
pub(crate) struct UriParser;
