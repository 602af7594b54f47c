//! No password on a terminal: the command-line tool's output for people shows a userinfo as `redacted()`
//! does, for valid and invalid inputs, on stdout and stderr; `--json` keeps `input` verbatim (the contract).
#![cfg(feature = "cli")]

mod util;

use util::cli::{json_lines, run};

const SECRET: &str = "s3cr3t";

#[test]
fn text_output_never_shows_the_password() {
    let valid = format!("http://me:{SECRET}@example.com:80/a?q#f");
    let invalid = [
        format!("http://me:{SECRET}@example.com:80a/"), // error after the userinfo
        format!("http://me:{SECRET}@ex ample.com/"),
        format!("http://me:{SECRET}@x@y/"), // several "@"
        format!("http://me:{SECRET} x@h/"), // error inside the password
    ];
    let mut inputs = vec![valid.clone()];
    inputs.extend(invalid.iter().cloned());
    let commands: [&[&str]; 11] = [
        &["parse"],
        &["explain"],
        &["tree"],
        &["check"],
        &["normalize"],
        &["resolve", "http://base/"],
        &["relativize", "http://base/"],
        &["parse", "--iri"],
        &["parse", "--lenient"],
        &["normalize", "--lenient"],
        &["resolve", "--lenient", "http://base/"],
    ];
    for command in commands {
        for input in &inputs {
            let mut args = command.to_vec();
            args.push(input);
            let out = run(&args, "");
            let text = String::from_utf8_lossy(&out.stdout).into_owned()
                + &String::from_utf8_lossy(&out.stderr);
            assert!(
                !text.contains(SECRET),
                "{command:?} {input:?} shows it:\n{text}"
            );
        }
    }
    // The base of resolve and relativize too.
    let out = run(
        &["resolve", &format!("http://me:{SECRET}@h/"), "g", "a b"],
        "",
    );
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    assert!(!text.contains(SECRET), "{text}");
    assert!(text.contains("http://me:<redacted>@h/g"), "{text}");
}

#[test]
fn the_caret_stays_on_the_bad_character() {
    let input = format!("http://me:{SECRET}@example.com:80a/");
    let out = run(&["parse", &input], "");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let lines: Vec<&str> = text.lines().collect();
    let caret = lines[2].find('^').expect("a caret line");
    assert_eq!(&lines[1][caret..=caret], "a", "{text}");
}

#[test]
fn json_keeps_the_input_verbatim() {
    let input = format!("http://me:{SECRET}@h/");
    let lines = json_lines(&run(&["parse", "--json", &input], ""));
    assert_eq!(lines[0]["input"], input.as_str());
    assert_eq!(lines[0]["userinfo"], format!("me:{SECRET}").as_str());
}
