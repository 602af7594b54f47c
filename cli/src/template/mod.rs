//! `rfc3986 template`: URI Templates (RFC 6570): `expand`, `match` and `explain`.

#[cfg(feature = "viewer")]
pub(crate) mod view;

use std::ffi::OsString;
use std::io::{self, Write};
use std::ops::Range;

use rfc3986::template::{Modifier, Operator, Piece, TemplateError, UriTemplate, Vars};

use crate::line::Line;
use crate::style;
use crate::wire::{self, Mismatch as MismatchJson, TemplateError as Error, Variables};

#[derive(clap::Args)]
pub(crate) struct Args {
    #[command(subcommand)]
    pub(crate) command: Command,
}

#[derive(clap::Subcommand)]
pub(crate) enum Command {
    /// Expand each TEMPLATE (or each line of standard input) with the variables of --vars (RFC 6570 3).
    Expand(ExpandArgs),
    /// Match each URI (or each line of standard input) against TEMPLATE: the variables whose expansion is
    /// the URI (the inverse of expansion, rules M1 to M9 of the crate's documentation).
    Match(MatchArgs),
    /// Draw each TEMPLATE (or each line of standard input) with its expressions, operators and variables
    /// under it.
    Explain(ExplainArgs),
}

#[derive(clap::Args)]
pub(crate) struct ExpandArgs {
    /// Print one JSON object per template, per line: {"template", "valid", "expansion", "error"}; on
    /// failure "expansion" is null and "error" is {"kind", "index", "message", "expected"}, with kind
    /// "invalid-template" or "value" (a prefix on a list or an associative array).
    #[arg(long)]
    pub(crate) json: bool,
    /// Expand into an IRI (RFC 6570 1.6): ucschar characters (and iprivate ones in the query) of values
    /// and literals stay as they are instead of being percent-encoded.
    #[arg(long)]
    pub(crate) iri: bool,
    /// The variables, as a JSON object: a string, a number (written as its JSON text), null (undefined),
    /// an array (a list) or an object (an associative array, in its order) for each name.
    #[arg(long, value_name = "JSON", default_value = "{}")]
    pub(crate) vars: String,
    /// The templates; each line of standard input when none is given.
    #[arg(value_name = "TEMPLATE")]
    pub(crate) templates: Vec<OsString>,
}

#[derive(clap::Args)]
pub(crate) struct MatchArgs {
    /// Print one JSON object per URI, per line: {"template", "uri", "matched", "variables", "error",
    /// "mismatch"}; "variables" holds the defined variables (a string, an array, or an object in URI
    /// order), null when the URI does not match; "error" is {"kind", "message"} when the template is
    /// refused ("invalid-template", "ambiguous-adjacent-expressions", "explode-conflict"); "mismatch" is
    /// {"index", "expected", "message"} when the template was not refused and did not match: the furthest
    /// byte index of the URI that a reading of the template reaches, and what the template expected there,
    /// each {"kind", "text", "template_index", "operator", "variable"} ("literal", "expression", "end",
    /// "agreement", "distinct-names").
    #[arg(long)]
    pub(crate) json: bool,
    /// Match IRIs against the IRI expansion (`expand --iri`) instead of URIs.
    #[arg(long)]
    pub(crate) iri: bool,
    /// Let query expressions match parameters in any order and ignore parameters the template does not
    /// name (not the inverse of expansion: what servers of resource templates often want).
    #[arg(long)]
    pub(crate) query_any_order: bool,
    /// The template.
    #[arg(value_name = "TEMPLATE")]
    pub(crate) template: OsString,
    /// The URIs; each line of standard input when none is given.
    #[arg(value_name = "URI")]
    pub(crate) uris: Vec<OsString>,
}

#[derive(clap::Args)]
pub(crate) struct ExplainArgs {
    /// The templates; each line of standard input when none is given.
    #[arg(value_name = "TEMPLATE")]
    templates: Vec<OsString>,
}

pub(crate) fn run(args: &Args, style: crate::style::Style) -> io::Result<bool> {
    match &args.command {
        Command::Expand(args) => crate::command::run(&Expander::new(args)?, style),
        Command::Match(args) => {
            let matcher = Matcher::new(args);
            if let (Some(refusal), false) = (&matcher.refusal, args.json) {
                eprintln!("rfc3986: {:?}: {}", matcher.text, refusal.message);
            }
            crate::command::run(&matcher, style)
        }
        Command::Explain(args) => crate::command::run(args, style),
    }
}

/// `template expand` prepared from its arguments: the variables, read once.
pub(crate) struct Expander<'a> {
    args: &'a ExpandArgs,
    vars: Vars<'static>,
    iri: bool,
}

