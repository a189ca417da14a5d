// A small DOM helper: el('div', {class: 'x'}, child, 'text', ...).

type Child = Node | string | null | undefined | false;

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {},
  ...children: Child[]): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  for (const c of children) if (c !== null && c !== undefined && c !== false) e.append(c);
  return e;
}

export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const e = document.getElementById(id);
  if (e === null) throw new Error(`missing #${id}`);
  return e as T;
}

/** Calls f at most once per `ms` of quiet. */
export function debounce<A extends unknown[]>(f: (...a: A) => void, ms: number): ((...a: A) => void) & { flush(): void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last: A | null = null;
  const run = () => { timer = null; if (last !== null) { const a = last; last = null; f(...a); } };
  const d = (...a: A) => { last = a; if (timer !== null) clearTimeout(timer); timer = setTimeout(run, ms); };
  d.flush = () => { if (timer !== null) { clearTimeout(timer); run(); } };
  return d;
}
