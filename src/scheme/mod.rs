//! The syntax of the URI schemes whose specifications give an ABNF, each checked with its own grammar:
//! `http`/`https` (RFC 9110), `ws`/`wss` (RFC 6455), `urn` (RFC 8141), `file` (RFC 8089), `mailto` (RFC
//! 6068), and the schemes people meet after those: `data` (RFC 2397), `tel` (RFC 3966), `geo` (RFC 5870),
//! `tag` (RFC 4151), `urn:uuid` (RFC 9562), `urn:oid` (RFC 3061) and `did` (W3C DID Core 1.0); and
//! `acct` (RFC 7565), `ni` (RFC 6920), `payto` (RFC 8905), `coap`/`coaps` (RFC 7252), `sms` (RFC 5724)
//! `ldap` (RFC 4516) and `sip`/`sips` (RFC 3261).
//!
//! RFC 3986 3.1: "each scheme's specification may further restrict the syntax". A scheme's RFC gives its
//! syntax in ABNF; this crate transcribes it to pest beside RFC 3986's grammar (`grammar/rfc*.pest`), and
//! each of its rules is a [`Rule`] that can be checked by name (`Rule::Nid`, `Rule::MailtoUri`, ...).
//!
//! A typed view reads a parsed [`Uri`] whose scheme is the view's (case-insensitively) with the scheme's
//! grammar: [`Http`] (http, https, ws, wss), [`Urn`], [`FileUri`], [`Mailto`], [`Data`], [`Tel`], [`Geo`],
//! [`Tag`], [`Uuid`], [`Oid`], [`Did`], [`Acct`], [`Ni`], [`Payto`], [`Coap`] (coap, coaps), [`Sms`], [`Ldap`] and [`Sip`] (sip, sips). A scheme's syntax governs the absolute-URI (RFC 3986 4.3): the
//! fragment belongs to the reference and is not checked, except for `urn`, `tag` and `did`, whose
//! grammars have their own fragment. What the ABNF does not say but the RFC's prose does is
//! reported separately, as [`Prose`] (a `http` URI with an empty host matches `http-URI`, and RFC 9110
//! 4.2.1 says a recipient must reject it).
//!
//! ```
//! use rfc3986::scheme::{Prose, Urn};
//! use rfc3986::{Rule, Uri};
//!
//! let uri = Uri::parse("urn:ISBN:0-395-36341-1")?;
//! let urn = Urn::try_from(&uri)?;
//! assert_eq!((urn.nid(), urn.nss()), ("ISBN", "0-395-36341-1"));
//! assert_eq!(urn, Urn::try_from(&Uri::parse("URN:isbn:0-395-36341-1")?)?); // RFC 8141 3.1
//!
//! assert!(Rule::Nid.matches("isbn"));
//! assert!(!Rule::Nid.matches("a")); // 2 to 32 characters
//! assert_eq!(rfc3986::scheme::rule_of("HTTPS"), Some(Rule::HttpsUri));
//! # Ok::<(), rfc3986::Error>(())
//! ```

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::ops::Range;

use crate::syntax::error::ParseError;
use crate::{Rule, Uri};

mod acct;
mod coap;
mod data;
mod did;
mod file;
#[cfg(feature = "std")]
pub(crate) mod file_path;
mod geo;
mod http;
mod ldap;
mod mailto;
mod ni;
mod origin;
mod payto;
mod request;
mod sip;
mod sms;
mod tag;
mod tel;
mod urn;
mod uuid;
mod view;

pub use acct::Acct;
pub use coap::Coap;
pub use data::{Data, DataError};
pub use did::Did;
pub use file::FileUri;

#[cfg(feature = "std")]
pub use file::FileUriError;
pub use geo::Geo;
pub use http::Http;
pub use ldap::{Ldap, LdapExtension};
pub use mailto::Mailto;
pub use ni::Ni;
pub use origin::{Origin, OriginError};
pub use payto::Payto;
pub use request::RequestTargetError;
pub use sip::Sip;
pub use sms::Sms;
pub use tag::Tag;
pub use tel::Tel;
pub use urn::Urn;
pub use uuid::{Oid, Uuid};
pub use view::{PartValue, View};

