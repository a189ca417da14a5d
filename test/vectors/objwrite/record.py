#!/usr/bin/env python3
"""Records what llvm-mc 14 makes of small `.amdhsa_kernel`, `.amd_kernel_code_t`
and `.amdgpu_metadata` inputs (the code-object writer's vectors): the error
message and position, or the bytes it writes. Usage: python3 record.py
(LLVM_MC selects the tool; default llvm-mc-14, then llvm-mc)."""
import json, os, shutil, struct, subprocess, tempfile

MC = os.environ.get('LLVM_MC') or shutil.which('llvm-mc-14') or 'llvm-mc'

def mc(src, args):
    d = tempfile.mkdtemp()
    s, o = os.path.join(d, 'in.s'), os.path.join(d, 'out.o')
    open(s, 'w').write(src)
    r = subprocess.run([MC, '-filetype=obj', *args, s, '-o', o], capture_output=True, text=True)
    data = open(o, 'rb').read() if r.returncode == 0 else None
    shutil.rmtree(d)
    first = r.stderr.split('\n')[0]
    if data is None:
        # "in.s:LINE:COL: error: MESSAGE"
        _, line, col, rest = first.split(':', 3)
        return {'error': rest.strip()[len('error: '):], 'line': int(line), 'col': int(col)}
    return {'elf': data}

def section(data, name):
    shoff, = struct.unpack_from('<Q', data, 40)
    shnum, shstrndx = struct.unpack_from('<HH', data, 60)
    stro = struct.unpack_from('<Q', data, shoff + shstrndx * 64 + 24)[0]
    for i in range(shnum):
        h = shoff + i * 64
        n, = struct.unpack_from('<I', data, h)
        nm = data[stro + n:data.index(b'\0', stro + n)].decode()
        if nm == name:
            off, size = struct.unpack_from('<QQ', data, h + 24)
            return data[off:off + size]
    return None

HSA = ['-triple=amdgcn-amd-amdhsa']

