//! Relative-reference creation, the inverse of [resolution](https://www.rfc-editor.org/rfc/rfc3986#section-5):
//! given a base and a target URI, the shortest reference that resolves against the base to the target.
//!
//! RFC 3986 defines no algorithm for this. The candidates are the forms of 4.2 from the shortest up: an
//! empty or fragment-only reference (the same document), a query with its fragment, a relative-path
//! reference (`../` for each directory of the base left, then the rest of the target's path; `./` before a
//! first segment that would read as a scheme or a path that would read as an authority), an absolute-path
//! reference (`/.` before one that begins with `//`) and a network-path reference. The base's path is
//! used as 5.2 uses it, dot segments included: relative paths are made both from its directory as written
//! and from that directory with its dot segments removed, which is how resolution reads it. Each candidate is resolved strictly (5.2) and kept only when it
//! gives the target back byte for byte; the shortest kept wins, and the target itself when none is.

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;

use crate::ops::resolve::{directory, has_dot_segment, resolve};
use crate::reference::{parts_of, sealed::Sealed};
use crate::syntax::lang::{self, Lang};
use crate::syntax::parts::{AuthorityParts, Parts, Span, Spans};
use crate::{Iri, IriRef, IriReference, Resolution, Uri, UriRef, UriReference, syntax::build};

/// `relativize` for the two base types: `$trait` is what it takes, `$lang` the characters of its
/// language and `$wrap` what makes the reference of the result's parts. The docs are passed in.
macro_rules! relativize_methods {
    ($($(#[$doc:meta])* $base:ident: $trait:ident, $lang:expr, $result:ident, $wrap:expr;)*) => {$(
        impl $base {
            $(#[$doc])*
            #[must_use]
            pub fn relativize<R: $trait + ?Sized>(&self, target: &R) -> $result {
                $wrap(relativize(&self.0, &absolute(&self.0, target), &$lang))
            }
        }
    )*};
}

relativize_methods! {
    /// The shortest reference that [resolves](Uri::resolve) against this URI (the base) to `target`, byte
    /// for byte; `target` itself when nothing shorter does, such as when the scheme or the authority
    /// differ.
    ///
    /// A target whose path has dot segments, or that is not written as resolution writes it (see
    /// [`Uri::resolve`]), is no resolution's result but in one case: it is returned as it is, and resolving
    /// it against the base removes its dot segments. The one case is the base itself, up to its fragment,
    /// which an empty path or a fragment alone gives back as it is written (RFC 3986 5.2.2): `s:./a/` to
    /// itself is the empty reference.
    ///
    /// `target` may be any reference type. A relative reference is first resolved against this base, so the
    /// result is the shortest reference to the URI it stands for here.
    ///
    /// ```
    /// use rfc3986::{RelativeRef, Uri, UriRef};
    ///
    /// let base = Uri::parse("http://a/b/c/d;p?q")?;
    /// let relativize = |t: &str| base.relativize(&Uri::parse(t).unwrap()).into_string();
    /// assert_eq!(relativize("http://a/b/c/g"), "g");
    /// assert_eq!(relativize("http://a/b/g?y"), "../g?y");
    /// assert_eq!(relativize("http://a/x/y"), "/x/y");
    /// assert_eq!(relativize("http://a/b/c/d;p?q#s"), "#s");
    /// assert_eq!(relativize("http://a/b/c/a:b"), "./a:b");
    /// assert_eq!(relativize("http://g/"), "//g/");
    /// assert_eq!(relativize("https://a/"), "https://a/");
    ///
    /// // Any reference type: a relative one is resolved against the base first.
    /// assert_eq!(base.relativize(&UriRef::parse("http://a/b/c/g")?), "g");
    /// assert_eq!(base.relativize(&RelativeRef::parse("../c/./g")?), "g");
    ///
    /// // Dot segments come back as they are, but the base itself is the empty reference.
    /// let odd = Uri::parse("s:./a/")?;
    /// assert_eq!(odd.relativize(&Uri::parse("s:./b")?), "s:./b");
    /// assert_eq!(odd.relativize(&odd), "");
    /// assert_eq!(odd.resolve(&UriRef::parse("")?), "s:./a/");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    Uri: UriReference, lang::URI, UriRef, UriRef;
    /// The shortest IRI reference that [resolves](Iri::resolve) against this IRI (the base) to `target`,
    /// byte for byte: see [`Uri::relativize`]. `target` may be any IRI or URI reference type; a relative
    /// one is resolved against this base first.
    ///
    /// ```
    /// use rfc3986::{Iri, IriRelativeRef};
    ///
    /// let base = Iri::parse("http://é.example/a/b/c")?;
    /// let relativize = |t: &str| base.relativize(&Iri::parse(t).unwrap()).into_string();
    /// assert_eq!(relativize("http://é.example/a/b/ü"), "ü");
    /// assert_eq!(relativize("http://é.example/a/été"), "../été");
    /// assert_eq!(relativize("http://ü.example/"), "//ü.example/");
    /// assert_eq!(base.relativize(&IriRelativeRef::parse("../b/./ö")?), "ö");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    // A URI target's registered name is an IRI's `ireg-name` when it comes back as it is.
    Iri: IriReference, lang::IRI, IriRef, |parts| IriRef(crate::reference::impls::widened(parts));
}

/// The parts of `target` when it has a scheme; otherwise those of its resolution against `base`.
fn absolute<'t, R: Sealed + ?Sized>(base: &Parts, target: &'t R) -> Cow<'t, Parts> {
    let t = parts_of(target);
    if t.scheme().is_some() {
        Cow::Borrowed(t)
    } else {
        Cow::Owned(resolve(base, t, Resolution::Strict))
    }
}

