//! The parser that `pest_derive` generates from the grammar files, loaded into one parser: `grammar/uri.pest`
//! (RFC 3986), `grammar/iri.pest` (RFC 3987), which uses the rules of the first, `grammar/rfc6570-template.pest`
//! (URI Templates, RFC 6570), which uses both, and
//! `grammar/legacy-ipv4.pest` (the numeric host forms of inet_aton, for `Host::legacy_ipv4`; no RFC) and
//! `grammar/redaction.pest` (where a password would stand, for `password_range`; no RFC), then the scheme grammars
//! (`rfc9110-http.pest`, with the request targets of RFC 9112 in `rfc9112-target.pest` and the origins of
//! RFC 6454 in `rfc6454-origin.pest`, `rfc6455-ws.pest`, `rfc8141-urn.pest`, `rfc8089-file.pest`,
//! `rfc6068-mailto.pest` and the RFC 5322 rules it imports, `rfc5322.pest`), and `rfc6874-zone.pest` (IPv6 zone
//! identifiers, obsoleted by RFC 9844, which no other grammar uses), and the grammars of the schemes people meet
//! after http: `rfc2397-data.pest` (with the RFC 2045, RFC 822 and RFC 2396 rules it imports),
//! `rfc3966-tel.pest`, `rfc5870-geo.pest`, `rfc4151-tag.pest`, `rfc9562-uuid.pest`, `rfc3061-oid.pest` and
//! `did-core.pest` (W3C DID Core 1.0). pest reads the files as
//! one text, so only the first may open with a `//!` header. Private: the public API speaks in its own types
//! (`crate::Rule`, `crate::ParseError`), so that pest stays an implementation detail.

#[derive(pest_derive::Parser)]
#[grammar = "../grammar/uri.pest"]
#[grammar = "../grammar/iri.pest"]
#[cfg_attr(feature = "template", grammar = "../grammar/rfc6570-template.pest")]
#[grammar = "../grammar/legacy-ipv4.pest"]
#[grammar = "../grammar/redaction.pest"]
#[grammar = "../grammar/rfc3986-appendix-b.pest"]
#[grammar = "../grammar/rfc3986-appendix-c.pest"]
#[cfg_attr(feature = "schemes", grammar = "../grammar/rfc9110-http.pest")]
#[cfg_attr(feature = "schemes", grammar = "../grammar/rfc9112-target.pest")]
#[cfg_attr(feature = "schemes", grammar = "../grammar/rfc6454-origin.pest")]
#[cfg_attr(feature = "schemes", grammar = "../grammar/rfc6455-ws.pest")]
#[cfg_attr(feature = "schemes", grammar = "../grammar/rfc8141-urn.pest")]
#[cfg_attr(feature = "schemes", grammar = "../grammar/rfc8089-file.pest")]
#[cfg_attr(feature = "schemes", grammar = "../grammar/rfc6068-mailto.pest")]
#[cfg_attr(feature = "schemes", grammar = "../grammar/rfc5322.pest")]
#[cfg_attr(feature = "schemes", grammar = "../grammar/rfc6874-zone.pest")]
#[cfg_attr(feature = "schemes", grammar = "../grammar/rfc2397-data.pest")]
#[cfg_attr(feature = "schemes", grammar = "../grammar/rfc3966-tel.pest")]
#[cfg_attr(feature = "schemes", grammar = "../grammar/rfc5870-geo.pest")]
#[cfg_attr(feature = "schemes", grammar = "../grammar/rfc4151-tag.pest")]
#[cfg_attr(feature = "schemes", grammar = "../grammar/rfc9562-uuid.pest")]
#[cfg_attr(feature = "schemes", grammar = "../grammar/rfc3061-oid.pest")]
#[cfg_attr(feature = "schemes", grammar = "../grammar/did-core.pest")]
pub(crate) struct UriParser;