# --- .amdhsa_kernel: each case is (cpu, directive lines); the block is
#   line 1 "\t.amdhsa_kernel k", then "\t\t<directive>" lines, then "\t.end_amdhsa_kernel".
REQ = ['.amdhsa_next_free_vgpr 1', '.amdhsa_next_free_sgpr 1']
KD_CASES = [
    ('gfx802', ['.amdhsa_next_free_vgpr 1']),
    ('gfx802', ['.amdhsa_next_free_sgpr 1']),
    ('gfx802', REQ + ['.amdhsa_next_free_sgpr 1']),
    ('gfx802', REQ + ['.amdhsa_bogus 1']),
    ('gfx802', REQ + ['.foo 1']),
    ('gfx802', REQ + ['foo 1']),
    ('gfx802', REQ + ['.amdhsa_shared_vgpr_count 0']),
    ('gfx802', REQ + ['.amdhsa_fp16_overflow 0']),
    ('gfx802', REQ + ['.amdhsa_wavefront_size32 0']),
    ('gfx802', REQ + ['.amdhsa_workgroup_processor_mode 0']),
    ('gfx802', REQ + ['.amdhsa_memory_ordered 0']),
    ('gfx802', REQ + ['.amdhsa_forward_progress 0']),
    ('gfx802', REQ + ['.amdhsa_accum_offset 4']),
    ('gfx802', REQ + ['.amdhsa_tg_split 0']),
    ('gfx600', REQ + ['.amdhsa_reserve_flat_scratch 0']),
    ('gfx600', REQ + ['.amdhsa_reserve_xnack_mask 0']),
    ('gfx700', REQ + ['.amdhsa_reserve_xnack_mask 0']),
    ('gfx802', REQ + ['.amdhsa_reserve_xnack_mask 1']),
    ('gfx801', REQ + ['.amdhsa_reserve_xnack_mask 0']),
    ('gfx801', REQ + ['.amdhsa_reserve_xnack_mask 1']),
    ('gfx802', REQ + ['.amdhsa_dx10_clamp 2']),
    ('gfx802', REQ + ['.amdhsa_dx10_clamp -1']),
    ('gfx802', REQ + ['.amdhsa_reserve_vcc 2']),
    ('gfx802', REQ + ['.amdhsa_system_vgpr_workitem_id 3']),
    ('gfx802', REQ + ['.amdhsa_system_vgpr_workitem_id 4']),
    ('gfx802', REQ + ['.amdhsa_float_round_mode_32 3', '.amdhsa_float_denorm_mode_32 3', '.amdhsa_ieee_mode 0']),
    ('gfx802', REQ + ['.amdhsa_group_segment_fixed_size 4294967295', '.amdhsa_private_segment_fixed_size 16', '.amdhsa_kernarg_size 40']),
    ('gfx802', REQ + ['.amdhsa_group_segment_fixed_size 4294967296']),
    ('gfx802', REQ + ['.amdhsa_kernarg_size -1']),
    ('gfx802', REQ + ['.amdhsa_user_sgpr_count 20']),
    ('gfx802', REQ + ['.amdhsa_user_sgpr_count 32']),
    ('gfx802', REQ + ['.amdhsa_user_sgpr_count 1', '.amdhsa_user_sgpr_private_segment_buffer 1']),
    ('gfx802', REQ + ['.amdhsa_user_sgpr_private_segment_buffer 1', '.amdhsa_user_sgpr_dispatch_ptr 1', '.amdhsa_user_sgpr_queue_ptr 1',
                      '.amdhsa_user_sgpr_kernarg_segment_ptr 1', '.amdhsa_user_sgpr_dispatch_id 1', '.amdhsa_user_sgpr_flat_scratch_init 1',
                      '.amdhsa_user_sgpr_private_segment_size 1']),
    ('gfx802', REQ + ['.amdhsa_exception_fp_ieee_invalid_op 1', '.amdhsa_exception_int_div_zero 1', '.amdhsa_system_sgpr_workgroup_id_x 0',
                      '.amdhsa_system_sgpr_workgroup_info 1', '.amdhsa_system_sgpr_private_segment_wavefront_offset 1']),
    ('gfx802', ['.amdhsa_next_free_vgpr 300', '.amdhsa_next_free_sgpr 300']),
    ('gfx802', ['.amdhsa_next_free_vgpr 256', '.amdhsa_next_free_sgpr 1']),
    ('gfx802', ['.amdhsa_next_free_vgpr 257', '.amdhsa_next_free_sgpr 1']),
    ('gfx802', ['.amdhsa_next_free_vgpr 1', '.amdhsa_next_free_sgpr -1']),
    ('gfx802', ['.amdhsa_next_free_vgpr 0', '.amdhsa_next_free_sgpr 0']),
]
for cpu in ['gfx600', 'gfx602', 'gfx700', 'gfx705', 'gfx801', 'gfx802', 'gfx803', 'gfx805', 'gfx810']:
    for n in sorted({0, 1, 9, 10, 17, 90, 91, 92, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 120, 128}):
        KD_CASES.append((cpu, ['.amdhsa_next_free_vgpr 5', f'.amdhsa_next_free_sgpr {n}']))
        KD_CASES.append((cpu, ['.amdhsa_next_free_vgpr 5', f'.amdhsa_next_free_sgpr {n}', '.amdhsa_reserve_vcc 0']
                         + (['.amdhsa_reserve_flat_scratch 0'] if cpu != 'gfx600' else [])))

kd = []
for cpu, dirs in KD_CASES:
    src = '\t.amdhsa_kernel k\n' + ''.join(f'\t\t{d}\n' for d in dirs) + '\t.end_amdhsa_kernel\n'
    r = mc(src, HSA + [f'-mcpu={cpu}'])
    case = {'cpu': cpu, 'directives': dirs}
    if 'elf' in r: case['descriptor'] = section(r['elf'], '.text')[:64].hex()
    else: case.update(r)
    kd.append(case)

