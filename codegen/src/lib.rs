//! The rule table is generated from the grammar files, which are its one source: this crate reads
//! `grammar/*.pest` (their outline: docs, rules and the comments between them, with a pest grammar of its
//! own, `pest_file.pest`) and writes what the library's `Rule`, `Spec` and parser are made of into `src/syntax/generated/`. The
//! generated files are checked in, so that no build script runs for a dependent. `cargo run -p rfc3986-codegen`
//! writes them; the test `generated_files_are_fresh` (in the README's test command) fails when they differ
//! from what the grammars say, and outside CI writes them too, for the change to be reviewed and committed.
//! The crate does not use the library, so that a grammar edit that the old table no longer compiles against
//! can still be generated.
//!
//! What a grammar file says, and where:
//! - at its top, `// order: N` (where it loads into the parser, and so the order of its rules in `Rule::ALL`),
//!   `// feature: none|template|schemes` (the feature that compiles it in), one `// spec: CITATION, title.`
//!   line per specification whose rules it quotes, its own first, and for a scheme grammar one
//!   `// scheme: NAME RULE` line per scheme whose top rule it has (`// urn-namespace: NID RULE` for a URN
//!   namespace), which make `scheme::SCHEMES` and `scheme::URN_NAMESPACES`; and `// parser: strict` when
//!   the file loads into the small parser of RFC 3986's rules too (`generated/strict.rs`: `uri.pest`, and
//!   the two intake grammars that an error of `Uri::parse` reads), which the URI types parse with, so that a
//!   program that parses only URIs links no other grammar;
//! - over a rule, its ABNF quoted in a `///` comment: `/// 3.2.3 `port = *DIGIT``, the section first (after
//!   `RFC n` when the rule is another specification's), or a ```` ```text ```` block after the section line. A
//!   rule with such a quote in a file with a `// spec:` line is a public `Rule`, named by its pest name in
//!   CamelCase unless a `// variant: Name` line over it says otherwise. An atomic rule (`@{ ... }`) is parsed
//!   as it is; any other needs an entry point `whole_<rule> = _{ SOI ~ <rule> ~ EOI }` (a silent one is a
//!   `Rule` only with it), and an atomic one has none (the generator says so either way: see
//!   `Rule::parse_whole` for why). A quote that mentions `erratum EID n`
//!   quotes the corrected definition last, and `Rule::erratum` and `Rule::abnf` follow it;
//! - over a rule that PEG needs and the RFC does not have, `// stands for: rule` names the RFC rule whose node
//!   it is in a derivation tree and an error.

extern crate alloc;

use std::collections::{BTreeMap, HashSet};
use std::fmt::Write as _;
use std::fs;
use std::path::Path;

use pest::Parser as _;

/// The parser of a grammar file's outline (`pest_file.pest`). Not `pest_meta`'s parser of the whole pest
/// language: `pest_meta` turns on pest's `std` feature, and a package of the workspace that depends on it
/// turns that feature on for the library too in `cargo test --workspace`, which makes pest probe the stack
/// on every rule call (`tests/conformance/scheme_grammar.rs::deep_comments_on_a_small_stack` fails).
#[derive(pest_derive::Parser)]
#[grammar = "pest_file.pest"]
struct PestFile;

use Rule as Meta;

/// One grammar file's header.
struct Header {
    order: u32,
    feature: String,
    /// `// parser: strict`: the file loads into the small parser of RFC 3986's strict rules too.
    strict: bool,
    /// `// scheme: NAME RULE` lines: the schemes whose top rule is here, by the RFC's name of the rule.
    schemes: Vec<(String, String)>,
    /// `// urn-namespace: NID RULE` lines: the URN namespaces whose NSS grammar is here.
    urn_namespaces: Vec<(String, String)>,
    /// `(citation, the whole line)`, its own specification first.
    specs: Vec<(String, String)>,
}

/// One rule of the table.
struct Row {
    spec: String,
    cfg: String,
    variant: String,
    name: String,
    section: String,
    pest: String,
    /// The rule of the parser that parses it whole: the rule itself for an atomic rule, else its entry
    /// point `whole_<rule>` (`Rule::parse_whole`).
    entry: String,
    abnf: String,
    transcription: String,
    erratum: Option<u16>,
    doc: Vec<String>,
}

