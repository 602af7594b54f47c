//! The setters of the six reference types: their names, documentation and examples, generated per type by
//! the macros below. Each method is one call of [`Editor`], where the setting logic is written once.

use super::{Builder, Draft, EditError, Editor, check};
use crate::Rule;
use crate::reference::components::Host;
use crate::reference::{Iri, IriRef, IriRelativeRef, RelativeRef, Uri, UriRef};
use crate::syntax::lang;

/// The setters of the authority (3.2): userinfo, user name and password, host, port.
macro_rules! authority_setters {
    ($name:ident, $example:literal) => {
        impl $name {
            /// Sets the [userinfo](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.1), which must match
            /// `userinfo` (percent-encode it first with [`percent::encode`](crate::percent::encode)).
            ///
            /// # Errors
            ///
            /// `userinfo` when it does not match the rule; `authority` when the reference has no authority
            /// (set a host first).
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// assert!(r.set_userinfo("user").is_err()); // no authority yet
            /// r.set_host_str("example.com")?;
            /// r.set_userinfo("user")?;
            /// assert_eq!(r.userinfo(), Some("user"));
            /// assert!(r.set_userinfo("a@b").is_err());
            /// # Ok::<(), rfc3986::Error>(())
            /// ```
            pub fn set_userinfo(&mut self, userinfo: &str) -> Result<(), EditError> {
                self.editor().set_userinfo(userinfo)
            }

            /// Sets the user name of a `user:password` userinfo to `username` as
            #[doc = concat!("[`username_decoded`](", stringify!($name), "::username_decoded)")]
            /// gives it back, percent-encoding what a userinfo does not allow and `:` (so that the name stays
            /// one), and keeping the password.
            ///
            /// # Errors
            ///
            /// `authority` when the reference has no authority (set a host first).
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_host_str("db.example")?;
            /// r.set_username_decoded("app@eu:1")?;
            /// r.set_password_decoded("p w:d")?;
            /// assert_eq!(r.userinfo(), Some("app%40eu%3A1:p%20w:d"));
            /// assert_eq!(r.username_decoded()?.as_deref(), Some("app@eu:1"));
            /// assert_eq!(r.password_decoded()?.as_deref(), Some("p w:d"));
            /// # Ok::<(), Box<dyn std::error::Error>>(())
            /// ```
            pub fn set_username_decoded(&mut self, username: &str) -> Result<(), EditError> {
                self.editor().set_username_decoded(username)
            }

            /// Sets the password of a `user:password` userinfo to `password` as
            #[doc = concat!("[`password_decoded`](", stringify!($name), "::password_decoded)")]
            /// gives it back, percent-encoding what a userinfo does not allow. The user name is kept (empty
            /// when there was no userinfo). [`redacted`]($name::redacted) and `Debug` keep hiding it.
            ///
            /// # Errors
            ///
            /// `authority` when the reference has no authority.
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_host_str("h")?;
            /// r.set_username_decoded("me")?;
            /// r.set_password_decoded("s3cret")?;
            /// assert_eq!(r.password(), Some("s3cret"));
            /// assert!(!format!("{r:?}").contains("s3cret"));
            /// r.set_password_decoded("")?;
            /// assert_eq!(r.userinfo(), Some("me:"));
            /// # Ok::<(), rfc3986::Error>(())
            /// ```
            pub fn set_password_decoded(&mut self, password: &str) -> Result<(), EditError> {
                self.editor().set_password(Some(password))
            }

            /// Removes the password and its `:` from the userinfo, keeping the user name; nothing changes
            /// when there is no password.
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_host_str("h")?;
            /// r.set_userinfo("me:s3cret")?;
            /// r.clear_password();
            /// assert_eq!(r.userinfo(), Some("me"));
            /// r.clear_password();
            /// assert_eq!(r.userinfo(), Some("me"));
            /// # Ok::<(), rfc3986::Error>(())
            /// ```
            pub fn clear_password(&mut self) {
                if self.password().is_some() {
                    // The reference has an authority (it has a userinfo), so this cannot fail.
                    let _ = self.editor().set_password(None);
                }
            }

            /// A copy without the password of its userinfo and the `:` before it (the user name stays):
            /// what a client, a log or `http::Uri` should get, since RFC 3986 3.2.1 deprecates a password in
            /// a URI. The same reference when it has none.
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_host_str("example.com")?;
            /// r.set_userinfo("me:s3cret")?;
            /// assert_eq!(r.without_password().userinfo(), Some("me"));
            /// assert_eq!(r.without_password().password(), None);
            /// assert_eq!(r.password(), Some("s3cret"));
            /// # Ok::<(), rfc3986::Error>(())
            /// ```
            #[must_use]
            pub fn without_password(&self) -> $name {
                let mut copy = self.clone();
                copy.clear_password();
                copy
            }

            /// Removes the userinfo and its `@`, if there is one.
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_host_str("example.com")?;
            /// r.set_userinfo("user:pw")?;
            /// r.clear_userinfo();
            /// assert_eq!(r.userinfo(), None);
            /// # Ok::<(), rfc3986::Error>(())
            /// ```
            pub fn clear_userinfo(&mut self) {
                self.editor().clear_userinfo()
            }

            /// Sets the [host](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2), typed: an
            /// [`Ipv4Addr`](core::net::Ipv4Addr), an [`Ipv6Addr`](core::net::Ipv6Addr) (written in brackets), or a [`Host`]. A `Host::RegName` must match
            /// `reg-name` and a `Host::IpvFuture` must match `IPvFuture`. A reference without an authority gets
            /// one. As when parsing, the host is then typed by the first rule that matches it: a reg-name
            /// `1.2.3.4` reads back as an IPv4 address.
            ///
            /// # Errors
            ///
            /// `reg-name` or `IPvFuture` for text that does not match it; `path-abempty` when a new authority
            /// would be followed by a path that neither is empty nor begins with `/`.
            ///
            /// ```
            /// use core::net::{Ipv4Addr, Ipv6Addr};
            /// use rfc3986::Host;
            ///
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_host(Ipv6Addr::LOCALHOST)?;
            /// assert_eq!(r.host_str(), Some("[::1]"));
            /// r.set_host(Ipv4Addr::new(192, 0, 2, 16))?;
            /// assert_eq!(r.host_str(), Some("192.0.2.16"));
            /// r.set_host(Host::RegName("example.com"))?;
            /// assert_eq!(r.host(), Some(Host::RegName("example.com")));
            /// assert!(r.set_host(Host::RegName("a b")).is_err());
            /// # Ok::<(), rfc3986::Error>(())
            /// ```
            pub fn set_host<'h>(&mut self, host: impl Into<Host<'h>>) -> Result<(), EditError> {
                self.editor().set_host(host.into())
            }

            /// Sets the host from its text, which must match `host` (brackets included for an IP-literal).
            /// A reference without an authority gets one.
            ///
            /// # Errors
            ///
            /// `host` when the text does not match it; `path-abempty` as for
            #[doc = concat!("[`set_host`](", stringify!($name), "::set_host).")]
            /// An IPv6 address without its brackets is no host: the error says so.
            ///
            /// ```
            /// use rfc3986::Host;
            ///
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_host_str("[v7.fe80::1]")?;
            /// assert_eq!(r.host(), Some(Host::IpvFuture("v7.fe80::1")));
            /// assert!(r.set_host_str("[::1").is_err());
            /// assert!(r.set_host_str("::1").unwrap_err().to_string().ends_with(
            ///     "; an IPv6 host needs brackets (\"[::1]\")",
            /// ));
            /// # Ok::<(), rfc3986::Error>(())
            /// ```
            pub fn set_host_str(&mut self, host: &str) -> Result<(), EditError> {
                self.editor().set_host_str(host)
            }

            /// Removes the [authority](https://www.rfc-editor.org/rfc/rfc3986#section-3.2) (the `//`,
            /// userinfo, host and port), if there is one.
            ///
            /// # Errors
            ///
            /// `path-absolute` when the path begins with `//`, which would then be read as an authority.
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_host_str("example.com")?;
            /// r.clear_authority()?;
            /// assert_eq!(r.authority(), None);
            /// # Ok::<(), rfc3986::Error>(())
            /// ```
            pub fn clear_authority(&mut self) -> Result<(), EditError> {
                self.editor().clear_authority()
            }

            /// Sets the [port](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.3) from its digits, which
            /// must match `port = *DIGIT` (so `""` and `99999` are allowed, as when parsing).
            ///
            /// # Errors
            ///
            /// `port` when the text is not digits; `authority` when the reference has no authority.
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_host_str("example.com")?;
            /// r.set_port("8080")?;
            /// assert_eq!(r.port_u16(), Some(8080));
            /// assert!(r.set_port("-1").is_err());
            /// # Ok::<(), rfc3986::Error>(())
            /// ```
            pub fn set_port(&mut self, port: &str) -> Result<(), EditError> {
                self.editor().set_port(port)
            }

            /// Sets the port to a number.
            ///
            /// # Errors
            ///
            /// `authority` when the reference has no authority.
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_host_str("example.com")?;
            /// r.set_port_u16(443)?;
            /// assert_eq!(r.port(), Some("443"));
            /// # Ok::<(), rfc3986::Error>(())
            /// ```
            pub fn set_port_u16(&mut self, port: u16) -> Result<(), EditError> {
                self.editor().set_port_u16(port)
            }

            /// Removes the port and its `:`, if there is one.
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_host_str("example.com")?;
            /// r.set_port("80")?;
            /// r.clear_port();
            /// assert_eq!(r.port(), None);
            /// # Ok::<(), rfc3986::Error>(())
            /// ```
            pub fn clear_port(&mut self) {
                self.editor().clear_port()
            }
        }
    };
}

