//! The values of the regions (M3), and M6's agreement among the occurrences of a variable.

use alloc::collections::BTreeSet;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;
use core::fmt::Write as _;
use core::ops::Range;

use super::atoms::{Atom, atoms_of, ch, decode};
use super::steps::Occurrence;
use super::subject::Subject;
use super::{Match, Matched};
use crate::template::{Expr, Modifier, Part, UriTemplate, Value, Var, Vars};

/// What one occurrence showed.
pub(super) struct Found<'s> {
    pub(super) occ: &'s Occurrence,
    /// Where its reading starts in the URI (before its lead; a parameter of the tail).
    pub(super) at: usize,
    /// `None`: undefined.
    pub(super) value: Option<Value<'static>>,
    /// The occurrence's text after its lead, for M6.
    pub(super) text: Vec<Atom>,
    /// False for M5's empty region with no lead, when no later variable of the expression is defined.
    pub(super) witnessed: bool,
}

/// The value of a region (M3); `None` when it is no value (an associative array with a name twice).
pub(super) fn value_of(
    subject: &Subject,
    v: &Occurrence,
    region: Range<usize>,
) -> Option<Value<'static>> {
    let atoms = &subject.atoms[region.clone()];
    let offset = region.start;
    let split = |sep: Atom| -> Vec<Range<usize>> {
        let mut items = Vec::new();
        let mut from = 0;
        for (i, &a) in atoms.iter().enumerate() {
            if a == sep {
                items.push(from..i);
                from = i + 1;
            }
        }
        items.push(from..atoms.len());
        items
    };
    if v.op.allows_reserved() {
        if v.modifier == Modifier::Explode {
            let items = split(ch(b','))
                .into_iter()
                .map(|r| {
                    subject
                        .reserved_text(offset + r.start..offset + r.end)
                        .into()
                })
                .collect();
            return Some(Value::List(items));
        }
        return Some(Value::String(subject.reserved_text(region).into()));
    }
    if v.modifier != Modifier::Explode {
        if atoms.contains(&ch(b',')) {
            let items = split(ch(b','))
                .into_iter()
                .map(|r| decode(&atoms[r]).map(Into::into))
                .collect::<Option<_>>()?;
            return Some(Value::List(items));
        }
        return Some(Value::String(decode(atoms)?.into()));
    }
    // Exploded under U: items, each a name and perhaps a value.
    let sep = ch(v.op.separator().as_bytes()[0]);
    let items: Vec<(&[Atom], Option<&[Atom]>)> = split(sep)
        .into_iter()
        .map(|r| {
            let item = &atoms[r];
            match item.iter().position(|&a| a == ch(b'=')) {
                Some(i) => (&item[..i], Some(&item[i + 1..])),
                None => (item, None),
            }
        })
        .collect();
    let list = if v.op.named() {
        items
            .iter()
            .all(|(name, _)| *name == v.name_atoms.as_slice())
    } else {
        items.iter().all(|(_, value)| value.is_none())
    };
    if list {
        let items = items
            .iter()
            .map(|&(name, value)| {
                let text = if v.op.named() {
                    value.unwrap_or_default()
                } else {
                    name
                };
                decode(text).map(Into::into)
            })
            .collect::<Option<_>>()?;
        return Some(Value::List(items));
    }
    let mut pairs = Vec::with_capacity(items.len());
    let mut names = BTreeSet::new();
    for (name, value) in items {
        let name = decode(name)?;
        if !names.insert(name.clone()) {
            return None;
        }
        pairs.push((name.into(), decode(value.unwrap_or_default())?.into()));
    }
    Some(Value::AssocArray(pairs))
}

/// M6: one value per variable, that every occurrence agrees with; the match. Else the index in `found` of
/// the last occurrence of the first variable whose occurrences do not agree.
pub(super) fn agree(t: &UriTemplate, found: &[Found<'_>]) -> Result<Match, usize> {
    let mut vars = Vec::new();
    for name in t.variables() {
        let occs: Vec<&Found<'_>> = found
            .iter()
            .filter(|f| t.text(f.occ.name.clone()) == name)
            .collect();
        let prefixed = |f: &&Found<'_>| matches!(f.occ.modifier, Modifier::Prefix(_));
        let value = if let [only] = occs.as_slice() {
            only.value.clone()
        } else {
            let candidates = occs
                .iter()
                .filter(|f| !prefixed(f))
                .chain(occs.iter().filter(|f| prefixed(f)));
            let mut chosen = None;
            for candidate in candidates {
                if occs
                    .iter()
                    .all(|o| reproduces(t, o, candidate.value.as_ref()))
                {
                    chosen = Some(candidate.value.clone());
                    break;
                }
            }
            match chosen {
                Some(chosen) => chosen,
                None => {
                    let last = found
                        .iter()
                        .rposition(|f| t.text(f.occ.name.clone()) == name);
                    return Err(last.unwrap_or_default());
                }
            }
        };
        if let Some(value) = value {
            vars.push((
                String::from(name),
                Matched {
                    value,
                    prefix: occs.iter().all(prefixed),
                },
            ));
        }
    }
    Ok(Match { vars })
}

/// Whether `value` (`None`: undefined) gives occurrence `o`'s text there.
pub(super) fn reproduces(t: &UriTemplate, o: &Found<'_>, value: Option<&Value<'static>>) -> bool {
    match (&o.value, value) {
        (None, value) => value.is_none(),
        (Some(_), None) => !o.witnessed,
        (Some(_), Some(value)) => {
            let Some(expansion) = expand_one(t, o.occ, value) else {
                return false;
            };
            let mut atoms = Vec::new();
            atoms_of(&expansion, true, &mut atoms);
            atoms == o.text
        }
    }
}

/// The expansion of one varspec with `value`, without its lead.
pub(super) fn expand_one(
    t: &UriTemplate,
    occ: &Occurrence,
    value: &Value<'static>,
) -> Option<String> {
    let name = t.text(occ.name.clone());
    let mut text = String::from("{");
    if let Some(c) = occ.op.as_char() {
        text.push(c);
    }
    let start = text.len();
    text.push_str(name);
    let range = start..text.len();
    match occ.modifier {
        Modifier::Prefix(n) => {
            let _ = write!(text, ":{n}");
        }
        Modifier::Explode => text.push('*'),
        Modifier::None => {}
    }
    text.push('}');
    let one = UriTemplate {
        parts: vec![Part::Expression(Expr {
            span: 0..text.len(),
            op: occ.op,
            vars: vec![Var {
                name: range,
                modifier: occ.modifier,
            }],
        })],
        text,
    };
    let vars = Vars::new().with(name, value.borrowed());
    let expansion = one.expand(&vars).ok()?;
    expansion.strip_prefix(occ.op.first()).map(String::from)
}
