//! A rule's ABNF (RFC 5234 section 4, with the `|` of RFC 822's notation that RFC 1738 and RFC 2396 use) read
//! into the tree the diagram draws. It reads the rule table's ABNF text (`Rule::abnf`), never an input: the
//! grammar of URIs is pest's, this is the grammar of the notation the RFCs print it in.

/// One piece of a rule's ABNF.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Abnf<'a> {
    /// `a / b / c` (or `a | b | c`), in the RFC's order.
    Alternation(Vec<Abnf<'a>>),
    /// `a b c`.
    Concatenation(Vec<Abnf<'a>>),
    /// `m*n(x)`, `*x`, `n(x)`: `min` to `max` (no bound when `None`) times `item`.
    Repetition {
        min: u32,
        max: Option<u32>,
        item: Box<Abnf<'a>>,
    },
    /// `[ x ]`.
    Optional(Box<Abnf<'a>>),
    /// A rule's name.
    Name(&'a str),
    /// A quoted string, without its quotes (case-insensitive, RFC 5234 2.3).
    Literal(&'a str),
    /// A numeric value with its `%`: `%x41-5A`, `%d13.10`.
    Value(&'a str),
    /// Prose (RFC 5234 4), without its angle brackets: `pchar`, `host, see [URI], Section 3.2.2`.
    Prose(&'a str),
}

/// Where the ABNF could not be read: the byte offset in it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Unreadable(pub(crate) usize);

/// Reads a rule's definition (the text after `name =`, comments and line breaks included).
pub(crate) fn read(abnf: &str) -> Result<Abnf<'_>, Unreadable> {
    let mut reader = Reader { text: abnf, at: 0 };
    let tree = reader.alternation()?;
    reader.blank();
    if reader.at == abnf.len() {
        Ok(tree)
    } else {
        Err(Unreadable(reader.at))
    }
}

struct Reader<'a> {
    text: &'a str,
    at: usize,
}

impl<'a> Reader<'a> {
    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.at).copied()
    }

    /// Skips white space, line breaks and comments (`;` to the end of the line).
    fn blank(&mut self) {
        while let Some(b) = self.peek() {
            if b.is_ascii_whitespace() {
                self.at += 1;
            } else if b == b';' {
                self.at = self.text[self.at..]
                    .find('\n')
                    .map_or(self.text.len(), |i| self.at + i);
            } else {
                break;
            }
        }
    }

    fn alternation(&mut self) -> Result<Abnf<'a>, Unreadable> {
        let mut alternatives = vec![self.concatenation()?];
        loop {
            self.blank();
            match self.peek() {
                Some(b'/' | b'|') => {
                    self.at += 1;
                    alternatives.push(self.concatenation()?);
                }
                _ => break,
            }
        }
        Ok(one_or(alternatives, Abnf::Alternation))
    }

    fn concatenation(&mut self) -> Result<Abnf<'a>, Unreadable> {
        let mut items = Vec::new();
        loop {
            self.blank();
            match self.peek() {
                None | Some(b'/' | b'|' | b')' | b']') => break,
                Some(_) => items.push(self.repetition()?),
            }
        }
        if items.is_empty() {
            return Err(Unreadable(self.at));
        }
        Ok(one_or(items, Abnf::Concatenation))
    }

    fn number(&mut self) -> Option<u32> {
        let start = self.at;
        while self.peek().is_some_and(|b| b.is_ascii_digit()) {
            self.at += 1;
        }
        self.text[start..self.at].parse().ok()
    }

    /// `[min] "*" [max] element`, `n element` or `element` (RFC 5234 3.6, 3.7).
    fn repetition(&mut self) -> Result<Abnf<'a>, Unreadable> {
        let min = self.number();
        let (min, max) = if self.peek() == Some(b'*') {
            self.at += 1;
            (min.unwrap_or(0), self.number())
        } else {
            match min {
                Some(n) => (n, Some(n)),
                None => return self.element(),
            }
        };
        let item = self.element()?;
        Ok(if (min, max) == (1, Some(1)) {
            item
        } else {
            Abnf::Repetition {
                min,
                max,
                item: Box::new(item),
            }
        })
    }

    fn element(&mut self) -> Result<Abnf<'a>, Unreadable> {
        let start = self.at;
        let bytes = self.text.as_bytes();
        match self.peek() {
            Some(b'(') | Some(b'[') => {
                let optional = self.peek() == Some(b'[');
                self.at += 1;
                let inner = self.alternation()?;
                self.blank();
                let close = if optional { b']' } else { b')' };
                if self.peek() != Some(close) {
                    return Err(Unreadable(self.at));
                }
                self.at += 1;
                Ok(if optional {
                    Abnf::Optional(Box::new(inner))
                } else {
                    inner
                })
            }
            Some(b'"') => {
                let end = self.text[start + 1..].find('"').ok_or(Unreadable(start))?;
                self.at = start + 1 + end + 1;
                Ok(Abnf::Literal(&self.text[start + 1..start + 1 + end]))
            }
            Some(b'<') => {
                // Prose may quote a double quote as RFC 822 does, `<">`: its brackets nest.
                let mut depth = 0usize;
                for (i, &b) in bytes.iter().enumerate().skip(start) {
                    match b {
                        b'<' => depth += 1,
                        b'>' => {
                            depth -= 1;
                            if depth == 0 {
                                self.at = i + 1;
                                return Ok(Abnf::Prose(&self.text[start + 1..i]));
                            }
                        }
                        _ => {}
                    }
                }
                Err(Unreadable(start))
            }
            Some(b'%') => {
                self.at += 1;
                while self
                    .peek()
                    .is_some_and(|b| b.is_ascii_alphanumeric() || b == b'.' || b == b'-')
                {
                    self.at += 1;
                }
                if self.at - start < 3 {
                    return Err(Unreadable(start));
                }
                Ok(Abnf::Value(&self.text[start..self.at]))
            }
            Some(b) if b.is_ascii_alphabetic() => {
                while self
                    .peek()
                    .is_some_and(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
                {
                    self.at += 1;
                }
                Ok(Abnf::Name(&self.text[start..self.at]))
            }
            _ => Err(Unreadable(start)),
        }
    }
}

