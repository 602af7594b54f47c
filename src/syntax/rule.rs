//! The rules of RFC 3986's grammar as public values, for checking a string against one rule.

use alloc::vec::Vec;
use core::fmt;
use core::str::FromStr;

use pest::Parser as _;

use crate::syntax::error::ParseError;
use crate::syntax::grammar::{self, UriParser};
use crate::syntax::lang;
use crate::syntax::spec::Spec;

macro_rules! rules {
    ($( $spec:ident #[$cfg:meta] { $( $(#[$doc:meta])* $variant:ident = $name:literal, $section:literal, $whole:ident, $pest:ident, $abnf:literal; )* } )*) => {
        /// A rule of the grammars this crate speaks: RFC 3986 (Appendix A) and the three core rules of
        /// RFC 5234 that it uses, then the rules of the further RFCs, each in its RFC's order: RFC 3987
        /// (IRIs), RFC 6570 (URI Templates, section 2), then the scheme grammars of RFC 9110 (http, https, with the `Host` field and `OWS`), the
        /// request targets of RFC 9112, the origins of RFC 6454, RFC 6455 (ws, wss), RFC 8141 (urn),
        /// RFC 8089 (file), RFC 6068 (mailto) with the RFC 5322 rules it imports, the further core rules of
        /// RFC 5234 that those use, and the two rules of RFC 6874 (IPv6 zone identifiers, obsoleted by
        /// RFC 9844), which no other rule uses; then the grammars of data (RFC 2397, with the rules it imports
        /// from RFC 2045, RFC 822 and RFC 2396), tel (RFC 3966), geo (RFC 5870), tag (RFC 4151), the uuid
        /// (RFC 9562) and oid (RFC 3061) URN namespaces and did (W3C DID Core 1.0). Names recur across
        /// specifications (`parameter`, `quoted-string`): see [`Rule::named`].
        ///
        /// The rules of RFC 3986, RFC 3987 and the three core rules they use are always there; the others
        /// come with the feature that brings their grammar, and [`Rule::ALL`] lists the rules of the features
        /// that are on (the command-line tool has them all):
        ///
        /// | rules | feature |
        /// |---|---|
        /// | RFC 3986, RFC 3987, and `ALPHA`, `DIGIT`, `HEXDIG` of RFC 5234 | none (always) |
        /// | RFC 6570 (URI Templates) | `template` |
        /// | RFC 9110, 9112, 6454, 6455, 8141, 8089, 6068, 5322, 6874, the other core rules of RFC 5234, and RFC 2397 (with RFC 2045, 822, 2396), 3966, 5870, 4151, 9562, 3061 and W3C DID Core 1.0 | `schemes` |
        ///
        /// The enum is `#[non_exhaustive]`: a feature adds variants, so a `match` needs a wildcard arm.
        ///
        /// [`rfc`](Rule::rfc) and [`section`](Rule::section) say where a rule is defined. [`as_str`](Rule::as_str) and `Display` give the RFC's spelling
        /// (`IPv6address`, `dec-octet`, `path-abempty`), and `FromStr` accepts it back (rule names are
        /// case-insensitive in ABNF, RFC 5234 2.1, and `_` may stand for `-`), also after the rule's
        /// [`spec`](Rule::spec) (`"RFC 3966 parameter"`).
        ///
        /// ```
        /// use rfc3986::Rule;
        ///
        /// let rule: Rule = "IPv6address".parse()?;
        /// assert_eq!(rule, Rule::Ipv6Address);
        /// assert!(rule.matches("2001:db8::7"));
        /// assert!(!rule.matches("1::2::3"));
        /// assert_eq!(rule.to_string(), "IPv6address");
        /// assert_eq!(rule.section(), "3.2.2");
        /// # Ok::<(), rfc3986::UnknownRule>(())
        /// ```
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[non_exhaustive]
        pub enum Rule {
            $( $( $(#[$doc])* #[$cfg] $variant, )* )*
        }

        impl Rule {
            /// Every rule of the features that are on, in the RFCs' order.
            pub const ALL: &'static [Rule] = &[$($(#[$cfg] Rule::$variant,)*)*];

            /// The rule's name as the RFC spells it, such as `"IPv6address"` or `"path-abempty"`.
            ///
            /// ```
            /// assert_eq!(rfc3986::Rule::PathAbempty.as_str(), "path-abempty");
            /// ```
            pub const fn as_str(self) -> &'static str {
                match self { $($(#[$cfg] Rule::$variant => $name,)*)* }
            }

            /// The number of the RFC that defines the rule: 3986 for the rules of Appendix A, 5234 for
            /// the core rules (ALPHA, DIGIT, HEXDIG, ...), 3987 for the IRI rules, 6570 for the URI Template
            /// rules, and the scheme RFC's
            /// number for a scheme grammar's rules (9110, 9112, 6454, 6455, 8141, 8089, 6874, 6068, 5322,
            /// 2397 with 2045, 822 and 2396, 3966, 5870, 4151, 9562, 3061); 0 for the rules of W3C DID Core
            /// 1.0, which is no RFC ([`spec`](Rule::spec) names it).
            ///
            /// ```
            /// use rfc3986::Rule;
            /// assert_eq!(Rule::Host.rfc(), 3986);
            /// assert_eq!(Rule::Ihost.rfc(), 3987);
            /// assert_eq!(Rule::Digit.rfc(), 5234);
            /// # #[cfg(feature = "schemes")]
            /// assert_eq!(Rule::Nid.rfc(), 8141);
            /// ```
            pub const fn rfc(self) -> u16 {
                match self { $($(#[$cfg] Rule::$variant => match Spec::$spec.rfc() { Some(n) => n, None => 0 },)*)* }
            }

            /// The specification that defines the rule: an RFC ([`Spec::Rfc3986`], ...), or
            /// [`Spec::DidCore`] for the rules of the W3C's Decentralized Identifiers (DIDs) v1.0, the one
            /// grammar here that is no RFC. Its `Display` and [`as_str`](Spec::as_str) say it as people
            /// cite it: `RFC 3986`, `DID Core 1.0`.
            ///
            /// ```
            /// use rfc3986::{Rule, Spec};
            ///
            /// assert_eq!(Rule::Host.spec(), Spec::Rfc3986);
            /// assert_eq!(Rule::Host.spec().as_str(), "RFC 3986");
            /// # #[cfg(feature = "schemes")]
            /// assert_eq!(Rule::MethodName.spec().to_string(), "DID Core 1.0");
            /// ```
            pub const fn spec(self) -> Spec {
                match self { $($(#[$cfg] Rule::$variant => Spec::$spec,)*)* }
            }

            /// The section of [its RFC](Rule::rfc) that defines the rule: `"3.2.2"` for `IPv6address`,
            /// `"B.1"` for the core rules of RFC 5234.
            ///
            /// ```
            /// assert_eq!(rfc3986::Rule::Port.section(), "3.2.3");
            /// ```
            pub const fn section(self) -> &'static str {
                match self { $($(#[$cfg] Rule::$variant => $section,)*)* }
            }

            /// The rule's ABNF definition, as printed in its RFC.
            ///
            /// ```
            /// assert_eq!(rfc3986::Rule::Port.abnf(), "*DIGIT");
            /// ```
            pub const fn abnf(self) -> &'static str {
                match self { $($(#[$cfg] Rule::$variant => $abnf,)*)* }
            }

            /// The grammar's entry point that anchors this rule to the whole input.
            pub(crate) fn whole(self) -> grammar::Rule {
                match self { $($(#[$cfg] Rule::$variant => grammar::Rule::$whole,)*)* }
            }

            /// The public rule for a rule of the generated parser; `None` for the entry points and `EOI`.
            pub(crate) fn from_pest(rule: grammar::Rule) -> Option<Rule> {
                match rule {
                    $($(#[$cfg] grammar::Rule::$pest => Some(Rule::$variant),)*)*
                    // Rules that the grammars add for PEG (each says why) and that stand for an RFC rule.
                    #[cfg(feature = "schemes")]
                    grammar::Rule::r_component_before_q => Some(Rule::RComponent),
                    #[cfg(feature = "schemes")]
                    grammar::Rule::to_in_uri => Some(Rule::To),
                    #[cfg(feature = "schemes")]
                    grammar::Rule::isdn_subaddress_in_number
                    | grammar::Rule::isdn_subaddress_before_context => Some(Rule::IsdnSubaddress),
                    #[cfg(feature = "schemes")]
                    grammar::Rule::addr_spec_in_uri => Some(Rule::AddrSpec),
                    #[cfg(feature = "schemes")]
                    grammar::Rule::domain_in_uri => Some(Rule::Domain),
                    #[cfg(feature = "schemes")]
                    grammar::Rule::dot_atom_text_in_uri => Some(Rule::DotAtomText),
                    _ => None,
                }
            }
        }
    };
}

rules! {
Rfc3986 #[cfg(all())] {
    /// `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]`
    Uri = "URI", "3", whole_URI, URI, "scheme \":\" hier-part [ \"?\" query ] [ \"#\" fragment ]";
    /// `hier-part = "//" authority path-abempty / path-absolute / path-rootless / path-empty`
    HierPart = "hier-part", "3", whole_hier_part, hier_part, "\"//\" authority path-abempty / path-absolute / path-rootless / path-empty";
    /// `URI-reference = URI / relative-ref`
    UriReference = "URI-reference", "4.1", whole_URI_reference, URI_reference, "URI / relative-ref";
    /// `absolute-URI = scheme ":" hier-part [ "?" query ]`
    AbsoluteUri = "absolute-URI", "4.3", whole_absolute_URI, absolute_URI, "scheme \":\" hier-part [ \"?\" query ]";
    /// `relative-ref = relative-part [ "?" query ] [ "#" fragment ]`
    RelativeRef = "relative-ref", "4.2", whole_relative_ref, relative_ref, "relative-part [ \"?\" query ] [ \"#\" fragment ]";
    /// `relative-part = "//" authority path-abempty / path-absolute / path-noscheme / path-empty`
    RelativePart = "relative-part", "4.2", whole_relative_part, relative_part, "\"//\" authority path-abempty / path-absolute / path-noscheme / path-empty";
    /// `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`
    Scheme = "scheme", "3.1", whole_scheme, scheme, "ALPHA *( ALPHA / DIGIT / \"+\" / \"-\" / \".\" )";
    /// `authority = [ userinfo "@" ] host [ ":" port ]`
    Authority = "authority", "3.2", whole_authority, authority, "[ userinfo \"@\" ] host [ \":\" port ]";
    /// `userinfo = *( unreserved / pct-encoded / sub-delims / ":" )`
    Userinfo = "userinfo", "3.2.1", whole_userinfo, userinfo, "*( unreserved / pct-encoded / sub-delims / \":\" )";
    /// `host = IP-literal / IPv4address / reg-name`
    Host = "host", "3.2.2", whole_host, host, "IP-literal / IPv4address / reg-name";
    /// `port = *DIGIT`
    Port = "port", "3.2.3", whole_port, port, "*DIGIT";
    /// `IP-literal = "[" ( IPv6address / IPvFuture ) "]"`
    IpLiteral = "IP-literal", "3.2.2", whole_IP_literal, IP_literal, "\"[\" ( IPv6address / IPvFuture  ) \"]\"";
    /// `IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )`
    IpvFuture = "IPvFuture", "3.2.2", whole_IPvFuture, IPvFuture, "\"v\" 1*HEXDIG \".\" 1*( unreserved / sub-delims / \":\" )";
    /// `IPv6address`: eight 16-bit pieces in hexadecimal, with `::` for a run of zero pieces and an
    /// optional IPv4address for the last 32 bits (nine alternatives in the RFC).
    Ipv6Address = "IPv6address", "3.2.2", whole_IPv6address, IPv6address, "6( h16 \":\" ) ls32\n/ \"::\" 5( h16 \":\" ) ls32\n/ [ h16 ] \"::\" 4( h16 \":\" ) ls32\n/ [ *1( h16 \":\" ) h16 ] \"::\" 3( h16 \":\" ) ls32\n/ [ *2( h16 \":\" ) h16 ] \"::\" 2( h16 \":\" ) ls32\n/ [ *3( h16 \":\" ) h16 ] \"::\" h16 \":\" ls32\n/ [ *4( h16 \":\" ) h16 ] \"::\" ls32\n/ [ *5( h16 \":\" ) h16 ] \"::\" h16\n/ [ *6( h16 \":\" ) h16 ] \"::\"";
    /// `h16 = 1*4HEXDIG`
    H16 = "h16", "3.2.2", whole_h16, h16, "1*4HEXDIG";
    /// `ls32 = ( h16 ":" h16 ) / IPv4address`
    Ls32 = "ls32", "3.2.2", whole_ls32, ls32, "( h16 \":\" h16 ) / IPv4address";
    /// `IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet`
    Ipv4Address = "IPv4address", "3.2.2", whole_IPv4address, IPv4address, "dec-octet \".\" dec-octet \".\" dec-octet \".\" dec-octet";
    /// `dec-octet`: a decimal number from 0 to 255 without leading zeros.
    DecOctet = "dec-octet", "3.2.2", whole_dec_octet, dec_octet, "DIGIT / %x31-39 DIGIT / \"1\" 2DIGIT / \"2\" %x30-34 DIGIT / \"25\" %x30-35";
    /// `reg-name = *( unreserved / pct-encoded / sub-delims )`
    RegName = "reg-name", "3.2.2", whole_reg_name, reg_name, "*( unreserved / pct-encoded / sub-delims )";
    /// `path = path-abempty / path-absolute / path-noscheme / path-rootless / path-empty`
    Path = "path", "3.3", whole_path, path, "path-abempty / path-absolute / path-noscheme / path-rootless / path-empty";
    /// `path-abempty = *( "/" segment )`
    PathAbempty = "path-abempty", "3.3", whole_path_abempty, path_abempty, "*( \"/\" segment )";
    /// `path-absolute = "/" [ segment-nz *( "/" segment ) ]`
    PathAbsolute = "path-absolute", "3.3", whole_path_absolute, path_absolute, "\"/\" [ segment-nz *( \"/\" segment ) ]";
    /// `path-noscheme = segment-nz-nc *( "/" segment )`
    PathNoscheme = "path-noscheme", "3.3", whole_path_noscheme, path_noscheme, "segment-nz-nc *( \"/\" segment )";
    /// `path-rootless = segment-nz *( "/" segment )`
    PathRootless = "path-rootless", "3.3", whole_path_rootless, path_rootless, "segment-nz *( \"/\" segment )";
    /// `path-empty = 0<pchar>`
    PathEmpty = "path-empty", "3.3", whole_path_empty, path_empty, "0<pchar>";
    /// `segment = *pchar`
    Segment = "segment", "3.3", whole_segment, segment, "*pchar";
    /// `segment-nz = 1*pchar`
    SegmentNz = "segment-nz", "3.3", whole_segment_nz, segment_nz, "1*pchar";
    /// `segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )`
    SegmentNzNc = "segment-nz-nc", "3.3", whole_segment_nz_nc, segment_nz_nc, "1*( unreserved / pct-encoded / sub-delims / \"@\" )";
    /// `pchar = unreserved / pct-encoded / sub-delims / ":" / "@"`
    Pchar = "pchar", "3.3", whole_pchar, pchar, "unreserved / pct-encoded / sub-delims / \":\" / \"@\"";
    /// `query = *( pchar / "/" / "?" )`
    Query = "query", "3.4", whole_query, query, "*( pchar / \"/\" / \"?\" )";
    /// `fragment = *( pchar / "/" / "?" )`
    Fragment = "fragment", "3.5", whole_fragment, fragment, "*( pchar / \"/\" / \"?\" )";
    /// `pct-encoded = "%" HEXDIG HEXDIG`
    PctEncoded = "pct-encoded", "2.1", whole_pct_encoded, pct_encoded, "\"%\" HEXDIG HEXDIG";
    /// `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"`
    Unreserved = "unreserved", "2.3", whole_unreserved, unreserved, "ALPHA / DIGIT / \"-\" / \".\" / \"_\" / \"~\"";
    /// `reserved = gen-delims / sub-delims`
    Reserved = "reserved", "2.2", whole_reserved, reserved, "gen-delims / sub-delims";
    /// `gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"`
    GenDelims = "gen-delims", "2.2", whole_gen_delims, gen_delims, "\":\" / \"/\" / \"?\" / \"#\" / \"[\" / \"]\" / \"@\"";
    /// `sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="`
    SubDelims = "sub-delims", "2.2", whole_sub_delims, sub_delims, "\"!\" / \"$\" / \"&\" / \"'\" / \"(\" / \")\" / \"*\" / \"+\" / \",\" / \";\" / \"=\"";
}
Rfc5234 #[cfg(all())] {
    /// `ALPHA = %x41-5A / %x61-7A` (RFC 5234 B.1)
    Alpha = "ALPHA", "B.1", whole_ALPHA, ALPHA, "%x41-5A / %x61-7A";
    /// `DIGIT = %x30-39` (RFC 5234 B.1)
    Digit = "DIGIT", "B.1", whole_DIGIT, DIGIT, "%x30-39";
    /// `HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"` (RFC 5234 B.1; case-insensitive)
    Hexdig = "HEXDIG", "B.1", whole_HEXDIG, HEXDIG, "DIGIT / \"A\" / \"B\" / \"C\" / \"D\" / \"E\" / \"F\"";
}
Rfc3987 #[cfg(all())] {
    /// `IRI = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ]` (RFC 3987 2.2)
    Iri = "IRI", "2.2", whole_IRI, IRI, "scheme \":\" ihier-part [ \"?\" iquery ] [ \"#\" ifragment ]";
    /// `ihier-part = "//" iauthority ipath-abempty / ipath-absolute / ipath-rootless / ipath-empty` (RFC 3987 2.2)
    IhierPart = "ihier-part", "2.2", whole_ihier_part, ihier_part, "\"//\" iauthority ipath-abempty / ipath-absolute / ipath-rootless / ipath-empty";
    /// `IRI-reference = IRI / irelative-ref` (RFC 3987 2.2)
    IriReference = "IRI-reference", "2.2", whole_IRI_reference, IRI_reference, "IRI / irelative-ref";
    /// `absolute-IRI = scheme ":" ihier-part [ "?" iquery ]` (RFC 3987 2.2)
    AbsoluteIri = "absolute-IRI", "2.2", whole_absolute_IRI, absolute_IRI, "scheme \":\" ihier-part [ \"?\" iquery ]";
    /// `irelative-ref = irelative-part [ "?" iquery ] [ "#" ifragment ]` (RFC 3987 2.2)
    IrelativeRef = "irelative-ref", "2.2", whole_irelative_ref, irelative_ref, "irelative-part [ \"?\" iquery ] [ \"#\" ifragment ]";
    /// `irelative-part = "//" iauthority ipath-abempty / ipath-absolute / ipath-noscheme / ipath-empty` (RFC 3987 2.2)
    IrelativePart = "irelative-part", "2.2", whole_irelative_part, irelative_part, "\"//\" iauthority ipath-abempty / ipath-absolute / ipath-noscheme / ipath-empty";
    /// `iauthority = [ iuserinfo "@" ] ihost [ ":" port ]` (RFC 3987 2.2)
    Iauthority = "iauthority", "2.2", whole_iauthority, iauthority, "[ iuserinfo \"@\" ] ihost [ \":\" port ]";
    /// `iuserinfo = *( iunreserved / pct-encoded / sub-delims / ":" )` (RFC 3987 2.2)
    Iuserinfo = "iuserinfo", "2.2", whole_iuserinfo, iuserinfo, "*( iunreserved / pct-encoded / sub-delims / \":\" )";
    /// `ihost = IP-literal / IPv4address / ireg-name` (RFC 3987 2.2)
    Ihost = "ihost", "2.2", whole_ihost, ihost, "IP-literal / IPv4address / ireg-name";
    /// `ireg-name = *( iunreserved / pct-encoded / sub-delims )` (RFC 3987 2.2)
    IregName = "ireg-name", "2.2", whole_ireg_name, ireg_name, "*( iunreserved / pct-encoded / sub-delims )";
    /// `ipath = ipath-abempty / ipath-absolute / ipath-noscheme / ipath-rootless / ipath-empty` (RFC 3987 2.2)
    Ipath = "ipath", "2.2", whole_ipath, ipath, "ipath-abempty / ipath-absolute / ipath-noscheme / ipath-rootless / ipath-empty";
    /// `ipath-abempty = *( "/" isegment )` (RFC 3987 2.2)
    IpathAbempty = "ipath-abempty", "2.2", whole_ipath_abempty, ipath_abempty, "*( \"/\" isegment )";
    /// `ipath-absolute = "/" [ isegment-nz *( "/" isegment ) ]` (RFC 3987 2.2)
    IpathAbsolute = "ipath-absolute", "2.2", whole_ipath_absolute, ipath_absolute, "\"/\" [ isegment-nz *( \"/\" isegment ) ]";
    /// `ipath-noscheme = isegment-nz-nc *( "/" isegment )` (RFC 3987 2.2)
    IpathNoscheme = "ipath-noscheme", "2.2", whole_ipath_noscheme, ipath_noscheme, "isegment-nz-nc *( \"/\" isegment )";
    /// `ipath-rootless = isegment-nz *( "/" isegment )` (RFC 3987 2.2)
    IpathRootless = "ipath-rootless", "2.2", whole_ipath_rootless, ipath_rootless, "isegment-nz *( \"/\" isegment )";
    /// `ipath-empty = 0<ipchar>` (RFC 3987 2.2)
    IpathEmpty = "ipath-empty", "2.2", whole_ipath_empty, ipath_empty, "0<ipchar>";
    /// `isegment = *ipchar` (RFC 3987 2.2)
    Isegment = "isegment", "2.2", whole_isegment, isegment, "*ipchar";
    /// `isegment-nz = 1*ipchar` (RFC 3987 2.2)
    IsegmentNz = "isegment-nz", "2.2", whole_isegment_nz, isegment_nz, "1*ipchar";
    /// `isegment-nz-nc = 1*( iunreserved / pct-encoded / sub-delims / "@" )` (RFC 3987 2.2)
    IsegmentNzNc = "isegment-nz-nc", "2.2", whole_isegment_nz_nc, isegment_nz_nc, "1*( iunreserved / pct-encoded / sub-delims / \"@\" )";
    /// `ipchar = iunreserved / pct-encoded / sub-delims / ":" / "@"` (RFC 3987 2.2)
    Ipchar = "ipchar", "2.2", whole_ipchar, ipchar, "iunreserved / pct-encoded / sub-delims / \":\" / \"@\"";
    /// `iquery = *( ipchar / iprivate / "/" / "?" )` (RFC 3987 2.2)
    Iquery = "iquery", "2.2", whole_iquery, iquery, "*( ipchar / iprivate / \"/\" / \"?\" )";
    /// `ifragment = *( ipchar / "/" / "?" )` (RFC 3987 2.2)
    Ifragment = "ifragment", "2.2", whole_ifragment, ifragment, "*( ipchar / \"/\" / \"?\" )";
    /// `iunreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" / ucschar` (RFC 3987 2.2)
    Iunreserved = "iunreserved", "2.2", whole_iunreserved, iunreserved, "ALPHA / DIGIT / \"-\" / \".\" / \"_\" / \"~\" / ucschar";
    /// `ucschar`: the code points of the Universal Character Set that IRIs allow (17 ranges; RFC 3987 2.2).
    Ucschar = "ucschar", "2.2", whole_ucschar, ucschar, "%xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF\n/ %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD\n/ %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD\n/ %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD\n/ %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD\n/ %xD0000-DFFFD / %xE1000-EFFFD";
    /// `iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD` (RFC 3987 2.2)
    Iprivate = "iprivate", "2.2", whole_iprivate, iprivate, "%xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD";
}
Rfc6570 #[cfg(feature = "template")] {
    /// `URI-Template = *( literals / expression )` (RFC 6570 2)
    UriTemplate = "URI-Template", "2", whole_URI_Template, URI_Template, "*( literals / expression )";
    /// `literals`: one character of a template outside its expressions (RFC 6570 2.1, as corrected by
    /// erratum EID 6937, which makes the apostrophe a literal).
    Literals = "literals", "2.1", whole_literals, literals, "%x21 / %x23-24 / %x26-3B / %x3D / %x3F-5B\n/ %x5D / %x5F / %x61-7A / %x7E / ucschar / iprivate\n/ pct-encoded";
    /// `expression = "{" [ operator ] variable-list "}"` (RFC 6570 2.2)
    Expression = "expression", "2.2", whole_expression, expression, "\"{\" [ operator ] variable-list \"}\"";
    /// `operator = op-level2 / op-level3 / op-reserve` (RFC 6570 2.2)
    Operator = "operator", "2.2", whole_operator, operator, "op-level2 / op-level3 / op-reserve";
    /// `op-level2 = "+" / "#"` (RFC 6570 2.2)
    OpLevel2 = "op-level2", "2.2", whole_op_level2, op_level2, "\"+\" / \"#\"";
    /// `op-level3 = "." / "/" / ";" / "?" / "&"` (RFC 6570 2.2)
    OpLevel3 = "op-level3", "2.2", whole_op_level3, op_level3, "\".\" / \"/\" / \";\" / \"?\" / \"&\"";
    /// `op-reserve = "=" / "," / "!" / "@" / "|"` (RFC 6570 2.2): valid syntax, reserved for future
    /// extensions; a template processor refuses it (section 3).
    OpReserve = "op-reserve", "2.2", whole_op_reserve, op_reserve, "\"=\" / \",\" / \"!\" / \"@\" / \"|\"";
    /// `variable-list = varspec *( "," varspec )` (RFC 6570 2.3)
    VariableList = "variable-list", "2.3", whole_variable_list, variable_list, "varspec *( \",\" varspec )";
    /// `varspec = varname [ modifier-level4 ]` (RFC 6570 2.3)
    Varspec = "varspec", "2.3", whole_varspec, varspec, "varname [ modifier-level4 ]";
    /// `varname = varchar *( ["."] varchar )` (RFC 6570 2.3)
    Varname = "varname", "2.3", whole_varname, varname, "varchar *( [\".\"] varchar )";
    /// `varchar = ALPHA / DIGIT / "_" / pct-encoded` (RFC 6570 2.3)
    Varchar = "varchar", "2.3", whole_varchar, varchar, "ALPHA / DIGIT / \"_\" / pct-encoded";
    /// `modifier-level4 = prefix / explode` (RFC 6570 2.4)
    ModifierLevel4 = "modifier-level4", "2.4", whole_modifier_level4, modifier_level4, "prefix / explode";
    /// `prefix = ":" max-length` (RFC 6570 2.4.1)
    Prefix = "prefix", "2.4.1", whole_prefix, prefix, "\":\" max-length";
    /// `max-length = %x31-39 0*3DIGIT` (RFC 6570 2.4.1): a positive integer below 10000.
    MaxLength = "max-length", "2.4.1", whole_max_length, max_length, "%x31-39 0*3DIGIT";
    /// `explode = "*"` (RFC 6570 2.4.2)
    Explode = "explode", "2.4.2", whole_explode, explode, "\"*\"";
}
Rfc9110 #[cfg(feature = "schemes")] {
    /// `uri-host = <host, see [URI], Section 3.2.2>` (RFC 9110 4.1)
    UriHost = "uri-host", "4.1", whole_uri_host, uri_host, "<host, see [URI], Section 3.2.2>";
    /// `absolute-path = 1*( "/" segment )` (RFC 9110 4.1)
    AbsolutePath = "absolute-path", "4.1", whole_absolute_path, absolute_path, "1*( \"/\" segment )";
    /// `partial-URI = relative-part [ "?" query ]` (RFC 9110 4.1)
    PartialUri = "partial-URI", "4.1", whole_partial_URI, partial_URI, "relative-part [ \"?\" query ]";
    /// `http-URI = "http" "://" authority path-abempty [ "?" query ]` (RFC 9110 4.2.1)
    HttpUri = "http-URI", "4.2.1", whole_http_URI, http_URI, "\"http\" \"://\" authority path-abempty [ \"?\" query ]";
    /// `https-URI = "https" "://" authority path-abempty [ "?" query ]` (RFC 9110 4.2.2)
    HttpsUri = "https-URI", "4.2.2", whole_https_URI, https_URI, "\"https\" \"://\" authority path-abempty [ \"?\" query ]";
    /// `OWS = *( SP / HTAB )` (RFC 9110 5.6.3)
    Ows = "OWS", "5.6.3", whole_OWS, OWS, "*( SP / HTAB )";
    /// `Host = uri-host [ ":" port ]` (RFC 9110 7.2), the value of the Host header field. Its name differs
    /// from RFC 3986's `host` only in case: `"Host".parse()` gives this rule, any other spelling `host`.
    HostField = "Host", "7.2", whole_Host, Host, "uri-host [ \":\" port ]";
}
Rfc9112 #[cfg(feature = "schemes")] {
    /// `request-target = origin-form / absolute-form / authority-form / asterisk-form` (RFC 9112 3.2)
    RequestTarget = "request-target", "3.2", whole_request_target, request_target, "origin-form / absolute-form / authority-form / asterisk-form";
    /// `origin-form = absolute-path [ "?" query ]` (RFC 9112 3.2.1)
    OriginForm = "origin-form", "3.2.1", whole_origin_form, origin_form, "absolute-path [ \"?\" query ]";
    /// `absolute-form = absolute-URI` (RFC 9112 3.2.2)
    AbsoluteForm = "absolute-form", "3.2.2", whole_absolute_form, absolute_form, "absolute-URI";
    /// `authority-form = uri-host ":" port` (RFC 9112 3.2.3)
    AuthorityForm = "authority-form", "3.2.3", whole_authority_form, authority_form, "uri-host \":\" port";
    /// `asterisk-form = "*"` (RFC 9112 3.2.4)
    AsteriskForm = "asterisk-form", "3.2.4", whole_asterisk_form, asterisk_form, "\"*\"";
}
Rfc6454 #[cfg(feature = "schemes")] {
    /// `origin = "Origin:" OWS origin-list-or-null OWS` (RFC 6454 7.1)
    Origin = "origin", "7.1", whole_origin, origin, "\"Origin:\" OWS origin-list-or-null OWS";
    /// `origin-list-or-null = %x6E %x75 %x6C %x6C / origin-list` (RFC 6454 7.1)
    OriginListOrNull = "origin-list-or-null", "7.1", whole_origin_list_or_null, origin_list_or_null, "%x6E %x75 %x6C %x6C / origin-list";
    /// `origin-list = serialized-origin *( SP serialized-origin )` (RFC 6454 7.1)
    OriginList = "origin-list", "7.1", whole_origin_list, origin_list, "serialized-origin *( SP serialized-origin )";
    /// `serialized-origin = scheme "://" host [ ":" port ]` (RFC 6454 7.1)
    SerializedOrigin = "serialized-origin", "7.1", whole_serialized_origin, serialized_origin, "scheme \"://\" host [ \":\" port ]";
}
Rfc6455 #[cfg(feature = "schemes")] {
    /// `ws-URI = "ws:" "//" host [ ":" port ] path [ "?" query ]` (RFC 6455 3)
    WsUri = "ws-URI", "3", whole_ws_URI, ws_URI, "\"ws:\" \"//\" host [ \":\" port ] path [ \"?\" query ]";
    /// `wss-URI = "wss:" "//" host [ ":" port ] path [ "?" query ]` (RFC 6455 3)
    WssUri = "wss-URI", "3", whole_wss_URI, wss_URI, "\"wss:\" \"//\" host [ \":\" port ] path [ \"?\" query ]";
}
Rfc8141 #[cfg(feature = "schemes")] {
    /// `namestring = assigned-name [ rq-components ] [ "#" f-component ]` (RFC 8141 2)
    Namestring = "namestring", "2", whole_namestring, namestring, "assigned-name [ rq-components ] [ \"#\" f-component ]";
    /// `assigned-name = "urn" ":" NID ":" NSS` (RFC 8141 2)
    AssignedName = "assigned-name", "2", whole_assigned_name, assigned_name, "\"urn\" \":\" NID \":\" NSS";
    /// `NID = (alphanum) 0*30(ldh) (alphanum)` (RFC 8141 2)
    Nid = "NID", "2", whole_NID, NID, "(alphanum) 0*30(ldh) (alphanum)";
    /// `ldh = alphanum / "-"` (RFC 8141 2)
    Ldh = "ldh", "2", whole_ldh, ldh, "alphanum / \"-\"";
    /// `NSS = pchar *(pchar / "/")` (RFC 8141 2)
    Nss = "NSS", "2", whole_NSS, NSS, "pchar *(pchar / \"/\")";
    /// `rq-components = [ "?+" r-component ] [ "?=" q-component ]` (RFC 8141 2)
    RqComponents = "rq-components", "2", whole_rq_components, rq_components, "[ \"?+\" r-component ] [ \"?=\" q-component ]";
    /// `r-component = pchar *( pchar / "/" / "?" )` (RFC 8141 2)
    RComponent = "r-component", "2", whole_r_component, r_component, "pchar *( pchar / \"/\" / \"?\" )";
    /// `q-component = pchar *( pchar / "/" / "?" )` (RFC 8141 2)
    QComponent = "q-component", "2", whole_q_component, q_component, "pchar *( pchar / \"/\" / \"?\" )";
    /// `f-component = fragment` (RFC 8141 2)
    FComponent = "f-component", "2", whole_f_component, f_component, "fragment";
    /// `alphanum = ALPHA / DIGIT` (RFC 8141 2)
    Alphanum = "alphanum", "2", whole_alphanum, alphanum, "ALPHA / DIGIT";
    /// `InformalNamespaceName = "urn-" Number` (RFC 8141 5.2)
    InformalNamespaceName = "InformalNamespaceName", "5.2", whole_InformalNamespaceName, InformalNamespaceName, "\"urn-\" Number";
    /// `Number = DigitNonZero 0*Digit` (RFC 8141 5.2)
    Number = "Number", "5.2", whole_Number, Number, "DigitNonZero 0*Digit";
    /// `DigitNonZero = "1"/ "2" / "3" / "4"/ "5" / "6" / "7" / "8" / "9"` (RFC 8141 5.2)
    DigitNonZero = "DigitNonZero", "5.2", whole_DigitNonZero, DigitNonZero, "\"1\"/ \"2\" / \"3\" / \"4\"/ \"5\" / \"6\" / \"7\" / \"8\" / \"9\"";
}
Rfc8089 #[cfg(feature = "schemes")] {
    /// `file-URI = file-scheme ":" file-hier-part` (RFC 8089 2)
    FileUri = "file-URI", "2", whole_file_URI, file_URI, "file-scheme \":\" file-hier-part";
    /// `file-scheme = "file"` (RFC 8089 2)
    FileScheme = "file-scheme", "2", whole_file_scheme, file_scheme, "\"file\"";
    /// `file-hier-part = ( "//" auth-path ) / local-path` (RFC 8089 2)
    FileHierPart = "file-hier-part", "2", whole_file_hier_part, file_hier_part, "( \"//\" auth-path ) / local-path";
    /// `auth-path = [ file-auth ] path-absolute` (RFC 8089 2)
    AuthPath = "auth-path", "2", whole_auth_path, auth_path, "[ file-auth ] path-absolute";
    /// `local-path = path-absolute` (RFC 8089 2)
    LocalPath = "local-path", "2", whole_local_path, local_path, "path-absolute";
    /// `file-auth = "localhost" / host` (RFC 8089 2)
    FileAuth = "file-auth", "2", whole_file_auth, file_auth, "\"localhost\" / host";
}
Rfc6068 #[cfg(feature = "schemes")] {
    /// `mailtoURI = "mailto:" [ to ] [ hfields ]` (RFC 6068 2)
    MailtoUri = "mailtoURI", "2", whole_mailtoURI, mailtoURI, "\"mailto:\" [ to ] [ hfields ]";
    /// `to = addr-spec *("," addr-spec )` (RFC 6068 2)
    To = "to", "2", whole_to, to, "addr-spec *(\",\" addr-spec )";
    /// `hfields = "?" hfield *( "&" hfield )` (RFC 6068 2)
    Hfields = "hfields", "2", whole_hfields, hfields, "\"?\" hfield *( \"&\" hfield )";
    /// `hfield = hfname "=" hfvalue` (RFC 6068 2)
    Hfield = "hfield", "2", whole_hfield, hfield, "hfname \"=\" hfvalue";
    /// `hfname = *qchar` (RFC 6068 2)
    Hfname = "hfname", "2", whole_hfname, hfname, "*qchar";
    /// `hfvalue = *qchar` (RFC 6068 2)
    Hfvalue = "hfvalue", "2", whole_hfvalue, hfvalue, "*qchar";
    /// `addr-spec = local-part "@" domain` (RFC 6068 2)
    AddrSpec = "addr-spec", "2", whole_addr_spec, addr_spec, "local-part \"@\" domain";
    /// `local-part = dot-atom-text / quoted-string` (RFC 6068 2)
    LocalPart = "local-part", "2", whole_local_part, local_part, "dot-atom-text / quoted-string";
    /// `domain = dot-atom-text / "[" *dtext-no-obs "]"` (RFC 6068 2)
    Domain = "domain", "2", whole_domain, domain, "dot-atom-text / \"[\" *dtext-no-obs \"]\"";
    /// `dtext-no-obs = %d33-90 / %d94-126` (RFC 6068 2)
    DtextNoObs = "dtext-no-obs", "2", whole_dtext_no_obs, dtext_no_obs, "%d33-90 / %d94-126";
    /// `qchar = unreserved / pct-encoded / some-delims` (RFC 6068 2)
    Qchar = "qchar", "2", whole_qchar, qchar, "unreserved / pct-encoded / some-delims";
    /// `some-delims = "!" / "$" / "'" / "(" / ")" / "*" / "+" / "," / ";" / ":" / "@"` (RFC 6068 2)
    SomeDelims = "some-delims", "2", whole_some_delims, some_delims, "\"!\" / \"$\" / \"'\" / \"(\" / \")\" / \"*\" / \"+\" / \",\" / \";\" / \":\" / \"@\"";
}
Rfc5322 #[cfg(feature = "schemes")] {
    /// `quoted-pair = ("\" (VCHAR / WSP)) / obs-qp` (RFC 5322 3.2.1)
    QuotedPair = "quoted-pair", "3.2.1", whole_quoted_pair, quoted_pair, "(\"\\\" (VCHAR / WSP)) / obs-qp";
    /// `FWS = ([*WSP CRLF] 1*WSP) / obs-FWS` (RFC 5322 3.2.2)
    Fws = "FWS", "3.2.2", whole_FWS, FWS, "([*WSP CRLF] 1*WSP) / obs-FWS";
    /// `ctext = %d33-39 / %d42-91 / %d93-126 / obs-ctext` (RFC 5322 3.2.2)
    Ctext = "ctext", "3.2.2", whole_ctext, ctext, "%d33-39 / %d42-91 / %d93-126 / obs-ctext";
    /// `ccontent = ctext / quoted-pair / comment` (RFC 5322 3.2.2)
    Ccontent = "ccontent", "3.2.2", whole_ccontent, ccontent, "ctext / quoted-pair / comment";
    /// `comment = "(" *([FWS] ccontent) [FWS] ")"` (RFC 5322 3.2.2)
    Comment = "comment", "3.2.2", whole_comment, comment, "\"(\" *([FWS] ccontent) [FWS] \")\"";
    /// `CFWS = (1*([FWS] comment) [FWS]) / FWS` (RFC 5322 3.2.2)
    Cfws = "CFWS", "3.2.2", whole_CFWS, CFWS, "(1*([FWS] comment) [FWS]) / FWS";
    /// `` atext = ALPHA / DIGIT / "!" / "#" / "$" / "%" / "&" / "'" / "*" / "+" / "-" / "/" / "=" / "?" / "^" / "_" / "`" / "{" / "|" / "}" / "~" `` (RFC 5322 3.2.3)
    Atext = "atext", "3.2.3", whole_atext, atext, "ALPHA / DIGIT / \"!\" / \"#\" / \"$\" / \"%\" / \"&\" / \"'\" / \"*\" / \"+\" / \"-\" / \"/\" / \"=\" / \"?\" / \"^\" / \"_\" / \"`\" / \"{\" / \"|\" / \"}\" / \"~\"";
    /// `dot-atom-text = 1*atext *("." 1*atext)` (RFC 5322 3.2.3)
    DotAtomText = "dot-atom-text", "3.2.3", whole_dot_atom_text, dot_atom_text, "1*atext *(\".\" 1*atext)";
    /// `qtext = %d33 / %d35-91 / %d93-126 / obs-qtext` (RFC 5322 3.2.4)
    Qtext = "qtext", "3.2.4", whole_qtext, qtext, "%d33 / %d35-91 / %d93-126 / obs-qtext";
    /// `qcontent = qtext / quoted-pair` (RFC 5322 3.2.4)
    Qcontent = "qcontent", "3.2.4", whole_qcontent, qcontent, "qtext / quoted-pair";
    /// `quoted-string = [CFWS] DQUOTE *([FWS] qcontent) [FWS] DQUOTE [CFWS]` (RFC 5322 3.2.4)
    QuotedString = "quoted-string", "3.2.4", whole_quoted_string, quoted_string, "[CFWS] DQUOTE *([FWS] qcontent) [FWS] DQUOTE [CFWS]";
    /// `obs-NO-WS-CTL = %d1-8 / %d11 / %d12 / %d14-31 / %d127` (RFC 5322 4.1)
    ObsNoWsCtl = "obs-NO-WS-CTL", "4.1", whole_obs_NO_WS_CTL, obs_NO_WS_CTL, "%d1-8 / %d11 / %d12 / %d14-31 / %d127";
    /// `obs-ctext = obs-NO-WS-CTL` (RFC 5322 4.1)
    ObsCtext = "obs-ctext", "4.1", whole_obs_ctext, obs_ctext, "obs-NO-WS-CTL";
    /// `obs-qtext = obs-NO-WS-CTL` (RFC 5322 4.1)
    ObsQtext = "obs-qtext", "4.1", whole_obs_qtext, obs_qtext, "obs-NO-WS-CTL";
    /// `obs-qp = "\" (%d0 / obs-NO-WS-CTL / LF / CR)` (RFC 5322 4.1)
    ObsQp = "obs-qp", "4.1", whole_obs_qp, obs_qp, "\"\\\" (%d0 / obs-NO-WS-CTL / LF / CR)";
    /// `obs-FWS = 1*WSP *(CRLF 1*WSP)` (RFC 5322 4.2)
    ObsFws = "obs-FWS", "4.2", whole_obs_FWS, obs_FWS, "1*WSP *(CRLF 1*WSP)";
}
Rfc5234 #[cfg(feature = "schemes")] {
    /// `CR = %x0D` (RFC 5234 B.1)
    Cr = "CR", "B.1", whole_CR, CR, "%x0D";
    /// `CRLF = CR LF` (RFC 5234 B.1)
    Crlf = "CRLF", "B.1", whole_CRLF, CRLF, "CR LF";
    /// `DQUOTE = %x22` (RFC 5234 B.1)
    Dquote = "DQUOTE", "B.1", whole_DQUOTE, DQUOTE, "%x22";
    /// `HTAB = %x09` (RFC 5234 B.1)
    Htab = "HTAB", "B.1", whole_HTAB, HTAB, "%x09";
    /// `LF = %x0A` (RFC 5234 B.1)
    Lf = "LF", "B.1", whole_LF, LF, "%x0A";
    /// `SP = %x20` (RFC 5234 B.1)
    Sp = "SP", "B.1", whole_SP, SP, "%x20";
    /// `VCHAR = %x21-7E` (RFC 5234 B.1)
    Vchar = "VCHAR", "B.1", whole_VCHAR, VCHAR, "%x21-7E";
    /// `WSP = SP / HTAB` (RFC 5234 B.1)
    Wsp = "WSP", "B.1", whole_WSP, WSP, "SP / HTAB";
}
Rfc6874 #[cfg(feature = "schemes")] {
    /// `ZoneID = 1*( unreserved / pct-encoded )` (RFC 6874 2; RFC 6874 is obsoleted by RFC 9844)
    ZoneId = "ZoneID", "2", whole_ZoneID, ZoneID, "1*( unreserved / pct-encoded )";
    /// `IPv6addrz = IPv6address "%25" ZoneID` (RFC 6874 2; RFC 6874 is obsoleted by RFC 9844)
    Ipv6Addrz = "IPv6addrz", "2", whole_IPv6addrz, IPv6addrz, "IPv6address \"%25\" ZoneID";
}
Rfc2397 #[cfg(feature = "schemes")] {
    /// `dataurl = "data:" [ mediatype ] [ ";base64" ] "," data` (RFC 2397 3)
    Dataurl = "dataurl", "3", whole_dataurl, dataurl, "\"data:\" [ mediatype ] [ \";base64\" ] \",\" data";
    /// `mediatype = [ type "/" subtype ] *( ";" parameter )` (RFC 2397 3)
    Mediatype = "mediatype", "3", whole_mediatype, mediatype, "[ type \"/\" subtype ] *( \";\" parameter )";
    /// `data = *urlchar` (RFC 2397 3): `urlchar` is RFC 2396's `uric` (see `grammar/rfc2397-data.pest`)
    Data = "data", "3", whole_data, data, "*urlchar";
}
Rfc2045 #[cfg(feature = "schemes")] {
    /// `type = discrete-type / composite-type` (RFC 2045 5.1)
    MimeType = "type", "5.1", whole_mime_type, mime_type, "discrete-type / composite-type";
    /// `discrete-type = "text" / "image" / "audio" / "video" / "application" / extension-token` (RFC 2045 5.1)
    DiscreteType = "discrete-type", "5.1", whole_discrete_type, discrete_type, "\"text\" / \"image\" / \"audio\" / \"video\" / \"application\" / extension-token";
    /// `composite-type = "message" / "multipart" / extension-token` (RFC 2045 5.1)
    CompositeType = "composite-type", "5.1", whole_composite_type, composite_type, "\"message\" / \"multipart\" / extension-token";
    /// `extension-token = ietf-token / x-token` (RFC 2045 5.1)
    ExtensionToken = "extension-token", "5.1", whole_extension_token, extension_token, "ietf-token / x-token";
    /// `ietf-token = <An extension token defined by a standards-track RFC and registered with IANA.>` (RFC 2045 5.1): a `token` (registration is not syntax).
    IetfToken = "ietf-token", "5.1", whole_ietf_token, ietf_token, "<An extension token defined by a standards-track RFC and registered with IANA.>";
    /// `x-token = <The two characters "X-" or "x-" followed, with no intervening white space, by any token>` (RFC 2045 5.1)
    XToken = "x-token", "5.1", whole_x_token, x_token, "<The two characters \"X-\" or \"x-\" followed, with no intervening white space, by any token>";
    /// `subtype = extension-token / iana-token` (RFC 2045 5.1)
    MimeSubtype = "subtype", "5.1", whole_mime_subtype, mime_subtype, "extension-token / iana-token";
    /// `iana-token = <A publicly-defined extension token. Tokens of this form must be registered with IANA as specified in RFC 2048.>` (RFC 2045 5.1): a `token`.
    IanaToken = "iana-token", "5.1", whole_iana_token, iana_token, "<A publicly-defined extension token. Tokens of this form must be registered with IANA as specified in RFC 2048.>";
    /// `parameter = attribute "=" value` (RFC 2045 5.1)
    MimeParameter = "parameter", "5.1", whole_mime_parameter, mime_parameter, "attribute \"=\" value";
    /// `attribute = token` (RFC 2045 5.1)
    MimeAttribute = "attribute", "5.1", whole_mime_attribute, mime_attribute, "token";
    /// `value = token / quoted-string` (RFC 2045 5.1)
    MimeValue = "value", "5.1", whole_mime_value, mime_value, "token / quoted-string";
    /// `token = 1*<any (US-ASCII) CHAR except SPACE, CTLs, or tspecials>` (RFC 2045 5.1)
    MimeToken = "token", "5.1", whole_mime_token, mime_token, "1*<any (US-ASCII) CHAR except SPACE, CTLs, or tspecials>";
    /// `tspecials = "(" / ")" / "<" / ">" / "@" / "," / ";" / ":" / "\" / <"> "/" / "[" / "]" / "?" / "="` (RFC 2045 5.1) (the "/" missing before `"/"` read as one more alternative)
    MimeTspecials = "tspecials", "5.1", whole_mime_tspecials, mime_tspecials, "\"(\" / \")\" / \"<\" / \">\" / \"@\" / \",\" / \";\" / \":\" / \"\\\" / <\"> \"/\" / \"[\" / \"]\" / \"?\" / \"=\"";
}
Rfc822 #[cfg(feature = "schemes")] {
    /// `quoted-string = <"> *(qtext/quoted-pair) <">` (RFC 822 3.3)
    Rfc822QuotedString = "quoted-string", "3.3", whole_rfc822_quoted_string, rfc822_quoted_string, "<\"> *(qtext/quoted-pair) <\">";
    /// `qtext = <any CHAR excepting <">, "\" & CR, and including linear-white-space>` (RFC 822 3.3)
    Rfc822Qtext = "qtext", "3.3", whole_rfc822_qtext, rfc822_qtext, "<any CHAR excepting <\">, \"\\\" & CR, and including linear-white-space>";
    /// `quoted-pair = "\" CHAR` (RFC 822 3.3)
    Rfc822QuotedPair = "quoted-pair", "3.3", whole_rfc822_quoted_pair, rfc822_quoted_pair, "\"\\\" CHAR";
    /// `linear-white-space = 1*([CRLF] LWSP-char)` (RFC 822 3.3)
    Rfc822LinearWhiteSpace = "linear-white-space", "3.3", whole_rfc822_linear_white_space, rfc822_linear_white_space, "1*([CRLF] LWSP-char)";
    /// `LWSP-char = SPACE / HTAB` (RFC 822 3.3)
    Rfc822LwspChar = "LWSP-char", "3.3", whole_rfc822_LWSP_char, rfc822_LWSP_char, "SPACE / HTAB";
}
Rfc2396 #[cfg(feature = "schemes")] {
    /// `uric = reserved | unreserved | escaped` (RFC 2396 2)
    Rfc2396Uric = "uric", "2", whole_rfc2396_uric, rfc2396_uric, "reserved | unreserved | escaped";
    /// `reserved = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" | "$" | ","` (RFC 2396 2.2)
    Rfc2396Reserved = "reserved", "2.2", whole_rfc2396_reserved, rfc2396_reserved, "\";\" | \"/\" | \"?\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\"";
    /// `unreserved = alphanum | mark` (RFC 2396 2.3)
    Rfc2396Unreserved = "unreserved", "2.3", whole_rfc2396_unreserved, rfc2396_unreserved, "alphanum | mark";
    /// `mark = "-" | "_" | "." | "!" | "~" | "*" | "'" | "(" | ")"` (RFC 2396 2.3)
    Rfc2396Mark = "mark", "2.3", whole_rfc2396_mark, rfc2396_mark, "\"-\" | \"_\" | \".\" | \"!\" | \"~\" | \"*\" | \"'\" | \"(\" | \")\"";
    /// `escaped = "%" hex hex` (RFC 2396 2.4.1) (`hex`: a digit or "A" to "F", "a" to "f": RFC 5234's HEXDIG)
    Rfc2396Escaped = "escaped", "2.4.1", whole_rfc2396_escaped, rfc2396_escaped, "\"%\" hex hex";
}
Rfc3966 #[cfg(feature = "schemes")] {
    /// `telephone-uri = "tel:" telephone-subscriber` (RFC 3966 3)
    TelephoneUri = "telephone-uri", "3", whole_telephone_uri, telephone_uri, "\"tel:\" telephone-subscriber";
    /// `telephone-subscriber = global-number / local-number` (RFC 3966 3)
    TelephoneSubscriber = "telephone-subscriber", "3", whole_telephone_subscriber, telephone_subscriber, "global-number / local-number";
    /// `global-number = global-number-digits *par` (RFC 3966 3)
    GlobalNumber = "global-number", "3", whole_global_number, global_number, "global-number-digits *par";
    /// `local-number = local-number-digits *par context *par` (RFC 3966 3)
    LocalNumber = "local-number", "3", whole_local_number, local_number, "local-number-digits *par context *par";
    /// `par = parameter / extension / isdn-subaddress` (RFC 3966 3)
    Par = "par", "3", whole_par, par, "parameter / extension / isdn-subaddress";
    /// `isdn-subaddress = ";isub=" 1*uric` (RFC 3966 3)
    IsdnSubaddress = "isdn-subaddress", "3", whole_isdn_subaddress, isdn_subaddress, "\";isub=\" 1*uric";
    /// `extension = ";ext=" 1*phonedigit` (RFC 3966 3)
    Extension = "extension", "3", whole_extension, extension, "\";ext=\" 1*phonedigit";
    /// `context = ";phone-context=" descriptor` (RFC 3966 3)
    Context = "context", "3", whole_context, context, "\";phone-context=\" descriptor";
    /// `descriptor = domainname / global-number-digits` (RFC 3966 3)
    Descriptor = "descriptor", "3", whole_descriptor, descriptor, "domainname / global-number-digits";
    /// `global-number-digits = "+" *phonedigit DIGIT *phonedigit` (RFC 3966 3)
    GlobalNumberDigits = "global-number-digits", "3", whole_global_number_digits, global_number_digits, "\"+\" *phonedigit DIGIT *phonedigit";
    /// `local-number-digits = *phonedigit-hex (HEXDIG / "*" / "#") *phonedigit-hex` (RFC 3966 3)
    LocalNumberDigits = "local-number-digits", "3", whole_local_number_digits, local_number_digits, "*phonedigit-hex (HEXDIG / \"*\" / \"#\") *phonedigit-hex";
    /// `domainname = *( domainlabel "." ) toplabel [ "." ]` (RFC 3966 3)
    Domainname = "domainname", "3", whole_domainname, domainname, "*( domainlabel \".\" ) toplabel [ \".\" ]";
    /// `domainlabel = alphanum / alphanum *( alphanum / "-" ) alphanum` (RFC 3966 3)
    Domainlabel = "domainlabel", "3", whole_domainlabel, domainlabel, "alphanum / alphanum *( alphanum / \"-\" ) alphanum";
    /// `toplabel = ALPHA / ALPHA *( alphanum / "-" ) alphanum` (RFC 3966 3)
    Toplabel = "toplabel", "3", whole_toplabel, toplabel, "ALPHA / ALPHA *( alphanum / \"-\" ) alphanum";
    /// `parameter = ";" pname ["=" pvalue ]` (RFC 3966 3)
    TelParameter = "parameter", "3", whole_tel_parameter, tel_parameter, "\";\" pname [\"=\" pvalue ]";
    /// `pname = 1*( alphanum / "-" )` (RFC 3966 3)
    TelPname = "pname", "3", whole_tel_pname, tel_pname, "1*( alphanum / \"-\" )";
    /// `pvalue = 1*paramchar` (RFC 3966 3)
    TelPvalue = "pvalue", "3", whole_tel_pvalue, tel_pvalue, "1*paramchar";
    /// `paramchar = param-unreserved / unreserved / pct-encoded` (RFC 3966 3)
    TelParamchar = "paramchar", "3", whole_tel_paramchar, tel_paramchar, "param-unreserved / unreserved / pct-encoded";
    /// `unreserved = alphanum / mark` (RFC 3966 3)
    TelUnreserved = "unreserved", "3", whole_tel_unreserved, tel_unreserved, "alphanum / mark";
    /// `mark = "-" / "_" / "." / "!" / "~" / "*" / "'" / "(" / ")"` (RFC 3966 3)
    TelMark = "mark", "3", whole_tel_mark, tel_mark, "\"-\" / \"_\" / \".\" / \"!\" / \"~\" / \"*\" / \"'\" / \"(\" / \")\"";
    /// `param-unreserved = "[" / "]" / "/" / ":" / "&" / "+" / "$"` (RFC 3966 3)
    ParamUnreserved = "param-unreserved", "3", whole_param_unreserved, param_unreserved, "\"[\" / \"]\" / \"/\" / \":\" / \"&\" / \"+\" / \"$\"";
    /// `phonedigit = DIGIT / [ visual-separator ]` (RFC 3966 3): may be empty.
    Phonedigit = "phonedigit", "3", whole_phonedigit, phonedigit, "DIGIT / [ visual-separator ]";
    /// `phonedigit-hex = HEXDIG / "*" / "#" / [ visual-separator ]` (RFC 3966 3): may be empty.
    PhonedigitHex = "phonedigit-hex", "3", whole_phonedigit_hex, phonedigit_hex, "HEXDIG / \"*\" / \"#\" / [ visual-separator ]";
    /// `visual-separator = "-" / "." / "(" / ")"` (RFC 3966 3)
    VisualSeparator = "visual-separator", "3", whole_visual_separator, visual_separator, "\"-\" / \".\" / \"(\" / \")\"";
    /// `reserved = ";" / "/" / "?" / ":" / "@" / "&" / "=" / "+" / "$" / ","` (RFC 3966 3)
    TelReserved = "reserved", "3", whole_tel_reserved, tel_reserved, "\";\" / \"/\" / \"?\" / \":\" / \"@\" / \"&\" / \"=\" / \"+\" / \"$\" / \",\"";
    /// `uric = reserved / unreserved / pct-encoded` (RFC 3966 3)
    TelUric = "uric", "3", whole_tel_uric, tel_uric, "reserved / unreserved / pct-encoded";
}
Rfc5870 #[cfg(feature = "schemes")] {
    /// `geo-URI = geo-scheme ":" geo-path` (RFC 5870 3.3)
    GeoUri = "geo-URI", "3.3", whole_geo_URI, geo_URI, "geo-scheme \":\" geo-path";
    /// `geo-scheme = "geo"` (RFC 5870 3.3)
    GeoScheme = "geo-scheme", "3.3", whole_geo_scheme, geo_scheme, "\"geo\"";
    /// `geo-path = coordinates p` (RFC 5870 3.3)
    GeoPath = "geo-path", "3.3", whole_geo_path, geo_path, "coordinates p";
    /// `coordinates = coord-a "," coord-b [ "," coord-c ]` (RFC 5870 3.3)
    Coordinates = "coordinates", "3.3", whole_coordinates, coordinates, "coord-a \",\" coord-b [ \",\" coord-c ]";
    /// `coord-a = num` (RFC 5870 3.3)
    CoordA = "coord-a", "3.3", whole_coord_a, coord_a, "num";
    /// `coord-b = num` (RFC 5870 3.3)
    CoordB = "coord-b", "3.3", whole_coord_b, coord_b, "num";
    /// `coord-c = num` (RFC 5870 3.3)
    CoordC = "coord-c", "3.3", whole_coord_c, coord_c, "num";
    /// `p = [ crsp ] [ uncp ] *parameter` (RFC 5870 3.3)
    GeoP = "p", "3.3", whole_p, p, "[ crsp ] [ uncp ] *parameter";
    /// `crsp = ";crs=" crslabel` (RFC 5870 3.3)
    Crsp = "crsp", "3.3", whole_crsp, crsp, "\";crs=\" crslabel";
    /// `crslabel = "wgs84" / labeltext` (RFC 5870 3.3)
    Crslabel = "crslabel", "3.3", whole_crslabel, crslabel, "\"wgs84\" / labeltext";
    /// `uncp = ";u=" uval` (RFC 5870 3.3)
    Uncp = "uncp", "3.3", whole_uncp, uncp, "\";u=\" uval";
    /// `uval = pnum` (RFC 5870 3.3)
    Uval = "uval", "3.3", whole_uval, uval, "pnum";
    /// `parameter = ";" pname [ "=" pvalue ]` (RFC 5870 3.3)
    GeoParameter = "parameter", "3.3", whole_geo_parameter, geo_parameter, "\";\" pname [ \"=\" pvalue ]";
    /// `pname = labeltext` (RFC 5870 3.3)
    GeoPname = "pname", "3.3", whole_geo_pname, geo_pname, "labeltext";
    /// `pvalue = 1*paramchar` (RFC 5870 3.3)
    GeoPvalue = "pvalue", "3.3", whole_geo_pvalue, geo_pvalue, "1*paramchar";
    /// `paramchar = p-unreserved / unreserved / pct-encoded` (RFC 5870 3.3)
    GeoParamchar = "paramchar", "3.3", whole_geo_paramchar, geo_paramchar, "p-unreserved / unreserved / pct-encoded";
    /// `labeltext = 1*( alphanum / "-" )` (RFC 5870 3.3)
    Labeltext = "labeltext", "3.3", whole_labeltext, labeltext, "1*( alphanum / \"-\" )";
    /// `pnum = 1*DIGIT [ "." 1*DIGIT ]` (RFC 5870 3.3)
    Pnum = "pnum", "3.3", whole_pnum, pnum, "1*DIGIT [ \".\" 1*DIGIT ]";
    /// `num = [ "-" ] pnum` (RFC 5870 3.3)
    Num = "num", "3.3", whole_num, num, "[ \"-\" ] pnum";
    /// `unreserved = alphanum / mark` (RFC 5870 3.3)
    GeoUnreserved = "unreserved", "3.3", whole_geo_unreserved, geo_unreserved, "alphanum / mark";
    /// `mark = "-" / "_" / "." / "!" / "~" / "*" / "'" / "(" / ")"` (RFC 5870 3.3)
    GeoMark = "mark", "3.3", whole_geo_mark, geo_mark, "\"-\" / \"_\" / \".\" / \"!\" / \"~\" / \"*\" / \"'\" / \"(\" / \")\"";
    /// `p-unreserved = "[" / "]" / ":" / "&" / "+" / "$"` (RFC 5870 3.3)
    PUnreserved = "p-unreserved", "3.3", whole_p_unreserved, p_unreserved, "\"[\" / \"]\" / \":\" / \"&\" / \"+\" / \"$\"";
}
Rfc4151 #[cfg(feature = "schemes")] {
    /// `tagURI = "tag:" taggingEntity ":" specific [ "#" fragment ]` (RFC 4151 2.1)
    TagUri = "tagURI", "2.1", whole_tagURI, tagURI, "\"tag:\" taggingEntity \":\" specific [ \"#\" fragment ]";
    /// `taggingEntity = authorityName "," date` (RFC 4151 2.1)
    TaggingEntity = "taggingEntity", "2.1", whole_taggingEntity, taggingEntity, "authorityName \",\" date";
    /// `authorityName = DNSname / emailAddress` (RFC 4151 2.1)
    AuthorityName = "authorityName", "2.1", whole_authorityName, authorityName, "DNSname / emailAddress";
    /// `date = year ["-" month ["-" day]]` (RFC 4151 2.1)
    TagDate = "date", "2.1", whole_tag_date, tag_date, "year [\"-\" month [\"-\" day]]";
    /// `year = 4DIGIT` (RFC 4151 2.1)
    Year = "year", "2.1", whole_year, year, "4DIGIT";
    /// `month = 2DIGIT` (RFC 4151 2.1)
    Month = "month", "2.1", whole_month, month, "2DIGIT";
    /// `day = 2DIGIT` (RFC 4151 2.1)
    Day = "day", "2.1", whole_day, day, "2DIGIT";
    /// `DNSname = DNScomp *( "." DNScomp )` (RFC 4151 2.1)
    DnsName = "DNSname", "2.1", whole_DNSname, DNSname, "DNScomp *( \".\" DNScomp )";
    /// `DNScomp = alphaNum [*(alphaNum /"-") alphaNum]` (RFC 4151 2.1)
    DnsComp = "DNScomp", "2.1", whole_DNScomp, DNScomp, "alphaNum [*(alphaNum /\"-\") alphaNum]";
    /// `emailAddress = 1*(alphaNum /"-"/"."/"_") "@" DNSname` (RFC 4151 2.1)
    EmailAddress = "emailAddress", "2.1", whole_emailAddress, emailAddress, "1*(alphaNum /\"-\"/\".\"/\"_\") \"@\" DNSname";
    /// `alphaNum = DIGIT / ALPHA` (RFC 4151 2.1)
    TagAlphaNum = "alphaNum", "2.1", whole_alphaNum, alphaNum, "DIGIT / ALPHA";
    /// `specific = *( pchar / "/" / "?" )` (RFC 4151 2.1)
    Specific = "specific", "2.1", whole_specific, specific, "*( pchar / \"/\" / \"?\" )";
    /// `fragment = *( pchar / "/" / "?" )` (RFC 4151 2.1): the same as RFC 3986's.
    TagFragment = "fragment", "2.1", whole_tag_fragment, tag_fragment, "*( pchar / \"/\" / \"?\" )";
}
Rfc9562 #[cfg(feature = "schemes")] {
    /// `UUID = 4hexOctet "-" 2hexOctet "-" 2hexOctet "-" 2hexOctet "-" 6hexOctet` (RFC 9562 4)
    Uuid = "UUID", "4", whole_UUID, UUID, "4hexOctet \"-\" 2hexOctet \"-\" 2hexOctet \"-\" 2hexOctet \"-\" 6hexOctet";
    /// `hexOctet = HEXDIG HEXDIG` (RFC 9562 4)
    HexOctet = "hexOctet", "4", whole_hexOctet, hexOctet, "HEXDIG HEXDIG";
    /// `uuid-URN = "urn" ":" "uuid" ":" UUID [ rq-components ] [ "#" f-component ]`: not a rule of the
    /// RFC but RFC 8141's `namestring` with the NID "uuid" and the NSS `UUID` (RFC 9562 4).
    UuidUrn = "uuid-URN", "4", whole_uuid_URN, uuid_URN, "\"urn\" \":\" \"uuid\" \":\" UUID [ rq-components ] [ \"#\" f-component ]";
}
Rfc3061 #[cfg(feature = "schemes")] {
    /// `oid = number *( DOT number )` (RFC 3061 2)
    Oid = "oid", "2", whole_oid, oid, "number *( DOT number )";
    /// `number = DIGIT / ( LEADDIGIT 1*DIGIT )` (RFC 3061 2)
    OidNumber = "number", "2", whole_oid_number, oid_number, "DIGIT / ( LEADDIGIT 1*DIGIT )";
    /// `LEADDIGIT = %x31-39 ; 1-9` (RFC 3061 2)
    LeadDigit = "LEADDIGIT", "2", whole_LEADDIGIT, LEADDIGIT, "%x31-39 ; 1-9";
    /// `DOT = %x2E ; period` (RFC 3061 2)
    Dot = "DOT", "2", whole_DOT, DOT, "%x2E ; period";
    /// `oid-URN = "urn" ":" "oid" ":" oid [ rq-components ] [ "#" f-component ]`: not a rule of the RFC
    /// but RFC 8141's `namestring` with the NID "oid" and the NSS `oid` (RFC 3061 2).
    OidUrn = "oid-URN", "2", whole_oid_URN, oid_URN, "\"urn\" \":\" \"oid\" \":\" oid [ rq-components ] [ \"#\" f-component ]";
}
DidCore #[cfg(feature = "schemes")] {
    /// `did = "did:" method-name ":" method-specific-id` (DID Core 1.0 3.1)
    Did = "did", "3.1", whole_did, did, "\"did:\" method-name \":\" method-specific-id";
    /// `method-name = 1*method-char` (DID Core 1.0 3.1)
    MethodName = "method-name", "3.1", whole_method_name, method_name, "1*method-char";
    /// `method-char = %x61-7A / DIGIT` (DID Core 1.0 3.1)
    MethodChar = "method-char", "3.1", whole_method_char, method_char, "%x61-7A / DIGIT";
    /// `method-specific-id = *( *idchar ":" ) 1*idchar` (DID Core 1.0 3.1)
    MethodSpecificId = "method-specific-id", "3.1", whole_method_specific_id, method_specific_id, "*( *idchar \":\" ) 1*idchar";
    /// `idchar = ALPHA / DIGIT / "." / "-" / "_" / pct-encoded` (DID Core 1.0 3.1)
    Idchar = "idchar", "3.1", whole_idchar, idchar, "ALPHA / DIGIT / \".\" / \"-\" / \"_\" / pct-encoded";
    /// `pct-encoded = "%" HEXDIG HEXDIG` (DID Core 1.0 3.1): the same as RFC 3986's.
    DidPctEncoded = "pct-encoded", "3.1", whole_did_pct_encoded, did_pct_encoded, "\"%\" HEXDIG HEXDIG";
    /// `did-url = did path-abempty [ "?" query ] [ "#" fragment ]` (DID Core 1.0 3.2)
    DidUrl = "did-url", "3.2", whole_did_url, did_url, "did path-abempty [ \"?\" query ] [ \"#\" fragment ]";
}

}

