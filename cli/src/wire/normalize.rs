//! `normalize --json` and `equivalent --json`: normal forms, the rungs of RFC 3986 6.2's ladder, and where
//! two references became equal on it.

use serde::Serialize;

use super::{Error, Outcome};

/// `normalize`: the normal form of one input, or its error.
#[derive(Serialize)]
pub(crate) struct Normalized<'a> {
    pub(crate) input: &'a str,
    /// `normalized`, or `error`.
    #[serde(flatten)]
    pub(crate) outcome: Outcome<String>,
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

/// `equivalent --json`: whether A and B are equivalent at a level. `error` is the error object of the first
/// of A and B that does not parse, with `which` (`"a"` or `"b"`) naming it; then `equivalent` is `null`.
#[derive(Serialize)]
pub(crate) struct Equivalent<'a> {
    pub(crate) a: &'a str,
    pub(crate) b: &'a str,
    pub(crate) level: &'static str,
    pub(crate) equivalent: Option<bool>,
    pub(crate) normalized_a: Option<String>,
    pub(crate) normalized_b: Option<String>,
    pub(crate) error: Option<Invalid>,
    pub(crate) equal_at: Option<Place>,
}

/// A place on the ladder: its section and name.
#[derive(Serialize)]
pub(crate) struct Place {
    pub(crate) section: &'static str,
    pub(crate) name: &'static str,
}

/// The error of A or B, and which of them it is.
#[derive(Serialize)]
pub(crate) struct Invalid {
    pub(crate) which: &'static str,
    #[serde(flatten)]
    pub(crate) error: Error,
}
