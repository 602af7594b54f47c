//! IDNA for registered names: RFC 3987 3.1 allows mapping an `ireg-name` to a URI with ToASCII instead of
//! percent-encoding it, and 3.2 allows ToUnicode the other way. Both are the UTS 46 processing of the
//! `idna` crate, as the `url` crate runs it (`AsciiDenyList::URL`, hyphens allowed, no DNS length check),
//! so that a host maps to the host a WHATWG URL parser computes.
//!
//! `to_uri()` and `to_iri()` keep their exact RFC 3987 meaning; the `_idna` variants differ only in the
//! host, and only when it is a domain name that IDNA has something to map in. A registered name is a domain
//! name here when, percent-decoded, its only ASCII characters are letters, digits, `-` and `.`: every label
//! is an LDH label, or has characters outside ASCII (which ToASCII maps). Any other registered name
//! (`a_b.é`, `!é`, a name with `~` or `%22`) is not a host name a resolver looks up, and IDNA is not
//! applied to it: it keeps RFC 3987 3.1's percent-encoding, as the url crate leaves the hosts of the schemes
//! it does not know. ToASCII has something to map in a character outside ASCII (literal or
//! percent-encoded), ToUnicode in an A-label (`xn--`). A domain name that IDNA refuses (or whose
//! percent-decoding is not UTF-8) is an error, never passed through.

use alloc::borrow::Cow;
use alloc::string::{String, ToString};
use core::fmt;

use crate::percent::{self, Component};
use crate::{Host, Iri, IriRef, Uri, UriRef};

/// The error of an IDNA mapping: the host, percent-decoded, is not UTF-8, or UTS 46 refuses it (a
/// disallowed character, a label that breaks the bidi or joiner rules, an invalid A-label, ...). The
/// message names the host and, when one label alone is refused, that label.
///
/// ```
/// use rfc3986::{Host, Iri, Uri};
///
/// // A label may not begin with a combining mark (UTS 46 4.1, V5).
/// let err = Iri::parse("http://\u{301}a.example/")?.to_uri_idna().unwrap_err();
/// assert_eq!(err.to_string(), "ToASCII refuses the label \"\\u{301}a\" of the host \"\\u{301}a.example\"");
/// let err = Host::RegName("%FF.example").to_ascii().unwrap_err();
/// assert_eq!(err.to_string(), "the host \"%FF.example\" is not UTF-8 once percent-decoded, so IDNA cannot map it");
/// let err = Uri::parse("http://xn--zz.example/")?.to_iri_idna().unwrap_err();
/// assert_eq!(err.to_string(), "ToUnicode refuses the label \"xn--zz\" of the host \"xn--zz.example\"");
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IdnaError {
    host: String,
    step: Step,
    label: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    NotUtf8,
    ToAscii,
    ToUnicode,
}

impl IdnaError {
    /// The host that could not be mapped, as written.
    ///
    /// ```
    /// let err = rfc3986::Host::RegName("xn--zz").to_unicode().unwrap_err();
    /// assert_eq!(err.host(), "xn--zz");
    /// ```
    #[must_use]
    pub fn host(&self) -> &str {
        &self.host
    }

    /// The label of the host that UTS 46 refuses on its own, when one does (the refusal may also be of
    /// the whole name, as with the bidi rule).
    ///
    /// ```
    /// let err = rfc3986::Host::RegName("ok.xn--zz").to_unicode().unwrap_err();
    /// assert_eq!(err.label(), Some("xn--zz"));
    /// ```
    #[must_use]
    pub fn label(&self) -> Option<&str> {
        self.label.as_deref()
    }
}

impl fmt::Display for IdnaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let step = match self.step {
            Step::NotUtf8 => {
                return write!(
                    f,
                    "the host {:?} is not UTF-8 once percent-decoded, so IDNA cannot map it",
                    self.host
                );
            }
            Step::ToAscii => "ToASCII",
            Step::ToUnicode => "ToUnicode",
        };
        match &self.label {
            Some(label) => write!(
                f,
                "{step} refuses the label {label:?} of the host {:?}",
                self.host
            ),
            None => write!(f, "{step} refuses the host {:?}", self.host),
        }
    }
}