/// The setters of the path (3.3), whole or segment by segment.
macro_rules! path_setters {
    ($name:ident, $example:literal) => {
        impl $name {
            /// Sets the [path](https://www.rfc-editor.org/rfc/rfc3986#section-3.3), which must match `path`
            /// and fit the rest of the reference: after an authority it is empty or begins with `/`; without
            /// one it does not begin with `//`; in a relative reference its first segment has no `:`.
            ///
            /// # Errors
            ///
            /// `path` when the text does not match it, or the rule that the path breaks: `path-abempty`,
            /// `path-absolute` or `path-noscheme`.
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_path("/over/there")?;
            /// assert_eq!(r.path().as_str(), "/over/there");
            /// assert!(r.set_path("//there").is_err()); // would be read as an authority
            /// assert!(r.set_path("a b").is_err());
            /// # Ok::<(), rfc3986::Error>(())
            /// ```
            pub fn set_path(&mut self, path: &str) -> Result<(), EditError> {
                self.editor().set_path(path, false)
            }

            /// Sets the path like
            #[doc = concat!("[`set_path`](", stringify!($name), "::set_path),")]
            /// but writes a dot-segment before a path that would otherwise be read as something else: `./`
            /// before a first segment with `:` in a relative reference (as RFC 3986 4.2 advises), `/.` before
            /// a path beginning with `//` where there is no authority. Removing dot-segments (5.2.4) gives the
            /// path back, so the result resolves the same.
            ///
            /// # Errors
            ///
            /// `path` when the text does not match it; `path-abempty` after an authority.
            ///
            /// ```
            /// let mut r = rfc3986::RelativeRef::parse("x")?;
            /// r.set_path_dot_prefixed("a:b")?;
            /// assert_eq!(r.as_str(), "./a:b");
            /// r.set_path_dot_prefixed("//a")?;
            /// assert_eq!(r.as_str(), "/.//a");
            /// # Ok::<(), rfc3986::Error>(())
            /// ```
            pub fn set_path_dot_prefixed(&mut self, path: &str) -> Result<(), EditError> {
                self.editor().set_path(path, true)
            }

            /// Appends `segment` as the new last segment of the path, percent-encoded so that it stays one
            /// segment and decodes back to `segment` (a `/` in it is written `%2F`). It follows `url`'s
            /// `path_segments_mut().push()` where RFC 3986 allows, and keeps the path rules of 3.3:
            ///
            /// - after an authority, an empty path becomes `/segment`;
            /// - a path that ends with `/` ends with an empty segment, which the new one replaces: `/a/`
            ///   becomes `/a/segment` (`url` gives `/a//segment` unless `pop_if_empty` is called first), and
            ///   pushing `""` there changes nothing; elsewhere `""` appends an empty segment, a trailing
            ///   slash (`/a` becomes `/a/`), and an empty path stays empty;
            /// - the first segment of a relative reference without scheme and authority has its `:` encoded
            ///   as `%3A` (`segment-nz-nc`), so that it is not read as a scheme;
            /// - `.` and `..` are refused (where `url` skips them without a word): RFC 3986 cannot write
            ///   them as data (`%2E` is equivalent to `.`, 2.3), and resolving would read them as moves up
            ///   the hierarchy (5.2.4), so a name from outside never climbs out of its directory.
            ///
            /// A URI encodes every character outside ASCII; an IRI keeps those its `isegment` allows.
            ///
            /// # Errors
            ///
            /// `segment` (`isegment`) when `segment` is `.` or `..`; the reference is unchanged.
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_path("/api/")?;
            /// r.push_path_segment_decoded("users")?;
            /// r.push_path_segment_decoded("a/b c")?;
            /// assert_eq!(r.path().as_str(), "/api/users/a%2Fb%20c");
            /// r.push_path_segment_decoded("")?;
            /// assert_eq!(r.path().as_str(), "/api/users/a%2Fb%20c/");
            /// assert!(r.push_path_segment_decoded("..").is_err());
            /// assert_eq!(r.path().as_str(), "/api/users/a%2Fb%20c/");
            /// # Ok::<(), rfc3986::Error>(())
            /// ```
            pub fn push_path_segment_decoded(&mut self, segment: &str) -> Result<(), EditError> {
                self.editor().extend_path_segments_decoded([segment])
            }

            /// Appends every segment in one edit, each as
            #[doc = concat!("[`push_path_segment_decoded`](", stringify!($name), "::push_path_segment_decoded)")]
            /// writes it, except that only the first can replace the empty segment after a trailing `/`:
            /// the segments are joined as given, empty ones included. Where a path without authority would
            /// then begin with `//` (empty segments first), it gets `/.` before it, as
            #[doc = concat!("[`set_path_dot_prefixed`](", stringify!($name), "::set_path_dot_prefixed)")]
            /// writes it, so that it is not read as an authority.
            ///
            /// # Errors
            ///
            #[doc = concat!("As [`push_path_segment_decoded`](", stringify!($name), "::push_path_segment_decoded), for any of the segments; the")]
            /// reference is unchanged.
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_path("/")?;
            /// r.extend_path_segments_decoded(["api", "v1", "", "x y"])?;
            /// assert_eq!(r.path().as_str(), "/api/v1//x%20y");
            /// let names = vec![String::from("a"), String::from("b")];
            /// r.extend_path_segments_decoded(&names)?;
            /// assert_eq!(r.path().as_str(), "/api/v1//x%20y/a/b");
            /// assert!(r.extend_path_segments_decoded(["c", ".."]).is_err()); // all or nothing
            /// assert_eq!(r.path().as_str(), "/api/v1//x%20y/a/b");
            /// # Ok::<(), rfc3986::Error>(())
            /// ```
            pub fn extend_path_segments_decoded<I, S>(&mut self, segments: I) -> Result<(), EditError>
            where
                I: IntoIterator<Item = S>,
                S: AsRef<str>,
            {
                self.editor().extend_path_segments_decoded(segments)
            }

            /// Removes the last segment of the path and returns it as written (not decoded); `None`, and no
            /// change, when the path is empty or `/`. The root stays: `/a` becomes `/` (as `url`'s
            /// `path_segments_mut().pop()` does, which returns nothing), `a` becomes empty, and `/a/`
            /// becomes `/a`, returning the empty segment after the trailing slash.
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_path("/a%20b/c/")?;
            /// assert_eq!(r.pop_path_segment().as_deref(), Some(""));
            /// assert_eq!(r.pop_path_segment().as_deref(), Some("c"));
            /// assert_eq!(r.pop_path_segment().as_deref(), Some("a%20b"));
            /// assert_eq!(r.path().as_str(), "/");
            /// assert_eq!(r.pop_path_segment(), None);
            /// # Ok::<(), rfc3986::Error>(())
            /// ```
            pub fn pop_path_segment(&mut self) -> Option<alloc::string::String> {
                self.editor().pop_path_segment()
            }
        }
    };
}

