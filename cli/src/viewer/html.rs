//! HTML for the viewer: escaping, links into the viewer, and the page around every view.
//!
//! Every string that comes from a request or from the crate's answers goes through [`esc`]; no input is
//! ever the target of a link (links are the viewer's own routes with the input in their query).

use std::fmt::Write as _;

use super::api::{self, Endpoint, Params};

pub(crate) use crate::markup::esc;

/// `text` as a query value the way an HTML form sends it: unreserved characters as they are, a space as
/// `+`, every other byte `%XX`.
pub(crate) fn form_encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                out.push(b as char)
            }
            b' ' => out.push('+'),
            _ => {
                let _ = write!(out, "%{b:02X}");
            }
        }
    }
    out
}

/// The viewer's own link to a route with parameters: `/parse?input=...`.
pub(crate) fn link(route: &str, params: &Params) -> String {
    let query: Vec<String> = params
        .0
        .iter()
        .map(|(n, v)| format!("{}={}", form_encode(n), form_encode(v)))
        .collect();
    if query.is_empty() {
        route.to_owned()
    } else {
        format!("{route}?{}", query.join("&"))
    }
}

/// How a piece of text from the input is shown: invisible and non-ASCII characters made visible
/// (`\u{XXXX}` in a marked span), everything escaped.
pub(crate) fn visible(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        out.push_str(&visible_char(c));
    }
    out
}

/// One character as [`visible`] shows it.
pub(crate) fn visible_char(c: char) -> String {
    if c.is_control() || is_invisible(c) {
        format!(
            "<span class=\"esc\" title=\"U+{:04X}\">\\u{{{:X}}}</span>",
            c as u32, c as u32
        )
    } else if c == ' ' {
        "<span class=\"esc\" title=\"U+0020 space\">\u{2423}</span>".to_owned()
    } else {
        esc(c.encode_utf8(&mut [0; 4]))
    }
}

/// Characters that show nothing or change the direction of what follows: format characters (bidi
/// controls, zero-width joiners), variation selectors and the separators other than space.
fn is_invisible(c: char) -> bool {
    matches!(c as u32,
        0x00A0 | 0x00AD | 0x034F | 0x061C | 0x115F | 0x1160 | 0x17B4 | 0x17B5 | 0x180B..=0x180F
        | 0x2000..=0x200F | 0x2028..=0x202F | 0x205F..=0x206F | 0x3000 | 0x3164 | 0xFE00..=0xFE0F
        | 0xFEFF | 0xFFA0 | 0xFFF0..=0xFFFB | 0xE0000..=0xE0FFF)
}

/// The live viewer's escaped form of the input: every code point outside U+0021..U+007E as `\u{X}`.
pub(crate) fn escaped(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        if ('\u{21}'..='\u{7e}').contains(&c) {
            out.push(c);
        } else {
            let _ = write!(out, "\\u{{{:X}}}", c as u32);
        }
    }
    out
}

/// A page of the viewer.
pub(crate) struct Page<'a> {
    /// The route (`/parse`), which the navigation marks.
    pub(crate) route: &'a str,
    pub(crate) title: String,
    /// The form of the view (its inputs), already HTML.
    pub(crate) form: String,
    /// The result, already HTML; the script swaps this part when an input changes.
    pub(crate) result: String,
    /// For a command's view: the command and its parameters, for "copy link" and "copy as command".
    pub(crate) share: Option<(&'a Endpoint, &'a Params)>,
}

