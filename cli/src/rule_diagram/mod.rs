//! A rule's railroad diagram (a syntax diagram, as SQLite's and JSON's documentation draw their grammars),
//! drawn as SVG from the rule's ABNF: every path from the left end to the right end spells a string of the
//! rule. Terminals are drawn as the RFC writes them (`"::"`, `%x41-5A`, `<pchar>`), in boxes with round
//! corners; the rules it uses in square boxes, each a link to its page when the caller gives links;
//! `[ x ]` and `*x` pass over `x` on a line above it, and a repetition loops back below `x`, with its bounds
//! written on the loop (`1 to 4 times`).
//!
//! The layout is computed from the number of characters of each label at a fixed advance (the page draws
//! the labels in a monospace font that is narrower), so that the boxes hold their text in any browser; the
//! tests check, for every rule, that no two boxes or labels overlap and that every label fits its box
//! (`docs/viewer.md`, "Rule diagrams", says why this crate draws its own).

use std::fmt::Write as _;

use rfc3986::Rule;

use crate::markup::esc;

pub(crate) mod abnf;

use abnf::Abnf;

/// The width given to one character of a box's label (the page's font: 13px monospace, 7.8px advance).
const CHAR: f64 = 8.0;
/// The width given to one character of a loop's label (11px, 6.6px advance).
const SMALL_CHAR: f64 = 7.0;
/// Half a box's height: the line enters and leaves a box at its middle.
const HALF: f64 = 12.0;
/// The space between a box's label and its sides.
const PAD: f64 = 8.0;
/// The line between two items of a sequence.
const GAP: f64 = 12.0;
/// The radius of the curves where lines part and join.
const ARC: f64 = 10.0;
/// The space between alternatives stacked one under another, and around a loop.
const VGAP: f64 = 10.0;
/// The height of a loop's label.
const LABEL: f64 = 14.0;
/// The margin around the whole diagram, and the length of its entry and exit.
const MARGIN: f64 = 10.0;
const END: f64 = 20.0;

/// What a box shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// A quoted string, a numeric value or prose: what the RFC writes.
    Terminal,
    /// A rule the rule uses.
    Rule,
}

/// A box of a drawn diagram, for the tests: its kind, its label, and its rectangle.
#[derive(Clone, Debug)]
#[cfg_attr(not(test), allow(dead_code))]
pub(crate) struct Placed {
    pub(crate) kind: Option<Kind>,
    pub(crate) text: String,
    pub(crate) x: f64,
    pub(crate) y: f64,
    pub(crate) width: f64,
    pub(crate) height: f64,
    /// The width the label needs at the layout's advance.
    pub(crate) text_width: f64,
}

/// A node laid out: its width and how far it reaches above and below the line through it.
enum Node {
    Box {
        kind: Kind,
        text: String,
        href: Option<String>,
    },
    Sequence(Vec<Node>),
    Choice(Vec<Node>),
    /// `item` with a line above it that passes it by.
    Skip(Box<Node>),
    /// `item` with a line below it back to its start, and the bounds on that line.
    Loop(Box<Node>, Option<String>),
}

struct Size {
    width: f64,
    up: f64,
    down: f64,
}

impl Node {
    fn size(&self) -> Size {
        match self {
            Node::Box { text, .. } => Size {
                width: label_width(text) + 2.0 * PAD,
                up: HALF,
                down: HALF,
            },
            Node::Sequence(items) => {
                let sizes: Vec<Size> = items.iter().map(Node::size).collect();
                Size {
                    width: sizes.iter().map(|s| s.width).sum::<f64>()
                        + GAP * (sizes.len().saturating_sub(1)) as f64,
                    up: sizes.iter().map(|s| s.up).fold(0.0, f64::max),
                    down: sizes.iter().map(|s| s.down).fold(0.0, f64::max),
                }
            }
            Node::Choice(alternatives) => {
                let sizes: Vec<Size> = alternatives.iter().map(Node::size).collect();
                let mut down = sizes[0].down;
                for size in &sizes[1..] {
                    down += VGAP + size.up.max(ARC) + size.down;
                }
                Size {
                    width: sizes.iter().map(|s| s.width).fold(0.0, f64::max) + 4.0 * ARC,
                    up: sizes[0].up,
                    down,
                }
            }
            Node::Skip(item) => {
                let size = item.size();
                Size {
                    width: size.width + 4.0 * ARC,
                    up: skip_height(&size),
                    down: size.down,
                }
            }
            Node::Loop(item, label) => {
                let size = item.size();
                let label_w = label.as_deref().map_or(0.0, small_width);
                Size {
                    width: size.width.max(label_w) + 4.0 * ARC,
                    up: size.up,
                    down: loop_depth(&size) + label.as_ref().map_or(0.0, |_| LABEL),
                }
            }
        }
    }
}

