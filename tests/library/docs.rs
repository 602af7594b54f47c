//! The README and the guide in `docs/` stay what they promise to be: a short front page, chapters whose
//! every Rust block runs as a doc test, and relative links that lead somewhere. Absolute `http(s)` links are
//! not checked (no network).

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};

/// The front page's limit: the README is a front page, the depth goes to the guide.
const README_MAX_LINES: usize = 400;

/// The fence tags of blocks that are not Rust, which rustdoc leaves alone.
const NOT_RUST: &[&str] = &["sh", "console", "text", "json", "toml", "diff"];

/// The attributes a Rust block may carry after `rust,` and still run (or be checked) as a doc test.
const RUST_ATTRIBUTES: &[&str] = &[
    "should_panic",
    "no_run",
    "compile_fail",
    "edition2021",
    "edition2024",
];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// README.md, every `docs/*.md`, and the READMEs of `benches/` and `fuzz/` that the guide sends readers to
/// for raw figures.
fn markdown_files() -> Vec<PathBuf> {
    let mut files = vec![root().join("README.md")];
    files.extend(docs_chapters());
    files.push(root().join("benches/README.md"));
    files.push(root().join("fuzz/README.md"));
    files
}

fn docs_chapters() -> Vec<PathBuf> {
    let mut chapters: Vec<PathBuf> = fs::read_dir(root().join("docs"))
        .expect("docs/ exists")
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "md"))
        .collect();
    chapters.sort();
    chapters
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|err| panic!("{}: {err}", shown(path)))
}

/// A path as the repository names it, for messages.
fn shown(path: &Path) -> String {
    path.strip_prefix(root())
        .unwrap_or(path)
        .display()
        .to_string()
}

/// A fence line's backticks and info string, when the line opens or closes a fenced block.
fn fence(line: &str) -> Option<(usize, &str)> {
    let trimmed = line.trim_start();
    let ticks = trimmed.len() - trimmed.trim_start_matches('`').len();
    (ticks >= 3).then(|| (ticks, trimmed[ticks..].trim()))
}

/// The text with fenced code blocks and inline code spans blanked out (newlines kept, so that byte offsets
/// still give line numbers): what is left is prose, whose links and headings count.
fn prose(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut open: Option<usize> = None;
    for line in text.split_inclusive('\n') {
        match (open, fence(line)) {
            (None, Some((ticks, _))) => open = Some(ticks),
            (Some(ticks), Some((closing, ""))) if closing >= ticks => open = None,
            (None, None) => {
                out.push_str(line);
                continue;
            }
            _ => {}
        }
        out.extend(line.chars().map(|c| if c == '\n' { '\n' } else { ' ' }));
    }
    blank_code_spans(&out)
}

/// Blanks inline code spans: a run of backticks up to the next run of the same length.
fn blank_code_spans(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = text.as_bytes().to_vec();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] != b'`' {
            i += 1;
            continue;
        }
        let run = bytes[i..].iter().take_while(|&&b| b == b'`').count();
        let mut j = i + run;
        let mut closed = None;
        while j < bytes.len() {
            if bytes[j] == b'`' {
                let other = bytes[j..].iter().take_while(|&&b| b == b'`').count();
                if other == run {
                    closed = Some(j);
                    break;
                }
                j += other;
            } else {
                j += 1;
            }
        }
        let Some(end) = closed else {
            i += run;
            continue;
        };
        for b in &mut out[i..end + run] {
            if *b != b'\n' {
                *b = b' ';
            }
        }
        i = end + run;
    }
    // Whole spans became spaces (multi-byte characters included, byte by byte), so the text is still UTF-8.
    String::from_utf8(out).expect("blanking keeps UTF-8 valid")
}

fn line_of(text: &str, offset: usize) -> usize {
    text[..offset].matches('\n').count() + 1
}

/// The anchors GitHub gives a Markdown file's headings: the heading's text in lower case, spaces as `-`,
/// punctuation other than `-` and `_` dropped, and `-1`, `-2`, ... after repeated slugs.
fn anchors(text: &str) -> Vec<String> {
    let mut seen: HashMap<String, usize> = HashMap::new();
    let mut anchors = Vec::new();
    let mut open: Option<usize> = None;
    for line in text.lines() {
        if let Some((ticks, info)) = fence(line) {
            match open {
                None => open = Some(ticks),
                Some(opened) if ticks >= opened && info.is_empty() => open = None,
                Some(_) => {}
            }
            continue;
        }
        if open.is_some() {
            continue;
        }
        let level = line.len() - line.trim_start_matches('#').len();
        if !(1..=6).contains(&level) || !line[level..].starts_with(' ') {
            continue;
        }
        let slug: String = line[level..]
            .trim()
            .to_lowercase()
            .chars()
            .filter(|&c| c.is_alphanumeric() || c == '-' || c == '_' || c == ' ')
            .map(|c| if c == ' ' { '-' } else { c })
            .collect();
        let count = seen.entry(slug.clone()).or_insert(0);
        anchors.push(if *count == 0 {
            slug.clone()
        } else {
            format!("{slug}-{count}")
        });
        *count += 1;
    }
    anchors
}

/// The inline links of a Markdown text, with the line each starts on.
fn links(text: &str) -> Vec<(usize, String)> {
    let prose = prose(text);
    let mut found = Vec::new();
    let mut from = 0;
    while let Some(at) = prose[from..].find("](") {
        let start = from + at + 2;
        let Some(len) = prose[start..].find(|c: char| c == ')' || c.is_whitespace()) else {
            break;
        };
        found.push((line_of(&prose, start), prose[start..start + len].to_owned()));
        from = start + len;
    }
    found
}

