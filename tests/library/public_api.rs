//! The rules of the public API (issue 37, the design chapter), checked on the committed snapshot
//! `tests/data/public-api.txt` (which `.ci/run` checks against rustdoc's own listing), and the program of the
//! issue's "done when": parse, edit, expand a template and convert to `http::Uri`, with `?` into
//! `rfc3986::Error` throughout.

use std::collections::BTreeSet;

/// The snapshot's lines.
fn snapshot() -> Vec<String> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/public-api.txt");
    std::fs::read_to_string(path)
        .expect("tests/data/public-api.txt")
        .lines()
        .map(String::from)
        .collect()
}

/// The enums that their RFC closes, and so stay exhaustive (docs/design.md).
const CLOSED: &[&str] = &[
    "rfc3986::UriKind",
    "rfc3986::IriKind",
    "rfc3986::resolve::DotRule",
    "rfc3986::template::Piece<'t>",
    "rfc3986::template::Value<'a>",
    "rfc3986::template::ValueKind",
];

/// Every enum that can grow is `#[non_exhaustive]`, and so is every struct variant with public fields.
#[test]
fn what_can_grow_is_non_exhaustive() {
    let lines = snapshot();
    let mut enums = 0;
    for line in &lines {
        if let Some(name) = line
            .strip_prefix("pub enum rfc3986::")
            .map(|n| format!("rfc3986::{n}"))
        {
            assert!(
                CLOSED.contains(&name.as_str()),
                "{name} can grow: #[non_exhaustive], or say in docs/design.md why its RFC closes it"
            );
        }
        if line.contains("pub enum rfc3986::") {
            enums += 1;
        }
        if line.contains("pub enum variant") && line.ends_with('}') {
            assert!(
                line.starts_with("#[non_exhaustive]"),
                "a struct variant with public fields: {line}"
            );
        }
    }
    assert!(enums > 30, "{enums}");
    for closed in CLOSED {
        assert!(
            lines.iter().any(|l| l == &format!("pub enum {closed}")),
            "{closed} is listed as closed but is not an exhaustive enum of the snapshot"
        );
    }
}

/// Every error type of the crate converts into `rfc3986::Error`.
#[test]
fn every_error_converts_into_the_crate_error() {
    let lines = snapshot();
    let errors: BTreeSet<&str> = lines
        .iter()
        .filter_map(|l| l.strip_prefix("impl core::error::Error for "))
        .filter(|e| *e != "rfc3986::Error")
        .collect();
    let generic: BTreeSet<&str> = lines
        .iter()
        .filter_map(|l| l.strip_prefix("impl<T> core::error::Error for "))
        .map(|e| e.split(' ').next().unwrap_or(e))
        .collect();
    assert!(errors.len() >= 18, "{errors:?}");
    for error in &errors {
        let from = format!("impl core::convert::From<{error}> for rfc3986::Error");
        assert!(lines.contains(&from), "no `{from}`");
    }
    for error in &generic {
        let stem = error.trim_end_matches("<T>");
        assert!(
            lines.iter().any(|l| l.contains(&format!(
                "core::convert::From<{stem}<T>> for rfc3986::Error"
            ))),
            "no From<{error}> for rfc3986::Error"
        );
    }
    // No error but the crate-wide one returns another error from source(): messages are complete.
    let src = concat!(env!("CARGO_MANIFEST_DIR"), "/src");
    let mut sources = Vec::new();
    for entry in walk(std::path::Path::new(src)) {
        let text = std::fs::read_to_string(&entry).expect("a source file");
        if text.contains("fn source(&self) -> Option<&(dyn core::error::Error") {
            sources.push(entry.display().to_string());
        }
    }
    assert_eq!(sources.len(), 1, "{sources:?}");
    assert!(sources[0].ends_with("error.rs"), "{sources:?}");
}

fn walk(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).expect("a directory").flatten() {
        let path = entry.path();
        if path.is_dir() {
            if !path.ends_with("bin") {
                files.extend(walk(&path));
            }
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}

/// Components compare with text.
#[test]
fn components_compare_with_text() {
    let uri = rfc3986::Uri::parse("http://u@h:8/a?q").unwrap();
    assert!(uri.path() == "/a");
    assert!("/a" == uri.path());
    assert!(uri.authority().unwrap() == "u@h:8");
    assert_eq!(uri.path().as_ref(), "/a");
}

/// The "done when" program: every step's error goes into `rfc3986::Error` with `?`.
#[cfg(all(feature = "template", feature = "http"))]
#[test]
fn parse_edit_expand_convert_with_one_error_type() {
    use rfc3986::template::{UriTemplate, Vars};

    fn request(base: &str, template: &str, id: &str) -> Result<http::Uri, rfc3986::Error> {
        let base = rfc3986::Uri::parse(base)?;
        let path = UriTemplate::parse(template)?.expand(&Vars::new().with("id", id))?;
        let mut target = base.join(&path)?;
        target.set_port_u16(8443)?;
        target.push_path_segment_decoded(id)?;
        Ok(http::Uri::try_from(&target)?)
    }
    let ok = request("https://example.com/api/", "items/{?id}", "a b").unwrap();
    assert_eq!(ok, "https://example.com:8443/api/items/a%20b?id=a%20b");
    let cases = [
        ("https://example.com/ a", "items/{?id}", "x", "Parse"),
        ("https://example.com/", "items/{?id", "x", "Template"),
        ("https://example.com/", "items/{?id}", "..", "Edit"),
        ("https://example.com/", "items/{?id}#top", "x", "ToHttp"),
    ];
    for (base, template, id, variant) in cases {
        let err = request(base, template, id).unwrap_err();
        let debug = format!("{err:?}");
        assert!(
            debug.starts_with(variant),
            "{base} {template} {id}: {debug}"
        );
        assert!(!err.to_string().is_empty());
    }
    // The conversion's error keeps its place through `rfc3986::Error`: the `#` of the fragment.
    let err = request("https://example.com/", "items/{?id}#top", "x").unwrap_err();
    let rfc3986::Error::ToHttp(inner) = &err else {
        panic!("{err:?}")
    };
    assert_eq!(err.index(), inner.index());
    assert_eq!(
        err.index(),
        Some("https://example.com:8443/items/x?id=x".len())
    );
}
