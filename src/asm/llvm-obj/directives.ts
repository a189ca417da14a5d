// The directives of compiler output in the LLVM dialect (llc 14's `.s`):
// sections and alignment, symbol attributes, the target checks and the
// kernel-header blocks, read as llvm-mc 14 reads them. What they say is kept
// (unencoded) for the code-object writer: see model.ts here and
// src/objfile/write/model.ts.

import type { Expr } from '../expr.js';
import type { SectionKind, DirectiveValue } from '../../objfile/write/model.js';
import { SectionTable } from '../sections.js';
import type { DirectiveHost } from './host.js';
import { AMD_KERNEL_CODE_KEYS } from '../../objfile/descriptor.js';

/** `amd_kernel_code_t` field names: the writer's table (llvm-mc stops at an unknown one, before `=`). */
const AMD_KERNEL_CODE_FIELDS: ReadonlySet<string> = new Set(AMD_KERNEL_CODE_KEYS.map(([k]) => k));

/** What the command line (or library caller) says about the target. */
export interface ObjectTarget {
  /** `amdgcn-amd-amdhsa` (default), `amdgcn-mesa-mesa3d`, `amdgcn--`. */
  readonly triple: string;
  /** gfx600…gfx810; null: taken from the first target directive of the source (else the generation's default). */
  processor: string | null;
  readonly codeObjectVersion: 2 | 3 | 4;
}

export interface SymAttrs {
  readonly name: string;
  binding?: 'local' | 'global' | 'weak';
  type?: 'notype' | 'func' | 'object' | 'amdgpu_hsa_kernel';
  visibility?: 'default' | 'protected' | 'hidden' | 'internal';
  /** `.size SYM, EXPR`: evaluated at the end with `.` where the directive was. */
  size?: { e: Expr; line: number; col: number; dot: number; sec: number };
  /** A symbol the directives define (NAME.kd): section index and offset. */
  def?: { section: number; offset: number; size: number };
}

interface AmdhsaBlock { readonly k: 'amdhsa'; readonly name: string; readonly line: number; readonly col: number; readonly values: DirectiveValue[] }
interface KernelCodeBlock { readonly k: 'kct'; readonly line: number; readonly col: number; readonly values: DirectiveValue[] }
interface RawBlock { readonly k: 'raw'; readonly end: string; readonly which: 'metadata' | 'hsaMetadataV2'; readonly line: number; readonly col: number; readonly lines: string[] }
type Block = AmdhsaBlock | KernelCodeBlock | RawBlock;

export interface KeptBlock {
  readonly section: number; readonly offset: number; readonly name: string; readonly values: readonly DirectiveValue[];
  readonly line: number; readonly col: number; readonly end?: { line: number; col: number };
}

const TYPES: ReadonlyMap<string, SymAttrs['type']> = new Map([
  ['function', 'func'], ['object', 'object'], ['notype', 'notype'], ['stt_func', 'func'], ['stt_object', 'object'],
  ['stt_notype', 'notype'],
]);

/** The key in `syms` of a section's own symbol (kept where the section was first entered). */
export const SECTION_MARK = '\u0000section:';

export class ObjectDirectives {
  readonly sections: SectionTable;
  /** Symbols in order of first mention (labels and directives). */
  readonly syms = new Map<string, SymAttrs>();
  readonly amdhsa: KeptBlock[] = [];
  readonly kernelCodes: KeptBlock[] = [];
  metadata?: { yaml: string; line: number; col: number; end: { line: number; col: number } };
  hsaMetadataV2?: { yaml: string; line: number; col: number };
  hsaCodeObjectVersion?: [number, number];
  hsaCodeObjectIsa?: { version: [number, number, number]; vendor: string; arch: string } | 'target';
  targetId?: string;
  amdgpuIsa?: { name: string; line: number; col: number };
  /** Index into the sections where llvm-mc creates its `.note` (v2: at `.hsa_code_object_version`); absent: after all. */
  noteAt?: number;
  private block: Block | null = null;

  constructor(private readonly h: DirectiveHost, readonly target: ObjectTarget, private readonly gfxMajor: number,
    private readonly processorOk: (name: string) => boolean) {
    this.sections = new SectionTable(h.asm);
    this.syms.set(SECTION_MARK + '.text', { name: SECTION_MARK + '.text' });
  }

  /** Switches section; a new one gets its section symbol here, in symbol order (as llvm-mc creates it). */
  private switchTo(name: string, kind?: SectionKind, flags?: string): void {
    const n = this.sections.list.length;
    this.sections.switchTo(name, kind, flags);
    if (this.sections.list.length > n) {
      const key = SECTION_MARK + this.sections.list[n]!.name;
      this.syms.set(key, { name: key });
    }
  }

