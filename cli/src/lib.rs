//! The `rfc3986` command-line tool as a library: its commands, their answers and the viewer's pages. The
//! binary `rfc3986` is [`main`]; the guide's chapter `docs/cli.md` describes every command.

use std::ffi::OsString;
use std::io::{self, BufRead, Write};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};

use clap::{Parser, Subcommand};

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
mod named_parts;
mod normalize;
mod parse;
mod reference;
mod relativize;
mod repairs;
mod resolve;
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
    /// Run the examples printed in RFC 3986 and in the other RFCs whose grammars the crate has (3987,
    /// 6068, 6455, 8089, 8141, 9110, 2397, 3966, 5870, 4151, 9562, 3061), and print expected, actual,
    /// PASS, FAIL or NOT RUN.
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
    /// template/expand and template/match. The parameters are the command's long options without `--` (a
    /// flag as `=1`) and its arguments by name: input; base and ref (resolve); base and target
    /// (relativize); template; template and uri (template match). It listens on loopback only, answers
    /// only requests that name it in Host, serves GET and HEAD, and fetches nothing that an input names.
    /// The guide's chapter docs/viewer.md describes every view.
    #[cfg(feature = "serve")]
    Serve(serve::Args),
}

/// The columns `text` takes on a terminal: the tool draws its diagrams and carets for one.
pub(crate) fn columns(text: &str) -> usize {
    rfc3986::display::columns(text, rfc3986::Width::Terminal)
}

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
pub(crate) fn command_of(args: &[OsString]) -> Result<Command, String> {
    let argv = std::iter::once(OsString::from("rfc3986")).chain(args.iter().cloned());
    Cli::try_parse_from(argv)
        .map(|cli| cli.command)
        .map_err(|err| {
            let text = err.to_string();
            let first = text.lines().next().unwrap_or_default();
            first.strip_prefix("error: ").unwrap_or(first).to_owned()
        })
}

/// The arguments of the commands that take strings and match them against one rule: `parse`, `check`, `tree`.
#[derive(clap::Args)]
pub(crate) struct RuleInputs {
    /// The ABNF rule to match each whole input against, by its RFC name (IPv6address, path-abempty,
    /// ireg-name, ...). Default: URI-reference.
    /// Where specifications reuse a name for different rules (`parameter`: RFC 2045, RFC 3966 and RFC
    /// 5870), the name alone matches each of them (but RFC 3986's, RFC 3987's and their core rules' names
    /// are theirs alone), and a name after its specification one (`'RFC 3966 parameter'`).
    #[arg(long, value_name = "RULE", value_parser = rule_name::parse_rule)]
    rule: Option<rule_name::RuleName>,
    /// Read each input as an IRI-reference (RFC 3987) instead of a URI-reference: the default rule becomes
    /// IRI-reference.
    #[arg(long)]
    pub(crate) iri: bool,
    /// The strings; each line of standard input when none is given.
    #[arg(value_name = "INPUT")]
    pub(crate) inputs: Vec<OsString>,
}

impl RuleInputs {
    /// The rule to match against: `--rule`, or URI-reference (IRI-reference with `--iri`).
    pub(crate) fn rule(&self) -> rfc3986::Rule {
        match (&self.rule, self.iri) {
            (Some(name), _) => name.rule,
            (None, false) => rfc3986::Rule::UriReference,
            (None, true) => rfc3986::Rule::IriReference,
        }
    }

    /// The rule to match against, then the others its name names (see [`RuleInputs::also`]).
    #[cfg(feature = "viewer")]
    pub(crate) fn rules(&self) -> Vec<rfc3986::Rule> {
        std::iter::once(self.rule())
            .chain(self.also().iter().copied())
            .collect()
    }

    /// The other rules that `--rule`'s name, without a specification, names (see [`rule_name::RuleName`]).
    pub(crate) fn also(&self) -> &[rfc3986::Rule] {
        self.rule.as_ref().map_or(&[], |name| &name.also)
    }
}

/// Whether the line being answered is the last that standard input has delivered so far: then its answer
/// is flushed as soon as it is written, so that a program that writes one line and waits for the answer (a
/// co-process) gets it. While more lines are already read, answers stay buffered, for throughput.
static ANSWER_NOW: AtomicBool = AtomicBool::new(false);

