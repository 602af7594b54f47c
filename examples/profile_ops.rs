//! Runs one operation over a benchmark corpus ROUNDS times, for `valgrind --tool=callgrind` (instruction
//! counts are stable on a noisy machine) and for the counting allocator of `tests/memory/allocations.rs`:
//!
//! ```sh
//! cargo build --profile profiling --example profile_ops
//! valgrind --tool=callgrind target/profiling/examples/profile_ops iri-parse 1   # and again with 2
//! ```
//!
//! The instructions per item are the difference between the two runs divided by the corpus's length
//! (which takes out the start-up and the reading of the file). Operations: `iri-parse`, `iri-resolve`
//! (both parsed beforehand), `iri-relativize` (both resolved beforehand), `uri-parse` and `uri-normalize`
//! (parse + normalize + the string), on `benches/iri.txt` and `benches/real.txt` as perfwide uses them;
//! `href-refused`, `Uri::join_lenient` against an https base of each input of
//! `tests/data/lenient-real-urls.json` (394 real hrefs that the strict parse refuses), what a crawler pays
//! for an href that needs the intake.
use rfc3986::{Iri, IriRef, Normalization, UriRef};

/// The base of `../shared/bench/perfwide.sh` and `benches/iri.rs`.
const BASE: &str = "https://example.org/dir/sub/page?q=1";

fn main() {
    let op = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "iri-parse".into());
    let rounds: usize = std::env::args()
        .nth(2)
        .and_then(|a| a.parse().ok())
        .unwrap_or(3);
    let corpus = if op.starts_with("iri") {
        "iri.txt"
    } else {
        "real.txt"
    };
    let path = format!("{}/benches/{corpus}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let refused = refused_hrefs();
    let page = rfc3986::Uri::parse("https://example.com/dir/page").unwrap();
    let base = Iri::parse(BASE).unwrap();
    let refs: Vec<IriRef> = lines.iter().map(|s| IriRef::parse(s).unwrap()).collect();
    let targets: Vec<Iri> = refs.iter().map(|r| base.resolve(r)).collect();
    let mut acc = 0;
    for _ in 0..rounds {
        match op.as_str() {
            "iri-parse" => {
                for line in &lines {
                    acc ^= IriRef::parse(line).map_or(0, |r| r.path().as_str().len());
                }
            }
            "iri-resolve" => {
                for r in &refs {
                    acc ^= base.resolve(r).as_str().len();
                }
            }
            "iri-relativize" => {
                for t in &targets {
                    acc ^= base.relativize(t).as_str().len();
                }
            }
            "uri-parse" => {
                for line in &lines {
                    acc ^= UriRef::parse(line).map_or(0, |r| r.path().as_str().len());
                }
            }
            "uri-normalize" => {
                for line in &lines {
                    acc ^= UriRef::parse(line)
                        .map_or(0, |r| r.normalize(Normalization::Syntax).as_str().len());
                }
            }
            "href-refused" => {
                for href in &refused {
                    acc ^= page
                        .join_lenient(href)
                        .map_or(0, |(u, r)| u.as_str().len() ^ r.len());
                }
            }
            other => panic!("unknown operation {other}"),
        }
    }
    println!("{} items, {acc}", lines.len());
}

/// The inputs of `tests/data/lenient-real-urls.json`: real hrefs that the strict parse refuses.
fn refused_hrefs() -> Vec<String> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/lenient-real-urls.json"
    );
    let doc: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let cases = doc["cases"].as_array().unwrap();
    let hrefs: Vec<String> = cases
        .iter()
        .map(|case| case["input"].as_str().unwrap().to_owned())
        .collect();
    assert!(
        hrefs.iter().all(|h| UriRef::parse(h).is_err()),
        "every input is refused"
    );
    hrefs
}
