//! The `resolve`, `normalize` and `relativize` commands: output, exit statuses and the `--json` contract.

use crate::util::cli::{json_lines, run, stdout};
use serde_json::{Value, json};

#[test]
fn resolve_arguments_and_text() {
    let out = run(&["resolve", "http://a/b/c/d;p?q", "../g", "", "#s"], "");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        stdout(&out),
        "http://a/b/g\nhttp://a/b/c/d;p?q\nhttp://a/b/c/d;p?q#s\n"
    );
}

#[test]
fn resolve_json_from_stdin() {
    let out = run(
        &["resolve", "--json", "http://a/b/c/d;p?q"],
        "g?y\nhttp:g\n\na b\n",
    );
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(
        lines[..3],
        [
            json!({"base": "http://a/b/c/d;p?q", "ref": "g?y", "target": "http://a/b/c/g?y"}),
            json!({"base": "http://a/b/c/d;p?q", "ref": "http:g", "target": "http:g"}),
            json!({"base": "http://a/b/c/d;p?q", "ref": "", "target": "http://a/b/c/d;p?q"}),
        ]
    );
    // The error object is the one `parse` gives.
    let parsed = json_lines(&run(&["parse", "--json", "a b"], ""));
    assert_eq!(
        lines[3],
        json!({"base": "http://a/b/c/d;p?q", "ref": "a b", "error": parsed[0]["error"]})
    );
    assert_eq!(lines[3]["error"]["index"], 1);
    assert_eq!(lines.len(), 4);
}

#[test]
fn resolve_non_strict_and_ambiguous_path() {
    let out = run(
        &["resolve", "--non-strict", "http://a/b/c/d;p?q", "http:g"],
        "",
    );
    assert_eq!(stdout(&out), "http://a/b/c/g\n");
    let out = run(&["resolve", "f:/a", ".//g"], "");
    assert_eq!(stdout(&out), "f:/.//g\n");
}

#[test]
fn resolve_invalid_base() {
    let out = run(&["resolve", "--json", "//a/b", "c", "d"], "");
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[1]["ref"], "d");
    assert_eq!(lines[1]["target"], Value::Null);
    assert_eq!(lines[1]["error"]["index"], 0);
    assert!(
        lines[1]["error"]["message"]
            .as_str()
            .unwrap()
            .starts_with("invalid URI at index 0")
    );

    // Without --json: one error line per reference on stdout, the base's error on stderr.
    let out = run(&["resolve", "//a/b", "c"], "");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stdout(&out),
        "error: invalid URI at index 0: unexpected \"/\", expected scheme\n"
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("invalid URI at index 0"));
}

#[test]
fn normalize_levels() {
    let out = run(&["normalize", "HTTP://A:80/%7e/./b", "a b"], "");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stdout(&out),
        "http://a:80/~/b\nerror: invalid URI reference at index 1: unexpected \" \" (space), expected path-noscheme\n"
    );
    let out = run(
        &["normalize", "--json", "--level", "scheme"],
        "HTTP://A:80\n",
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        json_lines(&out),
        [json!({"input": "HTTP://A:80", "normalized": "http://a/"})]
    );
    let out = run(&["normalize", "--json", "http://[::1"], "");
    let lines = json_lines(&out);
    assert_eq!(lines[0]["input"], "http://[::1");
    assert_eq!(lines[0]["normalized"], Value::Null);
    assert!(lines[0]["error"]["index"].is_u64());
}

