//! `rfc3986 conformance`: the examples printed in the RFCs whose grammars the crate has, run against this
//! build: RFC 3986 itself, RFC 3987 (IRIs), and the scheme RFCs 6068 (mailto), 6455 (ws), 8089 (file),
//! 8141 (urn), 9110 (http), 2397 (data), 3966 (tel), 5870 (geo), 4151 (tag), 9562 (uuid) and 3061 (oid).
//!
//! The examples live in `conformance/rfcNNNN.json` beside this file, one file per RFC, grouped by the
//! section that prints them. Each has a `kind`, and each kind is one small function below that computes the
//! actual answer with the library. A kind this build cannot compute (Unicode normalization, what only an
//! HTTP exchange shows) answers `Missing`: the example is reported as not run, never as passed. The IDNA
//! examples run with the library's `idna` feature, which the tool turns on, and RFC 8089 E.2.1's with
//! `FileUri::resolve_drive_aware`.

use std::io::{self, Write};

use rfc3986::scheme::{FileUri, Http, Mailto, Urn};
use rfc3986::{Host, IriRef, Normalization, PathStyle, Rule, Uri, UriRef};
use serde::Deserialize;
use serde_json::Value;

use crate::style;
use crate::wire;

/// The examples of each RFC, with its number, in the order `rfc3986 conformance` runs them.
const DATA: [(u16, &str); 20] = [
    (3986, include_str!("conformance/rfc3986.json")),
    (3987, include_str!("conformance/rfc3987.json")),
    (6068, include_str!("conformance/rfc6068.json")),
    (6455, include_str!("conformance/rfc6455.json")),
    (8089, include_str!("conformance/rfc8089.json")),
    (8141, include_str!("conformance/rfc8141.json")),
    (9110, include_str!("conformance/rfc9110.json")),
    (2397, include_str!("conformance/rfc2397.json")),
    (3966, include_str!("conformance/rfc3966.json")),
    (5870, include_str!("conformance/rfc5870.json")),
    (4151, include_str!("conformance/rfc4151.json")),
    (9562, include_str!("conformance/rfc9562.json")),
    (3061, include_str!("conformance/rfc3061.json")),
    (7565, include_str!("conformance/rfc7565.json")),
    (6920, include_str!("conformance/rfc6920.json")),
    (8905, include_str!("conformance/rfc8905.json")),
    (7252, include_str!("conformance/rfc7252.json")),
    (5724, include_str!("conformance/rfc5724.json")),
    (4516, include_str!("conformance/rfc4516.json")),
    (3261, include_str!("conformance/rfc3261.json")),
];

/// The RFCs that `DATA` has examples of, in its order, as the help and the errors list them.
fn known() -> String {
    DATA.map(|(n, _)| n.to_string()).join(", ")
}

/// `--rfc`'s help, with the RFCs that have examples here.
/// The command's help: the RFCs whose examples it runs, from [`DATA`], so that an RFC added there is listed.
pub(crate) fn about() -> String {
    let others: Vec<String> = DATA[1..].iter().map(|(n, _)| n.to_string()).collect();
    format!(
        "Run the examples printed in RFC 3986 and in the other RFCs whose grammars the crate has ({}), \
         and print expected, actual, PASS, FAIL or NOT RUN",
        others.join(", ")
    )
}

fn rfc_help() -> String {
    format!("Run the examples of this RFC only: {}", known())
}

#[derive(clap::Args)]
pub(crate) struct Args {
    /// Print one JSON object per example, per line.
    #[arg(long)]
    json: bool,
    #[arg(long, value_name = "N", value_parser = parse_rfc, help = rfc_help())]
    rfc: Option<u16>,
}

/// An RFC that has examples here; for another number, the numbers that have.
fn parse_rfc(text: &str) -> Result<u16, String> {
    let known = known();
    match text.trim_start_matches("RFC").trim().parse::<u16>() {
        Ok(n) if DATA.iter().any(|&(rfc, _)| rfc == n) => Ok(n),
        Ok(n) => Err(format!(
            "no examples of RFC {n} here; the RFCs with examples are {known}"
        )),
        Err(_) => Err(format!(
            "not an RFC number; the RFCs with examples are {known}"
        )),
    }
}

