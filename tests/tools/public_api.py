#!/usr/bin/env python3
"""The public API of the crate, one line per item, from rustdoc's JSON output.

    cargo +nightly rustdoc --lib --all-features -- -Z unstable-options --output-format json
    python3 tests/tools/public_api.py target/doc/rfc3986.json > tests/data/public-api.txt
    python3 tests/tools/public_api.py --check tests/data/public-api.txt target/doc/rfc3986.json

The walk starts at the crate root and follows public modules and `pub use` re-exports, so it lists what a
user of the crate can name, not what is merely `pub` inside a private module. Each item is listed under
one path (the shortest one; see `canonical` below) and every other path that reaches it is a line
`pub use OTHER = CANONICAL`. Types, methods, fields, variants and trait impls are rendered from rustdoc's
type trees, with full paths (`core::fmt::Display`) except for the prelude's Option, Result, String, Vec,
Box and Sized. Blanket impls (`impl<T> Into<U> for T`, ToString, Borrow, Any, ...) and the auto traits (Send,
Sync, Unpin, UnwindSafe, ...) are left out. Items rustdoc drops (`#[doc(hidden)]`, private) are not here;
an item marked hidden that rustdoc still emits is listed with `#[doc(hidden)]` and reported on stderr.

Only the Python standard library. `--check` prints a unified diff and exits 1 when the API changed.
"""

import argparse
import difflib
import json
import sys

# The rustdoc JSON format versions this script has been written against and checked on. rustdoc bumps
# the version on every change to the format; a new one needs a look at rustdoc-types' CHANGELOG
# (https://github.com/rust-lang/rustdoc-types) before it is added here.
KNOWN_FORMAT_VERSIONS = {57}

REGENERATE = "tests/tools/public_api.sh --bless"
HEADER = ("// The public API of {crate}, from rustdoc's JSON output with --all-features "
          f"(tests/tools/public_api.py). Regenerate: {REGENERATE}")

# Prelude names written without their path (and `?Sized`).
PRELUDE = {
    "core::marker::Sized": "Sized",
    "core::option::Option": "Option",
    "core::result::Result": "Result",
    "alloc::string::String": "String",
    "alloc::vec::Vec": "Vec",
    "alloc::boxed::Box": "Box",
}


def one(tagged):
    """rustdoc's enums are `"unit"` or `{"variant": payload}`: (variant, payload)."""
    if isinstance(tagged, str):
        return tagged, None
    (k, v), = tagged.items()
    return k, v


