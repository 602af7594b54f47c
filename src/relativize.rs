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

use crate::lang::{self, Lang};
use crate::parts::Parts;
use crate::reference::{parts_of, sealed::Sealed};
use crate::resolve::resolve;
use crate::{build, Iri, IriRef, IriReference, Resolution, Uri, UriRef, UriReference};

impl Uri {
    /// The shortest reference that [resolves](Uri::resolve) against this URI (the base) to `target`, byte
    /// for byte; `target` itself when nothing shorter does, such as when the scheme or the authority
    /// differ.
    ///
    /// A target whose path has dot segments, or that is not written as resolution writes it (see
    /// [`Uri::resolve`]), is no resolution's result: it is returned as it is, and resolving it against the
    /// base removes its dot segments.
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
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn relativize<R: UriReference + ?Sized>(&self, target: &R) -> UriRef {
        UriRef(relativize(&self.0, &absolute(&self.0, target), &lang::URI))
    }
}

impl Iri {
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
    pub fn relativize<R: IriReference + ?Sized>(&self, target: &R) -> IriRef {
        // A URI target's registered name is an IRI's `ireg-name` when it comes back as it is.
        let r = relativize(&self.0, &absolute(&self.0, target), &lang::IRI);
        IriRef(crate::impls::widened(r))
    }
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

/// Relative-path references from the base's directory (what [`merge`](crate::merge) keeps of its path) to
/// `t_path`: up with `../` to the longest common directory, then down the rest of the target's path.
///
/// Resolution merges the reference with the directory and then removes dot segments from the whole, so a
/// directory with dot segments (`/b/./c/`) acts as the directory without them (`/b/c/`): the candidates are
/// made from both, and resolving each one decides.
fn relative_paths(base: &Parts, t_path: &str) -> Vec<String> {
    let b_path = base.slice(base.path());
    let directory = if base.authority().is_some() && b_path.is_empty() {
        "/"
    } else {
        &b_path[..b_path.rfind('/').map_or(0, |i| i + 1)]
    };
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

/// The relative paths from `directory` (empty, or ending in `/`) down to `t_path`.
fn from_directory(directory: &str, t_path: &str) -> Vec<String> {
    let common = directory
        .bytes()
        .zip(t_path.bytes())
        .take_while(|(d, t)| d == t)
        .count();
    let shared = directory[..common].rfind('/').map_or(0, |i| i + 1);
    let mut path = "../".repeat(directory[shared..].matches('/').count());
    let rest = &t_path[shared..];
    let first_segment = rest.split('/').next().unwrap_or("");
    if path.is_empty() && (rest.starts_with('/') || first_segment.contains(':')) {
        path.push_str("./");
    }
    path.push_str(rest);
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
