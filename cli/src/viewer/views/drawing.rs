//! The parse page: verdict, the input character by character, the section 3 diagram as boxes, the
//! components (undefined and empty told apart, percent-decoded), the derivation tree with spans, the rules
//! used with their ABNF, errors in the RFC's words, and other readings side by side.

use std::fmt::Write as _;
use std::ops::Range;

use rfc3986::{ParseError, Rule};

use super::super::html::{self, esc};
use super::MAX_ROWS;
use crate::reference::Reference;
use crate::wire;

/// Where the password is in the input, if it has one.
pub(crate) type Secret = Option<Range<usize>>;

/// The check box that shows the password where the page shows it as `<redacted>` (RFC 3986 3.2.1).
pub(crate) fn reveal_toggle() -> String {
    "<div class=\"flag reveal\"><input type=\"checkbox\" id=\"reveal\"><label for=\"reveal\">Show passwords \
     (shown as &lt;redacted&gt;, RFC 3986 3.2.1)</label></div>\n"
        .to_owned()
}

/// `text[range]` made visible, with the part that is the password redacted unless revealed.
pub(crate) fn shown(text: &str, range: Range<usize>, secret: &Secret) -> String {
    let Some(pw) = secret
        .as_ref()
        .filter(|p| p.start < range.end && range.start < p.end)
    else {
        return html::visible(&text[range]);
    };
    let (a, b) = (pw.start.max(range.start), pw.end.min(range.end));
    format!(
        "{}<span class=\"pw\"><span class=\"pw-secret\">{}</span><span class=\"pw-mask\">&lt;redacted&gt;</span></span>{}",
        html::visible(&text[range.start..a]),
        html::visible(&text[a..b]),
        html::visible(&text[b..range.end])
    )
}

/// The input, a span per character with its byte range (the script lights the characters a tree node
/// covers, and the nodes that cover a character). With `error`, the valid prefix is shaded and the
/// character at the index marked.
pub(crate) fn chars(text: &str, secret: &Secret, error: Option<usize>) -> String {
    let mut out = String::from(
        "<div class=\"chars\" id=\"chars\" role=\"group\" aria-label=\"The input, character by character\">",
    );
    for (i, c) in text.char_indices().take(super::super::MAX_INPUT) {
        let end = i + c.len_utf8();
        let mut class = String::from("ch");
        if let Some(index) = error {
            if end <= index {
                class.push_str(" ok");
            } else if i == index {
                class.push_str(" at");
            }
        }
        let inner = if secret.as_ref().is_some_and(|p| p.contains(&i)) {
            format!(
                "<span class=\"pw-secret\">{}</span><span class=\"pw-mask\">\u{2022}</span>",
                html::visible_char(c)
            )
        } else {
            html::visible_char(c)
        };
        let _ = write!(
            out,
            "<span class=\"{class}\" data-b=\"{i}\" data-e=\"{end}\" title=\"byte {i}\">{inner}</span>"
        );
    }
    if error.is_some_and(|index| index >= text.len()) {
        out.push_str("<span class=\"ch at end\" title=\"the end of the input\">\u{2003}</span>");
    }
    out.push_str("</div>\n");
    out
}

/// The live viewer's escaped form, and the bytes and code points, when the input has what does not show.
pub(crate) fn escaped(text: &str) -> String {
    if text.bytes().all(|b| (0x21..0x7f).contains(&b)) {
        return String::new();
    }
    format!(
        "<p class=\"escaped\">Escaped (every code point outside U+0021..U+007E as <code>\\u{{X}}</code>): \
         <code>{}</code></p>\n",
        esc(&html::escaped(text))
    )
}

/// What the lenient intake repaired.
pub(crate) fn repairs_html(repairs: &[wire::Repair]) -> String {
    if repairs.is_empty() {
        return "<p>The lenient intake had nothing to repair.</p>\n".to_owned();
    }
    let mut out = String::from("<h2>Lenient intake: repairs</h2><ul class=\"repairs\">");
    for repair in repairs.iter().take(MAX_ROWS) {
        let text = serde_json::to_string(repair).unwrap_or_default();
        let _ = write!(out, "<li>{}</li>", html::visible(&text));
    }
    out.push_str("</ul>\n");
    out
}

/// A box of the diagram.
pub(crate) struct Part {
    span: Range<usize>,
    label: String,
    children: Vec<Part>,
}

