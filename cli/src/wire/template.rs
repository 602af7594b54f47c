//! `template expand --json` and `template match --json` (RFC 6570).

use rfc3986::template::{Expected as Wanted, Mismatch as Why, TemplateError};
use serde::Serialize;

/// The error object of `template expand` and `template match`.
#[derive(Serialize)]
pub(crate) struct Error {
    pub(crate) kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) index: Option<usize>,
    pub(crate) message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) expected: Option<Vec<&'static str>>,
}

impl From<&TemplateError> for Error {
    fn from(err: &TemplateError) -> Error {
        Error {
            kind: "invalid-template",
            index: Some(err.index()),
            message: err.to_string(),
            expected: Some(err.expected().map(|r| r.as_str()).collect()),
        }
    }
}

/// `template expand` of one template.
#[derive(Serialize)]
pub(crate) struct Expanded<'a> {
    pub(crate) template: &'a str,
    pub(crate) valid: bool,
    /// `expansion`, or `error` (the other `null`).
    #[serde(flatten)]
    pub(crate) outcome: super::Outcome<String, Error>,
}

/// The variables of a match as a JSON object, in template order, each value in its order (an associative
/// array's pairs as the URI has them).
pub(crate) struct Variables(pub(crate) rfc3986::template::Match);

impl Serialize for Variables {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (name, v) in self.0.iter() {
            map.serialize_entry(name, v.value())?;
        }
        map.end()
    }
}

/// `template match` of one URI.
#[derive(Serialize)]
pub(crate) struct Matched<'a> {
    pub(crate) template: &'a str,
    pub(crate) uri: &'a str,
    pub(crate) matched: bool,
    pub(crate) variables: Option<Variables>,
    pub(crate) error: Option<Error>,
    pub(crate) mismatch: Option<Mismatch>,
}

/// Where and why a URI does not match: `template match --json`'s "mismatch".
#[derive(Serialize)]
pub(crate) struct Mismatch {
    pub(crate) index: usize,
    pub(crate) expected: Vec<Expected>,
    pub(crate) message: String,
}

/// One thing the template expected where the URI stops matching it.
#[derive(Serialize)]
pub(crate) struct Expected {
    pub(crate) kind: &'static str,
    pub(crate) text: Option<String>,
    pub(crate) template_index: Option<usize>,
    pub(crate) operator: Option<String>,
    pub(crate) variable: Option<String>,
}

impl From<&Why> for Mismatch {
    fn from(why: &Why) -> Mismatch {
        let expected = why
            .expected()
            .iter()
            .map(|e| {
                let (text, operator, variable) = match e {
                    Wanted::Literal { text, .. } => (Some(text.clone()), None, None),
                    Wanted::Expression {
                        text,
                        operator,
                        variable,
                        ..
                    } => (
                        Some(text.clone()),
                        Some(operator.as_char().map(String::from).unwrap_or_default()),
                        Some(variable.clone()),
                    ),
                    Wanted::Agreement { variable, .. } | Wanted::DistinctNames { variable, .. } => {
                        (None, None, Some(variable.clone()))
                    }
                    _ => (None, None, None),
                };
                Expected {
                    kind: e.kind().as_str(),
                    text,
                    template_index: e.template_index(),
                    operator,
                    variable,
                }
            })
            .collect();
        Mismatch {
            index: why.index(),
            expected,
            message: why.to_string(),
        }
    }
}