impl core::error::Error for IdnaError {}

/// The registered name `text`, percent-decoded, as UTF-8.
fn decoded(text: &str) -> Result<Cow<'_, str>, IdnaError> {
    percent::decode_utf8(text).map_err(|_| IdnaError {
        host: text.into(),
        step: Step::NotUtf8,
        label: None,
    })
}

fn to_ascii(name: &str) -> Option<String> {
    idna::domain_to_ascii_cow(name.as_bytes(), idna::AsciiDenyList::URL)
        .ok()
        .map(Cow::into_owned)
}

fn to_unicode(name: &str) -> Option<String> {
    let uts46 = idna::uts46::Uts46::new();
    let (text, result) = uts46.to_unicode(
        name.as_bytes(),
        idna::AsciiDenyList::URL,
        idna::uts46::Hyphens::Allow,
    );
    result.ok().map(|()| text.into_owned())
}

/// `map` on the whole name, or the error that names the first label it refuses alone.
fn mapped(
    host: &str,
    name: &str,
    step: Step,
    map: fn(&str) -> Option<String>,
) -> Result<String, IdnaError> {
    map(name).ok_or_else(|| IdnaError {
        host: host.into(),
        step,
        label: name
            .split('.')
            .find(|label| map(label).is_none())
            .map(String::from),
    })
}

impl Host<'_> {
    /// ToASCII (UTS 46, as the `url` crate runs it) of a registered name, percent-decoded first: the name a
    /// resolver looks up, with A-labels (`xn--`) for the labels that are not ASCII, in lower case. An IP
    /// address or IPvFuture is given as [`Display`](Host#impl-Display-for-Host%3C'_%3E) writes it. Feature
    /// `idna`.
    ///
    /// # Errors
    ///
    /// [`IdnaError`] when the decoded name is not UTF-8 or ToASCII refuses it.
    ///
    /// ```
    /// use rfc3986::{Host, Iri};
    ///
    /// assert_eq!(Host::RegName("Bücher.example").to_ascii()?, "xn--bcher-kva.example");
    /// assert_eq!(Host::RegName("b%C3%BCcher.example").to_ascii()?, "xn--bcher-kva.example");
    /// assert_eq!(Iri::parse("http://例え.テスト/")?.host().unwrap().to_ascii()?, "xn--r8jz45g.xn--zckzah");
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    pub fn to_ascii(&self) -> Result<String, IdnaError> {
        match self {
            Host::RegName(text) => mapped(text, &decoded(text)?, Step::ToAscii, to_ascii),
            other => Ok(other.to_string()),
        }
    }

    /// ToUnicode (UTS 46) of a registered name, percent-decoded first: the A-labels (`xn--`) as the
    /// Unicode labels they stand for, in lower case. An IP address or IPvFuture is given as `Display`
    /// writes it. Feature `idna`.
    ///
    /// # Errors
    ///
    /// [`IdnaError`] when the decoded name is not UTF-8 or ToUnicode refuses it (an invalid A-label).
    ///
    /// ```
    /// use rfc3986::Host;
    ///
    /// assert_eq!(Host::RegName("xn--bcher-kva.example").to_unicode()?, "bücher.example");
    /// assert!(Host::RegName("xn--zz.example").to_unicode().is_err());
    /// # Ok::<(), rfc3986::interop::IdnaError>(())
    /// ```
    pub fn to_unicode(&self) -> Result<String, IdnaError> {
        match self {
            Host::RegName(text) => mapped(text, &decoded(text)?, Step::ToUnicode, to_unicode),
            other => Ok(other.to_string()),
        }
    }
}

/// Whether ToASCII has something to map in the registered name `text`: a non-ASCII character, literal or
/// percent-encoded (an octet of 0x80 or more).
fn has_non_ascii(text: &str) -> bool {
    !text.is_ascii() || percent::decode(text).iter().any(|b| !b.is_ascii())
}

