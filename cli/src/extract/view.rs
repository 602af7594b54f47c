//! `extract`'s view (`/extract`, `#extract`): the URIs in running text as RFC 3986 Appendix C says people
//! write them, each with its delimiter, its line, what was repaired, and a link into its parse view.

use crate::Command;
use crate::viewer::api::{self, Endpoint, Params, Served};
use crate::viewer::html::{self, esc};
use crate::viewer::views::drawing::reveal_toggle;
use crate::viewer::views::shared::{has_password, reference_html};
use crate::viewer::views::{MAX_ROWS, raw_json};
use crate::wire;

use super::Args;

/// The row of the viewer's table of views. `text` is `--text`: the API never reads a file.
pub(crate) const VIEW: Endpoint = Endpoint {
    name: "extract",
    nav: "Extract",
    positionals: &[],
    title: "Extract (RFC 3986 Appendix C)",
    intro: "Give running text to find the URIs in it as RFC 3986 Appendix C says people write them: in \
            angle brackets or double quotes, perhaps wrapped across lines, or between whitespace.",
    fields,
    page,
    json: api::json::<Args>,
};

fn fields(params: &Params) -> String {
    let v = |name: &str| params.get(name).unwrap_or("");
    let mut fields = html::area("text", "Text", v("text"));
    fields.push_str(&html::flag(
        "any-scheme",
        "Any scheme between whitespace",
        params.flag("any-scheme"),
    ));
    fields
}

/// The URIs of the request's text, as `--json` writes them.
fn found(args: &Args) -> Vec<wire::Extracted> {
    let text = args.text.as_deref().map(crate::plumbing::arg_bytes);
    super::answers(text.as_deref().unwrap_or_default(), args.any_scheme)
}

/// The page: how many URIs, then each: the URI (a link to its parse view), where it stood, its delimiter
/// and what was repaired.
fn page(endpoint: &Endpoint, params: &Params) -> Result<String, api::Refusal> {
    let args: Args = api::request(endpoint, params)?;
    let found = found(&args);
    let mut out = String::new();
    if has_password(params) {
        out.push_str(&reveal_toggle());
    }
    match found.len() {
        0 => out.push_str("<p class=\"verdict bad\" role=\"alert\">No URI in the text.</p>\n"),
        1 => out.push_str("<p class=\"verdict good\">1 URI.</p>\n"),
        n => out.push_str(&format!("<p class=\"verdict good\">{n} URIs.</p>\n")),
    }
    if !found.is_empty() {
        out.push_str(
            "<table class=\"extracted\"><thead><tr><th scope=\"col\">URI</th><th scope=\"col\">line</th>\
             <th scope=\"col\">bytes</th><th scope=\"col\">delimiter</th><th scope=\"col\">repairs</th>\
             </tr></thead><tbody>\n",
        );
        for uri in found.iter().take(MAX_ROWS) {
            let link = html::link(
                "/parse",
                &Params(vec![("input".to_owned(), uri.uri.clone())]),
            );
            let repairs = if uri.repairs.is_empty() {
                "<em>none</em>".to_owned()
            } else {
                uri.repairs
                    .iter()
                    .map(|r| {
                        format!(
                            "{} (<code>{}</code> at {})",
                            esc(r.description),
                            html::visible(&r.found),
                            r.index
                        )
                    })
                    .collect::<Vec<_>>()
                    .join("; ")
            };
            out.push_str(&format!(
                "<tr><td><a href=\"{}\">{}</a></td><td>{}</td><td>{}..{}</td><td>{}</td><td>{repairs}</td></tr>\n",
                esc(&link),
                reference_html(&uri.uri),
                uri.line,
                uri.start,
                uri.end,
                esc(uri.delimiter)
            ));
        }
        out.push_str("</tbody></table>\n");
    }
    let json = Served::json(&args)?;
    out.push_str(&raw_json(endpoint, &json, params));
    Ok(out)
}

impl Served for Args {
    fn of(command: Command) -> Option<Self> {
        match command {
            Command::Extract(args) => Some(args),
            _ => None,
        }
    }

    /// One line per URI, as `rfc3986 extract --json` prints them.
    fn json(&self) -> Result<Vec<u8>, api::Refusal> {
        let mut out = Vec::new();
        for uri in found(self) {
            wire::write(&mut out, &uri).map_err(api::failed)?;
        }
        Ok(out)
    }
}
