; Loops and divergent control flow.

; out[i] = number of Collatz steps from in[i] (>= 1) down to 1, at most 1000.
define void @collatz_body(i32 addrspace(1)* %out, i32 addrspace(1)* %in,
    i32 %phase, i32 %gx, i32 %gy, i32 %gz, i32 %lx, i32 %ly, i32 %lz, i32 %wx, i32 %wy, i32 %wz,
    i32 %lsx, i32 %lsy, i32 %lsz, i32 %gsx, i32 %gsy, i32 %gsz) alwaysinline {
entry:
  %pin = getelementptr i32, i32 addrspace(1)* %in, i32 %gx
  %n0 = load i32, i32 addrspace(1)* %pin
  br label %test
test:
  %n = phi i32 [ %n0, %entry ], [ %nn, %step ]
  %k = phi i32 [ 0, %entry ], [ %kk, %step ]
  %one = icmp ule i32 %n, 1
  %cap = icmp uge i32 %k, 1000
  %stop = or i1 %one, %cap
  br i1 %stop, label %done, label %step
step:
  %odd = and i32 %n, 1
  %isodd = icmp ne i32 %odd, 0
  %n3 = mul i32 %n, 3
  %n31 = add i32 %n3, 1
  %half = lshr i32 %n, 1
  %nn = select i1 %isodd, i32 %n31, i32 %half
  %kk = add i32 %k, 1
  br label %test
done:
  %pout = getelementptr i32, i32 addrspace(1)* %out, i32 %gx
  store i32 %k, i32 addrspace(1)* %pout
  ret void
}

; Nested divergent branches and a switch on the element's value.
define void @branches_body(float addrspace(1)* %out, i32 addrspace(1)* %in,
    i32 %phase, i32 %gx, i32 %gy, i32 %gz, i32 %lx, i32 %ly, i32 %lz, i32 %wx, i32 %wy, i32 %wz,
    i32 %lsx, i32 %lsy, i32 %lsz, i32 %gsx, i32 %gsy, i32 %gsz) alwaysinline {
entry:
  %pin = getelementptr i32, i32 addrspace(1)* %in, i32 %gx
  %v = load i32, i32 addrspace(1)* %pin
  %f = sitofp i32 %v to float
  %b0 = and i32 %v, 1
  %odd = icmp ne i32 %b0, 0
  br i1 %odd, label %odd.path, label %even.path
odd.path:
  %b1 = and i32 %v, 2
  %two = icmp ne i32 %b1, 0
  br i1 %two, label %odd.a, label %odd.b
odd.a:
  %ra = fmul float %f, 0.5
  br label %merge
odd.b:
  %rb = fsub float 0.0, %f
  br label %merge
even.path:
  %sel = urem i32 %v, 5
  switch i32 %sel, label %case.d [ i32 0, label %case.0
                                   i32 1, label %case.1
                                   i32 2, label %case.2 ]
case.0:
  %r0 = fadd float %f, 1.0
  br label %merge
case.1:
  %r1 = fmul float %f, %f
  br label %merge
case.2:
  %lxf = uitofp i32 %lx to float
  %r2 = fadd float %f, %lxf
  br label %merge
case.d:
  %r3 = fdiv float 1.0, %f
  br label %merge
merge:
  %r = phi float [ %ra, %odd.a ], [ %rb, %odd.b ], [ %r0, %case.0 ], [ %r1, %case.1 ], [ %r2, %case.2 ], [ %r3, %case.d ]
  %pout = getelementptr float, float addrspace(1)* %out, i32 %gx
  store float %r, float addrspace(1)* %pout
  ret void
}

; out[i] = sum over k < n of in[i + k] * k, in order (uniform trip count).
define void @loop_sum_body(float addrspace(1)* %out, float addrspace(1)* %in, i32 %n,
    i32 %phase, i32 %gx, i32 %gy, i32 %gz, i32 %lx, i32 %ly, i32 %lz, i32 %wx, i32 %wy, i32 %wz,
    i32 %lsx, i32 %lsy, i32 %lsz, i32 %gsx, i32 %gsy, i32 %gsz) alwaysinline {
entry:
  %any = icmp sgt i32 %n, 0
  br i1 %any, label %loop, label %done
loop:
  %k = phi i32 [ 0, %entry ], [ %kn, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %accn, %loop ]
  %idx = add i32 %gx, %k
  %p = getelementptr float, float addrspace(1)* %in, i32 %idx
  %x = load float, float addrspace(1)* %p
  %kf = sitofp i32 %k to float
  %t = fmul float %x, %kf
  %accn = fadd float %acc, %t
  %kn = add i32 %k, 1
  %more = icmp slt i32 %kn, %n
  br i1 %more, label %loop, label %done
done:
  %r = phi float [ 0.0, %entry ], [ %accn, %loop ]
  %pout = getelementptr float, float addrspace(1)* %out, i32 %gx
  store float %r, float addrspace(1)* %pout
  ret void
}

; Greatest common divisor, kept as a real call (noinline): a function symbol
; beside the kernels in the code object.
define i32 @gcd(i32 %a, i32 %b) noinline {
entry:
  %z = icmp eq i32 %b, 0
  br i1 %z, label %done, label %loop
loop:
  %x = phi i32 [ %a, %entry ], [ %y, %loop ]
  %y = phi i32 [ %b, %entry ], [ %r, %loop ]
  %r = urem i32 %x, %y
  %rz = icmp eq i32 %r, 0
  br i1 %rz, label %done, label %loop
done:
  %g = phi i32 [ %a, %entry ], [ %y, %loop ]
  ret i32 %g
}

; out[i] = gcd(a[i], b[i]) + gcd(b[i], 12).
define void @gcd_call_body(i32 addrspace(1)* %out, i32 addrspace(1)* %a, i32 addrspace(1)* %b,
    i32 %phase, i32 %gx, i32 %gy, i32 %gz, i32 %lx, i32 %ly, i32 %lz, i32 %wx, i32 %wy, i32 %wz,
    i32 %lsx, i32 %lsy, i32 %lsz, i32 %gsx, i32 %gsy, i32 %gsz) alwaysinline {
  %pa = getelementptr i32, i32 addrspace(1)* %a, i32 %gx
  %pb = getelementptr i32, i32 addrspace(1)* %b, i32 %gx
  %x = load i32, i32 addrspace(1)* %pa
  %y = load i32, i32 addrspace(1)* %pb
  %g1 = call i32 @gcd(i32 %x, i32 %y)
  %g2 = call i32 @gcd(i32 %y, i32 12)
  %s = add i32 %g1, %g2
  %pout = getelementptr i32, i32 addrspace(1)* %out, i32 %gx
  store i32 %s, i32 addrspace(1)* %pout
  ret void
}
