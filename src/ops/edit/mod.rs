//! Building and editing references: the components of sections 3 and 4.2, put together again.
//!
//! Every new component is checked against its rule by the grammar (`Rule::X.check`), the rules that span
//! components are checked by the grammar's path rules, and the assembled string is parsed again, so every
//! value that comes out of here is one that [`UriRef::parse`](crate::UriRef::parse) would give for its string.
//!
//! One concern per file: [`EditError`] and the checks that make one (`error.rs`), the reference being put
//! together (`draft.rs`), the text of a query's pairs (`query.rs`) and of appended segments
//! (`segments.rs`); here the `Editor`, which every setter calls (`setters.rs`), and `Builder`
//! (`builder.rs`).

use alloc::string::String;

use crate::Rule;
use crate::percent;
use crate::reference::components::Host;
use crate::syntax::lang::Lang;
use crate::syntax::parts::Parts;

/// One reference being edited: its parts, the language of its components and the rule that the result must
/// match (`URI` for a [`Uri`](crate::Uri), `irelative-ref` for an [`IriRelativeRef`](crate::IriRelativeRef), ...). Every setter of the six
/// reference types is a call of one of these methods (`setters.rs`), so the logic is written once for all.
pub(crate) struct Editor<'p> {
    parts: &'p mut Parts,
    lang: &'static Lang,
    rule: Rule,
}

