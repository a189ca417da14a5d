; Kernels that share data through LDS (the group segment) and barriers.
; A kernel with P phases is run as: for phase in 0..P-1 { every work-item of
; the group runs the body with that phase; then the group waits at a barrier }.
; The LDS buffer comes in as %lds (the GPU entry passes its group-segment
; array; a host passes one zero-initialised buffer per group).

declare float @llvm.maxnum.f32(float, float)

; 9 phases, group size 128: out[group] = sum of in[] over the group.
define void @reduce_sum_body(i32 addrspace(1)* %out, i32 addrspace(1)* %in, i32 addrspace(3)* %lds,
    i32 %phase, i32 %gx, i32 %gy, i32 %gz, i32 %lx, i32 %ly, i32 %lz, i32 %wx, i32 %wy, i32 %wz,
    i32 %lsx, i32 %lsy, i32 %lsz, i32 %gsx, i32 %gsy, i32 %gsz) alwaysinline {
  %mine = getelementptr i32, i32 addrspace(3)* %lds, i32 %lx
  %first = icmp eq i32 %phase, 0
  br i1 %first, label %load, label %notload
load:
  %pin = getelementptr i32, i32 addrspace(1)* %in, i32 %gx
  %v = load i32, i32 addrspace(1)* %pin
  store i32 %v, i32 addrspace(3)* %mine
  ret void
notload:
  %last = icmp eq i32 %phase, 8
  br i1 %last, label %write, label %step
step:
  ; phase p (1..7) folds the upper half of the 2^(8-p) live entries onto the lower half
  %s = lshr i32 %lsx, %phase
  %active = icmp ult i32 %lx, %s
  br i1 %active, label %add, label %done
add:
  %oi = add i32 %lx, %s
  %other = getelementptr i32, i32 addrspace(3)* %lds, i32 %oi
  %a = load i32, i32 addrspace(3)* %mine
  %b = load i32, i32 addrspace(3)* %other
  %sum = add i32 %a, %b
  store i32 %sum, i32 addrspace(3)* %mine
  br label %done
write:
  %lead = icmp eq i32 %lx, 0
  br i1 %lead, label %store, label %done
store:
  %total = load i32, i32 addrspace(3)* %lds
  %pout = getelementptr i32, i32 addrspace(1)* %out, i32 %wx
  store i32 %total, i32 addrspace(1)* %pout
  br label %done
done:
  ret void
}

; 2 phases: each item stores in[]; then item 0 of the group scans the group's
; values serially and writes their maximum (maxnum) to out[group].
define void @reduce_fmax_body(float addrspace(1)* %out, float addrspace(1)* %in, float addrspace(3)* %lds,
    i32 %phase, i32 %gx, i32 %gy, i32 %gz, i32 %lx, i32 %ly, i32 %lz, i32 %wx, i32 %wy, i32 %wz,
    i32 %lsx, i32 %lsy, i32 %lsz, i32 %gsx, i32 %gsy, i32 %gsz) alwaysinline {
  %first = icmp eq i32 %phase, 0
  br i1 %first, label %load, label %scan
load:
  %pin = getelementptr float, float addrspace(1)* %in, i32 %gx
  %v = load float, float addrspace(1)* %pin
  %mine = getelementptr float, float addrspace(3)* %lds, i32 %lx
  store float %v, float addrspace(3)* %mine
  ret void
scan:
  %lead = icmp eq i32 %lx, 0
  br i1 %lead, label %loop.pre, label %done
loop.pre:
  %m0 = load float, float addrspace(3)* %lds
  br label %loop
loop:
  %i = phi i32 [ 1, %loop.pre ], [ %inext, %loop ]
  %m = phi float [ %m0, %loop.pre ], [ %mnext, %loop ]
  %p = getelementptr float, float addrspace(3)* %lds, i32 %i
  %x = load float, float addrspace(3)* %p
  %mnext = call float @llvm.maxnum.f32(float %m, float %x)
  %inext = add i32 %i, 1
  %more = icmp ult i32 %inext, %lsx
  br i1 %more, label %loop, label %store
store:
  %pout = getelementptr float, float addrspace(1)* %out, i32 %wx
  store float %mnext, float addrspace(1)* %pout
  br label %done
done:
  ret void
}

