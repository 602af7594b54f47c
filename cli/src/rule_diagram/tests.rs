use super::*;

/// The quoted strings and numeric values of an ABNF text, as the RFC prints them, found by a scan of its
/// own (not the reader's): what the diagram's terminal boxes must say, prose aside.
fn printed_terminals(abnf: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = abnf;
    while let Some(c) = rest.chars().next() {
        let len = match c {
            '"' => {
                let len = rest[1..].find('"').map_or(rest.len(), |i| i + 2);
                out.push(rest[..len].to_owned());
                len
            }
            // Prose is skipped whole (it may hold quotes: `<">`), and so is a comment.
            '<' => {
                let mut depth = 0;
                rest.char_indices()
                    .find(|&(_, c)| {
                        depth += match c {
                            '<' => 1,
                            '>' => -1,
                            _ => 0,
                        };
                        depth == 0
                    })
                    .map_or(rest.len(), |(i, _)| i + 1)
            }
            ';' => rest.find('\n').unwrap_or(rest.len()),
            '%' => {
                let len = rest[1..]
                    .find(|c: char| !(c.is_ascii_alphanumeric() || c == '.' || c == '-'))
                    .map_or(rest.len(), |i| i + 1);
                out.push(rest[..len].to_owned());
                len
            }
            c => c.len_utf8(),
        };
        rest = &rest[len..];
    }
    out.sort();
    out
}

fn overlap(a: &Placed, b: &Placed) -> bool {
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

#[test]
fn every_rule_is_drawn_without_overlap_or_a_cut_label() {
    let mut boxes = 0;
    for &rule in Rule::ALL {
        let name = rule.as_str();
        let diagram = draw(rule, None, true)
            .unwrap_or_else(|| panic!("{name}: no diagram of {:?}", rule.abnf()));
        for (i, a) in diagram.placed.iter().enumerate() {
            assert!(
                a.text_width + if a.kind.is_some() { 2.0 * PAD } else { 0.0 } <= a.width,
                "{name}: the label {:?} ({} wide) is cut by its box ({} wide)",
                a.text,
                a.text_width,
                a.width
            );
            assert!(
                a.x >= 0.0
                    && a.y >= 0.0
                    && a.x + a.width <= diagram.width
                    && a.y + a.height <= diagram.height,
                "{name}: {:?} at ({}, {}) is outside the drawing ({} x {})",
                a.text,
                a.x,
                a.y,
                diagram.width,
                diagram.height
            );
            for b in &diagram.placed[i + 1..] {
                assert!(
                    !overlap(a, b),
                    "{name}: {:?} and {:?} overlap: {a:?} {b:?}",
                    a.text,
                    b.text
                );
            }
        }
        boxes += diagram.placed.len();
        let mut terminals: Vec<String> = diagram
            .placed
            .iter()
            .filter(|p| p.kind == Some(Kind::Terminal) && !p.text.starts_with('<'))
            .map(|p| p.text.clone())
            .collect();
        terminals.sort();
        assert_eq!(
            terminals,
            printed_terminals(rule.abnf()),
            "{name}: the diagram's terminals are not the ABNF's"
        );
    }
    assert!(boxes > 900, "only {boxes} boxes in all the diagrams");
}

#[test]
fn rules_it_uses_are_links_and_only_they() {
    let link = |rule: Rule| format!("/rule/{}", rule.as_str());
    let rule = Rule::Ipv6Address;
    let diagram = draw(rule, Some(&link), false).unwrap();
    assert!(diagram.svg.contains("<a href=\"/rule/h16\">"));
    assert!(diagram.svg.contains("<a href=\"/rule/ls32\">"));
    assert!(
        !diagram.svg.contains("xmlns"),
        "inline SVG needs no namespace"
    );
    let alone = draw(rule, None, true).unwrap();
    assert!(!alone.svg.contains("<a "), "{}", alone.svg);
    assert!(
        alone
            .svg
            .starts_with("<svg class=\"railroad\" xmlns=\"http://www.w3.org/2000/svg\"")
    );
    assert!(alone.svg.contains("<style>"));
    assert_eq!(
        diagram.svg.matches("<a href=\"/rule/h16\">").count(),
        rule.abnf().matches("h16").count(),
        "every h16 of the ABNF is a link"
    );
}

#[test]
fn bounds_are_written_in_words() {
    let labels = |rule: Rule| -> Vec<String> {
        draw(rule, None, false)
            .unwrap()
            .placed
            .into_iter()
            .filter(|p| p.kind.is_none())
            .map(|p| p.text)
            .collect()
    };
    assert_eq!(labels(Rule::H16), ["1 to 4 times"]);
    assert_eq!(labels(Rule::DecOctet), ["exactly 2 times"]);
    assert_eq!(labels(Rule::Segment), Vec::<String>::new());
    assert!(labels(Rule::Ipv6Address).contains(&"exactly 6 times".to_owned()));
    assert!(labels(Rule::Ipv6Address).contains(&"at most 5 times".to_owned()));
    assert_eq!(labels(Rule::PathEmpty), ["exactly 0 times"]);
}

#[test]
fn text_is_escaped() {
    let diagram = draw(Rule::SubDelims, None, true).unwrap();
    assert!(
        diagram.svg.contains(">&quot;&amp;&quot;<"),
        "{}",
        diagram.svg
    );
    assert!(
        diagram.svg.contains(">&quot;&#39;&quot;<"),
        "{}",
        diagram.svg
    );
    assert!(!diagram.svg.contains("\"&\""));
}