  /** HSA code object v3/v4 directives (`.amdhsa_kernel`, `.amdgpu_metadata`) exist; else the v2 ones. */
  private get v3(): boolean {
    return this.target.triple.includes('-amdhsa') && this.target.codeObjectVersion >= 3;
  }

  attrs(name: string): SymAttrs {
    let a = this.syms.get(name);
    if (a === undefined) { a = { name }; this.syms.set(name, a); }
    return a;
  }

  /** A label was defined: it is mentioned here (symbol order). */
  mention(name: string): void {
    if (!name.startsWith('.L') && !name.startsWith('\u0000')) this.attrs(name);
  }

  get inBlock(): boolean {
    return this.block !== null;
  }

  get inRawBlock(): boolean {
    return this.block !== null && this.block.k === 'raw';
  }

  /** A statement inside a raw block (whole text, lexer errors ignored, as llvm-mc collects it). */
  rawStatement(text: string, start: number, line: number): void {
    const b = this.block as RawBlock;
    const s = text.slice(start).trimStart();
    if (s.startsWith(b.end) && (s.length === b.end.length || !/[\w.$@]/.test(s[b.end.length]!))) {
      const yaml = b.lines.join('\n') + (b.lines.length > 0 ? '\n' : '');
      // llvm-mc reports invalid metadata just after the end token.
      const endCol = text.length - s.length + b.end.length + 1;
      if (b.which === 'metadata') this.metadata = { yaml, line: b.line, col: b.col, end: { line, col: endCol } };
      else this.hsaMetadataV2 = { yaml, line: b.line, col: b.col };
      this.block = null;
      return;
    }
    b.lines.push(text);
  }

  /** The end of the input inside a block: llvm-mc's message, at the end of the last line (`eof`). */
  finishBlocks(eof: { line: number; col: number }): { line: number; col: number; message: string } | null {
    const b = this.block;
    if (b === null) return null;
    this.block = null;
    if (b.k === 'raw') return { ...eof, message: `expected directive ${b.end} not found` };
    if (b.k === 'amdhsa') return { ...eof, message: 'expected .amdhsa_ directive or .end_amdhsa_kernel' };
    return { ...eof, message: 'expected value identifier or .end_amd_kernel_code_t' };
  }

  /** A statement inside `.amdhsa_kernel` or `.amd_kernel_code_t` (tokens lexed); an error ends the block (llvm-mc). */
  blockStatement(): void {
    this.blockLine();
    if (this.h.hasError()) this.block = null;
  }

  private blockLine(): void {
    const h = this.h;
    const b = this.block!;
    if (h.kind() === 'eos') return;
    const at = h.loc();
    const id = h.kind() === 'ident' ? h.tokText() : '';
    if (b.k === 'amdhsa') {
      if (id === '.end_amdhsa_kernel') { h.next(); this.endAmdhsa(b, h.col(at) + id.length); return; }
      // Only the syntax here: names, generations, ranges, repeats and required directives
      // are the writer's checks (src/objfile/amdhsa.ts), with llvm-mc's messages and positions.
      if (!id.startsWith('.amdhsa_')) { h.error(at, 'unknown .amdhsa_kernel directive'); return; }
      h.next();
      const vat = h.loc();
      const v = h.absExpr();
      if (v === null) return;
      b.values.push({ name: id, value: v, line: h.line, col: h.col(at), valueCol: h.col(vat) });
      return;
    }
    if (b.k === 'kct') {
      if (id === '.end_amd_kernel_code_t') { h.next(); this.endKernelCode(b); return; }
      if (id === '') { h.error(at, 'expected value identifier or .end_amd_kernel_code_t'); return; }
      h.next();
      if (!AMD_KERNEL_CODE_FIELDS.has(id)) { h.error(h.loc(), `unexpected amd_kernel_code_t field name ${id}`); return; }
      if (h.kind() !== 'eq') { h.error(h.loc(), "expected '='"); return; }
      h.next();
      const vat = h.loc();
      const v = h.absExpr();
      if (v === null) return;
      b.values.push({ name: id, value: v, line: h.line, col: h.col(at), valueCol: h.col(vat) });
    }
  }

  /** Reserves n zero bytes at the current offset of the current section (a data record). */
  private reserve(n: number): number {
    const asm = this.h.asm;
    const offset = asm.size;
    for (let i = 0; i < n; i += 8) asm.data(0n, 8);
    asm.record(this.h.line, -1, -1, offset, false);
    return offset;
  }