/// Whether the registered name `text` is a domain name for IDNA: percent-decoded, its only ASCII octets are
/// letters, digits, `-` and `.`, so that each label is an LDH label or has characters outside ASCII.
fn is_domain_name(text: &str) -> bool {
    percent::decode(text)
        .iter()
        .all(|&b| !b.is_ascii() || b.is_ascii_alphanumeric() || b == b'-' || b == b'.')
}

/// Whether ToUnicode has something to map in `text`: a label that begins with the ACE prefix `xn--`.
fn has_a_label(text: &str) -> bool {
    text.split('.').any(|label| {
        label
            .get(..4)
            .is_some_and(|p| p.eq_ignore_ascii_case("xn--"))
    })
}

/// The host of an IRI mapped with ToASCII, as a `reg-name` (an ASCII character that UTS 46 maps to and a
/// `reg-name` does not hold percent-encoded again), when it is a domain name with a non-ASCII character.
fn ascii_host(host: Option<Host<'_>>) -> Result<Option<String>, IdnaError> {
    match host {
        Some(host @ Host::RegName(text)) if has_non_ascii(text) && is_domain_name(text) => {
            let ascii = host.to_ascii()?;
            Ok(Some(
                percent::encode(&ascii, Component::RegName).into_owned(),
            ))
        }
        _ => Ok(None),
    }
}

/// The host of a URI mapped with ToUnicode, as an `ireg-name`, when it is a domain name with an A-label.
fn unicode_host(host: Option<Host<'_>>) -> Result<Option<String>, IdnaError> {
    match host {
        Some(host @ Host::RegName(text)) if has_a_label(text) && is_domain_name(text) => {
            let unicode = host.to_unicode()?;
            Ok(Some(
                percent::encode(&unicode, Component::IregName).into_owned(),
            ))
        }
        _ => Ok(None),
    }
}

macro_rules! idna_mapping {
    ($iri:ident, $uri:ident, $iri_example:literal, $uri_example:literal, $back:literal, $other:literal) => {
        impl $iri {
            /// [`to_uri`](Self::to_uri) with the registered name mapped by ToASCII instead of
            /// percent-encoded, as RFC 3987 3.1 allows (UTS 46 as the `url` crate runs it: lower case,
            /// A-labels; percent-encoded UTF-8 in the host is decoded first). Only a host that is a domain
            /// name (percent-decoded, no ASCII character but letters, digits, `-` and `.`) with a
            /// non-ASCII character changes; any other registered name keeps `to_uri()`'s
            /// percent-encoding, and the rest is `to_uri()`'s. Feature `idna`.
            ///
            /// # Errors
            ///
            /// [`IdnaError`] when ToASCII refuses the domain name.
            ///
            /// ```
            #[doc = concat!("let iri = rfc3986::", stringify!($iri), "::parse(\"", $iri_example, "\")?;")]
            #[doc = concat!("assert_eq!(iri.to_uri_idna()?.as_str(), \"", $uri_example, "\");")]
            /// // Not a domain name: RFC 3987 3.1's percent-encoding.
            #[doc = concat!("let iri = rfc3986::", stringify!($iri), "::parse(\"", $other, "\")?;")]
            /// assert_eq!(iri.to_uri_idna()?, iri.to_uri());
            /// # Ok::<(), rfc3986::Error>(())
            /// ```
            pub fn to_uri_idna(&self) -> Result<$uri, IdnaError> {
                let mut uri = self.to_uri();
                if let Some(host) = ascii_host(self.host())? {
                    uri.set_host_str(&host).map_err(|_| IdnaError {
                        host: self.host_str().unwrap_or_default().into(),
                        step: Step::ToAscii,
                        label: None,
                    })?;
                }
                Ok(uri)
            }
        }

        impl $uri {
            /// [`to_iri`](Self::to_iri) with a registered name that has A-labels (`xn--`) mapped by
            /// ToUnicode, as RFC 3987 3.2 allows. Only such a host that is a domain name (no ASCII
            /// character but letters, digits, `-` and `.`) changes (to lower case, its A-labels as
            /// Unicode); the rest is `to_iri()`'s. Feature `idna`.
            ///
            /// # Errors
            ///
            /// [`IdnaError`] when ToUnicode refuses the host (an invalid A-label).
            ///
            /// ```
            #[doc = concat!("let uri = rfc3986::", stringify!($uri), "::parse(\"", $uri_example, "\")?;")]
            #[doc = concat!("assert_eq!(uri.to_iri_idna()?.as_str(), \"", $back, "\");")]
            /// # Ok::<(), rfc3986::Error>(())
            /// ```
            pub fn to_iri_idna(&self) -> Result<$iri, IdnaError> {
                let mut iri = self.to_iri();
                if let Some(host) = unicode_host(self.host())? {
                    iri.set_host_str(&host).map_err(|_| IdnaError {
                        host: self.host_str().unwrap_or_default().into(),
                        step: Step::ToUnicode,
                        label: None,
                    })?;
                }
                Ok(iri)
            }
        }
    };
}

