#!/usr/bin/env python3
"""Records what LLVM 14 and clrxdisasm say about the objects in obj/, as the
expectations of gcnkit's tests (test/vectors/kernels/expected/):

  readelf.json.gz         llvm-readobj 14 facts per object: ELF header, sections,
                          symbols (.symtab and .dynsym), relocations, notes
  llc-directives.json.gz  per object, the kernel header directives of llc 14's own
                          assembly output for the same IR and options
                          (.amdhsa_kernel blocks for v3/v4, .amd_kernel_code_t for v2/Mesa)
  objdump-tonga.jsonl.gz  llvm-objdump 14 -d of every tonga object
  clrxdisasm.jsonl.gz     clrxdisasm -r -A gcn1.x of the raw .text of every object
                          (one record per distinct .text and generation)

Usage: python3 record.py   (tools: LLVM_BIN, default /usr/lib/llvm-14/bin;
CLRXDISASM, default /tmp/clrx/build/programs/clrxdisasm)
"""
import contextlib, gzip, hashlib, io, json, os, re, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
BIN = os.environ.get('LLVM_BIN', '/usr/lib/llvm-14/bin')
CLRXDISASM = os.environ.get('CLRXDISASM', '/tmp/clrx/build/programs/clrxdisasm')
GEN = {'tahiti': 'gcn1.0', 'hawaii': 'gcn1.1', 'tonga': 'gcn1.2'}


@contextlib.contextmanager
def gz_text(path):
    """A gzip text writer with no time stamp or file name in it, so re-recording is byte-identical."""
    with open(path, 'wb') as raw, gzip.GzipFile(filename='', mode='wb', fileobj=raw, mtime=0, compresslevel=9) as gz, \
            io.TextIOWrapper(gz, encoding='utf-8') as text:
        yield text


def run(*args, **kw):
    return subprocess.run(args, check=True, capture_output=True, text=kw.pop('text', True), **kw).stdout


def objects():
    return sorted(f for f in os.listdir(os.path.join(HERE, 'obj')) if f.endswith('.o') or f.endswith('.so'))


def keep_pairs(pairs):
    # llvm-readobj repeats the key "Note" inside a note section: keep every pair too.
    d = dict(pairs)
    d['__pairs__'] = pairs
    return d


def readobj_json(path, *opts):
    d = json.loads(run(f'{BIN}/llvm-readobj', '--elf-output-style=JSON', *opts, path), object_pairs_hook=keep_pairs)
    return d[0]['__pairs__'][0][1]


def relocations(path):
    """llvm-readobj -r (LLVM style; its JSON form is broken in LLVM 14)."""
    out, section = [], None
    for line in run(f'{BIN}/llvm-readobj', '-r', path).splitlines():
        m = re.match(r'\s*Section \(\d+\) (\S+) \{', line)
        if m:
            section = m.group(1)
            continue
        m = re.match(r'\s*0x([0-9A-F]+) (\S+) (\S+) 0x([0-9A-F]+)$', line)
        if m and section:
            out.append({'section': section, 'offset': int(m.group(1), 16), 'type': m.group(2),
                        'symbol': m.group(3), 'addend': int(m.group(4), 16)})
    return out


def facts(path):
    d = readobj_json(path, '-h', '-S', '-s', '--dyn-syms', '-n')
    h = d['ElfHeader']
    sections = [{'index': s['Section']['Index'], 'name': s['Section']['Name']['Value'],
                 'type': s['Section']['Type']['RawValue'], 'address': s['Section']['Address'],
                 'offset': s['Section']['Offset'], 'size': s['Section']['Size']} for s in d.get('Sections', [])]

    def syms(key):
        out = []
        for e in d.get(key, [])[1:]:
            s = e['Symbol']
            out.append({'name': s['Name']['Value'], 'value': s['Value'], 'size': s['Size'],
                        'type': s['Type']['RawValue'], 'bind': s['Binding']['RawValue'],
                        'section': s['Section']['Value']})
        return out

    notes = []
    for ns in d.get('Notes', []):
        for k, note in ns['NoteSection']['__pairs__']:
            if k != 'Note':
                continue
            n = {'owner': note['Owner'], 'size': note['Data size'], 'type': note['Type']}
            for key in ('AMD HSA ISA Name', 'AMD HSA ISA Version', 'AMD HSA Code Object Version'):
                if key in note:
                    n['value'] = note[key]
            notes.append(n)
    return {
        'osabi': h['Ident']['OS/ABI']['RawValue'], 'abiVersion': h['Ident']['ABIVersion'],
        'type': h['Type'], 'machine': h['Machine']['RawValue'], 'flags': h['Flags']['RawFlags'],
        'sections': sections, 'symtab': syms('Symbols'), 'dynsym': syms('DynamicSymbols'),
        'relocations': relocations(path), 'notes': notes,
    }


