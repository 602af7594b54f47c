//! `normalize`'s view (`/normalize`): the ladder of RFC 3986 6.2, rung by rung, and a comparison at every rung.

use std::fmt::Write as _;

use crate::line::Line;
use crate::viewer::api::{self, Endpoint, Params};
use crate::viewer::html::{self, esc};
use crate::viewer::views::drawing::reveal_toggle;
use crate::viewer::views::raw_json;
use crate::viewer::views::shared::{browser_row, error_of, has_password, reference_html};
use crate::wire;

use super::Args;

/// The row of the viewer's table of views.
pub(crate) const VIEW: Endpoint = Endpoint {
    name: "normalize",
    nav: "Normalize",
    positionals: &["input"],
    title: "Normalize (RFC 3986 6)",
    intro: "Give a reference to see the ladder of RFC 3986 6.2, rung by rung; give a second one to \
            compare them at every rung.",
    fields,
    page,
    json: api::json::<Args>,
};

fn fields(params: &Params) -> String {
    let v = |name: &str| params.get(name).unwrap_or("");
    let on = |name: &str| params.flag(name);

    let mut fields = html::field("input", "Input", v("input"), "");
    fields.push_str(&html::field(
        "compare",
        "Compare with",
        v("compare"),
        "Optional: a second reference, compared at every rung (6.2.1).",
    ));
    fields.push_str(&html::choice(
        "level",
        "Level",
        v("level"),
        &[
            ("syntax", "syntax-based (6.2.2)"),
            ("scheme", "scheme-based (6.2.3)"),
        ],
    ));
    fields.push_str(&html::flag("iri", "IRI (RFC 3987 5.3)", on("iri")));
    fields.push_str(&html::flag("lenient", "Lenient intake", on("lenient")));
    fields
}

