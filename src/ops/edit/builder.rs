//! [`Builder`]: a reference put together from its components, each checked against its rule.

use core::fmt;
use core::marker::PhantomData;

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;

use super::{
    AuthorityDraft, Draft, EditError, HostText, PortText, Reason, appended_pairs, check, replaced,
    with_credentials, with_segments, without_key,
};
use crate::Rule;
use crate::percent::Component;
use crate::reference::components::{Host, UserinfoDebug};
use crate::reference::{Iri, IriRef, IriRelativeRef, RelativeRef, Uri, UriRef};
use crate::syntax::lang::{self, Lang};

/// A reference put together from its components. Each component is checked against its rule by the grammar
/// when [`build`](Builder::build) is called, and so are the rules that span components; the result is what
/// parsing its string gives. Components not set are undefined, except the path, which is empty.
///
/// Text arguments are anything that is `AsRef<str>`: `&str`, `String`, `&String`, `Cow<str>` and
/// `&Cow<str>` (what [`percent::encode`](crate::percent::encode) returns) alike; the builder keeps a copy.
///
/// ```
/// use core::net::Ipv4Addr;
/// use rfc3986::UriRef;
///
/// let uri = UriRef::builder()
///     .scheme("http")
///     .userinfo("user")
///     .host(Ipv4Addr::new(192, 0, 2, 16))
///     .port_u16(8080)
///     .path("/over/there")
///     .query("name=ferret")
///     .fragment("nose")
///     .build_uri()?;
/// assert_eq!(uri.as_str(), "http://user@192.0.2.16:8080/over/there?name=ferret#nose");
///
/// let err = UriRef::builder().port("80").build().unwrap_err();
/// assert_eq!(err.to_string(), "a port needs an authority, and the reference has none (authority)");
///
/// use rfc3986::percent::{self, Component};
///
/// let fragment = percent::encode("a b", Component::Fragment);
/// let host = String::from("example.com");
/// let r = UriRef::builder().host_str(&host).fragment(&fragment).build()?;
/// assert_eq!(r.as_str(), "//example.com#a%20b");
/// # Ok::<(), rfc3986::EditError>(())
/// ```
///
/// The builder's type parameter is what [`build`](Builder::build) makes: `Builder::new()` and
/// [`UriRef::builder`] build a [`UriRef`], [`Uri::builder`] a [`Uri`], and so on for each reference type;
/// the `build_*` methods make any of them from any builder.
///
/// ```
/// use rfc3986::{Iri, RelativeRef, Uri};
///
/// let uri: Uri = Uri::builder().scheme("https").host_str("example.com").build()?;
/// let iri: Iri = Iri::builder().scheme("https").host_str("例子.测试").build()?;
/// let relative: RelativeRef = RelativeRef::builder().path("../a").build()?;
/// assert!(Uri::builder().path("/no/scheme").build().is_err());
/// # Ok::<(), rfc3986::EditError>(())
/// ```
#[must_use]
pub struct Builder<'a, T = UriRef> {
    scheme: Option<String>,
    userinfo: Option<String>,
    /// A user name and a password to write in the userinfo, not encoded yet (how depends on the language
    /// built).
    username: Option<String>,
    password: Option<String>,
    host: Option<HostInput<'a>>,
    port: Option<PortInput>,
    path: String,
    /// Segments to append to `path`, not encoded yet: how depends on the language built and on whether
    /// there is an authority and a scheme.
    segments: Vec<String>,
    dot: bool,
    query: Option<String>,
    fragment: Option<String>,
    /// What `build` makes.
    target: PhantomData<fn() -> T>,
}

impl<T> Clone for Builder<'_, T> {
    fn clone(&self) -> Self {
        Builder {
            scheme: self.scheme.clone(),
            userinfo: self.userinfo.clone(),
            username: self.username.clone(),
            password: self.password.clone(),
            host: self.host.clone(),
            port: self.port.clone(),
            path: self.path.clone(),
            segments: self.segments.clone(),
            dot: self.dot,
            query: self.query.clone(),
            fragment: self.fragment.clone(),
            target: PhantomData,
        }
    }
}

