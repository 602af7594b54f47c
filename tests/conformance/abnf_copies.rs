//! Each rule's ABNF is written in three places: the grammar's `///` comment over the pest rule
//! (`grammar/*.pest`), the variant's doc comment in the rule table (`src/syntax/rule.rs`) and the table's
//! string that `Rule::abnf()` returns, with the section beside two of them. This test ties them together:
//! editing one copy alone fails it.

use std::collections::HashMap;
use std::fs;
use std::path::Path;

use rfc3986::Rule;

/// One line of the rule table: `Variant = "name", "section", whole_x, pest_x, "abnf";`, under
/// `Rfc3986 #[cfg(...)] {` (the block's `Spec`), with the variant's doc comment.
struct Entry {
    rfc: u16,
    name: String,
    section: String,
    doc: Vec<String>,
}

/// ABNF without its comments (`;` to the end of a line, outside quotes) and with its runs of whitespace as
/// one space, for comparing copies laid out differently.
fn normal(abnf: &str) -> String {
    let mut out = String::new();
    for line in abnf.lines() {
        let mut quoted = false;
        let cut = line
            .char_indices()
            .find(|&(_, c)| {
                if c == '"' {
                    quoted = !quoted;
                }
                c == ';' && !quoted
            })
            .map_or(line.len(), |(i, _)| i);
        out.push_str(&line[..cut]);
        out.push(' ');
    }
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The definition a doc comment quotes, `name = abnf` (or `name := abnf`, RFC 2045's notation): a ```text
/// block after the first line, or the first backticked span that holds a definition, with the backticked
/// spans after it that go on with `/` or `;`. Also what comes before the first backtick on the first line
/// (the section, perhaps after `RFC n`). A `"`"` in the ABNF (a quoted backtick) is part of it.
fn definition(block: &[String]) -> Option<(String, String, String)> {
    let first = block.first()?;
    let (prefix, text) = if block.get(1).map(String::as_str) == Some("```text") {
        let end = block.iter().skip(2).position(|l| l == "```")? + 2;
        (first.clone(), block[2..end].join("\n"))
    } else {
        let joined = block.join("\n").replace("\"`\"", "\"\u{1}\"");
        let prefix = first.split('`').next()?.to_owned();
        let spans: Vec<&str> = joined.split('`').skip(1).step_by(2).collect();
        let at = spans
            .iter()
            .position(|s| s.contains(" = ") || s.contains(" := "))?;
        let mut text = spans[at].to_owned();
        for more in &spans[at + 1..] {
            if !(more.starts_with('/') || more.starts_with(';')) {
                break;
            }
            text.push('\n');
            text.push_str(more);
        }
        (prefix, text.replace('\u{1}', "`"))
    };
    let (name, abnf) = text.split_once(" := ").or_else(|| text.split_once(" = "))?;
    Some((
        prefix.trim().to_owned(),
        name.trim().to_owned(),
        abnf.to_owned(),
    ))
}

/// Where a quoted definition says it comes from: `3.2.2`, or `RFC 2045 5.1` (the RFC and the section).
fn origin(prefix: &str) -> (Option<u16>, String) {
    let words: Vec<&str> = prefix.split_whitespace().collect();
    match words.as_slice() {
        ["RFC", n, section, ..] => (n.parse().ok(), section.trim_end_matches('.').to_owned()),
        [section, ..] => (None, section.trim_end_matches('.').to_owned()),
        [] => (None, String::new()),
    }
}

/// The table's entries by the pest rule they name.
fn table() -> HashMap<String, Entry> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let source = fs::read_to_string(root.join("src/syntax/rule.rs")).unwrap();
    let start = source.find("\nrules! {").expect("the rule table");
    let mut rfc = 0;
    let mut doc = Vec::new();
    let mut out = HashMap::new();
    for line in source[start..].lines().skip(1) {
        let line = line.trim();
        if line == "}" && doc.is_empty() && rfc == 0 && !out.is_empty() {
            break;
        }
        // A block's header names its `Spec`: `Rfc3986 #[cfg(...)] {`, `DidCore #[cfg(...)] {` (0 here, as
        // `Rule::rfc` has it).
        if let Some((spec, _)) = line.split_once(" #[cfg(") {
            rfc = spec.strip_prefix("Rfc").map_or(0, |n| n.parse().unwrap());
            continue;
        }
        if let Some(text) = line.strip_prefix("///") {
            doc.push(text.trim().to_owned());
            continue;
        }
        let Some((_, fields)) = line.split_once(" = \"") else {
            doc.clear();
            continue;
        };
        let fields: Vec<&str> = fields.splitn(5, ", ").collect();
        let name = fields[0].trim_end_matches('"').to_owned();
        let section = fields[1].trim_matches('"').to_owned();
        let pest = fields[3].to_owned();
        let doc = std::mem::take(&mut doc);
        out.insert(
            pest,
            Entry {
                rfc,
                name,
                section,
                doc,
            },
        );
    }
    out
}

/// The rule of `entry` as the API has it.
fn rule_of(entry: &Entry) -> Option<Rule> {
    Rule::ALL
        .iter()
        .copied()
        .find(|r| r.as_str() == entry.name && r.rfc() == entry.rfc && r.section() == entry.section)
}

/// The doc comment of every rule of every grammar file, by the pest rule it stands over.
fn grammar_docs() -> HashMap<String, Vec<String>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("grammar");
    let mut out = HashMap::new();
    for file in fs::read_dir(&root).unwrap() {
        let text = fs::read_to_string(file.unwrap().path()).unwrap();
        let mut doc: Vec<String> = Vec::new();
        for line in text.lines() {
            if let Some(d) = line.strip_prefix("///") {
                doc.push(d.trim().to_owned());
                continue;
            }
            if line.starts_with("//") {
                continue; // a `// PEG:` note between the doc and the rule
            }
            let block = std::mem::take(&mut doc);
            if let Some((ident, _)) = line.split_once(" = ")
                && !block.is_empty()
            {
                out.insert(ident.trim().to_owned(), block);
            }
        }
    }
    out
}

