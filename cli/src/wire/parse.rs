//! `parse --json`: the components of a reference, a match of another rule, or the error.

use serde::Serialize;

use super::Error;
use crate::reference::Reference;

/// `parse` of a valid URI-reference (URI, relative-ref, absolute-URI): every component, `null` when
/// undefined.
#[derive(Serialize)]
pub(crate) struct Components<'a> {
    pub(crate) input: &'a str,
    pub(crate) valid: bool,
    pub(crate) kind: &'static str,
    pub(crate) scheme: Option<&'a str>,
    pub(crate) authority: Option<&'a str>,
    pub(crate) userinfo: Option<&'a str>,
    pub(crate) host: Option<&'a str>,
    pub(crate) host_kind: Option<&'static str>,
    pub(crate) port: Option<&'a str>,
    pub(crate) path: &'a str,
    pub(crate) query: Option<&'a str>,
    pub(crate) fragment: Option<&'a str>,
    /// The input's exact bytes in lower-case hex, only when they are not UTF-8 (`input` has U+FFFD there).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) input_hex: Option<String>,
}

impl<'a> Components<'a> {
    pub(crate) fn new(input: &'a str, r: &'a Reference) -> Components<'a> {
        Components {
            input,
            valid: true,
            kind: r.kind(),
            scheme: r.scheme(),
            authority: r.authority().map(|a| a.as_str()),
            userinfo: r.userinfo(),
            host: r.host_str(),
            host_kind: r.authority().map(|a| a.host_kind().rule().as_str()),
            port: r.port(),
            path: r.path().as_str(),
            query: r.query(),
            fragment: r.fragment(),
            input_hex: None,
        }
    }
}

/// `parse` of an input that matched a rule other than the four reference rules.
#[derive(Serialize)]
pub(crate) struct Valid<'a> {
    pub(crate) input: &'a str,
    pub(crate) valid: bool,
}

/// `parse` of an invalid input.
#[derive(Serialize)]
pub(crate) struct Invalid<'a> {
    pub(crate) input: &'a str,
    pub(crate) valid: bool,
    pub(crate) error: Error,
    /// The input's exact bytes in lower-case hex, only when they are not UTF-8 (`input` has U+FFFD there).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) input_hex: Option<String>,
}

/// `parse --rule NAME` of an input that matched not the rule itself but another specification's rule of the
/// same name, which `matched_rule` names (`"RFC 3966 parameter"`).
#[derive(Serialize)]
pub(crate) struct Matched<'a> {
    pub(crate) input: &'a str,
    pub(crate) matched_rule: String,
    pub(crate) valid: bool,
}

/// What `parse --json` prints for one input.
#[derive(Serialize)]
#[serde(untagged)]
pub(crate) enum Parsed<'a> {
    /// A reference (of the rules URI-reference, URI, absolute-URI, relative-ref and their IRI forms).
    Reference(Components<'a>),
    /// A match of any other rule.
    Valid(Valid<'a>),
    /// A match of another specification's rule of the name `--rule` gave.
    Matched(Matched<'a>),
    Invalid(Invalid<'a>),
}