#[test]
fn readme_is_a_front_page() {
    let lines = read(&root().join("README.md")).lines().count();
    assert!(
        lines <= README_MAX_LINES,
        "README.md has {lines} lines, more than {README_MAX_LINES}: move the depth into a chapter of docs/"
    );
}

#[test]
fn every_relative_link_leads_to_a_file_and_heading() {
    let mut broken = Vec::new();
    for file in markdown_files() {
        let text = read(&file);
        for (line, link) in links(&text) {
            if link.starts_with("http://")
                || link.starts_with("https://")
                || link.starts_with("mailto:")
            {
                continue;
            }
            let (path, anchor) = match link.split_once('#') {
                Some((path, anchor)) => (path, Some(anchor)),
                None => (link.as_str(), None),
            };
            let target = if path.is_empty() {
                file.clone()
            } else {
                file.parent().unwrap().join(path)
            };
            let place = format!("{}:{line}: link ({link})", shown(&file));
            if !target.exists() {
                broken.push(format!("{place}: {} does not exist", shown(&target)));
                continue;
            }
            let Some(anchor) = anchor else { continue };
            if target.extension().is_some_and(|ext| ext == "md") {
                let headings = anchors(&read(&target));
                if !headings.iter().any(|h| h == anchor) {
                    broken.push(format!(
                        "{place}: {} has no heading #{anchor}",
                        shown(&target)
                    ));
                }
            }
        }
    }
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

#[test]
fn every_chapter_is_a_doc_test() {
    let guide = read(&root().join("src/guide.rs"));
    let mut missing = Vec::new();
    for chapter in docs_chapters() {
        let name = chapter.file_name().unwrap().to_str().unwrap();
        let include = format!("include_str!(\"../docs/{name}\")");
        if !guide.contains(&include) {
            missing.push(format!(
                "docs/{name}: src/guide.rs has no #[doc = {include}]"
            ));
        }
    }
    if !guide.contains("include_str!(\"../README.md\")") {
        missing.push(
            "README.md: src/guide.rs has no #[doc = include_str!(\"../README.md\")]".to_owned(),
        );
    }
    assert!(
        missing.is_empty(),
        "not run as doc tests:\n{}",
        missing.join("\n")
    );
}

#[test]
fn every_code_block_is_rust_or_says_what_it_is() {
    struct Block {
        ticks: usize,
        rust: bool,
        line: usize,
    }
    let mut wrong = Vec::new();
    for file in std::iter::once(root().join("README.md")).chain(docs_chapters()) {
        let text = read(&file);
        let mut open: Option<Block> = None;
        for (index, line) in text.lines().enumerate() {
            let number = index + 1;
            match (&mut open, fence(line)) {
                (Some(block), Some((ticks, ""))) if ticks >= block.ticks => open = None,
                (Some(block), _) => {
                    // A shell session left untagged would be compiled as Rust and fail; say why.
                    if block.rust && line.starts_with("$ ") {
                        wrong.push(format!(
                            "{}:{}: a block read as Rust holds a shell session (line {number}): {}",
                            shown(&file),
                            block.line,
                            "tag it console or sh"
                        ));
                        block.rust = false;
                    }
                }
                (None, Some((ticks, info))) => {
                    let mut parts = info.split(',').map(str::trim);
                    let tag = parts.next().unwrap_or("");
                    let rust = tag.is_empty() || tag == "rust";
                    if rust {
                        for attribute in parts.filter(|a| !RUST_ATTRIBUTES.contains(a)) {
                            wrong.push(format!(
                                "{}:{number}: ```{info}: `{attribute}` keeps the block from running as a {}",
                                shown(&file),
                                "doc test"
                            ));
                        }
                    } else if !NOT_RUST.contains(&tag) {
                        wrong.push(format!(
                            "{}:{number}: ```{info}: neither Rust nor one of the tags for other blocks ({})",
                            shown(&file),
                            NOT_RUST.join(", ")
                        ));
                    }
                    open = Some(Block {
                        ticks,
                        rust,
                        line: number,
                    });
                }
                (None, None) => {}
            }
        }
        if let Some(block) = open {
            wrong.push(format!(
                "{}:{}: the block opened here is never closed",
                shown(&file),
                block.line
            ));
        }
    }
    assert!(wrong.is_empty(), "code blocks:\n{}", wrong.join("\n"));
}

/// The checker itself: slugs follow GitHub's rules, and links in code are not links.
#[test]
fn the_checks_read_markdown_as_github_does() {
    let text = concat!(
        "# Features and `no_std`\n",
        "## IRIs (RFC 3987)\n",
        "## Mapping between IRIs and URIs (RFC 3987 section 3)\n",
        "## Scheme grammars: http, https, ws\n",
        "## A\n",
        "## A\n",
        "```text\n",
        "# not a heading\n",
        "[x](nowhere.md)\n",
        "```\n",
        "see [y](a.md#b) and `[z](c.md)`\n",
    );
    assert_eq!(
        anchors(text),
        [
            "features-and-no_std",
            "iris-rfc-3987",
            "mapping-between-iris-and-uris-rfc-3987-section-3",
            "scheme-grammars-http-https-ws",
            "a",
            "a-1"
        ]
    );
    assert_eq!(links(text), [(11, "a.md#b".to_owned())]);
    assert_eq!(
        links("[What pest itself would\nneed](#what-pest)"),
        [(2, "#what-pest".to_owned())]
    );
}