fn label_width(text: &str) -> f64 {
    text.chars().count() as f64 * CHAR
}

fn small_width(text: &str) -> f64 {
    text.chars().count() as f64 * SMALL_CHAR
}

/// How far above the line the line that passes an item by runs.
fn skip_height(item: &Size) -> f64 {
    (item.up + VGAP).max(2.0 * ARC)
}

/// How far below the line the line back to an item's start runs.
fn loop_depth(item: &Size) -> f64 {
    (item.down + VGAP).max(2.0 * ARC)
}

/// The SVG being written, and the boxes placed so far.
struct Canvas {
    svg: String,
    placed: Vec<Placed>,
}

impl Canvas {
    fn line(&mut self, x1: f64, y: f64, x2: f64) {
        if x2 > x1 {
            let _ = write!(self.svg, "<path d=\"M{x1} {y}H{x2}\"/>");
        }
    }

    /// A path that leaves the line at (x, y) going right and reaches (x + 2 ARC, y2) going right.
    fn bend(&mut self, x: f64, y: f64, y2: f64) {
        let down = y2 > y;
        let sweep = |turn_right: bool| u8::from(turn_right == down);
        let _ = write!(
            self.svg,
            "<path d=\"M{x} {y}a{ARC} {ARC} 0 0 {s1} {ARC} {dy1}V{v}a{ARC} {ARC} 0 0 {s2} {ARC} {dy1}\"/>",
            s1 = sweep(true),
            dy1 = if down { ARC } else { -ARC },
            v = if down { y2 - ARC } else { y2 + ARC },
            s2 = sweep(false),
        );
    }

