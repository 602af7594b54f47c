//! Bulk parsing (`parse_lines` and `parse_each` of the six types): one item per line, each exactly what
//! parsing the line alone gives, across chunk boundaries and every line ending; memory bounded per chunk.

use crate::util;

use rfc3986::{Iri, IriRef, IriRelativeRef, ParseError, RelativeRef, Uri, UriRef};

/// Every input of the vendored parse vectors, URI and IRI, valid and invalid, with no line break inside.
fn vector_lines() -> Vec<String> {
    let mut lines = Vec::new();
    for file in [
        "parse_valid.json",
        "parse_invalid.json",
        "iri_parse_valid.json",
        "iri_parse_invalid.json",
    ] {
        for case in util::cases(file) {
            let input = util::field(&case, "input");
            if !input.contains(['\n', '\r']) {
                lines.push(input.to_owned());
            }
        }
    }
    lines
}

/// Joins `lines` with line ends that cycle through `\n` and `\r\n`, with a final one or not.
fn joined(lines: &[String], final_end: bool) -> String {
    let mut text = String::new();
    for (i, line) in lines.iter().enumerate() {
        text.push_str(line);
        if i + 1 < lines.len() || final_end {
            text.push_str(if i % 3 == 0 { "\r\n" } else { "\n" });
        }
    }
    text
}

#[track_caller]
fn agrees(text: &str) {
    let lines: Vec<&str> = text.lines().collect();
    let uris: Vec<_> = UriRef::parse_lines(text).collect();
    assert_eq!(uris.len(), lines.len());
    for (line, bulk) in lines.iter().zip(&uris) {
        let alone = UriRef::parse(line);
        assert_eq!(bulk, &alone, "{line:?}");
        if let (Ok(b), Ok(a)) = (bulk, &alone) {
            assert_eq!(format!("{b:?}"), format!("{a:?}"), "{line:?}");
        }
    }
    let iris: Vec<_> = IriRef::parse_lines(text).collect();
    assert_eq!(iris.len(), lines.len());
    for (line, bulk) in lines.iter().zip(&iris) {
        let alone = IriRef::parse(line);
        assert_eq!(bulk, &alone, "{line:?}");
        if let (Ok(b), Ok(a)) = (bulk, &alone) {
            assert_eq!(format!("{b:?}"), format!("{a:?}"), "{line:?}");
        }
    }
    // The types of one kind: a line of the other kind, or an invalid one, gets its own parse's error.
    kind_agrees(&lines, Uri::parse_lines(text), Uri::parse);
    kind_agrees(&lines, RelativeRef::parse_lines(text), RelativeRef::parse);
    kind_agrees(&lines, Iri::parse_lines(text), Iri::parse);
    kind_agrees(
        &lines,
        IriRelativeRef::parse_lines(text),
        IriRelativeRef::parse,
    );
}

#[track_caller]
fn kind_agrees<T: PartialEq + std::fmt::Debug>(
    inputs: &[&str],
    bulk: impl Iterator<Item = Result<T, ParseError>>,
    parse: fn(&str) -> Result<T, ParseError>,
) {
    let bulk: Vec<_> = bulk.collect();
    assert_eq!(bulk.len(), inputs.len());
    for (input, item) in inputs.iter().zip(&bulk) {
        assert_eq!(item, &parse(input), "{input:?}");
    }
}

#[test]
fn each_line_is_what_parsing_it_alone_gives() {
    let lines = vector_lines();
    assert!(lines.len() > 1000);
    // Larger than several chunks, so that lines fall on every side of a chunk's end.
    agrees(&joined(&lines, true));
    agrees(&joined(&lines, false));
    agrees(&joined(&lines[..50], true));
    // The vectors hold lines of both kinds, valid and not, for each of the four types of one kind.
    let text = joined(&lines, true);
    for oks in [
        Uri::parse_lines(&text).filter(Result::is_ok).count(),
        RelativeRef::parse_lines(&text)
            .filter(Result::is_ok)
            .count(),
        Iri::parse_lines(&text).filter(Result::is_ok).count(),
        IriRelativeRef::parse_lines(&text)
            .filter(Result::is_ok)
            .count(),
    ] {
        assert!(
            oks > 100 && oks < lines.len() - 100,
            "{oks} of {}",
            lines.len()
        );
    }
}

#[test]
fn empty_lines_ends_and_lone_carriage_returns() {
    for text in [
        "",
        "\n",
        "\n\n",
        "a\r\n",
        "a\r",
        "a\rb\n",
        "\r\n\r\n",
        "http://a b\nhttp://ok/\n",
        "a\n\nb",
        "\u{200E}\nhttp://é/",
    ] {
        agrees(text);
    }
}

/// A line with a character that no reference has anywhere (a space, a quote, a backslash, for a URI any
/// character outside ASCII) is parsed alone and the lines around it in bulk: every arrangement of such
/// lines, lines the grammar alone refuses (`[` outside a host, `%` without its digits) and valid ones,
/// at the start, the end and between, with either line end, comes out as parsing each line alone.
#[test]
fn lines_no_reference_has_split_the_bulk_runs() {
    let kinds = [
        "http://a/b",
        "http://a b/",
        "https://x/?q=\"v\"",
        "http://h/p\\q",
        "http://é/",
        "http://h/p[1]",
        "http://h/%zz",
        "",
        "a\rb",
    ];
    let mut all = String::new();
    for a in kinds {
        for b in kinds {
            for c in kinds {
                for end in ["\n", "\r\n"] {
                    agrees(&[a, b, c].join(end));
                    agrees(&(String::from(a) + end + b + end + c + end));
                    all.extend([a, end, b, end, c, end]);
                }
            }
        }
    }
    // Several chunks: those after a chunk with an invalid line are split around such lines.
    assert!(all.len() > 2 * 16 * 1024, "{}", all.len());
    agrees(&all);
    // A chunk of valid lines after a dirty one goes to pest whole again.
    let clean = "http://a/b\n".repeat(4_000);
    agrees(&(all.clone() + &clean + &all));
}