/// `as_str()` and `Display` of the views: the URI each was made from.
macro_rules! view_text {
    ($($view:ident: $($field:tt).+, $uri:literal;)*) => {$(
        impl<'a> $view<'a> {
            /// The URI the view was made from, as written, fragment included (the part that the scheme's
            /// grammar governs is [`governed`]). `Display` writes the same.
            ///
            /// ```
            #[doc = concat!("let uri = rfc3986::Uri::parse(\"", $uri, "\")?;")]
            #[doc = concat!("let view = rfc3986::scheme::", stringify!($view), "::try_from(&uri)?;")]
            /// assert_eq!(view.as_str(), uri.as_str());
            /// assert_eq!(view.to_string(), view.as_str());
            /// # Ok::<(), rfc3986::Error>(())
            /// ```
            #[must_use]
            pub fn as_str(&self) -> &'a str {
                self.$($field).+
            }
        }

        /// The URI the view was made from, as [`as_str`]($view::as_str) gives it.
        impl fmt::Display for $view<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }
    )*};
}

view_text! {
    Acct: text, "acct:juliet@capulet.example#f";
    Coap: text, "coap://example.com/temp#f";
    Data: whole, "data:,A%20brief%20note#f";
    Did: text, "did:example:123#key-1";
    FileUri: text, "file:///etc/fstab#f";
    Geo: whole, "geo:48.2,16.3#f";
    Http: text, "http://example.com/a?q#top";
    Ldap: text, "ldap://ldap.example.net/o=Example?cn?sub#f";
    Mailto: text, "mailto:a@example.com#f";
    Ni: text, "ni:///sha-256;UyaQV-Ev4rdLoHyJJWCi11OHfrYv9E1aGQAlMO2X_-Q#f";
    Payto: text, "payto://iban/DE75512108001245126199#f";
    Sip: text, "sip:alice@atlanta.com#f";
    Sms: text, "sms:+15105550101?body=hello%20there#f";
    Tag: text, "tag:example.com,2005:x#f";
    Tel: whole, "tel:+1-201-555-0123#f";
    Urn: text, "urn:ab:c#f";
    Uuid: 0.text, "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6#f";
    Oid: urn.text, "urn:oid:2.5.4.3#f";
}

/// Every scheme whose specification gives an ABNF that this crate checks, by its name in lower case, with
/// the top rule of its grammar, in the order of the rule table: the one list that [`rule_of`], the
/// documentation and the command-line tool read. The specification of each is its rule's
/// ([`Rule::spec`]). A URN namespace with a grammar of its own is in [`URN_NAMESPACES`].
///
/// ```
/// use rfc3986::scheme::SCHEMES;
///
/// let names: Vec<&str> = SCHEMES.iter().map(|&(name, _)| name).collect();
/// assert_eq!(names, [
///     "http", "https", "ws", "wss", "urn", "file", "mailto", "data", "tel", "geo", "tag", "did",
///     "acct", "ni", "payto", "coap", "coaps", "sms", "ldap", "sip", "sips",
/// ]);
/// for &(name, rule) in SCHEMES {
///     assert_eq!(rfc3986::scheme::rule_of(name), Some(rule));
/// }
/// ```
pub const SCHEMES: &[(&str, Rule)] = SCHEME_TABLE;

// SCHEME_TABLE and URN_NAMESPACE_TABLE, generated from the grammar files' `// scheme:` and
// `// urn-namespace:` lines (`codegen/`, `cargo run -p rfc3986-codegen`), in the order the files load.
include!("../syntax/generated/schemes.rs");

/// The URN namespaces (RFC 8141) whose specification gives a grammar of their own, by their NID in lower
/// case, with its top rule: `uuid` (RFC 9562) and `oid` (RFC 3061). [`rule_for`] reads it.
///
/// ```
/// use rfc3986::{scheme::URN_NAMESPACES, Rule, Spec};
///
/// assert_eq!(URN_NAMESPACES, [("uuid", Rule::UuidUrn), ("oid", Rule::OidUrn)]);
/// assert_eq!(URN_NAMESPACES[0].1.spec(), Spec::Rfc9562);
/// ```
pub const URN_NAMESPACES: &[(&str, Rule)] = URN_NAMESPACE_TABLE;

