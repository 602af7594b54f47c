//! URI Templates (RFC 6570) beside iri-string, the one Rust crate with a template processor, on the
//! templates of the uritemplate-test suite (`tests/data/templates/expand.json`) with each case's values:
//!
//! - `template-expand`: parse each template and expand it (iri-string validates and expands in one walk);
//! - `template-expand-parsed`: expand templates parsed beforehand (iri-string: the validated `&UriTemplateStr`);
//! - `template-match`: match each URI of `tests/data/templates/match.json` against its template, parsed
//!   beforehand (no peer matches templates: absolute times per URI).
//!
//! `cargo bench --bench template`, then `python3 benches/ratios.py template`. Compare ratios within one run.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use iri_string::spec::UriSpec;
use iri_string::template::UriTemplateStr;
use iri_string::template::simple_context::{SimpleContext, Value as PeerValue};
use rfc3986::template::{UriTemplate, Value, Vars};
use serde_json::Value as Json;
use std::hint::black_box;

fn cases(file: &str) -> Vec<Json> {
    let path = format!("{}/tests/data/templates/{file}", env!("CARGO_MANIFEST_DIR"));
    serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap()
}

fn text(v: &Json) -> Option<String> {
    match v {
        Json::String(s) => Some(s.clone()),
        Json::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// The case's values for both crates; `None` when a value is of a shape only one of them takes.
fn values(vars: &Json) -> (Vars<'static>, SimpleContext) {
    let mut ours = Vars::new();
    let mut peer = SimpleContext::new();
    for (name, v) in vars.as_object().unwrap() {
        let (a, b) = match v {
            Json::Array(items) => {
                let items: Vec<String> = items.iter().filter_map(text).collect();
                (Value::from(items.clone()), PeerValue::List(items))
            }
            Json::Object(pairs) => {
                let pairs: Vec<(String, String)> = pairs
                    .iter()
                    .filter_map(|(k, v)| Some((k.clone(), text(v)?)))
                    .collect();
                (Value::from(pairs.clone()), PeerValue::Assoc(pairs))
            }
            other => match text(other) {
                Some(s) => (Value::from(s.clone()), PeerValue::String(s)),
                None => (Value::Undefined, PeerValue::Undefined),
            },
        };
        ours.insert(name.clone(), a);
        peer.insert(name.as_str(), b);
    }
    (ours, peer)
}

fn benches(c: &mut Criterion) {
    // The cases both crates expand to the suite's expected result (the same work on both sides).
    let mut work = Vec::new();
    for case in cases("expand.json") {
        if !case["expected"].is_string() {
            continue;
        }
        let template = case["template"].as_str().unwrap().to_owned();
        let (ours, peer) = values(&case["variables"]);
        let Ok(parsed) = UriTemplate::parse(&template) else {
            continue;
        };
        let Ok(expanded) = parsed.expand(&ours) else {
            continue;
        };
        // iri-string 0.7.14 panics on some cases of the suite (a prefix that ends inside a multi-byte
        // character under `+`): those are left out, as are the cases it expands differently.
        let theirs = std::panic::catch_unwind(|| {
            UriTemplateStr::new(&template)
                .ok()
                .and_then(|t| t.expand::<UriSpec, _>(&peer).ok().map(|e| e.to_string()))
        })
        .ok()
        .flatten();
        if theirs.as_deref() != Some(expanded.as_str()) {
            continue;
        }
        work.push((template, parsed, ours, peer));
    }
    assert!(work.len() > 150, "{} cases", work.len());

    let mut group = c.benchmark_group("template-expand");
    group.throughput(Throughput::Elements(work.len() as u64));
    group.bench_function("rfc3986", |b| {
        b.iter(|| {
            for (text, _, vars, _) in &work {
                let t = UriTemplate::parse(black_box(text)).unwrap();
                black_box(t.expand(vars).unwrap());
            }
        })
    });
    group.bench_function("iri-string", |b| {
        b.iter(|| {
            for (text, _, _, ctx) in &work {
                let t = UriTemplateStr::new(black_box(text)).unwrap();
                black_box(t.expand::<UriSpec, _>(ctx).unwrap().to_string());
            }
        })
    });
    group.finish();

    let validated: Vec<&UriTemplateStr> = work
        .iter()
        .map(|w| UriTemplateStr::new(&w.0).unwrap())
        .collect();
    let mut group = c.benchmark_group("template-expand-parsed");
    group.throughput(Throughput::Elements(work.len() as u64));
    group.bench_function("rfc3986", |b| {
        b.iter(|| {
            for (_, t, vars, _) in &work {
                black_box(t.expand(vars).unwrap());
            }
        })
    });
    group.bench_function("iri-string", |b| {
        b.iter(|| {
            for (t, (_, _, _, ctx)) in validated.iter().zip(&work) {
                black_box(t.expand::<UriSpec, _>(ctx).unwrap().to_string());
            }
        })
    });
    group.finish();
}

fn matching(c: &mut Criterion) {
    let mut work = Vec::new();
    for case in cases("match.json") {
        let Ok(t) = UriTemplate::parse(case["template"].as_str().unwrap()) else {
            continue;
        };
        if t.check_matchable().is_ok() {
            work.push((t, case["uri"].as_str().unwrap().to_owned()));
        }
    }
    assert!(work.len() > 200, "{} cases", work.len());
    let mut group = c.benchmark_group("template-match");
    group.throughput(Throughput::Elements(work.len() as u64));
    group.bench_function("rfc3986", |b| {
        b.iter(|| {
            for (t, uri) in &work {
                black_box(t.match_uri(black_box(uri.as_str())).unwrap());
            }
        })
    });
    group.finish();
}

criterion_group!(template, benches, matching);
criterion_main!(template);
