//! `encode`'s view (`/encode`, `#encode`): a text percent-encoded for one component (RFC 3986 2.1), with the
//! component's rule, and a link that decodes it back.

use rfc3986::percent::Component;

use crate::line::Line;
use crate::viewer::api::{self, Endpoint, Params};
use crate::viewer::html::{self, esc};
use crate::viewer::views::{raw_json, text_cell};

use super::Args;

/// The row of the viewer's table of views.
pub(crate) const VIEW: Endpoint = Endpoint {
    name: "encode",
    nav: "Encode",
    positionals: &["text"],
    title: "Percent-encode (RFC 3986 2.1)",
    intro: "Give a text and the component it is written into: what the component's rule allows stays, \
            every other byte becomes %XX.",
    fields,
    page,
    json: api::json::<Args>,
};

fn fields(params: &Params) -> String {
    let v = |name: &str| params.get(name).unwrap_or("");
    let mut fields = html::area("text", "Text", v("text"));
    let options: Vec<(&str, &str)> = Component::ALL
        .iter()
        .map(|c| (c.as_str(), c.as_str()))
        .collect();
    let component = params.get("component").unwrap_or("segment");
    fields.push_str(&html::choice("component", "Component", component, &options));
    fields
}

/// The page: the encoding, the component's rule, and the way back (`/decode`).
fn page(endpoint: &Endpoint, params: &Params) -> Result<String, api::Refusal> {
    let args: Args = api::request(endpoint, params)?;
    let text = params.get("text").unwrap_or("");
    let line = Line::from_text(text);
    let answer = super::answer(&args, &line);
    let rule = args.component.rule();
    let mut out = format!(
        "<p class=\"verdict good\">Encoded for {} ({}): {}</p>\n",
        html::rule_link(rule),
        html::citation_link(rule),
        html::abnf(rule)
    );
    out.push_str("<table class=\"components\"><tbody>\n");
    out.push_str(&format!(
        "<tr><th scope=\"row\">text</th><td>{}</td></tr>\n",
        text_cell(Some(answer.input))
    ));
    out.push_str(&format!(
        "<tr><th scope=\"row\">encoded</th><td>{}</td></tr>\n",
        text_cell(Some(&answer.encoded))
    ));
    out.push_str("</tbody></table>\n");
    let back = html::link(
        "/decode",
        &Params(vec![("text".to_owned(), answer.encoded.clone())]),
    );
    out.push_str(&format!(
        "<p class=\"jump\"><a href=\"{}\">Decode it back</a></p>\n",
        esc(&back)
    ));
    out.push_str(&raw_json(endpoint, &api::json_line(&answer)?, params));
    Ok(out)
}

api::served_by_answers!(Args, Encode);
