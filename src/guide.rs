//! The guide: one chapter per area of the crate, each naming the RFC sections it follows.
//!
//! - [References and components](references): the reference types, their components and accessors, absent and
//!   empty components, conversions and traits, and `ParseError` (RFC 3986 3, 4.1 to 4.3).
//! - [Checking strings against the RFCs](checking): checking strings against one rule of the RFCs, the tool's
//!   commands that explain a string, the RFCs' own examples, checking another implementation, and the
//!   conformance data.
//! - [Editing and building](editing): setters, `Builder`, path segments and query pairs (RFC 3986 3.3, 4.2).
//! - [Percent-encoding](percent_encoding): encoding text for a component and decoding it (RFC 3986 2.1, RFC
//!   3987 2.2).
//! - [Resolution](resolution): resolving references (RFC 3986 5.2, strict and non-strict).
//! - [Normalization](normalization): normalization and equivalence (RFC 3986 6).
//! - [Relativization](relativization): the shortest reference from a base to a target.
//! - [IRIs](iri): IRIs (RFC 3987) and the mappings between IRIs and URIs (3.1, 3.2).
//! - [Input from the outside](input): lenient intake, bulk parsing, and the `http`, `url` and `idna`
//!   conversions with origins (RFC 6454) and request targets (RFC 9112).
//! - [Scheme grammars](schemes): the grammars of http, https, ws, wss, urn, file and mailto, and file URIs to
//!   paths.
//! - [URI Templates](templates): URI Templates (RFC 6570): expansion and matching.
//! - [The command line](cli): the `rfc3986` command-line tool.
//! - [The viewer](viewer): `rfc3986 serve`, a local page with links to paste: its views, the link format and
//!   the security model.
//! - [Performance](performance): speed beside the peers, the measured steps, and what pest itself would need.
//! - [Reliability and security](reliability): guarantees and the tests that check them, hosts read as IPv4
//!   addresses, fuzzing, linear time.
//! - [Design notes](design): the parser as the grammar, pest without `std`, the source layout, and the
//!   decisions about the public API.
//! - [Coming from url or fluent-uri](migrating): the first ten things such a program writes, and what to
//!   write here instead.
//!
//! The chapters are the Markdown files of `docs/` in the repository. They are shown here so that the
//! documentation has them, and compiled as doc tests so that their examples stay true (a chapter whose
//! examples use a feature's items runs them when that feature is on: input with `schemes`, schemes with
//! `schemes` and `std`, templates with `template`). Links between
//! chapters are relative links to the Markdown files, which the repository's web view follows; here,
//! use the list above.

#[doc = include_str!("../docs/references.md")]
pub mod references {}

#[doc = include_str!("../docs/checking.md")]
pub mod checking {}

#[doc = include_str!("../docs/editing.md")]
pub mod editing {}

#[doc = include_str!("../docs/percent-encoding.md")]
pub mod percent_encoding {}

#[doc = include_str!("../docs/resolution.md")]
pub mod resolution {}

#[doc = include_str!("../docs/normalization.md")]
pub mod normalization {}

#[doc = include_str!("../docs/relativization.md")]
pub mod relativization {}

#[doc = include_str!("../docs/iri.md")]
pub mod iri {}

#[cfg_attr(any(all(doc, not(doctest)), feature = "schemes"), doc = include_str!("../docs/input.md"))]
pub mod input {}

#[cfg_attr(
    any(all(doc, not(doctest)), all(feature = "schemes", feature = "std")),
    doc = include_str!("../docs/schemes.md")
)]
pub mod schemes {}

#[cfg_attr(any(all(doc, not(doctest)), feature = "template"), doc = include_str!("../docs/templates.md"))]
pub mod templates {}

#[doc = include_str!("../docs/cli.md")]
pub mod cli {}

#[doc = include_str!("../docs/viewer.md")]
pub mod viewer {}

#[doc = include_str!("../docs/performance.md")]
pub mod performance {}

#[doc = include_str!("../docs/reliability.md")]
pub mod reliability {}

#[doc = include_str!("../docs/design.md")]
pub mod design {}

/// The guide's index, run as a doc test like the chapters (its list of chapters is the one above).
#[cfg(doctest)]
#[doc = include_str!("../docs/README.md")]
struct GuideIndexDoctests;

/// The README's examples, run as doc tests so that they stay true (they use every grammar).
#[cfg(all(doctest, feature = "schemes", feature = "template"))]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

#[doc = include_str!("../docs/migrating.md")]
pub mod migrating {}

#[doc = include_str!("../docs/upgrading.md")]
pub mod upgrading {}

#[doc = include_str!("../docs/release.md")]
pub mod release {}
