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
///     .to::<rfc3986::Uri>()
///     .build()?;
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
/// [`to`](Builder::to) turns a builder into one for another type. `build` is the one way to build.
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
pub struct Builder<T = UriRef> {
    scheme: Option<String>,
    userinfo: Option<String>,
    /// A user name and a password to write in the userinfo, not encoded yet (how depends on the language
    /// built).
    username: Option<String>,
    password: Option<String>,
    host: Option<HostInput>,
    port: Option<PortInput>,
    path: String,
    /// Segments to append to `path`, not encoded yet: how depends on the language built and on whether
    /// there is an authority and a scheme.
    segments: Vec<String>,
    dot: bool,
    /// The query's edits in order, replayed when the reference is built: pairs are percent-encoded for
    /// the language built (an IRI keeps `é`, a URI encodes it), as segments and credentials are.
    query: Vec<QueryEdit>,
    fragment: Option<String>,
    /// What `build` makes.
    target: PhantomData<fn() -> T>,
}

impl<T> Clone for Builder<T> {
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

/// `Builder::default()` is [`Builder::new`]: a builder for a [`UriRef`], the default type, so that it needs
/// no annotation. A builder for another type comes from that type (`Uri::builder()`) or from [`to`](Builder::to).
///
/// ```
/// let b = rfc3986::Builder::default().scheme("urn").path("a:b");
/// assert_eq!(b.build()?, "urn:a:b");
/// # Ok::<(), rfc3986::EditError>(())
/// ```
impl Default for Builder {
    fn default() -> Self {
        Builder::empty()
    }
}

impl<T> Builder<T> {
    /// A builder with no components, for a `T`.
    pub(crate) fn empty() -> Builder<T> {
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
            query: Vec::new(),
            fragment: None,
            target: PhantomData,
        }
    }
}

/// The reference types a [`Builder`] builds: the six of this crate (sealed). `Builder<'_, T>::build` makes a
/// `T`.
pub trait Buildable: crate::reference::sealed::Sealed + Sized {
    #[doc(hidden)]
    fn build_from<U>(builder: &Builder<U>) -> Result<Self, EditError>;
}

