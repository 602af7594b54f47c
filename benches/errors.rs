//! What a rejected string costs, beside what the same string costs when it is valid and what fluent-uri
//! takes to reject it, in one run (issue 32's targets).
//!
//! Each case is an invalid reference and a valid one of the same length and shape (the mistake mended),
//! so the ratio of the two is what a mistake costs: at most 10 times for inputs under 256 bytes, at most
//! 50 times up to 8 KiB, and growing no faster than the input (the `long` cases, 256 bytes to 64 KiB).
//! The error is the whole of it: the index, the rules expected there and the completion, as
//! `UriRef::parse` computes them; reading `to_string()` as well would add only the formatting.
//!
//! ```sh
//! cargo bench --bench errors -- --warm-up-time 1 --measurement-time 2
//! python3 benches/errors.py
//! ```

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};

/// The short cases: the issue's examples and the everyday mistakes, each with its mended twin.
const SHORT: &[(&str, &str, &str)] = &[
    ("space in host", "http://a b/", "http://a-b/"),
    ("space in scheme", "htt p://x", "htt-p://x"),
    (
        "space in path",
        "http://e.com/ab c?d",
        "http://e.com/ab-c?d",
    ),
    (
        "space in reg-name",
        "http://exa mple.com",
        "http://exa-mple.com",
    ),
    ("bad percent", "http://a/%zz", "http://a/%aa"),
    ("open IP-literal", "http://[::1/x", "http://[::1]/"),
    (
        "port not digits",
        "http://example.com:80a/",
        "http://example.com:800/",
    ),
    ("empty scheme", ":foo", "/foo"),
    (
        "@ in password",
        "postgres://app:p@ss@db:5432/x",
        "postgres://app:p.ss@db:5432/x",
    ),
    (
        "quote in query",
        "https://a.example/?q=\"x\"",
        "https://a.example/?q=-x-",
    ),
];

/// The long cases: a shape and a length, the mistake at the end.
fn long(shape: &str, len: usize) -> (String, String) {
    let fill = |n: usize| "a".repeat(len.saturating_sub(n));
    match shape {
        "space at the end" => {
            let body = fill("http://example.com/ ".len());
            (
                format!("http://example.com/{body} "),
                format!("http://example.com/{body}a"),
            )
        }
        "port not digits" => {
            let host = fill("http://:80a/".len());
            (format!("http://{host}:80a/"), format!("http://{host}:800/"))
        }
        "bad percent at the end" => {
            let body = fill("http://example.com/%zz".len());
            (
                format!("http://example.com/{body}%zz"),
                format!("http://example.com/{body}%aa"),
            )
        }
        _ => unreachable!("unknown shape {shape}"),
    }
}

const LONG_SHAPES: &[&str] = &[
    "space at the end",
    "port not digits",
    "bad percent at the end",
];
const LENGTHS: &[usize] = &[256, 1024, 8 * 1024, 64 * 1024];

fn error(s: &str) -> usize {
    let err = rfc3986::UriRef::parse(s).expect_err("invalid");
    err.index() ^ err.expected().count()
}

fn valid(s: &str) -> usize {
    rfc3986::UriRef::parse(s).expect("valid").as_str().len()
}

fn fluent_uri(s: &str) -> usize {
    fluent_uri::UriRef::parse(s).expect_err("invalid").index()
}

fn bench_pair(c: &mut Criterion, group: &str, name: &str, bad: &str, good: &str) {
    assert_eq!(bad.len(), good.len(), "{name}: the twins differ in length");
    assert!(
        rfc3986::UriRef::parse(bad).is_err(),
        "{name}: {bad:?} is valid"
    );
    assert!(
        rfc3986::UriRef::parse(good).is_ok(),
        "{name}: {good:?} is invalid"
    );
    let mut g = c.benchmark_group(group);
    if bad.len() > 4096 {
        g.sample_size(20);
    }
    g.bench_with_input(BenchmarkId::new("rfc3986 error", name), bad, |b, s| {
        b.iter(|| error(black_box(s)))
    });
    g.bench_with_input(BenchmarkId::new("rfc3986 valid", name), good, |b, s| {
        b.iter(|| valid(black_box(s)))
    });
    // fluent-uri accepts some strings RFC 3986 rejects; it is timed only where it rejects too.
    if fluent_uri::UriRef::parse(bad).is_err() {
        g.bench_with_input(BenchmarkId::new("fluent-uri error", name), bad, |b, s| {
            b.iter(|| fluent_uri(black_box(s)))
        });
    }
    g.finish();
}

fn errors(c: &mut Criterion) {
    for &(name, bad, good) in SHORT {
        bench_pair(c, "errors short", name, bad, good);
    }
    for shape in LONG_SHAPES {
        for &len in LENGTHS {
            let (bad, good) = long(shape, len);
            bench_pair(c, "errors long", &format!("{shape} {len}"), &bad, &good);
        }
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2));
    targets = errors
}
criterion_main!(benches);
