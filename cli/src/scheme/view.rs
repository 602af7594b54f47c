//! `scheme`'s view (`/scheme`): the answer as a table, the components the scheme's grammar names, the error drawn.

use crate::line::Line;
use crate::viewer::api::{self, Endpoint, Params};
use crate::viewer::html;
use crate::viewer::views::shared::{erased, generic};

use super::Args;

/// The row of the viewer's table of views.
pub(crate) const VIEW: Endpoint = Endpoint {
    name: "scheme",
    nav: "Scheme",
    positionals: &["input"],
    title: "Scheme grammar",
    intro: "Give a URI to check it against its scheme's own grammar.",
    fields,
    page,
    json: api::json::<Args>,
};

fn fields(params: &Params) -> String {
    let v = |name: &str| params.get(name).unwrap_or("");
    html::field("input", "URI", v("input"), "")
}

/// The page: the generic table of the scheme's answer, with the components its grammar names.
pub(crate) fn page(endpoint: &Endpoint, params: &Params) -> Result<String, api::Refusal> {
    let args: Args = api::request(endpoint, params)?;
    let line = Line::from_text(params.get("input").unwrap_or(""));
    let value = |v: &dyn erased::Value| v.json();
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
    generic(
        endpoint,
        params,
        (api::json_line(&answer)?, rows, components, error),
    )
}

api::served_by_answers!(Args, Scheme);
