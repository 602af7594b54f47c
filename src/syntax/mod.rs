//! The syntax layer: the RFCs' grammars and everything that reads a string by them.
//!
//! - `grammar`: the parser that pest_derive generates from `grammar/*.pest`, private to this layer's users;
//! - `rule`: [`Rule`](crate::Rule), the crate's own names for the grammar's rules, with their RFC sections;
//! - `lang`: the two languages, URI references (RFC 3986) and IRI references (RFC 3987), by their rules;
//! - `build`: lowering a parse tree into `Parts`, the one representation of a reference;
//! - `parts`: `Parts`, a reference's text and the spans of its components;
//! - `error`: [`ParseError`](crate::ParseError), where the input stopped being the start of any valid
//!   string and which rules could have gone on;
//! - `tree`, `render`: parse trees and errors drawn for people; `redact`: where a password stands.
//!
//! It rests only on [`percent`](crate::percent); the reference types and the operations rest on it.

pub(crate) mod build;
pub(crate) mod error;
pub(crate) mod grammar;
pub(crate) mod lang;
pub(crate) mod parts;
pub(crate) mod redact;
pub(crate) mod render;
pub(crate) mod rule;
pub(crate) mod tree;
