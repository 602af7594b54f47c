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
//! assert_eq!(err.to_string(), "invalid URI reference at index 8: unexpected \" \" (space), expected reg-name or path-abempty");
//! # Ok::<(), rfc3986::ParseError>(())
//! ```
//!
//! The types: [`UriRef`] is a URI-reference (4.1), either a [`Uri`] (3, with a scheme) or a
//! [`RelativeRef`] (4.2). Each holds its text in one allocation, with its components as spans into it
//! (72 bytes per value on 64-bit targets).
//! [`IriRef`], [`Iri`] and [`IriRelativeRef`] are their RFC 3987 counterparts.
//!
//! # Guide
//!
//! The guide has one chapter per area, each naming the RFC sections it follows (the sections below give
//! one example of each):
//!
//! - [References and components](guide::references): types, accessors, absent and empty components,
//!   conversions, errors.
//! - [Checking strings against the RFCs](guide::checking): one rule, the tool's explanations, checking
//!   another implementation, conformance data.
//! - [Editing and building](guide::editing) and [Percent-encoding](guide::percent_encoding).
//! - [Resolution](guide::resolution), [Normalization and equivalence](guide::normalization) and
//!   [Relativization](guide::relativization).
//! - [IRIs](guide::iri): RFC 3987 and the mappings of 3.1 and 3.2.
//! - [Input from the outside](guide::input): lenient intake, bulk parsing, http, url and hyper, origins and
//!   request targets.
//! - [Scheme grammars](guide::schemes) and [URI Templates](guide::templates).
//! - [The command line](guide::cli).
//! - [Performance](guide::performance), [Reliability and security](guide::reliability) and
//!   [Design notes](guide::design).
//! - [Coming from url or fluent-uri](guide::migrating).
//!
//! # Errors
//!
//! A [`ParseError`] gives the byte index where the input stopped being the start of any valid string, the
//! character found there and the rules that could have gone on there; [`ParseError::render`] draws it for
//! people, with a caret, the RFC sections, a completion and a hint for the common mistakes, and never shows a
//! password ([References and components](guide::references#errors), [Checking](guide::checking)).
//!
//! ```
//! let input = "http://[::1";
//! let err = rfc3986::UriRef::parse(input).unwrap_err();
//! assert_eq!(err.index(), 11);
//! assert!(err.render(input).to_string().contains("adding \"]\" would complete it"));
//! let err = rfc3986::UriRef::parse("/a b").unwrap_err();
//! assert_eq!(err.found(), Some(' '));
//! assert!(err.render("/a b").to_string().contains("%20"));
//! ```
//!
//! # Input from the outside, and many lines at once
//!
//! [`UriRef::parse_lenient`] (and the other types' `parse_lenient`) turns an almost-URI (an href with a
//! space, a path with `é`) into a valid reference by percent-encoding, and lists every [`Repair`].
//! [`UriRef::parse_lines`] parses the lines of a text in bulk, each item what parsing the line alone gives ([Input from the outside](guide::input)).
//!
//! ```
//! let (r, repairs) = rfc3986::UriRef::parse_lenient("/search?q=rust lang")?;
//! assert_eq!((r.as_str(), repairs.len()), ("/search?q=rust%20lang", 1));
//! let valid = rfc3986::UriRef::parse_lines("a\nb c\n").filter(Result::is_ok).count();
//! assert_eq!(valid, 1);
//! # Ok::<(), rfc3986::ParseError>(())
//! ```
//!
//! # Editing and percent-encoding
//!
//! [`Builder`] and the setters check every component against its rule; [`percent`] encodes text for a
//! component and decodes it back ([Editing](guide::editing), [Percent-encoding](guide::percent_encoding)).
//!
//! ```
//! use rfc3986::percent::{encode, Component};
//! use rfc3986::UriRef;
//!
//! let mut r = UriRef::parse("http://example.com/")?;
//! r.set_path(&format!("/{}", encode("a b/c", Component::Segment)))?;
//! r.append_query_pair_decoded("q", "x&y");
//! assert_eq!(r.as_str(), "http://example.com/a%20b%2Fc?q=x%26y");
//! let built = rfc3986::Builder::new().scheme("https").host_str("example.com").path("/").to::<rfc3986::Uri>().build()?;
//! assert_eq!(built, "https://example.com/");
//! # Ok::<(), rfc3986::Error>(())
//! ```
//!
//! # Resolution, normalization, relativization
//!
//! [`Uri::resolve`] is RFC 3986 5.2 (strict, or [`Resolution::NonStrict`]); [`UriRef::normalize`] and
//! [`Normalized`] are section 6; [`Uri::relativize`] is the inverse of resolution ([Resolution](guide::resolution),
//! [Normalization](guide::normalization), [Relativization](guide::relativization)).
//!
//! ```
//! use rfc3986::{Normalization, Uri, UriRef};
//!
//! let base = Uri::parse("http://a/b/c/d;p?q")?;
//! assert_eq!(base.join("../g")?, "http://a/b/g");
//! let n = UriRef::parse("HTTP://A:80/%7euser/./x")?.normalize(Normalization::Scheme);
//! assert_eq!(n, "http://a/~user/x");
//! assert_eq!(base.relativize(&Uri::parse("http://a/b/g?y")?), "../g?y");
//! # Ok::<(), rfc3986::ParseError>(())
//! ```
//!
//! # IRIs (RFC 3987)
//!
//! The IRI types parse RFC 3987's grammar and map to and from URIs by its sections 3.1 and 3.2
//! ([IRIs](guide::iri)).
//!
//! ```
//! use rfc3986::{Iri, IriRef, Uri};
//!
//! let iri = Iri::parse("http://résumé.example/été")?;
//! assert_eq!(iri.to_uri(), "http://r%C3%A9sum%C3%A9.example/%C3%A9t%C3%A9");
//! assert_eq!(Uri::parse("http://example.org/D%C3%BCrst")?.to_iri(), "http://example.org/Dürst");
//! assert_eq!(iri.resolve(&IriRef::parse("ü")?), "http://résumé.example/ü");
//! # Ok::<(), rfc3986::ParseError>(())
//! ```
//!
//! # Scheme grammars: http, https, ws, wss, urn, file, mailto, data, tel, geo, tag, urn:uuid, urn:oid, did
//!
//! The [`scheme`] module checks a URI against its scheme's own grammar (RFC 9110, 6455, 8141, 8089, 6068,
//! 2397, 3966, 5870, 4151, 9562, 3061 and W3C DID Core 1.0), with a typed view for each ([`scheme::Http`],
//! [`scheme::Urn`], [`scheme::FileUri`], [`scheme::Mailto`], [`scheme::Data`], [`scheme::Tel`], ...) and the
//! specifications' prose requirements reported apart ([`scheme::Prose`]; [Scheme grammars](guide::schemes)):
//!
//! ```
//! # #[cfg(feature = "schemes")] {
//! use rfc3986::scheme::{self, Urn};
//! use rfc3986::{Rule, Uri};
//!
//! let uri = Uri::parse("urn:ietf:rfc:8141")?;
//! assert_eq!(scheme::check(&uri)?, Some(Rule::Namestring));
//! assert_eq!(Urn::try_from(&uri)?.nss(), "rfc:8141");
//! assert!(scheme::check(&Uri::parse("file:///a?q")?).is_err()); // file-URI has no query
//! # }
//! # Ok::<(), rfc3986::Error>(())
//! ```
//!
//! # Origins and request targets (RFC 6454, RFC 9112)
//!
//! [`Uri::origin`] is the origin of RFC 6454 ([`scheme::Origin`], serialized as 6.2 says and parsed from
//! 7.1's `serialized-origin`), and [`Uri::from_request_target`] rebuilds the target URI of an HTTP/1.1
//! request as RFC 9112 3.3 does, so that the origin-form `//evil.com/x` stays a path. With the `http`,
//! `url` and `idna` features, [`interop`] converts to and from `http::Uri` and `url::Url` ([Input from the outside](guide::input)).
//!
//! ```
//! # #[cfg(feature = "schemes")] {
//! use rfc3986::Uri;
//!
//! let target = Uri::from_request_target("https", "example.com", "//evil.com/x")?;
//! assert_eq!(target.as_str(), "https://example.com//evil.com/x");
//! assert_eq!(target.origin().unwrap().to_string(), "https://example.com");
//! # }
//! # Ok::<(), rfc3986::Error>(())
//! ```
//!
//! # Security: hosts that resolvers read as IPv4 addresses
//!
//! `http://127.1/` and `http://0x7f.1/` have a `reg-name` host by RFC 3986 (3.2.2 allows only dotted-decimal
//! IPv4), but inet_aton and WHATWG URL parsers read both as 127.0.0.1. A filter against server-side request
//! forgery must not look only at [`Host::Ipv4`]: ask [`Host::legacy_ipv4`] what a resolver would connect
//! to, check [`Host::Ipv6`] too, and check the address a registered name resolves to
//! ([Reliability and security](guide::reliability)).
//!
//! ```
//! use core::net::Ipv4Addr;
//! let uri = rfc3986::Uri::parse("http://0x7f.1/admin")?;
//! assert!(matches!(uri.host(), Some(rfc3986::Host::RegName(_))));
//! assert_eq!(uri.host().unwrap().legacy_ipv4(), Some(Ipv4Addr::LOCALHOST));
//! # Ok::<(), rfc3986::ParseError>(())
//! ```
//!
//! # Features and `no_std`
//!
//! | feature | default | what it adds |
//! |---|---|---|
//! | `std` | yes | with `schemes`, `file` URIs to paths and back (`Uri::to_file_path`, `Uri::from_file_path`, `scheme::FileUri::to_path`, `from_path`, `canonical`, `PathStyle`, `DriveLetter`, `FilePathError`, `FileUriError`); without it the crate is `no_std` with `alloc`, and errors implement `core::error::Error` |
//! | `schemes` | no | the scheme grammars and their rules in `Rule`: http and https (RFC 9110) with the request targets of RFC 9112 and the origins of RFC 6454, ws and wss (RFC 6455), urn (RFC 8141), file (RFC 8089), mailto (RFC 6068) with the RFC 5322 rules it imports, RFC 6874's zone identifiers, data (RFC 2397, with RFC 2045, 822 and 2396's rules), tel (RFC 3966), geo (RFC 5870), tag (RFC 4151), the uuid (RFC 9562) and oid (RFC 3061) URN namespaces and did (W3C DID Core 1.0); the `scheme` module, `Uri::origin`, `Uri::from_request_target` |
//! | `template` | no | URI Templates (RFC 6570): the `template` module (parse, expand, match) and the grammar's rules in `Rule` |
//! | `serde` | no | `Serialize` as the string and `Deserialize` through the parser, for every reference type; `Serialize` (only) for `Normalized` and `NormalizedIri`, whose text does not say its level; template values as JSON writes them |
//! | `http` | no | (turns on `schemes`) `TryFrom` between `Uri`/`UriRef` and `http::Uri` (the `http` crate, 1.x), by RFC 9112 3.2's request-target forms; errors in `interop` |
//! | `url` | no | `TryFrom` between [`Uri`] and `url::Url` (the `url` crate, 2.x, WHATWG URL); errors in [`interop`] |
//! | `idna` | no | ToASCII and ToUnicode of registered names (RFC 3987 3.1, 3.2) through the `idna` crate, 1.x: `Iri::to_uri_idna`, `Uri::to_iri_idna`, `Iri::origin_idna`, `Host::to_ascii`, `Host::to_unicode` |
//! | `macros` | no | `uri!`, `uri_ref!`, `relative_ref!`, `iri!`, `iri_ref!`, `iri_relative_ref!` and (with `template`) `template!`: literals parsed at compile time by the package `rfc3986-macros`, a build error with the library's own message on one the grammar refuses and a `const` value on one it accepts (`template!` is not `const`) |
//! | `unicode-width` | no | `Width::Terminal`: a rendered error (`Render::width`) or a `Caret` can count the columns a terminal gives each character, so that the caret stands under it; renderings count one column per character unless the caller asks |
//!
//! ```
//! # #[cfg(feature = "serde")] {
//! let r: rfc3986::UriRef = serde_json::from_str("\"http://a/b\"").unwrap();
//! assert_eq!(serde_json::to_string(&r).unwrap(), "\"http://a/b\"");
//! # }
//! ```
//!
//! The command-line tool answers "is this a valid `IPv6address`?" and "why is this not a URI?" in the RFC's
//! words. It is not a feature of this crate but the package `rfc3986-cli` beside it in the repository's
//! workspace: `cargo install --path cli` in a clone, then `rfc3986 check --rule IPv6address 1::2:3` or
//! `rfc3986 explain 'http://a b'`; `rfc3986 parse --json` is an oracle for checking other parsers
//! ([The command line](guide::cli)).

