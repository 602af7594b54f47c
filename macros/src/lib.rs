//! Compile-time checked literals for the [`rfc3986`](https://docs.rs/rfc3986) crate, which re-exports these
//! macros behind its `macros` feature: use them as `rfc3986::uri!` and so on, not from this crate.
//!
//! Each macro takes one string literal and parses it, while the program compiles, with the library's own
//! grammar (the library's source compiled for the compiler, `macros-check/`). A literal that the grammar
//! refuses fails the build with the library's own message (the index, the rules expected, the rendered
//! caret) on the literal itself. A literal that it accepts becomes a `const` value with no parse at run
//! time: the text is kept as the `&'static str` it is and the components' boundaries are written into the
//! code, so `static BASE: Uri = uri!("https://example.com/")` compiles. `template!` checks its literal the
//! same way and builds the template at run time, a parse that cannot fail (a template holds a list of its
//! parts, which no `const` can allocate).

use proc_macro::{Delimiter, Group, Ident, Literal, Punct, Spacing, Span, TokenStream, TokenTree};
use rfc3986_macros_check as rfc;

/// A [`Uri`](https://docs.rs/rfc3986/latest/rfc3986/struct.Uri.html) (`URI`, RFC 3986 3) from a literal
/// checked at compile time, usable in a `const` or a `static`.
#[proc_macro]
pub fn uri(input: TokenStream) -> TokenStream {
    reference(input, "Uri", |s| {
        rfc::Uri::parse(s).map(|r| r.__literal_layout())
    })
}

/// A `UriRef` (`URI-reference`, RFC 3986 4.1) from a literal checked at compile time.
#[proc_macro]
pub fn uri_ref(input: TokenStream) -> TokenStream {
    reference(input, "UriRef", |s| {
        rfc::UriRef::parse(s).map(|r| r.__literal_layout())
    })
}

/// A `RelativeRef` (`relative-ref`, RFC 3986 4.2) from a literal checked at compile time.
#[proc_macro]
pub fn relative_ref(input: TokenStream) -> TokenStream {
    reference(input, "RelativeRef", |s| {
        rfc::RelativeRef::parse(s).map(|r| r.__literal_layout())
    })
}

/// An `Iri` (`IRI`, RFC 3987 2.2) from a literal checked at compile time.
#[proc_macro]
pub fn iri(input: TokenStream) -> TokenStream {
    reference(input, "Iri", |s| {
        rfc::Iri::parse(s).map(|r| r.__literal_layout())
    })
}

/// An `IriRef` (`IRI-reference`, RFC 3987 2.2) from a literal checked at compile time.
#[proc_macro]
pub fn iri_ref(input: TokenStream) -> TokenStream {
    reference(input, "IriRef", |s| {
        rfc::IriRef::parse(s).map(|r| r.__literal_layout())
    })
}

/// An `IriRelativeRef` (`irelative-ref`, RFC 3987 2.2) from a literal checked at compile time.
#[proc_macro]
pub fn iri_relative_ref(input: TokenStream) -> TokenStream {
    reference(input, "IriRelativeRef", |s| {
        rfc::IriRelativeRef::parse(s).map(|r| r.__literal_layout())
    })
}

/// A `template::UriTemplate` (RFC 6570) from a literal checked at compile time, built at run time by a
/// parse that cannot fail. Needs the library's `template` feature.
#[proc_macro]
pub fn template(input: TokenStream) -> TokenStream {
    let (text, span) = match literal(input) {
        Ok(found) => found,
        Err(error) => return error,
    };
    if let Err(e) = rfc::template::UriTemplate::parse(&text) {
        return compile_error(&e.to_string(), span);
    }
    let code = format!(
        "::rfc3986::template::UriTemplate::parse({text:?})\
         .expect(\"a literal that rfc3986::template! checked at compile time\")"
    );
    code.parse()
        .unwrap_or_else(|_| compile_error("rfc3986-macros wrote code that is not Rust", span))
}

/// The `const` value of type `ty` for the literal in `input`, or the compile error that says why the
/// literal is not one: the library's rendered error (its first line names the rule, `invalid URI at index
/// 10: ...`).
fn reference(
    input: TokenStream,
    ty: &str,
    parse: impl Fn(&str) -> Result<Option<rfc::LiteralLayout>, rfc::ParseError>,
) -> TokenStream {
    let (text, span) = match literal(input) {
        Ok(found) => found,
        Err(error) => return error,
    };
    let layout = match parse(&text) {
        Ok(Some(layout)) => layout,
        Ok(None) => return compile_error("a literal over 4 GiB is not supported", span),
        Err(e) => return compile_error(&e.render(&text).to_string(), span),
    };
    let rfc::LiteralLayout {
        bounds,
        flags,
        host,
        ip,
    } = layout;
    let code = format!(
        "{{ const VALUE: ::rfc3986::{ty} = ::rfc3986::{ty}::__from_literal({text:?}, \
         ::rfc3986::LiteralLayout {{ bounds: {bounds:?}, flags: {flags}, host: {host}, ip: {ip} }}); VALUE }}"
    );
    code.parse()
        .unwrap_or_else(|_| compile_error("rfc3986-macros wrote code that is not Rust", span))
}

/// The value and span of the one string literal that `input` is, or the compile error that says what the
/// macro takes.
fn literal(input: TokenStream) -> Result<(String, Span), TokenStream> {
    let mut tokens = input.into_iter();
    let first = tokens.next();
    let rest = tokens.next();
    // A literal passed through a `macro_rules!` macro's `$x:literal` arrives in an invisible group.
    let first = match first {
        Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::None => {
            let mut inner = g.stream().into_iter();
            match (inner.next(), inner.next()) {
                (Some(only), None) => Some(only),
                _ => Some(TokenTree::Group(g)),
            }
        }
        other => other,
    };
    let expects = "expects one string literal, such as \"https://example.com/\"";
    match (first, rest) {
        (Some(TokenTree::Literal(lit)), None) => {
            let span = lit.span();
            match litrs::StringLit::try_from(lit) {
                Ok(s) => Ok((s.value().to_owned(), span)),
                Err(_) => Err(compile_error(expects, span)),
            }
        }
        (Some(TokenTree::Literal(_)), Some(extra)) => Err(compile_error(
            "expects one string literal, and nothing after it",
            extra.span(),
        )),
        (Some(other), _) => Err(compile_error(expects, other.span())),
        (None, _) => Err(compile_error(expects, Span::call_site())),
    }
}

/// `compile_error!(message)`, pointing at `span`.
fn compile_error(message: &str, span: Span) -> TokenStream {
    let mut text = Literal::string(message);
    text.set_span(span);
    let mut bang = Punct::new('!', Spacing::Alone);
    bang.set_span(span);
    let mut args = Group::new(
        Delimiter::Parenthesis,
        TokenStream::from(TokenTree::Literal(text)),
    );
    args.set_span(span);
    [
        TokenTree::Ident(Ident::new("compile_error", span)),
        TokenTree::Punct(bang),
        TokenTree::Group(args),
    ]
    .into_iter()
    .collect()
}
