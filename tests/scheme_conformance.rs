//! The vendored scheme-grammar conformance vectors (`tests/data/schemes/`, see its README): each rule of
//! RFC 9110, 6455, 8141, 8089, 6068 and the RFC 5322 rules that RFC 6068 imports, checked by name.

mod util;

use rfc3986::Rule;
use util::{cases, field};

#[test]
fn scheme_rules() {
    let cases = cases("schemes/scheme_rules.json");
    assert_eq!(cases.len(), 1206);
    let mut failures = Vec::new();
    for case in &cases {
        let rule: Rule = field(case, "rule").parse().expect("a rule name");
        let grammar = field(case, "grammar");
        // RFC 6068 imports dot-atom-text and quoted-string from RFC 5322.
        let imported = grammar == "RFC 6068" && rule.rfc() == 5322;
        assert!(
            imported || grammar.starts_with(&format!("RFC {}", rule.rfc())),
            "{rule} is from RFC {}, the case says {grammar}",
            rule.rfc()
        );
        let input = field(case, "input");
        let valid = case["valid"].as_bool().expect("valid is a boolean");
        if rule.matches(input) != valid || rule.check(input).is_ok() != valid {
            failures.push(format!("{rule} {input:?}: expected valid={valid}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