impl Rule {
    /// Whether the whole of `input` matches this rule.
    ///
    /// ```
    /// use rfc3986::Rule;
    ///
    /// assert!(Rule::DecOctet.matches("255"));
    /// assert!(!Rule::DecOctet.matches("256"));
    /// assert!(!Rule::DecOctet.matches("01"));
    /// ```
    #[must_use]
    pub fn matches(self, input: &str) -> bool {
        UriParser::parse(self.whole(), input).is_ok() && lang::bidi_violation(self, input).is_none()
    }

    /// Checks that the whole of `input` matches this rule, and says where and why when it does not.
    ///
    /// ```
    /// use rfc3986::Rule;
    ///
    /// assert!(Rule::Host.check("[v7.fe80::1]").is_ok());
    /// let err = Rule::Port.check("80a").unwrap_err();
    /// assert_eq!(err.index(), 2);
    /// assert_eq!(err.to_string(), "invalid port at index 2: unexpected \"a\", expected port");
    /// ```
    pub fn check(self, input: &str) -> Result<(), ParseError> {
        match UriParser::parse(self.whole(), input) {
            Ok(_) => match lang::bidi_violation(self, input) {
                Some((index, c)) => Err(ParseError::bidi(self, index, c)),
                None => Ok(()),
            },
            Err(err) => Err(ParseError::from_pest(self, input, &err)),
        }
    }
}