#[test]
fn relativize_json_and_text() {
    let out = run(
        &[
            "relativize",
            "--json",
            "s://ex/a/d",
            "s://ex/a/b/c",
            "t://x",
            "s:/a b",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(
        lines[0],
        json!({"base": "s://ex/a/d", "target": "s://ex/a/b/c", "reference": "b/c"})
    );
    assert_eq!(lines[1]["reference"], "t://x");
    assert_eq!(lines[2]["error"]["index"], 4);
    let out = run(&["relativize", "http://a/b/c"], "http://a/b/d?q\n");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(stdout(&out), "d?q\n");
}

#[test]
fn usage_errors_exit_2() {
    for args in [
        &["resolve"][..],
        &["relativize", "--json"],
        &["normalize", "--level", "protocol", "x"],
        &["resolve", "--strict", "a:b"],
    ] {
        assert_eq!(run(args, "").status.code(), Some(2), "{args:?}");
    }
}

/// `resolve --drive-letters`: RFC 8089 E.2.1's resolution against a file URI, the drive kept; a base that is
/// a URI but not a file URI is a usage error, and `--iri` and `--non-strict` do not combine with it.
#[test]
fn resolve_drive_letters() {
    let base = "file:///C:/a/b.rs";
    let refs = ["../../x.rs", "/etc/y", "/D:/../z", "http://h/../w", "#f"];
    let out = run(
        &[&["resolve", "--drive-letters", base][..], &refs].concat(),
        "",
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        stdout(&out),
        "file:///C:/x.rs\nfile:///C:/etc/y\nfile:///D:/z\nhttp://h/w\nfile:///C:/a/b.rs#f\n"
    );
    // Without the flag, RFC 3986 5.2.
    let out = run(&[&["resolve", base][..], &refs[..3]].concat(), "");
    assert_eq!(stdout(&out), "file:///x.rs\nfile:///etc/y\nfile:///z\n");
    // From standard input, with --json, as every resolve.
    let out = run(
        &["resolve", "--json", "--drive-letters", "file:///c%3A/p/q"],
        "../../r\n",
    );
    assert_eq!(
        json_lines(&out),
        [json!({"base": "file:///c%3A/p/q", "ref": "../../r", "target": "file:///c%3A/r"})]
    );

    let out = run(&["resolve", "--drive-letters", "https://h/a", "x"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "rfc3986: --drive-letters resolves against a file URI (RFC 8089 E.2.1), and BASE is not one: the \
         scheme is \"https\", not file\n"
    );
    for flag in ["--iri", "--non-strict"] {
        let out = run(&["resolve", "--drive-letters", flag, base, "x"], "");
        assert_eq!(out.status.code(), Some(2), "{flag}");
    }
}

/// `resolve --steps --json`: the two tables of RFC 3986 5.2.4 row for row, and every field the line had
/// without `--steps` unchanged.
#[test]
fn resolve_steps_json_gives_the_rfc_tables() {
    let table = |base: &str, reference: &str| {
        let lines = json_lines(&run(&["resolve", "--steps", "--json", base, reference], ""));
        let plain = json_lines(&run(&["resolve", "--json", base, reference], ""));
        let mut without = lines[0].clone();
        let steps = without.as_object_mut().unwrap().remove("steps").unwrap();
        assert_eq!(without, plain[0], "the fields without --steps");
        steps
    };
    let rows = |steps: &Value| -> Vec<(String, String, String)> {
        steps["remove_dot_segments"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| {
                let s = |k: &str| r[k].as_str().unwrap().to_owned();
                (s("step"), s("output"), s("input"))
            })
            .collect()
    };
    let expect = |table: &[(&str, &str, &str)]| -> Vec<(String, String, String)> {
        table
            .iter()
            .map(|&(a, b, c)| (a.to_owned(), b.to_owned(), c.to_owned()))
            .collect()
    };
    let steps = table("http://a", "/a/b/c/./../../g");
    assert_eq!(steps["case"], "R.path starts with \"/\"");
    assert_eq!(
        rows(&steps),
        expect(&[
            ("1", "", "/a/b/c/./../../g"),
            ("2E", "/a", "/b/c/./../../g"),
            ("2E", "/a/b", "/c/./../../g"),
            ("2E", "/a/b/c", "/./../../g"),
            ("2B", "/a/b/c", "/../../g"),
            ("2C", "/a/b", "/../g"),
            ("2C", "/a", "/g"),
            ("2E", "/a/g", ""),
        ])
    );
    let steps = table("http://a", "x:mid/content=5/../6");
    assert_eq!(steps["case"], "R.scheme defined");
    assert_eq!(
        rows(&steps),
        expect(&[
            ("1", "", "mid/content=5/../6"),
            ("2E", "mid", "/content=5/../6"),
            ("2E", "mid/content=5", "/../6"),
            ("2C", "mid", "/6"),
            ("2E", "mid/6", ""),
        ])
    );
    let steps = table("http://a/b/c/d;p?q", "../../g");
    assert_eq!(
        steps["merge"],
        json!({"base": "/b/c/d;p", "reference": "../../g", "result": "/b/c/../../g"})
    );
    assert_eq!(steps["sources"]["path"], "merge");
    assert_eq!(steps["sources"]["scheme"], "base");
    let steps = table("http://a/b/c/d;p?q", "?y");
    assert_eq!(steps["case"], "R.path empty");
    assert_eq!(steps["merge"], Value::Null);
    assert_eq!(steps["remove_dot_segments"], Value::Null);
    let steps = table("f:/a", ".//g");
    assert_eq!(steps["departures"].as_array().unwrap().len(), 1);
    assert_eq!(steps["truncated"], false);
}

/// `resolve --steps` for people: the pseudocode with the branch taken marked, the merge, the table and
/// the target; non-strict mode shows its own lines, and a password is redacted only on a terminal.
#[test]
fn resolve_steps_text() {
    let out = stdout(&run(
        &["resolve", "--steps", "http://a/b/c/d;p?q", "../../g"],
        "",
    ));
    let marked: Vec<&str> = out.lines().filter(|l| l.starts_with('>')).collect();
    assert_eq!(
        marked,
        [
            "> else",
            ">    else",
            ">       else",
            ">          else",
            ">             T.path = merge(Base.path, R.path);",
            ">             T.path = remove_dot_segments(T.path);",
            ">          T.query = R.query;",
            ">       T.authority = Base.authority;",
            ">    T.scheme = Base.scheme;",
            "> T.fragment = R.fragment;",
        ]
    );
    assert!(
        out.contains("  merge(\"/b/c/d;p\", \"../../g\") = \"/b/c/../../g\"\n"),
        "{out}"
    );
    assert!(
        out.contains(
            "  STEP   OUTPUT BUFFER   INPUT BUFFER\n   1 :                   /b/c/../../g\n"
        ),
        "{out}"
    );
    assert!(out.ends_with("T    = http://a/g\n"), "{out}");
    let out = stdout(&run(
        &["resolve", "--steps", "--non-strict", "http://a/b", "http:g"],
        "",
    ));
    assert!(out.contains(">    undefine(R.scheme);\n"), "{out}");
    let out = stdout(&run(&["resolve", "--steps", "http://a/b", "http:g"], ""));
    assert!(!out.contains("undefine"), "{out}");
    // Not a terminal: the result is verbatim, as without --steps.
    let out = stdout(&run(&["resolve", "--steps", "http://u:pw@a/b", "c"], ""));
    assert!(out.contains("T    = http://u:pw@a/c\n"), "{out}");
}

/// `normalize --steps`: each rung with its section, its output and what it changed; `--json` adds `steps`
/// and keeps every other field.
#[test]
fn normalize_steps_json_and_text() {
    let args = ["normalize", "--json", "--level", "scheme", "HTTP://A:80"];
    let plain = json_lines(&run(&args, ""));
    let mut with_steps = args.to_vec();
    with_steps.insert(1, "--steps");
    let lines = json_lines(&run(&with_steps, ""));
    let mut without = lines[0].clone();
    let steps = without.as_object_mut().unwrap().remove("steps").unwrap();
    assert_eq!(without, plain[0]);
    assert_eq!(
        steps,
        json!([
            {"section": "6.2.2.1", "name": "case", "output": "http://a:80", "changed": ["scheme", "host"]},
            {"section": "6.2.2.2", "name": "percent-encoding", "output": "http://a:80", "changed": []},
            {"section": "6.2.2.3", "name": "path segments", "output": "http://a:80", "changed": []},
            {"section": "6.2.3", "name": "default port", "output": "http://a", "changed": ["port"]},
            {"section": "6.2.3", "name": "empty path", "output": "http://a/", "changed": ["path"]},
        ])
    );
    let iri = json_lines(&run(
        &["normalize", "--steps", "--json", "--iri", "HTTP://É/%7e"],
        "",
    ));
    let sections: Vec<&str> = iri[0]["steps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["section"].as_str().unwrap())
        .collect();
    assert_eq!(sections, ["5.3.2.1", "5.3.2.3", "5.3.2.4"]);
    let text = stdout(&run(&["normalize", "--steps", "http://a/b/../%7e"], ""));
    assert_eq!(
        text,
        "http://a/b/../%7e\n  RFC 3986 6.2.2.1 case                changes path\n    http://a/b/../%7E\n  \
         RFC 3986 6.2.2.2 percent-encoding    changes path\n    http://a/b/../~\n  \
         RFC 3986 6.2.2.3 path segments       changes path\n    http://a/~\n  = http://a/~\n"
    );
}
