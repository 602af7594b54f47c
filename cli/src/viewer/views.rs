//! The pages: one per command (`/parse?input=...`), the start page of the RFCs' examples (`/`), the rule
//! list (`/rules`) and a page per rule (`/rule/NAME`).

pub(crate) mod drawing;
pub(crate) mod shared;

use std::fmt::Write as _;

use super::Status;
use rfc3986::Rule;
use serde_json::Value;

use super::api::{Endpoint, Params};
use super::html::{self, Page, esc};
use super::{Answer, MAX_INPUT};

// The pages' style and script, which the server (`serve`) answers at /assets/. The static page (web/)
// ships the same two files beside its module, so the module, built without `serve`, does not carry them.
#[cfg(feature = "serve")]
const STYLE: &str = include_str!("style.css");
#[cfg(feature = "serve")]
const SCRIPT: &str = include_str!("viewer.js");

/// The most rows of any list or table a page renders.
pub(crate) const MAX_ROWS: usize = 512;

/// `GET PATH?QUERY` for everything but the API.
pub(crate) fn answer(path: &str, query: &str) -> Answer {
    #[cfg(feature = "serve")]
    match path {
        "/assets/style.css" => {
            return Answer::new(Status::OK, "text/css; charset=utf-8", STYLE.into());
        }
        "/assets/viewer.js" => {
            return Answer::new(Status::OK, "text/javascript; charset=utf-8", SCRIPT.into());
        }
        _ => {}
    }
    let params = match Params::from_query(query) {
        Ok(params) => params,
        Err(message) => return message_page(Status::BAD_REQUEST, "Bad parameters", &message),
    };
    if params.longest() > MAX_INPUT {
        return message_page(
            Status::PAYLOAD_TOO_LARGE,
            "Input too long for the viewer",
            &format!(
                "An input here has more than {MAX_INPUT} bytes. The viewer draws tables and trees for \
                 every byte, so it stops there; the command line takes inputs of any length \
                 (`rfc3986 parse`, `rfc3986 tree`, ...)."
            ),
        );
    }
    match path {
        "/" => Answer::html(Status::OK, start()),
        "/rules" => Answer::html(Status::OK, rules(&params)),
        _ => {
            if let Some(name) = path.strip_prefix("/rule/") {
                let name = rfc3986::percent::decode_utf8_lossy(name);
                return rule_page(&name, &params);
            }
            match path.strip_prefix('/').and_then(endpoint) {
                Some(endpoint) => view(endpoint, &params),
                None => message_page(
                    Status::NOT_FOUND,
                    "Not found",
                    "The viewer has no such page. The views are listed above.",
                ),
            }
        }
    }
}

/// A page with a message only.
fn message_page(status: Status, title: &str, message: &str) -> Answer {
    let page = Page {
        route: "",
        title: title.to_owned(),
        form: String::new(),
        result: format!("<p class=\"notice\">{}</p>\n", esc(message)),
        share: None,
    };
    Answer::html(status, page.render())
}

/// The view of a route's command name (`parse`, `template/expand`), from the table of views
/// ([`crate::VIEWS`]: each served command's row, in its own `view.rs`).
pub(crate) fn endpoint(name: &str) -> Option<&'static Endpoint> {
    crate::VIEWS.iter().copied().find(|e| e.name == name)
}

/// A command's page: its form, and when its inputs are given, what the command answers, shown.
fn view(endpoint: &Endpoint, params: &Params) -> Answer {
    let route = format!("/{}", endpoint.name);
    let complete = endpoint.positionals.iter().all(|p| params.get(p).is_some());
    let form = html::form(&route, &(endpoint.fields)(params));
    let result = if complete {
        match (endpoint.page)(endpoint, params) {
            Ok(html) => html,
            Err((_, message)) => format!("<p class=\"bad\" role=\"alert\">{}</p>\n", esc(&message)),
        }
    } else {
        format!("<p class=\"notice\">{}</p>\n", esc(endpoint.intro))
    };
    let page = Page {
        route: &route,
        title: endpoint.title.to_owned(),
        form,
        result,
        share: complete.then_some((endpoint, params)),
    };
    Answer::html(Status::OK, page.render())
}