#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![forbid(unsafe_code)]
#![warn(missing_docs)]
#![warn(clippy::must_use_candidate)]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

// The modules in layers, bottom up: each uses only the layers above it here, and no two top-level modules use
// each other (`python3 ../shared/tools/module_cycles.py src`). docs/design.md describes them.

// percent-encoding and the character classes: a leaf. It and the syntax layer are the crate
// `rfc3986-syntax` (syntax/), whose files are src/percent.rs and src/syntax/ here: the literal macros use that
// crate alone (docs/design.md, "The crates").
#[cfg(not(rfc3986_public_api))]
pub use rfc3986_syntax::percent;

// the grammars and what reads strings by them: Rule, ParseError, Parts, trees
#[cfg(not(rfc3986_public_api))]
use rfc3986_syntax::syntax;

// The same files compiled into the library, for the public-API snapshot alone
// (`tests/tools/public_api.sh` documents the library with `--cfg rfc3986_public_api`): rustdoc's JSON does
// not follow a re-export into another crate, and the snapshot is of the API as a user of this crate names it.
#[cfg(rfc3986_public_api)]
#[path = "percent.rs"]
pub mod percent;
#[cfg(rfc3986_public_api)]
#[path = "syntax/mod.rs"]
mod syntax;

// the values: the reference types and their components
mod reference;

