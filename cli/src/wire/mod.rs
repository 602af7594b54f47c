//! Every object that `--json` prints, one per line: the contract, in one place. Its fields and their meanings
//! stay; a field may be added. Each command's answer is one of these types (or a [`Repaired`] one, with the
//! lenient intake), and `rfc3986 COMMAND --json`, the viewer's `/api/COMMAND` and its pages all take it.
//! `cli/tests/snapshots/cli_json.txt` prints each for a fixed set of inputs, so that a change shows in its diff.
//!
//! The field order is part of the output: a struct's fields serialize in their order here. Objects that the
//! tool used to build as a JSON map (`scheme`, `rules`, an answer with the lenient intake's fields, a match
//! of another specification's rule) have their fields in alphabetical order, and keep it.

mod conformance;
mod extract;
mod mapping;
mod normalize;
mod parse;
mod percent;
mod resolve;
mod rules;
mod scheme;
mod template;

pub(crate) use conformance::ExampleResult;
pub(crate) use extract::Extracted;
pub(crate) use mapping::{Mapped, Mapping};
pub(crate) use normalize::{Equivalent, Invalid as EquivalentInvalid, Normalized, Place, Rung};
pub(crate) use parse::{Components, Invalid, Matched, Parsed, Valid};
pub(crate) use percent::{DecodeError, Decoded, Encoded};
pub(crate) use resolve::{DotRow, MergeStep, Relativized, Resolved, Sources, Steps};
pub(crate) use rules::{Described, Listed};
pub(crate) use scheme::{Checked, PartValue};
pub(crate) use template::{
    Error as TemplateError, Expanded, Matched as TemplateMatched, Mismatch, Variables,
};

use std::io::{self, Write};

use rfc3986::ParseError;
use serde::Serialize;

use crate::line::{Fix, LineError};

/// Serializes `value` with the fields of its objects, nested ones too, in alphabetical order: for the
/// objects the tool used to build as JSON maps (see the module's documentation).
pub(crate) fn alphabetical<T: Serialize, S: serde::Serializer>(
    value: &T,
    s: S,
) -> Result<S::Ok, S::Error> {
    use serde::ser::Error as _;
    serde_json::to_value(value)
        .map_err(S::Error::custom)?
        .serialize(s)
}

/// The JSON printer: `value` as one line.
pub(crate) fn write(out: &mut impl Write, value: &impl Serialize) -> io::Result<()> {
    serde_json::to_writer(&mut *out, value)?;
    out.write_all(b"\n")
}

/// One input's result or its error, never both and never neither: written, at its place among the answer's
/// fields, as the field the command names its result by (`normalized`, `target`, `expansion`, ...) or as
/// `error`. Where the contract has both fields always (`template expand`), the other is `null`.
pub(crate) struct Outcome<T, E = Error> {
    /// The result's field name.
    name: &'static str,
    /// Whether the field that does not apply is written as `null` (else left out).
    nulls: bool,
    pub(crate) result: Result<T, E>,
}

impl<T, E> Outcome<T, E> {
    /// The result as the field `name`, or the error; the other field left out.
    pub(crate) fn new(name: &'static str, result: Result<T, E>) -> Outcome<T, E> {
        Outcome {
            name,
            nulls: false,
            result,
        }
    }

    /// The result as the field `name`, or the error; the other field `null`.
    pub(crate) fn with_nulls(name: &'static str, result: Result<T, E>) -> Outcome<T, E> {
        Outcome {
            name,
            nulls: true,
            result,
        }
    }

    /// Whether the input has a result.
    pub(crate) fn is_ok(&self) -> bool {
        self.result.is_ok()
    }

    /// The result, if the input has one (the viewer's pages read it).
    #[cfg(feature = "viewer")]
    pub(crate) fn value(&self) -> Option<&T> {
        self.result.as_ref().ok()
    }

    /// The error, if the input has no result.
    #[cfg(feature = "viewer")]
    pub(crate) fn error(&self) -> Option<&E> {
        self.result.as_ref().err()
    }
}

impl<T: Serialize, E: Serialize> Serialize for Outcome<T, E> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap as _;
        let mut map = s.serialize_map(None)?;
        match &self.result {
            Ok(value) => {
                map.serialize_entry(self.name, value)?;
                if self.nulls {
                    map.serialize_entry("error", &None::<()>)?;
                }
            }
            Err(err) => {
                if self.nulls {
                    map.serialize_entry(self.name, &None::<()>)?;
                }
                map.serialize_entry("error", err)?;
            }
        }
        map.end()
    }
}