/// The setters of the query (3.4), whole or by `key=value` pairs, and of the fragment (3.5).
macro_rules! query_setters {
    ($name:ident, $example:literal) => {
        impl $name {
            /// Sets the [query](https://www.rfc-editor.org/rfc/rfc3986#section-3.4), without its `?`; it
            /// must match `query`. `""` gives an empty query (`?` alone).
            ///
            /// # Errors
            ///
            /// `query` when the text does not match it.
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_query("name=ferret")?;
            /// assert_eq!(r.query(), Some("name=ferret"));
            /// assert!(r.set_query("a#b").is_err());
            /// # Ok::<(), rfc3986::Error>(())
            /// ```
            pub fn set_query(&mut self, query: &str) -> Result<(), EditError> {
                self.editor().set_query(query)
            }

            /// Removes the query and its `?`, if there is one.
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_query("q")?;
            /// r.clear_query();
            /// assert_eq!(r.query(), None);
            /// # Ok::<(), rfc3986::Error>(())
            /// ```
            pub fn clear_query(&mut self) {
                self.editor().clear_query()
            }

            /// Appends a `key=value` pair to the query (after `&` when the query has pairs already; a query
            /// is made when there is none), each percent-encoded so that it reads back as given (the
            /// `QueryPair` rules of [`percent::Component`](crate::percent::Component)).
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.append_query_pair_decoded("q", "a&b c");
            /// r.append_query_pair_decoded("lang", "en");
            /// assert_eq!(r.query(), Some("q=a%26b%20c&lang=en"));
            /// let pairs: Vec<_> = r.query_pairs().decoded_lossy().collect();
            /// assert_eq!(pairs, [("q".into(), "a&b c".into()), ("lang".into(), "en".into())]);
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            pub fn append_query_pair_decoded(&mut self, key: &str, value: &str) {
                self.editor().append_query_pair_decoded(key, value)
            }

            /// Removes every pair whose key, percent-decoded, is `key`; the other pairs stay as written. A
            /// query left with no pair stays, empty (`?`).
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_query("a=1&utm_source=x&b=2&utm%5Fsource=y")?;
            /// r.remove_query_key_decoded("utm_source");
            /// assert_eq!(r.query(), Some("a=1&b=2"));
            /// # Ok::<(), rfc3986::Error>(())
            /// ```
            pub fn remove_query_key_decoded(&mut self, key: &str) {
                self.editor().remove_query_key_decoded(key)
            }

            /// Replaces the value of `key`: the first pair with that key (percent-decoded) gets `value`, the
            /// others with it are removed, and the pair is appended when there is none.
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_query("page=1&q=x&page=2")?;
            /// r.set_query_pair_decoded("page", "3");
            /// assert_eq!(r.query(), Some("page=3&q=x"));
            /// r.set_query_pair_decoded("sort", "new");
            /// assert_eq!(r.query(), Some("page=3&q=x&sort=new"));
            /// # Ok::<(), rfc3986::Error>(())
            /// ```
            pub fn set_query_pair_decoded(&mut self, key: &str, value: &str) {
                self.editor().set_query_pair_decoded(key, value)
            }

            /// Appends every `(key, value)` pair to the query in one edit, as
            #[doc = concat!("[`append_query_pair_decoded`](", stringify!($name), "::append_query_pair_decoded)")]
            /// does for one (a query is made when there is none). No pair changes nothing: an undefined
            /// query stays undefined.
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.extend_query_pairs_decoded([("q", "a&b c"), ("page", "2")]);
            /// assert_eq!(r.query(), Some("q=a%26b%20c&page=2"));
            /// let filters = vec![("tag", String::from("x")), ("tag", String::from("y"))];
            /// r.extend_query_pairs_decoded(filters);
            /// assert_eq!(r.query(), Some("q=a%26b%20c&page=2&tag=x&tag=y"));
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            pub fn extend_query_pairs_decoded<I, K, V>(&mut self, pairs: I)
            where
                I: IntoIterator<Item = (K, V)>,
                K: AsRef<str>,
                V: AsRef<str>,
            {
                self.editor().extend_query_pairs_decoded(pairs)
            }

            /// Sets the [fragment](https://www.rfc-editor.org/rfc/rfc3986#section-3.5), without its `#`; it
            /// must match `fragment`. `""` gives an empty fragment (`#` alone).
            ///
            /// # Errors
            ///
            /// `fragment` when the text does not match it.
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_fragment("nose")?;
            /// assert_eq!(r.fragment(), Some("nose"));
            /// assert!(r.set_fragment("a#b").is_err());
            /// # Ok::<(), rfc3986::Error>(())
            /// ```
            pub fn set_fragment(&mut self, fragment: &str) -> Result<(), EditError> {
                self.editor().set_fragment(fragment)
            }

            /// Removes the fragment and its `#`, if there is one.
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_fragment("f")?;
            /// r.clear_fragment();
            /// assert_eq!(r.fragment(), None);
            /// # Ok::<(), rfc3986::Error>(())
            /// ```
            pub fn clear_fragment(&mut self) {
                self.editor().clear_fragment()
            }

            /// A copy without the fragment and its `#`: what a fragment-less type such as `http::Uri` can
            /// hold, or a base (RFC 3986 5.1). The same reference when it has none.
            ///
            /// ```
            #[doc = concat!("let r = rfc3986::", stringify!($name), "::parse(\"", $example, "?q#top\")?;")]
            #[doc = concat!("assert_eq!(r.without_fragment().as_str(), \"", $example, "?q\");")]
            /// assert_eq!(r.without_fragment().fragment(), None);
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            #[must_use]
            pub fn without_fragment(&self) -> $name {
                $name(super::without_fragment(&self.0))
            }
        }
    };
}