// The form's fields of each view.

/// A text of an answer: as it is (made visible), an empty one as "empty", an absent one as "undefined".
pub(crate) fn text_cell(text: Option<&str>) -> String {
    match text {
        None => "<em class=\"undefined\">undefined</em>".to_owned(),
        Some("") => "<em class=\"empty\">empty</em>".to_owned(),
        Some(s) => format!("<code>{}</code>", html::visible(s)),
    }
}

/// A JSON value as text: a string as [`text_cell`] shows it, `null` as "undefined", another value as its
/// JSON.
pub(crate) fn value_text(value: &Value) -> String {
    match value {
        Value::Null => text_cell(None),
        Value::String(s) => text_cell(Some(s)),
        other => format!("<code>{}</code>", esc(&other.to_string())),
    }
}

/// The command's JSON line (`output`, as the API answers it), folded; hidden behind the password toggle
/// when it holds a password.
pub(crate) fn raw_json(endpoint: &Endpoint, output: &[u8], params: &Params) -> String {
    let text = String::from_utf8_lossy(output);
    let secret = params
        .0
        .iter()
        .any(|(_, v)| rfc3986::password_range(v).is_some());
    let pre = format!("<pre class=\"json\">{}</pre>", esc(text.trim_end()));
    let body = if secret {
        format!(
            "<div class=\"pw-secret\">{pre}</div><p class=\"pw-mask\">Hidden: it holds the password. \
             Tick \"Show passwords\" to see it.</p>"
        )
    } else {
        pre
    };
    format!(
        "<details class=\"raw\"><summary>JSON, as <code>/api/{}</code> answers</summary>{body}</details>\n",
        endpoint.name
    )
}

/// The start page: the examples printed in the RFCs, each a link into its view, expected beside actual.
fn start() -> String {
    let rows = crate::conformance::listed();
    let pass = rows.iter().filter(|r| r.result == "pass").count();
    let fail = rows.iter().filter(|r| r.result == "fail").count();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "<p>Every example printed in RFC 3986 and in the other RFCs whose grammars this crate has, \
         run against this build ({pass} pass, {fail} fail, {} not run). Open one to see how the RFC gets \
         there; every page is a link you can paste.</p>",
        rows.len() - pass - fail
    );
    out.push_str("<p class=\"jump\">Or start from: <a href=\"/parse?input=foo%3A%2F%2Fexample.com%3A8042%2Fover%2Fthere%3Fname%3Dferret%23nose\">the section 3 diagram</a>, \
                  <a href=\"/resolve?base=http%3A%2F%2Fa%2Fb%2Fc%2Fd%3Bp%3Fq&amp;ref=..%2F..%2Fg\">a resolution</a>, \
                  <a href=\"/parse?input=%3A%3A1&amp;rule=IPv6address\">a rule</a>, \
                  <a href=\"/parse?input=http%3A%2F%2F%5B%3A%3A1\">an error</a>.</p>\n");
    let mut section = (0u16, String::new());
    for row in rows.iter().take(MAX_ROWS) {
        if (row.rfc, row.section.clone()) != section {
            if section.0 != 0 {
                out.push_str("</tbody></table>\n");
            }
            section = (row.rfc, row.section.clone());
            let _ = writeln!(
                out,
                "<h2>{} {}</h2>",
                html::section_link(
                    row.rfc,
                    &row.section,
                    &format!("RFC {} {}", row.rfc, row.section)
                ),
                esc(&row.title)
            );
            out.push_str("<table class=\"examples\"><thead><tr><th scope=\"col\">Example</th><th scope=\"col\">Kind</th>\
                          <th scope=\"col\">Expected</th><th scope=\"col\">Actual</th><th scope=\"col\">Result</th></tr></thead><tbody>\n");
        }
        let mut example = format!("<code>{}</code>", html::visible(&row.input));
        if let Some(other) = &row.other {
            let _ = write!(example, " and <code>{}</code>", html::visible(other));
        }
        if let Some(base) = &row.base {
            let _ = write!(
                example,
                "<br><small>base <code>{}</code></small>",
                html::visible(base)
            );
        }
        let href = example_link(row);
        let actual = row
            .actual
            .as_deref()
            .map_or("<em>not run</em>".to_owned(), |a| {
                format!("<code>{}</code>", esc(a))
            });
        let _ = writeln!(
            out,
            "<tr class=\"{}\"><td><a class=\"example\" href=\"{}\">{example}</a></td><td class=\"kind\">{}</td>\
             <td><code>{}</code></td><td>{actual}</td><td class=\"kind\">{}</td></tr>",
            row.result.replace(' ', "-"),
            esc(&href),
            esc(&row.kind),
            esc(&row.expected),
            esc(row.result)
        );
    }
    if section.0 != 0 {
        out.push_str("</tbody></table>\n");
    }
    let page = Page {
        route: "/",
        title: "The RFCs' own examples".to_owned(),
        form: String::new(),
        result: out,
        share: None,
    };
    page.render()
}