# --- .amd_kernel_code_t (code object v2): the default header per processor, and a bad key.
codet = []
for cpu in ['gfx600', 'gfx701', 'gfx802', 'gfx801', 'gfx810']:
    r = mc('\t.amd_kernel_code_t\n\t.end_amd_kernel_code_t\n', HSA + [f'-mcpu={cpu}', '--amdhsa-code-object-version=2'])
    codet.append({'cpu': cpu, 'keys': [], 'header': section(r['elf'], '.text')[:256].hex()})
for keys in [['wavefront_sgpr_count = 70000', 'granulated_lds_size = 1023', 'call_convention = 5'], ['bogus_key = 1']]:
    src = '\t.amd_kernel_code_t\n' + ''.join(f'\t\t{k}\n' for k in keys) + '\t.end_amd_kernel_code_t\n'
    r = mc(src, HSA + ['-mcpu=gfx802', '--amdhsa-code-object-version=2'])
    case = {'cpu': 'gfx802', 'keys': keys}
    if 'elf' in r: case['header'] = section(r['elf'], '.text')[:256].hex()
    else: case.update(r)
    codet.append(case)

# --- metadata scalars: the value of an extra kernel key `zz`, and the whole MessagePack document.
KERNEL = ['.name: k', '.symbol: k.kd', '.kernarg_segment_size: 0', '.group_segment_fixed_size: 0',
          '.private_segment_fixed_size: 0', '.kernarg_segment_align: 4', '.wavefront_size: 64', '.sgpr_count: 1',
          '.vgpr_count: 1', '.max_flat_workgroup_size: 256']
SCALARS = ['1', '~', 'null', '!str n', 'n', 'N', 'no', 'off', 'yes', 'Yes', 'on', 'y', 'true', 'True', 'TRUE', 'false',
           '1.5', '0.1', '1e3', '1.0', '+5', '.inf', 'inf', 'nan', '0x10', '0X1f', '0b101', '0o17', '010', '09', '-0', '-1',
           '-32', '-33', '-128', '-129', '-200', '-40000', '-3000000000', '127', '128', '255', '256', '300', '65535',
           '65536', '70000', '4294967295', '4294967296', '18446744073709551615', "'1'", '"2"', "''", 'hello world',
           'a' * 31, 'a' * 32, 'a' * 40, 'a' * 300, '[ 1, 2, 3 ]', '[ ]', '!str 12']
meta = []
for s in SCALARS:
    yaml = '---\namdhsa.kernels:\n' + ''.join(('  - ' if i == 0 else '    ') + l + '\n' for i, l in enumerate(KERNEL)) \
        + f'    zz: {s}\n' + 'amdhsa.version:\n  - 1\n  - 1\n...\n'
    r = mc('\t.amdgcn_target "amdgcn-amd-amdhsa--gfx802"\n\t.amdgpu_metadata\n' + yaml + '\t.end_amdgpu_metadata\n', HSA + ['-mcpu=gfx802'])
    case = {'scalar': s, 'yaml': yaml}
    if 'elf' in r:
        note = section(r['elf'], '.note')
        namesz, descsz = struct.unpack_from('<II', note, 0)
        case['msgpack'] = note[12 + ((namesz + 3) & ~3):][:descsz].hex()
    else: case.update(r)
    meta.append(case)

# --- the metadata verifier: documents llvm-mc accepts (MessagePack) or rejects (error, line, col).
BASE = {'.name': 'k', '.symbol': 'k.kd', '.kernarg_segment_size': '0', '.group_segment_fixed_size': '0',
        '.private_segment_fixed_size': '0', '.kernarg_segment_align': '4', '.wavefront_size': '64', '.sgpr_count': '1',
        '.vgpr_count': '1', '.max_flat_workgroup_size': '256'}
