//! Errors rendered for people, where errors point, and derivation trees.

use crate::util;

use rfc3986::{Rule, UriRef};

/// Inputs whose errors are rendered in `tests/snapshots/render_errors.txt`: IPv6, IPvFuture,
/// percent-encoding, control characters, non-ASCII, a long input, rule-level checks.
const INVALID: [(Rule, &str); 16] = [
    (Rule::UriReference, "http://[::1"),
    (Rule::UriReference, "http://[::g]/"),
    (Rule::UriReference, "http://[1:2:3:4:5:6:7:8:9]/"),
    (Rule::UriReference, "http://[fe80::1%eth0]/"),
    (Rule::UriReference, "http://[::1.2.3.256]/"),
    (Rule::UriReference, "http://[v1]/"),
    (Rule::UriReference, "http://[vz.x]/"),
    (Rule::UriReference, "%zz"),
    (Rule::UriReference, "http://a b"),
    (Rule::UriReference, "http://a\tb/\u{e9}"),
    (Rule::UriReference, "http://caf\u{e9}.example/"),
    (Rule::UriReference, "//a/b#c#d"),
    (Rule::Uri, "//a"),
    (Rule::RelativeRef, "a:b"),
    (Rule::Ipv4Address, "1.2.3.256"),
    (Rule::Port, "80a"),
];

#[test]
fn rendered_errors_match_the_snapshot() {
    let mut all = String::new();
    for (rule, input) in INVALID {
        let err = rule.check(input).unwrap_err();
        let rendered = err.render(input).to_string();
        // The caret sits under the index: every character before it shows as itself or one escape.
        let lines: Vec<&str> = rendered.lines().collect();
        let caret = lines[2].find('^').expect("a caret line");
        let shown_before: usize = input[..err.index()]
            .chars()
            .map(|c| match c {
                ' '..='~' => 1,
                c => c.escape_default().count(),
            })
            .sum();
        assert_eq!(caret, 2 + shown_before, "{input:?}\n{rendered}");
        // A rendering ends without a line end: one, and a blank line between renderings.
        all.push_str(&format!("{rule} {input:?}\n{rendered}\n\n"));
    }
    util::assert_snapshot("render_errors.txt", &all);
}

#[test]
fn a_long_input_is_shown_as_a_window_around_the_index() {
    let input = format!(
        "http://example.com/{}/a b/{}",
        "x".repeat(500),
        "y".repeat(500)
    );
    let err = UriRef::parse(&input).unwrap_err();
    let rendered = err.render(&input).to_string();
    assert!(rendered.lines().all(|l| l.len() <= 80), "{rendered}");
    let lines: Vec<&str> = rendered.lines().collect();
    let caret = lines[2].find('^').unwrap();
    assert_eq!(&lines[1][caret..caret + 1], " ", "{rendered}");
    assert!(
        lines[1].starts_with("  ...x") && lines[1].ends_with("y..."),
        "{rendered}"
    );
}

#[test]
fn errors_point_where_the_input_stops_being_the_start_of_a_valid_reference() {
    // pest alone stops where the last rule started (10, 0, 7): the grammar says how far the input goes.
    util::assert_err(
        "http://[::1",
        "invalid URI reference at index 11: expected IP-literal or h16",
    );
    util::assert_err(
        "%zz",
        "invalid URI reference at index 1: unexpected \"z\", expected HEXDIG",
    );
    util::assert_err(
        "http://a%2x",
        "invalid URI reference at index 10: unexpected \"x\", expected HEXDIG",
    );
    util::assert_err(
        "http://[1:2:3:4:5:6:7:8:9]",
        "invalid URI reference at index 23: unexpected \":\", expected IP-literal or h16",
    );
    util::assert_err(
        "http://[v1]",
        "invalid URI reference at index 10: unexpected \"]\", expected IPvFuture",
    );
    // Where pest was right, nothing moves.
    util::assert_err(
        "http://[::g]/",
        "invalid URI reference at index 10: unexpected \"g\", expected IP-literal or h16",
    );
    util::assert_err(
        "http://a b",
        "invalid URI reference at index 8: unexpected \" \" (space), expected reg-name or path-abempty",
    );
}

#[test]
fn the_rendering_names_the_rule_being_matched_and_a_completion() {
    let input = "http://[::g]/";
    let text = UriRef::parse(input).unwrap_err().render(input).to_string();
    assert!(
        text.contains("expected IP-literal (3.2.2) or h16 (3.2.2)\n"),
        "{text}"
    );
    assert!(text.contains("adding \"]\" would complete it"), "{text}");
    // Inside a pct-encoded: the HEXDIG it needs, while matching the pct-encoded.
    let input = "http://a/%4x";
    let text = UriRef::parse(input).unwrap_err().render(input).to_string();
    assert!(text.contains("expected HEXDIG (RFC 5234 B.1)"), "{text}");
    assert!(text.contains("while matching pct-encoded (2.1)"), "{text}");
    // Display stays one line.
    assert!(!UriRef::parse(input).unwrap_err().to_string().contains('\n'));
}

