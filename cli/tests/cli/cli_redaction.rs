//! Passwords: what the command-line tool writes for people (errors, hints, diagrams, trees, `check`) shows a
//! userinfo as `redacted()` does, for valid and invalid inputs, on stdout and stderr; results that scripts
//! consume (`normalize`, `resolve`, `relativize`, `to-uri`, `to-iri`) are verbatim when written to a pipe, as
//! here (on a terminal they are redacted unless `--show-password`: the binary's unit tests check that
//! choice); `--json` keeps `input` verbatim (the contract).

use crate::util::cli::{json_lines, run};

const SECRET: &str = "s3cr3t";

fn inputs() -> (String, Vec<String>) {
    let valid = format!("http://me:{SECRET}@example.com:80/a?q#f");
    let invalid = vec![
        format!("http://me:{SECRET}@example.com:80a/"), // error after the userinfo
        format!("http://me:{SECRET}@ex ample.com/"),
        format!("http://me:{SECRET}@x@y/"), // several "@"
        format!("http://me:{SECRET} x@h/"), // error inside the password
    ];
    (valid, invalid)
}

fn output(args: &[&str]) -> (String, String) {
    let out = run(args, "");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn text_for_people_never_shows_the_password() {
    let (valid, invalid) = inputs();
    let commands: [&[&str]; 6] = [
        &["parse"],
        &["explain"],
        &["tree"],
        &["check"],
        &["parse", "--iri"],
        &["parse", "--lenient"],
    ];
    for command in commands {
        for input in invalid.iter().chain([&valid]) {
            let mut args = command.to_vec();
            args.push(input);
            let (out, err) = output(&args);
            assert!(
                !(out + &err).contains(SECRET),
                "{command:?} {input:?} shows it"
            );
        }
    }
}

#[test]
fn results_are_data_and_diagnostics_redact() {
    let (valid, invalid) = inputs();
    let commands: [&[&str]; 5] = [
        &["normalize"],
        &["resolve", "http://base/"],
        &["relativize", "http://base/"],
        &["normalize", "--lenient"],
        &["resolve", "--lenient", "http://base/"],
    ];
    for command in commands {
        for input in &invalid {
            let mut args = command.to_vec();
            args.push(input);
            let (out, err) = output(&args);
            // Lenient intake repairs some of them into results; the error lines and stderr are for people.
            let errors: String = out.lines().filter(|l| l.starts_with("error")).collect();
            assert!(
                !(errors + &err).contains(SECRET),
                "{command:?} {input:?}: an error shows it"
            );
        }
        let mut args = command.to_vec();
        args.push(&valid);
        let (out, err) = output(&args);
        assert!(
            out.contains(SECRET),
            "{command:?}: the result is verbatim: {out}"
        );
        assert!(!err.contains(SECRET), "{command:?}: {err}");
    }
    // The base of resolve: in the results, verbatim; in the error of another reference, redacted.
    let (out, err) = output(&["resolve", &format!("http://me:{SECRET}@h/"), "g", "a b"]);
    assert!(out.contains(&format!("http://me:{SECRET}@h/g")), "{out}");
    let errors: String = out.lines().filter(|l| l.starts_with("error")).collect();
    assert!(!(errors + &err).contains(SECRET), "{out}");
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
