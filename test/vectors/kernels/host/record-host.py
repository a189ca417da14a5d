#!/usr/bin/env python3
# Records the host's results for every kernel of ../kernels.json: for each
# kernel, this script picks inputs (deterministic, within the kernel's
# 'inputs' constraints), writes a host driver in LLVM IR (driver-NAME.ll, ours)
# that calls the target-independent body NAME_body with the same loop nest
# as the GPU (groups, phases, work-items, barriers between phases), links it
# with ../ir/MODULE.body.ll (llvm-link 14) and runs it with lli 14. The
# driver writes every argument buffer's final bytes to stdout; they are
# recorded in results.json.gz with the inputs, grid and block.
#
#   python3 record-host.py            (LLVM_BIN selects the tools, default: PATH)
#
# Licence: MIT, like the rest of gcnkit. Nothing here comes from LLVM.

import gzip, json, os, re, struct, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
IR = os.path.join(HERE, '..', 'ir')
BIN = os.environ.get('LLVM_BIN', '')
LLI = os.path.join(BIN, 'lli') if BIN else 'lli'
LINK = os.path.join(BIN, 'llvm-link') if BIN else 'llvm-link'

TYPES = {  # element type -> (IR type, bytes, struct code)
    'i8': ('i8', 1, 'b'), 'u8': ('i8', 1, 'B'), 'i16': ('i16', 2, 'h'), 'u16': ('i16', 2, 'H'),
    'i32': ('i32', 4, 'i'), 'u32': ('i32', 4, 'I'), 'f32': ('float', 4, 'f'), 'i64': ('i64', 8, 'q'),
    'u64': ('i64', 8, 'Q'), 'f64': ('double', 8, 'd'), 'f16': ('half', 2, 'e'),
}

class Rng:
    """A 64-bit LCG, so that the inputs are reproducible everywhere."""
    def __init__(self, seed): self.s = seed & (2**64 - 1)
    def u32(self):
        self.s = (self.s * 6364136223846793005 + 1442695040888963407) & (2**64 - 1)
        return self.s >> 32
    def uniform(self, lo, hi): return lo + (hi - lo) * (self.u32() / 2**32)
    def i32(self, lo, hi): return lo + self.u32() % (hi - lo)

def f32(x): return struct.unpack('<f', struct.pack('<f', x))[0]
def normal_f32(r, lo=0.5, hi=100.0):
    v = f32(r.uniform(lo, hi))
    return -v if r.u32() & 1 else v

