#!/usr/bin/env python3
"""Two builds of the tool against each other: `parse --json --rule RULE` on each rule's vectors and near
misses of them, line for line, for a change that must keep every answer (the index, the expected rules and
the message of every error). Not run by CI: it needs the tool built from the commit before the change.

    git worktree add /tmp/before HEAD && (cd /tmp/before && cargo build -p rfc3986-cli --all-features)
    cargo build -p rfc3986-cli --all-features
    python3 tests/tools/answers_diff.py /tmp/before/target/debug/rfc3986 target/debug/rfc3986 [SEED] [--atomic]
        [--only=NAME,NAME...]

The inputs of each rule: the vectors of `../shared/conformance` that name it, 200 strings drawn from all the
vectors, and for each of them six with a character or a string added at the end, one cut by a character and
one with a character put in its middle. `--atomic` takes only the rules that the grammar writes `@{ ... }`
(the rules without an entry point `whole_<rule>`, which `Rule::parse_whole` parses as they are); `--only`
takes the rules of those names (`--only=IPv6address,IP-literal`: each of them, in every specification). It prints
the first differences and last `N checks over M rules, D differences`, and exits 1 when D is not 0.
Standard library only.
"""
import glob
import json
import os
import random
import subprocess
import sys

TAILS = ['x', ':', '/', '%', '%4', '@', '(', ')', '=', ';', '?', '#', '.', '-', '1', 'a', 'Z', ' ', 'é', '[',
         ']', ',', '+', '*', '!', '&', '"', '\\', '\t', '~', '_', '%41', '::', '..']


def lines(binary, args, data=None):
    out = subprocess.run([binary, *args], input=data, capture_output=True, text=True).stdout
    return out.split('\n')[:-1]


def main():
    args = [a for a in sys.argv[1:] if not a.startswith('--')]
    if len(args) < 2:
        sys.exit(__doc__)
    old, new = args[0], args[1]
    random.seed(int(args[2]) if len(args) > 2 else 1)
    atomic_only = '--atomic' in sys.argv
    only = [a.split('=', 1)[1].split(',') for a in sys.argv[1:] if a.startswith('--only=')]
    only = set(only[0]) if only else None
    rules = []
    for line in lines(new, ['rules', '--json']):
        rule = json.loads(line)
        name = f"{rule['spec']} {rule['name']}"
        if only is not None and rule['name'] not in only:
            continue
        if atomic_only:
            described = json.loads(lines(new, ['rules', name, '--json'])[0])
            definition = [l for l in described['transcription'].split('\n') if not l.startswith('//')][0]
            if '= @{' not in definition:
                continue
        rules.append((name, rule['name']))
    vectors = os.path.join(os.path.dirname(__file__), '../../../shared/conformance')
    corpus, by_rule = set(), {}
    for path in glob.glob(os.path.join(vectors, '**/*.json'), recursive=True):
        try:
            cases = json.load(open(path))
        except (OSError, ValueError):
            continue
        for case in cases if isinstance(cases, list) else []:
            if not isinstance(case, dict):
                continue
            for key in ('input', 'uri', 'ref', 'reference'):
                value = case.get(key)
                if isinstance(value, str) and '\n' not in value and '\r' not in value and len(value) < 300:
                    corpus.add(value)
                    if 'rule' in case:
                        by_rule.setdefault(case['rule'], set()).add(value)
    corpus = sorted(corpus)
    checks = differences = 0
    for name, short in rules:
        base = sorted(by_rule.get(short, set()) | set(random.sample(corpus, 200)))
        inputs = set()
        for s in base:
            inputs.add(s)
            inputs.update(s + t for t in random.sample(TAILS, 6))
            if s:
                inputs.add(s[:-1])
                inputs.add(s[:len(s) // 2] + random.choice(TAILS) + s[len(s) // 2:])
        inputs = sorted(i for i in inputs if '\n' not in i and '\r' not in i)
        data = '\n'.join(inputs) + '\n'
        before = lines(old, ['parse', '--json', '--rule', name], data)
        after = lines(new, ['parse', '--json', '--rule', name], data)
        if len(before) != len(inputs) or len(after) != len(inputs):
            sys.exit(f'{name}: {len(inputs)} inputs, {len(before)} and {len(after)} answers')
        checks += len(inputs)
        for text, a, b in zip(inputs, before, after):
            if a != b:
                differences += 1
                if differences <= 10:
                    print(f'{name} {text!r}\n  before {a}\n  after  {b}')
    print(f'{checks} checks over {len(rules)} rules, {differences} differences')
    sys.exit(1 if differences else 0)


if __name__ == '__main__':
    main()