class Api:
    def __init__(self, doc):
        self.doc = doc
        self.index = doc["index"]
        self.paths = doc["paths"]
        self.crate = self.index[str(doc["root"])]["name"]
        self.problems = []          # things rendered badly or oddly, reported on stderr
        self.reached = {}           # id -> [(path tuple, via re-export)]
        self.extern_uses = []       # (path tuple, source, id) of re-exports rustdoc did not inline
        self.variant_uses = []      # (path tuple, variant id) of variants re-exported by `use Enum::*`
        self.lines = []             # (sort key, text)
        self.done_impls = set()

    def item(self, id_):
        return self.index.get(str(id_))

    def note(self, msg):
        if msg not in self.problems:
            self.problems.append(msg)

    # ---- reachability ---------------------------------------------------------------------------------

    def walk(self):
        root = self.item(self.doc["root"])
        self.reach(root["id"], (self.crate,), False, 0)

    def reach(self, id_, path, via_use, depth):
        item = self.item(id_)
        if item is None or depth > 32:
            return
        seen = self.reached.setdefault(id_, [])
        if (path, via_use) in seen or any(p == path for p, _ in seen):
            return
        seen.append((path, via_use))
        kind, inner = one(item["inner"])
        if kind == "module":
            if inner.get("is_stripped"):
                seen.remove((path, via_use))
            for child in inner["items"]:
                self.reach_child(child, path, via_use, depth + 1)

    def reach_child(self, id_, module_path, via_use, depth):
        """A module's child; via_use: whether the module's path goes through a re-export."""
        child = self.item(id_)
        if child is None:
            return
        kind, inner = one(child["inner"])
        if child["visibility"] != "public" and kind not in ("impl",):
            return
        if kind == "impl":
            return
        if kind != "use":
            self.reach(id_, module_path + (child["name"],), via_use, depth)
            return
        target = self.item(inner["id"]) if inner["id"] is not None else None
        if inner["is_glob"]:
            if target is None:
                self.extern_uses.append((module_path + ("*",), inner["source"] + "::*", None))
                return
            tkind, tinner = one(target["inner"])
            if tkind == "module":
                for grandchild in tinner["items"]:
                    self.reach_child(grandchild, module_path, True, depth + 1)
            elif tkind == "enum":
                for v in tinner["variants"]:
                    self.variant_uses.append((module_path + (self.item(v)["name"],), inner["id"], v))
            else:
                self.note(f"glob re-export of a {tkind}: {inner['source']}")
            return
        if target is None:
            self.extern_uses.append((module_path + (inner["name"],), inner["source"], inner["id"]))
            return
        self.reach(inner["id"], module_path + (inner["name"],), True, depth)

    def canonical(self, id_):
        """The path an item is listed under: one not through a re-export if there is one, else the
        shortest, else the first in sort order."""
        paths = self.reached.get(id_)
        if not paths:
            return None
        return min(paths, key=lambda pv: (pv[1], len(pv[0]), pv[0]))[0]

    # ---- names of items in types ----------------------------------------------------------------------

    def name_of(self, id_, written):
        if id_ is not None:
            path = self.canonical(id_)
            if path is not None:
                return "::".join(path)
            summary = self.paths.get(str(id_))
            if summary is not None:
                full = "::".join(summary["path"])
                if summary["crate_id"] == 0:
                    self.note(f"a public signature names {full}, which no public path reaches "
                              f"(written with its private path; expected for a sealed trait)")
                return PRELUDE.get(full, full)
        if written:
            return written.lstrip(":") if written.startswith("::") else written
        return "?"

    # ---- types ----------------------------------------------------------------------------------------

    def ty(self, t):
        if t is None:
            return "()"
        k, v = one(t)
        if k == "resolved_path":
            return self.path(v)
        if k == "generic" or k == "primitive":
            return v
        if k == "borrowed_ref":
            lt = v["lifetime"] + " " if v["lifetime"] else ""
            return "&" + lt + ("mut " if v["is_mutable"] else "") + self.ty(v["type"])
        if k == "raw_pointer":
            return ("*mut " if v["is_mutable"] else "*const ") + self.ty(v["type"])
        if k == "tuple":
            inner = ", ".join(self.ty(x) for x in v)
            return "(" + inner + ("," if len(v) == 1 else "") + ")"
        if k == "slice":
            return "[" + self.ty(v) + "]"
        if k == "array":
            return "[" + self.ty(v["type"]) + "; " + v["len"] + "]"
        if k == "impl_trait":
            return "impl " + self.bounds(v)
        if k == "dyn_trait":
            parts = [self.hrtb(p["generic_params"]) + self.path(p["trait"]) for p in v["traits"]]
            if v.get("lifetime"):
                parts.append(v["lifetime"])
            return "dyn " + " + ".join(parts)
        if k == "function_pointer":
            return self.hrtb(v["generic_params"]) + self.fn_header(v["header"]) + "fn" + \
                self.fn_args(v["sig"], receiver=False, pointer=True)
        if k == "qualified_path":
            self_ty = self.ty(v["self_type"])
            tail = v["name"] + self.args(v.get("args"))
            if v.get("trait") is None:
                return self_ty + "::" + tail
            return "<" + self_ty + " as " + self.path(v["trait"]) + ">::" + tail
        if k == "infer":
            return "_"
        if k == "pat":
            return self.ty(v["type"]) + " is " + v.get("__pat_unstable_do_not_use", "?")
        self.note(f"unknown type kind {k!r}")
        return f"<?{k}>"

    def path(self, p):
        return self.name_of(p.get("id"), p.get("path", p.get("name"))) + self.args(p.get("args"))

    def args(self, a):
        if a is None:
            return ""
        k, v = one(a)
        if k == "angle_bracketed":
            parts = [self.arg(x) for x in v["args"]] + [self.constraint(c) for c in v["constraints"]]
            return "<" + ", ".join(parts) + ">" if parts else ""
        if k == "parenthesized":
            out = " -> " + self.ty(v["output"]) if v.get("output") is not None else ""
            return "(" + ", ".join(self.ty(x) for x in v["inputs"]) + ")" + out
        if k == "return_type_notation":
            return "(..)"
        self.note(f"unknown generic args kind {k!r}")
        return f"<?{k}>"

    def arg(self, a):
        k, v = one(a)
        if k == "lifetime":
            return v
        if k == "type":
            return self.ty(v)
        if k == "const":
            return v["expr"]
        return "_"

    def constraint(self, c):
        head = c["name"] + self.args(c.get("args"))
        k, v = one(c["binding"])
        if k == "equality":
            return head + " = " + self.term(v)
        return head + ": " + self.bounds(v)

    def term(self, t):
        k, v = one(t)
        return self.ty(v) if k == "type" else v["expr"]

    def bounds(self, bs):
        return " + ".join(self.bound(b) for b in bs)

    def bound(self, b):
        k, v = one(b)
        if k == "trait_bound":
            mod = {"none": "", "maybe": "?", "maybe_const": "~const "}.get(v["modifier"], "")
            return self.hrtb(v["generic_params"]) + mod + self.path(v["trait"])
        if k == "outlives":
            return v
        if k == "use":
            names = [x if isinstance(x, str) else one(x)[1] for x in v]
            return "use<" + ", ".join(names) + ">"
        self.note(f"unknown bound kind {k!r}")
        return f"<?{k}>"

    def hrtb(self, params):
        return "for<" + ", ".join(self.param(p) for p in params) + "> " if params else ""

    def param(self, p):
        k, v = one(p["kind"])
        if k == "lifetime":
            return p["name"] + (": " + " + ".join(v["outlives"]) if v["outlives"] else "")
        if k == "type":
            s = p["name"] + (": " + self.bounds(v["bounds"]) if v["bounds"] else "")
            return s + (" = " + self.ty(v["default"]) if v.get("default") else "")
        if k == "const":
            s = "const " + p["name"] + ": " + self.ty(v["type"])
            return s + (" = " + v["default"] if v.get("default") else "")
        return p["name"]

    def generics(self, g):
        ps = [p for p in g["params"]
              if not (one(p["kind"])[0] == "type" and one(p["kind"])[1].get("is_synthetic"))]
        return "<" + ", ".join(self.param(p) for p in ps) + ">" if ps else ""

    def where(self, g):
        preds = []
        for w in g["where_predicates"]:
            k, v = one(w)
            if k == "bound_predicate":
                preds.append(self.hrtb(v.get("generic_params", [])) + self.ty(v["type"]) + ": " +
                             self.bounds(v["bounds"]))
            elif k == "lifetime_predicate":
                preds.append(v["lifetime"] + ": " + " + ".join(v["outlives"]))
            elif k == "eq_predicate":
                preds.append(self.ty(v["lhs"]) + " = " + self.term(v["rhs"]))
            else:
                self.note(f"unknown where predicate {k!r}")
        return " where " + ", ".join(preds) if preds else ""

    # ---- functions ------------------------------------------------------------------------------------

    def fn_header(self, h):
        s = ("const " if h["is_const"] else "") + ("async " if h["is_async"] else "") + \
            ("unsafe " if h["is_unsafe"] else "")
        k, v = one(h["abi"])
        if k != "Rust":
            name = v if k == "Other" else k if k == "C" else k.lower()
            if isinstance(v, dict) and v.get("unwind"):
                name += "-unwind"
            s += f'extern "{name}" '
        return s

    def fn_args(self, sig, receiver=True, pointer=False):
        parts = []
        for i, (name, t) in enumerate(sig["inputs"]):
            if receiver and i == 0 and name == "self":
                parts.append(self.receiver(t))
            elif pointer and name in ("", "_"):
                parts.append(self.ty(t))
            else:
                parts.append(name + ": " + self.ty(t))
        if sig.get("is_c_variadic"):
            parts.append("...")
        out = " -> " + self.ty(sig["output"]) if sig.get("output") is not None else ""
        return "(" + ", ".join(parts) + ")" + out

    def receiver(self, t):
        k, v = one(t)
        if (k, v) == ("generic", "Self"):
            return "self"
        if k == "borrowed_ref" and v["type"] == {"generic": "Self"}:
            lt = v["lifetime"] + " " if v["lifetime"] else ""
            return "&" + lt + ("mut " if v["is_mutable"] else "") + "self"
        return "self: " + self.ty(t)

    def function(self, path, f, vis="pub "):
        text = vis + self.fn_header(f["header"]) + "fn " + path + self.generics(f["generics"]) + \
            self.fn_args(f["sig"]) + self.where(f["generics"])
        return text

    # ---- attributes -----------------------------------------------------------------------------------

    def attrs(self, item, path):
        out = []
        for a in item.get("attrs", []):
            k, v = one(a)
            if k == "non_exhaustive":
                out.append("#[non_exhaustive]")
            elif k == "must_use":
                out.append("#[must_use]")
            elif k == "repr":
                args = []
                if v.get("kind") and v["kind"] != "rust":
                    args.append(v["kind"].lower() if v["kind"] != "c" else "C")
                if v.get("int"):
                    args.append(v["int"])
                if v.get("align") is not None:
                    args.append(f"align({v['align']})")
                if v.get("packed") is not None:
                    args.append(f"packed({v['packed']})")
                if args:
                    out.append("#[repr(" + ", ".join(args) + ")]")
            elif k == "other" and "doc(hidden)" in v.replace(" ", ""):
                out.append("#[doc(hidden)]")
                self.note(f"{path} is #[doc(hidden)] but rustdoc kept it: listed with the attribute")
        if item.get("deprecation") is not None:
            out.append("#[deprecated]")
        return "".join(a + " " for a in out)

    # ---- output ---------------------------------------------------------------------------------------

    def emit(self, owner, rank, text):
        """owner: the path of the item a line belongs to (a type's impls sort under the type)."""
        self.lines.append(((owner[:-1], owner[-1], rank, text), text))

    def render(self):
        for id_s, item in self.index.items():
            id_ = int(id_s)
            canon = self.canonical(id_)
            if canon is None:
                continue
            for path, _ in self.reached[id_]:
                if path != canon:
                    self.emit(path, 0, f"pub use {'::'.join(path)} = {'::'.join(canon)}")
            self.render_item(item, canon)
        for path, source, id_ in self.extern_uses:
            target = self.name_of(id_, source) if id_ is not None else source
            self.emit(path, 0, f"pub use {'::'.join(path)} = {target}")
        for path, enum, variant in self.variant_uses:
            target = self.name_of(enum, None) + "::" + self.item(variant)["name"]
            self.emit(path, 0, f"pub use {'::'.join(path)} = {target}")
        # Trait impls that no reachable type or trait lists (impls for foreign types, such as
        # `impl PartialEq<Uri> for str`): every local, non-blanket, non-auto trait impl is API.
        for id_s, item in self.index.items():
            if item["crate_id"] == 0 and "impl" in item["inner"] and int(id_s) not in self.done_impls:
                imp = item["inner"]["impl"]
                if imp["trait"] is not None:
                    self.render_impl(int(id_s), None)

    def render_item(self, item, path):
        p = "::".join(path)
        kind, inner = one(item["inner"])
        attrs = self.attrs(item, p)
        if kind == "module":
            # A module's line sorts before its items, whose keys start with the module's path.
            text = f"{attrs}pub mod {p}"
            self.lines.append(((path, "", -1, text), text))
        elif kind == "struct":
            g = inner["generics"]
            sk, sv = one(inner["kind"])
            head = f"{attrs}pub struct {p}{self.generics(g)}"
            if sk == "unit":
                head += self.where(g) + ";"
            elif sk == "tuple":
                fields = [("pub " + self.ty(self.item(f)["inner"]["struct_field"])) if f is not None
                          and self.item(f) is not None else "_" for f in sv]
                head += "(" + ", ".join(fields) + ")" + self.where(g)
            else:
                head += self.where(g)
                for f in sv["fields"]:
                    self.field(path, f)
            self.emit(path, 0, head)
            self.render_impls(path, inner["impls"])
        elif kind == "union":
            g = inner["generics"]
            self.emit(path, 0, f"{attrs}pub union {p}{self.generics(g)}{self.where(g)}")
            for f in inner["fields"]:
                self.field(path, f)
            self.render_impls(path, inner["impls"])
        elif kind == "enum":
            g = inner["generics"]
            self.emit(path, 0, f"{attrs}pub enum {p}{self.generics(g)}{self.where(g)}")
            for v in inner["variants"]:
                self.variant(path, self.item(v))
            self.render_impls(path, inner["impls"])
        elif kind == "variant":
            pass    # listed with its enum; a glob re-export of the variants is a `pub use` line
        elif kind == "function":
            self.emit(path, 0, attrs + self.function(p, inner))
        elif kind == "trait":
            g = inner["generics"]
            head = attrs + "pub " + ("unsafe " if inner["is_unsafe"] else "") + \
                ("auto " if inner["is_auto"] else "") + f"trait {p}{self.generics(g)}"
            if inner["bounds"]:
                head += ": " + self.bounds(inner["bounds"])
            self.emit(path, 0, head + self.where(g))
            for i in inner["items"]:
                self.assoc(path, self.item(i), in_trait=True)
            for imp in inner["implementations"]:
                self.render_impl(imp, None)
        elif kind == "trait_alias":
            g = inner["generics"]
            self.emit(path, 0, f"{attrs}pub trait {p}{self.generics(g)} = {self.bounds(inner['params'])}"
                      f"{self.where(g)}")
        elif kind == "type_alias":
            g = inner["generics"]
            self.emit(path, 0, f"{attrs}pub type {p}{self.generics(g)}{self.where(g)} = {self.ty(inner['type'])}")
        elif kind == "constant":
            self.emit(path, 0, f"{attrs}pub const {p}: {self.ty(inner['type'])}")
        elif kind == "static":
            mut = "mut " if inner.get("is_mutable") else ""
            self.emit(path, 0, f"{attrs}pub static {mut}{p}: {self.ty(inner['type'])}")
        elif kind == "macro":
            self.emit(path, 0, f"{attrs}pub macro {p}!")
        elif kind == "proc_macro":
            self.emit(path, 0, f"{attrs}pub proc_macro {inner.get('kind', '?')} {p}")
        elif kind == "extern_type":
            self.emit(path, 0, f"{attrs}pub extern type {p}")
        elif kind == "extern_crate":
            self.emit(path, 0, f"{attrs}pub extern crate {p}")
        elif kind == "primitive":
            pass
        else:
            self.note(f"unknown item kind {kind!r} at {p}")
            self.emit(path, 0, f"{attrs}pub <?{kind}> {p}")

    def field(self, owner, id_, label="pub struct field"):
        f = self.item(id_)
        if f is None:
            return
        p = "::".join(owner + (f["name"],))
        self.emit(owner, 1, f"{self.attrs(f, p)}{label} {p}: {self.ty(f['inner']['struct_field'])}")

    def variant(self, owner, v):
        p = "::".join(owner + (v["name"],))
        inner = v["inner"]["variant"]
        vk, vv = one(inner["kind"])
        text = f"{self.attrs(v, p)}pub enum variant {p}"
        if vk == "tuple":
            text += "(" + ", ".join(self.ty(self.item(f)["inner"]["struct_field"])
                                    if f is not None and self.item(f) is not None else "_"
                                    for f in vv) + ")"
        elif vk == "struct":
            fields = [self.item(f) for f in vv["fields"]]
            parts = [f"{f['name']}: {self.ty(f['inner']['struct_field'])}" for f in fields if f]
            if vv.get("has_stripped_fields"):
                parts.append("..")
            text += " { " + ", ".join(parts) + " }" if parts else " {}"
        if inner.get("discriminant"):
            text += " = " + inner["discriminant"]["expr"]
        self.emit(owner, 1, text)

    def assoc(self, owner, item, in_trait, impl_generics=""):
        if item is None:
            return
        p = "::".join(owner + (item["name"],))
        attrs = self.attrs(item, p)
        kind, inner = one(item["inner"])
        if kind == "function":
            text = attrs + self.function(p, inner)
            if in_trait and inner.get("has_body"):
                text += " { ... }"
            self.emit(owner, 3, text)
        elif kind == "assoc_const":
            text = f"{attrs}pub const {p}: {self.ty(inner['type'])}"
            if in_trait and inner.get("value") is not None:
                text += " = ..."
            self.emit(owner, 2, text)
        elif kind == "assoc_type":
            g = inner["generics"]
            text = f"{attrs}pub type {p}{self.generics(g)}"
            if inner.get("bounds"):
                text += ": " + self.bounds(inner["bounds"])
            text += self.where(g)
            if inner.get("type") is not None:
                text += " = " + self.ty(inner["type"])
            self.emit(owner, 2, text)
        else:
            self.note(f"unknown associated item kind {kind!r} at {p}")

    def render_impls(self, path, impls):
        for i in impls:
            self.render_impl(i, path)

    def owner_of(self, t):
        """The path of the reachable local type an impl is for (through references, Box, ...)."""
        k, v = one(t)
        if k == "resolved_path":
            path = self.canonical(v.get("id"))
            if path is not None:
                return path
            a = v.get("args")
            if a and one(a)[0] == "angle_bracketed":
                for x in one(a)[1]["args"]:
                    if one(x)[0] == "type":
                        found = self.owner_of(one(x)[1])
                        if found:
                            return found
        elif k in ("borrowed_ref", "raw_pointer"):
            return self.owner_of(v["type"])
        elif k in ("slice",):
            return self.owner_of(v)
        elif k == "array":
            return self.owner_of(v["type"])
        elif k == "tuple":
            for x in v:
                found = self.owner_of(x)
                if found:
                    return found
        return None

    def render_impl(self, id_, owner):
        if id_ in self.done_impls:
            return
        item = self.item(id_)
        if item is None:
            return
        imp = item["inner"]["impl"]
        if imp["is_synthetic"] or imp["blanket_impl"] is not None:
            return      # auto traits (Send, Sync, ...) and blanket impls (Into, ToString, Any, ...)
        self.done_impls.add(id_)
        g = imp["generics"]
        for_ty = self.ty(imp["for"])
        if imp["trait"] is None:
            if owner is None:
                return
            # Inherent impl: the public items, under the type's path. The block itself only when it
            # has generics or bounds, since methods under `Host<'a>` use its `'a`.
            head = self.generics(g)
            if head or g["where_predicates"]:
                self.emit(owner, 2, f"impl{head} {for_ty}{self.where(g)}")
            for i in imp["items"]:
                sub = self.item(i)
                if sub is not None and sub["visibility"] == "public":
                    self.assoc(owner, sub, in_trait=False)
            return
        owner = self.owner_of(imp["for"]) or owner
        trait = self.path(imp["trait"])
        if owner is None:
            # For a foreign type: under the first reachable local type among the trait's arguments,
            # else under the trait.
            owner = self.owner_of({"resolved_path": imp["trait"]})
        if owner is None:
            self.note(f"impl {trait} for {for_ty}: no reachable type or trait of this crate to list it under")
            owner = (self.crate, "")
        text = ("unsafe " if imp["is_unsafe"] else "") + "impl" + self.generics(g) + " " + \
            ("!" if imp["is_negative"] else "") + trait + " for " + for_ty + self.where(g)
        assoc = []
        for i in imp["items"]:
            sub = self.item(i)
            if sub is None:
                continue
            k, v = one(sub["inner"])
            if k == "assoc_type":
                assoc.append(f"type {sub['name']}{self.generics(v['generics'])} = {self.ty(v['type'])};")
            elif k == "assoc_const":
                assoc.append(f"const {sub['name']}: {self.ty(v['type'])};")
        if assoc:
            text += " { " + " ".join(assoc) + " }"
        self.emit(owner, 4, self.attrs(item, text) + text)

    def text(self):
        out, seen = [HEADER.format(crate=self.crate)], set()
        for _, line in sorted(self.lines):
            if line not in seen:
                seen.add(line)
                out.append(line)
        return "\n".join(out) + "\n"