impl Rule {
    /// The rules that this rule's ABNF names, each once, in the order they first appear: the rules it
    /// uses directly. An error of [`check`](Rule::check) only ever expects the rule itself or rules it
    /// uses, directly or not.
    ///
    /// ```
    /// use rfc3986::Rule;
    ///
    /// assert_eq!(Rule::Authority.uses().collect::<Vec<_>>(), [Rule::Userinfo, Rule::Host, Rule::Port]);
    /// assert_eq!(Rule::Ipv6Address.uses().collect::<Vec<_>>(), [Rule::H16, Rule::Ls32]);
    /// assert_eq!(Rule::PathEmpty.uses().collect::<Vec<_>>(), [Rule::Pchar]);
    /// assert_eq!(Rule::GenDelims.uses().count(), 0);
    /// ```
    pub fn uses(self) -> impl Iterator<Item = Rule> {
        let mut seen = crate::syntax::rule_set::RuleSet::default();
        crate::syntax::graph::used_directly(self).filter(move |&rule| {
            let new = !seen.contains(rule);
            seen.insert(rule);
            new
        })
    }

    /// The rules whose ABNF names this rule, in the RFCs' order: the inverse of [`uses`](Rule::uses).
    ///
    /// ```
    /// use rfc3986::Rule;
    ///
    /// assert_eq!(Rule::Port.used_by().collect::<Vec<_>>()[..1], [Rule::Authority]);
    /// assert!(Rule::Ipv6Address.used_by().any(|r| r == Rule::IpLiteral));
    /// ```
    pub fn used_by(self) -> impl Iterator<Item = Rule> {
        Rule::ALL
            .iter()
            .copied()
            .filter(move |r| r.uses().any(|used| used == self))
    }
}

