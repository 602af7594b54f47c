//! Conformance: the RFCs' examples, the peers' public test suites and the grammars' vectors (data under
//! `tests/data/`, each case with its source), and differential tests against other implementations.

#[path = "../util/mod.rs"]
mod util;

mod conformance;
mod differential;
mod error_index;
mod grammar;
mod interop_differential;
mod iri_conformance;
mod iri_differential;
mod iri_grammar;
mod legacy_ipv4;
mod roundtrip;
#[cfg(feature = "schemes")]
mod scheme_conformance;
#[cfg(feature = "schemes")]
mod scheme_grammar;
#[cfg(feature = "template")]
mod template_expand;
#[cfg(feature = "template")]
mod template_grammar;
#[cfg(feature = "template")]
mod template_match;
#[cfg(feature = "template")]
mod template_match_props;
mod tree_silent;