  private endAmdhsa(b: AmdhsaBlock, endCol: number): void {
    this.block = null;
    const sec = this.sections.current;
    const offset = this.reserve(64);
    this.amdhsa.push({ section: sec, offset, name: b.name, values: b.values, line: b.line, col: b.col, end: { line: this.h.line, col: endCol } });
    // llvm-mc creates NAME.kd here (its place in the symbol order): an object of 64 bytes with
    // the kernel symbol's binding and visibility (unset: local when defined by now, else global).
    // The kernel symbol itself becomes protected in the writer.
    // (A kernel not mentioned yet is left to the writer: an undefined global after its `.kd`.)
    const k = this.syms.get(b.name);
    const kd = this.attrs(`${b.name}.kd`);
    kd.binding = k?.binding ?? (this.h.label(b.name) !== null ? 'local' : 'global');
    kd.visibility = k?.visibility;
    kd.type = 'object';
    kd.def = { section: sec, offset, size: 64 };
  }

  private endKernelCode(b: KernelCodeBlock): void {
    this.block = null;
    const sec = this.sections.current;
    const offset = this.reserve(256);
    this.kernelCodes.push({ section: sec, offset, name: '', values: b.values, line: b.line, col: b.col });
  }

  /** A directive of this module; false: not one of them (the caller reports "unknown directive"). */
  directive(name: string, at: number): boolean {
    const h = this.h;
    switch (name) {
      case '.text': if (h.kind() !== 'eos') h.expression(); this.sections.select(0); return true;
      case '.data': this.switchTo('.data'); return true;
      case '.bss': this.switchTo('.bss'); return true;
      case '.section': this.section(); return true;
      case '.p2align': this.align(true, false); return true;
      case '.align': case '.balign': this.align(false, false); return true;
      case '.globl': case '.global': this.symbolList((a) => { a.binding = 'global'; }); return true;
      case '.local': this.symbolList((a) => { a.binding = 'local'; }); return true;
      case '.weak': this.symbolList((a) => { a.binding = 'weak'; }); return true;
      case '.protected': this.symbolList((a) => { a.visibility = 'protected'; }); return true;
      case '.hidden': this.symbolList((a) => { a.visibility = 'hidden'; }); return true;
      case '.internal': this.symbolList((a) => { a.visibility = 'internal'; }); return true;
      case '.type': this.type(); return true;
      case '.size': this.size(); return true;
      case '.ident': case '.addrsig': case '.addrsig_sym': this.skipRest(); return true; // nothing llvm-mc puts in .text; see README
      case '.amdgcn_target': this.amdgcnTarget(); return true;
      case '.amdgpu_lds': this.skipRest(); return true; // LDS symbols: llvm-mc keeps them out of the symbol table unless used
    }
    if (this.v3) {
      switch (name) {
        case '.amdhsa_kernel': {
          const k = h.kind();
          if (k !== 'ident' && k !== 'str') { h.error(h.loc(), 'expected symbol name after .amdhsa_kernel'); return true; }
          const kname = k === 'str' ? h.strValue() : h.tokText();
          h.next();
          this.block = { k: 'amdhsa', name: kname, line: h.line, col: h.col(at), values: [] };
          return true;
        }
        case '.amdgpu_metadata':
          this.block = { k: 'raw', end: '.end_amdgpu_metadata', which: 'metadata', line: h.line, col: h.col(at), lines: [] };
          return true;
      }
      return false;
    }
    switch (name) {
      case '.hsa_code_object_version': {
        const a = this.intList(2);
        if (a !== null) { this.hsaCodeObjectVersion = [a[0]!, a[1]!]; this.noteAt ??= this.sections.list.length; }
        return true;
      }
      case '.hsa_code_object_isa': this.codeObjectIsa(); this.noteAt ??= this.sections.list.length; return true;
      case '.amdgpu_hsa_kernel': this.symbolList((a) => { a.type = 'amdgpu_hsa_kernel'; }); return true;
      case '.amd_kernel_code_t': this.block = { k: 'kct', line: h.line, col: h.col(at), values: [] }; return true;
      case '.amd_amdgpu_isa': {
        if (h.kind() !== 'str') { h.error(h.loc(), 'expected string'); return true; }
        const sat = h.loc();
        const s = h.strValue();
        h.next();
        this.inferProcessor(s);
        if (s !== this.expectedTargetId()) { h.error(sat, 'target id must match options'); return true; }
        this.amdgpuIsa = { name: s, line: h.line, col: h.col(at) };
        this.noteAt ??= this.sections.list.length;
        return true;
      }
      case '.amd_amdgpu_hsa_metadata':
        this.block = { k: 'raw', end: '.end_amd_amdgpu_hsa_metadata', which: 'hsaMetadataV2', line: h.line, col: h.col(at), lines: [] };
        return true;
    }
    return false;
  }