/// The generated files, by their path under the repository: `Err` with every fault found in the grammars.
pub fn generate(files: &[(String, String)]) -> Result<Vec<(&'static str, String)>, Vec<String>> {
    let mut faults = Vec::new();
    let mut parsed = Vec::new();
    for (name, text) in files {
        match header(text) {
            Ok(h) => parsed.push((name.as_str(), text.as_str(), h)),
            Err(e) => faults.push(format!("grammar/{name}: {e}")),
        }
    }
    parsed.sort_by_key(|(_, _, h)| h.order);
    for pair in parsed.windows(2) {
        if pair[0].2.order == pair[1].2.order {
            faults.push(format!(
                "grammar/{} and grammar/{} both say `// order: {}`",
                pair[0].0, pair[1].0, pair[0].2.order
            ));
        }
    }
    // Every rule of every grammar, for the entry points `whole_<rule>`.
    let mut rules_of = Vec::new();
    let mut all_names = HashSet::new();
    for (name, text, _) in &parsed {
        match rules(text) {
            Ok(found) => {
                all_names.extend(found.iter().map(|r| r.name.clone()));
                rules_of.push(found);
            }
            Err(e) => {
                faults.push(format!("grammar/{name}: {e}"));
                rules_of.push(Vec::new());
            }
        }
    }
    // The specifications, in the order the files declare them.
    let mut specs: Vec<(String, String)> = Vec::new();
    for (_, _, h) in &parsed {
        for (citation, line) in &h.specs {
            if !specs.iter().any(|(c, _)| c == citation) {
                specs.push((citation.clone(), line.clone()));
            }
        }
    }
    let mut rows: Vec<Row> = Vec::new();
    let mut helpers: Vec<(String, String, String)> = Vec::new();
    for ((file, _, h), found) in parsed.iter().zip(&rules_of) {
        let cfg = match h.feature.as_str() {
            "none" => "all()".to_owned(),
            f => format!("feature = \"{f}\""),
        };
        for rule in found {
            if let Some(target) = &rule.stands_for {
                helpers.push((cfg.clone(), rule.name.clone(), target.clone()));
            }
            // A rule with a quote, in a file that names its specification, is a `Rule`. An atomic one
            // (`@{`) is parsed as it is: its pair says where its match ends, and pest tracks no attempt
            // inside it, so a match that stops short has the error an entry point would give
            // (`Rule::parse_whole`). Any other needs its entry point `whole_<rule> = _{ SOI ~ <rule> ~ EOI }`:
            // a silent rule makes no pair, and pest keeps no attempts of a parse that matched, which the
            // error of one that stops short is made of. A silent rule without one is not a `Rule` (RFC 822's
            // `CHAR` in RFC 2397's grammar). The intake grammars name no specification and have none.
            let entry = format!("whole_{}", rule.name);
            let has_entry = all_names.contains(&entry);
            if rule.name.starts_with("whole_") || (rule.silent && !has_entry) {
                continue;
            }
            if rule.doc.is_empty() {
                if has_entry {
                    faults.push(format!(
                        "grammar/{file}: `{}` has an entry point `{entry}` but no `///` quote of its ABNF",
                        rule.name
                    ));
                }
                continue;
            }
            let Some(own) = h.specs.first() else {
                if has_entry {
                    faults.push(format!(
                        "grammar/{file}: `{}` has an entry point but the file names no `// spec:`",
                        rule.name
                    ));
                }
                continue;
            };
            let anchors_itself = found.iter().any(|r| {
                r.name == entry
                    && r.transcription
                        .contains(&format!("SOI ~ {} ~ EOI", rule.name))
            });
            if rule.atomic && anchors_itself {
                faults.push(format!(
                    "grammar/{file}: `{}` is atomic, so it needs no entry point `{entry}` (each costs the \
                     page's module about 300 bytes of code)",
                    rule.name
                ));
            }
            if !rule.atomic && !has_entry {
                faults.push(format!(
                    "grammar/{file}: `{}` is not atomic, so it needs an entry point \
                     `{entry} = _{{ SOI ~ {} ~ EOI }}`",
                    rule.name, rule.name
                ));
            }
            match row(rule, &own.0, &cfg) {
                Ok(mut row) => {
                    if has_entry {
                        row.entry = entry;
                    }
                    if !specs.iter().any(|(c, _)| *c == row.spec) {
                        faults.push(format!(
                            "grammar/{file}: `{}` is quoted from {}, which no `// spec:` line names",
                            rule.name, row.spec
                        ));
                    }
                    rows.push(row);
                }
                Err(e) => faults.push(format!("grammar/{file}: `{}`: {e}", rule.name)),
            }
        }
    }
    let mut variants = HashSet::new();
    for row in &rows {
        if !variants.insert(row.variant.clone()) {
            faults.push(format!(
                "two rules are `Rule::{}`: give one a `// variant:` line",
                row.variant
            ));
        }
    }
    // `Spec::ALL` is in the order of the rules: each specification's first rule comes after the previous one's.
    let mut first_seen: Vec<&str> = Vec::new();
    for row in &rows {
        if !first_seen.contains(&row.spec.as_str()) {
            first_seen.push(&row.spec);
        }
    }
    let declared: Vec<&str> = specs.iter().map(|(c, _)| c.as_str()).collect();
    if first_seen != declared {
        faults.push(format!(
            "the `// spec:` lines name {declared:?}, the rules come in the order {first_seen:?}"
        ));
    }
    for (_, helper, target) in &helpers {
        if !rows.iter().any(|r| &r.pest == target) {
            faults.push(format!(
                "`{helper}` stands for `{target}`, which is no rule of the table"
            ));
        }
    }
    // The schemes and URN namespaces, in load order, each with its top rule's variant.
    let mut schemes = Vec::new();
    let mut namespaces = Vec::new();
    for (file, _, h) in &parsed {
        for (list, out) in [
            (&h.schemes, &mut schemes),
            (&h.urn_namespaces, &mut namespaces),
        ] {
            for (name, rule) in list {
                match rows.iter().find(|r| &r.name == rule && r.cfg != "all()") {
                    Some(row) => out.push((name.clone(), row.variant.clone())),
                    None => faults.push(format!(
                        "grammar/{file}: `{name}`'s rule `{rule}` is no rule of a scheme grammar's table"
                    )),
                }
            }
        }
    }
    if !faults.is_empty() {
        return Err(faults);
    }
    Ok(vec![
        (
            "src/syntax/generated/schemes.rs",
            write_schemes(&schemes, &namespaces),
        ),
        ("src/syntax/generated/specs.rs", write_specs(&specs)),
        (
            "src/syntax/generated/rules.rs",
            write_rules(&rows, &helpers),
        ),
        ("src/syntax/generated/parser.rs", write_parser(&parsed)),
        (
            "src/syntax/generated/strict.rs",
            write_strict(&parsed, &rules_of),
        ),
    ])
}

