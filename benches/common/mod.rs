//! What the benchmarks share: the corpora of `benches/README.md`.

/// The lines of a corpus file in `benches/`.
pub fn corpus(name: &str) -> Vec<String> {
    let path = format!("{}/benches/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .lines()
        .map(String::from)
        .collect()
}

/// The texts that `benches/extract.rs` searches for URIs, built the same way on every run.
#[allow(dead_code)]
pub mod texts {
    /// URI-dense text: each URL of `real.txt` in a short sentence, in turn between whitespace, within
    /// double quotes, within angle brackets and within parentheses, the sentences joined into paragraphs.
    pub fn uri_dense() -> String {
        let mut text = String::new();
        for (i, url) in super::corpus("real.txt").iter().enumerate() {
            match i % 4 {
                0 => text.push_str(&format!("See {url} for the details. ")),
                1 => text.push_str(&format!("The page \"{url}\" has moved. ")),
                2 => text.push_str(&format!("Read <{url}> first, then ask. ")),
                _ => text.push_str(&format!("It is linked below ({url}).\n")),
            }
        }
        text
    }

    /// Prose without URIs: `bytes` bytes of English-like sentences from a fixed list of words by a fixed
    /// generator, with the punctuation of prose at the rates of ordinary text: commas, a colon now and
    /// then ("Note: ..."), quoted phrases, parentheses, times of day ("10:30") and line breaks.
    pub fn prose(bytes: usize) -> String {
        const WORDS: &[&str] = &[
            "the",
            "of",
            "and",
            "to",
            "a",
            "in",
            "is",
            "it",
            "that",
            "for",
            "was",
            "on",
            "are",
            "as",
            "with",
            "his",
            "they",
            "at",
            "be",
            "this",
            "from",
            "have",
            "or",
            "by",
            "one",
            "had",
            "not",
            "but",
            "what",
            "all",
            "were",
            "when",
            "we",
            "there",
            "can",
            "an",
            "your",
            "which",
            "their",
            "said",
            "if",
            "do",
            "will",
            "each",
            "about",
            "how",
            "up",
            "out",
            "them",
            "then",
            "she",
            "many",
            "some",
            "so",
            "these",
            "would",
            "other",
            "into",
            "has",
            "more",
            "her",
            "two",
            "like",
            "him",
            "see",
            "time",
            "could",
            "no",
            "make",
            "than",
            "first",
            "been",
            "its",
            "who",
            "now",
            "people",
            "my",
            "made",
            "over",
            "did",
            "down",
            "only",
            "way",
            "find",
            "use",
            "may",
            "water",
            "long",
            "little",
            "very",
            "after",
            "words",
            "called",
            "just",
            "where",
            "most",
            "know",
            "server",
            "request",
            "address",
            "resource",
            "document",
            "section",
            "specification",
            "reference",
            "character",
            "component",
            "authority",
            "fragment",
            "identifier",
        ];
        let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = move |n: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % n as u64) as usize
        };
        let mut text = String::with_capacity(bytes + 200);
        while text.len() < bytes {
            let words = 6 + next(14);
            match next(40) {
                0 => text.push_str("Note: "),
                1 => text.push_str(&format!("At {}:{:02}, ", 1 + next(12), next(60))),
                _ => {}
            }
            for w in 0..words {
                let word = WORDS[next(WORDS.len())];
                match next(60) {
                    0 => text.push_str(&format!("\"{word} {}\"", WORDS[next(WORDS.len())])),
                    1 => text.push_str(&format!("({word})")),
                    _ if w == 0 => {
                        let mut c = word.chars();
                        let first = c.next().unwrap().to_ascii_uppercase();
                        text.push(first);
                        text.push_str(c.as_str());
                    }
                    _ => text.push_str(word),
                }
                if w + 1 < words {
                    text.push_str(if next(12) == 0 { ", " } else { " " });
                }
            }
            text.push_str(if next(8) == 0 { ".\n" } else { ". " });
        }
        text
    }
}
