; Element-wise kernels: one work-item computes one element.
; Every body takes the kernel's own arguments, then the common id tail:
;   %phase, global id x/y/z, local id x/y/z, group id x/y/z,
;   group size x/y/z, grid size x/y/z (all i32, work-items; see ../README.md).

declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.bitreverse.i32(i32)
declare float @llvm.fma.f32(float, float, float)
declare float @llvm.fabs.f32(float)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.maxnum.f32(float, float)
declare float @llvm.floor.f32(float)
declare float @llvm.copysign.f32(float, float)
declare double @llvm.fma.f64(double, double, double)
declare double @llvm.floor.f64(double)
declare double @llvm.minnum.f64(double, double)
declare double @llvm.fabs.f64(double)

; out[12*i + k]: twelve integer results of a[i] and b[i].
define void @int_ops_body(i32 addrspace(1)* %out, i32 addrspace(1)* %a, i32 addrspace(1)* %b,
    i32 %phase, i32 %gx, i32 %gy, i32 %gz, i32 %lx, i32 %ly, i32 %lz, i32 %wx, i32 %wy, i32 %wz,
    i32 %lsx, i32 %lsy, i32 %lsz, i32 %gsx, i32 %gsy, i32 %gsz) alwaysinline {
  %pa = getelementptr i32, i32 addrspace(1)* %a, i32 %gx
  %pb = getelementptr i32, i32 addrspace(1)* %b, i32 %gx
  %x = load i32, i32 addrspace(1)* %pa
  %y = load i32, i32 addrspace(1)* %pb
  %r0 = add i32 %x, %y
  %r1 = sub i32 %x, %y
  %r2 = mul i32 %x, %y
  %x64 = zext i32 %x to i64
  %y64 = zext i32 %y to i64
  %p64 = mul i64 %x64, %y64
  %h64 = lshr i64 %p64, 32
  %r3 = trunc i64 %h64 to i32
  %d = or i32 %y, 1
  %r4 = udiv i32 %x, %d
  %r5 = urem i32 %x, %d
  %ylow = and i32 %y, 255
  %sd = or i32 %ylow, 1
  %r6 = sdiv i32 %x, %sd
  %sh = and i32 %y, 31
  %s0 = shl i32 %x, %sh
  %s1 = ashr i32 %x, %sh
  %s2 = lshr i32 %x, %sh
  %s3 = xor i32 %s0, %s1
  %r7 = or i32 %s3, %s2
  %c = call i32 @llvm.ctpop.i32(i32 %x)
  %z = call i32 @llvm.ctlz.i32(i32 %y, i1 false)
  %r8 = add i32 %c, %z
  %lt = icmp slt i32 %x, %y
  %r9 = select i1 %lt, i32 %x, i32 %y
  %ugt = icmp ugt i32 %x, %y
  %r10 = select i1 %ugt, i32 %x, i32 %y
  %r11 = call i32 @llvm.bitreverse.i32(i32 %x)
  %base = mul i32 %gx, 12
  %o0 = getelementptr i32, i32 addrspace(1)* %out, i32 %base
  store i32 %r0, i32 addrspace(1)* %o0
  %o1 = getelementptr i32, i32 addrspace(1)* %o0, i32 1
  store i32 %r1, i32 addrspace(1)* %o1
  %o2 = getelementptr i32, i32 addrspace(1)* %o0, i32 2
  store i32 %r2, i32 addrspace(1)* %o2
  %o3 = getelementptr i32, i32 addrspace(1)* %o0, i32 3
  store i32 %r3, i32 addrspace(1)* %o3
  %o4 = getelementptr i32, i32 addrspace(1)* %o0, i32 4
  store i32 %r4, i32 addrspace(1)* %o4
  %o5 = getelementptr i32, i32 addrspace(1)* %o0, i32 5
  store i32 %r5, i32 addrspace(1)* %o5
  %o6 = getelementptr i32, i32 addrspace(1)* %o0, i32 6
  store i32 %r6, i32 addrspace(1)* %o6
  %o7 = getelementptr i32, i32 addrspace(1)* %o0, i32 7
  store i32 %r7, i32 addrspace(1)* %o7
  %o8 = getelementptr i32, i32 addrspace(1)* %o0, i32 8
  store i32 %r8, i32 addrspace(1)* %o8
  %o9 = getelementptr i32, i32 addrspace(1)* %o0, i32 9
  store i32 %r9, i32 addrspace(1)* %o9
  %o10 = getelementptr i32, i32 addrspace(1)* %o0, i32 10
  store i32 %r10, i32 addrspace(1)* %o10
  %o11 = getelementptr i32, i32 addrspace(1)* %o0, i32 11
  store i32 %r11, i32 addrspace(1)* %o11
  ret void
}

