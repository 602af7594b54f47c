//! `rfc3986 completions SHELL` and `rfc3986 man`, made from the clap definitions.

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

/// `scheme --help` names every scheme that has a grammar in the library, and `conformance --help` every RFC
/// whose examples the tool carries (one file per RFC in cli/src/conformance/).
#[test]
fn help_names_every_scheme_and_rfc() {
    let help = |command: &str| {
        let out = run(&[command, "--help"], "");
        assert_eq!(out.status.code(), Some(0), "{command} --help");
        // clap wraps long help: compare with the line breaks as spaces.
        stdout(&out)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    let scheme = help("scheme");
    for (name, rfc) in [
        ("http", "RFC 9110"),
        ("https", "RFC 9110"),
        ("ws", "RFC 6455"),
        ("wss", "RFC 6455"),
        ("urn", "RFC 8141"),
        ("file", "RFC 8089"),
        ("mailto", "RFC 6068"),
        ("data", "RFC 2397"),
        ("tel", "RFC 3966"),
        ("geo", "RFC 5870"),
        ("tag", "RFC 4151"),
        ("did", "DID Core"),
    ] {
        assert!(
            rfc3986::scheme::rule_of(name).is_some(),
            "{name} has no grammar in the library: take it out of this list and the help"
        );
        assert!(
            scheme.contains(&format!(" {name} ")),
            "scheme --help lacks {name}: {scheme}"
        );
        assert!(scheme.contains(rfc), "scheme --help lacks {rfc}: {scheme}");
    }
    for (nid, rfc) in [("uuid", "RFC 9562"), ("oid", "RFC 3061")] {
        let urn = rfc3986::Uri::parse(&format!("urn:{nid}:x")).expect("a URI");
        assert_ne!(
            rfc3986::scheme::rule_for(&urn),
            Some(rfc3986::Rule::Namestring),
            "{nid}"
        );
        assert!(
            scheme.contains(&format!("{nid} ({rfc})")),
            "scheme --help lacks {nid}: {scheme}"
        );
    }
    let conformance = help("conformance");
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src/conformance");
    let mut rfcs = 0;
    for entry in std::fs::read_dir(dir).expect("the conformance examples") {
        let name = entry
            .expect("an entry")
            .file_name()
            .into_string()
            .expect("UTF-8");
        let number = name.trim_start_matches("rfc").trim_end_matches(".json");
        if number != "3986" {
            assert!(
                conformance.contains(number),
                "conformance --help lacks RFC {number}: {conformance}"
            );
        }
        rfcs += 1;
    }
    assert_eq!(
        rfcs, 20,
        "a new RFC's examples: name it in the help and here"
    );
}
