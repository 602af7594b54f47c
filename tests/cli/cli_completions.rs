//! `rfc3986 completions SHELL` and `rfc3986 man`, made from the clap definitions.
#![cfg(feature = "cli")]

use crate::util::cli::{run, stdout};

#[test]
fn completions_name_every_command() {
    for (shell, marker) in [
        ("bash", "complete -F"),
        ("zsh", "#compdef rfc3986"),
        ("fish", "complete -c rfc3986"),
    ] {
        let out = run(&["completions", shell], "");
        assert_eq!(out.status.code(), Some(0), "{shell}");
        let script = stdout(&out);
        assert!(script.contains(marker), "{shell}: {script}");
        for command in [
            "parse",
            "resolve",
            "normalize",
            "to-uri",
            "to-iri",
            "explain",
            "tree",
            "check",
        ] {
            assert!(script.contains(command), "{shell} lacks {command}");
        }
    }
    assert_eq!(run(&["completions", "tcsh"], "").status.code(), Some(2));
}

#[test]
fn man_page_is_roff_with_every_command() {
    let out = run(&["man"], "");
    assert_eq!(out.status.code(), Some(0));
    let page = stdout(&out);
    assert!(page.contains(".TH rfc3986 1"), "{page}");
    assert!(page.contains(".SH NAME"));
    for command in ["parse", "resolve", "normalize", "completions", "man"] {
        assert!(page.contains(command), "man lacks {command}");
    }
}