impl Page<'_> {
    pub(crate) fn render(&self) -> String {
        let mut out = String::with_capacity(self.result.len() + 4096);
        out.push_str("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
        out.push_str("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
        out.push_str("<meta name=\"color-scheme\" content=\"light dark\">\n");
        let _ = writeln!(out, "<title>{} - rfc3986 viewer</title>", esc(&self.title));
        out.push_str("<link rel=\"stylesheet\" href=\"/assets/style.css\">\n");
        out.push_str("<script src=\"/assets/viewer.js\" defer></script>\n</head>\n<body>\n");
        out.push_str("<a class=\"skip\" href=\"#result\">Skip to the result</a>\n");
        out.push_str(
            "<header>\n<p class=\"brand\">rfc3986 viewer</p>\n<nav aria-label=\"Views\"><ul>\n",
        );
        // The start page, each served command's view in the table's order, and the rules.
        let views = crate::VIEWS.iter().map(|v| (format!("/{}", v.name), v.nav));
        let nav = std::iter::once(("/".to_owned(), "RFC examples"))
            .chain(views)
            .chain(std::iter::once(("/rules".to_owned(), "Rules")));
        for (route, label) in nav {
            let current = if route == self.route {
                " aria-current=\"page\""
            } else {
                ""
            };
            let _ = writeln!(out, "<li><a href=\"{route}\"{current}>{label}</a></li>");
        }
        out.push_str("</ul></nav>\n</header>\n<main>\n");
        let _ = writeln!(out, "<h1>{}</h1>", esc(&self.title));
        out.push_str(&self.form);
        if let Some((endpoint, params)) = self.share {
            out.push_str(&share(endpoint, params, self.route));
        }
        out.push_str("<div id=\"result\" aria-live=\"polite\">\n");
        out.push_str(&self.result);
        out.push_str("</div>\n</main>\n<footer><p>RFC 3986, RFC 3987 and RFC 6570 as the <code>rfc3986</code> crate reads them. \
                      This page runs on your machine; it fetches nothing that an input names.</p></footer>\n</body>\n</html>\n");
        out
    }
}

/// "Copy link" and "Copy as command" for a view, with the warning when the link holds a password.
fn share(endpoint: &Endpoint, params: &Params, route: &str) -> String {
    let mut out = String::from("<section id=\"share\" aria-label=\"Share this view\">\n");
    let href = link(route, params);
    let _ = writeln!(
        out,
        "<p><span class=\"label\">Link</span> <a id=\"permalink\" href=\"{}\">{}</a> \
         <button type=\"button\" class=\"copy\" data-copy=\"permalink\">Copy link</button></p>",
        esc(&href),
        esc(&href)
    );
    let api_href = link(
        &format!("/api/{}", endpoint.name),
        &params.without(&["compare"]),
    );
    if let Some(line) = api::command_line(endpoint, &params.without(&["compare"])) {
        let _ = writeln!(
            out,
            "<p><span class=\"label\">Command</span> <code id=\"command\">{}</code> \
             <button type=\"button\" class=\"copy\" data-copy=\"command\">Copy as command</button> \
             <a href=\"{}\">JSON</a></p>",
            esc(&line),
            esc(&api_href)
        );
    }
    let password = params
        .0
        .iter()
        .any(|(_, v)| rfc3986::password_range(v).is_some());
    if password {
        out.push_str("<p class=\"warning\" id=\"password-warning\" role=\"note\">This link holds a password as you typed it: \
                      anyone you give it to can read it.</p>\n");
    }
    out.push_str("</section>\n");
    out
}

/// A labelled text field of a form. `textarea` for long values (template variables).
pub(crate) fn field(name: &str, label: &str, value: &str, hint: &str) -> String {
    let described = if hint.is_empty() {
        String::new()
    } else {
        format!(" aria-describedby=\"{name}-hint\"")
    };
    let hint_html = if hint.is_empty() {
        String::new()
    } else {
        format!("<small id=\"{name}-hint\">{}</small>", esc(hint))
    };
    format!(
        "<div class=\"field\"><label for=\"f-{name}\">{label}</label>\
         <input type=\"text\" id=\"f-{name}\" name=\"{name}\" value=\"{}\" spellcheck=\"false\" \
         autocomplete=\"off\" autocapitalize=\"off\"{described}>{hint_html}</div>\n",
        esc(value)
    )
}

/// A labelled text area.
pub(crate) fn area(name: &str, label: &str, value: &str) -> String {
    format!(
        "<div class=\"field\"><label for=\"f-{name}\">{label}</label>\
         <textarea id=\"f-{name}\" name=\"{name}\" rows=\"3\" spellcheck=\"false\">{}</textarea></div>\n",
        esc(value)
    )
}

/// A labelled check box that sends `name=1`.
pub(crate) fn flag(name: &str, label: &str, on: bool) -> String {
    let checked = if on { " checked" } else { "" };
    format!(
        "<div class=\"flag\"><input type=\"checkbox\" id=\"f-{name}\" name=\"{name}\" value=\"1\"{checked}>\
         <label for=\"f-{name}\">{label}</label></div>\n"
    )
}

/// A labelled choice among `options` (value, label).
pub(crate) fn choice(name: &str, label: &str, value: &str, options: &[(&str, &str)]) -> String {
    let mut out = format!(
        "<div class=\"field\"><label for=\"f-{name}\">{label}</label><select id=\"f-{name}\" name=\"{name}\">"
    );
    for (v, l) in options {
        let selected = if *v == value { " selected" } else { "" };
        let _ = write!(out, "<option value=\"{v}\"{selected}>{l}</option>");
    }
    out.push_str("</select></div>\n");
    out
}

/// The form of a view: its fields, and a submit button (the page works without the script).
pub(crate) fn form(action: &str, fields: &str) -> String {
    format!(
        "<form id=\"form\" method=\"get\" action=\"{action}\">\n{fields}\
         <div class=\"actions\"><button type=\"submit\">Show</button></div>\n</form>\n"
    )
}

/// A link to a rule's page, with its ABNF as the tooltip.
pub(crate) fn rule_link(rule: rfc3986::Rule) -> String {
    format!(
        "<a class=\"rule\" href=\"/rule/{}\" title=\"{}\">{}</a>",
        form_encode(&qualified_name(rule)).replace('+', "%20"),
        esc(&format!("{} = {}", rule.as_str(), rule.abnf())),
        esc(rule.as_str())
    )
}

/// A rule's name, after its specification when another specification uses the same name and the name
/// alone does not mean this rule only (RFC 3986's names are its own: `IPv6address` is RFC 3986's, RFC
/// 5954's is `RFC 5954 IPv6address`).
pub(crate) fn qualified_name(rule: rfc3986::Rule) -> String {
    let alone = rfc3986::Rule::meant_by(rule.as_str()) == [rule];
    if !alone && rfc3986::Rule::named(rule.as_str()).nth(1).is_some() {
        format!("{} {}", rule.spec(), rule.as_str())
    } else {
        rule.as_str().to_owned()
    }
}

/// A link to where the rule is defined (rfc-editor.org, or the W3C for DID Core).
pub(crate) fn citation_link(rule: rfc3986::Rule) -> String {
    format!(
        "<a href=\"{}\" rel=\"noreferrer\">{}</a>",
        esc(&crate::rules::url(rule)),
        esc(&rule.citation().to_string())
    )
}

/// A rule's ABNF as the RFC prints it: `name = ...`, an alternative per line, each rule it uses a link to
/// that rule's page.
pub(crate) fn abnf(rule: rfc3986::Rule) -> String {
    let name = rule.as_str();
    let pad = " ".repeat(name.len() + 1);
    let uses: Vec<rfc3986::Rule> = rule.uses().collect();
    let mut out = String::new();
    for (i, line) in rule.abnf().lines().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        if i == 0 {
            let _ = write!(out, "{} = ", esc(name));
        } else {
            out.push_str(&pad);
        }
        out.push_str(&abnf_linked(line, &uses));
    }
    format!("<pre class=\"abnf\">{out}</pre>")
}