  expectedTargetId(): string {
    const dflt = this.gfxMajor === 6 ? 'gfx600' : this.gfxMajor === 7 ? 'gfx700' : 'gfx802';
    return `${this.target.triple}--${this.target.processor ?? dflt}`;
  }

  /** The processor not fixed by the command line: the source's first target directive names it. */
  private inferProcessor(id: string): void {
    if (this.target.processor !== null) return;
    const m = /--([a-z0-9]+)(?::|$)/.exec(id);
    if (m !== null && this.processorOk(m[1]!)) this.target.processor = m[1]!;
  }

  private skipRest(): void {
    while (this.h.kind() !== 'eos') this.h.next();
  }

  private amdgcnTarget(): void {
    const h = this.h;
    if (h.kind() !== 'str') { h.error(h.loc(), 'expected string'); return; }
    const at = h.loc();
    const s = h.strValue();
    h.next();
    this.inferProcessor(s);
    const want = this.expectedTargetId();
    if (s !== want) {
      h.error(at, `.amdgcn_target directive's target id ${s} does not match the specified target id ${want}`);
      return;
    }
    this.targetId = s;
  }

  /** `N,N,...` small integers. */
  private intList(n: number): number[] | null {
    const h = this.h;
    const out: number[] = [];
    for (let i = 0; i < n; i++) {
      if (i > 0) {
        if (h.kind() !== 'comma') { h.error(h.loc(), 'expected comma'); return null; }
        h.next();
      }
      const v = h.absExpr();
      if (v === null) return null;
      out.push(Number(BigInt.asUintN(32, v)));
    }
    return out;
  }

  private codeObjectIsa(): void {
    const h = this.h;
    if (h.kind() === 'eos') { this.hsaCodeObjectIsa = 'target'; return; }
    const v = this.intList(3);
    if (v === null) return;
    const strs: string[] = [];
    for (let i = 0; i < 2; i++) {
      if (h.kind() !== 'comma') { h.error(h.loc(), 'expected comma'); return; }
      h.next();
      if (h.kind() !== 'str') { h.error(h.loc(), i === 0 ? 'expected vendor name' : 'expected arch name'); return; }
      strs.push(h.strValue());
      h.next();
    }
    this.hsaCodeObjectIsa = { version: [v[0]!, v[1]!, v[2]!], vendor: strs[0]!, arch: strs[1]! };
  }

  /** `.section NAME[,"flags"[,@type]]` or `.section NAME,#alloc,#write,#execinstr`. */
  private section(): void {
    const h = this.h;
    let name = '';
    if (h.kind() === 'str') { name = h.strValue(); h.next(); } else {
      // A section name runs to the comma or the end (identifiers, dots, dashes...).
      const start = h.loc();
      let end = start;
      while (h.kind() !== 'eos' && h.kind() !== 'comma') { end = h.loc() + h.tokText().length; h.next(); }
      name = h.statementText().slice(start, end);
    }
    if (name === '') { h.error(h.loc(), 'expected identifier'); return; }
    let flags: string | undefined;
    let kind: SectionKind | undefined;
    if (h.kind() === 'comma') {
      h.next();
      if (h.kind() === 'str') {
        const f = h.strValue();
        h.next();
        const fat = h.loc(); // llvm-mc points after the flags string
        let out = '';
        for (const c of f) {
          if ('awx'.includes(c)) { if (!out.includes(c)) out += c; } else if (!'MSGTeoRdyl?'.includes(c)) { h.error(fat, 'unknown flag'); return; }
        }
        flags = out;
        if (h.kind() === 'comma') {
          h.next();
          const t = h.tokText();
          if (t === '@' || t === '%') h.next();
          const ty = h.tokText().toLowerCase();
          if (ty === 'progbits' || ty === 'nobits' || ty === 'note') kind = ty;
          else if (!['init_array', 'fini_array', 'preinit_array', 'unwind', 'llvm_odrtab', 'llvm_linker_options', 'llvm_call_graph_profile', 'llvm_dependent_libraries', 'llvm_sympart', 'llvm_bb_addr_map'].includes(ty)) {
            h.error(h.loc(), 'unknown section type'); return;
          }
          this.skipRest();
        }
      } else {
        // #alloc, #write, #execinstr
        let out = '';
        for (;;) {
          const t = h.tokText();
          if (t !== '#') { h.error(h.loc(), 'expected string'); return; }
          h.next();
          const w = h.tokText();
          if (w === 'alloc') out += 'a'; else if (w === 'write') out += 'w'; else if (w === 'execinstr') out += 'x';
          else if (w !== 'exclude' && w !== 'tls') { h.error(h.loc(), 'unknown flag'); return; }
          h.next();
          if (h.kind() !== 'comma') break;
          h.next();
        }
        flags = out;
      }
    }
    if (kind === undefined && flags !== undefined && name.startsWith('.note')) kind = 'note';
    this.switchTo(name, kind, flags);
  }

