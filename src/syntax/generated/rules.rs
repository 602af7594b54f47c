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
}
Rfc3986 #[cfg(all())] {
    /// `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]` (RFC 3986 3)
    Uri = "URI", "3", whole_URI, URI, "scheme \":\" hier-part [ \"?\" query ] [ \"#\" fragment ]", None;
    /// `hier-part = "//" authority path-abempty / path-absolute / path-rootless / path-empty` (RFC 3986 3)
    HierPart = "hier-part", "3", whole_hier_part, hier_part, "\"//\" authority path-abempty / path-absolute / path-rootless / path-empty", None;
    /// `URI-reference = URI / relative-ref` (RFC 3986 4.1)
    UriReference = "URI-reference", "4.1", whole_URI_reference, URI_reference, "URI / relative-ref", None;
    /// `absolute-URI = scheme ":" hier-part [ "?" query ]` (RFC 3986 4.3)
    AbsoluteUri = "absolute-URI", "4.3", whole_absolute_URI, absolute_URI, "scheme \":\" hier-part [ \"?\" query ]", None;
    /// `relative-ref = relative-part [ "?" query ] [ "#" fragment ]` (RFC 3986 4.2)
    RelativeRef = "relative-ref", "4.2", whole_relative_ref, relative_ref, "relative-part [ \"?\" query ] [ \"#\" fragment ]", None;
    /// `relative-part = "//" authority path-abempty / path-absolute / path-noscheme / path-empty` (RFC 3986 4.2)
    RelativePart = "relative-part", "4.2", whole_relative_part, relative_part, "\"//\" authority path-abempty / path-absolute / path-noscheme / path-empty", None;
    /// `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` (RFC 3986 3.1)
    Scheme = "scheme", "3.1", whole_scheme, scheme, "ALPHA *( ALPHA / DIGIT / \"+\" / \"-\" / \".\" )", None;
    /// `authority = [ userinfo "@" ] host [ ":" port ]` (RFC 3986 3.2)
    Authority = "authority", "3.2", whole_authority, authority, "[ userinfo \"@\" ] host [ \":\" port ]", None;
    /// `userinfo = *( unreserved / pct-encoded / sub-delims / ":" )` (RFC 3986 3.2.1)
    Userinfo = "userinfo", "3.2.1", whole_userinfo, userinfo, "*( unreserved / pct-encoded / sub-delims / \":\" )", None;
    /// `host = IP-literal / IPv4address / reg-name` (RFC 3986 3.2.2)
    Host = "host", "3.2.2", whole_host, host, "IP-literal / IPv4address / reg-name", None;
    /// `port = *DIGIT` (RFC 3986 3.2.3)
    Port = "port", "3.2.3", whole_port, port, "*DIGIT", None;
    /// `IP-literal = "[" ( IPv6address / IPvFuture  ) "]"` (RFC 3986 3.2.2)
    IpLiteral = "IP-literal", "3.2.2", whole_IP_literal, IP_literal, "\"[\" ( IPv6address / IPvFuture  ) \"]\"", None;
    /// `IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )` (RFC 3986 3.2.2)
    IpvFuture = "IPvFuture", "3.2.2", whole_IPvFuture, IPvFuture, "\"v\" 1*HEXDIG \".\" 1*( unreserved / sub-delims / \":\" )", None;
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
    Ipv6Address = "IPv6address", "3.2.2", whole_IPv6address, IPv6address, "6( h16 \":\" ) ls32\n/ \"::\" 5( h16 \":\" ) ls32\n/ [ h16 ] \"::\" 4( h16 \":\" ) ls32\n/ [ *1( h16 \":\" ) h16 ] \"::\" 3( h16 \":\" ) ls32\n/ [ *2( h16 \":\" ) h16 ] \"::\" 2( h16 \":\" ) ls32\n/ [ *3( h16 \":\" ) h16 ] \"::\" h16 \":\" ls32\n/ [ *4( h16 \":\" ) h16 ] \"::\" ls32\n/ [ *5( h16 \":\" ) h16 ] \"::\" h16\n/ [ *6( h16 \":\" ) h16 ] \"::\"", None;
    /// `h16 = 1*4HEXDIG` (RFC 3986 3.2.2)
    H16 = "h16", "3.2.2", whole_h16, h16, "1*4HEXDIG", None;
    /// `ls32 = ( h16 ":" h16 ) / IPv4address` (RFC 3986 3.2.2)
    Ls32 = "ls32", "3.2.2", whole_ls32, ls32, "( h16 \":\" h16 ) / IPv4address", None;
    /// `IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet` (RFC 3986 3.2.2)
    Ipv4Address = "IPv4address", "3.2.2", whole_IPv4address, IPv4address, "dec-octet \".\" dec-octet \".\" dec-octet \".\" dec-octet", None;
    /// `dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35` (RFC 3986 3.2.2)
    ///
    /// A decimal number from 0 to 255 without leading zeros (the RFC prints one alternative per line, with
    /// the comments 0-9, 10-99, 100-199, 200-249, 250-255)
    DecOctet = "dec-octet", "3.2.2", whole_dec_octet, dec_octet, "DIGIT / %x31-39 DIGIT / \"1\" 2DIGIT / \"2\" %x30-34 DIGIT / \"25\" %x30-35", None;
    /// `reg-name = *( unreserved / pct-encoded / sub-delims )` (RFC 3986 3.2.2)
    RegName = "reg-name", "3.2.2", whole_reg_name, reg_name, "*( unreserved / pct-encoded / sub-delims )", None;
    /// `path = path-abempty / path-absolute / path-noscheme / path-rootless / path-empty` (RFC 3986 3.3)
    ///
    /// (the RFC prints one alternative per line, with the comments: begins with "/" or is empty; begins
    /// with "/" but not "//"; begins with a non-colon segment; begins with a segment; zero characters)
    Path = "path", "3.3", whole_path, path, "path-abempty / path-absolute / path-noscheme / path-rootless / path-empty", None;
    /// `path-abempty = *( "/" segment )` (RFC 3986 3.3)
    PathAbempty = "path-abempty", "3.3", whole_path_abempty, path_abempty, "*( \"/\" segment )", None;
    /// `path-absolute = "/" [ segment-nz *( "/" segment ) ]` (RFC 3986 3.3)
    PathAbsolute = "path-absolute", "3.3", whole_path_absolute, path_absolute, "\"/\" [ segment-nz *( \"/\" segment ) ]", None;
    /// `path-noscheme = segment-nz-nc *( "/" segment )` (RFC 3986 3.3)
    PathNoscheme = "path-noscheme", "3.3", whole_path_noscheme, path_noscheme, "segment-nz-nc *( \"/\" segment )", None;
    /// `path-rootless = segment-nz *( "/" segment )` (RFC 3986 3.3)
    PathRootless = "path-rootless", "3.3", whole_path_rootless, path_rootless, "segment-nz *( \"/\" segment )", None;
    /// `path-empty = 0<pchar>` (RFC 3986 3.3)
    PathEmpty = "path-empty", "3.3", whole_path_empty, path_empty, "0<pchar>", None;
    /// `segment = *pchar` (RFC 3986 3.3)
    Segment = "segment", "3.3", whole_segment, segment, "*pchar", None;
    /// `segment-nz = 1*pchar` (RFC 3986 3.3)
    SegmentNz = "segment-nz", "3.3", whole_segment_nz, segment_nz, "1*pchar", None;
    /// `segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )` (RFC 3986 3.3)
    ///
    /// ; non-zero-length segment without any colon ":".
    SegmentNzNc = "segment-nz-nc", "3.3", whole_segment_nz_nc, segment_nz_nc, "1*( unreserved / pct-encoded / sub-delims / \"@\" )", None;
    /// `pchar = unreserved / pct-encoded / sub-delims / ":" / "@"` (RFC 3986 3.3)
    Pchar = "pchar", "3.3", whole_pchar, pchar, "unreserved / pct-encoded / sub-delims / \":\" / \"@\"", None;
    /// `query = *( pchar / "/" / "?" )` (RFC 3986 3.4)
    Query = "query", "3.4", whole_query, query, "*( pchar / \"/\" / \"?\" )", None;
    /// `fragment = *( pchar / "/" / "?" )` (RFC 3986 3.5)
    Fragment = "fragment", "3.5", whole_fragment, fragment, "*( pchar / \"/\" / \"?\" )", None;
    /// `pct-encoded = "%" HEXDIG HEXDIG` (RFC 3986 2.1)
    PctEncoded = "pct-encoded", "2.1", whole_pct_encoded, pct_encoded, "\"%\" HEXDIG HEXDIG", None;
    /// `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"` (RFC 3986 2.3)
    Unreserved = "unreserved", "2.3", whole_unreserved, unreserved, "ALPHA / DIGIT / \"-\" / \".\" / \"_\" / \"~\"", None;
    /// `reserved = gen-delims / sub-delims` (RFC 3986 2.2)
    Reserved = "reserved", "2.2", whole_reserved, reserved, "gen-delims / sub-delims", None;
    /// `gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"` (RFC 3986 2.2)
    GenDelims = "gen-delims", "2.2", whole_gen_delims, gen_delims, "\":\" / \"/\" / \"?\" / \"#\" / \"[\" / \"]\" / \"@\"", None;
    /// `sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="` (RFC 3986 2.2)
    SubDelims = "sub-delims", "2.2", whole_sub_delims, sub_delims, "\"!\" / \"$\" / \"&\" / \"'\" / \"(\" / \")\" / \"*\" / \"+\" / \",\" / \";\" / \"=\"", None;
}
Rfc5234 #[cfg(all())] {
    /// `ALPHA = %x41-5A / %x61-7A` (RFC 5234 B.1)
    ///
    /// (A-Z / a-z)
    Alpha = "ALPHA", "B.1", whole_ALPHA, ALPHA, "%x41-5A / %x61-7A", None;
    /// `DIGIT = %x30-39` (RFC 5234 B.1)
    ///
    /// (0-9)
    Digit = "DIGIT", "B.1", whole_DIGIT, DIGIT, "%x30-39", None;
    /// `HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"` (RFC 5234 B.1)
    ///
    /// (ABNF strings are case-insensitive, so "a" to "f" are HEXDIGs too.)
    Hexdig = "HEXDIG", "B.1", whole_HEXDIG, HEXDIG, "DIGIT / \"A\" / \"B\" / \"C\" / \"D\" / \"E\" / \"F\"", None;
}
Rfc3987 #[cfg(all())] {
    /// `IRI = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ]` (RFC 3987 2.2)
    Iri = "IRI", "2.2", whole_IRI, IRI, "scheme \":\" ihier-part [ \"?\" iquery ] [ \"#\" ifragment ]", None;
    /// `ihier-part = "//" iauthority ipath-abempty / ipath-absolute / ipath-rootless / ipath-empty` (RFC 3987 2.2)
    IhierPart = "ihier-part", "2.2", whole_ihier_part, ihier_part, "\"//\" iauthority ipath-abempty / ipath-absolute / ipath-rootless / ipath-empty", None;
    /// `IRI-reference = IRI / irelative-ref` (RFC 3987 2.2)
    IriReference = "IRI-reference", "2.2", whole_IRI_reference, IRI_reference, "IRI / irelative-ref", None;
    /// `absolute-IRI = scheme ":" ihier-part [ "?" iquery ]` (RFC 3987 2.2)
    AbsoluteIri = "absolute-IRI", "2.2", whole_absolute_IRI, absolute_IRI, "scheme \":\" ihier-part [ \"?\" iquery ]", None;
    /// `irelative-ref = irelative-part [ "?" iquery ] [ "#" ifragment ]` (RFC 3987 2.2)
    IrelativeRef = "irelative-ref", "2.2", whole_irelative_ref, irelative_ref, "irelative-part [ \"?\" iquery ] [ \"#\" ifragment ]", None;
    /// `irelative-part = "//" iauthority ipath-abempty / ipath-absolute / ipath-noscheme / ipath-empty` (RFC 3987 2.2)
    IrelativePart = "irelative-part", "2.2", whole_irelative_part, irelative_part, "\"//\" iauthority ipath-abempty / ipath-absolute / ipath-noscheme / ipath-empty", None;
    /// `iauthority = [ iuserinfo "@" ] ihost [ ":" port ]` (RFC 3987 2.2)
    Iauthority = "iauthority", "2.2", whole_iauthority, iauthority, "[ iuserinfo \"@\" ] ihost [ \":\" port ]", None;
    /// `iuserinfo = *( iunreserved / pct-encoded / sub-delims / ":" )` (RFC 3987 2.2)
    Iuserinfo = "iuserinfo", "2.2", whole_iuserinfo, iuserinfo, "*( iunreserved / pct-encoded / sub-delims / \":\" )", None;
    /// `ihost = IP-literal / IPv4address / ireg-name` (RFC 3987 2.2)
    Ihost = "ihost", "2.2", whole_ihost, ihost, "IP-literal / IPv4address / ireg-name", None;
    /// `ireg-name = *( iunreserved / pct-encoded / sub-delims )` (RFC 3987 2.2)
    IregName = "ireg-name", "2.2", whole_ireg_name, ireg_name, "*( iunreserved / pct-encoded / sub-delims )", None;
    /// `ipath = ipath-abempty / ipath-absolute / ipath-noscheme / ipath-rootless / ipath-empty` (RFC 3987 2.2)
    ///
    /// (the RFC prints one alternative per line, with the comments of RFC 3986's `path`)
    Ipath = "ipath", "2.2", whole_ipath, ipath, "ipath-abempty / ipath-absolute / ipath-noscheme / ipath-rootless / ipath-empty", None;
    /// `ipath-abempty = *( "/" isegment )` (RFC 3987 2.2)
    IpathAbempty = "ipath-abempty", "2.2", whole_ipath_abempty, ipath_abempty, "*( \"/\" isegment )", None;
    /// `ipath-absolute = "/" [ isegment-nz *( "/" isegment ) ]` (RFC 3987 2.2)
    IpathAbsolute = "ipath-absolute", "2.2", whole_ipath_absolute, ipath_absolute, "\"/\" [ isegment-nz *( \"/\" isegment ) ]", None;
    /// `ipath-noscheme = isegment-nz-nc *( "/" isegment )` (RFC 3987 2.2)
    IpathNoscheme = "ipath-noscheme", "2.2", whole_ipath_noscheme, ipath_noscheme, "isegment-nz-nc *( \"/\" isegment )", None;
    /// `ipath-rootless = isegment-nz *( "/" isegment )` (RFC 3987 2.2)
    IpathRootless = "ipath-rootless", "2.2", whole_ipath_rootless, ipath_rootless, "isegment-nz *( \"/\" isegment )", None;
    /// `ipath-empty = 0<ipchar>` (RFC 3987 2.2)
    IpathEmpty = "ipath-empty", "2.2", whole_ipath_empty, ipath_empty, "0<ipchar>", None;
    /// `isegment = *ipchar` (RFC 3987 2.2)
    Isegment = "isegment", "2.2", whole_isegment, isegment, "*ipchar", None;
    /// `isegment-nz = 1*ipchar` (RFC 3987 2.2)
    IsegmentNz = "isegment-nz", "2.2", whole_isegment_nz, isegment_nz, "1*ipchar", None;
    /// `isegment-nz-nc = 1*( iunreserved / pct-encoded / sub-delims / "@" )` (RFC 3987 2.2)
    ///
    /// ; non-zero-length segment without any colon ":".
    IsegmentNzNc = "isegment-nz-nc", "2.2", whole_isegment_nz_nc, isegment_nz_nc, "1*( iunreserved / pct-encoded / sub-delims / \"@\" )", None;
    /// `ipchar = iunreserved / pct-encoded / sub-delims / ":" / "@"` (RFC 3987 2.2)
    Ipchar = "ipchar", "2.2", whole_ipchar, ipchar, "iunreserved / pct-encoded / sub-delims / \":\" / \"@\"", None;
    /// `iquery = *( ipchar / iprivate / "/" / "?" )` (RFC 3987 2.2)
    Iquery = "iquery", "2.2", whole_iquery, iquery, "*( ipchar / iprivate / \"/\" / \"?\" )", None;
    /// `ifragment = *( ipchar / "/" / "?" )` (RFC 3987 2.2)
    Ifragment = "ifragment", "2.2", whole_ifragment, ifragment, "*( ipchar / \"/\" / \"?\" )", None;
    /// `iunreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" / ucschar` (RFC 3987 2.2)
    Iunreserved = "iunreserved", "2.2", whole_iunreserved, iunreserved, "ALPHA / DIGIT / \"-\" / \".\" / \"_\" / \"~\" / ucschar", None;
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
    Ucschar = "ucschar", "2.2", whole_ucschar, ucschar, "%xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF\n/ %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD\n/ %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD\n/ %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD\n/ %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD\n/ %xD0000-DFFFD / %xE1000-EFFFD", None;
    /// `iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD` (RFC 3987 2.2)
    Iprivate = "iprivate", "2.2", whole_iprivate, iprivate, "%xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD", None;
}
Rfc6570 #[cfg(feature = "template")] {
    /// `URI-Template = *( literals / expression )` (RFC 6570 2)
    UriTemplate = "URI-Template", "2", whole_URI_Template, URI_Template, "*( literals / expression )", None;
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
    Literals = "literals", "2.1", whole_literals, literals, "%x21 / %x23-24 / %x26-3B / %x3D / %x3F-5B\n/ %x5D / %x5F / %x61-7A / %x7E / ucschar / iprivate\n/ pct-encoded", Some(6937);
    /// `expression = "{" [ operator ] variable-list "}"` (RFC 6570 2.2)
    Expression = "expression", "2.2", whole_expression, expression, "\"{\" [ operator ] variable-list \"}\"", None;
    /// `operator = op-level2 / op-level3 / op-reserve` (RFC 6570 2.2)
    Operator = "operator", "2.2", whole_operator, operator, "op-level2 / op-level3 / op-reserve", None;
    /// `op-level2 = "+" / "#"` (RFC 6570 2.2)
    OpLevel2 = "op-level2", "2.2", whole_op_level2, op_level2, "\"+\" / \"#\"", None;
    /// `op-level3 = "." / "/" / ";" / "?" / "&"` (RFC 6570 2.2)
    OpLevel3 = "op-level3", "2.2", whole_op_level3, op_level3, "\".\" / \"/\" / \";\" / \"?\" / \"&\"", None;
    /// `op-reserve = "=" / "," / "!" / "@" / "|"` (RFC 6570 2.2)
    ///
    /// Valid syntax, reserved for future extensions; a template processor refuses it (section 3).
    OpReserve = "op-reserve", "2.2", whole_op_reserve, op_reserve, "\"=\" / \",\" / \"!\" / \"@\" / \"|\"", None;
    /// `variable-list = varspec *( "," varspec )` (RFC 6570 2.3)
    VariableList = "variable-list", "2.3", whole_variable_list, variable_list, "varspec *( \",\" varspec )", None;
    /// `varspec = varname [ modifier-level4 ]` (RFC 6570 2.3)
    Varspec = "varspec", "2.3", whole_varspec, varspec, "varname [ modifier-level4 ]", None;
    /// `varname = varchar *( ["."] varchar )` (RFC 6570 2.3)
    Varname = "varname", "2.3", whole_varname, varname, "varchar *( [\".\"] varchar )", None;
    /// `varchar = ALPHA / DIGIT / "_" / pct-encoded` (RFC 6570 2.3)
    Varchar = "varchar", "2.3", whole_varchar, varchar, "ALPHA / DIGIT / \"_\" / pct-encoded", None;
    /// `modifier-level4 = prefix / explode` (RFC 6570 2.4)
    ModifierLevel4 = "modifier-level4", "2.4", whole_modifier_level4, modifier_level4, "prefix / explode", None;
    /// `prefix = ":" max-length` (RFC 6570 2.4.1)
    Prefix = "prefix", "2.4.1", whole_prefix, prefix, "\":\" max-length", None;
    /// `max-length = %x31-39 0*3DIGIT` (RFC 6570 2.4.1)
    ///
    /// A positive integer below 10000 (the RFC's comment).
    MaxLength = "max-length", "2.4.1", whole_max_length, max_length, "%x31-39 0*3DIGIT", None;
    /// `explode = "*"` (RFC 6570 2.4.2)
    Explode = "explode", "2.4.2", whole_explode, explode, "\"*\"", None;
}
Rfc9110 #[cfg(feature = "schemes")] {
    /// `uri-host = <host, see [URI], Section 3.2.2>` (RFC 9110 4.1)
    UriHost = "uri-host", "4.1", whole_uri_host, uri_host, "<host, see [URI], Section 3.2.2>", None;
    /// `absolute-path = 1*( "/" segment )` (RFC 9110 4.1)
    AbsolutePath = "absolute-path", "4.1", whole_absolute_path, absolute_path, "1*( \"/\" segment )", None;
    /// `partial-URI = relative-part [ "?" query ]` (RFC 9110 4.1)
    PartialUri = "partial-URI", "4.1", whole_partial_URI, partial_URI, "relative-part [ \"?\" query ]", None;
    /// `http-URI = "http" "://" authority path-abempty [ "?" query ]` (RFC 9110 4.2.1)
    HttpUri = "http-URI", "4.2.1", whole_http_URI, http_URI, "\"http\" \"://\" authority path-abempty [ \"?\" query ]", None;
    /// `https-URI = "https" "://" authority path-abempty [ "?" query ]` (RFC 9110 4.2.2)
    HttpsUri = "https-URI", "4.2.2", whole_https_URI, https_URI, "\"https\" \"://\" authority path-abempty [ \"?\" query ]", None;
    /// `OWS = *( SP / HTAB )` (RFC 9110 5.6.3)
    Ows = "OWS", "5.6.3", whole_OWS, OWS, "*( SP / HTAB )", None;
    /// `Host = uri-host [ ":" port ]` (RFC 9110 7.2)
    ///
    /// The value of the Host header field. Its name differs from RFC 3986's `host` only in case:
    /// `"Host".parse()` gives this rule, any other spelling `host`.
    HostField = "Host", "7.2", whole_Host, Host, "uri-host [ \":\" port ]", None;
}
Rfc9112 #[cfg(feature = "schemes")] {
    /// `request-target = origin-form / absolute-form / authority-form / asterisk-form` (RFC 9112 3.2)
    RequestTarget = "request-target", "3.2", whole_request_target, request_target, "origin-form / absolute-form / authority-form / asterisk-form", None;
    /// `origin-form = absolute-path [ "?" query ]` (RFC 9112 3.2.1)
    OriginForm = "origin-form", "3.2.1", whole_origin_form, origin_form, "absolute-path [ \"?\" query ]", None;
    /// `absolute-form = absolute-URI` (RFC 9112 3.2.2)
    AbsoluteForm = "absolute-form", "3.2.2", whole_absolute_form, absolute_form, "absolute-URI", None;
    /// `authority-form = uri-host ":" port` (RFC 9112 3.2.3)
    AuthorityForm = "authority-form", "3.2.3", whole_authority_form, authority_form, "uri-host \":\" port", None;
    /// `asterisk-form = "*"` (RFC 9112 3.2.4)
    AsteriskForm = "asterisk-form", "3.2.4", whole_asterisk_form, asterisk_form, "\"*\"", None;
}
Rfc6454 #[cfg(feature = "schemes")] {
    /// `origin = "Origin:" OWS origin-list-or-null OWS` (RFC 6454 7.1)
    Origin = "origin", "7.1", whole_origin, origin, "\"Origin:\" OWS origin-list-or-null OWS", None;
    /// `origin-list-or-null = %x6E %x75 %x6C %x6C / origin-list` (RFC 6454 7.1)
    OriginListOrNull = "origin-list-or-null", "7.1", whole_origin_list_or_null, origin_list_or_null, "%x6E %x75 %x6C %x6C / origin-list", None;
    /// `origin-list = serialized-origin *( SP serialized-origin )` (RFC 6454 7.1)
    OriginList = "origin-list", "7.1", whole_origin_list, origin_list, "serialized-origin *( SP serialized-origin )", None;
    /// `serialized-origin = scheme "://" host [ ":" port ]` (RFC 6454 7.1)
    SerializedOrigin = "serialized-origin", "7.1", whole_serialized_origin, serialized_origin, "scheme \"://\" host [ \":\" port ]", None;
}
Rfc6455 #[cfg(feature = "schemes")] {
    /// `ws-URI = "ws:" "//" host [ ":" port ] path [ "?" query ]` (RFC 6455 3)
    ///
    /// (`path = <path-abempty, RFC 3986 3.3>`)
    WsUri = "ws-URI", "3", whole_ws_URI, ws_URI, "\"ws:\" \"//\" host [ \":\" port ] path [ \"?\" query ]", None;
    /// `wss-URI = "wss:" "//" host [ ":" port ] path [ "?" query ]` (RFC 6455 3)
    WssUri = "wss-URI", "3", whole_wss_URI, wss_URI, "\"wss:\" \"//\" host [ \":\" port ] path [ \"?\" query ]", None;
}
Rfc8141 #[cfg(feature = "schemes")] {
    /// `namestring = assigned-name [ rq-components ] [ "#" f-component ]` (RFC 8141 2)
    Namestring = "namestring", "2", whole_namestring, namestring, "assigned-name [ rq-components ] [ \"#\" f-component ]", None;
    /// `assigned-name = "urn" ":" NID ":" NSS` (RFC 8141 2)
    AssignedName = "assigned-name", "2", whole_assigned_name, assigned_name, "\"urn\" \":\" NID \":\" NSS", None;
    /// `NID = (alphanum) 0*30(ldh) (alphanum)` (RFC 8141 2)
    Nid = "NID", "2", whole_NID, NID, "(alphanum) 0*30(ldh) (alphanum)", None;
    /// `ldh = alphanum / "-"` (RFC 8141 2)
    Ldh = "ldh", "2", whole_ldh, ldh, "alphanum / \"-\"", None;
    /// `NSS = pchar *(pchar / "/")` (RFC 8141 2)
    Nss = "NSS", "2", whole_NSS, NSS, "pchar *(pchar / \"/\")", None;
    /// `rq-components = [ "?+" r-component ] [ "?=" q-component ]` (RFC 8141 2)
    RqComponents = "rq-components", "2", whole_rq_components, rq_components, "[ \"?+\" r-component ] [ \"?=\" q-component ]", None;
    /// `r-component = pchar *( pchar / "/" / "?" )` (RFC 8141 2)
    RComponent = "r-component", "2", whole_r_component, r_component, "pchar *( pchar / \"/\" / \"?\" )", None;
    /// `q-component = pchar *( pchar / "/" / "?" )` (RFC 8141 2)
    QComponent = "q-component", "2", whole_q_component, q_component, "pchar *( pchar / \"/\" / \"?\" )", None;
    /// `f-component = fragment` (RFC 8141 2)
    FComponent = "f-component", "2", whole_f_component, f_component, "fragment", None;
    /// `alphanum = ALPHA / DIGIT` (RFC 8141 2)
    ///
    /// RFC 2396 1.6's `alphanum = alpha | digit`, which RFC 8141 section 2 uses.
    Alphanum = "alphanum", "2", whole_alphanum, alphanum, "ALPHA / DIGIT", None;
    /// `InformalNamespaceName = "urn-" Number` (RFC 8141 5.2)
    InformalNamespaceName = "InformalNamespaceName", "5.2", whole_InformalNamespaceName, InformalNamespaceName, "\"urn-\" Number", None;
    /// `Number = DigitNonZero 0*Digit` (RFC 8141 5.2)
    Number = "Number", "5.2", whole_Number, Number, "DigitNonZero 0*Digit", None;
    /// `DigitNonZero = "1"/ "2" / "3" / "4"/ "5" / "6" / "7" / "8" / "9"` (RFC 8141 5.2)
    DigitNonZero = "DigitNonZero", "5.2", whole_DigitNonZero, DigitNonZero, "\"1\"/ \"2\" / \"3\" / \"4\"/ \"5\" / \"6\" / \"7\" / \"8\" / \"9\"", None;
}
Rfc8089 #[cfg(feature = "schemes")] {
    /// `file-URI = file-scheme ":" file-hier-part` (RFC 8089 2)
    FileUri = "file-URI", "2", whole_file_URI, file_URI, "file-scheme \":\" file-hier-part", None;
    /// `file-scheme = "file"` (RFC 8089 2)
    FileScheme = "file-scheme", "2", whole_file_scheme, file_scheme, "\"file\"", None;
    /// `file-hier-part = ( "//" auth-path ) / local-path` (RFC 8089 2)
    FileHierPart = "file-hier-part", "2", whole_file_hier_part, file_hier_part, "( \"//\" auth-path ) / local-path", None;
    /// `auth-path = [ file-auth ] path-absolute` (RFC 8089 2)
    AuthPath = "auth-path", "2", whole_auth_path, auth_path, "[ file-auth ] path-absolute", None;
    /// `local-path = path-absolute` (RFC 8089 2)
    LocalPath = "local-path", "2", whole_local_path, local_path, "path-absolute", None;
    /// `file-auth = "localhost" / host` (RFC 8089 2)
    ///
    /// (RFC 3986's `host`: RFC 9844 deleted RFC 6874's zone identifiers)
    FileAuth = "file-auth", "2", whole_file_auth, file_auth, "\"localhost\" / host", None;
}
Rfc6068 #[cfg(feature = "schemes")] {
    /// `mailtoURI = "mailto:" [ to ] [ hfields ]` (RFC 6068 2)
    MailtoUri = "mailtoURI", "2", whole_mailtoURI, mailtoURI, "\"mailto:\" [ to ] [ hfields ]", None;
    /// `to = addr-spec *("," addr-spec )` (RFC 6068 2)
    To = "to", "2", whole_to, to, "addr-spec *(\",\" addr-spec )", None;
    /// `hfields = "?" hfield *( "&" hfield )` (RFC 6068 2)
    Hfields = "hfields", "2", whole_hfields, hfields, "\"?\" hfield *( \"&\" hfield )", None;
    /// `hfield = hfname "=" hfvalue` (RFC 6068 2)
    Hfield = "hfield", "2", whole_hfield, hfield, "hfname \"=\" hfvalue", None;
    /// `hfname = *qchar` (RFC 6068 2)
    Hfname = "hfname", "2", whole_hfname, hfname, "*qchar", None;
    /// `hfvalue = *qchar` (RFC 6068 2)
    Hfvalue = "hfvalue", "2", whole_hfvalue, hfvalue, "*qchar", None;
    /// `addr-spec = local-part "@" domain` (RFC 6068 2)
    AddrSpec = "addr-spec", "2", whole_addr_spec, addr_spec, "local-part \"@\" domain", None;
    /// `local-part = dot-atom-text / quoted-string` (RFC 6068 2)
    LocalPart = "local-part", "2", whole_local_part, local_part, "dot-atom-text / quoted-string", None;
    /// `domain = dot-atom-text / "[" *dtext-no-obs "]"` (RFC 6068 2)
    Domain = "domain", "2", whole_domain, domain, "dot-atom-text / \"[\" *dtext-no-obs \"]\"", None;
    /// `dtext-no-obs = %d33-90 / %d94-126` (RFC 6068 2)
    ///
    /// (printable US-ASCII characters not including "[", "]", or "\")
    DtextNoObs = "dtext-no-obs", "2", whole_dtext_no_obs, dtext_no_obs, "%d33-90 / %d94-126", None;
    /// `qchar = unreserved / pct-encoded / some-delims` (RFC 6068 2)
    Qchar = "qchar", "2", whole_qchar, qchar, "unreserved / pct-encoded / some-delims", None;
    /// `some-delims = "!" / "$" / "'" / "(" / ")" / "*" / "+" / "," / ";" / ":" / "@"` (RFC 6068 2)
    SomeDelims = "some-delims", "2", whole_some_delims, some_delims, "\"!\" / \"$\" / \"'\" / \"(\" / \")\" / \"*\" / \"+\" / \",\" / \";\" / \":\" / \"@\"", None;
}
Rfc5322 #[cfg(feature = "schemes")] {
    /// `quoted-pair = ("\" (VCHAR / WSP)) / obs-qp` (RFC 5322 3.2.1)
    QuotedPair = "quoted-pair", "3.2.1", whole_quoted_pair, quoted_pair, "(\"\\\" (VCHAR / WSP)) / obs-qp", None;
    /// `FWS = ([*WSP CRLF] 1*WSP) / obs-FWS` (RFC 5322 3.2.2)
    Fws = "FWS", "3.2.2", whole_FWS, FWS, "([*WSP CRLF] 1*WSP) / obs-FWS", None;
    /// `ctext = %d33-39 / %d42-91 / %d93-126 / obs-ctext` (RFC 5322 3.2.2)
    ///
    /// (printable US-ASCII not including "(", ")", "\")
    Ctext = "ctext", "3.2.2", whole_ctext, ctext, "%d33-39 / %d42-91 / %d93-126 / obs-ctext", None;
    /// `ccontent = ctext / quoted-pair / comment` (RFC 5322 3.2.2)
    Ccontent = "ccontent", "3.2.2", whole_ccontent, ccontent, "ctext / quoted-pair / comment", None;
    /// `comment = "(" *([FWS] ccontent) [FWS] ")"` (RFC 5322 3.2.2)
    Comment = "comment", "3.2.2", whole_comment, comment, "\"(\" *([FWS] ccontent) [FWS] \")\"", None;
    /// `CFWS = (1*([FWS] comment) [FWS]) / FWS` (RFC 5322 3.2.2)
    Cfws = "CFWS", "3.2.2", whole_CFWS, CFWS, "(1*([FWS] comment) [FWS]) / FWS", None;
    /// `` atext = ALPHA / DIGIT / "!" / "#" / "$" / "%" / "&" / "'" / "*" / "+" / "-" / "/" / "=" / "?" / "^" / "_" / "`" / "{" / "|" / "}" / "~" `` (RFC 5322 3.2.3)
    ///
    /// (printable US-ASCII characters not including specials)
    Atext = "atext", "3.2.3", whole_atext, atext, "ALPHA / DIGIT / \"!\" / \"#\" / \"$\" / \"%\" / \"&\" / \"'\" / \"*\" / \"+\" / \"-\" / \"/\" / \"=\" / \"?\" / \"^\" / \"_\" / \"`\" / \"{\" / \"|\" / \"}\" / \"~\"", None;
    /// `dot-atom-text = 1*atext *("." 1*atext)` (RFC 5322 3.2.3)
    DotAtomText = "dot-atom-text", "3.2.3", whole_dot_atom_text, dot_atom_text, "1*atext *(\".\" 1*atext)", None;
    /// `qtext = %d33 / %d35-91 / %d93-126 / obs-qtext` (RFC 5322 3.2.4)
    ///
    /// (printable US-ASCII not including "\" or DQUOTE)
    Qtext = "qtext", "3.2.4", whole_qtext, qtext, "%d33 / %d35-91 / %d93-126 / obs-qtext", None;
    /// `qcontent = qtext / quoted-pair` (RFC 5322 3.2.4)
    Qcontent = "qcontent", "3.2.4", whole_qcontent, qcontent, "qtext / quoted-pair", None;
    /// `quoted-string = [CFWS] DQUOTE *([FWS] qcontent) [FWS] DQUOTE [CFWS]` (RFC 5322 3.2.4)
    QuotedString = "quoted-string", "3.2.4", whole_quoted_string, quoted_string, "[CFWS] DQUOTE *([FWS] qcontent) [FWS] DQUOTE [CFWS]", None;
    /// `obs-NO-WS-CTL = %d1-8 / %d11 / %d12 / %d14-31 / %d127` (RFC 5322 4.1)
    ///
    /// (US-ASCII controls without CR, LF, HTAB)
    ObsNoWsCtl = "obs-NO-WS-CTL", "4.1", whole_obs_NO_WS_CTL, obs_NO_WS_CTL, "%d1-8 / %d11 / %d12 / %d14-31 / %d127", None;
    /// `obs-ctext = obs-NO-WS-CTL` (RFC 5322 4.1)
    ObsCtext = "obs-ctext", "4.1", whole_obs_ctext, obs_ctext, "obs-NO-WS-CTL", None;
    /// `obs-qtext = obs-NO-WS-CTL` (RFC 5322 4.1)
    ObsQtext = "obs-qtext", "4.1", whole_obs_qtext, obs_qtext, "obs-NO-WS-CTL", None;
    /// `obs-qp = "\" (%d0 / obs-NO-WS-CTL / LF / CR)` (RFC 5322 4.1)
    ObsQp = "obs-qp", "4.1", whole_obs_qp, obs_qp, "\"\\\" (%d0 / obs-NO-WS-CTL / LF / CR)", None;
    /// `obs-FWS = 1*WSP *(CRLF 1*WSP)` (RFC 5322 4.2)
    ObsFws = "obs-FWS", "4.2", whole_obs_FWS, obs_FWS, "1*WSP *(CRLF 1*WSP)", None;
}
Rfc5234 #[cfg(feature = "schemes")] {
    /// `CR = %x0D` (RFC 5234 B.1)
    Cr = "CR", "B.1", whole_CR, CR, "%x0D", None;
    /// `CRLF = CR LF` (RFC 5234 B.1)
    Crlf = "CRLF", "B.1", whole_CRLF, CRLF, "CR LF", None;
    /// `DQUOTE = %x22` (RFC 5234 B.1)
    Dquote = "DQUOTE", "B.1", whole_DQUOTE, DQUOTE, "%x22", None;
    /// `HTAB = %x09` (RFC 5234 B.1)
    Htab = "HTAB", "B.1", whole_HTAB, HTAB, "%x09", None;
    /// `LF = %x0A` (RFC 5234 B.1)
    Lf = "LF", "B.1", whole_LF, LF, "%x0A", None;
    /// `SP = %x20` (RFC 5234 B.1)
    Sp = "SP", "B.1", whole_SP, SP, "%x20", None;
    /// `VCHAR = %x21-7E` (RFC 5234 B.1)
    Vchar = "VCHAR", "B.1", whole_VCHAR, VCHAR, "%x21-7E", None;
    /// `WSP = SP / HTAB` (RFC 5234 B.1)
    Wsp = "WSP", "B.1", whole_WSP, WSP, "SP / HTAB", None;
}
Rfc6874 #[cfg(feature = "schemes")] {
    /// `ZoneID = 1*( unreserved / pct-encoded )` (RFC 6874 2)
    ZoneId = "ZoneID", "2", whole_ZoneID, ZoneID, "1*( unreserved / pct-encoded )", None;
    /// `IPv6addrz = IPv6address "%25" ZoneID` (RFC 6874 2)
    Ipv6Addrz = "IPv6addrz", "2", whole_IPv6addrz, IPv6addrz, "IPv6address \"%25\" ZoneID", None;
}
Rfc2397 #[cfg(feature = "schemes")] {
    /// `dataurl = "data:" [ mediatype ] [ ";base64" ] "," data` (RFC 2397 3)
    Dataurl = "dataurl", "3", whole_dataurl, dataurl, "\"data:\" [ mediatype ] [ \";base64\" ] \",\" data", None;
    /// `mediatype = [ type "/" subtype ] *( ";" parameter )` (RFC 2397 3)
    Mediatype = "mediatype", "3", whole_mediatype, mediatype, "[ type \"/\" subtype ] *( \";\" parameter )", None;
    /// `data = *urlchar` (RFC 2397 3)
    ///
    /// (`urlchar` is RFC 2396's `uric`: see the top of `grammar/rfc2397-data.pest`)
    Data = "data", "3", whole_data, data, "*urlchar", None;
}
Rfc2045 #[cfg(feature = "schemes")] {
    /// `type = discrete-type / composite-type` (RFC 2045 5.1)
    MimeType = "type", "5.1", whole_mime_type, mime_type, "discrete-type / composite-type", None;
    /// `discrete-type = "text" / "image" / "audio" / "video" / "application" / extension-token` (RFC 2045 5.1)
    DiscreteType = "discrete-type", "5.1", whole_discrete_type, discrete_type, "\"text\" / \"image\" / \"audio\" / \"video\" / \"application\" / extension-token", None;
    /// `composite-type = "message" / "multipart" / extension-token` (RFC 2045 5.1)
    CompositeType = "composite-type", "5.1", whole_composite_type, composite_type, "\"message\" / \"multipart\" / extension-token", None;
    /// `extension-token = ietf-token / x-token` (RFC 2045 5.1)
    ExtensionToken = "extension-token", "5.1", whole_extension_token, extension_token, "ietf-token / x-token", None;
    /// `ietf-token = <An extension token defined by a standards-track RFC and registered with IANA.>` (RFC 2045 5.1)
    ///
    /// A `token` (registration is not syntax).
    IetfToken = "ietf-token", "5.1", whole_ietf_token, ietf_token, "<An extension token defined by a standards-track RFC and registered with IANA.>", None;
    /// `x-token = <The two characters "X-" or "x-" followed, with no intervening white space, by any token>` (RFC 2045 5.1)
    XToken = "x-token", "5.1", whole_x_token, x_token, "<The two characters \"X-\" or \"x-\" followed, with no intervening white space, by any token>", None;
    /// `subtype = extension-token / iana-token` (RFC 2045 5.1)
    MimeSubtype = "subtype", "5.1", whole_mime_subtype, mime_subtype, "extension-token / iana-token", None;
    /// `iana-token = <A publicly-defined extension token. Tokens of this form must be registered with IANA as specified in RFC 2048.>` (RFC 2045 5.1)
    ///
    /// A `token`.
    IanaToken = "iana-token", "5.1", whole_iana_token, iana_token, "<A publicly-defined extension token. Tokens of this form must be registered with IANA as specified in RFC 2048.>", None;
    /// `parameter = attribute "=" value` (RFC 2045 5.1)
    MimeParameter = "parameter", "5.1", whole_mime_parameter, mime_parameter, "attribute \"=\" value", None;
    /// `attribute = token` (RFC 2045 5.1)
    MimeAttribute = "attribute", "5.1", whole_mime_attribute, mime_attribute, "token", None;
    /// `value = token / quoted-string` (RFC 2045 5.1)
    MimeValue = "value", "5.1", whole_mime_value, mime_value, "token / quoted-string", None;
    /// `token = 1*<any (US-ASCII) CHAR except SPACE, CTLs, or tspecials>` (RFC 2045 5.1)
    MimeToken = "token", "5.1", whole_mime_token, mime_token, "1*<any (US-ASCII) CHAR except SPACE, CTLs, or tspecials>", None;
    /// `tspecials = "(" / ")" / "<" / ">" / "@" / "," / ";" / ":" / "\" / <"> "/" / "[" / "]" / "?" / "="` (RFC 2045 5.1)
    ///
    /// (the "/" missing before `"/"` read as one more alternative)
    MimeTspecials = "tspecials", "5.1", whole_mime_tspecials, mime_tspecials, "\"(\" / \")\" / \"<\" / \">\" / \"@\" / \",\" / \";\" / \":\" / \"\\\" / <\"> \"/\" / \"[\" / \"]\" / \"?\" / \"=\"", None;
}
Rfc822 #[cfg(feature = "schemes")] {
    /// `quoted-string = <"> *(qtext/quoted-pair) <">` (RFC 822 3.3)
    Rfc822QuotedString = "quoted-string", "3.3", whole_rfc822_quoted_string, rfc822_quoted_string, "<\"> *(qtext/quoted-pair) <\">", None;
    /// `qtext = <any CHAR excepting <">, "\" & CR, and including linear-white-space>` (RFC 822 3.3)
    Rfc822Qtext = "qtext", "3.3", whole_rfc822_qtext, rfc822_qtext, "<any CHAR excepting <\">, \"\\\" & CR, and including linear-white-space>", None;
    /// `quoted-pair = "\" CHAR` (RFC 822 3.3)
    Rfc822QuotedPair = "quoted-pair", "3.3", whole_rfc822_quoted_pair, rfc822_quoted_pair, "\"\\\" CHAR", None;
    /// `linear-white-space = 1*([CRLF] LWSP-char)` (RFC 822 3.3)
    Rfc822LinearWhiteSpace = "linear-white-space", "3.3", whole_rfc822_linear_white_space, rfc822_linear_white_space, "1*([CRLF] LWSP-char)", None;
    /// `LWSP-char = SPACE / HTAB` (RFC 822 3.3)
    Rfc822LwspChar = "LWSP-char", "3.3", whole_rfc822_LWSP_char, rfc822_LWSP_char, "SPACE / HTAB", None;
}
Rfc2396 #[cfg(feature = "schemes")] {
    /// `uric = reserved | unreserved | escaped` (RFC 2396 2)
    Rfc2396Uric = "uric", "2", whole_rfc2396_uric, rfc2396_uric, "reserved | unreserved | escaped", None;
    /// `reserved = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" | "$" | ","` (RFC 2396 2.2)
    Rfc2396Reserved = "reserved", "2.2", whole_rfc2396_reserved, rfc2396_reserved, "\";\" | \"/\" | \"?\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\"", None;
    /// `unreserved = alphanum | mark` (RFC 2396 2.3)
    Rfc2396Unreserved = "unreserved", "2.3", whole_rfc2396_unreserved, rfc2396_unreserved, "alphanum | mark", None;
    /// `mark = "-" | "_" | "." | "!" | "~" | "*" | "'" | "(" | ")"` (RFC 2396 2.3)
    Rfc2396Mark = "mark", "2.3", whole_rfc2396_mark, rfc2396_mark, "\"-\" | \"_\" | \".\" | \"!\" | \"~\" | \"*\" | \"'\" | \"(\" | \")\"", None;
    /// `escaped = "%" hex hex` (RFC 2396 2.4.1)
    ///
    /// (`hex`: a digit or "A" to "F", "a" to "f": RFC 5234's HEXDIG)
    Rfc2396Escaped = "escaped", "2.4.1", whole_rfc2396_escaped, rfc2396_escaped, "\"%\" hex hex", None;
}
Rfc3966 #[cfg(feature = "schemes")] {
    /// `telephone-uri = "tel:" telephone-subscriber` (RFC 3966 3)
    TelephoneUri = "telephone-uri", "3", whole_telephone_uri, telephone_uri, "\"tel:\" telephone-subscriber", None;
    /// `telephone-subscriber = global-number / local-number` (RFC 3966 3)
    TelephoneSubscriber = "telephone-subscriber", "3", whole_telephone_subscriber, telephone_subscriber, "global-number / local-number", None;
    /// `global-number = global-number-digits *par` (RFC 3966 3)
    GlobalNumber = "global-number", "3", whole_global_number, global_number, "global-number-digits *par", None;
    /// `local-number = local-number-digits *par context *par` (RFC 3966 3)
    LocalNumber = "local-number", "3", whole_local_number, local_number, "local-number-digits *par context *par", None;
    /// `par = parameter / extension / isdn-subaddress` (RFC 3966 3)
    Par = "par", "3", whole_par, par, "parameter / extension / isdn-subaddress", None;
    /// `isdn-subaddress = ";isub=" 1*uric` (RFC 3966 3)
    IsdnSubaddress = "isdn-subaddress", "3", whole_isdn_subaddress, isdn_subaddress, "\";isub=\" 1*uric", None;
    /// `extension = ";ext=" 1*phonedigit` (RFC 3966 3)
    Extension = "extension", "3", whole_extension, extension, "\";ext=\" 1*phonedigit", None;
    /// `context = ";phone-context=" descriptor` (RFC 3966 3)
    Context = "context", "3", whole_context, context, "\";phone-context=\" descriptor", None;
    /// `descriptor = domainname / global-number-digits` (RFC 3966 3)
    Descriptor = "descriptor", "3", whole_descriptor, descriptor, "domainname / global-number-digits", None;
    /// `global-number-digits = "+" *phonedigit DIGIT *phonedigit` (RFC 3966 3)
    GlobalNumberDigits = "global-number-digits", "3", whole_global_number_digits, global_number_digits, "\"+\" *phonedigit DIGIT *phonedigit", None;
    /// `local-number-digits = *phonedigit-hex (HEXDIG / "*" / "#") *phonedigit-hex` (RFC 3966 3)
    LocalNumberDigits = "local-number-digits", "3", whole_local_number_digits, local_number_digits, "*phonedigit-hex (HEXDIG / \"*\" / \"#\") *phonedigit-hex", None;
    /// `domainname = *( domainlabel "." ) toplabel [ "." ]` (RFC 3966 3)
    Domainname = "domainname", "3", whole_domainname, domainname, "*( domainlabel \".\" ) toplabel [ \".\" ]", None;
    /// `domainlabel = alphanum / alphanum *( alphanum / "-" ) alphanum` (RFC 3966 3)
    Domainlabel = "domainlabel", "3", whole_domainlabel, domainlabel, "alphanum / alphanum *( alphanum / \"-\" ) alphanum", None;
    /// `toplabel = ALPHA / ALPHA *( alphanum / "-" ) alphanum` (RFC 3966 3)
    Toplabel = "toplabel", "3", whole_toplabel, toplabel, "ALPHA / ALPHA *( alphanum / \"-\" ) alphanum", None;
    /// `parameter = ";" pname ["=" pvalue ]` (RFC 3966 3)
    TelParameter = "parameter", "3", whole_tel_parameter, tel_parameter, "\";\" pname [\"=\" pvalue ]", None;
    /// `pname = 1*( alphanum / "-" )` (RFC 3966 3)
    TelPname = "pname", "3", whole_tel_pname, tel_pname, "1*( alphanum / \"-\" )", None;
    /// `pvalue = 1*paramchar` (RFC 3966 3)
    TelPvalue = "pvalue", "3", whole_tel_pvalue, tel_pvalue, "1*paramchar", None;
    /// `paramchar = param-unreserved / unreserved / pct-encoded` (RFC 3966 3)
    TelParamchar = "paramchar", "3", whole_tel_paramchar, tel_paramchar, "param-unreserved / unreserved / pct-encoded", None;
    /// `unreserved = alphanum / mark` (RFC 3966 3)
    TelUnreserved = "unreserved", "3", whole_tel_unreserved, tel_unreserved, "alphanum / mark", None;
    /// `mark = "-" / "_" / "." / "!" / "~" / "*" / "'" / "(" / ")"` (RFC 3966 3)
    TelMark = "mark", "3", whole_tel_mark, tel_mark, "\"-\" / \"_\" / \".\" / \"!\" / \"~\" / \"*\" / \"'\" / \"(\" / \")\"", None;
    /// `param-unreserved = "[" / "]" / "/" / ":" / "&" / "+" / "$"` (RFC 3966 3)
    ParamUnreserved = "param-unreserved", "3", whole_param_unreserved, param_unreserved, "\"[\" / \"]\" / \"/\" / \":\" / \"&\" / \"+\" / \"$\"", None;
    /// `phonedigit = DIGIT / [ visual-separator ]` (RFC 3966 3)
    ///
    /// May be empty.
    Phonedigit = "phonedigit", "3", whole_phonedigit, phonedigit, "DIGIT / [ visual-separator ]", None;
    /// `phonedigit-hex = HEXDIG / "*" / "#" / [ visual-separator ]` (RFC 3966 3)
    ///
    /// May be empty.
    PhonedigitHex = "phonedigit-hex", "3", whole_phonedigit_hex, phonedigit_hex, "HEXDIG / \"*\" / \"#\" / [ visual-separator ]", None;
    /// `visual-separator = "-" / "." / "(" / ")"` (RFC 3966 3)
    VisualSeparator = "visual-separator", "3", whole_visual_separator, visual_separator, "\"-\" / \".\" / \"(\" / \")\"", None;
    /// `reserved = ";" / "/" / "?" / ":" / "@" / "&" / "=" / "+" / "$" / ","` (RFC 3966 3)
    TelReserved = "reserved", "3", whole_tel_reserved, tel_reserved, "\";\" / \"/\" / \"?\" / \":\" / \"@\" / \"&\" / \"=\" / \"+\" / \"$\" / \",\"", None;
    /// `uric = reserved / unreserved / pct-encoded` (RFC 3966 3)
    TelUric = "uric", "3", whole_tel_uric, tel_uric, "reserved / unreserved / pct-encoded", None;
}
Rfc5870 #[cfg(feature = "schemes")] {
    /// `geo-URI = geo-scheme ":" geo-path` (RFC 5870 3.3)
    GeoUri = "geo-URI", "3.3", whole_geo_URI, geo_URI, "geo-scheme \":\" geo-path", None;
    /// `geo-scheme = "geo"` (RFC 5870 3.3)
    GeoScheme = "geo-scheme", "3.3", whole_geo_scheme, geo_scheme, "\"geo\"", None;
    /// `geo-path = coordinates p` (RFC 5870 3.3)
    GeoPath = "geo-path", "3.3", whole_geo_path, geo_path, "coordinates p", None;
    /// `coordinates = coord-a "," coord-b [ "," coord-c ]` (RFC 5870 3.3)
    Coordinates = "coordinates", "3.3", whole_coordinates, coordinates, "coord-a \",\" coord-b [ \",\" coord-c ]", None;
    /// `coord-a = num` (RFC 5870 3.3)
    CoordA = "coord-a", "3.3", whole_coord_a, coord_a, "num", None;
    /// `coord-b = num` (RFC 5870 3.3)
    CoordB = "coord-b", "3.3", whole_coord_b, coord_b, "num", None;
    /// `coord-c = num` (RFC 5870 3.3)
    CoordC = "coord-c", "3.3", whole_coord_c, coord_c, "num", None;
    /// `p = [ crsp ] [ uncp ] *parameter` (RFC 5870 3.3)
    GeoP = "p", "3.3", whole_p, p, "[ crsp ] [ uncp ] *parameter", None;
    /// `crsp = ";crs=" crslabel` (RFC 5870 3.3)
    Crsp = "crsp", "3.3", whole_crsp, crsp, "\";crs=\" crslabel", None;
    /// `crslabel = "wgs84" / labeltext` (RFC 5870 3.3)
    Crslabel = "crslabel", "3.3", whole_crslabel, crslabel, "\"wgs84\" / labeltext", None;
    /// `uncp = ";u=" uval` (RFC 5870 3.3)
    Uncp = "uncp", "3.3", whole_uncp, uncp, "\";u=\" uval", None;
    /// `uval = pnum` (RFC 5870 3.3)
    Uval = "uval", "3.3", whole_uval, uval, "pnum", None;
    /// `parameter = ";" pname [ "=" pvalue ]` (RFC 5870 3.3)
    GeoParameter = "parameter", "3.3", whole_geo_parameter, geo_parameter, "\";\" pname [ \"=\" pvalue ]", None;
    /// `pname = labeltext` (RFC 5870 3.3)
    GeoPname = "pname", "3.3", whole_geo_pname, geo_pname, "labeltext", None;
    /// `pvalue = 1*paramchar` (RFC 5870 3.3)
    GeoPvalue = "pvalue", "3.3", whole_geo_pvalue, geo_pvalue, "1*paramchar", None;
    /// `paramchar = p-unreserved / unreserved / pct-encoded` (RFC 5870 3.3)
    GeoParamchar = "paramchar", "3.3", whole_geo_paramchar, geo_paramchar, "p-unreserved / unreserved / pct-encoded", None;
    /// `labeltext = 1*( alphanum / "-" )` (RFC 5870 3.3)
    Labeltext = "labeltext", "3.3", whole_labeltext, labeltext, "1*( alphanum / \"-\" )", None;
    /// `pnum = 1*DIGIT [ "." 1*DIGIT ]` (RFC 5870 3.3)
    Pnum = "pnum", "3.3", whole_pnum, pnum, "1*DIGIT [ \".\" 1*DIGIT ]", None;
    /// `num = [ "-" ] pnum` (RFC 5870 3.3)
    Num = "num", "3.3", whole_num, num, "[ \"-\" ] pnum", None;
    /// `unreserved = alphanum / mark` (RFC 5870 3.3)
    GeoUnreserved = "unreserved", "3.3", whole_geo_unreserved, geo_unreserved, "alphanum / mark", None;
    /// `mark = "-" / "_" / "." / "!" / "~" / "*" / "'" / "(" / ")"` (RFC 5870 3.3)
    GeoMark = "mark", "3.3", whole_geo_mark, geo_mark, "\"-\" / \"_\" / \".\" / \"!\" / \"~\" / \"*\" / \"'\" / \"(\" / \")\"", None;
    /// `p-unreserved = "[" / "]" / ":" / "&" / "+" / "$"` (RFC 5870 3.3)
    PUnreserved = "p-unreserved", "3.3", whole_p_unreserved, p_unreserved, "\"[\" / \"]\" / \":\" / \"&\" / \"+\" / \"$\"", None;
}
Rfc4151 #[cfg(feature = "schemes")] {
    /// `tagURI = "tag:" taggingEntity ":" specific [ "#" fragment ]` (RFC 4151 2.1)
    TagUri = "tagURI", "2.1", whole_tagURI, tagURI, "\"tag:\" taggingEntity \":\" specific [ \"#\" fragment ]", None;
    /// `taggingEntity = authorityName "," date` (RFC 4151 2.1)
    TaggingEntity = "taggingEntity", "2.1", whole_taggingEntity, taggingEntity, "authorityName \",\" date", None;
    /// `authorityName = DNSname / emailAddress` (RFC 4151 2.1)
    AuthorityName = "authorityName", "2.1", whole_authorityName, authorityName, "DNSname / emailAddress", None;
    /// `date = year ["-" month ["-" day]]` (RFC 4151 2.1)
    TagDate = "date", "2.1", whole_tag_date, tag_date, "year [\"-\" month [\"-\" day]]", None;
    /// `year = 4DIGIT` (RFC 4151 2.1)
    Year = "year", "2.1", whole_year, year, "4DIGIT", None;
    /// `month = 2DIGIT` (RFC 4151 2.1)
    Month = "month", "2.1", whole_month, month, "2DIGIT", None;
    /// `day = 2DIGIT` (RFC 4151 2.1)
    Day = "day", "2.1", whole_day, day, "2DIGIT", None;
    /// `DNSname = DNScomp *( "." DNScomp )` (RFC 4151 2.1)
    DnsName = "DNSname", "2.1", whole_DNSname, DNSname, "DNScomp *( \".\" DNScomp )", None;
    /// `DNScomp = alphaNum [*(alphaNum /"-") alphaNum]` (RFC 4151 2.1)
    DnsComp = "DNScomp", "2.1", whole_DNScomp, DNScomp, "alphaNum [*(alphaNum /\"-\") alphaNum]", None;
    /// `emailAddress = 1*(alphaNum /"-"/"."/"_") "@" DNSname` (RFC 4151 2.1)
    EmailAddress = "emailAddress", "2.1", whole_emailAddress, emailAddress, "1*(alphaNum /\"-\"/\".\"/\"_\") \"@\" DNSname", None;
    /// `alphaNum = DIGIT / ALPHA` (RFC 4151 2.1)
    TagAlphaNum = "alphaNum", "2.1", whole_alphaNum, alphaNum, "DIGIT / ALPHA", None;
    /// `specific = *( pchar / "/" / "?" )` (RFC 4151 2.1)
    Specific = "specific", "2.1", whole_specific, specific, "*( pchar / \"/\" / \"?\" )", None;
    /// `fragment = *( pchar / "/" / "?" )` (RFC 4151 2.1)
    ///
    /// The same as RFC 3986's.
    TagFragment = "fragment", "2.1", whole_tag_fragment, tag_fragment, "*( pchar / \"/\" / \"?\" )", None;
}
Rfc9562 #[cfg(feature = "schemes")] {
    /// `UUID = 4hexOctet "-" 2hexOctet "-" 2hexOctet "-" 2hexOctet "-" 6hexOctet` (RFC 9562 4)
    Uuid = "UUID", "4", whole_UUID, UUID, "4hexOctet \"-\" 2hexOctet \"-\" 2hexOctet \"-\" 2hexOctet \"-\" 6hexOctet", None;
    /// `hexOctet = HEXDIG HEXDIG` (RFC 9562 4)
    HexOctet = "hexOctet", "4", whole_hexOctet, hexOctet, "HEXDIG HEXDIG", None;
    /// `uuid-URN = "urn" ":" "uuid" ":" UUID [ rq-components ] [ "#" f-component ]` (RFC 9562 4)
    ///
    /// Not a rule of the RFC but RFC 8141 2's `namestring` with the NID "uuid" and the NSS `UUID`.
    UuidUrn = "uuid-URN", "4", whole_uuid_URN, uuid_URN, "\"urn\" \":\" \"uuid\" \":\" UUID [ rq-components ] [ \"#\" f-component ]", None;
}
Rfc3061 #[cfg(feature = "schemes")] {
    /// `oid = number *( DOT number )` (RFC 3061 2)
    Oid = "oid", "2", whole_oid, oid, "number *( DOT number )", None;
    /// `number = DIGIT / ( LEADDIGIT 1*DIGIT )` (RFC 3061 2)
    OidNumber = "number", "2", whole_oid_number, oid_number, "DIGIT / ( LEADDIGIT 1*DIGIT )", None;
    /// `LEADDIGIT = %x31-39 ; 1-9` (RFC 3061 2)
    LeadDigit = "LEADDIGIT", "2", whole_LEADDIGIT, LEADDIGIT, "%x31-39 ; 1-9", None;
    /// `DOT = %x2E ; period` (RFC 3061 2)
    Dot = "DOT", "2", whole_DOT, DOT, "%x2E ; period", None;
    /// `oid-URN = "urn" ":" "oid" ":" oid [ rq-components ] [ "#" f-component ]` (RFC 3061 2)
    ///
    /// Not a rule of the RFC but RFC 8141 2's `namestring` with the NID "oid" and the NSS `oid`.
    OidUrn = "oid-URN", "2", whole_oid_URN, oid_URN, "\"urn\" \":\" \"oid\" \":\" oid [ rq-components ] [ \"#\" f-component ]", None;
}
DidCore #[cfg(feature = "schemes")] {
    /// `did = "did:" method-name ":" method-specific-id` (DID Core 1.0 3.1)
    Did = "did", "3.1", whole_did, did, "\"did:\" method-name \":\" method-specific-id", None;
    /// `method-name = 1*method-char` (DID Core 1.0 3.1)
    MethodName = "method-name", "3.1", whole_method_name, method_name, "1*method-char", None;
    /// `method-char = %x61-7A / DIGIT` (DID Core 1.0 3.1)
    MethodChar = "method-char", "3.1", whole_method_char, method_char, "%x61-7A / DIGIT", None;
    /// `method-specific-id = *( *idchar ":" ) 1*idchar` (DID Core 1.0 3.1)
    MethodSpecificId = "method-specific-id", "3.1", whole_method_specific_id, method_specific_id, "*( *idchar \":\" ) 1*idchar", None;
    /// `idchar = ALPHA / DIGIT / "." / "-" / "_" / pct-encoded` (DID Core 1.0 3.1)
    Idchar = "idchar", "3.1", whole_idchar, idchar, "ALPHA / DIGIT / \".\" / \"-\" / \"_\" / pct-encoded", None;
    /// `pct-encoded = "%" HEXDIG HEXDIG` (DID Core 1.0 3.1)
    ///
    /// The same as RFC 3986's.
    DidPctEncoded = "pct-encoded", "3.1", whole_did_pct_encoded, did_pct_encoded, "\"%\" HEXDIG HEXDIG", None;
    /// `did-url = did path-abempty [ "?" query ] [ "#" fragment ]` (DID Core 1.0 3.2)
    DidUrl = "did-url", "3.2", whole_did_url, did_url, "did path-abempty [ \"?\" query ] [ \"#\" fragment ]", None;
}
}