impl Rule {
    /// Where the rule is defined, for people: `RFC 3986 3.2.2`, `RFC 5234 B.1`.
    ///
    /// ```
    /// use rfc3986::Rule;
    ///
    /// assert_eq!(Rule::Ipv6Address.citation().to_string(), "RFC 3986 3.2.2");
    /// assert_eq!(Rule::Hexdig.citation().to_string(), "RFC 5234 B.1");
    /// # #[cfg(feature = "schemes")]
    /// assert_eq!(Rule::Ipv6Addrz.citation().to_string(), "RFC 6874 2 (obsoleted by RFC 9844)");
    /// ```
    #[must_use]
    pub fn citation(self) -> Citation {
        Citation(self)
    }

    /// The verified erratum that corrects the rule, if one does; the crate's grammar and
    /// [`abnf`](Rule::abnf) follow the correction. `Some(6937)` for RFC 6570's `literals`: erratum EID 6937
    /// (Verified, 2022) makes the apostrophe a literal, which the published ABNF left out.
    ///
    /// ```
    /// use rfc3986::Rule;
    ///
    /// # #[cfg(feature = "template")]
    /// assert_eq!(Rule::Literals.erratum(), Some(6937));
    /// # #[cfg(feature = "template")]
    /// assert_eq!(Rule::Literals.citation().to_string(), "RFC 6570 2.1 (erratum 6937)");
    /// # #[cfg(feature = "template")]
    /// assert!(Rule::UriTemplate.matches("'{var}'"));
    /// assert_eq!(Rule::Host.erratum(), None);
    /// ```
    #[must_use]
    pub const fn erratum(self) -> Option<u16> {
        match self {
            #[cfg(feature = "template")]
            Rule::Literals => Some(6937),
            _ => None,
        }
    }

