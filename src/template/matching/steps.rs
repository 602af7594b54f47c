//! The template as steps: its literals, and one occurrence per varspec of its expressions.

use alloc::vec::Vec;
use core::ops::Range;

use super::atoms::{Atom, atoms_of, ch};
use super::region::Shape;
use crate::template::{Expr, Modifier, Operator, Part, UriTemplate, Var};

/// A variable occurrence.
pub(super) struct Occurrence {
    pub(super) op: Operator,
    pub(super) name: Range<usize>,
    /// N of the name, as named operators write it.
    pub(super) name_atoms: Vec<Atom>,
    pub(super) modifier: Modifier,
    /// The first varspec of its expression (the state's `d` starts false there).
    pub(super) first: bool,
    /// Which expression of the template it is in.
    pub(super) expr: usize,
    pub(super) shape: Shape,
}

impl Occurrence {
    pub(super) fn new(
        t: &UriTemplate,
        (n, expr): (usize, &Expr),
        i: usize,
        var: &Var,
    ) -> Occurrence {
        let mut name_atoms = Vec::new();
        atoms_of(t.text(var.name.clone()), true, &mut name_atoms);
        Occurrence {
            op: expr.op,
            name: var.name.clone(),
            shape: Shape::of(expr.op, var.modifier, &name_atoms),
            name_atoms,
            modifier: var.modifier,
            first: i == 0,
            expr: n,
        }
    }

    /// The lead: `first`, or `sep` after a defined variable of the same expression.
    pub(super) fn lead(&self, d: bool) -> Option<Atom> {
        let lead = if d {
            self.op.separator()
        } else {
            self.op.first()
        };
        lead.as_bytes().first().map(|&b| ch(b))
    }

    /// M5: an exploded variable with no lead is not matched by an empty region.
    pub(super) fn nonempty(&self, d: bool) -> bool {
        self.modifier == Modifier::Explode && self.lead(d).is_none()
    }
}

pub(super) enum Step {
    Literal(Vec<Atom>),
    Var(Occurrence),
}

/// The steps, and in `query_any_order` mode the occurrences of the query expressions that end the template.
pub(super) fn compile(t: &UriTemplate, any_order: bool) -> (Vec<Step>, Vec<Occurrence>) {
    let parts = t.parts();
    let mut cut = parts.len();
    if any_order {
        while cut > 0
            && matches!(&parts[cut - 1], Part::Expression(e)
                if matches!(e.op, Operator::Query | Operator::QueryContinuation))
        {
            cut -= 1;
        }
    }
    let occurrences = |n: usize, expr: &Expr| -> Vec<Occurrence> {
        expr.vars
            .iter()
            .enumerate()
            .map(|(i, var)| Occurrence::new(t, (n, expr), i, var))
            .collect()
    };
    let mut steps = Vec::new();
    let mut tail = Vec::new();
    let mut n = 0;
    for (i, part) in parts.iter().enumerate() {
        match part {
            Part::Literal(range) => {
                let mut atoms = Vec::new();
                atoms_of(t.text(range.clone()), true, &mut atoms);
                steps.push(Step::Literal(atoms));
            }
            Part::Expression(expr) if i < cut => {
                steps.extend(occurrences(n, expr).into_iter().map(Step::Var));
            }
            Part::Expression(expr) => tail.extend(occurrences(n, expr)),
        }
        n += usize::from(matches!(part, Part::Expression(_)));
    }
    (steps, tail)
}
