//! `url::Url` (the `url` crate, 2.x, the WHATWG URL Standard) from a [`Uri`], and a [`Uri`] from a
//! `url::Url`.
//!
//! The two standards disagree, so neither direction is a copy: the WHATWG parser rewrites what it reads
//! (it is a normalizer as much as a parser), and it leaves characters unencoded that RFC 3986 forbids.
//! Both conversions say what they do instead of hiding it.

use core::fmt;

use crate::{ParseError, Part, Uri};

/// The error of converting a [`Uri`] into a `url::Url`: the WHATWG URL parser refuses the URI's text
/// (a host that is not a valid domain after IDNA, a port above 65535, an invalid IPv6 or IPv4 address of
/// a special scheme, ...). The message quotes the URI as [`redacted`](Uri::redacted) shows it: never its
/// password, and neither does `Debug`.
///
/// ```
/// let uri = rfc3986::Uri::parse("http://h:65536/")?;
/// let err = url::Url::try_from(&uri).unwrap_err();
/// assert_eq!(err.to_string(), "the WHATWG URL parser refuses \"http://h:65536/\": invalid port number");
/// let uri = rfc3986::Uri::parse("http://app:s3cret@h:65536/")?;
/// let err = url::Url::try_from(&uri).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "the WHATWG URL parser refuses \"http://app:<redacted>@h:65536/\": invalid port number",
/// );
/// assert!(!format!("{err:?}").contains("s3cret"));
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ToUrlError {
    /// The URI's text with its password redacted.
    input: alloc::string::String,
    source: url::ParseError,
}

impl fmt::Display for ToUrlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the WHATWG URL parser refuses {:?}: {}",
            self.input, self.source
        )
    }
}

/// The message includes the WHATWG parser's reason, so `source()` is `None` (the crate's one policy:
/// a message complete on its own); [`url_error`](ToUrlError::url_error) gives the `url` crate's error.
impl core::error::Error for ToUrlError {}

impl ToUrlError {
    /// The `url` crate's error (url 2.x).
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("http://h:65536/")?;
    /// let err = url::Url::try_from(&uri).unwrap_err();
    /// assert_eq!(err.url_error(), url::ParseError::InvalidPort);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn url_error(&self) -> url::ParseError {
        self.source
    }
}

/// What the WHATWG URL parser (`url::Url::parse`) makes of the URI's text. Every URI is a valid input to
/// it, but it may change the URI, as the URL Standard requires: for the special schemes (`http`, `https`,
/// `ws`, `wss`, `ftp`, `file`) it lower-cases the host and maps it with IDNA, reads numeric hosts as IPv4
/// addresses (`0x7f.1` is `127.0.0.1`), removes the default port and the dot-segments, writes an empty
/// path as `/`, and percent-encodes some characters it finds (none that a URI may hold); a scheme is
/// always lower-cased. So `url::Url::try_from(&uri)?.as_str()` is not always `uri.as_str()`: compare the
/// URL with what you expect, not with the text.
///
/// # Errors
///
/// A [`ToUrlError`] wherever the WHATWG parser fails (a port above 65535, a host that IDNA refuses, a
/// special URL without a host, ...).
///
/// ```
/// use rfc3986::Uri;
///
/// let uri = Uri::parse("HTTP://Example.COM:80/a/./b/../c?q#f")?;
/// let url = url::Url::try_from(&uri)?;
/// assert_eq!(url.as_str(), "http://example.com/a/c?q#f");
/// let uri = Uri::parse("http://0x7f.1/")?; // a reg-name by RFC 3986
/// assert_eq!(url::Url::try_from(&uri)?.as_str(), "http://127.0.0.1/");
/// # Ok::<(), rfc3986::Error>(())
/// ```
impl TryFrom<&Uri> for url::Url {
    type Error = ToUrlError;

    fn try_from(uri: &Uri) -> Result<url::Url, ToUrlError> {
        url::Url::parse(uri.as_str()).map_err(|source| ToUrlError {
            input: alloc::string::ToString::to_string(&uri.redacted()),
            source,
        })
    }
}

/// The error of converting a `url::Url` into a [`Uri`]: its serialization is not RFC 3986, because the
/// WHATWG URL Standard leaves characters unencoded that RFC 3986 forbids (`{`, `}`, `|`, `^`, `` ` `` and
/// `"` in a query or a fragment, a space in an opaque path, a `%` not followed by two hex digits, ...).
/// The message names the character, where it is and which component the URL puts it in; in a password it
/// says only that a character there is not RFC 3986, as [`ParseError`] does.
///
/// ```
/// let url = url::Url::parse("https://example.com/?q={x}")?;
/// let err = rfc3986::Uri::try_from(&url).unwrap_err();
/// assert_eq!(err.component(), rfc3986::Part::Query);
/// assert_eq!(err.parse_error().index(), 23);
/// assert_eq!(
///     err.to_string(),
///     "the URL is not RFC 3986: WHATWG leaves \"{\" unencoded in the query, at index 23, where RFC 3986 forbids it (lenient parsing percent-encodes it)",
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FromUrlError {
    error: ParseError,
    component: Part,
}

