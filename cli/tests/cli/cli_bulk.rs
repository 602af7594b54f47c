//! `rfc3986 parse` on large standard input: blocks of lines through the bulk API, parsed by `--jobs N`
//! threads; the answers are the same, in the same order, for any N, and the same as one input at a time.

use crate::util;

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `rfc3986 ARGS`; the input is written from another thread (the answers to a large input fill the
/// pipe before the input is all written).
fn run(args: &[&str], stdin: String) -> Output {
    util::cli::run_bytes(args, stdin.as_bytes())
}

/// About 0.7 MiB of lines, valid and not, URI and IRI, with `\n` and `\r\n` ends and no final one: more
/// than one read, more than the size from which pieces go to threads.
fn big_input() -> String {
    let kinds = [
        "http://example.com/a/b?q=1#f",
        "not a reference",
        "//[::1]:80/",
        "http://é.example/ü",
        "",
        "?x",
        "%zz",
        "mailto:a@b",
        "http://u:pw@h:8a/",
    ];
    let mut text = String::new();
    for i in 0..25_000 {
        text.push_str(kinds[i % kinds.len()]);
        text.push_str(&format!("/{i}"));
        text.push_str(if i % 5 == 0 { "\r\n" } else { "\n" });
    }
    text.push_str("last/line/without/end");
    text
}

#[test]
fn answers_are_the_same_for_any_number_of_jobs() {
    let input = big_input();
    let lines = input.lines().count();
    for mode in [
        &["parse", "--json"][..],
        &["parse", "--json", "--iri"][..],
        &["parse"][..],
        &["parse", "--json", "--rule", "path-abempty"][..],
        &["parse", "--json", "--lenient"][..],
    ] {
        let one = run(&[mode, &["--jobs", "1"]].concat(), input.clone());
        let four = run(&[mode, &["--jobs", "4"]].concat(), input.clone());
        let default = run(mode, input.clone());
        assert_eq!(one.status.code(), Some(1), "{mode:?}");
        assert_eq!(one.stdout, four.stdout, "{mode:?}");
        assert_eq!(one.stdout, default.stdout, "{mode:?}");
        assert_eq!(four.status.code(), one.status.code());
        if mode.contains(&"--json") {
            let answers = String::from_utf8(one.stdout).unwrap();
            assert_eq!(answers.lines().count(), lines, "{mode:?}");
            // Each answer is the one for its line, in order: the inputs come back in the answers.
            for (line, answer) in input.lines().zip(answers.lines()).step_by(997) {
                let value: serde_json::Value = serde_json::from_str(answer).unwrap();
                assert_eq!(value["input"], line, "{mode:?}");
            }
        }
    }
}

#[test]
fn stdin_answers_match_one_input_at_a_time() {
    let inputs = ["http://a/b", "a b", "//h:1", "http://é/", "?q#f"];
    let mut text = inputs.join("\n");
    text.push('\n');
    let from_stdin = run(&["parse", "--json"], text);
    let from_args = run(
        &[&["parse", "--json"][..], &inputs[..]].concat(),
        String::new(),
    );
    assert_eq!(from_stdin.stdout, from_args.stdout);
    assert_eq!(from_stdin.status.code(), from_args.status.code());
}

#[test]
fn jobs_must_be_at_least_one() {
    let out = run(&["parse", "--jobs", "0"], String::new());
    assert_eq!(out.status.code(), Some(2));
    let out = run(&["parse", "--jobs", "1"], "http://a/\n".to_owned());
    assert_eq!(out.status.code(), Some(0));
}

/// A million short lines through the command line (issue 15): one answer per line, in order, the exit
/// status of an input with an invalid line, and no answer held back.
#[test]
fn a_million_short_lines() {
    use std::io::{BufRead, BufReader};
    let units = ["a", "/b", "?", "#", "c d"];
    let mut text = String::with_capacity(4 << 20);
    for i in 0..1_000_000 {
        text.push_str(units[i % units.len()]);
        text.push('\n');
    }
    let mut child = Command::new(env!("CARGO_BIN_EXE_rfc3986"))
        .args(["parse", "--json", "--jobs", "2"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the rfc3986 binary runs");
    let mut input = child.stdin.take().expect("stdin is piped");
    let writer = std::thread::spawn(move || input.write_all(text.as_bytes()));
    let stdout = BufReader::new(child.stdout.take().expect("stdout is piped"));
    let (mut lines, mut valid) = (0, 0);
    for line in stdout.lines() {
        let line = line.expect("UTF-8 lines");
        // Every fifth line is "c d", invalid; the others valid, in input order.
        let expect_valid = lines % 5 != 4;
        assert_eq!(
            line.contains("\"valid\":true"),
            expect_valid,
            "line {lines}: {line}"
        );
        valid += usize::from(expect_valid);
        lines += 1;
    }
    writer.join().unwrap().expect("stdin is written");
    assert_eq!(child.wait().unwrap().code(), Some(1));
    assert_eq!((lines, valid), (1_000_000, 800_000));
}
