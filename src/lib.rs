//! URI references exactly as [RFC 3986](https://www.rfc-editor.org/rfc/rfc3986) defines them.
//!
//! The parser is the RFC's own grammar: `grammar/uri.pest` transcribes Appendix A rule by rule, and
//! [pest](https://pest.rs) turns it into code. A string is a URI reference here exactly when it is one in
//! the RFC, and every component is what the RFC's rule for it matched. The example of section 3:
//!
//! ```text
//!   foo://example.com:8042/over/there?name=ferret#nose
//!   \_/   \______________/\_________/ \_________/ \__/
//!    |           |            |            |        |
//! scheme     authority       path        query   fragment
//! ```
//!
//! ```
//! use rfc3986::{Host, UriRef};
//!
//! let r = UriRef::parse("foo://example.com:8042/over/there?name=ferret#nose")?;
//! assert_eq!(r.scheme(), Some("foo"));
//! assert_eq!(r.authority().map(|a| a.as_str()), Some("example.com:8042"));
//! assert_eq!(r.host(), Some(Host::RegName("example.com")));
//! assert_eq!(r.port(), Some("8042"));
//! assert_eq!(r.path().as_str(), "/over/there");
//! assert_eq!(r.query(), Some("name=ferret"));
//! assert_eq!(r.fragment(), Some("nose"));
//! // Printing gives back the input, byte for byte.
//! assert_eq!(r.to_string(), "foo://example.com:8042/over/there?name=ferret#nose");
//! # Ok::<(), rfc3986::ParseError>(())
//! ```
//!
//! An undefined component (`None`) is not an empty one (`Some("")`): `http://a?` has an empty query,
//! `http://a` has none, and they are different references.
//!
//! Any single rule of the grammar can be checked too, and errors name the rules of the RFC:
//!
//! ```
//! use rfc3986::{Rule, UriRef};
//!
//! assert!(Rule::Ipv6Address.matches("1::2:3"));
//! assert!(!Rule::Ipv4Address.matches("1.2.3.256"));
//!
//! let err = UriRef::parse("http://a b").unwrap_err();
//! assert_eq!(err.index(), 8);
//! assert_eq!(err.to_string(), "invalid URI reference at index 8: expected reg-name or path-abempty");
//! # Ok::<(), rfc3986::ParseError>(())
//! ```
//!
//! The types: [`UriRef`] is a URI-reference (4.1), either a [`Uri`] (3, with a scheme) or a
//! [`RelativeRef`] (4.2). Each holds its text in one allocation, with its components as spans into it.

#![no_std]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod build;
mod components;
mod edit;
mod error;
mod grammar;
mod impls;
mod lenient;
mod normalize;
mod parts;
pub mod percent;
mod redact;
mod reference;
mod relativize;
mod render;
mod resolve;
mod rule;
#[cfg(feature = "serde")]
mod serde;
mod tree;

pub use components::{Authority, Host, HostKind, Path};
pub use edit::{Builder, EditError};
pub use error::ParseError;
pub use lenient::Repair;
pub use normalize::{Normalization, Normalized};
pub use redact::Redacted;
pub use reference::{Kind, KindError, RelativeRef, Uri, UriRef};
pub use render::Render;
pub use resolve::{merge, remove_dot_segments, Resolution};
pub use rule::{Citation, Rule, UnknownRule};
pub use tree::Tree;

/// The README's examples, run as doc tests so that they stay true.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
