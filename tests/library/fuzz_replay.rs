//! The fuzz targets' checks on stable: every seed (derived from `tests/data`) and every regression file
//! (`fuzz/regressions/<target>/`, inputs that once broke a check) goes through exactly the function that
//! the fuzz target runs, `fuzz/src/lib.rs`, included here by path.
//!
//! `cargo test --test library fuzz_replay -- --ignored` writes the same seeds to `fuzz/corpus/<target>/` for
//! `cargo +nightly fuzz run <target>` (see fuzz/README.md).

use crate::util;

// Some checks serve targets that need more features than those on (the template target needs serde too).
#[allow(dead_code)]
#[path = "../../fuzz/src/lib.rs"]
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
        name: "bulk",
        check: checks::bulk,
        seeds: bulk_seeds,
    },
    Target {
        name: "rule",
        check: checks::rule,
        seeds: rule_seeds,
    },
    Target {
        name: "resolve",
        check: checks::resolve,
        seeds: resolve_seeds,
    },
    Target {
        name: "normalize",
        check: checks::normalize,
        seeds: parse_seeds,
    },
    Target {
        name: "relativize",
        check: checks::relativize,
        seeds: relativize_seeds,
    },
    Target {
        name: "edit",
        check: checks::edit,
        seeds: edit_seeds,
    },
    Target {
        name: "iri",
        check: checks::iri,
        seeds: iri_seeds,
    },
    Target {
        name: "lenient",
        check: checks::lenient,
        seeds: lenient_seeds,
    },
    #[cfg(all(feature = "schemes", feature = "std"))]
    Target {
        name: "scheme",
        check: checks::scheme,
        seeds: scheme_seeds,
    },
    #[cfg(all(feature = "template", feature = "serde"))]
    Target {
        name: "template",
        check: checks::template,
        seeds: template_seeds,
    },
    #[cfg(all(feature = "http", feature = "url", feature = "idna"))]
    Target {
        name: "convert",
        check: checks::convert,
        seeds: convert_seeds,
    },
];