/// Each chunk is parsed on its own: long lines (longer than a chunk) and lines that straddle a chunk's end
/// come out whole.
#[test]
fn lines_across_chunks() {
    let long = format!("http://example.com/{}", "a/".repeat(40_000));
    let text = format!("{long}\n#x\n{long}?q\n{}\n", "b".repeat(16 * 1024 - 3));
    agrees(&text);
    let mut text = String::new();
    for i in 0..5000 {
        text.push_str(&format!("http://h{i}.example/p?{i}\n"));
    }
    agrees(&text);
}

/// Memory: what bulk parsing holds beyond the values it returns is bounded by a chunk, not by the text.
#[test]
fn memory_is_bounded_per_chunk() {
    let text = |n: usize| {
        let mut t = String::new();
        for i in 0..n {
            t.push_str(&format!("http://host{i}.example.com/a/b/c?q={i}#f\n"));
            if i % 7 == 0 {
                t.push_str("not a reference\n");
            }
        }
        t
    };
    let peak = |t: &str| {
        let ((), peak) = util::alloc::peak_bytes(|| {
            for item in UriRef::parse_lines(t) {
                drop(item);
            }
        });
        peak
    };
    let (small, large) = (text(10_000), text(100_000));
    let (p_small, p_large) = (peak(&small), peak(&large));
    assert!(
        p_large < 2 << 20,
        "{p_large} bytes for {} bytes",
        large.len()
    );
    assert!(
        p_large <= p_small + 64 * 1024,
        "{p_small} bytes at {} bytes of text, {p_large} at {}",
        small.len(),
        large.len()
    );
    // A value keeps its text, once: one allocation of exactly the line's length.
    let before = util::alloc::live();
    let values: Vec<UriRef> = UriRef::parse_lines("http://a/b\nhttp://c/d\n")
        .map(Result::unwrap)
        .collect();
    assert_eq!(util::alloc::live() - before, 3, "two texts and the Vec");
    drop(values);
}

/// A million short lines, and lines of every kind, through the bulk API on a 64 KiB stack.
#[test]
fn a_million_short_lines_on_a_small_stack() {
    let counts = std::thread::Builder::new()
        .stack_size(64 * 1024)
        .spawn(|| {
            let text = "a\n/b\n?\n#\nc d\n".repeat(200_000);
            let mut counts = (0, 0);
            for item in UriRef::parse_lines(&text) {
                match item {
                    Ok(_) => counts.0 += 1,
                    Err(_) => counts.1 += 1,
                }
            }
            counts
        })
        .unwrap()
        .join()
        .expect("no panic, no stack overflow");
    assert_eq!(counts, (800_000, 200_000));
}

/// `parse_each`: any iterator of strings, each item what parsing that string alone gives, across chunks,
/// with strings that hold line breaks (parsed alone), empty strings and strings longer than a chunk.
#[test]
fn parse_each_is_parse_on_every_string() {
    let mut inputs = vector_lines();
    inputs.extend(["a\nb", "\r", "http://a/\r\n", "", "x\ry"].map(String::from));
    inputs.push(format!("http://a/{}", "b".repeat(40_000)));
    for i in 0..3000 {
        inputs.push(format!("//h{i}/é?{i}"));
        if i % 500 == 0 {
            inputs.push(String::from("\n\n"));
        }
    }
    let uris: Vec<_> = UriRef::parse_each(&inputs).collect();
    let iris: Vec<_> = IriRef::parse_each(inputs.iter().map(String::as_str)).collect();
    assert_eq!((uris.len(), iris.len()), (inputs.len(), inputs.len()));
    for ((input, u), i) in inputs.iter().zip(&uris).zip(&iris) {
        assert_eq!(u, &UriRef::parse(input), "{input:?}");
        assert_eq!(i, &IriRef::parse(input), "{input:?}");
    }
    assert!(uris.iter().any(Result::is_ok) && uris.iter().any(Result::is_err));
    assert_eq!(UriRef::parse_each(Vec::<String>::new()).count(), 0);
    let strs: Vec<&str> = inputs.iter().map(String::as_str).collect();
    kind_agrees(&strs, Uri::parse_each(&inputs), Uri::parse);
    kind_agrees(&strs, RelativeRef::parse_each(&inputs), RelativeRef::parse);
    kind_agrees(&strs, Iri::parse_each(&inputs), Iri::parse);
    kind_agrees(
        &strs,
        IriRelativeRef::parse_each(&inputs),
        IriRelativeRef::parse,
    );
}

/// `parse_each` holds one chunk at a time, also when no string adds to the chunk's text.
#[test]
fn parse_each_memory_is_bounded() {
    let peak = |n: usize| {
        let ((), peak) = util::alloc::peak_bytes(|| {
            let inputs = (0..n).map(|i| {
                if i % 2 == 0 {
                    "a\nb".to_owned()
                } else {
                    format!("http://h{i}.example/a?q={i}")
                }
            });
            for item in UriRef::parse_each(inputs) {
                drop(item);
            }
        });
        peak
    };
    let (small, large) = (peak(10_000), peak(100_000));
    assert!(large < 2 << 20, "{large}");
    assert!(large <= small + 64 * 1024, "{small} then {large}");
}
