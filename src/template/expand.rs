//! Expansion (RFC 6570 section 3 and Appendix A), into a URI reference or an IRI reference.

use alloc::string::String;

use super::{Expr, Modifier, Part, UriTemplate, Value, ValueKind, Variables};
use crate::percent::{
    is_bidi_format, is_iprivate, is_reserved, is_ucschar, is_unreserved, pct, push_pct,
};

/// Why the values cannot be expanded: a prefix modifier on a list or an associative array (RFC 6570 2.4.1:
/// "Prefix modifiers are not applicable to variables that have composite values").
///
/// ```
/// use rfc3986::template::{UriTemplate, Vars};
///
/// let t = UriTemplate::parse("{list:3}")?;
/// let err = t.expand(&Vars::new().with("list", ["a", "b"])).unwrap_err();
/// assert_eq!(err.name(), "list");
/// assert_eq!(err.index(), 1);
/// assert_eq!(
///     err.to_string(),
///     "variable \"list\" at index 1 has a prefix modifier but a list value: \
///      a prefix applies only to a string (RFC 6570 2.4.1)",
/// );
/// # Ok::<(), rfc3986::template::TemplateError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "variable {name:?} at index {index} has a prefix modifier but {article} {kind} value: \
     a prefix applies only to a string (RFC 6570 2.4.1)",
    article = if *kind == ValueKind::AssociativeArray { "an" } else { "a" }
)]
pub struct ExpandError {
    name: String,
    index: usize,
    kind: ValueKind,
}

impl ExpandError {
    /// The variable's name.
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The byte index of the variable's name in the template.
    #[must_use]
    pub fn index(&self) -> usize {
        self.index
    }

    /// The kind of value the variable had: [`List`](ValueKind::List) or
    /// [`AssociativeArray`](ValueKind::AssociativeArray).
    #[must_use]
    pub fn value_kind(&self) -> ValueKind {
        self.kind
    }
}

impl UriTemplate {
    /// Expands the template with `vars` (RFC 6570 section 3, Appendix A): a URI reference, its characters
    /// outside `unreserved` and (for `+` and `#`) `reserved` percent-encoded as UTF-8 with upper-case hex
    /// digits.
    ///
    /// Where the RFC's sections disagree, the crate follows these choices (the suite's and peers' reasons are
    /// in `tests/data/templates/CHOICES.md`):
    /// - The names of an exploded associative array's pairs are encoded as values are (3.2.1, normative),
    ///   not as literals (Appendix A): `{?m*}` with `a;b` → `?a%3Bb=1`.
    /// - An empty value in an exploded associative array without `?` or `&` is written as its bare name
    ///   (3.2.1): `{/m*}` with `a` → `""` gives `/a`, where Appendix A writes `/a=`.
    /// - A prefix under `+` and `#`, whose values may hold pct-encoded triplets already, counts a
    ///   pct-encoded UTF-8 sequence as one character, any other triplet as one, and never splits one
    ///   (2.4.1: "the first max-length characters of the decoded value", 3.2.1: not "splitting ... triplets").
    /// - A prefix on a list or an associative array is an error ([`ExpandError`]; 2.4.1 "not applicable").
    /// - A list or an associative array without members is undefined (2.3). Lists hold strings, so a list
    ///   of undefined members cannot be written; where one comes from outside (JSON `[null]` for the
    ///   command line), its undefined members are skipped (Appendix A) and a list left empty is undefined.
    /// - Under `+` and `#`, a `%` that does not begin a pct-encoded triplet is encoded as `%25` (3.2.1).
    ///
    /// Not every expansion is a URI reference: the template's literals may hold characters a URI has only
    /// in some places (`[`, `]`, `:` before the first `/`), and `+` and `#` copy a value's reserved
    /// characters wherever the expression stands (3.2.3). Every character of an expansion is a URI character.
    ///
    /// ```
    /// use rfc3986::template::{UriTemplate, Vars};
    ///
    /// let vars = Vars::new()
    ///     .with("var", "value")
    ///     .with("hello", "Hello World!")
    ///     .with("path", "/foo/bar")
    ///     .with("list", ["red", "green", "blue"])
    ///     .with("keys", [("semi", ";"), ("dot", "."), ("comma", ",")]);
    /// let expand = |t: &str| UriTemplate::parse(t).unwrap().expand(&vars).unwrap();
    /// assert_eq!(expand("{hello}"), "Hello%20World%21");
    /// assert_eq!(expand("{+path}/here"), "/foo/bar/here");
    /// assert_eq!(expand("{#hello}"), "#Hello%20World!");
    /// assert_eq!(expand("X{.list*}"), "X.red.green.blue");
    /// assert_eq!(expand("{/var:1,var}"), "/v/value");
    /// assert_eq!(expand("{;keys*}"), ";semi=%3B;dot=.;comma=%2C");
    /// assert_eq!(expand("{?var,undef}"), "?var=value");
    /// ```
    pub fn expand(&self, vars: &impl Variables) -> Result<String, ExpandError> {
        let mut out = String::with_capacity(self.as_str().len() + 16);
        self.expand_into(vars, false, &mut out)?;
        Ok(out)
    }