/// The references of the vectors and the scheme vectors, the real URLs of `benches/real.txt` and the IRIs
/// of `benches/iri.txt`.
#[cfg(all(feature = "http", feature = "url", feature = "idna"))]
fn convert_seeds() -> BTreeSet<Vec<u8>> {
    let mut seeds = parse_seeds();
    seeds.extend(scheme_seeds());
    for corpus in ["real.txt", "iri.txt"] {
        let path = format!("{}/benches/{corpus}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).expect("a corpus");
        seeds.extend(text.lines().map(|l| l.as_bytes().to_vec()));
    }
    seeds
}

/// Every template of the RFC 6570 vectors with its case's values, one per line in the template's order
/// (the format of `checks::template_vars`), with no values, and with every variable of one shape; and
/// each matching vector as its template and URI.
#[cfg(all(feature = "template", feature = "serde"))]
fn template_seeds() -> BTreeSet<Vec<u8>> {
    use rfc3986::template::{UriTemplate, Value, Variables, Vars};
    let mut seeds = BTreeSet::new();
    for case in util::cases("templates/expand.json") {
        let source = case["template"].as_str().unwrap();
        seeds.insert(source.as_bytes().to_vec());
        let Ok(template) = UriTemplate::parse(source) else {
            continue;
        };
        let vars: Vars = serde_json::from_value(case["variables"].clone()).unwrap();
        let mut seed = String::from(source);
        for name in template.variables() {
            seed.push('\n');
            match vars.get(name) {
                Value::Undefined => seed.push('-'),
                Value::String(s) => seed.push_str(&s),
                Value::List(items) => seed.push_str(&format!("[{}]", items.join(","))),
                Value::AssocArray(pairs) => {
                    let pairs: Vec<String> =
                        pairs.iter().map(|(k, v)| format!("{k}={v}")).collect();
                    seed.push_str(&format!("{{{}}}", pairs.join(",")));
                }
            }
        }
        seeds.insert(seed.into_bytes());
        // Every variable undefined, empty, a string to encode, a list, an associative array.
        for shape in ["-", "", "a b%zz/é?", "[a,,b/c]", "{k=v,e=}"] {
            let lines = vec![shape; template.variables().count()];
            seeds.insert(format!("{source}\n{}", lines.join("\n")).into_bytes());
        }
    }
    // The matching vectors: the template, then the URI (the first variable's value, and the text matched).
    for case in util::cases("templates/match.json") {
        let (t, uri) = (
            case["template"].as_str().unwrap(),
            case["uri"].as_str().unwrap(),
        );
        seeds.insert(format!("{t}\n{uri}").into_bytes());
    }
    seeds
}

/// The URIs of the scheme vectors (both sets), and the paths of both styles that the file view's tests use.
#[cfg(feature = "schemes")]
#[cfg_attr(not(feature = "std"), allow(dead_code))] // the scheme target needs std; convert uses them too
fn scheme_seeds() -> BTreeSet<Vec<u8>> {
    let mut seeds: BTreeSet<Vec<u8>> = strings(
        &["schemes/scheme_uris.json", "schemes2/scheme_uris.json"],
        &["input"],
    )
    .into_iter()
    .map(String::into_bytes)
    .collect();
    for path in [
        "/tmp/a b#1",
        "/",
        "//x",
        r"C:\Users\Zoë\a.txt",
        r"C:\",
        r"\\server\share\x",
        r"\\?\UNC\server\share\x",
        r"\\?\C:\x",
        "c:/a/b",
    ] {
        seeds.insert(path.as_bytes().to_vec());
    }
    // The file URIs and paths of tests/data/file_uris.json.
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/file_uris.json");
    let data: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).expect("the vectors")).expect("JSON");
    let mut add = |v: &serde_json::Value| {
        if let Some(s) = v.as_str() {
            seeds.insert(s.as_bytes().to_vec());
        }
    };
    for section in ["to_path", "from_path", "same_file", "different_file"] {
        for case in data[section].as_array().expect("a section") {
            for key in ["uri", "path", "a", "b"] {
                add(&case[key]);
            }
            case["uris"]
                .as_array()
                .into_iter()
                .flatten()
                .for_each(&mut add);
        }
    }
    seeds
}

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

/// The parse seeds and the real URLs that are not URI-references.
fn lenient_seeds() -> BTreeSet<Vec<u8>> {
    let mut seeds = parse_seeds();
    let data: serde_json::Value =
        serde_json::from_str(include_str!("../data/lenient-real-urls.json")).expect("JSON");
    for case in data["cases"].as_array().expect("cases") {
        if let Some(s) = case["input"].as_str() {
            seeds.insert(s.as_bytes().to_vec());
        }
    }
    seeds
}

/// The parse seeds (IRI vectors too) as texts of a few lines each, with every line end (`\n`, `\r\n`, a
/// final one or none, and a lone `\r`).
fn bulk_seeds() -> BTreeSet<Vec<u8>> {
    let mut lines: Vec<Vec<u8>> = parse_seeds().into_iter().collect();
    lines.extend(
        strings(
            &["iri_parse_valid.json", "iri_parse_invalid.json"],
            &["input"],
        )
        .into_iter()
        .map(String::into_bytes),
    );
    let ends: [&[u8]; 4] = [b"\n", b"\r\n", b"\r", b""];
    lines
        .chunks(3)
        .enumerate()
        .map(|(i, group)| {
            let mut text = Vec::new();
            for (j, line) in group.iter().enumerate() {
                text.extend_from_slice(line);
                text.extend_from_slice(ends[(i + j) % ends.len()]);
            }
            text
        })
        .collect()
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

/// The distinct values of `keys` in the cases of `files`.
fn strings(files: &[&str], keys: &[&str]) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for file in files {
        for case in util::cases(file) {
            for key in keys {
                if let Some(s) = case[key].as_str() {
                    found.insert(s.to_owned());
                }
            }
        }
    }
    found
}

