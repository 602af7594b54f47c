//! `rfc3986 extract`: the URIs in running text, one per line or as JSON with their places; the text from a
//! file or standard input, bytes that are not UTF-8 counted in the offsets.

use crate::util::cli::{json_lines, run, run_bytes, stdout};
use serde_json::json;

/// RFC 3986 Appendix C's example paragraph, as the RFC prints it.
const PARAGRAPH: &str = "      Yes, Jim, I found it under \"http://www.w3.org/Addressing/\",
      but you can probably pick it up from <ftp://foo.example.
      com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/
      ietf/uri/historical.html#WARNING>.
";

#[test]
fn the_paragraph_of_appendix_c_gives_its_three_uris() {
    let out = run(&["extract"], PARAGRAPH);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        stdout(&out),
        "http://www.w3.org/Addressing/\nftp://foo.example.com/rfc/\n\
         http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING\n"
    );
}

#[test]
fn json_gives_each_place() {
    let out = run(&["extract", "--json", "-"], PARAGRAPH);
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 3);
    for line in &lines {
        let (start, end) = (
            line["start"].as_u64().unwrap() as usize,
            line["end"].as_u64().unwrap() as usize,
        );
        assert_eq!(PARAGRAPH[start..end], *line["text"].as_str().unwrap());
    }
    assert_eq!(
        lines[1],
        json!({
            "uri": "ftp://foo.example.com/rfc/",
            "start": 109,
            "end": 144,
            "line": 2,
            "delimiter": "angle-brackets",
            "text": "<ftp://foo.example.\n      com/rfc/>",
            "repairs": [{"found": "\n      ", "index": 128, "kind": "whitespace", "replacement": "", "rule": "URI"}],
        })
    );
    assert_eq!(lines[0]["delimiter"], "double-quotes");
    assert_eq!(lines[2]["line"], 3);
}

#[test]
fn a_file_and_its_bytes() {
    let dir = std::env::temp_dir().join(format!("rfc3986-extract-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("notes.txt");
    // A byte that is not UTF-8 ends the text around it, and offsets count it.
    std::fs::write(
        &file,
        b"\xffhttp://a.example/x\xfe and (see https://b.example/y).\n",
    )
    .unwrap();
    let out = run_bytes(&["extract", "--json", file.to_str().unwrap()], b"");
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 2);
    assert_eq!(
        (&lines[0]["uri"], &lines[0]["start"], &lines[0]["end"]),
        (&json!("http://a.example/x"), &json!(1), &json!(19))
    );
    assert_eq!(
        (&lines[1]["uri"], &lines[1]["start"]),
        (&json!("https://b.example/y"), &json!(30))
    );
    std::fs::remove_dir_all(&dir).unwrap();

    let missing = run(&["extract", "/nonexistent/rfc3986-notes.txt"], "");
    assert_eq!(missing.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("/nonexistent/rfc3986-notes.txt"));
}

#[test]
fn no_uri_is_exit_status_1() {
    let out = run(
        &["extract"],
        "Note: this is prose, \"quoted words\" and 10:30.\n",
    );
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(stdout(&out), "");
}

/// Between whitespace, code is not taken for URIs; `--any-scheme` counts every scheme (issue 56).
#[test]
fn code_is_not_prose_unless_any_scheme() {
    let text = "Call Uri::parse or std::fs::read; open myapp:settings or <myapp:about>; mail mailto:a@example.com.\n";
    let out = run(&["extract"], text);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(stdout(&out), "myapp:about\nmailto:a@example.com\n");
    let out = run(&["extract", "--any-scheme"], text);
    assert_eq!(
        stdout(&out),
        "myapp:settings\nmyapp:about\nmailto:a@example.com\n"
    );
    // The JSON fields are the same either way.
    let lines = json_lines(&run(&["extract", "--json", "--any-scheme"], text));
    assert_eq!(lines[0]["uri"], json!("myapp:settings"));
    assert_eq!(lines[0]["delimiter"], json!("whitespace"));
}