impl<T> Default for Builder<'_, T> {
    fn default() -> Self {
        Builder {
            scheme: None,
            userinfo: None,
            username: None,
            password: None,
            host: None,
            port: None,
            path: String::new(),
            segments: Vec::new(),
            dot: false,
            query: None,
            fragment: None,
            target: PhantomData,
        }
    }
}

/// The reference types a [`Builder`] builds: the six of this crate (sealed). `Builder<'_, T>::build` makes a
/// `T`.
pub trait Buildable: crate::reference::sealed::Sealed + Sized {
    #[doc(hidden)]
    fn build_from<U>(builder: &Builder<'_, U>) -> Result<Self, EditError>;
}

macro_rules! buildable {
    ($($ty:ident: $method:ident;)*) => {$(
        impl Buildable for $ty {
            fn build_from<U>(builder: &Builder<'_, U>) -> Result<$ty, EditError> {
                builder.$method()
            }
        }
    )*};
}

buildable! {
    UriRef: build_uri_ref;
    Uri: build_uri;
    RelativeRef: build_relative;
    IriRef: build_iri_ref;
    Iri: build_iri;
    IriRelativeRef: build_iri_relative;
}

#[derive(Clone, Debug)]
enum HostInput<'a> {
    Typed(Host<'a>),
    Text(String),
}

#[derive(Clone, Debug)]
enum PortInput {
    Text(String),
    Number(u16),
}

impl<'a> Builder<'a> {
    /// A builder with no components, for a [`UriRef`]: it builds the empty relative reference.
    ///
    /// ```
    /// assert_eq!(rfc3986::Builder::new().build()?.as_str(), "");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn new() -> Builder<'a> {
        Builder::default()
    }
}