impl FromUrlError {
    /// The error of parsing the URL's serialization as a URI, with its index into `url.as_str()`.
    ///
    /// ```
    /// let url = url::Url::parse("http://h/a|b")?;
    /// assert_eq!(rfc3986::Uri::try_from(&url).unwrap_err().parse_error().found(), Some('|'));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn parse_error(&self) -> &ParseError {
        &self.error
    }

    /// The component of the URL where the serialization stops being RFC 3986, by the name the URL
    /// Standard and RFC 3986 share (`scheme`, `username`, `password`, `host`, `port`, `path`, `query`,
    /// `fragment`).
    ///
    /// ```
    /// use rfc3986::Part;
    ///
    /// let url = url::Url::parse("http://h/#a^b")?;
    /// assert_eq!(rfc3986::Uri::try_from(&url).unwrap_err().component(), Part::Fragment);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn component(&self) -> Part {
        self.component
    }
}

impl fmt::Display for FromUrlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.error.found() {
            Some(_) if self.error.is_secret() || self.component == Part::Password => {
                write!(
                    f,
                    "the URL is not RFC 3986: WHATWG leaves a character unencoded in the {}, at index {}, where RFC 3986 forbids it (lenient parsing percent-encodes it)",
                    self.component,
                    self.error.index()
                )
            }
            Some(c) => write!(
                f,
                "the URL is not RFC 3986: WHATWG leaves {:?} unencoded in the {}, at index {}, where RFC 3986 forbids it (lenient parsing percent-encodes it)",
                alloc::string::ToString::to_string(&c),
                self.component,
                self.error.index()
            ),
            None => write!(
                f,
                "the URL is not RFC 3986, in the {}: {}",
                self.component, self.error
            ),
        }
    }
}

/// The message says where and what, so `source()` is `None`; [`parse_error`](FromUrlError::parse_error)
/// gives the [`ParseError`].
impl core::error::Error for FromUrlError {}

/// The component of `url` that holds the byte at `index` of its serialization.
fn component_at(url: &url::Url, index: usize) -> Part {
    component_in(&component_ends(url), index)
}

/// The component that holds the byte at `index`, by where each component but the fragment ends.
fn component_in(ends: &[(usize, Part); 7], index: usize) -> Part {
    ends.iter()
        .find(|&&(end, _)| index < end)
        .map_or(Part::Fragment, |&(_, name)| name)
}

/// Where each component of `url` but the fragment ends in its serialization.
fn component_ends(url: &url::Url) -> [(usize, Part); 7] {
    use url::Position as P;
    let ends = [
        (P::AfterScheme, Part::Scheme),
        (P::AfterUsername, Part::Username),
        // `AfterPassword` and `BeforePassword` trip a debug assertion of url 2.5 when there is a username
        // and no password; what lies between the username and the host is the password (and the `@`).
        (P::BeforeHost, Part::Password),
        (P::AfterHost, Part::Host),
        (P::AfterPort, Part::Port),
        (P::AfterPath, Part::Path),
        (P::AfterQuery, Part::Query),
    ];
    ends.map(|(end, name)| (url[..end].len(), name))
}

/// Parses the URL's serialization (`url.as_str()`) strictly, as a URI. The URL Standard writes things
/// RFC 3986 forbids (`{`, `}`, `|`, `^` in a query, `` ` `` in a fragment, a space in the opaque path of
/// `data:a b`), and then this fails, with the character, its index and the URL's component
/// ([`FromUrlError`]). The lenient route percent-encodes them and lists each repair:
///
/// ```
/// use rfc3986::Uri;
///
/// let url = url::Url::parse("https://example.com/search?q={rust}")?;
/// assert!(Uri::try_from(&url).is_err());
/// let (uri, repairs) = Uri::parse_lenient(url.as_str())?;
/// assert_eq!(uri.as_str(), "https://example.com/search?q=%7Brust%7D");
/// assert_eq!(repairs.len(), 2);
///
/// let url = url::Url::parse("https://example.com/a?b#c")?;
/// assert_eq!(Uri::try_from(&url)?.as_str(), "https://example.com/a?b#c");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl TryFrom<&url::Url> for Uri {
    type Error = FromUrlError;

    fn try_from(url: &url::Url) -> Result<Uri, FromUrlError> {
        Uri::parse(url.as_str()).map_err(|error| FromUrlError {
            component: component_at(url, error.index()),
            error,
        })
    }
}

/// As `TryFrom<&url::Url>`, keeping the URL's serialization as the URI's text without copying it.
///
/// ```
/// let url = url::Url::parse("https://example.com/a?b#c")?;
/// let uri = rfc3986::Uri::try_from(url)?;
/// assert_eq!(uri, "https://example.com/a?b#c");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl TryFrom<url::Url> for Uri {
    type Error = FromUrlError;

    fn try_from(url: url::Url) -> Result<Uri, FromUrlError> {
        let ends = component_ends(&url);
        Uri::try_from(alloc::string::String::from(url)).map_err(|error| FromUrlError {
            component: component_in(&ends, error.error().index()),
            error: error.error(),
        })
    }
}