; 3 phases: LDS counters lds[0..4] = {0, INT_MAX, INT_MIN, 0, 0.0f}; every item
; applies add, min, max, or (its in[]) and fadd (in[] as a float, small integers
; keep it exact in any order); item k < 5 writes counter k to out[5*group + k].
define void @lds_atomics_body(i32 addrspace(1)* %out, i32 addrspace(1)* %in, i32 addrspace(3)* %lds,
    i32 %phase, i32 %gx, i32 %gy, i32 %gz, i32 %lx, i32 %ly, i32 %lz, i32 %wx, i32 %wy, i32 %wz,
    i32 %lsx, i32 %lsy, i32 %lsz, i32 %gsx, i32 %gsy, i32 %gsz) alwaysinline {
  %c1 = getelementptr i32, i32 addrspace(3)* %lds, i32 1
  %c2 = getelementptr i32, i32 addrspace(3)* %lds, i32 2
  %c3 = getelementptr i32, i32 addrspace(3)* %lds, i32 3
  %c4 = getelementptr i32, i32 addrspace(3)* %lds, i32 4
  %c4f = bitcast i32 addrspace(3)* %c4 to float addrspace(3)*
  switch i32 %phase, label %done [ i32 0, label %init
                                   i32 1, label %update
                                   i32 2, label %write ]
init:
  %lead = icmp eq i32 %lx, 0
  br i1 %lead, label %init.do, label %done
init.do:
  store i32 0, i32 addrspace(3)* %lds
  store i32 2147483647, i32 addrspace(3)* %c1
  store i32 -2147483648, i32 addrspace(3)* %c2
  store i32 0, i32 addrspace(3)* %c3
  store float 0.0, float addrspace(3)* %c4f
  br label %done
update:
  %pin = getelementptr i32, i32 addrspace(1)* %in, i32 %gx
  %v = load i32, i32 addrspace(1)* %pin
  %o0 = atomicrmw add i32 addrspace(3)* %lds, i32 %v monotonic
  %o1 = atomicrmw min i32 addrspace(3)* %c1, i32 %v monotonic
  %o2 = atomicrmw max i32 addrspace(3)* %c2, i32 %v monotonic
  %o3 = atomicrmw or i32 addrspace(3)* %c3, i32 %v monotonic
  %vf = sitofp i32 %v to float
  %o4 = atomicrmw fadd float addrspace(3)* %c4f, float %vf monotonic
  br label %done
write:
  %writer = icmp ult i32 %lx, 5
  br i1 %writer, label %write.do, label %done
write.do:
  %pc = getelementptr i32, i32 addrspace(3)* %lds, i32 %lx
  %cv = load i32, i32 addrspace(3)* %pc
  %base = mul i32 %wx, 5
  %oi = add i32 %base, %lx
  %pout = getelementptr i32, i32 addrspace(1)* %out, i32 %oi
  store i32 %cv, i32 addrspace(1)* %pout
  br label %done
done:
  ret void
}

; 2 phases, 2-D groups of 16x16: out = transpose of in, where in is a
; (grid y) x (grid x) row-major matrix. The tile has 17 columns (no bank conflicts).
define void @transpose_body(float addrspace(1)* %out, float addrspace(1)* %in, float addrspace(3)* %lds,
    i32 %phase, i32 %gx, i32 %gy, i32 %gz, i32 %lx, i32 %ly, i32 %lz, i32 %wx, i32 %wy, i32 %wz,
    i32 %lsx, i32 %lsy, i32 %lsz, i32 %gsx, i32 %gsy, i32 %gsz) alwaysinline {
  %first = icmp eq i32 %phase, 0
  br i1 %first, label %load, label %store
load:
  %row = mul i32 %gy, %gsx
  %src = add i32 %row, %gx
  %pin = getelementptr float, float addrspace(1)* %in, i32 %src
  %v = load float, float addrspace(1)* %pin
  %trow = mul i32 %ly, 17
  %tidx = add i32 %trow, %lx
  %pt = getelementptr float, float addrspace(3)* %lds, i32 %tidx
  store float %v, float addrspace(3)* %pt
  ret void
store:
  ; out[(wx*16 + ly) * gsy + wy*16 + lx] = tile[lx][ly]
  %t2row = mul i32 %lx, 17
  %t2idx = add i32 %t2row, %ly
  %pt2 = getelementptr float, float addrspace(3)* %lds, i32 %t2idx
  %w = load float, float addrspace(3)* %pt2
  %ox = mul i32 %wx, 16
  %orow = add i32 %ox, %ly
  %orowoff = mul i32 %orow, %gsy
  %oy = mul i32 %wy, 16
  %ocol = add i32 %oy, %lx
  %dst = add i32 %orowoff, %ocol
  %pout = getelementptr float, float addrspace(1)* %out, i32 %dst
  store float %w, float addrspace(1)* %pout
  ret void
}