    fn draw(&mut self, node: &Node, x: f64, y: f64) {
        let size = node.size();
        match node {
            Node::Box { kind, text, href } => {
                let text_width = label_width(text);
                let (class, rx) = match kind {
                    Kind::Terminal => ("terminal", HALF),
                    Kind::Rule => ("rule", 0.0),
                };
                if let Some(href) = href {
                    let _ = write!(self.svg, "<a href=\"{}\">", esc(href));
                }
                let _ = write!(
                    self.svg,
                    "<g class=\"{class}\"><rect x=\"{x}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{rx}\"/><text x=\"{}\" y=\"{}\">{}</text></g>",
                    y - HALF,
                    size.width,
                    2.0 * HALF,
                    x + size.width / 2.0,
                    y + 4.5,
                    esc(text)
                );
                if href.is_some() {
                    self.svg.push_str("</a>");
                }
                self.placed.push(Placed {
                    kind: Some(*kind),
                    text: text.clone(),
                    x,
                    y: y - HALF,
                    width: size.width,
                    height: 2.0 * HALF,
                    text_width,
                });
            }
            Node::Sequence(items) => {
                let mut at = x;
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        self.line(at, y, at + GAP);
                        at += GAP;
                    }
                    self.draw(item, at, y);
                    at += item.size().width;
                }
            }
            Node::Choice(alternatives) => {
                let end = x + size.width;
                let mut alt_y = y;
                for (i, alternative) in alternatives.iter().enumerate() {
                    let alt = alternative.size();
                    if i == 0 {
                        self.line(x, y, x + 2.0 * ARC);
                    } else {
                        alt_y += VGAP + alt.up.max(ARC);
                        self.bend(x, y, alt_y);
                        self.bend_back(end, alt_y, y);
                    }
                    self.draw(alternative, x + 2.0 * ARC, alt_y);
                    self.line(x + 2.0 * ARC + alt.width, alt_y, end - 2.0 * ARC);
                    if i == 0 {
                        self.line(end - 2.0 * ARC, y, end);
                    }
                    alt_y += alt.down;
                }
            }
            Node::Skip(item) => {
                let inner = item.size();
                let over = y - skip_height(&inner);
                let end = x + size.width;
                self.bend(x, y, over);
                self.line(x + 2.0 * ARC, over, end - 2.0 * ARC);
                self.bend_back(end, over, y);
                self.line(x, y, x + 2.0 * ARC);
                self.draw(item, x + 2.0 * ARC, y);
                self.line(x + 2.0 * ARC + inner.width, y, end);
            }
            Node::Loop(item, label) => {
                let inner = item.size();
                let under = y + loop_depth(&inner);
                let end = x + size.width;
                self.line(x, y, x + 2.0 * ARC);
                self.draw(item, x + 2.0 * ARC, y);
                self.line(x + 2.0 * ARC + inner.width, y, end);
                // Back from the item's end to its start, below it: down on the right, left, up on the left.
                let _ = write!(
                    self.svg,
                    "<path d=\"M{a} {y}a{ARC} {ARC} 0 0 1 {ARC} {ARC}V{v}a{ARC} {ARC} 0 0 1 -{ARC} {ARC}H{b}a{ARC} {ARC} 0 0 1 -{ARC} -{ARC}V{w}a{ARC} {ARC} 0 0 1 {ARC} -{ARC}\"/>",
                    a = end - 2.0 * ARC,
                    v = under - ARC,
                    b = x + 2.0 * ARC,
                    w = y + ARC,
                );
                if let Some(label) = label {
                    let width = small_width(label);
                    let _ = write!(
                        self.svg,
                        "<text class=\"bounds\" x=\"{}\" y=\"{}\">{}</text>",
                        x + size.width / 2.0,
                        under + LABEL - 3.0,
                        esc(label)
                    );
                    self.placed.push(Placed {
                        kind: None,
                        text: label.clone(),
                        x: x + (size.width - width) / 2.0,
                        y: under + 1.0,
                        width,
                        height: LABEL - 1.0,
                        text_width: width,
                    });
                }
            }
        }
    }

    /// A path that leaves a line at (x - 2 ARC, y) going right and reaches (x, y2) going right.
    fn bend_back(&mut self, x: f64, y: f64, y2: f64) {
        self.bend(x - 2.0 * ARC, y, y2);
    }
}

/// What a repetition's loop says: `m*n` in words.
fn bounds(min: u32, max: Option<u32>) -> Option<String> {
    match (min, max) {
        (0 | 1, None) => None,
        (min, None) => Some(format!("{min} or more times")),
        (min, Some(max)) if min == max => Some(format!("exactly {min} times")),
        (0, Some(max)) => Some(format!("at most {max} times")),
        (min, Some(max)) => Some(format!("{min} to {max} times")),
    }
}

/// How the caller links a rule's box: to the rule's page, or not at all.
pub(crate) type Links<'a> = Option<&'a dyn Fn(Rule) -> String>;

fn lower(abnf: &Abnf<'_>, uses: &[Rule], links: Links<'_>) -> Node {
    let named = |name: &str| {
        uses.iter()
            .find(|used| used.as_str().eq_ignore_ascii_case(name))
            .copied()
    };
    match abnf {
        Abnf::Alternation(items) => {
            Node::Choice(items.iter().map(|a| lower(a, uses, links)).collect())
        }
        Abnf::Concatenation(items) => {
            Node::Sequence(items.iter().map(|a| lower(a, uses, links)).collect())
        }
        Abnf::Optional(item) => Node::Skip(Box::new(lower(item, uses, links))),
        Abnf::Repetition { min, max, item } => {
            let item = lower(item, uses, links);
            let looped = if *max == Some(1) {
                item
            } else {
                Node::Loop(Box::new(item), bounds(*min, *max))
            };
            if *min == 0 {
                Node::Skip(Box::new(looped))
            } else {
                looped
            }
        }
        Abnf::Name(name) => Node::Box {
            kind: Kind::Rule,
            text: (*name).to_owned(),
            href: named(name).and_then(|rule| links.map(|link| link(rule))),
        },
        Abnf::Literal(text) => Node::Box {
            kind: Kind::Terminal,
            text: format!("\"{text}\""),
            href: None,
        },
        Abnf::Value(text) => Node::Box {
            kind: Kind::Terminal,
            text: (*text).to_owned(),
            href: None,
        },
        Abnf::Prose(text) => {
            // Prose that names a rule names it first: `<pchar>`, `<host, see [URI], Section 3.2.2>`.
            let first = text.split(',').next().unwrap_or(text).trim();
            Node::Box {
                kind: Kind::Terminal,
                text: format!("<{text}>"),
                href: named(first).and_then(|rule| links.map(|link| link(rule))),
            }
        }
    }
}

