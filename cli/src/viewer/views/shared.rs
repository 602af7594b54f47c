//! The pages that show work: resolution (RFC 3986 5.2) step by step, the normalization ladder (6.2) with
//! a second reference compared at every rung, relativization checked by resolving back, the template
//! pages, and the plain answer of the other commands.

use std::fmt::Write as _;

use super::super::api::{self, Endpoint, Params};
use super::super::html::{self, esc};
use super::drawing::{chars, error_html, reveal_toggle, shown};
use super::{MAX_ROWS, raw_json, value_text};
use crate::wire;
use rfc3986::Rule;

/// A result reference, with its password redacted unless revealed.
pub(crate) fn reference_html(text: &str) -> String {
    format!(
        "<code class=\"result-ref\">{}</code>",
        shown(text, 0..text.len(), &rfc3986::password_range(text))
    )
}

/// Whether any parameter holds a password.
pub(crate) fn has_password(params: &Params) -> bool {
    params
        .0
        .iter()
        .any(|(_, v)| rfc3986::password_range(v).is_some())
}

/// An answer's error, drawn on the string it is about: the base when the base does not parse (`base`, with
/// its error), else `input` when the error is that of reading it as a URI or IRI reference, else the
/// message alone.
pub(crate) fn error_of(
    error: Option<&wire::Error>,
    base: Option<(&str, rfc3986::ParseError)>,
    input: &str,
    iri: bool,
) -> String {
    let Some(error) = error else {
        return String::new();
    };
    if let Some((base, err)) = base {
        return format!(
            "<h2>The base is not a valid {}</h2>\n{}",
            if iri { "IRI" } else { "URI" },
            error_html(base, &err, &rfc3986::password_range(base))
        );
    }
    match error.cause {
        Some(err) if matches!(err.rule(), Rule::UriReference | Rule::IriReference) => format!(
            "<h2>The reference is not valid</h2>\n{}",
            error_html(input, &err, &rfc3986::password_range(input))
        ),
        _ => format!(
            "<p class=\"bad\" role=\"alert\">{}</p>\n",
            esc(&error.message)
        ),
    }
}

/// The browser's own reading of `input` against `base` (filled in by the script).
pub(crate) fn browser_row(input: &str, base: &str) -> String {
    format!(
        "<h2>Other readings</h2>\n<table class=\"readings\"><tbody><tr><th scope=\"row\">this browser: <code>new URL(input)</code></th>\
         <td id=\"browser-url\" data-input=\"{}\" data-base=\"{}\">needs JavaScript</td></tr></tbody></table>\n",
        esc(input),
        esc(base)
    )
}

/// The view of the commands whose answer is a table (`to-uri`, `to-iri`, `scheme`): the fields of the
/// answer, the components a scheme's grammar names, and the error drawn on the input; `view` is the
/// command's answer in those parts (the JSON line, the rows, the components, the error).
pub(crate) fn generic(
    endpoint: &Endpoint,
    params: &Params,
    view: Generic,
) -> Result<String, api::Refusal> {
    let input = params.get("input").unwrap_or("");
    let (json, rows, components, error) = view;
    let mut out = String::new();
    if has_password(params) {
        out.push_str(&reveal_toggle());
    }
    let valid = rows
        .iter()
        .find(|(name, _)| *name == "valid")
        .is_none_or(|(_, v)| *v == serde_json::Value::Bool(true))
        && error.is_none();
    if valid {
        out.push_str("<p class=\"verdict good\">Valid.</p>\n");
    } else {
        out.push_str("<p class=\"verdict bad\" role=\"alert\">Not valid.</p>\n");
    }
    out.push_str("<table class=\"components\"><tbody>\n");
    for (name, value) in &rows {
        let cell = match (*name, value) {
            ("scheme_rule", serde_json::Value::String(rule)) => match rule.parse::<Rule>() {
                Ok(rule) => format!("{} ({})", html::rule_link(rule), html::citation_link(rule)),
                Err(_) => value_text(value),
            },
            (_, serde_json::Value::String(s)) if rfc3986::password_range(s).is_some() => {
                reference_html(s)
            }
            (_, serde_json::Value::Array(items)) if items.is_empty() => "<em>none</em>".to_owned(),
            _ => value_text(value),
        };
        let _ = writeln!(
            out,
            "<tr><th scope=\"row\">{}</th><td>{cell}</td></tr>",
            esc(name)
        );
    }
    out.push_str("</tbody></table>\n");
    if let Some(components) = components {
        out.push_str(
            "<h2>Components by the scheme's grammar</h2>\n<table class=\"components\"><tbody>\n",
        );
        for (name, value) in components.iter().take(MAX_ROWS) {
            let _ = writeln!(
                out,
                "<tr><th scope=\"row\">{}</th><td>{}</td></tr>",
                esc(name),
                value_text(value)
            );
        }
        out.push_str("</tbody></table>\n");
    }
    if let Some((message, index)) = error {
        let _ = writeln!(out, "<p class=\"message\">{}</p>", esc(&message));
        out.push_str(&chars(input, &rfc3986::password_range(input), Some(index)));
    }
    out.push_str(&browser_row(input, ""));
    out.push_str(&raw_json(endpoint, &json, params));
    Ok(out)
}

/// A field of an answer, as one cell of the generic table.
pub(crate) type Row = (&'static str, serde_json::Value);
/// A generic view: the JSON line, the rows, the scheme's components and the error (message, index).
pub(crate) type Generic = (
    Vec<u8>,
    Vec<Row>,
    Option<Vec<(String, serde_json::Value)>>,
    Option<(String, usize)>,
);

/// A field's value as JSON, whatever its type.
pub(crate) mod erased {
    pub(crate) trait Value {
        fn json(&self) -> serde_json::Value;
    }

    impl<T: serde::Serialize> Value for T {
        fn json(&self) -> serde_json::Value {
            serde_json::to_value(self).unwrap_or_default()
        }
    }
}
