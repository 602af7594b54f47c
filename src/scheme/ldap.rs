//! RFC 4516: the 'ldap' URL scheme, with its elements percent-decoded as section 2.1 says.

use super::PartValue;
use alloc::borrow::Cow;
use alloc::vec::Vec;
use core::ops::Range;

use super::{SchemeError, first, read_spans};
use crate::percent::decode_utf8_lossy;
use crate::{Rule, Uri};

/// An `ldap` URL (RFC 4516), read with the grammar of its section 2: the host and port of the server, the
/// distinguished name of the base object, the attributes to return, the scope and filter of the search,
/// and the extensions.
///
/// Each element is given as written and, where RFC 4516 2.1 makes it percent-encoded, decoded: the grammar
/// has checked that the decoding of `dn`, each selector, `filter` and each `exvalue` is UTF-8 and matches
/// RFC 4514's `distinguishedName`, RFC 4511's `attributeSelector`, RFC 4515's `filter` and RFC 4511's
/// `LDAPString`. An element is `None` when its `?` is absent and `Some("")` when the `?` is there and
/// the element empty (RFC 4516 2: an absent or empty element takes its default, [`Ldap::scope_or_default`]).
///
/// ```
/// use rfc3986::scheme::Ldap;
/// use rfc3986::Uri;
///
/// // RFC 4516 4's examples.
/// let uri = Uri::parse("ldap://ldap1.example.net:6666/o=University%20of%20Michigan,c=US??sub?(cn=Babs%20Jensen)")?;
/// let ldap = Ldap::try_from(&uri)?;
/// assert_eq!(ldap.host_str(), "ldap1.example.net");
/// assert_eq!(ldap.port(), Some("6666"));
/// assert_eq!(ldap.dn_decoded().as_deref(), Some("o=University of Michigan,c=US"));
/// assert_eq!(ldap.attributes(), Some(""));
/// assert_eq!(ldap.scope(), Some("sub"));
/// assert_eq!(ldap.filter_decoded().as_deref(), Some("(cn=Babs Jensen)"));
/// assert_eq!(ldap.extensions(), None);
///
/// let uri = Uri::parse("ldap:///??sub??e-bindname=cn=Manager%2cdc=example%2cdc=com")?;
/// let extension = &Ldap::try_from(&uri)?.extension_list()[0];
/// assert!(!extension.critical);
/// assert_eq!(extension.extype, "e-bindname");
/// assert_eq!(extension.exvalue.as_deref(), Some("cn=Manager,dc=example,dc=com"));
///
/// // `cn=a,b` is no distinguished name (RFC 4514 3), written as it is or encoded.
/// assert!(Ldap::try_from(&Uri::parse("ldap:///cn=a%2Cb")?).is_err());
/// # Ok::<(), rfc3986::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ldap<'a> {
    pub(super) text: &'a str,
    host: Range<usize>,
    port: Option<Range<usize>>,
    dn: Option<Range<usize>>,
    attributes: Option<Range<usize>>,
    scope: Option<Range<usize>>,
    filter: Option<Range<usize>>,
    extensions: Option<Range<usize>>,
}

/// One extension of an LDAP URL (RFC 4516 2): `[!]extype[=exvalue]`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LdapExtension<'a> {
    /// Whether the extension is marked critical with `!`: a client that does not support it must not
    /// process the URL (RFC 4516 2).
    pub critical: bool,
    /// The extension's type, an OID or its descriptor (RFC 4512 1.4), as written.
    pub extype: &'a str,
    /// The extension's value, percent-decoded, when it has one.
    pub exvalue: Option<Cow<'a, str>>,
}

impl<'a> TryFrom<&'a Uri> for Ldap<'a> {
    type Error = SchemeError;

    fn try_from(uri: &'a Uri) -> Result<Ldap<'a>, SchemeError> {
        let (text, spans) = read_spans(uri, Rule::Ldapurl, "ldap")?;
        let dn = first(&spans, Rule::Dn);
        // Each element after the dn is there when its "?" is: its text is the grammar's span when it is
        // not empty, and empty at the "?" when it is.
        let mut at = dn.as_ref().map(|d| d.end);
        let mut next = |rule: Rule| {
            let start = at.filter(|&i| text.as_bytes().get(i) == Some(&b'?'))? + 1;
            let end = first(&spans, rule)
                .filter(|s| s.start == start)
                .map_or(start, |s| s.end);
            at = Some(end);
            Some(start..end)
        };
        let port = first(&spans, Rule::Port);
        // The host runs from after "ldap://" to the ":" of the port, the "/" of the dn, or the end.
        let start = first(&spans, Rule::LdapScheme).map_or(0, |s| s.end) + "://".len();
        let end = match (&port, &dn) {
            (Some(port), _) => port.start - 1,
            (None, Some(dn)) => dn.start - 1,
            (None, None) => text.len(),
        };
        let attributes = next(Rule::Attributes);
        let scope = next(Rule::Scope);
        let filter = next(Rule::LdapFilter);
        let extensions = next(Rule::Extensions);
        Ok(Ldap {
            text: uri.as_str(),
            host: start..end,
            port,
            dn,
            attributes,
            scope,
            filter,
            extensions,
        })
    }
}