/// All the setters of one reference type, whose components follow `$lang` and which must stay a `$rule`;
/// `$example` is a reference of that type that the examples start from.
macro_rules! setters {
    ($name:ident, $lang:expr, $rule:expr, $example:literal) => {
        impl $name {
            /// The reference, ready for an edit that keeps it a value of this type.
            fn editor(&mut self) -> Editor<'_> {
                Editor::new(&mut self.0, &$lang, $rule)
            }
        }
        authority_setters!($name, $example);
        path_setters!($name, $example);
        query_setters!($name, $example);
    };
}

setters!(UriRef, lang::URI, Rule::UriReference, "/a");
setters!(Uri, lang::URI, Rule::Uri, "http:/a");
setters!(RelativeRef, lang::URI, Rule::RelativeRef, "/a");
setters!(IriRef, lang::IRI, Rule::IriReference, "/é");
setters!(Iri, lang::IRI, Rule::Iri, "http:/é");
setters!(IriRelativeRef, lang::IRI, Rule::IrelativeRef, "/é");

// The scheme (3.1), whose setters differ by type: a `UriRef` may gain or lose one, a `Uri` must keep one,
// and a `RelativeRef` becomes a `Uri` with one.

impl UriRef {
    /// A [`Builder`] for a reference, component by component, whose [`build`](Builder::build) makes a
    /// `UriRef`.
    ///
    /// ```
    /// let r = rfc3986::UriRef::builder().path("a/b").query("q").build()?;
    /// assert_eq!(r.as_str(), "a/b?q");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn builder() -> Builder<UriRef> {
        Builder::empty()
    }

    /// Sets the [scheme](https://www.rfc-editor.org/rfc/rfc3986#section-3.1), which must match `scheme`;
    /// a relative reference becomes a URI.
    ///
    /// # Errors
    ///
    /// `scheme` when the text does not match it.
    ///
    /// ```
    /// let mut r = rfc3986::UriRef::parse("//example.com/")?;
    /// r.set_scheme("https")?;
    /// assert_eq!(r.as_str(), "https://example.com/");
    /// assert!(r.is_uri());
    /// assert!(r.set_scheme("1http").is_err());
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    pub fn set_scheme(&mut self, scheme: &str) -> Result<(), EditError> {
        self.editor().set_scheme(scheme)
    }

    /// Removes the scheme and its `:`, if there is one: a URI becomes a relative reference.
    ///
    /// # Errors
    ///
    /// `path-noscheme` when the first segment of the path has a `:` (the reference would be read as a URI
    /// with another scheme; set the path with a `./` first).
    ///
    /// ```
    /// let mut r = rfc3986::UriRef::parse("http://example.com/")?;
    /// r.clear_scheme()?;
    /// assert_eq!(r.as_str(), "//example.com/");
    ///
    /// let mut r = rfc3986::UriRef::parse("urn:isbn:0451450523")?;
    /// assert_eq!(r.clear_scheme().unwrap_err().rule(), rfc3986::Rule::PathNoscheme);
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    pub fn clear_scheme(&mut self) -> Result<(), EditError> {
        self.editor().clear_scheme()
    }
}

