// The real-kernel corpus of test/vectors/kernels: the objects, and the facts
// LLVM 14 and clrxdisasm recorded about them (README.md there).

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

export const KERNELS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'test', 'vectors', 'kernels');
export const OBJ_DIR = join(KERNELS_DIR, 'obj');

export type Cpu = 'tahiti' | 'hawaii' | 'tonga';
export type Variant = 'v2' | 'v3' | 'v4' | 'mesa';

export interface CorpusObject {
  readonly file: string;
  readonly module: string;
  readonly cpu: Cpu;
  readonly variant: Variant;
  readonly linked: boolean;
  readonly bytes: Uint8Array;
}

export const CPU_GEN = { tahiti: 'gcn1.0', hawaii: 'gcn1.1', tonga: 'gcn1.2' } as const;
export const CPU_PROC = { tahiti: 'gfx600', hawaii: 'gfx701', tonga: 'gfx802' } as const;

export function corpusObjects(): CorpusObject[] {
  return readdirSync(OBJ_DIR).filter((f) => /\.(o|so)$/.test(f)).sort().map((file) => {
    const [module, cpu, variant, ext] = file.split('.') as [string, Cpu, Variant, string];
    return { file, module, cpu, variant, linked: ext === 'so', bytes: new Uint8Array(readFileSync(join(OBJ_DIR, file))) };
  });
}

function gzJson(name: string): unknown {
  return JSON.parse(gunzipSync(readFileSync(join(KERNELS_DIR, 'expected', name))).toString('utf8'));
}

function gzLines<T>(name: string): T[] {
  return gunzipSync(readFileSync(join(KERNELS_DIR, 'expected', name))).toString('utf8').split('\n').filter((l) => l !== '')
    .map((l) => JSON.parse(l) as T);
}

export interface ReadelfSymbol { name: string; value: number; size: number; type: number; bind: number; section: string }
export interface ReadelfFacts {
  osabi: number; abiVersion: number; type: string; machine: number; flags: number;
  sections: { index: number; name: string; type: number; address: number; offset: number; size: number }[];
  symtab: ReadelfSymbol[]; dynsym: ReadelfSymbol[];
  relocations: { section: string; offset: number; type: string; symbol: string; addend: number }[];
  notes: { owner: string; size: number; type: string; value?: string }[];
}

export const readelf = (): Record<string, ReadelfFacts> => gzJson('readelf.json.gz') as Record<string, ReadelfFacts>;

export interface LlcBlock { block: 'amdhsa_kernel' | 'amd_kernel_code_t'; values: Record<string, number> }
export const llcDirectives = (): Record<string, Record<string, LlcBlock>> =>
  gzJson('llc-directives.json.gz') as Record<string, Record<string, LlcBlock>>;

export const objdumpTonga = (): { object: string; text: string }[] => gzLines('objdump-tonga.jsonl.gz');

/** clrxdisasm -r -A GEN of each distinct `.text` (its first line, naming a temporary file, dropped). */
export interface ClrxdisasmRecord { sha256: string; gen: 'gcn1.0' | 'gcn1.1' | 'gcn1.2'; objects: string[]; size: number; text: string }
export const clrxdisasmRecords = (): ClrxdisasmRecord[] => gzLines('clrxdisasm.jsonl.gz');
