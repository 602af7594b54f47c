//! The closers: for each way a rule of a grammar can be left open, a completion that finishes it. With a
//! complete set, the prefixes that some closer completes into a match are exactly the starts of valid
//! strings, which is what [`search`](super::search) relies on. The sets are argued complete rule by rule
//! below, by specification.

use crate::Spec;

/// The closers of the rules that can be left open in the middle of a component, innermost first (each is
/// tried alone and before the tails of the enclosing rules, [`closers`]):
/// - `pct-encoded` (2.1) after `%` or `%X`: `25` (a `%` for itself, rather than a control character), `00`
///   and `0`;
/// - `dec-octet` and `IPv4address` (3.2.2), alone or as the `ls32` of an `IPv6address`, after each digit and
///   dot: `.0.0.0`, `0.0.0`, `.0.0`, `0.0`, `.0`, `0` (an octet never needs more than one digit, and
///   `0` is one);
/// - `h16`, `ls32` and `IPv6address`: every prefix that is not yet an address ends in an `h16` (then `::`
///   closes it: at most seven pieces before it are allowed, and more than seven cannot be a prefix), in a
///   single `:` (then `:` makes it `::` when no `::` came before, and `0` adds a piece when one did) or in a
///   `ls32` started as `h16` (then `:0`);
/// - `IPvFuture`: `v` takes `0.0`, `v1` takes `.0`, `v1.` takes `0`.
pub const INNER: &[&str] = &[
    "", "0", ":", "25", "00", "::", ":0", ".0", "0.0", ".0.0", "0.0.0", ".0.0.0",
];

/// RFC 6874 adds the zone of `IPv6addrz` (`%25` and at least one character) after a whole `IPv6address`.
pub const INNER_6874: &[&str] = &[
    "", "0", ":", "25", "00", "::", ":0", ".0", "0.0", ".0.0", "0.0.0", ".0.0.0", "50", "250",
];

/// Only `pct-encoded` is left open inside the components of the mail and URN grammars.
pub const INNER_PCT: &[&str] = &["", "0", "25", "00"];

/// RFC 8141's: `pct-encoded`, and the Number of an informal namespace (5.2), which begins with a non-zero
/// digit (`1`, before `25` would do it).
pub const INNER_8141: &[&str] = &["", "0", "1", "25", "00"];

/// RFC 3966 3's tails: a number needs a digit (`1` after `tel:`, `+`, or separators), a local number its
/// context (`;phone-context=a`), a parameter's value or a domain label a character (`a`).
const TEL: [&str; 7] = [
    "",
    "1",
    "a",
    "+1",
    "1;phone-context=a",
    ";phone-context=a",
    "a;phone-context=a",
];

/// RFC 3261 25.1's tails (with RFC 5954 4.1's IPv6reference): a host needs a letter (`a` after `sip:`, a
/// `.` or a `-`) or its `]`, a port a digit (`1`), a parameter's name or value or a header's value a
/// character (`a`), a header its `=` (`=`, or `a=` after `?` and `&`), a ttl a digit; a userinfo its `@`
/// and a host (`@a`, after a user, a password or a telephone-subscriber closed as [`TEL`]'s).
const SIP: [&str; 13] = [
    "",
    "a",
    "1",
    "]",
    "=",
    "a=",
    "@a",
    "a@a",
    "1@a",
    "+1@a",
    "1;phone-context=a@a",
    ";phone-context=a@a",
    "a;phone-context=a@a",
];

/// RFC 5724 2.2's tails: a recipient's are [`TEL`]'s, and a field needs a name and its `=` after `?` or
/// `&` (`a=`), a name its `=`.
const SMS: [&str; 9] = {
    let mut all = [""; 9];
    let mut i = 0;
    while i < TEL.len() {
        all[i] = TEL[i];
        i += 1;
    }
    all[7] = "=";
    all[8] = "a=";
    all
};

