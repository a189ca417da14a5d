// The check llvm-mc 14 makes of `.amdgpu_metadata` before writing it (its
// non-strict HSA metadata verifier): required keys and the kinds of their
// values, the allowed words of the enumerated ones. Unknown keys pass. A
// string where another kind is expected is read again by its text (so
// `!str 5` for an integer becomes the integer 5 in the note). Facts recorded
// with llvm-mc 14 (test/vectors/objwrite/llvm-mc.json, `metadata_verify`).

import type { MsgOut } from './msgpack-writer.js';

type Check = (n: MsgOut) => MsgOut | null;

/** A scalar of `kind`; `retype` reads a string's text as llvm-mc's document does. */
function scalar(kind: 'int' | 'str' | 'bool', retype: (s: string) => MsgOut, allowed?: readonly string[]): Check {
  return (n) => {
    if (n.kind === 'array' || n.kind === 'map') return null;
    let m: MsgOut = n;
    if (m.kind !== kind) {
      if (m.kind !== 'str') return null;
      m = retype(m.value);
      if (m.kind !== kind) return null;
    }
    if (allowed !== undefined && !(m.kind === 'str' && allowed.includes(m.value))) return null;
    return m;
  };
}

function array(item: Check, size?: number): Check {
  return (n) => {
    if (n.kind !== 'array' || (size !== undefined && n.items.length !== size)) return null;
    const items: MsgOut[] = [];
    for (const i of n.items) {
      const v = item(i);
      if (v === null) return null;
      items.push(v);
    }
    return { kind: 'array', items };
  };
}

/** A map whose listed keys are checked (`true`: required). */
function record(fields: Readonly<Record<string, readonly [boolean, Check]>>): Check {
  return (n) => {
    if (n.kind !== 'map') return null;
    const entries = n.entries.map(([k, v]) => [k, v] as [MsgOut, MsgOut]);
    for (const [key, [required, check]] of Object.entries(fields)) {
      const e = entries.find(([k]) => k.kind === 'str' && k.value === key);
      if (e === undefined) {
        if (required) return null;
        continue;
      }
      const v = check(e[1]);
      if (v === null) return null;
      e[1] = v;
    }
    return { kind: 'map', entries };
  };
}

const VALUE_KINDS = ['by_value', 'global_buffer', 'dynamic_shared_pointer', 'sampler', 'image', 'pipe', 'queue',
  'hidden_block_count_x', 'hidden_block_count_y', 'hidden_block_count_z', 'hidden_group_size_x', 'hidden_group_size_y',
  'hidden_group_size_z', 'hidden_remainder_x', 'hidden_remainder_y', 'hidden_remainder_z', 'hidden_global_offset_x',
  'hidden_global_offset_y', 'hidden_global_offset_z', 'hidden_grid_dims', 'hidden_none', 'hidden_printf_buffer',
  'hidden_hostcall_buffer', 'hidden_default_queue', 'hidden_completion_action', 'hidden_multigrid_sync_arg',
  'hidden_private_base', 'hidden_shared_base', 'hidden_queue_ptr'];
const ADDRESS_SPACES = ['private', 'global', 'constant', 'local', 'generic', 'region'];
const ACCESSES = ['read_only', 'write_only', 'read_write'];
const LANGUAGES = ['OpenCL C', 'OpenCL C++', 'HCC', 'HIP', 'OpenMP', 'Assembler'];

/** The verified (and retyped) document, or null when llvm-mc 14 would say "invalid HSA metadata". */
export function verifyMetadata(doc: MsgOut, retype: (s: string) => MsgOut): MsgOut | null {
  const int = scalar('int', retype);
  const str = scalar('str', retype);
  const bool = scalar('bool', retype);
  const oneOf = (words: readonly string[]) => scalar('str', retype, words);
  const arg = record({
    '.name': [false, str], '.type_name': [false, str], '.size': [true, int], '.offset': [true, int],
    '.value_kind': [true, oneOf(VALUE_KINDS)], '.pointee_align': [false, int], '.address_space': [false, oneOf(ADDRESS_SPACES)],
    '.access': [false, oneOf(ACCESSES)], '.actual_access': [false, oneOf(ACCESSES)], '.is_const': [false, bool],
    '.is_restrict': [false, bool], '.is_volatile': [false, bool], '.is_pipe': [false, bool],
  });
  const kernel = record({
    '.name': [true, str], '.symbol': [true, str], '.language': [false, oneOf(LANGUAGES)],
    '.language_version': [false, array(int, 2)], '.args': [false, array(arg)], '.reqd_workgroup_size': [false, array(int, 3)],
    '.workgroup_size_hint': [false, array(int, 3)], '.vec_type_hint': [false, str], '.device_enqueue_symbol': [false, str],
    '.kernarg_segment_size': [true, int], '.group_segment_fixed_size': [true, int], '.private_segment_fixed_size': [true, int],
    '.kernarg_segment_align': [true, int], '.wavefront_size': [true, int], '.sgpr_count': [true, int], '.vgpr_count': [true, int],
    '.max_flat_workgroup_size': [true, int], '.sgpr_spill_count': [false, int], '.vgpr_spill_count': [false, int],
  });
  return record({
    'amdhsa.version': [true, array(int, 2)], 'amdhsa.printf': [false, array(str)], 'amdhsa.kernels': [true, array(kernel)],
  })(doc);
}
