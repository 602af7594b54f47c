//! Regions: the syntax of M3 as automata over atoms, and prefixes (M7).

use alloc::vec;
use alloc::vec::Vec;

use super::atoms::{Atom, ch, u_char};
use crate::template::{Modifier, Operator};

/// What an edge of a region automaton reads.
#[derive(Clone, Copy, Debug)]
pub(super) enum Sym {
    /// One `U` character (`u_char`), other than the automaton's separator.
    U,
    /// One atom of a `U+R` region.
    R,
    /// This atom.
    Is(Atom),
}

#[derive(Clone, Debug)]
pub(super) struct State {
    pub(super) accept: bool,
    pub(super) edges: Vec<(Sym, usize)>,
}

/// A region's syntax: a nondeterministic automaton whose edges each read at least one atom.
#[derive(Clone, Debug)]
pub(super) struct Nfa {
    pub(super) states: Vec<State>,
    /// Where a region starts.
    pub(super) starts: Vec<usize>,
    /// Where a region that must not be empty starts (M5: an exploded variable with no lead).
    pub(super) starts_nonempty: Vec<usize>,
    /// The separator of exploded items, which `Sym::U` does not read ("." under `.`).
    pub(super) separator: Option<Atom>,
}

pub(super) fn state(accept: bool, edges: &[(Sym, usize)]) -> State {
    State {
        accept,
        edges: edges.to_vec(),
    }
}

impl Nfa {
    /// `U` without modifier: characters and raw "," (a list).
    pub(super) fn u_string() -> Nfa {
        let edges = [(Sym::U, 0), (Sym::Is(ch(b',')), 0)];
        Nfa {
            states: vec![state(true, &edges), state(false, &edges)],
            starts: vec![0],
            starts_nonempty: vec![1],
            separator: None,
        }
    }

    /// `U+R`, without modifier or exploded: any atom of the alphabet.
    pub(super) fn r_string() -> Nfa {
        let edges = [(Sym::R, 0)];
        Nfa {
            states: vec![state(true, &edges), state(false, &edges)],
            starts: vec![0],
            starts_nonempty: vec![1],
            separator: None,
        }
    }

    /// Exploded under `U`: the automaton for `items` of the occurrence's region.
    pub(super) fn exploded(op: Operator, name: &[Atom], items: Items) -> Nfa {
        let sep = ch(op.separator().as_bytes()[0]);
        if op.named() {
            Nfa::named_items(op, sep, name, items)
        } else {
            Nfa::items(sep, items)
        }
    }

    /// Exploded under `U` without names (none, `.`, `/`): items separated by `sep`, each a bare name or
    /// `name=value` with a value that is not empty (an empty value is written as the bare name, 3.2.1).
    pub(super) fn items(sep: Atom, items: Items) -> Nfa {
        const KEY: usize = 0;
        const EQUALS: usize = 2;
        const VALUE: usize = 3;
        let next = (items != Items::One).then_some((Sym::Is(sep), KEY));
        let equals = (items != Items::List).then_some((Sym::Is(ch(b'=')), EQUALS));
        let key: Vec<(Sym, usize)> = [Some((Sym::U, KEY)), equals, next]
            .into_iter()
            .flatten()
            .collect();
        let value: Vec<(Sym, usize)> = [Some((Sym::U, VALUE)), next]
            .into_iter()
            .flatten()
            .collect();
        Nfa {
            states: vec![
                state(true, &key),
                state(false, &key),
                state(false, &[(Sym::U, VALUE)]),
                state(true, &value),
            ],
            starts: vec![KEY],
            starts_nonempty: vec![1],
            separator: Some(sep),
        }
    }

    /// Exploded under `;`, `?`, `&`: items `name=value` separated by `sep`; `;` writes an empty value as
    /// the bare name and never `name=`, `?` and `&` write `name=`. A name is `U` characters; when the
    /// variable's own name is not (a varname with triplets that are no UTF-8), a second automaton reads
    /// the list form, where every name is the variable's.
    pub(super) fn named_items(op: Operator, sep: Atom, name: &[Atom], items: Items) -> Nfa {
        let semicolon = op == Operator::PathParameter;
        let more = items != Items::One;
        let mut states = Vec::new();
        let build = |states: &mut Vec<State>, key: Option<&[Atom]>| -> usize {
            let base = states.len();
            // The name: U characters, or exactly `key`.
            let (name_states, after_name) = match key {
                None => (1, base),
                Some(k) => (k.len() + 1, base + k.len()),
            };
            let equals = base + name_states;
            let value = equals + usize::from(semicolon);
            for i in 0..name_states {
                let mut edges = Vec::new();
                match key {
                    None => edges.push((Sym::U, base)),
                    Some(k) => {
                        if let Some(&a) = k.get(i) {
                            edges.push((Sym::Is(a), base + i + 1));
                        }
                    }
                }
                let at_end = base + i == after_name;
                if at_end {
                    edges.push((Sym::Is(ch(b'=')), equals));
                    if semicolon && more {
                        edges.push((Sym::Is(sep), base));
                    }
                }
                states.push(State {
                    accept: at_end && semicolon,
                    edges,
                });
            }
            if semicolon {
                // After "=": a value that is not empty.
                states.push(state(false, &[(Sym::U, value)]));
            }
            let mut edges = vec![(Sym::U, value)];
            if more {
                edges.push((Sym::Is(sep), base));
            }
            states.push(State {
                accept: true,
                edges,
            });
            base
        };
        let mut starts = Vec::new();
        if items != Items::List {
            starts.push(build(&mut states, None));
        }
        if items == Items::List || (items == Items::All && !is_u_text(name)) {
            starts.push(build(&mut states, Some(name)));
        }
        Nfa {
            states,
            starts_nonempty: starts.clone(),
            starts,
            separator: Some(sep),
        }
    }
}

/// Which regions of an exploded variable under `U` an automaton reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Items {
    /// All of M3's syntax: a list or an associative array (whether its names differ is not regular).
    All,
    /// The list form: no raw "=" (without names), or every name the variable's (with).
    List,
    /// One item, in either form.
    One,
}

/// Whether atoms are `U` characters only.
pub(super) fn is_u_text(atoms: &[Atom]) -> bool {
    let mut at = 0;
    while at < atoms.len() {
        match u_char(atoms, at) {
            0 => return false,
            n => at += n,
        }
    }
    true
}

/// The syntax of an occurrence's region: an automaton, or at most `max` characters (M7).
#[derive(Clone, Debug)]
pub(super) enum Shape {
    Nfa(Nfa),
    Prefix { max: usize, reserved: bool },
}

impl Shape {
    pub(super) fn of(op: Operator, modifier: Modifier, name: &[Atom]) -> Shape {
        let reserved = op.allows_reserved();
        match modifier {
            Modifier::Prefix(max) => Shape::Prefix {
                max: usize::from(max),
                reserved,
            },
            _ if reserved => Shape::Nfa(Nfa::r_string()),
            Modifier::Explode => Shape::Nfa(Nfa::exploded(op, name, Items::All)),
            Modifier::None => Shape::Nfa(Nfa::u_string()),
        }
    }
}