/// The diagram of RFC 3986 section 3 as boxes under the text: the components, and inside the authority
/// its userinfo, host and port. Undefined components are not drawn; an empty one is a box with no text.
pub(crate) fn diagram(r: &Reference, secret: &Secret) -> String {
    let text = r.as_str();
    let at = |s: &str| s.as_ptr() as usize - text.as_ptr() as usize;
    let leaf = |s: &str, label: String| Part {
        span: at(s)..at(s) + s.len(),
        label,
        children: Vec::new(),
    };
    let mut parts: Vec<Part> = r
        .scheme()
        .map(|s| leaf(s, "scheme".into()))
        .into_iter()
        .collect();
    if let Some(authority) = r.authority() {
        let host = authority.host_str();
        let children = [
            authority.userinfo().map(|u| leaf(u, "userinfo".into())),
            Some(leaf(host, format!("host: {}", authority.host_kind()))),
            authority.port().map(|p| leaf(p, "port".into())),
        ];
        parts.push(Part {
            children: children.into_iter().flatten().collect(),
            ..leaf(authority.as_str(), "authority".into())
        });
    }
    let path_label = format!("path: {}", crate::diagram::path_rule(r));
    parts.push(leaf(r.path().as_str(), path_label));
    parts.extend(r.query().map(|q| leaf(q, "query".into())));
    parts.extend(r.fragment().map(|f| leaf(f, "fragment".into())));
    let mut out = String::from(
        "<div class=\"diagram\" role=\"img\" aria-label=\"The components of the reference as boxes under its text\">",
    );
    out.push_str(&boxes(text, 0..text.len(), &parts, secret));
    out.push_str("</div>\n");
    out
}

/// The boxes of `parts` within `range`, the delimiters between them as plain text.
pub(crate) fn boxes(text: &str, range: Range<usize>, parts: &[Part], secret: &Secret) -> String {
    let mut out = String::new();
    let mut at = range.start;
    for part in parts {
        if part.span.start > at {
            let _ = write!(
                out,
                "<span class=\"delim\">{}</span>",
                shown(text, at..part.span.start, secret)
            );
        }
        let inner = if part.children.is_empty() {
            shown(text, part.span.clone(), secret)
        } else {
            boxes(text, part.span.clone(), &part.children, secret)
        };
        let empty = if part.span.is_empty() { " empty" } else { "" };
        let label = if part.span.is_empty() {
            format!("{} (empty)", part.label)
        } else {
            part.label.clone()
        };
        let _ = write!(
            out,
            "<span class=\"part{empty}\" data-b=\"{}\" data-e=\"{}\"><span class=\"part-text\">{inner}</span>\
             <span class=\"part-label\">{}</span></span>",
            part.span.start,
            part.span.end,
            esc(&label)
        );
        at = part.span.end;
    }
    if range.end > at {
        let _ = write!(
            out,
            "<span class=\"delim\">{}</span>",
            shown(text, at..range.end, secret)
        );
    }
    out
}

/// The components as a table: each defined or not, its text, its bytes, and percent-decoded.
pub(crate) fn components(r: &Reference, secret: &Secret) -> String {
    let text = r.as_str();
    let at = |s: &str| s.as_ptr() as usize - text.as_ptr() as usize;
    let authority = r.authority();
    let host = authority.as_ref().map(|a| a.host_str());
    let rows: [(&str, Option<&str>, String); 8] = [
        ("scheme", r.scheme(), "3.1".into()),
        (
            "authority",
            authority.as_ref().map(|a| a.as_str()),
            "3.2".into(),
        ),
        ("userinfo", r.userinfo(), "3.2.1".into()),
        (
            "host",
            host,
            authority
                .as_ref()
                .map(|a| format!("3.2.2 ({})", a.host_kind()))
                .unwrap_or_else(|| "3.2.2".into()),
        ),
        ("port", r.port(), "3.2.3".into()),
        (
            "path",
            Some(r.path().as_str()),
            format!("3.3 ({})", crate::diagram::path_rule(r)),
        ),
        ("query", r.query(), "3.4".into()),
        ("fragment", r.fragment(), "3.5".into()),
    ];
    let mut out = String::from(
        "<table class=\"components\"><thead><tr><th scope=\"col\">Component</th><th scope=\"col\">Value</th>\
         <th scope=\"col\">Bytes</th><th scope=\"col\">Percent-decoded</th><th scope=\"col\">Section</th></tr></thead><tbody>\n",
    );
    for (name, value, section) in rows {
        let (shown_value, bytes, decoded) = match value {
            None => (
                "<em class=\"undefined\">undefined</em>".to_owned(),
                String::new(),
                String::new(),
            ),
            Some(v) => {
                let start = at(v);
                let value_html = if v.is_empty() {
                    "<em class=\"empty\">empty</em>".to_owned()
                } else {
                    format!(
                        "<code>{}</code>",
                        shown(text, start..start + v.len(), secret)
                    )
                };
                (
                    value_html,
                    format!("{start}..{}", start + v.len()),
                    decoded(v, name, secret),
                )
            }
        };
        let number = section.split(' ').next().unwrap_or("");
        let _ = writeln!(
            out,
            "<tr><th scope=\"row\">{name}</th><td>{shown_value}</td><td>{bytes}</td><td>{decoded}</td><td>{}</td></tr>",
            html::section_link(3986, number, &section)
        );
    }
    out.push_str("</tbody></table>\n");
    out
}

