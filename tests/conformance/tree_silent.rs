//! The rules that the grammar keeps silent for speed (`URI-reference`'s `URI` and `relative-ref`,
//! `hier-part`, `relative-part`, `authority`, `host`, and their i-rules) are put back in the derivation
//! tree: on every valid vector, every node's text matches the node's rule on its own, and each of those
//! rules is there whenever the reference has the component it stands for.

use crate::util;

use rfc3986::{IriRef, Rule, UriRef};

fn check(top: Rule, input: &str, has_authority: bool, absolute: bool, iri: bool) {
    let tree = top.tree(input).unwrap_or_else(|e| panic!("{input:?}: {e}"));
    let mut seen = Vec::new();
    for node in tree.walk() {
        assert!(
            node.rule().matches(node.as_str()),
            "{input:?}: the {} node {:?} does not match its rule",
            node.rule(),
            node.as_str()
        );
        assert_eq!(&input[node.span()], node.as_str());
        seen.push(node.rule());
    }
    let (reference, part, authority, host) = match (absolute, iri) {
        (true, false) => (Rule::Uri, Rule::HierPart, Rule::Authority, Rule::Host),
        (false, false) => (
            Rule::RelativeRef,
            Rule::RelativePart,
            Rule::Authority,
            Rule::Host,
        ),
        (true, true) => (Rule::Iri, Rule::IhierPart, Rule::Iauthority, Rule::Ihost),
        (false, true) => (
            Rule::IrelativeRef,
            Rule::IrelativePart,
            Rule::Iauthority,
            Rule::Ihost,
        ),
    };
    assert!(
        seen.contains(&reference) && seen.contains(&part),
        "{input:?}: {seen:?}"
    );
    assert_eq!(
        seen.contains(&authority),
        has_authority,
        "{input:?}: {seen:?}"
    );
    assert_eq!(seen.contains(&host), has_authority, "{input:?}: {seen:?}");
}

#[test]
fn silent_rules_are_back_in_every_tree() {
    let mut n = 0;
    for case in util::cases("parse_valid.json") {
        let input = util::field(&case, "input");
        let r = UriRef::parse(input).unwrap();
        check(
            Rule::UriReference,
            input,
            r.authority().is_some(),
            r.is_uri(),
            false,
        );
        n += 1;
    }
    for case in util::cases("iri_parse_valid.json") {
        let input = util::field(&case, "input");
        let r = IriRef::parse(input).unwrap();
        check(
            Rule::IriReference,
            input,
            r.authority().is_some(),
            r.scheme().is_some(),
            true,
        );
        n += 1;
    }
    assert!(n > 500, "{n} vectors");
}

#[test]
#[cfg(feature = "schemes")]
fn silent_rules_are_back_in_the_scheme_rules() {
    for (rule, input, expected) in [
        (
            Rule::HttpUri,
            "http://u@h:1/p?q",
            &[
                Rule::Authority,
                Rule::Userinfo,
                Rule::Host,
                Rule::RegName,
                Rule::Port,
            ][..],
        ),
        (
            Rule::WsUri,
            "ws://[::1]:80/",
            &[Rule::Host, Rule::IpLiteral, Rule::Port][..],
        ),
        (
            Rule::PartialUri,
            "//h/p?q",
            &[Rule::RelativePart, Rule::Authority, Rule::Host][..],
        ),
        (
            Rule::HierPart,
            "//u@h",
            &[Rule::Authority, Rule::Userinfo, Rule::Host][..],
        ),
        (
            Rule::Authority,
            "h:80",
            &[Rule::Host, Rule::RegName, Rule::Port][..],
        ),
    ] {
        let tree = rule.tree(input).unwrap();
        let seen: Vec<Rule> = tree.walk().map(|t| t.rule()).collect();
        for r in expected {
            assert!(seen.contains(r), "{rule} {input:?}: no {r} in {seen:?}");
        }
        for node in tree.walk() {
            assert!(
                node.rule().matches(node.as_str()),
                "{rule} {input:?}: {}",
                node.rule()
            );
        }
    }
}
