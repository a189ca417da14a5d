; Private (per-work-item) arrays indexed at run time: they live in scratch
; memory. The array comes in as %priv (the GPU entry passes an alloca in the
; private address space; a host passes a local array). The sort and table
; loops carry llvm.loop.unroll.disable so that they stay loops on the GPU.

; Sorts the 32 values in[32*i .. 32*i+31] by insertion sort in a private
; array and writes them to out[32*i ..].
define void @private_sort_body(i32 addrspace(1)* %out, i32 addrspace(1)* %in, i32 addrspace(5)* %priv,
    i32 %phase, i32 %gx, i32 %gy, i32 %gz, i32 %lx, i32 %ly, i32 %lz, i32 %wx, i32 %wy, i32 %wz,
    i32 %lsx, i32 %lsy, i32 %lsz, i32 %gsx, i32 %gsy, i32 %gsz) alwaysinline {
entry:
  %base = mul i32 %gx, 32
  br label %fill
fill:
  %i = phi i32 [ 0, %entry ], [ %in1, %fill ]
  %si = add i32 %base, %i
  %ps = getelementptr i32, i32 addrspace(1)* %in, i32 %si
  %v = load i32, i32 addrspace(1)* %ps
  %pp = getelementptr i32, i32 addrspace(5)* %priv, i32 %i
  store i32 %v, i32 addrspace(5)* %pp
  %in1 = add i32 %i, 1
  %fmore = icmp ult i32 %in1, 32
  br i1 %fmore, label %fill, label %outer, !llvm.loop !0
outer:
  %j = phi i32 [ 1, %fill ], [ %jn, %placed ]
  %pj = getelementptr i32, i32 addrspace(5)* %priv, i32 %j
  %key = load i32, i32 addrspace(5)* %pj
  br label %inner
inner:
  %k = phi i32 [ %j, %outer ], [ %km, %shift ]
  %kpos = icmp ugt i32 %k, 0
  br i1 %kpos, label %cmp, label %placed
cmp:
  %km = sub i32 %k, 1
  %pkm = getelementptr i32, i32 addrspace(5)* %priv, i32 %km
  %prev = load i32, i32 addrspace(5)* %pkm
  %gt = icmp sgt i32 %prev, %key
  br i1 %gt, label %shift, label %placed
shift:
  %pk = getelementptr i32, i32 addrspace(5)* %priv, i32 %k
  store i32 %prev, i32 addrspace(5)* %pk
  br label %inner
placed:
  %kk = phi i32 [ %k, %inner ], [ %k, %cmp ]
  %pkk = getelementptr i32, i32 addrspace(5)* %priv, i32 %kk
  store i32 %key, i32 addrspace(5)* %pkk
  %jn = add i32 %j, 1
  %omore = icmp ult i32 %jn, 32
  br i1 %omore, label %outer, label %drain, !llvm.loop !2
drain:
  %d = phi i32 [ 0, %placed ], [ %dn, %drain ]
  %pd = getelementptr i32, i32 addrspace(5)* %priv, i32 %d
  %w = load i32, i32 addrspace(5)* %pd
  %di = add i32 %base, %d
  %po = getelementptr i32, i32 addrspace(1)* %out, i32 %di
  store i32 %w, i32 addrspace(1)* %po
  %dn = add i32 %d, 1
  %dmore = icmp ult i32 %dn, 32
  br i1 %dmore, label %drain, label %done, !llvm.loop !3
done:
  ret void
}