const BANNER: &str = "// @generated from grammar/*.pest by codegen/ (`cargo run -p rfc3986-codegen`): do not edit; edit\n\
// the grammar and run that command, or the README's test command, which writes this file when it is stale.\n";

fn header(text: &str) -> Result<Header, String> {
    let mut order = None;
    let mut feature = None;
    let mut strict = false;
    let mut specs = Vec::new();
    let mut schemes = Vec::new();
    let mut urn_namespaces = Vec::new();
    let pair = |line: &str, rest: &str| -> Result<(String, String), String> {
        match rest.split_whitespace().collect::<Vec<_>>().as_slice() {
            [name, rule] => Ok(((*name).to_owned(), (*rule).to_owned())),
            _ => Err(format!("`{line}`: a name and a rule")),
        }
    };
    for line in text.lines() {
        if let Some(n) = line.strip_prefix("// order: ") {
            order = Some(
                n.trim()
                    .parse()
                    .map_err(|_| format!("`{line}` is no number"))?,
            );
        } else if let Some(f) = line.strip_prefix("// feature: ") {
            let f = f.trim();
            if !["none", "template", "schemes"].contains(&f) {
                return Err(format!(
                    "`{line}`: the features are none, template and schemes"
                ));
            }
            feature = Some(f.to_owned());
        } else if let Some(p) = line.strip_prefix("// parser: ") {
            if p.trim() != "strict" {
                return Err(format!(
                    "`{line}`: the one parser a file can name is strict"
                ));
            }
            strict = true;
        } else if let Some(rest) = line.strip_prefix("// scheme: ") {
            schemes.push(pair(line, rest)?);
        } else if let Some(rest) = line.strip_prefix("// urn-namespace: ") {
            urn_namespaces.push(pair(line, rest)?);
        } else if let Some(s) = line.strip_prefix("// spec: ") {
            let citation = s.split(", ").next().unwrap_or(s).trim().to_owned();
            specs.push((citation, s.trim().to_owned()));
        }
    }
    Ok(Header {
        order: order.ok_or("no `// order: N` line")?,
        feature: feature.ok_or("no `// feature: ...` line")?,
        strict,
        specs,
        schemes,
        urn_namespaces,
    })
}

/// A rule as the grammar file writes it.
struct Source {
    name: String,
    /// Written `_{ ... }`: the rule makes no pair of its own.
    silent: bool,
    /// Written `@{ ... }`: pest tracks no attempt inside it.
    atomic: bool,
    doc: Vec<String>,
    /// The rule as the file writes it, with the notes between its quote and it (`// PEG:` where PEG needed
    /// more than the ABNF, `// speed:`), without the generator's own lines (the header, `// variant:`).
    transcription: String,
    variant: Option<String>,
    stands_for: Option<String>,
}

