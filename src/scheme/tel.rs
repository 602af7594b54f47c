//! RFC 3966: the tel URI for telephone numbers.

use super::PartValue;
use alloc::string::String;
use alloc::vec::Vec;
use core::ops::Range;

use super::{Prose, SchemeError, TelPart, pest_spans, read_as};
use crate::syntax::grammar::Rule as G;
use crate::{Rule, Uri};

/// A `tel:` URI (RFC 3966), read with the grammar of its section 3: a global number (`+` and digits) or a
/// local one with its context, and its parameters.
///
/// The parts are the pieces between `;` as section 3's prose names them: the `isub` (the ISDN
/// subaddress), `ext` (the extension) and, in a local number, `phone-context` pieces, and the other
/// parameters in their order. (The ABNF would let `isdn-subaddress = ";isub=" 1*uric` take the pieces
/// after it; a piece that is no `par` stays with the subaddress.) The scheme's syntax governs the URI
/// without its fragment.
///
/// ```
/// use rfc3986::scheme::Tel;
/// use rfc3986::Uri;
///
/// let uri = Uri::parse("tel:+1-201-555-0123")?;
/// let tel = Tel::try_from(&uri)?;
/// assert!(tel.is_global());
/// assert_eq!(tel.number(), "+1-201-555-0123");
/// assert_eq!(tel.digits(), "+12015550123");
///
/// let uri = Uri::parse("tel:7042;phone-context=example.com")?;
/// let tel = Tel::try_from(&uri)?;
/// assert_eq!((tel.number(), tel.context()), ("7042", Some("example.com")));
///
/// let uri = Uri::parse("tel:+1-201-555-0123;ext=1234;a=b")?;
/// let tel = Tel::try_from(&uri)?;
/// assert_eq!(tel.extension(), Some("1234"));
/// assert_eq!(tel.parameters(), [("a", Some("b"))]);
/// assert!(tel.prose().is_empty());
/// # Ok::<(), rfc3986::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tel<'a> {
    text: &'a str,
    /// The URI as written, fragment included (`text` is what the grammar governs).
    pub(super) whole: &'a str,
    number: Range<usize>,
    isub: Option<Range<usize>>,
    ext: Option<Range<usize>>,
    context: Option<Range<usize>>,
    parameters: Vec<Piece>,
    prose: Vec<Prose>,
}

/// A piece between `;`: its range (without the `;`), its name and its value.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Piece {
    range: Range<usize>,
    name: Range<usize>,
    value: Option<Range<usize>>,
}

/// What a piece between `;` is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Isub,
    Ext,
    Context,
    Other,
}

impl<'a> TryFrom<&'a Uri> for Tel<'a> {
    type Error = SchemeError;

    fn try_from(uri: &'a Uri) -> Result<Tel<'a>, SchemeError> {
        let text = read_as(uri, Rule::TelephoneUri, "tel")?;
        let (number, pieces) = read_pieces(text);
        let mut tel = Tel {
            whole: uri.as_str(),
            text,
            number,
            isub: None,
            ext: None,
            context: None,
            parameters: Vec::new(),
            prose: Vec::new(),
        };
        let seen = tel.take_pieces(pieces);
        tel.prose = seen.prose();
        Ok(tel)
    }
}

/// The number of a `telephone-uri` and the pieces after it, between `;`, as the grammar splits them
/// (`tel_pieces`): each piece's range, name and value.
fn read_pieces(text: &str) -> (Range<usize>, Vec<Piece>) {
    // "tel:" is four characters; the pieces are read from the subscriber on.
    let start = 4;
    let spans = pest_spans(G::tel_pieces, &text[start..]).unwrap_or_default();
    let at = |r: &Range<usize>| r.start + start..r.end + start;
    let mut number = start..text.len();
    let mut pieces: Vec<Piece> = Vec::new();
    for (rule, span) in &spans {
        match rule {
            G::tel_piece_number => number = at(span),
            G::tel_piece => pieces.push(Piece {
                range: at(span),
                name: at(span),
                value: None,
            }),
            G::tel_piece_name => {
                if let Some(last) = pieces.last_mut() {
                    last.name = at(span);
                }
            }
            G::tel_piece_value => {
                if let Some(last) = pieces.last_mut() {
                    last.value = Some(at(span));
                }
            }
            _ => {}
        }
    }
    (number, pieces)
}

/// What the pieces of a tel URI were, in order, for the prose of RFC 3966 3 ([`Seen::prose`]).
#[derive(Default)]
struct Seen {
    /// The kind of each piece kept (not those an ISDN subaddress took).
    kinds: Vec<Kind>,
    /// The names of the other parameters, in lower case.
    names: Vec<String>,
    /// How many ISDN subaddresses, extensions and contexts.
    counts: [usize; 3],
}