/// The view that shows how an example of the RFCs comes out.
pub(crate) fn example_link(row: &crate::conformance::Listed) -> String {
    let p = |pairs: &[(&str, &str)]| {
        Params(
            pairs
                .iter()
                .map(|(n, v)| ((*n).to_owned(), (*v).to_owned()))
                .collect(),
        )
    };
    let input = row.input.as_str();
    let iri = row.rfc == 3987;
    let base = row.base.as_deref().unwrap_or("");
    let other = row.other.as_deref().unwrap_or("");
    let iri_flag: &[(&str, &str)] = if iri { &[("iri", "1")] } else { &[] };
    let with = |route: &str, pairs: &[(&str, &str)]| {
        let mut all = pairs.to_vec();
        all.extend_from_slice(iri_flag);
        html::link(route, &p(&all))
    };
    match row.kind.as_str() {
        "resolve" => html::link("/resolve", &p(&[("base", base), ("ref", input)])),
        "resolve_drive" => html::link(
            "/resolve",
            &p(&[("base", base), ("ref", input), ("drive-letters", "1")]),
        ),
        // Against a base with no authority and an empty path, the merge leaves the path as it is (5.2.3),
        // so the 5.2.4 table is that of the example's own path.
        "remove_dot_segments" => html::link("/resolve", &p(&[("base", "x:"), ("ref", input)])),
        "normalize" => with("/normalize", &[("input", input)]),
        "normalize_scheme" => with("/normalize", &[("input", input), ("level", "scheme")]),
        "equivalent_syntax" | "equivalent_as_uris" => {
            with("/normalize", &[("input", input), ("compare", other)])
        }
        "equivalent_scheme" | "equivalent_idna" | "urn_equivalent" => with(
            "/normalize",
            &[("input", input), ("compare", other), ("level", "scheme")],
        ),
        "to_uri" => html::link("/to-uri", &p(&[("input", input)])),
        "to_uri_idna" => html::link("/to-uri", &p(&[("input", input), ("idna", "1")])),
        "to_iri" => html::link("/to-iri", &p(&[("input", input)])),
        "to_iri_idna" => html::link("/to-iri", &p(&[("input", input), ("idna", "1")])),
        "scheme" | "urn" | "file" | "mailto" | "mailto_idna" | "request_line" | "coap_options" => {
            html::link("/scheme", &p(&[("input", input)]))
        }
        _ => with("/parse", &[("input", input)]),
    }
}

