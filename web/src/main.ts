// The playground page: wires the editor, the hex pane, the bit-field
// diagram, the docs and the emulator to the library, and keeps the page
// state in the URL fragment.

import './style.css';
import { GENERATIONS, type GenId, type Syntax } from '../../src/index.js';
import { assembleLive, hexText, registerTypes, statementAt, translate, type HexFormat, type LiveAssembly, type Statement } from './assembly.js';
import { diagramFor, renderDiagram } from './bitfields.js';
import { docsFor } from './docs.js';
import { isaDocsFor } from './isa-docs.js';
import { planHexEdit, readHex } from './hex-edit.js';
import { HexBackdrop, hexLinesOf, hexStatements, lineAtOffset } from './hex-link.js';
import { byId, debounce, el } from './dom.js';
import { copyButton, copyText, flashCopied } from './copy.js';
import { CodeObjectView } from './code-object.js';
import { SourceEditor } from './editor.js';
import { DEFAULT_STATE, EmulatorPanel } from './emulator.js';
import { EXAMPLES } from './examples.js';
import { decodeShare, encodeShare, type ShareState } from './share.js';
import type { ValueFormat } from './values.js';

interface Page {
  arch: GenId;
  syntax: Syntax;
  hexFormat: HexFormat;
  asm: LiveAssembly | null;
}