impl Seen {
    /// RFC 3966 3: "Each parameter name ("pname"), the ISDN subaddress, the 'extension', and the
    /// 'context' MUST NOT appear more than once. The 'isdn-subaddress' or 'extension' MUST appear
    /// first, if present, followed by the 'context' parameter, if present, followed by any other
    /// parameters in lexicographical order."
    fn prose(&self) -> Vec<Prose> {
        let mut prose = Vec::new();
        for (count, part) in self.counts.iter().zip([
            TelPart::IsdnSubaddress,
            TelPart::Extension,
            TelPart::Context,
        ]) {
            if *count > 1 {
                prose.push(Prose::TelRepeated(part));
            }
        }
        let names = &self.names;
        if names
            .iter()
            .enumerate()
            .any(|(i, n)| names[..i].contains(n))
        {
            prose.push(Prose::TelRepeated(TelPart::Parameter));
        }
        let rank = |k: &Kind| match k {
            Kind::Isub | Kind::Ext => 0,
            Kind::Context => 1,
            Kind::Other => 2,
        };
        if self.kinds.windows(2).any(|w| rank(&w[0]) > rank(&w[1])) {
            prose.push(Prose::TelOrder);
        }
        if names.windows(2).any(|w| w[0] > w[1]) {
            prose.push(Prose::TelLexicographic);
        }
        prose
    }
}

impl Tel<'_> {
    /// What a piece is: an ISDN subaddress, an extension, a context (of a local number only), or another
    /// parameter.
    fn kind(&self, piece: &Piece) -> Kind {
        let named = |n: &str| {
            self.text[piece.name.clone()].eq_ignore_ascii_case(n) && piece.value.is_some()
        };
        if named("isub") {
            Kind::Isub
        } else if named("ext") {
            Kind::Ext
        } else if named("phone-context") && !self.is_global() {
            Kind::Context
        } else {
            Kind::Other
        }
    }

    /// Sorts the pieces into the ISDN subaddress, the extension, the context and the other parameters
    /// (the first of each kind counts), and says what was seen.
    fn take_pieces(&mut self, pieces: Vec<Piece>) -> Seen {
        let mut seen = Seen::default();
        // After an `isub` piece (or a piece it took): whether it was the first `isub`.
        let mut after_isub: Option<bool> = None;
        for piece in pieces {
            let kind = self.kind(&piece);
            // A piece that is no `par` (nor a context) stays with the ISDN subaddress before it.
            let with_semicolon = &self.text[piece.range.start - 1..piece.range.end];
            let par = Rule::Par.matches(with_semicolon) || Rule::Context.matches(with_semicolon);
            if kind == Kind::Other
                && !par
                && let Some(first) = after_isub
            {
                if first && let Some(isub) = &mut self.isub {
                    isub.end = piece.range.end;
                }
                continue;
            }
            after_isub = None;
            match kind {
                Kind::Isub => {
                    seen.counts[0] += 1;
                    let first = self.isub.is_none();
                    if first {
                        self.isub = piece.value.clone();
                    }
                    after_isub = Some(first);
                }
                Kind::Ext => {
                    seen.counts[1] += 1;
                    self.ext = self.ext.take().or(piece.value.clone());
                }
                Kind::Context => {
                    seen.counts[2] += 1;
                    self.context = self.context.take().or(piece.value.clone());
                }
                Kind::Other => {
                    seen.names
                        .push(self.text[piece.name.clone()].to_ascii_lowercase());
                    self.parameters.push(piece);
                }
            }
            seen.kinds.push(kind);
        }
        seen
    }
}

impl<'a> Tel<'a> {
    /// Whether the number is global (`global-number`: it begins with `+`, RFC 3966 5.1.4).
    #[must_use]
    pub fn is_global(&self) -> bool {
        self.number().starts_with('+')
    }

