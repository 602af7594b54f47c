#!/usr/bin/env python3
"""The viewer's static page (web/build.sh OUT) in Debian's headless Chromium, standard library only.

    python3 web/tests/page.py OUT target/debug/rfc3986 CASES.json [--screenshots DIR]

CASES.json is what `node web/tests/module.mjs ... --cases CASES.json` wrote: the RFCs' examples and a sample
of every kind of the shared vectors, each with the line `rfc3986 COMMAND --json` printed for it. OUT is
served by Python's http.server on loopback, and beside it `rfc3986 serve` for the pages to compare with.

1. Served from http.server: `#api/COMMAND?...` shows, as the whole text of <pre id="api">, exactly the
   command's line, for every case; every start-page example opens its view; the HTML of each view equals the
   served viewer's for the same input (links aside); typing updates the view and the fragment; a copied link
   opens the same view in another browser profile; the XSS payloads stay text through every view; a
   fragment that is no view opens the start page with a note; an input over 8,000 bytes gets the server's
   message. Screenshots of each view, wide and narrow, go to DIR (default target/screenshots).
2. Opened from file://: the page answers (the module from module.js) the same cases, ten of each kind; the
   rule pages, the links inside them, the rule box and the bad input are checked again as over http.
3. Cost, printed (not asserted): the bytes a static host ships, gzipped; the time from navigation to the
   first answer; the time from a keystroke to the new answer.

Exits non-zero on the first failure, with what was expected and what the page showed.
"""

import functools
import gzip
import http.server
import json
import os
import statistics
import sys
import threading
import time
import urllib.parse
import urllib.request

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "cli", "tests", "browser"))
import viewer  # noqa: E402  (the served viewer's browser test: its WebDriver client and helpers)

fail = viewer.fail
# Chromium stops a page that changes its address more than 200 times in 10 seconds (crbug.com/1038223); the
# test changes the fragment thousands of times in a row.
viewer.FLAGS.append("--disable-ipc-flooding-protection")

# What a static host sends for the page (module.js only for a page opened from a file).
SHIPPED = ["index.html", "page.js", "viewer.js", "style.css", "rfc3986_web.wasm"]

VIEWS = {
    "start": "",
    "parse": "parse?input=foo%3A%2F%2Fuser%3Apw%40example.com%3A8042%2Fover%2Fthere%3Fname%3Dferret%23nose",
    "error": "parse?input=http%3A%2F%2F%5B%3A%3A1",
    "rule": "parse?input=1%3A%3A2%3A3&rule=IPv6address",
    "resolve": "resolve?base=http%3A%2F%2Fa%2Fb%2Fc%2Fd%3Bp%3Fq&ref=..%2F..%2Fg&steps=1",
    "normalize": "normalize?input=HTTP%3A%2F%2Fa%2F%2e%2F%7e&compare=http%3A%2F%2Fa%2F~&level=scheme",
    "relativize": "relativize?base=http%3A%2F%2Fa%2Fb%2Fc%2Fd%3Bp%3Fq&target=http%3A%2F%2Fa%2Fb%2Fg",
    "to-uri": "to-uri?input=http%3A%2F%2F%C3%A9x.example%2F%E2%82%AC&idna=1",
    "to-iri": "to-iri?input=http%3A%2F%2Fa%2F%25E2%2582%25AC",
    "scheme": "scheme?input=mailto%3Ajoe%40example.com",
    "rules": "rules",
    "rule-page": "rule/IPv6address",
    "template-expand": "template/expand?template=%7B%2Fx%2Cy%7D&vars=%7B%22x%22%3A%221%22%2C%22y%22%3A%22a+b%22%7D",
    "template-match": "template/match?template=%2Fu%7B%2Fx%7D&uri=%2Fu%2F1",
    "rule-try": "rule/port?input=80a",
    "extract": "extract?text=See+%3Chttp%3A%2F%2Fexample.com%2Fa%0A++b%3E+and+https%3A%2F%2Fx.org%2F.",
    "equivalent": "equivalent?a=HTTP%3A%2F%2FA%2F%7ea&b=http%3A%2F%2Fa%2F~a",
    "encode": "encode?text=a+b%2Fc&component=segment",
    "decode": "decode?text=%25FF%25FE",
}

