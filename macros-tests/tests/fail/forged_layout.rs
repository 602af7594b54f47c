// What the macros write is checked against the text: a layout that does not fit it (here, a scheme that
// the text does not have) is refused when the constant is evaluated, so no accessor can panic later.
use myuri::{LiteralLayout, Uri};

const FORGED: Uri = Uri::__from_literal(
    "/a/b",
    LiteralLayout { bounds: [3, 0, 0, 0, 0, 4, 4], flags: 1, host: 0, ip: 0 },
);

fn main() {
    let _ = FORGED;
}