ARG = {'.size': '8', '.offset': '0', '.value_kind': 'by_value'}

def verify_yaml(kernel_extra=None, drop=(), top=None, topdrop=(), args=None):
    k = {a: b for a, b in BASE.items() if a not in drop}
    k.update(kernel_extra or {})
    tops = {'amdhsa.kernels': None, 'amdhsa.version': '\n  - 1\n  - 1'}
    for d in topdrop: tops.pop(d)
    tops.update(top or {})
    y = '---\n'
    for t, v in tops.items():
        if t != 'amdhsa.kernels':
            y += f'{t}:{v}\n'
            continue
        y += 'amdhsa.kernels:\n' + ''.join(('  - ' if i == 0 else '    ') + f'{a}: {b}\n' for i, (a, b) in enumerate(k.items()))
        if args is not None:
            y += '    .args:\n' + ''.join(('      - ' if i == 0 else '        ') + f'{a}: {b}\n' for i, (a, b) in enumerate(args.items()))
    return y + '...\n'

VERIFY = [
    {}, dict(drop=['.max_flat_workgroup_size']), dict(drop=['.sgpr_count']), dict(drop=['.name']), dict(drop=['.symbol']),
    dict(topdrop=['amdhsa.kernels']), dict(topdrop=['amdhsa.version']), dict(top={'zz': ' 1'}),
    dict(top={'amdhsa.version': '\n  - 1\n  - 1\n  - 1'}), dict(top={'amdhsa.version': ' [ 1, x ]'}),
    dict(top={'amdhsa.printf': '\n  - 1:1:4:%d'}), dict(top={'amdhsa.printf': '\n  - 5'}), dict(top={'amdhsa.globals': ' 5'}),
    dict(kernel_extra={'.name': '1'}), dict(kernel_extra={'.name': 'n'}), dict(kernel_extra={'.name': '!str n'}),
    dict(kernel_extra={'.sgpr_count': '!str 5'}), dict(kernel_extra={'.sgpr_count': '!str 0x20'}), dict(kernel_extra={'.sgpr_count': '1.5'}),
    dict(kernel_extra={'.sgpr_count': '-5'}), dict(kernel_extra={'.sgpr_count': 'x'}), dict(kernel_extra={'.language': 'Foo'}),
    dict(kernel_extra={'.language': 'OpenCL C'}), dict(kernel_extra={'.language': 'HIP'}), dict(kernel_extra={'.language_version': '[ 1 ]'}),
    dict(kernel_extra={'.language_version': '[ 2, 0 ]'}), dict(kernel_extra={'.reqd_workgroup_size': '[ 1, 1 ]'}),
    dict(kernel_extra={'.reqd_workgroup_size': '[ 64, 1, 1 ]'}), dict(kernel_extra={'.workgroup_size_hint': '[ 1, 1 ]'}),
    dict(kernel_extra={'.vec_type_hint': '5'}), dict(kernel_extra={'.vec_type_hint': 'int'}), dict(kernel_extra={'.device_enqueue_symbol': '5'}),
    dict(kernel_extra={'.uses_dynamic_stack': '5'}), dict(kernel_extra={'.workgroup_processor_mode': 'x'}),
    dict(kernel_extra={'.uniform_work_group_size': 'x'}), dict(kernel_extra={'.cluster_dims': '[ 1 ]'}), dict(kernel_extra={'.kind': '5'}),
    dict(kernel_extra={'.sgpr_spill_count': 'x'}), dict(kernel_extra={'.args': '5'}), dict(args=ARG),
    dict(args={'.offset': '0', '.value_kind': 'by_value'}), dict(args={**ARG, '.size': '!str 8'}),
    dict(args={**ARG, '.value_type': 'bogus'}), dict(args={**ARG, '.address_space': 'bogus'}), dict(args={**ARG, '.address_space': 'region'}),
    dict(args={**ARG, '.access': 'bogus'}), dict(args={**ARG, '.access': 'read_only'}), dict(args={**ARG, '.actual_access': 'bogus'}),
    dict(args={**ARG, '.is_const': '1'}), dict(args={**ARG, '.is_const': 'true'}), dict(args={**ARG, '.is_pipe': 'x'}),
    dict(args={**ARG, '.pointee_align': 'x'}), dict(args={**ARG, '.name': '5'}), dict(args={**ARG, '.type_name': '5'}),
    dict(args={**ARG, '.type_name': "'int*'"}),
] + [dict(args={**ARG, '.value_kind': vk}) for vk in [
    'bogus', 'global_buffer', 'dynamic_shared_pointer', 'sampler', 'image', 'pipe', 'queue', 'hidden_block_count_x',
    'hidden_group_size_z', 'hidden_remainder_y', 'hidden_global_offset_x', 'hidden_grid_dims', 'hidden_none',
    'hidden_printf_buffer', 'hidden_hostcall_buffer', 'hidden_default_queue', 'hidden_completion_action',
    'hidden_multigrid_sync_arg', 'hidden_private_base', 'hidden_shared_base', 'hidden_queue_ptr', 'hidden_heap_v1',
    'hidden_dynamic_lds_size']]
