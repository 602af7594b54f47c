//! The syntax layer of [rfc3986](https://docs.rs/rfc3986), as a crate of its own: the grammars of RFC 3986,
//! RFC 3987, RFC 6570 and the scheme RFCs (one parser that pest_derive generates from `grammar/*.pest`), the
//! rule table, the error engine, the derivation trees and the renderings, and the lowering of a parse into the
//! spans of a reference's components.
//!
//! Not for direct use: `rfc3986` re-exports what of it is public API ([`Rule`], [`ParseError`], [`Spec`],
//! [`percent`], ...) under the same names, and only there is it promised. It is a crate apart so that the
//! literal macros (`rfc3986-macros`) check a literal with the grammar and the lowering while the program
//! compiles, without compiling the rest of the library for the compiler (the library's `docs/design.md`,
//! "The crates"). Its modules are the library's own files: `src/syntax/` and `src/percent.rs` of the
//! repository (here as links), so that the library's layers stay where its design says they are.

#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![forbid(unsafe_code)]
// No `clippy::must_use_candidate` here (the library has it): most of what is `pub` here is the library's
// internals, public only across the crate boundary. What the library re-exports is held to `#[must_use]` by
// tests/tools/must_use.py on the library's public-API snapshot.

// The layer's internal tables (`cache::Table`, `cache::Masks`) are made by `const fn new` for statics; a
// `Default` would serve nobody.
#![allow(clippy::new_without_default)]

extern crate alloc;

// percent-encoding and the character classes: a leaf
pub mod percent;

// the grammars and what reads strings by them: Rule, ParseError, Parts, trees
pub mod syntax;

// The names the layer's files use from the crate root, which the library re-exports under the same names.
pub use syntax::error::{Completion, ParseError};
pub use syntax::parts::LiteralLayout;
pub use syntax::redact::{Redacted, password_range, redact_password};
pub use syntax::render::{Caret, Render, Width};
pub use syntax::rule::{Citation, Rule, UnknownRule};
pub use syntax::spec::Spec;
pub use syntax::tree::Tree;