/// The top rule of the grammar of a scheme that this crate knows ([`SCHEMES`]), by the scheme's name
/// (ASCII case-insensitive, as RFC 3986 3.1 says schemes are): `http-URI`, `https-URI`, `ws-URI`,
/// `wss-URI`, `namestring` (urn), `file-URI`, `mailtoURI`, `dataurl`, `telephone-uri`, `geo-URI`, `tagURI`,
/// `did-url`, `acctURI`, `NI-URI`, `payto-URI`, `coap-URI`, `coaps-URI`, `sms-uri`, `ldapurl`, `SIP-URI` or `SIPS-URI`. `None` for any other scheme. A URN's namespace may have its own grammar: see [`rule_for`].
///
/// ```
/// use rfc3986::{scheme, Rule};
///
/// assert_eq!(scheme::rule_of("mailto"), Some(Rule::MailtoUri));
/// assert_eq!(scheme::rule_of("URN"), Some(Rule::Namestring));
/// assert_eq!(scheme::rule_of("ftp"), None);
/// ```
#[must_use]
pub fn rule_of(scheme: &str) -> Option<Rule> {
    SCHEMES
        .iter()
        .find(|(name, _)| name.eq_ignore_ascii_case(scheme))
        .map(|&(_, rule)| rule)
}

/// The top rule of the grammar of a URI's scheme, as [`rule_for`] gives it, and for a URN whose namespace
/// has its own grammar, that one: `uuid-URN` (RFC 9562) for the NID `uuid`, `oid-URN` (RFC 3061) for
/// `oid` (NIDs are case-insensitive, RFC 8141 3.1).
///
/// ```
/// use rfc3986::{scheme, Rule, Uri};
///
/// let uri = Uri::parse("URN:UUID:f81d4fae-7dec-11d0-a765-00a0c91e6bf6")?;
/// assert_eq!(scheme::rule_for(&uri), Some(Rule::UuidUrn));
/// assert_eq!(scheme::rule_for(&Uri::parse("urn:isbn:0-395-36341-1")?), Some(Rule::Namestring));
/// assert_eq!(scheme::rule_for(&Uri::parse("tel:+1-201-555-0123")?), Some(Rule::TelephoneUri));
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
#[must_use]
pub fn rule_for(uri: &Uri) -> Option<Rule> {
    let rule = rule_of(uri.scheme())?;
    if rule != Rule::Namestring {
        return Some(rule);
    }
    // The NID: the path up to its first ":" (RFC 8141 2).
    let nid = spans(Rule::Namestring, uri.as_str())
        .ok()
        .and_then(|spans| first(&spans, Rule::Nid))
        .map(|span| &uri.as_str()[span]);
    Some(
        nid.and_then(|nid| {
            URN_NAMESPACES
                .iter()
                .find(|(name, _)| name.eq_ignore_ascii_case(nid))
        })
        .map_or(Rule::Namestring, |&(_, rule)| rule),
    )
}

/// The part of a URI that its scheme's grammar governs: the whole text for `urn` (RFC 8141 has its own
/// `f-component`), `tag` and `did` (their grammars have a fragment), the text before the fragment for the
/// others (RFC 3986 4.3: the scheme's syntax is that of the absolute-URI).
///
/// ```
/// use rfc3986::{scheme, Uri};
///
/// let uri = Uri::parse("http://h/p?q#f")?;
/// assert_eq!(scheme::governed(&uri), "http://h/p?q");
/// let urn = Uri::parse("urn:ab:c#f")?;
/// assert_eq!(scheme::governed(&urn), "urn:ab:c#f");
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
#[must_use]
pub fn governed(uri: &Uri) -> &str {
    let text = uri.as_str();
    match uri.fragment() {
        Some(fragment)
            if !matches!(
                rule_of(uri.scheme()),
                Some(Rule::Namestring | Rule::TagUri | Rule::DidUrl)
            ) =>
        {
            &text[..text.len() - fragment.len() - 1]
        }
        _ => text,
    }
}