impl<'a> Ldap<'a> {
    fn part(&self, range: Option<&Range<usize>>) -> Option<&'a str> {
        range.map(|r| &self.text[r.clone()])
    }

    /// The host, as written: `""` when there is none (`ldap:///...`: the client's own choice of server,
    /// RFC 4516 2).
    #[must_use]
    pub fn host_str(&self) -> &'a str {
        &self.text[self.host.clone()]
    }

    /// The port as written, when there is a `:`.
    #[must_use]
    pub fn port(&self) -> Option<&'a str> {
        self.part(self.port.as_ref())
    }

    /// The port to connect to: the URL's, or 389 (RFC 4516 2) when it has none or an empty one. `None`
    /// when the written port is over 65535.
    #[must_use]
    pub fn port_or_default(&self) -> Option<u16> {
        match self.port() {
            Some(port) if !port.is_empty() => port.parse().ok(),
            _ => Some(389),
        }
    }

    /// The distinguished name of the base object, as written (percent-encoded), when there is a `/`.
    #[must_use]
    pub fn dn(&self) -> Option<&'a str> {
        self.part(self.dn.as_ref())
    }

    /// [`dn`](Ldap::dn) percent-decoded: an RFC 4514 `distinguishedName`.
    #[must_use]
    pub fn dn_decoded(&self) -> Option<Cow<'a, str>> {
        self.dn().map(decode_utf8_lossy)
    }

    /// The attributes to return, as written: a comma-separated list of selectors.
    #[must_use]
    pub fn attributes(&self) -> Option<&'a str> {
        self.part(self.attributes.as_ref())
    }

    /// Each selector of [`attributes`](Ldap::attributes), percent-decoded: an RFC 4511
    /// `attributeSelector` (an attribute description, `1.1` or `*`). Empty when there are none.
    #[must_use]
    pub fn selectors(&self) -> Vec<Cow<'a, str>> {
        match self.attributes() {
            Some(attributes) if !attributes.is_empty() => {
                // A selector holds no "," (RFC 4516 2.1 has it encoded): the grammar's delimiter.
                attributes.split(',').map(decode_utf8_lossy).collect()
            }
            _ => Vec::new(),
        }
    }

    /// The scope, as written (`base`, `one` or `sub`, in any case).
    #[must_use]
    pub fn scope(&self) -> Option<&'a str> {
        self.part(self.scope.as_ref())
    }

    /// The scope of the search, in lower case: the URL's, or `base` when it has none or an empty one
    /// (RFC 4516 2).
    #[must_use]
    pub fn scope_or_default(&self) -> &'static str {
        match self.scope() {
            Some(s) if s.eq_ignore_ascii_case("one") => "one",
            Some(s) if s.eq_ignore_ascii_case("sub") => "sub",
            _ => "base",
        }
    }

    /// The search filter, as written (percent-encoded).
    #[must_use]
    pub fn filter(&self) -> Option<&'a str> {
        self.part(self.filter.as_ref())
    }

    /// [`filter`](Ldap::filter) percent-decoded: an RFC 4515 `filter` (RFC 4516 2's default, when it is
    /// absent or empty, is `(objectClass=*)`).
    #[must_use]
    pub fn filter_decoded(&self) -> Option<Cow<'a, str>> {
        self.filter().map(decode_utf8_lossy)
    }

    /// The extensions, as written: a comma-separated list.
    #[must_use]
    pub fn extensions(&self) -> Option<&'a str> {
        self.part(self.extensions.as_ref())
    }

    /// Each extension of [`extensions`](Ldap::extensions), with its value percent-decoded. Empty when
    /// there are none.
    #[must_use]
    pub fn extension_list(&self) -> Vec<LdapExtension<'a>> {
        let Some(extensions) = self.extensions() else {
            return Vec::new();
        };
        // An extension holds no "," (2.1 has it encoded in an exvalue), and an extype no "=": the
        // grammar's delimiters.
        extensions
            .split(',')
            .map(|extension| {
                let (critical, rest) = match extension.strip_prefix('!') {
                    Some(rest) => (true, rest),
                    None => (false, extension),
                };
                let (extype, exvalue) = match rest.split_once('=') {
                    Some((extype, exvalue)) => (extype, Some(decode_utf8_lossy(exvalue))),
                    None => (rest, None),
                };
                LdapExtension {
                    critical,
                    extype,
                    exvalue,
                }
            })
            .collect()
    }

    /// The parts that the scheme's grammar names, by their names in its ABNF, in its order: `host`,
    /// `port`, `dn`, `attributes`, `scope`, `filter`, `extensions`, as written.
    /// [`View::parts`](super::View::parts) gives them for any scheme with a grammar.
    #[must_use]
    pub fn parts(&self) -> Vec<(&'static str, PartValue<'a>)> {
        Vec::from([
            ("host", PartValue::Text(Some(self.host_str()))),
            ("port", PartValue::Text(self.port())),
            ("dn", PartValue::Text(self.dn())),
            ("attributes", PartValue::Text(self.attributes())),
            ("scope", PartValue::Text(self.scope())),
            ("filter", PartValue::Text(self.filter())),
            ("extensions", PartValue::Text(self.extensions())),
        ])
    }
}
