//! RFC 9112 3.3, the target URI of an HTTP/1.1 request, rebuilt from the connection's scheme, the Host
//! header field (RFC 9110 7.2) and the request-target (RFC 9112 3.2, `grammar/rfc9112-target.pest`).

use alloc::format;
use alloc::string::String;

use crate::syntax::error::ParseError;
use crate::{Rule, Uri};

/// Why a request has no target URI: which part is at fault, with the error of the rule it was checked
/// against (its index is into that part).
///
/// ```
/// use rfc3986::scheme::RequestTargetError;
/// use rfc3986::Uri;
///
/// let err = Uri::from_request_target("https", "example.com", "/a#top").unwrap_err();
/// assert!(matches!(err, RequestTargetError::Target(_)));
/// assert_eq!(
///     err.to_string(),
///     "the request-target: invalid request-target at index 2: unexpected \"#\", expected segment",
/// );
/// let err = Uri::from_request_target("https", "u@example.com", "/").unwrap_err();
/// assert_eq!(err.to_string(), "the Host header field: invalid Host at index 1: unexpected \"@\", expected reg-name");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RequestTargetError {
    /// The scheme is not a `scheme` (RFC 3986 3.1).
    #[error("the scheme: {0}")]
    Scheme(ParseError),
    /// The Host header field's value is not `Host = uri-host [ ":" port ]` (RFC 9110 7.2; no userinfo).
    #[error("the Host header field: {0}")]
    Host(ParseError),
    /// The request-target is none of the four forms of RFC 9112 3.2 (a fragment, a relative path, a
    /// character a URI does not allow, ...).
    #[error("the request-target: {0}")]
    Target(ParseError),
    /// The target URI would have an empty host: the Host header field's (for an origin-form or an
    /// asterisk-form) or the authority-form's. RFC 9112 3.3 lets a server reject such a request, and the
    /// http and https schemes require a host (RFC 9110 4.2.1).
    #[error("the target URI's host is empty (RFC 9112 3.3: http and https require one)")]
    EmptyHost,
}

impl RequestTargetError {
    /// The [`ParseError`] of the scheme, the Host field or the request-target; `None` for
    /// [`EmptyHost`](RequestTargetError::EmptyHost).
    ///
    /// ```
    /// let err = rfc3986::Uri::from_request_target("https", "example.com", "/a#b").unwrap_err();
    /// assert_eq!(err.parse_error().map(|e| e.index()), Some(2));
    /// ```
    #[must_use]
    pub fn parse_error(&self) -> Option<&ParseError> {
        match self {
            RequestTargetError::Scheme(e)
            | RequestTargetError::Host(e)
            | RequestTargetError::Target(e) => Some(e),
            RequestTargetError::EmptyHost => None,
        }
    }
}

/// The form of a request-target that [`Uri::from_request_target`] reads it as.
enum Form {
    Origin,
    Absolute,
    Authority,
    Asterisk,
}

/// The form of a `request-target`: the one it matches, and authority-form where it matches both that and
/// absolute-form (`localhost:8080`).
fn form(target: &str) -> Form {
    if target.starts_with('/') {
        Form::Origin
    } else if target == "*" {
        Form::Asterisk
    } else if Rule::AuthorityForm.matches(target) {
        Form::Authority
    } else {
        Form::Absolute
    }
}

/// Whether the `uri-host` at the start of a `Host` value or an `authority-form` is empty (`:80`, `""`).
fn empty_host(host_and_port: &str) -> bool {
    host_and_port.is_empty() || host_and_port.starts_with(':')
}

impl Uri {
    /// The target URI of a request, as RFC 9112 3.3 rebuilds it: `scheme` is the connection's (`https` over
    /// TLS, `http` otherwise, or a configured one), `host` the value of the Host header field, `target`
    /// the request-target of the request line.
    ///
    /// Each part is checked against its rule first: `scheme` (RFC 3986 3.1), `Host = uri-host [ ":" port ]`
    /// (RFC 9110 7.2, so no userinfo), and `request-target` (RFC 9112 3.2), whose forms give the URI:
    ///
    /// - origin-form (`absolute-path [ "?" query ]`): `scheme "://" host` then the target. The target stays
    ///   a path: `//evil.com/x` gives `https://example.com//evil.com/x`, where resolving it as a reference
    ///   against the origin would give the host `evil.com`.
    /// - absolute-form (`absolute-URI`): the target, as it is (the Host field is checked, not used, as RFC
    ///   9112 3.2.2 says).
    /// - authority-form (`uri-host ":" port`, for CONNECT): `scheme "://"` then the target, with an empty
    ///   path. A target that is both an authority-form and an absolute-form (`localhost:8080`, whose
    ///   `localhost` is also a scheme) is read as an authority-form: the method decides which form a request
    ///   uses (3.2.3), and an absolute-URI with such a scheme is no HTTP target.
    /// - asterisk-form (`*`, for OPTIONS): `scheme "://" host`, with an empty path.
    ///
    /// A fragment is refused (no form has one), and so is a relative path (`a/b`) and an empty host where
    /// the URI takes its host from the Host field or the authority-form.
    ///
    /// # Errors
    ///
    /// A [`RequestTargetError`] that names the part and carries the [`ParseError`] of its rule.
    ///
    /// ```
    /// use rfc3986::Uri;
    ///
    /// let uri = Uri::from_request_target("https", "example.com", "/where?q=now")?;
    /// assert_eq!(uri, "https://example.com/where?q=now");
    /// let uri = Uri::from_request_target("https", "example.com", "//evil.com/x")?;
    /// assert_eq!((uri.host_str(), uri.path().as_str()), (Some("example.com"), "//evil.com/x"));
    /// assert_eq!(Uri::from_request_target("http", "h", "http://other.example/a")?, "http://other.example/a");
    /// assert_eq!(Uri::from_request_target("http", "", "www.example.com:80")?, "http://www.example.com:80");
    /// assert_eq!(Uri::from_request_target("http", "h:8080", "*")?, "http://h:8080");
    /// assert!(Uri::from_request_target("http", "h", "a/b").is_err());
    /// # Ok::<(), rfc3986::scheme::RequestTargetError>(())
    /// ```
    pub fn from_request_target(
        scheme: &str,
        host: &str,
        target: &str,
    ) -> Result<Uri, RequestTargetError> {
        Rule::Scheme
            .check(scheme)
            .map_err(RequestTargetError::Scheme)?;
        Rule::HostField
            .check(host)
            .map_err(RequestTargetError::Host)?;
        Rule::RequestTarget
            .check(target)
            .map_err(RequestTargetError::Target)?;
        let text: String = match form(target) {
            Form::Absolute => target.into(),
            Form::Authority if empty_host(target) => return Err(RequestTargetError::EmptyHost),
            Form::Authority => format!("{scheme}://{target}"),
            Form::Origin | Form::Asterisk if empty_host(host) => {
                return Err(RequestTargetError::EmptyHost);
            }
            Form::Origin => format!("{scheme}://{host}{target}"),
            Form::Asterisk => format!("{scheme}://{host}"),
        };
        // Each part matched its rule, so the text is a URI; its error, were it not, is the target's.
        Uri::try_from(text).map_err(|e| RequestTargetError::Target(e.error()))
    }
}
