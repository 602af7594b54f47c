// @generated from grammar/*.pest by codegen/ (`cargo run -p rfc3986-codegen`): do not edit; edit
// the grammar and run that command, or the README's test command, which writes this file when it is stale.

rules! {
helpers {
    #[cfg(feature = "schemes")] r_component_before_q => RComponent;
    #[cfg(feature = "schemes")] to_in_uri => To;
    #[cfg(feature = "schemes")] addr_spec_in_uri => AddrSpec;
    #[cfg(feature = "schemes")] domain_in_uri => Domain;
    #[cfg(feature = "schemes")] dot_atom_text_in_uri => DotAtomText;
    #[cfg(feature = "schemes")] isdn_subaddress_in_number => IsdnSubaddress;
    #[cfg(feature = "schemes")] isdn_subaddress_before_context => IsdnSubaddress;
    #[cfg(feature = "schemes")] sms_recipient_alone => SmsRecipient;
    #[cfg(feature = "schemes")] telephone_subscriber_in_list => TelephoneSubscriber;
    #[cfg(feature = "schemes")] global_number_in_list => GlobalNumber;
    #[cfg(feature = "schemes")] local_number_in_list => LocalNumber;
    #[cfg(feature = "schemes")] isdn_subaddress_in_list => IsdnSubaddress;
    #[cfg(feature = "schemes")] isdn_subaddress_before_listed_context => IsdnSubaddress;
    #[cfg(feature = "schemes")] url_element => Dn;
    #[cfg(feature = "schemes")] url_element_nc => Exvalue;
    #[cfg(feature = "schemes")] url_char => Dn;
    #[cfg(feature = "schemes")] url_char_nc => Selector;
    #[cfg(feature = "schemes")] filter_open => Filtercomp;
    #[cfg(feature = "schemes")] filter_more => Filterlist;
}
Rfc3986 #[cfg(all())] {
    /// `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]` (RFC 3986 3)
    Uri = "URI", "3", whole_URI, URI, "scheme \":\" hier-part [ \"?\" query ] [ \"#\" fragment ]", "URI = _{ scheme ~ \":\" ~ hier_part ~ (\"?\" ~ query)? ~ (\"#\" ~ fragment)? }", None;
    /// `hier-part = "//" authority path-abempty / path-absolute / path-rootless / path-empty` (RFC 3986 3)
    HierPart = "hier-part", "3", whole_hier_part, hier_part, "\"//\" authority path-abempty / path-absolute / path-rootless / path-empty", "// PEG: ordered choice is exact here: the alternatives begin with \"//\", with \"/\" and no second \"/\", with a\n// pchar, and with nothing at all, so at most one of them can match a given hier-part.\nhier_part = _{\n    \"//\" ~ authority ~ path_abempty\n  | path_absolute\n  | path_rootless\n  | path_empty\n}", None;
    /// `URI-reference = URI / relative-ref` (RFC 3986 4.1)
    UriReference = "URI-reference", "4.1", whole_URI_reference, URI_reference, "URI / relative-ref", "// PEG: once URI matches a prefix it is never given up for relative-ref. That is exact: URI can only match a\n// prefix of a string that begins with scheme \":\", and no relative-ref begins that way (4.2: its first\n// segment cannot contain \":\", and its other forms begin with \"/\", \"?\", \"#\" or nothing).\nURI_reference = _{ URI | relative_ref }", None;
    /// `absolute-URI = scheme ":" hier-part [ "?" query ]` (RFC 3986 4.3)
    AbsoluteUri = "absolute-URI", "4.3", whole_absolute_URI, absolute_URI, "scheme \":\" hier-part [ \"?\" query ]", "absolute_URI = { scheme ~ \":\" ~ hier_part ~ (\"?\" ~ query)? }", None;
    /// `relative-ref = relative-part [ "?" query ] [ "#" fragment ]` (RFC 3986 4.2)
    RelativeRef = "relative-ref", "4.2", whole_relative_ref, relative_ref, "relative-part [ \"?\" query ] [ \"#\" fragment ]", "relative_ref = _{ relative_part ~ (\"?\" ~ query)? ~ (\"#\" ~ fragment)? }", None;
    /// `relative-part = "//" authority path-abempty / path-absolute / path-noscheme / path-empty` (RFC 3986 4.2)
    RelativePart = "relative-part", "4.2", whole_relative_part, relative_part, "\"//\" authority path-abempty / path-absolute / path-noscheme / path-empty", "// PEG: exact for the same reason as hier-part.\nrelative_part = _{\n    \"//\" ~ authority ~ path_abempty\n  | path_absolute\n  | path_noscheme\n  | path_empty\n}", None;
    /// `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` (RFC 3986 3.1)
    Scheme = "scheme", "3.1", scheme, scheme, "ALPHA *( ALPHA / DIGIT / \"+\" / \"-\" / \".\" )", "// PEG: the repetition is greedy, and exact because \":\" (what follows a scheme) is not one of its characters.\n// speed: the repeated class as merged ranges, lower-case letters first.\nscheme = @{ ALPHA ~ ('a'..'z' | '0'..'9' | '-'..'.' | 'A'..'Z' | '+'..'+')* }", None;
    /// `authority = [ userinfo "@" ] host [ ":" port ]` (RFC 3986 3.2)
    Authority = "authority", "3.2", whole_authority, authority, "[ userinfo \"@\" ] host [ \":\" port ]", "// PEG: `(userinfo ~ \"@\")?` is given up as a whole when no \"@\" follows the longest userinfo. That is exact:\n// userinfo cannot contain \"@\", so when an authority has a userinfo it ends at the first \"@\", and when the\n// longest userinfo is not followed by \"@\" there is no \"@\" in the authority at all (host and port cannot\n// contain \"@\" either, and the userinfo stops only at a character that cannot be in an authority or at \"@\").\n// speed: two branches, the second of which is the rule as written. The first reads `host [ \":\" port ]`\n// and keeps it only when \"/\", \"?\" or \"#\" comes next, as in most authorities, which then cost one reading\n// and no userinfo attempt. It never decides differently from the second: a bracketed host cannot begin a\n// userinfo, and any other `host [ \":\" port ]` is made of userinfo characters, so a longest userinfo from\n// the same place would stop at that \"/\", \"?\" or \"#\" and find no \"@\"; the second branch would take no\n// userinfo and the same host and port. Anything else (an \"@\" or more userinfo next, or the end) goes to\n// the second branch, where `&at_sign_ahead` first looks for an \"@\" before the authority can end; where\n// there is none, userinfo is not tried. That lookahead never changes the result either: userinfo cannot\n// contain \"/\", \"?\" or \"#\", so when `userinfo \"@\"` matches there is an \"@\" before any of them. (From\n// 10,443 to 10,020 instructions per URL in bulk on benches/real.txt.)\nauthority = _{\n    host ~ (\":\" ~ port)? ~ &(\"/\" | \"?\" | \"#\")\n  | (&at_sign_ahead ~ userinfo ~ \"@\")? ~ host ~ (\":\" ~ port)?\n}", None;
    /// `userinfo = *( unreserved / pct-encoded / sub-delims / ":" )` (RFC 3986 3.2.1)
    Userinfo = "userinfo", "3.2.1", userinfo, userinfo, "*( unreserved / pct-encoded / sub-delims / \":\" )", "// speed: the class as merged ranges: a-z; & ' ( ) * + , - .; DIGIT : ;; A-Z; then the rest.\nuserinfo = @{ ('a'..'z' | '&'..'.' | '0'..';' | 'A'..'Z' | pct_encoded | \"=\" | \"_\" | \"~\" | \"!\" | \"$\")* }", None;
    /// `host = IP-literal / IPv4address / reg-name` (RFC 3986 3.2.2)
    Host = "host", "3.2.2", whole_host, host, "IP-literal / IPv4address / reg-name", "// PEG: IPv4address must match the whole host, not a prefix of a longer reg-name: `1.2.3.4.example` and\n// `1.2.3.45x` are reg-names. ABNF gets that by backtracking into reg-name when what follows the host fails;\n// here the lookahead `!(unreserved | pct_encoded | sub_delims)` refuses an IPv4address that a reg-name\n// character follows. When the whole host matches IPv4address, IPv4address wins (first match, as 3.2.2 says:\n// \"1.2.3.256\" is a reg-name, \"1.2.3.4\" is not).\n// speed: `&DIGIT` before IPv4address skips the attempt (a rule call) for the many hosts that begin with a\n// letter; an IPv4address begins with a DIGIT, so the result is the same. Likewise `&\"[\"` before IP-literal,\n// which begins with \"[\". And a host that begins with a lower-case letter, as most do, can only be a\n// reg-name, so `&'a'..'z' ~ reg_name` is tried first and skips both guards.\nhost = _{\n    &'a'..'z' ~ reg_name\n  | &\"[\" ~ IP_literal\n  | &DIGIT ~ IPv4address ~ !(unreserved | pct_encoded | sub_delims)\n  | reg_name\n}", None;
    /// `port = *DIGIT` (RFC 3986 3.2.3)
    Port = "port", "3.2.3", port, port, "*DIGIT", "port = @{ DIGIT* }", None;
    /// `IP-literal = "[" ( IPv6address / IPvFuture  ) "]"` (RFC 3986 3.2.2)
    IpLiteral = "IP-literal", "3.2.2", whole_IP_literal, IP_literal, "\"[\" ( IPv6address / IPvFuture  ) \"]\"", "// PEG: exact: an IPv6address begins with a hex digit or \":\", an IPvFuture with \"v\" or \"V\".\nIP_literal = { \"[\" ~ (IPv6address | IPvFuture) ~ \"]\" }", None;
    /// `IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )` (RFC 3986 3.2.2)
    IpvFuture = "IPvFuture", "3.2.2", IPvFuture, IPvFuture, "\"v\" 1*HEXDIG \".\" 1*( unreserved / sub-delims / \":\" )", "// PEG: `HEXDIG+` is greedy and exact because \".\" is not a HEXDIG.\nIPvFuture = @{ ^\"v\" ~ HEXDIG+ ~ \".\" ~ (unreserved | sub_delims | \":\")+ }", None;
    /// `IPv6address` (RFC 3986 3.2.2):
    ///
    /// ```text
    /// IPv6address =                            6( h16 ":" ) ls32
    ///             /                       "::" 5( h16 ":" ) ls32
    ///             / [               h16 ] "::" 4( h16 ":" ) ls32
    ///             / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
    ///             / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
    ///             / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
    ///             / [ *4( h16 ":" ) h16 ] "::"              ls32
    ///             / [ *5( h16 ":" ) h16 ] "::"              h16
    ///             / [ *6( h16 ":" ) h16 ] "::"
    /// ```
    ///
    /// Eight 16-bit pieces in hexadecimal, with `::` for a run of zero pieces and an optional IPv4address
    /// for the last 32 bits.
    Ipv6Address = "IPv6address", "3.2.2", whole_IPv6address, IPv6address, "6( h16 \":\" ) ls32\n/ \"::\" 5( h16 \":\" ) ls32\n/ [ h16 ] \"::\" 4( h16 \":\" ) ls32\n/ [ *1( h16 \":\" ) h16 ] \"::\" 3( h16 \":\" ) ls32\n/ [ *2( h16 \":\" ) h16 ] \"::\" 2( h16 \":\" ) ls32\n/ [ *3( h16 \":\" ) h16 ] \"::\" h16 \":\" ls32\n/ [ *4( h16 \":\" ) h16 ] \"::\" ls32\n/ [ *5( h16 \":\" ) h16 ] \"::\" h16\n/ [ *6( h16 \":\" ) h16 ] \"::\"", "// PEG: the part before \"::\" is written `h16 ~ (\":\" ~ h16){, n}` instead of `*n( h16 \":\" ) h16`: the\n// greedy `*n( h16 \":\" )` would take the \"1:\" of \"1::2\" and leave no h16 before the \"::\", and PEG never gives\n// it back. In the new form a repetition that meets \"::\" fails on the second \":\" and is undone, so the prefix\n// ends exactly before \"::\". The alternatives keep the RFC's order, which tries the longer tails after \"::\"\n// first, so the first alternative that matches is the one that matches the whole address: `1::2:3` takes\n// the `[ *4( h16 \":\" ) h16 ] \"::\" ls32` branch, not the `... \"::\" h16` branch that would stop after \"1::2\".\n// An address with too many groups may still match a prefix here; IP-literal then fails on the missing \"]\".\nIPv6address = ${\n                                            (h16 ~ \":\"){6} ~ ls32\n  |                                  \"::\" ~ (h16 ~ \":\"){5} ~ ls32\n  | (h16                      )? ~ \"::\" ~ (h16 ~ \":\"){4} ~ ls32\n  | (h16 ~ (\":\" ~ h16){, 1}   )? ~ \"::\" ~ (h16 ~ \":\"){3} ~ ls32\n  | (h16 ~ (\":\" ~ h16){, 2}   )? ~ \"::\" ~ (h16 ~ \":\"){2} ~ ls32\n  | (h16 ~ (\":\" ~ h16){, 3}   )? ~ \"::\" ~  h16 ~ \":\"     ~ ls32\n  | (h16 ~ (\":\" ~ h16){, 4}   )? ~ \"::\" ~                  ls32\n  | (h16 ~ (\":\" ~ h16){, 5}   )? ~ \"::\" ~  h16\n  | (h16 ~ (\":\" ~ h16){, 6}   )? ~ \"::\"\n}", None;
    /// `h16 = 1*4HEXDIG` (RFC 3986 3.2.2)
    H16 = "h16", "3.2.2", h16, h16, "1*4HEXDIG", "h16 = @{ HEXDIG{1, 4} }", None;
    /// `ls32 = ( h16 ":" h16 ) / IPv4address` (RFC 3986 3.2.2)
    Ls32 = "ls32", "3.2.2", whole_ls32, ls32, "( h16 \":\" h16 ) / IPv4address", "// PEG: exact: `h16 \":\" h16` fails at the first \".\" of an IPv4address, which contains no \":\".\nls32 = ${ h16 ~ \":\" ~ h16 | IPv4address }", None;
    /// `IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet` (RFC 3986 3.2.2)
    Ipv4Address = "IPv4address", "3.2.2", whole_IPv4address, IPv4address, "dec-octet \".\" dec-octet \".\" dec-octet \".\" dec-octet", "IPv4address = ${ dec_octet ~ \".\" ~ dec_octet ~ \".\" ~ dec_octet ~ \".\" ~ dec_octet }", None;
    /// `dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35` (RFC 3986 3.2.2)
    ///
    /// A decimal number from 0 to 255 without leading zeros (the RFC prints one alternative per line, with
    /// the comments 0-9, 10-99, 100-199, 200-249, 250-255)
    DecOctet = "dec-octet", "3.2.2", dec_octet, dec_octet, "DIGIT / %x31-39 DIGIT / \"1\" 2DIGIT / \"2\" %x30-34 DIGIT / \"25\" %x30-35", "// PEG: the alternatives are tried longest first. In the RFC's order DIGIT would take the \"2\" of \"25\" and\n// never come back, so `25` and `1.2.3.255` would fail. Longest first is exact because a dec-octet is never\n// followed by a digit: the longest match is the only one that can be part of a valid string.\ndec_octet = @{\n    \"25\" ~ '0'..'5'\n  | \"2\" ~ '0'..'4' ~ DIGIT\n  | \"1\" ~ DIGIT ~ DIGIT\n  | '1'..'9' ~ DIGIT\n  | DIGIT\n}", None;
    /// `reg-name = *( unreserved / pct-encoded / sub-delims )` (RFC 3986 3.2.2)
    RegName = "reg-name", "3.2.2", reg_name, reg_name, "*( unreserved / pct-encoded / sub-delims )", "// speed: the class as merged ranges: a-z; & ' ( ) * + , - .; DIGIT; A-Z; then the rest.\nreg_name = @{ ('a'..'z' | '&'..'.' | '0'..'9' | 'A'..'Z' | pct_encoded | ';'..';' | '='..'=' | '_'..'_' | '~'..'~' | '!'..'!' | '$'..'$')* }", None;
    /// `path = path-abempty / path-absolute / path-noscheme / path-rootless / path-empty` (RFC 3986 3.3)
    ///
    /// (the RFC prints one alternative per line, with the comments: begins with "/" or is empty; begins
    /// with "/" but not "//"; begins with a non-colon segment; begins with a segment; zero characters)
    Path = "path", "3.3", whole_path, path, "path-abempty / path-absolute / path-noscheme / path-rootless / path-empty", "// PEG: `path` is used by no other rule; it is here for rule-level checks. ABNF tries the next alternative\n// when one matches only a prefix of the path; PEG would commit to path-abempty's empty match at the start of\n// \"a/b\". The lookahead `!(pchar | \"/\")` refuses an alternative that stops before the path ends, so the first\n// alternative (in the RFC's order) that matches the whole path wins, as for host.\npath = {\n    path_abempty ~ !(pchar | \"/\")\n  | path_absolute ~ !(pchar | \"/\")\n  | path_noscheme ~ !(pchar | \"/\")\n  | path_rootless\n  | path_empty\n}", None;
    /// `path-abempty = *( "/" segment )` (RFC 3986 3.3)
    PathAbempty = "path-abempty", "3.3", path_abempty, path_abempty, "*( \"/\" segment )", "// speed: written `[ \"/\" *( pchar / \"/\" ) ]`: the same strings (empty, or \"/\" and then any run of pchar and\n// \"/\"), read by one repetition instead of one per segment. Likewise in the three rules below. The class\n// `pchar / \"/\"` is written inline, as `pchar_or_slash` writes it (merged ranges;\n// `tests/conformance/grammar.rs` checks each rule on every ASCII character).\npath_abempty = @{ (\"/\" ~ ('a'..'z' | '&'..';' | '@'..'Z' | '_'..'_' | '='..'=' | '~'..'~' | pct_encoded | '!'..'!' | '$'..'$')*)? }", None;
    /// `path-absolute = "/" [ segment-nz *( "/" segment ) ]` (RFC 3986 3.3)
    PathAbsolute = "path-absolute", "3.3", path_absolute, path_absolute, "\"/\" [ segment-nz *( \"/\" segment ) ]", "// speed: written `\"/\" [ pchar *( pchar / \"/\" ) ]`.\npath_absolute = @{ \"/\" ~ (pchar ~ ('a'..'z' | '&'..';' | '@'..'Z' | '_'..'_' | '='..'=' | '~'..'~' | pct_encoded | '!'..'!' | '$'..'$')*)? }", None;
    /// `path-noscheme = segment-nz-nc *( "/" segment )` (RFC 3986 3.3)
    PathNoscheme = "path-noscheme", "3.3", path_noscheme, path_noscheme, "segment-nz-nc *( \"/\" segment )", "// speed: written `segment-nz-nc [ \"/\" *( pchar / \"/\" ) ]`.\npath_noscheme = @{ segment_nz_nc ~ (\"/\" ~ ('a'..'z' | '&'..';' | '@'..'Z' | '_'..'_' | '='..'=' | '~'..'~' | pct_encoded | '!'..'!' | '$'..'$')*)? }", None;
    /// `path-rootless = segment-nz *( "/" segment )` (RFC 3986 3.3)
    PathRootless = "path-rootless", "3.3", path_rootless, path_rootless, "segment-nz *( \"/\" segment )", "// speed: written `pchar *( pchar / \"/\" )`.\npath_rootless = @{ pchar ~ ('a'..'z' | '&'..';' | '@'..'Z' | '_'..'_' | '='..'=' | '~'..'~' | pct_encoded | '!'..'!' | '$'..'$')* }", None;
    /// `path-empty = 0<pchar>` (RFC 3986 3.3)
    PathEmpty = "path-empty", "3.3", path_empty, path_empty, "0<pchar>", "path_empty = @{ \"\" }", None;
    /// `segment = *pchar` (RFC 3986 3.3)
    Segment = "segment", "3.3", segment, segment, "*pchar", "segment = @{ pchar* }", None;
    /// `segment-nz = 1*pchar` (RFC 3986 3.3)
    SegmentNz = "segment-nz", "3.3", segment_nz, segment_nz, "1*pchar", "segment_nz = @{ pchar+ }", None;
    /// `segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )` (RFC 3986 3.3)
    ///
    /// ; non-zero-length segment without any colon ":".
    SegmentNzNc = "segment-nz-nc", "3.3", segment_nz_nc, segment_nz_nc, "1*( unreserved / pct-encoded / sub-delims / \"@\" )", "// speed: the class as merged ranges: a-z; & ' ( ) * + , - .; DIGIT; \"@\" A-Z; then the rest.\nsegment_nz_nc = @{ ('a'..'z' | '&'..'.' | '0'..'9' | '@'..'Z' | pct_encoded | \";\" | \"=\" | \"_\" | \"~\" | \"!\" | \"$\")+ }", None;
    /// `pchar = unreserved / pct-encoded / sub-delims / ":" / "@"` (RFC 3986 3.3)
    Pchar = "pchar", "3.3", whole_pchar, pchar, "unreserved / pct-encoded / sub-delims / \":\" / \"@\"", "// speed: merged ranges: a-z; & ' ( ) * + , - .; DIGIT : ;; \"@\" A-Z; then the rest.\npchar = _{ 'a'..'z' | '&'..'.' | '0'..';' | '@'..'Z' | pct_encoded | \"=\" | \"_\" | \"~\" | \"!\" | \"$\" }", None;
    /// `query = *( pchar / "/" / "?" )` (RFC 3986 3.4)
    Query = "query", "3.4", query, query, "*( pchar / \"/\" / \"?\" )", "// speed: the class written inline, as `query_char` writes it (merged ranges; likewise in fragment).\nquery = @{ ('a'..'z' | '&'..';' | '='..'=' | '?'..'Z' | '_'..'_' | '~'..'~' | pct_encoded | '!'..'!' | '$'..'$')* }", None;
    /// `fragment = *( pchar / "/" / "?" )` (RFC 3986 3.5)
    Fragment = "fragment", "3.5", fragment, fragment, "*( pchar / \"/\" / \"?\" )", "fragment = @{ ('a'..'z' | '&'..';' | '='..'=' | '?'..'Z' | '_'..'_' | '~'..'~' | pct_encoded | '!'..'!' | '$'..'$')* }", None;
    /// `pct-encoded = "%" HEXDIG HEXDIG` (RFC 3986 2.1)
    PctEncoded = "pct-encoded", "2.1", whole_pct_encoded, pct_encoded, "\"%\" HEXDIG HEXDIG", "pct_encoded = _{ \"%\" ~ HEXDIG ~ HEXDIG }", None;
    /// `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"` (RFC 3986 2.3)
    Unreserved = "unreserved", "2.3", whole_unreserved, unreserved, "ALPHA / DIGIT / \"-\" / \".\" / \"_\" / \"~\"", "// speed: merged ranges, lower-case letters first.\nunreserved = _{ 'a'..'z' | '0'..'9' | '-'..'.' | 'A'..'Z' | \"_\" | \"~\" }", None;
    /// `reserved = gen-delims / sub-delims` (RFC 3986 2.2)
    Reserved = "reserved", "2.2", whole_reserved, reserved, "gen-delims / sub-delims", "reserved = _{ gen_delims | sub_delims }", None;
    /// `gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"` (RFC 3986 2.2)
    GenDelims = "gen-delims", "2.2", whole_gen_delims, gen_delims, "\":\" / \"/\" / \"?\" / \"#\" / \"[\" / \"]\" / \"@\"", "gen_delims = _{ \":\" | \"/\" | \"?\" | \"#\" | \"[\" | \"]\" | \"@\" }", None;
    /// `sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="` (RFC 3986 2.2)
    SubDelims = "sub-delims", "2.2", whole_sub_delims, sub_delims, "\"!\" / \"$\" / \"&\" / \"'\" / \"(\" / \")\" / \"*\" / \"+\" / \",\" / \";\" / \"=\"", "// speed: & ' ( ) * + , are one range.\nsub_delims = _{ '&'..',' | \"=\" | \";\" | \"!\" | \"$\" }", None;
}
Rfc5234 #[cfg(all())] {
    /// `ALPHA = %x41-5A / %x61-7A` (RFC 5234 B.1)
    ///
    /// (A-Z / a-z)
    Alpha = "ALPHA", "B.1", whole_ALPHA, ALPHA, "%x41-5A / %x61-7A", "// speed: lower case first, as URIs mostly are.\nALPHA = _{ 'a'..'z' | 'A'..'Z' }", None;
    /// `DIGIT = %x30-39` (RFC 5234 B.1)
    ///
    /// (0-9)
    Digit = "DIGIT", "B.1", whole_DIGIT, DIGIT, "%x30-39", "DIGIT = _{ '0'..'9' }", None;
    /// `HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"` (RFC 5234 B.1)
    ///
    /// (ABNF strings are case-insensitive, so "a" to "f" are HEXDIGs too.)
    Hexdig = "HEXDIG", "B.1", whole_HEXDIG, HEXDIG, "DIGIT / \"A\" / \"B\" / \"C\" / \"D\" / \"E\" / \"F\"", "HEXDIG = _{ '0'..'9' | 'A'..'F' | 'a'..'f' }", None;
}
Rfc3987 #[cfg(all())] {
    /// `IRI = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ]` (RFC 3987 2.2)
    Iri = "IRI", "2.2", whole_IRI, IRI, "scheme \":\" ihier-part [ \"?\" iquery ] [ \"#\" ifragment ]", "IRI = _{ scheme ~ \":\" ~ ihier_part ~ (\"?\" ~ iquery)? ~ (\"#\" ~ ifragment)? }", None;
    /// `ihier-part = "//" iauthority ipath-abempty / ipath-absolute / ipath-rootless / ipath-empty` (RFC 3987 2.2)
    IhierPart = "ihier-part", "2.2", whole_ihier_part, ihier_part, "\"//\" iauthority ipath-abempty / ipath-absolute / ipath-rootless / ipath-empty", "// PEG: ordered choice is exact, as for hier-part: the alternatives begin with \"//\", with \"/\" and no second\n// \"/\", with an ipchar, and with nothing, so at most one of them can match a given ihier-part.\nihier_part = _{\n    \"//\" ~ iauthority ~ ipath_abempty\n  | ipath_absolute\n  | ipath_rootless\n  | ipath_empty\n}", None;
    /// `IRI-reference = IRI / irelative-ref` (RFC 3987 2.2)
    IriReference = "IRI-reference", "2.2", whole_IRI_reference, IRI_reference, "IRI / irelative-ref", "// PEG: exact for the reason given at URI-reference: IRI can only match a prefix of a string that begins with\n// scheme \":\", and no irelative-ref begins that way.\nIRI_reference = _{ IRI | irelative_ref }", None;
    /// `absolute-IRI = scheme ":" ihier-part [ "?" iquery ]` (RFC 3987 2.2)
    AbsoluteIri = "absolute-IRI", "2.2", whole_absolute_IRI, absolute_IRI, "scheme \":\" ihier-part [ \"?\" iquery ]", "absolute_IRI = { scheme ~ \":\" ~ ihier_part ~ (\"?\" ~ iquery)? }", None;
    /// `irelative-ref = irelative-part [ "?" iquery ] [ "#" ifragment ]` (RFC 3987 2.2)
    IrelativeRef = "irelative-ref", "2.2", whole_irelative_ref, irelative_ref, "irelative-part [ \"?\" iquery ] [ \"#\" ifragment ]", "irelative_ref = _{ irelative_part ~ (\"?\" ~ iquery)? ~ (\"#\" ~ ifragment)? }", None;
    /// `irelative-part = "//" iauthority ipath-abempty / ipath-absolute / ipath-noscheme / ipath-empty` (RFC 3987 2.2)
    IrelativePart = "irelative-part", "2.2", whole_irelative_part, irelative_part, "\"//\" iauthority ipath-abempty / ipath-absolute / ipath-noscheme / ipath-empty", "// PEG: exact for the same reason as ihier-part.\nirelative_part = _{\n    \"//\" ~ iauthority ~ ipath_abempty\n  | ipath_absolute\n  | ipath_noscheme\n  | ipath_empty\n}", None;
    /// `iauthority = [ iuserinfo "@" ] ihost [ ":" port ]` (RFC 3987 2.2)
    Iauthority = "iauthority", "2.2", whole_iauthority, iauthority, "[ iuserinfo \"@\" ] ihost [ \":\" port ]", "// PEG: exact for the reason given at authority (iuserinfo cannot contain \"@\"). speed: the same two\n// branches as authority, for the same reasons: a bracketed ihost cannot begin an iuserinfo and any other\n// ihost and port are made of iuserinfo characters; iuserinfo cannot contain \"/\", \"?\" or \"#\" either.\niauthority = _{\n    ihost ~ (\":\" ~ port)? ~ &(\"/\" | \"?\" | \"#\")\n  | (&at_sign_ahead ~ iuserinfo ~ \"@\")? ~ ihost ~ (\":\" ~ port)?\n}", None;
    /// `iuserinfo = *( iunreserved / pct-encoded / sub-delims / ":" )` (RFC 3987 2.2)
    Iuserinfo = "iuserinfo", "2.2", iuserinfo, iuserinfo, "*( iunreserved / pct-encoded / sub-delims / \":\" )", "// speed: the ASCII part as merged ranges, as userinfo in uri.pest, then ucschar; single characters as\n// one-character ranges (a range costs pest less than a string, as uri.pest's header says).\niuserinfo = @{ ('a'..'z' | '&'..'.' | '0'..';' | 'A'..'Z' | '='..'=' | '_'..'_' | '~'..'~' | pct_encoded | '!'..'!' | '$'..'$' | ucschar)* }", None;
    /// `ihost = IP-literal / IPv4address / ireg-name` (RFC 3987 2.2)
    Ihost = "ihost", "2.2", whole_ihost, ihost, "IP-literal / IPv4address / ireg-name", "// PEG: as host in uri.pest: an IPv4address must match the whole host, so the lookahead refuses one that an\n// ireg-name character follows (`1.2.3.4.example` and `1.2.3.4é` are ireg-names). `&\"[\"` and `&DIGIT` are\n// the same speed guards, and so is `&'a'..'z'`: a host that begins with a lower-case letter is an ireg-name.\nihost = _{\n    &'a'..'z' ~ ireg_name\n  | &\"[\" ~ IP_literal\n  | &DIGIT ~ IPv4address ~ !(iunreserved | pct_encoded | sub_delims)\n  | ireg_name\n}", None;
    /// `ireg-name = *( iunreserved / pct-encoded / sub-delims )` (RFC 3987 2.2)
    IregName = "ireg-name", "2.2", ireg_name, ireg_name, "*( iunreserved / pct-encoded / sub-delims )", "// speed: the ASCII part as merged ranges, as reg-name in uri.pest, with ucschar after the letters and\n// digits (non-ASCII characters are the next most frequent in the hosts of IRIs) and single characters as\n// one-character ranges.\nireg_name = @{ ('a'..'z' | '&'..'.' | '0'..'9' | 'A'..'Z' | ucschar | pct_encoded | ';'..';' | '='..'=' | '_'..'_' | '~'..'~' | '!'..'!' | '$'..'$')* }", None;
    /// `ipath = ipath-abempty / ipath-absolute / ipath-noscheme / ipath-rootless / ipath-empty` (RFC 3987 2.2)
    ///
    /// (the RFC prints one alternative per line, with the comments of RFC 3986's `path`)
    Ipath = "ipath", "2.2", whole_ipath, ipath, "ipath-abempty / ipath-absolute / ipath-noscheme / ipath-rootless / ipath-empty", "// PEG: as path in uri.pest: the lookahead `!(ipchar | \"/\")` refuses an alternative that stops before the\n// path ends, so the first alternative (in the RFC's order) that matches the whole path wins.\nipath = {\n    ipath_abempty ~ !(ipchar | \"/\")\n  | ipath_absolute ~ !(ipchar | \"/\")\n  | ipath_noscheme ~ !(ipchar | \"/\")\n  | ipath_rootless\n  | ipath_empty\n}", None;
    /// `ipath-abempty = *( "/" isegment )` (RFC 3987 2.2)
    IpathAbempty = "ipath-abempty", "2.2", ipath_abempty, ipath_abempty, "*( \"/\" isegment )", "// speed: written `[ \"/\" *( ipchar / \"/\" ) ]`, as path-abempty in uri.pest; likewise the three rules below.\n// The class `ipchar / \"/\"` is written inline, as `ipchar_or_slash` writes it but without its two rule calls\n// per character: pchar_or_slash's merged ranges, with ucschar third (non-ASCII characters are about an\n// eighth of the characters of benches/iri.txt, after lower-case letters and `& ... ;`).\nipath_abempty = @{ (\"/\" ~ ('a'..'z' | '&'..';' | '@'..'Z' | ucschar | '_'..'_' | '='..'=' | '~'..'~' | pct_encoded | '!'..'!' | '$'..'$')*)? }", None;
    /// `ipath-absolute = "/" [ isegment-nz *( "/" isegment ) ]` (RFC 3987 2.2)
    IpathAbsolute = "ipath-absolute", "2.2", ipath_absolute, ipath_absolute, "\"/\" [ isegment-nz *( \"/\" isegment ) ]", "// speed: written `\"/\" [ ipchar *( ipchar / \"/\" ) ]`.\nipath_absolute = @{ \"/\" ~ (ipchar ~ ('a'..'z' | '&'..';' | '@'..'Z' | ucschar | '_'..'_' | '='..'=' | '~'..'~' | pct_encoded | '!'..'!' | '$'..'$')*)? }", None;
    /// `ipath-noscheme = isegment-nz-nc *( "/" isegment )` (RFC 3987 2.2)
    IpathNoscheme = "ipath-noscheme", "2.2", ipath_noscheme, ipath_noscheme, "isegment-nz-nc *( \"/\" isegment )", "// speed: written `isegment-nz-nc [ \"/\" *( ipchar / \"/\" ) ]`.\nipath_noscheme = @{ isegment_nz_nc ~ (\"/\" ~ ('a'..'z' | '&'..';' | '@'..'Z' | ucschar | '_'..'_' | '='..'=' | '~'..'~' | pct_encoded | '!'..'!' | '$'..'$')*)? }", None;
    /// `ipath-rootless = isegment-nz *( "/" isegment )` (RFC 3987 2.2)
    IpathRootless = "ipath-rootless", "2.2", ipath_rootless, ipath_rootless, "isegment-nz *( \"/\" isegment )", "// speed: written `ipchar *( ipchar / \"/\" )`.\nipath_rootless = @{ ipchar ~ ('a'..'z' | '&'..';' | '@'..'Z' | ucschar | '_'..'_' | '='..'=' | '~'..'~' | pct_encoded | '!'..'!' | '$'..'$')* }", None;
    /// `ipath-empty = 0<ipchar>` (RFC 3987 2.2)
    IpathEmpty = "ipath-empty", "2.2", ipath_empty, ipath_empty, "0<ipchar>", "ipath_empty = @{ \"\" }", None;
    /// `isegment = *ipchar` (RFC 3987 2.2)
    Isegment = "isegment", "2.2", isegment, isegment, "*ipchar", "isegment = @{ ipchar* }", None;
    /// `isegment-nz = 1*ipchar` (RFC 3987 2.2)
    IsegmentNz = "isegment-nz", "2.2", isegment_nz, isegment_nz, "1*ipchar", "isegment_nz = @{ ipchar+ }", None;
    /// `isegment-nz-nc = 1*( iunreserved / pct-encoded / sub-delims / "@" )` (RFC 3987 2.2)
    ///
    /// ; non-zero-length segment without any colon ":".
    IsegmentNzNc = "isegment-nz-nc", "2.2", isegment_nz_nc, isegment_nz_nc, "1*( iunreserved / pct-encoded / sub-delims / \"@\" )", "// speed: the ASCII part as merged ranges, as segment-nz-nc in uri.pest, ucschar after the letters and\n// digits, single characters as one-character ranges.\nisegment_nz_nc = @{ ('a'..'z' | '&'..'.' | '0'..'9' | '@'..'Z' | ucschar | ';'..';' | '='..'=' | '_'..'_' | '~'..'~' | pct_encoded | '!'..'!' | '$'..'$')+ }", None;
    /// `ipchar = iunreserved / pct-encoded / sub-delims / ":" / "@"` (RFC 3987 2.2)
    Ipchar = "ipchar", "2.2", whole_ipchar, ipchar, "iunreserved / pct-encoded / sub-delims / \":\" / \"@\"", "// speed: `iunreserved = unreserved / ucschar` and `pchar = unreserved / pct-encoded / sub-delims / \":\" /\n// \"@\"`, so ipchar is `pchar / ucschar`: the same characters, with pchar's merged ASCII ranges first.\nipchar = _{ pchar | ucschar }", None;
    /// `iquery = *( ipchar / iprivate / "/" / "?" )` (RFC 3987 2.2)
    Iquery = "iquery", "2.2", iquery, iquery, "*( ipchar / iprivate / \"/\" / \"?\" )", "// speed: `query_char` of uri.pest is `pchar / \"/\" / \"?\"`; with ucschar it is `ipchar / \"/\" / \"?\"`. Written\n// inline (query_char's merged ranges, ucschar after the ASCII letters and `& ... ;`), as query is in\n// uri.pest, to save a rule call per character; iprivate last.\niquery = @{ ('a'..'z' | '&'..';' | '='..'=' | '?'..'Z' | ucschar | '_'..'_' | '~'..'~' | pct_encoded | '!'..'!' | '$'..'$' | iprivate)* }", None;
    /// `ifragment = *( ipchar / "/" / "?" )` (RFC 3987 2.2)
    Ifragment = "ifragment", "2.2", ifragment, ifragment, "*( ipchar / \"/\" / \"?\" )", "// speed: written inline as iquery is, without iprivate.\nifragment = @{ ('a'..'z' | '&'..';' | '='..'=' | '?'..'Z' | ucschar | '_'..'_' | '~'..'~' | pct_encoded | '!'..'!' | '$'..'$')* }", None;
    /// `iunreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" / ucschar` (RFC 3987 2.2)
    Iunreserved = "iunreserved", "2.2", whole_iunreserved, iunreserved, "ALPHA / DIGIT / \"-\" / \".\" / \"_\" / \"~\" / ucschar", "// speed: `unreserved` of uri.pest is the ASCII part.\niunreserved = _{ unreserved | ucschar }", None;
    /// `ucschar` (RFC 3987 2.2):
    ///
    /// ```text
    /// ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
    ///         / %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD
    ///         / %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD
    ///         / %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD
    ///         / %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD
    ///         / %xD0000-DFFFD / %xE1000-EFFFD
    /// ```
    ///
    /// The code points of the Universal Character Set that IRIs allow, in 17 ranges.
    Ucschar = "ucschar", "2.2", whole_ucschar, ucschar, "%xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF\n/ %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD\n/ %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD\n/ %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD\n/ %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD\n/ %xD0000-DFFFD / %xE1000-EFFFD", "// speed: the first range holds the letters of most scripts, and is tried alone. The lookahead then stops\n// every character below U+F900 (the ASCII characters that end each component) after one more test instead\n// of sixteen; it spans exactly the other sixteen ranges (U+F900 to U+EFFFD), so the language is the same.\nucschar = _{\n    '\\u{A0}'..'\\u{D7FF}'\n  | &'\\u{F900}'..'\\u{EFFFD}' ~ (\n    '\\u{F900}'..'\\u{FDCF}' | '\\u{FDF0}'..'\\u{FFEF}'\n  | '\\u{10000}'..'\\u{1FFFD}' | '\\u{20000}'..'\\u{2FFFD}' | '\\u{30000}'..'\\u{3FFFD}'\n  | '\\u{40000}'..'\\u{4FFFD}' | '\\u{50000}'..'\\u{5FFFD}' | '\\u{60000}'..'\\u{6FFFD}'\n  | '\\u{70000}'..'\\u{7FFFD}' | '\\u{80000}'..'\\u{8FFFD}' | '\\u{90000}'..'\\u{9FFFD}'\n  | '\\u{A0000}'..'\\u{AFFFD}' | '\\u{B0000}'..'\\u{BFFFD}' | '\\u{C0000}'..'\\u{CFFFD}'\n  | '\\u{D0000}'..'\\u{DFFFD}' | '\\u{E1000}'..'\\u{EFFFD}'\n  )\n}", None;
    /// `iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD` (RFC 3987 2.2)
    Iprivate = "iprivate", "2.2", whole_iprivate, iprivate, "%xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD", "iprivate = _{ '\\u{E000}'..'\\u{F8FF}' | '\\u{F0000}'..'\\u{FFFFD}' | '\\u{100000}'..'\\u{10FFFD}' }", None;
}
Rfc6570 #[cfg(feature = "template")] {
    /// `URI-Template = *( literals / expression )` (RFC 6570 2)
    UriTemplate = "URI-Template", "2", whole_URI_Template, URI_Template, "*( literals / expression )", "// PEG: exact: a literal never begins with \"{\", which every expression begins with, so the choice and the\n// greedy repetition never hide a match.\nURI_Template = { (literals | expression)* }", None;
    /// `literals` (RFC 6570 2.1):
    ///
    /// ```text
    /// literals = %x21 / %x23-24 / %x26-3B / %x3D / %x3F-5B
    /// / %x5D / %x5F / %x61-7A / %x7E / ucschar / iprivate
    /// / pct-encoded
    /// ```
    ///
    /// As corrected by erratum EID 6937 (Verified), which makes the apostrophe a literal and drops "'" from
    /// the comment.
    Literals = "literals", "2.1", whole_literals, literals, "%x21 / %x23-24 / %x26-3B / %x3D / %x3F-5B\n/ %x5D / %x5F / %x61-7A / %x7E / ucschar / iprivate\n/ pct-encoded", "literals = _{\n    \"!\" | '#'..'$' | '&'..';' | \"=\" | '?'..'[' | \"]\" | \"_\" | 'a'..'z' | \"~\"\n  | ucschar | iprivate | pct_encoded\n}", Some(6937);
    /// `expression = "{" [ operator ] variable-list "}"` (RFC 6570 2.2)
    Expression = "expression", "2.2", whole_expression, expression, "\"{\" [ operator ] variable-list \"}\"", "// PEG: exact: an operator character is never the first character of a varname.\nexpression = { \"{\" ~ operator? ~ variable_list ~ \"}\" }", None;
    /// `operator = op-level2 / op-level3 / op-reserve` (RFC 6570 2.2)
    Operator = "operator", "2.2", whole_operator, operator, "op-level2 / op-level3 / op-reserve", "operator = { op_level2 | op_level3 | op_reserve }", None;
    /// `op-level2 = "+" / "#"` (RFC 6570 2.2)
    OpLevel2 = "op-level2", "2.2", whole_op_level2, op_level2, "\"+\" / \"#\"", "op_level2 = _{ \"+\" | \"#\" }", None;
    /// `op-level3 = "." / "/" / ";" / "?" / "&"` (RFC 6570 2.2)
    OpLevel3 = "op-level3", "2.2", whole_op_level3, op_level3, "\".\" / \"/\" / \";\" / \"?\" / \"&\"", "op_level3 = _{ \".\" | \"/\" | \";\" | \"?\" | \"&\" }", None;
    /// `op-reserve = "=" / "," / "!" / "@" / "|"` (RFC 6570 2.2)
    ///
    /// Valid syntax, reserved for future extensions; a template processor refuses it (section 3).
    OpReserve = "op-reserve", "2.2", whole_op_reserve, op_reserve, "\"=\" / \",\" / \"!\" / \"@\" / \"|\"", "op_reserve = _{ \"=\" | \",\" | \"!\" | \"@\" | \"|\" }", None;
    /// `variable-list = varspec *( "," varspec )` (RFC 6570 2.3)
    VariableList = "variable-list", "2.3", whole_variable_list, variable_list, "varspec *( \",\" varspec )", "variable_list = { varspec ~ (\",\" ~ varspec)* }", None;
    /// `varspec = varname [ modifier-level4 ]` (RFC 6570 2.3)
    Varspec = "varspec", "2.3", whole_varspec, varspec, "varname [ modifier-level4 ]", "varspec = { varname ~ modifier_level4? }", None;
    /// `varname = varchar *( ["."] varchar )` (RFC 6570 2.3)
    Varname = "varname", "2.3", whole_varname, varname, "varchar *( [\".\"] varchar )", "// PEG: exact: a \".\" not followed by a varchar fails the group, which gives the \".\" back, and the repetition\n// ends before it (a varname neither ends with \".\" nor has two in a row).\nvarname = { varchar ~ (\".\"? ~ varchar)* }", None;
    /// `varchar = ALPHA / DIGIT / "_" / pct-encoded` (RFC 6570 2.3)
    Varchar = "varchar", "2.3", whole_varchar, varchar, "ALPHA / DIGIT / \"_\" / pct-encoded", "varchar = _{ ALPHA | DIGIT | \"_\" | pct_encoded }", None;
    /// `modifier-level4 = prefix / explode` (RFC 6570 2.4)
    ModifierLevel4 = "modifier-level4", "2.4", whole_modifier_level4, modifier_level4, "prefix / explode", "modifier_level4 = { prefix | explode }", None;
    /// `prefix = ":" max-length` (RFC 6570 2.4.1)
    Prefix = "prefix", "2.4.1", whole_prefix, prefix, "\":\" max-length", "prefix = { \":\" ~ max_length }", None;
    /// `max-length = %x31-39 0*3DIGIT` (RFC 6570 2.4.1)
    ///
    /// A positive integer below 10000 (the RFC's comment).
    MaxLength = "max-length", "2.4.1", max_length, max_length, "%x31-39 0*3DIGIT", "// PEG: exact: at most three digits follow the first, so a fifth digit is left for what follows the rule,\n// which fails on it (\"}\" or \",\" is expected there).\nmax_length = @{ '1'..'9' ~ DIGIT{0, 3} }", None;
    /// `explode = "*"` (RFC 6570 2.4.2)
    Explode = "explode", "2.4.2", explode, explode, "\"*\"", "explode = @{ \"*\" }", None;
}
Rfc9110 #[cfg(feature = "schemes")] {
    /// `uri-host = <host, see [URI], Section 3.2.2>` (RFC 9110 4.1)
    UriHost = "uri-host", "4.1", whole_uri_host, uri_host, "<host, see [URI], Section 3.2.2>", "uri_host = { host }", None;
    /// `absolute-path = 1*( "/" segment )` (RFC 9110 4.1)
    AbsolutePath = "absolute-path", "4.1", whole_absolute_path, absolute_path, "1*( \"/\" segment )", "absolute_path = { (\"/\" ~ segment)+ }", None;
    /// `partial-URI = relative-part [ "?" query ]` (RFC 9110 4.1)
    PartialUri = "partial-URI", "4.1", whole_partial_URI, partial_URI, "relative-part [ \"?\" query ]", "partial_URI = { relative_part ~ (\"?\" ~ query)? }", None;
    /// `http-URI = "http" "://" authority path-abempty [ "?" query ]` (RFC 9110 4.2.1)
    HttpUri = "http-URI", "4.2.1", whole_http_URI, http_URI, "\"http\" \"://\" authority path-abempty [ \"?\" query ]", "// PEG: exact: `authority` ends where `path-abempty` begins (\"/\", \"?\" or the end), as in RFC 3986's\n// `hier-part`, and `\"http\"` followed by \"://\" cannot be the start of \"https\".\nhttp_URI = { ^\"http\" ~ \"://\" ~ authority ~ path_abempty ~ (\"?\" ~ query)? }", None;
    /// `https-URI = "https" "://" authority path-abempty [ "?" query ]` (RFC 9110 4.2.2)
    HttpsUri = "https-URI", "4.2.2", whole_https_URI, https_URI, "\"https\" \"://\" authority path-abempty [ \"?\" query ]", "https_URI = { ^\"https\" ~ \"://\" ~ authority ~ path_abempty ~ (\"?\" ~ query)? }", None;
    /// `OWS = *( SP / HTAB )` (RFC 9110 5.6.3)
    Ows = "OWS", "5.6.3", whole_OWS, OWS, "*( SP / HTAB )", "OWS = { (SP | HTAB)* }", None;
    /// `Host = uri-host [ ":" port ]` (RFC 9110 7.2)
    ///
    /// The value of the Host header field. Its name differs from RFC 3986's `host` only in case:
    /// `"Host".parse()` gives this rule, any other spelling `host`.
    HostField = "Host", "7.2", whole_Host, Host, "uri-host [ \":\" port ]", "// PEG: exact: `uri-host` ends at \":\" or the end (a reg-name holds no \":\", an IP-literal ends at \"]\", and an\n// IPv4address is taken only when no reg-name character follows it).\nHost = { uri_host ~ (\":\" ~ port)? }", None;
}
Rfc9112 #[cfg(feature = "schemes")] {
    /// `request-target = origin-form / absolute-form / authority-form / asterisk-form` (RFC 9112 3.2)
    RequestTarget = "request-target", "3.2", whole_request_target, request_target, "origin-form / absolute-form / authority-form / asterisk-form", "// PEG: exact. origin-form begins with \"/\", which no other form does. absolute-form, tried before\n// authority-form, never matches a proper prefix of an authority-form: a `uri-host \":\" port` whose host is a\n// scheme is wholly an absolute-URI (scheme \":\" then the port's digits as a path-rootless, or path-empty),\n// and a host that is not a scheme (a digit or \"[\" first, or a character a scheme does not have) fails\n// absolute-form before its \":\". asterisk-form \"*\" fails authority-form, which needs a \":\" after the reg-name\n// \"*\".\nrequest_target = { origin_form | absolute_form | authority_form | asterisk_form }", None;
    /// `origin-form = absolute-path [ "?" query ]` (RFC 9112 3.2.1)
    OriginForm = "origin-form", "3.2.1", whole_origin_form, origin_form, "absolute-path [ \"?\" query ]", "origin_form = { absolute_path ~ (\"?\" ~ query)? }", None;
    /// `absolute-form = absolute-URI` (RFC 9112 3.2.2)
    AbsoluteForm = "absolute-form", "3.2.2", whole_absolute_form, absolute_form, "absolute-URI", "absolute_form = { absolute_URI }", None;
    /// `authority-form = uri-host ":" port` (RFC 9112 3.2.3)
    AuthorityForm = "authority-form", "3.2.3", whole_authority_form, authority_form, "uri-host \":\" port", "// PEG: exact: `uri-host` ends at \":\" (see `Host` in rfc9110-http.pest).\nauthority_form = { uri_host ~ \":\" ~ port }", None;
    /// `asterisk-form = "*"` (RFC 9112 3.2.4)
    AsteriskForm = "asterisk-form", "3.2.4", whole_asterisk_form, asterisk_form, "\"*\"", "asterisk_form = { \"*\" }", None;
}
Rfc6454 #[cfg(feature = "schemes")] {
    /// `origin = "Origin:" OWS origin-list-or-null OWS` (RFC 6454 7.1)
    Origin = "origin", "7.1", whole_origin, origin, "\"Origin:\" OWS origin-list-or-null OWS", "// PEG: exact: `origin-list` ends at the end or at a SP that no serialized-origin follows, where OWS begins.\norigin = { ^\"Origin:\" ~ OWS ~ origin_list_or_null ~ OWS }", None;
    /// `origin-list-or-null = %x6E %x75 %x6C %x6C / origin-list` (RFC 6454 7.1)
    OriginListOrNull = "origin-list-or-null", "7.1", whole_origin_list_or_null, origin_list_or_null, "%x6E %x75 %x6C %x6C / origin-list", "// PEG: the alternatives swapped. \"null\" is also the start of a scheme (`null://h` is an origin-list), and\n// ordered choice would commit to the literal; an origin-list fails on \"null\" alone (no \"://\" follows it),\n// so trying it first gives the language of the ABNF.\norigin_list_or_null = { origin_list | \"null\" }", None;
    /// `origin-list = serialized-origin *( SP serialized-origin )` (RFC 6454 7.1)
    OriginList = "origin-list", "7.1", whole_origin_list, origin_list, "serialized-origin *( SP serialized-origin )", "origin_list = { serialized_origin ~ (SP ~ serialized_origin)* }", None;
    /// `serialized-origin = scheme "://" host [ ":" port ]` (RFC 6454 7.1)
    SerializedOrigin = "serialized-origin", "7.1", whole_serialized_origin, serialized_origin, "scheme \"://\" host [ \":\" port ]", "// PEG: exact: `host` ends at \":\", SP or the end (a reg-name holds neither, an IP-literal ends at \"]\").\nserialized_origin = { scheme ~ \"://\" ~ host ~ (\":\" ~ port)? }", None;
}
Rfc6455 #[cfg(feature = "schemes")] {
    /// `ws-URI = "ws:" "//" host [ ":" port ] path [ "?" query ]` (RFC 6455 3)
    ///
    /// (`path = <path-abempty, RFC 3986 3.3>`)
    WsUri = "ws-URI", "3", whole_ws_URI, ws_URI, "\"ws:\" \"//\" host [ \":\" port ] path [ \"?\" query ]", "// PEG: exact: `host` ends at \":\", \"/\", \"?\" or the end (a reg-name contains none of them, an IP-literal ends\n// at \"]\"), which is where `[ \":\" port ] path` begins.\nws_URI = { ^\"ws:\" ~ \"//\" ~ host ~ (\":\" ~ port)? ~ path_abempty ~ (\"?\" ~ query)? }", None;
    /// `wss-URI = "wss:" "//" host [ ":" port ] path [ "?" query ]` (RFC 6455 3)
    WssUri = "wss-URI", "3", whole_wss_URI, wss_URI, "\"wss:\" \"//\" host [ \":\" port ] path [ \"?\" query ]", "wss_URI = { ^\"wss:\" ~ \"//\" ~ host ~ (\":\" ~ port)? ~ path_abempty ~ (\"?\" ~ query)? }", None;
}
Rfc8141 #[cfg(feature = "schemes")] {
    /// `namestring = assigned-name [ rq-components ] [ "#" f-component ]` (RFC 8141 2)
    Namestring = "namestring", "2", whole_namestring, namestring, "assigned-name [ rq-components ] [ \"#\" f-component ]", "namestring = { assigned_name ~ rq_components? ~ (\"#\" ~ f_component)? }", None;
    /// `assigned-name = "urn" ":" NID ":" NSS` (RFC 8141 2)
    AssignedName = "assigned-name", "2", whole_assigned_name, assigned_name, "\"urn\" \":\" NID \":\" NSS", "assigned_name = { ^\"urn\" ~ \":\" ~ NID ~ \":\" ~ NSS }", None;
    /// `NID = (alphanum) 0*30(ldh) (alphanum)` (RFC 8141 2)
    Nid = "NID", "2", NID, NID, "(alphanum) 0*30(ldh) (alphanum)", "// PEG: a greedy `ldh{0,30}` would take the last alphanum too and leave none for the end. Each `ldh` of the\n// middle is taken only when another `ldh` follows it, so the middle stops one character before the end of\n// the run of ldh characters, which the last `alphanum` must then be. That is exact: a NID is followed by \":\"\n// (or the end), which is no ldh, so in every match the NID is the whole run.\nNID = @{ alphanum ~ (ldh ~ &ldh){0, 30} ~ alphanum }", None;
    /// `ldh = alphanum / "-"` (RFC 8141 2)
    Ldh = "ldh", "2", whole_ldh, ldh, "alphanum / \"-\"", "ldh = _{ alphanum | \"-\" }", None;
    /// `NSS = pchar *(pchar / "/")` (RFC 8141 2)
    Nss = "NSS", "2", NSS, NSS, "pchar *(pchar / \"/\")", "// PEG: the greedy repetition is exact: an NSS ends at \"?\", \"#\" or the end, none of which it may contain.\nNSS = @{ pchar ~ (pchar | \"/\")* }", None;
    /// `rq-components = [ "?+" r-component ] [ "?=" q-component ]` (RFC 8141 2)
    RqComponents = "rq-components", "2", whole_rq_components, rq_components, "[ \"?+\" r-component ] [ \"?=\" q-component ]", "// PEG: r-component may contain \"?\" and \"=\", so \"?+r?=q\" is an r-component \"r?=q\" or an r-component \"r\" and\n// a q-component \"q\". The language is the same either way; the split is not. Here the r-component is the\n// shortest that parses (as Jena and the urn crate read it): `r_component_before_q` is r-component stopped\n// before the first \"?=\" followed by a pchar, which then always begins a q-component (q-component has the\n// same characters as r-component). The tree names it `r-component`.\nrq_components = { (\"?+\" ~ r_component_before_q)? ~ (\"?=\" ~ q_component)? }", None;
    /// `r-component = pchar *( pchar / "/" / "?" )` (RFC 8141 2)
    RComponent = "r-component", "2", r_component, r_component, "pchar *( pchar / \"/\" / \"?\" )", "r_component = @{ pchar ~ (pchar | \"/\" | \"?\")* }", None;
    /// `q-component = pchar *( pchar / "/" / "?" )` (RFC 8141 2)
    QComponent = "q-component", "2", q_component, q_component, "pchar *( pchar / \"/\" / \"?\" )", "// PEG: the greedy repetition is exact: a q-component ends at \"#\" or the end.\nq_component = @{ pchar ~ (pchar | \"/\" | \"?\")* }", None;
    /// `f-component = fragment` (RFC 8141 2)
    FComponent = "f-component", "2", f_component, f_component, "fragment", "f_component = @{ fragment }", None;
    /// `alphanum = ALPHA / DIGIT` (RFC 8141 2)
    ///
    /// RFC 2396 1.6's `alphanum = alpha | digit`, which RFC 8141 section 2 uses.
    Alphanum = "alphanum", "2", whole_alphanum, alphanum, "ALPHA / DIGIT", "alphanum = _{ ALPHA | DIGIT }", None;
    /// `InformalNamespaceName = "urn-" Number` (RFC 8141 5.2)
    InformalNamespaceName = "InformalNamespaceName", "5.2", InformalNamespaceName, InformalNamespaceName, "\"urn-\" Number", "InformalNamespaceName = @{ ^\"urn-\" ~ Number }", None;
    /// `Number = DigitNonZero 0*Digit` (RFC 8141 5.2)
    Number = "Number", "5.2", Number, Number, "DigitNonZero 0*Digit", "Number = @{ DigitNonZero ~ DIGIT* }", None;
    /// `DigitNonZero = "1"/ "2" / "3" / "4"/ "5" / "6" / "7" / "8" / "9"` (RFC 8141 5.2)
    DigitNonZero = "DigitNonZero", "5.2", whole_DigitNonZero, DigitNonZero, "\"1\"/ \"2\" / \"3\" / \"4\"/ \"5\" / \"6\" / \"7\" / \"8\" / \"9\"", "DigitNonZero = _{ '1'..'9' }", None;
}
Rfc8089 #[cfg(feature = "schemes")] {
    /// `file-URI = file-scheme ":" file-hier-part` (RFC 8089 2)
    FileUri = "file-URI", "2", whole_file_URI, file_URI, "file-scheme \":\" file-hier-part", "file_URI = { file_scheme ~ \":\" ~ file_hier_part }", None;
    /// `file-scheme = "file"` (RFC 8089 2)
    FileScheme = "file-scheme", "2", whole_file_scheme, file_scheme, "\"file\"", "file_scheme = { ^\"file\" }", None;
    /// `file-hier-part = ( "//" auth-path ) / local-path` (RFC 8089 2)
    FileHierPart = "file-hier-part", "2", whole_file_hier_part, file_hier_part, "( \"//\" auth-path ) / local-path", "// PEG: exact: when \"//\" matches, `local-path` (a `path-absolute`, which cannot begin with \"//\") could not\n// match the same string either.\nfile_hier_part = { \"//\" ~ auth_path | local_path }", None;
    /// `auth-path = [ file-auth ] path-absolute` (RFC 8089 2)
    AuthPath = "auth-path", "2", whole_auth_path, auth_path, "[ file-auth ] path-absolute", "// PEG: `file-auth` ends at \"/\" or earlier (a host contains no \"/\"), where `path-absolute` must begin; when\n// the authority is empty, `file-auth` matches the empty reg-name, which is the same string.\nauth_path = { file_auth? ~ path_absolute }", None;
    /// `local-path = path-absolute` (RFC 8089 2)
    LocalPath = "local-path", "2", whole_local_path, local_path, "path-absolute", "local_path = { path_absolute }", None;
    /// `file-auth = "localhost" / host` (RFC 8089 2)
    ///
    /// (RFC 3986's `host`: RFC 9844 deleted RFC 6874's zone identifiers)
    FileAuth = "file-auth", "2", whole_file_auth, file_auth, "\"localhost\" / host", "// PEG: \"localhost\" is taken only when no reg-name character follows it: `localhostx` and\n// `localhost.example.com` are hosts. Both alternatives match \"localhost\" itself, so the language is `host`'s.\nfile_auth = { ^\"localhost\" ~ !(unreserved | pct_encoded | sub_delims) | host }", None;
}
Rfc6068 #[cfg(feature = "schemes")] {
    /// `mailtoURI = "mailto:" [ to ] [ hfields ]` (RFC 6068 2)
    MailtoUri = "mailtoURI", "2", whole_mailtoURI, mailtoURI, "\"mailto:\" [ to ] [ hfields ]", "// PEG: RFC 5322's `atext` contains \"?\", \"=\", \"&\" and \"/\", so a domain can swallow what reads as hfields:\n// `mailto:a@x?s=1` is `to` = \"a@x?s=1\" or `to` = \"a@x\" with hfields \"?s=1\", and a greedy domain would even\n// refuse `mailto:a@x?s=1&b=c,d` (the \",\" would have to begin another addr-spec). The URI is read with the\n// shortest `to` that parses: `to_in_uri` is `to` whose domains stop before a \"?\" from which the rest of the\n// input is `hfields` (see `dot_atom_text_in_uri`). The tree names these rules `to`, `addr-spec`, `domain`,\n// `dot-atom-text`. When the whole rest is `hfields`, there is no `to` at all (`mailto:?to=a@x`, where\n// \"?to=a\" would otherwise read as a local-part). The lookaheads read up to the end of the input, so\n// `mailtoURI` is exact where it is anchored at the end (the URI without its fragment), which is the only\n// place the library uses it.\nmailtoURI = { ^\"mailto:\" ~ (!(hfields ~ EOI) ~ to_in_uri)? ~ hfields? }", None;
    /// `to = addr-spec *("," addr-spec )` (RFC 6068 2)
    To = "to", "2", whole_to, to, "addr-spec *(\",\" addr-spec )", "to = { addr_spec ~ (\",\" ~ addr_spec)* }", None;
    /// `hfields = "?" hfield *( "&" hfield )` (RFC 6068 2)
    Hfields = "hfields", "2", whole_hfields, hfields, "\"?\" hfield *( \"&\" hfield )", "hfields = { \"?\" ~ hfield ~ (\"&\" ~ hfield)* }", None;
    /// `hfield = hfname "=" hfvalue` (RFC 6068 2)
    Hfield = "hfield", "2", whole_hfield, hfield, "hfname \"=\" hfvalue", "hfield = { hfname ~ \"=\" ~ hfvalue }", None;
    /// `hfname = *qchar` (RFC 6068 2)
    Hfname = "hfname", "2", hfname, hfname, "*qchar", "hfname = @{ qchar* }", None;
    /// `hfvalue = *qchar` (RFC 6068 2)
    Hfvalue = "hfvalue", "2", hfvalue, hfvalue, "*qchar", "hfvalue = @{ qchar* }", None;
    /// `addr-spec = local-part "@" domain` (RFC 6068 2)
    AddrSpec = "addr-spec", "2", whole_addr_spec, addr_spec, "local-part \"@\" domain", "// PEG: exact: `local-part` cannot contain \"@\" outside a quoted-string, and a quoted-string ends at its\n// closing DQUOTE (and the CFWS after it, which contains no \"@\" outside a comment or quoted-pair).\naddr_spec = { local_part ~ \"@\" ~ domain }", None;
    /// `local-part = dot-atom-text / quoted-string` (RFC 6068 2)
    LocalPart = "local-part", "2", whole_local_part, local_part, "dot-atom-text / quoted-string", "// PEG: exact: a dot-atom-text begins with an atext, a quoted-string with CFWS or DQUOTE, and no atext is\n// \"(\", DQUOTE or whitespace.\nlocal_part = { dot_atom_text | quoted_string }", None;
    /// `domain = dot-atom-text / "[" *dtext-no-obs "]"` (RFC 6068 2)
    Domain = "domain", "2", whole_domain, domain, "dot-atom-text / \"[\" *dtext-no-obs \"]\"", "// PEG: exact: \"[\" is not an atext.\ndomain = { dot_atom_text | \"[\" ~ dtext_no_obs* ~ \"]\" }", None;
    /// `dtext-no-obs = %d33-90 / %d94-126` (RFC 6068 2)
    ///
    /// (printable US-ASCII characters not including "[", "]", or "\")
    DtextNoObs = "dtext-no-obs", "2", whole_dtext_no_obs, dtext_no_obs, "%d33-90 / %d94-126", "dtext_no_obs = _{ '\\u{21}'..'\\u{5A}' | '\\u{5E}'..'\\u{7E}' }", None;
    /// `qchar = unreserved / pct-encoded / some-delims` (RFC 6068 2)
    Qchar = "qchar", "2", whole_qchar, qchar, "unreserved / pct-encoded / some-delims", "qchar = _{ unreserved | pct_encoded | some_delims }", None;
    /// `some-delims = "!" / "$" / "'" / "(" / ")" / "*" / "+" / "," / ";" / ":" / "@"` (RFC 6068 2)
    SomeDelims = "some-delims", "2", whole_some_delims, some_delims, "\"!\" / \"$\" / \"'\" / \"(\" / \")\" / \"*\" / \"+\" / \",\" / \";\" / \":\" / \"@\"", "some_delims = _{ \"!\" | \"$\" | \"'\" | \"(\" | \")\" | \"*\" | \"+\" | \",\" | \";\" | \":\" | \"@\" }", None;
}
Rfc5322 #[cfg(feature = "schemes")] {
    /// `quoted-pair = ("\" (VCHAR / WSP)) / obs-qp` (RFC 5322 3.2.1)
    QuotedPair = "quoted-pair", "3.2.1", quoted_pair, quoted_pair, "(\"\\\" (VCHAR / WSP)) / obs-qp", "// PEG: exact: both alternatives begin with \"\\\" and then take one character from disjoint sets.\nquoted_pair = @{ \"\\\\\" ~ (VCHAR | WSP) | obs_qp }", None;
    /// `FWS = ([*WSP CRLF] 1*WSP) / obs-FWS` (RFC 5322 3.2.2)
    Fws = "FWS", "3.2.2", FWS, FWS, "([*WSP CRLF] 1*WSP) / obs-FWS", "// PEG: `obs-FWS` (`1*WSP *(CRLF 1*WSP)`) is tried first and the other alternative is kept only for what\n// begins with CRLF: ordered the RFC's way, `[*WSP CRLF] 1*WSP` would take \" \\r\\n \" of \" \\r\\n \\r\\n \" and\n// never come back for the longer obs-FWS. Taking the longest is exact: nothing that follows FWS anywhere in\n// these rules begins with WSP or CR.\nFWS = @{ obs_FWS | CRLF ~ WSP+ }", None;
    /// `ctext = %d33-39 / %d42-91 / %d93-126 / obs-ctext` (RFC 5322 3.2.2)
    ///
    /// (printable US-ASCII not including "(", ")", "\")
    Ctext = "ctext", "3.2.2", whole_ctext, ctext, "%d33-39 / %d42-91 / %d93-126 / obs-ctext", "ctext = _{ '\\u{21}'..'\\u{27}' | '\\u{2A}'..'\\u{5B}' | '\\u{5D}'..'\\u{7E}' | obs_ctext }", None;
    /// `ccontent = ctext / quoted-pair / comment` (RFC 5322 3.2.2)
    Ccontent = "ccontent", "3.2.2", whole_ccontent, ccontent, "ctext / quoted-pair / comment", "ccontent = _{ ctext | quoted_pair | comment }", None;
    /// `comment = "(" *([FWS] ccontent) [FWS] ")"` (RFC 5322 3.2.2)
    Comment = "comment", "3.2.2", whole_comment, comment, "\"(\" *([FWS] ccontent) [FWS] \")\"", "// PEG: `comment` contains `ccontent`, which contains `comment`: written as the RFC writes it, the parser\n// would call itself once per nesting level, and \"((((...\" a few thousand deep would overflow the thread's\n// stack. Here the nesting is counted on pest's stack instead of the call stack: an inner \"(\" is pushed, an\n// inner \")\" drops one, and the comment ends at the \")\" found when nothing is left to drop. That is the\n// same language: every \"(\" inside is matched by a later \")\", and `[FWS]` may stand before each ccontent\n// (an inner comment's \"(\" included) and before each \")\". `ccontent` keeps the RFC's definition for itself.\ncomment = ${\n    \"(\" ~ (FWS? ~ (ctext | quoted_pair | PUSH(\"(\") | \")\" ~ DROP))* ~ FWS? ~ \")\"\n}", None;
    /// `CFWS = (1*([FWS] comment) [FWS]) / FWS` (RFC 5322 3.2.2)
    Cfws = "CFWS", "3.2.2", whole_CFWS, CFWS, "(1*([FWS] comment) [FWS]) / FWS", "// PEG: exact: the first alternative needs a comment, and when it fails (no \"(\" after the whitespace) the\n// second takes the whitespace alone.\nCFWS = ${ ((FWS? ~ comment)+ ~ FWS?) | FWS }", None;
    /// `` atext = ALPHA / DIGIT / "!" / "#" / "$" / "%" / "&" / "'" / "*" / "+" / "-" / "/" / "=" / "?" / "^" / "_" / "`" / "{" / "|" / "}" / "~" `` (RFC 5322 3.2.3)
    ///
    /// (printable US-ASCII characters not including specials)
    Atext = "atext", "3.2.3", whole_atext, atext, "ALPHA / DIGIT / \"!\" / \"#\" / \"$\" / \"%\" / \"&\" / \"'\" / \"*\" / \"+\" / \"-\" / \"/\" / \"=\" / \"?\" / \"^\" / \"_\" / \"`\" / \"{\" / \"|\" / \"}\" / \"~\"", "atext = _{\n    ALPHA | DIGIT | \"!\" | \"#\" | \"$\" | \"%\" | \"&\" | \"'\" | \"*\" | \"+\" | \"-\" | \"/\" | \"=\" | \"?\" | \"^\" | \"_\" | \"`\"\n  | \"{\" | \"|\" | \"}\" | \"~\"\n}", None;
    /// `dot-atom-text = 1*atext *("." 1*atext)` (RFC 5322 3.2.3)
    DotAtomText = "dot-atom-text", "3.2.3", dot_atom_text, dot_atom_text, "1*atext *(\".\" 1*atext)", "// PEG: exact: \".\" is not an atext, so each `1*atext` ends where a \".\" or something else begins, and a \".\"\n// not followed by an atext is given back with its group.\ndot_atom_text = @{ atext+ ~ (\".\" ~ atext+)* }", None;
    /// `qtext = %d33 / %d35-91 / %d93-126 / obs-qtext` (RFC 5322 3.2.4)
    ///
    /// (printable US-ASCII not including "\" or DQUOTE)
    Qtext = "qtext", "3.2.4", whole_qtext, qtext, "%d33 / %d35-91 / %d93-126 / obs-qtext", "qtext = _{ \"!\" | '\\u{23}'..'\\u{5B}' | '\\u{5D}'..'\\u{7E}' | obs_qtext }", None;
    /// `qcontent = qtext / quoted-pair` (RFC 5322 3.2.4)
    Qcontent = "qcontent", "3.2.4", whole_qcontent, qcontent, "qtext / quoted-pair", "qcontent = _{ qtext | quoted_pair }", None;
    /// `quoted-string = [CFWS] DQUOTE *([FWS] qcontent) [FWS] DQUOTE [CFWS]` (RFC 5322 3.2.4)
    QuotedString = "quoted-string", "3.2.4", whole_quoted_string, quoted_string, "[CFWS] DQUOTE *([FWS] qcontent) [FWS] DQUOTE [CFWS]", "// PEG: exact: `[FWS] qcontent` gives its FWS back when no qcontent follows (DQUOTE is not one), and FWS\n// is never followed by more FWS.\nquoted_string = ${ CFWS? ~ DQUOTE ~ (FWS? ~ qcontent)* ~ FWS? ~ DQUOTE ~ CFWS? }", None;
    /// `obs-NO-WS-CTL = %d1-8 / %d11 / %d12 / %d14-31 / %d127` (RFC 5322 4.1)
    ///
    /// (US-ASCII controls without CR, LF, HTAB)
    ObsNoWsCtl = "obs-NO-WS-CTL", "4.1", whole_obs_NO_WS_CTL, obs_NO_WS_CTL, "%d1-8 / %d11 / %d12 / %d14-31 / %d127", "obs_NO_WS_CTL = _{ '\\u{01}'..'\\u{08}' | \"\\u{0B}\" | \"\\u{0C}\" | '\\u{0E}'..'\\u{1F}' | \"\\u{7F}\" }", None;
    /// `obs-ctext = obs-NO-WS-CTL` (RFC 5322 4.1)
    ObsCtext = "obs-ctext", "4.1", whole_obs_ctext, obs_ctext, "obs-NO-WS-CTL", "obs_ctext = _{ obs_NO_WS_CTL }", None;
    /// `obs-qtext = obs-NO-WS-CTL` (RFC 5322 4.1)
    ObsQtext = "obs-qtext", "4.1", whole_obs_qtext, obs_qtext, "obs-NO-WS-CTL", "obs_qtext = _{ obs_NO_WS_CTL }", None;
    /// `obs-qp = "\" (%d0 / obs-NO-WS-CTL / LF / CR)` (RFC 5322 4.1)
    ObsQp = "obs-qp", "4.1", obs_qp, obs_qp, "\"\\\" (%d0 / obs-NO-WS-CTL / LF / CR)", "obs_qp = @{ \"\\\\\" ~ (\"\\u{00}\" | obs_NO_WS_CTL | LF | CR) }", None;
    /// `obs-FWS = 1*WSP *(CRLF 1*WSP)` (RFC 5322 4.2)
    ObsFws = "obs-FWS", "4.2", obs_FWS, obs_FWS, "1*WSP *(CRLF 1*WSP)", "// PEG: `(CRLF ~ WSP+)*` gives back a CRLF that no WSP follows, with its group.\nobs_FWS = @{ WSP+ ~ (CRLF ~ WSP+)* }", None;
}
Rfc5234 #[cfg(feature = "schemes")] {
    /// `CR = %x0D` (RFC 5234 B.1)
    Cr = "CR", "B.1", whole_CR, CR, "%x0D", "CR = _{ \"\\r\" }", None;
    /// `CRLF = CR LF` (RFC 5234 B.1)
    Crlf = "CRLF", "B.1", whole_CRLF, CRLF, "CR LF", "CRLF = _{ CR ~ LF }", None;
    /// `DQUOTE = %x22` (RFC 5234 B.1)
    Dquote = "DQUOTE", "B.1", whole_DQUOTE, DQUOTE, "%x22", "DQUOTE = _{ \"\\\"\" }", None;
    /// `HTAB = %x09` (RFC 5234 B.1)
    Htab = "HTAB", "B.1", whole_HTAB, HTAB, "%x09", "HTAB = _{ \"\\t\" }", None;
    /// `LF = %x0A` (RFC 5234 B.1)
    Lf = "LF", "B.1", whole_LF, LF, "%x0A", "LF = _{ \"\\n\" }", None;
    /// `SP = %x20` (RFC 5234 B.1)
    Sp = "SP", "B.1", whole_SP, SP, "%x20", "SP = _{ \" \" }", None;
    /// `VCHAR = %x21-7E` (RFC 5234 B.1)
    Vchar = "VCHAR", "B.1", whole_VCHAR, VCHAR, "%x21-7E", "VCHAR = _{ '\\u{21}'..'\\u{7E}' }", None;
    /// `WSP = SP / HTAB` (RFC 5234 B.1)
    Wsp = "WSP", "B.1", whole_WSP, WSP, "SP / HTAB", "WSP = _{ SP | HTAB }", None;
}
Rfc6874 #[cfg(feature = "schemes")] {
    /// `ZoneID = 1*( unreserved / pct-encoded )` (RFC 6874 2)
    ZoneId = "ZoneID", "2", ZoneID, ZoneID, "1*( unreserved / pct-encoded )", "ZoneID = @{ (unreserved | pct_encoded)+ }", None;
    /// `IPv6addrz = IPv6address "%25" ZoneID` (RFC 6874 2)
    Ipv6Addrz = "IPv6addrz", "2", whole_IPv6addrz, IPv6addrz, "IPv6address \"%25\" ZoneID", "// PEG: exact: an address contains no \"%\", and (as the comment on `IPv6address` in uri.pest argues) the\n// first alternative of `IPv6address` that matches is the one that matches the whole address, so it ends\n// exactly where \"%25\" must begin.\nIPv6addrz = { IPv6address ~ \"%25\" ~ ZoneID }", None;
}
Rfc2397 #[cfg(feature = "schemes")] {
    /// `dataurl = "data:" [ mediatype ] [ ";base64" ] "," data` (RFC 2397 3)
    Dataurl = "dataurl", "3", whole_dataurl, dataurl, "\"data:\" [ mediatype ] [ \";base64\" ] \",\" data", "// PEG: `mediatype` may be empty, so `[ mediatype ]` is `mediatype`. \";base64\" is no `parameter` (one has\n// \"=\"), so the parameters stop before it. The tree names the marker `base64`.\ndataurl = { ^\"data:\" ~ mediatype ~ base64? ~ \",\" ~ data }", None;
    /// `mediatype = [ type "/" subtype ] *( ";" parameter )` (RFC 2397 3)
    Mediatype = "mediatype", "3", whole_mediatype, mediatype, "[ type \"/\" subtype ] *( \";\" parameter )", "mediatype = { (mime_type ~ \"/\" ~ mime_subtype)? ~ (\";\" ~ mime_parameter)* }", None;
    /// `data = *urlchar` (RFC 2397 3)
    ///
    /// (`urlchar` is RFC 2396's `uric`: see the top of `grammar/rfc2397-data.pest`)
    Data = "data", "3", data, data, "*urlchar", "data = @{ rfc2396_uric* }", None;
}
Rfc2045 #[cfg(feature = "schemes")] {
    /// `type = discrete-type / composite-type` (RFC 2045 5.1)
    MimeType = "type", "5.1", whole_mime_type, mime_type, "discrete-type / composite-type", "mime_type = { discrete_type | composite_type }", None;
    /// `discrete-type = "text" / "image" / "audio" / "video" / "application" / extension-token` (RFC 2045 5.1)
    DiscreteType = "discrete-type", "5.1", discrete_type, discrete_type, "\"text\" / \"image\" / \"audio\" / \"video\" / \"application\" / extension-token", "// PEG: a keyword is taken only as a whole token (\"texts\" is an extension-token, not \"text\" and \"s\").\ndiscrete_type = @{ (^\"text\" | ^\"image\" | ^\"audio\" | ^\"video\" | ^\"application\") ~ !mime_token_char | extension_token }", None;
    /// `composite-type = "message" / "multipart" / extension-token` (RFC 2045 5.1)
    CompositeType = "composite-type", "5.1", composite_type, composite_type, "\"message\" / \"multipart\" / extension-token", "composite_type = @{ (^\"message\" | ^\"multipart\") ~ !mime_token_char | extension_token }", None;
    /// `extension-token = ietf-token / x-token` (RFC 2045 5.1)
    ExtensionToken = "extension-token", "5.1", extension_token, extension_token, "ietf-token / x-token", "// PEG: x-token first: \"x-\" alone is an ietf-token (a token), \"x-abc\" either.\nextension_token = @{ x_token | ietf_token }", None;
    /// `ietf-token = <An extension token defined by a standards-track RFC and registered with IANA.>` (RFC 2045 5.1)
    ///
    /// A `token` (registration is not syntax).
    IetfToken = "ietf-token", "5.1", ietf_token, ietf_token, "<An extension token defined by a standards-track RFC and registered with IANA.>", "ietf_token = @{ mime_token }", None;
    /// `x-token = <The two characters "X-" or "x-" followed, with no intervening white space, by any token>` (RFC 2045 5.1)
    XToken = "x-token", "5.1", x_token, x_token, "<The two characters \"X-\" or \"x-\" followed, with no intervening white space, by any token>", "x_token = @{ ^\"x-\" ~ mime_token }", None;
    /// `subtype = extension-token / iana-token` (RFC 2045 5.1)
    MimeSubtype = "subtype", "5.1", mime_subtype, mime_subtype, "extension-token / iana-token", "mime_subtype = @{ extension_token | iana_token }", None;
    /// `iana-token = <A publicly-defined extension token. Tokens of this form must be registered with IANA as specified in RFC 2048.>` (RFC 2045 5.1)
    ///
    /// A `token`.
    IanaToken = "iana-token", "5.1", iana_token, iana_token, "<A publicly-defined extension token. Tokens of this form must be registered with IANA as specified in RFC 2048.>", "iana_token = @{ mime_token }", None;
    /// `parameter = attribute "=" value` (RFC 2045 5.1)
    MimeParameter = "parameter", "5.1", whole_mime_parameter, mime_parameter, "attribute \"=\" value", "mime_parameter = { mime_attribute ~ \"=\" ~ mime_value }", None;
    /// `attribute = token` (RFC 2045 5.1)
    MimeAttribute = "attribute", "5.1", mime_attribute, mime_attribute, "token", "mime_attribute = @{ mime_token }", None;
    /// `value = token / quoted-string` (RFC 2045 5.1)
    MimeValue = "value", "5.1", whole_mime_value, mime_value, "token / quoted-string", "mime_value = { mime_token | rfc822_quoted_string }", None;
    /// `token = 1*<any (US-ASCII) CHAR except SPACE, CTLs, or tspecials>` (RFC 2045 5.1)
    MimeToken = "token", "5.1", mime_token, mime_token, "1*<any (US-ASCII) CHAR except SPACE, CTLs, or tspecials>", "mime_token = @{ mime_token_char+ }", None;
    /// `tspecials = "(" / ")" / "<" / ">" / "@" / "," / ";" / ":" / "\" / <"> "/" / "[" / "]" / "?" / "="` (RFC 2045 5.1)
    ///
    /// (the "/" missing before `"/"` read as one more alternative)
    MimeTspecials = "tspecials", "5.1", mime_tspecials, mime_tspecials, "\"(\" / \")\" / \"<\" / \">\" / \"@\" / \",\" / \";\" / \":\" / \"\\\" / <\"> \"/\" / \"[\" / \"]\" / \"?\" / \"=\"", "mime_tspecials = @{ \"(\" | \")\" | \"<\" | \">\" | \"@\" | \",\" | \";\" | \":\" | \"\\\\\" | \"\\\"\" | \"/\" | \"[\" | \"]\" | \"?\" | \"=\" }", None;
}
Rfc822 #[cfg(feature = "schemes")] {
    /// `quoted-string = <"> *(qtext/quoted-pair) <">` (RFC 822 3.3)
    Rfc822QuotedString = "quoted-string", "3.3", rfc822_quoted_string, rfc822_quoted_string, "<\"> *(qtext/quoted-pair) <\">", "rfc822_quoted_string = @{ \"\\\"\" ~ (rfc822_qtext | rfc822_quoted_pair)* ~ \"\\\"\" }", None;
    /// `qtext = <any CHAR excepting <">, "\" & CR, and including linear-white-space>` (RFC 822 3.3)
    Rfc822Qtext = "qtext", "3.3", rfc822_qtext, rfc822_qtext, "<any CHAR excepting <\">, \"\\\" & CR, and including linear-white-space>", "// PEG: linear-white-space first, so that a CR is read with the LF and white space after it.\nrfc822_qtext = @{ rfc822_linear_white_space | !(\"\\\"\" | \"\\\\\" | \"\\r\") ~ rfc822_CHAR }", None;
    /// `quoted-pair = "\" CHAR` (RFC 822 3.3)
    Rfc822QuotedPair = "quoted-pair", "3.3", rfc822_quoted_pair, rfc822_quoted_pair, "\"\\\" CHAR", "rfc822_quoted_pair = @{ \"\\\\\" ~ rfc822_CHAR }", None;
    /// `linear-white-space = 1*([CRLF] LWSP-char)` (RFC 822 3.3)
    Rfc822LinearWhiteSpace = "linear-white-space", "3.3", rfc822_linear_white_space, rfc822_linear_white_space, "1*([CRLF] LWSP-char)", "rfc822_linear_white_space = @{ (\"\\r\\n\"? ~ rfc822_LWSP_char)+ }", None;
    /// `LWSP-char = SPACE / HTAB` (RFC 822 3.3)
    Rfc822LwspChar = "LWSP-char", "3.3", rfc822_LWSP_char, rfc822_LWSP_char, "SPACE / HTAB", "rfc822_LWSP_char = @{ \" \" | \"\\t\" }", None;
}
Rfc2396 #[cfg(feature = "schemes")] {
    /// `uric = reserved | unreserved | escaped` (RFC 2396 2)
    Rfc2396Uric = "uric", "2", rfc2396_uric, rfc2396_uric, "reserved | unreserved | escaped", "rfc2396_uric = @{ rfc2396_reserved | rfc2396_unreserved | rfc2396_escaped }", None;
    /// `reserved = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" | "$" | ","` (RFC 2396 2.2)
    Rfc2396Reserved = "reserved", "2.2", rfc2396_reserved, rfc2396_reserved, "\";\" | \"/\" | \"?\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\"", "rfc2396_reserved = @{ \";\" | \"/\" | \"?\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\" }", None;
    /// `unreserved = alphanum | mark` (RFC 2396 2.3)
    Rfc2396Unreserved = "unreserved", "2.3", rfc2396_unreserved, rfc2396_unreserved, "alphanum | mark", "rfc2396_unreserved = @{ alphanum | rfc2396_mark }", None;
    /// `mark = "-" | "_" | "." | "!" | "~" | "*" | "'" | "(" | ")"` (RFC 2396 2.3)
    Rfc2396Mark = "mark", "2.3", rfc2396_mark, rfc2396_mark, "\"-\" | \"_\" | \".\" | \"!\" | \"~\" | \"*\" | \"'\" | \"(\" | \")\"", "rfc2396_mark = @{ \"-\" | \"_\" | \".\" | \"!\" | \"~\" | \"*\" | \"'\" | \"(\" | \")\" }", None;
    /// `escaped = "%" hex hex` (RFC 2396 2.4.1)
    ///
    /// (`hex`: a digit or "A" to "F", "a" to "f": RFC 5234's HEXDIG)
    Rfc2396Escaped = "escaped", "2.4.1", rfc2396_escaped, rfc2396_escaped, "\"%\" hex hex", "rfc2396_escaped = @{ \"%\" ~ HEXDIG ~ HEXDIG }", None;
}
Rfc3966 #[cfg(feature = "schemes")] {
    /// `telephone-uri = "tel:" telephone-subscriber` (RFC 3966 3)
    TelephoneUri = "telephone-uri", "3", whole_telephone_uri, telephone_uri, "\"tel:\" telephone-subscriber", "telephone_uri = { ^\"tel:\" ~ telephone_subscriber }", None;
    /// `telephone-subscriber = global-number / local-number` (RFC 3966 3)
    TelephoneSubscriber = "telephone-subscriber", "3", whole_telephone_subscriber, telephone_subscriber, "global-number / local-number", "// PEG: a global number begins with \"+\", a local one cannot.\ntelephone_subscriber = { global_number | local_number }", None;
    /// `global-number = global-number-digits *par` (RFC 3966 3)
    GlobalNumber = "global-number", "3", whole_global_number, global_number, "global-number-digits *par", "global_number = { global_number_digits ~ par_in_number* }", None;
    /// `local-number = local-number-digits *par context *par` (RFC 3966 3)
    LocalNumber = "local-number", "3", whole_local_number, local_number, "local-number-digits *par context *par", "// PEG: the context is the first context piece after which the rest of the number reads as `*par` (see\n// `chosen_context`); any other is a `parameter` (`;phone-context=x` is one), or lies inside an ISDN\n// subaddress.\nlocal_number = { local_number_digits ~ (!chosen_context ~ par_before_context)* ~ context ~ par_in_number* }", None;
    /// `par = parameter / extension / isdn-subaddress` (RFC 3966 3)
    Par = "par", "3", whole_par, par, "parameter / extension / isdn-subaddress", "// PEG: isdn-subaddress and extension before parameter, which would also read \";isub=...\" and \";ext=...\",\n// and each only as a whole piece (up to the next \";\" or the end): \";ext=a\" and \";isub=a[\" are parameters.\npar = { isdn_subaddress ~ &(\";\" | EOI) | extension ~ &(\";\" | EOI) | tel_parameter }", None;
    /// `isdn-subaddress = ";isub=" 1*uric` (RFC 3966 3)
    IsdnSubaddress = "isdn-subaddress", "3", isdn_subaddress, isdn_subaddress, "\";isub=\" 1*uric", "isdn_subaddress = @{ ^\";isub=\" ~ tel_uric+ }", None;
    /// `extension = ";ext=" 1*phonedigit` (RFC 3966 3)
    Extension = "extension", "3", extension, extension, "\";ext=\" 1*phonedigit", "// PEG: `phonedigit` may be empty, so `1*phonedigit` is `*( DIGIT / visual-separator )`.\nextension = @{ ^\";ext=\" ~ (DIGIT | visual_separator)* }", None;
    /// `context = ";phone-context=" descriptor` (RFC 3966 3)
    Context = "context", "3", whole_context, context, "\";phone-context=\" descriptor", "context = { ^\";phone-context=\" ~ descriptor }", None;
    /// `descriptor = domainname / global-number-digits` (RFC 3966 3)
    Descriptor = "descriptor", "3", whole_descriptor, descriptor, "domainname / global-number-digits", "descriptor = { domainname | global_number_digits }", None;
    /// `global-number-digits = "+" *phonedigit DIGIT *phonedigit` (RFC 3966 3)
    GlobalNumberDigits = "global-number-digits", "3", global_number_digits, global_number_digits, "\"+\" *phonedigit DIGIT *phonedigit", "// PEG: the digits and separators after \"+\", of which at least one is a DIGIT: separators, the first\n// DIGIT, then both.\nglobal_number_digits = @{ \"+\" ~ visual_separator* ~ DIGIT ~ (DIGIT | visual_separator)* }", None;
    /// `local-number-digits = *phonedigit-hex (HEXDIG / "*" / "#") *phonedigit-hex` (RFC 3966 3)
    LocalNumberDigits = "local-number-digits", "3", local_number_digits, local_number_digits, "*phonedigit-hex (HEXDIG / \"*\" / \"#\") *phonedigit-hex", "// PEG: as `global-number-digits`: separators, the first HEXDIG, \"*\" or \"#\", then all of them.\nlocal_number_digits = @{ visual_separator* ~ (HEXDIG | \"*\" | \"#\") ~ (HEXDIG | \"*\" | \"#\" | visual_separator)* }", None;
    /// `domainname = *( domainlabel "." ) toplabel [ "." ]` (RFC 3966 3)
    Domainname = "domainname", "3", domainname, domainname, "*( domainlabel \".\" ) toplabel [ \".\" ]", "// PEG: a label and its \".\" are taken as a `domainlabel` only when another label follows, so the last one\n// is left to `toplabel`.\ndomainname = @{ (domainlabel ~ \".\" ~ &alphanum)* ~ toplabel ~ \".\"? }", None;
    /// `domainlabel = alphanum / alphanum *( alphanum / "-" ) alphanum` (RFC 3966 3)
    Domainlabel = "domainlabel", "3", domainlabel, domainlabel, "alphanum / alphanum *( alphanum / \"-\" ) alphanum", "// PEG: the longer alternative first; its middle takes a character only when another follows (as RFC 8141's\n// NID), so that the last alphanum is left for the end.\ndomainlabel = @{ alphanum ~ ((alphanum | \"-\") ~ &(alphanum | \"-\"))* ~ alphanum | alphanum }", None;
    /// `toplabel = ALPHA / ALPHA *( alphanum / "-" ) alphanum` (RFC 3966 3)
    Toplabel = "toplabel", "3", toplabel, toplabel, "ALPHA / ALPHA *( alphanum / \"-\" ) alphanum", "// PEG: as `domainlabel`.\ntoplabel = @{ ALPHA ~ ((alphanum | \"-\") ~ &(alphanum | \"-\"))* ~ alphanum | ALPHA }", None;
    /// `parameter = ";" pname ["=" pvalue ]` (RFC 3966 3)
    TelParameter = "parameter", "3", whole_tel_parameter, tel_parameter, "\";\" pname [\"=\" pvalue ]", "tel_parameter = { \";\" ~ tel_pname ~ (\"=\" ~ tel_pvalue)? }", None;
    /// `pname = 1*( alphanum / "-" )` (RFC 3966 3)
    TelPname = "pname", "3", tel_pname, tel_pname, "1*( alphanum / \"-\" )", "tel_pname = @{ (alphanum | \"-\")+ }", None;
    /// `pvalue = 1*paramchar` (RFC 3966 3)
    TelPvalue = "pvalue", "3", tel_pvalue, tel_pvalue, "1*paramchar", "tel_pvalue = @{ (!tel_end ~ tel_paramchar)+ }", None;
    /// `paramchar = param-unreserved / unreserved / pct-encoded` (RFC 3966 3)
    TelParamchar = "paramchar", "3", tel_paramchar, tel_paramchar, "param-unreserved / unreserved / pct-encoded", "tel_paramchar = @{ param_unreserved | tel_unreserved | pct_encoded }", None;
    /// `unreserved = alphanum / mark` (RFC 3966 3)
    TelUnreserved = "unreserved", "3", tel_unreserved, tel_unreserved, "alphanum / mark", "tel_unreserved = @{ alphanum | tel_mark }", None;
    /// `mark = "-" / "_" / "." / "!" / "~" / "*" / "'" / "(" / ")"` (RFC 3966 3)
    TelMark = "mark", "3", tel_mark, tel_mark, "\"-\" / \"_\" / \".\" / \"!\" / \"~\" / \"*\" / \"'\" / \"(\" / \")\"", "tel_mark = @{ \"-\" | \"_\" | \".\" | \"!\" | \"~\" | \"*\" | \"'\" | \"(\" | \")\" }", None;
    /// `param-unreserved = "[" / "]" / "/" / ":" / "&" / "+" / "$"` (RFC 3966 3)
    ParamUnreserved = "param-unreserved", "3", param_unreserved, param_unreserved, "\"[\" / \"]\" / \"/\" / \":\" / \"&\" / \"+\" / \"$\"", "param_unreserved = @{ \"[\" | \"]\" | \"/\" | \":\" | \"&\" | \"+\" | \"$\" }", None;
    /// `phonedigit = DIGIT / [ visual-separator ]` (RFC 3966 3)
    ///
    /// May be empty.
    Phonedigit = "phonedigit", "3", phonedigit, phonedigit, "DIGIT / [ visual-separator ]", "phonedigit = @{ DIGIT | visual_separator | \"\" }", None;
    /// `phonedigit-hex = HEXDIG / "*" / "#" / [ visual-separator ]` (RFC 3966 3)
    ///
    /// May be empty.
    PhonedigitHex = "phonedigit-hex", "3", phonedigit_hex, phonedigit_hex, "HEXDIG / \"*\" / \"#\" / [ visual-separator ]", "phonedigit_hex = @{ HEXDIG | \"*\" | \"#\" | visual_separator | \"\" }", None;
    /// `visual-separator = "-" / "." / "(" / ")"` (RFC 3966 3)
    VisualSeparator = "visual-separator", "3", visual_separator, visual_separator, "\"-\" / \".\" / \"(\" / \")\"", "visual_separator = @{ \"-\" | \".\" | \"(\" | \")\" }", None;
    /// `reserved = ";" / "/" / "?" / ":" / "@" / "&" / "=" / "+" / "$" / ","` (RFC 3966 3)
    TelReserved = "reserved", "3", tel_reserved, tel_reserved, "\";\" / \"/\" / \"?\" / \":\" / \"@\" / \"&\" / \"=\" / \"+\" / \"$\" / \",\"", "tel_reserved = @{ \";\" | \"/\" | \"?\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\" }", None;
    /// `uric = reserved / unreserved / pct-encoded` (RFC 3966 3)
    TelUric = "uric", "3", tel_uric, tel_uric, "reserved / unreserved / pct-encoded", "tel_uric = @{ tel_reserved | tel_unreserved | pct_encoded }", None;
}
Rfc5870 #[cfg(feature = "schemes")] {
    /// `geo-URI = geo-scheme ":" geo-path` (RFC 5870 3.3)
    GeoUri = "geo-URI", "3.3", whole_geo_URI, geo_URI, "geo-scheme \":\" geo-path", "geo_URI = { geo_scheme ~ \":\" ~ geo_path }", None;
    /// `geo-scheme = "geo"` (RFC 5870 3.3)
    GeoScheme = "geo-scheme", "3.3", geo_scheme, geo_scheme, "\"geo\"", "geo_scheme = @{ ^\"geo\" }", None;
    /// `geo-path = coordinates p` (RFC 5870 3.3)
    GeoPath = "geo-path", "3.3", whole_geo_path, geo_path, "coordinates p", "geo_path = { coordinates ~ p }", None;
    /// `coordinates = coord-a "," coord-b [ "," coord-c ]` (RFC 5870 3.3)
    Coordinates = "coordinates", "3.3", whole_coordinates, coordinates, "coord-a \",\" coord-b [ \",\" coord-c ]", "coordinates = { coord_a ~ \",\" ~ coord_b ~ (\",\" ~ coord_c)? }", None;
    /// `coord-a = num` (RFC 5870 3.3)
    CoordA = "coord-a", "3.3", coord_a, coord_a, "num", "coord_a = @{ num }", None;
    /// `coord-b = num` (RFC 5870 3.3)
    CoordB = "coord-b", "3.3", coord_b, coord_b, "num", "coord_b = @{ num }", None;
    /// `coord-c = num` (RFC 5870 3.3)
    CoordC = "coord-c", "3.3", coord_c, coord_c, "num", "coord_c = @{ num }", None;
    /// `p = [ crsp ] [ uncp ] *parameter` (RFC 5870 3.3)
    GeoP = "p", "3.3", whole_p, p, "[ crsp ] [ uncp ] *parameter", "// PEG: `parameter` also reads \";crs=...\" and \";u=...\": a crsp or uncp in first place is taken as one when\n// it is a whole piece (up to the next \";\" or the end), so that the tree names it; else it is a parameter\n// (\";crs=a.b\" has a pvalue, no crslabel). The language is the same.\np = { (crsp ~ &(\";\" | EOI))? ~ (uncp ~ &(\";\" | EOI))? ~ geo_parameter* }", None;
    /// `crsp = ";crs=" crslabel` (RFC 5870 3.3)
    Crsp = "crsp", "3.3", whole_crsp, crsp, "\";crs=\" crslabel", "crsp = { ^\";crs=\" ~ crslabel }", None;
    /// `crslabel = "wgs84" / labeltext` (RFC 5870 3.3)
    Crslabel = "crslabel", "3.3", crslabel, crslabel, "\"wgs84\" / labeltext", "// PEG: \"wgs84\" only as a whole label (\"wgs84x\" is a labeltext).\ncrslabel = @{ ^\"wgs84\" ~ !(alphanum | \"-\") | labeltext }", None;
    /// `uncp = ";u=" uval` (RFC 5870 3.3)
    Uncp = "uncp", "3.3", whole_uncp, uncp, "\";u=\" uval", "uncp = { ^\";u=\" ~ uval }", None;
    /// `uval = pnum` (RFC 5870 3.3)
    Uval = "uval", "3.3", uval, uval, "pnum", "uval = @{ pnum }", None;
    /// `parameter = ";" pname [ "=" pvalue ]` (RFC 5870 3.3)
    GeoParameter = "parameter", "3.3", whole_geo_parameter, geo_parameter, "\";\" pname [ \"=\" pvalue ]", "geo_parameter = { \";\" ~ geo_pname ~ (\"=\" ~ geo_pvalue)? }", None;
    /// `pname = labeltext` (RFC 5870 3.3)
    GeoPname = "pname", "3.3", geo_pname, geo_pname, "labeltext", "geo_pname = @{ labeltext }", None;
    /// `pvalue = 1*paramchar` (RFC 5870 3.3)
    GeoPvalue = "pvalue", "3.3", geo_pvalue, geo_pvalue, "1*paramchar", "geo_pvalue = @{ geo_paramchar+ }", None;
    /// `paramchar = p-unreserved / unreserved / pct-encoded` (RFC 5870 3.3)
    GeoParamchar = "paramchar", "3.3", geo_paramchar, geo_paramchar, "p-unreserved / unreserved / pct-encoded", "geo_paramchar = @{ p_unreserved | geo_unreserved | pct_encoded }", None;
    /// `labeltext = 1*( alphanum / "-" )` (RFC 5870 3.3)
    Labeltext = "labeltext", "3.3", labeltext, labeltext, "1*( alphanum / \"-\" )", "labeltext = @{ (alphanum | \"-\")+ }", None;
    /// `pnum = 1*DIGIT [ "." 1*DIGIT ]` (RFC 5870 3.3)
    Pnum = "pnum", "3.3", pnum, pnum, "1*DIGIT [ \".\" 1*DIGIT ]", "pnum = @{ DIGIT+ ~ (\".\" ~ DIGIT+)? }", None;
    /// `num = [ "-" ] pnum` (RFC 5870 3.3)
    Num = "num", "3.3", num, num, "[ \"-\" ] pnum", "num = @{ \"-\"? ~ pnum }", None;
    /// `unreserved = alphanum / mark` (RFC 5870 3.3)
    GeoUnreserved = "unreserved", "3.3", geo_unreserved, geo_unreserved, "alphanum / mark", "geo_unreserved = @{ alphanum | geo_mark }", None;
    /// `mark = "-" / "_" / "." / "!" / "~" / "*" / "'" / "(" / ")"` (RFC 5870 3.3)
    GeoMark = "mark", "3.3", geo_mark, geo_mark, "\"-\" / \"_\" / \".\" / \"!\" / \"~\" / \"*\" / \"'\" / \"(\" / \")\"", "geo_mark = @{ \"-\" | \"_\" | \".\" | \"!\" | \"~\" | \"*\" | \"'\" | \"(\" | \")\" }", None;
    /// `p-unreserved = "[" / "]" / ":" / "&" / "+" / "$"` (RFC 5870 3.3)
    PUnreserved = "p-unreserved", "3.3", p_unreserved, p_unreserved, "\"[\" / \"]\" / \":\" / \"&\" / \"+\" / \"$\"", "p_unreserved = @{ \"[\" | \"]\" | \":\" | \"&\" | \"+\" | \"$\" }", None;
}
Rfc4151 #[cfg(feature = "schemes")] {
    /// `tagURI = "tag:" taggingEntity ":" specific [ "#" fragment ]` (RFC 4151 2.1)
    TagUri = "tagURI", "2.1", whole_tagURI, tagURI, "\"tag:\" taggingEntity \":\" specific [ \"#\" fragment ]", "tagURI = { ^\"tag:\" ~ taggingEntity ~ \":\" ~ specific ~ (\"#\" ~ tag_fragment)? }", None;
    /// `taggingEntity = authorityName "," date` (RFC 4151 2.1)
    TaggingEntity = "taggingEntity", "2.1", whole_taggingEntity, taggingEntity, "authorityName \",\" date", "taggingEntity = { authorityName ~ \",\" ~ tag_date }", None;
    /// `authorityName = DNSname / emailAddress` (RFC 4151 2.1)
    AuthorityName = "authorityName", "2.1", whole_authorityName, authorityName, "DNSname / emailAddress", "// PEG: emailAddress first: a DNSname would read the part before its \"@\" and stop there.\nauthorityName = { emailAddress | DNSname }", None;
    /// `date = year ["-" month ["-" day]]` (RFC 4151 2.1)
    TagDate = "date", "2.1", whole_tag_date, tag_date, "year [\"-\" month [\"-\" day]]", "tag_date = ${ year ~ (\"-\" ~ month ~ (\"-\" ~ day)?)? }", None;
    /// `year = 4DIGIT` (RFC 4151 2.1)
    Year = "year", "2.1", year, year, "4DIGIT", "year = @{ DIGIT{4} }", None;
    /// `month = 2DIGIT` (RFC 4151 2.1)
    Month = "month", "2.1", month, month, "2DIGIT", "month = @{ DIGIT{2} }", None;
    /// `day = 2DIGIT` (RFC 4151 2.1)
    Day = "day", "2.1", day, day, "2DIGIT", "day = @{ DIGIT{2} }", None;
    /// `DNSname = DNScomp *( "." DNScomp )` (RFC 4151 2.1)
    DnsName = "DNSname", "2.1", DNSname, DNSname, "DNScomp *( \".\" DNScomp )", "DNSname = @{ DNScomp ~ (\".\" ~ DNScomp)* }", None;
    /// `DNScomp = alphaNum [*(alphaNum /"-") alphaNum]` (RFC 4151 2.1)
    DnsComp = "DNScomp", "2.1", DNScomp, DNScomp, "alphaNum [*(alphaNum /\"-\") alphaNum]", "// PEG: the middle takes a character only when another follows (as RFC 8141's NID), so that the last\n// alphaNum is left for the end.\nDNScomp = @{ alphaNum ~ (((alphaNum | \"-\") ~ &(alphaNum | \"-\"))* ~ alphaNum)? }", None;
    /// `emailAddress = 1*(alphaNum /"-"/"."/"_") "@" DNSname` (RFC 4151 2.1)
    EmailAddress = "emailAddress", "2.1", emailAddress, emailAddress, "1*(alphaNum /\"-\"/\".\"/\"_\") \"@\" DNSname", "emailAddress = @{ (alphaNum | \"-\" | \".\" | \"_\")+ ~ \"@\" ~ DNSname }", None;
    /// `alphaNum = DIGIT / ALPHA` (RFC 4151 2.1)
    TagAlphaNum = "alphaNum", "2.1", alphaNum, alphaNum, "DIGIT / ALPHA", "alphaNum = @{ DIGIT | ALPHA }", None;
    /// `specific = *( pchar / "/" / "?" )` (RFC 4151 2.1)
    Specific = "specific", "2.1", specific, specific, "*( pchar / \"/\" / \"?\" )", "specific = @{ (pchar | \"/\" | \"?\")* }", None;
    /// `fragment = *( pchar / "/" / "?" )` (RFC 4151 2.1)
    ///
    /// The same as RFC 3986's.
    TagFragment = "fragment", "2.1", tag_fragment, tag_fragment, "*( pchar / \"/\" / \"?\" )", "tag_fragment = @{ (pchar | \"/\" | \"?\")* }", None;
}
Rfc9562 #[cfg(feature = "schemes")] {
    /// `UUID = 4hexOctet "-" 2hexOctet "-" 2hexOctet "-" 2hexOctet "-" 6hexOctet` (RFC 9562 4)
    Uuid = "UUID", "4", UUID, UUID, "4hexOctet \"-\" 2hexOctet \"-\" 2hexOctet \"-\" 2hexOctet \"-\" 6hexOctet", "UUID = @{ hexOctet{4} ~ \"-\" ~ hexOctet{2} ~ \"-\" ~ hexOctet{2} ~ \"-\" ~ hexOctet{2} ~ \"-\" ~ hexOctet{6} }", None;
    /// `hexOctet = HEXDIG HEXDIG` (RFC 9562 4)
    HexOctet = "hexOctet", "4", hexOctet, hexOctet, "HEXDIG HEXDIG", "hexOctet = @{ HEXDIG ~ HEXDIG }", None;
    /// `uuid-URN = "urn" ":" "uuid" ":" UUID [ rq-components ] [ "#" f-component ]` (RFC 9562 4)
    ///
    /// Not a rule of the RFC but RFC 8141 2's `namestring` with the NID "uuid" and the NSS `UUID`.
    UuidUrn = "uuid-URN", "4", whole_uuid_URN, uuid_URN, "\"urn\" \":\" \"uuid\" \":\" UUID [ rq-components ] [ \"#\" f-component ]", "uuid_URN = { ^\"urn\" ~ \":\" ~ ^\"uuid\" ~ \":\" ~ UUID ~ rq_components? ~ (\"#\" ~ f_component)? }", None;
}
Rfc3061 #[cfg(feature = "schemes")] {
    /// `oid = number *( DOT number )` (RFC 3061 2)
    Oid = "oid", "2", whole_oid, oid, "number *( DOT number )", "oid = ${ oid_number ~ (\".\" ~ oid_number)* }", None;
    /// `number = DIGIT / ( LEADDIGIT 1*DIGIT )` (RFC 3061 2)
    OidNumber = "number", "2", oid_number, oid_number, "DIGIT / ( LEADDIGIT 1*DIGIT )", "// PEG: the longer alternative first (\"12\" is one number, not \"1\" then \"2\").\noid_number = @{ LEADDIGIT ~ DIGIT+ | DIGIT }", None;
    /// `LEADDIGIT = %x31-39 ; 1-9` (RFC 3061 2)
    LeadDigit = "LEADDIGIT", "2", LEADDIGIT, LEADDIGIT, "%x31-39 ; 1-9", "LEADDIGIT = @{ '1'..'9' }", None;
    /// `DOT = %x2E ; period` (RFC 3061 2)
    Dot = "DOT", "2", DOT, DOT, "%x2E ; period", "DOT = @{ \".\" }", None;
    /// `oid-URN = "urn" ":" "oid" ":" oid [ rq-components ] [ "#" f-component ]` (RFC 3061 2)
    ///
    /// Not a rule of the RFC but RFC 8141 2's `namestring` with the NID "oid" and the NSS `oid`.
    OidUrn = "oid-URN", "2", whole_oid_URN, oid_URN, "\"urn\" \":\" \"oid\" \":\" oid [ rq-components ] [ \"#\" f-component ]", "oid_URN = { ^\"urn\" ~ \":\" ~ ^\"oid\" ~ \":\" ~ oid ~ rq_components? ~ (\"#\" ~ f_component)? }", None;
}
DidCore #[cfg(feature = "schemes")] {
    /// `did = "did:" method-name ":" method-specific-id` (DID Core 1.0 3.1)
    Did = "did", "3.1", whole_did, did, "\"did:\" method-name \":\" method-specific-id", "did = { ^\"did:\" ~ method_name ~ \":\" ~ method_specific_id }", None;
    /// `method-name = 1*method-char` (DID Core 1.0 3.1)
    MethodName = "method-name", "3.1", method_name, method_name, "1*method-char", "method_name = @{ method_char+ }", None;
    /// `method-char = %x61-7A / DIGIT` (DID Core 1.0 3.1)
    MethodChar = "method-char", "3.1", method_char, method_char, "%x61-7A / DIGIT", "method_char = @{ 'a'..'z' | DIGIT }", None;
    /// `method-specific-id = *( *idchar ":" ) 1*idchar` (DID Core 1.0 3.1)
    MethodSpecificId = "method-specific-id", "3.1", method_specific_id, method_specific_id, "*( *idchar \":\" ) 1*idchar", "// PEG: each `*idchar \":\"` is taken whole or not at all, so the repetition stops before the last segment,\n// which must then be `1*idchar`: exact (a method-specific-id cannot end with \":\").\nmethod_specific_id = @{ (idchar* ~ \":\")* ~ idchar+ }", None;
    /// `idchar = ALPHA / DIGIT / "." / "-" / "_" / pct-encoded` (DID Core 1.0 3.1)
    Idchar = "idchar", "3.1", idchar, idchar, "ALPHA / DIGIT / \".\" / \"-\" / \"_\" / pct-encoded", "idchar = @{ ALPHA | DIGIT | \".\" | \"-\" | \"_\" | did_pct_encoded }", None;
    /// `pct-encoded = "%" HEXDIG HEXDIG` (DID Core 1.0 3.1)
    ///
    /// The same as RFC 3986's.
    DidPctEncoded = "pct-encoded", "3.1", did_pct_encoded, did_pct_encoded, "\"%\" HEXDIG HEXDIG", "did_pct_encoded = @{ \"%\" ~ HEXDIG ~ HEXDIG }", None;
    /// `did-url = did path-abempty [ "?" query ] [ "#" fragment ]` (DID Core 1.0 3.2)
    DidUrl = "did-url", "3.2", whole_did_url, did_url, "did path-abempty [ \"?\" query ] [ \"#\" fragment ]", "did_url = { did ~ path_abempty ~ (\"?\" ~ query)? ~ (\"#\" ~ fragment)? }", None;
}
Rfc7565 #[cfg(feature = "schemes")] {
    /// `acctURI = "acct" ":" userpart "@" host` (RFC 7565 7)
    AcctUri = "acctURI", "7", whole_acctURI, acctURI, "\"acct\" \":\" userpart \"@\" host", "// PEG: exact: a `userpart` holds no \"@\", so it ends at the first \"@\", where `\"@\" host` begins; `host` is\n// RFC 3986's and may be an empty reg-name (`acct:a@`).\nacctURI = { ^\"acct\" ~ \":\" ~ userpart ~ \"@\" ~ host }", None;
    /// `userpart = ( unreserved / sub-delims ) 0*( unreserved / pct-encoded / sub-delims )` (RFC 7565 7)
    Userpart = "userpart", "7", userpart, userpart, "( unreserved / sub-delims ) 0*( unreserved / pct-encoded / sub-delims )", "// The grouping this file loads; the RFC prints the rule without the parentheses (see the top of the file).\n// PEG: the repetition is greedy, and exact because \"@\" (what follows a userpart) is none of its characters.\nuserpart = @{ (unreserved | sub_delims) ~ (unreserved | pct_encoded | sub_delims)* }", None;
}
Rfc6920 #[cfg(feature = "schemes")] {
    /// `NI-URI = ni-scheme ":" ni-hier-part [ "?" query ]` (RFC 6920 3)
    NiUri = "NI-URI", "3", whole_NI_URI, NI_URI, "ni-scheme \":\" ni-hier-part [ \"?\" query ]", "NI_URI = { ni_scheme ~ \":\" ~ ni_hier_part ~ (\"?\" ~ query)? }", None;
    /// `ni-scheme = "ni"` (RFC 6920 3)
    NiScheme = "ni-scheme", "3", ni_scheme, ni_scheme, "\"ni\"", "ni_scheme = @{ ^\"ni\" }", None;
    /// `ni-hier-part = "//" [ authority ] "/" alg-val` (RFC 6920 3)
    NiHierPart = "ni-hier-part", "3", whole_ni_hier_part, ni_hier_part, "\"//\" [ authority ] \"/\" alg-val", "// PEG: exact: an `authority` holds no \"/\", so it ends at the first \"/\" after \"//\", where `\"/\" alg-val`\n// begins; `[ authority ]` and an empty authority are the same string (`ni:///sha-256;...`).\nni_hier_part = { \"//\" ~ authority? ~ \"/\" ~ alg_val }", None;
    /// `alg-val = alg ";" val` (RFC 6920 3)
    AlgVal = "alg-val", "3", whole_alg_val, alg_val, "alg \";\" val", "// PEG: exact: `alg` is `1*unreserved`, which holds no \";\".\nalg_val = { alg ~ \";\" ~ val }", None;
    /// `alg = 1*unreserved` (RFC 6920 3)
    Alg = "alg", "3", alg, alg, "1*unreserved", "alg = @{ unreserved+ }", None;
    /// `val = 1*unreserved` (RFC 6920 3)
    Val = "val", "3", val, val, "1*unreserved", "// PEG: exact: `val` ends where `[ \"?\" query ]` begins (\"?\" is not `unreserved`).\nval = @{ unreserved+ }", None;
}
Rfc8905 #[cfg(feature = "schemes")] {
    /// `payto-URI = "payto://" authority path-abempty [ "?" opts ]` (RFC 8905 2)
    PaytoUri = "payto-URI", "2", whole_payto_URI, payto_URI, "\"payto://\" authority path-abempty [ \"?\" opts ]", "// PEG: exact: the target type holds no \"/\" or \"?\", so it ends where `path-abempty` begins, and\n// `path-abempty` (no \"?\") ends where `[ \"?\" opts ]` begins.\npayto_URI = { ^\"payto://\" ~ payto_authority ~ path_abempty ~ (\"?\" ~ opts)? }", None;
    /// `opts = opt *( "&" opt )` (RFC 8905 2)
    Opts = "opts", "2", whole_opts, opts, "opt *( \"&\" opt )", "// PEG: the first `opt` takes every \"&\" and \"=\" after it (its `opt-value` is `*pchar`), so `*( \"&\" opt )`\n// never matches. That is exact: `opt \"&\" opt` is itself an `opt` (its value is `*pchar` and \"&\", \"=\" and\n// an opt-name's characters are pchars), so `opts` and `opt` match the same strings.\nopts = { opt ~ (\"&\" ~ opt)* }", None;
    /// `opt-name = generic-opt / authority-specific-opt` (RFC 8905 2)
    OptName = "opt-name", "2", whole_opt_name, opt_name, "generic-opt / authority-specific-opt", "// PEG: every generic-opt is also an authority-specific-opt, and a generic-opt can be the beginning of a\n// longer one (`amounts`): `generic-opt` is taken only when no character of an authority-specific-opt\n// follows it, so that the name is read whole either way.\nopt_name = { generic_opt ~ !(ALPHA | DIGIT | \"-\" | \".\") | authority_specific_opt }", None;
    /// `opt-value = *pchar` (RFC 8905 2)
    OptValue = "opt-value", "2", opt_value, opt_value, "*pchar", "opt_value = @{ pchar* }", None;
    /// `opt = opt-name "=" opt-value` (RFC 8905 2)
    Opt = "opt", "2", whole_opt, opt, "opt-name \"=\" opt-value", "// PEG: exact: an opt-name holds no \"=\".\nopt = { opt_name ~ \"=\" ~ opt_value }", None;
    /// `generic-opt = "amount" / "receiver-name" / "sender-name" / "message" / "instruction"` (RFC 8905 2)
    GenericOpt = "generic-opt", "2", generic_opt, generic_opt, "\"amount\" / \"receiver-name\" / \"sender-name\" / \"message\" / \"instruction\"", "// PEG: exact: no alternative is the beginning of another.\ngeneric_opt = @{ ^\"amount\" | ^\"receiver-name\" | ^\"sender-name\" | ^\"message\" | ^\"instruction\" }", None;
    /// `authority-specific-opt = ALPHA *( ALPHA / DIGIT / "-" / "." )` (RFC 8905 2)
    AuthoritySpecificOpt = "authority-specific-opt", "2", authority_specific_opt, authority_specific_opt, "ALPHA *( ALPHA / DIGIT / \"-\" / \".\" )", "authority_specific_opt = @{ ALPHA ~ (ALPHA | DIGIT | \"-\" | \".\")* }", None;
    /// `authority = ALPHA *( ALPHA / DIGIT / "-" / "." )` (RFC 8905 2)
    PaytoAuthority = "authority", "2", payto_authority, payto_authority, "ALPHA *( ALPHA / DIGIT / \"-\" / \".\" )", "payto_authority = @{ ALPHA ~ (ALPHA | DIGIT | \"-\" | \".\")* }", None;
}
Rfc7252 #[cfg(feature = "schemes")] {
    /// `coap-URI = "coap:" "//" host [ ":" port ] path-abempty [ "?" query ]` (RFC 7252 6.1)
    CoapUri = "coap-URI", "6.1", whole_coap_URI, coap_URI, "\"coap:\" \"//\" host [ \":\" port ] path-abempty [ \"?\" query ]", "// PEG: exact: `host` ends at \":\", \"/\", \"?\" or the end (a reg-name holds none of them, an IP-literal ends at\n// \"]\"), which is where `[ \":\" port ] path-abempty` begins.\ncoap_URI = { ^\"coap:\" ~ \"//\" ~ host ~ (\":\" ~ port)? ~ path_abempty ~ (\"?\" ~ query)? }", None;
    /// `coaps-URI = "coaps:" "//" host [ ":" port ] path-abempty [ "?" query ]` (RFC 7252 6.2)
    CoapsUri = "coaps-URI", "6.2", whole_coaps_URI, coaps_URI, "\"coaps:\" \"//\" host [ \":\" port ] path-abempty [ \"?\" query ]", "coaps_URI = { ^\"coaps:\" ~ \"//\" ~ host ~ (\":\" ~ port)? ~ path_abempty ~ (\"?\" ~ query)? }", None;
}
Rfc5724 #[cfg(feature = "schemes")] {
    /// `sms-uri = scheme ":" sms-hier-part [ "?" sms-fields ]` (RFC 5724 2.2)
    SmsUri = "sms-uri", "2.2", whole_sms_uri, sms_uri, "scheme \":\" sms-hier-part [ \"?\" sms-fields ]", "// PEG: an sms-hier-part whose last recipient ends with an ISDN subaddress takes the \"?\" and the fields\n// into that subaddress (all `uric`s): the URI matches either way, and `Sms` reads the fields from the \"?\"\n// when the text before it is an sms-hier-part.\nsms_uri = { sms_scheme ~ \":\" ~ sms_hier_part ~ (\"?\" ~ sms_fields)? }", None;
    /// `scheme = "sms"` (RFC 5724 2.2)
    SmsScheme = "scheme", "2.2", sms_scheme, sms_scheme, "\"sms\"", "sms_scheme = @{ ^\"sms\" }", None;
    /// `sms-hier-part = sms-recipient *( "," sms-recipient )` (RFC 5724 2.2)
    SmsHierPart = "sms-hier-part", "2.2", whole_sms_hier_part, sms_hier_part, "sms-recipient *( \",\" sms-recipient )", "// PEG: exact: a recipient ends at \",\" only where its reading (see the top of the file) ends it.\nsms_hier_part = { sms_recipient ~ (\",\" ~ sms_recipient)* }", None;
    /// `sms-recipient = telephone-subscriber` (RFC 5724 2.2)
    SmsRecipient = "sms-recipient", "2.2", whole_sms_recipient, sms_recipient, "telephone-subscriber", "// PEG: in a list; as a rule on its own, `sms_recipient_alone` (RFC 3966's `telephone-subscriber`).\nsms_recipient = { telephone_subscriber_in_list }", None;
    /// `sms-fields = sms-field *( "&" sms-field )` (RFC 5724 2.2)
    SmsFields = "sms-fields", "2.2", whole_sms_fields, sms_fields, "sms-field *( \"&\" sms-field )", "// PEG: exact: an escaped-value holds no \"&\".\nsms_fields = { sms_field ~ (\"&\" ~ sms_field)* }", None;
    /// `sms-field = sms-field-name "=" escaped-value` (RFC 5724 2.2)
    SmsField = "sms-field", "2.2", whole_sms_field, sms_field, "sms-field-name \"=\" escaped-value", "// PEG: exact: a field name holds no \"=\".\nsms_field = { sms_field_name ~ \"=\" ~ escaped_value }", None;
    /// `sms-field-name = "body" / sms-field-ext` (RFC 5724 2.2)
    SmsFieldName = "sms-field-name", "2.2", whole_sms_field_name, sms_field_name, "\"body\" / sms-field-ext", "// PEG: \"body\" is also an sms-field-ext, and the beginning of longer ones (`bodyx`): it is taken only when\n// no unreserved character follows, so that the name is read whole either way.\nsms_field_name = { ^\"body\" ~ !unreserved | sms_field_ext }", None;
    /// `sms-field-ext = 1*( unreserved )` (RFC 5724 2.2)
    SmsFieldExt = "sms-field-ext", "2.2", sms_field_ext, sms_field_ext, "1*( unreserved )", "sms_field_ext = @{ unreserved+ }", None;
    /// `escaped-value = *( unreserved / pct-encoded )` (RFC 5724 2.2)
    EscapedValue = "escaped-value", "2.2", escaped_value, escaped_value, "*( unreserved / pct-encoded )", "escaped_value = @{ (unreserved | pct_encoded)* }", None;
}
Rfc4516 #[cfg(feature = "schemes")] {
    /// `ldapurl = scheme COLON SLASH SLASH [host [COLON port]] [SLASH dn [QUESTION [attributes] [QUESTION [scope] [QUESTION [filter] [QUESTION extensions]]]]]` (RFC 4516 2)
    Ldapurl = "ldapurl", "2", whole_ldapurl, ldapurl, "scheme COLON SLASH SLASH [host [COLON port]] [SLASH dn [QUESTION [attributes] [QUESTION [scope] [QUESTION [filter] [QUESTION extensions]]]]]", "// PEG: exact: `host` ends at \":\", \"/\" or the end (a reg-name holds none of them, an IP-literal ends at \"]\"),\n// and an empty reg-name is the same string as no host. Each element holds no \"?\" (2.1), so each ends where\n// the next \"?\" begins.\nldapurl = {\n    ldap_scheme ~ \"://\" ~ (host ~ (\":\" ~ port)?)? ~ (\n        \"/\" ~ dn ~ (\"?\" ~ attributes? ~ (\"?\" ~ scope? ~ (\"?\" ~ ldap_filter? ~ (\"?\" ~ extensions)?)?)?)?\n    )?\n}", None;
    /// `scheme = "ldap"` (RFC 4516 2)
    LdapScheme = "scheme", "2", ldap_scheme, ldap_scheme, "\"ldap\"", "ldap_scheme = @{ ^\"ldap\" }", None;
    /// `dn = distinguishedName ; From Section 3 of [RFC4514],` (RFC 4516 2)
    ///
    /// Subject to the provisions of the "Percent-Encoding" section below.
    Dn = "dn", "2", dn, dn, "distinguishedName ; From Section 3 of [RFC4514],", "// PEG: the URL form of a distinguishedName (2.1): its percent-decoding is checked after the parse.\ndn = @{ url_element }", None;
    /// `attributes = attrdesc *(COMMA attrdesc)` (RFC 4516 2)
    Attributes = "attributes", "2", whole_attributes, attributes, "attrdesc *(COMMA attrdesc)", "// PEG: the first `attrdesc` takes every \",\" and selector after it (an attrdesc is itself a comma list of\n// selectors), so `*(COMMA attrdesc)` never matches; `attributes` and `attrdesc` are the same language.\nattributes = { attrdesc ~ (\",\" ~ attrdesc)* }", None;
    /// `attrdesc = selector *(COMMA selector)` (RFC 4516 2)
    Attrdesc = "attrdesc", "2", whole_attrdesc, attrdesc, "selector *(COMMA selector)", "attrdesc = { selector ~ (\",\" ~ selector)* }", None;
    /// `selector = attributeSelector ; From Section 4.5.1 of [RFC4511],` (RFC 4516 2)
    ///
    /// Subject to the provisions of the "Percent-Encoding" section below.
    Selector = "selector", "2", selector, selector, "attributeSelector ; From Section 4.5.1 of [RFC4511],", "// PEG: the URL form of an attributeSelector, which holds no \",\" (2.1), and is never empty (an empty selector\n// is no attributeSelector, so an empty `attributes` is an absent one).\nselector = @{ url_char_nc+ }", None;
    /// `scope = "base" / "one" / "sub"` (RFC 4516 2)
    Scope = "scope", "2", scope, scope, "\"base\" / \"one\" / \"sub\"", "scope = @{ ^\"base\" | ^\"one\" | ^\"sub\" }", None;
    /// `filter = filter ; From Section 3 of [RFC4515],` (RFC 4516 2)
    ///
    /// Subject to the provisions of the "Percent-Encoding" section below.
    LdapFilter = "filter", "2", ldap_filter, ldap_filter, "filter ; From Section 3 of [RFC4515],", "// PEG: the URL form of RFC 4515's filter, never empty (an empty filter is an absent one). `ldap_filter`\n// beside RFC 4515's own `filter`.\nldap_filter = @{ url_char+ }", None;
    /// `extensions = extension *(COMMA extension)` (RFC 4516 2)
    Extensions = "extensions", "2", whole_extensions, extensions, "extension *(COMMA extension)", "// PEG: exact: an `extension` holds no \",\" (its `exvalue` has it encoded), so each ends where the next\n// `COMMA extension` begins.\nextensions = { ldap_extension ~ (\",\" ~ ldap_extension)* }", None;
    /// `extension = [EXCLAMATION] extype [EQUALS exvalue]` (RFC 4516 2)
    LdapExtension = "extension", "2", whole_ldap_extension, ldap_extension, "[EXCLAMATION] extype [EQUALS exvalue]", "// PEG: exact: an `extype` holds no \"=\". `ldap_extension` beside RFC 3966's `extension`.\nldap_extension = { \"!\"? ~ extype ~ (\"=\" ~ exvalue)? }", None;
    /// `extype = oid ; From section 1.4 of [RFC4512].` (RFC 4516 2)
    Extype = "extype", "2", whole_extype, extype, "oid ; From section 1.4 of [RFC4512].", "// PEG: not percent-encoded: matched as it stands.\nextype = { ldap_oid }", None;
    /// `exvalue = LDAPString ; From section 4.1.2 of [RFC4511],` (RFC 4516 2)
    ///
    /// Subject to the provisions of the "Percent-Encoding" section below.
    Exvalue = "exvalue", "2", exvalue, exvalue, "LDAPString ; From section 4.1.2 of [RFC4511],", "// PEG: the URL form of an LDAPString, which holds no \",\" (2.1: a comma inside an exvalue is encoded).\nexvalue = @{ url_element_nc }", None;
}
Rfc4512 #[cfg(feature = "schemes")] {
    /// `keystring = leadkeychar *keychar` (RFC 4512 1.4)
    Keystring = "keystring", "1.4", keystring, keystring, "leadkeychar *keychar", "keystring = @{ leadkeychar ~ keychar* }", None;
    /// `leadkeychar = ALPHA` (RFC 4512 1.4)
    Leadkeychar = "leadkeychar", "1.4", whole_leadkeychar, leadkeychar, "ALPHA", "leadkeychar = _{ ALPHA }", None;
    /// `keychar = ALPHA / DIGIT / HYPHEN` (RFC 4512 1.4)
    Keychar = "keychar", "1.4", whole_keychar, keychar, "ALPHA / DIGIT / HYPHEN", "keychar = _{ ALPHA | DIGIT | \"-\" }", None;
    /// `number = DIGIT / ( LDIGIT 1*DIGIT )` (RFC 4512 1.4)
    LdapNumber = "number", "1.4", number, number, "DIGIT / ( LDIGIT 1*DIGIT )", "// PEG: the alternatives in the other order: `DIGIT` would match the first digit of `12` and leave the rest,\n// and a number is never followed by a digit.\nnumber = @{ LDIGIT ~ DIGIT+ | DIGIT }", None;
    /// `LDIGIT = %x31-39 ; "1"-"9"` (RFC 4512 1.4)
    Ldigit = "LDIGIT", "1.4", whole_LDIGIT, LDIGIT, "%x31-39 ; \"1\"-\"9\"", "LDIGIT = _{ '1'..'9' }", None;
    /// `HEX = DIGIT / %x41-46 / %x61-66 ; "0"-"9" / "A"-"F" / "a"-"f"` (RFC 4512 1.4)
    Hex = "HEX", "1.4", whole_HEX, HEX, "DIGIT / %x41-46 / %x61-66 ; \"0\"-\"9\" / \"A\"-\"F\" / \"a\"-\"f\"", "HEX = _{ DIGIT | 'A'..'F' | 'a'..'f' }", None;
    /// `UTFMB = UTF2 / UTF3 / UTF4` (RFC 4512 1.4)
    Utfmb = "UTFMB", "1.4", whole_UTFMB, UTFMB, "UTF2 / UTF3 / UTF4", "// PEG: the input is a string, so well-formed UTF-8: `UTF2`, `UTF3` and `UTF4` together are exactly the\n// characters from U+0080 on, one character each.\nUTFMB = _{ '\\u{80}'..'\\u{10FFFF}' }", None;
    /// `numericoid = number 1*( DOT number )` (RFC 4512 1.4)
    Numericoid = "numericoid", "1.4", numericoid, numericoid, "number 1*( DOT number )", "numericoid = @{ number ~ (\".\" ~ number)+ }", None;
    /// `descr = keystring` (RFC 4512 1.4)
    Descr = "descr", "1.4", descr, descr, "keystring", "descr = @{ keystring }", None;
    /// `oid = descr / numericoid` (RFC 4512 1.4)
    LdapOid = "oid", "1.4", whole_ldap_oid, ldap_oid, "descr / numericoid", "// PEG: exact: a descr begins with a letter, a numericoid with a digit. `ldap_oid` beside RFC 3061's `oid`.\nldap_oid = { descr | numericoid }", None;
    /// `attributedescription = attributetype options` (RFC 4512 2.5)
    ///
    /// (`attributetype = oid`: ABNF names are case-insensitive, so it is RFC 4514's `attributeType = descr
    /// / numericoid` by name, and by language too, `oid = descr / numericoid`; read as that rule.)
    Attributedescription = "attributedescription", "2.5", whole_attributedescription, attributedescription, "attributetype options", "attributedescription = { attributeType ~ options }", None;
    /// `options = *( SEMI option )` (RFC 4512 2.5)
    Options = "options", "2.5", options, options, "*( SEMI option )", "options = @{ (\";\" ~ option)* }", None;
    /// `option = 1*keychar` (RFC 4512 2.5)
    Option = "option", "2.5", option, option, "1*keychar", "option = @{ keychar+ }", None;
}
Rfc4514 #[cfg(feature = "schemes")] {
    /// `distinguishedName = [ relativeDistinguishedName *( COMMA relativeDistinguishedName ) ]` (RFC 4514 3)
    DistinguishedName = "distinguishedName", "3", whole_distinguishedName, distinguishedName, "[ relativeDistinguishedName *( COMMA relativeDistinguishedName ) ]", "distinguishedName = { (relativeDistinguishedName ~ (\",\" ~ relativeDistinguishedName)*)? }", None;
    /// `relativeDistinguishedName = attributeTypeAndValue *( PLUS attributeTypeAndValue )` (RFC 4514 3)
    RelativeDistinguishedName = "relativeDistinguishedName", "3", whole_relativeDistinguishedName, relativeDistinguishedName, "attributeTypeAndValue *( PLUS attributeTypeAndValue )", "// PEG: exact: a value holds no unescaped \"+\" or \",\", so each ends where the next \"+\" or \",\" begins.\nrelativeDistinguishedName = { attributeTypeAndValue ~ (\"+\" ~ attributeTypeAndValue)* }", None;
    /// `attributeTypeAndValue = attributeType EQUALS attributeValue` (RFC 4514 3)
    AttributeTypeAndValue = "attributeTypeAndValue", "3", whole_attributeTypeAndValue, attributeTypeAndValue, "attributeType EQUALS attributeValue", "attributeTypeAndValue = { attributeType ~ \"=\" ~ attributeValue }", None;
    /// `attributeType = descr / numericoid` (RFC 4514 3)
    AttributeType = "attributeType", "3", whole_attributeType, attributeType, "descr / numericoid", "// PEG: exact, as `oid` (the same language; RFC 4512 2.5's `attributetype = oid` is this rule by its\n// case-insensitive name).\nattributeType = { descr | numericoid }", None;
    /// `attributeValue = string / hexstring` (RFC 4514 3)
    AttributeValue = "attributeValue", "3", whole_attributeValue, attributeValue, "string / hexstring", "// PEG: the alternatives in the other order: `string` may be empty, so it would match before a hexstring and\n// leave its \"#\". A string never begins with \"#\" (it is no `leadchar`, and `\\#` is a pair), so where a\n// hexstring can begin only a hexstring can match.\nattributeValue = { hexstring | string }", None;
    /// `string = [ ( leadchar / pair ) [ *( stringchar / pair ) ( trailchar / pair ) ] ]` (RFC 4514 3)
    String = "string", "3", string, string, "[ ( leadchar / pair ) [ *( stringchar / pair ) ( trailchar / pair ) ] ]", "// PEG: `*( stringchar / pair )` would take the last character too, which must be a `trailchar` (a\n// `stringchar` but for the space). Here a character is taken as a `stringchar` only when another follows,\n// and the last one must then be a `trailchar` or a pair. That is exact: where a string stands (before \"+\",\n// \",\" or the end) it runs to the first character that is neither a `stringchar` nor a pair, since a value\n// cannot stop before another character of its own.\nstring = @{\n    ((leadchar | pair) ~ ((stringchar | pair) ~ &(stringchar | pair))* ~ (trailchar | pair)?)?\n}", None;
    /// `leadchar = LUTF1 / UTFMB` (RFC 4514 3)
    Leadchar = "leadchar", "3", whole_leadchar, leadchar, "LUTF1 / UTFMB", "leadchar = _{ LUTF1 | UTFMB }", None;
    /// `LUTF1 = %x01-1F / %x21 / %x24-2A / %x2D-3A / %x3D / %x3F-5B / %x5D-7F` (RFC 4514 3)
    Lutf1 = "LUTF1", "3", whole_LUTF1, LUTF1, "%x01-1F / %x21 / %x24-2A / %x2D-3A / %x3D / %x3F-5B / %x5D-7F", "LUTF1 = _{ '\\u{01}'..'\\u{1F}' | \"!\" | '\\u{24}'..'\\u{2A}' | '\\u{2D}'..'\\u{3A}' | \"=\" | '\\u{3F}'..'\\u{5B}' | '\\u{5D}'..'\\u{7F}' }", None;
    /// `trailchar = TUTF1 / UTFMB` (RFC 4514 3)
    Trailchar = "trailchar", "3", whole_trailchar, trailchar, "TUTF1 / UTFMB", "trailchar = _{ TUTF1 | UTFMB }", None;
    /// `TUTF1 = %x01-1F / %x21 / %x23-2A / %x2D-3A / %x3D / %x3F-5B / %x5D-7F` (RFC 4514 3)
    Tutf1 = "TUTF1", "3", whole_TUTF1, TUTF1, "%x01-1F / %x21 / %x23-2A / %x2D-3A / %x3D / %x3F-5B / %x5D-7F", "TUTF1 = _{ '\\u{01}'..'\\u{1F}' | \"!\" | '\\u{23}'..'\\u{2A}' | '\\u{2D}'..'\\u{3A}' | \"=\" | '\\u{3F}'..'\\u{5B}' | '\\u{5D}'..'\\u{7F}' }", None;
    /// `stringchar = SUTF1 / UTFMB` (RFC 4514 3)
    Stringchar = "stringchar", "3", whole_stringchar, stringchar, "SUTF1 / UTFMB", "stringchar = _{ SUTF1 | UTFMB }", None;
    /// `SUTF1 = %x01-21 / %x23-2A / %x2D-3A / %x3D / %x3F-5B / %x5D-7F` (RFC 4514 3)
    Sutf1 = "SUTF1", "3", whole_SUTF1, SUTF1, "%x01-21 / %x23-2A / %x2D-3A / %x3D / %x3F-5B / %x5D-7F", "SUTF1 = _{ '\\u{01}'..'\\u{21}' | '\\u{23}'..'\\u{2A}' | '\\u{2D}'..'\\u{3A}' | \"=\" | '\\u{3F}'..'\\u{5B}' | '\\u{5D}'..'\\u{7F}' }", None;
    /// `pair = ESC ( ESC / special / hexpair )` (RFC 4514 3)
    Pair = "pair", "3", whole_pair, pair, "ESC ( ESC / special / hexpair )", "pair = _{ \"\\\\\" ~ (\"\\\\\" | special | hexpair) }", None;
    /// `special = escaped / SPACE / SHARP / EQUALS` (RFC 4514 3)
    Special = "special", "3", whole_special, special, "escaped / SPACE / SHARP / EQUALS", "special = _{ escaped | \" \" | \"#\" | \"=\" }", None;
    /// `escaped = DQUOTE / PLUS / COMMA / SEMI / LANGLE / RANGLE` (RFC 4514 3)
    Escaped = "escaped", "3", whole_escaped, escaped, "DQUOTE / PLUS / COMMA / SEMI / LANGLE / RANGLE", "escaped = _{ \"\\\"\" | \"+\" | \",\" | \";\" | \"<\" | \">\" }", None;
    /// `hexstring = SHARP 1*hexpair` (RFC 4514 3)
    Hexstring = "hexstring", "3", hexstring, hexstring, "SHARP 1*hexpair", "hexstring = @{ \"#\" ~ hexpair+ }", None;
    /// `hexpair = HEX HEX` (RFC 4514 3)
    Hexpair = "hexpair", "3", whole_hexpair, hexpair, "HEX HEX", "hexpair = _{ HEX ~ HEX }", None;
}
Rfc4515 #[cfg(feature = "schemes")] {
    /// `filter = LPAREN filtercomp RPAREN` (RFC 4515 3)
    Filter = "filter", "3", whole_filter, filter, "LPAREN filtercomp RPAREN", "// PEG: a filter holds filters (`and`, `or` and `not` do), and written as the RFC writes it the parser would\n// call itself once per level, so that \"(!(!(!(...\" some thousands deep would overflow the thread's stack.\n// Here the nesting is counted on pest's stack instead: each `and` or `or` pushes the \"(\" that opens its\n// first filter, each `not` pushes its \"!\"; a filter of an `item` closes with its \")\", and then either the\n// innermost open `and` or `or` takes another filter (only an \"(\" on top matches the \"(\" of one: a `not`\n// has exactly one) or a \")\" closes the innermost open one and drops it. The filter ends when nothing is left\n// to drop. That is the same language, and the rules `filtercomp`, `and`, `or`, `not` and `filterlist` keep\n// the RFC's definitions for themselves; a parse tree of a filter shows its items, not those rules. The\n// filter needs pest's stack empty where it begins: no rule that pushes holds a filter.\nfilter = {\n    \"(\" ~ filter_open* ~ item ~ \")\" ~ (filter_more | \")\" ~ DROP)* ~ !DROP\n}", None;
    /// `filtercomp = and / or / not / item` (RFC 4515 3)
    Filtercomp = "filtercomp", "3", whole_filtercomp, filtercomp, "and / or / not / item", "// PEG: exact: an item begins with neither \"&\", \"|\" nor \"!\".\nfiltercomp = { and | or | not | item }", None;
    /// `and = AMPERSAND filterlist` (RFC 4515 3)
    And = "and", "3", whole_and, and, "AMPERSAND filterlist", "and = { \"&\" ~ filterlist }", None;
    /// `or = VERTBAR filterlist` (RFC 4515 3)
    Or = "or", "3", whole_or, or, "VERTBAR filterlist", "or = { \"|\" ~ filterlist }", None;
    /// `not = EXCLAMATION filter` (RFC 4515 3)
    Not = "not", "3", whole_not, not, "EXCLAMATION filter", "not = { \"!\" ~ filter }", None;
    /// `filterlist = 1*filter` (RFC 4515 3)
    Filterlist = "filterlist", "3", whole_filterlist, filterlist, "1*filter", "filterlist = { filter+ }", None;
    /// `item = simple / present / substring / extensible` (RFC 4515 3)
    Item = "item", "3", whole_item, item, "simple / present / substring / extensible", "// PEG: an item ends at the \")\" of its filter (or the end, alone), and `simple` matches the start of a\n// present or a substring (`a=` of `a=*`): each alternative is taken only when it reaches that end.\nitem = { (simple | present | substring | extensible) ~ &(\")\" | EOI) }", None;
    /// `simple = attr filtertype assertionvalue` (RFC 4515 3)
    Simple = "simple", "3", whole_simple, simple, "attr filtertype assertionvalue", "// PEG: the lookahead of `item`, which this alternative of it needs, is written here.\nsimple = { attr ~ filtertype ~ assertionvalue ~ &(\")\" | EOI) }", None;
    /// `filtertype = equal / approx / greaterorequal / lessorequal` (RFC 4515 3)
    ///
    /// (`equal = EQUALS`, `approx = TILDE EQUALS`, `greaterorequal = RANGLE EQUALS`, `lessorequal = LANGLE
    /// EQUALS`)
    Filtertype = "filtertype", "3", filtertype, filtertype, "equal / approx / greaterorequal / lessorequal", "filtertype = @{ \"=\" | \"~=\" | \">=\" | \"<=\" }", None;
    /// `extensible = ( attr [dnattrs] [matchingrule] COLON EQUALS assertionvalue ) / ( [dnattrs] matchingrule COLON EQUALS assertionvalue )` (RFC 4515 3)
    Extensible = "extensible", "3", whole_extensible, extensible, "( attr [dnattrs] [matchingrule] COLON EQUALS assertionvalue ) / ( [dnattrs] matchingrule COLON EQUALS assertionvalue )", "// PEG: `dnattrs` (\":dn\") is also the start of a `matchingrule` whose oid begins with \"dn\" (\":dnx\"), or is\n// one (\":dn\"). In the first alternative it is taken only when no character of an oid's descr follows it, so\n// that such a matchingrule is read whole (\":dn\" before \":=\" is the same string either way); in the second,\n// which needs a matchingrule after it, only when one follows.\nextensible = {\n    attr ~ (dnattrs ~ !keychar)? ~ matchingrule? ~ \":=\" ~ assertionvalue\n  | (dnattrs ~ &matchingrule)? ~ matchingrule ~ \":=\" ~ assertionvalue\n}", None;
    /// `present = attr EQUALS ASTERISK` (RFC 4515 3)
    Present = "present", "3", whole_present, present, "attr EQUALS ASTERISK", "present = { attr ~ \"=*\" ~ &(\")\" | EOI) }", None;
    /// `substring = attr EQUALS [initial] any [final]` (RFC 4515 3)
    Substring = "substring", "3", whole_substring, substring, "attr EQUALS [initial] any [final]", "// PEG: exact: `initial` ends at the first \"*\", where `any` begins; `any` takes each value followed by \"*\",\n// and gives back the last value, with no \"*\" after it, to `final`. An empty `initial` or `final` is the same\n// string as none, and is read as none.\nsubstring = { attr ~ \"=\" ~ (!\"*\" ~ initial)? ~ any ~ (!(\")\" | EOI) ~ filter_final)? }", None;
    /// `initial = assertionvalue` (RFC 4515 3)
    Initial = "initial", "3", whole_initial, initial, "assertionvalue", "initial = { assertionvalue }", None;
    /// `any = ASTERISK *(assertionvalue ASTERISK)` (RFC 4515 3)
    Any = "any", "3", whole_any, any, "ASTERISK *(assertionvalue ASTERISK)", "any = { \"*\" ~ (assertionvalue ~ \"*\")* }", None;
    /// `final = assertionvalue` (RFC 4515 3)
    FilterFinal = "final", "3", whole_filter_final, filter_final, "assertionvalue", "// PEG: `filter_final`: `final` is a word of Rust.\nfilter_final = { assertionvalue }", None;
    /// `attr = attributedescription` (RFC 4515 3)
    Attr = "attr", "3", whole_attr, attr, "attributedescription", "attr = { attributedescription }", None;
    /// `dnattrs = COLON "dn"` (RFC 4515 3)
    Dnattrs = "dnattrs", "3", dnattrs, dnattrs, "COLON \"dn\"", "dnattrs = @{ \":\" ~ ^\"dn\" }", None;
    /// `matchingrule = COLON oid` (RFC 4515 3)
    Matchingrule = "matchingrule", "3", whole_matchingrule, matchingrule, "COLON oid", "matchingrule = { \":\" ~ ldap_oid }", None;
    /// `assertionvalue = valueencoding` (RFC 4515 3)
    Assertionvalue = "assertionvalue", "3", assertionvalue, assertionvalue, "valueencoding", "assertionvalue = @{ valueencoding }", None;
    /// `valueencoding = 0*(normal / escaped)` (RFC 4515 3)
    Valueencoding = "valueencoding", "3", whole_valueencoding, valueencoding, "0*(normal / escaped)", "valueencoding = _{ (normal | filter_escaped)* }", None;
    /// `normal = UTF1SUBSET / UTFMB` (RFC 4515 3)
    Normal = "normal", "3", whole_normal, normal, "UTF1SUBSET / UTFMB", "normal = _{ UTF1SUBSET | UTFMB }", None;
    /// `escaped = ESC HEX HEX` (RFC 4515 3)
    FilterEscaped = "escaped", "3", whole_filter_escaped, filter_escaped, "ESC HEX HEX", "// PEG: `filter_escaped` beside RFC 4514's `escaped`.\nfilter_escaped = _{ \"\\\\\" ~ HEX ~ HEX }", None;
    /// `UTF1SUBSET = %x01-27 / %x2B-5B / %x5D-7F` (RFC 4515 3)
    Utf1subset = "UTF1SUBSET", "3", whole_UTF1SUBSET, UTF1SUBSET, "%x01-27 / %x2B-5B / %x5D-7F", "UTF1SUBSET = _{ '\\u{01}'..'\\u{27}' | '\\u{2B}'..'\\u{5B}' | '\\u{5D}'..'\\u{7F}' }", None;
}
Rfc4511 #[cfg(feature = "schemes")] {
    /// `attributeSelector = attributedescription / selectorspecial` (RFC 4511 4.5.1.8)
    AttributeSelector = "attributeSelector", "4.5.1.8", whole_attributeSelector, attributeSelector, "attributedescription / selectorspecial", "// PEG: exact: \"1.1\" is also an attributedescription (a numericoid), which the first alternative takes: the\n// same string either way. No attributedescription begins with \"*\".\nattributeSelector = { attributedescription | selectorspecial }", None;
    /// `selectorspecial = noattrs / alluserattrs` (RFC 4511 4.5.1.8)
    ///
    /// (`noattrs = %x31.2E.31 ; "1.1"`, `alluserattrs = %x2A ; asterisk ("*")`)
    Selectorspecial = "selectorspecial", "4.5.1.8", selectorspecial, selectorspecial, "noattrs / alluserattrs", "selectorspecial = @{ \"1.1\" | \"*\" }", None;
    /// `LDAPString = *UTF8` (RFC 4511 4.1.2)
    ///
    /// (RFC 4511 defines it in ASN.1, `LDAPString ::= OCTET STRING -- UTF-8 encoded, [ISO10646]
    /// characters`: in the ABNF of RFC 4512 1.4, any number of `UTF8`.)
    LDAPString = "LDAPString", "4.1.2", LDAPString, LDAPString, "*UTF8", "// PEG: any string (2.1 notes that an extension's value may hold NUL, which `UTF8` does).\nLDAPString = @{ ANY* }", None;
}
Rfc3261 #[cfg(feature = "schemes")] {
    /// `SIP-URI = "sip:" [ userinfo ] hostport uri-parameters [ headers ]` (RFC 3261 25.1)
    SipUri = "SIP-URI", "25.1", whole_SIP_URI, SIP_URI, "\"sip:\" [ userinfo ] hostport uri-parameters [ headers ]", "// PEG: exact: a userinfo ends at the last \"@\" (see the header), and a host at \":\", \";\", \"?\" or the end.\nSIP_URI = { ^\"sip:\" ~ sip_userinfo? ~ hostport ~ uri_parameters ~ sip_headers? }", None;
    /// `SIPS-URI = "sips:" [ userinfo ] hostport uri-parameters [ headers ]` (RFC 3261 25.1)
    SipsUri = "SIPS-URI", "25.1", whole_SIPS_URI, SIPS_URI, "\"sips:\" [ userinfo ] hostport uri-parameters [ headers ]", "SIPS_URI = { ^\"sips:\" ~ sip_userinfo? ~ hostport ~ uri_parameters ~ sip_headers? }", None;
    /// `userinfo = ( user / telephone-subscriber ) [ ":" password ] "@"` (RFC 3261 25.1)
    SipUserinfo = "userinfo", "25.1", whole_sip_userinfo, sip_userinfo, "( user / telephone-subscriber ) [ \":\" password ] \"@\"", "// PEG: the \"@\" is the last of the input (see the header). The user reading first; a telephone-subscriber\n// read to the last \"@\", then to the last \":\" before it, with a password after it.\nsip_userinfo = {\n    sip_user ~ (\":\" ~ sip_password)? ~ \"@\" ~ &sip_no_more_at\n  | PUSH_LITERAL(\"@\") ~ telephone_subscriber ~ sip_subscriber_end ~ DROP ~ \"@\"\n  | PUSH_LITERAL(\":\") ~ telephone_subscriber ~ sip_subscriber_end ~ DROP ~ \":\" ~ sip_password ~ \"@\"\n}", None;
    /// `user = 1*( unreserved / escaped / user-unreserved )` (RFC 3261 25.1)
    SipUser = "user", "25.1", sip_user, sip_user, "1*( unreserved / escaped / user-unreserved )", "sip_user = @{ (sip_unreserved | sip_escaped | user_unreserved)+ }", None;
    /// `user-unreserved = "&" / "=" / "+" / "$" / "," / ";" / "?" / "/"` (RFC 3261 25.1)
    UserUnreserved = "user-unreserved", "25.1", user_unreserved, user_unreserved, "\"&\" / \"=\" / \"+\" / \"$\" / \",\" / \";\" / \"?\" / \"/\"", "user_unreserved = @{ \"&\" | \"=\" | \"+\" | \"$\" | \",\" | \";\" | \"?\" | \"/\" }", None;
    /// `password` (RFC 3261 25.1):
    ///
    /// ```text
    /// password = *( unreserved / escaped /
    ///            "&" / "=" / "+" / "$" / "," )
    /// ```
    SipPassword = "password", "25.1", sip_password, sip_password, "*( unreserved / escaped /\n\"&\" / \"=\" / \"+\" / \"$\" / \",\" )", "sip_password = @{ (sip_unreserved | sip_escaped | \"&\" | \"=\" | \"+\" | \"$\" | \",\")* }", None;
    /// `hostport = host [ ":" port ]` (RFC 3261 25.1)
    Hostport = "hostport", "25.1", whole_hostport, hostport, "host [ \":\" port ]", "hostport = { sip_host ~ (\":\" ~ sip_port)? }", None;
    /// `host = hostname / IPv4address / IPv6reference` (RFC 3261 25.1)
    SipHost = "host", "25.1", whole_sip_host, sip_host, "hostname / IPv4address / IPv6reference", "// PEG: exact: a hostname's last label begins with a letter, which no IPv4address holds, and an\n// IPv6reference begins with \"[\".\nsip_host = { sip_hostname | rfc5954_IPv4address | IPv6reference }", None;
    /// `hostname = *( domainlabel "." ) toplabel [ "." ]` (RFC 3261 25.1)
    SipHostname = "hostname", "25.1", sip_hostname, sip_hostname, "*( domainlabel \".\" ) toplabel [ \".\" ]", "// RFC 3966's `domainname`, whose ABNF is this one's.\nsip_hostname = @{ domainname }", None;
    /// `domainlabel` (RFC 3261 25.1):
    ///
    /// ```text
    /// domainlabel = alphanum
    ///             / alphanum *( alphanum / "-" ) alphanum
    /// ```
    SipDomainlabel = "domainlabel", "25.1", sip_domainlabel, sip_domainlabel, "alphanum\n/ alphanum *( alphanum / \"-\" ) alphanum", "// RFC 3966's `domainlabel`, whose ABNF is this one's.\nsip_domainlabel = @{ domainlabel }", None;
    /// `toplabel = ALPHA / ALPHA *( alphanum / "-" ) alphanum` (RFC 3261 25.1)
    SipToplabel = "toplabel", "25.1", sip_toplabel, sip_toplabel, "ALPHA / ALPHA *( alphanum / \"-\" ) alphanum", "// RFC 3966's `toplabel`, whose ABNF is this one's.\nsip_toplabel = @{ toplabel }", None;
    /// `port = 1*DIGIT` (RFC 3261 25.1)
    SipPort = "port", "25.1", sip_port, sip_port, "1*DIGIT", "sip_port = @{ DIGIT+ }", None;
    /// `uri-parameters = *( ";" uri-parameter)` (RFC 3261 25.1)
    UriParameters = "uri-parameters", "25.1", whole_uri_parameters, uri_parameters, "*( \";\" uri-parameter)", "uri_parameters = { (\";\" ~ uri_parameter)* }", None;
    /// `uri-parameter` (RFC 3261 25.1):
    ///
    /// ```text
    /// uri-parameter = transport-param / user-param / method-param
    ///                 / ttl-param / maddr-param / lr-param / other-param
    /// ```
    UriParameter = "uri-parameter", "25.1", whole_uri_parameter, uri_parameter, "transport-param / user-param / method-param\n/ ttl-param / maddr-param / lr-param / other-param", "// PEG: each named parameter only up to the next \";\" or \"?\" or the end: the rest is an other-param\n// (`;ttl=1000`, `;lr=1`), which every one of them also is.\nuri_parameter = {\n    (transport_param | user_param | method_param | ttl_param | maddr_param | lr_param) ~ &(\";\" | \"?\" | EOI)\n  | other_param\n}", None;
    /// `transport-param` (RFC 3261 25.1):
    ///
    /// ```text
    /// transport-param = "transport="
    ///                   ( "udp" / "tcp" / "sctp" / "tls"
    ///                   / other-transport)
    /// ```
    TransportParam = "transport-param", "25.1", whole_transport_param, transport_param, "\"transport=\"\n( \"udp\" / \"tcp\" / \"sctp\" / \"tls\"\n/ other-transport)", "// PEG: exact: each transport name is also an other-transport (a token), which is tried after them only\n// where a name is not the whole token (`tcpx`).\ntransport_param = { ^\"transport=\" ~ ((^\"udp\" | ^\"tcp\" | ^\"sctp\" | ^\"tls\") ~ !sip_token | other_transport) }", None;
    /// `other-transport = token` (RFC 3261 25.1)
    OtherTransport = "other-transport", "25.1", other_transport, other_transport, "token", "other_transport = @{ sip_token }", None;
    /// `user-param = "user=" ( "phone" / "ip" / other-user)` (RFC 3261 25.1)
    UserParam = "user-param", "25.1", whole_user_param, user_param, "\"user=\" ( \"phone\" / \"ip\" / other-user)", "// PEG: as in `transport-param`.\nuser_param = { ^\"user=\" ~ ((^\"phone\" | ^\"ip\") ~ !sip_token | other_user) }", None;
    /// `other-user = token` (RFC 3261 25.1)
    OtherUser = "other-user", "25.1", other_user, other_user, "token", "other_user = @{ sip_token }", None;
    /// `method-param = "method=" Method` (RFC 3261 25.1)
    MethodParam = "method-param", "25.1", whole_method_param, method_param, "\"method=\" Method", "method_param = { ^\"method=\" ~ Method }", None;
    /// `ttl-param = "ttl=" ttl` (RFC 3261 25.1)
    TtlParam = "ttl-param", "25.1", whole_ttl_param, ttl_param, "\"ttl=\" ttl", "ttl_param = { ^\"ttl=\" ~ sip_ttl }", None;
    /// `maddr-param = "maddr=" host` (RFC 3261 25.1)
    MaddrParam = "maddr-param", "25.1", whole_maddr_param, maddr_param, "\"maddr=\" host", "maddr_param = { ^\"maddr=\" ~ sip_host }", None;
    /// `lr-param = "lr"` (RFC 3261 25.1)
    LrParam = "lr-param", "25.1", lr_param, lr_param, "\"lr\"", "lr_param = @{ ^\"lr\" }", None;
    /// `other-param = pname [ "=" pvalue ]` (RFC 3261 25.1)
    OtherParam = "other-param", "25.1", whole_other_param, other_param, "pname [ \"=\" pvalue ]", "// PEG: exact: a pname holds no \"=\".\nother_param = { sip_pname ~ (\"=\" ~ sip_pvalue)? }", None;
    /// `pname = 1*paramchar` (RFC 3261 25.1)
    SipPname = "pname", "25.1", sip_pname, sip_pname, "1*paramchar", "sip_pname = @{ sip_paramchar+ }", None;
    /// `pvalue = 1*paramchar` (RFC 3261 25.1)
    SipPvalue = "pvalue", "25.1", sip_pvalue, sip_pvalue, "1*paramchar", "sip_pvalue = @{ sip_paramchar+ }", None;
    /// `paramchar = param-unreserved / unreserved / escaped` (RFC 3261 25.1)
    SipParamchar = "paramchar", "25.1", sip_paramchar, sip_paramchar, "param-unreserved / unreserved / escaped", "// RFC 3966's `paramchar`, whose ABNF is this one's.\nsip_paramchar = @{ tel_paramchar }", None;
    /// `param-unreserved = "[" / "]" / "/" / ":" / "&" / "+" / "$"` (RFC 3261 25.1)
    SipParamUnreserved = "param-unreserved", "25.1", sip_param_unreserved, sip_param_unreserved, "\"[\" / \"]\" / \"/\" / \":\" / \"&\" / \"+\" / \"$\"", "// RFC 3966's `param-unreserved`, whose ABNF is this one's.\nsip_param_unreserved = @{ param_unreserved }", None;
    /// `headers = "?" header *( "&" header )` (RFC 3261 25.1)
    SipHeaders = "headers", "25.1", whole_sip_headers, sip_headers, "\"?\" header *( \"&\" header )", "// PEG: exact: a header holds no \"&\".\nsip_headers = { \"?\" ~ sip_header ~ (\"&\" ~ sip_header)* }", None;
    /// `header = hname "=" hvalue` (RFC 3261 25.1)
    SipHeader = "header", "25.1", whole_sip_header, sip_header, "hname \"=\" hvalue", "// PEG: exact: an hname holds no \"=\".\nsip_header = { hname ~ \"=\" ~ hvalue }", None;
    /// `hname = 1*( hnv-unreserved / unreserved / escaped )` (RFC 3261 25.1)
    Hname = "hname", "25.1", hname, hname, "1*( hnv-unreserved / unreserved / escaped )", "hname = @{ (hnv_unreserved | sip_unreserved | sip_escaped)+ }", None;
    /// `hvalue = *( hnv-unreserved / unreserved / escaped )` (RFC 3261 25.1)
    Hvalue = "hvalue", "25.1", hvalue, hvalue, "*( hnv-unreserved / unreserved / escaped )", "hvalue = @{ (hnv_unreserved | sip_unreserved | sip_escaped)* }", None;
    /// `hnv-unreserved = "[" / "]" / "/" / "?" / ":" / "+" / "$"` (RFC 3261 25.1)
    HnvUnreserved = "hnv-unreserved", "25.1", hnv_unreserved, hnv_unreserved, "\"[\" / \"]\" / \"/\" / \"?\" / \":\" / \"+\" / \"$\"", "hnv_unreserved = @{ \"[\" | \"]\" | \"/\" | \"?\" | \":\" | \"+\" | \"$\" }", None;
    /// `INVITEm = %x49.4E.56.49.54.45 ; INVITE in caps` (RFC 3261 25.1)
    InviteMethod = "INVITEm", "25.1", INVITEm, INVITEm, "%x49.4E.56.49.54.45 ; INVITE in caps", "INVITEm = @{ \"INVITE\" }", None;
    /// `ACKm = %x41.43.4B ; ACK in caps` (RFC 3261 25.1)
    AckMethod = "ACKm", "25.1", ACKm, ACKm, "%x41.43.4B ; ACK in caps", "ACKm = @{ \"ACK\" }", None;
    /// `OPTIONSm = %x4F.50.54.49.4F.4E.53 ; OPTIONS in caps` (RFC 3261 25.1)
    OptionsMethod = "OPTIONSm", "25.1", OPTIONSm, OPTIONSm, "%x4F.50.54.49.4F.4E.53 ; OPTIONS in caps", "OPTIONSm = @{ \"OPTIONS\" }", None;
    /// `BYEm = %x42.59.45 ; BYE in caps` (RFC 3261 25.1)
    ByeMethod = "BYEm", "25.1", BYEm, BYEm, "%x42.59.45 ; BYE in caps", "BYEm = @{ \"BYE\" }", None;
    /// `CANCELm = %x43.41.4E.43.45.4C ; CANCEL in caps` (RFC 3261 25.1)
    CancelMethod = "CANCELm", "25.1", CANCELm, CANCELm, "%x43.41.4E.43.45.4C ; CANCEL in caps", "CANCELm = @{ \"CANCEL\" }", None;
    /// `REGISTERm = %x52.45.47.49.53.54.45.52 ; REGISTER in caps` (RFC 3261 25.1)
    RegisterMethod = "REGISTERm", "25.1", REGISTERm, REGISTERm, "%x52.45.47.49.53.54.45.52 ; REGISTER in caps", "REGISTERm = @{ \"REGISTER\" }", None;
    /// `Method` (RFC 3261 25.1):
    ///
    /// ```text
    /// Method = INVITEm / ACKm / OPTIONSm / BYEm
    ///          / CANCELm / REGISTERm
    ///          / extension-method
    /// ```
    SipMethod = "Method", "25.1", whole_Method, Method, "INVITEm / ACKm / OPTIONSm / BYEm\n/ CANCELm / REGISTERm\n/ extension-method", "// PEG: a method of its own only as a whole token (see the header).\nMethod = { (INVITEm | ACKm | OPTIONSm | BYEm | CANCELm | REGISTERm) ~ !sip_token | extension_method }", None;
    /// `extension-method = token` (RFC 3261 25.1)
    ExtensionMethod = "extension-method", "25.1", extension_method, extension_method, "token", "extension_method = @{ sip_token }", None;
    /// `ttl = 1*3DIGIT ; 0 to 255` (RFC 3261 25.1)
    SipTtl = "ttl", "25.1", sip_ttl, sip_ttl, "1*3DIGIT ; 0 to 255", "sip_ttl = @{ DIGIT{1, 3} }", None;
    /// `alphanum = ALPHA / DIGIT` (RFC 3261 25.1)
    SipAlphanum = "alphanum", "25.1", sip_alphanum, sip_alphanum, "ALPHA / DIGIT", "sip_alphanum = @{ alphanum }", None;
    /// `reserved` (RFC 3261 25.1):
    ///
    /// ```text
    /// reserved = ";" / "/" / "?" / ":" / "@" / "&" / "=" / "+"
    ///            / "$" / ","
    /// ```
    SipReserved = "reserved", "25.1", sip_reserved, sip_reserved, "\";\" / \"/\" / \"?\" / \":\" / \"@\" / \"&\" / \"=\" / \"+\"\n/ \"$\" / \",\"", "// RFC 3966's `reserved`, whose ABNF is this one's.\nsip_reserved = @{ tel_reserved }", None;
    /// `unreserved = alphanum / mark` (RFC 3261 25.1)
    SipUnreserved = "unreserved", "25.1", sip_unreserved, sip_unreserved, "alphanum / mark", "// RFC 3966's `unreserved`, whose ABNF is this one's.\nsip_unreserved = @{ tel_unreserved }", None;
    /// `mark` (RFC 3261 25.1):
    ///
    /// ```text
    /// mark = "-" / "_" / "." / "!" / "~" / "*" / "'"
    ///        / "(" / ")"
    /// ```
    SipMark = "mark", "25.1", sip_mark, sip_mark, "\"-\" / \"_\" / \".\" / \"!\" / \"~\" / \"*\" / \"'\"\n/ \"(\" / \")\"", "// RFC 3966's `mark`, whose ABNF is this one's.\nsip_mark = @{ tel_mark }", None;
    /// `escaped = "%" HEXDIG HEXDIG` (RFC 3261 25.1)
    SipEscaped = "escaped", "25.1", sip_escaped, sip_escaped, "\"%\" HEXDIG HEXDIG", "// RFC 3986's `pct-encoded`, whose ABNF is this one's.\nsip_escaped = @{ pct_encoded }", None;
    /// `token` (RFC 3261 25.1):
    ///
    /// ```text
    /// token = 1*(alphanum / "-" / "." / "!" / "%" / "*"
    ///         / "_" / "+" / "`" / "'" / "~" )
    /// ```
    SipToken = "token", "25.1", sip_token, sip_token, "1*(alphanum / \"-\" / \".\" / \"!\" / \"%\" / \"*\"\n/ \"_\" / \"+\" / \"`\" / \"'\" / \"~\" )", "sip_token = @{ (alphanum | \"-\" | \".\" | \"!\" | \"%\" | \"*\" | \"_\" | \"+\" | \"`\" | \"'\" | \"~\")+ }", None;
}
Rfc5954 #[cfg(feature = "schemes")] {
    /// `IPv6reference = "[" IPv6address "]"` (RFC 5954 4.1)
    Ipv6Reference = "IPv6reference", "4.1", whole_IPv6reference, IPv6reference, "\"[\" IPv6address \"]\"", "IPv6reference = { \"[\" ~ rfc5954_IPv6address ~ \"]\" }", None;
    /// `IPv6address` (RFC 5954 4.1):
    ///
    /// ```text
    /// IPv6address =                            6( h16 ":" ) ls32
    ///             /                       "::" 5( h16 ":" ) ls32
    ///             / [               h16 ] "::" 4( h16 ":" ) ls32
    ///             / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
    ///             / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
    ///             / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
    ///             / [ *4( h16 ":" ) h16 ] "::"              ls32
    ///             / [ *5( h16 ":" ) h16 ] "::"              h16
    ///             / [ *6( h16 ":" ) h16 ] "::"
    /// ```
    Rfc5954Ipv6Address = "IPv6address", "4.1", rfc5954_IPv6address, rfc5954_IPv6address, "6( h16 \":\" ) ls32\n/ \"::\" 5( h16 \":\" ) ls32\n/ [ h16 ] \"::\" 4( h16 \":\" ) ls32\n/ [ *1( h16 \":\" ) h16 ] \"::\" 3( h16 \":\" ) ls32\n/ [ *2( h16 \":\" ) h16 ] \"::\" 2( h16 \":\" ) ls32\n/ [ *3( h16 \":\" ) h16 ] \"::\" h16 \":\" ls32\n/ [ *4( h16 \":\" ) h16 ] \"::\" ls32\n/ [ *5( h16 \":\" ) h16 ] \"::\" h16\n/ [ *6( h16 \":\" ) h16 ] \"::\"", "// RFC 3986's `IPv6address`, which RFC 5954 quotes.\nrfc5954_IPv6address = @{ IPv6address }", None;
    /// `h16 = 1*4HEXDIG` (RFC 5954 4.1)
    Rfc5954H16 = "h16", "4.1", rfc5954_h16, rfc5954_h16, "1*4HEXDIG", "rfc5954_h16 = @{ h16 }", None;
    /// `ls32 = ( h16 ":" h16 ) / IPv4address` (RFC 5954 4.1)
    Rfc5954Ls32 = "ls32", "4.1", rfc5954_ls32, rfc5954_ls32, "( h16 \":\" h16 ) / IPv4address", "rfc5954_ls32 = @{ ls32 }", None;
    /// `IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet` (RFC 5954 4.1)
    Rfc5954Ipv4Address = "IPv4address", "4.1", rfc5954_IPv4address, rfc5954_IPv4address, "dec-octet \".\" dec-octet \".\" dec-octet \".\" dec-octet", "rfc5954_IPv4address = @{ IPv4address }", None;
    /// `dec-octet` (RFC 5954 4.1):
    ///
    /// ```text
    /// dec-octet = DIGIT                 ; 0-9
    ///           / %x31-39 DIGIT         ; 10-99
    ///           / "1" 2DIGIT            ; 100-199
    ///           / "2" %x30-34 DIGIT     ; 200-249
    ///           / "25" %x30-35          ; 250-255
    /// ```
    Rfc5954DecOctet = "dec-octet", "4.1", rfc5954_dec_octet, rfc5954_dec_octet, "DIGIT ; 0-9\n/ %x31-39 DIGIT ; 10-99\n/ \"1\" 2DIGIT ; 100-199\n/ \"2\" %x30-34 DIGIT ; 200-249\n/ \"25\" %x30-35 ; 250-255", "rfc5954_dec_octet = @{ dec_octet }", None;
}
}
