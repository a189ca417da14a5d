// Records llvm_lossy_vectors.jsonl: for each hand-picked instruction, what
// llvm-mc 14 prints for its bytes (tonga: `--disassemble`) and what its
// assembler makes of that text (the bytes, or its error). tahiti and hawaii,
// which llvm-mc cannot disassemble, give the text as input (the GCN 1.0/1.1
// spelling of syntax.md C.3) and record only the assembler's answer.
// Usage: node record-lossy.mjs > llvm_lossy_vectors.jsonl   (LLVM_MC selects the tool)
import { spawnSync } from 'node:child_process';

const MC = process.env.LLVM_MC ?? 'llvm-mc';
// [arch, class, words (hex), input text for tahiti/hawaii]
const CASES = [
  ['tonga', 'folded-literal', '8000ff01 0000002c'],
  ['tonga', 'folded-literal', '020002ff 3f800000'],
  ['tonga', 'folded-literal', '3e0002ff 12343c00'],
  ['tonga', 'ignored-bits', '94850200'],
  ['tonga', 'ignored-bits', 'bf8c0f80'],
  ['tonga', 'ignored-bits', 'c400200f 04030201'],
  ['tonga', 'ignored-bits', '7e0202f9 00061e03'],
  ['tonga', 'ignored-bits', 'e1080000 80800100'],
  ['tonga', 'ignored-bits', '000204fa ff10e403'],
  ['tonga', 'ignored-bits', 'd2890000 20000501'],
  ['tonga', 'ignored-bits', 'c0060000 10012345'],
  ['tonga', 'refused-register', 'be800068'],
  ['tonga', 'refused-register', 'c00a1900 00000000'],
  ['tonga', 'refused-register', '7e006e00'],
  ['tonga', 'refused-register', 'c0021f00 00000000'],
  ['tonga', 'invalid-immediate', '7e000481'],
  ['tonga', 'constant-bus', '00000401'],
  ['tonga', 'constant-bus', 'd1010000 00000401'],
  ['tonga', 'refused-value', 'bf9d0010'],
  ['tonga', 'refused-value', 'f0480200 00000100'],
  ['tonga', 'refused-value', 'c40000a1 00000001'],
  ['tonga', 'other-encoding', 'd1400000 00000000'],
  ['tonga', 'other-encoding', 'e1c40000 00000000'],
  ['tonga', 'comment', '7e0002fa ff010001'],
  // Lines that are not lossy: the assembler gives the bytes back.
  ['tonga', 'none', '8000ff01 00012345'],
  ['tonga', 'none', '7e004aff 3ff00000'],
  ['tonga', 'none', 'ba000001 00000005'],
  ['tonga', 'none', 'd2750000 00020200'],
  ['tonga', 'constant-bus', 'd2750000 00000301'],
  ['tonga', 'none', '000204fa ff00e403'],
  ['tahiti', 'refused-value', 'd0020800 00020501', 'v_cmp_lt_f32_e64 s[0:1], v1, v2 clamp'],
  ['tahiti', 'none', 'd25e0802 00020501', 'v_cvt_pkrtz_f16_f32_e64 v2, v1, v2 clamp'],
  ['tahiti', 'refused-value', 'd3160000 000000b8', 'v_cvt_f32_f16_e64 v0, 56'],
  ['tahiti', 'constant-bus', '04000001', 'v_writelane_b32 v0, s1, s0'],
  // A misaligned pair prints as read (syntax.md C.4.3; llvm-mc's decoder would round it down).
  ['tahiti', 'refused-register', 'be800401', 's_mov_b64 s[0:1], s[1:2]'],
  ['hawaii', 'other-encoding', 'c00000ff 00000010', 's_load_dword s0, s[0:1], 0x10'],
  ['hawaii', 'none', 'c00000ff 00000110', 's_load_dword s0, s[0:1], 0x110'],
  ['hawaii', 'refused-register', 'c03e0101', 's_load_dword m0, s[0:1], 0x1'],
];

const le = (w) => w.split(' ').map((x) => x.match(/../g).reverse().join('')).join('');
const byteList = (hex) => hex.match(/../g).map((b) => '0x' + b).join(',');

function run(args, input) {
  const r = spawnSync(MC, ['-arch=amdgcn', ...args], { input, encoding: 'utf8' });
  return { out: r.stdout, err: r.stderr };
}

for (const [arch, cls, words, given] of CASES) {
  const bytes = le(words);
  const rec = { arch, bytes, cls };
  let text = given;
  if (arch === 'tonga') {
    const d = run([`-mcpu=${arch}`, '--disassemble'], byteList(bytes) + '\n');
    const lines = d.out.split('\n').map((l) => l.trim()).filter((l) => l !== '' && l !== '.text');
    if (lines.length !== 1 || d.err.includes('invalid instruction encoding')) throw new Error(`${words}: ${d.out} ${d.err}`);
    text = lines[0];
    rec.llvm_text = text;
  } else rec.input = text;
  const a = run([`-mcpu=${arch}`, '-show-encoding'], text + '\n');
  const m = /; encoding: \[([^\]]*)\]/.exec(a.out);
  const e = /error: (.*)/.exec(a.err);
  if (m !== null) rec.asm_bytes = m[1].split(',').map((b) => b.slice(2).padStart(2, '0')).join('');
  else rec.asm_error = e !== null ? e[1] : a.err.trim();
  console.log(JSON.stringify(rec));
}