#[test]
fn the_grammar_comment_the_variant_doc_and_abnf_agree() {
    let table = table();
    let docs = grammar_docs();
    assert!(table.len() >= Rule::ALL.len(), "{} entries", table.len());
    let mut checked = 0;
    let mut failures = Vec::new();
    for (pest, entry) in &table {
        let Some(rule) = rule_of(entry) else { continue }; // a rule of a feature that is off
        let abnf = normal(rule.abnf());
        checked += 1;
        // The grammar's comment over the pest rule.
        let Some((prefix, name, written)) = docs.get(pest).and_then(|d| definition(d)) else {
            failures.push(format!(
                "{pest}: no comment in grammar/ quotes `{} = ...`",
                entry.name
            ));
            continue;
        };
        let (rfc, section) = origin(&prefix);
        let corrected = docs[pest].iter().any(|l| l.contains("erratum"));
        if rfc.is_some_and(|n| n != entry.rfc) {
            // The comment quotes the rule as another RFC defined it, which this one imports.
        } else if name != entry.name
            || section != entry.section
            || (normal(&written) != abnf && !(corrected && rule.erratum().is_some()))
        {
            failures.push(format!(
                "{pest}: grammar says {section} `{name} = {written}`, the table {} `{} = {}`",
                entry.section,
                entry.name,
                rule.abnf()
            ));
        }
        // The variant's doc, where it quotes the definition.
        if let Some((_, name, written)) = definition(&entry.doc)
            && name == entry.name
            && normal(&written) != abnf
        {
            failures.push(format!(
                "{pest}: the variant's doc says `{name} = {written}`, abnf() says `{}`",
                rule.abnf()
            ));
        }
    }
    failures.sort();
    assert!(
        failures.is_empty(),
        "{} of {checked}:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert_eq!(checked, Rule::ALL.len());
}

/// The test reads what it compares: a definition changed in one copy shows.
#[test]
fn a_changed_copy_shows() {
    let quoted = ["3.2.3 `port = *DIGIT`".to_owned()];
    let (prefix, name, abnf) = definition(&quoted).unwrap();
    assert_eq!((prefix.as_str(), name.as_str()), ("3.2.3", "port"));
    assert_eq!(normal(&abnf), normal(Rule::Port.abnf()));
    let edited = ["3.2.3 `port = 1*DIGIT`".to_owned()];
    assert_ne!(
        normal(&definition(&edited).unwrap().2),
        normal(Rule::Port.abnf())
    );
    let multi = [
        "2.1 `a = b / c`".to_owned(),
        "`/ d ; a comment`".to_owned(),
        "`; more`".to_owned(),
    ];
    assert_eq!(normal(&definition(&multi).unwrap().2), "b / c / d");
}

/// `Spec::ALL` is the table's list of specifications: with every grammar compiled in, each names the
/// specification of some rule, and each rule's specification is in it, in the table's order.
#[cfg(all(feature = "schemes", feature = "template"))]
#[test]
fn every_spec_has_rules_in_the_table_order() {
    use rfc3986::Spec;

    let mut order: Vec<Spec> = Vec::new();
    for rule in Rule::ALL {
        if !order.contains(&rule.spec()) {
            order.push(rule.spec());
        }
    }
    assert_eq!(order, Spec::ALL);
    for spec in Spec::ALL {
        let cited = spec.to_string();
        match spec.rfc() {
            Some(n) => assert_eq!(cited, format!("RFC {n}")),
            None => assert_eq!(*spec, Spec::DidCore),
        }
        assert_eq!(cited, spec.as_str());
    }
}