    /// The RFC that obsoletes the rule's RFC, if one does: 9844 for the zone identifier rules of RFC 6874
    /// (`ZoneID`, `IPv6addrz`), which RFC 9844 (2025) obsoleted, deleting them from RFC 8089's `file-auth`
    /// too. `None` for every rule the crate's grammars still use.
    ///
    /// ```
    /// use rfc3986::Rule;
    ///
    /// # #[cfg(feature = "schemes")]
    /// assert_eq!(Rule::ZoneId.obsoleted_by(), Some(9844));
    /// # #[cfg(feature = "schemes")]
    /// assert_eq!(Rule::FileAuth.obsoleted_by(), None);
    /// # #[cfg(feature = "schemes")]
    /// assert!(!Rule::FileUri.matches("file://[fe80::1%25eth0]/x")); // RFC 8089 as updated by RFC 9844
    /// ```
    #[must_use]
    pub const fn obsoleted_by(self) -> Option<u16> {
        match self.rfc() {
            6874 => Some(9844),
            // RFC 822's rules that RFC 2045 (and so RFC 2397) imports; RFC 2396's that RFC 2397 imports.
            822 => Some(2822),
            2396 => Some(3986),
            _ => None,
        }
    }
}

impl Rule {
    /// The rules whose names are closest to `name`, for a "did you mean" answer to a name that is not a
    /// rule, at most three. Names are compared case-insensitively with `-` and `_` left out (so
    /// `PathAbempty` and `path_abempty` find `path-abempty`, and `ipv6` finds `IPv6address`):
    ///
    /// - the rules whose names begin with `name` come first, the shortest completion first;
    /// - when none does, the rules nearest by edit distance, within a third of the name's length (and at
    ///   least 2), the nearest first.
    ///
    /// A rule of an RFC that was obsoleted ([`obsoleted_by`](Rule::obsoleted_by): RFC 6874's `ZoneID` and
    /// `IPv6addrz`) is never suggested before a current rule that matches too. Ties keep the RFCs' order.
    /// Empty when no name is near, and for an empty name (or one of `-` and `_` only).
    ///
    /// ```
    /// use rfc3986::Rule;
    ///
    /// assert_eq!(Rule::suggest("PathAbempty"), [Rule::PathAbempty]);
    /// assert_eq!(Rule::suggest("IPv6adress"), [Rule::Ipv6Address]);
    /// assert_eq!(Rule::suggest("ipv6")[0], Rule::Ipv6Address);
    /// # #[cfg(feature = "schemes")]
    /// assert_eq!(Rule::suggest("ipv6addr"), [Rule::Ipv6Address, Rule::Ipv6Addrz]); // IPv6addrz is obsolete
    /// assert_eq!(Rule::suggest("segmnt")[0], Rule::Segment);
    /// # #[cfg(feature = "schemes")]
    /// assert_eq!(Rule::suggest("zoneid_x"), [Rule::ZoneId]); // nothing current is near
    /// assert!(Rule::suggest("nothing-like-it").is_empty());
    /// ```
    #[must_use]
    pub fn suggest(name: &str) -> alloc::vec::Vec<Rule> {
        let key = |s: &str| -> alloc::vec::Vec<u8> {
            s.bytes()
                .filter(|b| !matches!(b, b'-' | b'_'))
                .map(|b| b.to_ascii_lowercase())
                .collect()
        };
        let wanted = key(name);
        if wanted.is_empty() {
            return alloc::vec::Vec::new();
        }
        // (obsolete, how far, index in the RFCs' order, rule): sorted, current rules come first.
        let mut near: alloc::vec::Vec<(bool, usize, usize, Rule)> = alloc::vec::Vec::new();
        for (i, &rule) in Rule::ALL.iter().enumerate() {
            let candidate = key(rule.as_str());
            if candidate.starts_with(&wanted) {
                let rest = candidate.len() - wanted.len();
                near.push((rule.obsoleted_by().is_some(), rest, i, rule));
            }
        }
        if near.is_empty() {
            let limit = (wanted.len() / 3).max(2);
            for (i, &rule) in Rule::ALL.iter().enumerate() {
                let d = edit_distance(&wanted, &key(rule.as_str()));
                if d <= limit {
                    near.push((rule.obsoleted_by().is_some(), d, i, rule));
                }
            }
            // Only the nearest current rules, and the obsolete ones that are at least as near.
            let nearest =
                |obsolete: bool| near.iter().filter(|n| n.0 == obsolete).map(|n| n.1).min();
            let current = nearest(false);
            let obsolete = nearest(true).filter(|&d| current.is_none_or(|c| d <= c));
            near.retain(|&(old, d, _, _)| Some(d) == if old { obsolete } else { current });
        }
        near.sort_unstable();
        near.into_iter()
            .take(3)
            .map(|(_, _, _, rule)| rule)
            .collect()
    }
}