def load(path):
    try:
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
    except (OSError, ValueError) as e:
        sys.exit(f"public_api.py: cannot read rustdoc JSON {path}: {e}")
    version = doc.get("format_version")
    if version not in KNOWN_FORMAT_VERSIONS:
        known = ", ".join(str(v) for v in sorted(KNOWN_FORMAT_VERSIONS))
        sys.exit(f"public_api.py: {path} has rustdoc JSON format_version {version}, and this script knows "
                 f"only {known}. The nightly toolchain changed rustdoc's JSON format: check the changes "
                 f"(rustdoc-types' CHANGELOG.md), update tests/tools/public_api.py and its "
                 f"KNOWN_FORMAT_VERSIONS, then regenerate with {REGENERATE}.")
    return doc


def main():
    ap = argparse.ArgumentParser(description="List the crate's public API from rustdoc JSON.")
    ap.add_argument("--check", metavar="SNAPSHOT", help="compare with SNAPSHOT; print a diff, exit 1 on a difference")
    ap.add_argument("json", help="rustdoc's JSON output (target/doc/rfc3986.json)")
    args = ap.parse_args()

    api = Api(load(args.json))
    api.walk()
    api.render()
    current = api.text()
    for p in api.problems:
        print(f"public_api.py: note: {p}", file=sys.stderr)

    if args.check is None:
        sys.stdout.write(current)
        return 0
    try:
        with open(args.check, encoding="utf-8") as f:
            expected = f.read()
    except OSError as e:
        print(f"public_api.py: cannot read the snapshot {args.check}: {e}", file=sys.stderr)
        print(f"public_api.py: create it with {REGENERATE}", file=sys.stderr)
        return 1
    if expected == current:
        print(f"public_api.py: {args.check}: the public API is unchanged "
              f"({current.count(chr(10)) - 1} items)")
        return 0
    sys.stdout.writelines(difflib.unified_diff(
        expected.splitlines(keepends=True), current.splitlines(keepends=True),
        fromfile=args.check, tofile="current public API"))
    print(f"\npublic_api.py: the public API changed: if intended, regenerate with {REGENERATE} "
          f"(or python3 tests/tools/public_api.py {args.json} > {args.check}) and commit the diff "
          f"with the change", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
