// Copy buttons: the Clipboard API, else a hidden textarea and execCommand
// (an http:// page or an older browser), with a short live "Copied".

import { el } from './dom.js';

export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard !== undefined && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch { /* the fallback below */ }
  const prev = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const ta = el('textarea', { readonly: '', 'aria-hidden': 'true', tabindex: '-1', style: 'position:fixed;top:0;left:-9999px;opacity:0' });
  ta.value = text;
  document.body.append(ta);
  ta.select();
  let ok = false;
  try { ok = document.execCommand('copy'); } catch { ok = false; }
  ta.remove();
  prev?.focus();
  return ok;
}

const timers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

/** Says "Copied" (or why not) in a live region for a moment. */
export function flashCopied(live: HTMLElement, ok: boolean, what = ''): void {
  live.textContent = ok ? `Copied${what !== '' ? ` ${what}` : ''}` : 'Could not copy: select the text and press Ctrl+C';
  live.classList.toggle('error', !ok);
  const t = timers.get(live);
  if (t !== undefined) clearTimeout(t);
  timers.set(live, setTimeout(() => { live.textContent = ''; }, 2000));
}

/** A "Copy" button with its own live feedback, for the text `get` returns when clicked. */
export function copyButton(id: string, title: string, get: () => string | Promise<string>): HTMLElement {
  const live = el('span', { class: 'copied status', role: 'status', 'aria-live': 'polite', 'data-copied': id });
  const b = el('button', { type: 'button', class: 'copy', 'data-copy': id, title }, 'Copy');
  b.addEventListener('click', async () => flashCopied(live, await copyText(await get())));
  return el('span', { class: 'copy-wrap' }, b, live);
}
