//! The `serde` feature for template values: a [`Value`] is JSON's shape of it (RFC 6570 2.3 as the
//! uritemplate-test suite writes values): `null` undefined, a string, a number (written as its text), an
//! array (a list; `null` members are skipped, as Appendix A skips undefined members) or an object (an
//! associative array, in the order the deserializer gives its entries). [`Vars`] is an object of them.

use alloc::borrow::Cow;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::ser::{Serialize, SerializeMap, SerializeSeq, Serializer};

use super::{Value, Vars};

/// A string of a list or a pair: a string or a number; `None` for `null`.
struct Member(Option<String>);

impl<'de> Deserialize<'de> for Member {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl Visitor<'_> for V {
            type Value = Member;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a string, a number or null")
            }
            fn visit_str<E: de::Error>(self, s: &str) -> Result<Member, E> {
                Ok(Member(Some(String::from(s))))
            }
            fn visit_string<E: de::Error>(self, s: String) -> Result<Member, E> {
                Ok(Member(Some(s)))
            }
            fn visit_i64<E: de::Error>(self, n: i64) -> Result<Member, E> {
                Ok(Member(Some(n.to_string())))
            }
            fn visit_u64<E: de::Error>(self, n: u64) -> Result<Member, E> {
                Ok(Member(Some(n.to_string())))
            }
            fn visit_f64<E: de::Error>(self, n: f64) -> Result<Member, E> {
                Ok(Member(Some(n.to_string())))
            }
            fn visit_bool<E: de::Error>(self, b: bool) -> Result<Member, E> {
                Ok(Member(Some(b.to_string())))
            }
            fn visit_unit<E: de::Error>(self) -> Result<Member, E> {
                Ok(Member(None))
            }
            fn visit_none<E: de::Error>(self) -> Result<Member, E> {
                Ok(Member(None))
            }
        }
        d.deserialize_any(V)
    }
}

struct ValueVisitor;

impl<'de> Visitor<'de> for ValueVisitor {
    type Value = Value<'static>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("null, a string, a number, an array of strings or an object of strings")
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<Value<'static>, E> {
        Ok(Value::String(Cow::Owned(String::from(s))))
    }
    fn visit_string<E: de::Error>(self, s: String) -> Result<Value<'static>, E> {
        Ok(Value::String(Cow::Owned(s)))
    }
    fn visit_i64<E: de::Error>(self, n: i64) -> Result<Value<'static>, E> {
        Ok(Value::from(n))
    }
    fn visit_u64<E: de::Error>(self, n: u64) -> Result<Value<'static>, E> {
        Ok(Value::from(n))
    }
    fn visit_f64<E: de::Error>(self, n: f64) -> Result<Value<'static>, E> {
        Ok(Value::from(n))
    }
    fn visit_bool<E: de::Error>(self, b: bool) -> Result<Value<'static>, E> {
        Ok(Value::String(Cow::Owned(b.to_string())))
    }
    fn visit_unit<E: de::Error>(self) -> Result<Value<'static>, E> {
        Ok(Value::Undefined)
    }
    fn visit_none<E: de::Error>(self) -> Result<Value<'static>, E> {
        Ok(Value::Undefined)
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Value<'static>, D::Error> {
        d.deserialize_any(self)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value<'static>, A::Error> {
        let mut items = Vec::new();
        while let Some(Member(item)) = seq.next_element()? {
            items.extend(item.map(Cow::Owned));
        }
        Ok(Value::List(items))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value<'static>, A::Error> {
        let mut pairs = Vec::new();
        while let Some((name, Member(value))) = map.next_entry::<String, Member>()? {
            if let Some(value) = value {
                pairs.push((Cow::Owned(name), Cow::Owned(value)));
            }
        }
        Ok(Value::AssocArray(pairs))
    }
}

/// Deserializes JSON's shape of a value: `null`, a string, a number (its text), an array (a list; `null`
/// members skipped) or an object (an associative array in the order of its entries; `null` values
/// skipped).
///
/// ```
/// use rfc3986::template::Value;
///
/// let v: Value = serde_json::from_str(r#"["a", null, 2]"#)?;
/// assert_eq!(v, Value::from(["a", "2"]));
/// # Ok::<(), serde_json::Error>(())
/// ```
impl<'de> Deserialize<'de> for Value<'static> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(ValueVisitor)
    }
}

/// Serializes a value in the shape it deserializes from: `null`, a string, an array or an object.
impl Serialize for Value<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Value::Undefined => s.serialize_none(),
            Value::String(text) => s.serialize_str(text),
            Value::List(items) => {
                let mut seq = s.serialize_seq(Some(items.len()))?;
                for item in items {
                    seq.serialize_element(&**item)?;
                }
                seq.end()
            }
            Value::AssocArray(pairs) => {
                let mut map = s.serialize_map(Some(pairs.len()))?;
                for (k, v) in pairs {
                    map.serialize_entry(&**k, &**v)?;
                }
                map.end()
            }
        }
    }
}

/// Deserializes an object of variables, each a [`Value`], in the order of its entries.
///
/// ```
/// use rfc3986::template::{UriTemplate, Vars};
///
/// let vars: Vars = serde_json::from_str(r#"{"q": "URI Templates", "n": 5, "keys": {"b": "2", "a": "1"}}"#)?;
/// let t = UriTemplate::parse("{?q,n}{&keys*}")?;
/// assert_eq!(t.expand(&vars)?, "?q=URI%20Templates&n=5&b=2&a=1");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl<'de> Deserialize<'de> for Vars<'static> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Vars<'static>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an object of variables")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Vars<'static>, A::Error> {
                let mut vars = Vars::new();
                while let Some((name, value)) = map.next_entry::<String, Value<'static>>()? {
                    vars.insert(name, value);
                }
                Ok(vars)
            }
        }
        d.deserialize_map(V)
    }
}

/// Serializes the variables as an object, in their order.
impl Serialize for Vars<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(None)?;
        for (name, value) in self.iter() {
            map.serialize_entry(name, value)?;
        }
        map.end()
    }
}