impl Uri {
    /// Sets the [scheme](https://www.rfc-editor.org/rfc/rfc3986#section-3.1), which must match `scheme`.
    ///
    /// # Errors
    ///
    /// `scheme` when the text does not match it.
    ///
    /// ```
    /// let mut uri = rfc3986::Uri::parse("http://example.com/")?;
    /// uri.set_scheme("https")?;
    /// assert_eq!(uri.as_str(), "https://example.com/");
    /// assert!(uri.set_scheme("").is_err());
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    pub fn set_scheme(&mut self, scheme: &str) -> Result<(), EditError> {
        self.editor().set_scheme(scheme)
    }

    /// The same reference without its scheme, as a relative reference.
    ///
    /// # Errors
    ///
    /// `path-noscheme` when the first segment of the path has a `:`.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("http://example.com/a?q")?;
    /// assert_eq!(uri.without_scheme()?.as_str(), "//example.com/a?q");
    /// assert!(rfc3986::Uri::parse("mailto:a@b")?.without_scheme().is_ok());
    /// assert!(rfc3986::Uri::parse("urn:a:b")?.without_scheme().is_err());
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    pub fn without_scheme(&self) -> Result<RelativeRef, EditError> {
        let mut draft = Draft::of(&self.0, &lang::URI);
        draft.scheme = None;
        draft.finish(Rule::RelativeRef).map(RelativeRef)
    }
}