impl<'e> Expander<'e> {
    /// The variables of `--vars`; a usage error when they are not a JSON object of variables.
    pub(crate) fn new(args: &'e ExpandArgs) -> io::Result<Expander<'e>> {
        let vars = serde_json::from_str(&args.vars).map_err(|e| {
            io::Error::new(
                io::ErrorKind::InvalidInput,
                format!("--vars is not a JSON object of variables: {e}"),
            )
        })?;
        Ok(Expander {
            args,
            vars,
            iri: args.iri,
        })
    }

    /// The expansion of one template, or why there is none.
    pub(crate) fn answer<'a>(&self, input: &'a Line<'_>) -> wire::Expanded<'a> {
        let text = input.text();
        let template = UriTemplate::parse(text);
        let expanded = template.as_ref().map(|t| match self.iri {
            true => t.expand_iri(&self.vars),
            false => t.expand(&self.vars),
        });
        let outcome = match expanded {
            Err(err) => Err(Error::from(err)),
            Ok(Err(err)) => Err(Error {
                kind: "value",
                index: Some(err.index()),
                message: err.to_string(),
                expected: Some(Vec::new()),
            }),
            Ok(Ok(expansion)) => Ok(expansion),
        };
        wire::Expanded {
            template: text,
            valid: template.is_ok(),
            outcome: wire::Outcome::with_nulls("expansion", outcome),
        }
    }
}

impl crate::command::Answers for Expander<'_> {
    type Answer<'a>
        = wire::Expanded<'a>
    where
        Self: 'a;

    fn inputs(&self) -> &[OsString] {
        &self.args.templates
    }

    fn json(&self) -> bool {
        self.args.json
    }

    fn answer<'a>(&'a self, input: &'a Line<'_>) -> Self::Answer<'a> {
        Expander::answer(self, input)
    }

    fn valid<'a>(&'a self, answer: &Self::Answer<'a>) -> bool {
        answer.outcome.is_ok()
    }

    fn text<'a>(
        &'a self,
        out: &mut impl Write,
        answer: &Self::Answer<'a>,
        input: &Line<'_>,
        _: crate::style::Style,
    ) -> io::Result<()> {
        match &answer.outcome.result {
            Ok(expansion) => writeln!(out, "{expansion}"),
            Err(error) => crate::plumbing::failed(out, input, &error.message),
        }
    }
}

/// `template match` prepared from its arguments: the template, read once, and why it cannot match.
pub(crate) struct Matcher<'a> {
    args: &'a MatchArgs,
    text: String,
    template: Result<UriTemplate, TemplateError>,
    /// Why the template cannot be matched (it is invalid, or matching refuses it).
    refusal: Option<Error>,
    options: rfc3986::template::MatchOptions,
}

impl<'m> Matcher<'m> {
    pub(crate) fn new(args: &'m MatchArgs) -> Matcher<'m> {
        let text = args.template.to_string_lossy().into_owned();
        let template = UriTemplate::parse(&text);
        let refusal = match &template {
            Err(err) => Some(Error::from(err)),
            Ok(t) => t.check_matchable().err().map(|err| Error {
                kind: err.kind().as_str(),
                index: Some(err.index()),
                message: err.to_string(),
                expected: None,
            }),
        };
        let options = rfc3986::template::MatchOptions::new()
            .iri(args.iri)
            .query_any_order(args.query_any_order);
        Matcher {
            args,
            text,
            template,
            refusal,
            options,
        }
    }

    /// The variables whose expansion is the URI, or where and why it does not match.
    pub(crate) fn answer<'a>(&'a self, input: &'a Line<'_>) -> wire::TemplateMatched<'a> {
        let uri = input.text();
        let found = match (&self.template, &self.refusal) {
            (Ok(t), None) => t.match_uri_with(uri, self.options).ok().flatten(),
            _ => None,
        };
        // Why not: asked only after the match failed, so a match costs nothing more.
        let mismatch = match (&self.template, &self.refusal, &found) {
            (Ok(t), None, None) => t.mismatch_with(uri, self.options).ok().flatten(),
            _ => None,
        };
        wire::TemplateMatched {
            template: &self.text,
            uri,
            matched: found.is_some(),
            variables: found.map(Variables),
            error: self.refusal.as_ref().map(|r| Error {
                kind: r.kind,
                index: r.index,
                message: r.message.clone(),
                expected: r.expected.clone(),
            }),
            mismatch: mismatch.as_ref().map(MismatchJson::from),
        }
    }
}

/// The text printer of a match: `match NAME=VALUE ...`, `no match: WHY` with a caret under the place, or the
/// template's refusal.
fn match_text(
    out: &mut impl Write,
    answer: &wire::TemplateMatched<'_>,
    input: &Line<'_>,
) -> io::Result<()> {
    if let Some(refusal) = &answer.error {
        return crate::plumbing::error_line(out, &refusal.message);
    }
    if let Some(Variables(m)) = &answer.variables {
        let mut line = String::from("match");
        for (name, v) in m.iter() {
            let value = serde_json::to_string(v.value()).unwrap_or_default();
            line.push_str(&format!(" {name}={value}"));
            if v.is_prefix() {
                line.push_str(" (prefix)");
            }
        }
        return writeln!(out, "{line}");
    }
    if let Some(why) = &answer.mismatch {
        writeln!(out, "no match: {}", why.message)?;
        if input.is_utf8() {
            writeln!(out, "{}", crate::line::pointed(input, why.index))?;
        }
        return Ok(());
    }
    writeln!(out, "no match")
}

