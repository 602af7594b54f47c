//! The parts of a URI that its scheme's own grammar names (a URN's NID and NSS, a mailto URI's `to` and
//! `hfields`, ...), shared by `scheme`, `explain` and `conformance`.

use rfc3986::scheme::{
    self, Data, Did, FileUri, Geo, Http, Mailto, Oid, Prose, Tag, Tel, Urn, Uuid,
};
use rfc3986::{Rule, Uri};

use crate::wire::PartValue;

/// The named parts of a scheme's view, in its order, and the prose requirements the URI breaks.
pub(crate) type Parts<'a> = (Vec<(&'static str, PartValue<'a>)>, Vec<Prose>);

/// The named parts of a URI of a known scheme, as JSON (raw text, `null` when absent, and for some
/// schemes a flag or a list), and the prose requirements it breaks; `None` when the URI does not match its
/// scheme's grammar.
pub(crate) fn parts(uri: &Uri) -> Option<Parts<'_>> {
    let text = PartValue::Text;
    Some(match scheme::rule_for(uri)? {
        Rule::Namestring => {
            let urn = Urn::try_from(uri).ok()?;
            let parts = vec![
                ("NID", text(Some(urn.nid()))),
                ("NSS", text(Some(urn.nss()))),
                ("r-component", text(urn.r_component())),
                ("q-component", text(urn.q_component())),
                ("f-component", text(urn.f_component())),
            ];
            (parts, urn.prose())
        }
        Rule::UuidUrn => {
            let uuid = Uuid::try_from(uri).ok()?;
            let parts = vec![
                ("NID", text(Some(uuid.nid()))),
                ("NSS", text(Some(uuid.nss()))),
                ("r-component", text(uuid.r_component())),
                ("q-component", text(uuid.q_component())),
                ("UUID", text(Some(uuid.uuid()))),
                ("rq-components", text(uuid.rq_components())),
                ("f-component", text(uuid.f_component())),
                ("version", PartValue::Number(uuid.version())),
            ];
            (parts, Vec::new())
        }
        Rule::OidUrn => {
            let oid = Oid::try_from(uri).ok()?;
            let parts = vec![
                ("NID", text(Some(oid.nid()))),
                ("NSS", text(Some(oid.nss()))),
                ("r-component", text(oid.r_component())),
                ("q-component", text(oid.q_component())),
                ("oid", text(Some(oid.oid()))),
                ("rq-components", text(oid.rq_components())),
                ("f-component", text(oid.f_component())),
            ];
            (parts, Vec::new())
        }
        Rule::FileUri => {
            let file = FileUri::try_from(uri).ok()?;
            let parts = vec![
                ("host", text(file.host())),
                ("path", text(Some(file.path()))),
            ];
            (parts, Vec::new())
        }
        Rule::MailtoUri => {
            let mailto = Mailto::try_from(uri).ok()?;
            let parts = vec![
                ("to", text(mailto.to())),
                ("hfields", text(mailto.hfields())),
            ];
            (parts, mailto.prose())
        }
        Rule::Dataurl => {
            let data = Data::try_from(uri).ok()?;
            let parts = vec![
                ("mediatype", text(Some(data.mediatype()))),
                ("base64", PartValue::Flag(data.is_base64())),
                ("data", text(Some(data.data()))),
            ];
            (parts, Vec::new())
        }
        Rule::TelephoneUri => {
            let tel = Tel::try_from(uri).ok()?;
            let parts = vec![
                ("number", text(Some(tel.number()))),
                ("isdn-subaddress", text(tel.isdn_subaddress())),
                ("extension", text(tel.extension())),
                ("context", text(tel.context())),
                ("parameters", PartValue::List(tel.parameters())),
            ];
            (parts, tel.prose())
        }
        Rule::GeoUri => {
            let geo = Geo::try_from(uri).ok()?;
            let parts = vec![
                ("coord-a", text(Some(geo.coord_a()))),
                ("coord-b", text(Some(geo.coord_b()))),
                ("coord-c", text(geo.coord_c())),
                ("crs", text(geo.crs())),
                ("u", text(geo.uncertainty())),
                ("parameters", text(geo.parameters())),
            ];
            (parts, geo.prose())
        }
        Rule::TagUri => {
            let tag = Tag::try_from(uri).ok()?;
            let parts = vec![
                ("authorityName", text(Some(tag.authority_name()))),
                ("date", text(Some(tag.date()))),
                ("specific", text(Some(tag.specific()))),
                ("fragment", text(tag.fragment())),
            ];
            (parts, Vec::new())
        }
        Rule::DidUrl => {
            let did = Did::try_from(uri).ok()?;
            let parts = vec![
                ("method-name", text(Some(did.method_name()))),
                ("method-specific-id", text(Some(did.method_specific_id()))),
                ("path", text(Some(did.path()))),
                ("query", text(did.query())),
                ("fragment", text(did.fragment())),
            ];
            (parts, did.prose())
        }
        _ => {
            let http = Http::try_from(uri).ok()?;
            let parts = vec![
                ("host", text(Some(http.host_str()))),
                ("port", text(http.port())),
                ("path", text(Some(http.path().as_str()))),
                ("query", text(http.query())),
            ];
            (parts, http.prose())
        }
    })
}
