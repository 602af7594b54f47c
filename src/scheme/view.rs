//! [`View`]: a URI read by its scheme's typed view, whichever scheme with a grammar it has, and the parts
//! each view names ([`PartValue`]).

use alloc::vec::Vec;

use super::{
    Acct, Coap, Data, Did, FileUri, Geo, Http, Ldap, Mailto, Ni, Oid, Payto, Prose, Sip, Sms, Tag,
    Tel, Urn, Uuid, rule_for,
};
use crate::{Rule, Uri};

/// The value of a part that a scheme's grammar names, as a view's `parts()` gives it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum PartValue<'a> {
    /// Text of the URI, `None` when the part is absent.
    Text(Option<&'a str>),
    /// A flag (`base64` of a data URL).
    Flag(bool),
    /// A number (the `version` of a UUID).
    Number(u8),
    /// Pieces of the URI, in order (the parameters of a tel URI).
    List(Vec<&'a str>),
}

/// A URI read by the typed view of its scheme ([`rule_for`]): one type for the views of every scheme with a
/// grammar here, for code that shows any of them ([`parts`](View::parts), [`prose`](View::prose)) without
/// a `match` of its own.
///
/// ```
/// use rfc3986::scheme::{PartValue, View};
/// use rfc3986::{Rule, Uri};
///
/// let uri = Uri::parse("urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6")?;
/// let view = View::of(&uri).expect("a uuid URN");
/// assert_eq!(view.rule(), Rule::UuidUrn);
/// let parts = view.parts();
/// assert_eq!(parts[0], ("NID", PartValue::Text(Some("uuid"))));
/// assert!(parts.contains(&("version", PartValue::Number(1))));
///
/// assert!(View::of(&Uri::parse("ftp://h/")?).is_none()); // no grammar here
/// assert!(View::of(&Uri::parse("ws://h/#f")?).is_some());
/// assert!(View::of(&Uri::parse("ws://u@h/")?).is_none()); // does not match ws-URI
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum View<'a> {
    /// `http`, `https`, `ws`, `wss`.
    Http(Http<'a>),
    /// `urn`, of a namespace without a grammar of its own here.
    Urn(Urn<'a>),
    /// `urn:uuid`.
    Uuid(Uuid<'a>),
    /// `urn:oid`.
    Oid(Oid<'a>),
    /// `file`.
    FileUri(FileUri<'a>),
    /// `mailto`.
    Mailto(Mailto<'a>),
    /// `data`.
    Data(Data<'a>),
    /// `tel`.
    Tel(Tel<'a>),
    /// `geo`.
    Geo(Geo<'a>),
    /// `tag`.
    Tag(Tag<'a>),
    /// `did`.
    Did(Did<'a>),
    /// `acct`.
    Acct(Acct<'a>),
    /// `ni`.
    Ni(Ni<'a>),
    /// `payto`.
    Payto(Payto<'a>),
    /// `coap`, `coaps`.
    Coap(Coap<'a>),
    /// `sms`.
    Sms(Sms<'a>),
    /// `ldap`.
    Ldap(Ldap<'a>),
    /// `sip`, `sips`.
    Sip(Sip<'a>),
}

impl<'a> View<'a> {
    /// The view of `uri`'s scheme (of its URN namespace, for a URN whose namespace has a grammar here), or
    /// `None` when the scheme has no grammar here or the URI does not match it.
    #[must_use]
    pub fn of(uri: &'a Uri) -> Option<View<'a>> {
        Some(match rule_for(uri)? {
            Rule::Namestring => View::Urn(Urn::try_from(uri).ok()?),
            Rule::UuidUrn => View::Uuid(Uuid::try_from(uri).ok()?),
            Rule::OidUrn => View::Oid(Oid::try_from(uri).ok()?),
            Rule::FileUri => View::FileUri(FileUri::try_from(uri).ok()?),
            Rule::MailtoUri => View::Mailto(Mailto::try_from(uri).ok()?),
            Rule::Dataurl => View::Data(Data::try_from(uri).ok()?),
            Rule::TelephoneUri => View::Tel(Tel::try_from(uri).ok()?),
            Rule::GeoUri => View::Geo(Geo::try_from(uri).ok()?),
            Rule::TagUri => View::Tag(Tag::try_from(uri).ok()?),
            Rule::DidUrl => View::Did(Did::try_from(uri).ok()?),
            Rule::AcctUri => View::Acct(Acct::try_from(uri).ok()?),
            Rule::NiUri => View::Ni(Ni::try_from(uri).ok()?),
            Rule::PaytoUri => View::Payto(Payto::try_from(uri).ok()?),
            Rule::CoapUri | Rule::CoapsUri => View::Coap(Coap::try_from(uri).ok()?),
            Rule::SmsUri => View::Sms(Sms::try_from(uri).ok()?),
            Rule::Ldapurl => View::Ldap(Ldap::try_from(uri).ok()?),
            Rule::SipUri | Rule::SipsUri => View::Sip(Sip::try_from(uri).ok()?),
            _ => View::Http(Http::try_from(uri).ok()?),
        })
    }

    /// The top rule of the view's grammar, as [`rule_for`] gives it for the URI.
    #[must_use]
    pub fn rule(&self) -> Rule {
        match self {
            View::Http(http) => http.rule(),
            View::Urn(_) => Rule::Namestring,
            View::Uuid(_) => Rule::UuidUrn,
            View::Oid(_) => Rule::OidUrn,
            View::FileUri(_) => Rule::FileUri,
            View::Mailto(_) => Rule::MailtoUri,
            View::Data(_) => Rule::Dataurl,
            View::Tel(_) => Rule::TelephoneUri,
            View::Geo(_) => Rule::GeoUri,
            View::Tag(_) => Rule::TagUri,
            View::Did(_) => Rule::DidUrl,
            View::Acct(_) => Rule::AcctUri,
            View::Ni(_) => Rule::NiUri,
            View::Payto(_) => Rule::PaytoUri,
            View::Coap(v) => v.rule(),
            View::Sms(_) => Rule::SmsUri,
            View::Ldap(_) => Rule::Ldapurl,
            View::Sip(v) => v.rule(),
        }
    }

    /// The parts that the scheme's grammar names, by their names in its ABNF, in its order: each view's
    /// own `parts()`.
    #[must_use]
    pub fn parts(&self) -> Vec<(&'static str, PartValue<'a>)> {
        match self {
            View::Http(v) => v.parts(),
            View::Urn(v) => v.parts(),
            View::Uuid(v) => v.parts(),
            View::Oid(v) => v.parts(),
            View::FileUri(v) => v.parts(),
            View::Mailto(v) => v.parts(),
            View::Data(v) => v.parts(),
            View::Tel(v) => v.parts(),
            View::Geo(v) => v.parts(),
            View::Tag(v) => v.parts(),
            View::Did(v) => v.parts(),
            View::Acct(v) => v.parts(),
            View::Ni(v) => v.parts(),
            View::Payto(v) => v.parts(),
            View::Coap(v) => v.parts(),
            View::Sms(v) => v.parts(),
            View::Ldap(v) => v.parts(),
            View::Sip(v) => v.parts(),
        }
    }

    /// The requirements of the scheme's RFC, written in prose, that the URI breaks (none for the views
    /// whose RFC has none that a matching URI can break).
    #[must_use]
    pub fn prose(&self) -> Vec<Prose> {
        match self {
            View::Http(v) => v.prose(),
            View::Urn(v) => v.prose(),
            View::Mailto(v) => v.prose(),
            View::Tel(v) => v.prose(),
            View::Geo(v) => v.prose(),
            View::Did(v) => v.prose(),
            View::Ni(v) => v.prose(),
            View::Coap(v) => v.prose(),
            View::Sms(v) => v.prose(),
            View::Sip(v) => v.prose(),
            View::Uuid(_)
            | View::Ldap(_)
            | View::Oid(_)
            | View::FileUri(_)
            | View::Data(_)
            | View::Tag(_)
            | View::Acct(_)
            | View::Payto(_) => Vec::new(),
        }
    }
}