  /** `.p2align N[,fill[,max]]` (power of 2), `.align`/`.balign` (bytes). */
  private align(pow2: boolean, _unused: boolean): void {
    const h = this.h;
    const aat = h.loc();
    const a = h.absExpr();
    if (a === null) return;
    let fill: bigint | null = null;
    let max: bigint | null = null;
    if (h.kind() === 'comma') {
      h.next();
      if (h.kind() !== 'comma') { fill = h.absExpr(); if (fill === null) return; }
      if (h.kind() === 'comma') { h.next(); max = h.absExpr(); if (max === null) return; }
    }
    if (h.kind() !== 'eos') { h.error(h.loc(), 'unexpected token in directive'); return; }
    let bytes: number;
    if (pow2) {
      if (a < 0n || a >= 32n) { h.error(aat, 'invalid alignment value'); return; }
      bytes = 2 ** Number(a);
    } else {
      if (a > 0n && (a & (a - 1n)) !== 0n) { h.error(aat, 'alignment must be a power of 2'); return; }
      bytes = a === 0n ? 1 : Number(a);
    }
    const sec = this.sections.cur;
    sec.align = Math.max(sec.align, bytes);
    const asm = h.asm;
    const offset = asm.size;
    let pad = (bytes - (offset % bytes)) % bytes;
    if (pad === 0 || (max !== null && BigInt(pad) > max)) return;
    if (fill === null && sec.flags.includes('x')) {
      // Code padding: s_nop 0 words (llvm-mc 14 loops forever on a count that is not a multiple
      // of 4; the bytes before the first whole word are zeros here).
      while (pad % 4 !== 0) { asm.data(0n, 1); pad--; }
      for (; pad > 0; pad -= 4) asm.data(0xbf800000n, 4);
    } else {
      const f = BigInt.asUintN(8, fill ?? 0n);
      for (; pad > 0; pad--) asm.data(f, 1);
    }
    asm.record(h.line, -1, -1, offset, false);
  }

  private symbolList(set: (a: SymAttrs) => void): void {
    const h = this.h;
    for (;;) {
      const k = h.kind();
      if (k !== 'ident' && k !== 'str') { h.error(h.loc(), 'expected identifier'); return; }
      set(this.attrs(k === 'str' ? h.strValue() : h.tokText()));
      h.next();
      if (h.kind() === 'eos') return;
      if (h.kind() !== 'comma') { h.error(h.loc(), 'unexpected token'); return; }
      h.next();
    }
  }

  private type(): void {
    const h = this.h;
    const k = h.kind();
    if (k !== 'ident' && k !== 'str') { h.error(h.loc(), 'expected identifier'); return; }
    const a = this.attrs(k === 'str' ? h.strValue() : h.tokText());
    h.next();
    if (h.kind() === 'comma') h.next();
    const t = h.tokText();
    if (t === '@' || t === '%' || t === '#') h.next();
    const tat = h.loc();
    const ty = (h.kind() === 'str' ? h.strValue() : h.tokText()).toLowerCase();
    const v = TYPES.get(ty);
    if (v === undefined) { h.error(tat, "unsupported attribute in '.type' directive"); return; }
    h.next();
    a.type = v;
  }

  private size(): void {
    const h = this.h;
    const k = h.kind();
    if (k !== 'ident' && k !== 'str') { h.error(h.loc(), 'expected identifier'); return; }
    const a = this.attrs(k === 'str' ? h.strValue() : h.tokText());
    h.next();
    if (h.kind() !== 'comma') { h.error(h.loc(), 'expected comma'); return; }
    h.next();
    const at = h.loc();
    const e = h.expression();
    if (e === null) return;
    a.size = { e, line: h.line, col: h.col(at), dot: h.asm.size, sec: this.sections.current };
  }
}