    /// Expands the template into an IRI reference (RFC 6570 1.6, RFC 3987): as [`expand`](Self::expand),
    /// but the `ucschar` characters of values and literals are written as they are, and so are `iprivate`
    /// characters where the expansion has reached its query (after a `?` and before any `#`, where
    /// RFC 3987's `iquery` allows them). The bidirectional formatting characters that RFC 3987 4.1 keeps
    /// out of IRIs stay percent-encoded. Mapping the result to a URI (RFC 3987 3.1) gives what `expand`
    /// gives.
    ///
    /// ```
    /// use rfc3986::template::{UriTemplate, Vars};
    ///
    /// let t = UriTemplate::parse("http://example.com/{word}{?q}")?;
    /// let vars = Vars::new().with("word", "drücken").with("q", "café au lait");
    /// assert_eq!(t.expand_iri(&vars)?, "http://example.com/drücken?q=café%20au%20lait");
    /// assert_eq!(t.expand(&vars)?, "http://example.com/dr%C3%BCcken?q=caf%C3%A9%20au%20lait");
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    pub fn expand_iri(&self, vars: &impl Variables) -> Result<String, ExpandError> {
        let mut out = String::with_capacity(self.as_str().len() + 16);
        self.expand_into(vars, true, &mut out)?;
        Ok(out)
    }

    fn expand_into(
        &self,
        vars: &impl Variables,
        iri: bool,
        out: &mut String,
    ) -> Result<(), ExpandError> {
        let mut w = Writer { out, iri };
        for part in self.parts() {
            match part {
                Part::Literal(range) => w.literal(self.text(range.clone())),
                Part::Expression(expr) => self.expression(expr, vars, &mut w)?,
            }
        }
        Ok(())
    }

    fn expression(
        &self,
        expr: &Expr,
        vars: &impl Variables,
        w: &mut Writer<'_>,
    ) -> Result<(), ExpandError> {
        let op = expr.op;
        let reserved = op.allows_reserved();
        let mut first = true;
        for var in &expr.vars {
            let name = self.text(var.name.clone());
            let value = vars.get(name);
            if !value.is_defined() {
                continue;
            }
            if let (Modifier::Prefix(_), Value::List(_) | Value::AssocArray(_)) =
                (var.modifier, &value)
            {
                return Err(ExpandError {
                    name: String::from(name),
                    index: var.name.start,
                    kind: value.kind(),
                });
            }
            w.out
                .push_str(if first { op.first() } else { op.separator() });
            first = false;
            let explode = var.modifier == Modifier::Explode;
            match &value {
                Value::Undefined => {}
                Value::String(s) => {
                    if op.named() {
                        w.out.push_str(name);
                        if s.is_empty() {
                            w.out.push_str(op.if_empty());
                            continue;
                        }
                        w.out.push('=');
                    }
                    let s = match var.modifier {
                        Modifier::Prefix(n) => prefix(s, usize::from(n), reserved),
                        _ => s,
                    };
                    w.value(s, reserved);
                }
                Value::List(items) if !explode => {
                    if op.named() {
                        w.out.push_str(name);
                        if items.len() == 1 && items[0].is_empty() {
                            w.out.push_str(op.if_empty());
                            continue;
                        }
                        w.out.push('=');
                    }
                    for (i, item) in items.iter().enumerate() {
                        if i > 0 {
                            w.out.push(',');
                        }
                        w.value(item, reserved);
                    }
                }
                Value::AssocArray(pairs) if !explode => {
                    if op.named() {
                        w.out.push_str(name);
                        w.out.push('=');
                    }
                    for (i, (k, v)) in pairs.iter().enumerate() {
                        if i > 0 {
                            w.out.push(',');
                        }
                        w.value(k, reserved);
                        w.out.push(',');
                        w.value(v, reserved);
                    }
                }
                Value::List(items) => {
                    for (i, item) in items.iter().enumerate() {
                        if i > 0 {
                            w.out.push_str(op.separator());
                        }
                        if op.named() {
                            w.out.push_str(name);
                            if item.is_empty() {
                                w.out.push_str(op.if_empty());
                                continue;
                            }
                            w.out.push('=');
                        }
                        w.value(item, reserved);
                    }
                }
                Value::AssocArray(pairs) => {
                    for (i, (k, v)) in pairs.iter().enumerate() {
                        if i > 0 {
                            w.out.push_str(op.separator());
                        }
                        // 3.2.1: names are encoded as values are (CHOICES 1); an empty value leaves the bare
                        // name, or `name=` under `?` and `&` (CHOICES 2).
                        w.value(k, reserved);
                        if v.is_empty() {
                            w.out.push_str(op.if_empty());
                            continue;
                        }
                        w.out.push('=');
                        w.value(v, reserved);
                    }
                }
            }
        }
        Ok(())
    }
}