; A 64-entry private table t[k] = k*k - 3*gx (as float), then
; out[i] = t[idx[i] & 63] + t[(idx[i] >> 6) & 63].
define void @private_lookup_body(float addrspace(1)* %out, i32 addrspace(1)* %idx, float addrspace(5)* %priv,
    i32 %phase, i32 %gx, i32 %gy, i32 %gz, i32 %lx, i32 %ly, i32 %lz, i32 %wx, i32 %wy, i32 %wz,
    i32 %lsx, i32 %lsy, i32 %lsz, i32 %gsx, i32 %gsy, i32 %gsz) alwaysinline {
entry:
  %g3 = mul i32 %gx, 3
  br label %fill
fill:
  %k = phi i32 [ 0, %entry ], [ %kn, %fill ]
  %kk = mul i32 %k, %k
  %val = sub i32 %kk, %g3
  %valf = sitofp i32 %val to float
  %pk = getelementptr float, float addrspace(5)* %priv, i32 %k
  store float %valf, float addrspace(5)* %pk
  %kn = add i32 %k, 1
  %more = icmp ult i32 %kn, 64
  br i1 %more, label %fill, label %use, !llvm.loop !4
use:
  %pi = getelementptr i32, i32 addrspace(1)* %idx, i32 %gx
  %x = load i32, i32 addrspace(1)* %pi
  %a = and i32 %x, 63
  %bs = lshr i32 %x, 6
  %b = and i32 %bs, 63
  %pa = getelementptr float, float addrspace(5)* %priv, i32 %a
  %pb = getelementptr float, float addrspace(5)* %priv, i32 %b
  %ta = load float, float addrspace(5)* %pa
  %tb = load float, float addrspace(5)* %pb
  %s = fadd float %ta, %tb
  %po = getelementptr float, float addrspace(1)* %out, i32 %gx
  store float %s, float addrspace(1)* %po
  ret void
}