/// The shortest reference from the base `b` to the target `t`, in the language `lang`; `t` itself when
/// nothing shorter resolves to it.
fn relativize(b: &Parts, t: &Parts, lang: &Lang) -> Parts {
    by_reasoning(b, t).unwrap_or_else(|| by_candidates(b, t, lang))
}

/// [`relativize`] by reasoning on the components, for the bases and targets that real programs relativize:
/// the same scheme, a base whose directory is an absolute path, and paths that are empty or absolute
/// without dot segments (a target that does not begin with `//`). `None` for anything else, which
/// [`by_candidates`] decides.
///
/// RFC 3986 5.2.2 run backwards, each step argued from the algorithm, with the candidates in the order
/// (and so with the ties) of [`by_candidates`]:
/// - same authority, path and query: the fragment alone (`""` or `#f`) keeps the base's path and query;
///   with the same path and another query, `?q#f` does;
/// - a relative path: 5.2.3 merges it with the base's directory `D` (its path up to the last `/`, or `/`
///   for an authority and an empty path), and 5.2.4 then pops one segment of `D` per `../`. Going up from
///   `D` to the last `/` that `D` shares with the target's path and down the rest of that path gives the
///   target's path exactly, because neither has a dot segment to be removed; `./` goes before a first
///   segment that is empty or holds a `:`, and `.` stands for `D` itself, `..` for `../`. An empty target
///   path is no merge's result;
/// - an absolute path, the target's own, when the authority is the same;
/// - a network-path reference, `//` and the target's authority, path and tail.
///
/// The shortest wins (the earlier on a tie), when it is shorter than the target. The crate's tests check
/// the result against [`by_candidates`], which verifies each candidate by resolving it (`ops/checks.rs`).
pub(super) fn by_reasoning(b: &Parts, t: &Parts) -> Option<Parts> {
    Some(match shortest(b, t)? {
        Some((len, written)) if len < t.text.len() => written.write(t, len),
        _ => t.clone(),
    })
}

/// What [`by_reasoning`] chooses, before it is written: `None` when the reasoning does not decide, `Some(None)`
/// when no candidate is worth writing (another scheme), else the shortest candidate and its length.
pub(super) fn shortest<'t>(b: &Parts, t: &'t Parts) -> Option<Option<(usize, Written<'t>)>> {
    let b_path = b.slice(b.path());
    let t_path = t.slice(t.path());
    if b.scheme().map(|s| b.slice(s)) != t.scheme().map(|s| t.slice(s)) {
        return Some(None);
    }
    let absolute = |p: &str| p.is_empty() || p.starts_with('/');
    if !absolute(b_path)
        || (b.authority().is_none() && b_path.is_empty())
        || has_dot_segment(b_path)
        || !absolute(t_path)
        || t_path.starts_with("//")
        || has_dot_segment(t_path)
    {
        return None;
    }
    let t_authority = t.authority().map(|a| t.slice(a.span));
    let same_authority = b.authority().map(|a| b.slice(a.span)) == t_authority;
    let t_query = t.query().map(|q| t.slice(q));
    let fragment_len = t.fragment().map_or(0, |f| 1 + f.end - f.start);
    let tail_len = t_query.map_or(0, |q| 1 + q.len()) + fragment_len;
    // The shortest candidate so far, with its length.
    let mut best: Option<(usize, Written)> = None;
    fn consider<'t>(best: &mut Option<(usize, Written<'t>)>, len: usize, written: Written<'t>) {
        if best.as_ref().is_none_or(|(l, _)| len < *l) {
            *best = Some((len, written));
        }
    }
    if same_authority {
        if t_path == b_path {
            if t_query == b.query().map(|q| b.slice(q)) {
                consider(&mut best, fragment_len, Written::Tail { query: false });
            } else if t_query.is_some() {
                consider(&mut best, tail_len, Written::Tail { query: true });
            }
        }
        if !t_path.is_empty() {
            let (ups, down, dot_slash) = up_and_down(directory(b), t_path);
            let path = if ups == 0 && down.is_empty() {
                Written::Dot
            } else {
                Written::Relative {
                    ups,
                    dot_slash,
                    down,
                    trim: ups > 0 && down.is_empty(),
                }
            };
            consider(&mut best, path.path_len() + tail_len, path);
        }
        if t_path.starts_with('/') {
            consider(&mut best, t_path.len() + tail_len, Written::Absolute);
        }
    }
    if let Some(authority) = t_authority {
        consider(
            &mut best,
            2 + authority.len() + t_path.len() + tail_len,
            Written::Network,
        );
    }
    Some(best)
}