/// The first `n` characters of `s` (2.4.1). Under `+` and `#` a pct-encoded triplet is part of the value as
/// written: a triplet sequence that encodes one UTF-8 character counts as one character, any other triplet
/// as one, and none is split.
fn prefix(s: &str, n: usize, reserved: bool) -> &str {
    let mut at = 0;
    for _ in 0..n {
        match unit_len(s.as_bytes(), at, reserved) {
            0 => break,
            len => at += len,
        }
    }
    &s[..at]
}

/// The length in bytes of the character at `at` (0 at the end): a `char`, or under `+` and `#` a
/// pct-encoded triplet, or a sequence of them that encodes one UTF-8 character.
pub(crate) fn unit_len(bytes: &[u8], at: usize, reserved: bool) -> usize {
    let Some(&b) = bytes.get(at) else { return 0 };
    if reserved
        && b == b'%'
        && let Some(lead) = pct(&bytes[at..])
    {
        let need = match lead {
            0xC2..=0xDF => 1,
            0xE0..=0xEF => 2,
            0xF0..=0xF4 => 3,
            _ => 0,
        };
        let mut len = 3;
        for _ in 0..need {
            match bytes.get(at + len..).and_then(pct) {
                Some(0x80..=0xBF) => len += 3,
                _ => return 3,
            }
        }
        // The bytes must make one UTF-8 character (no overlong or surrogate form); else the lead alone.
        let mut buf = [0u8; 4];
        for (i, slot) in buf.iter_mut().enumerate().take(need + 1) {
            *slot = pct(&bytes[at + 3 * i..]).unwrap_or(0);
        }
        return if core::str::from_utf8(&buf[..=need]).is_ok() {
            len
        } else {
            3
        };
    }
    match b {
        0x00..=0x7F => 1,
        0xC0..=0xDF => 2,
        0xE0..=0xEF => 3,
        _ => 4,
    }
}

/// Where an expansion is written.
struct Writer<'o> {
    out: &'o mut String,
    iri: bool,
}

impl Writer<'_> {
    /// A literal (3.1): copied when it is a URI character or a pct-encoded triplet, else pct-encoded (its
    /// `ucschar` and, in the query, `iprivate` characters stay in an IRI).
    fn literal(&mut self, text: &str) {
        for c in text.chars() {
            if c.is_ascii() {
                // The grammar allows only URI characters and `%` as the start of a triplet here.
                self.out.push(c);
            } else {
                self.non_ascii(c);
            }
        }
    }

    /// A value's text, with what the operator allows (`U` or `U+R`) written as it is.
    fn value(&mut self, text: &str, reserved: bool) {
        let bytes = text.as_bytes();
        let mut chars = text.char_indices();
        while let Some((i, c)) = chars.next() {
            let ascii = u8::try_from(c).ok();
            let unreserved = ascii.is_some_and(is_unreserved);
            if unreserved || (reserved && ascii.is_some_and(is_reserved)) {
                self.out.push(c);
            } else if reserved && c == '%' && pct(&bytes[i..]).is_some() {
                self.out.push_str(&text[i..i + 3]);
                chars.next();
                chars.next();
            } else if c.is_ascii() {
                push_pct(self.out, c as u8);
            } else {
                self.non_ascii(c);
            }
        }
    }

    fn non_ascii(&mut self, c: char) {
        // RFC 3987 4.1: an IRI has no bidirectional formatting character (LRM, RLM, LRE to RLO, PDF),
        // though they are ucschar: those stay percent-encoded.
        let keep = self.iri
            && !is_bidi_format(c)
            && (is_ucschar(c)
                || (is_iprivate(c) && {
                    // RFC 3987 2.2: iprivate only in iquery, after the first `?` and before any `#`.
                    self.out.contains('?') && !self.out.contains('#')
                }));
        if keep {
            self.out.push(c);
        } else {
            let mut buf = [0u8; 4];
            for &b in c.encode_utf8(&mut buf).as_bytes() {
                push_pct(self.out, b);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prefix_counts_characters() {
        assert_eq!(prefix("abc%20d", 4, true), "abc%20");
        assert_eq!(prefix("abc%20d", 4, false), "abc%");
        assert_eq!(prefix("%C3%A9t%C3%A9", 2, true), "%C3%A9t");
        assert_eq!(prefix("été", 2, false), "ét");
        assert_eq!(prefix("%C3x", 1, true), "%C3");
        assert_eq!(prefix("%E2%82%AC!", 1, true), "%E2%82%AC");
        assert_eq!(prefix("%E2%82", 1, true), "%E2");
        assert_eq!(prefix("%ED%A0%80", 1, true), "%ED"); // a surrogate is not a character
        assert_eq!(prefix("ab", 9, true), "ab");
    }
}