/// The rules of one grammar file in order, each with its `///` lines and the `//` notes between them and it.
fn rules(text: &str) -> Result<Vec<Source>, String> {
    let pairs = PestFile::parse(Meta::grammar_rules, text).map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    let mut doc = Vec::new();
    let mut gap_start = 0;
    for pair in pairs {
        if pair.as_rule() == Meta::grammar_doc {
            gap_start = pair.as_span().end();
            continue;
        }
        if pair.as_rule() != Meta::grammar_rule {
            continue;
        }
        let span = pair.as_span();
        let mut inner = pair.into_inner();
        let Some(first) = inner.next() else { continue };
        if first.as_rule() == Meta::line_doc {
            doc.push(first.into_inner().as_str().trim_end().to_owned());
            gap_start = span.end();
            continue;
        }
        let gap = &text[gap_start..span.start()];
        let note = |key: &str| {
            gap.lines()
                .find_map(|l| l.trim().strip_prefix(key).map(|v| v.trim().to_owned()))
        };
        // The notes over the rule (`// PEG:`, `// speed:`), without the lines that are the generator's
        // (the file's header, `// variant:`, `// stands for:`).
        const GENERATOR: &[&str] = &[
            "// order:",
            "// feature:",
            "// parser:",
            "// spec:",
            "// scheme:",
            "// urn-namespace:",
            "// variant:",
            "// stands for:",
        ];
        let notes: Vec<&str> = gap
            .lines()
            .map(str::trim)
            .filter(|l| l.starts_with("//") && !GENERATOR.iter().any(|g| l.starts_with(g)))
            .collect();
        let mut transcription = notes.join("\n");
        if !transcription.is_empty() {
            transcription.push('\n');
        }
        transcription.push_str(span.as_str().trim_end());
        let body = span
            .as_str()
            .split_once('=')
            .map_or("", |(_, body)| body.trim_start());
        out.push(Source {
            name: first.as_str().to_owned(),
            silent: body.starts_with("_{"),
            atomic: body.starts_with("@{"),
            doc: std::mem::take(&mut doc),
            transcription,
            variant: note("// variant:"),
            stands_for: note("// stands for:"),
        });
        gap_start = span.end();
    }
    Ok(out)
}

/// The pest name in CamelCase: `path_abempty` is `PathAbempty`, `NID` is `Nid`, `taggingEntity` is
/// `TaggingEntity`.
fn camel(pest: &str) -> String {
    let mut out = String::new();
    for part in pest.split('_').filter(|p| !p.is_empty()) {
        let mut chars = part.chars();
        let first = chars.next().unwrap().to_ascii_uppercase();
        out.push(first);
        if part.chars().any(|c| c.is_ascii_lowercase()) {
            out.extend(chars);
        } else {
            out.extend(chars.map(|c| c.to_ascii_lowercase()));
        }
    }
    out
}

/// The `Spec` variant of a citation: `RFC 3986` is `Rfc3986`, `DID Core 1.0` is `DidCore`.
fn spec_variant(citation: &str) -> String {
    match citation.strip_prefix("RFC ") {
        Some(n) => format!("Rfc{n}"),
        None => citation
            .split_whitespace()
            .filter(|w| w.chars().all(|c| c.is_ascii_alphabetic()))
            .map(camel)
            .collect(),
    }
}

