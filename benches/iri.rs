//! IRIs (RFC 3987) beside oxiri, iri-string and fluent-uri, on `benches/iri.txt`: real IRIs with non-ASCII
//! characters (see `benches/README.md` for how the corpus was built).
//!
//! - `iri-parse`: every parser takes every line as an IRI-reference and reads every component.
//! - `iri-resolve`: every line as a reference against one base IRI parsed beforehand, to the target's text.
//! - `iri-to-uri`: the RFC 3987 3.1 mapping of every line, from text to the URI's text, beside fluent-uri's
//!   `to_uri_ref` and iri-string's `encode_to_uri` (oxiri has none).
//!
//! `cargo bench --bench iri`, then `python3 benches/ratios.py iri`. Compare ratios within one run only.

use criterion::{BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;

mod common;
use common::corpus;

const BASE: &str = "http://例え.テスト/a/b/ç/d;p?q=ü";

fn len(s: Option<&str>) -> usize {
    s.map_or(usize::MAX, str::len)
}

fn rfc3986(s: &str) -> usize {
    let r = rfc3986::IriRef::parse(s).expect("every corpus line is valid");
    len(r.scheme())
        ^ len(r.authority().map(|a| a.as_str()))
        ^ r.path().as_str().len()
        ^ len(r.query())
        ^ len(r.fragment())
}

fn oxiri(s: &str) -> usize {
    let r = oxiri::IriRef::parse(s).expect("valid");
    len(r.scheme()) ^ len(r.authority()) ^ r.path().len() ^ len(r.query()) ^ len(r.fragment())
}

fn iri_string(s: &str) -> usize {
    let r = iri_string::types::IriReferenceStr::new(s).expect("valid");
    len(r.scheme_str())
        ^ len(r.authority_str())
        ^ r.path_str().len()
        ^ len(r.query().map(|q| q.as_str()))
        ^ len(r.fragment().map(|f| f.as_str()))
}

fn fluent_uri(s: &str) -> usize {
    let r = fluent_uri::IriRef::parse(s).expect("valid");
    len(r.scheme().map(|s| s.as_str()))
        ^ len(r.authority().map(|a| a.as_str()))
        ^ r.path().as_str().len()
        ^ len(r.query().map(|q| q.as_str()))
        ^ len(r.fragment().map(|f| f.as_str()))
}

type Group<'a> = BenchmarkGroup<'a, criterion::measurement::WallTime>;

fn bench(group: &mut Group<'_>, name: &str, lines: &[String], f: impl Fn(&str) -> usize) {
    for line in lines {
        f(line); // every parser accepts every line, or the bench stops here
    }
    group.bench_function(name, |b| {
        b.iter(|| lines.iter().fold(0, |acc, s| acc ^ f(black_box(s))))
    });
}

fn iri(c: &mut Criterion) {
    let lines = corpus("iri.txt");
    let elements = Throughput::Elements(lines.len() as u64);

    let mut group = c.benchmark_group("iri-parse/iri");
    group.throughput(elements.clone());
    bench(&mut group, "rfc3986", &lines, rfc3986);
    bench(&mut group, "oxiri", &lines, oxiri);
    bench(&mut group, "iri-string", &lines, iri_string);
    bench(&mut group, "fluent-uri", &lines, fluent_uri);
    group.finish();

    let mut group = c.benchmark_group("iri-resolve/iri");
    group.throughput(elements.clone());
    let base = rfc3986::Iri::parse(BASE).unwrap();
    bench(&mut group, "rfc3986", &lines, |s| {
        let r = rfc3986::IriRef::parse(s).expect("valid");
        base.resolve(&r).as_str().len()
    });
    let oxiri_base = oxiri::Iri::parse(BASE).unwrap();
    bench(&mut group, "oxiri", &lines, |s| {
        let r = oxiri::IriRef::parse(s).expect("valid");
        oxiri_base.resolve(&r).map_or(0, |t| t.as_str().len())
    });
    let iri_string_base = iri_string::types::IriAbsoluteStr::new(BASE).unwrap();
    bench(&mut group, "iri-string", &lines, |s| {
        use iri_string::format::ToDedicatedString;
        let r = iri_string::types::IriReferenceStr::new(s).expect("valid");
        r.resolve_against(iri_string_base)
            .to_dedicated_string()
            .len()
    });
    let fluent_base = fluent_uri::Iri::parse(BASE).unwrap();
    bench(&mut group, "fluent-uri", &lines, |s| {
        let r = fluent_uri::IriRef::parse(s).expect("valid");
        r.resolve_against(&fluent_base)
            .map_or(0, |t| t.as_str().len())
    });
    group.finish();

    // Resolution alone and relativization alone, with the references parsed (and the targets resolved)
    // beforehand, as ../shared/bench/perfwide.sh measures them: the crate's own code, not pest's.
    let ours: Vec<rfc3986::IriRef> = lines
        .iter()
        .map(|s| rfc3986::IriRef::parse(s).expect("valid"))
        .collect();
    let theirs: Vec<oxiri::IriRef<&str>> = lines
        .iter()
        .map(|s| oxiri::IriRef::parse(s.as_str()).expect("valid"))
        .collect();
    let mut group = c.benchmark_group("iri-resolve-only/iri");
    group.throughput(elements.clone());
    group.bench_function("rfc3986", |b| {
        b.iter(|| {
            ours.iter()
                .fold(0, |acc, r| acc ^ base.resolve(black_box(r)).as_str().len())
        })
    });
    group.bench_function("rfc3986 resolve_into", |b| {
        let mut out = String::new();
        b.iter(|| {
            ours.iter().fold(0, |acc, r| {
                base.resolve_into(black_box(r), &mut out);
                acc ^ out.len()
            })
        })
    });
    group.bench_function("oxiri", |b| {
        b.iter(|| {
            theirs.iter().fold(0, |acc, r| {
                acc ^ oxiri_base
                    .resolve(black_box(r))
                    .map_or(0, |t| t.as_str().len())
            })
        })
    });
    group.finish();

    let targets: Vec<rfc3986::Iri> = ours.iter().map(|r| base.resolve(r)).collect();
    let oxiri_targets: Vec<oxiri::Iri<String>> = theirs
        .iter()
        .map(|r| oxiri_base.resolve(r).expect("valid"))
        .collect();
    let mut group = c.benchmark_group("iri-relativize/iri");
    group.throughput(elements.clone());
    group.bench_function("rfc3986", |b| {
        b.iter(|| {
            targets.iter().fold(0, |acc, t| {
                acc ^ base.relativize(black_box(t)).as_str().len()
            })
        })
    });
    group.bench_function("oxiri", |b| {
        b.iter(|| {
            oxiri_targets.iter().fold(0, |acc, t| {
                acc ^ oxiri_base
                    .relativize(black_box(t))
                    .map_or(0, |r| r.as_str().len())
            })
        })
    });
    group.finish();

    let mut group = c.benchmark_group("iri-to-uri/iri");
    group.throughput(elements);
    bench(&mut group, "rfc3986", &lines, |s| {
        let r = rfc3986::IriRef::parse(s).expect("valid");
        r.to_uri().as_str().len()
    });
    bench(&mut group, "iri-string", &lines, |s| {
        let r = iri_string::types::IriReferenceStr::new(s).expect("valid");
        r.encode_to_uri().to_string().len()
    });
    bench(&mut group, "fluent-uri", &lines, |s| {
        let r = fluent_uri::IriRef::parse(s).expect("valid");
        r.to_uri_ref().as_str().len()
    });
    group.finish();
}

criterion_group!(benches, iri);
criterion_main!(benches);