impl crate::command::Answers for Matcher<'_> {
    type Answer<'a>
        = wire::TemplateMatched<'a>
    where
        Self: 'a;

    fn inputs(&self) -> &[OsString] {
        &self.args.uris
    }

    fn json(&self) -> bool {
        self.args.json
    }

    fn answer<'a>(&'a self, input: &'a Line<'_>) -> Self::Answer<'a> {
        Matcher::answer(self, input)
    }

    fn valid<'a>(&'a self, answer: &Self::Answer<'a>) -> bool {
        answer.matched
    }

    fn text<'a>(
        &'a self,
        out: &mut impl Write,
        answer: &Self::Answer<'a>,
        input: &Line<'_>,
        _: crate::style::Style,
    ) -> io::Result<()> {
        match_text(out, answer, input)
    }
}

/// `template explain` has no `--json`: its answer is the parsed template, drawn as text.
impl crate::command::Answers for ExplainArgs {
    type Answer<'a> = crate::command::TextOnly<Result<UriTemplate, TemplateError>>;

    const BLANK_LINE_BETWEEN: bool = true;

    fn inputs(&self) -> &[OsString] {
        &self.templates
    }

    fn json(&self) -> bool {
        false
    }

    fn answer<'a>(&'a self, input: &'a Line<'_>) -> Self::Answer<'a> {
        crate::command::TextOnly(UriTemplate::parse(input.text()))
    }

    fn valid<'a>(&'a self, answer: &Self::Answer<'a>) -> bool {
        answer.0.is_ok()
    }

    fn text<'a>(
        &'a self,
        out: &mut impl Write,
        answer: &Self::Answer<'a>,
        input: &Line<'_>,
        style: crate::style::Style,
    ) -> io::Result<()> {
        let colour = style.colour;
        match &answer.0 {
            Ok(t) => write!(out, "{}", diagram(t, colour)),
            Err(TemplateError::Syntax(err)) => {
                let rendered = err
                    .render(input.text())
                    .remedies("rfc3986 parse --lenient", "--iri")
                    .width(rfc3986::Width::Terminal)
                    .to_string();
                writeln!(out, "{}", style::bad(&rendered, colour))
            }
            Err(err) => writeln!(out, "{}", style::bad(&format!("error: {err}"), colour)),
        }
    }
}

/// What an operator is called in RFC 6570, and the section that defines its expansion.
fn operator_name(op: Operator) -> &'static str {
    match op {
        Operator::Simple => "simple string (3.2.2)",
        Operator::Reserved => "+ reserved (3.2.3)",
        Operator::Fragment => "# fragment (3.2.4)",
        Operator::Label => ". label (3.2.5)",
        Operator::PathSegment => "/ path segment (3.2.6)",
        Operator::PathParameter => "; path-style parameter (3.2.7)",
        Operator::Query => "? form-style query (3.2.8)",
        Operator::QueryContinuation => "& form-style query continuation (3.2.9)",
        _ => "operator",
    }
}

/// The diagram of a template: its literals and expressions (with the operator), then its varspecs (with
/// the modifier), each level drawn as `explain` draws a reference's components.
fn diagram(t: &UriTemplate, colour: bool) -> String {
    let text = t.as_str();
    let column = |byte: usize| crate::style::columns(&rfc3986::display::visible(&text[..byte]));
    let span = |r: Range<usize>| column(r.start)..column(r.end);
    let mut top = Vec::new();
    let mut second = Vec::new();
    let mut at = 0;
    for piece in t.pieces() {
        match piece {
            Piece::Literal(s) => {
                top.push(crate::diagram::Part::new(
                    span(at..at + s.len()),
                    "literals",
                ));
                at += s.len();
            }
            Piece::Expression(e) => {
                let label = format!("expression: {}", operator_name(e.operator()));
                top.push(crate::diagram::Part::new(span(e.span()), &label));
                for v in e.varspecs() {
                    let label = match v.modifier() {
                        Modifier::None => format!("varname {}", v.name()),
                        Modifier::Prefix(n) => format!("varname {}, prefix :{n} (2.4.1)", v.name()),
                        Modifier::Explode => format!("varname {}, explode * (2.4.2)", v.name()),
                        _ => format!("varname {}", v.name()),
                    };
                    second.push(crate::diagram::Part::new(span(v.span()), &label));
                }
                at = e.span().end;
            }
        }
    }
    let mut out = String::new();
    if !top.is_empty() {
        out.push_str(&crate::diagram::level(text, &top, colour));
    }
    if !second.is_empty() {
        out.push('\n');
        out.push_str(&crate::diagram::level(text, &second, colour));
    }
    let vars: Vec<&str> = t.variables().collect();
    out.push_str(&format!(
        "(URI-Template, RFC 6570 2; level {}; variables: {})\n",
        t.level(),
        if vars.is_empty() {
            "none".to_owned()
        } else {
            vars.join(", ")
        }
    ));
    out
}