; out[10*i + k]: ten single-precision results of a[i] and b[i] (no fast-math).
define void @float_ops_body(float addrspace(1)* %out, float addrspace(1)* %a, float addrspace(1)* %b,
    i32 %phase, i32 %gx, i32 %gy, i32 %gz, i32 %lx, i32 %ly, i32 %lz, i32 %wx, i32 %wy, i32 %wz,
    i32 %lsx, i32 %lsy, i32 %lsz, i32 %gsx, i32 %gsy, i32 %gsz) alwaysinline {
  %pa = getelementptr float, float addrspace(1)* %a, i32 %gx
  %pb = getelementptr float, float addrspace(1)* %b, i32 %gx
  %x = load float, float addrspace(1)* %pa
  %y = load float, float addrspace(1)* %pb
  %r0 = fadd float %x, %y
  %r1 = fsub float %x, %y
  %r2 = fmul float %x, %y
  %r3 = fdiv float %x, %y
  %r4 = call float @llvm.fma.f32(float %x, float %y, float %r0)
  %ax = call float @llvm.fabs.f32(float %x)
  %r5 = fneg float %ax
  %r6 = call float @llvm.minnum.f32(float %x, float %y)
  %r7 = call float @llvm.maxnum.f32(float %x, float %y)
  %r8 = call float @llvm.floor.f32(float %r3)
  %lt = fcmp olt float %x, %y
  %cs = call float @llvm.copysign.f32(float %x, float %y)
  %r9 = select i1 %lt, float %cs, float %r2
  %base = mul i32 %gx, 10
  %o0 = getelementptr float, float addrspace(1)* %out, i32 %base
  store float %r0, float addrspace(1)* %o0
  %o1 = getelementptr float, float addrspace(1)* %o0, i32 1
  store float %r1, float addrspace(1)* %o1
  %o2 = getelementptr float, float addrspace(1)* %o0, i32 2
  store float %r2, float addrspace(1)* %o2
  %o3 = getelementptr float, float addrspace(1)* %o0, i32 3
  store float %r3, float addrspace(1)* %o3
  %o4 = getelementptr float, float addrspace(1)* %o0, i32 4
  store float %r4, float addrspace(1)* %o4
  %o5 = getelementptr float, float addrspace(1)* %o0, i32 5
  store float %r5, float addrspace(1)* %o5
  %o6 = getelementptr float, float addrspace(1)* %o0, i32 6
  store float %r6, float addrspace(1)* %o6
  %o7 = getelementptr float, float addrspace(1)* %o0, i32 7
  store float %r7, float addrspace(1)* %o7
  %o8 = getelementptr float, float addrspace(1)* %o0, i32 8
  store float %r8, float addrspace(1)* %o8
  %o9 = getelementptr float, float addrspace(1)* %o0, i32 9
  store float %r9, float addrspace(1)* %o9
  ret void
}

; out[6*i + k]: six double-precision results of a[i] and b[i].
define void @f64_ops_body(double addrspace(1)* %out, double addrspace(1)* %a, double addrspace(1)* %b,
    i32 %phase, i32 %gx, i32 %gy, i32 %gz, i32 %lx, i32 %ly, i32 %lz, i32 %wx, i32 %wy, i32 %wz,
    i32 %lsx, i32 %lsy, i32 %lsz, i32 %gsx, i32 %gsy, i32 %gsz) alwaysinline {
  %pa = getelementptr double, double addrspace(1)* %a, i32 %gx
  %pb = getelementptr double, double addrspace(1)* %b, i32 %gx
  %x = load double, double addrspace(1)* %pa
  %y = load double, double addrspace(1)* %pb
  %r0 = fadd double %x, %y
  %r1 = fmul double %x, %y
  %r2 = fdiv double %x, %y
  %r3 = call double @llvm.fma.f64(double %x, double %y, double %r0)
  %r4 = call double @llvm.floor.f64(double %r2)
  %ay = call double @llvm.fabs.f64(double %y)
  %lt = fcmp olt double %x, %ay
  %mn = call double @llvm.minnum.f64(double %x, double %r1)
  %r5 = select i1 %lt, double %mn, double %r1
  %base = mul i32 %gx, 6
  %o0 = getelementptr double, double addrspace(1)* %out, i32 %base
  store double %r0, double addrspace(1)* %o0
  %o1 = getelementptr double, double addrspace(1)* %o0, i32 1
  store double %r1, double addrspace(1)* %o1
  %o2 = getelementptr double, double addrspace(1)* %o0, i32 2
  store double %r2, double addrspace(1)* %o2
  %o3 = getelementptr double, double addrspace(1)* %o0, i32 3
  store double %r3, double addrspace(1)* %o3
  %o4 = getelementptr double, double addrspace(1)* %o0, i32 4
  store double %r4, double addrspace(1)* %o4
  %o5 = getelementptr double, double addrspace(1)* %o0, i32 5
  store double %r5, double addrspace(1)* %o5
  ret void
}

