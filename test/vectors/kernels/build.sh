#!/bin/sh
# Regenerates the code objects in obj/ from the IR in ir/ with LLVM 14:
#   llvm-link (the module's entries + its bodies + gpu-common, bodies internalised)
#   -> opt -O2 -> llc, for tahiti, hawaii and tonga, as
#   HSA code objects v4 (llc 14's default), unlinked (.o) and linked with
#   ld.lld -shared (.so), for every module; for the modules in CONTAINERS also
#   v3 and v2 (.o and .so) and a Mesa (amdgcn-mesa-mesa3d) .o. (The full set
#   for every module would be about 700 KB; the code does not change with the
#   container, so two modules carry the container variety.)
# Usage: sh build.sh   (tools: LLVM_BIN, default /usr/lib/llvm-14/bin)
set -eu
cd "$(dirname "$0")"
BIN=${LLVM_BIN:-/usr/lib/llvm-14/bin}
LLD=${LD_LLD:-$BIN/ld.lld}
MODULES="elementwise lds atomics control scratch grid math"
CPUS="tahiti hawaii tonga"
CONTAINERS="elementwise lds"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p obj asm mc
for m in $MODULES; do
  "$BIN/llvm-link" --suppress-warnings "ir/$m.gpu.ll" --internalize "ir/$m.body.ll" ir/gpu-common.ll -o "$tmp/$m.bc"
  for cpu in $CPUS; do
    case " $CONTAINERS " in *" $m "*) full=1; versions="4 3 2" ;; *) full=0; versions=4 ;; esac
    "$BIN/opt" -O2 -mtriple=amdgcn-amd-amdhsa -mcpu=$cpu "$tmp/$m.bc" -o "$tmp/$m.$cpu.hsa.bc"
    for v in $versions; do
      "$BIN/llc" -O2 -mtriple=amdgcn-amd-amdhsa -mcpu=$cpu --amdhsa-code-object-version=$v \
        -filetype=obj "$tmp/$m.$cpu.hsa.bc" -o "obj/$m.$cpu.v$v.o"
      "$LLD" -shared "obj/$m.$cpu.v$v.o" -o "obj/$m.$cpu.v$v.so"
      # llc's assembly for the same module, and what llvm-mc makes of it (the assembler's vectors)
      "$BIN/llc" -O2 -mtriple=amdgcn-amd-amdhsa -mcpu=$cpu --amdhsa-code-object-version=$v \
        -filetype=asm "$tmp/$m.$cpu.hsa.bc" -o "asm/$m.$cpu.v$v.s"
      "$BIN/llvm-mc" -triple=amdgcn-amd-amdhsa -mcpu=$cpu --amdhsa-code-object-version=$v \
        -filetype=obj "asm/$m.$cpu.v$v.s" -o "mc/$m.$cpu.v$v.o"
    done
    [ $full = 1 ] || continue
    "$BIN/opt" -O2 -mtriple=amdgcn-mesa-mesa3d -mcpu=$cpu "$tmp/$m.bc" -o "$tmp/$m.$cpu.mesa.bc"
    "$BIN/llc" -O2 -mtriple=amdgcn-mesa-mesa3d -mcpu=$cpu -filetype=obj "$tmp/$m.$cpu.mesa.bc" -o "obj/$m.$cpu.mesa.o"
    "$BIN/llc" -O2 -mtriple=amdgcn-mesa-mesa3d -mcpu=$cpu -filetype=asm "$tmp/$m.$cpu.mesa.bc" -o "asm/$m.$cpu.mesa.s"
    "$BIN/llvm-mc" -triple=amdgcn-mesa-mesa3d -mcpu=$cpu -filetype=obj "asm/$m.$cpu.mesa.s" -o "mc/$m.$cpu.mesa.o"
  done
done