/// Checks a URI against the grammar of its scheme: `Ok(Some(rule))` when the scheme is known and the URI
/// matches its top rule, `Ok(None)` when this crate has no grammar for the scheme, and the error of the
/// scheme's rule (with an index into the URI's text) when the URI does not match it.
///
/// ```
/// use rfc3986::{scheme, Rule, Uri};
///
/// assert_eq!(scheme::check(&Uri::parse("ws://h/chat#x")?)?, Some(Rule::WsUri));
/// assert_eq!(scheme::check(&Uri::parse("ftp://h/")?)?, None);
/// let err = scheme::check(&Uri::parse("ws://u@h/")?).unwrap_err();
/// assert_eq!((err.rule(), err.index()), (Rule::WsUri, 6));
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
pub fn check(uri: &Uri) -> Result<Option<Rule>, ParseError> {
    match rule_for(uri) {
        Some(rule) => rule.check(governed(uri)).map(|()| Some(rule)),
        None => Ok(None),
    }
}

/// A requirement of a scheme's RFC, written in prose, that a URI matching the scheme's ABNF breaks.
/// `Display` begins with the RFC's number and section: `9110 4.2.1: ...`.
///
/// ```
/// use rfc3986::scheme::{Http, Prose};
/// use rfc3986::Uri;
///
/// let uri = Uri::parse("http://user@/")?;
/// let http = Http::try_from(&uri)?;
/// assert!(matches!(http.prose()[..], [Prose::EmptyHost { https: false, .. }, Prose::Userinfo]));
/// assert_eq!(http.prose()[0].to_string(),
///     "9110 4.2.1: empty host (a sender MUST NOT generate it, a recipient MUST reject it)");
/// # Ok::<(), rfc3986::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Prose {
    /// RFC 9110 4.2.1 (http) and 4.2.2 (https): "A sender MUST NOT generate an "http" URI with an empty
    /// host identifier. A recipient that processes such a URI reference MUST reject it as invalid."
    #[non_exhaustive]
    EmptyHost {
        /// Whether the URI is `https` (4.2.2) rather than `http` (4.2.1).
        https: bool,
    },
    /// RFC 9110 4.2.4: "A sender MUST NOT generate the userinfo subcomponent (and its "@" delimiter) when an
    /// "http" or "https" URI reference is generated within a message as a target URI or field value."
    Userinfo,
    /// RFC 6455 3: "Fragment identifiers are meaningless in the context of WebSocket URIs and MUST NOT be
    /// used on these URIs."
    WebSocketFragment,
    /// RFC 8141 5.1 and 5.2: a NID that begins with `urn-` is an informal namespace name, which must be
    /// `urn-` followed by a number (`InformalNamespaceName`).
    InformalNid,
    /// RFC 6068 2, item 1: the character must be percent-encoded in an `addr-spec` ("/", "?", "[", "]",
    /// "&", ";" and "=" can stand there by the ABNF, which takes `atext` from RFC 5322).
    UnencodedInAddrSpec(char),
    /// RFC 3966 3: "Each parameter name ("pname"), the ISDN subaddress, the 'extension', and the 'context'
    /// MUST NOT appear more than once."
    TelRepeated(TelPart),
    /// RFC 3966 3: "The 'isdn-subaddress' or 'extension' MUST appear first, if present, followed by the
    /// 'context' parameter, if present, followed by any other parameters ..."
    TelOrder,
    /// RFC 3966 3: "... followed by any other parameters in lexicographical order."
    TelLexicographic,
    /// RFC 5870 3.4.2: "'geo' URIs with ... latitude values outside the range of -90 to 90 degrees MUST
    /// be considered invalid" (in WGS-84).
    GeoLatitude,
    /// RFC 5870 3.4.2: "'geo' URIs with longitude values outside the range of -180 to 180 decimal degrees
    /// ... MUST be considered invalid" (in WGS-84).
    GeoLongitude,
    /// RFC 5870 3.4.2: in WGS-84, `latitude = [ "-" ] 1*2DIGIT [ "." 1*DIGIT ]` and `longitude = [ "-" ]
    /// 1*3DIGIT [ "." 1*DIGIT ]`.
    GeoWgs84Digits,
    /// W3C DID Core 1.0 3.2.1: `versionTime` "MUST be an ASCII string which is a valid XML datetime value
    /// ... normalized to UTC 00:00:00 and without sub-second decimal precision".
    DidVersionTime,
    /// RFC 7252 6.1: "The host MUST NOT be empty; if a URI is received with a missing authority or an
    /// empty host, then it MUST be considered invalid."
    CoapEmptyHost,
    /// RFC 7252 6.5: "the hexadecimal notation for percent-encoding in CoAP URIs MUST use uppercase
    /// letters."
    CoapLowercaseHex,
    /// RFC 6920 3: "The 'val' field MUST contain the output of base64url encoding (with no '=' padding
    /// characters)."
    NiValNotBase64url,
    /// RFC 5724 2.2: "'body' MUST only appear once" (the field name compares case-insensitively).
    SmsBodyRepeated,
    /// RFC 3261 19.1.1: "any given parameter-name MUST NOT appear more than once" (names compare
    /// case-insensitively, 19.1.4).
    SipRepeatedParameter,
    /// RFC 3261 19.1.1: "For a SIPS URI, the transport parameter MUST indicate a reliable transport"
    /// (`transport=udp` in a `sips` URI; 26.2.2: "UDP is not a valid transport for SIPS").
    SipsUnreliableTransport,
    /// RFC 3261 19.1.1: "The ttl parameter ... MUST only be used if maddr is a multicast address and the
    /// transport protocol is UDP."
    SipTtlWithoutMulticast,
    /// RFC 3261 25.1: `ttl = 1*3DIGIT ; 0 to 255`.
    SipTtlRange,
    /// RFC 3261 19.1.2: "Any characters occurring in a telephone-subscriber that do not appear in an
    /// expansion of the BNF for the user rule MUST be escaped" (a userinfo read only as a
    /// telephone-subscriber).
    SipUnescapedSubscriber,
}

