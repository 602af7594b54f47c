//! The values of template variables (RFC 6570 2.3): undefined, a string, a list, or an associative array;
//! and where expansion looks them up ([`Variables`]).

use alloc::borrow::Cow;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::marker::PhantomData;

/// The value of a template variable (RFC 6570 2.3).
///
/// A list or an associative array with no members is undefined, as 2.3 says ("A variable defined as a list
/// value is considered undefined if the list contains zero members"); so is [`Value::Undefined`]. A number
/// is written as its text (`From<i64>` and the others).
///
/// ```
/// use rfc3986::template::Value;
///
/// assert_eq!(Value::from("x"), Value::String("x".into()));
/// assert_eq!(Value::from(["red", "green"]), Value::List(vec!["red".into(), "green".into()]));
/// assert_eq!(Value::from([("semi", ";"), ("dot", ".")]).as_pairs().map(|p| p.len()), Some(2));
/// assert_eq!(Value::from(6), Value::String("6".into()));
/// assert!(!Value::List(vec![]).is_defined());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Value<'a> {
    /// Undefined (2.3): the variable is left out of an expansion.
    #[default]
    Undefined,
    /// A string (Unicode text; expansion percent-encodes what its operator does not allow).
    String(Cow<'a, str>),
    /// A list of strings.
    List(Vec<Cow<'a, str>>),
    /// An associative array: name and value pairs, in order.
    AssocArray(Vec<(Cow<'a, str>, Cow<'a, str>)>),
}

impl<'a> Value<'a> {
    /// Whether the value is defined: not [`Undefined`](Value::Undefined), and not a list or an associative
    /// array without members (2.3).
    #[must_use]
    pub fn is_defined(&self) -> bool {
        match self {
            Value::Undefined => false,
            Value::String(_) => true,
            Value::List(items) => !items.is_empty(),
            Value::AssocArray(pairs) => !pairs.is_empty(),
        }
    }

    /// The string, for a string value.
    #[must_use]
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::String(s) => Some(s),
            _ => None,
        }
    }

    /// The members, for a list.
    #[must_use]
    pub fn as_list(&self) -> Option<&[Cow<'a, str>]> {
        match self {
            Value::List(items) => Some(items),
            _ => None,
        }
    }

    /// The pairs, for an associative array.
    #[must_use]
    pub fn as_pairs(&self) -> Option<&[(Cow<'a, str>, Cow<'a, str>)]> {
        match self {
            Value::AssocArray(pairs) => Some(pairs),
            _ => None,
        }
    }

    /// The kind of value (RFC 6570 2.3).
    ///
    /// ```
    /// use rfc3986::template::{Value, ValueKind};
    ///
    /// assert_eq!(Value::from(vec!["a", "b"]).kind(), ValueKind::List);
    /// assert_eq!(ValueKind::AssociativeArray.to_string(), "associative array");
    /// ```
    #[must_use]
    pub fn kind(&self) -> ValueKind {
        match self {
            Value::Undefined => ValueKind::Undefined,
            Value::String(_) => ValueKind::String,
            Value::List(_) => ValueKind::List,
            Value::AssocArray(_) => ValueKind::AssociativeArray,
        }
    }

    /// The same value, borrowing its text from this one.
    #[must_use]
    pub fn borrowed(&self) -> Value<'_> {
        match self {
            Value::Undefined => Value::Undefined,
            Value::String(s) => Value::String(Cow::Borrowed(s)),
            Value::List(items) => Value::List(items.iter().map(|s| Cow::Borrowed(&**s)).collect()),
            Value::AssocArray(pairs) => Value::AssocArray(
                pairs
                    .iter()
                    .map(|(k, v)| (Cow::Borrowed(&**k), Cow::Borrowed(&**v)))
                    .collect(),
            ),
        }
    }

    /// The same value owning its text.
    #[must_use]
    pub fn into_owned(self) -> Value<'static> {
        let own = |s: Cow<'a, str>| Cow::Owned(s.into_owned());
        match self {
            Value::Undefined => Value::Undefined,
            Value::String(s) => Value::String(own(s)),
            Value::List(items) => Value::List(items.into_iter().map(own).collect()),
            Value::AssocArray(pairs) => {
                Value::AssocArray(pairs.into_iter().map(|(k, v)| (own(k), own(v))).collect())
            }
        }
    }
}