/// `/rules`: every rule, with its specification and section, each a link to its page.
fn rules(params: &Params) -> String {
    let filter = params.get("q").unwrap_or("").to_ascii_lowercase();
    let mut out = String::new();
    out.push_str(
        "<form id=\"form\" method=\"get\" action=\"/rules\"><div class=\"field\"><label for=\"f-q\">Filter</label>\
         <input type=\"text\" id=\"f-q\" name=\"q\" spellcheck=\"false\" autocomplete=\"off\" value=\"",
    );
    out.push_str(&esc(&filter));
    out.push_str(
        "\"></div><div class=\"actions\"><button type=\"submit\">Filter</button></div></form>\n",
    );
    // Grouped by specification, each in its table's order, each rule with its ABNF on one line.
    for &spec in rfc3986::Spec::ALL {
        let rows: Vec<Rule> = Rule::ALL
            .iter()
            .copied()
            .filter(|r| r.spec() == spec)
            .filter(|r| {
                filter.is_empty()
                    || html::qualified_name(*r)
                        .to_ascii_lowercase()
                        .contains(&filter)
            })
            .collect();
        if rows.is_empty() {
            continue;
        }
        let _ = writeln!(
            out,
            "<h2 class=\"spec\">{}</h2>\n<table class=\"rules\"><thead><tr><th scope=\"col\">Rule</th>\
             <th scope=\"col\">ABNF</th><th scope=\"col\">Defined in</th></tr></thead><tbody>",
            esc(&spec.to_string())
        );
        for rule in rows {
            let one_line = rule
                .abnf()
                .lines()
                .map(str::trim)
                .collect::<Vec<_>>()
                .join(" ");
            let _ = writeln!(
                out,
                "<tr><td>{}</td><td><code>{}</code></td><td>{}</td></tr>",
                html::rule_link(rule),
                esc(&one_line),
                html::citation_link(rule)
            );
        }
        out.push_str("</tbody></table>\n");
    }
    let page = Page {
        route: "/rules",
        title: format!("Rules ({})", Rule::ALL.len()),
        form: String::new(),
        result: out,
        share: None,
    };
    page.render()
}

/// The route of a rule's page: `/rule/NAME`, the name qualified by its specification where several use it.
fn rule_route(rule: Rule) -> String {
    format!(
        "/rule/{}",
        html::form_encode(&html::qualified_name(rule)).replace('+', "%20")
    )
}

/// `/rule/NAME`: the rule's ABNF (each rule it uses a link), specification and section, the rules it uses
/// and those that use it, and a box to try a string against it: `/rule/NAME?input=TEXT` answers whether TEXT
/// is one, or where and why not, as `rfc3986 check --rule NAME` does.
fn rule_page(name: &str, params: &Params) -> Answer {
    let rules = Rule::meant_by(name);
    if rules.is_empty() {
        let near: Vec<String> = Rule::suggest(name)
            .iter()
            .map(|r| html::rule_link(*r))
            .collect();
        let mut result = format!(
            "<p class=\"bad\">No rule of the grammars this crate speaks is called <code>{}</code>.</p>",
            html::visible(name)
        );
        if !near.is_empty() {
            let _ = write!(result, "<p>Did you mean {}?</p>", near.join(", "));
        }
        let page = Page {
            route: "/rules",
            title: "No such rule".to_owned(),
            form: String::new(),
            result,
            share: None,
        };
        return Answer::html(Status::NOT_FOUND, page.render());
    }
    let input = params.get("input");
    let mut out = String::new();
    for &rule in &rules {
        let _ = writeln!(
            out,
            "<section class=\"rule-card\"><h2><code>{}</code> <small>{}</small></h2>",
            esc(rule.as_str()),
            html::citation_link(rule)
        );
        if let Some(input) = input {
            out.push_str(&tried(rule, input));
        }
        out.push_str(&html::abnf(rule));
        if let Some(diagram) = crate::rule_diagram::draw(rule, Some(&rule_route), false) {
            // The drawing as a file of its own, what `rules NAME --svg` prints: a link that downloads it,
            // with no server behind it (the static page has none).
            let file = crate::rule_diagram::draw(rule, None, true).map(|alone| {
                format!(
                    " <a class=\"download\" download=\"{}.svg\" href=\"data:image/svg+xml;charset=utf-8,{}\">Download it as SVG</a> (what <code>rfc3986 rules {} --svg</code> prints).",
                    esc(rule.as_str()),
                    esc(&rfc3986::percent::encode(
                        &alone.svg,
                        rfc3986::percent::Component::Query
                    )),
                    esc(&super::api::shell_quote(&html::qualified_name(rule)))
                )
            });
            let _ = writeln!(
                out,
                "<figure class=\"railroad\">{}<figcaption>The railroad diagram of the ABNF above: every path from the left end to the right end spells a string of {}. Round boxes are written as the RFC writes them; a square box is a rule (a link to its page).{}</figcaption></figure>",
                diagram.svg,
                esc(rule.as_str()),
                file.unwrap_or_default()
            );
        }
        let _ = writeln!(
            out,
            "<details class=\"pest\"><summary>As the grammar transcribes it for pest, with its notes (<code>// PEG:</code> where PEG needed more than the ABNF)</summary><pre class=\"pest\">{}</pre></details>",
            esc(rule.transcription())
        );
        let links = |rules: Vec<Rule>| {
            if rules.is_empty() {
                "<em>none</em>".to_owned()
            } else {
                rules
                    .into_iter()
                    .take(MAX_ROWS)
                    .map(html::rule_link)
                    .collect::<Vec<_>>()
                    .join(", ")
            }
        };
        let _ = writeln!(
            out,
            "<p>Uses: {}</p><p>Used by: {}</p>",
            links(rule.uses().collect()),
            links(crate::rules::used_by(rule))
        );
        out.push_str(&examples(rule));
        let check = html::link(
            "/parse",
            &Params(vec![
                ("input".into(), String::new()),
                ("rule".into(), html::qualified_name(rule)),
            ]),
        );
        let _ = writeln!(
            out,
            "<p><a href=\"{}\">Check a string against {}</a></p></section>",
            esc(&check),
            esc(rule.as_str())
        );
    }
    let route = rule_route(rules[0]);
    let form = html::form(
        &route,
        &html::field(
            "input",
            "Try a string",
            input.unwrap_or(""),
            "Checked against the rule as you type, as rfc3986 check --rule does.",
        ),
    );
    let page = Page {
        route: "/rules",
        title: format!("Rule {name}"),
        form,
        result: out,
        share: None,
    };
    Answer::html(Status::OK, page.render())
}

