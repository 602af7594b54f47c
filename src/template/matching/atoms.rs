//! Atoms: the URI and the template's literals after pct-normalization (N), one ASCII character or one
//! pct-encoded triplet each.

use alloc::string::String;
use alloc::vec::Vec;

use crate::percent::{is_reserved, is_unreserved, pct, push_pct};

/// An ASCII character (its code), a triplet (`PCT` | octet, never an unreserved octet: N decodes those), or
/// `BAD` (a raw non-ASCII character of a URI, which nothing matches, M9).
pub(super) type Atom = u16;
pub(super) const PCT: Atom = 0x100;
pub(super) const BAD: Atom = 0x200;

pub(super) const fn ch(c: u8) -> Atom {
    c as Atom
}

pub(super) fn is_pct(a: Atom) -> bool {
    a & 0xFF00 == PCT
}

/// Appends the atoms of `text` after N. Non-ASCII characters become their UTF-8 octets' triplets with
/// `map` (a template literal's expanded form, RFC 6570 3.1; an IRI mapped to a URI, RFC 3987 3.1), else one
/// `BAD` atom each.
pub(super) fn atoms_of(text: &str, map: bool, out: &mut Vec<Atom>) {
    scan(text, map, |atom, _| out.push(atom));
}

/// Where each atom of `text` starts in it (an atom of a character's triplets where the character does),
/// and `text.len()` last: atom positions to byte indexes, for [`Mismatch`](super::Mismatch).
pub(super) fn offsets_of(text: &str, map: bool) -> Vec<usize> {
    let mut offsets = Vec::with_capacity(text.len() + 1);
    scan(text, map, |_, at| offsets.push(at));
    offsets.push(text.len());
    offsets
}

/// The atoms of `text`, each with where it starts.
fn scan(text: &str, map: bool, mut push: impl FnMut(Atom, usize)) {
    let bytes = text.as_bytes();
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        if b == b'%'
            && let Some(octet) = pct(&bytes[i..])
        {
            let atom = if is_unreserved(octet) {
                ch(octet)
            } else {
                PCT | Atom::from(octet)
            };
            push(atom, i);
            i += 3;
            continue;
        }
        if b < 0x80 {
            push(ch(b), i);
            i += 1;
            continue;
        }
        let len = match b {
            0xC0..=0xDF => 2,
            0xE0..=0xEF => 3,
            _ => 4,
        };
        let end = (i + len).min(bytes.len());
        if map {
            for &o in &bytes[i..end] {
                push(PCT | Atom::from(o), i);
            }
        } else {
            push(BAD, i);
        }
        i = end;
    }
}

/// The normalized text of atoms.
pub(super) fn render(atoms: &[Atom], out: &mut String) {
    for &a in atoms {
        if is_pct(a) {
            push_pct(out, (a & 0xFF) as u8);
        } else if a < 0x80 {
            out.push(char::from(a as u8));
        } else {
            out.push(char::REPLACEMENT_CHARACTER);
        }
    }
}

/// The decoded text of atoms of a `U` region, or `None` when the octets are not UTF-8.
pub(super) fn decode(atoms: &[Atom]) -> Option<String> {
    let bytes: Vec<u8> = atoms.iter().map(|&a| (a & 0xFF) as u8).collect();
    String::from_utf8(bytes).ok()
}

/// The number of triplets from `at` that encode one UTF-8 character of two to four octets; 0 when they do
/// not.
pub(super) fn utf8_triplets(atoms: &[Atom], at: usize) -> usize {
    let Some(&lead) = atoms.get(at) else { return 0 };
    if !is_pct(lead) {
        return 0;
    }
    let need = match lead & 0xFF {
        0xC2..=0xDF => 1,
        0xE0..=0xEF => 2,
        0xF0..=0xF4 => 3,
        _ => return 0,
    };
    let mut buf = [0u8; 4];
    for (i, slot) in buf.iter_mut().enumerate().take(need + 1) {
        match atoms.get(at + i) {
            Some(&a) if is_pct(a) => *slot = (a & 0xFF) as u8,
            _ => return 0,
        }
    }
    if core::str::from_utf8(&buf[..=need]).is_ok() {
        need + 1
    } else {
        0
    }
}

/// The length in atoms of the `U` character at `at` (M3, 7.1): an unreserved character, a triplet of an
/// ASCII octet, or the triplets of one UTF-8 character; 0 when there is none.
pub(super) fn u_char(atoms: &[Atom], at: usize) -> usize {
    match atoms.get(at) {
        Some(&a) if a < 0x80 => usize::from(is_unreserved(a as u8)),
        Some(&a) if is_pct(a) && a & 0xFF < 0x80 => 1,
        Some(_) => utf8_triplets(atoms, at),
        None => 0,
    }
}

/// The length in atoms of the `U+R` character at `at`, as a prefix counts it (M7, `expand::unit_len`): an
/// unreserved or reserved character, the triplets of one UTF-8 character, or any other triplet; 0 when the
/// atom is in no `U+R` region (a stray `%`, a space, a raw non-ASCII character).
pub(super) fn r_char(atoms: &[Atom], at: usize) -> usize {
    match atoms.get(at) {
        Some(&a) if a < 0x80 => usize::from(is_unreserved(a as u8) || is_reserved(a as u8)),
        Some(&a) if is_pct(a) => utf8_triplets(atoms, at).max(1),
        _ => 0,
    }
}

/// Whether an atom may stand in a query (RFC 3986 3.4: `pchar / "/" / "?"`).
pub(super) fn is_query_atom(a: Atom) -> bool {
    if is_pct(a) {
        return true;
    }
    a < 0x80 && {
        let b = a as u8;
        is_unreserved(b)
            || matches!(b, b'!' | b'$' | b'&' | b'\'' | b'(' | b')' | b'*' | b'+')
            || matches!(b, b',' | b';' | b'=' | b':' | b'@' | b'/' | b'?')
    }
}
