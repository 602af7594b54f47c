//! Parsing, side by side with the peers, on the two corpora of `benches/README.md`.
//!
//! Every parser parses every line of a corpus and reads every component (so that a lazy parser pays for
//! what it deferred); the figure is the time per corpus. `rfc3986 bulk` parses the corpus as one text with
//! `UriRef::parse_lines`. Compare ratios within one run only: these machines
//! are shared and noisy. `cargo bench --bench parse`, then `python3 benches/ratios.py`.

extern crate alloc;

use criterion::{BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;

mod common;
use common::corpus;

fn len(s: Option<&str>) -> usize {
    s.map_or(usize::MAX, str::len)
}

fn rfc3986(s: &str) -> usize {
    components(&rfc3986::UriRef::parse(s).expect("every corpus line is valid"))
}

fn components(r: &rfc3986::UriRef) -> usize {
    let a = r.authority();
    len(r.scheme())
        ^ len(a.and_then(|a| a.userinfo()))
        ^ len(a.map(|a| a.host_str()))
        ^ len(a.and_then(|a| a.port()))
        ^ r.path().as_str().len()
        ^ len(r.query())
        ^ len(r.fragment())
}

fn fluent_uri(s: &str) -> usize {
    let r = fluent_uri::UriRef::parse(s).expect("valid");
    let a = r.authority();
    len(r.scheme().map(|s| s.as_str()))
        ^ len(a.and_then(|a| a.userinfo()).map(|u| u.as_str()))
        ^ len(a.map(|a| a.host()))
        ^ len(a.and_then(|a| a.port()).map(|p| p.as_str()))
        ^ r.path().as_str().len()
        ^ len(r.query().map(|q| q.as_str()))
        ^ len(r.fragment().map(|f| f.as_str()))
}

fn oxiri(s: &str) -> usize {
    let r = oxiri::IriRef::parse(s).expect("valid");
    len(r.scheme()) ^ len(r.authority()) ^ r.path().len() ^ len(r.query()) ^ len(r.fragment())
}

fn iri_string(s: &str) -> usize {
    let r = iri_string::types::UriReferenceStr::new(s).expect("valid");
    let a = r.authority_components();
    len(r.scheme_str())
        ^ len(a.as_ref().and_then(|a| a.userinfo()))
        ^ len(a.as_ref().map(|a| a.host()))
        ^ len(a.as_ref().and_then(|a| a.port()))
        ^ r.path_str().len()
        ^ len(r.query().map(|q| q.as_str()))
        ^ len(r.fragment().map(|f| f.as_str()))
}

fn url(s: &str) -> usize {
    let u = url::Url::parse(s).expect("absolute");
    u.scheme().len()
        ^ u.username().len()
        ^ len(u.host_str())
        ^ len(u.port().map(|_| ""))
        ^ u.path().len()
        ^ len(u.query())
        ^ len(u.fragment())
}

/// pest's fixed cost: a grammar that matches the empty string, through the same `pest::Parser::parse` call.
mod floor {
    #[derive(pest_derive::Parser)]
    #[grammar_inline = "floor = { SOI }"]
    pub struct Floor;
}

fn pest_floor(s: &str) -> usize {
    use pest::Parser as _;
    floor::Floor::parse(floor::Rule::floor, s).map_or(0, |p| p.len())
}

fn bench(
    group: &mut BenchmarkGroup<'_, criterion::measurement::WallTime>,
    name: &str,
    lines: &[String],
    f: fn(&str) -> usize,
) {
    group.bench_function(name, |b| {
        b.iter(|| lines.iter().fold(0, |acc, s| acc ^ f(black_box(s))))
    });
}

fn parse(c: &mut Criterion) {
    for name in ["real.txt", "synthetic.txt"] {
        let lines = corpus(name);
        // `url` parses absolute URLs only (WHATWG URL has no relative references without a base), and
        // rewrites what it parses; it runs on the lines it accepts.
        let absolute: Vec<String> = lines
            .iter()
            .filter(|l| url::Url::parse(l).is_ok())
            .cloned()
            .collect();
        let mut group = c.benchmark_group(format!("parse/{}", name.trim_end_matches(".txt")));
        group.throughput(Throughput::Elements(lines.len() as u64));
        bench(&mut group, "rfc3986", &lines, rfc3986);
        // The same lines as one text through `parse_lines`: one call into pest per 16 KiB chunk.
        let text: String = lines.iter().map(|l| format!("{l}\n")).collect();
        group.bench_function("rfc3986 bulk", |b| {
            b.iter(|| {
                rfc3986::UriRef::parse_lines(black_box(&text)).fold(0, |acc, r| {
                    acc ^ components(&r.expect("every corpus line is valid"))
                })
            })
        });
        // The same lines as separate strings through `parse_each`, which joins them into chunks.
        group.bench_function("rfc3986 parse_each", |b| {
            b.iter(|| {
                rfc3986::UriRef::parse_each(black_box(&lines)).fold(0, |acc, r| {
                    acc ^ components(&r.expect("every corpus line is valid"))
                })
            })
        });
        bench(&mut group, "fluent-uri", &lines, fluent_uri);
        bench(&mut group, "oxiri", &lines, oxiri);
        bench(&mut group, "iri-string", &lines, iri_string);
        bench(&mut group, "pest-floor", &lines, pest_floor);
        if absolute.len() == lines.len() {
            bench(&mut group, "url", &lines, url);
        } else {
            eprintln!(
                "{name}: url accepts {} of {} lines; measured on those",
                absolute.len(),
                lines.len()
            );
            group.throughput(Throughput::Elements(absolute.len() as u64));
            bench(&mut group, "url (absolute only)", &absolute, url);
            bench(&mut group, "rfc3986 (absolute only)", &absolute, rfc3986);
        }
        group.finish();
    }
}

criterion_group!(benches, parse);
criterion_main!(benches);