impl<'a, T> Builder<'a, T> {
    /// This builder's components, for another type: what [`build`](Builder::build) makes is `U`.
    ///
    /// ```
    /// let b = rfc3986::Builder::new().scheme("urn").path("a:b");
    /// let uri: rfc3986::Uri = b.clone().to::<rfc3986::Uri>().build()?;
    /// assert_eq!(uri, "urn:a:b");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn to<U>(self) -> Builder<'a, U> {
        Builder {
            scheme: self.scheme,
            userinfo: self.userinfo,
            username: self.username,
            password: self.password,
            host: self.host,
            port: self.port,
            path: self.path,
            segments: self.segments,
            dot: self.dot,
            query: self.query,
            fragment: self.fragment,
            target: PhantomData,
        }
    }

    /// The scheme, to match `scheme`.
    ///
    /// ```
    /// let r = rfc3986::Builder::new().scheme("urn").path("isbn:0451450523").build()?;
    /// assert_eq!(r.as_str(), "urn:isbn:0451450523");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn scheme(mut self, scheme: impl AsRef<str>) -> Builder<'a, T> {
        self.scheme = Some(scheme.as_ref().into());
        self
    }

    /// The userinfo, to match `userinfo`; it needs a host.
    ///
    /// ```
    /// let r = rfc3986::Builder::new().userinfo("me").host_str("h").build()?;
    /// assert_eq!(r.as_str(), "//me@h");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn userinfo(mut self, userinfo: impl AsRef<str>) -> Builder<'a, T> {
        self.userinfo = Some(userinfo.as_ref().into());
        self
    }

    /// The user name of a `user:password` userinfo, as
    /// [`username_decoded`](UriRef::username_decoded) gives it back: percent-encoded when the reference is
    /// built, `:` included, so that it stays one name. It replaces the user name of a
    /// [`userinfo`](Builder::userinfo) given too, and keeps its password; it needs a host.
    ///
    /// ```
    /// let r = rfc3986::Uri::builder()
    ///     .scheme("postgres")
    ///     .username_decoded("app@eu")
    ///     .password_decoded("p w:d")
    ///     .host_str("db.example")
    ///     .build()?;
    /// assert_eq!(r, "postgres://app%40eu:p%20w:d@db.example");
    /// assert_eq!(r.password_decoded()?.as_deref(), Some("p w:d"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn username_decoded(mut self, username: impl AsRef<str>) -> Builder<'a, T> {
        self.username = Some(username.as_ref().into());
        self
    }

    /// The password of a `user:password` userinfo, as [`password_decoded`](UriRef::password_decoded)
    /// gives it back: percent-encoded when the reference is built. It replaces the password of a
    /// [`userinfo`](Builder::userinfo) given too; the user name is empty when none is given. It needs a
    /// host.
    ///
    /// ```
    /// let r = rfc3986::Builder::new().userinfo("me").password_decoded("s@lt").host_str("h").build()?;
    /// assert_eq!(r, "//me:s%40lt@h");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn password_decoded(mut self, password: impl AsRef<str>) -> Builder<'a, T> {
        self.password = Some(password.as_ref().into());
        self
    }

    /// The host, typed: an [`Ipv4Addr`](core::net::Ipv4Addr), an [`Ipv6Addr`](core::net::Ipv6Addr) or a [`Host`]. Setting a host gives the reference an
    /// authority.
    ///
    /// ```
    /// use core::net::Ipv6Addr;
    ///
    /// let r = rfc3986::Builder::new().host(Ipv6Addr::LOCALHOST).path("/").build()?;
    /// assert_eq!(r.as_str(), "//[::1]/");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn host(mut self, host: impl Into<Host<'a>>) -> Builder<'a, T> {
        self.host = Some(HostInput::Typed(host.into()));
        self
    }

    /// The host as text, to match `host` (brackets included for an IP-literal: an IPv6 address without
    /// them fails to build with an error that says so).
    ///
    /// ```
    /// let r = rfc3986::Builder::new().host_str("[v7.x]").build()?;
    /// assert_eq!(r.as_str(), "//[v7.x]");
    /// let err = rfc3986::Builder::new().host_str("::1").build().unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "invalid host at index 0: unexpected \":\", expected reg-name; \
    ///      an IPv6 host needs brackets (\"[::1]\")",
    /// );
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn host_str(mut self, host: impl AsRef<str>) -> Builder<'a, T> {
        self.host = Some(HostInput::Text(host.as_ref().into()));
        self
    }

    /// The port as digits, to match `port`; it needs a host.
    ///
    /// ```
    /// let r = rfc3986::Builder::new().host_str("h").port("").build()?;
    /// assert_eq!(r.as_str(), "//h:");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn port(mut self, port: impl AsRef<str>) -> Builder<'a, T> {
        self.port = Some(PortInput::Text(port.as_ref().into()));
        self
    }

    /// The port as a number; it needs a host.
    ///
    /// ```
    /// let r = rfc3986::Builder::new().host_str("h").port_u16(80).build()?;
    /// assert_eq!(r.port(), Some("80"));
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn port_u16(mut self, port: u16) -> Builder<'a, T> {
        self.port = Some(PortInput::Number(port));
        self
    }

    /// The path, to match `path` and fit the other components (see [`UriRef::set_path`]).
    ///
    /// ```
    /// let err = rfc3986::Builder::new().path("a:b").build().unwrap_err();
    /// assert_eq!(err.rule(), rfc3986::Rule::PathNoscheme);
    /// ```
    pub fn path(mut self, path: impl AsRef<str>) -> Builder<'a, T> {
        self.path = path.as_ref().into();
        self.segments.clear();
        self.dot = false;
        self
    }

    /// The path, with a dot-segment written before it where it would otherwise be read as something else
    /// (see [`UriRef::set_path_dot_prefixed`]).
    ///
    /// ```
    /// let r = rfc3986::Builder::new().path_dot_prefixed("a:b").build()?;
    /// assert_eq!(r.as_str(), "./a:b");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn path_dot_prefixed(mut self, path: impl AsRef<str>) -> Builder<'a, T> {
        self.path = path.as_ref().into();
        self.segments.clear();
        self.dot = true;
        self
    }

    /// Appends segments to the path (after the one given to [`path`](Builder::path), if any; a later
    /// `path` replaces them all), each percent-encoded when the reference is built so that it stays one
    /// segment and decodes back to the text given. They are written as
    /// [`UriRef::extend_path_segments_decoded`] writes them, by what the built reference has: after an authority
    /// the path begins with `/`; the first segment of a relative path has its `:` encoded; the empty
    /// segment after a trailing `/` is replaced; a segment `.` or `..` makes the build fail (RFC 3986
    /// cannot write either as data). An IRI keeps the characters its
    /// `isegment` allows, a URI encodes every character outside ASCII.
    ///
    /// ```
    /// use rfc3986::Builder;
    ///
    /// let uri = Builder::new()
    ///     .scheme("https")
    ///     .host_str("example.com")
    ///     .path_segments_decoded(["api", "v1", "users", "a b"])
    ///     .query_pairs_decoded([("q", "x"), ("page", "2")])
    ///     .build_uri()?;
    /// assert_eq!(uri, "https://example.com/api/v1/users/a%20b?q=x&page=2");
    ///
    /// let r = Builder::new().path("/api/").path_segments_decoded(["été"]).build_iri_ref()?;
    /// assert_eq!(r, "/api/été");
    /// let r = Builder::new().path_segments_decoded(["a:b", "c:d"]).build()?;
    /// assert_eq!(r, "a%3Ab/c:d");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn path_segments_decoded<I, S>(mut self, segments: I) -> Builder<'a, T>
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        let segments = segments.into_iter().map(|s| String::from(s.as_ref()));
        self.segments.extend(segments);
        self
    }

    /// Appends one segment to the path, as [`path_segments_decoded`](Builder::path_segments_decoded) does.
    ///
    /// ```
    /// let user = String::from("a/b");
    /// let r = rfc3986::Builder::new()
    ///     .host_str("h")
    ///     .push_path_segment_decoded("users")
    ///     .push_path_segment_decoded(&user)
    ///     .build()?;
    /// assert_eq!(r, "//h/users/a%2Fb");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn push_path_segment_decoded(self, segment: impl AsRef<str>) -> Builder<'a, T> {
        self.path_segments_decoded([segment])
    }

    /// The query, without its `?`, to match `query`.
    ///
    /// ```
    /// let r = rfc3986::Builder::new().query("").build()?;
    /// assert_eq!(r.as_str(), "?");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn query(mut self, query: impl AsRef<str>) -> Builder<'a, T> {
        self.query = Some(query.as_ref().into());
        self
    }

    /// Appends a `key=value` pair to the query, each percent-encoded so that it reads back as given (as
    /// `UriRef::append_query_pair_decoded` does; for a URI, which encodes every non-ASCII character, also when the
    /// builder builds an IRI).
    ///
    /// ```
    /// let r = rfc3986::Builder::new()
    ///     .path("/search")
    ///     .query_pair_decoded("q", "rust & pest")
    ///     .query_pair_decoded("page", "2")
    ///     .build()?;
    /// assert_eq!(r.as_str(), "/search?q=rust%20%26%20pest&page=2");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn query_pair_decoded(
        self,
        key: impl AsRef<str>,
        value: impl AsRef<str>,
    ) -> Builder<'a, T> {
        self.query_pairs_decoded([(key, value)])
    }

    /// Appends every `(key, value)` pair to the query, as [`query_pair_decoded`](Builder::query_pair_decoded) does for one.
    /// No pair changes nothing.
    ///
    /// ```
    /// let page = 2.to_string();
    /// let r = rfc3986::Builder::new()
    ///     .path("/search")
    ///     .query_pairs_decoded([("q", "rust & pest"), ("page", &page)])
    ///     .query_pairs_decoded(Vec::<(String, String)>::new())
    ///     .build()?;
    /// assert_eq!(r, "/search?q=rust%20%26%20pest&page=2");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn query_pairs_decoded<I, K, V>(mut self, pairs: I) -> Builder<'a, T>
    where
        I: IntoIterator<Item = (K, V)>,
        K: AsRef<str>,
        V: AsRef<str>,
    {
        if let Some(query) = appended_pairs(self.query.as_deref(), pairs, Component::QueryPair) {
            self.query = Some(query);
        }
        self
    }

    /// Removes every pair of the query whose key, percent-decoded, is `key` (as
    /// `UriRef::remove_query_key_decoded` does); the other pairs stay as written.
    ///
    /// ```
    /// let r = rfc3986::Builder::new()
    ///     .query("a=1&utm_source=x&b=2")
    ///     .remove_query_key_decoded("utm_source")
    ///     .build()?;
    /// assert_eq!(r.as_str(), "?a=1&b=2");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn remove_query_key_decoded(mut self, key: impl AsRef<str>) -> Builder<'a, T> {
        if let Some(query) = &mut self.query {
            *query = without_key(query, key.as_ref());
        }
        self
    }

    /// Replaces the value of `key` in the query (as `UriRef::set_query_pair_decoded` does): the first pair with
    /// that key gets `value`, the others with it are removed, and the pair is appended when there is none.
    ///
    /// ```
    /// let r = rfc3986::Builder::new()
    ///     .query("page=1&q=x&page=2")
    ///     .set_query_pair_decoded("page", "3")
    ///     .set_query_pair_decoded("sort", "new")
    ///     .build()?;
    /// assert_eq!(r.as_str(), "?page=3&q=x&sort=new");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn set_query_pair_decoded(
        mut self,
        key: impl AsRef<str>,
        value: impl AsRef<str>,
    ) -> Builder<'a, T> {
        let query = replaced(
            self.query.as_deref(),
            key.as_ref(),
            value.as_ref(),
            Component::QueryPair,
        );
        self.query = Some(query);
        self
    }

    /// The fragment, without its `#`, to match `fragment`.
    ///
    /// ```
    /// let r = rfc3986::Builder::new().fragment("top").build()?;
    /// assert_eq!(r.as_str(), "#top");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn fragment(mut self, fragment: impl AsRef<str>) -> Builder<'a, T> {
        self.fragment = Some(fragment.as_ref().into());
        self
    }

    /// The path given, with the segments given after it appended, encoded for `lang`.
    fn full_path(&self, lang: &Lang) -> Result<Cow<'_, str>, EditError> {
        let (authority, scheme) = (self.host.is_some(), self.scheme.is_some());
        Ok(
            match with_segments(&self.path, authority, scheme, lang, &self.segments)? {
                Some(path) => Cow::Owned(path),
                None => Cow::Borrowed(&self.path),
            },
        )
    }

    /// The userinfo given, with the user name and password given written over its own, encoded for
    /// `lang`.
    fn full_userinfo(&self, lang: &Lang) -> Option<Cow<'_, str>> {
        if self.username.is_none() && self.password.is_none() {
            return self.userinfo.as_deref().map(Cow::Borrowed);
        }
        let password = self.password.as_deref().map(Some);
        let userinfo = self.userinfo.as_deref();
        Some(Cow::Owned(with_credentials(
            userinfo,
            self.username.as_deref(),
            password,
            lang,
        )))
    }

    /// Checks every component against its rule in `lang`, in the order scheme, userinfo, host, port, path,
    /// query, fragment, and returns the components as a draft.
    /// `path` is the path to put in the draft: the path given, with the segments given after it appended
    /// ([`full_path`](Builder::full_path)); `userinfo` likewise ([`full_userinfo`](Builder::full_userinfo)).
    fn draft<'b>(
        &'b self,
        lang: &'static Lang,
        path: &'b str,
        userinfo: Option<&'b str>,
    ) -> Result<Draft<'b>, EditError> {
        if let Some(scheme) = self.scheme.as_deref() {
            check(Rule::Scheme, scheme)?;
        }
        if let Some(userinfo) = userinfo {
            check(lang.userinfo, userinfo)?;
        }
        let host = match &self.host {
            Some(HostInput::Typed(host)) => Some(HostText::typed(*host, lang)?),
            Some(HostInput::Text(text)) => Some(HostText::parse(text, lang)?),
            None => None,
        };
        let port = match &self.port {
            Some(PortInput::Text(text)) => {
                check(Rule::Port, text)?;
                Some(PortText::Text(text))
            }
            Some(PortInput::Number(n)) => Some(PortText::Number(*n)),
            None => None,
        };
        check(lang.path, &self.path)?;
        if let Some(query) = self.query.as_deref() {
            check(lang.query, query)?;
        }
        if let Some(fragment) = self.fragment.as_deref() {
            check(lang.fragment, fragment)?;
        }
        let authority = match host {
            Some(host) => Some(AuthorityDraft {
                userinfo,
                host,
                port,
            }),
            None if userinfo.is_some() => {
                return Err(EditError(Reason::NoAuthority("userinfo", lang.authority)));
            }
            None if port.is_some() => {
                return Err(EditError(Reason::NoAuthority("port", lang.authority)));
            }
            None => None,
        };
        Ok(Draft {
            lang,
            scheme: self.scheme.as_deref(),
            authority,
            path,
            dot: self.dot,
            query: self.query.as_deref(),
            fragment: self.fragment.as_deref(),
        })
    }

    /// Builds the builder's type `T`: a [`UriRef`] from `Builder::new()` (a URI when a scheme was given, a
    /// relative reference otherwise), a [`Uri`] from [`Uri::builder`], and so on.
    ///
    /// # Errors
    ///
    /// An [`EditError`] naming the first rule that a component breaks, or the rule of `T` (`URI` without a
    /// scheme, `relative-ref` with one).
    ///
    /// ```
    /// let r = rfc3986::Builder::new().host_str("example.com").path("/a").build()?;
    /// assert_eq!(r.as_str(), "//example.com/a");
    /// assert!(rfc3986::Builder::new().host_str("example.com").path("a").build().is_err());
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn build(&self) -> Result<T, EditError>
    where
        T: Buildable,
    {
        T::build_from(self)
    }

    /// Builds a [`UriRef`], whatever the builder's type: a URI when a scheme was given, a relative
    /// reference otherwise.
    ///
    /// # Errors
    ///
    /// As [`build`](Builder::build).
    ///
    /// ```
    /// let r = rfc3986::Uri::builder().path("/a").build_uri_ref()?;
    /// assert_eq!(r.as_str(), "/a");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn build_uri_ref(&self) -> Result<UriRef, EditError> {
        let path = self.full_path(&lang::URI)?;
        let userinfo = self.full_userinfo(&lang::URI);
        self.draft(&lang::URI, &path, userinfo.as_deref())?
            .finish(Rule::UriReference)
            .map(UriRef)
    }

    /// Builds a [`Uri`].
    ///
    /// # Errors
    ///
    /// As [`build`](Builder::build), and `URI` when no scheme was given.
    ///
    /// ```
    /// let uri = rfc3986::Builder::new().scheme("mailto").path("a@example.com").build_uri()?;
    /// assert_eq!(uri.scheme(), "mailto");
    /// assert!(rfc3986::Builder::new().path("/a").build_uri().is_err());
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn build_uri(&self) -> Result<Uri, EditError> {
        let path = self.full_path(&lang::URI)?;
        let userinfo = self.full_userinfo(&lang::URI);
        let draft = self.draft(&lang::URI, &path, userinfo.as_deref())?;
        if draft.scheme.is_none() {
            return Err(EditError(Reason::NoScheme(draft.lang.uri)));
        }
        draft.finish(Rule::Uri).map(Uri)
    }

    /// Builds a [`RelativeRef`].
    ///
    /// # Errors
    ///
    /// As [`build`](Builder::build), and `relative-ref` when a scheme was given.
    ///
    /// ```
    /// let r = rfc3986::Builder::new().path("../a").build_relative()?;
    /// assert_eq!(r.as_str(), "../a");
    /// assert!(rfc3986::Builder::new().scheme("a").build_relative().is_err());
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn build_relative(&self) -> Result<RelativeRef, EditError> {
        let path = self.full_path(&lang::URI)?;
        let userinfo = self.full_userinfo(&lang::URI);
        let draft = self.draft(&lang::URI, &path, userinfo.as_deref())?;
        if draft.scheme.is_some() {
            return Err(EditError(Reason::Scheme(draft.lang.relative)));
        }
        draft.finish(Rule::RelativeRef).map(RelativeRef)
    }

    /// Builds an [`IriRef`]: as [`build`](Builder::build), with the components checked against the rules
    /// of RFC 3987 (`iuserinfo`, `ihost`, `ipath`, `iquery`, `ifragment`), which allow the characters of
    /// `ucschar` (and `iprivate` in the query) as they are.
    ///
    /// # Errors
    ///
    /// An [`EditError`] naming the first rule of RFC 3987 (or RFC 3986) that a component breaks.
    ///
    /// ```
    /// let r = rfc3986::Builder::new().host_str("résumé.example").path("/été").build_iri_ref()?;
    /// assert_eq!(r.as_str(), "//résumé.example/été");
    /// assert!(rfc3986::Builder::new().path("/été").build().is_err()); // not a URI
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn build_iri_ref(&self) -> Result<IriRef, EditError> {
        let path = self.full_path(&lang::IRI)?;
        let userinfo = self.full_userinfo(&lang::IRI);
        self.draft(&lang::IRI, &path, userinfo.as_deref())?
            .finish(Rule::IriReference)
            .map(IriRef)
    }

    /// Builds an [`Iri`].
    ///
    /// # Errors
    ///
    /// As [`build_iri_ref`](Builder::build_iri_ref), and `URI` when no scheme was given.
    ///
    /// ```
    /// let iri = rfc3986::Builder::new().scheme("http").host_str("例子.测试").build_iri()?;
    /// assert_eq!(iri.as_str(), "http://例子.测试");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn build_iri(&self) -> Result<Iri, EditError> {
        let path = self.full_path(&lang::IRI)?;
        let userinfo = self.full_userinfo(&lang::IRI);
        let draft = self.draft(&lang::IRI, &path, userinfo.as_deref())?;
        if draft.scheme.is_none() {
            return Err(EditError(Reason::NoScheme(draft.lang.uri)));
        }
        draft.finish(Rule::Iri).map(Iri)
    }

    /// Builds an [`IriRelativeRef`].
    ///
    /// # Errors
    ///
    /// As [`build_iri_ref`](Builder::build_iri_ref), and `relative-ref` when a scheme was given.
    ///
    /// ```
    /// let r = rfc3986::Builder::new().path("../été").build_iri_relative()?;
    /// assert_eq!(r.as_str(), "../été");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn build_iri_relative(&self) -> Result<IriRelativeRef, EditError> {
        let path = self.full_path(&lang::IRI)?;
        let userinfo = self.full_userinfo(&lang::IRI);
        let draft = self.draft(&lang::IRI, &path, userinfo.as_deref())?;
        if draft.scheme.is_some() {
            return Err(EditError(Reason::Scheme(draft.lang.relative)));
        }
        draft.finish(Rule::IrelativeRef).map(IriRelativeRef)
    }
}

/// Lists the components given so far. A userinfo is shown only up to its first `:` (RFC 3986 3.2.1).
impl<T> fmt::Debug for Builder<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Builder")
            .field("scheme", &self.scheme)
            .field("userinfo", &self.userinfo.as_deref().map(UserinfoDebug))
            .field("username", &self.username)
            .field("password", &self.password.as_ref().map(|_| "<redacted>"))
            .field("host", &self.host)
            .field("port", &self.port)
            .field("path", &self.path)
            .field("segments", &self.segments)
            .field("query", &self.query)
            .field("fragment", &self.fragment)
            .finish()
    }
}