/// The Levenshtein distance of two byte strings (insertions, deletions and substitutions).
fn edit_distance(a: &[u8], b: &[u8]) -> usize {
    let mut row: alloc::vec::Vec<usize> = (0..=b.len()).collect();
    for (i, &x) in a.iter().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &y) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = if x == y {
                diagonal
            } else {
                1 + diagonal.min(above).min(row[j])
            };
            diagonal = above;
        }
    }
    row[b.len()]
}

/// Where a [`Rule`] is defined: `Display` writes `RFC 3986 3.2.2`, and says when a verified erratum
/// corrects the rule (`RFC 6570 2.1 (erratum 6937)`) or the RFC is obsolete
/// (`RFC 6874 2 (obsoleted by RFC 9844)`). Made by [`Rule::citation`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Citation(Rule);

impl Citation {
    /// The address of the definition: the section (or appendix, for a section that begins with a letter:
    /// RFC 5234's `B.1`) at the RFC Editor, or for DID Core's rules the W3C Recommendation's section. A link
    /// people can paste into a discussion.
    ///
    /// ```
    /// use rfc3986::Rule;
    ///
    /// assert_eq!(Rule::Port.citation().url(), "https://www.rfc-editor.org/rfc/rfc3986#section-3.2.3");
    /// assert_eq!(Rule::Alpha.citation().url(), "https://www.rfc-editor.org/rfc/rfc5234#appendix-B.1");
    /// # #[cfg(feature = "schemes")]
    /// assert_eq!(Rule::MethodName.citation().url(), "https://www.w3.org/TR/did-core/#did-syntax");
    /// ```
    #[must_use]
    pub fn url(&self) -> alloc::string::String {
        let rule = self.0;
        let section = rule.section();
        let Some(rfc) = rule.spec().rfc() else {
            // DID Core 1.0, which is no RFC: its two syntax sections.
            let anchor = if section == "3.2" {
                "did-url-syntax"
            } else {
                "did-syntax"
            };
            return alloc::format!("https://www.w3.org/TR/did-core/#{anchor}");
        };
        let kind = if section.starts_with(|c: char| c.is_ascii_alphabetic()) {
            "appendix"
        } else {
            "section"
        };
        alloc::format!("https://www.rfc-editor.org/rfc/rfc{rfc}#{kind}-{section}")
    }
}

