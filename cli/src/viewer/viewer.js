// rfc3986 viewer: makes the rendered page live. Everything it shows the viewer renders too; the script only
// (1) renders the page again for the form's current values as you type and swaps the result in, rewriting
// the address with history.replaceState, (2) lights the characters a tree node or a diagram box covers and
// the nodes that cover a character, (3) fills in this browser's own `new URL(input, base)`, (4) copies the
// link or the command, and (5) opens the fragment links (#parse?input=..., the static page's form) and the
// Live URL Viewer's (#url=<base64>&base=<base64>) in their view. It sets data-js="ok" on <html> once it ran.
//
// Where a page comes from is the host's business. Served by `rfc3986 serve`, the host is the server: a page
// is fetched, and the address is /VIEW?QUERY. The static page (web/page/page.js) sets window.rfc3986Host
// before this script runs: its pages come from the WebAssembly module, its address is #VIEW?QUERY, and it
// calls window.rfc3986Viewer.page() after drawing each page.
"use strict";

(function () {
  function browserReading() {
    var cell = document.getElementById("browser-url");
    if (!cell) return;
    var input = cell.getAttribute("data-input") || "";
    var base = cell.getAttribute("data-base") || "";
    var text;
    try {
      var url = base ? new URL(input, base) : new URL(input);
      text = url.href;
      var reveal = document.getElementById("reveal");
      if (url.password && !(reveal && reveal.checked)) {
        text = text.replace(":" + url.password + "@", ":<redacted>@");
      }
      cell.className = cell.getAttribute("data-expected") === null || cell.getAttribute("data-expected") === url.href ? "" : "differs";
    } catch (e) {
      text = "refused: " + e.name + ": " + e.message;
      cell.className = "refused-row";
    }
    cell.textContent = text;
  }

  function range(el) {
    return [Number(el.getAttribute("data-b")), Number(el.getAttribute("data-e"))];
  }

  function clearLit() {
    var lit = document.querySelectorAll(".lit");
    for (var i = 0; i < lit.length; i++) lit[i].classList.remove("lit");
  }

  function lightSpan(b, e) {
    var chars = document.querySelectorAll("#chars .ch[data-b]");
    for (var i = 0; i < chars.length; i++) {
      var r = range(chars[i]);
      if (r[0] >= b && r[1] <= e && b < e) chars[i].classList.add("lit");
    }
  }

  function lightNodes(b, e) {
    var nodes = document.querySelectorAll("#tree .node, .diagram .part");
    for (var i = 0; i < nodes.length; i++) {
      var r = range(nodes[i]);
      if (r[0] <= b && e <= r[1] && r[0] < r[1]) nodes[i].classList.add("lit");
    }
  }

  function onOver(event) {
    var target = event.target;
    if (!(target instanceof Element)) return;
    var node = target.closest("#tree .node, .diagram .part");
    var ch = target.closest("#chars .ch[data-b]");
    if (!node && !ch) return;
    clearLit();
    if (node) {
      var r = range(node);
      node.classList.add("lit");
      lightSpan(r[0], r[1]);
    } else {
      var c = range(ch);
      ch.classList.add("lit");
      lightNodes(c[0], c[1]);
    }
  }

  function query(form) {
    var params = new URLSearchParams();
    var data = new FormData(form);
    // An empty value is as if the option were not given (docs/viewer.md), so the link leaves it out.
    data.forEach(function (value, name) { if (value !== "") params.append(name, value); });
    return params.toString();
  }

  // The server as the host: pages fetched, addresses /VIEW?QUERY, a pause while typing.
  var server = {
    delay: 200,
    load: function (path, query) {
      return fetch(path + (query ? "?" + query : ""), { headers: { "Accept": "text/html" } }).then(function (response) {
        return response.text();
      }).then(function (text) {
        return new DOMParser().parseFromString(text, "text/html");
      });
    },
    address: function (path, query) {
      return path + (query ? "?" + query : "");
    },
  };
  var host = window.rfc3986Host || server;
  // How long each answer took from the keystroke to the new page, for the browser tests to print.
  var timing = window.rfc3986Timing || (window.rfc3986Timing = { answers: [] });

  var timer = null;
  var sequence = 0;

  function refresh(form, since) {
    var path = form.getAttribute("action");
    var params = query(form);
    var mine = ++sequence;
    host.load(path, params).then(function (doc) {
      if (mine !== sequence) return;
      ["result", "share"].forEach(function (id) {
        var fresh = doc.getElementById(id);
        var old = document.getElementById(id);
        if (fresh && old) old.replaceWith(document.importNode(fresh, true));
        else if (fresh && !old) {
          var result = document.getElementById("result");
          if (result) result.before(document.importNode(fresh, true));
        } else if (!fresh && old && id === "share") old.remove();
      });
      history.replaceState(null, "", host.address(path, params));
      browserReading();
      timing.answers.push(performance.now() - since);
    }).catch(function () { /* the form still works by submitting it */ });
  }

  function onCopy(event) {
    var button = event.target.closest("button.copy");
    if (!button) return;
    var source = document.getElementById(button.getAttribute("data-copy"));
    if (!source) return;
    var text = source.id === "permalink" ? source.href : source.textContent;
    var done = function () {
      var was = button.textContent;
      button.textContent = "Copied";
      setTimeout(function () { button.textContent = was; }, 1200);
    };
    if (source.id === "permalink" && document.getElementById("password-warning")) {
      if (!window.confirm("This link holds a password as you typed it. Copy it anyway?")) return;
    }
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(done, function () { window.prompt("Copy:", text); });
    } else {
      window.prompt("Copy:", text);
    }
  }

  function fromBase64(text) {
    var binary = atob(text);
    var bytes = new Uint8Array(binary.length);
    for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return new TextDecoder().decode(bytes);
  }

  // The fragment links: #VIEW?QUERY as the static page writes them (the server's routes, with # for /),
  // and the Live URL Viewer's #url=<base64 of UTF-8>&base=<base64>. Returns [path, query], or null for a
  // fragment that is neither (such as #result, the skip link's).
  function fromFragment(hash) {
    var fragment = hash.charAt(0) === "#" ? hash.slice(1) : hash;
    if (fragment === "") return null;
    var params = new URLSearchParams(fragment);
    if (/^(url|base)=/.test(fragment) && params.has("url")) {
      try {
        var input = fromBase64(params.get("url"));
        var base = params.has("base") ? fromBase64(params.get("base")) : "";
        var next = new URLSearchParams();
        if (base && base !== "about:blank") {
          next.set("base", base);
          next.set("ref", input);
          return ["/resolve", next.toString()];
        }
        next.set("input", input);
        return ["/parse", next.toString()];
      } catch (e) {
        return null;
      }
    }
    var at = fragment.indexOf("?");
    var path = "/" + (at < 0 ? fragment : fragment.slice(0, at));
    return [path, at < 0 ? "" : fragment.slice(at + 1)];
  }

  // Whether the page's navigation (or the API beside it) has the route: the views are the navigation's links.
  function isRoute(path) {
    if (/^\/(api|rule)\/./.test(path)) return true;
    var links = document.querySelectorAll("nav a[href]");
    for (var i = 0; i < links.length; i++) {
      if (links[i].getAttribute("href") === path) return true;
    }
    return false;
  }

  // On the server, a fragment link opened at / goes to its route.
  function followFragment() {
    var found = fromFragment(location.hash);
    if (!found || !isRoute(found[0]) || (location.pathname !== "/" && !/^#(url|base)=/.test(location.hash))) return false;
    location.replace(server.address(found[0], found[1]));
    return true;
  }

  // What each page needs once it is drawn: the browser's reading, and the form made live (the rule list's
  // filter is submitted as a form).
  function page() {
    browserReading();
    var form = document.getElementById("form");
    if (form && form.getAttribute("action") !== "/rules") {
      var changed = function (event) {
        clearTimeout(timer);
        var since = event.timeStamp;
        if (host.delay) timer = setTimeout(function () { refresh(form, since); }, host.delay);
        else refresh(form, since);
      };
      form.addEventListener("input", changed);
      form.addEventListener("change", changed);
    }
  }

  function start() {
    window.rfc3986Viewer = { page: page, fromFragment: fromFragment, query: query };
    if (host === server && followFragment()) return;
    document.addEventListener("mouseover", onOver);
    document.addEventListener("focusin", onOver);
    document.addEventListener("mouseleave", clearLit);
    document.addEventListener("click", onCopy);
    document.addEventListener("change", function (event) {
      if (event.target && event.target.id === "reveal") browserReading();
    });
    if (host === server) {
      page();
      document.documentElement.setAttribute("data-js", "ok");
    } else {
      host.start();
    }
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