async function main(): Promise<void> {
  const shared = await decodeShare(location.hash);
  const page: Page = {
    arch: shared?.arch ?? 'gcn1.2',
    syntax: shared?.syntax ?? 'clrx',
    hexFormat: shared?.hex ?? 'words',
    asm: null,
  };

  const archSel = byId<HTMLSelectElement>('arch');
  for (const g of GENERATIONS) archSel.append(el('option', { value: g.id }, `${g.names[0]} (${g.names[1]}, ${g.llvmCpu})`));
  archSel.value = page.arch;
  const syntaxSel = byId<HTMLSelectElement>('syntax');
  syntaxSel.value = page.syntax;
  const exampleSel = byId<HTMLSelectElement>('example');
  exampleSel.append(el('option', { value: '' }, 'choose…'));
  EXAMPLES.forEach((e, i) => exampleSel.append(el('option', { value: String(i) }, e.name)));
  const hexArea = byId<HTMLTextAreaElement>('hex');
  const hexFormatSel = byId<HTMLSelectElement>('hex-format');
  hexFormatSel.value = page.hexFormat;
  const asmStatus = byId('asm-status');
  const diagList = byId('diag-list');
  const hexStatus = byId('hex-status');
  const hexMessages = byId('hex-messages');
  const diagramHost = byId('diagram');
  const docsHost = byId('cursor-docs');

  /** Set while the editor text is being changed from the hex pane. */
  let fromHex = false;
  /** The pane the user edited last: the other one follows it (a generation change re-reads it). */
  let truth: 'text' | 'hex' = 'text';

  const editor = new SourceEditor(byId('editor'), shared?.src ?? EXAMPLES[0]!.source, page.syntax, {
    changed: (fromUser) => {
      if (fromUser) { truth = 'text'; scheduleAssemble(); return; }
      assembleNow();
    },
    cursor: () => { showCursor(); linkFromSource(); },
    dialect: (d) => {
      page.syntax = d;
      syntaxSel.value = d;
      void codeObject.render();
      shownKey = '';
      scheduleShare();
    },
    docs: (m) => docsFor(m, page.asm?.gen ?? page.arch, page.syntax) ?? isaDocsFor(m, page.asm?.gen ?? page.arch, page.syntax),
  });

  const emulator = new EmulatorPanel({
    stateText: byId<HTMLTextAreaElement>('state-json'),
    stateError: byId('state-error'),
    presets: byId('presets'),
    presetTarget: byId<HTMLInputElement>('preset-target'),
    run: byId<HTMLButtonElement>('run'),
    step: byId<HTMLButtonElement>('step'),
    back: byId<HTMLButtonElement>('back'),
    runTo: byId<HTMLButtonElement>('run-to'),
    reset: byId<HTMLButtonElement>('reset'),
    status: byId('run-status'),
    regs: byId<HTMLInputElement>('view-regs'),
    format: byId<HTMLSelectElement>('view-format'),
    exec: byId('exec-lanes'),
    scalars: byId('scalars'),
    lanes: byId<HTMLTableElement>('lanes'),
    trace: byId<HTMLOListElement>('trace'),
    traceScroll: byId('trace-scroll'),
    regCopied: byId('reg-copied'),
  }, {
    changed: () => scheduleShare(),
    next: (offset) => {
      const s = offset === null ? undefined : page.asm?.statements.find((x) => x.offset === offset);
      editor.markNext(s?.line ?? null);
    },
    breakpoints: () => {
      const lines = editor.breakpointLines();
      const out = new Set<number>();
      if (lines.size === 0) return out;
      for (const s of page.asm?.statements ?? []) if (s.instruction && lines.has(s.line)) out.add(s.offset);
      return out;
    },
    cursor: () => {
      const a = page.asm;
      if (a === null) return null;
      const { pos, line } = editor.cursor();
      const s = statementAt(a, pos, line);
      return s !== null && s.instruction ? s.offset : null;
    },
  });
  const first = EXAMPLES[0]!;
  emulator.restore(shared?.state ?? first.state ?? DEFAULT_STATE, shared?.regs ?? first.regs ?? 'v0-v3',
    shared?.format ?? first.format ?? 'hex', shared?.formats ?? {});

  function assembleNow(): void {
    const a = assembleLive(editor.text, page.arch, page.syntax);
    page.asm = a;
    editor.generation = a.gen;
    editor.setDiagnostics(a.diagnostics);
    const instructions = a.statements.filter((s) => s.instruction).length;
    const errs = a.errorCount;
    const warns = a.diagnostics.length - a.diagnostics.filter((d) => d.severity === 'error').length;
    asmStatus.textContent = `${instructions} instruction${instructions === 1 ? '' : 's'}, ${a.bytes.length} bytes`
      + (errs > 0 ? ` · ${errs} error${errs === 1 ? '' : 's'}` : '') + (warns > 0 ? ` · ${warns} warning${warns === 1 ? '' : 's'}` : '')
      + (a.gen !== page.arch ? ` · ${a.gen} (from the source)` : '');
    asmStatus.classList.toggle('error', errs > 0);
    diagList.replaceChildren(...a.diagnostics.slice(0, 50).map((d) => el('li', { class: d.severity },
      el('button', { type: 'button', class: 'link', 'data-line': String(d.line), 'data-col': String(d.col) }, `${d.line}:${d.col}`), ` ${d.severity}: ${d.message}`)));
    if (!fromHex && truth === 'text') {
      hexArea.value = hexText(a, page.hexFormat);
      backdrop.render();
      hexMessages.replaceChildren();
      hexStatus.textContent = errs > 0 ? `without the ${a.skippedLines.length} line${a.skippedLines.length === 1 ? '' : 's'} with errors` : '';
    }
    emulator.setProgram(a.gen, page.syntax, a.words, errs === 0 && a.words.length > 0,
      errs > 0 ? 'Fix the assembly errors to run.' : 'Nothing to run: write some instructions.', registerTypes(a));
    showCursor();
    linkFromSource(false);
    scheduleShare();
  }
  const scheduleAssemble = debounce(assembleNow, 150);

  diagList.addEventListener('click', (e) => {
    const b = (e.target as HTMLElement).closest<HTMLElement>('[data-line]');
    if (b === null) return;
    const doc = editor.view.state.doc;
    const l = doc.line(Math.min(Number(b.dataset['line']), doc.lines));
    const at = Math.min(l.from + Math.max(0, Number(b.dataset['col'] ?? 1) - 1), l.to);
    editor.view.dispatch({ selection: { anchor: at }, scrollIntoView: true });
    editor.view.focus();
  });

  let shownKey = '';
  function showCursor(): void {
    const a = page.asm;
    if (a === null || a.source !== editor.text) return; // a new assembly is on its way
    const { pos, line } = editor.cursor();
    showStatement(a, statementAt(a, pos, line), line);
  }
  /** The diagram and docs of a statement (null: the line has none). */
  function showStatement(a: LiveAssembly, s: Statement | null, line: number): void {
    const key = s === null ? `none:${line}` : `${a.gen}:${page.syntax}:${s.offset}:${s.words?.join(',') ?? 'data'}`;
    if (key === shownKey) return;
    shownKey = key;
    if (s === null || s.words === null || s.words.length === 0) {
      const skipped = a.skippedLines.includes(line);
      renderDiagram(diagramHost, null, skipped ? 'This line has an error: no machine code.' : s !== null ? 'A data statement: no instruction fields.' : 'Put the cursor on an instruction to see its fields.');
      docsHost.replaceChildren();
      return;
    }
    const d = diagramFor(s.instruction ? s.words : s.words.slice(0, 2), a.gen, page.syntax, s.offset);
    renderDiagram(diagramHost, d, '');
    const docs = d.mnemonic !== null ? docsFor(d.mnemonic, a.gen, page.syntax) ?? isaDocsFor(d.mnemonic, a.gen, page.syntax) : null;
    docsHost.replaceChildren(...(docs !== null ? [docs] : []));
  }

  // Source lines and machine code, linked both ways: the cursor's (or the
  // selection's) lines mark their bytes in the hex pane; the cursor in the hex
  // pane marks the source line that produced them and shows its fields.
  const backdrop = new HexBackdrop(hexArea, byId('hex-backdrop'));
  function linkFromSource(scroll = true): void {
    const a = page.asm;
    if (a === null || a.source !== editor.text) return;
    const { from, to } = editor.selectedLines();
    let lines = hexLinesOf(a, from, to);
    if (lines.length === 0 && from === to) {
      // A line without bytes of its own (a label): the statement the diagram shows.
      const { pos, line } = editor.cursor();
      const s = statementAt(a, pos, line);
      const k = s === null ? -1 : hexStatements(a).indexOf(s);
      lines = k < 0 ? [] : [k];
    }
    backdrop.mark(lines, scroll);
  }
  function linkFromHex(): void {
    const a = page.asm;
    if (a === null || document.activeElement !== hexArea) return;
    const text = hexArea.value;
    const first = lineAtOffset(text, hexArea.selectionStart);
    const last = Math.max(first, lineAtOffset(text, Math.max(hexArea.selectionStart, hexArea.selectionEnd - 1)));
    const all = hexStatements(a);
    const ks: number[] = [];
    for (let k = first; k <= last && k < all.length; k++) ks.push(k);
    backdrop.mark(ks, false);
    const ss = ks.map((k) => all[k]!);
    editor.markLinked([...new Set(ss.map((s) => s.line))]);
    if (ss.length > 0) showStatement(a, ss[0]!, ss[0]!.line);
  }
  hexArea.addEventListener('click', linkFromHex);
  hexArea.addEventListener('select', linkFromHex);
  hexArea.addEventListener('keyup', (e) => { if (/^(Arrow|Page|Home|End)/.test(e.key)) linkFromHex(); });

  // The hex pane edits the machine code the source shows: only complete input
  // is applied, and only the instructions whose bytes changed are re-printed.
  function currentAssembly(): LiveAssembly {
    scheduleAssemble.flush();
    if (page.asm === null || page.asm.source !== editor.text || page.asm.arch !== page.arch || page.asm.syntax !== page.syntax) assembleNow();
    return page.asm!;
  }
  function applyHex(all: boolean): void {
    const r = readHex(hexArea.value);
    hexMessages.replaceChildren(...r.problems.slice(0, 50).map((m) => el('li', { class: m.partial ? 'warning' : 'error' },
      `hex ${m.line}:${m.col}: ${m.message}`)));
    const dw = `${r.words.length} dword${r.words.length === 1 ? '' : 's'} read`;
    if (r.problems.length > 0) {
      const partial = r.problems.every((m) => m.partial);
      hexStatus.textContent = `${dw} · ${partial ? 'waiting for whole dwords' : 'not hex'}: the source is unchanged`;
      return;
    }
    const a = currentAssembly();
    const plan = planHexEdit(a, r.words, all ? page.arch : a.gen, page.syntax, all);
    const did = [plan.reprinted > 0 && `${plan.reprinted} re-printed`, plan.inserted > 0 && `${plan.inserted} added`, plan.deleted > 0 && `${plan.deleted} removed`]
      .filter((x) => x !== false);
    hexStatus.textContent = dw + (did.length > 0 ? ` · ${did.join(', ')}` : '');
    if (plan.edits.length === 0) return;
    fromHex = true;
    try {
      editor.applyEdits(plan.edits);
    } finally {
      fromHex = false;
    }
  }
  const fromHexNow = () => applyHex(false);
  const scheduleFromHex = debounce(fromHexNow, 150);
  hexArea.addEventListener('input', () => { truth = 'hex'; scheduleFromHex(); });
  hexFormatSel.addEventListener('change', () => {
    page.hexFormat = hexFormatSel.value === 'bytes' ? 'bytes' : 'words';
    if (page.asm !== null) hexArea.value = hexText(page.asm, page.hexFormat);
    backdrop.render();
    scheduleShare();
  });

  archSel.addEventListener('change', () => {
    scheduleFromHex.flush();
    page.arch = (GENERATIONS.find((g) => g.id === archSel.value) ?? GENERATIONS[2]!).id;
    shownKey = '';
    // Machine code typed in the hex pane keeps its bytes: the text is re-read from them.
    if (truth === 'hex') applyHex(true);
    assembleNow();
  });

  const notice = byId('notice');
  /** A message about something the page did on its own (a translation, a damaged link). */
  function say(text: string, kind: 'info' | 'warning' = 'info'): void {
    notice.textContent = text;
    notice.className = `notice ${kind}`;
    notice.hidden = text === '';
  }

  syntaxSel.addEventListener('change', () => {
    const next: Syntax = syntaxSel.value === 'llvm' ? 'llvm' : 'clrx';
    if (next === page.syntax) return;
    const a = currentAssembly();
    // The program is carried over: what assembled is re-printed from its machine code in the new dialect.
    const t = translate(a, next);
    const name = next === 'llvm' ? 'LLVM' : 'CLRX';
    const kept = t.keptLines.length;
    say(`Translated to the ${name} dialect: ${t.reprinted} instruction${t.reprinted === 1 ? '' : 's'} re-printed`
      + (kept > 0 ? `; ${kept} line${kept === 1 ? '' : 's'} with errors kept as written (line${kept === 1 ? '' : 's'} ${t.keptLines.slice(0, 5).join(', ')}${kept > 5 ? ', …' : ''}), to fix in the ${name} spelling` : '')
      + (t.plain ? '; the layout could not be kept, so this is the plain disassembly' : '')
      + '. Ctrl+Z undoes it.', kept > 0 || t.plain ? 'warning' : 'info');
    editor.switchDialect(next, t.text === a.source ? null : t.text);
  });

  // A code object dropped on the page or opened: its kernels, in the page's dialect.
  const codeObject = new CodeObjectView({
    pane: byId('codeobj-pane'), title: byId('codeobj-title'), status: byId('codeobj-status'), kernels: byId('codeobj-kernels'),
    text: byId('codeobj-text'), messages: byId('codeobj-messages'), close: byId<HTMLButtonElement>('codeobj-close'),
    file: byId<HTMLInputElement>('codeobj-file'), open: byId<HTMLButtonElement>('open-co'),
  }, () => page.syntax, {
    // The kernel runner is a chunk of its own, loaded with the first object.
    opened: (bytes, kernels, why) => { void kernelPanel().then((k) => k.load(bytes, kernels, why)); },
    closed: () => { if (kernelPanelLoad !== null) void kernelPanelLoad.then((k) => k.hide()); },
  });
  let kernelPanelLoad: Promise<import('./kernel-panel.js').KernelPanel> | null = null;
  function kernelPanel(): Promise<import('./kernel-panel.js').KernelPanel> {
    kernelPanelLoad ??= import('./kernel-panel.js').then(({ KernelPanel }) => {
      const k = new KernelPanel({
        pane: byId('kernel-pane'), kernel: byId<HTMLSelectElement>('kr-kernel'), grid: byId<HTMLInputElement>('kr-grid'),
        block: byId<HTMLInputElement>('kr-block'), group: byId<HTMLInputElement>('kr-group'), maxSteps: byId<HTMLInputElement>('kr-max-steps'),
        run: byId<HTMLButtonElement>('kr-run'), stop: byId<HTMLButtonElement>('kr-stop'), runStatus: byId('kr-status'),
        args: byId<HTMLTableElement>('kr-args'), stats: byId('kr-stats'), outputs: byId('kr-outputs'),
        wave: byId<HTMLSelectElement>('kr-wave'), status: byId('kr-wave-status'), traceScroll: byId('kr-trace-scroll'),
        trace: byId<HTMLOListElement>('kr-trace'), regs: byId<HTMLInputElement>('kr-regs'), format: byId<HTMLSelectElement>('kr-format'),
        exec: byId('kr-exec'), scalars: byId('kr-scalars'), lanes: byId<HTMLTableElement>('kr-lanes'),
      });
      return k;
    });
    return kernelPanelLoad;
  }

  exampleSel.addEventListener('change', () => {
    const ex = EXAMPLES[Number(exampleSel.value)];
    exampleSel.value = '';
    if (ex === undefined) return;
    if (ex.arch !== undefined && ex.arch !== page.arch) { page.arch = ex.arch; archSel.value = ex.arch; }
    const text = page.syntax === 'llvm' ? translate(assembleLive(ex.source, page.arch, 'clrx'), 'llvm').text : ex.source;
    truth = 'text';
    if (ex.state !== undefined) emulator.restore(ex.state, ex.regs ?? 'v0-v3', ex.format ?? 'hex', {});
    editor.setText(text);
    placeCursorOnFirstInstruction();
  });

  // Share: the whole page state in the fragment, kept up to date.
  const currentShare = (): ShareState => ({
    v: 1, src: editor.text, arch: page.arch, syntax: page.syntax, state: emulator.stateText,
    regs: emulator.view.regs, format: emulator.view.format, formats: { ...emulator.formats } as Record<string, ValueFormat>,
    hex: page.hexFormat,
  });
  let shareSeq = 0;
  const writeHash = async (): Promise<string> => {
    const seq = ++shareSeq;
    const hash = await encodeShare(currentShare());
    if (seq === shareSeq) history.replaceState(null, '', hash);
    return location.href;
  };
  const scheduleShare = debounce(() => { void writeHash(); }, 400);
  const shareUrl = byId<HTMLInputElement>('share-url');
  byId('share').addEventListener('click', async () => {
    scheduleShare.flush();
    const url = await writeHash();
    shareUrl.value = url;
    shareUrl.select();
    const ok = await copyText(url);
    shareUrl.title = ok ? 'copied to the clipboard' : 'copy this link';
    flashCopied(byId('share-copied'), ok, 'the link');
  });

  // Copy buttons: the source, the machine code, the initial state.
  byId('asm-status').after(copyButton('source', 'Copy the assembly source', () => editor.text));
  byId('hex-format').after(copyButton('hex', 'Copy the machine code as shown', () => hexArea.value));
  byId('state-title').append(copyButton('state', 'Copy the initial state JSON', () => emulator.stateText));

  function placeCursorOnFirstInstruction(): void {
    const a = page.asm;
    const s = a?.statements.find((x) => x.instruction);
    if (s !== undefined) editor.view.dispatch({ selection: { anchor: s.start } });
  }

  // Keyboard: the debugger keys of most IDEs, anywhere on the page.
  const keys: Record<string, () => void> = {
    'Ctrl+Enter': () => emulator.run(),
    F10: () => emulator.step(),
    'Shift+F10': () => emulator.back(),
    'Ctrl+F10': () => emulator.runToCursor(),
    F9: () => editor.toggleBreakpoint(),
    'Ctrl+Shift+Enter': () => emulator.reset(),
  };
  document.addEventListener('keydown', (e) => {
    const name = (e.ctrlKey || e.metaKey ? 'Ctrl+' : '') + (e.shiftKey ? 'Shift+' : '') + e.key;
    const f = keys[name];
    if (f === undefined || e.altKey) return;
    e.preventDefault();
    e.stopPropagation();
    if (name !== 'F9') scheduleAssemble.flush();
    f();
  }, { capture: true });

  if (shared === null && location.hash.startsWith('#s=')) {
    say('This share link could not be read (was it cut short when copied?): the default example is shown instead.', 'warning');
  }
  assembleNow();
  placeCursorOnFirstInstruction();
  showCursor();
  document.body.dataset['ready'] = '1';
  performance.mark('gcnkit-ready');

  // Offline: a service worker keeps the built files (production builds only).
  const offline = byId('offline');
  if (import.meta.env.PROD && 'serviceWorker' in navigator && location.protocol !== 'file:') {
    navigator.serviceWorker.register('./sw.js').then(() => navigator.serviceWorker.ready).then(() => {
      offline.textContent = 'works offline';
      document.body.dataset['offline'] = '1';
    }).catch(() => { offline.textContent = ''; });
  }
}

void main();
