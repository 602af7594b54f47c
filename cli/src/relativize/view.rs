//! `relativize`'s view (`/relativize`): the shortest reference, resolved back as a check.

use std::fmt::Write as _;

use crate::Command;
use crate::line::Line;
use crate::viewer::api::{self, Endpoint, Params, Served};
use crate::viewer::html::{self, esc};
use crate::viewer::views::drawing::reveal_toggle;
use crate::viewer::views::raw_json;
use crate::viewer::views::shared::{browser_row, error_of, has_password, reference_html};

use super::Args;

/// The row of the viewer's table of views.
pub(crate) const VIEW: Endpoint = Endpoint {
    name: "relativize",
    nav: "Relativize",
    positionals: &["base", "target"],
    title: "Relativize",
    intro: "Give a base and a target to get the shortest reference from one to the other.",
    fields,
    page,
    json: api::json::<Args>,
};

fn fields(params: &Params) -> String {
    let v = |name: &str| params.get(name).unwrap_or("");
    let on = |name: &str| params.flag(name);

    let mut fields = html::field("base", "Base URI", v("base"), "");
    fields.push_str(&html::field("target", "Target URI", v("target"), ""));
    fields.push_str(&html::flag("iri", "IRI (RFC 3987)", on("iri")));
    fields
}

/// `/relativize`: the reference, checked by resolving it against the base again.
pub(crate) fn page(endpoint: &Endpoint, params: &Params) -> Result<String, api::Refusal> {
    let args: Args = api::request(endpoint, params)?;
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
    if let Some(resolve) = crate::viewer::views::endpoint("resolve") {
        let resolve_args: crate::resolve::Args = api::request(resolve, &back)?;
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

impl Served for Args {
    fn of(command: Command) -> Option<Self> {
        match command {
            Command::Relativize(args) => Some(args),
            _ => None,
        }
    }

    fn json(&self) -> Result<Vec<u8>, api::Refusal> {
        crate::command::json_line(&super::Relativizer::new(self)).map_err(api::failed)
    }
}