/// What appears more than once in a `tel:` URI ([`Prose::TelRepeated`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum TelPart {
    /// The ISDN subaddress (`;isub=`).
    IsdnSubaddress,
    /// The extension (`;ext=`).
    Extension,
    /// The context of a local number (`;phone-context=`).
    Context,
    /// A parameter name (case-insensitively).
    Parameter,
}

impl Prose {
    /// The specification that states the requirement: an RFC, or W3C DID Core 1.0.
    ///
    /// ```
    /// use rfc3986::Spec;
    /// use rfc3986::scheme::Prose;
    ///
    /// assert_eq!(Prose::WebSocketFragment.spec(), Spec::Rfc6455);
    /// assert_eq!(Prose::DidVersionTime.spec().rfc(), None);
    /// ```
    #[must_use]
    pub const fn spec(self) -> crate::Spec {
        use crate::Spec;
        match self {
            Prose::EmptyHost { .. } | Prose::Userinfo => Spec::Rfc9110,
            Prose::WebSocketFragment => Spec::Rfc6455,
            Prose::InformalNid => Spec::Rfc8141,
            Prose::UnencodedInAddrSpec(_) => Spec::Rfc6068,
            Prose::TelRepeated(_) | Prose::TelOrder | Prose::TelLexicographic => Spec::Rfc3966,
            Prose::GeoLatitude | Prose::GeoLongitude | Prose::GeoWgs84Digits => Spec::Rfc5870,
            Prose::DidVersionTime => Spec::DidCore,
            Prose::CoapEmptyHost | Prose::CoapLowercaseHex => Spec::Rfc7252,
            Prose::NiValNotBase64url => Spec::Rfc6920,
            Prose::SmsBodyRepeated => Spec::Rfc5724,
            Prose::SipRepeatedParameter
            | Prose::SipsUnreliableTransport
            | Prose::SipTtlWithoutMulticast
            | Prose::SipTtlRange
            | Prose::SipUnescapedSubscriber => Spec::Rfc3261,
        }
    }

