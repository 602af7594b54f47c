//! Issue 20, part 3: IRIs as typed, diagrams aligned on a terminal, hints in the caller's language, and the
//! first line of `check` windowed.

use crate::util::cli::{json_lines, run, stdout};

#[test]
fn non_ascii_is_shown_as_typed_and_invisible_characters_escaped() {
    let out = run(&["check", "--iri", "http://例子.测试/ü a"], "");
    let text = stdout(&out);
    assert!(text.contains("no: \"http://例子.测试/ü a\""), "{text}");
    assert!(text.contains("\n    http://例子.测试/ü a\n"), "{text}");
    // Zero width space (Cf), no-break space (Zs), line separator (Zl), a bidi control (Cf), a tab (Cc).
    for (c, escaped) in [
        ('\u{200B}', "\\u{200b}"),
        ('\u{A0}', "\\u{a0}"),
        ('\u{2028}', "\\u{2028}"),
        ('\u{202E}', "\\u{202e}"),
        ('\t', "\\t"),
    ] {
        let input = format!("http://a/{c}b c");
        let text = stdout(&run(&["check", "--iri", &input], ""));
        assert!(
            text.contains(&format!("http://a/{escaped}b c")),
            "{c:?}: {text}"
        );
        assert!(!text.contains(c), "{c:?}: {text}");
    }
}

#[test]
fn carets_and_diagrams_count_display_columns() {
    // Each of 例 and 子 takes two columns: the caret under the space is at column 7 + 4.
    let text = stdout(&run(&["check", "--iri", "http://例子 x"], ""));
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[2], "    http://例子 x", "{text}");
    assert_eq!(lines[3], format!("    {}^", " ".repeat(11)), "{text}");
    // A combining mark takes none: "e\u{301}" is one column.
    let text = stdout(&run(&["check", "--iri", "http://e\u{301}/ x"], ""));
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[3], format!("    {}^", " ".repeat(9)), "{text}");
    // The diagram underlines the host's nine columns (例子.测试).
    let text = stdout(&run(&["explain", "--iri", "http://例子.测试/ü"], ""));
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[1].starts_with("\\__/   \\_______/\\/"), "{text}");
}

#[test]
fn hints_name_the_flags_on_the_command_line_and_no_rust_item_in_the_library() {
    let text = stdout(&run(&["parse", "http://é.com/a b"], ""));
    assert!(text.contains("--iri"), "{text}");
    assert!(text.contains("--lenient"), "{text}");
    assert!(
        !text.contains("parse_lenient") && !text.contains("IriRef"),
        "{text}"
    );
    let input = "http://é.com/a b";
    let err = rfc3986::UriRef::parse(input).unwrap_err();
    let text = err.render(input).to_string();
    assert!(text.contains("%C3%A9"), "{text}");
    assert!(
        !text.contains("IriRef") && !text.contains("parse_lenient"),
        "{text}"
    );
    assert!(!text.contains("--"), "{text}");
}

#[test]
fn a_zone_identifier_gets_a_hint_that_names_the_rfcs() {
    for input in ["http://[fe80::1%25eth0]/", "http://[fe80::1%eth0]/"] {
        let err = rfc3986::UriRef::parse(input).unwrap_err();
        let text = err.render(input).to_string();
        for words in [
            "RFC 6874",
            "RFC 9844",
            "RFC 3986 has no zone identifiers",
            "IPv6addrz",
        ] {
            assert!(text.contains(words), "{input}: {words}: {text}");
        }
    }
    // Not for a "%" elsewhere in an IP-literal.
    let input = "http://[fe%80::1]/";
    let text = rfc3986::UriRef::parse(input)
        .unwrap_err()
        .render(input)
        .to_string();
    assert!(!text.contains("zone"), "{text}");
}

#[test]
fn the_first_line_of_check_is_a_window_around_the_error() {
    let input = format!("http://a/{} y{}", "x".repeat(300), "z".repeat(300));
    let text = stdout(&run(&["check", &input], ""));
    let first = text.lines().next().unwrap();
    assert!(first.len() < 160, "{first}");
    assert!(first.starts_with("no: \"...x"), "{first}");
    assert!(first.contains("x y"), "{first}");
    // A valid long input is windowed from its start.
    let input = format!("http://a/{}", "x".repeat(300));
    let first = stdout(&run(&["check", &input], ""))
        .lines()
        .next()
        .unwrap()
        .to_owned();
    assert!(
        first.starts_with("yes: \"http://a/x") && first.contains("...\""),
        "{first}"
    );
}

/// The tool shows the character an error found, and a hint, as the library renders them (moved here from
/// the library's tests/library/errors_help.rs with the tool).
#[test]
fn the_cli_shows_the_same() {
    let out = run(&["parse", "--json"], "http://é.com\nhttp://[::1\n");
    let lines = json_lines(&out);
    assert_eq!(lines[0]["error"]["found"], "é");
    assert_eq!(lines[0]["error"]["expected"][0], "reg-name");
    assert_eq!(lines[1]["error"]["found"], serde_json::Value::Null);
    for (command, input) in [
        (&["parse"][..], "http://é.com\n"),
        (&["check"][..], "http://é.com\n"),
        (&["explain"][..], "http://é.com\n"),
        (&["check", "--rule", "host"][..], "é.com\n"),
    ] {
        let out = run(command, input);
        let text = format!("{}{}", stdout(&out), String::from_utf8_lossy(&out.stderr));
        if command.len() == 3 {
            assert!(!text.contains("IP-literal"), "{command:?}: {text}");
        }
        assert!(
            text.contains("unexpected \"é\" (U+00E9)"),
            "{command:?}: {text}"
        );
        assert!(text.contains("hint: "), "{command:?}: {text}");
    }
}