#[test]
fn the_rendering_never_panics_on_a_mismatched_input() {
    let err = UriRef::parse("http://[::1").unwrap_err();
    for other in ["", "x", "\u{e9}\u{e9}\u{e9}", "http://[::1]"] {
        let _ = err.render(other).to_string();
    }
}

#[test]
fn trees_show_which_alternative_won() {
    let rules = |rule: Rule, input: &str| -> Vec<(Rule, String)> {
        rule.tree(input)
            .unwrap()
            .walk()
            .map(|t| (t.rule(), t.as_str().to_owned()))
            .collect()
    };
    let hier = rules(Rule::HierPart, "a:b");
    assert_eq!(
        hier,
        [
            (Rule::HierPart, "a:b".to_owned()),
            (Rule::PathRootless, "a:b".to_owned())
        ]
    );
    assert!(rules(Rule::Host, "1.2.3.256").contains(&(Rule::RegName, "1.2.3.256".to_owned())));
    assert!(
        rules(Rule::Host, "1.2.3.255")
            .iter()
            .any(|(r, _)| *r == Rule::Ipv4Address)
    );
    // A silent rule has no pair of its own: the root stands for it.
    let pchar = Rule::Pchar.tree("%41").unwrap();
    assert_eq!(
        (pchar.rule(), pchar.span(), pchar.children().len()),
        (Rule::Pchar, 0..3, 0)
    );
    // Spans are byte ranges of the input, children inside their parent, in order.
    for input in [
        "foo://u@[v7.fe80::1]:8042/over/there?name=ferret#nose",
        "//[::ffff:1.2.3.4]",
        "?#",
    ] {
        let tree = Rule::UriReference.tree(input).unwrap();
        for node in tree.walk() {
            assert_eq!(&input[node.span()], node.as_str());
            let mut at = node.span().start;
            for child in node.children() {
                assert!(
                    child.span().start >= at && child.span().end <= node.span().end,
                    "{input:?}"
                );
                at = child.span().end;
            }
        }
    }
    assert_eq!(
        Rule::UriReference.tree("http://[::1").unwrap_err(),
        UriRef::parse("http://[::1").unwrap_err()
    );
}

#[test]
fn trees_match_the_snapshot() {
    let mut all = String::new();
    for (rule, input) in [
        (
            Rule::UriReference,
            "foo://example.com:8042/over/there?name=ferret#nose",
        ),
        (
            Rule::UriReference,
            "ldap://[2001:db8::7]/c=GB?objectClass?one",
        ),
        (Rule::UriReference, "//[v7.fe80::1]:/?#"),
        (Rule::UriReference, "../a:b?"),
        (Rule::UriReference, ""),
        (Rule::Ipv6Address, "::ffff:192.0.2.16"),
        (Rule::Host, "1.2.3.256"),
    ] {
        all.push_str(&format!(
            "{rule} {input:?}\n{}\n",
            rule.tree(input).unwrap()
        ));
    }
    util::assert_snapshot("trees.txt", &all);
}

/// A rendered error never shows the password, and its caret stays on the character that failed.
#[test]
fn rendered_errors_hide_the_password() {
    let input = "http://me:s3cret@example.com:80a/";
    let err = rfc3986::UriRef::parse(input).unwrap_err();
    let text = err.render(input).to_string();
    assert!(!text.contains("s3cret"), "{text}");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[1], "  http://me:<redacted>@example.com:80a/");
    let caret = lines[2].find('^').unwrap();
    assert_eq!(&lines[1][caret..caret + 1], "a", "{text}");
    // Invalid inside the authority, with several "@": everything up to the last one is hidden.
    let input = "http://me:pw@x@h x/";
    let text = rfc3986::UriRef::parse(input)
        .unwrap_err()
        .render(input)
        .to_string();
    assert!(!text.contains("pw"), "{text}");
}

#[test]
fn an_empty_password_keeps_the_at_sign() {
    let input = "http://u:@h/ x";
    let text = UriRef::parse(input).unwrap_err().render(input).to_string();
    assert!(text.contains("  http://u:<redacted>@h/ x\n"), "{text}");
}

/// `display::window_of` never panics: not even when `pieces` gives fewer pieces the second time it is
/// called than the first (it is called twice, to measure and then to keep the window).
#[test]
fn window_of_survives_pieces_that_change() {
    use rfc3986::display::{Width, window_of};
    use std::cell::Cell;

    for first in [0usize, 1, 5, 40, 200] {
        for second in [0usize, 1, 3, 100] {
            for target in [0usize, 2, 50, 199, 400] {
                let calls = Cell::new(0);
                let pieces = || {
                    calls.set(calls.get() + 1);
                    let n = if calls.get() == 1 { first } else { second };
                    (0..n).map(|i| (i, "ab".to_owned()))
                };
                let (line, column) = window_of(pieces, target, Width::Chars);
                assert!(column <= line.chars().count(), "{first} {second} {target}");
            }
        }
    }
    // With the same pieces both times, the caret stands under the target's piece.
    let (line, column) = window_of(|| (0..3).map(|i| (i, "ab".to_owned())), 1, Width::Chars);
    assert_eq!((line.as_str(), column), ("ababab", 2));
}
