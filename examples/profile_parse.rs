//! Parses `benches/real.txt` (ROUNDS times, default 3), for `valgrind --tool=callgrind`, whose instruction
//! counts are stable on a noisy machine:
//!
//! ```sh
//! cargo build --profile profiling --example profile_parse
//! valgrind --tool=callgrind target/profiling/examples/profile_parse 1
//! callgrind_annotate --inclusive=yes callgrind.out.*
//! ```
//!
//! With a second argument `bulk`, the lines go through `UriRef::parse_lines` as one text; with `iri`, each
//! line is parsed with `IriRef::parse`.
fn main() {
    let text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/benches/real.txt")).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let rounds: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(3);
    let mode = std::env::args().nth(2);
    let bulk = mode.as_deref() == Some("bulk");
    let iri = mode.as_deref() == Some("iri");
    let mut acc = 0;
    for _ in 0..rounds {
        if bulk {
            for r in rfc3986::UriRef::parse_lines(&text) {
                let r = r.unwrap();
                acc ^= r.path().as_str().len() ^ r.query().map_or(0, str::len);
            }
            continue;
        }
        if iri {
            for line in &lines {
                let r = rfc3986::IriRef::parse(line).unwrap();
                acc ^= r.path().as_str().len() ^ r.query().map_or(0, str::len);
            }
            continue;
        }
        for line in &lines {
            let r = rfc3986::UriRef::parse(line).unwrap();
            acc ^= r.path().as_str().len() ^ r.query().map_or(0, str::len);
        }
    }
    println!("{acc}");
}