/// The error object shared by every command: where the input stopped matching and what was expected.
#[derive(Serialize)]
pub(crate) struct Error {
    pub(crate) index: usize,
    pub(crate) expected: Vec<&'static str>,
    pub(crate) message: String,
    /// The character at `index`, `null` at the end of the input (U+FFFD for a byte that is not UTF-8).
    pub(crate) found: Option<char>,
    /// The byte at `index` in upper-case hex, only when it is not part of valid UTF-8.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) found_byte: Option<String>,
    /// The text that would complete the input up to `index` (what the rendering prints as "adding ...
    /// would complete it"), or null.
    pub(crate) completion: Option<String>,
    /// The library's error, when the input is text (not printed): the viewer draws it with its rendering.
    #[serde(skip)]
    #[cfg_attr(not(feature = "viewer"), allow(dead_code))]
    pub(crate) cause: Option<ParseError>,
}

impl From<&ParseError> for Error {
    fn from(err: &ParseError) -> Error {
        Error {
            index: err.index(),
            expected: err.expected().map(|r| r.as_str()).collect(),
            message: err.to_string(),
            found: err.found(),
            found_byte: None,
            completion: err.completion().map(|c| c.text().to_owned()),
            cause: Some(*err),
        }
    }
}

impl From<&LineError> for Error {
    /// The error of a line, at its index in the line's bytes, with `found_byte` for a byte that is not
    /// UTF-8.
    fn from(err: &LineError) -> Error {
        Error {
            index: err.index(),
            expected: err.expected().iter().map(|r| r.as_str()).collect(),
            message: err.to_string(),
            found: err.found(),
            found_byte: err.found_byte().map(|b| format!("{b:02X}")),
            completion: match err {
                LineError::Grammar { err, .. } => err.completion().map(|c| c.text().to_owned()),
                LineError::Byte(_) => None,
            },
            cause: match err {
                LineError::Grammar { err, .. } => Some(*err),
                LineError::Byte(_) => None,
            },
        }
    }
}

/// One change the lenient intake made (an element of `"repairs"`): where, what it found (a U+FFFD for each
/// byte that is not UTF-8, with `found_bytes`, those bytes in upper-case hex), what it did (`kind`:
/// `percent-encoded`, `whitespace`, `delimiter`, `unpaired-delimiter`, `byte-order-mark`, `backslash`), what
/// replaced it, and the rule that called for it.
#[derive(Serialize)]
pub(crate) struct Repair {
    pub(crate) found: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) found_bytes: Option<String>,
    pub(crate) index: usize,
    pub(crate) kind: &'static str,
    /// The kind in words, for the text output.
    #[serde(skip)]
    pub(crate) description: &'static str,
    pub(crate) replacement: String,
    pub(crate) rule: &'static str,
}

impl From<&Fix> for Repair {
    fn from(fix: &Fix) -> Repair {
        Repair {
            found: fix.found.clone(),
            found_bytes: (!fix.bytes.is_empty())
                .then(|| fix.bytes.iter().map(|b| format!("{b:02X}")).collect()),
            index: fix.index,
            kind: fix.kind.as_str(),
            description: fix.kind.describe(),
            replacement: fix.replacement.clone(),
            rule: fix.rule.as_str(),
        }
    }
}

/// An answer, and with `--lenient` what the lenient intake did: `"output"`, the repaired text (`null` when
/// no repair made the input valid), and `"repairs"`. With them the object's fields come in alphabetical
/// order, as they always have.
pub(crate) struct Repaired<T> {
    pub(crate) answer: T,
    /// `None` without `--lenient`: the answer alone.
    pub(crate) intake: Option<Intake>,
}

/// What the lenient intake made of an input.
pub(crate) struct Intake {
    pub(crate) output: Option<String>,
    pub(crate) repairs: Vec<Repair>,
}

impl Intake {
    /// The intake's report on a parse: the repaired text and the repairs, or `null` and none.
    pub(crate) fn of<R: AsRef<str>>(parsed: &Result<(R, Vec<Fix>), LineError>) -> Intake {
        match parsed {
            Ok((r, fixes)) => Intake {
                output: Some(r.as_ref().to_owned()),
                repairs: fixes.iter().map(Repair::from).collect(),
            },
            Err(_) => Intake {
                output: None,
                repairs: Vec::new(),
            },
        }
    }
}

impl<T: Serialize> Serialize for Repaired<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::Error as _;
        let Some(intake) = &self.intake else {
            return self.answer.serialize(s);
        };
        // A JSON map (serde_json's, without `preserve_order`) keeps its keys in alphabetical order.
        let mut map = match serde_json::to_value(&self.answer).map_err(S::Error::custom)? {
            serde_json::Value::Object(map) => map,
            _ => return Err(S::Error::custom("an answer is a JSON object")),
        };
        map.insert("output".into(), intake.output.clone().into());
        map.insert(
            "repairs".into(),
            serde_json::to_value(&intake.repairs).map_err(S::Error::custom)?,
        );
        map.serialize(s)
    }
}