verify = []
for kw in VERIFY:
    yaml = verify_yaml(**kw)
    r = mc('\t.amdgcn_target "amdgcn-amd-amdhsa--gfx802"\n\t.amdgpu_metadata\n' + yaml + '\t.end_amdgpu_metadata\n', HSA + ['-mcpu=gfx802'])
    case = {'yaml': yaml}
    if 'elf' in r:
        note = section(r['elf'], '.note')
        namesz, descsz = struct.unpack_from('<II', note, 0)
        case['msgpack'] = note[12 + ((namesz + 3) & ~3):][:descsz].hex()
    else: case.update(r)
    verify.append(case)

# --- v2 metadata: the YAML text llvm-mc writes back (NT_AMD_HSA_METADATA) for documents not in its own layout.
V2_DOCS = [
    """---
Version: [1, 0]
Kernels:
  - Name: k
    SymbolName: 'k@kd'
    CodeProps: { KernargSegmentSize: 8, GroupSegmentFixedSize: 0, PrivateSegmentFixedSize: 0, KernargSegmentAlign: 8, WavefrontSize: 64, NumSGPRs: 10, NumVGPRs: 3, MaxFlatWorkGroupSize: 256 }
    Args:
      - { Name: x, Size: 8, Align: 8, ValueKind: GlobalBuffer, AddrSpaceQual: Global }
...
""",
    """---
Version: [1, 0]
Printf: [ '1:1:4:%d', "2:0:" ]
Kernels:
  - Name: k
    SymbolName: 'k@kd'
    Language: OpenCL C
    LanguageVersion: [ 2, 0 ]
    Attrs: { ReqdWorkGroupSize: [ 1, 2, 3 ], WorkGroupSizeHint: [ 4, 5, 6 ], VecTypeHint: int, RuntimeHandle: rh }
    CodeProps: { KernargSegmentSize: 0, GroupSegmentFixedSize: 0, PrivateSegmentFixedSize: 0, KernargSegmentAlign: 0, WavefrontSize: 0, NumSGPRs: 0, NumVGPRs: 0, MaxFlatWorkGroupSize: 0, IsDynamicCallStack: false, IsXNACKEnabled: false, NumSpilledSGPRs: 0, NumSpilledVGPRs: 0 }
    DebugProps: { DebuggerABIVersion: [ 1, 0 ], ReservedNumVGPRs: 0, ReservedFirstVGPR: 0, PrivateSegmentBufferSGPR: 0, WavefrontPrivateSegmentOffsetSGPR: 0 }
    Args:
      - { Name: x, TypeName: 'int*', Size: 8, Align: 8, ValueKind: GlobalBuffer, ValueType: I32, PointeeAlign: 4, AddrSpaceQual: Global, AccQual: ReadOnly, ActualAccQual: ReadWrite, IsConst: true, IsRestrict: true, IsVolatile: true, IsPipe: true }
      - { Size: 0, Align: 0, ValueKind: ByValue }
  - Name: k2
    SymbolName: 'k2@kd'
    CodeProps: { KernargSegmentSize: 1, GroupSegmentFixedSize: 2, PrivateSegmentFixedSize: 3, KernargSegmentAlign: 4, WavefrontSize: 5, NumSGPRs: 6, NumVGPRs: 7, MaxFlatWorkGroupSize: 8, IsDynamicCallStack: true, IsXNACKEnabled: true, NumSpilledSGPRs: 9, NumSpilledVGPRs: 10 }
    DebugProps: { ReservedNumVGPRs: 1, ReservedFirstVGPR: 2, PrivateSegmentBufferSGPR: 3, WavefrontPrivateSegmentOffsetSGPR: 4 }
  - Name: k3
    SymbolName: 'k3@kd'
...
""",
    """---
Version: [ 1, 0 ]
Kernels:
  - Name: kk
    SymbolName: kk
    DebugProps:
      DebuggerABIVersion: [ 1, 0 ]
      ReservedNumVGPRs: 4
      ReservedFirstVGPR: 65535
    Args:
      - Name: a b
        TypeName: float
        Size: 4
        Align: 4
        ValueKind: ByValue
        AccQual: Default
      - Size: 8
        Align: 8
        ValueKind: HiddenGlobalOffsetX
...
""",
]
v2 = []
for doc in V2_DOCS:
    r = mc('\t.amd_amdgpu_hsa_metadata\n' + doc + '\t.end_amd_amdgpu_hsa_metadata\n', HSA + ['-mcpu=gfx802', '--amdhsa-code-object-version=2'])
    note = section(r['elf'], '.note')
    namesz, descsz = struct.unpack_from('<II', note, 0)
    v2.append({'yaml': doc, 'text': note[12 + ((namesz + 3) & ~3):][:descsz].decode()})

