//! The pages that show work: resolution (RFC 3986 5.2) step by step, the normalization ladder (6.2) with
//! a second reference compared at every rung, relativization checked by resolving back, the template
//! pages, and the plain answer of the other commands.

use std::fmt::Write as _;

use serde_json::Value;

use super::super::api::{self, Endpoint, Params};
use super::super::html::{self, esc};
use super::parse::{chars, error_html, reveal_toggle, shown};
use super::{MAX_ROWS, raw_json, value_text};
use crate::reference::Reference;

/// A string field of a JSON answer.
fn text<'a>(json: &'a Value, name: &str) -> Option<&'a str> {
    json.get(name).and_then(Value::as_str)
}

/// A result reference, with its password redacted unless revealed.
fn reference_html(text: &str) -> String {
    format!(
        "<code class=\"result-ref\">{}</code>",
        shown(text, 0..text.len(), &rfc3986::password_range(text))
    )
}

/// Whether any parameter holds a password.
fn has_password(params: &Params) -> bool {
    params
        .0
        .iter()
        .any(|(_, v)| rfc3986::password_range(v).is_some())
}

/// The error of the JSON answer, drawn on the string it is about: the base when the base does not parse,
/// else `input`.
fn json_error(json: &Value, base: Option<&str>, input: &str, iri: bool) -> String {
    let Some(error) = json.get("error").filter(|e| !e.is_null()) else {
        return String::new();
    };
    if let Some(base) = base {
        let parsed = if iri {
            rfc3986::Iri::parse(base).map(|_| ())
        } else {
            rfc3986::Uri::parse(base).map(|_| ())
        };
        if let Err(err) = parsed {
            return format!(
                "<h2>The base is not a valid {}</h2>\n{}",
                if iri { "IRI" } else { "URI" },
                error_html(base, &err, &rfc3986::password_range(base))
            );
        }
    }
    match Reference::parse(input, iri) {
        Err(err) => format!(
            "<h2>The reference is not valid</h2>\n{}",
            error_html(input, &err, &rfc3986::password_range(input))
        ),
        Ok(_) => format!(
            "<p class=\"bad\" role=\"alert\">{}</p>\n",
            esc(text(error, "message").unwrap_or("refused"))
        ),
    }
}

