//! `conformance --json`: the examples printed in the RFCs, run against this build.

use serde::Serialize;

/// `conformance --json`: one example printed in an RFC, what it expects and what this build answers.
#[derive(Serialize)]
pub(crate) struct ExampleResult<'a> {
    /// The RFC that prints the example.
    pub(crate) rfc: u16,
    pub(crate) section: &'a str,
    pub(crate) kind: &'a str,
    pub(crate) input: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) base: Option<&'a str>,
    /// What `input` is compared with (equivalence examples).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) other: Option<&'a str>,
    pub(crate) expected: String,
    /// `null` when the example was not run.
    pub(crate) actual: Option<String>,
    /// `"pass"`, `"fail"` or `"not run"`.
    pub(crate) result: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) reason: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) note: Option<&'a str>,
}
