//! `rfc3986 conformance`: the examples printed in RFC 3986 itself, run against this build.
//!
//! The examples live in `conformance.json` beside this file, grouped by the section that prints them.
//! Each has a `kind`, and each kind is one small function below that computes the actual answer with the
//! library. A kind this build does not know answers `Missing`: the example is reported as not run, never as
//! passed.

use std::io::{self, Write};

use rfc3986::{Normalization, Rule, Uri, UriRef};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::style;

const DATA: &str = include_str!("conformance.json");

#[derive(clap::Args)]
pub(crate) struct Args {
    /// Print one JSON object per example, per line.
    #[arg(long)]
    json: bool,
}

#[derive(Deserialize)]
struct Data {
    sections: Vec<Section>,
}

#[derive(Deserialize)]
struct Section {
    section: String,
    title: String,
    /// The base URI of the section's `resolve` examples.
    base: Option<String>,
    examples: Vec<Example>,
}

#[derive(Deserialize)]
struct Example {
    kind: String,
    input: String,
    expected: Value,
    note: Option<String>,
}

/// The answer to one example.
#[derive(Serialize)]
struct Row<'a> {
    section: &'a str,
    kind: &'a str,
    input: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    base: Option<&'a str>,
    expected: String,
    /// `null` when the example was not run.
    actual: Option<String>,
    /// `"pass"`, `"fail"` or `"not run"`.
    result: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    note: Option<&'a str>,
}