ATTACKS = [
    "<script>window.xss=1</script>",
    "\"><img src=x onerror=window.xss=1>",
    "javascript:window.xss=1",
    "http://a/'onmouseover='window.xss=1",
    "</textarea><script>window.xss=1</script>",
]

# A rule page's diagram as the browser laid it out: each box's rectangle and its label's extent (the label
# measured in the font the browser chose), each loop's bounds label, and the ABNF text the page shows.
DIAGRAM = """
var card = document.querySelector('.rule-card');
var svg = card && card.querySelector('figure.railroad svg.railroad');
if (!svg) return null;
function box(r) { return {x: r.x, y: r.y, w: r.width, h: r.height}; }
var boxes = Array.from(svg.querySelectorAll('g.terminal, g.rule')).map(function (g) {
  var text = g.querySelector('text');
  return {kind: g.getAttribute('class'), text: text.textContent, rect: box(g.querySelector('rect').getBBox()),
          label: box(text.getBBox()), linked: g.parentNode.tagName.toLowerCase() === 'a'};
});
var bounds = Array.from(svg.querySelectorAll('text.bounds')).map(function (t) {
  return {kind: 'bounds', text: t.textContent, rect: box(t.getBBox()), label: box(t.getBBox()), linked: false};
});
return {abnf: card.querySelector('pre.abnf').textContent, boxes: boxes.concat(bounds),
        width: svg.width.baseVal.value, height: svg.height.baseVal.value};
"""


# Clicks the index's rule link number arguments[0] and records in window.ruleOpen the milliseconds from the
# click to the page drawn (a hashchange listener added after the page's own runs after it) and to the frame
# after that.
RULE_OPEN = """
var link = document.querySelectorAll('table.rules a.rule')[arguments[0]];
var since = performance.now();
window.ruleOpen = {drawn: null, frame: null};
window.addEventListener('hashchange', function () {
  window.ruleOpen.drawn = performance.now() - since;
  requestAnimationFrame(function () { setTimeout(function () { window.ruleOpen.frame = performance.now() - since; }, 0); });
}, {once: true});
link.click();
"""


def printed_terminals(abnf):
    """The quoted strings and numeric values of ABNF text as the RFC prints it (prose and comments
    skipped): what the diagram's round boxes must say."""
    out, i = [], 0
    while i < len(abnf):
        c = abnf[i]
        if c == '"':
            end = abnf.find('"', i + 1)
            end = len(abnf) if end < 0 else end + 1
            out.append(abnf[i:end])
            i = end
        elif c == "<":
            depth = 0
            while i < len(abnf):
                depth += {"<": 1, ">": -1}.get(abnf[i], 0)
                i += 1
                if depth == 0:
                    break
        elif c == ";":
            end = abnf.find("\n", i)
            i = len(abnf) if end < 0 else end
        elif c == "%":
            end = i + 1
            while end < len(abnf) and (abnf[end].isalnum() or abnf[end] in ".-"):
                end += 1
            out.append(abnf[i:end])
            i = end
        else:
            i += 1
    return sorted(out)


