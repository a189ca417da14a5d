// The source editor: CodeMirror 6 with the GCN highlighting, assembler
// diagnostics underlined in place, mnemonic hover docs and a marker on the
// instruction the emulator runs next.

import { defaultKeymap, history, historyKeymap, indentWithTab, invertedEffects } from '@codemirror/commands';
import { bracketMatching, indentUnit } from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { Compartment, EditorState, Prec, RangeSet, StateEffect, StateField, type Extension } from '@codemirror/state';
import {
  Decoration, drawSelection, EditorView, gutter, GutterMarker, highlightActiveLine, highlightActiveLineGutter, hoverTooltip, keymap,
  lineNumbers, type DecorationSet,
} from '@codemirror/view';
import type { AsmDiagnostic, Syntax } from '../../src/index.js';
import {
  acceptCompletion, autocompletion, closeCompletion, moveCompletionSelection, type CompletionContext, type CompletionResult,
} from '@codemirror/autocomplete';
import type { GenId } from '../../src/index.js';
import { baseMnemonic, gcnHighlight, gcnLanguage, mnemonicOptions } from './gcn-language.js';
import { operandCompletions } from './operand-complete.js';

const OPTIONS = { clrx: mnemonicOptions('clrx'), llvm: mnemonicOptions('llvm') };

/** Completes a mnemonic typed at the start of a statement (after labels), in the editor's dialect. */
function completeMnemonic(ctx: CompletionContext): CompletionResult | null {
  const line = ctx.state.doc.lineAt(ctx.pos);
  const before = line.text.slice(0, ctx.pos - line.from);
  const m = /(?:^|;)\s*(?:[A-Za-z_.$][\w.$]*:\s*)*([a-z]\w*)$/i.exec(before);
  if (m === null) return null;
  return { from: ctx.pos - m[1]!.length, options: OPTIONS[ctx.state.field(dialectField)], validFor: /^\w*$/ };
}

/** Completes the operands and then the modifiers of the statement at the cursor (ISA tables). */
function completeOperands(ctx: CompletionContext, gen: GenId): CompletionResult | null {
  const line = ctx.state.doc.lineAt(ctx.pos);
  const dialect = ctx.state.field(dialectField);
  let before = line.text.slice(0, ctx.pos - line.from);
  // In a comment: nothing. CLRX separates statements with ';', LLVM starts a comment with it.
  if (dialect === 'clrx' ? before.includes('#') : /;|\/\//.test(before)) return null;
  if (before.includes('/*')) return null;
  if (dialect === 'clrx') before = before.slice(before.lastIndexOf(';') + 1);
  const stmt = before.replace(/^\s*(?:[A-Za-z_.$][\w.$]*:\s*)*/, '');
  const r = operandCompletions(stmt, dialect, gen);
  if (r === null || r.options.length === 0) return null;
  return { from: ctx.pos - r.word.length, options: r.options, validFor: /^[\w:.\[\]-]*$/ };
}

const setNextLine = StateEffect.define<number | null>();

const nextLineField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(deco, tr) {
    deco = deco.map(tr.changes);
    for (const e of tr.effects) {
      if (!e.is(setNextLine)) continue;
      if (e.value === null || e.value < 1 || e.value > tr.state.doc.lines) deco = Decoration.none;
      else deco = Decoration.set([Decoration.line({ class: 'cm-next-instruction' }).range(tr.state.doc.line(e.value).from)]);
    }
    return deco;
  },
  provide: (f) => EditorView.decorations.from(f),
});

/** Source lines linked to the hex pane's selection: a line decoration each. */
const setLinkedLines = StateEffect.define<readonly number[]>();
const linkedField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(deco, tr) {
    deco = deco.map(tr.changes);
    // The user's own cursor move ends the link (the active line shows the cursor's line).
    if (tr.selection !== undefined && tr.isUserEvent('select')) deco = Decoration.none;
    for (const e of tr.effects) {
      if (!e.is(setLinkedLines)) continue;
      const lines = e.value.filter((l) => l >= 1 && l <= tr.state.doc.lines);
      deco = Decoration.set(lines.map((l) => Decoration.line({ class: 'cm-linked' }).range(tr.state.doc.line(l).from)), true);
    }
    return deco;
  },
  provide: (f) => EditorView.decorations.from(f),
});

