//! `scheme --json`: a URI against its scheme's own grammar. The fields are in alphabetical order.

use std::collections::BTreeMap;

use serde::Serialize;

use super::Error;

/// `scheme --json` of one input: whether it is a URI that matches its scheme's grammar, the scheme's top
/// rule, the named parts of its view and the prose requirements it breaks, or the error; with `--strict`,
/// whether it passes and why not.
#[derive(Serialize)]
pub(crate) struct Checked<'a> {
    /// The view's named parts, in alphabetical order; `null` when the URI does not match its scheme's
    /// grammar or the scheme has none here.
    pub(crate) components: Option<BTreeMap<&'static str, PartValue<'a>>>,
    /// The error object, with its fields in alphabetical order too.
    #[serde(serialize_with = "super::alphabetical")]
    pub(crate) error: Option<Error>,
    pub(crate) input: &'a str,
    /// The input's exact bytes in lower-case hex, only when they are not UTF-8 (`input` has U+FFFD there).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) input_hex: Option<String>,
    /// Whether the scheme has a grammar here.
    pub(crate) known: bool,
    /// The MUST and MUST NOT sentences of the scheme's RFC that the URI breaks.
    pub(crate) prose: Vec<String>,
    pub(crate) scheme: Option<&'a str>,
    pub(crate) scheme_rule: Option<&'static str>,
    /// With `--strict`: why the input fails, or `null` when it passes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) strict_failure: Option<Option<String>>,
    /// With `--strict`: whether the input passes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) strict_pass: Option<bool>,
    pub(crate) valid: bool,
}

/// A part of a URI as a scheme's view names it.
#[derive(Clone, Debug, Serialize)]
#[serde(untagged)]
pub(crate) enum PartValue<'a> {
    /// Text of the URI, `null` when the part is absent.
    Text(Option<&'a str>),
    /// A flag (`base64` of a data: URL).
    Flag(bool),
    /// A number (the `version` of a UUID).
    Number(u8),
    /// Pieces of the URI, in order (the parameters of a tel: URI).
    List(Vec<&'a str>),
}
