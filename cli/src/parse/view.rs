//! `parse`'s view (`/parse`, `#parse`): the characters, the section 3 diagram, the components, the derivation tree, the error drawn, the other readings.

use std::fmt::Write as _;

use crate::line::Line;
use crate::viewer::api::{self, Endpoint, Params};
use crate::viewer::html::{self, esc};
use crate::viewer::views::drawing::{
    chars, components, diagram, error_html, escaped, readings, repairs_html, reveal_toggle,
    tree_html,
};
use crate::viewer::views::raw_json;
use crate::wire;
use rfc3986::Rule;

use super::Args;
use crate::line::LineError;
use crate::parse;

/// The row of the viewer's table of views.
pub(crate) const VIEW: Endpoint = Endpoint {
    name: "parse",
    nav: "Parse",
    positionals: &["input"],
    title: "Parse",
    intro: "Type a URI reference (or, with a rule, any string) to see its components, the section 3 \
            diagram, its derivation tree, and where and why it is not valid.",
    fields,
    page,
    json: api::json::<Args>,
};

fn fields(params: &Params) -> String {
    let v = |name: &str| params.get(name).unwrap_or("");
    let on = |name: &str| params.flag(name);

    let mut fields = html::field("input", "Input", v("input"), "");
    fields.push_str(&format!(
                "<div class=\"field\"><label for=\"f-rule\">Rule</label>\
                 <input type=\"text\" id=\"f-rule\" name=\"rule\" list=\"rule-names\" value=\"{}\" \
                 placeholder=\"URI-reference\" spellcheck=\"false\" autocomplete=\"off\" aria-describedby=\"rule-hint\">\
                 <small id=\"rule-hint\">Any rule of <a href=\"/rules\">the grammars</a>; empty: URI-reference.</small></div>\n",
                esc(v("rule"))
            ));
    fields.push_str("<datalist id=\"rule-names\">");
    for rule in Rule::ALL {
        let _ = write!(
            fields,
            "<option value=\"{}\">",
            esc(&html::qualified_name(*rule))
        );
    }
    fields.push_str("</datalist>\n");
    fields.push_str(&html::flag("iri", "IRI (RFC 3987)", on("iri")));
    fields.push_str(&html::flag(
        "lenient",
        "Lenient intake (repair first)",
        on("lenient"),
    ));
    fields
}

pub(crate) fn page(endpoint: &Endpoint, params: &Params) -> Result<String, api::Refusal> {
    let args: Args = api::request(endpoint, params)?;
    let input = params.get("input").unwrap_or("");
    let iri = params.flag("iri");
    let line = Line::from_text(input);
    let answer = parse::answer(&args, &line);
    // What was parsed: the input, or with the lenient intake its repaired form.
    let (text, reference) = match &answer.outcome {
        parse::Outcome::Reference(r) => (r.as_str(), Some(r)),
        _ => (input, None),
    };
    let rules = args.strings.rules();
    let matched = match &answer.outcome {
        parse::Outcome::Matched(Some(other)) => *other,
        _ => rules[0],
    };
    let secret = rfc3986::password_range(text);
    let mut out = String::new();
    if secret.is_some() {
        out.push_str(&reveal_toggle());
    }
    if let Some(repairs) = &answer.repairs {
        let repairs: Vec<wire::Repair> = repairs.iter().map(wire::Repair::from).collect();
        out.push_str(&repairs_html(&repairs));
    }
    if answer.is_valid() {
        let _ = writeln!(
            out,
            "<p class=\"verdict good\">Valid {} ({}).</p>",
            html::rule_link(matched),
            html::citation_link(matched)
        );
        out.push_str("<h2>Characters</h2>\n");
        out.push_str(&chars(text, &secret, None));
        out.push_str(&escaped(text));
        if let Some(r) = reference {
            out.push_str("<h2>Components (RFC 3986 3)</h2>\n");
            out.push_str(&diagram(r, &secret));
            out.push_str(&components(r, &secret));
        }
        if let Ok(tree) = matched.tree(text) {
            out.push_str(&tree_html(&tree, text, &secret));
        }
        if matched == Rule::UriReference || matched == Rule::IriReference {
            out.push_str(&readings(text, iri, true));
        }
    } else {
        let _ = writeln!(
            out,
            "<p class=\"verdict bad\" role=\"alert\">Not a valid {} ({}).</p>",
            html::rule_link(matched),
            html::citation_link(matched)
        );
        if let parse::Outcome::Invalid(LineError::Grammar { err, .. }) = &answer.outcome {
            out.push_str(&error_html(text, err, &secret));
        }
        if matched == Rule::UriReference || matched == Rule::IriReference {
            out.push_str(&readings(text, iri, false));
        }
    }
    out.push_str(&raw_json(
        endpoint,
        &api::json_line(&answer.wire(&line))?,
        params,
    ));
    Ok(out)
}

api::served_by_answers!(Args, Parse);
