// @generated from grammar/*.pest by codegen/ (`cargo run -p rfc3986-codegen`): do not edit; edit
// the grammar and run that command, or the README's test command, which writes this file when it is stale.

/// The parser that `pest_derive` generates from every grammar file, in the order their `// order:` lines say.
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
pub struct UriParser;