    /// The section of [the specification](Prose::spec) that states the requirement.
    ///
    /// ```
    /// assert_eq!(rfc3986::scheme::Prose::Userinfo.section(), "4.2.4");
    /// ```
    #[must_use]
    pub const fn section(self) -> &'static str {
        match self {
            Prose::EmptyHost { https: false } => "4.2.1",
            Prose::EmptyHost { https: true } => "4.2.2",
            Prose::Userinfo => "4.2.4",
            Prose::WebSocketFragment => "3",
            Prose::InformalNid => "5.2",
            Prose::UnencodedInAddrSpec(_) => "2",
            Prose::TelRepeated(_) | Prose::TelOrder | Prose::TelLexicographic => "3",
            Prose::GeoLatitude | Prose::GeoLongitude | Prose::GeoWgs84Digits => "3.4.2",
            Prose::DidVersionTime => "3.2.1",
            Prose::CoapEmptyHost => "6.1",
            Prose::CoapLowercaseHex => "6.5",
            Prose::NiValNotBase64url => "3",
            Prose::SmsBodyRepeated => "2.2",
            Prose::SipRepeatedParameter
            | Prose::SipsUnreliableTransport
            | Prose::SipTtlWithoutMulticast => "19.1.1",
            Prose::SipTtlRange => "25.1",
            Prose::SipUnescapedSubscriber => "19.1.2",
        }
    }
}

impl fmt::Display for Prose {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.spec().rfc() {
            None => write!(f, "DID Core {}: ", self.section())?,
            Some(rfc) => write!(f, "{rfc} {}: ", self.section())?,
        }
        match self {
            Prose::EmptyHost { .. } => f.write_str(
                "empty host (a sender MUST NOT generate it, a recipient MUST reject it)",
            ),
            Prose::Userinfo => {
                f.write_str("userinfo (a sender MUST NOT generate it in a target URI)")
            }
            Prose::WebSocketFragment => {
                f.write_str("fragment (MUST NOT be used on WebSocket URIs)")
            }
            Prose::InformalNid => f.write_str("NID begins urn- but is not urn- Number"),
            Prose::UnencodedInAddrSpec(c) => {
                write!(f, "'{c}' in addr-spec must be percent-encoded")
            }
            Prose::TelRepeated(part) => {
                let what = match part {
                    TelPart::IsdnSubaddress => "'isdn-subaddress'",
                    TelPart::Extension => "'extension'",
                    TelPart::Context => "'context'",
                    TelPart::Parameter => "a parameter name",
                };
                write!(f, "{what} appears more than once")
            }
            Prose::TelOrder => f.write_str(
                "isdn-subaddress/extension, then context, then other parameters: order violated",
            ),
            Prose::TelLexicographic => {
                f.write_str("other parameters not in lexicographical order")
            }
            Prose::GeoLatitude => f.write_str("latitude outside -90..90"),
            Prose::GeoLongitude => f.write_str("longitude outside -180..180"),
            Prose::GeoWgs84Digits => f.write_str(
                "WGS-84 latitude = [\"-\"] 1*2DIGIT, longitude = [\"-\"] 1*3DIGIT",
            ),
            Prose::DidVersionTime => f.write_str(
                "versionTime not an XML Schema dateTime normalized to UTC without sub-second precision",
            ),
            Prose::CoapEmptyHost => f.write_str("empty host (MUST be considered invalid)"),
            Prose::CoapLowercaseHex => {
                f.write_str("percent-encoding hex digits MUST be uppercase")
            }
            Prose::NiValNotBase64url => f.write_str("val is not base64url without '=' padding"),
            Prose::SmsBodyRepeated => f.write_str("'body' MUST only appear once"),
            Prose::SipRepeatedParameter => f.write_str("a parameter name appears more than once"),
            Prose::SipsUnreliableTransport => {
                f.write_str("a SIPS URI's transport parameter MUST indicate a reliable transport")
            }
            Prose::SipTtlWithoutMulticast => {
                f.write_str("ttl used without a multicast maddr and UDP transport")
            }
            Prose::SipTtlRange => f.write_str("ttl outside 0 to 255"),
            Prose::SipUnescapedSubscriber => f.write_str(
                "telephone-subscriber characters not in the user rule MUST be escaped",
            ),
        }
    }
}

