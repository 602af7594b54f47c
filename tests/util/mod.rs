//! Helpers shared by the integration tests.
#![allow(dead_code)]

use serde_json::Value;

pub mod alloc;

/// The workspace's root, which holds `tests/data/`: the package's own folder for the library's tests, its
/// parent for the tool's (`cli/tests/` include these helpers too).
pub fn root() -> &'static std::path::Path {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    if dir.join("grammar").is_dir() {
        dir
    } else {
        dir.parent()
            .expect("the tool's package sits in the workspace")
    }
}

/// Checks that `rule` matches each of `inputs` whole (and `check` agrees), naming the first that fails.
#[track_caller]
pub fn accepts(rule: rfc3986::Rule, inputs: &[&str]) {
    for input in inputs {
        if let Err(e) = rule.check(input) {
            panic!("{rule} should accept {input:?}: {e}");
        }
    }
}

/// Checks that `rule` matches none of `inputs`.
#[track_caller]
pub fn rejects(rule: rfc3986::Rule, inputs: &[&str]) {
    for input in inputs {
        assert!(!rule.matches(input), "{rule} should reject {input:?}");
    }
}

/// The cases of a vendored vector file under `tests/data/`.
pub fn cases(file: &str) -> Vec<Value> {
    let path = format!("{}/tests/data/{file}", root().display());
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    match serde_json::from_str(&text) {
        Ok(Value::Array(cases)) => cases,
        other => panic!("{path}: not a JSON array: {other:?}"),
    }
}

/// A string field of a case.
#[track_caller]
pub fn field<'a>(case: &'a Value, key: &str) -> &'a str {
    case[key]
        .as_str()
        .unwrap_or_else(|| panic!("case without {key}: {case}"))
}

/// Where a case comes from, for failure messages.
pub fn source(case: &Value) -> &str {
    case["source"].as_str().unwrap_or("(no source)")
}

/// Asserts that `input` parses as a URI-reference with exactly these components.
#[track_caller]
pub fn assert_components(input: &str, expected: &[(&str, Option<&str>)]) {
    let r = rfc3986::UriRef::parse(input).unwrap_or_else(|e| panic!("{input:?}: {e}"));
    for &(name, want) in expected {
        let got = component(&r, name);
        assert_eq!(got.as_deref(), want, "{name} of {input:?}");
    }
    assert_eq!(r.to_string(), input);
}

/// A component by its name in the vector files.
pub fn component(r: &rfc3986::UriRef, name: &str) -> Option<String> {
    match name {
        "scheme" => r.scheme().map(String::from),
        "authority" => r.authority().map(|a| a.as_str().to_owned()),
        "userinfo" => r.userinfo().map(String::from),
        "host" => r.host_str().map(String::from),
        "host_kind" => r.host().map(|h| h.kind().to_string()),
        "port" => r.port().map(String::from),
        "path" => Some(r.path().as_str().to_owned()),
        "query" => r.query().map(String::from),
        "fragment" => r.fragment().map(String::from),
        other => panic!("unknown component {other}"),
    }
}

/// Asserts the exact message of the error of parsing `input` as a URI-reference.
#[track_caller]
pub fn assert_err(input: &str, message: &str) {
    match rfc3986::UriRef::parse(input) {
        Ok(r) => panic!("{input:?} parsed: {r:?}"),
        Err(e) => assert_eq!(e.to_string(), message, "error of {input:?}"),
    }
}

/// The names of the components, in the order of the vector files.
pub const COMPONENTS: [&str; 9] = [
    "scheme",
    "authority",
    "userinfo",
    "host",
    "host_kind",
    "port",
    "path",
    "query",
    "fragment",
];

/// Asserts that a reference the library built (by resolving, normalizing, ...) is a string that parses back
/// to exactly the components the value reports.
#[track_caller]
pub fn assert_reparses(built: &rfc3986::UriRef, context: &str) {
    let text = built.as_str();
    let parsed = rfc3986::UriRef::parse(text)
        .unwrap_or_else(|e| panic!("{text:?} ({context}) does not parse: {e}"));
    for name in COMPONENTS {
        assert_eq!(
            component(built, name),
            component(&parsed, name),
            "{name} of {text:?} ({context})"
        );
    }
}

/// Asserts that `actual` is exactly the snapshot `tests/snapshots/{name}`. With `UPDATE_SNAPSHOTS=1` in
/// the environment it writes the snapshot instead (review the diff before committing it).
#[track_caller]
pub fn assert_snapshot(name: &str, actual: &str) {
    let path = format!("{}/tests/snapshots/{name}", env!("CARGO_MANIFEST_DIR"));
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some_and(|v| v == "1") {
        std::fs::write(&path, actual).unwrap_or_else(|e| panic!("{path}: {e}"));
        return;
    }
    let expected = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{path}: {e} (run with UPDATE_SNAPSHOTS=1 to create it)"));
    assert!(
        expected == actual,
        "{name} differs from its snapshot\n--- expected\n{expected}\n--- actual\n{actual}"
    );
}

/// A reference written from its pieces, for the generators of the property tests: `scheme ":"` when there
/// is a scheme, `"//" authority` when there is one, the segments joined by `/` (after a `/` when `absolute`,
/// or when there is an authority and a segment), then `"?" query` and `"#" fragment`.
pub fn assemble(
    scheme: Option<&str>,
    authority: Option<&str>,
    absolute: bool,
    segments: &[&str],
    query: Option<&str>,
    fragment: Option<&str>,
) -> String {
    let mut out = scheme.map_or(String::new(), |s| format!("{s}:"));
    if let Some(a) = authority {
        out += &format!("//{a}");
    }
    if absolute || authority.is_some() && !segments.is_empty() {
        out.push('/');
    }
    out += &segments.join("/");
    if let Some(q) = query {
        out += &format!("?{q}");
    }
    if let Some(f) = fragment {
        out += &format!("#{f}");
    }
    out
}

/// How `rule` fails a rule case (`{"input", "valid"}`): `matches` and `check` must both say `valid`.
pub fn rule_case_failure(rule: rfc3986::Rule, case: &Value) -> Option<String> {
    let input = field(case, "input");
    let valid = case["valid"].as_bool().expect("valid is a boolean");
    (rule.matches(input) != valid || rule.check(input).is_ok() != valid)
        .then(|| format!("{rule} {input:?}: expected valid={valid}"))
}

/// Fails with every collected failure, one per line.
#[track_caller]
pub fn assert_no_failures(failures: &[String]) {
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// N of the template matching definition: RFC 3986 6.2.2.1 and 6.2.2.2 (hex digits in upper case,
/// triplets of unreserved characters decoded), with non-ASCII characters mapped to their UTF-8 triplets
/// (RFC 3987 3.1), so that an IRI and a URI compare.
pub fn pct_normalized(s: &str) -> String {
    let mut out = String::new();
    let bytes = s.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        if bytes[i] == b'%'
            && i + 2 < bytes.len()
            && let (Some(hi), Some(lo)) = (hex(bytes[i + 1]), hex(bytes[i + 2]))
        {
            let o = (hi * 16 + lo) as u8;
            if o.is_ascii_alphanumeric() || b"-._~".contains(&o) {
                out.push(o as char);
            } else {
                out.push_str(&format!("%{o:02X}"));
            }
            i += 3;
            continue;
        }
        if bytes[i] < 0x80 {
            out.push(bytes[i] as char);
        } else {
            out.push_str(&format!("%{:02X}", bytes[i]));
        }
        i += 1;
    }
    out
}