/// A row of the table from a rule's quote.
fn row(rule: &Source, own_spec: &str, cfg: &str) -> Result<Row, String> {
    let quote = Quote::read(&rule.doc)?;
    let words: Vec<&str> = quote.prefix.split_whitespace().collect();
    let (spec, section) = match words.as_slice() {
        ["RFC", n, section, ..] => (format!("RFC {n}"), *section),
        [section, ..] => (own_spec.to_owned(), *section),
        [] => return Err("the quote names no section before it".to_owned()),
    };
    let section = section.trim_end_matches('.').to_owned();
    let variant = rule.variant.clone().unwrap_or_else(|| camel(&rule.name));
    let citation = format!("{spec} {section}");
    let mut doc = Vec::new();
    if quote.abnf.contains('\n') || quote.block.is_some() {
        doc.push(format!("`{}` ({citation}):", quote.name));
        doc.push(String::new());
        doc.push("```text".to_owned());
        match &quote.block {
            Some(lines) => doc.extend(lines.iter().cloned()),
            None => {
                let mut lines = quote.abnf.lines();
                doc.push(format!("{} = {}", quote.name, lines.next().unwrap_or("")));
                doc.extend(lines.map(str::to_owned));
            }
        }
        doc.push("```".to_owned());
    } else {
        let text = format!("{} = {}", quote.name, quote.abnf);
        let ticks = if text.contains('`') { "``" } else { "`" };
        let pad = if text.contains('`') { " " } else { "" };
        doc.push(format!("{ticks}{pad}{text}{pad}{ticks} ({citation})"));
    }
    if !quote.prose.is_empty() {
        doc.push(String::new());
        doc.extend(quote.prose.iter().cloned());
    }
    Ok(Row {
        spec,
        cfg: cfg.to_owned(),
        variant,
        name: quote.name,
        section,
        pest: rule.name.clone(),
        entry: rule.name.clone(),
        abnf: quote.abnf,
        transcription: rule.transcription.clone(),
        erratum: quote.erratum,
        doc,
    })
}

/// What a rule's `///` lines quote.
struct Quote {
    /// What stands before the quote: the section, perhaps after `RFC n`.
    prefix: String,
    name: String,
    /// As `Rule::abnf` gives it: a quote in backticks with the lines the comment wraps it on joined, and
    /// each further backticked piece that goes on with `/` or `;` on a line of its own; a ```` ```text ````
    /// block with each line's runs of spaces as one.
    abnf: String,
    /// The ```` ```text ```` block's lines as written, for the variant's doc.
    block: Option<Vec<String>>,
    erratum: Option<u16>,
    /// The lines that are not the quote, for the variant's doc.
    prose: Vec<String>,
}

impl Quote {
    fn read(doc: &[String]) -> Result<Quote, String> {
        let first = doc.first().ok_or("no `///` quote")?;
        let erratum = doc.iter().find_map(|l| {
            let at = l.find("erratum EID ")?;
            let digits: String = l[at + 12..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            digits.parse().ok()
        });
        if doc.get(1).map(String::as_str) == Some("```text") {
            let end = doc
                .iter()
                .skip(2)
                .position(|l| l == "```")
                .ok_or("a ```text block that does not end")?
                + 2;
            let block = doc[2..end].to_vec();
            let joined = block.join("\n");
            let (name, abnf) = split_definition(&joined)?;
            let abnf = abnf
                .lines()
                .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
                .collect::<Vec<_>>()
                .join("\n");
            return Ok(Quote {
                prefix: first.clone(),
                name,
                abnf,
                block: Some(block),
                erratum,
                prose: wrap(&doc[end + 1..].join(" ")),
            });
        }
        // Backticked pieces; a quoted backtick `"`"` is part of the ABNF.
        const TICK: char = '\u{1}';
        let joined = doc.join("\n").replace("\"`\"", &format!("\"{TICK}\""));
        let prefix = joined.split('`').next().unwrap_or("").trim().to_owned();
        let spans: Vec<&str> = joined.split('`').skip(1).step_by(2).collect();
        let defines = |s: &&str| s.contains(" = ") || s.contains(" := ");
        let at = if erratum.is_some() {
            spans.iter().rposition(defines)
        } else {
            spans.iter().position(defines)
        }
        .ok_or("no backticked `name = ABNF` in the `///` lines")?;
        let (name, head) = split_definition(spans[at])?;
        let mut pieces = vec![head.lines().map(str::trim).collect::<Vec<_>>().join(" ")];
        let mut used = vec![at];
        for (k, more) in spans.iter().enumerate().skip(at + 1) {
            if !(more.starts_with('/') || more.starts_with(';')) {
                break;
            }
            pieces.push(more.to_string());
            used.push(k);
        }
        // A corrected definition comes after the one it corrects, which is no prose either.
        if let Some(original) = spans.iter().position(defines).filter(|&o| o != at) {
            used.push(original);
            for (k, more) in spans.iter().enumerate().skip(original + 1) {
                if !(more.starts_with('/') || more.starts_with(';')) {
                    break;
                }
                used.push(k);
            }
        }
        let abnf = pieces.join("\n").replace(TICK, "`");
        // The prose: the text around the quote, with its other backticked spans, as one paragraph.
        let segments: Vec<&str> = joined.split('`').collect();
        let mut prose = String::new();
        for (i, segment) in segments.iter().enumerate().skip(1) {
            if i % 2 == 1 {
                if !used.contains(&(i / 2)) {
                    prose.push('`');
                    prose.push_str(segment);
                    prose.push('`');
                }
            } else {
                prose.push_str(segment);
            }
        }
        let prose = prose.replace(TICK, "`");
        let prose = prose.split_whitespace().collect::<Vec<_>>().join(" ");
        let prose = prose
            .trim_start_matches(':')
            .trim()
            .trim_end_matches(':')
            .trim();
        let prose = capitalized(prose);
        let prose = if prose.is_empty() {
            Vec::new()
        } else if prose.ends_with(['.', ')']) {
            wrap(&prose)
        } else {
            wrap(&format!("{prose}."))
        };
        Ok(Quote {
            prefix,
            name,
            abnf,
            block: None,
            erratum,
            prose,
        })
    }
}

/// The text with its first letter in upper case (prose that followed a quote's colon).
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// A paragraph as doc lines of at most 100 columns.
fn wrap(text: &str) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split_whitespace() {
        match lines.last_mut() {
            Some(line) if line.len() + 1 + word.len() <= 100 => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_owned()),
        }
    }
    lines
}