/// Something that can be seen as a [`Value`] without copying its text: strings, lists and arrays of
/// strings, slices and arrays of pairs, numbers (written as their text), `Option` (`None` is undefined),
/// and `Value` itself. The values of the maps that implement [`Variables`].
pub trait ToValue {
    /// The value, borrowing from `self` where it can.
    #[must_use]
    fn to_value(&self) -> Value<'_>;
}

/// The value as RFC 6570 3.2.1 writes its example variables: a string in quotes (`"me/too"`), a list in
/// parentheses (`("red", "green", "blue")`), an associative array in brackets
/// (`[("semi",";"),("dot",".")]`), `null` for undefined. For reading by people: a `"` in the text is
/// written as it is, not escaped.
///
/// ```
/// use rfc3986::template::Value;
///
/// assert_eq!(Value::from("me/too").to_string(), r#""me/too""#);
/// assert_eq!(Value::from(["red", "green", "blue"]).to_string(), r#"("red", "green", "blue")"#);
/// assert_eq!(
///     Value::from([("semi", ";"), ("dot", "."), ("comma", ",")]).to_string(),
///     r#"[("semi",";"),("dot","."),("comma",",")]"#,
/// );
/// assert_eq!(Value::Undefined.to_string(), "null");
/// ```
impl core::fmt::Display for Value<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Value::Undefined => f.write_str("null"),
            Value::String(s) => write!(f, "\"{s}\""),
            Value::List(items) => {
                f.write_str("(")?;
                for (i, item) in items.iter().enumerate() {
                    let comma = if i == 0 { "" } else { ", " };
                    write!(f, "{comma}\"{item}\"")?;
                }
                f.write_str(")")
            }
            Value::AssocArray(pairs) => {
                f.write_str("[")?;
                for (i, (name, value)) in pairs.iter().enumerate() {
                    let comma = if i == 0 { "" } else { "," };
                    write!(f, "{comma}(\"{name}\",\"{value}\")")?;
                }
                f.write_str("]")
            }
        }
    }
}

impl ToValue for Value<'_> {
    fn to_value(&self) -> Value<'_> {
        self.borrowed()
    }
}

impl ToValue for str {
    fn to_value(&self) -> Value<'_> {
        Value::String(Cow::Borrowed(self))
    }
}

impl ToValue for String {
    fn to_value(&self) -> Value<'_> {
        Value::String(Cow::Borrowed(self))
    }
}

impl ToValue for Cow<'_, str> {
    fn to_value(&self) -> Value<'_> {
        Value::String(Cow::Borrowed(self))
    }
}

impl<T: ToValue + ?Sized> ToValue for &T {
    fn to_value(&self) -> Value<'_> {
        (**self).to_value()
    }
}

impl<T: ToValue> ToValue for Option<T> {
    fn to_value(&self) -> Value<'_> {
        self.as_ref().map_or(Value::Undefined, ToValue::to_value)
    }
}

macro_rules! lists {
    ($($item:ty),*) => {$(
        impl ToValue for [$item] {
            fn to_value(&self) -> Value<'_> {
                Value::List(self.iter().map(|s| Cow::Borrowed(&**s)).collect())
            }
        }
        impl ToValue for Vec<$item> {
            fn to_value(&self) -> Value<'_> {
                self.as_slice().to_value()
            }
        }
        impl<const N: usize> ToValue for [$item; N] {
            fn to_value(&self) -> Value<'_> {
                self.as_slice().to_value()
            }
        }
        impl ToValue for [($item, $item)] {
            fn to_value(&self) -> Value<'_> {
                Value::AssocArray(self.iter().map(|(k, v)| (Cow::Borrowed(&**k), Cow::Borrowed(&**v))).collect())
            }
        }
        impl ToValue for Vec<($item, $item)> {
            fn to_value(&self) -> Value<'_> {
                self.as_slice().to_value()
            }
        }
        impl<const N: usize> ToValue for [($item, $item); N] {
            fn to_value(&self) -> Value<'_> {
                self.as_slice().to_value()
            }
        }
    )*};
}

