//! The parser that `pest_derive` generates from the grammar files, loaded into one parser: `grammar/uri.pest`
//! (RFC 3986) first, then RFC 3987's, RFC 6570's, the intake grammars (the legacy IPv4 forms, where a password
//! would stand, Appendix B and Appendix C) and the scheme grammars, each file using the rules of the files
//! before it. Each file says at its top where it loads (`// order: N`), the feature that compiles it in
//! (`// feature: ...`) and the specifications it quotes (`// spec: ...`); `codegen/` writes the struct below
//! with one `#[grammar]` attribute per file from those lines (`src/syntax/generated/parser.rs`), as it writes
//! the rule table. pest reads the files as one text, so only the first may open with a `//!` header.
//! Private: the public API speaks in its own types (`crate::Rule`, `crate::ParseError`), so that pest stays an
//! implementation detail.

// The struct and its `#[grammar]` attributes, generated from the grammar files' `// order:` and `// feature:`
// lines (`codegen/`, `cargo run -p rfc3986-codegen`).
include!("generated/parser.rs");
