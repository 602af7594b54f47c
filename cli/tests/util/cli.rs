//! Running the `rfc3986` binary from the tests of its commands.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use serde_json::Value;

/// Runs `rfc3986 ARGS` with `stdin` on its standard input and `NO_COLOR` set.
pub fn run(args: &[&str], stdin: &str) -> Output {
    run_bytes(args, stdin.as_bytes())
}

/// Runs `rfc3986 ARGS` with `stdin` on its standard input and `NO_COLOR` set, where the input is bytes,
/// UTF-8 or not, and so may the arguments be (an `OsStr` that is not UTF-8 exists on Unix only).
pub fn run_bytes(args: &[impl AsRef<std::ffi::OsStr>], stdin: &[u8]) -> Output {
    record(args, stdin);
    let mut child = Command::new(env!("CARGO_BIN_EXE_rfc3986"))
        .args(args)
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the rfc3986 binary runs");
    let mut input = child.stdin.take().expect("stdin is piped");
    // A large input is written while the output is read, so that neither pipe fills up.
    let stdin = stdin.to_vec();
    let writer = std::thread::spawn(move || input.write_all(&stdin).expect("stdin is written"));
    let out = child.wait_with_output().expect("the rfc3986 binary ends");
    writer.join().expect("the writer ends");
    out
}

/// Standard output, which is UTF-8.
pub fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).expect("UTF-8 output")
}

/// Standard output as one JSON value per line.
pub fn json_lines(out: &Output) -> Vec<Value> {
    stdout(out)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect()
}

/// With `RFC3986_CLI_RECORD=FILE` in the environment, appends the invocation to FILE as one JSON line,
/// `{"args": [HEX, ...], "stdin": HEX}` (the bytes in hex, since they need not be UTF-8), so that
/// `cli/compare-json.sh` can run every input of these tests through two builds of the tool and compare.
fn record(args: &[impl AsRef<std::ffi::OsStr>], stdin: &[u8]) {
    let Some(path) = std::env::var_os("RFC3986_CLI_RECORD") else {
        return;
    };
    let hex = |bytes: &[u8]| bytes.iter().map(|b| format!("{b:02x}")).collect::<String>();
    let args: Vec<String> = args
        .iter()
        .map(|a| hex(a.as_ref().as_encoded_bytes()))
        .collect();
    let line = serde_json::json!({ "args": args, "stdin": hex(stdin) });
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    // One write per line: the tests run on several threads.
    file.write_all(format!("{line}\n").as_bytes())
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
}
