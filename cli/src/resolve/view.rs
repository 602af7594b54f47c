//! `resolve`'s view (`/resolve`): the target, and RFC 3986 5.2 as the RFC lays it out.

use std::fmt::Write as _;

use crate::Command;
use crate::line::Line;
use crate::viewer::api::{self, Endpoint, Params, Served};
use crate::viewer::html::{self, esc};
use crate::viewer::views::drawing::reveal_toggle;
use crate::viewer::views::shared::{error_of, has_password, reference_html};
use crate::viewer::views::{MAX_ROWS, raw_json, text_cell};
use crate::wire;

use super::Args;

/// The row of the viewer's table of views.
pub(crate) const VIEW: Endpoint = Endpoint {
    name: "resolve",
    nav: "Resolve",
    positionals: &["base", "ref"],
    title: "Resolve (RFC 3986 5)",
    intro: "Give a base URI and a reference to see RFC 3986 5.2 resolve it step by step.",
    fields,
    page,
    json: api::json::<Args>,
};

fn fields(params: &Params) -> String {
    let v = |name: &str| params.get(name).unwrap_or("");
    let on = |name: &str| params.flag(name);

    let mut fields = html::field("base", "Base URI", v("base"), "");
    fields.push_str(&html::field("ref", "Reference", v("ref"), ""));
    fields.push_str(&html::flag(
        "non-strict",
        "Non-strict (5.2.2)",
        on("non-strict"),
    ));
    fields.push_str(&html::flag("iri", "IRI (RFC 3987)", on("iri")));
    fields.push_str(&html::flag("lenient", "Lenient intake", on("lenient")));
    fields.push_str(&html::flag(
        "drive-letters",
        "Drive letters (RFC 8089 E.2.1)",
        on("drive-letters"),
    ));
    fields
}

/// `/resolve`: the target, then RFC 3986 5.2 as the RFC lays it out: the 5.2.2 pseudocode with the
/// branch taken lit, where each component of T comes from, the 5.2.3 merge, the 5.2.4 table, the
/// departures, and 5.3's recomposition; the browser's `new URL(ref, base)` beside it.
pub(crate) fn page(endpoint: &Endpoint, params: &Params) -> Result<String, api::Refusal> {
    // RFC 8089's drive-letter resolution is not RFC 3986 5.2: it has no steps.
    let with_steps = if params.flag("drive-letters") {
        params.clone()
    } else {
        params.with("steps", "1")
    };
    let args: Args = api::request(endpoint, &with_steps)?;
    let resolver = crate::resolve::Resolver::new(&args).map_err(api::refused)?;
    let base = params.get("base").unwrap_or("");
    let reference = params.get("ref").unwrap_or("");
    let line = Line::from_text(reference);
    let answer = resolver.answer(&line);
    let json = api::json_line(&answer)?;
    let iri = params.flag("iri");
    let mut out = String::new();
    if has_password(params) {
        out.push_str(&reveal_toggle());
    }
    let Some(target) = answer.answer.outcome.value() else {
        let base_error = resolver.base_error().map(|err| (base, err));
        out.push_str(&error_of(
            answer.answer.outcome.error(),
            base_error,
            reference,
            iri,
        ));
        out.push_str(&raw_json(endpoint, &json, &with_steps));
        return Ok(out);
    };
    let target = target.as_str();
    let _ = writeln!(
        out,
        "<p class=\"verdict good\">T = {}</p>",
        reference_html(target)
    );
    if let Some(steps) = &answer.answer.steps {
        out.push_str(&steps_html(steps, params.flag("non-strict")));
    } else {
        out.push_str("<p class=\"note\">Resolved by RFC 8089 Appendix E.2.1 (drive letters), not RFC 3986 5.2: no steps to show.</p>\n");
    }
    out.push_str("<h2>Other readings</h2>\n<table class=\"readings\"><tbody>\n");
    if let Ok(base_uri) = url::Url::parse(base) {
        let whatwg = base_uri
            .join(reference)
            .map(|u| u.to_string())
            .map_err(|e| format!("refused: {e}"));
        let (class, cell) = match &whatwg {
            Ok(u) if u == target => (
                "same",
                format!(
                    "<code>{}</code>",
                    html::visible(&rfc3986::redact_password(u))
                ),
            ),
            Ok(u) => (
                "differs",
                format!(
                    "<code>{}</code>",
                    html::visible(&rfc3986::redact_password(u))
                ),
            ),
            Err(e) => ("refused-row", esc(e)),
        };
        let _ = writeln!(
            out,
            "<tr class=\"{class}\"><th scope=\"row\">url::Url::join (WHATWG)</th><td>{cell}</td></tr>"
        );
    }
    let _ = writeln!(
        out,
        "<tr><th scope=\"row\">this browser: <code>new URL(ref, base)</code></th>\
         <td id=\"browser-url\" data-input=\"{}\" data-base=\"{}\" data-expected=\"{}\">needs JavaScript</td></tr>",
        esc(reference),
        esc(base),
        esc(target)
    );
    out.push_str("</tbody></table>\n");
    out.push_str(&raw_json(endpoint, &json, &with_steps));
    Ok(out)
}

