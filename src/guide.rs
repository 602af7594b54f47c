//! The guide: one chapter per area of the crate, with the RFC sections each follows. The chapters are the
//! Markdown files of `docs/` in the repository, shown here so that docs.rs has them and compiled as doc
//! tests so that their examples stay true.
//!
//! - [`resolution`]: resolving references (RFC 3986 5.2, strict and non-strict).
//! - [`normalization`]: normalization and equivalence (RFC 3986 6).
//! - [`relativization`]: the shortest reference from a base to a target.
//!
//! Links between chapters are relative links to the Markdown files, which the repository's web view
//! follows; on docs.rs, use the list above.

#[doc = include_str!("../docs/resolution.md")]
pub mod resolution {}

#[doc = include_str!("../docs/normalization.md")]
pub mod normalization {}

#[doc = include_str!("../docs/relativization.md")]
pub mod relativization {}

/// The README's examples, run as doc tests so that they stay true.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