/// `/normalize`: the ladder of RFC 3986 6.2, each rung a diff of the one before; with `compare`, the
/// second reference at every rung and where the two first agree (6.2.1: equal as strings).
pub(crate) fn page(endpoint: &Endpoint, params: &Params) -> Result<String, api::Refusal> {
    let own = params.without(&["compare"]).with("steps", "1");
    let args: Args = api::request(endpoint, &own)?;
    let input = params.get("input").unwrap_or("");
    let iri = params.flag("iri");
    let line = Line::from_text(input);
    let answer = crate::normalize::answer(&args, &line);
    let json = api::json_line(&answer)?;
    let mut out = String::new();
    if has_password(params) {
        out.push_str(&reveal_toggle());
    }
    let Some(normalized) = answer.answer.outcome.value() else {
        out.push_str(&error_of(answer.answer.outcome.error(), None, input, iri));
        out.push_str(&raw_json(endpoint, &json, &own));
        return Ok(out);
    };
    let _ = writeln!(
        out,
        "<p class=\"verdict good\">Normalized: {}</p>",
        reference_html(normalized)
    );
    let ladder = |answer: &wire::Repaired<wire::Normalized<'_>>,
                  input: &str|
     -> Vec<(String, String, String)> {
        let start = answer
            .intake
            .as_ref()
            .and_then(|intake| intake.output.as_deref())
            .unwrap_or(input);
        let mut rungs = vec![(
            "6.2.1".to_owned(),
            "as written".to_owned(),
            rfc3986::redact_password(start).into_owned(),
        )];
        for step in answer.answer.steps.iter().flatten() {
            rungs.push((
                step.section.to_owned(),
                step.name.to_owned(),
                // The ladder is drawn as diffs: a password is redacted in every rung (RFC 3986 3.2.1).
                rfc3986::redact_password(&step.output).into_owned(),
            ));
        }
        rungs
    };
    let ours = ladder(&answer, input);
    let other = match params.get("compare").filter(|c| !c.is_empty()) {
        Some(compare) => {
            let line = Line::from_text(compare);
            let theirs = crate::normalize::answer(&args, &line);
            if !theirs.answer.outcome.is_ok() {
                out.push_str("<h2>The second reference</h2>\n");
                out.push_str(&error_of(theirs.answer.outcome.error(), None, compare, iri));
                None
            } else {
                Some(ladder(&theirs, compare))
            }
        }
        None => None,
    };
    out.push_str("<h2>RFC 3986 6.2: the ladder</h2>\n<table class=\"ladder\"><thead><tr><th scope=\"col\">Rung</th><th scope=\"col\">Reference</th>");
    if other.is_some() {
        out.push_str("<th scope=\"col\">Compared with</th><th scope=\"col\">Equal?</th>");
    }
    out.push_str("</tr></thead><tbody>\n");
    let mut agreed: Option<String> = None;
    for (i, (section, name, output)) in ours.iter().enumerate() {
        let before = if i == 0 {
            output.as_str()
        } else {
            ours[i - 1].2.as_str()
        };
        let number = section.as_str();
        let rfc = if iri { 3987 } else { 3986 };
        let _ = write!(
            out,
            "<tr><th scope=\"row\">{} {}</th><td><code>{}</code></td>",
            html::section_link(rfc, number, number),
            esc(name),
            diff(before, output)
        );
        if let Some(theirs) = &other {
            let their = theirs
                .get(i)
                .or_else(|| theirs.last())
                .map_or("", |r| r.2.as_str());
            let their_before = if i == 0 {
                their
            } else {
                theirs.get(i - 1).map_or(their, |r| r.2.as_str())
            };
            let equal = their == output;
            if equal && agreed.is_none() {
                agreed = Some(format!("{section} {name}"));
            }
            let _ = write!(
                out,
                "<td><code>{}</code></td><td class=\"{}\">{}</td>",
                diff(their_before, their),
                if equal { "same" } else { "differs" },
                if equal { "equal" } else { "different" }
            );
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody></table>\n");
    if other.is_some() {
        let verdict = match &agreed {
            Some(rung) => format!("<p class=\"verdict good\">Equivalent: the two agree from rung {} on.</p>", esc(rung)),
            None => "<p class=\"verdict bad\">Not equivalent at this level: the two differ at every rung.</p>".to_owned(),
        };
        out.push_str(&verdict);
    }
    out.push_str(&browser_row(input, ""));
    out.push_str(&raw_json(endpoint, &json, &own));
    Ok(out)
}

/// A line with what changed from `before` marked: character by character when only characters changed
/// (the case rung), else the part between the common prefix and suffix.
fn diff(before: &str, after: &str) -> String {
    if before.chars().count() == after.chars().count() && before != after {
        let mut out = String::new();
        for (a, b) in before.chars().zip(after.chars()) {
            if a == b {
                out.push_str(&html::visible_char(b));
            } else {
                let _ = write!(
                    out,
                    "<del>{}</del><ins>{}</ins>",
                    html::visible_char(a),
                    html::visible_char(b)
                );
            }
        }
        return out;
    }
    let prefix = before
        .char_indices()
        .zip(after.chars())
        .take_while(|((_, a), b)| a == b)
        .last()
        .map_or(0, |((i, a), _)| i + a.len_utf8());
    let rest_before = &before[prefix..];
    let rest_after = &after[prefix..];
    let suffix = rest_before
        .chars()
        .rev()
        .zip(rest_after.chars().rev())
        .take_while(|(a, b)| a == b)
        .map(|(a, _)| a.len_utf8())
        .sum::<usize>();
    let changed = &after[prefix..after.len() - suffix];
    let removed = &before[prefix..before.len() - suffix];
    let mut out = html::visible(&after[..prefix]);
    if !removed.is_empty() {
        let _ = write!(out, "<del>{}</del>", html::visible(removed));
    }
    if !changed.is_empty() {
        let _ = write!(out, "<ins>{}</ins>", html::visible(changed));
    }
    out.push_str(&html::visible(&after[after.len() - suffix..]));
    out
}

api::served_by_answers!(Args, Normalize);