; Conversions between i32, i64, f16, f32 and f64. Inputs: |f[i]| < 2^31.
;   oi[2i] = fptosi f, oi[2i+1] = fptoui |f|
;   of[3i] = sitofp n, of[3i+1] = uitofp n, of[3i+2] = fptrunc(fpext f * 3.0)
;   od[3i] = fpext f, od[3i+1] = sitofp n, od[3i+2] = sitofp (n * n as i64)
;   oh[i] = bits of fptrunc f to half
define void @convert_body(i32 addrspace(1)* %oi, float addrspace(1)* %of, double addrspace(1)* %od,
    i16 addrspace(1)* %oh, float addrspace(1)* %fin, i32 addrspace(1)* %iin,
    i32 %phase, i32 %gx, i32 %gy, i32 %gz, i32 %lx, i32 %ly, i32 %lz, i32 %wx, i32 %wy, i32 %wz,
    i32 %lsx, i32 %lsy, i32 %lsz, i32 %gsx, i32 %gsy, i32 %gsz) alwaysinline {
  %pf = getelementptr float, float addrspace(1)* %fin, i32 %gx
  %pn = getelementptr i32, i32 addrspace(1)* %iin, i32 %gx
  %f = load float, float addrspace(1)* %pf
  %n = load i32, i32 addrspace(1)* %pn
  %i0 = fptosi float %f to i32
  %af = call float @llvm.fabs.f32(float %f)
  %i1 = fptoui float %af to i32
  %bi = mul i32 %gx, 2
  %qi0 = getelementptr i32, i32 addrspace(1)* %oi, i32 %bi
  store i32 %i0, i32 addrspace(1)* %qi0
  %qi1 = getelementptr i32, i32 addrspace(1)* %qi0, i32 1
  store i32 %i1, i32 addrspace(1)* %qi1
  %f0 = sitofp i32 %n to float
  %f1 = uitofp i32 %n to float
  %fd = fpext float %f to double
  %fd3 = fmul double %fd, 3.0
  %f2 = fptrunc double %fd3 to float
  %bf = mul i32 %gx, 3
  %qf0 = getelementptr float, float addrspace(1)* %of, i32 %bf
  store float %f0, float addrspace(1)* %qf0
  %qf1 = getelementptr float, float addrspace(1)* %qf0, i32 1
  store float %f1, float addrspace(1)* %qf1
  %qf2 = getelementptr float, float addrspace(1)* %qf0, i32 2
  store float %f2, float addrspace(1)* %qf2
  %d1 = sitofp i32 %n to double
  %n64 = sext i32 %n to i64
  %sq = mul i64 %n64, %n64
  %d2 = sitofp i64 %sq to double
  %qd0 = getelementptr double, double addrspace(1)* %od, i32 %bf
  store double %fd, double addrspace(1)* %qd0
  %qd1 = getelementptr double, double addrspace(1)* %qd0, i32 1
  store double %d1, double addrspace(1)* %qd1
  %qd2 = getelementptr double, double addrspace(1)* %qd0, i32 2
  store double %d2, double addrspace(1)* %qd2
  %h = fptrunc float %f to half
  %hb = bitcast half %h to i16
  %qh = getelementptr i16, i16 addrspace(1)* %oh, i32 %gx
  store i16 %hb, i16 addrspace(1)* %qh
  ret void
}

; y[i] = a * x[i] + y[i] for i < n (a multiply, then an add: not fused).
define void @saxpy_body(float addrspace(1)* %y, float addrspace(1)* %x, float %a, i32 %n,
    i32 %phase, i32 %gx, i32 %gy, i32 %gz, i32 %lx, i32 %ly, i32 %lz, i32 %wx, i32 %wy, i32 %wz,
    i32 %lsx, i32 %lsy, i32 %lsz, i32 %gsx, i32 %gsy, i32 %gsz) alwaysinline {
  %in = icmp ult i32 %gx, %n
  br i1 %in, label %work, label %done
work:
  %px = getelementptr float, float addrspace(1)* %x, i32 %gx
  %py = getelementptr float, float addrspace(1)* %y, i32 %gx
  %vx = load float, float addrspace(1)* %px
  %vy = load float, float addrspace(1)* %py
  %m = fmul float %a, %vx
  %s = fadd float %m, %vy
  store float %s, float addrspace(1)* %py
  br label %done
done:
  ret void
}
