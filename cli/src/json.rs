//! The JSON objects that `--json` prints, one per line. They are a contract: fields are only ever added.

use rfc3986::ParseError;

use crate::line::LineError;
use crate::reference::Reference;
use serde::Serialize;

/// The error object shared by every command: where the input stopped matching and what was expected.
#[derive(Serialize)]
pub(crate) struct Error {
    pub(crate) index: usize,
    pub(crate) expected: Vec<&'static str>,
    pub(crate) message: String,
    /// The character at `index`, `null` at the end of the input (U+FFFD for a byte that is not UTF-8).
    pub(crate) found: Option<char>,
    /// The byte at `index` in upper-case hex, only when it is not part of valid UTF-8.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) found_byte: Option<String>,
    /// The text that would complete the input up to `index` (what the rendering prints as "adding ...
    /// would complete it"), or null.
    pub(crate) completion: Option<String>,
}

impl From<&ParseError> for Error {
    fn from(err: &ParseError) -> Error {
        Error {
            index: err.index(),
            expected: err.expected().map(|r| r.name()).collect(),
            message: err.to_string(),
            found: err.found(),
            found_byte: None,
            completion: err.completion().map(|c| c.text().to_owned()),
        }
    }
}

impl From<&LineError> for Error {
    /// The error of a line, at its index in the line's bytes, with `found_byte` for a byte that is not
    /// UTF-8.
    fn from(err: &LineError) -> Error {
        Error {
            index: err.index(),
            expected: err.expected().iter().map(|r| r.name()).collect(),
            message: err.to_string(),
            found: err.found(),
            found_byte: err.found_byte().map(|b| format!("{b:02X}")),
            completion: match err {
                LineError::Grammar { err, .. } => err.completion().map(|c| c.text().to_owned()),
                LineError::Byte(_) => None,
            },
        }
    }
}

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
            host_kind: r.authority().map(|a| a.host_kind().rule().name()),
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

/// `resolve`: the target of one reference, or the error of the base or of the reference.
#[derive(Serialize)]
pub(crate) struct Resolved<'a> {
    pub(crate) base: &'a str,
    #[serde(rename = "ref")]
    pub(crate) reference: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) target: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) error: Option<Error>,
    /// The reference's exact bytes in lower-case hex, only when they are not UTF-8 (`ref` has U+FFFD there).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) input_hex: Option<String>,
    /// With --steps: how RFC 3986 5.2 got there.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) steps: Option<&'a Steps>,
}

/// The steps of a resolution (`resolve --steps --json`), in the RFC's terms.
#[derive(serde::Serialize)]
pub(crate) struct Steps {
    /// The 5.2.2 case: `R.scheme defined`, `R.authority defined`, `R.path empty`, `R.path starts with "/"`
    /// or `merge`.
    pub(crate) case: &'static str,
    /// Whether the reference's scheme was dropped as the base's (--non-strict).
    pub(crate) scheme_dropped: bool,
    /// Where each component of the target comes from: `reference`, `base` or `merge`.
    pub(crate) sources: Sources,
    /// The 5.2.3 merge, or null when the case does not merge.
    pub(crate) merge: Option<MergeStep>,
    /// The rows of the 5.2.4 table, or null when the case does not run remove_dot_segments.
    pub(crate) remove_dot_segments: Option<Vec<DotRow>>,
    /// The departures from the literal algorithm, each a sentence with its section.
    pub(crate) departures: Vec<String>,
    /// Whether the table was cut (at 1 MiB of buffers).
    pub(crate) truncated: bool,
}

/// Where 5.2.2 takes each component of the target from.
#[derive(serde::Serialize)]
pub(crate) struct Sources {
    pub(crate) scheme: &'static str,
    pub(crate) authority: &'static str,
    pub(crate) path: &'static str,
    pub(crate) query: &'static str,
    pub(crate) fragment: &'static str,
}

/// `merge(Base.path, R.path)`.
#[derive(serde::Serialize)]
pub(crate) struct MergeStep {
    pub(crate) base: String,
    pub(crate) reference: String,
    pub(crate) result: String,
}

/// A row of the 5.2.4 table: `1`, then `2A` .. `2E`, and the buffers after it.
#[derive(serde::Serialize)]
pub(crate) struct DotRow {
    pub(crate) step: &'static str,
    pub(crate) output: String,
    pub(crate) input: String,
}

/// `normalize`: the normal form of one input, or its error.
#[derive(Serialize)]
pub(crate) struct Normalized<'a> {
    pub(crate) input: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) normalized: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) error: Option<Error>,
    /// The input's exact bytes in lower-case hex, only when they are not UTF-8 (`input` has U+FFFD there).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) input_hex: Option<String>,
    /// With --steps: the reference after each rung of the ladder.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) steps: Option<Vec<Rung>>,
}

/// A rung of `normalize --steps --json`: its section, its name, the reference after it, and the components
/// it changed.
#[derive(Serialize)]
pub(crate) struct Rung {
    pub(crate) section: &'static str,
    pub(crate) name: &'static str,
    pub(crate) output: String,
    pub(crate) changed: Vec<&'static str>,
}

/// `relativize`: the reference from the base to one target, or the error of the base or of the target.
#[derive(Serialize)]
pub(crate) struct Relativized<'a> {
    pub(crate) base: &'a str,
    pub(crate) target: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) reference: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) error: Option<Error>,
    /// The target's exact bytes in lower-case hex, only when they are not UTF-8 (`target` has U+FFFD there).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) input_hex: Option<String>,
}
