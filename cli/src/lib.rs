//! The `rfc3986` command-line tool as a library: its commands, their answers and the viewer's pages. The
//! binary `rfc3986` is [`main`]; the guide's chapter `docs/cli.md` describes every command.

use std::io;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod args;
mod base;
mod bulk;
mod check;
mod command;
mod conformance;
mod decode;
mod diagram;
mod encode;
mod equivalent;
mod explain;
mod extract;
mod line;
mod mapping;
mod markup;
mod named_parts;
mod normalize;
mod parse;
mod plumbing;
mod reference;
mod relativize;
mod repairs;
mod resolve;
mod rule_diagram;
mod rule_name;
mod rules;
mod scheme;
#[cfg(feature = "serve")]
mod serve;
#[cfg(feature = "viewer")]
mod viewer;

#[cfg(feature = "viewer")]
pub use viewer::{Answer, Status, respond};
mod steps;
mod style;
mod template;
mod tree;
mod wire;

/// Check, take apart, resolve and normalize URI references exactly as RFC 3986 defines them.
///
/// Exit status: 0 when every input is valid, 1 when any is not, 2 on a usage error.
#[derive(Parser)]
// `about` is the text the tool always had (the library's description); the package's own description, for
// crates.io, says that it is the tool.
#[command(
    name = "rfc3986",
    version,
    about = "URI references exactly as RFC 3986 defines them: parse with the RFC's own grammar, resolve, normalize, compare",
    long_about
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
pub(crate) enum Command {
    /// Parse each INPUT (or each line of standard input) as a URI-reference, or as one rule with --rule.
    Parse(parse::Args),
    /// Resolve each REF (or each line of standard input) against BASE (RFC 3986 section 5).
    Resolve(resolve::Args),
    /// Normalize each INPUT (or each line of standard input) (RFC 3986 section 6).
    Normalize(normalize::Args),
    /// The shortest reference from BASE to each TARGET (or each line of standard input).
    Relativize(relativize::Args),
    /// Draw the diagram of RFC 3986 section 3 for each REF: its components and the parts of its authority.
    Explain(explain::Args),
    /// Print the derivation tree of each INPUT: every named rule that matched, with its span and text.
    Tree(tree::Args),
    /// Say whether each INPUT is a valid RULE, and where and why not.
    Check(check::Args),
    /// Run the examples printed in RFC 3986 and in the other RFCs whose grammars the crate has, and print
    /// expected, actual, PASS, FAIL or NOT RUN (the help lists the RFCs from the examples' table:
    /// `conformance::about`).
    #[command(about = conformance::about())]
    Conformance(conformance::Args),
    /// Print the completion script of a shell (bash, zsh, fish, elvish, powershell) to standard output.
    Completions {
        /// The shell.
        shell: clap_complete::Shell,
    },
    /// Print the manual page (roff) to standard output: `rfc3986 man | man -l -`.
    Man,
    /// Map each IRI reference INPUT (or each line of standard input) to a URI (RFC 3987 section 3.1).
    ToUri(mapping::ToUriArgs),
    /// Map each URI reference INPUT (or each line of standard input) to an IRI (RFC 3987 section 3.2).
    ToIri(mapping::ToIriArgs),
    /// Check each URI against its scheme's own grammar (the help lists the schemes from the library's
    /// table: `scheme::about`).
    #[command(about = scheme::about())]
    Scheme(scheme::Args),
    /// List every rule that --rule accepts, with its RFC and section (and its ABNF with --json); with a
    /// NAME, describe that rule: its ABNF, its RFC section, the rules it uses and the rules that use it.
    Rules(rules::Args),
    /// URI Templates (RFC 6570): expand templates, match URIs against one, explain one.
    Template(template::Args),
    /// Percent-encode each TEXT (or each line of standard input) for one component (RFC 3986 section
    /// 2.1): what the component's rule allows stays, every other byte becomes %XX.
    Encode(encode::Args),
    /// Whether A and B are equivalent (RFC 3986 section 6.2): as written (6.2.1), after syntax-based
    /// (6.2.2) or scheme-based (6.2.3) normalization. Exit status 0 when they are, 1 when not, 2 when one
    /// does not parse.
    Equivalent(equivalent::Args),
    /// Percent-decode each TEXT (or each line of standard input) (RFC 3986 section 2.1); decoded bytes
    /// that are not UTF-8 are an error, or escaped with --escape.
    Decode(decode::Args),
    /// Find the URIs in running text (FILE, or standard input) as RFC 3986 Appendix C says people write
    /// them: within angle brackets (<URL:...> too) or double quotes, perhaps wrapped across lines, or
    /// between whitespace; print each on a line. Sentence punctuation after a URI between whitespace is the
    /// sentence's. Exit status 0 when the text holds a URI, 1 when not.
    Extract(extract::Args),
    /// Serve the viewer: a page on 127.0.0.1 that shows what the commands show (components, derivation
    /// tree, errors, the steps of resolution and normalization, other readings) with links that reproduce
    /// each view, and answers each command's --json at /api/COMMAND. Prints the page's URL first.
    ///
    /// GET /COMMAND?PARAMETERS is the page and GET /api/COMMAND?PARAMETERS exactly the line that `rfc3986
    /// COMMAND --json` prints, for parse, resolve, normalize, relativize, to-uri, to-iri, scheme,
    /// template/expand, template/match, extract, equivalent, encode and decode. The parameters are the
    /// command's long options without `--` (a flag as `=1`; extract's text as `text`, never a file) and its
    /// arguments by name: input; base and ref (resolve); base and target (relativize); template; template
    /// and uri (template match); a and b (equivalent); text (encode, decode). It listens on loopback only, answers
    /// only requests that name it in Host, serves GET and HEAD, and fetches nothing that an input names.
    /// The guide's chapter docs/viewer.md describes every view.
    #[cfg(feature = "serve")]
    Serve(serve::Args),
}