lists!(&str, String, Cow<'_, str>);

macro_rules! numbers {
    ($($n:ty),*) => {$(
        impl ToValue for $n {
            fn to_value(&self) -> Value<'_> {
                Value::String(Cow::Owned(self.to_string()))
            }
        }
        impl From<$n> for Value<'_> {
            fn from(n: $n) -> Self {
                Value::String(Cow::Owned(n.to_string()))
            }
        }
    )*};
}

numbers!(
    i8, i16, i32, i64, i128, isize, u8, u16, u32, u64, u128, usize, f32, f64
);

impl<'a> From<&'a str> for Value<'a> {
    fn from(s: &'a str) -> Self {
        Value::String(Cow::Borrowed(s))
    }
}

impl<'a> From<&'a String> for Value<'a> {
    fn from(s: &'a String) -> Self {
        Value::String(Cow::Borrowed(s))
    }
}

impl From<String> for Value<'_> {
    fn from(s: String) -> Self {
        Value::String(Cow::Owned(s))
    }
}

impl<'a> From<Cow<'a, str>> for Value<'a> {
    fn from(s: Cow<'a, str>) -> Self {
        Value::String(s)
    }
}

impl<'a, T: Into<Value<'a>>> From<Option<T>> for Value<'a> {
    fn from(v: Option<T>) -> Self {
        v.map_or(Value::Undefined, Into::into)
    }
}

macro_rules! list_conversions {
    ($($item:ty),*) => {$(
        impl<'a> From<Vec<$item>> for Value<'a> {
            fn from(items: Vec<$item>) -> Self {
                Value::List(items.into_iter().map(Into::into).collect())
            }
        }
        impl<'a> From<&[$item]> for Value<'a> {
            fn from(items: &[$item]) -> Self {
                Value::List(items.iter().cloned().map(Into::into).collect())
            }
        }
        impl<'a, const N: usize> From<[$item; N]> for Value<'a> {
            fn from(items: [$item; N]) -> Self {
                Value::List(items.into_iter().map(Into::into).collect())
            }
        }
        impl<'a> From<Vec<($item, $item)>> for Value<'a> {
            fn from(pairs: Vec<($item, $item)>) -> Self {
                Value::AssocArray(pairs.into_iter().map(|(k, v)| (k.into(), v.into())).collect())
            }
        }
        impl<'a> From<&[($item, $item)]> for Value<'a> {
            fn from(pairs: &[($item, $item)]) -> Self {
                Value::AssocArray(pairs.iter().cloned().map(|(k, v)| (k.into(), v.into())).collect())
            }
        }
        impl<'a, const N: usize> From<[($item, $item); N]> for Value<'a> {
            fn from(pairs: [($item, $item); N]) -> Self {
                Value::AssocArray(pairs.into_iter().map(|(k, v)| (k.into(), v.into())).collect())
            }
        }
    )*};
}

list_conversions!(&'a str, String, Cow<'a, str>);

/// Where expansion finds the value of a variable by its name (the varname as the template writes it,
/// RFC 6570 2.3: case-sensitive, pct-encoded triplets as they are). A name without a value is undefined.
///
/// Implemented by [`Vars`], by `HashMap` and `BTreeMap` from names to anything that is [`ToValue`] (no copy
/// of what a caller already holds), by references to those, and by a closure through [`from_fn`].
///
/// ```
/// use std::collections::BTreeMap;
/// use rfc3986::template::{from_fn, UriTemplate, Value};
///
/// let t = UriTemplate::parse("/users/{id}{?fields}")?;
/// let map = BTreeMap::from([("id", vec!["42"]), ("fields", vec!["name", "email"])]);
/// assert_eq!(t.expand(&map)?, "/users/42?fields=name,email");
/// let computed = from_fn(|name| if name == "id" { Value::from(7) } else { Value::Undefined });
/// assert_eq!(t.expand(&computed)?, "/users/7");
/// # Ok::<(), rfc3986::Error>(())
/// ```
pub trait Variables {
    /// The value of the variable `name`.
    #[must_use]
    fn get(&self, name: &str) -> Value<'_>;
}

impl<T: Variables + ?Sized> Variables for &T {
    fn get(&self, name: &str) -> Value<'_> {
        (**self).get(name)
    }
}

#[cfg(feature = "std")]
impl<K, V, S> Variables for std::collections::HashMap<K, V, S>
where
    K: core::borrow::Borrow<str> + core::hash::Hash + Eq,
    V: ToValue,
    S: core::hash::BuildHasher,
{
    fn get(&self, name: &str) -> Value<'_> {
        std::collections::HashMap::get(self, name).map_or(Value::Undefined, ToValue::to_value)
    }
}

