//! The pages that show work: resolution (RFC 3986 5.2) step by step, the normalization ladder (6.2) with
//! a second reference compared at every rung, relativization checked by resolving back, the template
//! pages, and the plain answer of the other commands.

use std::fmt::Write as _;

use super::super::api::{self, Endpoint, Params};
use super::super::html::{self, esc};
use super::parse::{chars, error_html, reveal_toggle, shown};
use super::{MAX_ROWS, raw_json, text_cell, value_text};
use crate::line::Line;
use crate::wire;
use rfc3986::Rule;

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

/// An answer's error, drawn on the string it is about: the base when the base does not parse (`base`, with
/// its error), else `input` when the error is that of reading it as a URI or IRI reference, else the
/// message alone.
fn error_of(
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
    let args = match api::request(endpoint, &with_steps)? {
        api::Request::Resolve(args) => args,
        _ => return Err(api::not_this(endpoint)),
    };
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
    let args = match api::request(endpoint, &own)? {
        api::Request::Normalize(args) => args,
        _ => return Err(api::not_this(endpoint)),
    };
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
    let args = match api::request(endpoint, params)? {
        api::Request::Relativize(args) => args,
        _ => return Err(api::not_this(endpoint)),
    };
    let base = params.get("base").unwrap_or("");
    let target = params.get("target").unwrap_or("");
    let parsed_base = crate::base::Base::parse(&args.base, args.iri);
    let line = Line::from_text(target);
    let answer = crate::relativize::answer(&args, &parsed_base, &line);
    let json = api::json_line(&answer)?;
    let mut out = String::new();
    if has_password(params) {
        out.push_str(&reveal_toggle());
    }
    let Some(reference) = answer.outcome.value() else {
        let base_error = parsed_base.as_ref().err().map(|err| (base, *err));
        out.push_str(&error_of(
            answer.outcome.error(),
            base_error,
            target,
            params.flag("iri"),
        ));
        out.push_str(&raw_json(endpoint, &json, params));
        return Ok(out);
    };
    let _ = writeln!(
        out,
        "<p class=\"verdict good\">Reference: {}</p>",
        reference_html(reference)
    );
    let mut back = Params(vec![
        ("base".into(), base.into()),
        ("ref".into(), reference.clone()),
    ]);
    if params.flag("iri") {
        back = back.with("iri", "1");
    }
    if let Some(resolve) = super::endpoint("resolve") {
        let resolve_args = match api::request(resolve, &back)? {
            api::Request::Resolve(args) => args,
            _ => return Err(api::not_this(resolve)),
        };
        let resolver = crate::resolve::Resolver::new(&resolve_args).map_err(api::refused)?;
        let line = Line::from_text(reference);
        let resolved = resolver.answer(&line);
        let again = resolved.answer.outcome.value().map_or("", String::as_str);
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
    out.push_str(&raw_json(endpoint, &json, params));
    Ok(out)
}

/// `/template/expand`: the expansion, or where the template or a value went wrong.
pub(crate) fn expand(endpoint: &Endpoint, params: &Params) -> Result<String, api::Refusal> {
    let args = match api::request(endpoint, params)? {
        api::Request::Expand(args) => args,
        _ => return Err(api::not_this(endpoint)),
    };
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
    let args = match api::request(endpoint, params)? {
        api::Request::Match(args) => args,
        _ => return Err(api::not_this(endpoint)),
    };
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

/// The other commands (`to-uri`, `to-iri`, `scheme`): the fields of the answer as a table, the components
/// a scheme's grammar names, and the error drawn on the input.
pub(crate) fn generic(endpoint: &Endpoint, params: &Params) -> Result<String, api::Refusal> {
    let input = params.get("input").unwrap_or("");
    let line = Line::from_text(input);
    // The answer's fields as the table shows them, in alphabetical order (as the page always has), without
    // the input, the components and the error, which have their own places.
    let value = |v: &dyn erased::Value| v.json();
    let (json, rows, components, error) = match api::request(endpoint, params)? {
        api::Request::ToUri(args) => {
            let answer = crate::mapping::answer((&args).into(), &line);
            mapping_view(&answer)?
        }
        api::Request::ToIri(args) => {
            let answer = crate::mapping::answer((&args).into(), &line);
            mapping_view(&answer)?
        }
        api::Request::Scheme(args) => {
            let checked = crate::scheme::Checked::new(&line);
            let answer = checked.wire(args.strict);
            let mut rows = Vec::new();
            if let Some(hex) = &answer.input_hex {
                rows.push(("input_hex", value(hex)));
            }
            rows.push(("known", value(&answer.known)));
            rows.push(("prose", value(&answer.prose)));
            rows.push(("scheme", value(&answer.scheme)));
            rows.push(("scheme_rule", value(&answer.scheme_rule)));
            if let Some(failure) = &answer.strict_failure {
                rows.push(("strict_failure", value(failure)));
            }
            if let Some(pass) = &answer.strict_pass {
                rows.push(("strict_pass", value(pass)));
            }
            rows.push(("valid", value(&answer.valid)));
            let components = answer.components.as_ref().map(|parts| {
                parts
                    .iter()
                    .map(|(name, part)| ((*name).to_owned(), value(part)))
                    .collect()
            });
            let error = answer.error.as_ref().map(|e| (e.message.clone(), e.index));
            (api::json_line(&answer)?, rows, components, error)
        }
        _ => return Err(api::not_this(endpoint)),
    };
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
type Row = (&'static str, serde_json::Value);
/// A generic view: the JSON line, the rows, the scheme's components and the error (message, index).
type Generic = (
    Vec<u8>,
    Vec<Row>,
    Option<Vec<(String, serde_json::Value)>>,
    Option<(String, usize)>,
);

/// The generic view of `to-uri` or `to-iri`.
fn mapping_view(answer: &wire::Mapped<'_>) -> Result<Generic, api::Refusal> {
    let value = |v: &dyn erased::Value| v.json();
    let mut rows = Vec::new();
    // In alphabetical order, as the other generic views have their rows.
    if let wire::Mapping::Idna(idna) = &answer.mapping {
        rows.push(("idna_error", value(idna)));
    }
    if let Some(hex) = &answer.input_hex {
        rows.push(("input_hex", value(hex)));
    }
    if let wire::Mapping::Mapped(field, done) = &answer.mapping {
        rows.push((*field, value(done)));
    }
    rows.push(("valid", value(&answer.valid)));
    let error = match &answer.mapping {
        wire::Mapping::Error(e) => Some((e.message.clone(), e.index)),
        _ => None,
    };
    Ok((api::json_line(answer)?, rows, None, error))
}

/// A field's value as JSON, whatever its type.
mod erased {
    pub(super) trait Value {
        fn json(&self) -> serde_json::Value;
    }

    impl<T: serde::Serialize> Value for T {
        fn json(&self) -> serde_json::Value {
            serde_json::to_value(self).unwrap_or_default()
        }
    }
}
