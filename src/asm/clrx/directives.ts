// Directives of the CLRX dialect: .rawcode, .text, .gpu / .arch (until the
// first section starts), .byte ... .quad and .set / .equ / .equiv / .eqv.

import { Ch, type Cursor } from '../cursor.js';
import { CLRX_EXPR, parseExpr, type ParseError } from '../expr.js';
import type { ClrxAssembler } from './assembler.js';
import { relativeMessage } from './eval.js';
import { clrxArchitecture, clrxDevice } from './gpus.js';
import { assignment } from './symbols.js';
import { checkDataRange } from './values.js';

/** A directive (its name read, lower case). */
export function directive(a: ClrxAssembler, name: string, col: number, c: Cursor): void {
  switch (name) {
    case '.rawcode':
      a.expectEnd(c);
      return;
    case '.text':
      a.started = true;
      a.expectEnd(c);
      return;
    case '.gpu': case '.arch': {
      c.skipSpace();
      const ncol = c.col();
      const arch = c.ident();
      const isGpu = name === '.gpu';
      if (arch === '') { a.error(ncol, isGpu ? 'Expected GPU device name' : 'Expected GPU architecture name'); return; }
      const g = isGpu ? clrxDevice(arch) : clrxArchitecture(arch);
      if (g === undefined) { a.error(ncol, isGpu ? 'Unknown GPU device type' : 'Unknown GPU architecture'); return; }
      c.skipSpace();
      if (!c.atEnd()) { a.error(c.col(), 'Garbages at end of line'); return; }
      if (g === null) {
        a.error(ncol, `${isGpu ? 'GPU device' : 'Architecture'} '${arch}' is not GCN 1.0, 1.1 or 1.2 (not supported by gcnkit)`);
        return;
      }
      // Once the first section has started, clrxasm keeps its device (silently).
      if (!a.started) a.setGeneration(g);
      return;
    }
    case '.byte': data(a, c, 1); return;
    case '.short': case '.hword': data(a, c, 2); return;
    case '.int': case '.long': case '.word': data(a, c, 4); return;
    case '.quad': data(a, c, 8); return;
    case '.set': case '.equ': case '.equiv': case '.eqv': {
      c.skipSpace();
      const ncol = c.col();
      const sym = c.ident();
      if (sym === '') { a.error(ncol, 'Expected symbol'); return; }
      if (!c.eat(Ch.COMMA)) { a.error(c.col(), "Expected ',' before argument"); return; }
      if (name === '.equiv' && (a.asm.symbols.has(sym) || a.forward.assignPending(sym))) {
        a.error(ncol, `Symbol '${sym}' is already defined`);
        return;
      }
      assignment(a, sym, ncol, c);
      return;
    }
    default:
      a.error(col, `Unknown directive '${name}'`);
  }
}

/** .byte, .short, .int, .quad: values, a fixup for each one not known yet. */
function data(a: ClrxAssembler, c: Cursor, size: 1 | 2 | 4 | 8): void {
  a.started = true;
  const offset = a.asm.size;
  c.skipSpace();
  if (c.atEnd()) { a.asm.record(a.line, a.stmtStart, a.stmtEnd, offset, false); return; }
  for (;;) {
    c.skipSpace();
    const col = c.col();
    const err: { e: ParseError | null } = { e: null };
    const e = parseExpr(c, CLRX_EXPR, err);
    if (e === null) { a.exprError(c, err.e!); return; }
    const r = a.eval(e);
    if (r === undefined) return;
    const at = a.asm.size;
    if (r.value === null) {
      const id = a.asm.addFixup(at, size);
      if (id >= 0) a.forward.fixup(r.unresolved!.name, e, BigInt(at), col, id, size, false);
      a.asm.data(0n, size);
    } else if (r.rel !== 0) {
      a.error(col, relativeMessage(r.rel));
      return;
    } else {
      checkDataRange(a, r.value, size, col);
      a.asm.data(r.value, size);
    }
    c.skipSpace();
    if (c.atEnd()) break;
    if (!c.eat(Ch.COMMA)) { a.error(c.col(), "Expected ',' before next value"); return; }
  }
  a.asm.record(a.line, a.stmtStart, a.stmtEnd, offset, false);
}
