//! Where Rust programs meet URIs: conversions to and from the types of the [`http`] and [`url`] crates
//! (features `http` and `url`), and the IDNA mappings of RFC 3987 3.1 and 3.2 (feature `idna`).
//!
//! Every conversion here is explicit and can fail, and each failure says why, in this crate's words:
//!
//! - `http::Uri::try_from(&uri)` gives what `http`'s own parser makes of the URI's text, and fails exactly
//!   where that parser fails ([`ToHttpError`]). A fragment, which `http::Uri` cannot hold, is refused, never
//!   dropped: [`Uri::without_fragment`](crate::Uri::without_fragment) drops it in one call.
//! - `UriRef::try_from(&http_uri)` reads an `http::Uri` by its parts, as the request-target forms of RFC 9112
//!   3.2 ([`FromHttpError`]).
//! - `url::Url::try_from(&uri)` is what the WHATWG parser makes of the URI ([`ToUrlError`]), and
//!   `Uri::try_from(&url)` parses the URL's serialization strictly ([`FromUrlError`]).
//! - `Iri::to_uri_idna` and `Uri::to_iri_idna` map a registered name with ToASCII and ToUnicode
//!   (`IdnaError`).
//!
//! Each feature binds one major version of its crate: `http` is http 1.x, `url` is url 2.x and `idna` is
//! idna 1.x (the types in the signatures are those versions'). A later major version would come as a
//! feature of its own beside these, named for its version (`url-3`, say), so that a program can move at
//! its own pace; the features named after the crates keep meaning the versions above.
//!
//! [`http`]: https://docs.rs/http/1
//! [`url`]: https://docs.rs/url/2
//!
//! ```
//! # #[cfg(all(feature = "http", feature = "url"))] {
//! use rfc3986::Uri;
//!
//! let uri = Uri::parse("https://example.com/a?b#top")?;
//! assert!(http::Uri::try_from(&uri).is_err()); // a fragment is refused, not dropped
//! let http = http::Uri::try_from(&uri.without_fragment())?;
//! assert_eq!(http, "https://example.com/a?b");
//! let url = url::Url::try_from(&uri)?;
//! assert_eq!(url.fragment(), Some("top"));
//! # }
//! # Ok::<(), rfc3986::Error>(())
//! ```

#[cfg(feature = "http")]
mod http;
#[cfg(feature = "idna")]
mod idna;
#[cfg(feature = "url")]
mod url;

#[cfg(feature = "http")]
#[cfg_attr(docsrs, doc(cfg(feature = "http")))]
pub use self::http::{FromHttpError, ToHttpError, ToHttpErrorKind};
#[cfg(feature = "idna")]
#[cfg_attr(docsrs, doc(cfg(feature = "idna")))]
pub use self::idna::IdnaError;
#[cfg(feature = "url")]
#[cfg_attr(docsrs, doc(cfg(feature = "url")))]
pub use self::url::{FromUrlError, ToUrlError};