idna_mapping!(
    Iri,
    Uri,
    "https://\u{e9}.example/\u{fc}",
    "https://xn--9ca.example/%C3%BC",
    "https://\u{e9}.example/\u{fc}",
    "https://a_\u{e9}.example/"
);
idna_mapping!(
    IriRef,
    UriRef,
    "//B\u{fc}cher.example/a",
    "//xn--bcher-kva.example/a",
    "//b\u{fc}cher.example/a",
    "//\u{fc}~x/a"
);

/// `origin_idna` for the two IRI types that may have a scheme of their own. The docs are passed in.
#[cfg(feature = "schemes")]
macro_rules! origin_idna_methods {
    ($($(#[$doc:meta])* $ty:ident;)*) => {$(
        #[cfg_attr(docsrs, doc(cfg(all(feature = "idna", feature = "schemes"))))]
        impl $ty {
            $(#[$doc])*
            pub fn origin_idna(&self) -> Result<Option<crate::scheme::Origin>, IdnaError> {
                Ok(self.to_uri_idna()?.origin())
            }
        }
    )*};
}

#[cfg(feature = "schemes")]
origin_idna_methods! {
    /// The [origin](crate::scheme::Origin) of the IRI (RFC 6454 4), which is defined on URIs: that of
    /// [`Iri::to_uri_idna`], its registered name mapped with ToASCII (as a browser does before it compares
    /// origins), so that `https://bücher.example` and `https://xn--bcher-kva.example` have the same origin.
    /// `Ok(None)` for the IRIs that [`Uri::origin`] gives none.
    ///
    /// # Errors
    ///
    /// The [`IdnaError`] when ToASCII refuses the host.
    ///
    /// ```
    /// use rfc3986::{Iri, Uri};
    ///
    /// let iri = Iri::parse("https://Bücher.example/ü")?;
    /// let uri = Uri::parse("https://xn--bcher-kva.example:443/")?;
    /// assert_eq!(iri.origin_idna()?, uri.origin());
    /// assert_eq!(iri.origin_idna()?.unwrap().to_string(), "https://xn--bcher-kva.example");
    /// assert_eq!(Iri::parse("urn:é")?.origin_idna()?, None);
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    Iri;

    /// The origin of the IRI reference when it is an IRI that has one: see [`Iri::origin_idna`]. A relative
    /// reference has none until it is resolved.
    ///
    /// # Errors
    ///
    /// The [`IdnaError`] when ToASCII refuses the host.
    ///
    /// ```
    /// use rfc3986::IriRef;
    ///
    /// let origin = IriRef::parse("wss://Ü.example:443/chat")?.origin_idna()?.unwrap();
    /// assert_eq!(origin.to_string(), "wss://xn--tda.example");
    /// assert_eq!(IriRef::parse("//ü/x")?.origin_idna()?, None);
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    IriRef;
}
