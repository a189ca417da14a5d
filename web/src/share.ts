// The page's state in the URL fragment: JSON, deflate-raw compressed by the
// browser (CompressionStream), base64url. Nothing goes to a server: the
// fragment never leaves the browser.

import type { GenId, Syntax } from '../../src/index.js';
import type { HexFormat } from './assembly.js';
import type { ValueFormat } from './values.js';

export interface ShareState {
  readonly v: 1;
  readonly src: string;
  readonly arch: GenId;
  readonly syntax: Syntax;
  /** The initial-state JSON text, as typed. */
  readonly state: string;
  readonly regs: string;
  readonly format: string;
  readonly formats: Record<string, ValueFormat>;
  readonly hex: HexFormat;
}

const PREFIX = '#s=';

async function pipe(data: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Blob([data as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

function toBase64Url(b: Uint8Array): string {
  let s = '';
  for (let i = 0; i < b.length; i += 0x8000) s += String.fromCharCode(...b.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(t: string): Uint8Array {
  const s = atob(t.replace(/-/g, '+').replace(/_/g, '/'));
  const b = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) b[i] = s.charCodeAt(i);
  return b;
}

export async function encodeShare(s: ShareState): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(s));
  return PREFIX + toBase64Url(await pipe(bytes, new CompressionStream('deflate-raw')));
}

/** The state in a fragment, or null when there is none or it does not decode. */
export async function decodeShare(hash: string): Promise<ShareState | null> {
  if (!hash.startsWith(PREFIX)) return null;
  try {
    const bytes = await pipe(fromBase64Url(hash.slice(PREFIX.length)), new DecompressionStream('deflate-raw'));
    const o = JSON.parse(new TextDecoder().decode(bytes)) as Partial<ShareState>;
    if (o.v !== 1 || typeof o.src !== 'string') return null;
    return {
      v: 1,
      src: o.src,
      arch: o.arch === 'gcn1.0' || o.arch === 'gcn1.1' ? o.arch : 'gcn1.2',
      syntax: o.syntax === 'llvm' ? 'llvm' : 'clrx',
      state: typeof o.state === 'string' ? o.state : '',
      regs: typeof o.regs === 'string' ? o.regs : 'v0-v3',
      format: typeof o.format === 'string' ? o.format : 'hex',
      formats: o.formats !== null && typeof o.formats === 'object' ? o.formats : {},
      hex: o.hex === 'bytes' ? 'bytes' : 'words',
    };
  } catch {
    return null;
  }
}