/// `name = abnf` (or RFC 2045's `name := abnf`).
fn split_definition(text: &str) -> Result<(String, String), String> {
    let (name, abnf) = text
        .split_once(" := ")
        .or_else(|| text.split_once(" = "))
        .ok_or_else(|| format!("`{text}` is no `name = ABNF`"))?;
    Ok((name.trim().to_owned(), abnf.trim_start().to_owned()))
}

fn doc_lines(out: &mut String, indent: &str, lines: &[String]) {
    for line in lines {
        if line.is_empty() {
            let _ = writeln!(out, "{indent}///");
        } else {
            let _ = writeln!(out, "{indent}/// {line}");
        }
    }
}

fn write_specs(specs: &[(String, String)]) -> String {
    let mut out = String::from(BANNER);
    out.push_str("\nspecs! {\n");
    for (citation, line) in specs {
        let rfc = citation
            .strip_prefix("RFC ")
            .map_or("None".to_owned(), |n| format!("Some({n})"));
        doc_lines(&mut out, "    ", std::slice::from_ref(line));
        let _ = writeln!(out, "    {} = {rfc}, {citation:?};", spec_variant(citation));
    }
    out.push_str("}\n");
    out
}

fn write_rules(rows: &[Row], helpers: &[(String, String, String)]) -> String {
    let mut out = String::from(BANNER);
    out.push_str("\nrules! {\n");
    out.push_str("helpers {\n");
    let variant_of: BTreeMap<&str, &str> = rows
        .iter()
        .map(|r| (r.pest.as_str(), r.variant.as_str()))
        .collect();
    for (cfg, helper, target) in helpers {
        let _ = writeln!(
            out,
            "    #[cfg({cfg})] {helper} => {};",
            variant_of[target.as_str()]
        );
    }
    out.push_str("}\n");
    let mut open: Option<(&str, &str)> = None;
    for row in rows {
        if open != Some((&row.spec, &row.cfg)) {
            if open.is_some() {
                out.push_str("}\n");
            }
            let _ = writeln!(out, "{} #[cfg({})] {{", spec_variant(&row.spec), row.cfg);
            open = Some((&row.spec, &row.cfg));
        }
        doc_lines(&mut out, "    ", &row.doc);
        let erratum = row
            .erratum
            .map_or("None".to_owned(), |n| format!("Some({n})"));
        let _ = writeln!(
            out,
            "    {} = {:?}, {:?}, {}, {pest}, {:?}, {:?}, {erratum};",
            row.variant,
            row.name,
            row.section,
            row.entry,
            row.abnf,
            row.transcription,
            pest = row.pest
        );
    }
    if open.is_some() {
        out.push_str("}\n");
    }
    out.push_str("}\n");
    out
}

fn write_schemes(schemes: &[(String, String)], namespaces: &[(String, String)]) -> String {
    let mut out = String::from(BANNER);
    let list = |out: &mut String, name: &str, rows: &[(String, String)]| {
        let _ = writeln!(out, "\nconst {name}: &[(&str, Rule)] = &[");
        for (scheme, variant) in rows {
            let _ = writeln!(out, "    ({scheme:?}, Rule::{variant}),");
        }
        out.push_str("];\n");
    };
    list(&mut out, "SCHEME_TABLE", schemes);
    list(&mut out, "URN_NAMESPACE_TABLE", namespaces);
    out
}

