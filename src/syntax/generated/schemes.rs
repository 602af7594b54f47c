// @generated from grammar/*.pest by codegen/ (`cargo run -p rfc3986-codegen`): do not edit; edit
// the grammar and run that command, or the README's test command, which writes this file when it is stale.

const SCHEME_TABLE: &[(&str, Rule)] = &[
    ("http", Rule::HttpUri),
    ("https", Rule::HttpsUri),
    ("ws", Rule::WsUri),
    ("wss", Rule::WssUri),
    ("urn", Rule::Namestring),
    ("file", Rule::FileUri),
    ("mailto", Rule::MailtoUri),
    ("data", Rule::Dataurl),
    ("tel", Rule::TelephoneUri),
    ("geo", Rule::GeoUri),
    ("tag", Rule::TagUri),
    ("did", Rule::DidUrl),
    ("acct", Rule::AcctUri),
    ("ni", Rule::NiUri),
    ("payto", Rule::PaytoUri),
    ("coap", Rule::CoapUri),
    ("coaps", Rule::CoapsUri),
    ("sms", Rule::SmsUri),
    ("ldap", Rule::Ldapurl),
    ("sip", Rule::SipUri),
    ("sips", Rule::SipsUri),
];

const URN_NAMESPACE_TABLE: &[(&str, Rule)] = &[
    ("uuid", Rule::UuidUrn),
    ("oid", Rule::OidUrn),
];