impl<K, V> Variables for alloc::collections::BTreeMap<K, V>
where
    K: core::borrow::Borrow<str> + Ord,
    V: ToValue,
{
    fn get(&self, name: &str) -> Value<'_> {
        alloc::collections::BTreeMap::get(self, name).map_or(Value::Undefined, ToValue::to_value)
    }
}

/// Variables computed by a closure; made by [`from_fn`].
#[derive(Clone, Copy, Debug)]
pub struct FromFn<'v, F>(F, PhantomData<&'v ()>);

/// Variables whose values a closure gives: `from_fn(|name| ...)` returns a [`Value`] for each name asked
/// (each time it is asked, in template order).
#[must_use]
pub fn from_fn<'v, F: Fn(&str) -> Value<'v>>(f: F) -> FromFn<'v, F> {
    FromFn(f, PhantomData)
}

impl<'v, F: Fn(&str) -> Value<'v>> Variables for FromFn<'v, F> {
    fn get(&self, name: &str) -> Value<'_> {
        (self.0)(name)
    }
}

/// A map of variables in the order they were set, for building the values of one expansion.
///
/// ```
/// use rfc3986::template::{UriTemplate, Vars};
///
/// let vars = Vars::new()
///     .with("path", ["a", "b"])
///     .with("keys", [("semi", ";"), ("dot", ".")])
///     .with("n", 3);
/// let t = UriTemplate::parse("{/path*}{?keys*,n}")?;
/// assert_eq!(t.expand(&vars)?, "/a/b?semi=%3B&dot=.&n=3");
/// # Ok::<(), rfc3986::Error>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Vars<'a> {
    entries: Vec<(Cow<'a, str>, Value<'a>)>,
}

/// The kinds of values of RFC 6570 2.3: what [`Value::kind`] and [`ExpandError::value_kind`](crate::template::ExpandError::value_kind) give.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ValueKind {
    /// No value: the variable is undefined (an empty list or associative array is undefined too).
    Undefined,
    /// A string.
    String,
    /// A list of strings.
    List,
    /// An associative array: name and value pairs, in order.
    AssociativeArray,
}

impl ValueKind {
    /// The kind in RFC 6570's words: `"undefined"`, `"string"`, `"list"` or `"associative array"`.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            ValueKind::Undefined => "undefined",
            ValueKind::String => "string",
            ValueKind::List => "list",
            ValueKind::AssociativeArray => "associative array",
        }
    }
}

impl core::fmt::Display for ValueKind {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl<'a> Vars<'a> {
    /// No variables: every one is undefined.
    #[must_use]
    pub fn new() -> Vars<'a> {
        Vars::default()
    }

    /// Sets `name` to `value`, replacing a value it had.
    pub fn insert(&mut self, name: impl Into<Cow<'a, str>>, value: impl Into<Value<'a>>) {
        let name = name.into();
        let value = value.into();
        match self.entries.iter_mut().find(|(n, _)| *n == name) {
            Some(entry) => entry.1 = value,
            None => self.entries.push((name, value)),
        }
    }

    /// [`insert`](Vars::insert), by value, for chaining.
    #[must_use]
    pub fn with(mut self, name: impl Into<Cow<'a, str>>, value: impl Into<Value<'a>>) -> Vars<'a> {
        self.insert(name, value);
        self
    }

    /// The names and values, in the order they were first set.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &Value<'a>)> {
        self.entries.iter().map(|(n, v)| (&**n, v))
    }
}

impl Variables for Vars<'_> {
    fn get(&self, name: &str) -> Value<'_> {
        self.entries
            .iter()
            .find(|(n, _)| n == name)
            .map_or(Value::Undefined, |(_, v)| v.borrowed())
    }
}

impl<'a, N: Into<Cow<'a, str>>, V: Into<Value<'a>>> FromIterator<(N, V)> for Vars<'a> {
    fn from_iter<I: IntoIterator<Item = (N, V)>>(iter: I) -> Self {
        let mut vars = Vars::new();
        for (n, v) in iter {
            vars.insert(n, v);
        }
        vars
    }
}
