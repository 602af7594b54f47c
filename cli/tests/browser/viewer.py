#!/usr/bin/env python3
"""The viewer in a real browser (Debian's chromium and chromedriver), standard library only.

    python3 cli/tests/browser/viewer.py target/debug/rfc3986 [--screenshots DIR]

1. `chromium --headless --dump-dom` of the start page and of every RFC example's link: the page's script
   ran without error (`data-js="ok"` on <html>) and filled in the browser's own reading (`#browser-url`).
2. A WebDriver session: type into the input and see the result and the address change; hover a tree node
   and see its characters lit, and hover a character and see the nodes that cover it lit; the Live URL
   Viewer's fragment links open the resolve view; keyboard focus on a tree node lights it too.
3. Screenshots, wide and narrow, light and dark, into DIR (default target/screenshots); at each width no
   element but a code block (which scrolls on its own) is wider than the window.

Exits non-zero on the first failure, with what was expected and what the page showed.
"""

import base64
import concurrent.futures
import html
import json
import os
import re
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
]


def fail(message):
    print(f"FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def start_server(binary):
    server = subprocess.Popen(
        [binary, "serve", "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
    )
    url = server.stdout.readline().strip()
    if not re.fullmatch(r"http://127\.0\.0\.1:\d+/", url):
        fail(f"the first line of `rfc3986 serve` is not its URL: {url!r}")
    return server, url.rstrip("/")


def example_links(origin):
    with urllib.request.urlopen(origin + "/") as response:
        page = response.read().decode()
    links = [html.unescape(m) for m in re.findall(r'class="example" href="([^"]*)"', page)]
    if len(links) < 150:
        fail(f"the start page links {len(links)} examples")
    return links


def dump_dom(url):
    with tempfile.TemporaryDirectory() as profile:
        out = subprocess.run(
            [CHROMIUM, *FLAGS, f"--user-data-dir={profile}", "--virtual-time-budget=2000", "--dump-dom", url],
            capture_output=True,
            text=True,
            timeout=60,
        )
    return out.stdout


def check_dom(url):
    dom = dump_dom(url)
    if 'data-js="ok"' not in dom:
        return f"{url}: the script did not mark the page (data-js=\"ok\")"
    cell = re.search(r'<td[^>]*id="browser-url"[^>]*>(.*?)</td>', dom, re.S)
    if "id=\"browser-url\"" in dom and (cell is None or cell.group(1).strip() in ("", "needs JavaScript")):
        return f"{url}: the browser's own reading is not filled in"
    return None


class WebDriver:
    """Just enough of the W3C WebDriver protocol."""

    def __init__(self):
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
        self.process = subprocess.Popen(
            [CHROMEDRIVER, f"--port={self.port}"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        self.base = f"http://127.0.0.1:{self.port}"
        for _ in range(100):
            try:
                self.call("GET", "/status")
                break
            except OSError:
                time.sleep(0.1)
        self.profile = tempfile.mkdtemp()
        caps = {
            "capabilities": {
                "alwaysMatch": {
                    "browserName": "chrome",
                    "goog:chromeOptions": {
                        "binary": CHROMIUM,
                        "args": [*FLAGS, f"--user-data-dir={self.profile}", "--window-size=1280,900"],
                    },
                }
            }
        }
        self.session = self.call("POST", "/session", caps)["sessionId"]

    def call(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method)
        request.add_header("Content-Type", "application/json")
        try:
            with urllib.request.urlopen(request, timeout=60) as response:
                return json.loads(response.read() or b"{}").get("value")
        except urllib.error.HTTPError as err:
            fail(f"WebDriver {method} {path}: {err.read().decode(errors='replace')}")

    def s(self, method, path, body=None):
        return self.call(method, f"/session/{self.session}{path}", body)

    def download(self, selector):
        """Clicks the link `selector` and returns the name and the bytes of the file the browser saved."""
        folder = tempfile.mkdtemp()
        self.s("POST", "/goog/cdp/execute",
               {"cmd": "Browser.setDownloadBehavior", "params": {"behavior": "allow", "downloadPath": folder}})
        self.js("document.querySelector(arguments[0]).click()", selector)
        self.wait(f"the download of {selector}", lambda: [f for f in os.listdir(folder) if not f.endswith(".crdownload")])
        files = os.listdir(folder)
        with open(os.path.join(folder, files[0]), "rb") as f:
            return files[0], f.read()

    def go(self, url):
        self.s("POST", "/url", {"url": url})
        self.wait("the script ran", lambda: self.js("return document.documentElement.dataset.js") == "ok")

    def js(self, script, *args):
        return self.s("POST", "/execute/sync", {"script": script, "args": list(args)})

    def find(self, css):
        found = self.s("POST", "/element", {"using": "css selector", "value": css})
        self.reference = found
        return next(iter(found.values()))

    def wait(self, what, predicate, seconds=10):
        end = time.time() + seconds
        while time.time() < end:
            if predicate():
                return
            time.sleep(0.05)
        fail(f"timed out waiting until {what}")

    def hover(self, element):
        reference = {key: element for key in self.reference}
        view = self.js(
            "arguments[0].scrollIntoView({block: 'center'}); const r = arguments[0].getBoundingClientRect(); "
            "return [r.left + r.width / 2, r.top + r.height / 2]",
            reference,
        )
        self.s(
            "POST",
            "/actions",
            {
                "actions": [
                    {
                        "type": "pointer",
                        "id": "mouse",
                        "parameters": {"pointerType": "mouse"},
                        "actions": [
                            {"type": "pointerMove", "duration": 0, "origin": "viewport", "x": int(view[0]), "y": int(view[1])}
                        ],
                    }
                ]
            },
        )

    def screenshot(self, path, width, height, dark):
        self.s("POST", "/window/rect", {"width": width, "height": height})
        self.s(
            "POST",
            "/goog/cdp/execute",
            {
                "cmd": "Emulation.setEmulatedMedia",
                "params": {"features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]},
            },
        )
        png = base64.b64decode(self.s("GET", "/screenshot"))
        with open(path, "wb") as f:
            f.write(png)

    def quit(self):
        try:
            self.call("DELETE", f"/session/{self.session}")
        finally:
            self.process.kill()


def check_download(driver, binary, rule):
    """On the page of `rule` now shown, the diagram's download link saves RULE.svg, the bytes that
    `rfc3986 rules RULE --svg` prints."""
    name, saved = driver.download("a.download")
    want = subprocess.run([binary, "rules", rule, "--svg"], capture_output=True, check=True).stdout.rstrip(b"\n")
    if name != f"{rule}.svg" or saved != want:
        fail(f"the diagram downloads as {name!r}, {len(saved)} bytes, not {rule}.svg as rules --svg prints it ({len(want)} bytes)")


def interactive(origin, shots, binary):
    driver = WebDriver()
    try:
        # Typing: the result and the address follow the input without submitting the form.
        driver.go(origin + "/parse")
        field = driver.find("#f-input")
        driver.s("POST", f"/element/{field}/clear", {})
        driver.s("POST", f"/element/{field}/value", {"text": "http://[::1]:8080/a?b"})
        driver.wait(
            "the typed input is parsed",
            lambda: "IPv6address" in (driver.js("return document.getElementById('result').textContent") or ""),
        )
        address = driver.js("return location.href")
        if "input=http%3A%2F%2F%5B%3A%3A1%5D%3A8080%2Fa%3Fb" not in address:
            fail(f"the address did not follow the input: {address}")
        browser = driver.js("return document.getElementById('browser-url').textContent")
        if browser != "http://[::1]:8080/a?b":
            fail(f"the browser's reading after typing: {browser!r}")

        # Hovering a tree node lights its characters; hovering a character lights the nodes over it.
        node = driver.find('#tree .node[data-b="7"][data-e="12"]')
        driver.hover(node)
        lit = driver.js("return Array.from(document.querySelectorAll('#chars .ch.lit')).map(e => e.dataset.b).join(',')")
        if lit != "7,8,9,10,11":
            fail(f"hovering the IP-literal node lit characters {lit!r}, not 7..12")
        char = driver.find('#chars .ch[data-b="0"]')
        driver.hover(char)
        nodes = driver.js("return document.querySelectorAll('#tree .node.lit').length")
        if not nodes or nodes < 3:
            fail(f"hovering the first character lit {nodes} tree nodes")
        # Keyboard: focusing a node lights it as hovering does.
        driver.js("document.querySelector('#tree .node[data-b=\"20\"]').focus()")
        lit = driver.js("return Array.from(document.querySelectorAll('#chars .ch.lit')).map(e => e.dataset.b).join(',')")
        if lit != "20":
            fail(f"focusing the query node lit characters {lit!r}")

        # An error as you type: the caret moves with the input.
        driver.s("POST", f"/element/{field}/clear", {})
        driver.s("POST", f"/element/{field}/value", {"text": "http://a b"})
        driver.wait(
            "the error is shown",
            lambda: driver.js("return document.querySelector('#chars .ch.at') && document.querySelector('#chars .ch.at').dataset.b") == "8",
        )

        # A rule's page: the box answers as you type, and the address carries the string.
        driver.go(origin + "/rule/port")
        box = driver.find("#f-input")
        driver.s("POST", f"/element/{box}/value", {"text": "80a"})
        driver.wait(
            "the rule page's box answers",
            lambda: "Not a valid port" in (driver.js("return document.getElementById('result').textContent") or ""),
        )
        if "/rule/port?input=80a" not in (driver.js("return location.href") or ""):
            fail(f"the rule page's address did not follow the box: {driver.js('return location.href')}")
        link = driver.js("return document.querySelector('#result pre.abnf a.rule') && document.querySelector('#result pre.abnf a.rule').getAttribute('href')")
        if link != "/rule/DIGIT":
            fail(f"the ABNF of port links {link!r}, not its DIGIT")
        # The diagram's link downloads what `rfc3986 rules NAME --svg` prints.
        driver.go(origin + "/rule/IPv6address")
        check_download(driver, binary, "IPv6address")

        # The Live URL Viewer's fragment links open the resolve view.
        fragment = "#url=" + base64.b64encode(b"../g").decode() + "&base=" + base64.b64encode(b"http://a/b/c/d;p?q").decode()
        driver.s("POST", "/url", {"url": origin + "/" + fragment})
        driver.wait("the fragment link opens the resolve view", lambda: "/resolve?" in (driver.js("return location.href") or ""))
        driver.wait("the resolve view is shown", lambda: driver.js("return document.documentElement.dataset.js") == "ok")
        target = driver.js("return document.querySelector('.result-ref') && document.querySelector('.result-ref').textContent")
        if target != "http://a/b/g":
            fail(f"the fragment link resolved to {target!r}")

        # Screenshots for people to look at: wide and narrow, light and dark.
        os.makedirs(shots, exist_ok=True)
        views = {
            "start": "/",
            "parse": "/parse?input=foo%3A%2F%2Fuser%3Apw%40example.com%3A8042%2Fover%2Fthere%3Fname%3Dferret%23nose",
            "error": "/parse?input=http%3A%2F%2F%5B%3A%3A1",
            "resolve": "/resolve?base=http%3A%2F%2Fa%2Fb%2Fc%2Fd%3Bp%3Fq&ref=..%2F..%2Fg",
            "normalize": "/normalize?input=HTTP%3A%2F%2Fa%2F%2e%2F%7e&compare=http%3A%2F%2Fa%2F~&level=scheme",
            "rule": "/rule/authority?input=user%40example.com%3A80a",
            "rule-diagram": "/rule/hier-part",
            "rules": "/rules?q=ip",
            "extract": "/extract?text=See+%3Chttp%3A%2F%2Fexample.com%2Fa%0A++b%3E+and+%22urn%3Aisbn%3A0451450523%22%2C+or+https%3A%2F%2Fx.org%2F.",
            "equivalent": "/equivalent?a=HTTP%3A%2F%2FA%2F%7ea&b=http%3A%2F%2Fa%2F~a",
        }
        for name, path in views.items():
            driver.go(origin + path)
            for size, (w, h) in {"wide": (1280, 900), "narrow": (390, 844)}.items():
                for scheme in ("light", "dark"):
                    driver.screenshot(os.path.join(shots, f"{name}-{size}-{scheme}.png"), w, h, scheme == "dark")
                # Nothing but the code blocks and the rule diagrams (which scroll on their own) is wider than
                # the window.
                wide = driver.js(
                    "const w = document.documentElement.clientWidth; return Array.from(document.querySelectorAll('body *'))"
                    ".filter(e => !e.closest('pre, figure.railroad') && e.getBoundingClientRect().right > w + 1)"
                    ".map(e => e.tagName + '.' + e.className).slice(0, 5)"
                )
                if wide:
                    fail(f"{name} at {w} px: wider than the window: {wide}")
    finally:
        driver.quit()


def main():
    args = sys.argv[1:]
    if not args:
        fail("usage: viewer.py PATH-TO-rfc3986 [--screenshots DIR]")
    binary = args[0]
    shots = "target/screenshots"
    if "--screenshots" in args:
        shots = args[args.index("--screenshots") + 1]
    for tool in (CHROMIUM, CHROMEDRIVER):
        if not os.path.exists(tool):
            fail(f"{tool} is missing: apt-get install chromium chromium-driver")
    server, origin = start_server(binary)
    try:
        started = time.time()
        if os.environ.get("VIEWER_SKIP_DOM") and os.environ.get("CI") != "true":
            interactive(origin, shots, binary)
            return
        urls = [origin + "/"] + [origin + link for link in example_links(origin)]
        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
            problems = [p for p in pool.map(check_dom, urls) if p]
        if problems:
            fail("\n".join(problems[:20]))
        print(f"dump-dom: {len(urls)} pages, script ran and the browser's reading filled in ({time.time() - started:.0f} s)")
        started = time.time()
        interactive(origin, shots, binary)
        print(f"webdriver: typing, hovering, focus, errors, fragment links, the diagram's download, screenshots in {shots} ({time.time() - started:.0f} s)")
    finally:
        server.kill()


if __name__ == "__main__":
    main()