fn write_parser(files: &[(&str, &str, Header)]) -> String {
    let mut out = String::from(BANNER);
    out.push_str(
        "\n/// The parser that `pest_derive` generates from every grammar file, in the order their `// order:` lines say.\n\
         #[derive(pest_derive::Parser)]\n",
    );
    for (name, _, h) in files {
        if h.feature == "none" {
            let _ = writeln!(out, "#[grammar = \"../grammar/{name}\"]");
        } else {
            let _ = writeln!(
                out,
                "#[cfg_attr(feature = \"{}\", grammar = \"../grammar/{name}\")]",
                h.feature
            );
        }
    }
    out.push_str("pub struct UriParser;\n");
    out
}

/// The small parser of RFC 3986's strict rules (the files that say `// parser: strict`), and the two
/// mappings between its rule type and the whole parser's, by name.
fn write_strict(files: &[(&str, &str, Header)], rules_of: &[Vec<Source>]) -> String {
    let mut out = String::from(BANNER);
    out.push_str(
        "\n/// The parser that `pest_derive` generates from the grammar files that say `// parser: strict`: RFC 3986's\n\
         /// rules, and the intake's split that an error's hint and the password's redaction read. `Uri::parse` and\n\
         /// the other URI types parse with it, so that a program that parses only URIs links no other grammar.\n\
         #[derive(pest_derive::Parser)]\n",
    );
    let mut names = Vec::new();
    for ((name, _, h), rules) in files.iter().zip(rules_of) {
        if h.strict {
            let _ = writeln!(out, "#[grammar = \"../grammar/{name}\"]");
            names.extend(rules.iter().map(|r| r.name.as_str()));
        }
    }
    out.push_str("pub struct StrictParser;\n");
    out.push_str(
        "\nimpl super::Lift for Rule {\n    /// The whole parser's rule of the same name.\n    \
         fn lift(self) -> super::Rule {\n        match self {\n",
    );
    for n in names.iter().chain(&["EOI"]) {
        let _ = writeln!(out, "            Rule::{n} => super::Rule::{n},");
    }
    out.push_str("        }\n    }\n}\n");
    out.push_str(
        "\n/// The strict parser's rule of the same name as the whole parser's `rule`, if it has one.\n\
         pub fn narrow(rule: super::Rule) -> Option<Rule> {\n    match rule {\n",
    );
    for n in names.iter().chain(&["EOI"]) {
        let _ = writeln!(out, "        super::Rule::{n} => Some(Rule::{n}),");
    }
    out.push_str("        #[allow(unreachable_patterns)]\n        _ => None,\n    }\n}\n");
    out
}

/// The repository's root, where `grammar/` and `src/` are.
pub fn root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
}

/// Every `grammar/*.pest` file, by name, with its text.
pub fn grammar_files() -> Vec<(String, String)> {
    let mut files: Vec<(String, String)> = fs::read_dir(root().join("grammar"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "pest"))
        .map(|p| {
            (
                p.file_name().unwrap().to_string_lossy().into_owned(),
                fs::read_to_string(&p).unwrap(),
            )
        })
        .collect();
    files.sort();
    files
}

