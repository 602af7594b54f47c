//! The syntax layer: the RFCs' grammars and everything that reads a string by them.
//!
//! - `grammar`: the parser that pest_derive generates from `grammar/*.pest`, private to this layer's users;
//! - `rule`: [`Rule`](crate::Rule), the crate's own names for the grammar's rules, with their RFC sections;
//! - `spec`: [`Spec`](crate::Spec), the specifications those rules come from;
//! - the grammar's knowledge, read from the rules' ABNF ([`Rule::abnf`](crate::Rule::abnf)) and used by
//!   [`Rule::uses`](crate::Rule::uses) and the errors alike: `abnf` (its tokens, a rule's keyword, which
//!   rules are one character or a repetition), `graph` (which rules a rule uses, directly or not, and which
//!   use it), `alphabet` (the characters a rule's strings hold), `rule_set` (a set of rules as bits) and
//!   `cache` (each of those computed once per rule and kept);
//! - `decoded`: RFC 4516 2.1's elements of an LDAP URL, checked after percent-decoding (the `schemes`
//!   feature);
//! - `lang`: the two languages, URI references (RFC 3986) and IRI references (RFC 3987), by their rules;
//! - `build`: lowering a parse tree into `Parts`, the one representation of a reference;
//! - `parts`: `Parts`, a reference's text and the spans of its components;
//! - `error`: [`ParseError`](crate::ParseError), where the input stopped being the start of any valid
//!   string and which rules could have gone on: the error engine, one concept per file (`closers`, `facts`,
//!   `search`, `expected`; `docs/design.md` draws it);
//! - `tree`, `render`: parse trees and errors drawn for people, with `hint` (the situations a rendered
//!   error's hint is written for, their detectors and their wording); `redact`: where a password stands;
//! - `template`: a URI Template's parse and its error (the `template` feature).
//!
//! It rests only on [`percent`](crate::percent); the reference types and the operations rest on it.

pub mod abnf;
pub mod alphabet;
pub mod build;
pub mod cache;
#[cfg(feature = "schemes")]
pub mod decoded;
pub mod error;
pub mod grammar;
pub mod graph;
pub mod hint;
pub mod lang;
pub mod parts;
pub mod redact;
pub mod render;
pub mod rule;
pub mod rule_set;
pub mod spec;
#[cfg(feature = "template")]
pub mod template;
pub mod tree;
