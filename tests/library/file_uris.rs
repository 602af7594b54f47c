//! `file` URIs as editors and RFC 8089 write them (`tests/data/file_uris.json`, each case with its source):
//! reading them as Unix and Windows paths, writing paths as URIs, telling when two URIs name one file, and
//! resolving relative references against them with drive letters kept (RFC 8089 E.2.1).

use crate::util::{assert_no_failures, field, source};
use rfc3986::scheme::FileUri;
use rfc3986::{DriveLetter, FilePathErrorKind, FileUriError, PathStyle, Uri, UriRef};
use serde_json::Value;

fn data() -> Value {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/file_uris.json");
    serde_json::from_str(&std::fs::read_to_string(path).expect("the vectors")).expect("JSON")
}

fn section<'a>(data: &'a Value, name: &str) -> &'a [Value] {
    data[name].as_array().expect("a section of cases")
}

fn style(case: &Value) -> PathStyle {
    match field(case, "style") {
        "unix" => PathStyle::Unix,
        "windows" => PathStyle::Windows,
        other => panic!("unknown style {other}"),
    }
}

fn drive(case: &Value) -> DriveLetter {
    match case["drive"].as_str() {
        None | Some("AsWritten") => DriveLetter::AsWritten,
        Some("UpperCase") => DriveLetter::UpperCase,
        Some("VsCode") => DriveLetter::VsCode,
        Some(other) => panic!("unknown drive spelling {other}"),
    }
}

fn kind_name(kind: FilePathErrorKind) -> String {
    format!("{kind:?}")
}

fn file(uri: &Uri) -> FileUri<'_> {
    FileUri::try_from(uri).unwrap_or_else(|e| panic!("{uri} is a file-URI: {e}"))
}

/// Compares a conversion's result with the case's `expected_key` or `error`.
fn outcome(
    case: &Value,
    expected_key: &str,
    got: Result<String, FilePathErrorKind>,
) -> Option<String> {
    let want = match case["error"].as_str() {
        Some(error) => Err(error.to_string()),
        None => Ok(field(case, expected_key).to_string()),
    };
    let got = got.map_err(kind_name);
    (got != want).then(|| format!("{case}: got {got:?} ({})", source(case)))
}

#[test]
fn to_path() {
    let data = data();
    let cases = section(&data, "to_path");
    assert!(cases.len() >= 30);
    let mut failures = Vec::new();
    for case in cases {
        let uri = Uri::parse(field(case, "uri")).expect("a URI");
        let got = file(&uri).to_path_with(style(case)).map_err(|e| e.kind());
        failures.extend(outcome(case, "path", got));
    }
    assert_no_failures(&failures);
}

