// The device and architecture names clrxasm 0.1.9 accepts in `.gpu` and
// `.arch` (case-insensitive; observed from clrxasm), with the generation
// each stands for. Names of later generations (GCN 1.4, 1.5) map to null:
// clrxasm knows them, gcnkit does not assemble for them.

import { GENERATIONS, type Generation } from '../../isa/generations.js';

const DEVICES: Readonly<Record<string, 0 | 1 | 2 | null>> = {
  capeverde: 0, pitcairn: 0, tahiti: 0, oland: 0, hainan: 0,
  bonaire: 1, spectre: 1, spooky: 1, kalindi: 1, hawaii: 1, mullins: 1, gfx700: 1, gfx701: 1,
  iceland: 2, tonga: 2, fiji: 2, carrizo: 2, dummy: 2, goose: 2, horse: 2, stoney: 2, ellesmere: 2, baffin: 2,
  polaris10: 2, polaris11: 2, polaris12: 2, topaz: 2, gfx801: 2, gfx802: 2, gfx803: 2, gfx804: 2,
  gfx900: null, gfx901: null, gfx902: null, gfx903: null, gfx904: null, gfx905: null, gfx906: null, gfx907: null,
  vega10: null, vega11: null, vega20: null, raven: null, gfx1000: null, gfx1010: null, gfx1011: null, navi10: null,
};

const ARCHITECTURES: Readonly<Record<string, 0 | 1 | 2 | null>> = {
  'gcn1.0': 0, gfx6: 0, si: 0,
  'gcn1.1': 1, gfx7: 1, ci: 1,
  'gcn1.2': 2, gfx8: 2, vi: 2,
  'gcn1.4': null, gfx9: null, vega: null, 'gcn1.4.1': null, vega20: null, 'gcn1.5': null, gfx10: null, navi: null,
  'gcn1.5.1': null, gfx906: null, gfx1011: null,
};

function find(table: Readonly<Record<string, 0 | 1 | 2 | null>>, name: string): Generation | null | undefined {
  const k = name.toLowerCase();
  if (!Object.hasOwn(table, k)) return undefined;
  const g = table[k]!;
  return g === null ? null : GENERATIONS[g]!;
}

/** `.gpu NAME`: the generation, null for a device of a later generation, undefined if unknown. */
export function clrxDevice(name: string): Generation | null | undefined {
  return find(DEVICES, name);
}

/** `.arch NAME`: the generation, null for a later generation, undefined if unknown. */
export function clrxArchitecture(name: string): Generation | null | undefined {
  return find(ARCHITECTURES, name);
}