# Per kernel: grid, block, and the argument values (buffers as lists, scalars as numbers).
def setup(k, r):
    n = k['name']
    if n == 'int_ops':
        g = 256; a = [r.u32() for _ in range(g)]; b = [r.u32() for _ in range(g)]
        # a few edge values
        a[:6] = [0, 1, 0xffffffff, 0x80000000, 7, 0x7fffffff]; b[:6] = [1, 0xffffffff, 3, 0xffffffff, 0, 1]
        return [g], [64], [[0] * (12 * g), a, b]
    if n == 'float_ops':
        g = 256; return [g], [64], [[0.0] * (10 * g), [normal_f32(r) for _ in range(g)], [normal_f32(r) for _ in range(g)]]
    if n == 'f64_ops':
        g = 256
        return [g], [64], [[0.0] * (6 * g), [r.uniform(-1e3, 1e3) for _ in range(g)], [r.uniform(0.5, 1e3) * (1 if r.u32() & 1 else -1) for _ in range(g)]]
    if n == 'convert':
        g = 256
        fin = [f32(r.uniform(-60000, 60000)) for _ in range(g)]
        iin = [r.i32(-2**31, 2**31) for _ in range(g)]
        return [g], [64], [[0] * (2 * g), [0.0] * (3 * g), [0.0] * (3 * g), [0] * g, fin, iin]
    if n == 'saxpy':
        g = 1000
        return [g], [256], [[normal_f32(r) for _ in range(g)], [normal_f32(r) for _ in range(g)], normal_f32(r), g - 3]
    if n == 'reduce_sum':
        g = 512; return [g], [128], [[0] * (g // 128), [r.i32(-2**31, 2**31) for _ in range(g)]]
    if n == 'reduce_fmax':
        g = 512; return [g], [256], [[0.0] * (g // 256), [normal_f32(r, 0.001, 1e6) for _ in range(g)]]
    if n == 'lds_atomics':
        g = 256; return [g], [64], [[0] * (5 * (g // 64)), [r.i32(-2**16 + 1, 2**16) for _ in range(g)]]
    if n == 'transpose':
        gx, gy = 32, 48; return [gx, gy], [16, 16], [[0.0] * (gx * gy), [normal_f32(r) for _ in range(gx * gy)]]
    if n == 'histogram':
        g = 256; return [g], [64], [[0] * 16, [r.u32() for _ in range(g)]]
    if n == 'atomic_ops':
        g = 192
        ctr = [5, 1000, 0xffffffff, 0, 0x12345678, 0x7fffffff, -2**31, 0xffffffff, 0, 0]
        ctr = [c & 0xffffffff for c in ctr]
        return [g], [64], [ctr, [0, -2**63], [r.i32(-2**31, 2**31) for _ in range(g)]]
    if n == 'ticket':
        g = 192; return [g], [64], [[0] * g, [0]]
    if n == 'collatz':
        g = 128; return [g], [64], [[0] * g, [r.i32(1, 2000) for _ in range(g)]]
    if n == 'branches':
        g = 256; return [g], [64], [[0.0] * g, [r.i32(-2**24 + 1, 2**24) for _ in range(g)]]
    if n == 'loop_sum':
        g = 128; nn = 9
        return [g], [64], [[0.0] * g, [normal_f32(r, 0.5, 10) for _ in range(g + nn - 1)], nn]
    if n == 'gcd_call':
        g = 128; return [g], [64], [[0] * g, [r.i32(1, 100000) for _ in range(g)], [r.i32(0, 100000) for _ in range(g)]]
    if n == 'private_sort':
        g = 128; return [g], [64], [[0] * (32 * g), [r.i32(-2**31, 2**31) for _ in range(32 * g)]]
    if n == 'private_lookup':
        g = 128; return [g], [64], [[0.0] * g, [r.u32() for _ in range(g)]]
    if n == 'spill':
        g = 128; nn = 5
        return [g], [64], [[0.0] * (12 * g), [normal_f32(r, 0.5, 2.0) for _ in range(12 * (g + nn - 1))], nn]
    if n == 'grid3d':
        gx, gy, gz = 8, 8, 4; return [gx, gy, gz], [4, 4, 4], [[0] * (gx * gy * gz)]
    if n == 'sizes':
        gx, gy, gz = 10, 3, 5; return [gx, gy, gz], [4, 2, 2], [[0] * (12 * gx * gy * gz)]
    if n == 'stencil2d':
        gx, gy = 24, 16; return [gx, gy], [8, 8], [[0.0] * (gx * gy), [normal_f32(r) for _ in range(gx * gy)]]
    if n == 'i64_ops':
        g = 256
        a = [(r.u32() << 32) | r.u32() for _ in range(g)]; b = [(r.u32() << 32) | r.u32() for _ in range(g)]
        # small and edge values: zero, one, all ones, the sign bit, 32-bit halves
        a[:8] = [0, 1, 2**64 - 1, 2**63, 7, 2**63 - 1, 0xffffffff, 2**32]
        b[:8] = [1, 2**64 - 1, 3, 2**64 - 1, 0, 1, 2**32 + 1, 0xfffffffe]
        for i in range(8, 40): b[i] &= 0xffffffff  # 32-bit divisors take the short path
        return [g], [64], [[0] * (12 * g), a, b]
    if n == 'narrow_ops':
        g = 256
        a = [r.u32() & 0xffff for _ in range(g)]; b = [r.u32() & 0xffff for _ in range(g)]; c = [r.i32(-128, 128) for _ in range(g)]
        a[:5] = [0, 0xffff, 0x8000, 0x7fff, 1]; b[:5] = [0xffff, 0x8000, 0xffff, 15, 0]
        return [g], [64], [[0] * (12 * g), [0] * (4 * g), a, b, c]
    if n == 'half_ops':
        g = 256
        def h(v): return struct.unpack('<H', struct.pack('<e', v))[0]
        def rh(): v = r.uniform(0.5, 100.0); return h(-v if r.u32() & 1 else v)
        a = [rh() for _ in range(g)]; b = [rh() for _ in range(g)]
        a[:4] = [h(2.5), h(-3.5), h(0.5), h(1.0)]; b[:4] = [h(2.5), h(3.5), h(-0.5), h(100.0)]
        return [g], [64], [[0] * (12 * g), a, b]
    if n == 'fmath':
        g = 256
        a = [f32(r.uniform(-1000, 1000)) for _ in range(g)]; b = [normal_f32(r) for _ in range(g)]
        a[:10] = [0.5, 1.5, 2.5, -0.5, -2.5, 3.5, 0.0, -1.0, 999.5, 8388607.5 / 8388608]  # ties for rint/round
        return [g], [64], [[0.0] * (12 * g), a, b]
    if n == 'f64_math':
        g = 256
        # Not in (-1, 0): there llc 14's GCN 1.0 rint/ceil (x + c - c, c = copysign(2^52, x)) give +0, the host -0.
        a = [r.uniform(-1000, 1000) for _ in range(g)]; b = [r.uniform(0.5, 1e3) * (1 if r.u32() & 1 else -1) for _ in range(g)]
        a = [x - 1 if -1 < x < 0 else x for x in a]
        a[:8] = [0.5, 1.5, 2.5, -1.5, -2.5, 0.0, -7.0, 1 - 2**-53]
        return [g], [64], [[0.0] * (12 * g), a, b]
    if n == 'bits':
        g = 256
        a = [r.u32() for _ in range(g)]; b = [r.u32() for _ in range(g)]
        a[:8] = [0, 1, 0xffffffff, 0x80000000, 0x7fffffff, 1000, 0xfffffc18, 0x00ffffff]
        b[:8] = [0, 0xffffffff, 1, 0x80000000, 1, 0x7fffffff, 0, 0x00ffffff]
        return [g], [64], [[0] * (16 * g), a, b]
    raise SystemExit(f'no setup for {n}')

def const_array(t, vals):
    ir, _, _ = TYPES[t]
    def lit(v):
        if t == 'f32': return '0x%016X' % struct.unpack('<Q', struct.pack('<d', f32(v)))[0]
        if t == 'f64': return '0x%016X' % struct.unpack('<Q', struct.pack('<d', v))[0]
        return str(int(v))
    return '[' + ', '.join(f'{ir} {lit(v)}' for v in vals) + ']'

def pack(t, vals):
    _, _, code = TYPES[t]
    if code in 'iIbBhHqQ':
        bits = TYPES[t][1] * 8
        vals = [int(v) & ((1 << bits) - 1) for v in vals]
        code = code.upper()
    return struct.pack('<' + code * len(vals), *vals)

def driver(k, grid, block, vals, sig):
    name = k['name']; body = k['body']
    lines = ['declare i64 @write(i32, i8*, i64)', 'declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)']
    call_args = []
    for i, ((aname, atype), v) in enumerate(zip(k['args'], vals)):
        if atype.endswith('*'):
            t = atype[:-1]; ir = TYPES[t][0]
            lines.append(f'@buf{i} = global [{len(v)} x {ir}] {const_array(t, v)}')
            call_args.append(f'{ir} addrspace(1)* addrspacecast ({ir}* getelementptr ([{len(v)} x {ir}], [{len(v)} x {ir}]* @buf{i}, i64 0, i64 0) to {ir} addrspace(1)*)')
        else:
            ir = TYPES[atype][0]
            lit = '0x%016X' % struct.unpack('<Q', struct.pack('<d', f32(v)))[0] if atype == 'f32' else str(int(v))
            call_args.append(f'{ir} {lit}')
    lds_bytes = priv_bytes = 0
    if 'lds' in k:
        t, cnt = k['lds']; ir = TYPES[t][0]; lds_bytes = TYPES[t][1] * cnt
        lines.append(f'@lds = global [{cnt} x {ir}] zeroinitializer')
        call_args.append(f'{ir} addrspace(3)* addrspacecast ({ir}* getelementptr ([{cnt} x {ir}], [{cnt} x {ir}]* @lds, i64 0, i64 0) to {ir} addrspace(3)*)')
        lds_t = (ir, cnt)
    if 'private' in k:
        t, cnt = k['private']; ir = TYPES[t][0]; priv_bytes = TYPES[t][1] * cnt
        lines.append(f'@priv = global [{cnt} x {ir}] zeroinitializer')
        call_args.append(f'{ir} addrspace(5)* addrspacecast ({ir}* getelementptr ([{cnt} x {ir}], [{cnt} x {ir}]* @priv, i64 0, i64 0) to {ir} addrspace(5)*)')
        priv_t = (ir, cnt)
    lines.append(f'declare {sig}')
    lines.append('define i32 @main() {')
    g = grid + [1] * (3 - len(grid)); b = block + [1] * (3 - len(block))
    ng = [(g[i] + b[i] - 1) // b[i] for i in range(3)]
    fixed = ', '.join(call_args)
    for wz in range(ng[2]):
        for wy in range(ng[1]):
            for wx in range(ng[0]):
                a = [min(b[0], g[0] - wx * b[0]), min(b[1], g[1] - wy * b[1]), min(b[2], g[2] - wz * b[2])]
                if lds_bytes:
                    ir, cnt = lds_t
                    lines.append(f'  call void @llvm.memset.p0i8.i64(i8* bitcast ([{cnt} x {ir}]* @lds to i8*), i8 0, i64 {lds_bytes}, i1 false)')
                for phase in range(k['phases']):
                    for lz in range(a[2]):
                        for ly in range(a[1]):
                            for lx in range(a[0]):
                                if priv_bytes:
                                    ir, cnt = priv_t
                                    lines.append(f'  call void @llvm.memset.p0i8.i64(i8* bitcast ([{cnt} x {ir}]* @priv to i8*), i8 0, i64 {priv_bytes}, i1 false)')
                                ids = [phase, wx * b[0] + lx, wy * b[1] + ly, wz * b[2] + lz, lx, ly, lz, wx, wy, wz, b[0], b[1], b[2], g[0], g[1], g[2]]
                                lines.append(f'  call void @{body}({fixed}, ' + ', '.join(f'i32 {x}' for x in ids) + ')')
    for i, ((aname, atype), v) in enumerate(zip(k['args'], vals)):
        if atype.endswith('*'):
            t = atype[:-1]; ir = TYPES[t][0]
            nbytes = len(v) * TYPES[t][1]
            lines.append(f'  call i64 @write(i32 1, i8* bitcast ([{len(v)} x {ir}]* @buf{i} to i8*), i64 {nbytes})')
    lines.append('  ret i32 0')
    lines.append('}')
    return '\n'.join(lines) + '\n'

def signature(module, body):
    text = open(os.path.join(IR, f'{module}.body.ll')).read()
    m = re.search(r'define void @' + re.escape(body) + r'\((.*?)\)\s*(alwaysinline)?\s*\{', text, re.S)
    params = [p.strip() for p in m.group(1).replace('\n', ' ').split(',')]
    types = [re.sub(r'\s+%\w+$', '', p) for p in params]
    return f'void @{body}(' + ', '.join(types) + ')'

def main():
    spec = json.load(open(os.path.join(HERE, '..', 'kernels.json')))
    out = []
    with tempfile.TemporaryDirectory() as tmp:
        for idx, k in enumerate(spec['kernels']):
            r = Rng(0x9e3779b97f4a7c15 + idx)
            grid, block, vals = setup(k, r)
            src = driver(k, grid, block, vals, signature(k['module'], k['body']))
            dpath = os.path.join(tmp, f"driver-{k['name']}.ll")
            open(dpath, 'w').write(src)
            linked = os.path.join(tmp, f"{k['name']}.bc")
            subprocess.run([LINK, os.path.join(IR, f"{k['module']}.body.ll"), dpath, '-o', linked], check=True)
            res = subprocess.run([LLI, linked], check=True, capture_output=True)
            data = res.stdout
            args = []
            pos = 0
            for (aname, atype), v in zip(k['args'], vals):
                if atype.endswith('*'):
                    t = atype[:-1]
                    n = len(v) * TYPES[t][1]
                    args.append({'name': aname, 'type': atype, 'input': pack(t, v).hex(), 'output': data[pos:pos + n].hex()})
                    pos += n
                else:
                    args.append({'name': aname, 'type': atype, 'value': pack(atype, [v]).hex()})
            assert pos == len(data), (k['name'], pos, len(data))
            out.append({'kernel': k['name'], 'module': k['module'], 'grid': grid, 'block': block, 'args': args})
            print(k['name'], 'ok', file=sys.stderr)
    with gzip.GzipFile(os.path.join(HERE, 'results.json.gz'), 'wb', mtime=0) as gz, __import__('io').TextIOWrapper(gz, 'utf-8') as f:
        json.dump({'about': 'Host results of the kernel bodies (lli 14.0.6 on x86-64), recorded by record-host.py; inputs and outputs as little-endian hex bytes per argument.', 'kernels': out}, f)

main()