/// A kind of example that this build does not know.
struct Missing(&'static str);

pub(crate) fn run(args: &Args) -> io::Result<bool> {
    let data: Data = serde_json::from_str(DATA).map_err(io::Error::other)?;
    let colour = style::colour();
    let mut out = crate::stdout();
    let (mut pass, mut fail, mut not_run) = (0, 0, 0);
    for section in &data.sections {
        let rows: Vec<Row<'_>> = section
            .examples
            .iter()
            .map(|example| row(section, example))
            .collect();
        for row in &rows {
            match row.result {
                "pass" => pass += 1,
                "fail" => fail += 1,
                _ => not_run += 1,
            }
        }
        if args.json {
            for row in &rows {
                crate::write_json(&mut out, row)?;
            }
        } else {
            write_table(&mut out, section, &rows, colour)?;
        }
    }
    if !args.json {
        writeln!(
            out,
            "RFC 3986 examples: {pass} pass, {fail} fail, {not_run} not run"
        )?;
    }
    out.flush()?;
    Ok(fail == 0)
}

fn row<'a>(section: &'a Section, example: &'a Example) -> Row<'a> {
    let base = section.base.as_deref();
    let expected = show(&example.expected);
    let answer = match example.kind.as_str() {
        "parse" => Ok(parse(&example.input, &example.expected)),
        "host" => Ok(host(&example.input)),
        "remove_dot_segments" => remove_dot_segments(&example.input),
        "resolve" => resolve(base.unwrap_or_default(), &example.input),
        "normalize" => normalize(&example.input),
        "normalize_scheme" => normalize_scheme(&example.input),
        _ => Err(Missing("unknown kind of example")),
    };
    let (actual, result, reason) = match answer {
        Ok(actual) if actual == expected => (Some(actual), "pass", None),
        Ok(actual) => (Some(actual), "fail", None),
        Err(Missing(reason)) => (None, "not run", Some(reason)),
    };
    Row {
        section: &section.section,
        kind: &example.kind,
        input: &example.input,
        base,
        expected,
        actual,
        result,
        reason,
        note: example.note.as_deref(),
    }
}

/// `parse` (1.1.2, 3): the components named in the expectation, as `name=value`, `null` when undefined.
fn parse(input: &str, expected: &Value) -> String {
    let Ok(r) = crate::reference::Reference::parse(input, false) else {
        return "invalid".to_owned();
    };
    let Value::Object(fields) = expected else {
        return "(expectation is not an object)".to_owned();
    };
    // The components as `parse --json` reports them, for the names the expectation gives.
    let Ok(Value::Object(all)) = serde_json::to_value(crate::json::Components::new(input, &r))
    else {
        return "(components do not serialize)".to_owned();
    };
    let actual: serde_json::Map<String, Value> = fields
        .keys()
        .map(|name| (name.clone(), all.get(name).cloned().unwrap_or(Value::Null)))
        .collect();
    show(&Value::Object(actual))
}

/// `host` (3.2.2): the rule of `host = IP-literal / IPv4address / reg-name` that the host matched.
fn host(input: &str) -> String {
    match UriRef::parse(&format!("//{input}")) {
        Ok(r) if r.host_str() == Some(input) => r
            .host()
            .map_or_else(|| "no host".to_owned(), |h| h.kind().to_string()),
        _ if !Rule::Host.matches(input) => "not a host".to_owned(),
        _ => "not a host alone".to_owned(),
    }
}

/// `remove_dot_segments` (5.2.4), on the path as given.
fn remove_dot_segments(path: &str) -> Result<String, Missing> {
    Ok(rfc3986::remove_dot_segments(path))
}

/// `resolve` (5.4.1, 5.4.2): `reference` resolved against the section's base URI (5.2, strict).
fn resolve(base: &str, reference: &str) -> Result<String, Missing> {
    let Ok(base) = Uri::parse(base) else {
        return Ok("invalid base".to_owned());
    };
    Ok(match UriRef::parse(reference) {
        Ok(reference) => base.resolve(&reference).into_string(),
        Err(_) => "invalid reference".to_owned(),
    })
}

/// `normalize` (6.2.2): syntax-based normalization.
fn normalize(input: &str) -> Result<String, Missing> {
    Ok(normalized(input, Normalization::Syntax))
}

/// `normalize_scheme` (6.2.3): syntax-based and then scheme-based normalization (for http: the default
/// port 80 and an empty path).
fn normalize_scheme(input: &str) -> Result<String, Missing> {
    Ok(normalized(input, Normalization::Scheme))
}

fn normalized(input: &str, level: Normalization) -> String {
    match UriRef::parse(input) {
        Ok(r) => r.normalize(level).into_string(),
        Err(_) => "invalid".to_owned(),
    }
}

/// The components of a `parse` expectation, in the RFC's order.
const COMPONENTS: [&str; 8] = [
    "scheme",
    "userinfo",
    "host",
    "host_kind",
    "port",
    "path",
    "query",
    "fragment",
];

/// An expectation as one line: a string as itself; an object of components as `name=value` pairs in the
/// RFC's order, `""` for an empty component, and an undefined one (`null`) left out.
fn show(value: &Value) -> String {
    match value {
        Value::String(s) => s.clone(),
        Value::Object(fields) => COMPONENTS
            .iter()
            .filter_map(|&name| match fields.get(name)? {
                Value::String(s) if s.is_empty() => Some(format!("{name}=\"\"")),
                Value::String(s) => Some(format!("{name}={s}")),
                Value::Null => None,
                other => Some(format!("{name}={other}")),
            })
            .collect::<Vec<_>>()
            .join(" "),
        other => other.to_string(),
    }
}

/// One section as a table: result, kind, example, expected, actual (`(same)` when it is the expected
/// answer), aligned in columns.
fn write_table(
    out: &mut impl Write,
    section: &Section,
    rows: &[Row<'_>],
    colour: bool,
) -> io::Result<()> {
    write!(out, "RFC 3986 {} {}", section.section, section.title)?;
    match &section.base {
        Some(base) => writeln!(out, " (base {base})")?,
        None => writeln!(out)?,
    }
    let example = |r: &Row<'_>| {
        if r.input.is_empty() {
            "\"\"".to_owned()
        } else {
            r.input.to_owned()
        }
    };
    let actual = |r: &Row<'_>| match (&r.actual, r.reason) {
        (Some(a), _) if *a == r.expected => "(same)".to_owned(),
        (Some(a), _) => a.clone(),
        (None, Some(reason)) => format!("({reason})"),
        (None, None) => String::new(),
    };
    let kind_w = rows.iter().map(|r| r.kind.len()).max().unwrap_or(0);
    let example_w = rows.iter().map(|r| example(r).len()).max().unwrap_or(0);
    let expected_w = rows.iter().map(|r| r.expected.len()).max().unwrap_or(0);
    for r in rows {
        let result = match r.result {
            "pass" => style::good("PASS   ", colour).to_string(),
            "fail" => style::bad("FAIL   ", colour).to_string(),
            _ => style::dim("NOT RUN", colour).to_string(),
        };
        let expected = if r.expected.is_empty() {
            "\"\""
        } else {
            &r.expected
        };
        writeln!(
            out,
            "  {result}  {:kind_w$}  {:example_w$}  {:expected_w$}  {}",
            r.kind,
            example(r),
            expected,
            actual(r)
        )?;
    }
    writeln!(out)
}