/// Every base of the resolution vectors against every reference of them (`base\0ref`): the RFC's
/// examples, and each reference against the other vectors' bases.
fn resolve_seeds() -> BTreeSet<Vec<u8>> {
    let files = ["resolve.json", "resolve_ambiguous.json"];
    let bases = strings(&files, &["base"]);
    let references = strings(&files, &["ref"]);
    let mut seeds = BTreeSet::new();
    for base in &bases {
        for reference in &references {
            seeds.insert(checks::pair(base, reference));
        }
    }
    seeds
}

/// Every base of the relativization vectors against every target of them (`base\0target`).
fn relativize_seeds() -> BTreeSet<Vec<u8>> {
    let files = ["relativize.json"];
    let bases = strings(&files, &["base"]);
    let targets = strings(&files, &["target"]);
    let mut seeds = BTreeSet::new();
    for base in &bases {
        for target in &targets {
            seeds.insert(checks::pair(base, target));
        }
    }
    seeds
}

/// Each valid reference with every edit: the value of a setter is the reference's own component (an
/// edit that changes nothing) and the same component of the next vector (an edit that changes it, or is
/// refused because it does not fit).
fn edit_seeds() -> BTreeSet<Vec<u8>> {
    use checks::Edit;
    let cases = util::cases("parse_valid.json");
    fn component(case: &serde_json::Value, edit: Edit) -> Option<&str> {
        let key = match edit {
            Edit::Scheme => "scheme",
            Edit::Userinfo => "userinfo",
            Edit::HostStr | Edit::RegName | Edit::IpvFuture => "host",
            Edit::Port => "port",
            Edit::Path | Edit::PathDotPrefixed => "path",
            Edit::Query => "query",
            Edit::Fragment => "fragment",
            _ => return Some(""),
        };
        let value = case[key].as_str()?;
        Some(match edit {
            Edit::IpvFuture => value.trim_start_matches('[').trim_end_matches(']'),
            _ => value,
        })
    }
    let mut seeds = BTreeSet::new();
    for (i, case) in cases.iter().enumerate() {
        let input = util::field(case, "input");
        let next = &cases[(i + 1) % cases.len()];
        for &edit in Edit::ALL {
            for value in [component(case, edit), component(next, edit)]
                .into_iter()
                .flatten()
            {
                let mut seed = vec![edit.byte()];
                seed.extend(checks::pair(input, value));
                seeds.insert(seed);
            }
        }
    }
    seeds
}

/// The mapping vectors (IRIs and URIs), every reference of the URI vectors, and one character on each side of
/// every boundary of the `ucschar` and `iprivate` ranges (RFC 3987 2.2), with the bidi formatting characters
/// of 4.1, in each component that can hold them.
fn iri_seeds() -> BTreeSet<Vec<u8>> {
    let mut seeds = parse_seeds();
    for s in strings(
        &["iri_to_uri.json", "uri_to_iri.json"],
        &["input", "expected"],
    ) {
        seeds.insert(s.into_bytes());
    }
    let bounds = [
        0xA0, 0xD7FF, 0xE000, 0xF8FF, 0xF900, 0xFDCF, 0xFDF0, 0xFFEF, 0x10000, 0x1FFFD, 0x20000,
        0xDFFFD, 0xE1000, 0xEFFFD, 0xF0000, 0xFFFFD, 0x100000, 0x10FFFD, 0x200E, 0x200F, 0x202A,
        0x202E,
    ];
    let around = bounds.iter().flat_map(|&b: &u32| [b - 1, b, b + 1]);
    for c in around.filter_map(char::from_u32) {
        for template in [
            "http://h/X",
            "http://X/",
            "http://X@h/",
            "?X",
            "#X",
            "X",
            "s:X",
            "/a%C3X",
        ] {
            seeds.insert(
                template
                    .replace('X', c.encode_utf8(&mut [0; 4]))
                    .into_bytes(),
            );
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