impl fmt::Display for Citation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.0.spec(), self.0.section())?;
        if let Some(erratum) = self.0.erratum() {
            write!(f, " (erratum {erratum})")?;
        }
        match self.0.obsoleted_by() {
            Some(rfc) => write!(f, " (obsoleted by RFC {rfc})"),
            None => Ok(()),
        }
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The error of parsing a [`Rule`] from a name that is not the name of one of its rules.
///
/// ```
/// assert_eq!(
///     "IPv7address".parse::<rfc3986::Rule>().unwrap_err().to_string(),
///     "unknown rule name: not a rule of RFC 3986 or of the other RFCs this crate speaks",
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown rule name: not a rule of RFC 3986 or of the other RFCs this crate speaks")]
pub struct UnknownRule(());

impl Rule {
    /// The rules called `name`, in [`ALL`](Rule::ALL)'s order: several where specifications reuse a name
    /// for different rules (`parameter` is RFC 2045's, RFC 3966's and RFC 5870's; `quoted-string` RFC
    /// 5322's and RFC 822's). Names compare as [`FromStr`] compares them (without a specification), and a
    /// name spelt exactly as some rule's finds only those (`Host` and `host`, `Number` and `number`).
    ///
    /// ```
    /// use rfc3986::Rule;
    ///
    /// assert_eq!(Rule::named("IPv6address").collect::<Vec<_>>(), [Rule::Ipv6Address]);
    /// # #[cfg(feature = "schemes")]
    /// # {
    /// let specs: Vec<&str> = Rule::named("parameter").map(|r| r.spec().as_str()).collect();
    /// assert_eq!(specs, ["RFC 2045", "RFC 3966", "RFC 5870"]);
    /// assert_eq!("RFC 5870 parameter".parse(), Ok(Rule::GeoParameter));
    /// # }
    /// ```
    pub fn named(name: &str) -> impl Iterator<Item = Rule> + '_ {
        let exact = Rule::ALL.iter().any(|rule| rule.as_str() == name);
        Rule::ALL.iter().copied().filter(move |rule| {
            if exact {
                rule.as_str() == name
            } else {
                same_name(rule.as_str(), name)
            }
        })
    }
}

