//! The fuzz targets' checks on stable: every seed (derived from `tests/data`) and every regression file
//! (`fuzz/regressions/<target>/`, inputs that once broke a check) goes through exactly the function that
//! the fuzz target runs, `fuzz/src/lib.rs`, included here by path.
//!
//! `cargo test --test fuzz_replay -- --ignored` writes the same seeds to `fuzz/corpus/<target>/` for
//! `cargo +nightly fuzz run <target>` (see fuzz/README.md).

mod util;

#[path = "../fuzz/src/lib.rs"]
mod checks;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use rfc3986::Rule;

/// A fuzz target: its name under `fuzz/fuzz_targets/` and the check it runs.
struct Target {
    name: &'static str,
    check: fn(&[u8]),
    seeds: fn() -> BTreeSet<Vec<u8>>,
}

const TARGETS: &[Target] = &[
    Target {
        name: "parse",
        check: checks::parse,
        seeds: parse_seeds,
    },
    Target {
        name: "rule",
        check: checks::rule,
        seeds: rule_seeds,
    },
];

/// Every reference-like string of the vector files: inputs, bases, references, targets and results.
fn parse_seeds() -> BTreeSet<Vec<u8>> {
    let files = [
        "parse_valid.json",
        "parse_invalid.json",
        "resolve.json",
        "resolve_ambiguous.json",
        "normalize.json",
        "relativize.json",
        "remove_dot_segments.json",
    ];
    let mut seeds = BTreeSet::new();
    for file in files {
        for case in util::cases(file) {
            for key in ["input", "base", "ref", "target", "expected"] {
                if let Some(s) = case[key].as_str() {
                    seeds.insert(s.as_bytes().to_vec());
                }
            }
        }
    }
    seeds
}

/// The rule vectors, and each component of the valid references against the rule that names it.
fn rule_seeds() -> BTreeSet<Vec<u8>> {
    let seed = |rule: Rule, input: &str| {
        let mut bytes = vec![checks::rule_byte(rule)];
        bytes.extend_from_slice(input.as_bytes());
        bytes
    };
    let mut seeds = BTreeSet::new();
    for case in util::cases("rules.json") {
        let rule: Rule = util::field(&case, "rule")
            .parse()
            .expect("an RFC 3986 rule");
        seeds.insert(seed(rule, util::field(&case, "input")));
    }
    let components = [
        ("scheme", Rule::Scheme),
        ("userinfo", Rule::Userinfo),
        ("host", Rule::Host),
        ("port", Rule::Port),
        ("path", Rule::Path),
        ("query", Rule::Query),
        ("fragment", Rule::Fragment),
    ];
    for case in util::cases("parse_valid.json") {
        for (key, rule) in components {
            if let Some(s) = case[key].as_str() {
                seeds.insert(seed(rule, s));
            }
        }
    }
    seeds
}

fn fuzz_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz")
}

/// The files of a directory, sorted, leaving out dotfiles and READMEs.
fn files(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.is_file())
        .filter(|p| {
            let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            !name.starts_with('.') && !name.starts_with("README")
        })
        .collect();
    files.sort();
    files
}

#[test]
fn every_target_has_a_fuzz_target_file() {
    for target in TARGETS {
        let path = fuzz_dir().join(format!("fuzz_targets/{}.rs", target.name));
        let source = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
        let call = format!("rfc3986_fuzz::{}(data)", target.name);
        assert!(source.contains(&call), "{path:?} does not call {call}");
    }
}

#[test]
fn seeds_pass_the_fuzz_checks() {
    for target in TARGETS {
        let seeds = (target.seeds)();
        assert!(seeds.len() > 500, "{}: {} seeds", target.name, seeds.len());
        for seed in &seeds {
            (target.check)(seed);
        }
    }
}

#[test]
fn regressions_pass_the_fuzz_checks() {
    let regressions = fuzz_dir().join("regressions");
    assert!(regressions.is_dir(), "{regressions:?} is missing");
    for target in TARGETS {
        for file in files(&regressions.join(target.name)) {
            let data = std::fs::read(&file).unwrap_or_else(|e| panic!("{file:?}: {e}"));
            let outcome = std::panic::catch_unwind(|| (target.check)(&data));
            assert!(outcome.is_ok(), "{file:?} fails the {} checks", target.name);
        }
    }
}

/// Writes the seeds to `fuzz/corpus/<target>/` (gitignored), named by a hash of their content, for
/// `cargo +nightly fuzz run <target>` to start from.
#[test]
#[ignore = "writes fuzz/corpus/; run it before fuzzing"]
fn write_seed_corpus() {
    for target in TARGETS {
        let dir = fuzz_dir().join("corpus").join(target.name);
        std::fs::create_dir_all(&dir).unwrap();
        for seed in (target.seeds)() {
            let name = format!("seed-{:016x}", fnv1a(&seed));
            std::fs::write(dir.join(name), &seed).unwrap();
        }
    }
}

/// FNV-1a, 64 bits: a stable file name for a seed.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}