/// `/resolve`: the target, then RFC 3986 5.2 as the RFC lays it out: the 5.2.2 pseudocode with the
/// branch taken lit, where each component of T comes from, the 5.2.3 merge, the 5.2.4 table, the
/// departures, and 5.3's recomposition; the browser's `new URL(ref, base)` beside it.
pub(crate) fn resolve(endpoint: &Endpoint, params: &Params) -> Result<String, api::Refusal> {
    // RFC 8089's drive-letter resolution is not RFC 3986 5.2: it has no steps.
    let with_steps = if params.flag("drive-letters") {
        params.clone()
    } else {
        params.with("steps", "1")
    };
    let json = api::value(endpoint, &with_steps)?;
    let base = params.get("base").unwrap_or("");
    let reference = params.get("ref").unwrap_or("");
    let iri = params.flag("iri");
    let mut out = String::new();
    if has_password(params) {
        out.push_str(&reveal_toggle());
    }
    let Some(target) = text(&json, "target") else {
        out.push_str(&json_error(&json, Some(base), reference, iri));
        out.push_str(&raw_json(endpoint, &with_steps));
        return Ok(out);
    };
    let _ = writeln!(
        out,
        "<p class=\"verdict good\">T = {}</p>",
        reference_html(target)
    );
    let r_text = text(&json, "output").unwrap_or(reference);
    let r_query = Reference::parse(r_text, iri).is_ok_and(|r| r.query().is_some());
    if let Some(steps) = json.get("steps").filter(|s| !s.is_null()) {
        out.push_str(&steps_html(steps, r_query, params.flag("non-strict")));
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
    out.push_str(&raw_json(endpoint, &with_steps));
    Ok(out)
}

/// The steps object of `resolve --steps --json`, laid out as RFC 3986 5.2 does.
fn steps_html(steps: &Value, r_query: bool, non_strict: bool) -> String {
    let mut out = format!(
        "<h2>{}</h2>\n<pre class=\"pseudocode\" aria-label=\"The pseudocode of RFC 3986 5.2.2; the lines the resolution ran are marked\">",
        html::section_link(3986, "5.2.2", "5.2.2 Transform References")
    );
    if non_strict {
        let dropped = steps
            .get("scheme_dropped")
            .and_then(Value::as_bool)
            .unwrap_or(false);
        for (i, line) in crate::steps::NON_STRICT.iter().enumerate() {
            let ran = dropped && i == 3;
            let _ = writeln!(out, "{}", line_html(line, ran));
        }
        out.push('\n');
    }
    let case = text(steps, "case").unwrap_or("");
    let bits = crate::steps::case_bits(case, r_query);
    for (line, cases) in crate::steps::PSEUDOCODE {
        let _ = writeln!(out, "{}", line_html(line, cases & bits != 0));
    }
    out.push_str("</pre>\n");
    let _ = writeln!(out, "<p>Case: <strong>{}</strong></p>", esc(case));
    if let Some(sources) = steps.get("sources").filter(|s| s.is_object()) {
        out.push_str("<table class=\"sources\"><caption>Where each component of T comes from</caption><tbody>");
        for component in ["scheme", "authority", "path", "query", "fragment"] {
            let _ = write!(
                out,
                "<tr><th scope=\"row\">T.{component}</th><td>{}</td></tr>",
                esc(text(sources, component).unwrap_or(""))
            );
        }
        out.push_str("</tbody></table>\n");
    }
    if let Some(merge) = steps.get("merge").filter(|m| !m.is_null()) {
        let _ = writeln!(
            out,
            "<h2>{}</h2>\n<p><code>merge({}, {}) = {}</code></p>",
            html::section_link(3986, "5.2.3", "5.2.3 Merge Paths"),
            value_text(merge.get("base").unwrap_or(&Value::Null)),
            value_text(merge.get("reference").unwrap_or(&Value::Null)),
            value_text(merge.get("result").unwrap_or(&Value::Null)),
        );
    }
    if let Some(rows) = steps.get("remove_dot_segments").and_then(Value::as_array) {
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
                esc(text(row, "step").unwrap_or("")),
                html::visible(text(row, "output").unwrap_or("")),
                html::visible(text(row, "input").unwrap_or(""))
            );
        }
        out.push_str("</tbody></table>\n");
        let truncated = steps.get("truncated").and_then(Value::as_bool) == Some(true);
        if rows.len() > MAX_ROWS || truncated {
            out.push_str("<p class=\"note\">The table is cut here; <code>rfc3986 resolve --steps</code> shows more.</p>\n");
        }
    }
    if let Some(departures) = steps.get("departures").and_then(Value::as_array) {
        for departure in departures {
            let _ = writeln!(
                out,
                "<p class=\"warning\">Departure: {}</p>",
                esc(departure.as_str().unwrap_or(""))
            );
        }
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

/// `/normalize`: the ladder of RFC 3986 6.2, each rung a diff of the one before; with `compare`, the
/// second reference at every rung and where the two first agree (6.2.1: equal as strings).
pub(crate) fn normalize(endpoint: &Endpoint, params: &Params) -> Result<String, api::Refusal> {
    let own = params.without(&["compare"]).with("steps", "1");
    let json = api::value(endpoint, &own)?;
    let input = params.get("input").unwrap_or("");
    let iri = params.flag("iri");
    let mut out = String::new();
    if has_password(params) {
        out.push_str(&reveal_toggle());
    }
    let Some(normalized) = text(&json, "normalized") else {
        out.push_str(&json_error(&json, None, input, iri));
        out.push_str(&raw_json(endpoint, &own));
        return Ok(out);
    };
    let _ = writeln!(
        out,
        "<p class=\"verdict good\">Normalized: {}</p>",
        reference_html(normalized)
    );
    let ladder = |json: &Value, start: &str| -> Vec<(String, String, String)> {
        let mut rungs = vec![(
            "6.2.1".to_owned(),
            "as written".to_owned(),
            rfc3986::redact_password(start).into_owned(),
        )];
        for step in json
            .get("steps")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            rungs.push((
                text(step, "section").unwrap_or("").to_owned(),
                text(step, "name").unwrap_or("").to_owned(),
                // The ladder is drawn as diffs: a password is redacted in every rung (RFC 3986 3.2.1).
                rfc3986::redact_password(text(step, "output").unwrap_or("")).into_owned(),
            ));
        }
        rungs
    };
    let start = text(&json, "output").unwrap_or(input);
    let ours = ladder(&json, start);
    let other = match params.get("compare").filter(|c| !c.is_empty()) {
        Some(compare) => {
            let other_params = own.with("input", compare);
            let other_json = api::value(endpoint, &other_params)?;
            if text(&other_json, "normalized").is_none() {
                out.push_str("<h2>The second reference</h2>\n");
                out.push_str(&json_error(&other_json, None, compare, iri));
                None
            } else {
                let start = text(&other_json, "output").unwrap_or(compare);
                Some(ladder(&other_json, start))
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
    out.push_str(&raw_json(endpoint, &own));
    Ok(out)
}

/// The browser's own reading of `input` against `base` (filled in by the script).
fn browser_row(input: &str, base: &str) -> String {
    format!(
        "<h2>Other readings</h2>\n<table class=\"readings\"><tbody><tr><th scope=\"row\">this browser: <code>new URL(input)</code></th>\
         <td id=\"browser-url\" data-input=\"{}\" data-base=\"{}\">needs JavaScript</td></tr></tbody></table>\n",
        esc(input),
        esc(base)
    )
}

/// `/relativize`: the reference, checked by resolving it against the base again.
pub(crate) fn relativize(endpoint: &Endpoint, params: &Params) -> Result<String, api::Refusal> {
    let json = api::value(endpoint, params)?;
    let base = params.get("base").unwrap_or("");
    let target = params.get("target").unwrap_or("");
    let mut out = String::new();
    if has_password(params) {
        out.push_str(&reveal_toggle());
    }
    let Some(reference) = text(&json, "reference") else {
        out.push_str(&json_error(&json, Some(base), target, params.flag("iri")));
        out.push_str(&raw_json(endpoint, params));
        return Ok(out);
    };
    let _ = writeln!(
        out,
        "<p class=\"verdict good\">Reference: {}</p>",
        reference_html(reference)
    );
    let mut back = Params(vec![
        ("base".into(), base.into()),
        ("ref".into(), reference.into()),
    ]);
    if params.flag("iri") {
        back = back.with("iri", "1");
    }
    if let Some(resolve) = api::endpoint("resolve") {
        let resolved = api::value(resolve, &back)?;
        let again = text(&resolved, "target").unwrap_or("");
        let check = if again == target {
            "<p class=\"verdict good\">Checked: resolving it against the base (RFC 3986 5.2) gives the target again.</p>"
        } else {
            "<p class=\"verdict bad\">Resolving it against the base does not give the target again.</p>"
        };
        let _ = writeln!(
            out,
            "{check}<p><a href=\"{}\">See the resolution step by step</a></p>",
            esc(&html::link("/resolve", &back))
        );
    }
    out.push_str(&browser_row(reference, base));
    out.push_str(&raw_json(endpoint, params));
    Ok(out)
}

/// `/template/expand`: the expansion, or where the template or a value went wrong.
pub(crate) fn expand(endpoint: &Endpoint, params: &Params) -> Result<String, api::Refusal> {
    let json = api::value(endpoint, params)?;
    let template = params.get("template").unwrap_or("");
    let mut out = String::new();
    match text(&json, "expansion") {
        Some(expansion) => {
            let _ = writeln!(
                out,
                "<p class=\"verdict good\">Expansion: {}</p>",
                reference_html(expansion)
            );
            out.push_str(&browser_row(expansion, ""));
        }
        None => {
            let error = json.get("error").cloned().unwrap_or(Value::Null);
            let message = text(&error, "message").unwrap_or("refused");
            let _ = writeln!(
                out,
                "<p class=\"verdict bad\" role=\"alert\">{}</p>",
                esc(message)
            );
            if let Some(index) = error.get("index").and_then(Value::as_u64) {
                out.push_str(&chars(template, &None, Some(index as usize)));
            }
            if let Some(expected) = error.get("expected").and_then(Value::as_array) {
                let names: Vec<String> = expected
                    .iter()
                    .filter_map(Value::as_str)
                    .map(|name| match name.parse::<rfc3986::Rule>() {
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
    out.push_str(&raw_json(endpoint, params));
    Ok(out)
}

/// `/template/match`: the variables, or the byte where every reading of the template stopped and what it
/// expected there.
pub(crate) fn template_match(endpoint: &Endpoint, params: &Params) -> Result<String, api::Refusal> {
    let json = api::value(endpoint, params)?;
    let uri = params.get("uri").unwrap_or("");
    let mut out = String::new();
    if json.get("matched").and_then(Value::as_bool) == Some(true) {
        out.push_str("<p class=\"verdict good\">Matched.</p>\n<table class=\"components\"><thead><tr><th scope=\"col\">Variable</th>\
                      <th scope=\"col\">Value</th></tr></thead><tbody>\n");
        if let Some(vars) = json.get("variables").and_then(Value::as_object) {
            for (name, value) in vars.iter().take(MAX_ROWS) {
                let _ = writeln!(
                    out,
                    "<tr><th scope=\"row\"><code>{}</code></th><td>{}</td></tr>",
                    esc(name),
                    value_text(value)
                );
            }
        }
        out.push_str("</tbody></table>\n");
    } else if let Some(error) = json.get("error").filter(|e| !e.is_null()) {
        let _ = writeln!(
            out,
            "<p class=\"verdict bad\" role=\"alert\">The template is refused: {}</p>",
            esc(text(error, "message").unwrap_or(""))
        );
    } else if let Some(mismatch) = json.get("mismatch").filter(|m| !m.is_null()) {
        let index = mismatch.get("index").and_then(Value::as_u64).unwrap_or(0) as usize;
        let _ = writeln!(
            out,
            "<p class=\"verdict bad\" role=\"alert\">No match: {}</p>",
            esc(text(mismatch, "message").unwrap_or(""))
        );
        out.push_str(&chars(uri, &None, Some(index)));
        out.push_str("<ul class=\"expected\">");
        for expected in mismatch
            .get("expected")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .take(MAX_ROWS)
        {
            let _ = write!(
                out,
                "<li>{}: <code>{}</code> (template byte {})</li>",
                esc(text(expected, "kind").unwrap_or("")),
                html::visible(text(expected, "text").unwrap_or("")),
                expected
                    .get("template_index")
                    .map(Value::to_string)
                    .unwrap_or_default()
            );
        }
        out.push_str("</ul>\n");
    }
    out.push_str(&raw_json(endpoint, params));
    Ok(out)
}

/// The other commands (`to-uri`, `to-iri`, `scheme`): the fields of the answer as a table, the components
/// a scheme's grammar names, and the error drawn on the input.
pub(crate) fn generic(endpoint: &Endpoint, params: &Params) -> Result<String, api::Refusal> {
    let json = api::value(endpoint, params)?;
    let input = params.get("input").unwrap_or("");
    let mut out = String::new();
    if has_password(params) {
        out.push_str(&reveal_toggle());
    }
    let valid = json.get("valid").and_then(Value::as_bool).unwrap_or(true)
        && json.get("error").is_none_or(Value::is_null);
    if valid {
        out.push_str("<p class=\"verdict good\">Valid.</p>\n");
    } else {
        out.push_str("<p class=\"verdict bad\" role=\"alert\">Not valid.</p>\n");
    }
    out.push_str("<table class=\"components\"><tbody>\n");
    let Some(object) = json.as_object() else {
        return Ok(out);
    };
    for (name, value) in object {
        if name == "input" || name == "components" || name == "error" {
            continue;
        }
        let cell = match (name.as_str(), value) {
            ("scheme_rule", Value::String(rule)) => match rule.parse::<rfc3986::Rule>() {
                Ok(rule) => format!("{} ({})", html::rule_link(rule), html::citation_link(rule)),
                Err(_) => value_text(value),
            },
            (_, Value::String(s)) if rfc3986::password_range(s).is_some() => reference_html(s),
            (_, Value::Array(items)) if items.is_empty() => "<em>none</em>".to_owned(),
            _ => value_text(value),
        };
        let _ = writeln!(
            out,
            "<tr><th scope=\"row\">{}</th><td>{cell}</td></tr>",
            esc(name)
        );
    }
    out.push_str("</tbody></table>\n");
    if let Some(components) = json.get("components").and_then(Value::as_object) {
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
    if let Some(error) = json.get("error").filter(|e| !e.is_null()) {
        let message = text(error, "message").unwrap_or("refused");
        let _ = writeln!(out, "<p class=\"message\">{}</p>", esc(message));
        if let Some(index) = error.get("index").and_then(Value::as_u64) {
            out.push_str(&chars(
                input,
                &rfc3986::password_range(input),
                Some(index as usize),
            ));
        }
    }
    out.push_str(&browser_row(input, ""));
    out.push_str(&raw_json(endpoint, params));
    Ok(out)
}