def check_rules(driver, cases, rule_links, where, box_cases):
    """Every rule page by its link, with its diagram; every link inside them; the box on about box_cases of
    the crate's rule vectors against `rfc3986 parse --rule NAME --json`."""
    started = time.time()
    drawn, inside = check_rule_pages(driver, rule_links)
    print(f"rules ({where}): {len(rule_links)} rule pages open from the index, each with its diagram: {drawn} boxes and"
          f" labels, each label inside its box, none overlapping, the terminals the ABNF's ({time.time() - started:.0f} s)")
    # Every link inside a rule page (the ABNF's names, the diagram's boxes, the rules it uses and that
    # use it, the examples) opens a rule page.
    started = time.time()
    for link in inside:
        shown = go_hash(driver, link[1:])
        if shown["note"] or not (shown["h1"] or "").startswith("Rule ") or "Uses:" not in shown["result"]:
            fail(f"the link {link} inside a rule page did not open a rule page: {shown}")
    print(f"rules ({where}): the {len(inside)} distinct links inside the rule pages open rule pages ({time.time() - started:.0f} s)")
    # The box of a rule page answers as `rfc3986 parse --rule NAME --json` does, on the crate's rule vectors:
    # valid, or not with the command's error message (its byte index and the rules expected there).
    started = time.time()
    rule_cases = [c for c in cases if c["kind"] == "parse --rule"]
    rule_cases = rule_cases[::max(1, len(rule_cases) // box_cases)]
    for case in rule_cases:
        query = urllib.parse.parse_qs(case["query"], keep_blank_values=True)
        rule, text = query["rule"][0], query["input"][0]
        want = json.loads(case["want"])
        fragment = "rule/" + urllib.parse.quote(rule, safe="") + "?input=" + urllib.parse.quote(text, safe="")
        go_hash(driver, fragment)
        shown = driver.js("var r = document.getElementById('result'); return r ? r.textContent : ''")
        if want["valid"]:
            agrees = "is a valid" in shown and "Not a valid" not in shown
        else:
            agrees = "Not a valid" in shown and want["error"]["message"] in shown
        if not agrees:
            fail(f"#{fragment}: the box does not say what parse --rule --json says ({case['want'].strip()}): {shown[:400]!r}")
    print(f"rules ({where}): the box answers {len(rule_cases)} rule vectors as parse --rule --json does ({time.time() - started:.0f} s)")


def check_bad_input(driver, page, where):
    """A fragment that is no view, an input over 8,000 bytes, and the XSS payloads through every view."""
    open_page(driver, page)
    shown = go_hash(driver, "no-such-view?input=a")
    if not shown["note"] or "examples" not in (shown["h1"] or ""):
        fail(f"a fragment that is no view: {shown}")
    shown = go_hash(driver, "parse?input=" + "a" * 8001)
    if "Input too long" not in (shown["h1"] or ""):
        fail(f"an input over 8,000 bytes: {shown}")
    too_long = driver.js("return document.querySelector('main').textContent")
    if "8000 bytes" not in too_long:
        fail(f"the over-long input's message: {too_long[:300]}")
    routes = [("parse", "input"), ("normalize", "input"), ("scheme", "input"), ("to-uri", "input"),
              ("to-iri", "input"), ("template/expand", "template"), ("rules", "q"),
              ("resolve?base=http%3A%2F%2Fa%2F&", "ref"), ("resolve?ref=g&", "base"),
              ("template/match?template=%7Bx%7D&", "uri"), ("template/expand?template=%7Bx%7D&", "vars"),
              ("relativize?base=http%3A%2F%2Fa%2F&", "target"), ("parse?input=a&", "rule"),
              ("encode", "text"), ("decode", "text"), ("extract", "text"), ("equivalent?b=a&", "a"),
              ("rule/port", "input")]
    for attack in ATTACKS:
        encoded = urllib.parse.quote(attack, safe="")
        fragments = [f"{r}{'' if r.endswith('&') else '?'}{n}={encoded}" for r, n in routes]
        fragments += [f"rule/{encoded}", encoded, f"api/parse?input={encoded}"]
        for fragment in fragments:
            go_hash(driver, fragment)
            found = driver.js(
                "return [window.xss === undefined, document.querySelectorAll('main script, main img, [onerror], [onmouseover]').length,"
                " Array.from(document.querySelectorAll('a[href]')).filter(a => /^(javascript:|http:\\/\\/a)/i.test(a.getAttribute('href'))).length,"
                " document.body.textContent.includes(arguments[0])"
                " || Array.from(document.querySelectorAll('input, textarea')).some(e => e.value.includes(arguments[0]))]",
                attack,
            )
            if found != [True, 0, 0, True]:
                fail(f"#{fragment}: the payload did not stay text: {found}")
    print(f"bad input ({where}): no view, 8,001 bytes, {len(ATTACKS)} payloads through {len(routes) + 3} routes stay text")


def check_rule_pages(driver, rule_links):
    """Opens each rule page by its link and checks it and its diagram; returns the number of boxes and
    labels drawn and the distinct links to rule pages found inside the pages."""
    drawn, inside = 0, set()
    for link in rule_links:
        shown = go_hash(driver, link[1:])
        if shown["note"] or not (shown["h1"] or "").startswith("Rule ") or "Uses:" not in shown["result"]:
            fail(f"the rule link {link} did not open its page: {shown}")
        drawn += check_diagram(driver, link)
        inside.update(driver.js(
            "return Array.from(document.querySelectorAll('main a[href^=\"#rule/\"]')).map(a => a.getAttribute('href'))"
        ))
    return drawn, sorted(inside)


def check_diagram(driver, link):
    """The diagram on the rule page now shown: its round boxes are the rule's terminals, every label lies
    inside its box, no two boxes or labels overlap, and all of it lies inside the drawing."""
    drawn = driver.js(DIAGRAM)
    if not drawn:
        fail(f"{link}: the rule page has no diagram")
    terminals = sorted(b["text"] for b in drawn["boxes"] if b["kind"] == "terminal" and not b["text"].startswith("<"))
    if terminals != printed_terminals(drawn["abnf"]):
        fail(f"{link}: the diagram's terminals {terminals} are not the ABNF's {printed_terminals(drawn['abnf'])}")
    eps = 0.5
    boxes = drawn["boxes"]
    for i, a in enumerate(boxes):
        r, t = a["rect"], a["label"]
        if t["x"] < r["x"] - eps or t["x"] + t["w"] > r["x"] + r["w"] + eps or t["y"] < r["y"] - eps or t["y"] + t["h"] > r["y"] + r["h"] + eps:
            fail(f"{link}: the label {a['text']!r} ({t}) is cut by its box ({r})")
        if r["x"] < -eps or r["y"] < -eps or r["x"] + r["w"] > drawn["width"] + eps or r["y"] + r["h"] > drawn["height"] + eps:
            fail(f"{link}: {a['text']!r} ({r}) lies outside the drawing ({drawn['width']} x {drawn['height']})")
        for b in boxes[i + 1:]:
            q = b["rect"]
            if r["x"] < q["x"] + q["w"] - eps and q["x"] < r["x"] + r["w"] - eps and r["y"] < q["y"] + q["h"] - eps and q["y"] < r["y"] + r["h"] - eps:
                fail(f"{link}: {a['text']!r} ({r}) and {b['text']!r} ({q}) overlap")
    return len(boxes)


def serve_folder(folder):
    """Python's http.server on loopback, on a free port, in a thread."""
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    handler = functools.partial(Quiet, directory=folder)
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, f"http://127.0.0.1:{httpd.server_address[1]}"


# Runs the cases through the page in the browser: sets each fragment, waits for the page to draw it, and
# compares <pre id="api">'s whole text with the command's line. Returns the first mismatches.
CHECK_API = """
const [cases, done] = [arguments[0], arguments[arguments.length - 1]];
const bad = [];
let i = 0;
function next() {
  if (i === cases.length || bad.length >= 10) { done({ checked: i, bad }); return; }
  const c = cases[i];
  const hash = '#api' + c.path.slice(4) + '?' + c.query;
  const check = () => {
    const pre = document.getElementById('api');
    const text = pre ? pre.textContent : null;
    if (text !== c.want) bad.push({ kind: c.kind, hash, want: c.want, got: text });
    i += 1;
    next();
  };
  if (location.hash === hash) { check(); return; }
  window.addEventListener('hashchange', () => setTimeout(check, 0), { once: true });
  location.hash = hash;
}
next();
"""

# Waits for the page to draw a fragment. Returns what the test compares.
GO_HASH = """
const [hash, done] = [arguments[0], arguments[arguments.length - 1]];
const report = () => done({
  title: document.title,
  h1: (document.querySelector('main h1') || {}).textContent || null,
  note: (document.getElementById('note') || {}).textContent || null,
  result: (document.getElementById('result') || {}).textContent || '',
  js: document.documentElement.dataset.js,
});
if (location.hash === hash || (hash === '' && location.hash === '')) { report(); return; }
window.addEventListener('hashchange', () => setTimeout(report, 0), { once: true });
location.hash = hash;
"""

# The view's <main> with its links in the server's form (/parse?...), for comparing the page's HTML with the
# served viewer's: the fragment links (#parse?...) and the permalink's text are the only differences.
MAIN_HTML = """
const main = document.querySelector(arguments[0] || 'main').cloneNode(true);
for (const a of main.querySelectorAll('a[href]')) {
  const href = a.getAttribute('href');
  if (href.startsWith('#') && href !== '#result') a.setAttribute('href', '/' + href.slice(1));
}
const permalink = main.querySelector('#permalink');
if (permalink) permalink.textContent = '';
const note = main.querySelector('#note');
if (note) note.remove();
return main.outerHTML;
"""


def set_timeouts(driver):
    driver.s("POST", "/timeouts", {"script": 600000, "pageLoad": 60000})


def go_hash(driver, fragment):
    return driver.s("POST", "/execute/async", {"script": GO_HASH, "args": ["#" + fragment if fragment else ""]})


def check_api(driver, cases, where):
    for at in range(0, len(cases), 200):
        chunk = cases[at:at + 200]
        result = driver.s("POST", "/execute/async", {"script": CHECK_API, "args": [chunk]})
        if result["bad"]:
            lines = [f"{b['kind']}: {b['hash']}\n  want {b['want']!r}\n  got  {b['got']!r}" for b in result["bad"]]
            fail(f"{where}: #api/ differs from the command line:\n" + "\n".join(lines))
        if result["checked"] != len(chunk):
            fail(f"{where}: checked {result['checked']} of {len(chunk)} cases")


def open_page(driver, url):
    """A fresh navigation (not a fragment change) to the page."""
    driver.s("POST", "/url", {"url": "about:blank"})
    driver.go(url)
    return driver.js("return window.rfc3986Timing")


def sample_per_kind(cases, most):
    kinds = {}
    for case in cases:
        kinds.setdefault(case["kind"], []).append(case)
    out = []
    for group in kinds.values():
        stride = max(1, len(group) // most)
        out.extend(group[::stride][:most])
    return out


def shipped_bytes(out):
    raw = sum(os.path.getsize(os.path.join(out, f)) for f in SHIPPED)
    gz = sum(len(gzip.compress(open(os.path.join(out, f), "rb").read(), 9)) for f in SHIPPED)
    return raw, gz


def main():
    args = sys.argv[1:]
    if len(args) < 3:
        fail("usage: page.py OUT PATH-TO-rfc3986 CASES.json [--screenshots DIR]")
    out, binary, cases_file = args[:3]
    shots = args[args.index("--screenshots") + 1] if "--screenshots" in args else "target/screenshots"
    for tool in (viewer.CHROMIUM, viewer.CHROMEDRIVER):
        if not os.path.exists(tool):
            fail(f"{tool} is missing: apt-get install chromium chromium-driver")
    for f in SHIPPED + ["module.js"]:
        if not os.path.exists(os.path.join(out, f)):
            fail(f"{out}/{f} is missing: bash web/build.sh {out}")
    with open(cases_file) as f:
        cases = json.load(f)
    kinds = sorted({c["kind"] for c in cases})
    if len(cases) < 500 or not any(k.startswith("RFC example") for k in kinds):
        fail(f"{cases_file}: {len(cases)} cases of {len(kinds)} kinds")

    httpd, static = serve_folder(out)
    server, origin = viewer.start_server(binary)
    page = static + "/index.html"
    driver = viewer.WebDriver()
    other = None
    try:
        set_timeouts(driver)
        started = time.time()

        # 1. From a static server: every case through #api/.
        timing = open_page(driver, page + "#api/parse?input=a")
        if timing["source"] != "fetched":
            fail(f"over http the module should be fetched, not {timing['source']!r}")
        check_api(driver, cases, "http")
        print(f"#api/ over http: {len(cases)} cases of {len(kinds)} kinds equal to the command line ({time.time() - started:.0f} s)")

        # Every start-page example opens its view (no note, a result, the script's own reading).
        started = time.time()
        go_hash(driver, "")
        links = driver.js(
            "return Array.from(document.querySelectorAll('a.example')).map(a => a.getAttribute('href'))"
        )
        if len(links) < 150 or not all(link.startswith("#") for link in links):
            fail(f"the start page has {len(links)} example links, not all fragments: {links[:3]}")
        for link in links:
            shown = go_hash(driver, link[1:])
            if shown["note"] or not shown["h1"] or not shown["result"].strip():
                fail(f"the example {link} did not open its view: {shown}")
        print(f"start page: {len(links)} examples open their view ({time.time() - started:.0f} s)")

        # Every rule's page opens from its link in the index (#rules), with its card.
        go_hash(driver, "rules")
        rule_links = driver.js(
            "return Array.from(document.querySelectorAll('table.rules a.rule')).map(a => a.getAttribute('href'))"
        )
        if len(rule_links) < 250 or not all(link.startswith("#rule/") for link in rule_links):
            fail(f"the rule index has {len(rule_links)} rule links, not all fragments: {rule_links[:3]}")
        check_rules(driver, cases, rule_links, "http", 400)
        go_hash(driver, "rule/IPv6address")
        viewer.check_download(driver, binary, "IPv6address")
        print("rules (http): the diagram's link downloads IPv6address.svg, what rules --svg prints")

        # The HTML of each view equals the served viewer's (links aside).
        started = time.time()
        for name, fragment in VIEWS.items():
            driver.go(origin + "/" + fragment)
            want = driver.js(MAIN_HTML)
            open_page(driver, page + "#" + fragment)
            got = driver.js(MAIN_HTML)
            if got != want:
                at = next((i for i, (a, b) in enumerate(zip(got, want)) if a != b), min(len(got), len(want)))
                fail(f"{name}: the page's HTML differs from the server's at {at}:\n  page   {got[at - 80:at + 120]!r}\n  server {want[at - 80:at + 120]!r}")
        print(f"views: {len(VIEWS)} views render the same HTML as rfc3986 serve ({time.time() - started:.0f} s)")

        # Typing updates the view and the fragment; the keystroke-to-answer times are the page's own.
        open_page(driver, page + "#parse")
        field = driver.find("#f-input")
        driver.s("POST", f"/element/{field}/clear", {})
        typed = "http://[::1]:8080/a?b"
        # One key at a time, as a person types (one call would queue every key behind the first answer).
        for key in typed:
            driver.s("POST", f"/element/{field}/value", {"text": key})
        driver.wait(
            "the typed input is parsed",
            lambda: "IPv6address" in (driver.js("return document.getElementById('result').textContent") or ""),
        )
        address = driver.js("return location.href")
        if not address.endswith("#parse?input=http%3A%2F%2F%5B%3A%3A1%5D%3A8080%2Fa%3Fb"):
            fail(f"the fragment did not follow the input: {address}")
        answers = driver.js("return window.rfc3986Timing.answers")
        if len(answers) < len(typed):
            fail(f"{len(answers)} answers for {len(typed)} keystrokes")
        # A copied link opens the same view in another browser profile.
        link = driver.js("return document.getElementById('permalink').href")
        if link != address:
            fail(f"Copy link copies {link}, not the page's address {address}")
        here = driver.js(MAIN_HTML, "#result")
        other = viewer.WebDriver()
        set_timeouts(other)
        other.go(link)
        there = other.js(MAIN_HTML, "#result")
        if there != here:
            fail(f"the copied link opened a different view in another profile: {link}")
        other.quit()
        other = None
        # The served viewer opens the same link format at /: one link works wherever the page is.
        fragment = link[link.index("#"):]
        driver.s("POST", "/url", {"url": origin + "/" + fragment})
        driver.wait("the served viewer follows the fragment", lambda: "/parse?input=" in (driver.js("return location.href") or ""))
        driver.wait("the served viewer's script ran", lambda: driver.js("return document.documentElement.dataset.js") == "ok")
        if driver.js(MAIN_HTML, "#result") != here:
            fail(f"rfc3986 serve shows a different view for {origin}/{fragment}")
        print(f"typing: the view and the fragment follow {len(typed)} keystrokes; the copied link opens the same view in another profile and in rfc3986 serve")

        # Bad input: no view, an input over 8,000 bytes, and the XSS payloads through every view.
        check_bad_input(driver, page, "http")

        # Screenshots of each view, wide and narrow.
        os.makedirs(shots, exist_ok=True)
        for name, fragment in VIEWS.items():
            open_page(driver, page + "#" + fragment)
            for size, (w, h) in {"wide": (1280, 900), "narrow": (390, 844)}.items():
                driver.screenshot(os.path.join(shots, f"web-{name}-{size}.png"), w, h, False)
        driver.s("POST", "/window/rect", {"width": 1280, "height": 900})

        # Cost: navigation to the first answer, over http and from a file.
        firsts = []
        ready = []
        for _ in range(5):
            timing = open_page(driver, page + "#" + VIEWS["parse"])
            firsts.append(timing["firstAnswer"])
            ready.append(timing["module"])
        start_page = open_page(driver, page)["firstAnswer"]

        # A rule page opened from its link in the index: from the click to the page drawn (the fragment's
        # handler done) and to the next frame after it (painted), each of 24 rules, the diagram among them.
        open_page(driver, page + "#rules")
        rule_opens, rule_frames = [], []
        for index in range(0, len(rule_links), max(1, len(rule_links) // 24)):
            go_hash(driver, "rules")
            driver.js(RULE_OPEN, index)
            driver.wait("the rule page is drawn", lambda: driver.js("return window.ruleOpen && window.ruleOpen.frame") is not None)
            opened = driver.js("return window.ruleOpen")
            if "railroad" not in (driver.js("return document.querySelector('main').innerHTML") or ""):
                fail(f"the rule link {rule_links[index]} opened a page with no diagram")
            rule_opens.append(opened["drawn"])
            rule_frames.append(opened["frame"])
        # A keystroke in a rule page's box to the new answer.
        open_page(driver, page + "#rule/IPv6address")
        field = driver.find("#f-input")
        driver.js("window.rfc3986Timing.answers = []")
        typed_rule = "2001:db8::ff00:42:8329"
        for key in typed_rule:
            driver.s("POST", f"/element/{field}/value", {"text": key})
        driver.wait("the rule box answers", lambda: "is a valid IPv6address" in (driver.js("return document.getElementById('result').textContent") or "")
                    and len(driver.js("return window.rfc3986Timing.answers")) >= len(typed_rule))
        rule_answers = driver.js("return window.rfc3986Timing.answers")

        # 2. From a file: the module from module.js, and the same answers.
        started = time.time()
        file_page = "file://" + os.path.abspath(os.path.join(out, "index.html"))
        timing = open_page(driver, file_page + "#api/parse?input=a")
        if timing["source"] != "module.js":
            fail(f"from a file the module should come from module.js, not {timing['source']!r}")
        file_cases = sample_per_kind(cases, 10)
        check_api(driver, file_cases, "file://")
        file_first = [open_page(driver, file_page + "#" + VIEWS["parse"])["firstAnswer"] for _ in range(3)]
        print(f"#api/ from file://: {len(file_cases)} cases equal to the command line ({time.time() - started:.0f} s)")
        check_rules(driver, cases, rule_links, "file://", 100)
        go_hash(driver, "rule/IPv6address")
        viewer.check_download(driver, binary, "IPv6address")
        print("rules (file://): the diagram's link downloads IPv6address.svg, what rules --svg prints")
        check_bad_input(driver, file_page, "file://")

        # The served viewer beside it: the bytes of the parse view, navigation to the answer (the page is
        # the answer), and a keystroke to the new answer (after the 200 ms pause the script waits for).
        served_bytes = 0
        for path in ["/" + VIEWS["parse"], "/assets/style.css", "/assets/viewer.js"]:
            with urllib.request.urlopen(origin + path) as response:
                served_bytes += len(response.read())
        served_firsts = []
        for _ in range(5):
            driver.s("POST", "/url", {"url": "about:blank"})
            driver.go(origin + "/" + VIEWS["parse"])
            served_firsts.append(driver.js("return performance.getEntriesByType('navigation')[0].responseEnd"))
        driver.go(origin + "/parse")
        field = driver.find("#f-input")
        driver.s("POST", f"/element/{field}/value", {"text": "http://a/b"})
        driver.wait("the served view answers", lambda: driver.js("return window.rfc3986Timing.answers.length") >= 1)
        served_answer = driver.js("return window.rfc3986Timing.answers[0]")

        raw, gz = shipped_bytes(out)
        print("cost (measured, not asserted):")
        print(f"  a static host ships {raw} bytes, {gz} gzipped ({', '.join(SHIPPED)}); goal under 600 KB gzipped")
        print(f"  navigation to the first answer (the parse view), over http: median {statistics.median(firsts):.0f} ms "
              f"of {len(firsts)} (min {min(firsts):.0f}, max {max(firsts):.0f}; the module ready at a median "
              f"{statistics.median(ready):.0f} ms); the start page (every RFC example): "
              f"{start_page:.0f} ms; from file://: median {statistics.median(file_first):.0f} ms; goal under 300 ms")
        print(f"  a rule page opened from its link in the index: drawn after a median {statistics.median(rule_opens):.1f} ms "
              f"(max {max(rule_opens):.1f}), its next frame after {statistics.median(rule_frames):.1f} ms (max "
              f"{max(rule_frames):.1f}) of {len(rule_opens)} rules; goal under 300 ms")
        print(f"  keystroke to the new answer in the box of #rule/IPv6address: median {statistics.median(rule_answers):.1f} ms, "
              f"max {max(rule_answers):.1f} ms of {len(rule_answers)}; goal under 16 ms")
        print(f"  keystroke to the new answer (inputs under 200 bytes): median {statistics.median(answers):.1f} ms, "
              f"max {max(answers):.1f} ms of {len(answers)}; goal under 16 ms")
        print(f"  rfc3986 serve, beside it: the parse view {served_bytes} bytes (page, style, script; not compressed); "
              f"navigation to the answer median {statistics.median(served_firsts):.0f} ms of {len(served_firsts)}; "
              f"keystroke to the new answer {served_answer:.0f} ms (200 ms of it the pause for typing)")
    finally:
        if other:
            other.quit()
        driver.quit()
        server.kill()
        httpd.shutdown()


if __name__ == "__main__":
    main()