impl Rule {
    /// The rules that `name` stands for, as [`FromStr`] and the tool's `--rule` read it:
    ///
    /// - after its specification (`"RFC 3966 parameter"`, `"DID Core 1.0 did"`), that rule alone;
    /// - a name of RFC 3986, RFC 3987 or their core rules, that rule alone (`unreserved` is RFC 3986's,
    ///   though RFC 3966 and RFC 5870 define their own);
    /// - another name, every current RFC's rule of that name, in [`ALL`](Rule::ALL)'s order (`parameter`:
    ///   RFC 2045's, RFC 3966's, RFC 5870's), or an obsoleted RFC's when no current one has it (`qtext` is
    ///   RFC 5322's; RFC 822's is `"RFC 822 qtext"`).
    ///
    /// Empty for a name that no rule has.
    ///
    /// ```
    /// use rfc3986::Rule;
    ///
    /// assert_eq!(Rule::meant_by("unreserved"), [Rule::Unreserved]);
    /// assert!(Rule::meant_by("no-such-rule").is_empty());
    /// # #[cfg(feature = "schemes")]
    /// # {
    /// assert_eq!(Rule::meant_by("parameter"), [Rule::MimeParameter, Rule::TelParameter, Rule::GeoParameter]);
    /// assert_eq!(Rule::meant_by("RFC 5870 parameter"), [Rule::GeoParameter]);
    /// assert_eq!(Rule::meant_by("RFC 3966 unreserved"), [Rule::TelUnreserved]);
    /// # }
    /// ```
    #[must_use]
    pub fn meant_by(name: &str) -> Vec<Rule> {
        for rule in Rule::ALL {
            let spec = rule.spec();
            let cited = spec.as_str();
            if let Some(rest) = name
                .get(cited.len()..)
                .and_then(|rest| rest.strip_prefix(' '))
                && name[..cited.len()].eq_ignore_ascii_case(cited)
                && let Some(found) = Rule::named(rest).find(|r| r.spec() == spec).or_else(|| {
                    Rule::ALL
                        .iter()
                        .copied()
                        .find(|r| r.spec() == spec && same_name(r.as_str(), rest))
                })
            {
                return alloc::vec![found];
            }
        }
        let current: Vec<Rule> = Rule::named(name)
            .filter(|rule| rule.obsoleted_by().is_none())
            .collect();
        let all = if current.is_empty() {
            Rule::named(name).collect()
        } else {
            current
        };
        match all.first() {
            Some(&first) if matches!(first.rfc(), 3986 | 3987 | 5234) => alloc::vec![first],
            _ => all,
        }
    }
}

/// Whether `name` is the rule name `rule_name`, case aside and with `_` for `-` (RFC 5234 2.1).
fn same_name(rule_name: &str, name: &str) -> bool {
    let (a, b) = (rule_name.as_bytes(), name.as_bytes());
    a.len() == b.len()
        && a.iter().zip(b).all(|(&x, &y)| {
            let y = if y == b'_' { b'-' } else { y };
            x.eq_ignore_ascii_case(&y)
        })
}

impl FromStr for Rule {
    type Err = UnknownRule;

    /// The first of [`Rule::meant_by`].
    fn from_str(name: &str) -> Result<Rule, UnknownRule> {
        Rule::meant_by(name).first().copied().ok_or(UnknownRule(()))
    }
}
