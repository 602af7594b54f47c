//! `rules --json`: every rule, or one rule with its neighbours in the grammar. The fields are in
//! alphabetical order.

use serde::Serialize;

/// A line of `rules --json`: a rule and where it is defined (`rfc` is 0 and `spec` names the specification
/// for DID Core's rules).
#[derive(Serialize)]
pub(crate) struct Listed {
    pub(crate) abnf: &'static str,
    pub(crate) name: &'static str,
    pub(crate) obsoleted_by: Option<u16>,
    pub(crate) rfc: u16,
    pub(crate) section: &'static str,
    pub(crate) spec: &'static str,
}

/// `rules NAME --json`: one rule, with its citation, link, and the rules it uses and that use it (a name
/// that several specifications use, after its specification when it is not the rule's own).
#[derive(Serialize)]
pub(crate) struct Described {
    pub(crate) abnf: &'static str,
    pub(crate) citation: String,
    pub(crate) erratum: Option<u16>,
    pub(crate) name: &'static str,
    pub(crate) obsoleted_by: Option<u16>,
    pub(crate) rfc: u16,
    pub(crate) section: &'static str,
    pub(crate) spec: &'static str,
    pub(crate) url: String,
    pub(crate) used_by: Vec<String>,
    pub(crate) uses: Vec<String>,
    /// The rule as the grammar transcribes it for pest, with its `// PEG:` and `// speed:` notes
    /// (`Rule::transcription`); last, as it came last.
    pub(crate) transcription: &'static str,
}