/// The reference that [`by_reasoning`] chose, before it is written.
pub(super) enum Written<'t> {
    /// The target's tail: its fragment, and its query too with `query`.
    Tail { query: bool },
    /// `.`: the base's directory.
    Dot,
    /// `../` `ups` times (the last without its `/` with `trim`), `./` with `dot_slash`, then `down`.
    Relative {
        ups: usize,
        dot_slash: bool,
        down: &'t str,
        trim: bool,
    },
    /// The target's path.
    Absolute,
    /// `//`, the target's authority and path.
    Network,
}

impl Written<'_> {
    fn path_len(&self) -> usize {
        match self {
            Written::Dot => 1,
            Written::Relative {
                ups,
                dot_slash,
                down,
                trim,
            } => 3 * ups + 2 * usize::from(*dot_slash) + down.len() - usize::from(*trim),
            _ => 0,
        }
    }

    /// The reference, `len` bytes (the crate's tests check that it is), with its components' spans recorded
    /// as they are written.
    pub(super) fn write(&self, t: &Parts, len: usize) -> Parts {
        let mut text = String::with_capacity(len);
        let mut spans = Spans::EMPTY;
        let mut query = true;
        match self {
            Written::Tail { query: q } => query = *q,
            Written::Dot => text.push('.'),
            Written::Relative {
                ups,
                dot_slash,
                down,
                trim,
            } => {
                for _ in 0..*ups {
                    text.push_str("../");
                }
                if *trim {
                    text.pop();
                }
                if *dot_slash {
                    text.push_str("./");
                }
                text.push_str(down);
            }
            Written::Absolute => text.push_str(t.slice(t.path())),
            Written::Network => {
                let a = t
                    .authority()
                    .unwrap_or_else(|| unreachable!("a network path has an authority"));
                text.push_str("//");
                let moved =
                    |s: Span| Span::new(s.start - a.span.start + 2, s.end - a.span.start + 2);
                spans.authority = Some(AuthorityParts {
                    span: moved(a.span),
                    userinfo: a.userinfo.map(moved),
                    host: moved(a.host),
                    host_data: a.host_data,
                    port: a.port.map(moved),
                });
                text.push_str(t.slice(a.span));
                text.push_str(t.slice(t.path()));
            }
        }
        spans.path = Span::new(spans.authority.map_or(0, |a| a.span.end), text.len());
        if let Some(q) = t.query().filter(|_| query) {
            text.push('?');
            let start = text.len();
            text.push_str(t.slice(q));
            spans.query = Some(Span::new(start, text.len()));
        }
        if let Some(f) = t.fragment() {
            text.push('#');
            let start = text.len();
            text.push_str(t.slice(f));
            spans.fragment = Some(Span::new(start, text.len()));
        }
        Parts::written(text, spans)
    }
}

/// [`relativize`] for any base and target: the candidates of 4.2's forms, from the shortest up, each
/// verified by parsing and resolving it.
pub(super) fn by_candidates(b: &Parts, t: &Parts, lang: &Lang) -> Parts {
    let mut tail = String::new();
    if let Some(q) = t.query() {
        tail.push('?');
        tail.push_str(t.slice(q));
    }
    let mut fragment = String::new();
    if let Some(f) = t.fragment() {
        fragment.push('#');
        fragment.push_str(t.slice(f));
    }
    tail.push_str(&fragment);
    let t_path = t.slice(t.path());
    let t_authority = t.authority().map(|a| t.slice(a.span));
    let mut candidates = Vec::new();
    if b.scheme().map(|s| b.slice(s)) == t.scheme().map(|s| t.slice(s)) {
        if b.authority().map(|a| b.slice(a.span)) == t_authority {
            if t_path == b.slice(b.path()) {
                if t.query().map(|q| t.slice(q)) == b.query().map(|q| b.slice(q)) {
                    candidates.push(fragment.clone());
                }
                if t.query().is_some() {
                    candidates.push(tail.clone());
                }
            }
            for path in relative_paths(b, t_path) {
                candidates.push(path + &tail);
            }
            if t_path.starts_with("//") {
                // An absolute path cannot begin with "//" (it would read as an authority); "/." before
                // it is removed again by remove_dot_segments.
                candidates.push(String::from("/.") + t_path + &tail);
            } else if t_path.starts_with('/') {
                candidates.push(String::from(t_path) + &tail);
            }
        }
        if let Some(authority) = t_authority {
            candidates.push(String::from("//") + authority + t_path + &tail);
        }
    }
    candidates.sort_by_key(String::len);
    candidates
        .iter()
        .filter(|c| c.len() < t.text.len())
        .filter_map(|c| build::parse(lang.reference, c).ok())
        .find(|r| resolve(b, r, Resolution::Strict).text == t.text)
        .unwrap_or_else(|| t.clone())
}

