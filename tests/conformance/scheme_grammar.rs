//! The scheme grammars' PEG deviations from the ABNF (`// PEG:` in `grammar/rfc*.pest`), each pinned by
//! near misses on both sides, and their behaviour on hostile input.

use crate::util::{accepts, rejects};
use rfc3986::Rule;

/// The text of the first node of `rule` in the derivation of `input` from `top`.
fn part(top: Rule, rule: Rule, input: &str) -> Option<&str> {
    fn find<'a>(tree: &rfc3986::Tree<'a>, rule: Rule) -> Option<&'a str> {
        if tree.rule() == rule {
            return Some(tree.as_str());
        }
        tree.children().iter().find_map(|c| find(c, rule))
    }
    find(&top.tree(input).expect("valid"), rule)
}

/// NID: the middle ldh run stops one before the end, or the last alphanum would have nothing left.
#[test]
fn nid_two_to_thirty_two_with_alphanum_ends() {
    let max = "a".repeat(32);
    accepts(Rule::Nid, &["ab", "a-b", "a--b", "isbn", "A1", &max]);
    let over = "a".repeat(33);
    rejects(Rule::Nid, &["a", "a-", "-a", "", "a_b", &over, "a:b"]);
    accepts(Rule::AssignedName, &["urn:ab:c", &format!("urn:{max}:x")]);
    rejects(
        Rule::AssignedName,
        &["urn:a:c", &format!("urn:{over}:x"), "urn:ab-:c"],
    );
}

/// rq-components: the shortest r-component that parses, with the same language as the ABNF.
#[test]
fn r_component_is_the_shortest() {
    accepts(Rule::RComponent, &["r?=q", "r?=", "a/b?c"]);
    rejects(Rule::RComponent, &["", "/r", "?r", "r#"]);
    for (input, r, q) in [
        ("urn:a1:b?+r?=q", Some("r"), Some("q")),
        ("urn:a1:b?+r?=", Some("r?="), None),
        ("urn:a1:b?+r?=?=q", Some("r?="), Some("q")),
        ("urn:a1:b?=q?+r", None, Some("q?+r")),
    ] {
        assert!(Rule::Namestring.matches(input), "{input}");
        assert_eq!(
            part(Rule::Namestring, Rule::RComponent, input),
            r,
            "{input}"
        );
        assert_eq!(
            part(Rule::Namestring, Rule::QComponent, input),
            q,
            "{input}"
        );
    }
    accepts(Rule::RqComponents, &["?+r?=q", "?+r", "?=q", ""]);
    accepts(Rule::RqComponents, &["?+r?="]);
    rejects(Rule::RqComponents, &["?=q?+#", "?+", "?="]);
}

/// file-auth: "localhost" only where no reg-name character follows it.
#[test]
fn localhost_does_not_commit() {
    accepts(
        Rule::FileUri,
        &[
            "file://localhost/p",
            "file://localhostx/p",
            "file://localhost.example.com/p",
            "file:///p",
            "file:/p",
        ],
    );
    rejects(
        Rule::FileUri,
        &[
            "file://localhost:80/p",
            "file:////h/p",
            "file://",
            "file://h",
            "file:///a?q",
        ],
    );
    assert_eq!(
        part(Rule::FileUri, Rule::FileAuth, "file://localhostx/p"),
        Some("localhostx")
    );
}

/// RFC 9844 deleted RFC 6874's zone identifiers from RFC 8089: `file-auth` is RFC 3986's `host`. The RFC
/// 6874 rules stay checkable by name, cited to their obsolete RFC.
#[test]
fn zone_identifiers() {
    accepts(Rule::FileUri, &["file://[::1]/x", "file://[v1.x]/x"]);
    rejects(
        Rule::FileUri,
        &[
            "file://[fe80::1%25eth0]/x",
            "file://[fe80::1%eth0]/x",
            "file://[fe80::1%25]/x",
            "file://[fe80::1%25e%]/x",
        ],
    );
    rejects(Rule::FileAuth, &["[fe80::1%25eth0]"]);
    accepts(
        Rule::Ipv6Addrz,
        &["fe80::1%25eth0", "::%25a%41", "1::2:3%25z"],
    );
    rejects(
        Rule::Ipv6Addrz,
        &["fe80::1", "fe80::1%25", "1::2::3%25a", "fe80::1%eth0"],
    );
    accepts(Rule::ZoneId, &["eth0", "a%41"]);
    rejects(Rule::ZoneId, &["", "a%4", "a/b"]);
    for rule in [Rule::ZoneId, Rule::Ipv6Addrz] {
        assert_eq!(rule.obsoleted_by(), Some(9844));
        assert!(
            rule.citation()
                .to_string()
                .ends_with("(obsoleted by RFC 9844)")
        );
    }
    assert_eq!(Rule::FileAuth.citation().to_string(), "RFC 8089 2");
}

