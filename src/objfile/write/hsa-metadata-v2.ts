// Code object v2 metadata (`.amd_amdgpu_hsa_metadata`) as llvm-mc 14 writes
// it: it reads the YAML into its HSA metadata record and writes that back, so
// the note holds the fields in the record's order, keys padded to 16 columns,
// integer lists in flow style, fields at their default left out (CodeProps'
// first five always written; DebugProps only with a DebuggerABIVersion;
// ValueType never). Facts recorded with llvm-mc 14
// (test/vectors/objwrite/llvm-mc.json, `hsa_metadata_v2`). Values are taken
// as given: enumerations are not checked against LLVM's lists.

import { needsQuotes } from '../metadata-yaml.js';
import { parseYaml, type YamlValue } from '../yaml.js';

type Obj = { [key: string]: YamlValue };
/** How a field is written: `always`, or left out when it equals its default. */
type Field = readonly [name: string, kind: 'int' | 'str' | 'bool' | 'ints' | 'strs', mode: 'always' | 'optional', dflt?: number];

const ARG: readonly Field[] = [
  ['Name', 'str', 'optional'], ['TypeName', 'str', 'optional'], ['Size', 'int', 'always'], ['Align', 'int', 'always'],
  ['ValueKind', 'str', 'always'], ['PointeeAlign', 'int', 'optional'], ['AddrSpaceQual', 'str', 'optional'],
  ['AccQual', 'str', 'optional'], ['ActualAccQual', 'str', 'optional'], ['IsConst', 'bool', 'optional'],
  ['IsRestrict', 'bool', 'optional'], ['IsVolatile', 'bool', 'optional'], ['IsPipe', 'bool', 'optional'],
];
const ATTRS: readonly Field[] = [
  ['ReqdWorkGroupSize', 'ints', 'optional'], ['WorkGroupSizeHint', 'ints', 'optional'], ['VecTypeHint', 'str', 'optional'],
  ['RuntimeHandle', 'str', 'optional'],
];
const CODE_PROPS: readonly Field[] = [
  ['KernargSegmentSize', 'int', 'always'], ['GroupSegmentFixedSize', 'int', 'always'], ['PrivateSegmentFixedSize', 'int', 'always'],
  ['KernargSegmentAlign', 'int', 'always'], ['WavefrontSize', 'int', 'always'], ['NumSGPRs', 'int', 'optional'],
  ['NumVGPRs', 'int', 'optional'], ['MaxFlatWorkGroupSize', 'int', 'optional'], ['IsDynamicCallStack', 'bool', 'optional'],
  ['IsXNACKEnabled', 'bool', 'optional'], ['NumSpilledSGPRs', 'int', 'optional'], ['NumSpilledVGPRs', 'int', 'optional'],
];
const DEBUG_PROPS: readonly Field[] = [
  ['DebuggerABIVersion', 'ints', 'optional'], ['ReservedNumVGPRs', 'int', 'optional'],
  ['ReservedFirstVGPR', 'int', 'optional', 0xffff], ['PrivateSegmentBufferSGPR', 'int', 'optional', 0xffff],
  ['WavefrontPrivateSegmentOffsetSGPR', 'int', 'optional', 0xffff],
];

const isObj = (v: YamlValue | undefined): v is Obj => v !== null && v !== undefined && typeof v === 'object' && !Array.isArray(v);
const list = (v: YamlValue | undefined): YamlValue[] => (Array.isArray(v) ? v : []);

function text(v: YamlValue): string {
  const s = String(v);
  const q = needsQuotes(s);
  return q === 'none' ? s : q === 'single' ? `'${s.replace(/'/g, "''")}'` : JSON.stringify(s);
}

/** `Key:` padded as LLVM's YAML writer pads it (to 16 columns, at least one space). */
const key = (k: string): string => `${k}:${' '.repeat(Math.max(1, 16 - k.length))}`;

/** The lines of one record's fields at `indent`; `first` replaces the indent of the first line (a `- ` item). */
function fields(o: Obj, spec: readonly Field[], indent: string): string[] {
  const out: string[] = [];
  for (const [name, kind, mode, dflt] of spec) {
    const v = o[name];
    if (kind === 'ints' || kind === 'strs') {
      const items = list(v);
      if (items.length === 0) continue;
      if (kind === 'ints') out.push(`${indent}${key(name)}[ ${items.map((x) => String(x)).join(', ')} ]`);
      else out.push(`${indent}${name}:`, ...items.map((x) => `${indent}  - ${text(x)}`));
      continue;
    }
    if (kind === 'bool') {
      if (v === true) out.push(`${indent}${key(name)}true`);
      continue;
    }
    if (kind === 'int') {
      const n = typeof v === 'number' ? v : dflt ?? 0;
      if (mode === 'always' || n !== (dflt ?? 0)) out.push(`${indent}${key(name)}${n}`);
      continue;
    }
    if (v !== undefined && v !== null && v !== '') out.push(`${indent}${key(name)}${text(v)}`);
    else if (mode === 'always') out.push(`${indent}${key(name)}''`);
  }
  return out;
}

/** Items of a sequence of records: `- ` before each record's first line. */
function items(records: readonly string[][], indent: string): string[] {
  const out: string[] = [];
  for (const r of records) r.forEach((l, i) => out.push(i === 0 ? `${indent}- ${l.slice(indent.length + 2)}` : l));
  return out;
}

/** The metadata text llvm-mc 14 writes for this YAML, or null when it is not a YAML mapping. */
export function hsaMetadataV2Text(yaml: string): string | null {
  const r = parseYaml(yaml);
  if (r.error !== undefined || !isObj(r.value)) return null;
  const doc = r.value;
  const lines: string[] = ['---'];
  lines.push(`${key('Version')}[ ${list(doc['Version']).map((x) => String(x)).join(', ')} ]`);
  const printf = list(doc['Printf']);
  if (printf.length > 0) lines.push('Printf:', ...printf.map((p) => `  - ${text(p)}`));
  const kernels = list(doc['Kernels']).filter(isObj);
  if (kernels.length > 0) {
    lines.push('Kernels:');
    lines.push(...items(kernels.map((k) => {
      const ind = '    ';
      const out = fields(k, [['Name', 'str', 'always'], ['SymbolName', 'str', 'optional'], ['Language', 'str', 'optional'],
        ['LanguageVersion', 'ints', 'optional']], ind);
      const attrs = isObj(k['Attrs']) ? fields(k['Attrs'], ATTRS, ind + '  ') : [];
      if (attrs.length > 0) out.push(`${ind}Attrs:`, ...attrs);
      const args = list(k['Args']).filter(isObj);
      if (args.length > 0) out.push(`${ind}Args:`, ...items(args.map((a) => fields(a, ARG, ind + '    ')), ind + '  '));
      out.push(`${ind}CodeProps:`, ...fields(isObj(k['CodeProps']) ? k['CodeProps'] : {}, CODE_PROPS, ind + '  '));
      const debug = isObj(k['DebugProps']) ? k['DebugProps'] : {};
      if (list(debug['DebuggerABIVersion']).length > 0) out.push(`${ind}DebugProps:`, ...fields(debug, DEBUG_PROPS, ind + '  '));
      return out;
    }), '  '));
  }
  lines.push('...', '');
  return lines.join('\n');
}
