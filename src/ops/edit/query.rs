//! The text of a query's `key=value&...` pairs (a convention, not RFC 3986), for the setters that add,
//! replace and remove pairs.

use alloc::borrow::Cow;
use alloc::string::String;

use crate::percent::{self, Component};

/// `query` with the pair `key=value` appended, both percent-encoded for `component`.
pub(super) fn appended(
    query: Option<&str>,
    key: &str,
    value: &str,
    component: Component,
) -> String {
    let mut out = String::from(query.unwrap_or(""));
    push_pair(&mut out, key, value, component);
    out
}

/// Appends `key=value` to the query `out`, both percent-encoded for `component`, after a `&` unless the
/// query is empty or already ends with one.
pub(super) fn push_pair(out: &mut String, key: &str, value: &str, component: Component) {
    if !out.is_empty() && !out.ends_with('&') {
        out.push('&');
    }
    out.push_str(&percent::encode(key, component));
    out.push('=');
    out.push_str(&percent::encode(value, component));
}

/// `query` with every pair of `pairs` appended (as [`appended`] does for one), or `None` when there is no
/// pair: the query stays as it is, undefined or not.
pub(super) fn appended_pairs<K: AsRef<str>, V: AsRef<str>>(
    query: Option<&str>,
    pairs: impl IntoIterator<Item = (K, V)>,
    component: Component,
) -> Option<String> {
    let mut pairs = pairs.into_iter().peekable();
    pairs.peek()?;
    let mut out = String::from(query.unwrap_or(""));
    for (key, value) in pairs {
        push_pair(&mut out, key.as_ref(), value.as_ref(), component);
    }
    Some(out)
}

/// The pieces of `query` between `&`, without those whose key (percent-decoded) is `key`.
pub(super) fn without_key(query: &str, key: &str) -> String {
    let mut out = String::with_capacity(query.len());
    for piece in query.split('&').filter(|p| !p.is_empty()) {
        let piece_key = piece.split_once('=').map_or(piece, |(k, _)| k);
        if percent::decode_utf8_lossy(piece_key) == key {
            continue;
        }
        if !out.is_empty() {
            out.push('&');
        }
        out.push_str(piece);
    }
    out
}

/// `query` with the first pair of `key` set to `value` and its other pairs removed, or the pair appended.
pub(super) fn replaced(
    query: Option<&str>,
    key: &str,
    value: &str,
    component: Component,
) -> String {
    let Some(query) = query else {
        return appended(None, key, value, component);
    };
    let mut out = String::with_capacity(query.len() + value.len());
    let mut done = false;
    for piece in query.split('&').filter(|p| !p.is_empty()) {
        let piece_key = piece.split_once('=').map_or(piece, |(k, _)| k);
        let piece = if percent::decode_utf8_lossy(piece_key) != key {
            Cow::Borrowed(piece)
        } else if done {
            continue;
        } else {
            done = true;
            Cow::Owned(appended(None, key, value, component))
        };
        if !out.is_empty() {
            out.push('&');
        }
        out.push_str(&piece);
    }
    if done {
        out
    } else {
        appended(Some(&out), key, value, component)
    }
}