/// The views of the viewer (`rfc3986 serve` and the static page), one per served command: each is that
/// command's row (its route, parameters, title, form, page and `--json` answer), in the command's own
/// `view.rs`. The start page and the API list them in this order.
#[cfg(feature = "viewer")]
pub(crate) const VIEWS: &[&viewer::api::Endpoint] = &[
    &parse::view::VIEW,
    &resolve::view::VIEW,
    &normalize::view::VIEW,
    &relativize::view::VIEW,
    &mapping::view::TO_URI,
    &mapping::view::TO_IRI,
    &scheme::view::VIEW,
    &template::view::EXPAND,
    &template::view::MATCH,
    &extract::view::VIEW,
    &equivalent::view::VIEW,
    &encode::view::VIEW,
    &decode::view::VIEW,
];

/// The tool: reads the process's arguments, runs the command and returns its exit status (0 when every
/// input was valid, 1 when one was not, 2 on a usage or I/O error).
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = dispatch(cli.command, style::Style::detect());
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(err) if err.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("rfc3986: {err}");
            ExitCode::from(2)
        }
    }
}

/// Runs one command, its text printed in `style`: true when every input was valid.
fn dispatch(command: Command, style: style::Style) -> io::Result<bool> {
    match command {
        Command::Parse(args) => parse::run(&args, style),
        Command::Resolve(args) => resolve::run(&args, style),
        Command::Normalize(args) => command::run(&args, style),
        Command::Relativize(args) => relativize::run(&args, style),
        Command::Explain(args) => explain::run(&args, style),
        Command::Tree(args) => tree::run(&args, style),
        Command::Check(args) => command::run(&args, style),
        Command::Conformance(args) => conformance::run(&args, style),
        Command::Completions { shell } => {
            let mut cmd = <Cli as clap::CommandFactory>::command();
            clap_complete::generate(shell, &mut cmd, "rfc3986", &mut io::stdout());
            Ok(true)
        }
        Command::Man => clap_mangen::Man::new(<Cli as clap::CommandFactory>::command())
            .render(&mut io::stdout())
            .map(|()| true),
        Command::ToUri(args) => command::run(&mapping::Mapper::from(&args), style),
        Command::ToIri(args) => command::run(&mapping::Mapper::from(&args), style),
        Command::Scheme(args) => command::run(&args, style),
        Command::Rules(args) => rules::run(&args, style),
        Command::Template(args) => template::run(&args, style),
        Command::Encode(args) => command::run(&args, style),
        Command::Decode(args) => command::run(&args, style),
        Command::Equivalent(args) => equivalent::run(&args, style),
        Command::Extract(args) => extract::run(&args, style),
        #[cfg(feature = "serve")]
        Command::Serve(args) => serve::run(&args),
    }
}

/// The command that `rfc3986 ARGS...` (ARGS without the program's name) names, its arguments parsed by the
/// command line's own parser, for the viewer; `Err` with the first line of clap's message when they do not
/// parse.
#[cfg(feature = "viewer")]
pub(crate) fn command_of(args: &[std::ffi::OsString]) -> Result<Command, String> {
    let argv = std::iter::once(std::ffi::OsString::from("rfc3986")).chain(args.iter().cloned());
    Cli::try_parse_from(argv)
        .map(|cli| cli.command)
        .map_err(|err| {
            let text = err.to_string();
            let first = text.lines().next().unwrap_or_default();
            first.strip_prefix("error: ").unwrap_or(first).to_owned()
        })
}
