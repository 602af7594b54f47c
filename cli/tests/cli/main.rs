//! The command-line tool, `rfc3986`: each module runs the binary on one command or concern.

#[path = "../util/mod.rs"]
mod util;

mod cli;
mod cli_bulk;
mod cli_bytes;
mod cli_completions;
mod cli_conformance;
mod cli_display;
mod cli_equivalent;
mod cli_explain;
mod cli_extract;
mod cli_iri;
mod cli_iri_mapping;
mod cli_json;
mod cli_lenient;
mod cli_percent;
mod cli_redaction;
mod cli_resolve;
mod cli_rules;
mod cli_scheme;
mod cli_streaming;
mod cli_template;
