//! A rule as `--rule` (and `rules NAME`) names it, shared by the commands that take one.

use rfc3986::Rule;

/// A rule as `--rule` names it: the rule, and where the name alone (without a specification) is also
/// another specification's rule, those others, which an input may match instead.
#[derive(Clone, Debug)]
pub(crate) struct RuleName {
    pub(crate) rule: Rule,
    pub(crate) also: Vec<Rule>,
}

/// A rule by its RFC name; for another name, one line with the closest names and where to find them all
/// (clap puts it after `error: invalid value ...`, and the whole answer stays within three lines).
pub(crate) fn parse_rule(name: &str) -> Result<RuleName, String> {
    let rules = Rule::meant_by(name);
    rules
        .split_first()
        .map(|(&rule, also)| RuleName {
            rule,
            also: also.to_vec(),
        })
        .ok_or_else(|| {
        let near: Vec<_> = Rule::suggest(name).iter().map(|r| r.as_str()).collect();
        let guess = match near.as_slice() {
            [] => String::new(),
            [one] => format!("; did you mean {one}?"),
            [rest @ .., last] => format!("; did you mean {} or {last}?", rest.join(", ")),
        };
        format!(
            "not a rule of the grammars this crate speaks{guess} (`rfc3986 rules` lists them all)"
        )
    })
}