#[test]
fn from_path() {
    let data = data();
    let cases = section(&data, "from_path");
    assert!(cases.len() >= 20);
    let mut failures = Vec::new();
    for case in cases {
        let got = FileUri::from_path_with_drive(field(case, "path"), style(case), drive(case));
        let got = got.map(|uri| uri.to_string()).map_err(|e| e.kind());
        failures.extend(outcome(case, "uri", got.clone()));
        // What is written reads back as the same path, but for the spelling of the drive letter and the
        // verbatim prefix, which name the same file.
        if let Ok(text) = got {
            let uri = Uri::parse(&text).expect("from_path writes URIs");
            let back = file(&uri).to_path_with(style(case));
            let path = field(case, "path").replace(
                '/',
                if style(case) == PathStyle::Windows {
                    "\\"
                } else {
                    "/"
                },
            );
            let path = path
                .strip_prefix(r"\\?\")
                .map_or(path.clone(), |p| match p.get(..4) {
                    Some(unc) if unc.eq_ignore_ascii_case(r"UNC\") => format!(r"\\{}", &p[4..]),
                    _ => p.to_string(),
                });
            let back = back.expect("a written URI reads back");
            if !back.eq_ignore_ascii_case(&path) || back[1..] != path[1..] {
                failures.push(format!("{case}: reads back as {back:?}"));
            }
        }
    }
    assert_no_failures(&failures);
}

#[test]
fn same_file() {
    let data = data();
    let mut failures = Vec::new();
    for case in section(&data, "same_file") {
        let style = style(case);
        let want = field(case, "canonical");
        for uri in case["uris"].as_array().expect("uris") {
            let uri = Uri::parse(uri.as_str().expect("a string")).expect("a URI");
            let canonical = file(&uri).canonical(style);
            if canonical.as_str() != want {
                failures.push(format!(
                    "{uri}: canonical {canonical}, expected {want} ({})",
                    source(case)
                ));
            }
            // Idempotent, and the canonical form names the same path as the URI.
            assert_eq!(file(&canonical).canonical(style), canonical, "{uri}");
            let dots = uri
                .path()
                .as_str()
                .split('/')
                .any(|s| s == "." || s == "..");
            if !dots {
                assert_eq!(
                    file(&canonical)
                        .to_path_with(style)
                        .map(|p| p.to_lowercase()),
                    file(&uri).to_path_with(style).map(|p| p.to_lowercase()),
                    "{uri}"
                );
            }
        }
    }
    assert_no_failures(&failures);
}

#[test]
fn different_file() {
    let data = data();
    for case in section(&data, "different_file") {
        let (a, b) = (
            Uri::parse(field(case, "a")).unwrap(),
            Uri::parse(field(case, "b")).unwrap(),
        );
        assert_ne!(
            file(&a).canonical(style(case)),
            file(&b).canonical(style(case)),
            "{case}"
        );
    }
}

/// RFC 8089 E.2.1's drive-letter-aware resolution: each case's target, and RFC 3986 5.2's answer beside it,
/// so that the cases show where the two differ (a drive in the base or the reference) and where they agree.
#[test]
fn resolve_drive_aware() {
    let data = data();
    let cases = section(&data, "resolve_drive_aware");
    assert!(cases.len() >= 30);
    let mut failures = Vec::new();
    let mut differ = 0;
    for case in cases {
        let base = Uri::parse(field(case, "base")).expect("a URI");
        let reference = UriRef::parse(field(case, "ref")).expect("a URI reference");
        let target = file(&base).resolve_drive_aware(&reference);
        if target.as_str() != field(case, "target") {
            failures.push(format!("{case}: got {target} ({})", source(case)));
        }
        let rfc3986 = base.resolve(&reference);
        if rfc3986.as_str() != field(case, "rfc3986") {
            failures.push(format!("{case}: RFC 3986 5.2 gives {rfc3986}"));
        }
        differ += usize::from(target != rfc3986);
        // The target re-parses to the components it was given.
        let reparsed = Uri::parse(target.as_str()).unwrap();
        assert_eq!(reparsed.path().as_str(), target.path().as_str(), "{case}");
        assert_eq!(reparsed.host_str(), target.host_str(), "{case}");
        assert_eq!(reparsed.query(), target.query(), "{case}");
        assert_eq!(reparsed.fragment(), target.fragment(), "{case}");
    }
    assert_no_failures(&failures);
    assert!(differ >= 15, "{differ} cases differ from RFC 3986 5.2");
}

/// Drive-letter-aware resolution never leaves the drive: over every base path on a drive and every run of
/// `..`, the target still begins with the base's drive.
#[test]
fn resolve_drive_aware_never_climbs_above_the_drive() {
    for base in [
        "file:///C:",
        "file:///C:/",
        "file:///C:/a",
        "file:///C:/a/b/c.rs",
        "file:///c%3A/a/",
    ] {
        let uri = Uri::parse(base).unwrap();
        let drive = if base.contains("%3A") {
            "file:///c%3A"
        } else {
            "file:///C:"
        };
        for n in 0..6 {
            for tail in ["", "x", "x/", "./y", "/z"] {
                let reference = format!("{}{tail}", "../".repeat(n));
                let reference = UriRef::parse(&reference).unwrap();
                let target = file(&uri).resolve_drive_aware(&reference);
                assert!(
                    target.as_str().starts_with(drive),
                    "{base} + {reference} = {target}"
                );
                assert!(!target.path().as_str().contains("/../"), "{target}");
            }
        }
    }
}

/// The one-call conversions: a URI that is not a `file-URI` is told apart from a path that cannot be
/// converted.
#[test]
fn one_call_conversions() {
    let err = Uri::parse("http://h/x")
        .unwrap()
        .to_file_path()
        .unwrap_err();
    assert!(matches!(err, FileUriError::NotFile(_)), "{err:?}");
    let err = Uri::parse("file:///a?q")
        .unwrap()
        .to_file_path()
        .unwrap_err();
    assert!(matches!(err, FileUriError::NotFile(_)), "{err:?}");
    assert!(
        err.to_string()
            .starts_with("not a file URI: invalid file-URI at index 9"),
        "{err}"
    );
    let err = Uri::parse("file:///a%2Fb")
        .unwrap()
        .to_file_path()
        .unwrap_err();
    assert_eq!(
        err,
        FileUriError::Path(FilePathErrorKind::EncodedSeparator.into())
    );
    let err = Uri::from_file_path("relative").unwrap_err();
    assert_eq!(
        err,
        FileUriError::Path(FilePathErrorKind::NotAbsolute.into())
    );
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        let path = std::ffi::OsStr::from_bytes(b"/tmp/\xFF.rs");
        let uri = Uri::from_file_path(path).unwrap();
        assert_eq!(uri.as_str(), "file:///tmp/%FF.rs");
        assert_eq!(uri.to_file_path().unwrap().as_os_str(), path);
        let uri = Uri::parse("file://localhost/home/u/a%20b.rs").unwrap();
        assert_eq!(
            uri.to_file_path().unwrap(),
            std::path::Path::new("/home/u/a b.rs")
        );
        assert_eq!(
            Uri::parse("file://h/x")
                .unwrap()
                .to_file_path()
                .unwrap_err(),
            FileUriError::Path(FilePathErrorKind::RemoteHost.into())
        );
    }
}

/// A relative import against a file URI: `join` takes RFC 3986 references, so a name with a space must be
/// encoded first, or taken through lenient intake, which encodes it and says so.
#[test]
fn relative_imports() {
    let base = Uri::parse("file:///home/u/src/main.rs").unwrap();
    assert_eq!(
        base.join("../lib/util.rs").unwrap().as_str(),
        "file:///home/u/lib/util.rs"
    );
    assert!(base.join("my file.rs").is_err());
    let (reference, repairs) = rfc3986::UriRef::parse_lenient("my file.rs").unwrap();
    assert_eq!(repairs.len(), 1);
    assert_eq!(
        base.resolve(&reference).as_str(),
        "file:///home/u/src/my%20file.rs"
    );
}