impl RelativeRef {
    /// The same reference with a scheme, as a URI.
    ///
    /// # Errors
    ///
    /// `scheme` when the text does not match it.
    ///
    /// ```
    /// let r = rfc3986::RelativeRef::parse("//example.com/a")?;
    /// assert_eq!(r.with_scheme("https")?.as_str(), "https://example.com/a");
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    pub fn with_scheme(&self, scheme: &str) -> Result<Uri, EditError> {
        check(Rule::Scheme, scheme)?;
        let mut draft = Draft::of(&self.0, &lang::URI);
        draft.scheme = Some(scheme);
        draft.finish(Rule::Uri).map(Uri)
    }
}

// `builder()` on every type: a `Builder`, finished with the `build_...` method of the type.

impl Uri {
    /// A [`Builder`] for a URI: its [`build`](Builder::build) makes a `Uri` (an error without a scheme).
    ///
    /// ```
    /// let uri = rfc3986::Uri::builder().scheme("https").host_str("example.com").path("/a").build()?;
    /// assert_eq!(uri, "https://example.com/a");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn builder() -> Builder<Uri> {
        Builder::empty()
    }
}

impl RelativeRef {
    /// A [`Builder`] for a relative reference: its [`build`](Builder::build) makes a `RelativeRef`.
    ///
    /// ```
    /// let r = rfc3986::RelativeRef::builder().path("../a").query("q").build()?;
    /// assert_eq!(r, "../a?q");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn builder() -> Builder<RelativeRef> {
        Builder::empty()
    }
}