/// One line of ABNF, escaped, with each name of a rule in `uses` a link to its page. The line's quoted
/// strings, numeric values (`%x41-5A`), prose (`<...>`) and comment are copied as they are: only a name
/// outside them can be a rule's.
fn abnf_linked(line: &str, uses: &[rfc3986::Rule]) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(c) = rest.chars().next() {
        // The length of the piece that starts here, and whether it is a name.
        let (len, name) = match c {
            '"' => (rest[1..].find('"').map_or(rest.len(), |i| i + 2), false),
            '<' => (rest.find('>').map_or(rest.len(), |i| i + 1), false),
            ';' => (rest.len(), false),
            '%' => (
                rest.find(|c: char| {
                    !(c.is_ascii_alphanumeric() || c == '%' || c == '.' || c == '-')
                })
                .unwrap_or(rest.len()),
                false,
            ),
            c if c.is_ascii_alphabetic() => (
                rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
                    .unwrap_or(rest.len()),
                true,
            ),
            c => (c.len_utf8(), false),
        };
        let (piece, after) = rest.split_at(len);
        // ABNF names are case-insensitive (RFC 5234 2.1).
        match uses
            .iter()
            .find(|r| name && r.as_str().eq_ignore_ascii_case(piece))
        {
            Some(&used) => out.push_str(&rule_link(used)),
            None => out.push_str(&esc(piece)),
        }
        rest = after;
    }
    out
}

/// A link to a section (or an appendix: `E.2.1`) of an RFC.
pub(crate) fn section_link(rfc: u16, section: &str, text: &str) -> String {
    let kind = if section.starts_with(|c: char| c.is_ascii_alphabetic()) {
        "appendix"
    } else {
        "section"
    };
    format!(
        "<a href=\"https://www.rfc-editor.org/rfc/rfc{rfc}#{kind}-{}\" rel=\"noreferrer\">{}</a>",
        esc(section),
        esc(text)
    )
}