macro_rules! buildable {
    ($($ty:ident: $method:ident;)*) => {$(
        impl Buildable for $ty {
            fn build_from<U>(builder: &Builder<U>) -> Result<$ty, EditError> {
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

/// One edit of the query, kept decoded until the language is known.
#[derive(Clone, Debug)]
enum QueryEdit {
    /// `query(text)`: the query as written.
    Set(String),
    /// `query_pairs_decoded`: pairs appended.
    Append(Vec<(String, String)>),
    /// `remove_query_key_decoded`.
    Remove(String),
    /// `set_query_pair_decoded`.
    SetPair(String, String),
}

#[derive(Clone, Debug)]
enum HostInput {
    Typed(OwnedHost),
    Text(String),
}

/// A [`Host`] that the builder owns: it holds no borrow of what it was given.
#[derive(Clone, Debug)]
enum OwnedHost {
    Ipv4(core::net::Ipv4Addr),
    Ipv6(core::net::Ipv6Addr),
    IpvFuture(String),
    RegName(String),
}

impl OwnedHost {
    fn of(host: Host<'_>) -> OwnedHost {
        match host {
            Host::Ipv4(a) => OwnedHost::Ipv4(a),
            Host::Ipv6(a) => OwnedHost::Ipv6(a),
            Host::IpvFuture(text) => OwnedHost::IpvFuture(text.into()),
            Host::RegName(text) => OwnedHost::RegName(text.into()),
        }
    }

    fn as_host(&self) -> Host<'_> {
        match self {
            OwnedHost::Ipv4(a) => Host::Ipv4(*a),
            OwnedHost::Ipv6(a) => Host::Ipv6(*a),
            OwnedHost::IpvFuture(text) => Host::IpvFuture(text),
            OwnedHost::RegName(text) => Host::RegName(text),
        }
    }
}

#[derive(Clone, Debug)]
enum PortInput {
    Text(String),
    Number(u16),
}

impl Builder {
    /// A builder with no components, for a [`UriRef`]: it builds the empty relative reference.
    ///
    /// ```
    /// assert_eq!(rfc3986::Builder::new().build()?.as_str(), "");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn new() -> Builder {
        Builder::empty()
    }
}

impl<T> Builder<T> {
    /// This builder's components, for another type: what [`build`](Builder::build) makes is `U`.
    ///
    /// ```
    /// let b = rfc3986::Builder::new().scheme("urn").path("a:b");
    /// let uri: rfc3986::Uri = b.clone().to::<rfc3986::Uri>().build()?;
    /// assert_eq!(uri, "urn:a:b");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn to<U>(self) -> Builder<U> {
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
    pub fn scheme(mut self, scheme: impl AsRef<str>) -> Builder<T> {
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
    pub fn userinfo(mut self, userinfo: impl AsRef<str>) -> Builder<T> {
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
    pub fn username_decoded(mut self, username: impl AsRef<str>) -> Builder<T> {
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
    pub fn password_decoded(mut self, password: impl AsRef<str>) -> Builder<T> {
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
    pub fn host<'h>(mut self, host: impl Into<Host<'h>>) -> Builder<T> {
        self.host = Some(HostInput::Typed(OwnedHost::of(host.into())));
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
    pub fn host_str(mut self, host: impl AsRef<str>) -> Builder<T> {
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
    pub fn port(mut self, port: impl AsRef<str>) -> Builder<T> {
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
    pub fn port_u16(mut self, port: u16) -> Builder<T> {
        self.port = Some(PortInput::Number(port));
        self
    }

    /// The path, to match `path` and fit the other components (see [`UriRef::set_path`]).
    ///
    /// ```
    /// let err = rfc3986::Builder::new().path("a:b").build().unwrap_err();
    /// assert_eq!(err.rule(), rfc3986::Rule::PathNoscheme);
    /// ```
    pub fn path(mut self, path: impl AsRef<str>) -> Builder<T> {
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
    pub fn path_dot_prefixed(mut self, path: impl AsRef<str>) -> Builder<T> {
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
    ///     .to::<rfc3986::Uri>().build()?;
    /// assert_eq!(uri, "https://example.com/api/v1/users/a%20b?q=x&page=2");
    ///
    /// let r = Builder::new().path("/api/").path_segments_decoded(["été"]).to::<rfc3986::IriRef>().build()?;
    /// assert_eq!(r, "/api/été");
    /// let r = Builder::new().path_segments_decoded(["a:b", "c:d"]).build()?;
    /// assert_eq!(r, "a%3Ab/c:d");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn path_segments_decoded<I, S>(mut self, segments: I) -> Builder<T>
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
    pub fn push_path_segment_decoded(self, segment: impl AsRef<str>) -> Builder<T> {
        self.path_segments_decoded([segment])
    }

    /// The query, without its `?`, to match `query`.
    ///
    /// ```
    /// let r = rfc3986::Builder::new().query("").build()?;
    /// assert_eq!(r.as_str(), "?");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn query(mut self, query: impl AsRef<str>) -> Builder<T> {
        self.query.push(QueryEdit::Set(query.as_ref().into()));
        self
    }

    /// Appends a `key=value` pair to the query, each percent-encoded so that it reads back as given (as
    /// `UriRef::append_query_pair_decoded` does), for the type built: a URI encodes every non-ASCII
    /// character, an IRI keeps the characters an `iquery` allows.
    ///
    /// ```
    /// let uri = rfc3986::Uri::builder().scheme("s").query_pair_decoded("q", "é").build()?;
    /// let iri = rfc3986::Iri::builder().scheme("s").query_pair_decoded("q", "é").build()?;
    /// assert_eq!((uri.as_str(), iri.as_str()), ("s:?q=%C3%A9", "s:?q=é"));
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
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
    pub fn query_pair_decoded(self, key: impl AsRef<str>, value: impl AsRef<str>) -> Builder<T> {
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
    pub fn query_pairs_decoded<I, K, V>(mut self, pairs: I) -> Builder<T>
    where
        I: IntoIterator<Item = (K, V)>,
        K: AsRef<str>,
        V: AsRef<str>,
    {
        let pairs: Vec<(String, String)> = pairs
            .into_iter()
            .map(|(k, v)| (k.as_ref().into(), v.as_ref().into()))
            .collect();
        if !pairs.is_empty() {
            self.query.push(QueryEdit::Append(pairs));
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
    pub fn remove_query_key_decoded(mut self, key: impl AsRef<str>) -> Builder<T> {
        self.query.push(QueryEdit::Remove(key.as_ref().into()));
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
    ) -> Builder<T> {
        self.query.push(QueryEdit::SetPair(
            key.as_ref().into(),
            value.as_ref().into(),
        ));
        self
    }

    /// The fragment, without its `#`, to match `fragment`.
    ///
    /// ```
    /// let r = rfc3986::Builder::new().fragment("top").build()?;
    /// assert_eq!(r.as_str(), "#top");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn fragment(mut self, fragment: impl AsRef<str>) -> Builder<T> {
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
    /// The query after its edits, with the pairs encoded for `lang`.
    fn full_query(&self, lang: &Lang) -> Option<Cow<'_, str>> {
        if let [QueryEdit::Set(query)] = self.query.as_slice() {
            return Some(Cow::Borrowed(query));
        }
        let mut query: Option<String> = None;
        for edit in &self.query {
            match edit {
                QueryEdit::Set(text) => query = Some(text.clone()),
                QueryEdit::Append(pairs) => {
                    let pairs = pairs.iter().map(|(k, v)| (k, v));
                    if let Some(appended) = appended_pairs(query.as_deref(), pairs, lang.query_pair)
                    {
                        query = Some(appended);
                    }
                }
                QueryEdit::Remove(key) => {
                    if let Some(q) = &mut query {
                        *q = without_key(q, key);
                    }
                }
                QueryEdit::SetPair(key, value) => {
                    query = Some(replaced(query.as_deref(), key, value, lang.query_pair));
                }
            }
        }
        query.map(Cow::Owned)
    }

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
        query: Option<&'b str>,
    ) -> Result<Draft<'b>, EditError> {
        if let Some(scheme) = self.scheme.as_deref() {
            check(Rule::Scheme, scheme)?;
        }
        if let Some(userinfo) = userinfo {
            check(lang.userinfo, userinfo)?;
        }
        let host = match &self.host {
            Some(HostInput::Typed(host)) => Some(HostText::typed(host.as_host(), lang)?),
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
        if let Some(query) = query {
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
            query,
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

    /// A [`UriRef`]: a URI when a scheme was given, a relative reference otherwise. What [`build`](Builder::build) calls for its type.
    fn build_uri_ref(&self) -> Result<UriRef, EditError> {
        let path = self.full_path(&lang::URI)?;
        let userinfo = self.full_userinfo(&lang::URI);
        let query = self.full_query(&lang::URI);
        self.draft(&lang::URI, &path, userinfo.as_deref(), query.as_deref())?
            .finish(Rule::UriReference)
            .map(UriRef)
    }

    /// A [`Uri`]; `URI` is the error when no scheme was given. What [`build`](Builder::build) calls for its type.
    fn build_uri(&self) -> Result<Uri, EditError> {
        let path = self.full_path(&lang::URI)?;
        let userinfo = self.full_userinfo(&lang::URI);
        let query = self.full_query(&lang::URI);
        let draft = self.draft(&lang::URI, &path, userinfo.as_deref(), query.as_deref())?;
        if draft.scheme.is_none() {
            return Err(EditError(Reason::NoScheme(draft.lang.uri)));
        }
        draft.finish(Rule::Uri).map(Uri)
    }

    /// A [`RelativeRef`]; `relative-ref` is the error when a scheme was given. What [`build`](Builder::build) calls for its type.
    fn build_relative(&self) -> Result<RelativeRef, EditError> {
        let path = self.full_path(&lang::URI)?;
        let userinfo = self.full_userinfo(&lang::URI);
        let query = self.full_query(&lang::URI);
        let draft = self.draft(&lang::URI, &path, userinfo.as_deref(), query.as_deref())?;
        if draft.scheme.is_some() {
            return Err(EditError(Reason::Scheme(draft.lang.relative)));
        }
        draft.finish(Rule::RelativeRef).map(RelativeRef)
    }

    /// An [`IriRef`]. What [`build`](Builder::build) calls for its type.
    fn build_iri_ref(&self) -> Result<IriRef, EditError> {
        let path = self.full_path(&lang::IRI)?;
        let userinfo = self.full_userinfo(&lang::IRI);
        let query = self.full_query(&lang::IRI);
        self.draft(&lang::IRI, &path, userinfo.as_deref(), query.as_deref())?
            .finish(Rule::IriReference)
            .map(IriRef)
    }

    /// An [`Iri`]; `IRI` is the error when no scheme was given. What [`build`](Builder::build) calls for its type.
    fn build_iri(&self) -> Result<Iri, EditError> {
        let path = self.full_path(&lang::IRI)?;
        let userinfo = self.full_userinfo(&lang::IRI);
        let query = self.full_query(&lang::IRI);
        let draft = self.draft(&lang::IRI, &path, userinfo.as_deref(), query.as_deref())?;
        if draft.scheme.is_none() {
            return Err(EditError(Reason::NoScheme(draft.lang.uri)));
        }
        draft.finish(Rule::Iri).map(Iri)
    }

    /// An [`IriRelativeRef`]; `irelative-ref` is the error when a scheme was given. What [`build`](Builder::build) calls for its type.
    fn build_iri_relative(&self) -> Result<IriRelativeRef, EditError> {
        let path = self.full_path(&lang::IRI)?;
        let userinfo = self.full_userinfo(&lang::IRI);
        let query = self.full_query(&lang::IRI);
        let draft = self.draft(&lang::IRI, &path, userinfo.as_deref(), query.as_deref())?;
        if draft.scheme.is_some() {
            return Err(EditError(Reason::Scheme(draft.lang.relative)));
        }
        draft.finish(Rule::IrelativeRef).map(IriRelativeRef)
    }
}

/// Lists the components given so far. A userinfo is shown only up to its first `:` (RFC 3986 3.2.1).
impl<T> fmt::Debug for Builder<T> {
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