impl IriRef {
    /// A [`Builder`] for an IRI reference: its [`build`](Builder::build) makes an `IriRef`.
    ///
    /// ```
    /// let r = rfc3986::IriRef::builder().path("été").build()?;
    /// assert_eq!(r, "été");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn builder() -> Builder<IriRef> {
        Builder::empty()
    }

    /// Sets the scheme (RFC 3987 2.2 `scheme` is RFC 3986's), which must match `scheme`; a relative
    /// reference becomes an IRI.
    ///
    /// # Errors
    ///
    /// `scheme` when the text does not match it.
    ///
    /// ```
    /// let mut r = rfc3986::IriRef::parse("//résumé.example/")?;
    /// r.set_scheme("https")?;
    /// assert_eq!(r, "https://résumé.example/");
    /// assert!(r.is_iri());
    /// assert!(r.set_scheme("é").is_err());
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    pub fn set_scheme(&mut self, scheme: &str) -> Result<(), EditError> {
        self.editor().set_scheme(scheme)
    }

    /// Removes the scheme and its `:`, if there is one: an IRI becomes a relative reference.
    ///
    /// # Errors
    ///
    /// `ipath-noscheme` when the first segment of the path has a `:`.
    ///
    /// ```
    /// let mut r = rfc3986::IriRef::parse("http://résumé.example/")?;
    /// r.clear_scheme()?;
    /// assert_eq!(r, "//résumé.example/");
    /// let mut r = rfc3986::IriRef::parse("urn:é:x")?;
    /// assert_eq!(r.clear_scheme().unwrap_err().rule(), rfc3986::Rule::IpathNoscheme);
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    pub fn clear_scheme(&mut self) -> Result<(), EditError> {
        self.editor().clear_scheme()
    }
}