/// Writes the generated files whose text differs from the grammars'; returns their paths.
pub fn write_stale() -> Result<Vec<&'static str>, Vec<String>> {
    let mut stale = Vec::new();
    for (path, text) in generate(&grammar_files())? {
        let at = root().join(path);
        if fs::read_to_string(&at).ok().as_deref() != Some(text.as_str()) {
            fs::create_dir_all(at.parent().unwrap()).unwrap();
            fs::write(&at, text).unwrap();
            stale.push(path);
        }
    }
    Ok(stale)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The checked-in files are what the grammars say. Outside CI a stale file is written anew (and the test
    /// still fails, so that the change is seen and committed).
    #[test]
    fn generated_files_are_fresh() {
        let generated = generate(&grammar_files()).unwrap_or_else(|faults| {
            panic!(
                "the grammars do not make a rule table:\n{}",
                faults.join("\n")
            )
        });
        let mut stale = Vec::new();
        for (path, text) in generated {
            let at = root().join(path);
            if fs::read_to_string(&at).ok().as_deref() != Some(text.as_str()) {
                stale.push(path);
                if std::env::var_os("CI").is_none() {
                    fs::create_dir_all(at.parent().unwrap()).unwrap();
                    fs::write(&at, text).unwrap();
                }
            }
        }
        assert!(
            stale.is_empty(),
            "stale, generated from grammar/*.pest again (outside CI written now: review and commit): {stale:?}"
        );
    }

    /// The generator reads what it says it reads: an edited quote changes the table, and a rule whose quote goes
    /// missing, an order said twice or a helper that stands for nothing is refused with the file's name.
    #[test]
    fn an_edited_grammar_changes_or_breaks_the_table() {
        let files = grammar_files();
        let table = |files: &[(String, String)]| {
            let generated = generate(files).unwrap();
            let rules = generated
                .iter()
                .find(|(path, _)| path.ends_with("rules.rs"));
            rules.unwrap().1.clone()
        };
        let before = table(&files);
        assert!(before.contains(
            "Port = \"port\", \"3.2.3\", port, port, \"*DIGIT\", \"port = @{ DIGIT* }\", None;"
        ));
        let edit = |old: &str, new: &str| {
            let mut edited = files.clone();
            let uri = edited.iter_mut().find(|(n, _)| n == "uri.pest").unwrap();
            assert!(uri.1.contains(old), "{old}");
            uri.1 = uri.1.replacen(old, new, 1);
            edited
        };
        let after = table(&edit("`port = *DIGIT`", "`port = 1*DIGIT`"));
        assert!(after.contains(
            "Port = \"port\", \"3.2.3\", port, port, \"1*DIGIT\", \"port = @{ DIGIT* }\", None;"
        ));
        assert_ne!(before, after);
        // The transcription is the rule's pest text with the notes over it.
        let noted = table(&edit(
            "/// 3.2.3 `port = *DIGIT`\n",
            "/// 3.2.3 `port = *DIGIT`\n// PEG: a note.\n// variant: Port\n// speed: another.\n",
        ));
        assert!(
            noted.contains("\"// PEG: a note.\\n// speed: another.\\nport = @{ DIGIT* }\""),
            "the notes, not the generator's line"
        );
        // A rule that makes a pair is a `Rule` by its quote: without it, it leaves the table (and the
        // library's uses of `Rule::Port` no longer compile).
        let unquoted = table(&edit("/// 3.2.3 `port = *DIGIT`\n", ""));
        assert!(!unquoted.contains("\n    Port = "), "{unquoted}");
        // A silent rule is one by its entry point, which needs a quote.
        let faults = generate(&edit(
            "/// 2.3 `unreserved = ALPHA / DIGIT / \"-\" / \".\" / \"_\" / \"~\"`\n",
            "",
        ))
        .unwrap_err();
        assert!(
            faults
                .iter()
                .any(|f| f.contains("grammar/uri.pest") && f.contains("unreserved")),
            "{faults:?}"
        );
        let faults = generate(&edit(
            "// Entry points: not in the RFC.",
            "whole_port = _{ SOI ~ port ~ EOI }\n//",
        ))
        .unwrap_err();
        assert!(
            faults
                .iter()
                .any(|f| f.contains("`port` is atomic, so it needs no entry point `whole_port`")),
            "{faults:?}"
        );
        let faults = generate(&edit(
            "whole_IP_literal = _{ SOI ~ IP_literal ~ EOI }\n",
            "",
        ))
        .unwrap_err();
        assert!(
            faults.iter().any(|f| f.contains(
                "`IP_literal` is not atomic, so it needs an entry point `whole_IP_literal = _{ SOI ~ IP_literal ~ EOI }`"
            )),
            "{faults:?}"
        );
        // The entry point of a rule that is not atomic is its `whole_` rule.
        assert!(
            before.contains("Unreserved = \"unreserved\", \"2.3\", whole_unreserved, unreserved,")
        );
        let faults = generate(&edit("// order: 1\n", "// order: 2\n")).unwrap_err();
        assert!(
            faults.iter().any(|f| f.contains("both say `// order: 2`")),
            "{faults:?}"
        );
        let mut http = files.clone();
        let entry = http
            .iter_mut()
            .find(|(n, _)| n == "rfc9110-http.pest")
            .unwrap();
        entry.1 = entry
            .1
            .replace("// scheme: http http-URI", "// scheme: http http-URL");
        let faults = generate(&http).unwrap_err();
        assert!(faults.iter().any(|f| f.contains("http-URL")), "{faults:?}");
        let faults =
            generate(&edit("port = @{", "// stands for: nothing_here\nport = @{")).unwrap_err();
        assert!(
            faults.iter().any(|f| f.contains("nothing_here")),
            "{faults:?}"
        );
    }

    #[test]
    fn names_in_camel_case() {
        assert_eq!(camel("path_abempty"), "PathAbempty");
        assert_eq!(camel("NID"), "Nid");
        assert_eq!(camel("rfc822_LWSP_char"), "Rfc822LwspChar");
        assert_eq!(camel("taggingEntity"), "TaggingEntity");
        assert_eq!(spec_variant("RFC 822"), "Rfc822");
        assert_eq!(spec_variant("DID Core 1.0"), "DidCore");
    }
}
