//! `resolve --json` and `relativize --json`: a target or a reference, with `--steps` how RFC 3986 5.2 got there.

use serde::Serialize;

use super::Outcome;

/// `resolve`: the target of one reference, or the error of the base or of the reference.
#[derive(Serialize)]
pub(crate) struct Resolved<'a> {
    pub(crate) base: &'a str,
    #[serde(rename = "ref")]
    pub(crate) reference: &'a str,
    /// `target`, or `error`.
    #[serde(flatten)]
    pub(crate) outcome: Outcome<String>,
    /// The reference's exact bytes in lower-case hex, only when they are not UTF-8 (`ref` has U+FFFD there).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) input_hex: Option<String>,
    /// With --steps: how RFC 3986 5.2 got there.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) steps: Option<Steps>,
}

/// The steps of a resolution (`resolve --steps --json`), in the RFC's terms.
#[derive(Serialize)]
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

impl Steps {
    /// Whether the target's query is the reference's (with an empty path, 5.2.2 takes the reference's query
    /// exactly when it has one).
    pub(crate) fn query_from_reference(&self) -> bool {
        self.sources.query == "reference"
    }
}

/// Where 5.2.2 takes each component of the target from.
#[derive(Serialize)]
pub(crate) struct Sources {
    pub(crate) scheme: &'static str,
    pub(crate) authority: &'static str,
    pub(crate) path: &'static str,
    pub(crate) query: &'static str,
    pub(crate) fragment: &'static str,
}

/// `merge(Base.path, R.path)`.
#[derive(Serialize)]
pub(crate) struct MergeStep {
    pub(crate) base: String,
    pub(crate) reference: String,
    pub(crate) result: String,
}

/// A row of the 5.2.4 table: `1`, then `2A` .. `2E`, and the buffers after it.
#[derive(Serialize)]
pub(crate) struct DotRow {
    pub(crate) step: &'static str,
    pub(crate) output: String,
    pub(crate) input: String,
}

/// `relativize`: the reference from the base to one target, or the error of the base or of the target.
#[derive(Serialize)]
pub(crate) struct Relativized<'a> {
    pub(crate) base: &'a str,
    pub(crate) target: &'a str,
    /// `reference`, or `error`.
    #[serde(flatten)]
    pub(crate) outcome: Outcome<String>,
    /// The target's exact bytes in lower-case hex, only when they are not UTF-8 (`target` has U+FFFD there).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) input_hex: Option<String>,
}