/// Relative-path references from the base's directory (what [`merge`](crate::resolve::merge) keeps of its path) to
/// `t_path`: up with `../` to the longest common directory, then down the rest of the target's path.
///
/// Resolution merges the reference with the directory and then removes dot segments from the whole, so a
/// directory with dot segments (`/b/./c/`) acts as the directory without them (`/b/c/`): the candidates are
/// made from both, and resolving each one decides.
fn relative_paths(base: &Parts, t_path: &str) -> Vec<String> {
    let directory = directory(base);
    let effective = crate::remove_dot_segments(directory);
    // A target path written `/.//x` (no authority; see `Uri::resolve`) is the path `//x` once resolved.
    let logical = t_path.strip_prefix("/.").filter(|p| p.starts_with("//"));
    let mut paths = Vec::new();
    for t_path in [Some(t_path), logical].into_iter().flatten() {
        paths.extend(from_directory(directory, t_path));
        if effective != directory {
            paths.extend(from_directory(&effective, t_path));
        }
    }
    paths
}

/// The way from `directory` (empty, or ending in `/`) to `t_path`: how many `../` go up to the last `/`
/// they share, the rest of `t_path` to go down, and whether `./` must go before it when nothing goes up (a
/// first segment that is empty would read as an authority, one with a `:` as a scheme).
fn up_and_down<'t>(directory: &str, t_path: &'t str) -> (usize, &'t str, bool) {
    let common = directory
        .bytes()
        .zip(t_path.bytes())
        .take_while(|(d, t)| d == t)
        .count();
    // By the byte: two characters may share their first bytes (`ж` and `з` both begin with 0xD0), so
    // `common` may fall inside one; the last `/` before it is a character boundary in both.
    let shared = directory.as_bytes()[..common]
        .iter()
        .rposition(|&b| b == b'/')
        .map_or(0, |i| i + 1);
    let ups = directory[shared..].matches('/').count();
    let down = &t_path[shared..];
    let first_segment = down.split('/').next().unwrap_or("");
    let dot_slash = ups == 0 && (down.starts_with('/') || first_segment.contains(':'));
    (ups, down, dot_slash)
}

/// The relative paths from `directory` (empty, or ending in `/`) down to `t_path`.
fn from_directory(directory: &str, t_path: &str) -> Vec<String> {
    let (ups, down, dot_slash) = up_and_down(directory, t_path);
    let mut path = "../".repeat(ups);
    if dot_slash {
        path.push_str("./");
    }
    path.push_str(down);
    let mut paths = Vec::new();
    if path.is_empty() {
        // The empty reference is the base itself; its directory is "." (or "./").
        paths.push(String::from("."));
        paths.push(String::from("./"));
    } else if path.ends_with("../") {
        // "x/.." resolves as "x/../" does, one character shorter.
        paths.push(String::from(&path[..path.len() - 1]));
    }
    paths.push(path);
    paths
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rule;

    /// The reasoning decides the usual bases and targets itself (the candidates are the fallback for dot
    /// segments and rootless paths), and gives what verifying every candidate gives.
    #[test]
    fn reasoning_decides_the_usual_cases() {
        let bases = [
            "http://a/b/c/d;p?q",
            "http://a",
            "s://h/",
            "s:/a/b",
            "s://u@h:1/a//b/?q#f",
        ];
        let references = [
            "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "g?y#s", ";x", "g;x", "", ".",
            "./", "..", "../", "../g", "../..", "../../", "../../g", "/", "//h/x?", "a:b", "./c:d",
            "x//y", "..//z", "#", "?", "?#",
        ];
        let mut decided = 0;
        for base in bases {
            let b = crate::syntax::build::parse(Rule::Uri, base).unwrap();
            for reference in references {
                let r = crate::syntax::build::parse(Rule::UriReference, reference).unwrap();
                let t = resolve(&b, &r, Resolution::Strict);
                if let Some(found) = by_reasoning(&b, &t) {
                    assert_eq!(
                        found.text,
                        by_candidates(&b, &t, &lang::URI).text,
                        "{base} {reference}"
                    );
                    decided += 1;
                }
            }
        }
        assert!(decided >= 140, "{decided}");
    }
}
