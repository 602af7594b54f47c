//! The diagram of RFC 3986 section 3, drawn under a reference (or a template) as text, shared by
//! `explain`, `parse` and `template explain`.
//!
//! ```text
//! foo://example.com:8042/over/there?name=ferret#nose
//! \_/   \______________/\_________/ \_________/ \__/
//!  |     |               |           |           fragment
//!  |     |               |           query
//!  |     |               path: path-abempty
//!  |     authority
//!  scheme
//! ```

use std::ops::Range;

use rfc3986::Rule;

use crate::reference::Reference;
use crate::style;

/// One component to draw: where it is and what to call it.
pub(crate) struct Part {
    span: Range<usize>,
    label: String,
}

impl Part {
    pub(crate) fn new(span: Range<usize>, name: &str) -> Part {
        let label = if span.is_empty() {
            format!("{name} (empty)")
        } else {
            name.to_owned()
        };
        Part { span, label }
    }
}

/// The diagram of a valid reference: the first level (scheme, authority, path, query, fragment) and, when
/// there is an authority, the second (userinfo, host, port). Each level is the input, a line of
/// underlines, and the labels as a staircase so that none overlaps another.
pub(crate) fn diagram(r: &Reference, colour: bool) -> String {
    let input = r.as_str();
    // The diagram is drawn on the text with its password hidden (RFC 3986 3.2.1): offsets after the password
    // move by the difference in length.
    let shown = rfc3986::redact_password(input);
    let text = shown.as_ref();
    let password = rfc3986::password_range(input);
    let moved = |byte: usize| match &password {
        Some(p) if byte >= p.end => byte - p.len() + "<redacted>".len(),
        Some(p) if byte > p.start => p.start + "<redacted>".len(),
        _ => byte,
    };
    // Display columns of the text as shown (characters that would not show escaped), not bytes, so that
    // an IRI's diagram lines up on a terminal too: a wide character takes two columns.
    let column =
        |byte: usize| crate::style::columns(&rfc3986::display::visible(&text[..moved(byte)]));
    let offset = |s: &str| s.as_ptr() as usize - input.as_ptr() as usize;
    let span = |s: &str| column(offset(s))..column(offset(s) + s.len());

    let mut top = Vec::new();
    if let Some(scheme) = r.scheme() {
        top.push(Part::new(span(scheme), "scheme"));
    }
    if let Some(authority) = r.authority() {
        top.push(Part::new(span(authority.as_str()), "authority"));
    }
    let path = r.path().as_str();
    top.push(Part::new(span(path), &format!("path: {}", path_rule(r))));
    if let Some(query) = r.query() {
        top.push(Part::new(span(query), "query"));
    }
    if let Some(fragment) = r.fragment() {
        top.push(Part::new(span(fragment), "fragment"));
    }
    let mut out = level(text, &top, colour);

    if let Some(authority) = r.authority() {
        let mut second = Vec::new();
        if let Some(userinfo) = authority.userinfo() {
            second.push(Part::new(span(userinfo), "userinfo"));
        }
        let host = authority.host_str();
        let kind = authority.host_kind();
        second.push(Part::new(span(host), &format!("host: {kind}")));
        if let Some(port) = authority.port() {
            second.push(Part::new(span(port), "port"));
        }
        out.push('\n');
        out.push_str(&level(text, &second, colour));
    }

    // The third level: the parts that the scheme's own grammar names, when the crate knows the scheme and
    // the URI matches it (`rfc3986 scheme`).
    if let Some(uri) = r
        .as_uri()
        .and_then(|r| rfc3986::Uri::try_from(r.clone()).ok())
        && let (Ok(Some(rule)), Some((parts, _))) = (
            rfc3986::scheme::check(&uri),
            crate::named_parts::parts(&uri),
        )
    {
        let at = |s: &str| s.as_ptr() as usize - uri.as_str().as_ptr() as usize;
        let third: Vec<Part> = parts
            .iter()
            .filter_map(|(name, part)| {
                let crate::wire::PartValue::Text(Some(part)) = *part else {
                    return None;
                };
                let start = at(part);
                Some(Part::new(column(start)..column(start + part.len()), name))
            })
            .collect();
        out.push('\n');
        out.push_str(&level(text, &third, colour));
        out.push_str(&format!("({rule}, {})\n", rule.citation()));
    }
    out
}

/// The rule that the path matched (path-abempty, path-absolute, path-noscheme, path-rootless or
/// path-empty, or their i-rules for an IRI), as the derivation tree says.
pub(crate) fn path_rule(r: &Reference) -> Rule {
    // The five path rules of 3.3 that end a hier-part or relative-part (not `path` itself), and their i-rules.
    let is_path = |rule: Rule| {
        let name = rule.as_str();
        name.starts_with("path-") || name.starts_with("ipath-")
    };
    r.rule()
        .tree(r.as_str())
        .ok()
        .and_then(|tree| tree.walk().map(|t| t.rule()).find(|&r| is_path(r)))
        .unwrap_or(Rule::Path)
}

/// One level of the diagram.
pub(crate) fn level(text: &str, parts: &[Part], colour: bool) -> String {
    // The column of each part's stem: the second character of a part of three or more, its first
    // otherwise. Stems go to the right at least two columns apart, so that the staircase of labels never
    // crosses one and no label touches the stem before it.
    let mut stems = Vec::with_capacity(parts.len());
    for part in parts {
        let natural = if part.span.len() >= 3 {
            part.span.start + 1
        } else {
            part.span.start
        };
        let stem = match stems.last() {
            Some(&last) if natural < last + 2 => last + 2,
            _ => natural,
        };
        stems.push(stem);
    }

    let mut under = String::new();
    for part in parts.iter().filter(|p| !p.span.is_empty()) {
        pad(&mut under, part.span.start);
        match part.span.len() {
            0 => {}
            1 => under.push('^'),
            n => {
                under.push('\\');
                under.push_str(&"_".repeat(n - 2));
                under.push('/');
            }
        }
    }
    for (part, &stem) in parts.iter().zip(&stems) {
        if part.span.is_empty() {
            pad(&mut under, stem);
            if under.len() == stem {
                under.push('|');
            }
        }
    }

    let mut out = String::new();
    out.push_str(&rfc3986::display::visible(text));
    out.push('\n');
    out.push_str(&format!("{}\n", style::dim(under.trim_end(), colour)));
    for last in (0..parts.len()).rev() {
        let mut line = String::new();
        for &stem in &stems[..last] {
            pad(&mut line, stem);
            line.push('|');
        }
        pad(&mut line, stems[last]);
        out.push_str(&format!(
            "{}{}\n",
            style::dim(&line, colour),
            parts[last].label
        ));
    }
    out
}

/// Pads `line` with spaces up to `column`.
fn pad(line: &mut String, column: usize) {
    while line.len() < column {
        line.push(' ');
    }
}