/// Why a URI has no typed view of a scheme: its scheme is another, or it does not match the scheme's
/// grammar.
///
/// ```
/// use rfc3986::scheme::{SchemeError, Urn};
/// use rfc3986::Uri;
///
/// let uri = Uri::parse("http://h/")?;
/// assert!(matches!(Urn::try_from(&uri), Err(SchemeError::OtherScheme { .. })));
/// let uri = Uri::parse("urn:a:b")?;
/// let err = Urn::try_from(&uri).unwrap_err();
/// // A NID has 2 to 32 characters: `urn:a` is the start of a URN, the ":" after it is not.
/// assert_eq!(err.to_string(), "invalid namestring at index 5: unexpected \":\", expected alphanum");
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SchemeError {
    /// The URI's scheme is not one the view reads.
    #[error("the scheme is {found:?}, not {expected}")]
    #[non_exhaustive]
    OtherScheme {
        /// The schemes the view reads, such as `"http or https"`.
        expected: &'static str,
        /// The URI's scheme.
        found: String,
    },
    /// The URI does not match its scheme's grammar; the index is into the URI's text.
    #[error(transparent)]
    Syntax(#[from] ParseError),
}

impl SchemeError {
    /// The [`ParseError`] when the URI does not match its scheme's grammar: where and which rule.
    ///
    /// ```
    /// use rfc3986::scheme::Http;
    ///
    /// let uri = rfc3986::Uri::parse("http:no-authority")?;
    /// let err = Http::try_from(&uri).unwrap_err();
    /// assert_eq!(err.parse_error().map(|e| e.index()), Some(5));
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn parse_error(&self) -> Option<&ParseError> {
        match self {
            SchemeError::Syntax(e) => Some(e),
            SchemeError::OtherScheme { .. } => None,
        }
    }
}

/// The named rules of a derivation with their spans, in order (a rule inside another after it).
type Spans = Vec<(Rule, Range<usize>)>;

/// The spans of the named rules in the derivation of `text` from `rule` ([`Rule::tree`], which shows the
/// rules that the grammar keeps silent for speed too).
fn spans(rule: Rule, text: &str) -> Result<Spans, ParseError> {
    let tree = rule.tree(text)?;
    Ok(tree.walk().map(|t| (t.rule(), t.span())).collect())
}

/// The first span of `rule` in `spans`.
fn first(spans: &[(Rule, Range<usize>)], rule: Rule) -> Option<Range<usize>> {
    spans
        .iter()
        .find(|(r, _)| *r == rule)
        .map(|(_, s)| s.clone())
}

/// The view's check of the scheme, then the spans of its grammar on the governed text.
fn read(uri: &Uri, rules: &[Rule], expected: &'static str) -> Result<(Rule, Spans), SchemeError> {
    let rule = rule_of(uri.scheme())
        .filter(|r| rules.contains(r))
        .ok_or_else(|| SchemeError::OtherScheme {
            expected,
            found: uri.scheme().into(),
        })?;
    Ok((rule, spans(rule, governed(uri))?))
}

/// The view's check of the scheme (and of a URN's namespace) with [`rule_for`], then the governed text,
/// which matched `rule`.
fn read_as<'a>(uri: &'a Uri, rule: Rule, expected: &'static str) -> Result<&'a str, SchemeError> {
    if rule_for(uri) != Some(rule) {
        return Err(SchemeError::OtherScheme {
            expected,
            found: uri.scheme().into(),
        });
    }
    let text = governed(uri);
    rule.check(text)?;
    Ok(text)
}

/// [`read_as`], and the spans of the rule's derivation.
fn read_spans<'a>(
    uri: &'a Uri,
    rule: Rule,
    expected: &'static str,
) -> Result<(&'a str, Spans), SchemeError> {
    let text = read_as(uri, rule, expected)?;
    Ok((text, spans(rule, text)?))
}

/// The spans of the grammar's own rules (not the public [`Rule`]s) in a reading of `text` from `entry`:
/// for the readings that name the parts of a URI beyond the RFC's rules (`tel_pieces`, `geo_components`).
fn pest_spans(
    entry: crate::syntax::grammar::Rule,
    text: &str,
) -> Option<Vec<(crate::syntax::grammar::Rule, Range<usize>)>> {
    use pest::Parser as _;
    let pairs = crate::syntax::grammar::UriParser::parse(entry, text).ok()?;
    Some(
        pairs
            .flatten()
            .map(|pair| (pair.as_rule(), pair.as_span().start()..pair.as_span().end()))
            .collect(),
    )
}
