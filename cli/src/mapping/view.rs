//! The views of `to-uri` (`/to-uri`) and `to-iri` (`/to-iri`): the mapping's answer as a table, the error drawn on the input.

use crate::Command;
use crate::line::Line;
use crate::viewer::api::{self, Endpoint, Params, Served};
use crate::viewer::html;
use crate::viewer::views::shared::{Generic, erased, generic};
use crate::wire;

use super::{ToIriArgs, ToUriArgs};

/// `to-uri`'s row of the viewer's table of views.
pub(crate) const TO_URI: Endpoint = Endpoint {
    name: "to-uri",
    nav: "IRI to URI",
    positionals: &["input"],
    title: "IRI to URI (RFC 3987 3.1)",
    intro: "Give an IRI to see it mapped to a URI (RFC 3987 3.1).",
    fields: to_uri_fields,
    page: page::<ToUriArgs>,
    json: api::json::<ToUriArgs>,
};

/// `to-iri`'s row of the viewer's table of views.
pub(crate) const TO_IRI: Endpoint = Endpoint {
    name: "to-iri",
    nav: "URI to IRI",
    positionals: &["input"],
    title: "URI to IRI (RFC 3987 3.2)",
    intro: "Give a URI to see it mapped to an IRI (RFC 3987 3.2).",
    fields: to_iri_fields,
    page: page::<ToIriArgs>,
    json: api::json::<ToIriArgs>,
};

fn to_uri_fields(params: &Params) -> String {
    let v = |name: &str| params.get(name).unwrap_or("");
    let on = |name: &str| params.flag(name);

    let mut fields = html::field("input", "IRI", v("input"), "");
    fields.push_str(&html::flag("idna", "IDNA ToASCII for the host", on("idna")));
    fields
}

fn to_iri_fields(params: &Params) -> String {
    let v = |name: &str| params.get(name).unwrap_or("");
    let on = |name: &str| params.flag(name);

    let mut fields = html::field("input", "URI", v("input"), "");
    fields.push_str(&html::flag(
        "idna",
        "IDNA ToUnicode for the host",
        on("idna"),
    ));
    fields
}

/// The page of `to-uri` or `to-iri`: the generic table of the mapping's answer.
fn page<A>(endpoint: &Endpoint, params: &Params) -> Result<String, api::Refusal>
where
    A: Served,
    for<'a> &'a A: Into<super::Mapping>,
{
    let args: A = api::request(endpoint, params)?;
    let line = Line::from_text(params.get("input").unwrap_or(""));
    let answer = super::answer((&args).into(), &line);
    generic(endpoint, params, mapping_view(&answer)?)
}

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

impl Served for ToUriArgs {
    fn of(command: Command) -> Option<Self> {
        match command {
            Command::ToUri(args) => Some(args),
            _ => None,
        }
    }

    fn json(&self) -> Result<Vec<u8>, api::Refusal> {
        crate::command::json_line(&super::Mapper::from(self)).map_err(api::failed)
    }
}

impl Served for ToIriArgs {
    fn of(command: Command) -> Option<Self> {
        match command {
            Command::ToIri(args) => Some(args),
            _ => None,
        }
    }

    fn json(&self) -> Result<Vec<u8>, api::Refusal> {
        crate::command::json_line(&super::Mapper::from(self)).map_err(api::failed)
    }
}