/// A component percent-decoded (RFC 3986 2.1): its text when the bytes are UTF-8, else the bytes in hex.
pub(crate) fn decoded(value: &str, name: &str, secret: &Secret) -> String {
    if !value.contains('%') {
        return String::new();
    }
    if name == "userinfo" && secret.is_some() {
        return "<span class=\"pw-mask\">(hidden)</span><span class=\"pw-secret\">".to_owned()
            + &decoded_text(value)
            + "</span>";
    }
    decoded_text(value)
}

pub(crate) fn decoded_text(value: &str) -> String {
    let bytes = rfc3986::percent::decode(value);
    match std::str::from_utf8(&bytes) {
        Ok(text) => format!("<code>{}</code> <small>UTF-8</small>", html::visible(text)),
        Err(_) => {
            let hex: Vec<String> = bytes.iter().map(|b| format!("{b:02X}")).collect();
            format!("<code>{}</code> <small>not UTF-8</small>", hex.join(" "))
        }
    }
}

/// The derivation tree: every named rule that matched, with its span (hover or focus a node to light its
/// characters), capped at [`MAX_ROWS`] nodes; then the rules used, with their ABNF.
pub(crate) fn tree_html(tree: &rfc3986::Tree<'_>, text: &str, secret: &Secret) -> String {
    let mut out = String::from(
        "<h2>Derivation tree</h2>\n<p class=\"note\">Every named rule that matched, with its bytes; the character \
         classes (ALPHA, DIGIT, unreserved, ...) are silent rules of the grammar and have no node.</p>\n<ul class=\"tree\" id=\"tree\">",
    );
    let mut count = 0;
    node(&mut out, tree, text, secret, &mut count);
    out.push_str("</ul>\n");
    let total = tree.walk().count();
    if total > MAX_ROWS {
        let _ = writeln!(
            out,
            "<p class=\"note\">{} more nodes not drawn; <code>rfc3986 tree</code> prints them all.</p>",
            total - MAX_ROWS
        );
    }
    let mut used: Vec<Rule> = Vec::new();
    for n in tree.walk() {
        if !used.contains(&n.rule()) {
            used.push(n.rule());
        }
    }
    out.push_str("<h2>The rules that matched</h2>\n<dl class=\"abnf-list\">");
    for rule in used.into_iter().take(MAX_ROWS) {
        let _ = write!(
            out,
            "<dt id=\"abnf-{}\">{} <small>{}</small></dt><dd>{}</dd>",
            esc(rule.as_str()),
            html::rule_link(rule),
            html::citation_link(rule),
            html::abnf(rule)
        );
    }
    out.push_str("</dl>\n");
    out
}

pub(crate) fn node(
    out: &mut String,
    tree: &rfc3986::Tree<'_>,
    text: &str,
    secret: &Secret,
    count: &mut usize,
) {
    if *count >= MAX_ROWS {
        return;
    }
    *count += 1;
    let span = tree.span();
    let _ = write!(
        out,
        "<li><span class=\"node\" tabindex=\"0\" data-b=\"{}\" data-e=\"{}\">{} <code>{}</code> <small>{}..{}</small></span>",
        span.start,
        span.end,
        html::rule_link(tree.rule()),
        shown(text, span.clone(), secret),
        span.start,
        span.end
    );
    if !tree.children().is_empty() {
        out.push_str("<ul>");
        for child in tree.children() {
            node(out, child, text, secret, count);
        }
        out.push_str("</ul>");
    }
    out.push_str("</li>");
}

/// An error in the RFC's words: the valid prefix shaded and the character at the index marked, the
/// message, the rules expected there with their ABNF, what would complete the input, and the rendering
/// of the command line (with its hint).
pub(crate) fn error_html(text: &str, err: &ParseError, secret: &Secret) -> String {
    let mut out = String::new();
    out.push_str(&chars(text, secret, Some(err.index())));
    let _ = writeln!(out, "<p class=\"message\">{}</p>", esc(&err.to_string()));
    let expected: Vec<Rule> = err.expected().collect();
    if !expected.is_empty() {
        let _ = write!(
            out,
            "<h2>Expected at byte {}</h2>\n<dl class=\"abnf-list\">",
            err.index()
        );
        for rule in expected.iter().take(MAX_ROWS) {
            let _ = write!(
                out,
                "<dt>{} <small>{}</small></dt><dd>{}</dd>",
                html::rule_link(*rule),
                html::citation_link(*rule),
                html::abnf(*rule)
            );
        }
        out.push_str("</dl>\n");
    }
    if let Some(completion) = err.completion() {
        let _ = writeln!(
            out,
            "<p class=\"completion\">The input is valid up to its end: adding <code>{}</code> would complete it.</p>",
            html::visible(completion.text())
        );
    }
    let rendered = err.render(text).width(rfc3986::Width::Terminal).to_string() + "\n";
    let _ = writeln!(
        out,
        "<details open><summary>As the command line says it</summary><pre class=\"rendered\">{}</pre></details>",
        esc(&rendered)
    );
    out
}

