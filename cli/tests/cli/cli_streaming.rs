//! The command-line tool as a co-process: each line of standard input is answered as soon as it is read,
//! and the line-oriented commands write exactly one stdout line per input line, valid or not.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use crate::util::cli::run;

/// Writes each line only after the answer to the previous one has arrived (within 10 s).
fn converse(args: &[&str], lines: &[&str]) -> Vec<String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_rfc3986"))
        .args(args)
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            if tx.send(line.unwrap()).is_err() {
                break;
            }
        }
    });
    let mut answers = Vec::new();
    for line in lines {
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
        let answer = rx
            .recv_timeout(Duration::from_secs(10))
            .unwrap_or_else(|_| panic!("no answer to {line:?} while stdin stays open"));
        answers.push(answer);
    }
    drop(stdin);
    child.wait().unwrap();
    answers
}

#[test]
fn each_line_is_answered_before_the_next_is_written() {
    let answers = converse(&["parse", "--json"], &["http://a/b", "a b", "//h"]);
    assert_eq!(answers.len(), 3);
    assert!(answers[0].contains("\"valid\":true"), "{}", answers[0]);
    assert!(answers[1].contains("\"valid\":false"), "{}", answers[1]);
    let answers = converse(&["resolve", "http://a/b/c"], &["../x", "y"]);
    assert_eq!(answers, ["http://a/x", "http://a/b/y"]);
    let answers = converse(&["normalize", "--json"], &["HTTP://A"]);
    assert!(answers[0].contains("\"normalized\":\"http://a\""));
}

#[test]
fn one_stdout_line_per_input_line() {
    let input = "g\na b\n\nh?x\n";
    for args in [
        &["resolve", "http://a/b/c"][..],
        &["resolve", "not a base"],
        &["normalize"],
        &["relativize", "http://a/b/c"],
        &["to-uri"],
        &["to-iri"],
        &["parse", "--json"],
        &["resolve", "--json", "http://a/"],
        &["to-uri", "--json"],
    ] {
        let out = run(args, input);
        let text = String::from_utf8(out.stdout).unwrap();
        assert_eq!(text.lines().count(), 4, "{args:?}:\n{text}");
    }
    // The line of an invalid input names the error; the rendering for people goes to stderr.
    let out = run(&["normalize"], "a b\n");
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "error: invalid URI reference at index 1: unexpected \" \" (space), expected path-noscheme\n"
    );
    assert!(!out.stderr.is_empty());
}