def llc_directives(name, tmp):
    """The header directives llc writes for this object's module, cpu and container."""
    module, cpu, var = name.split('.')[:3]
    ir = os.path.join(HERE, 'ir')
    bc = os.path.join(tmp, f'{module}.bc')
    if not os.path.exists(bc):
        run(f'{BIN}/llvm-link', '--suppress-warnings', f'{ir}/{module}.gpu.ll', '--internalize',
            f'{ir}/{module}.body.ll', f'{ir}/gpu-common.ll', '-o', bc)
    triple = 'amdgcn-mesa-mesa3d' if var == 'mesa' else 'amdgcn-amd-amdhsa'
    opt_bc = os.path.join(tmp, f'{module}.{cpu}.{triple}.bc')
    if not os.path.exists(opt_bc):
        run(f'{BIN}/opt', '-O2', f'-mtriple={triple}', f'-mcpu={cpu}', bc, '-o', opt_bc)
    extra = [] if var == 'mesa' else [f'--amdhsa-code-object-version={var[1:]}']
    asm = run(f'{BIN}/llc', '-O2', f'-mtriple={triple}', f'-mcpu={cpu}', *extra, opt_bc, '-o', '-')
    kernels, current, block, label = {}, None, None, None
    for line in asm.splitlines():
        t = line.strip()
        m = re.match(r'^([A-Za-z_.$][\w.$]*):', line)
        if m:
            label = m.group(1)
        if t.startswith('.amdhsa_kernel '):
            current, block = t.split()[1], {'block': 'amdhsa_kernel', 'values': {}}
        elif t == '.amd_kernel_code_t':
            current, block = label, {'block': 'amd_kernel_code_t', 'values': {}}
        elif t in ('.end_amdhsa_kernel', '.end_amd_kernel_code_t'):
            kernels[current] = block
            current = block = None
        elif block is not None:
            if block['block'] == 'amdhsa_kernel':
                k, v = t.split()
            else:
                k, v = [x.strip() for x in t.split('=')]
            block['values'][k] = int(v)
    return kernels


def main():
    out = os.path.join(HERE, 'expected')
    os.makedirs(out, exist_ok=True)
    names = objects()
    with tempfile.TemporaryDirectory() as tmp:
        readelf = {n: facts(os.path.join(HERE, 'obj', n)) for n in names}
        # Directive values keep llc's order (not sorted).
        directives = {n: dict(sorted(llc_directives(n, tmp).items())) for n in names if not n.endswith('.so')}
        with gz_text(os.path.join(out, 'readelf.json.gz')) as f:
            json.dump(readelf, f, indent=1, sort_keys=True)
            f.write('\n')
        with gz_text(os.path.join(out, 'llc-directives.json.gz')) as f:
            json.dump(directives, f, indent=1)
            f.write('\n')
        with gz_text(os.path.join(out, 'objdump-tonga.jsonl.gz')) as f:
            for n in names:
                if '.tonga.' not in n:
                    continue
                text = run(f'{BIN}/llvm-objdump', '-d', os.path.join('obj', n), cwd=HERE)
                f.write(json.dumps({'object': n, 'text': text}) + '\n')
        texts = {}
        for n in names:
            t = os.path.join(tmp, 'text.bin')
            run(f'{BIN}/llvm-objcopy', '-O', 'binary', '--only-section=.text', os.path.join(HERE, 'obj', n), t)
            data = open(t, 'rb').read()
            key = (hashlib.sha256(data).hexdigest(), GEN[n.split('.')[1]])
            texts.setdefault(key, {'data': data, 'objects': []})['objects'].append(n)
        with gz_text(os.path.join(out, 'clrxdisasm.jsonl.gz')) as f:
            for (sha, gen), v in sorted(texts.items(), key=lambda kv: kv[1]['objects'][0]):
                t = os.path.join(tmp, 'text.bin')
                open(t, 'wb').write(v['data'])
                text = run(CLRXDISASM, '-r', '-A', gen, t)
                # The first line names the temporary file; keep the rest.
                text = re.sub(r"^/\* Disassembling '[^']*' \*/\n", '', text)
                f.write(json.dumps({'sha256': sha, 'gen': gen, 'objects': v['objects'], 'size': len(v['data']),
                                    'text': text}) + '\n')


if __name__ == '__main__':
    sys.exit(main())
