//! `cli/src/viewer/examples.json`, the examples a rule's page shows, is derived from the crate's vectors
//! (`tests/data/rules.json`, `iri_rules.json`, `schemes/scheme_rules.json`, `schemes2/scheme_rules.json`, each
//! case naming its source there): for each rule name, its shortest strings the vectors mark valid and its
//! shortest near misses, three of each. This test derives it again and fails when the checked-in file
//! differs (outside CI it writes the file, to be reviewed and committed), as the rule table's test does.

use serde_json::{Map, Value, json};

const VECTORS: &[&str] = &[
    "tests/data/rules.json",
    "tests/data/iri_rules.json",
    "tests/data/schemes/scheme_rules.json",
    "tests/data/schemes2/scheme_rules.json",
];

/// How many strings of each kind, and the longest shown.
const EACH: usize = 3;
const LONGEST: usize = 48;

fn derived() -> String {
    // name -> (valid, invalid), in the order the vectors first name the rule.
    let mut rules: Vec<(String, Vec<String>, Vec<String>)> = Vec::new();
    for file in VECTORS {
        let path = crate::util::root().join(file);
        let text =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let data: Value = serde_json::from_str(&text).unwrap();
        let cases = data
            .get("cases")
            .unwrap_or(&data)
            .as_array()
            .unwrap()
            .clone();
        for case in cases {
            let (Some(rule), Some(input), Some(valid)) = (
                case["rule"].as_str(),
                case["input"].as_str(),
                case["valid"].as_bool(),
            ) else {
                continue;
            };
            if input.len() > LONGEST || input.chars().any(char::is_control) {
                continue;
            }
            let at = match rules.iter().position(|(n, ..)| n == rule) {
                Some(at) => at,
                None => {
                    rules.push((rule.to_owned(), Vec::new(), Vec::new()));
                    rules.len() - 1
                }
            };
            let list = if valid {
                &mut rules[at].1
            } else {
                &mut rules[at].2
            };
            if !list.iter().any(|s| s == input) {
                list.push(input.to_owned());
            }
        }
    }
    let mut out = Map::new();
    for (name, mut valid, mut invalid) in rules {
        for list in [&mut valid, &mut invalid] {
            // Shortest first, the empty string last (the page says it in words), stable otherwise.
            list.sort_by_key(|s| (s.is_empty(), s.len()));
            list.truncate(EACH);
        }
        out.insert(name, json!({ "valid": valid, "invalid": invalid }));
    }
    let mut text = serde_json::to_string_pretty(&Value::Object(out)).unwrap();
    text.push('\n');
    text
}

#[test]
fn examples_are_derived_from_the_vectors() {
    let path = crate::util::root().join("cli/src/viewer/examples.json");
    let fresh = derived();
    let current = std::fs::read_to_string(&path).unwrap_or_default();
    if current != fresh && std::env::var_os("CI").is_none() {
        std::fs::write(&path, &fresh).unwrap();
    }
    assert!(
        current == fresh,
        "cli/src/viewer/examples.json is stale (outside CI it is written now: review and commit it)"
    );
}
