// rfc3986 viewer, the static page: the viewer's pages and API answers come from the crate compiled to
// WebAssembly (rfc3986_web.wasm, built by web/build.sh), so the page needs no server and its links work for
// anyone. The state is the address's fragment, in the server's words: #parse?input=... is the server's
// /parse?input=..., #api/parse?input=... its /api/parse?input=..., and no fragment its start page. The input
// never leaves the browser: a fragment is not sent to the host, and nothing is stored.
//
// This script is the host of viewer.js (which the served viewer shares): it loads the module, draws the page
// the module renders for the fragment, rewrites the page's links into fragments, and answers viewer.js's
// requests for pages as you type. The module's interface is four plain exports (web/src/lib.rs): input(len)
// gives a buffer for the request, respond(path_len) answers it and returns the status, output() and
// output_len() say where the answer is: its content type, a line end, then the body.
"use strict";

(function () {
  var encoder = new TextEncoder();
  var decoder = new TextDecoder();
  var exports = null;
  // What the browser test reads: when the module was ready and the first answer drawn (milliseconds since
  // the navigation began), how the module came (fetched, or carried in module.js), and (viewer.js adds them)
  // how long each answer took from the keystroke to the new page.
  var timing = { module: null, firstAnswer: null, source: null, answers: [] };
  window.rfc3986Timing = timing;

  // The module's answer to GET PATH?QUERY.
  function respond(path, query) {
    var request = encoder.encode(path + query);
    var at = exports.input(request.length);
    new Uint8Array(exports.memory.buffer, at, request.length).set(request);
    var status = exports.respond(encoder.encode(path).length);
    var text = decoder.decode(new Uint8Array(exports.memory.buffer, exports.output(), exports.output_len()));
    var newline = text.indexOf("\n");
    return { status: status, type: text.slice(0, newline), body: text.slice(newline + 1) };
  }

  // The module's bytes: fetched beside the page (a static host), else from module.js, which carries them as
  // base64 (a page opened from a file, where the browser fetches nothing).
  function moduleBytes() {
    return fetch("rfc3986_web.wasm").then(function (response) {
      if (!response.ok) throw new Error("HTTP " + response.status);
      timing.source = "fetched";
      return response.arrayBuffer();
    }).catch(function () {
      return new Promise(function (resolve, reject) {
        var script = document.createElement("script");
        script.src = "module.js";
        script.onload = function () {
          var binary = atob(window.rfc3986Module || "");
          delete window.rfc3986Module;
          var bytes = new Uint8Array(binary.length);
          for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
          timing.source = "module.js";
          resolve(bytes);
        };
        script.onerror = function () { reject(new Error("neither rfc3986_web.wasm nor module.js could be loaded")); };
        document.head.appendChild(script);
      });
    });
  }

  // The page's own address for a route: #VIEW?QUERY (an empty fragment for the start page).
  function address(path, query) {
    return "#" + path.slice(1) + (query ? "?" + query : "");
  }

  // The viewer's links (/parse?input=...) as fragments of this page; the permalink shows the whole address.
  function adopt(doc) {
    var links = doc.querySelectorAll("a[href^='/']");
    for (var i = 0; i < links.length; i++) {
      var href = links[i].getAttribute("href");
      if (href.charAt(1) === "/") continue;
      links[i].setAttribute("href", "#" + href.slice(1));
    }
    var permalink = doc.getElementById("permalink");
    if (permalink) permalink.textContent = new URL(permalink.getAttribute("href"), location.href).href;
    return doc;
  }

  // A fragment as the person wrote it, for a note (as text).
  function decoded(text) {
    try {
      return decodeURIComponent(text);
    } catch (e) {
      return text;
    }
  }

  function parse(html) {
    return adopt(new DOMParser().parseFromString(html, "text/html"));
  }

  // Draws the page for the fragment. A fragment that is not one of the viewer's routes opens the start page
  // with a note; /api/ shows the JSON line, as its whole text, in <pre id="api">.
  function draw() {
    var found = window.rfc3986Viewer.fromFragment(location.hash) || ["/", ""];
    var path = found[0];
    var query = found[1];
    if (/^#(url|base)=/.test(location.hash)) history.replaceState(null, "", address(path, query));
    var note = null;
    var body;
    if (path.indexOf("/api/") === 0) {
      var answer = respond(path, query);
      body = document.createElement("body");
      var main = body.appendChild(document.createElement("main"));
      var pre = main.appendChild(document.createElement("pre"));
      pre.id = "api";
      pre.setAttribute("data-status", String(answer.status));
      pre.textContent = answer.body;
      document.title = path.slice(5) + " (JSON) - rfc3986 viewer";
    } else {
      var page = respond(path, query);
      if (page.status === 404) {
        note = "There is no view \u201c" + decoded(location.hash.slice(1, 200)) + "\u201d; here is the start page. " +
          "A link to a view looks like #parse?input=..., with the names of the server's routes.";
        page = respond("/", "");
      }
      var doc = parse(page.body);
      document.title = doc.title;
      body = document.importNode(doc.body, true);
    }
    document.body.replaceWith(body);
    if (note) {
      var p = document.createElement("p");
      p.className = "notice";
      p.id = "note";
      p.setAttribute("role", "note");
      p.textContent = note;
      var heading = document.querySelector("main h1");
      if (heading) heading.after(p);
      else document.querySelector("main").prepend(p);
    }
    window.rfc3986Viewer.page();
    if (timing.firstAnswer === null) timing.firstAnswer = performance.now();
  }

  // The form goes to its view's fragment instead of a server; the skip link moves focus without changing
  // the fragment (which is the page's state).
  function onSubmit(event) {
    var form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    location.hash = address(form.getAttribute("action"), window.rfc3986Viewer.query(form));
  }

  function onClick(event) {
    var skip = event.target instanceof Element && event.target.closest("a.skip");
    if (!skip) return;
    event.preventDefault();
    var result = document.getElementById("result") || document.querySelector("main");
    result.setAttribute("tabindex", "-1");
    result.focus();
  }

  function failed(error) {
    var loading = document.getElementById("loading");
    var message = "The rfc3986 module did not load: " + (error && error.message ? error.message : String(error)) +
      ". This page needs WebAssembly; the command line and `rfc3986 serve` show the same answers.";
    if (loading) loading.textContent = message;
    document.documentElement.setAttribute("data-js", "failed");
  }

  window.rfc3986Host = {
    delay: 0,
    load: function (path, query) {
      return Promise.resolve(parse(respond(path, query).body));
    },
    address: address,
    start: function () {
      moduleBytes().then(function (bytes) {
        return WebAssembly.instantiate(bytes, {});
      }).then(function (result) {
        exports = result.instance.exports;
        timing.module = performance.now();
        document.addEventListener("submit", onSubmit);
        document.addEventListener("click", onClick);
        window.addEventListener("hashchange", draw);
        draw();
        document.documentElement.setAttribute("data-js", "ok");
      }).catch(failed);
    },
  };
})();