/// A rule's diagram: the SVG, and every box and label with where it is (which the tests read).
#[cfg_attr(not(test), allow(dead_code))]
pub(crate) struct Diagram {
    pub(crate) svg: String,
    pub(crate) placed: Vec<Placed>,
    pub(crate) width: f64,
    pub(crate) height: f64,
}

/// The style of a diagram that stands alone (`rfc3986 rules NAME --svg`); the page has the same rules in
/// its style sheet, with its colours.
const STYLE: &str = "svg.railroad{background:#fff}\
svg.railroad path{stroke:#333;stroke-width:2;fill:none}\
svg.railroad rect{stroke:#333;stroke-width:1.5;fill:#eef4fb}\
svg.railroad .terminal rect{fill:#fdf6e3}\
svg.railroad text{font:13px monospace;text-anchor:middle;fill:#111}\
svg.railroad text.bounds{font:11px monospace;fill:#555}\
svg.railroad .rule text{font-weight:normal}";

/// Draws `rule`'s ABNF. The drawing is a `group` (not an `img`, whose content a screen reader skips) so
/// that its links are reached like the page's others; its `<title>` is the rule's ABNF. `links` makes each rule it uses a link (the viewer's `/rule/NAME`); `standalone`
/// adds the XML namespace and the style, for a file of its own. `None` when the ABNF cannot be read (every
/// rule of the table can: a test says so).
pub(crate) fn draw(rule: Rule, links: Links<'_>, standalone: bool) -> Option<Diagram> {
    let tree = abnf::read(rule.abnf()).ok()?;
    let uses: Vec<Rule> = rule.uses().collect();
    let root = lower(&tree, &uses, links);
    let size = root.size();
    let width = size.width + 2.0 * (MARGIN + END);
    let height = size.up + size.down + 2.0 * MARGIN;
    let y = MARGIN + size.up;
    let mut canvas = Canvas {
        svg: String::new(),
        placed: Vec::new(),
    };
    let name = rule.as_str();
    let _ = write!(
        canvas.svg,
        "<svg class=\"railroad\" {}width=\"{width}\" height=\"{height}\" viewBox=\"0 0 {width} {height}\" role=\"group\" aria-label=\"{}\"><title>{}</title>",
        if standalone {
            "xmlns=\"http://www.w3.org/2000/svg\" "
        } else {
            ""
        },
        esc(&format!("The railroad diagram of {name}")),
        esc(&format!("{name} = {}", rule.abnf()))
    );
    if standalone {
        let _ = write!(canvas.svg, "<style>{STYLE}</style>");
    }
    // The entry (a double bar) and the exit.
    let _ = write!(
        canvas.svg,
        "<path d=\"M{m} {a}V{b}M{n} {a}V{b}\"/>",
        m = MARGIN,
        n = MARGIN + 4.0,
        a = y - 8.0,
        b = y + 8.0
    );
    canvas.line(MARGIN, y, MARGIN + END);
    canvas.draw(&root, MARGIN + END, y);
    let end = MARGIN + END + size.width;
    canvas.line(end, y, end + END);
    let _ = write!(
        canvas.svg,
        "<path d=\"M{a} {t}V{b}M{c} {t}V{b}\"/>",
        a = end + END - 4.0,
        c = end + END,
        t = y - 8.0,
        b = y + 8.0
    );
    canvas.svg.push_str("</svg>");
    Some(Diagram {
        svg: canvas.svg,
        placed: canvas.placed,
        width,
        height,
    })
}

#[cfg(test)]
mod tests;