// the operations of RFC 3986 5 and 6 and RFC 3987 3: resolution, normalization, relativization, editing
mod ops;

// the surfaces: intake from the outside, bulk parsing, scheme grammars, templates, other crates
mod bulk;
mod extract;
pub mod interop;
mod lenient;
#[cfg(feature = "schemes")]
#[cfg_attr(docsrs, doc(cfg(feature = "schemes")))]
pub mod scheme;
#[cfg(feature = "template")]
#[cfg_attr(docsrs, doc(cfg(feature = "template")))]
pub mod template;

// the literal macros, `uri!` and its siblings (with the `macros` feature)
#[cfg(feature = "macros")]
mod literals;

// the one error type that every error of the layers above converts into
mod error;

// the guide in docs/, for rustdoc and doc tests only
#[cfg(any(doc, doctest))]
pub mod guide;

/// The steps of a resolution as RFC 3986 5.2 takes them, which [`Uri::resolve_steps`] and
/// [`Iri::resolve_steps`] record: the 5.2.2 case, where each component comes from, the 5.2.3 merge, the
/// rows of the 5.2.4 table and the departures from the literal algorithm.
pub mod resolve {
    pub use crate::ops::resolve::{
        Case, Component, Departure, DotRule, DotStep, DotSteps, Merge, ResolutionSteps, Source,
        merge, remove_dot_segments_steps,
    };
}

