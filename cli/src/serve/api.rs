//! `GET /api/COMMAND?PARAMETERS`: the JSON object that `rfc3986 COMMAND --json` prints for one input.
//!
//! The parameters are the command's long options without `--` (a flag as `=1`; an empty value is as if
//! the option were not given) and its positional arguments by name ([`Endpoint::positionals`]), decoded as
//! an HTML form sends them (`application/x-www-form-urlencoded`) by the crate's own query reader. The
//! arguments are handed to the same command-line parser and the same command, in this process, and its
//! standard output is the answer, byte for byte.

use std::ffi::OsString;

use hyper::StatusCode;

use super::{Answer, MAX_INPUT};

/// A command the API and the pages serve.
pub(crate) struct Endpoint {
    /// As in the route: `parse`, `template/expand`.
    pub(crate) name: &'static str,
    /// The positional arguments, in order, by the names the parameters give them.
    pub(crate) positionals: &'static [&'static str],
}

/// Every command the viewer serves.
pub(crate) const ENDPOINTS: &[Endpoint] = &[
    Endpoint {
        name: "parse",
        positionals: &["input"],
    },
    Endpoint {
        name: "resolve",
        positionals: &["base", "ref"],
    },
    Endpoint {
        name: "normalize",
        positionals: &["input"],
    },
    Endpoint {
        name: "relativize",
        positionals: &["base", "target"],
    },
    Endpoint {
        name: "to-uri",
        positionals: &["input"],
    },
    Endpoint {
        name: "to-iri",
        positionals: &["input"],
    },
    Endpoint {
        name: "scheme",
        positionals: &["input"],
    },
    Endpoint {
        name: "template/expand",
        positionals: &["template"],
    },
    Endpoint {
        name: "template/match",
        positionals: &["template", "uri"],
    },
];

/// Options of the commands that the API does not take: its answers are always `--json`, of one input.
const NOT_PARAMETERS: &[&str] = &["json", "jobs", "show-password", "help", "version"];

/// The endpoint of a route's command name.
pub(crate) fn endpoint(name: &str) -> Option<&'static Endpoint> {
    ENDPOINTS.iter().find(|e| e.name == name)
}

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
        for (name, value) in rfc3986::percent::query_pairs(query).form_decoded() {
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
pub(crate) type Refusal = (StatusCode, String);

/// Runs the command the parameters describe: its `--json` output (one line).
pub(crate) fn run(endpoint: &Endpoint, params: &Params) -> Result<Vec<u8>, Refusal> {
    if params.longest() > MAX_INPUT {
        return Err((
            StatusCode::PAYLOAD_TOO_LARGE,
            format!(
                "an input of more than {MAX_INPUT} bytes: the viewer shows shorter ones; use the command line"
            ),
        ));
    }
    let args = arguments(endpoint, params).map_err(|m| (StatusCode::BAD_REQUEST, m))?;
    match crate::run_captured(&args) {
        Ok((_, output)) if !output.is_empty() => Ok(output),
        Ok(_) => Err((
            StatusCode::BAD_REQUEST,
            "the command printed nothing".into(),
        )),
        Err(message) => Err((StatusCode::BAD_REQUEST, message)),
    }
}

/// Runs the command and reads its answer as JSON, for the pages.
pub(crate) fn value(endpoint: &Endpoint, params: &Params) -> Result<serde_json::Value, Refusal> {
    let output = run(endpoint, params)?;
    serde_json::from_slice(&output).map_err(|err| {
        (
            StatusCode::INTERNAL_SERVER_ERROR,
            format!("the command's output is not one JSON object: {err}"),
        )
    })
}

/// `GET /api/COMMAND?QUERY`.
pub(crate) fn answer(command: &str, query: &str) -> Answer {
    let Some(endpoint) = endpoint(command) else {
        let names: Vec<_> = ENDPOINTS.iter().map(|e| e.name).collect();
        return Answer::json_error(
            StatusCode::NOT_FOUND,
            &format!("no command {command:?}; the API has {}", names.join(", ")),
        );
    };
    let params = match Params::from_query(query) {
        Ok(params) => params,
        Err(message) => return Answer::json_error(StatusCode::BAD_REQUEST, &message),
    };
    match run(endpoint, &params) {
        Ok(output) => Answer::new(StatusCode::OK, "application/json; charset=utf-8", output),
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