    /// The number (`global-number-digits` or `local-number-digits`), as written, with its visual
    /// separators.
    #[must_use]
    pub fn number(&self) -> &'a str {
        &self.text[self.number.clone()]
    }

    /// The number without its visual separators (`-`, `.`, `(`, `)`, RFC 3966 5.1.1): the digits, with
    /// the `+` of a global number and the `*` and `#` of a local one.
    #[must_use]
    pub fn digits(&self) -> String {
        self.number()
            .chars()
            .filter(|c| !matches!(c, '-' | '.' | '(' | ')'))
            .collect()
    }

    /// The ISDN subaddress (the value of the first `;isub=`), as written.
    #[must_use]
    pub fn isdn_subaddress(&self) -> Option<&'a str> {
        self.isub.clone().map(|r| &self.text[r])
    }

    /// The extension (the value of the first `;ext=`), as written.
    #[must_use]
    pub fn extension(&self) -> Option<&'a str> {
        self.ext.clone().map(|r| &self.text[r])
    }

    /// The context of a local number (the value of `;phone-context=`: a domain name or global number
    /// digits, RFC 3966 5.1.5), as written. A global number has none (its `;phone-context=` is a
    /// parameter).
    #[must_use]
    pub fn context(&self) -> Option<&'a str> {
        self.context.clone().map(|r| &self.text[r])
    }

    /// The other parameters (RFC 3966 3 `parameter = ";" pname ["=" pvalue ]`), each name and its value
    /// as written (`None` without `=`), in their order; the ISDN subaddress, the extension and the
    /// context are [`isdn_subaddress`](Tel::isdn_subaddress), [`extension`](Tel::extension) and [`context`](Tel::context). The
    /// same shape as every scheme view's `parameters()`.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("tel:+1-201-555-0123;ext=1234;foo=bar;flag")?;
    /// let tel = rfc3986::scheme::Tel::try_from(&uri)?;
    /// assert_eq!(tel.parameters(), [("foo", Some("bar")), ("flag", None)]);
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn parameters(&self) -> Vec<(&'a str, Option<&'a str>)> {
        self.parameters
            .iter()
            .map(|p| {
                let value = p.value.clone().map(|v| &self.text[v]);
                (&self.text[p.name.clone()], value)
            })
            .collect()
    }

    /// Whether the two URIs are equal by RFC 3966 4: both global or both local; the same digits without
    /// visual separators (hex digits in either case); the same context (a domain name compared
    /// case-insensitively, global number digits without their separators); and the same parameters
    /// (with the ISDN subaddress and the extension) in any order, names and values compared
    /// case-insensitively, none in one only.
    ///
    /// ```
    /// use rfc3986::scheme::Tel;
    /// use rfc3986::Uri;
    ///
    /// let a = Uri::parse("tel:+1-201-555-0123;ext=12;a=B")?;
    /// let b = Uri::parse("tel:+1(201)5550123;A=b;EXT=12")?;
    /// assert!(Tel::try_from(&a)?.equals(&Tel::try_from(&b)?));
    /// let c = Uri::parse("tel:+1-201-555-0123")?; // no ext, no a
    /// assert!(!Tel::try_from(&a)?.equals(&Tel::try_from(&c)?));
    /// let d = Uri::parse("tel:7042;phone-context=EXAMPLE.com")?;
    /// let e = Uri::parse("tel:70-42;phone-context=example.com")?;
    /// assert!(Tel::try_from(&d)?.equals(&Tel::try_from(&e)?));
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn equals(&self, other: &Tel<'_>) -> bool {
        let lower = |s: &str| s.to_ascii_lowercase();
        let unseparated = |s: &str| lower(&s.replace(['-', '.', '(', ')'], ""));
        let context = |t: &Tel<'_>| {
            t.context().map(|c| {
                if c.starts_with('+') {
                    unseparated(c)
                } else {
                    lower(c)
                }
            })
        };
        let parameters = |t: &Tel<'_>| {
            let mut all: Vec<(String, Option<String>)> = Vec::new();
            for (name, value) in [("isub", t.isdn_subaddress()), ("ext", t.extension())] {
                if let Some(value) = value {
                    all.push((String::from(name), Some(lower(value))));
                }
            }
            for p in &t.parameters {
                let value = p.value.clone().map(|v| lower(&t.text[v]));
                all.push((lower(&t.text[p.name.clone()]), value));
            }
            all.sort();
            all
        };
        self.is_global() == other.is_global()
            && unseparated(self.number()) == unseparated(other.number())
            && context(self) == context(other)
            && parameters(self) == parameters(other)
    }

    /// The prose requirements of RFC 3966 3 that the URI breaks: a part or parameter name that appears
    /// more than once, and the order of the parameters.
    ///
    /// ```
    /// use rfc3986::scheme::{Prose, Tel, TelPart};
    /// let uri = rfc3986::Uri::parse("tel:+1;b=1;a=2;ext=3")?;
    /// assert_eq!(Tel::try_from(&uri)?.prose(), [Prose::TelOrder, Prose::TelLexicographic]);
    /// let uri = rfc3986::Uri::parse("tel:+1;ext=1;ext=2")?;
    /// assert_eq!(Tel::try_from(&uri)?.prose(), [Prose::TelRepeated(TelPart::Extension)]);
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn prose(&self) -> Vec<Prose> {
        self.prose.clone()
    }
}

impl<'a> Tel<'a> {
    /// The parts that the scheme's grammar names, by their names in its ABNF, in its order: `number`, `isdn-subaddress`, `extension`, `context`, `parameters`.
    /// [`View::parts`](super::View::parts) gives them for any scheme with a grammar.
    #[must_use]
    pub fn parts(&self) -> Vec<(&'static str, PartValue<'a>)> {
        Vec::from([
            ("number", PartValue::Text(Some(self.number()))),
            ("isdn-subaddress", PartValue::Text(self.isdn_subaddress())),
            ("extension", PartValue::Text(self.extension())),
            ("context", PartValue::Text(self.context())),
            (
                "parameters",
                PartValue::List(
                    self.parameters
                        .iter()
                        .map(|p| &self.text[p.range.clone()])
                        .collect(),
                ),
            ),
        ])
    }
}
