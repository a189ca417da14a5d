// An HSA code object (.o, .so, .co) dropped on the page or opened: its
// kernels disassembled with their descriptor directives, by the library's
// disassembleCodeObject. The object-file code is loaded only when needed.

import type { CodeObject, Syntax } from '../../src/index.js';
import { copyButton } from './copy.js';
import { el } from './dom.js';

export interface CodeObjectHosts {
  readonly pane: HTMLElement;
  readonly title: HTMLElement;
  readonly status: HTMLElement;
  readonly kernels: HTMLElement;
  readonly text: HTMLElement;
  readonly messages: HTMLElement;
  readonly close: HTMLButtonElement;
  readonly file: HTMLInputElement;
  readonly open: HTMLButtonElement;
}

/** What the page does with a newly opened object (offers its kernels to run) and on Close. */
export interface CodeObjectEvents {
  opened(bytes: Uint8Array, kernels: readonly string[], why: string | null): void;
  closed(): void;
}

export class CodeObjectView {
  private bytes: Uint8Array | null = null;
  private name = '';

  constructor(private readonly h: CodeObjectHosts, private readonly syntax: () => Syntax, private readonly ev?: CodeObjectEvents) {
    h.close.addEventListener('click', () => { h.pane.hidden = true; this.bytes = null; this.ev?.closed(); });
    h.open.addEventListener('click', () => h.file.click());
    h.file.addEventListener('change', () => {
      const f = h.file.files?.[0];
      if (f !== undefined) void this.load(f);
      h.file.value = '';
    });
    h.title.after(copyButton('code-object', 'Copy the disassembly', () => h.text.textContent ?? ''));
    // Dropping a file anywhere on the page opens it (not the editor's own text drops).
    const hasFiles = (e: DragEvent) => e.dataTransfer !== null && [...e.dataTransfer.types].includes('Files');
    document.addEventListener('dragover', (e) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      e.dataTransfer!.dropEffect = 'copy';
      document.body.classList.add('dropping');
    });
    document.addEventListener('dragleave', (e) => { if (e.relatedTarget === null) document.body.classList.remove('dropping'); });
    document.addEventListener('drop', (e) => {
      document.body.classList.remove('dropping');
      const f = e.dataTransfer?.files[0];
      if (f === undefined) return;
      e.preventDefault();
      e.stopPropagation();
      void this.load(f);
    }, { capture: true });
  }

  async load(f: File): Promise<void> {
    this.name = f.name;
    this.bytes = new Uint8Array(await f.arrayBuffer());
    const co = await this.render();
    if (co === null) this.ev?.closed();
    else this.ev?.opened(this.bytes, co.kernels.map((k) => k.name),
      co.flavour === 'mesa' ? 'a Mesa object has no HSA kernel ABI: its kernels cannot be run here' : co.text === null ? 'the object has no code' : null);
    this.h.pane.scrollIntoView({ block: 'nearest' });
  }

  /** Prints the object again (the dialect changed); returns it, or null when it is not an ELF file. */
  async render(): Promise<CodeObject | null> {
    const bytes = this.bytes;
    if (bytes === null) return null;
    const { disassembleCodeObject, isElf } = await import('../../src/objfile/index.js');
    const h = this.h;
    h.pane.hidden = false;
    h.title.textContent = `Code object ${this.name}`;
    if (!isElf(bytes)) {
      h.status.textContent = `not an ELF file (${bytes.length} bytes): drop an HSA code object (.o, .so, .co)`;
      h.status.classList.add('error');
      h.kernels.replaceChildren();
      h.text.textContent = '';
      h.messages.replaceChildren();
      return null;
    }
    const r = disassembleCodeObject(bytes, { syntax: this.syntax() });
    const co = r.codeObject;
    const ks = co.kernels;
    h.status.classList.toggle('error', r.errorCount > 0);
    h.status.textContent = `${co.target.processor ?? 'unknown target'} · ${ks.length} kernel${ks.length === 1 ? '' : 's'}`
      + (r.errorCount > 0 ? ` · ${r.errorCount} error${r.errorCount === 1 ? '' : 's'}` : '');
    h.kernels.replaceChildren(...ks.map((k) => el('li', { 'data-kernel': k.name }, el('code', {}, k.name),
      ` at 0x${k.codeOffset.toString(16)}`)));
    h.text.textContent = r.text;
    h.messages.replaceChildren(...r.diagnostics.slice(0, 50).map((d) => el('li', { class: d.severity }, `${d.severity}: ${d.message}`)));
    return co;
  }
}
