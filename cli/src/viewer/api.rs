//! `GET /api/COMMAND?PARAMETERS`: the JSON object that `rfc3986 COMMAND --json` prints for one input.
//!
//! The parameters are the command's long options without `--` (a flag as `=1`; an empty value is as if
//! the option were not given) and its positional arguments by name ([`Endpoint::positionals`]), decoded as
//! an HTML form sends them (`application/x-www-form-urlencoded`) by the crate's own query reader. The
//! arguments are handed to the same command-line parser ([`request`]), and the command's own answer
//! function and JSON printer make the answer: byte for byte the line `rfc3986 COMMAND --json` prints.

use std::ffi::OsString;

use super::Status;

use crate::{Command, wire};

use super::{Answer, MAX_INPUT};

/// A command the API and the pages serve: one row of the viewer's table of views ([`crate::VIEWS`]), written
/// in the command's own `view.rs`.
pub(crate) struct Endpoint {
    /// As in the route: `parse`, `template/expand`.
    pub(crate) name: &'static str,
    /// The positional arguments, in order, by the names the parameters give them.
    pub(crate) positionals: &'static [&'static str],
    /// The page's title.
    pub(crate) title: &'static str,
    /// Its label in the navigation.
    pub(crate) nav: &'static str,
    /// What the page says before its inputs are given.
    pub(crate) intro: &'static str,
    /// The form's fields, filled in from the parameters.
    pub(crate) fields: fn(&Params) -> String,
    /// The result part of the page, once every positional parameter is given.
    pub(crate) page: fn(&Endpoint, &Params) -> Result<String, Refusal>,
    /// The command's `--json` line for the parameters (`/api/COMMAND`): [`json`] of the command's arguments.
    pub(crate) json: fn(&Endpoint, &Params) -> Result<Vec<u8>, Refusal>,
}

/// Options of the commands that the API does not take: its answers are always `--json`, of one input.
const NOT_PARAMETERS: &[&str] = &["json", "jobs", "show-password", "help", "version"];

/// A request's parameters, decoded, in their order.
#[derive(Clone, Debug, Default)]
pub(crate) struct Params(pub(crate) Vec<(String, String)>);

impl Params {
    /// The parameters of a query (`application/x-www-form-urlencoded`); a name given twice is an error.
    pub(crate) fn from_query(query: &str) -> Result<Params, String> {
        let mut params: Vec<(String, String)> = Vec::new();
        if query.is_empty() {
            return Ok(Params(params));
        }
        for (name, value) in rfc3986::percent::query_pairs(query).form_decoded_lossy() {
            if name.is_empty() && value.is_empty() {
                continue;
            }
            if params.iter().any(|(n, _)| *n == name) {
                return Err(format!("the parameter {name:?} is given twice"));
            }
            params.push((name.into_owned(), value.into_owned()));
        }
        Ok(Params(params))
    }

    /// The value of `name`, if given.
    pub(crate) fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Whether the flag `name` is on (`=1`).
    pub(crate) fn flag(&self, name: &str) -> bool {
        self.get(name) == Some("1")
    }

    /// The parameters without those named in `names`.
    pub(crate) fn without(&self, names: &[&str]) -> Params {
        Params(
            self.0
                .iter()
                .filter(|(n, _)| !names.contains(&n.as_str()))
                .cloned()
                .collect(),
        )
    }

    /// With `name` set to `value` (replacing it, or added at the end).
    pub(crate) fn with(&self, name: &str, value: &str) -> Params {
        let mut params = self.clone();
        match params.0.iter_mut().find(|(n, _)| n == name) {
            Some((_, v)) => *v = value.to_owned(),
            None => params.0.push((name.to_owned(), value.to_owned())),
        }
        params
    }

    /// The longest value, in bytes.
    pub(crate) fn longest(&self) -> usize {
        self.0.iter().map(|(_, v)| v.len()).max().unwrap_or(0)
    }
}