/// The examples of the rules, derived from the crate's vectors (`cli/tests/viewer/examples.rs` writes
/// them): by rule name, strings marked valid and near misses.
const EXAMPLES: &str = include_str!("examples.json");

/// A rule's examples: the strings of its vectors it accepts and the near misses it refuses, each as the
/// rule answers it now, each a link that tries it in the box.
fn examples(rule: Rule) -> String {
    static PARSED: std::sync::OnceLock<Value> = std::sync::OnceLock::new();
    let all = PARSED.get_or_init(|| serde_json::from_str(EXAMPLES).unwrap_or_default());
    let Some(mine) = all.get(rule.as_str()) else {
        return String::new();
    };
    let strings = ["valid", "invalid"]
        .iter()
        .filter_map(|kind| mine.get(kind).and_then(Value::as_array))
        .flatten()
        .filter_map(Value::as_str);
    let (mut accepted, mut refused) = (Vec::new(), Vec::new());
    for text in strings {
        let link = html::link(
            &rule_route(rule),
            &Params(vec![("input".to_owned(), text.to_owned())]),
        );
        let shown = if text.is_empty() {
            "<em>the empty string</em>".to_owned()
        } else {
            format!("<code>{}</code>", html::visible(text))
        };
        let item = format!("<a href=\"{}\">{shown}</a>", esc(&link));
        if rule.matches(text) {
            accepted.push(item);
        } else {
            refused.push(item);
        }
    }
    let list = |items: &[String]| {
        if items.is_empty() {
            "<em>none here</em>".to_owned()
        } else {
            items.join(", ")
        }
    };
    format!(
        "<p class=\"examples\">From the crate's vectors, it accepts {}; near misses it refuses: {}.</p>\n",
        list(&accepted),
        list(&refused)
    )
}

/// The answer to a string tried against a rule: valid, or the error drawn as the parse view draws it (the
/// valid prefix, the byte, the rules expected there, the completion).
fn tried(rule: Rule, input: &str) -> String {
    let secret = rfc3986::password_range(input);
    match rule.check(input) {
        Ok(()) if input.is_empty() => format!(
            "<p class=\"verdict good\">The empty string is a valid {}.</p>\n",
            html::rule_link(rule)
        ),
        Ok(()) => format!(
            "<p class=\"verdict good\"><code>{}</code> is a valid {}.</p>\n",
            drawing::shown(input, 0..input.len(), &secret),
            html::rule_link(rule)
        ),
        Err(err) => format!(
            "<p class=\"verdict bad\" role=\"alert\">Not a valid {}.</p>\n{}",
            html::rule_link(rule),
            drawing::error_html(input, &err, &secret)
        ),
    }
}
