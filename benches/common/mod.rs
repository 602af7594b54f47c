//! What the benchmarks share: the corpora of `benches/README.md`.

/// The lines of a corpus file in `benches/`.
pub fn corpus(name: &str) -> Vec<String> {
    let path = format!("{}/benches/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .lines()
        .map(String::from)
        .collect()
}