/** Breakpoints: markers on line starts, mapped through edits. */
class BreakpointMarker extends GutterMarker {
  constructor(private readonly spacer: boolean) { super(); }
  override toDOM(): Node {
    const e = document.createElement('span');
    e.className = this.spacer ? 'cm-breakpoint-spacer' : 'cm-breakpoint';
    e.textContent = '●';
    if (!this.spacer) e.setAttribute('aria-label', 'breakpoint');
    return e;
  }
}
const BREAKPOINT = new BreakpointMarker(false);
const SPACER = new BreakpointMarker(true);
const toggleBreakpointAt = StateEffect.define<number>();
const breakpointField = StateField.define<RangeSet<GutterMarker>>({
  create: () => RangeSet.empty,
  update(set, tr) {
    set = set.map(tr.changes);
    for (const e of tr.effects) {
      if (!e.is(toggleBreakpointAt)) continue;
      let has = false;
      set.between(e.value, e.value, () => { has = true; });
      set = has ? set.update({ filter: (from) => from !== e.value }) : set.update({ add: [BREAKPOINT.range(e.value)] });
    }
    return set;
  },
});

/** The dialect is part of the editor state, so that undoing a translation also undoes the dialect. */
const setDialect = StateEffect.define<Syntax>();
const dialectField = StateField.define<Syntax>({
  create: () => 'clrx',
  update(v, tr) {
    for (const e of tr.effects) if (e.is(setDialect)) v = e.value;
    return v;
  },
});
const undoDialect = invertedEffects.of((tr) => {
  const out: StateEffect<unknown>[] = [];
  for (const e of tr.effects) if (e.is(setDialect)) out.push(setDialect.of(tr.startState.field(dialectField)));
  return out;
});

export interface EditorEvents {
  /** The dialect changed (a switch, or its undo / redo). */
  dialect(syntax: Syntax): void;
  /** The text changed (by the user or by setText). */
  changed(fromUser: boolean): void;
  /** The cursor moved. */
  cursor(): void;
  /** Hover docs for a mnemonic, or null. */
  docs(mnemonic: string): HTMLElement | null;
}

export class SourceEditor {
  readonly view: EditorView;
  private readonly lang = new Compartment();
  private programmatic = false;
  /** The generation in force, for operand completion. */
  generation: GenId = 'gcn1.2';

  constructor(parent: HTMLElement, text: string, syntax: Syntax, ev: EditorEvents) {
    const mnemonicHover = hoverTooltip((view, pos) => {
      const word = view.state.wordAt(pos);
      if (word === null) return null;
      const text = view.state.sliceDoc(word.from, word.to);
      const m = baseMnemonic(text);
      if (m === null) return null;
      return {
        pos: word.from, end: word.to, above: true,
        create: () => ({ dom: ev.docs(m) ?? document.createElement('div') }),
      };
    }, { hoverTime: 250 });
    const extensions: Extension[] = [
      breakpointField,
      gutter({
        class: 'cm-breakpoint-gutter',
        markers: (v) => v.state.field(breakpointField),
        initialSpacer: () => SPACER,
        domEventHandlers: {
          mousedown: (view, line) => { view.dispatch({ effects: toggleBreakpointAt.of(line.from) }); return true; },
        },
      }),
      lineNumbers(),
      highlightActiveLineGutter(),
      history(),
      drawSelection(),
      highlightActiveLine(),
      bracketMatching(),
      indentUnit.of('    '),
      keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
      this.lang.of(gcnLanguage[syntax]),
      dialectField.init(() => syntax),
      undoDialect,
      EditorState.transactionExtender.of((tr) => {
        for (const e of tr.effects) if (e.is(setDialect)) return { effects: this.lang.reconfigure(gcnLanguage[e.value]) };
        return null;
      }),
      gcnHighlight,
      lintGutter(),
      mnemonicHover,
      // Tab accepts (Enter stays a new line: assembly is typed a line at a time).
      autocompletion({ override: [completeMnemonic, (ctx) => completeOperands(ctx, this.generation)], defaultKeymap: false, icons: false }),
      Prec.high(keymap.of([
        { key: 'Tab', run: acceptCompletion },
        { key: 'ArrowDown', run: moveCompletionSelection(true) },
        { key: 'ArrowUp', run: moveCompletionSelection(false) },
        { key: 'Escape', run: closeCompletion },
      ])),
      nextLineField,
      linkedField,
      EditorState.languageData.of(() => [{ wordChars: '_.' }]),
      EditorView.contentAttributes.of({ 'aria-label': 'assembly source', spellcheck: 'false', autocorrect: 'off', autocapitalize: 'off' }),
      EditorView.updateListener.of((u) => {
        const d = u.state.field(dialectField);
        if (d !== u.startState.field(dialectField)) ev.dialect(d);
        if (u.docChanged) ev.changed(!this.programmatic);
        if (u.selectionSet || u.docChanged) ev.cursor();
      }),
    ];
    this.view = new EditorView({ parent, state: EditorState.create({ doc: text, extensions }) });
  }