/// mailto: the shortest `to`, so that hfields are not swallowed by a domain.
#[test]
fn mailto_shortest_to() {
    for (input, to, hfields) in [
        ("mailto:a@x?subject=hi", Some("a@x"), Some("?subject=hi")),
        ("mailto:a@x?s=1&b=c,d", Some("a@x"), Some("?s=1&b=c,d")),
        ("mailto:a@x?", Some("a@x?"), None),
        ("mailto:a@x.?s=1", Some("a@x.?s=1"), None),
        ("mailto:a?b=c@x", Some("a?b=c@x"), None),
        ("mailto:?to=a@x", None, Some("?to=a@x")),
        ("mailto:a@x,b@y?cc=c@z", Some("a@x,b@y"), Some("?cc=c@z")),
    ] {
        assert!(Rule::MailtoUri.matches(input), "{input}");
        assert_eq!(part(Rule::MailtoUri, Rule::To, input), to, "{input}");
        assert_eq!(
            part(Rule::MailtoUri, Rule::Hfields, input),
            hfields,
            "{input}"
        );
    }
    // Standalone, `to` and `domain` keep RFC 5322's greedy atoms.
    accepts(Rule::To, &["a@x?s=1", "a@x?s=1,b@y"]);
    accepts(Rule::Domain, &["x?s=1", "[1.2.3.4]"]);
    rejects(Rule::Domain, &["x.", ".x", "x..y", "[a]b"]);
}

/// FWS: the longer obs-FWS first.
#[test]
fn folding_white_space() {
    accepts(
        Rule::Fws,
        &[" ", "\t", " \r\n ", "\r\n ", " \r\n \r\n ", "  \r\n\t"],
    );
    rejects(Rule::Fws, &["", "\r\n", " \r\n", "\r\n \r\n ", "\n "]);
}

/// comment: nesting counted on pest's stack, the same language as the recursive rule.
#[test]
fn comments_nest() {
    accepts(
        Rule::Comment,
        &[
            "()",
            "(a)",
            "(a(b)c)",
            "((()))",
            "( a \r\n b )",
            "(\\))",
            "(a (b) )",
        ],
    );
    rejects(
        Rule::Comment,
        &["(", ")", "(()", "())", "(a)(b)", "(\\)", "(\r\n\r\n b)"],
    );
    accepts(
        Rule::QuotedString,
        &["\"a\"", " (c) \"a b\" (d)", "\"\\\"\"", "\"\""],
    );
    rejects(Rule::QuotedString, &["\"a", "a\"", "\"\\\"", "(\"a\""]);
    accepts(Rule::Cfws, &[" ", "(a)", " (a) (b) "]);
}

/// A million nested parentheses: no recursion on the call stack, on a thread with a 64 KiB stack.
#[test]
fn deep_comments_on_a_small_stack() {
    std::thread::Builder::new()
        .stack_size(64 * 1024)
        .spawn(|| {
            let n = 1_000_000;
            let deep = format!("{}{}", "(".repeat(n), ")".repeat(n));
            assert!(Rule::Comment.matches(&deep));
            assert!(!Rule::Comment.matches(&deep[1..]));
            let mailto = format!("mailto:{}", "(".repeat(n));
            assert!(Rule::MailtoUri.check(&mailto).is_err());
            assert!(Rule::QuotedString.matches(&format!("{deep}\"a\"")));
            assert!(!Rule::QuotedString.matches(&format!("{}\"a\"", &deep[1..])));
        })
        .unwrap()
        .join()
        .unwrap();
}