impl<'p> Editor<'p> {
    pub(crate) fn new(parts: &'p mut Parts, lang: &'static Lang, rule: Rule) -> Editor<'p> {
        Editor { parts, lang, rule }
    }

    /// The components changed by `change`, put together and parsed as the rule; the parts stay as they are.
    fn draft<'a>(
        &'a self,
        change: impl FnOnce(&mut Draft<'a>) -> Result<(), EditError>,
    ) -> Result<Parts, EditError> {
        edit(self.parts, self.lang, self.rule, change)
    }

    /// Keeps the result of an edit that cannot break any rule (see [`infallible`]).
    fn keep(&mut self, edited: Result<Parts, EditError>) {
        *self.parts = infallible(edited, self.parts);
    }

    fn userinfo(&self) -> Option<&str> {
        let userinfo = self.parts.authority()?.userinfo?;
        Some(self.parts.slice(userinfo))
    }

    /// A scheme checked against `scheme`.
    pub(crate) fn set_scheme(&mut self, scheme: &str) -> Result<(), EditError> {
        check(Rule::Scheme, scheme)?;
        *self.parts = self.draft(|d| {
            d.scheme = Some(scheme);
            Ok(())
        })?;
        Ok(())
    }

    pub(crate) fn clear_scheme(&mut self) -> Result<(), EditError> {
        if self.parts.scheme().is_none() {
            return Ok(());
        }
        *self.parts = self.draft(|d| {
            d.scheme = None;
            Ok(())
        })?;
        Ok(())
    }

    pub(crate) fn set_userinfo(&mut self, userinfo: &str) -> Result<(), EditError> {
        check(self.lang.userinfo, userinfo)?;
        *self.parts = self.draft(|d| {
            d.authority("userinfo")?.userinfo = Some(userinfo);
            Ok(())
        })?;
        Ok(())
    }

    /// The user name percent-encoded (`:` too), before the password that the userinfo has.
    pub(crate) fn set_username_decoded(&mut self, username: &str) -> Result<(), EditError> {
        let userinfo = with_credentials(self.userinfo(), Some(username), None, self.lang);
        self.set_userinfo(&userinfo)
    }

    /// The password percent-encoded after the user name that the userinfo has (empty when none), or no
    /// password and no `:`.
    pub(crate) fn set_password(&mut self, password: Option<&str>) -> Result<(), EditError> {
        let userinfo = with_credentials(self.userinfo(), None, Some(password), self.lang);
        self.set_userinfo(&userinfo)
    }

    pub(crate) fn clear_userinfo(&mut self) {
        if self.parts.authority().is_some_and(|a| a.userinfo.is_some()) {
            let cleared = self.draft(|d| {
                if let Some(a) = &mut d.authority {
                    a.userinfo = None;
                }
                Ok(())
            });
            self.keep(cleared);
        }
    }

    /// A typed host: an address, or a `reg-name` or `IPvFuture` checked against its rule.
    pub(crate) fn set_host(&mut self, host: Host<'_>) -> Result<(), EditError> {
        let host = HostText::typed(host, self.lang)?;
        self.put_host(host)
    }

    /// A host given as text, checked against `host` (`ihost`).
    pub(crate) fn set_host_str(&mut self, host: &str) -> Result<(), EditError> {
        let host = HostText::parse(host, self.lang)?;
        self.put_host(host)
    }

    /// The host, in the authority that the reference has or in a new one.
    fn put_host(&mut self, host: HostText<'_>) -> Result<(), EditError> {
        *self.parts = self.draft(|d| {
            match &mut d.authority {
                Some(a) => a.host = host,
                None => {
                    d.authority = Some(AuthorityDraft {
                        userinfo: None,
                        host,
                        port: None,
                    })
                }
            }
            Ok(())
        })?;
        Ok(())
    }

    pub(crate) fn clear_authority(&mut self) -> Result<(), EditError> {
        if self.parts.authority().is_none() {
            return Ok(());
        }
        *self.parts = self.draft(|d| {
            d.authority = None;
            Ok(())
        })?;
        Ok(())
    }

    /// Digits checked against `port`.
    pub(crate) fn set_port(&mut self, port: &str) -> Result<(), EditError> {
        check(Rule::Port, port)?;
        self.put_port(PortText::Text(port))
    }

    pub(crate) fn set_port_u16(&mut self, port: u16) -> Result<(), EditError> {
        self.put_port(PortText::Number(port))
    }

    fn put_port(&mut self, port: PortText<'_>) -> Result<(), EditError> {
        *self.parts = self.draft(|d| {
            d.authority("port")?.port = Some(port);
            Ok(())
        })?;
        Ok(())
    }

    pub(crate) fn clear_port(&mut self) {
        if self.parts.authority().is_some_and(|a| a.port.is_some()) {
            let cleared = self.draft(|d| {
                if let Some(a) = &mut d.authority {
                    a.port = None;
                }
                Ok(())
            });
            self.keep(cleared);
        }
    }

    /// A path checked against `path` (`ipath`), with a dot-segment before it where its form needs one when
    /// `dot` (see [`Draft::path_prefix`]).
    pub(crate) fn set_path(&mut self, path: &str, dot: bool) -> Result<(), EditError> {
        check(self.lang.path, path)?;
        *self.parts = self.draft(|d| {
            d.path = path;
            d.dot = dot;
            Ok(())
        })?;
        Ok(())
    }

    /// Segments appended to the path (see [`with_segments`]), in one edit.
    pub(crate) fn extend_path_segments_decoded<S: AsRef<str>>(
        &mut self,
        segments: impl IntoIterator<Item = S>,
    ) -> Result<(), EditError> {
        let parts = &*self.parts;
        let path = parts.slice(parts.path());
        let (authority, scheme) = (parts.authority().is_some(), parts.scheme().is_some());
        let Some(path) = with_segments(path, authority, scheme, self.lang, segments)? else {
            return Ok(());
        };
        let edited = self.draft(|d| {
            d.path = &path;
            Ok(())
        });
        self.keep(edited);
        Ok(())
    }

    /// Removes the last segment of the path and returns it as written; `None`, and no change, when the path
    /// is empty or `/`. The root of an absolute path stays: `/a` becomes `/`. What is left is a prefix of the
    /// path that ends before a `/`, so it fits the rest of the reference as the path did.
    pub(crate) fn pop_path_segment(&mut self) -> Option<String> {
        let path = self.parts.slice(self.parts.path());
        let (rest, last) = match path.rfind('/') {
            _ if path.is_empty() || path == "/" => return None,
            Some(0) => ("/", &path[1..]),
            Some(i) => (&path[..i], &path[i + 1..]),
            None => ("", path),
        };
        let last = String::from(last);
        let edited = self.draft(|d| {
            d.path = rest;
            Ok(())
        });
        *self.parts = edited.ok()?;
        Some(last)
    }

    /// A query checked against `query` (`iquery`).
    pub(crate) fn set_query(&mut self, query: &str) -> Result<(), EditError> {
        check(self.lang.query, query)?;
        *self.parts = self.draft(|d| {
            d.query = Some(query);
            Ok(())
        })?;
        Ok(())
    }

    /// A query that is known to match `query`: made here from percent-encoded pairs.
    fn put_query(&mut self, query: &str) {
        let edited = self.draft(|d| {
            d.query = Some(query);
            Ok(())
        });
        self.keep(edited);
    }

    fn query(&self) -> Option<&str> {
        self.parts.query().map(|s| self.parts.slice(s))
    }

    pub(crate) fn append_query_pair_decoded(&mut self, key: &str, value: &str) {
        let query = appended(self.query(), key, value, self.lang.query_pair);
        self.put_query(&query);
    }

    pub(crate) fn remove_query_key_decoded(&mut self, key: &str) {
        let Some(query) = self.query() else { return };
        let kept = without_key(query, key);
        if kept != query {
            self.put_query(&kept);
        }
    }

    pub(crate) fn set_query_pair_decoded(&mut self, key: &str, value: &str) {
        let query = replaced(self.query(), key, value, self.lang.query_pair);
        self.put_query(&query);
    }

    /// Every pair appended to the query in one edit; no pair changes nothing.
    pub(crate) fn extend_query_pairs_decoded<K: AsRef<str>, V: AsRef<str>>(
        &mut self,
        pairs: impl IntoIterator<Item = (K, V)>,
    ) {
        if let Some(query) = appended_pairs(self.query(), pairs, self.lang.query_pair) {
            self.put_query(&query);
        }
    }

    pub(crate) fn clear_query(&mut self) {
        if self.parts.query().is_some() {
            let cleared = self.draft(|d| {
                d.query = None;
                Ok(())
            });
            self.keep(cleared);
        }
    }

    /// A fragment checked against `fragment` (`ifragment`).
    pub(crate) fn set_fragment(&mut self, fragment: &str) -> Result<(), EditError> {
        check(self.lang.fragment, fragment)?;
        *self.parts = self.draft(|d| {
            d.fragment = Some(fragment);
            Ok(())
        })?;
        Ok(())
    }

    pub(crate) fn clear_fragment(&mut self) {
        if self.parts.fragment().is_some() {
            let cleared = self.draft(|d| {
                d.fragment = None;
                Ok(())
            });
            self.keep(cleared);
        }
    }
}