/// The steps object of `resolve --steps --json`, laid out as RFC 3986 5.2 does.
fn steps_html(steps: &wire::Steps, non_strict: bool) -> String {
    let mut out = format!(
        "<h2>{}</h2>\n<pre class=\"pseudocode\" aria-label=\"The pseudocode of RFC 3986 5.2.2; the lines the resolution ran are marked\">",
        html::section_link(3986, "5.2.2", "5.2.2 Transform References")
    );
    if non_strict {
        for (i, line) in crate::steps::NON_STRICT.iter().enumerate() {
            let ran = steps.scheme_dropped && i == 3;
            let _ = writeln!(out, "{}", line_html(line, ran));
        }
        out.push('\n');
    }
    let bits = crate::steps::case_bits(steps.case, steps.query_from_reference());
    for (line, cases) in crate::steps::PSEUDOCODE {
        let _ = writeln!(out, "{}", line_html(line, cases & bits != 0));
    }
    out.push_str("</pre>\n");
    let _ = writeln!(out, "<p>Case: <strong>{}</strong></p>", esc(steps.case));
    out.push_str(
        "<table class=\"sources\"><caption>Where each component of T comes from</caption><tbody>",
    );
    let sources = &steps.sources;
    for (component, source) in [
        ("scheme", sources.scheme),
        ("authority", sources.authority),
        ("path", sources.path),
        ("query", sources.query),
        ("fragment", sources.fragment),
    ] {
        let _ = write!(
            out,
            "<tr><th scope=\"row\">T.{component}</th><td>{}</td></tr>",
            esc(source)
        );
    }
    out.push_str("</tbody></table>\n");
    if let Some(merge) = &steps.merge {
        let _ = writeln!(
            out,
            "<h2>{}</h2>\n<p><code>merge({}, {}) = {}</code></p>",
            html::section_link(3986, "5.2.3", "5.2.3 Merge Paths"),
            text_cell(Some(&merge.base)),
            text_cell(Some(&merge.reference)),
            text_cell(Some(&merge.result)),
        );
    }
    if let Some(rows) = &steps.remove_dot_segments {
        let _ = writeln!(
            out,
            "<h2>{}</h2>",
            html::section_link(3986, "5.2.4", "5.2.4 Remove Dot Segments")
        );
        out.push_str("<table class=\"dots\"><thead><tr><th scope=\"col\">STEP</th><th scope=\"col\">OUTPUT BUFFER</th>\
                      <th scope=\"col\">INPUT BUFFER</th></tr></thead><tbody>\n");
        for row in rows.iter().take(MAX_ROWS) {
            let _ = writeln!(
                out,
                "<tr><td>{}</td><td><code>{}</code></td><td><code>{}</code></td></tr>",
                esc(row.step),
                html::visible(&row.output),
                html::visible(&row.input)
            );
        }
        out.push_str("</tbody></table>\n");
        if rows.len() > MAX_ROWS || steps.truncated {
            out.push_str("<p class=\"note\">The table is cut here; <code>rfc3986 resolve --steps</code> shows more.</p>\n");
        }
    }
    for departure in &steps.departures {
        let _ = writeln!(
            out,
            "<p class=\"warning\">Departure: {}</p>",
            esc(departure)
        );
    }
    let _ = writeln!(
        out,
        "<p>{}: T is written from its components.</p>",
        html::section_link(3986, "5.3", "5.3 Component Recomposition")
    );
    out
}

/// A line of pseudocode, marked when it ran.
fn line_html(line: &str, ran: bool) -> String {
    if ran {
        format!("<mark class=\"ran\">&gt; {}</mark>", esc(line))
    } else {
        format!("  {}", esc(line))
    }
}

impl Served for Args {
    fn of(command: Command) -> Option<Self> {
        match command {
            Command::Resolve(args) => Some(args),
            _ => None,
        }
    }

    fn json(&self) -> Result<Vec<u8>, api::Refusal> {
        crate::command::json_line(&super::Resolver::new(self).map_err(api::refused)?)
            .map_err(api::failed)
    }
}
