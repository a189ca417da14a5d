// The LLVM-dialect assembler (syntax.md part C): llvm-mc 14's AMDGPU syntax
// for VOP1-family instructions, accepted and rejected as llvm-mc 14 does, with
// its messages and columns.
//
// It follows the structure of llvm-mc's parser so that the same input takes
// the same path:
//  - a lexer with LLVM's token rules (AsmLexer);
//  - GNU-flavour expressions (AsmParser::parseExpression);
//  - AMDGPU operand parsing: the "custom" operand parsers the generated
//    matcher offers for the mnemonic and operand index (source modifiers,
//    optional operands such as clamp, omod, SDWA selectors, DPP controls),
//    then registers or immediates;
//  - the generated instruction matcher: every encoding table (e32, e64,
//    SDWA, GFX9 SDWA, DPP), every candidate form, the operand classes and
//    the rule that picks the reported error;
//  - the post-match validation (VOP3 literals, constant bus, integer clamp);
//  - the literal conversion and the code emitter's inline-constant choice.
// The per-instruction facts come from src/isa (OpInfo.llvm); the forms and
// operand classes below are derived from them.
//
// Where gcnkit differs from llvm-mc 14 on purpose:
//  - an operand that refers to a symbol never defined (llvm-mc: a literal
//    with a relocation, listed as zero bytes) gives the literal 0 and a
//    warning; a forward-referenced absolute symbol gives its final value,
//    and a label gives the PC-relative value llvm-mc's object file holds;
//  - only VOP1-family instructions are assembled: any other instruction
//    llvm-mc knows on the GPU is an error, and only .text, .set/.equ and the
//    data directives are directives (.word and .hword, which llvm-mc does
//    not know for amdgcn, are taken as 4 and 2 bytes, as in the CLRX
//    dialect);
//  - expressions nest at most MAX_EXPR_DEPTH deep and hold at most
//    MAX_EXPR_NODES operators (llvm-mc is limited by its stack only);
//  - a block comment that spans lines does not join them into one
//    statement;
//  - a few inputs make llvm-mc 14 hang (a character literal `'ab'`, two
//    invalid characters as an operand); gcnkit reports an error.
//
// The parts live in llvm/, one concern a module; LlvmAssembler is a stack of
// layered classes (lexer, expressions, registers, optional operands,
// operands, encoder, matcher, statements) so that every call on the
// per-token path stays a direct method call on one object.

import type { Generation } from '../isa/generations.js';
import type { AsmResult } from './assembly.js';
import { LlvmAssembler } from './llvm/assembler.js';
import { tablesFor } from './llvm/mnemonics.js';
import { assembleText } from './pipeline/collect.js';

export { LlvmAssembler };

// ===========================================================================

/** Assembles LLVM-dialect (llvm-mc 14) source. Never throws on any input. */
export function assembleLlvm(source: string, gen: Generation, maxDiagnostics?: number): AsmResult {
  return assembleText(source, new LlvmAssembler(gen, maxDiagnostics));
}

/** What a mnemonic names on a generation (for tests): gcnkit's op, or LLVM's status; null when unknown. */
export function llvmMnemonicEntry(gen: Generation, name: string): { op: string | null; alias: boolean; status: number } | null {
  const m = tablesFor(gen).get(name);
  return m === null ? null : { op: m.forms?.op.name ?? null, alias: m.alias, status: m.status };
}