impl Iri {
    /// A [`Builder`] for an IRI: its [`build`](Builder::build) makes an `Iri`.
    ///
    /// ```
    /// let iri = rfc3986::Iri::builder().scheme("http").host_str("例子.测试").build()?;
    /// assert_eq!(iri, "http://例子.测试");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn builder() -> Builder<Iri> {
        Builder::empty()
    }

    /// Sets the scheme, which must match `scheme`.
    ///
    /// # Errors
    ///
    /// `scheme` when the text does not match it.
    ///
    /// ```
    /// let mut iri = rfc3986::Iri::parse("http://résumé.example/")?;
    /// iri.set_scheme("https")?;
    /// assert_eq!(iri, "https://résumé.example/");
    /// assert!(iri.set_scheme("").is_err());
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    pub fn set_scheme(&mut self, scheme: &str) -> Result<(), EditError> {
        self.editor().set_scheme(scheme)
    }

    /// The same IRI without its scheme, as a relative reference.
    ///
    /// # Errors
    ///
    /// `ipath-noscheme` when the first segment of the path has a `:`.
    ///
    /// ```
    /// let iri = rfc3986::Iri::parse("http://résumé.example/a?q")?;
    /// assert_eq!(iri.without_scheme()?, "//résumé.example/a?q");
    /// assert!(rfc3986::Iri::parse("urn:é:b")?.without_scheme().is_err());
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    pub fn without_scheme(&self) -> Result<IriRelativeRef, EditError> {
        let mut draft = Draft::of(&self.0, &lang::IRI);
        draft.scheme = None;
        draft.finish(Rule::IrelativeRef).map(IriRelativeRef)
    }
}

impl IriRelativeRef {
    /// A [`Builder`] for an IRI relative reference: its [`build`](Builder::build) makes an
    /// `IriRelativeRef`.
    ///
    /// ```
    /// let r = rfc3986::IriRelativeRef::builder().path("../été").build()?;
    /// assert_eq!(r, "../été");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn builder() -> Builder<IriRelativeRef> {
        Builder::empty()
    }

    /// The same reference with a scheme, as an IRI.
    ///
    /// # Errors
    ///
    /// `scheme` when the text does not match it.
    ///
    /// ```
    /// let r = rfc3986::IriRelativeRef::parse("//résumé.example/a")?;
    /// assert_eq!(r.with_scheme("https")?, "https://résumé.example/a");
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    pub fn with_scheme(&self, scheme: &str) -> Result<Iri, EditError> {
        check(Rule::Scheme, scheme)?;
        let mut draft = Draft::of(&self.0, &lang::IRI);
        draft.scheme = Some(scheme);
        draft.finish(Rule::Iri).map(Iri)
    }
}
