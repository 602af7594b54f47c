//! `decode`'s view (`/decode`, `#decode`): a text percent-decoded (RFC 3986 2.1), or where its decoded bytes
//! stop being UTF-8, drawn on the text.

use crate::line::Line;
use crate::viewer::api::{self, Endpoint, Params};
use crate::viewer::html::{self, esc};
use crate::viewer::views::drawing::chars;
use crate::viewer::views::{raw_json, text_cell};

use super::Args;

/// The row of the viewer's table of views.
pub(crate) const VIEW: Endpoint = Endpoint {
    name: "decode",
    nav: "Decode",
    positionals: &["text"],
    title: "Percent-decode (RFC 3986 2.1)",
    intro: "Give a text to decode its %XX triplets; decoded bytes that are not UTF-8 are an error, or \
            escaped.",
    fields,
    page,
    json: api::json::<Args>,
};

fn fields(params: &Params) -> String {
    let v = |name: &str| params.get(name).unwrap_or("");
    let mut fields = html::area("text", "Text", v("text"));
    fields.push_str(&html::flag(
        "escape",
        "Escape bytes that are not UTF-8",
        params.flag("escape"),
    ));
    fields
}

/// The page: the decoded text (or the bytes, escaped), or the error drawn on the text.
fn page(endpoint: &Endpoint, params: &Params) -> Result<String, api::Refusal> {
    let args: Args = api::request(endpoint, params)?;
    let text = params.get("text").unwrap_or("");
    let line = Line::from_text(text);
    let answer = super::answer(&args, &line);
    let mut out = String::new();
    match &answer.error {
        None => out.push_str("<p class=\"verdict good\">Decoded.</p>\n"),
        Some(_) => out.push_str(
            "<p class=\"verdict bad\" role=\"alert\">The decoded bytes are not UTF-8.</p>\n",
        ),
    }
    out.push_str("<table class=\"components\"><tbody>\n");
    let mut row = |name: &str, cell: String| {
        out.push_str(&format!(
            "<tr><th scope=\"row\">{}</th><td>{cell}</td></tr>\n",
            esc(name)
        ));
    };
    row("text", text_cell(Some(answer.input)));
    row("decoded", text_cell(answer.decoded.as_deref()));
    if let Some(hex) = &answer.decoded_hex {
        row("decoded_hex", text_cell(Some(hex)));
    }
    if let Some(escaped) = &answer.escaped {
        row("escaped", text_cell(Some(escaped)));
    }
    out.push_str("</tbody></table>\n");
    if let Some(error) = &answer.error {
        out.push_str(&format!(
            "<p class=\"message\">{}</p>\n",
            esc(&error.message)
        ));
        out.push_str(&chars(text, &None, Some(error.index)));
    }
    if let Some(decoded) = &answer.decoded {
        let back = html::link(
            "/encode",
            &Params(vec![("text".to_owned(), decoded.clone())]),
        );
        out.push_str(&format!(
            "<p class=\"jump\"><a href=\"{}\">Encode it again</a></p>\n",
            esc(&back)
        ));
    }
    out.push_str(&raw_json(endpoint, &api::json_line(&answer)?, params));
    Ok(out)
}

api::served_by_answers!(Args, Decode);