; Twelve running sums over n steps, all live at once: with few VGPRs allowed
; (see the entry) the register allocator spills to scratch.
; acc_j += in[(i + k) * 12 + j] * (j + 1); out[12*i + j] = acc_j.
define void @spill_body(float addrspace(1)* %out, float addrspace(1)* %in, i32 %n,
    i32 %phase, i32 %gx, i32 %gy, i32 %gz, i32 %lx, i32 %ly, i32 %lz, i32 %wx, i32 %wy, i32 %wz,
    i32 %lsx, i32 %lsy, i32 %lsz, i32 %gsx, i32 %gsy, i32 %gsz) alwaysinline {
entry:
  %any = icmp sgt i32 %n, 0
  br i1 %any, label %loop, label %done
loop:
  %k = phi i32 [ 0, %entry ], [ %kn, %loop ]
  %a0 = phi float [ 0.0, %entry ], [ %n0, %loop ]
  %a1 = phi float [ 0.0, %entry ], [ %n1, %loop ]
  %a2 = phi float [ 0.0, %entry ], [ %n2, %loop ]
  %a3 = phi float [ 0.0, %entry ], [ %n3, %loop ]
  %a4 = phi float [ 0.0, %entry ], [ %n4, %loop ]
  %a5 = phi float [ 0.0, %entry ], [ %n5, %loop ]
  %a6 = phi float [ 0.0, %entry ], [ %n6, %loop ]
  %a7 = phi float [ 0.0, %entry ], [ %n7, %loop ]
  %a8 = phi float [ 0.0, %entry ], [ %n8, %loop ]
  %a9 = phi float [ 0.0, %entry ], [ %n9, %loop ]
  %a10 = phi float [ 0.0, %entry ], [ %n10, %loop ]
  %a11 = phi float [ 0.0, %entry ], [ %n11, %loop ]
  %row = add i32 %gx, %k
  %rb = mul i32 %row, 12
  %p0 = getelementptr float, float addrspace(1)* %in, i32 %rb
  %p1 = getelementptr float, float addrspace(1)* %p0, i32 1
  %p2 = getelementptr float, float addrspace(1)* %p0, i32 2
  %p3 = getelementptr float, float addrspace(1)* %p0, i32 3
  %p4 = getelementptr float, float addrspace(1)* %p0, i32 4
  %p5 = getelementptr float, float addrspace(1)* %p0, i32 5
  %p6 = getelementptr float, float addrspace(1)* %p0, i32 6
  %p7 = getelementptr float, float addrspace(1)* %p0, i32 7
  %p8 = getelementptr float, float addrspace(1)* %p0, i32 8
  %p9 = getelementptr float, float addrspace(1)* %p0, i32 9
  %p10 = getelementptr float, float addrspace(1)* %p0, i32 10
  %p11 = getelementptr float, float addrspace(1)* %p0, i32 11
  %x0 = load float, float addrspace(1)* %p0
  %x1 = load float, float addrspace(1)* %p1
  %x2 = load float, float addrspace(1)* %p2
  %x3 = load float, float addrspace(1)* %p3
  %x4 = load float, float addrspace(1)* %p4
  %x5 = load float, float addrspace(1)* %p5
  %x6 = load float, float addrspace(1)* %p6
  %x7 = load float, float addrspace(1)* %p7
  %x8 = load float, float addrspace(1)* %p8
  %x9 = load float, float addrspace(1)* %p9
  %x10 = load float, float addrspace(1)* %p10
  %x11 = load float, float addrspace(1)* %p11
  %m0 = fmul float %x0, 1.0
  %m1 = fmul float %x1, 2.0
  %m2 = fmul float %x2, 3.0
  %m3 = fmul float %x3, 4.0
  %m4 = fmul float %x4, 5.0
  %m5 = fmul float %x5, 6.0
  %m6 = fmul float %x6, 7.0
  %m7 = fmul float %x7, 8.0
  %m8 = fmul float %x8, 9.0
  %m9 = fmul float %x9, 10.0
  %m10 = fmul float %x10, 11.0
  %m11 = fmul float %x11, 12.0
  %n0 = fadd float %a0, %m0
  %n1 = fadd float %a1, %m1
  %n2 = fadd float %a2, %m2
  %n3 = fadd float %a3, %m3
  %n4 = fadd float %a4, %m4
  %n5 = fadd float %a5, %m5
  %n6 = fadd float %a6, %m6
  %n7 = fadd float %a7, %m7
  %n8 = fadd float %a8, %m8
  %n9 = fadd float %a9, %m9
  %n10 = fadd float %a10, %m10
  %n11 = fadd float %a11, %m11
  %kn = add i32 %k, 1
  %more = icmp slt i32 %kn, %n
  br i1 %more, label %loop, label %done
done:
  %r0 = phi float [ 0.0, %entry ], [ %n0, %loop ]
  %r1 = phi float [ 0.0, %entry ], [ %n1, %loop ]
  %r2 = phi float [ 0.0, %entry ], [ %n2, %loop ]
  %r3 = phi float [ 0.0, %entry ], [ %n3, %loop ]
  %r4 = phi float [ 0.0, %entry ], [ %n4, %loop ]
  %r5 = phi float [ 0.0, %entry ], [ %n5, %loop ]
  %r6 = phi float [ 0.0, %entry ], [ %n6, %loop ]
  %r7 = phi float [ 0.0, %entry ], [ %n7, %loop ]
  %r8 = phi float [ 0.0, %entry ], [ %n8, %loop ]
  %r9 = phi float [ 0.0, %entry ], [ %n9, %loop ]
  %r10 = phi float [ 0.0, %entry ], [ %n10, %loop ]
  %r11 = phi float [ 0.0, %entry ], [ %n11, %loop ]
  %ob = mul i32 %gx, 12
  %q0 = getelementptr float, float addrspace(1)* %out, i32 %ob
  %q1 = getelementptr float, float addrspace(1)* %q0, i32 1
  %q2 = getelementptr float, float addrspace(1)* %q0, i32 2
  %q3 = getelementptr float, float addrspace(1)* %q0, i32 3
  %q4 = getelementptr float, float addrspace(1)* %q0, i32 4
  %q5 = getelementptr float, float addrspace(1)* %q0, i32 5
  %q6 = getelementptr float, float addrspace(1)* %q0, i32 6
  %q7 = getelementptr float, float addrspace(1)* %q0, i32 7
  %q8 = getelementptr float, float addrspace(1)* %q0, i32 8
  %q9 = getelementptr float, float addrspace(1)* %q0, i32 9
  %q10 = getelementptr float, float addrspace(1)* %q0, i32 10
  %q11 = getelementptr float, float addrspace(1)* %q0, i32 11
  store float %r0, float addrspace(1)* %q0
  store float %r1, float addrspace(1)* %q1
  store float %r2, float addrspace(1)* %q2
  store float %r3, float addrspace(1)* %q3
  store float %r4, float addrspace(1)* %q4
  store float %r5, float addrspace(1)* %q5
  store float %r6, float addrspace(1)* %q6
  store float %r7, float addrspace(1)* %q7
  store float %r8, float addrspace(1)* %q8
  store float %r9, float addrspace(1)* %q9
  store float %r10, float addrspace(1)* %q10
  store float %r11, float addrspace(1)* %q11
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = distinct !{!2, !1}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1}