# --- whole objects from small sources in tiny/ (ours): name -> llvm-mc options.
TINY = {
    'v4-gfx801-xnack': HSA + ['-mcpu=gfx801', '-mattr=+xnack', '--amdhsa-code-object-version=4'],
    'v3-gfx801-xnack': HSA + ['-mcpu=gfx801', '-mattr=+xnack', '--amdhsa-code-object-version=3'],
    'v2-gfx801': HSA + ['-mcpu=gfx801', '--amdhsa-code-object-version=2'],
    'mesa-gfx600': ['-triple=amdgcn-mesa-mesa3d', '-mcpu=gfx600'],
    'empty-v4-gfx802': HSA + ['-mcpu=gfx802'],
    'empty-mesa-gfx810': ['-triple=amdgcn-mesa-mesa3d', '-mcpu=gfx810'],
    'abs-common-v4': HSA + ['-mcpu=gfx802'],
    'undefined-kernel-v4': HSA + ['-mcpu=gfx802'],
}
here = os.path.dirname(os.path.abspath(__file__))
tiny = {}
for name, args in TINY.items():
    r = mc(open(os.path.join(here, 'tiny', name + '.s')).read(), args)
    open(os.path.join(here, 'tiny', name + '.o'), 'wb').write(r['elf'])
    tiny[name] = 'llvm-mc -filetype=obj ' + ' '.join(args)

version = subprocess.run([MC, '--version'], capture_output=True, text=True).stdout.split('\n')
out = {'tool': next((l.strip() for l in version if 'LLVM version' in l), MC),
       'tiny': tiny, 'amdhsa_kernel': kd, 'amd_kernel_code_t': codet, 'metadata': meta, 'metadata_verify': verify, 'hsa_metadata_v2': v2}
json.dump(out, open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'llvm-mc.json'), 'w'), indent=1)
print(len(kd), len(codet), len(meta))
