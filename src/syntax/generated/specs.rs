// @generated from grammar/*.pest by codegen/ (`cargo run -p rfc3986-codegen`): do not edit; edit
// the grammar and run that command, or the README's test command, which writes this file when it is stale.

specs! {
    /// RFC 3986, Uniform Resource Identifier (URI): Generic Syntax.
    Rfc3986 = Some(3986), "RFC 3986";
    /// RFC 5234, Augmented BNF for Syntax Specifications: ABNF (its core rules).
    Rfc5234 = Some(5234), "RFC 5234";
    /// RFC 3987, Internationalized Resource Identifiers (IRIs).
    Rfc3987 = Some(3987), "RFC 3987";
    /// RFC 6570, URI Template.
    Rfc6570 = Some(6570), "RFC 6570";
    /// RFC 9110, HTTP Semantics (the http and https schemes, `Host`).
    Rfc9110 = Some(9110), "RFC 9110";
    /// RFC 9112, HTTP/1.1 (request targets).
    Rfc9112 = Some(9112), "RFC 9112";
    /// RFC 6454, The Web Origin Concept.
    Rfc6454 = Some(6454), "RFC 6454";
    /// RFC 6455, The WebSocket Protocol (the ws and wss schemes).
    Rfc6455 = Some(6455), "RFC 6455";
    /// RFC 8141, Uniform Resource Names (URNs).
    Rfc8141 = Some(8141), "RFC 8141";
    /// RFC 8089, The "file" URI Scheme.
    Rfc8089 = Some(8089), "RFC 8089";
    /// RFC 6068, The 'mailto' URI Scheme.
    Rfc6068 = Some(6068), "RFC 6068";
    /// RFC 5322, Internet Message Format (the rules RFC 6068 imports).
    Rfc5322 = Some(5322), "RFC 5322";
    /// RFC 6874, IPv6 zone identifiers in URIs (obsoleted by RFC 9844).
    Rfc6874 = Some(6874), "RFC 6874";
    /// RFC 2397, The "data" URL scheme.
    Rfc2397 = Some(2397), "RFC 2397";
    /// RFC 2045, MIME Part One (the rules RFC 2397 imports).
    Rfc2045 = Some(2045), "RFC 2045";
    /// RFC 822, the ARPA Internet text message format (the rules RFC 2045 and RFC 2397 import).
    Rfc822 = Some(822), "RFC 822";
    /// RFC 2396, URI Generic Syntax of 1998 (the rules RFC 2397 imports).
    Rfc2396 = Some(2396), "RFC 2396";
    /// RFC 3966, The tel URI for Telephone Numbers.
    Rfc3966 = Some(3966), "RFC 3966";
    /// RFC 5870, A Uniform Resource Identifier for Geographic Locations ('geo' URI).
    Rfc5870 = Some(5870), "RFC 5870";
    /// RFC 4151, The 'tag' URI Scheme.
    Rfc4151 = Some(4151), "RFC 4151";
    /// RFC 9562, Universally Unique IDentifiers (the uuid URN namespace).
    Rfc9562 = Some(9562), "RFC 9562";
    /// RFC 3061, A URN Namespace of Object Identifiers (oid).
    Rfc3061 = Some(3061), "RFC 3061";
    /// DID Core 1.0, W3C Decentralized Identifiers (DIDs) v1.0, a W3C Recommendation (the did scheme).
    DidCore = None, "DID Core 1.0";
    /// RFC 7565, The 'acct' URI Scheme.
    Rfc7565 = Some(7565), "RFC 7565";
    /// RFC 6920, Naming Things with Hashes (the ni scheme).
    Rfc6920 = Some(6920), "RFC 6920";
    /// RFC 8905, The 'payto' URI Scheme for Payments.
    Rfc8905 = Some(8905), "RFC 8905";
    /// RFC 7252, The Constrained Application Protocol (CoAP) (the coap and coaps schemes).
    Rfc7252 = Some(7252), "RFC 7252";
    /// RFC 5724, URI Scheme for Global System for Mobile Communications (GSM) Short Message Service (SMS).
    Rfc5724 = Some(5724), "RFC 5724";
    /// RFC 4516, Lightweight Directory Access Protocol (LDAP): Uniform Resource Locator.
    Rfc4516 = Some(4516), "RFC 4516";
    /// RFC 4512, LDAP: Directory Information Models (the oid and attribute descriptions RFC 4516 imports).
    Rfc4512 = Some(4512), "RFC 4512";
    /// RFC 4514, LDAP: String Representation of Distinguished Names (the dn that RFC 4516 imports).
    Rfc4514 = Some(4514), "RFC 4514";
    /// RFC 4515, LDAP: String Representation of Search Filters (the filter that RFC 4516 imports).
    Rfc4515 = Some(4515), "RFC 4515";
    /// RFC 4511, LDAP: The Protocol (the attributeSelector and LDAPString that RFC 4516 imports).
    Rfc4511 = Some(4511), "RFC 4511";
    /// RFC 3261, SIP: Session Initiation Protocol (the sip and sips schemes).
    Rfc3261 = Some(3261), "RFC 3261";
    /// RFC 5954, Essential Correction for IPv6 ABNF and URI Comparison in RFC 3261.
    Rfc5954 = Some(5954), "RFC 5954";
}