fn one_or<'a>(mut items: Vec<Abnf<'a>>, many: fn(Vec<Abnf<'a>>) -> Abnf<'a>) -> Abnf<'a> {
    if items.len() == 1 {
        items.remove(0)
    } else {
        many(items)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_every_rule() {
        for rule in rfc3986::Rule::ALL {
            if let Err(Unreadable(at)) = read(rule.abnf()) {
                panic!(
                    "{}: the ABNF {:?} is unreadable at byte {at}",
                    rule.as_str(),
                    rule.abnf()
                );
            }
        }
    }

    #[test]
    fn reads_repetition_option_and_prose() {
        use Abnf::*;
        assert_eq!(
            read("1*4HEXDIG").unwrap(),
            Repetition {
                min: 1,
                max: Some(4),
                item: Box::new(Name("HEXDIG"))
            }
        );
        assert_eq!(
            read("[ *1( h16 \":\" ) h16 ] \"::\"").unwrap(),
            Concatenation(vec![
                Optional(Box::new(Concatenation(vec![
                    Repetition {
                        min: 0,
                        max: Some(1),
                        item: Box::new(Concatenation(vec![Name("h16"), Literal(":")]))
                    },
                    Name("h16")
                ]))),
                Literal("::")
            ])
        );
        assert_eq!(
            read("<\"> *(qtext/quoted-pair) <\">").unwrap(),
            Concatenation(vec![
                Prose("\""),
                Repetition {
                    min: 0,
                    max: None,
                    item: Box::new(Alternation(vec![Name("qtext"), Name("quoted-pair")]))
                },
                Prose("\"")
            ])
        );
        assert_eq!(
            read("%x31-39 ; 1-9").unwrap(),
            Value("%x31-39"),
            "a comment is not drawn"
        );
        assert_eq!(
            read("\";\" | \"/\"").unwrap(),
            Alternation(vec![Literal(";"), Literal("/")])
        );
        assert_eq!(
            read("6( h16 \":\" ) ls32").unwrap(),
            Concatenation(vec![
                Repetition {
                    min: 6,
                    max: Some(6),
                    item: Box::new(Concatenation(vec![Name("h16"), Literal(":")]))
                },
                Name("ls32")
            ])
        );
    }

    #[test]
    fn refuses_what_is_not_abnf() {
        assert_eq!(read("( a"), Err(Unreadable(3)));
        assert_eq!(read("a / "), Err(Unreadable(4)));
        assert_eq!(read("\"open"), Err(Unreadable(0)));
        assert_eq!(read("a ) b"), Err(Unreadable(2)));
        assert_eq!(read("%"), Err(Unreadable(0)));
    }
}
