//! The parser that `pest_derive` generates from the grammar files, loaded into one parser: `grammar/uri.pest`
//! (RFC 3986), `grammar/iri.pest` (RFC 3987), which uses the rules of the first, `grammar/rfc6570-template.pest`
//! (URI Templates, RFC 6570), which uses both, and
//! `grammar/legacy-ipv4.pest` (the numeric host forms of inet_aton, for `Host::legacy_ipv4`; no RFC) and
//! `grammar/redaction.pest` (where a password would stand, for `password_range`; no RFC), then the scheme grammars
//! (`rfc9110-http.pest`, with the request targets of RFC 9112 in `rfc9112-target.pest` and the origins of
//! RFC 6454 in `rfc6454-origin.pest`, `rfc6455-ws.pest`, `rfc8141-urn.pest`, `rfc8089-file.pest`,
//! `rfc6068-mailto.pest` and the RFC 5322 rules it imports, `rfc5322.pest`), and `rfc6874-zone.pest` (IPv6 zone
//! identifiers, obsoleted by RFC 9844, which no other grammar uses). pest reads the files as
//! one text, so only the first may open with a `//!` header. Private: the public API speaks in its own types
//! (`crate::Rule`, `crate::ParseError`), so that pest stays an implementation detail.

#[derive(pest_derive::Parser)]
#[grammar = "../grammar/uri.pest"]
#[grammar = "../grammar/iri.pest"]
#[cfg_attr(feature = "template", grammar = "../grammar/rfc6570-template.pest")]
#[grammar = "../grammar/legacy-ipv4.pest"]
#[grammar = "../grammar/redaction.pest"]
#[grammar = "../grammar/rfc3986-appendix-b.pest"]
#[cfg_attr(feature = "schemes", grammar = "../grammar/rfc9110-http.pest")]
#[cfg_attr(feature = "schemes", grammar = "../grammar/rfc9112-target.pest")]
#[cfg_attr(feature = "schemes", grammar = "../grammar/rfc6454-origin.pest")]
#[cfg_attr(feature = "schemes", grammar = "../grammar/rfc6455-ws.pest")]
#[cfg_attr(feature = "schemes", grammar = "../grammar/rfc8141-urn.pest")]
#[cfg_attr(feature = "schemes", grammar = "../grammar/rfc8089-file.pest")]
#[cfg_attr(feature = "schemes", grammar = "../grammar/rfc6068-mailto.pest")]
#[cfg_attr(feature = "schemes", grammar = "../grammar/rfc5322.pest")]
#[cfg_attr(feature = "schemes", grammar = "../grammar/rfc6874-zone.pest")]
pub(crate) struct UriParser;
