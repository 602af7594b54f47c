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
        // A name that two specifications use is written after its specification the second time (`RFC
        // 5954 IPv6address`), as `--rule` takes it.
        let suggested = Rule::suggest(name);
        let near: Vec<String> = suggested
            .iter()
            .enumerate()
            .map(|(i, r)| {
                let repeated = suggested[..i]
                    .iter()
                    .any(|earlier| earlier.as_str().eq_ignore_ascii_case(r.as_str()));
                if repeated {
                    format!("{} {}", r.spec().as_str(), r.as_str())
                } else {
                    r.as_str().to_owned()
                }
            })
            .collect();
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
