//! `equivalent`'s view (`/equivalent`, `#equivalent`): whether two references are equivalent at a level of
//! RFC 3986 6.2's ladder, where on the ladder they become equal, or that they never do.

use crate::Command;
use crate::line::Line;
use crate::viewer::api::{self, Endpoint, Params, Served};
use crate::viewer::html::{self, esc};
use crate::viewer::views::drawing::reveal_toggle;
use crate::viewer::views::shared::{error_of, has_password, reference_html};
use crate::viewer::views::{raw_json, text_cell};

use super::{Args, Level};

/// The row of the viewer's table of views.
pub(crate) const VIEW: Endpoint = Endpoint {
    name: "equivalent",
    nav: "Equivalent",
    positionals: &["a", "b"],
    title: "Equivalent (RFC 3986 6.2)",
    intro: "Give two references to see whether they are equivalent, and at which rung of RFC 3986 6.2's \
            ladder they become equal.",
    fields,
    page,
    json: api::json::<Args>,
};

fn fields(params: &Params) -> String {
    let v = |name: &str| params.get(name).unwrap_or("");
    let mut fields = html::field("a", "A", v("a"), "");
    fields.push_str(&html::field("b", "B", v("b"), ""));
    fields.push_str(&html::choice(
        "level",
        "Level",
        params.get("level").unwrap_or("syntax"),
        &[
            ("string", "as written (6.2.1)"),
            ("syntax", "syntax-based (6.2.2)"),
            ("scheme", "scheme-based (6.2.3)"),
        ],
    ));
    fields.push_str(&html::flag("iri", "IRI (RFC 3987 5.3)", params.flag("iri")));
    fields
}

/// The page: the verdict with the level, where the two became equal, each reference beside its normal
/// form, and the ladder rung by rung (`/normalize` with `compare`).
fn page(endpoint: &Endpoint, params: &Params) -> Result<String, api::Refusal> {
    let args: Args = api::request(endpoint, params)?;
    let (a, b) = (params.get("a").unwrap_or(""), params.get("b").unwrap_or(""));
    let (line_a, line_b) = (Line::from_text(a), Line::from_text(b));
    let answer = super::answer(&args, &line_a, &line_b);
    let wire = &answer.wire;
    let mut out = String::new();
    if has_password(params) {
        out.push_str(&reveal_toggle());
    }
    let rfc = if args.iri { "RFC 3987" } else { "RFC 3986" };
    match (wire.equivalent, &wire.equal_at) {
        (Some(true), Some(at)) => out.push_str(&format!(
            "<p class=\"verdict good\">Equivalent {}: equal from {rfc} {} ({}).</p>\n",
            esc(args.level.describe()),
            esc(at.section),
            esc(at.name)
        )),
        (Some(true), None) => out.push_str(&format!(
            "<p class=\"verdict good\">Equivalent {}.</p>\n",
            esc(args.level.describe())
        )),
        (Some(false), _) => out.push_str(&format!(
            "<p class=\"verdict bad\" role=\"alert\">Not equivalent {}.</p>\n",
            esc(args.level.describe())
        )),
        (None, _) => out.push_str(
            "<p class=\"verdict bad\" role=\"alert\">Nothing to compare: not both are references.</p>\n",
        ),
    }
    if let Some(invalid) = &wire.error {
        let text = if invalid.which == "a" { a } else { b };
        out.push_str(&error_of(Some(&invalid.error), None, text, args.iri));
    }
    out.push_str("<table class=\"components\"><tbody>\n");
    let shown = |text: Option<&str>| match text {
        Some(t) if !t.is_empty() => reference_html(t),
        other => text_cell(other),
    };
    for (name, value) in [
        ("a", Some(wire.a)),
        ("normalized_a", wire.normalized_a.as_deref()),
        ("b", Some(wire.b)),
        ("normalized_b", wire.normalized_b.as_deref()),
    ] {
        out.push_str(&format!(
            "<tr><th scope=\"row\">{name}</th><td>{}</td></tr>\n",
            shown(value)
        ));
    }
    out.push_str("</tbody></table>\n");
    if wire.error.is_none() {
        let mut ladder = vec![
            ("input".to_owned(), a.to_owned()),
            ("compare".to_owned(), b.to_owned()),
        ];
        if args.level == Level::Scheme {
            ladder.push(("level".to_owned(), "scheme".to_owned()));
        }
        if args.iri {
            ladder.push(("iri".to_owned(), "1".to_owned()));
        }
        out.push_str(&format!(
            "<p class=\"jump\"><a href=\"{}\">The ladder rung by rung</a></p>\n",
            esc(&html::link("/normalize", &Params(ladder)))
        ));
    }
    out.push_str(&raw_json(endpoint, &api::json_line(wire)?, params));
    Ok(out)
}

impl Served for Args {
    fn of(command: Command) -> Option<Self> {
        match command {
            Command::Equivalent(args) => Some(args),
            _ => None,
        }
    }

    fn json(&self) -> Result<Vec<u8>, api::Refusal> {
        let (a, b) = (
            crate::plumbing::arg_bytes(&self.a),
            crate::plumbing::arg_bytes(&self.b),
        );
        let (line_a, line_b) = (Line::new(&a), Line::new(&b));
        api::json_line(&super::answer(self, &line_a, &line_b).wire)
    }
}