/// The inputs of a command: its arguments, or else the lines of standard input. A line loses its `\n` and a
/// `\r` before it. Inputs are bytes: a line that is not UTF-8 is answered as one ([`line`]).
pub(crate) fn for_each_input(
    args: &[OsString],
    mut f: impl FnMut(&line::Line<'_>) -> io::Result<bool>,
) -> io::Result<bool> {
    let mut all_ok = true;
    if !args.is_empty() {
        for arg in args {
            all_ok &= f(&line::Line::new(&arg_bytes(arg)))?;
        }
        return Ok(all_ok);
    }
    // A buffer of our own (reads of its size bypass the one inside `Stdin`), so that we can see whether
    // the lines read so far are all answered.
    let mut stdin = io::BufReader::with_capacity(64 * 1024, io::stdin().lock());
    let mut line = Vec::new();
    loop {
        line.clear();
        if stdin.read_until(b'\n', &mut line)? == 0 {
            return Ok(all_ok);
        }
        if line.last() == Some(&b'\n') {
            line.pop();
            if line.last() == Some(&b'\r') {
                line.pop();
            }
        }
        ANSWER_NOW.store(stdin.buffer().is_empty(), Ordering::Relaxed);
        all_ok &= f(&line::Line::new(&line))?;
    }
}

/// An argument's bytes: on Unix exactly the bytes it was given, which need not be UTF-8.
#[cfg(unix)]
pub(crate) fn arg_bytes(arg: &std::ffi::OsStr) -> std::borrow::Cow<'_, [u8]> {
    use std::os::unix::ffi::OsStrExt;
    std::borrow::Cow::Borrowed(arg.as_bytes())
}

/// An argument's bytes: elsewhere (Windows arguments are UTF-16) its text, with U+FFFD for what is not
/// Unicode.
#[cfg(not(unix))]
pub(crate) fn arg_bytes(arg: &std::ffi::OsStr) -> std::borrow::Cow<'_, [u8]> {
    match arg.to_string_lossy() {
        std::borrow::Cow::Borrowed(s) => std::borrow::Cow::Borrowed(s.as_bytes()),
        std::borrow::Cow::Owned(s) => std::borrow::Cow::Owned(s.into_bytes()),
    }
}

/// Standard output, buffered, and flushed at the end of a line when [`ANSWER_NOW`] says so.
pub(crate) struct Out(io::BufWriter<io::StdoutLock<'static>>);

impl Write for Out {
    #[inline]
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.write_all(buf)?;
        Ok(buf.len())
    }

    /// `BufWriter`'s own, which copies small writes (JSON is written in many) without a loop.
    #[inline]
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.0.write_all(buf)?;
        if ANSWER_NOW.load(Ordering::Relaxed) && buf.contains(&b'\n') {
            self.0.flush()?;
        }
        Ok(())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.0.flush()
    }
}

/// Standard output, locked and buffered, flushed by the caller (and line by line when stdin is idle).
pub(crate) fn stdout() -> Out {
    Out(io::BufWriter::new(io::stdout().lock()))
}

/// How a command whose results scripts consume (`normalize`, `resolve`, `relativize`, `to-uri`, `to-iri`)
/// writes a result in text mode: verbatim when standard output is not a terminal, so that
/// `rfc3986 normalize < in.txt > out.txt` loses nothing; on a terminal, with a password shown as
/// `<redacted>` (RFC 3986 3.2.1) unless `--show-password` is given. Diagnostics redact always.
#[derive(clap::Args)]
pub(crate) struct ResultText {
    /// On a terminal, show the password of a result as it is instead of `<redacted>` (results written to a
    /// pipe or a file, and --json, are always verbatim).
    #[arg(long)]
    show_password: bool,
}

impl ResultText {
    /// A result as this run shows it.
    pub(crate) fn shown<'a>(
        &self,
        result: &'a str,
        style: style::Style,
    ) -> std::borrow::Cow<'a, str> {
        shown_result(result, style.terminal, self.show_password)
    }
}

/// A result as shown on a terminal (`terminal`) or written elsewhere.
fn shown_result(result: &str, terminal: bool, show_password: bool) -> std::borrow::Cow<'_, str> {
    if terminal && !show_password {
        rfc3986::redact_password(result)
    } else {
        std::borrow::Cow::Borrowed(result)
    }
}

/// In the text mode of the one-line-per-input commands, the line that stands for an input that failed: its
/// error message (the rendering for people goes to standard error).
pub(crate) fn error_line(out: &mut impl Write, err: &impl std::fmt::Display) -> io::Result<()> {
    writeln!(out, "error: {err}")
}

/// An input that failed, in the text mode of the commands that write one result per input: its
/// [`error_line`], and the message after the input on standard error.
pub(crate) fn failed(
    out: &mut impl Write,
    input: &line::Line<'_>,
    message: &str,
) -> io::Result<()> {
    error_line(out, &message)?;
    eprintln!("rfc3986: {}: {message}", line::debug(input));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::shown_result;

    #[test]
    fn results_are_verbatim_but_on_a_terminal() {
        let uri = "http://user:secret@h/p";
        assert_eq!(shown_result(uri, false, false), uri);
        assert_eq!(shown_result(uri, false, true), uri);
        assert_eq!(shown_result(uri, true, true), uri);
        assert_eq!(shown_result(uri, true, false), "http://user:<redacted>@h/p");
        assert_eq!(shown_result("http://h/p", true, false), "http://h/p");
    }
}
