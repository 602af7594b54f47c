//! Path segments appended to a path, each percent-encoded for its place (RFC 3986 3.3).

use alloc::string::String;

use super::error::{EditError, Reason};
use crate::percent;
use crate::syntax::lang::Lang;

/// `path` with `segments` appended, each percent-encoded for a segment of `lang`, or `None` when no segment
/// is appended. `authority` and `scheme` tell whether the reference has them, which decides the form of
/// the path (3.3):
///
/// - after an authority, an empty path gets a `/` before its first segment (`path-abempty`);
/// - the first segment of a relative reference's path without authority has its `:` encoded too
///   (`segment-nz-nc`), so that it is not read as a scheme;
/// - a path that ends with `/` ends with an empty segment (a trailing slash), which the first segment
///   appended replaces; the segments of one call are joined as given, empty ones included;
/// - `.` and `..` are skipped: RFC 3986 has no way to write them as data (`%2E` is equivalent to `.`, 2.3),
///   and removing dot-segments (5.2.4) would read them as moves in the hierarchy;
/// - a path without authority that the appended segments would make begin with `//` gets `/.` before it
///   (as `set_path_dot_prefixed` writes it), so that it is not read as an authority.
pub(super) fn with_segments<S: AsRef<str>>(
    path: &str,
    authority: bool,
    scheme: bool,
    lang: &Lang,
    segments: impl IntoIterator<Item = S>,
) -> Result<Option<String>, EditError> {
    let mut out = String::from(path);
    let mut appended = false;
    for segment in segments {
        let segment = segment.as_ref();
        if segment == "." || segment == ".." {
            return Err(EditError(Reason::DotSegment(lang.segment.rule())));
        }
        if appended || (!out.is_empty() && !out.ends_with('/')) || (out.is_empty() && authority) {
            out.push('/');
        }
        let component = if out.is_empty() && !authority && !scheme {
            lang.segment_nz_nc
        } else {
            lang.segment
        };
        out.push_str(&percent::encode(segment, component));
        appended = true;
    }
    if !appended {
        return Ok(None);
    }
    if !authority && out.starts_with("//") && !path.starts_with("//") {
        out.insert_str(0, "/.");
    }
    Ok(Some(out))
}