/// The closers of the rules of `spec`'s grammar: the inner closers (one of [`INNER`], [`INNER_6874`],
/// [`INNER_PCT`], [`INNER_8141`]) and what closes the rules around an open one (the tails), tried after
/// each inner closer. A `match` with an arm for every specification: a grammar added without its closers
/// does not compile.
pub fn closers(spec: Spec) -> (&'static [&'static str], &'static [&'static str]) {
    match spec {
        // The `]` of an IP-literal (3.2.2); the `@` that ends a userinfo (3.2.1: the host after it may be
        // empty); the `:` after a scheme is one of INNER. Nothing else in Appendix A has to be closed: every
        // other rule ends with a repetition that may be empty or is already non-empty. RFC 3987 has the
        // same structure, RFC 9110 and RFC 6455 use these rules after their keywords.
        Spec::Rfc3986 | Spec::Rfc5234 | Spec::Rfc3987 | Spec::Rfc9110 | Spec::Rfc6455 => {
            (INNER, &["", "]", "@"])
        }
        // RFC 6874 2: an IPv6addrz is a whole IPv6address, then `%25` and a ZoneID of one character or
        // more; `%25` itself may be cut short (`50`, `250` of INNER_6874).
        Spec::Rfc6874 => (INNER_6874, &["", "%250"]),
        // RFC 8089 2: a file-URI's path is a path-absolute, which needs its `/` after `file:`, after `//`
        // and after a file-auth.
        Spec::Rfc8089 => (INNER, &["", "]", "/", "]/"]),
        // RFC 6570 2: only `pct-encoded` is left open inside a literal or a varname; an expression needs its
        // `}`, a varname after `{`, an operator, `,` or `.` (`x`), a max-length after `:` (`1`).
        Spec::Rfc6570 => (INNER_PCT, &["", "}", "x}", "1}", "x", "1"]),
        // RFC 9112 3.2: an origin-form needs its first `/`, an authority-form the `:` after its host (`]:`
        // after an IP-literal); an absolute-form is an absolute-URI, closed as RFC 3986's.
        Spec::Rfc9112 => (INNER, &["", "]", "@", "/", ":", "]:"]),
        // RFC 6454 7.1: a serialized-origin needs `://` after its scheme (`//` after its `:`, `/` after one
        // `/`), an IP-literal its `]`, and `origin` an origin-list-or-null after `Origin:`.
        Spec::Rfc6454 => (INNER, &["", "]", "/", "//", "://", "null"]),
        // RFC 8141 2: a NID has two to 32 characters (`a`, `a:a`, `aa:a` after `urn:`), the NSS one or more
        // after its `:` (`:a`), r- and q-components one or more after `?+` and `?=` (`+a`, `=a`); 5.2: an
        // informal namespace's Number starts with a non-zero digit.
        Spec::Rfc8141 => (INNER_8141, &["", "a", ":a", "a:a", "aa:a", "+a", "=a", "1"]),
        // RFC 2397 3 with RFC 2045, 822 and 2396: a data URL needs its `,` (after `data:`, a parameter's
        // value, or `;base64`), a type its `/` and subtype (`/a,`), a parameter its `=` and value (`=a,`); a
        // quoted-string its closing quote; an escaped octet its hex digits (INNER_PCT).
        Spec::Rfc2397 | Spec::Rfc2045 | Spec::Rfc822 | Spec::Rfc2396 => (
            INNER_PCT,
            &["", ",", "a", "a,", "/a", "/a,", "=a", "=a,", "\"", "\","],
        ),
        // RFC 3966 3: see `TEL`.
        Spec::Rfc3966 => (INNER_PCT, &TEL),
        // RFC 5870 3.3: coordinates need their second number (`,1` or `1,1` after `geo:`), a number after
        // `-` or `.` a digit, a crs or parameter its label or value.
        Spec::Rfc5870 => (INNER_PCT, &["", "1", ",1", "1,1", "a"]),
        // RFC 4151 2.1: a tag needs its `,` and date and `:` after the authority name, a date its four
        // digits of year and two of month and day, a DNS component or email address a last character.
        Spec::Rfc4151 => (
            INNER_PCT,
            &[
                "",
                ":",
                "a",
                "0",
                "00",
                "000",
                "1",
                "01",
                "a,2000:",
                ",2000:",
                "2000:",
                "000:",
                "00:",
                "0:",
                "1:",
                "01:",
                "-01:",
                "@a,2000:",
                "a@a,2000:",
            ],
        ),
        // RFC 9562 4: a UUID is fixed-length, so every prefix of one is completed by the rest of the
        // all-zero UUID from the same place.
        Spec::Rfc9562 => (
            INNER_PCT,
            &[
                "",
                "0",
                "00",
                "000",
                "0000",
                "00000",
                "000000",
                "0000000",
                "00000000",
                "000000000",
                "0000000000",
                "00000000000",
                "000000000000",
                "-000000000000",
                "0-000000000000",
                "00-000000000000",
                "000-000000000000",
                "0000-000000000000",
                "-0000-000000000000",
                "0-0000-000000000000",
                "00-0000-000000000000",
                "000-0000-000000000000",
                "0000-0000-000000000000",
                "-0000-0000-000000000000",
                "0-0000-0000-000000000000",
                "00-0000-0000-000000000000",
                "000-0000-0000-000000000000",
                "0000-0000-0000-000000000000",
                "-0000-0000-0000-000000000000",
                "0-0000-0000-0000-000000000000",
                "00-0000-0000-0000-000000000000",
                "000-0000-0000-0000-000000000000",
                "0000-0000-0000-0000-000000000000",
                "00000-0000-0000-0000-000000000000",
                "000000-0000-0000-0000-000000000000",
                "0000000-0000-0000-0000-000000000000",
                "00000000-0000-0000-0000-000000000000",
            ],
        ),
        // RFC 3061 2: an OID needs a number after `urn:oid:` and after each dot.
        Spec::Rfc3061 => (INNER_8141, &["", "1"]),
        // DID Core 3.1: a DID needs a method name and `:` and a method-specific-id (`a:a` after `did:`), and
        // a character after a `:` of the id.
        Spec::DidCore => (INNER_PCT, &["", "a", ":a", "a:a"]),
        // RFC 7565 7: an acctURI needs a userpart (one character at least) and `@` after `acct:`, its host
        // may then be empty; an IP-literal its `]` (INNER closes what is inside).
        Spec::Rfc7565 => (INNER, &["", "]", "@", "a@"]),
        // RFC 6920 3: an NI-URI needs `:`, `//`, `/` and an alg-val after `ni`; an authority its `]` or its
        // userinfo's `@` before that `/`; an alg-val its `;` and a character on each side of it.
        Spec::Rfc6920 => (
            INNER,
            &[
                "", "a", ";a", "a;a", "/a;a", "//a;a", "///a;a", ":///a;a", "]/a;a", "@/a;a",
            ],
        ),
        // RFC 8905 2: a payto-URI needs its target type (a letter) after `payto://`, an opt its `=` after a
        // name, and a name (a letter) after `?`; only `pct-encoded` is left open inside.
        Spec::Rfc8905 => (INNER_PCT, &["", "a", "=", "a="]),
        // RFC 7252 6.1, 6.2: RFC 3986's host, port, path-abempty and query after `coap:` `//` (the keyword
        // is a scheme grammar's, completed by the search), with the `]` of an IP-literal.
        Spec::Rfc7252 => (INNER, &["", "]", "/", "//"]),
        // RFC 5724 2.2: a recipient is RFC 3966's telephone-subscriber, closed as there (after `sms:` and
        // after each `,`), and the fields' tails: see `SMS`.
        Spec::Rfc5724 => (INNER_PCT, &SMS),
        // RFC 3261 25.1 and RFC 5954 4.1: see `SIP`; INNER closes an escape and an IPv4 or IPv6 address.
        Spec::Rfc3261 | Spec::Rfc5954 => (INNER, &SIP),
        // RFC 4516 2: RFC 3986's host and port after `ldap:` `//` (the keyword is completed by the search)
        // with the `]` of an IP-literal; a selector needs a character after `,` (`a`), an extension's
        // oid after `!` and `,` (`a`), a numericoid a number after its first (`.1`) and after each `.`
        // (`1`). The elements' percent-decodings are checked after the parse, not by the search.
        Spec::Rfc4516 => (INNER, &["", "]", "/", "//", "a", "1", ".1"]),
        // RFC 4512 1.4, 2.5 and RFC 4511 4.5.1.8: an oid as above, an option after `;` (`a`).
        Spec::Rfc4512 | Spec::Rfc4511 => (INNER_PCT, &["", "a", "1", ".1"]),
        // RFC 4514 3: an attributeType needs its `=` (`a=` after `,` and `+`), a numericoid its numbers, a
        // value that ends in a space another character (`a`); a pair's and a hexstring's hex digits are
        // INNER_PCT's `0` and `00`.
        Spec::Rfc4514 => (INNER_PCT, &["", "=", "a=", "a", "1=", ".1="]),
        // RFC 4515 3: what finishes an item (its `=` after an attr, `a=` after `(`, `:=` after a dnattrs or
        // matchingrule, `a:=` after a bare `:`, a numericoid's numbers, a first filter `(a=` after `&`, `|`
        // and `!`; a `\` escape's hex digits are INNER_PCT's). The search follows each with the `)` of
        // every filter still open, however deep (`search::close_nesting`).
        Spec::Rfc4515 => (
            INNER_PCT,
            &[
                "", "=", "a=", ":=", "a:=", "1=", ".1=", "1:=", ".1:=", "(a=",
            ],
        ),
        // RFC 6068 2 and the RFC 5322 rules it imports: an addr-spec needs `@` and a domain, a domain
        // literal its `]`, an hfield its `=`, a quoted string its closing quote (written `%22` in a URI), a
        // comment its `)` (nested up to three deep), a quoted pair its character, folding white space its
        // line feed and white space.
        Spec::Rfc6068 | Spec::Rfc5322 => (
            INNER_PCT,
            &[
                "", "a", "@a", "a@a", "]", "]@a", "=", "\"", "\"@a", "%22@a", "a%22@a", ")", "))",
                ")))", "a\"", "a)", " ", "\n ", "\n",
            ],
        ),
    }
}