/// The command-line arguments (after the program's name) that the parameters stand for: the command,
/// `--json`, each option, `--`, then the positional arguments; or what is wrong with the parameters.
pub(crate) fn arguments(endpoint: &Endpoint, params: &Params) -> Result<Vec<OsString>, String> {
    let mut command = <crate::Cli as clap::CommandFactory>::command();
    let mut args: Vec<OsString> = Vec::new();
    for part in endpoint.name.split('/') {
        args.push(part.into());
        command = command
            .find_subcommand(part)
            .cloned()
            .ok_or_else(|| format!("no command {part}"))?;
    }
    args.push("--json".into());
    for (name, value) in &params.0 {
        if endpoint.positionals.contains(&name.as_str()) {
            continue;
        }
        let option = command
            .get_arguments()
            .find(|a| a.get_long() == Some(name.as_str()))
            .filter(|_| !NOT_PARAMETERS.contains(&name.as_str()));
        let Some(option) = option else {
            return Err(format!(
                "unknown parameter {name:?} for {} (its parameters: {})",
                endpoint.name,
                parameter_names(endpoint, &command).join(", ")
            ));
        };
        if option.get_action().takes_values() {
            if !value.is_empty() {
                args.push(format!("--{name}={value}").into());
            }
        } else {
            match value.as_str() {
                "1" => args.push(format!("--{name}").into()),
                "0" | "" => {}
                _ => return Err(format!("the flag {name:?} takes 1 (on) or 0 (off)")),
            }
        }
    }
    args.push("--".into());
    for &positional in endpoint.positionals {
        let value = params
            .get(positional)
            .ok_or_else(|| format!("missing parameter {positional:?}"))?;
        args.push(value.into());
    }
    Ok(args)
}

/// The parameters an endpoint takes, for messages.
fn parameter_names(endpoint: &Endpoint, command: &clap::Command) -> Vec<String> {
    endpoint
        .positionals
        .iter()
        .map(|p| (*p).to_owned())
        .chain(
            command
                .get_arguments()
                .filter_map(|a| a.get_long())
                .filter(|l| !NOT_PARAMETERS.contains(l))
                .map(str::to_owned),
        )
        .collect()
}

/// What went wrong before the command could answer: the status and the message.
pub(crate) type Refusal = (Status, String);

/// A command the viewer serves, by its arguments: the command line's parser makes them from a request's
/// parameters ([`request`]), so that they mean what they mean there, and they answer with the line that
/// `rfc3986 COMMAND --json` prints. Each served command implements it in its own folder (`view.rs`), beside
/// its row of the table of views.
pub(crate) trait Served: Sized {
    /// The command's arguments, when `command` is this command.
    fn of(command: Command) -> Option<Self>;

    /// The command's answer as `rfc3986 COMMAND --json` prints it for the last input: one JSON line, by the
    /// same answer function and the same JSON printer.
    fn json(&self) -> Result<Vec<u8>, Refusal>;
}

/// [`Served`] for the arguments of a command that answers each input on its own (`command::Answers`): they
/// are the command's when the command line's parse is `Command::$variant`, and its `--json` line is that of
/// the one input. `served_by_answers!(Args, Parse)`.
macro_rules! served_by_answers {
    ($args:ty, $variant:ident) => {
        impl $crate::viewer::api::Served for $args {
            fn of(command: $crate::Command) -> Option<Self> {
                match command {
                    $crate::Command::$variant(args) => Some(args),
                    _ => None,
                }
            }

            fn json(&self) -> Result<Vec<u8>, $crate::viewer::api::Refusal> {
                $crate::command::json_line(self).map_err($crate::viewer::api::failed)
            }
        }
    };
}
pub(crate) use served_by_answers;