/// The steps of a normalization, as [`UriRef::normalize_steps`] records them: the reference after each
/// rung of RFC 3986 6.2's ladder that a [`Normalization`] level applies.
pub mod normalize {
    pub use crate::ops::normalize::{EqualAt, NormalizationStep, Rung};
}

/// How the crate shows text to people, for programs that show strings and errors their own way: the
/// pieces [`ParseError::render`] and [`Caret`] are made of. A character that would not show is escaped
/// ([`visible`](display::visible)), a password is `<redacted>` and a long input a window around a place
/// ([`window`](display::window), [`window_of`](display::window_of)), columns are counted as the caller
/// says ([`Width`], [`columns`](display::columns)), hints are wrapped ([`wrap`](display::wrap)), and a
/// rule is named as messages name it ([`what`](display::what)).
///
/// ```
/// use rfc3986::display::{visible, what, window, Width};
/// use rfc3986::Rule;
///
/// assert_eq!(visible("a\u{200b}b"), "a\\u{200b}b");
/// assert_eq!(what(Rule::UriReference), "URI reference");
/// let (line, column) = window("http://h/a b", 10, Width::Chars);
/// assert_eq!((line.as_str(), column), ("http://h/a b", 10));
/// ```
pub mod display {
    pub use crate::syntax::error::what;
    pub use crate::syntax::render::{Width, columns, shown as window, visible, window_of, wrap};
}

pub use bulk::{ParseEach, ParseLines};
pub use error::Error;
pub use extract::{Delimiter, Extract, Extracted, extract};
pub use lenient::{Repair, RepairKind};
pub use ops::edit::{Buildable, Builder, EditError};
pub use ops::normalize::{Normalization, Normalized, NormalizedIri};
pub use ops::resolve::{Resolution, ResolutionSteps, remove_dot_segments};
pub use reference::components::{Authority, Host, HostKind, Part, UriPath};

pub use reference::impls::{FromStringError, NotAsciiError};
pub use reference::{
    Iri, IriKind, IriKindError, IriRef, IriReference, IriRelativeRef, RelativeRef, Uri, UriKind,
    UriKindError, UriRef, UriReference,
};
#[cfg(all(feature = "std", feature = "schemes"))]
#[cfg_attr(docsrs, doc(cfg(all(feature = "std", feature = "schemes"))))]
pub use scheme::FileUriError;
#[cfg(all(feature = "std", feature = "schemes"))]
#[cfg_attr(docsrs, doc(cfg(all(feature = "std", feature = "schemes"))))]
pub use scheme::file_path::{DriveLetter, FilePathError, FilePathErrorKind, PathStyle};
pub use syntax::error::{Completion, ParseError};
pub use syntax::redact::{Redacted, password_range, redact_password};
pub use syntax::render::{Caret, Render, Width};
pub use syntax::rule::{Citation, Rule, UnknownRule};
pub use syntax::spec::Spec;
pub use syntax::tree::Tree;

// Not public API: the proc macros that the literal macros (`literals.rs`) call with `$crate`.
#[cfg(feature = "macros")]
#[doc(hidden)]
pub mod __private {
    #[cfg(feature = "template")]
    pub use rfc3986_macros::template;
    pub use rfc3986_macros::{iri, iri_ref, iri_relative_ref, relative_ref, uri, uri_ref};
}

// Not public API: what the `uri!` family of `rfc3986-macros` writes (`reference/literal.rs`).
#[doc(hidden)]
pub use syntax::parts::LiteralLayout;