/// The examples of one RFC.
#[derive(Deserialize)]
struct Data {
    rfc: u16,
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
    /// What `input` is compared with, for the kinds that compare two references.
    other: Option<String>,
    /// The base URI of this example, where the section has none.
    base: Option<String>,
    expected: Value,
    note: Option<String>,
}

/// A kind of example that this build cannot compute, and why.
struct Missing(&'static str);

/// How many examples passed, failed and were not run.
#[derive(Default)]
struct Tally {
    pass: usize,
    fail: usize,
    not_run: usize,
}

impl Tally {
    fn count(&mut self, row: &wire::ExampleResult<'_>) {
        match row.result {
            "pass" => self.pass += 1,
            "fail" => self.fail += 1,
            _ => self.not_run += 1,
        }
    }
}

pub(crate) fn run(args: &Args, style: crate::style::Style) -> io::Result<bool> {
    let colour = style.colour;
    let mut out = crate::plumbing::stdout();
    let mut total = Tally::default();
    let mut rfcs = 0;
    for (_, text) in DATA {
        let data: Data = serde_json::from_str(text).map_err(io::Error::other)?;
        if args.rfc.is_some_and(|n| n != data.rfc) {
            continue;
        }
        rfcs += 1;
        let mut tally = Tally::default();
        for section in &data.sections {
            let rows: Vec<wire::ExampleResult<'_>> = section
                .examples
                .iter()
                .map(|example| row(data.rfc, section, example))
                .collect();
            for row in &rows {
                tally.count(row);
                total.count(row);
            }
            if args.json {
                for row in &rows {
                    crate::wire::write(&mut out, row)?;
                }
            } else {
                write_table(&mut out, data.rfc, section, &rows, colour)?;
            }
        }
        if !args.json {
            writeln!(
                out,
                "RFC {} examples: {} pass, {} fail, {} not run",
                data.rfc, tally.pass, tally.fail, tally.not_run
            )?;
            if args.rfc.is_none() {
                writeln!(out)?;
            }
        }
    }
    if !args.json && rfcs > 1 {
        writeln!(
            out,
            "All {rfcs} RFCs: {} pass, {} fail, {} not run",
            total.pass, total.fail, total.not_run
        )?;
    }
    out.flush()?;
    Ok(total.fail == 0)
}

/// One example as the viewer's start page lists it.
#[cfg(feature = "viewer")]
pub(crate) struct Listed {
    pub(crate) rfc: u16,
    pub(crate) section: String,
    pub(crate) title: String,
    pub(crate) kind: String,
    pub(crate) input: String,
    pub(crate) base: Option<String>,
    pub(crate) other: Option<String>,
    pub(crate) expected: String,
    /// `None` when the example was not run.
    pub(crate) actual: Option<String>,
    /// `"pass"`, `"fail"` or `"not run"`.
    pub(crate) result: &'static str,
}

/// Every example of every RFC, answered, in `rfc3986 conformance`'s order.
#[cfg(feature = "viewer")]
pub(crate) fn listed() -> Vec<Listed> {
    let mut out = Vec::new();
    for (_, text) in DATA {
        let Ok(data) = serde_json::from_str::<Data>(text) else {
            continue;
        };
        for section in &data.sections {
            for example in &section.examples {
                let r = row(data.rfc, section, example);
                out.push(Listed {
                    rfc: r.rfc,
                    section: r.section.to_owned(),
                    title: section.title.clone(),
                    kind: r.kind.to_owned(),
                    input: r.input.to_owned(),
                    base: r.base.map(str::to_owned),
                    other: r.other.map(str::to_owned),
                    expected: r.expected,
                    actual: r.actual,
                    result: r.result,
                });
            }
        }
    }
    out
}

fn row<'a>(rfc: u16, section: &'a Section, example: &'a Example) -> wire::ExampleResult<'a> {
    let base = example.base.as_deref().or(section.base.as_deref());
    let other = example.other.as_deref();
    let input = example.input.as_str();
    let expected = show(&example.expected);
    // RFC 3987 speaks of IRIs: its examples are read as IRI references.
    let iri = rfc == 3987;
    let answer = match (example.kind.as_str(), other) {
        ("parse", _) => Ok(parse(input, &example.expected)),
        ("host", _) => Ok(host(input)),
        ("remove_dot_segments", _) => Ok(rfc3986::remove_dot_segments(input)),
        ("resolve", _) => Ok(resolve(base.unwrap_or_default(), input)),
        ("normalize", _) => Ok(normalized(input, Normalization::Syntax, iri)),
        ("normalize_scheme", _) => Ok(normalized(input, Normalization::Scheme, iri)),
        ("to_uri", _) => Ok(to_uri(input)),
        ("to_iri", _) => Ok(to_iri(input)),
        ("equivalent_syntax", Some(other)) => {
            Ok(equivalent(input, other, Normalization::Syntax, iri))
        }
        ("equivalent_scheme", Some(other)) => {
            Ok(equivalent(input, other, Normalization::Scheme, iri))
        }
        ("equivalent_as_uris", Some(other)) => Ok(equivalent_as_uris(input, other)),
        ("urn", _) => Ok(urn(input, &example.expected)),
        ("scheme", _) => Ok(scheme(input, &example.expected)),
        ("urn_equivalent", Some(other)) => Ok(urn_equivalent(input, other)),
        ("sip_equivalent", Some(other)) => Ok(sip_equivalent(input, other)),
        ("file", _) => Ok(file(input, &example.expected)),
        ("file_from_windows_path", _) => Ok(file_from_windows_path(input)),
        ("mailto", _) => Ok(mailto(input)),
        ("request_line", _) => Ok(request_line(input)),
        ("coap_options", _) => Ok(coap_options(input)),
        ("to_uri_idna", _) => Ok(to_uri_idna(input)),
        ("to_iri_idna", _) => Ok(to_iri_idna(input)),
        ("equivalent_idna", Some(other)) => Ok(equivalent_idna(input, other)),
        ("mailto_idna", _) => Ok(mailto_idna(input)),
        ("nfc", _) => Err(Missing(
            "needs Unicode normalization (NFC), which is not in this build",
        )),
        ("equivalent_protocol", _) => Err(Missing(
            "protocol-based: needs what accessing the resources shows",
        )),
        ("resolve_drive", _) => Ok(resolve_drive(base.unwrap_or_default(), input)),
        _ => Err(Missing("unknown kind of example")),
    };
    let (actual, result, reason) = match answer {
        Ok(actual) if actual == expected => (Some(actual), "pass", None),
        Ok(actual) => (Some(actual), "fail", None),
        Err(Missing(reason)) => (None, "not run", Some(reason)),
    };
    wire::ExampleResult {
        rfc,
        section: &section.section,
        kind: &example.kind,
        input,
        base,
        other,
        expected,
        actual,
        result,
        reason,
        note: example.note.as_deref(),
    }
}

/// `parse` (RFC 3986 1.1.2, 3): the components named in the expectation, as `name=value`, `null` when
/// undefined.
fn parse(input: &str, expected: &Value) -> String {
    let Ok(r) = crate::reference::Reference::parse(input, false) else {
        return "invalid".to_owned();
    };
    // The components as `parse --json` reports them, for the names the expectation gives.
    let Ok(all) = serde_json::to_value(crate::wire::Components::new(input, &r)) else {
        return "(components do not serialize)".to_owned();
    };
    named(expected, |name| all.get(name).cloned())
}

/// The components that `expected` names, as `show` writes them, each as `get` finds it (`null` when
/// undefined).
fn named(expected: &Value, get: impl Fn(&str) -> Option<Value>) -> String {
    let Value::Object(fields) = expected else {
        return "(expectation is not an object)".to_owned();
    };
    let actual: serde_json::Map<String, Value> = fields
        .keys()
        .map(|name| (name.clone(), get(name).unwrap_or(Value::Null)))
        .collect();
    show(&Value::Object(actual))
}

/// `scheme` (the grammars of data, tel, geo, tag, urn:uuid, urn:oid): whether the URI matches its scheme's
/// grammar (`valid`), and the parts that the expectation names, as `rfc3986 scheme --json` gives them.
fn scheme(input: &str, expected: &Value) -> String {
    let uri = Uri::parse(input).ok();
    let valid = uri
        .as_ref()
        .is_some_and(|uri| matches!(rfc3986::scheme::check(uri), Ok(Some(_))));
    let parts = uri
        .as_ref()
        .filter(|_| valid)
        .and_then(crate::named_parts::parts);
    named(expected, |name| {
        if name == "valid" {
            return Some(Value::Bool(valid));
        }
        let (parts, _) = parts.as_ref()?;
        parts
            .iter()
            .find(|(n, _)| *n == name)
            .and_then(|(_, v)| serde_json::to_value(v).ok())
    })
}

/// `coap_options` (RFC 7252 6.4): the options of a request for the URI, as Appendix B lists them
/// (`Uri-Host="example.net" Uri-Path="core"`), on 6.4's NOTE's reading that the request goes to the URI's
/// host and port (so there is no Uri-Port); `(none)` when there is no option.
fn coap_options(input: &str) -> String {
    let Ok(uri) = Uri::parse(input) else {
        return "not a URI".to_owned();
    };
    let Ok(coap) = rfc3986::scheme::Coap::try_from(&uri) else {
        return "not a coap URI".to_owned();
    };
    let show = |name: &str, bytes: &[u8]| format!("{name}={:?}", String::from_utf8_lossy(bytes));
    let mut options: Vec<String> = coap
        .uri_host()
        .iter()
        .map(|h| show("Uri-Host", h))
        .collect();
    options.extend(coap.uri_path().iter().map(|p| show("Uri-Path", p)));
    options.extend(coap.uri_query().iter().map(|q| show("Uri-Query", q)));
    if options.is_empty() {
        "(none)".to_owned()
    } else {
        options.join(" ")
    }
}

/// `host` (RFC 3986 3.2.2): the rule of `host = IP-literal / IPv4address / reg-name` that the host matched.
fn host(input: &str) -> String {
    match UriRef::parse(&format!("//{input}")) {
        Ok(r) if r.host_str() == Some(input) => r
            .host()
            .map_or_else(|| "no host".to_owned(), |h| h.kind().to_string()),
        _ if !Rule::Host.matches(input) => "not a host".to_owned(),
        _ => "not a host alone".to_owned(),
    }
}

/// `resolve` (RFC 3986 5.4.1, 5.4.2): `reference` resolved against the section's base URI (5.2, strict).
fn resolve(base: &str, reference: &str) -> String {
    let Ok(base) = Uri::parse(base) else {
        return "invalid base".to_owned();
    };
    match UriRef::parse(reference) {
        Ok(reference) => base.resolve(&reference).into_string(),
        Err(_) => "invalid reference".to_owned(),
    }
}

/// `resolve_drive` (RFC 8089 E.2.1): `reference` resolved against a `file` URI with the drive letter kept,
/// by the appendix's informative algorithm (`FileUri::resolve_drive_aware`), not RFC 3986 5.2.
fn resolve_drive(base: &str, reference: &str) -> String {
    let Ok(base) = Uri::parse(base) else {
        return "invalid base".to_owned();
    };
    let Ok(file) = FileUri::try_from(&base) else {
        return "base not a file-URI".to_owned();
    };
    match UriRef::parse(reference) {
        Ok(reference) => file.resolve_drive_aware(&reference).into_string(),
        Err(_) => "invalid reference".to_owned(),
    }
}

/// `normalize` (RFC 3986 6.2.2) and `normalize_scheme` (6.2.3; RFC 3987 5.3.3 for an IRI): the normal form
/// at `level`.
fn normalized(input: &str, level: Normalization, iri: bool) -> String {
    let normal = if iri {
        IriRef::parse(input).map(|r| r.normalize(level).into_string())
    } else {
        UriRef::parse(input).map(|r| r.normalize(level).into_string())
    };
    normal.unwrap_or_else(|_| "invalid".to_owned())
}

/// `to_uri` (RFC 3987 3.1): the URI an IRI reference maps to.
fn to_uri(input: &str) -> String {
    IriRef::parse(input).map_or_else(
        |_| "invalid IRI reference".to_owned(),
        |r| r.to_uri().into_string(),
    )
}

/// `to_iri` (RFC 3987 3.2): the IRI a URI reference converts to.
fn to_iri(input: &str) -> String {
    UriRef::parse(input).map_or_else(
        |_| "invalid URI reference".to_owned(),
        |r| r.to_iri().into_string(),
    )
}

/// `to_uri_idna` (RFC 3987 3.1): the URI an IRI reference maps to, with its registered name mapped by
/// ToASCII (UTS 46 through the `idna` crate, which the tool turns on in the library) instead of percent-encoded.
fn to_uri_idna(input: &str) -> String {
    match IriRef::parse(input) {
        Ok(r) => r
            .to_uri_idna()
            .map_or_else(|e| format!("error: {e}"), UriRef::into_string),
        Err(_) => "invalid IRI reference".to_owned(),
    }
}

/// `to_iri_idna` (RFC 3987 3.2.1): the IRI a URI reference converts to, with the A-labels (`xn--`) of its
/// registered name mapped by ToUnicode.
fn to_iri_idna(input: &str) -> String {
    match UriRef::parse(input) {
        Ok(r) => r
            .to_iri_idna()
            .map_or_else(|e| format!("error: {e}"), IriRef::into_string),
        Err(_) => "invalid URI reference".to_owned(),
    }
}

/// `equivalent_idna` (RFC 3987 5.3.3): whether two IRIs are equivalent once their registered names are
/// mapped by ToASCII (`to_uri_idna`), after scheme-based normalization.
fn equivalent_idna(a: &str, b: &str) -> String {
    let uri = |text: &str| -> Result<UriRef, String> {
        let iri = IriRef::parse(text).map_err(|_| "invalid".to_owned())?;
        iri.to_uri_idna().map_err(|e| format!("error: {e}"))
    };
    match (uri(a), uri(b)) {
        (Ok(a), Ok(b)) => verdict(a.equivalent(&b, Normalization::Scheme)),
        (Err(e), _) | (_, Err(e)) => e,
    }
}

/// `mailto_idna` (RFC 6068 6.3): the `To` header field a mail program writes for a `mailto` URI, with the
/// domain of each address mapped by ToASCII, as `To: a, b`.
fn mailto_idna(input: &str) -> String {
    let Ok(uri) = Uri::parse(input) else {
        return "not a URI".to_owned();
    };
    let Ok(mailto) = Mailto::try_from(&uri) else {
        return "not a mailtoURI".to_owned();
    };
    let mut to = Vec::new();
    for address in mailto.addresses() {
        let Some((local, domain)) = address.rsplit_once('@') else {
            return format!("error: {address:?} has no domain");
        };
        match Host::RegName(domain).to_ascii() {
            Ok(domain) => to.push(format!("{local}@{domain}")),
            Err(e) => return format!("error: {e}"),
        }
    }
    format!("To: {}", to.join(", "))
}

/// `equivalent`, `not equivalent`, or why the two cannot be compared.
fn verdict(equivalent: bool) -> String {
    if equivalent {
        "equivalent"
    } else {
        "not equivalent"
    }
    .to_owned()
}

/// `equivalent_syntax` and `equivalent_scheme` (RFC 3986 6.2.2, 6.2.3; RFC 3987 5.3.2, 5.3.3; RFC 9110
/// 4.2.3): whether the two references have the same normal form at `level`.
fn equivalent(a: &str, b: &str, level: Normalization, iri: bool) -> String {
    let same = if iri {
        IriRef::parse(a).and_then(|a| IriRef::parse(b).map(|b| a.equivalent(&b, level)))
    } else {
        UriRef::parse(a).and_then(|a| UriRef::parse(b).map(|b| a.equivalent(&b, level)))
    };
    same.map_or_else(|_| "invalid".to_owned(), verdict)
}

/// `equivalent_as_uris` (RFC 3987 5.3.2, by 5.3.2.3): both IRIs mapped to URIs (3.1), then compared
/// after syntax-based normalization, so that `é` and `%C3%A9` are one.
fn equivalent_as_uris(a: &str, b: &str) -> String {
    let same = IriRef::parse(a).and_then(|a| {
        IriRef::parse(b).map(|b| a.to_uri().equivalent(&b.to_uri(), Normalization::Syntax))
    });
    same.map_or_else(|_| "invalid".to_owned(), verdict)
}

/// `urn` (RFC 8141 2): the parts of a URN that the expectation names, by the grammar of RFC 8141.
fn urn(input: &str, expected: &Value) -> String {
    let Ok(uri) = Uri::parse(input) else {
        return "not a URI".to_owned();
    };
    let Ok(urn) = Urn::try_from(&uri) else {
        return "not a namestring".to_owned();
    };
    named(expected, |name| {
        let part = match name {
            "NID" => Some(urn.nid()),
            "NSS" => Some(urn.nss()),
            "r-component" => urn.r_component(),
            "q-component" => urn.q_component(),
            "f-component" => urn.f_component(),
            _ => None,
        };
        part.map(Value::from)
    })
}

/// `urn_equivalent` (RFC 8141 3): whether the two URNs are URN-equivalent.
fn urn_equivalent(a: &str, b: &str) -> String {
    let (Ok(a), Ok(b)) = (Uri::parse(a), Uri::parse(b)) else {
        return "not a URI".to_owned();
    };
    match (Urn::try_from(&a), Urn::try_from(&b)) {
        (Ok(a), Ok(b)) => verdict(a == b),
        _ => "not a namestring".to_owned(),
    }
}

/// `sip_equivalent` (RFC 3261 19.1.4): whether two SIP or SIPS URIs are equivalent by that section's
/// comparison.
fn sip_equivalent(a: &str, b: &str) -> String {
    let (Ok(a), Ok(b)) = (Uri::parse(a), Uri::parse(b)) else {
        return "not a URI".to_owned();
    };
    match (
        rfc3986::scheme::Sip::try_from(&a),
        rfc3986::scheme::Sip::try_from(&b),
    ) {
        (Ok(a), Ok(b)) => verdict(a.is_equivalent(&b)),
        _ => "not a SIP-URI or SIPS-URI".to_owned(),
    }
}

/// `file` (RFC 8089 2): the host and path of a `file` URI, by the grammar of section 2.
fn file(input: &str, expected: &Value) -> String {
    let Ok(uri) = Uri::parse(input) else {
        return "not a URI".to_owned();
    };
    let Ok(file) = FileUri::try_from(&uri) else {
        return "not a file-URI".to_owned();
    };
    named(expected, |name| match name {
        "host" => Some(file.host_str().map_or(Value::Null, Value::from)),
        "path" => Some(file.path().as_str().into()),
        _ => None,
    })
}

/// `file_from_windows_path` (RFC 8089 E.3.1): the `file` URI of a Windows path (a UNC string).
fn file_from_windows_path(input: &str) -> String {
    FileUri::from_path_with(input, PathStyle::Windows)
        .map_or_else(|e| format!("error: {e}"), Uri::into_string)
}

/// `mailto` (RFC 6068 6): the addresses and the header fields, percent-decoded, as `to: a, b; name: value`;
/// control characters escaped (`\r\n`).
fn mailto(input: &str) -> String {
    let Ok(uri) = Uri::parse(input) else {
        return "not a URI".to_owned();
    };
    let Ok(mailto) = Mailto::try_from(&uri) else {
        return "not a mailtoURI".to_owned();
    };
    let shown = |text: &str| -> String {
        text.chars()
            .map(|c| {
                if c.is_control() {
                    c.escape_default().to_string()
                } else {
                    c.to_string()
                }
            })
            .collect()
    };
    let mut parts = Vec::new();
    let addresses = mailto.addresses();
    if !addresses.is_empty() {
        let to: Vec<String> = addresses.iter().map(|a| shown(a)).collect();
        parts.push(format!("to: {}", to.join(", ")));
    }
    for (name, value) in mailto.headers() {
        parts.push(format!("{}: {}", shown(&name), shown(&value)));
    }
    parts.join("; ")
}

/// `request_line` (RFC 6455 4.1): the first line of the opening handshake for a WebSocket URI, with its
/// /resource name/ (3): the path, `/` when empty, and the query.
fn request_line(input: &str) -> String {
    let Ok(uri) = Uri::parse(input) else {
        return "not a URI".to_owned();
    };
    match Http::try_from(&uri) {
        Ok(ws) if matches!(ws.rule(), Rule::WsUri | Rule::WssUri) => {
            format!("GET {} HTTP/1.1", ws.request_target())
        }
        _ => "not a ws-URI or wss-URI".to_owned(),
    }
}

/// The components of the expectations, in the RFCs' order: RFC 3986's, then RFC 8141's.
const COMPONENTS: [&str; 13] = [
    "scheme",
    "userinfo",
    "host",
    "host_kind",
    "port",
    "path",
    "query",
    "fragment",
    "NID",
    "NSS",
    "r-component",
    "q-component",
    "f-component",
];

/// An expectation as one line: a string as itself; an object of components as `name=value` pairs in the
/// RFC's order, `""` for an empty component, and an undefined one (`null`) left out.
fn show(value: &Value) -> String {
    match value {
        Value::String(s) => s.clone(),
        // The components in the RFCs' order, then any other names in the expectation's order (the parts
        // of the scheme views).
        Value::Object(fields) => COMPONENTS
            .iter()
            .copied()
            .chain(
                fields
                    .keys()
                    .map(String::as_str)
                    .filter(|k| !COMPONENTS.contains(k)),
            )
            .filter_map(|name| match fields.get(name)? {
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
/// answer), aligned in columns. An example compared with another is shown as `a ~ b`; one with its own
/// base as `ref (base b)`.
fn write_table(
    out: &mut impl Write,
    rfc: u16,
    section: &Section,
    rows: &[wire::ExampleResult<'_>],
    colour: bool,
) -> io::Result<()> {
    write!(out, "RFC {rfc} {} {}", section.section, section.title)?;
    match &section.base {
        Some(base) => writeln!(out, " (base {base})")?,
        None => writeln!(out)?,
    }
    let example = |r: &wire::ExampleResult<'_>| {
        let input = if r.input.is_empty() {
            "\"\"".to_owned()
        } else {
            r.input.to_owned()
        };
        match (r.other, r.base) {
            (Some(other), _) => format!("{input} ~ {other}"),
            (None, Some(base)) if section.base.is_none() => format!("{input} (base {base})"),
            _ => input,
        }
    };
    let actual = |r: &wire::ExampleResult<'_>| match (&r.actual, r.reason) {
        (Some(a), _) if *a == r.expected => "(same)".to_owned(),
        (Some(a), _) => a.clone(),
        (None, Some(reason)) => format!("({reason})"),
        (None, None) => String::new(),
    };
    // Columns count characters, so that the examples of RFC 3987 line up too.
    let width = |s: &str| s.chars().count();
    let kind_w = rows.iter().map(|r| width(r.kind)).max().unwrap_or(0);
    let example_w = rows.iter().map(|r| width(&example(r))).max().unwrap_or(0);
    let expected_w = rows.iter().map(|r| width(&r.expected)).max().unwrap_or(0);
    let pad = |s: &str, w: usize| format!("{s}{}", " ".repeat(w.saturating_sub(width(s))));
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
            "  {result}  {}  {}  {}  {}",
            pad(r.kind, kind_w),
            pad(&example(r), example_w),
            pad(expected, expected_w),
            actual(r)
        )?;
    }
    writeln!(out)
}