/// The arguments of the command `A` that the parameters describe, or why there are none (an input over
/// [`MAX_INPUT`] bytes, parameters that are not the command's, or another command's route).
pub(crate) fn request<A: Served>(endpoint: &Endpoint, params: &Params) -> Result<A, Refusal> {
    if params.longest() > MAX_INPUT {
        return Err((
            Status::PAYLOAD_TOO_LARGE,
            format!(
                "an input of more than {MAX_INPUT} bytes: the viewer shows shorter ones; use the command line"
            ),
        ));
    }
    let args = arguments(endpoint, params).map_err(|m| (Status::BAD_REQUEST, m))?;
    let command = crate::command_of(&args).map_err(|m| (Status::BAD_REQUEST, m))?;
    A::of(command).ok_or_else(|| {
        (
            Status::NOT_FOUND,
            format!("the viewer does not serve {}", endpoint.name),
        )
    })
}

/// The `--json` line of the command `A` for the parameters: what `/api/COMMAND` answers.
pub(crate) fn json<A: Served>(endpoint: &Endpoint, params: &Params) -> Result<Vec<u8>, Refusal> {
    request::<A>(endpoint, params)?.json()
}

/// A failure to write an answer (not met: the answers are written to memory).
pub(crate) fn failed(err: std::io::Error) -> Refusal {
    (Status::INTERNAL_SERVER_ERROR, err.to_string())
}

/// An error of the command before it answers (a base that `--drive-letters` refuses, `--vars` that are
/// not JSON), as the API refuses it.
pub(crate) fn refused(err: std::io::Error) -> Refusal {
    (Status::BAD_REQUEST, err.to_string())
}

/// An answer as its JSON line, as the JSON printer writes it.
pub(crate) fn json_line(value: &impl serde::Serialize) -> Result<Vec<u8>, Refusal> {
    let mut out = Vec::new();
    wire::write(&mut out, value).map_err(|err| (Status::INTERNAL_SERVER_ERROR, err.to_string()))?;
    Ok(out)
}

/// `GET /api/COMMAND?QUERY`, for the endpoint of COMMAND or the message that there is none.
pub(crate) fn answer(endpoint: Result<&Endpoint, String>, query: &str) -> Answer {
    let endpoint = match endpoint {
        Ok(endpoint) => endpoint,
        Err(message) => return Answer::json_error(Status::NOT_FOUND, &message),
    };
    let params = match Params::from_query(query) {
        Ok(params) => params,
        Err(message) => return Answer::json_error(Status::BAD_REQUEST, &message),
    };
    match (endpoint.json)(endpoint, &params) {
        Ok(output) => Answer::new(Status::OK, "application/json; charset=utf-8", output),
        Err((status, message)) => Answer::json_error(status, &message),
    }
}

/// The `rfc3986 ...` command line (POSIX shell quoting) that shows the same view as the parameters, in
/// text rather than JSON; `None` when the parameters are not the command's.
pub(crate) fn command_line(endpoint: &Endpoint, params: &Params) -> Option<String> {
    let args = arguments(endpoint, params).ok()?;
    let words: Vec<String> = args
        .iter()
        .map(|a| a.to_string_lossy().into_owned())
        .filter(|a| a != "--json")
        .collect();
    let (options, positionals) = words.split_at(words.len() - endpoint.positionals.len());
    let dash = positionals.iter().any(|p| p.starts_with('-'));
    let line = std::iter::once("rfc3986".to_owned())
        .chain(
            options
                .iter()
                .filter(|w| dash || *w != "--")
                .map(|w| shell_quote(w)),
        )
        .chain(positionals.iter().map(|w| shell_quote(w)))
        .collect::<Vec<_>>()
        .join(" ");
    Some(line)
}

/// `text` as one word of a POSIX shell: as it is when it has only characters no shell treats specially,
/// else in single quotes (a `'` inside as `'\''`).
pub(crate) fn shell_quote(text: &str) -> String {
    let plain = !text.is_empty()
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-_./:@%+=,".contains(&b));
    if plain {
        text.to_owned()
    } else {
        format!("'{}'", text.replace('\'', "'\\''"))
    }
}