/// `parts` without the fragment and its `#`; the same parts when there is none.
/// `userinfo` (empty when there is none) with its user name replaced by `user` and its password by
/// `password` (`Some(None)` removes it and its `:`), each percent-encoded for `lang` (the user name's `:`
/// too, so that it stays one name); what is not replaced stays as written. The setters' and the builder's
/// credentials.
fn with_credentials(
    userinfo: Option<&str>,
    user: Option<&str>,
    password: Option<Option<&str>>,
    lang: &Lang,
) -> String {
    let given = userinfo.unwrap_or("");
    let (given_user, given_password) = match given.split_once(':') {
        Some((user, password)) => (user, Some(password)),
        None => (given, None),
    };
    let mut out = match user {
        Some(user) => String::from(percent::encode(user, lang.user)),
        None => String::from(given_user),
    };
    let password = match password {
        Some(password) => password.map(|p| percent::encode(p, lang.password)),
        None => given_password.map(alloc::borrow::Cow::Borrowed),
    };
    if let Some(password) = password {
        out.push(':');
        out.push_str(&password);
    }
    out
}

pub(crate) fn without_fragment(parts: &Parts) -> Parts {
    let mut spans = parts.spans();
    match spans.fragment.take() {
        // The `#` before the fragment is where the text ends.
        Some(fragment) => Parts::new(String::from(&parts.text[..fragment.start - 1]), spans),
        None => parts.clone(),
    }
}

mod builder;
mod draft;
mod error;
mod query;
mod segments;
mod setters;

pub use builder::{Buildable, Builder};
use draft::{AuthorityDraft, Draft, HostText, PortText, edit, infallible};
pub use error::EditError;
use error::{Reason, check};
use query::{appended, appended_pairs, replaced, without_key};
use segments::with_segments;
