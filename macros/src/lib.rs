//! Compile-time checked literals for the [`rfc3986`](https://docs.rs/rfc3986) crate, which calls these
//! macros from its own `uri!`, `iri!`, ... behind its `macros` feature: use them as `rfc3986::uri!` and so
//! on, not from this crate.
//!
//! The library's macros pass `$crate` first (`uri!($crate, "...")`), so that the code written here names
//! the library by the path the caller reaches it by: a dependency renamed in `Cargo.toml`, or a re-export.
//! Called directly, without that first argument, the code names `::rfc3986`.
//!
//! Each macro takes one string literal and parses it, while the program compiles, with the library's own
//! grammar and lowering: the library's syntax layer, the crate `rfc3986-syntax` (`syntax/`), compiled for the
//! compiler without the rest of the library. A literal that the grammar
//! refuses fails the build with the library's own message (the index, the rules expected, the rendered
//! caret) on the literal itself. A literal that it accepts becomes a `const` value with no parse at run
//! time: the text is kept as the `&'static str` it is and the components' boundaries are written into the
//! code, so `static BASE: Uri = uri!("https://example.com/")` compiles. `template!` checks its literal the
//! same way and builds the template at run time, a parse that cannot fail (a template holds a list of its
//! parts, which no `const` can allocate).

use proc_macro::{Delimiter, Group, Ident, Literal, Punct, Spacing, Span, TokenStream, TokenTree};
use rfc3986_syntax::Rule;
use rfc3986_syntax::syntax::build;

/// A [`Uri`](https://docs.rs/rfc3986/latest/rfc3986/struct.Uri.html) (`URI`, RFC 3986 3) from a literal
/// checked at compile time, usable in a `const` or a `static`.
#[proc_macro]
pub fn uri(input: TokenStream) -> TokenStream {
    reference(input, "Uri", Rule::Uri)
}

/// A `UriRef` (`URI-reference`, RFC 3986 4.1) from a literal checked at compile time.
#[proc_macro]
pub fn uri_ref(input: TokenStream) -> TokenStream {
    reference(input, "UriRef", Rule::UriReference)
}

/// A `RelativeRef` (`relative-ref`, RFC 3986 4.2) from a literal checked at compile time.
#[proc_macro]
pub fn relative_ref(input: TokenStream) -> TokenStream {
    reference(input, "RelativeRef", Rule::RelativeRef)
}

/// An `Iri` (`IRI`, RFC 3987 2.2) from a literal checked at compile time.
#[proc_macro]
pub fn iri(input: TokenStream) -> TokenStream {
    reference(input, "Iri", Rule::Iri)
}

/// An `IriRef` (`IRI-reference`, RFC 3987 2.2) from a literal checked at compile time.
#[proc_macro]
pub fn iri_ref(input: TokenStream) -> TokenStream {
    reference(input, "IriRef", Rule::IriReference)
}

/// An `IriRelativeRef` (`irelative-ref`, RFC 3987 2.2) from a literal checked at compile time.
#[proc_macro]
pub fn iri_relative_ref(input: TokenStream) -> TokenStream {
    reference(input, "IriRelativeRef", Rule::IrelativeRef)
}

/// A `template::UriTemplate` (RFC 6570) from a literal checked at compile time, built at run time by a
/// parse that cannot fail. Needs the library's `template` feature.
#[proc_macro]
pub fn template(input: TokenStream) -> TokenStream {
    let (krate, input) = crate_path(input);
    let (text, span) = match literal(input) {
        Ok(found) => found,
        Err(error) => return error,
    };
    if let Err(e) = rfc3986_syntax::syntax::template::parse(&text) {
        return compile_error(&e.to_string(), span);
    }
    let code = format!(
        "{CRATE}::template::UriTemplate::parse({text:?})\
         .expect(\"a literal that rfc3986::template! checked at compile time\")"
    );
    with_crate(&code, &krate)
}

/// The `const` value of type `ty` for the literal in `input`, parsed as `rule` (the rule of the type's
/// `parse`), or the compile error that says why the literal is not one: the library's rendered error (its first line names the rule, `invalid URI at index
/// 10: ...`).
fn reference(input: TokenStream, ty: &str, rule: Rule) -> TokenStream {
    let (krate, input) = crate_path(input);
    let (text, span) = match literal(input) {
        Ok(found) => found,
        Err(error) => return error,
    };
    let layout = match build::literal(rule, &text) {
        Ok(Some(layout)) => layout,
        Ok(None) => return compile_error("a literal over 4 GiB is not supported", span),
        Err(e) => return compile_error(&e.render(&text).to_string(), span),
    };
    let rfc3986_syntax::LiteralLayout {
        bounds,
        flags,
        host,
        ip,
    } = layout;
    let code = format!(
        "{{ const VALUE: {CRATE}::{ty} = {CRATE}::{ty}::__from_literal({text:?}, \
         {CRATE}::LiteralLayout {{ bounds: {bounds:?}, flags: {flags}, host: {host}, ip: {ip} }}); VALUE }}"
    );
    with_crate(&code, &krate)
}

/// The stand-in for the library's path in the code this crate writes, replaced by [`with_crate`].
const CRATE: &str = "__rfc3986_crate_path";

/// The path that names the library (the `$crate` that its macros pass first, before a `,`), and the rest
/// of the input; `::rfc3986` when the input does not begin with one.
fn crate_path(input: TokenStream) -> (TokenStream, TokenStream) {
    let tokens: Vec<TokenTree> = input.into_iter().collect();
    if let [TokenTree::Ident(krate), TokenTree::Punct(comma), rest @ ..] = tokens.as_slice()
        && comma.as_char() == ','
        && krate.to_string() == "$crate"
    {
        let path = TokenStream::from(TokenTree::Ident(krate.clone()));
        return (path, rest.iter().cloned().collect());
    }
    let default = "::rfc3986".parse().expect("a path");
    (default, tokens.into_iter().collect())
}

/// `code` parsed, with each [`CRATE`] replaced by the library's path.
fn with_crate(code: &str, krate: &TokenStream) -> TokenStream {
    fn replace(stream: TokenStream, krate: &TokenStream) -> TokenStream {
        stream
            .into_iter()
            .flat_map(|tree| -> Vec<TokenTree> {
                match tree {
                    TokenTree::Ident(ident) if ident.to_string() == CRATE => {
                        krate.clone().into_iter().collect()
                    }
                    TokenTree::Group(group) => {
                        let mut inner =
                            Group::new(group.delimiter(), replace(group.stream(), krate));
                        inner.set_span(group.span());
                        vec![TokenTree::Group(inner)]
                    }
                    other => vec![other],
                }
            })
            .collect()
    }
    match code.parse::<TokenStream>() {
        Ok(stream) => replace(stream, krate),
        Err(_) => compile_error(
            "rfc3986-macros wrote code that is not Rust",
            Span::call_site(),
        ),
    }
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
