//! The views of `template expand` (`/template/expand`) and `template match` (`/template/match`).

use std::fmt::Write as _;

use crate::Command;
use crate::line::Line;
use crate::viewer::api::{self, Endpoint, Params, Served};
use crate::viewer::html::{self, esc};
use crate::viewer::views::drawing::chars;
use crate::viewer::views::shared::{browser_row, reference_html};
use crate::viewer::views::{MAX_ROWS, raw_json, value_text};
use crate::wire;
use rfc3986::Rule;

use super::{ExpandArgs, MatchArgs};

/// `template expand`'s row of the viewer's table of views.
pub(crate) const EXPAND: Endpoint = Endpoint {
    name: "template/expand",
    nav: "Template expand",
    positionals: &["template"],
    title: "Template expand (RFC 6570 3)",
    intro: "Give a URI Template (RFC 6570) and its variables as JSON.",
    fields: expand_fields,
    page: expand,
    json: api::json::<ExpandArgs>,
};

/// `template match`'s row of the viewer's table of views.
pub(crate) const MATCH: Endpoint = Endpoint {
    name: "template/match",
    nav: "Template match",
    positionals: &["template", "uri"],
    title: "Template match",
    intro: "Give a URI Template and a URI to find the variables whose expansion is it.",
    fields: match_fields,
    page: template_match,
    json: api::json::<MatchArgs>,
};

fn expand_fields(params: &Params) -> String {
    let v = |name: &str| params.get(name).unwrap_or("");
    let on = |name: &str| params.flag(name);

    let mut fields = html::field("template", "Template", v("template"), "");
    let vars = params.get("vars").unwrap_or("{}");
    fields.push_str(&html::area("vars", "Variables (JSON)", vars));
    fields.push_str(&html::flag(
        "iri",
        "IRI expansion (RFC 6570 1.6)",
        on("iri"),
    ));
    fields
}

fn match_fields(params: &Params) -> String {
    let v = |name: &str| params.get(name).unwrap_or("");
    let on = |name: &str| params.flag(name);

    let mut fields = html::field("template", "Template", v("template"), "");
    fields.push_str(&html::field("uri", "URI", v("uri"), ""));
    fields.push_str(&html::flag("iri", "IRI", on("iri")));
    fields.push_str(&html::flag(
        "query-any-order",
        "Query parameters in any order",
        on("query-any-order"),
    ));
    fields
}

/// `/template/expand`: the expansion, or where the template or a value went wrong.
pub(crate) fn expand(endpoint: &Endpoint, params: &Params) -> Result<String, api::Refusal> {
    let args: ExpandArgs = api::request(endpoint, params)?;
    let expander = crate::template::Expander::new(&args).map_err(api::refused)?;
    let template = params.get("template").unwrap_or("");
    let line = Line::from_text(template);
    let answer = expander.answer(&line);
    let json = api::json_line(&answer)?;
    let mut out = String::new();
    match &answer.outcome.result {
        Ok(expansion) => {
            let _ = writeln!(
                out,
                "<p class=\"verdict good\">Expansion: {}</p>",
                reference_html(expansion)
            );
            out.push_str(&browser_row(expansion, ""));
        }
        Err(error) => {
            let error = Some(error);
            let message = error.map_or("refused", |e| e.message.as_str());
            let _ = writeln!(
                out,
                "<p class=\"verdict bad\" role=\"alert\">{}</p>",
                esc(message)
            );
            if let Some(index) = error.and_then(|e| e.index) {
                out.push_str(&chars(template, &None, Some(index)));
            }
            if let Some(expected) = error.and_then(|e| e.expected.as_ref()) {
                let names: Vec<String> = expected
                    .iter()
                    .map(|name| match name.parse::<Rule>() {
                        Ok(rule) => html::rule_link(rule),
                        Err(_) => format!("<code>{}</code>", esc(name)),
                    })
                    .collect();
                if !names.is_empty() {
                    let _ = writeln!(out, "<p>Expected: {}</p>", names.join(", "));
                }
            }
        }
    }
    out.push_str(&raw_json(endpoint, &json, params));
    Ok(out)
}

/// `/template/match`: the variables, or the byte where every reading of the template stopped and what it
/// expected there.
pub(crate) fn template_match(endpoint: &Endpoint, params: &Params) -> Result<String, api::Refusal> {
    let args: MatchArgs = api::request(endpoint, params)?;
    let matcher = crate::template::Matcher::new(&args);
    let uri = params.get("uri").unwrap_or("");
    let line = Line::from_text(uri);
    let answer = matcher.answer(&line);
    let json = api::json_line(&answer)?;
    let mut out = String::new();
    if let Some(wire::Variables(found)) = &answer.variables {
        out.push_str("<p class=\"verdict good\">Matched.</p>\n<table class=\"components\"><thead><tr><th scope=\"col\">Variable</th>\
                      <th scope=\"col\">Value</th></tr></thead><tbody>\n");
        for (name, value) in found.iter().take(MAX_ROWS) {
            let value = serde_json::to_value(value.value()).unwrap_or_default();
            let _ = writeln!(
                out,
                "<tr><th scope=\"row\"><code>{}</code></th><td>{}</td></tr>",
                esc(name),
                value_text(&value)
            );
        }
        out.push_str("</tbody></table>\n");
    } else if let Some(error) = &answer.error {
        let _ = writeln!(
            out,
            "<p class=\"verdict bad\" role=\"alert\">The template is refused: {}</p>",
            esc(&error.message)
        );
    } else if let Some(mismatch) = &answer.mismatch {
        let _ = writeln!(
            out,
            "<p class=\"verdict bad\" role=\"alert\">No match: {}</p>",
            esc(&mismatch.message)
        );
        out.push_str(&chars(uri, &None, Some(mismatch.index)));
        out.push_str("<ul class=\"expected\">");
        for expected in mismatch.expected.iter().take(MAX_ROWS) {
            let _ = write!(
                out,
                "<li>{}: <code>{}</code> (template byte {})</li>",
                esc(expected.kind),
                html::visible(expected.text.as_deref().unwrap_or("")),
                expected
                    .template_index
                    .map_or_else(|| "null".to_owned(), |i| i.to_string())
            );
        }
        out.push_str("</ul>\n");
    }
    out.push_str(&raw_json(endpoint, &json, params));
    Ok(out)
}

impl Served for ExpandArgs {
    fn of(command: Command) -> Option<Self> {
        match command {
            Command::Template(super::Args {
                command: super::Command::Expand(args),
            }) => Some(args),
            _ => None,
        }
    }

    fn json(&self) -> Result<Vec<u8>, api::Refusal> {
        crate::command::json_line(&super::Expander::new(self).map_err(api::refused)?)
            .map_err(api::failed)
    }
}

impl Served for MatchArgs {
    fn of(command: Command) -> Option<Self> {
        match command {
            Command::Template(super::Args {
                command: super::Command::Match(args),
            }) => Some(args),
            _ => None,
        }
    }

    fn json(&self) -> Result<Vec<u8>, api::Refusal> {
        crate::command::json_line(&super::Matcher::new(self)).map_err(api::failed)
    }
}
