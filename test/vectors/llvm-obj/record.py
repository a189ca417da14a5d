#!/usr/bin/env python3
# Records llvm-mc 14's answers for the directive cases in cases.txt into
# llvm-mc.json: per case, its first error (line, column, message) or the
# object it writes (base64). `LLVM_MC` selects the tool. Each case runs with
# a time limit: llvm-mc 14 loops forever on some inputs (code alignment after
# an odd number of bytes); those are recorded as "timeout".
import base64, json, os, subprocess, tempfile, re

MC = os.environ.get('LLVM_MC', 'llvm-mc-14')
out = []
with open(os.path.join(os.path.dirname(__file__), 'cases.txt')) as f:
    blocks = f.read().split('\n=== ')[1:]
for b in blocks:
    head, _, src = b.partition('\n')
    name, _, opts = head.partition(' | ')
    src = src.replace('\\t', '\t')
    with tempfile.TemporaryDirectory() as d:
        s = os.path.join(d, 't.s'); o = os.path.join(d, 't.o')
        open(s, 'w').write(src)
        try:
            r = subprocess.run([MC, '-filetype=obj', *opts.split(), s, '-o', o], capture_output=True, text=True, timeout=5)
        except subprocess.TimeoutExpired:
            out.append({'name': name, 'opts': opts, 'source': src, 'timeout': True}); continue
        m = re.search(r'^\S+?:(\d+):(\d+): error: (.*)$', r.stderr, re.M)
        if m:
            out.append({'name': name, 'opts': opts, 'source': src, 'error': {'line': int(m[1]), 'col': int(m[2]), 'message': m[3]}})
        else:
            out.append({'name': name, 'opts': opts, 'source': src, 'object': base64.b64encode(open(o, 'rb').read()).decode()})
json.dump(out, open(os.path.join(os.path.dirname(__file__), 'llvm-mc.json'), 'w'), indent=1)
