//! [`EditError`]: why a component or an edit was refused, with the rule it would break; and the checks of a
//! new component against its rule, which make one.

use crate::Rule;
use crate::syntax::error::ParseError;

/// The error of building or editing a reference: a component that does not match its rule, or components
/// that do not fit together. [`rule`](EditError::rule) names the rule of RFC 3986 that the result would
/// break. The message never repeats the component, which may be a password.
///
/// ```
/// use rfc3986::{Rule, UriRef};
///
/// let mut r = UriRef::parse("http://example.com/")?;
/// let err = r.set_port("80a").unwrap_err();
/// assert_eq!(err.rule(), Rule::Port);
/// assert_eq!(err.index(), Some(2));
/// assert_eq!(err.to_string(), "invalid port at index 2: unexpected \"a\", expected port");
///
/// let err = r.set_path("a/b").unwrap_err();
/// assert_eq!(err.rule(), Rule::PathAbempty);
/// assert_eq!(
///     err.to_string(),
///     "a path after an authority must be empty or begin with \"/\" (path-abempty)",
/// );
/// assert_eq!(r.as_str(), "http://example.com/"); // a failed edit changes nothing
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct EditError(pub(super) Reason);

#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub(super) enum Reason {
    /// The component does not match its rule.
    #[error("{0}")]
    Syntax(ParseError),
    /// A host (`host`, `reg-name` or an i-rule) that does not match its rule, but is an `IPv6address`
    /// without the brackets of an `IP-literal`.
    #[error("{0}; an IPv6 host needs brackets (\"[::1]\")")]
    Ipv6WithoutBrackets(ParseError),
    /// `path-abempty` or `ipath-abempty`
    #[error("a path after an authority must be empty or begin with \"/\" ({0})")]
    PathAbempty(Rule),
    /// `path-absolute` or `ipath-absolute`
    #[error("a path without an authority cannot begin with \"//\" ({0})")]
    PathAbsolute(Rule),
    /// `path-noscheme` or `ipath-noscheme`
    #[error("the first segment of a relative reference's path cannot contain \":\" ({0})")]
    PathNoscheme(Rule),
    /// A userinfo or a port without a host: `authority` or `iauthority`.
    #[error("a {0} needs an authority, and the reference has none ({1})")]
    NoAuthority(&'static str, Rule),
    /// `URI` or `IRI`
    #[error("{article} {0} needs a scheme ({0})", article = if *.0 == Rule::Iri { "an" } else { "a" })]
    NoScheme(Rule),
    /// `relative-ref` or `irelative-ref`
    #[error("a relative reference has no scheme ({0})")]
    Scheme(Rule),
    /// `segment` or `isegment`: a segment `.` or `..` given as data.
    #[error(
        "\".\" and \"..\" cannot be a segment's data: RFC 3986 reads them as steps in the hierarchy, \
         however they are percent-encoded (2.3, 3.3, 5.2.4) ({0})"
    )]
    DotSegment(Rule),
}

impl EditError {
    /// The rule of RFC 3986 that the edit would break: the component's own rule (`port`, `userinfo`,
    /// `IPvFuture`, ...) when it does not match it, `path-abempty`, `path-absolute` or `path-noscheme` when the
    /// path does not fit the rest of the reference, `authority` for a userinfo or port without a host, `URI`
    /// or `relative-ref` for a scheme that one kind of reference must have and the other cannot.
    ///
    /// ```
    /// use rfc3986::{Rule, UriRef};
    ///
    /// let mut r = UriRef::parse("a/b")?;
    /// assert_eq!(r.set_path("a:b").unwrap_err().rule(), Rule::PathNoscheme);
    /// assert_eq!(r.set_port("80").unwrap_err().rule(), Rule::Authority);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn rule(&self) -> Rule {
        match self.0 {
            Reason::Syntax(err) | Reason::Ipv6WithoutBrackets(err) => err.rule(),
            Reason::PathAbempty(rule) | Reason::PathAbsolute(rule) | Reason::PathNoscheme(rule) => {
                rule
            }
            Reason::NoAuthority(_, rule)
            | Reason::NoScheme(rule)
            | Reason::Scheme(rule)
            | Reason::DotSegment(rule) => rule,
        }
    }

    /// The error of the component that does not match its rule, with the rule and the index into the
    /// component; `None` for components that do not fit together. Its message is already part of this
    /// error's.
    ///
    /// ```
    /// let mut r = rfc3986::UriRef::parse("//example.com")?;
    /// let err = r.set_userinfo("user@x").unwrap_err();
    /// assert_eq!(err.parse_error().map(|e| (e.rule(), e.found())), Some((rfc3986::Rule::Userinfo, Some('@'))));
    /// assert_eq!(r.set_path("x").unwrap_err().parse_error(), None);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn parse_error(&self) -> Option<&ParseError> {
        match &self.0 {
            Reason::Syntax(err) | Reason::Ipv6WithoutBrackets(err) => Some(err),
            _ => None,
        }
    }

    /// For a component that does not match its rule, the byte index in that component where it stopped
    /// matching; `None` for components that do not fit together.
    ///
    /// ```
    /// let mut r = rfc3986::UriRef::parse("//example.com")?;
    /// assert_eq!(r.set_userinfo("user@x").unwrap_err().index(), Some(4));
    /// assert_eq!(r.set_path("x").unwrap_err().index(), None);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn index(&self) -> Option<usize> {
        match self.0 {
            Reason::Syntax(err) | Reason::Ipv6WithoutBrackets(err) => Some(err.index()),
            _ => None,
        }
    }
}

/// Checks `text` against `rule` with the grammar.
pub(super) fn check(rule: Rule, text: &str) -> Result<(), EditError> {
    rule.check(text).map_err(|e| EditError(Reason::Syntax(e)))
}

/// Checks the text of a host against `rule` (`host`, `reg-name` or their i-rules). When it does not match
/// but is an `IPv6address`, the error says that the address needs brackets (the grammar decides both).
pub(super) fn check_host(rule: Rule, text: &str) -> Result<(), EditError> {
    rule.check(text).map_err(|e| {
        if Rule::Ipv6Address.matches(text) {
            EditError(Reason::Ipv6WithoutBrackets(e))
        } else {
            EditError(Reason::Syntax(e))
        }
    })
}