  get text(): string { return this.view.state.doc.toString(); }

  setText(text: string): void {
    this.programmatic = true;
    try {
      this.view.dispatch({ changes: { from: 0, to: this.view.state.doc.length, insert: text } });
    } finally {
      this.programmatic = false;
    }
  }

  /** Applies edits given in the current document's offsets, as one undoable change. */
  applyEdits(edits: readonly { from: number; to: number; insert: string }[]): void {
    this.programmatic = true;
    try {
      this.view.dispatch({ changes: [...edits], userEvent: 'input.hex' });
    } finally {
      this.programmatic = false;
    }
  }

  get dialect(): Syntax { return this.view.state.field(dialectField); }

  /** Switches the dialect, with the text translated (null: the text stays), as one undoable step. */
  switchDialect(syntax: Syntax, text: string | null): void {
    this.programmatic = true;
    try {
      this.view.dispatch({
        changes: text === null ? undefined : { from: 0, to: this.view.state.doc.length, insert: text },
        effects: setDialect.of(syntax), userEvent: 'dialect',
      });
    } finally {
      this.programmatic = false;
    }
  }

  /** Cursor offset and 1-based line. */
  cursor(): { pos: number; line: number } {
    const pos = this.view.state.selection.main.head;
    return { pos, line: this.view.state.doc.lineAt(pos).number };
  }

  setDiagnostics(diags: readonly AsmDiagnostic[]): void {
    const doc = this.view.state.doc;
    const out: Diagnostic[] = [];
    for (const d of diags) {
      if (d.line < 1 || d.line > doc.lines) continue;
      const line = doc.line(d.line);
      let from = Math.min(line.from + Math.max(0, d.col - 1), line.to);
      let to = from;
      while (to < line.to && !/[\s,;]/.test(doc.sliceString(to, to + 1))) to++;
      if (to === from) {
        if (from < line.to) to = from + 1;
        else if (from > line.from) from = from - 1;
      }
      out.push({ from, to, severity: d.severity, message: d.message, source: `${d.line}:${d.col}` });
    }
    this.view.dispatch(setDiagnostics(this.view.state, out));
  }

  /** Marks the line that runs next, and scrolls it into view. */
  markNext(line: number | null): void {
    const doc = this.view.state.doc;
    const scroll = line !== null && line >= 1 && line <= doc.lines
      ? [EditorView.scrollIntoView(doc.line(line).from, { y: 'nearest', yMargin: 40 })] : [];
    this.view.dispatch({ effects: [setNextLine.of(line), ...scroll] });
  }

  /** Highlights source lines (1-based) linked from the hex pane, the first scrolled into view. */
  markLinked(lines: readonly number[]): void {
    const doc = this.view.state.doc;
    const first = lines.find((l) => l >= 1 && l <= doc.lines);
    const scroll = first !== undefined ? [EditorView.scrollIntoView(doc.line(first).from, { y: 'nearest', yMargin: 40 })] : [];
    this.view.dispatch({ effects: [setLinkedLines.of(lines), ...scroll] });
  }

  /** The selected source lines (1-based, first and last). */
  selectedLines(): { from: number; to: number } {
    const st = this.view.state;
    const r = st.selection.main;
    const from = st.doc.lineAt(r.from).number;
    let to = st.doc.lineAt(r.to).number;
    // A selection that ends at the start of a line does not take that line.
    if (to > from && st.doc.line(to).from === r.to) to--;
    return { from, to };
  }

  /** Toggles a breakpoint on the cursor's line. */
  toggleBreakpoint(): void {
    const st = this.view.state;
    this.view.dispatch({ effects: toggleBreakpointAt.of(st.doc.lineAt(st.selection.main.head).from) });
  }

  /** 1-based lines with a breakpoint. */
  breakpointLines(): Set<number> {
    const out = new Set<number>();
    const st = this.view.state;
    st.field(breakpointField).between(0, st.doc.length, (from) => { out.add(st.doc.lineAt(from).number); });
    return out;
  }
}