/// Other readings of the same string side by side: RFC 3987's mapping, the scheme's own grammar, the
/// lenient intake, a file URI's path, `url::Url` (WHATWG), `http::Uri`, and the browser's own `new URL()`
/// (filled in by the page's script).
pub(crate) fn readings(text: &str, iri: bool, valid: bool) -> String {
    let mut rows: Vec<(String, String, Option<String>)> = Vec::new();
    let mut add = |name: &str, reading: Result<String, String>| {
        let (html, plain) = match reading {
            Ok(s) => (
                format!(
                    "<code>{}</code>",
                    html::visible(&rfc3986::redact_password(&s))
                ),
                Some(s),
            ),
            Err(e) => (format!("<span class=\"refused\">{}</span>", esc(&e)), None),
        };
        rows.push((name.to_owned(), html, plain));
    };
    add(
        "this crate (RFC 3986)",
        rfc3986::UriRef::parse(text)
            .map(|r| r.to_string())
            .map_err(|e| e.to_string()),
    );
    let mapping = if iri {
        rfc3986::IriRef::parse(text)
            .map(|r| r.to_uri().to_string())
            .map_err(|e| e.to_string())
    } else {
        rfc3986::UriRef::parse(text)
            .map(|r| r.to_iri().to_string())
            .map_err(|e| e.to_string())
    };
    add(
        if iri {
            "RFC 3987 3.1, to a URI"
        } else {
            "RFC 3987 3.2, to an IRI"
        },
        mapping,
    );
    let uri = rfc3986::Uri::parse(text).ok();
    if let Some(uri) = &uri {
        let verdict = match rfc3986::scheme::check(uri) {
            Ok(Some(rule)) => Ok(format!("valid {} ({})", rule.as_str(), rule.citation())),
            Ok(None) => Err("no grammar of this scheme here".to_owned()),
            Err(err) => Err(err.to_string()),
        };
        add("the scheme's grammar", verdict);
    }
    if !valid {
        add(
            "lenient intake",
            rfc3986::UriRef::parse_lenient(text)
                .map(|(r, repairs)| format!("{r} ({} repairs)", repairs.len()))
                .map_err(|e| e.to_string()),
        );
    }
    if let Some(uri) = &uri
        && let Ok(file) = rfc3986::scheme::FileUri::try_from(uri)
    {
        for (name, style) in [
            ("file path, Unix", rfc3986::PathStyle::Unix),
            ("file path, Windows", rfc3986::PathStyle::Windows),
        ] {
            add(name, file.to_path_with(style).map_err(|e| e.to_string()));
        }
    }
    add(
        "url::Url::parse (WHATWG)",
        url::Url::parse(text)
            .map(|u| u.to_string())
            .map_err(|e| format!("refused: {e}")),
    );
    if let Some(uri) = &uri {
        add(
            "http::Uri (via this crate)",
            http::Uri::try_from(uri)
                .map(|u| u.to_string())
                .map_err(|e| e.to_string()),
        );
    }
    let mut out = String::from(
        "<h2>Other readings</h2>\n<table class=\"readings\"><thead><tr><th scope=\"col\">Reader</th><th scope=\"col\">Reading</th></tr></thead><tbody>\n",
    );
    for (name, html, plain) in &rows {
        let class = match plain {
            Some(p) if p == text => "same",
            Some(_) => "differs",
            None => "refused-row",
        };
        let _ = writeln!(
            out,
            "<tr class=\"{class}\"><th scope=\"row\">{}</th><td>{html}</td></tr>",
            esc(name)
        );
    }
    let _ = writeln!(
        out,
        "<tr><th scope=\"row\">this browser: <code>new URL(input)</code></th>\
         <td id=\"browser-url\" data-input=\"{}\" data-base=\"\">needs JavaScript</td></tr>",
        esc(text)
    );
    out.push_str("</tbody></table>\n<p class=\"note\">A reading that differs from the input is marked; the WHATWG readers \
                  follow the URL Standard, not RFC 3986.</p>\n");
    out
}
