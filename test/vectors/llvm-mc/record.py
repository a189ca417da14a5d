#!/usr/bin/env python3
"""Records what llvm-mc 14 and clrxdisasm 0.1.9 say about every instruction encoding in LLVM 14's
own MC tests for GCN 1.0-1.2 (see README.md). Usage:
  LLVM_TESTS=.../llvm/test/MC CLRXDISASM=.../clrxdisasm python3 record.py
Writes tonga.jsonl.gz, tahiti.jsonl.gz, hawaii.jsonl.gz next to this script."""
import gzip, json, os, re, subprocess, sys, tempfile

TESTS = os.environ['LLVM_TESTS']
CLRX = os.environ.get('CLRXDISASM', 'clrxdisasm')
MC = os.environ.get('LLVM_MC', 'llvm-mc')
HERE = os.path.dirname(os.path.abspath(__file__))
CPUS = {'tahiti': ('gcn1.0', r'tahiti|verde|pitcairn|oland|hainan|gfx60[0-2]|=SI\b'),
        'hawaii': ('gcn1.1', r'bonaire|hawaii|kaveri|kabini|mullins|gfx70[0-5]|=CI\b'),
        'tonga': ('gcn1.2', r'tonga|fiji|iceland|topaz|carrizo|stoney|polaris|gfx80[0-3]|gfx810|=VI\b')}

def words_of(bytestr):
    b = [int(x, 16) for x in bytestr.split(',') if x.strip()]
    if len(b) % 4: return None
    return [b[i] | b[i+1] << 8 | b[i+2] << 16 | b[i+3] << 24 for i in range(0, len(b), 4)]

def assemble(path, cpu):
    """(text, words) for every line llvm-mc assembles for this CPU (its printer's text)."""
    p = subprocess.run([MC, '-arch=amdgcn', f'-mcpu={cpu}', '-show-encoding', path], capture_output=True, text=True)
    out = []
    for line in p.stdout.split('\n'):
        m = re.match(r'\s+(\S.*?)\s*; encoding: \[([0-9a-fx,]*)\]', line)
        if m:
            w = words_of(m.group(2))
            if w: out.append((m.group(1), w))
    return out

def disasm_llvm(cases):
    """llvm-mc --disassemble for tonga: one case per line, with a marker line between cases."""
    lines = []
    for w in cases:
        lines.append(','.join('0x%02x' % ((x >> (8 * i)) & 255) for x in w for i in range(4)))
        lines.append('0xfd,0x03,0x80,0xbf')  # s_nop 0x3fd as a marker (no test case is that word)
    p = subprocess.run([MC, '-arch=amdgcn', '-mcpu=tonga', '--disassemble'], input='\n'.join(lines) + '\n',
                       capture_output=True, text=True)
    rejected = set(int(m.group(1)) for m in re.finditer(r'<stdin>:(\d+):1: warning: invalid instruction encoding', p.stderr))
    outs = [x.strip() for x in p.stdout.split('\n') if x.strip() and x.strip() != '.text']
    res, k = [], 0
    assert all(0xbf8003fd not in w for w in cases)
    for i in range(len(cases)):
        cur = []
        while k < len(outs) and outs[k] != 's_nop 0x3fd':
            cur.append(outs[k]); k += 1
        k += 1
        # Only the case's first instruction counts; a case whose first dword is rejected gets None.
        res.append(None if (2 * i + 1) in rejected else (cur[0] if cur else None))
    return res

def disasm_clrx(cases, gen):
    """clrxdisasm -r -A GEN -h over all cases, each followed by an s_endpgm marker."""
    words = []
    starts = []
    for w in cases:
        starts.append(len(words)); words.extend(w); words.append(0xbf810000)
    with tempfile.NamedTemporaryFile(suffix='.bin', delete=False) as f:
        f.write(b''.join(x.to_bytes(4, 'little') for x in words)); name = f.name
    p = subprocess.run([CLRX, '-r', '-A', gen, '-h', name], capture_output=True, text=True)
    os.unlink(name)
    at = {}
    for line in p.stdout.split('\n'):
        m = re.match(r'/\*([0-9a-f]{12}): [0-9a-f ]+\*/ (.*)$', line)
        if m: at[int(m.group(1), 16)] = m.group(2)
    return [at.get(s * 4) for s in starts]

def main():
    sources = sorted(os.path.join(TESTS, 'AMDGPU', f) for f in os.listdir(os.path.join(TESTS, 'AMDGPU')) if f.endswith('.s'))
    dasm = sorted(os.path.join(TESTS, 'Disassembler', 'AMDGPU', f) for f in os.listdir(os.path.join(TESTS, 'Disassembler', 'AMDGPU'))
                  if f.endswith('.txt'))
    for cpu, (gen, pat) in CPUS.items():
        asm = {}  # words -> printed text of llvm-mc's assembler (first seen)
        for path in sources:
            runs = ' '.join(l for l in open(path, errors='replace') if 'RUN:' in l)
            # GCN 1.0 shares most of GCN 1.1's tests (written for bonaire): assemble those for tahiti too.
            if not re.search(pat, runs) and not (cpu == 'tahiti' and re.search(CPUS['hawaii'][1], runs)): continue
            for text, w in assemble(path, cpu):
                asm.setdefault(tuple(w), text)
        cases = dict((k, None) for k in asm)
        if cpu == 'tonga':
            for path in dasm:
                runs = ' '.join(l for l in open(path, errors='replace') if 'RUN:' in l)
                if not re.search(pat, runs): continue
                for line in open(path, errors='replace'):
                    line = line.split('#')[0].strip()
                    if not line.startswith('0x'): continue
                    w = words_of(line.replace(' ', ','))
                    if w: cases.setdefault(tuple(w), None)
        keys = sorted(cases)
        clrx = disasm_clrx([list(k) for k in keys], gen)
        llvm = disasm_llvm([list(k) for k in keys]) if cpu == 'tonga' else [None] * len(keys)
        with gzip.open(os.path.join(HERE, f'{cpu}.jsonl.gz'), 'wt') as out:
            for k, c, l in zip(keys, clrx, llvm):
                rec = {'w': ['%08x' % x for x in k], 'clrx': c}
                if k in asm: rec['asm'] = asm[k]
                if cpu == 'tonga': rec['dis'] = l
                out.write(json.dumps(rec, separators=(',', ':')) + '\n')
        print(cpu, len(keys), 'encodings,', len(asm), 'from the assembler', file=sys.stderr)

main()
