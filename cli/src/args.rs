//! The argument groups that several commands flatten into theirs: `--rule` with `--iri` and the inputs
//! (`parse`, `check`, `tree`), and `--show-password` with how a result is written (`normalize`, `resolve`,
//! `relativize`, `to-uri`, `to-iri`, `template expand`).

use std::ffi::OsString;

use crate::{rule_name, style};

/// The arguments of the commands that take strings and match them against one rule: `parse`, `check`, `tree`.
#[derive(clap::Args)]
pub(crate) struct RuleInputs {
    /// The ABNF rule to match each whole input against, by its RFC name (IPv6address, path-abempty,
    /// ireg-name, ...). Default: URI-reference.
    /// Where specifications reuse a name for different rules (`parameter`: RFC 2045, RFC 3966 and RFC
    /// 5870), the name alone matches each of them (but RFC 3986's, RFC 3987's and their core rules' names
    /// are theirs alone), and a name after its specification one (`'RFC 3966 parameter'`).
    #[arg(long, value_name = "RULE", value_parser = rule_name::parse_rule)]
    rule: Option<rule_name::RuleName>,
    /// Read each input as an IRI-reference (RFC 3987) instead of a URI-reference: the default rule becomes
    /// IRI-reference.
    #[arg(long)]
    pub(crate) iri: bool,
    /// The strings; each line of standard input when none is given.
    #[arg(value_name = "INPUT")]
    pub(crate) inputs: Vec<OsString>,
}

impl RuleInputs {
    /// The rule to match against: `--rule`, or URI-reference (IRI-reference with `--iri`).
    pub(crate) fn rule(&self) -> rfc3986::Rule {
        match (&self.rule, self.iri) {
            (Some(name), _) => name.rule,
            (None, false) => rfc3986::Rule::UriReference,
            (None, true) => rfc3986::Rule::IriReference,
        }
    }

    /// The rule to match against, then the others its name names (see [`RuleInputs::also`]).
    #[cfg(feature = "viewer")]
    pub(crate) fn rules(&self) -> Vec<rfc3986::Rule> {
        std::iter::once(self.rule())
            .chain(self.also().iter().copied())
            .collect()
    }

    /// The other rules that `--rule`'s name, without a specification, names (see [`rule_name::RuleName`]).
    pub(crate) fn also(&self) -> &[rfc3986::Rule] {
        self.rule.as_ref().map_or(&[], |name| &name.also)
    }
}

/// How a command whose results scripts consume (`normalize`, `resolve`, `relativize`, `to-uri`, `to-iri`)
/// writes a result in text mode: verbatim when standard output is not a terminal, so that
/// `rfc3986 normalize < in.txt > out.txt` loses nothing; on a terminal, with a password shown as
/// `<redacted>` (RFC 3986 3.2.1) unless `--show-password` is given. Diagnostics redact always.
#[derive(clap::Args)]
pub(crate) struct ResultText {
    /// On a terminal, show the password of a result as it is instead of `<redacted>` (results written to a
    /// pipe or a file, and --json, are always verbatim).
    #[arg(long)]
    show_password: bool,
}

impl ResultText {
    /// A result as this run shows it.
    pub(crate) fn shown<'a>(
        &self,
        result: &'a str,
        style: style::Style,
    ) -> std::borrow::Cow<'a, str> {
        shown_result(result, style.terminal, self.show_password)
    }
}

/// A result as shown on a terminal (`terminal`) or written elsewhere.
fn shown_result(result: &str, terminal: bool, show_password: bool) -> std::borrow::Cow<'_, str> {
    if terminal && !show_password {
        rfc3986::redact_password(result)
    } else {
        std::borrow::Cow::Borrowed(result)
    }
}

#[cfg(test)]
mod tests {
    use super::shown_result;

    #[test]
    fn results_are_verbatim_but_on_a_terminal() {
        let uri = "http://user:secret@h/p";
        assert_eq!(shown_result(uri, false, false), uri);
        assert_eq!(shown_result(uri, false, true), uri);
        assert_eq!(shown_result(uri, true, true), uri);
        assert_eq!(shown_result(uri, true, false), "http://user:<redacted>@h/p");
        assert_eq!(shown_result("http://h/p", true, false), "http://h/p");
    }
}
