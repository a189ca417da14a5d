; Global-memory atomics. Results do not depend on the order in which the
; work-items run.

; bins[in[i] & 15] += 1 (the old value is not used).
define void @histogram_body(i32 addrspace(1)* %bins, i32 addrspace(1)* %in,
    i32 %phase, i32 %gx, i32 %gy, i32 %gz, i32 %lx, i32 %ly, i32 %lz, i32 %wx, i32 %wy, i32 %wz,
    i32 %lsx, i32 %lsy, i32 %lsz, i32 %gsx, i32 %gsy, i32 %gsz) alwaysinline {
  %pin = getelementptr i32, i32 addrspace(1)* %in, i32 %gx
  %v = load i32, i32 addrspace(1)* %pin
  %bin = and i32 %v, 15
  %pb = getelementptr i32, i32 addrspace(1)* %bins, i32 %bin
  %old = atomicrmw add i32 addrspace(1)* %pb, i32 1 monotonic
  ret void
}

; ctr[0..8] combine in[i] with add, sub, and, or, xor, min, max, umin, umax;
; c64[0] += zext in[i], c64[1] = max(c64[1], sext in[i]);
; ctr[9] = min(sum of in[i] & 255, 100000) by a compare-and-swap loop.
define void @atomic_ops_body(i32 addrspace(1)* %ctr, i64 addrspace(1)* %c64, i32 addrspace(1)* %in,
    i32 %phase, i32 %gx, i32 %gy, i32 %gz, i32 %lx, i32 %ly, i32 %lz, i32 %wx, i32 %wy, i32 %wz,
    i32 %lsx, i32 %lsy, i32 %lsz, i32 %gsx, i32 %gsy, i32 %gsz) alwaysinline {
entry:
  %pin = getelementptr i32, i32 addrspace(1)* %in, i32 %gx
  %v = load i32, i32 addrspace(1)* %pin
  %p1 = getelementptr i32, i32 addrspace(1)* %ctr, i32 1
  %p2 = getelementptr i32, i32 addrspace(1)* %ctr, i32 2
  %p3 = getelementptr i32, i32 addrspace(1)* %ctr, i32 3
  %p4 = getelementptr i32, i32 addrspace(1)* %ctr, i32 4
  %p5 = getelementptr i32, i32 addrspace(1)* %ctr, i32 5
  %p6 = getelementptr i32, i32 addrspace(1)* %ctr, i32 6
  %p7 = getelementptr i32, i32 addrspace(1)* %ctr, i32 7
  %p8 = getelementptr i32, i32 addrspace(1)* %ctr, i32 8
  %p9 = getelementptr i32, i32 addrspace(1)* %ctr, i32 9
  %a0 = atomicrmw add i32 addrspace(1)* %ctr, i32 %v monotonic
  %a1 = atomicrmw sub i32 addrspace(1)* %p1, i32 %v monotonic
  %a2 = atomicrmw and i32 addrspace(1)* %p2, i32 %v monotonic
  %a3 = atomicrmw or i32 addrspace(1)* %p3, i32 %v monotonic
  %a4 = atomicrmw xor i32 addrspace(1)* %p4, i32 %v monotonic
  %a5 = atomicrmw min i32 addrspace(1)* %p5, i32 %v monotonic
  %a6 = atomicrmw max i32 addrspace(1)* %p6, i32 %v monotonic
  %a7 = atomicrmw umin i32 addrspace(1)* %p7, i32 %v monotonic
  %a8 = atomicrmw umax i32 addrspace(1)* %p8, i32 %v monotonic
  %vz = zext i32 %v to i64
  %vs = sext i32 %v to i64
  %q1 = getelementptr i64, i64 addrspace(1)* %c64, i32 1
  %b0 = atomicrmw add i64 addrspace(1)* %c64, i64 %vz monotonic
  %b1 = atomicrmw max i64 addrspace(1)* %q1, i64 %vs monotonic
  %inc = and i32 %v, 255
  %cur0 = load atomic i32, i32 addrspace(1)* %p9 monotonic, align 4
  br label %cas
cas:
  %cur = phi i32 [ %cur0, %entry ], [ %seen, %cas ]
  %sum = add i32 %cur, %inc
  %big = icmp ugt i32 %sum, 100000
  %new = select i1 %big, i32 100000, i32 %sum
  %pair = cmpxchg i32 addrspace(1)* %p9, i32 %cur, i32 %new seq_cst seq_cst
  %seen = extractvalue { i32, i1 } %pair, 0
  %ok = extractvalue { i32, i1 } %pair, 1
  br i1 %ok, label %done, label %cas
done:
  ret void
}

; Each work-item takes a ticket (the old value of ctr[0]) and marks it:
; afterwards flags[0..N-1] are all 1, whatever the order.
define void @ticket_body(i32 addrspace(1)* %flags, i32 addrspace(1)* %ctr,
    i32 %phase, i32 %gx, i32 %gy, i32 %gz, i32 %lx, i32 %ly, i32 %lz, i32 %wx, i32 %wy, i32 %wz,
    i32 %lsx, i32 %lsy, i32 %lsz, i32 %gsx, i32 %gsy, i32 %gsz) alwaysinline {
  %t = atomicrmw add i32 addrspace(1)* %ctr, i32 1 seq_cst
  %pf = getelementptr i32, i32 addrspace(1)* %flags, i32 %t
  store i32 1, i32 addrspace(1)* %pf
  ret void
}
