// rfc3986 viewer: makes the server-rendered page live. Everything it shows the server renders too; the
// script only (1) refetches the page for the form's current values as you type and swaps the result in,
// rewriting the address with history.replaceState, (2) lights the characters a tree node or a diagram box
// covers and the nodes that cover a character, (3) fills in this browser's own `new URL(input, base)`,
// (4) copies the link or the command, and (5) opens the Live URL Viewer's fragment links
// (#url=<base64>&base=<base64>) in the resolve or parse view. It sets data-js="ok" on <html> once it ran.
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
    data.forEach(function (value, name) { params.append(name, value); });
    return params.toString();
  }

  var timer = null;
  var sequence = 0;

  function refresh(form) {
    var url = form.getAttribute("action") + "?" + query(form);
    var mine = ++sequence;
    fetch(url, { headers: { "Accept": "text/html" } }).then(function (response) {
      return response.text();
    }).then(function (text) {
      if (mine !== sequence) return;
      var doc = new DOMParser().parseFromString(text, "text/html");
      ["result", "share"].forEach(function (id) {
        var fresh = doc.getElementById(id);
        var old = document.getElementById(id);
        if (fresh && old) old.replaceWith(document.importNode(fresh, true));
        else if (fresh && !old) {
          var result = document.getElementById("result");
          if (result) result.before(document.importNode(fresh, true));
        } else if (!fresh && old && id === "share") old.remove();
      });
      history.replaceState(null, "", url);
      browserReading();
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

  // The Live URL Viewer's links: #url=<base64 of UTF-8>&base=<base64>.
  function liveViewerFragment() {
    if (!location.hash || location.hash.indexOf("url=") < 0) return false;
    var params = new URLSearchParams(location.hash.slice(1));
    if (!params.has("url")) return false;
    try {
      var input = fromBase64(params.get("url"));
      var base = params.has("base") ? fromBase64(params.get("base")) : "";
      var next = new URLSearchParams();
      if (base && base !== "about:blank") {
        next.set("base", base);
        next.set("ref", input);
        location.replace("/resolve?" + next.toString());
      } else {
        next.set("input", input);
        location.replace("/parse?" + next.toString());
      }
      return true;
    } catch (e) {
      return false;
    }
  }

  function start() {
    if (liveViewerFragment()) return;
    browserReading();
    document.addEventListener("mouseover", onOver);
    document.addEventListener("focusin", onOver);
    document.addEventListener("mouseleave", clearLit);
    document.addEventListener("click", onCopy);
    document.addEventListener("change", function (event) {
      if (event.target && event.target.id === "reveal") browserReading();
    });
    var form = document.getElementById("form");
    if (form && form.getAttribute("action") !== "/rules") {
      var changed = function () {
        clearTimeout(timer);
        timer = setTimeout(function () { refresh(form); }, 200);
      };
      form.addEventListener("input", changed);
      form.addEventListener("change", changed);
    }
    document.documentElement.setAttribute("data-js", "ok");
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
