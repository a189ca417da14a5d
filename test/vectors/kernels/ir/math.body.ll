; Math kernels: 64-bit integers, 8/16-bit integers, half precision, f32/f64 rounding,
; square roots and 64-bit conversions, bit manipulation. One work-item computes one
; element; every body takes the kernel's arguments, then the common id tail
; (see ../README.md).

declare i64 @llvm.ctpop.i64(i64)
declare i64 @llvm.ctlz.i64(i64, i1)
declare i64 @llvm.cttz.i64(i64, i1)
declare i64 @llvm.smin.i64(i64, i64)
declare i64 @llvm.umax.i64(i64, i64)
declare i16 @llvm.smax.i16(i16, i16)
declare i16 @llvm.umin.i16(i16, i16)
declare half @llvm.fabs.f16(half)
declare half @llvm.sqrt.f16(half)
declare half @llvm.minnum.f16(half, half)
declare half @llvm.maxnum.f16(half, half)
declare half @llvm.floor.f16(half)
declare half @llvm.trunc.f16(half)
declare float @llvm.fabs.f32(float)
declare float @llvm.sqrt.f32(float)
declare float @llvm.rint.f32(float)
declare float @llvm.trunc.f32(float)
declare float @llvm.ceil.f32(float)
declare float @llvm.round.f32(float)
declare float @llvm.nearbyint.f32(float)
declare double @llvm.fabs.f64(double)
declare double @llvm.sqrt.f64(double)
declare double @llvm.rint.f64(double)
declare double @llvm.trunc.f64(double)
declare double @llvm.ceil.f64(double)
declare double @llvm.round.f64(double)
declare double @llvm.maxnum.f64(double, double)
declare double @llvm.copysign.f64(double, double)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare i32 @llvm.bswap.i32(i32)
declare i32 @llvm.cttz.i32(i32, i1)
declare i32 @llvm.uadd.sat.i32(i32, i32)
declare i32 @llvm.usub.sat.i32(i32, i32)
declare i32 @llvm.sadd.sat.i32(i32, i32)
declare i32 @llvm.ssub.sat.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.abs.i32(i32, i1)
declare {i32, i1} @llvm.umul.with.overflow.i32(i32, i32)

define void @i64_ops_body(i64 addrspace(1)* %out, i64 addrspace(1)* %a, i64 addrspace(1)* %b,
    i32 %phase, i32 %gx, i32 %gy, i32 %gz, i32 %lx, i32 %ly, i32 %lz, i32 %wx, i32 %wy, i32 %wz,
    i32 %lsx, i32 %lsy, i32 %lsz, i32 %gsx, i32 %gsy, i32 %gsz) alwaysinline {
  %x.p = getelementptr i64, i64 addrspace(1)* %a, i32 %gx
  %x = load i64, i64 addrspace(1)* %x.p
  %y0.p = getelementptr i64, i64 addrspace(1)* %b, i32 %gx
  %y0 = load i64, i64 addrspace(1)* %y0.p
  %y0n = or i64 %y0, 1
  %yl = and i64 %y0, 16777215
  %y = or i64 %yl, 1
  %r0 = add i64 %x, %y0
  %r1 = sub i64 %x, %y0
  %r2 = mul i64 %x, %y0
  %r3 = udiv i64 %x, %y0n
  %r4 = urem i64 %x, %y0n
  %r5 = sdiv i64 %x, %y
  %r6 = srem i64 %x, %y
  %sh = and i64 %y0, 63
  %s0 = shl i64 %x, %sh
  %s1 = lshr i64 %x, %sh
  %s2 = ashr i64 %x, %sh
  %s3 = xor i64 %s0, %s1
  %r7 = xor i64 %s3, %s2
  %c0 = call i64 @llvm.ctpop.i64(i64 %x)
  %c1 = call i64 @llvm.ctlz.i64(i64 %y0, i1 false)
  %c2 = call i64 @llvm.cttz.i64(i64 %x, i1 false)
  %c3 = shl i64 %c1, 8
  %c4 = shl i64 %c2, 16
  %c5 = or i64 %c0, %c3
  %r8 = or i64 %c5, %c4
  %r9 = call i64 @llvm.smin.i64(i64 %x, i64 %y0)
  %r10 = call i64 @llvm.umax.i64(i64 %x, i64 %y0)
  %x32 = trunc i64 %x to i32
  %y32 = trunc i64 %y0 to i32
  %xs = sext i32 %x32 to i64
  %ys = sext i32 %y32 to i64
  %r11 = mul i64 %xs, %ys
  %out.base = mul i32 %gx, 12
  %out.p0 = getelementptr i64, i64 addrspace(1)* %out, i32 %out.base
  %out.q0 = getelementptr i64, i64 addrspace(1)* %out.p0, i32 0
  store i64 %r0, i64 addrspace(1)* %out.q0
  %out.p1 = getelementptr i64, i64 addrspace(1)* %out, i32 %out.base
  %out.q1 = getelementptr i64, i64 addrspace(1)* %out.p1, i32 1
  store i64 %r1, i64 addrspace(1)* %out.q1
  %out.p2 = getelementptr i64, i64 addrspace(1)* %out, i32 %out.base
  %out.q2 = getelementptr i64, i64 addrspace(1)* %out.p2, i32 2
  store i64 %r2, i64 addrspace(1)* %out.q2
  %out.p3 = getelementptr i64, i64 addrspace(1)* %out, i32 %out.base
  %out.q3 = getelementptr i64, i64 addrspace(1)* %out.p3, i32 3
  store i64 %r3, i64 addrspace(1)* %out.q3
  %out.p4 = getelementptr i64, i64 addrspace(1)* %out, i32 %out.base
  %out.q4 = getelementptr i64, i64 addrspace(1)* %out.p4, i32 4
  store i64 %r4, i64 addrspace(1)* %out.q4
  %out.p5 = getelementptr i64, i64 addrspace(1)* %out, i32 %out.base
  %out.q5 = getelementptr i64, i64 addrspace(1)* %out.p5, i32 5
  store i64 %r5, i64 addrspace(1)* %out.q5
  %out.p6 = getelementptr i64, i64 addrspace(1)* %out, i32 %out.base
  %out.q6 = getelementptr i64, i64 addrspace(1)* %out.p6, i32 6
  store i64 %r6, i64 addrspace(1)* %out.q6
  %out.p7 = getelementptr i64, i64 addrspace(1)* %out, i32 %out.base
  %out.q7 = getelementptr i64, i64 addrspace(1)* %out.p7, i32 7
  store i64 %r7, i64 addrspace(1)* %out.q7
  %out.p8 = getelementptr i64, i64 addrspace(1)* %out, i32 %out.base
  %out.q8 = getelementptr i64, i64 addrspace(1)* %out.p8, i32 8
  store i64 %r8, i64 addrspace(1)* %out.q8
  %out.p9 = getelementptr i64, i64 addrspace(1)* %out, i32 %out.base
  %out.q9 = getelementptr i64, i64 addrspace(1)* %out.p9, i32 9
  store i64 %r9, i64 addrspace(1)* %out.q9
  %out.p10 = getelementptr i64, i64 addrspace(1)* %out, i32 %out.base
  %out.q10 = getelementptr i64, i64 addrspace(1)* %out.p10, i32 10
  store i64 %r10, i64 addrspace(1)* %out.q10
  %out.p11 = getelementptr i64, i64 addrspace(1)* %out, i32 %out.base
  %out.q11 = getelementptr i64, i64 addrspace(1)* %out.p11, i32 11
  store i64 %r11, i64 addrspace(1)* %out.q11
  ret void
}

define void @narrow_ops_body(i16 addrspace(1)* %o16, i8 addrspace(1)* %o8, i16 addrspace(1)* %a16, i16 addrspace(1)* %b16, i8 addrspace(1)* %c8,
    i32 %phase, i32 %gx, i32 %gy, i32 %gz, i32 %lx, i32 %ly, i32 %lz, i32 %wx, i32 %wy, i32 %wz,
    i32 %lsx, i32 %lsy, i32 %lsz, i32 %gsx, i32 %gsy, i32 %gsz) alwaysinline {
  %x.p = getelementptr i16, i16 addrspace(1)* %a16, i32 %gx
  %x = load i16, i16 addrspace(1)* %x.p
  %y.p = getelementptr i16, i16 addrspace(1)* %b16, i32 %gx
  %y = load i16, i16 addrspace(1)* %y.p
  %c.p = getelementptr i8, i8 addrspace(1)* %c8, i32 %gx
  %c = load i8, i8 addrspace(1)* %c.p
  %r0 = add i16 %x, %y
  %r1 = sub i16 %x, %y
  %r2 = mul i16 %x, %y
  %sh = and i16 %y, 15
  %r3 = shl i16 %x, %sh
  %r4 = lshr i16 %x, %sh
  %r5 = ashr i16 %x, %sh
  %r6 = call i16 @llvm.smax.i16(i16 %x, i16 %y)
  %r7 = call i16 @llvm.umin.i16(i16 %x, i16 %y)
  %yn = or i16 %y, 1
  %r8 = udiv i16 %x, %yn
  %r9 = urem i16 %x, %yn
  %cs = sext i8 %c to i16
  %r10 = mul i16 %cs, %x
  %cz = zext i8 %c to i16
  %r11 = add i16 %cz, %y
  %t0 = trunc i16 %x to i8
  %t1 = trunc i16 %y to i8
  %e0 = add i8 %t0, %c
  %e1 = mul i8 %t1, %c
  %e2 = ashr i8 %c, 3
  %e3 = xor i8 %t0, %t1
  %o16.base = mul i32 %gx, 12
  %o16.p0 = getelementptr i16, i16 addrspace(1)* %o16, i32 %o16.base
  %o16.q0 = getelementptr i16, i16 addrspace(1)* %o16.p0, i32 0
  store i16 %r0, i16 addrspace(1)* %o16.q0
  %o16.p1 = getelementptr i16, i16 addrspace(1)* %o16, i32 %o16.base
  %o16.q1 = getelementptr i16, i16 addrspace(1)* %o16.p1, i32 1
  store i16 %r1, i16 addrspace(1)* %o16.q1
  %o16.p2 = getelementptr i16, i16 addrspace(1)* %o16, i32 %o16.base
  %o16.q2 = getelementptr i16, i16 addrspace(1)* %o16.p2, i32 2
  store i16 %r2, i16 addrspace(1)* %o16.q2
  %o16.p3 = getelementptr i16, i16 addrspace(1)* %o16, i32 %o16.base
  %o16.q3 = getelementptr i16, i16 addrspace(1)* %o16.p3, i32 3
  store i16 %r3, i16 addrspace(1)* %o16.q3
  %o16.p4 = getelementptr i16, i16 addrspace(1)* %o16, i32 %o16.base
  %o16.q4 = getelementptr i16, i16 addrspace(1)* %o16.p4, i32 4
  store i16 %r4, i16 addrspace(1)* %o16.q4
  %o16.p5 = getelementptr i16, i16 addrspace(1)* %o16, i32 %o16.base
  %o16.q5 = getelementptr i16, i16 addrspace(1)* %o16.p5, i32 5
  store i16 %r5, i16 addrspace(1)* %o16.q5
  %o16.p6 = getelementptr i16, i16 addrspace(1)* %o16, i32 %o16.base
  %o16.q6 = getelementptr i16, i16 addrspace(1)* %o16.p6, i32 6
  store i16 %r6, i16 addrspace(1)* %o16.q6
  %o16.p7 = getelementptr i16, i16 addrspace(1)* %o16, i32 %o16.base
  %o16.q7 = getelementptr i16, i16 addrspace(1)* %o16.p7, i32 7
  store i16 %r7, i16 addrspace(1)* %o16.q7
  %o16.p8 = getelementptr i16, i16 addrspace(1)* %o16, i32 %o16.base
  %o16.q8 = getelementptr i16, i16 addrspace(1)* %o16.p8, i32 8
  store i16 %r8, i16 addrspace(1)* %o16.q8
  %o16.p9 = getelementptr i16, i16 addrspace(1)* %o16, i32 %o16.base
  %o16.q9 = getelementptr i16, i16 addrspace(1)* %o16.p9, i32 9
  store i16 %r9, i16 addrspace(1)* %o16.q9
  %o16.p10 = getelementptr i16, i16 addrspace(1)* %o16, i32 %o16.base
  %o16.q10 = getelementptr i16, i16 addrspace(1)* %o16.p10, i32 10
  store i16 %r10, i16 addrspace(1)* %o16.q10
  %o16.p11 = getelementptr i16, i16 addrspace(1)* %o16, i32 %o16.base
  %o16.q11 = getelementptr i16, i16 addrspace(1)* %o16.p11, i32 11
  store i16 %r11, i16 addrspace(1)* %o16.q11
  %o8.base = mul i32 %gx, 4
  %o8.p0 = getelementptr i8, i8 addrspace(1)* %o8, i32 %o8.base
  %o8.q0 = getelementptr i8, i8 addrspace(1)* %o8.p0, i32 0
  store i8 %e0, i8 addrspace(1)* %o8.q0
  %o8.p1 = getelementptr i8, i8 addrspace(1)* %o8, i32 %o8.base
  %o8.q1 = getelementptr i8, i8 addrspace(1)* %o8.p1, i32 1
  store i8 %e1, i8 addrspace(1)* %o8.q1
  %o8.p2 = getelementptr i8, i8 addrspace(1)* %o8, i32 %o8.base
  %o8.q2 = getelementptr i8, i8 addrspace(1)* %o8.p2, i32 2
  store i8 %e2, i8 addrspace(1)* %o8.q2
  %o8.p3 = getelementptr i8, i8 addrspace(1)* %o8, i32 %o8.base
  %o8.q3 = getelementptr i8, i8 addrspace(1)* %o8.p3, i32 3
  store i8 %e3, i8 addrspace(1)* %o8.q3
  ret void
}

define void @half_ops_body(i16 addrspace(1)* %out, i16 addrspace(1)* %a, i16 addrspace(1)* %b,
    i32 %phase, i32 %gx, i32 %gy, i32 %gz, i32 %lx, i32 %ly, i32 %lz, i32 %wx, i32 %wy, i32 %wz,
    i32 %lsx, i32 %lsy, i32 %lsz, i32 %gsx, i32 %gsy, i32 %gsz) alwaysinline {
  %xb.p = getelementptr i16, i16 addrspace(1)* %a, i32 %gx
  %xb = load i16, i16 addrspace(1)* %xb.p
  %yb.p = getelementptr i16, i16 addrspace(1)* %b, i32 %gx
  %yb = load i16, i16 addrspace(1)* %yb.p
  %x = bitcast i16 %xb to half
  %y = bitcast i16 %yb to half
  %h0 = fadd half %x, %y
  %h1 = fsub half %x, %y
  %h2 = fmul half %x, %y
  %ax = call half @llvm.fabs.f16(half %x)
  %h3 = call half @llvm.sqrt.f16(half %ax)
  %h4 = call half @llvm.minnum.f16(half %x, half %y)
  %h5 = call half @llvm.maxnum.f16(half %x, half %y)
  %lt = fcmp olt half %x, %y
  %h6 = select i1 %lt, half %h0, half %h2
  %h7 = call half @llvm.floor.f16(half %x)
  %h8 = call half @llvm.trunc.f16(half %y)
  %xf = fpext half %x to float
  %yf = fpext half %y to float
  %pf = fmul float %xf, %yf
  %pd = fadd float %pf, 0x3FB99999A0000000
  %h9 = fptrunc float %pd to half
  %ix = fptosi half %x to i16
  %h10 = sitofp i16 %ix to half
  %h11 = fneg half %h2
  %r0 = bitcast half %h0 to i16
  %r1 = bitcast half %h1 to i16
  %r2 = bitcast half %h2 to i16
  %r3 = bitcast half %h3 to i16
  %r4 = bitcast half %h4 to i16
  %r5 = bitcast half %h5 to i16
  %r6 = bitcast half %h6 to i16
  %r7 = bitcast half %h7 to i16
  %r8 = bitcast half %h8 to i16
  %r9 = bitcast half %h9 to i16
  %r10 = bitcast half %h10 to i16
  %r11 = bitcast half %h11 to i16
  %out.base = mul i32 %gx, 12
  %out.p0 = getelementptr i16, i16 addrspace(1)* %out, i32 %out.base
  %out.q0 = getelementptr i16, i16 addrspace(1)* %out.p0, i32 0
  store i16 %r0, i16 addrspace(1)* %out.q0
  %out.p1 = getelementptr i16, i16 addrspace(1)* %out, i32 %out.base
  %out.q1 = getelementptr i16, i16 addrspace(1)* %out.p1, i32 1
  store i16 %r1, i16 addrspace(1)* %out.q1
  %out.p2 = getelementptr i16, i16 addrspace(1)* %out, i32 %out.base
  %out.q2 = getelementptr i16, i16 addrspace(1)* %out.p2, i32 2
  store i16 %r2, i16 addrspace(1)* %out.q2
  %out.p3 = getelementptr i16, i16 addrspace(1)* %out, i32 %out.base
  %out.q3 = getelementptr i16, i16 addrspace(1)* %out.p3, i32 3
  store i16 %r3, i16 addrspace(1)* %out.q3
  %out.p4 = getelementptr i16, i16 addrspace(1)* %out, i32 %out.base
  %out.q4 = getelementptr i16, i16 addrspace(1)* %out.p4, i32 4
  store i16 %r4, i16 addrspace(1)* %out.q4
  %out.p5 = getelementptr i16, i16 addrspace(1)* %out, i32 %out.base
  %out.q5 = getelementptr i16, i16 addrspace(1)* %out.p5, i32 5
  store i16 %r5, i16 addrspace(1)* %out.q5
  %out.p6 = getelementptr i16, i16 addrspace(1)* %out, i32 %out.base
  %out.q6 = getelementptr i16, i16 addrspace(1)* %out.p6, i32 6
  store i16 %r6, i16 addrspace(1)* %out.q6
  %out.p7 = getelementptr i16, i16 addrspace(1)* %out, i32 %out.base
  %out.q7 = getelementptr i16, i16 addrspace(1)* %out.p7, i32 7
  store i16 %r7, i16 addrspace(1)* %out.q7
  %out.p8 = getelementptr i16, i16 addrspace(1)* %out, i32 %out.base
  %out.q8 = getelementptr i16, i16 addrspace(1)* %out.p8, i32 8
  store i16 %r8, i16 addrspace(1)* %out.q8
  %out.p9 = getelementptr i16, i16 addrspace(1)* %out, i32 %out.base
  %out.q9 = getelementptr i16, i16 addrspace(1)* %out.p9, i32 9
  store i16 %r9, i16 addrspace(1)* %out.q9
  %out.p10 = getelementptr i16, i16 addrspace(1)* %out, i32 %out.base
  %out.q10 = getelementptr i16, i16 addrspace(1)* %out.p10, i32 10
  store i16 %r10, i16 addrspace(1)* %out.q10
  %out.p11 = getelementptr i16, i16 addrspace(1)* %out, i32 %out.base
  %out.q11 = getelementptr i16, i16 addrspace(1)* %out.p11, i32 11
  store i16 %r11, i16 addrspace(1)* %out.q11
  ret void
}

define void @fmath_body(float addrspace(1)* %out, float addrspace(1)* %a, float addrspace(1)* %b,
    i32 %phase, i32 %gx, i32 %gy, i32 %gz, i32 %lx, i32 %ly, i32 %lz, i32 %wx, i32 %wy, i32 %wz,
    i32 %lsx, i32 %lsy, i32 %lsz, i32 %gsx, i32 %gsy, i32 %gsz) alwaysinline {
  %x.p = getelementptr float, float addrspace(1)* %a, i32 %gx
  %x = load float, float addrspace(1)* %x.p
  %y.p = getelementptr float, float addrspace(1)* %b, i32 %gx
  %y = load float, float addrspace(1)* %y.p
  %ax = call float @llvm.fabs.f32(float %x)
  %f0 = call float @llvm.sqrt.f32(float %ax)
  %f1 = call float @llvm.rint.f32(float %x)
  %f2 = call float @llvm.trunc.f32(float %x)
  %f3 = call float @llvm.ceil.f32(float %x)
  %f4 = call float @llvm.round.f32(float %x)
  %f5 = call float @llvm.nearbyint.f32(float %y)
  %big = fmul float %x, %y
  %big2 = fmul float %big, 1.000000e+06
  %i0 = fptosi float %big2 to i64
  %f6 = sitofp i64 %i0 to float
  %ab = call float @llvm.fabs.f32(float %big2)
  %u0 = fptoui float %ab to i64
  %u1 = mul i64 %u0, 12345
  %f7 = uitofp i64 %u1 to float
  %i1 = add i64 %i0, 1
  %f8 = sitofp i64 %i1 to double
  %f8f = fptrunc double %f8 to float
  %ne = fcmp une float %x, %y
  %ng = fneg float %y
  %f9 = select i1 %ne, float %ng, float %ax
  %i2 = trunc i64 %i0 to i32
  %f10b = bitcast i32 %i2 to float
  %u2 = trunc i64 %u1 to i32
  %f11 = uitofp i32 %u2 to float
  %out.base = mul i32 %gx, 12
  %out.p0 = getelementptr float, float addrspace(1)* %out, i32 %out.base
  %out.q0 = getelementptr float, float addrspace(1)* %out.p0, i32 0
  store float %f0, float addrspace(1)* %out.q0
  %out.p1 = getelementptr float, float addrspace(1)* %out, i32 %out.base
  %out.q1 = getelementptr float, float addrspace(1)* %out.p1, i32 1
  store float %f1, float addrspace(1)* %out.q1
  %out.p2 = getelementptr float, float addrspace(1)* %out, i32 %out.base
  %out.q2 = getelementptr float, float addrspace(1)* %out.p2, i32 2
  store float %f2, float addrspace(1)* %out.q2
  %out.p3 = getelementptr float, float addrspace(1)* %out, i32 %out.base
  %out.q3 = getelementptr float, float addrspace(1)* %out.p3, i32 3
  store float %f3, float addrspace(1)* %out.q3
  %out.p4 = getelementptr float, float addrspace(1)* %out, i32 %out.base
  %out.q4 = getelementptr float, float addrspace(1)* %out.p4, i32 4
  store float %f4, float addrspace(1)* %out.q4
  %out.p5 = getelementptr float, float addrspace(1)* %out, i32 %out.base
  %out.q5 = getelementptr float, float addrspace(1)* %out.p5, i32 5
  store float %f5, float addrspace(1)* %out.q5
  %out.p6 = getelementptr float, float addrspace(1)* %out, i32 %out.base
  %out.q6 = getelementptr float, float addrspace(1)* %out.p6, i32 6
  store float %f6, float addrspace(1)* %out.q6
  %out.p7 = getelementptr float, float addrspace(1)* %out, i32 %out.base
  %out.q7 = getelementptr float, float addrspace(1)* %out.p7, i32 7
  store float %f7, float addrspace(1)* %out.q7
  %out.p8 = getelementptr float, float addrspace(1)* %out, i32 %out.base
  %out.q8 = getelementptr float, float addrspace(1)* %out.p8, i32 8
  store float %f8f, float addrspace(1)* %out.q8
  %out.p9 = getelementptr float, float addrspace(1)* %out, i32 %out.base
  %out.q9 = getelementptr float, float addrspace(1)* %out.p9, i32 9
  store float %f9, float addrspace(1)* %out.q9
  %out.p10 = getelementptr float, float addrspace(1)* %out, i32 %out.base
  %out.q10 = getelementptr float, float addrspace(1)* %out.p10, i32 10
  store float %f10b, float addrspace(1)* %out.q10
  %out.p11 = getelementptr float, float addrspace(1)* %out, i32 %out.base
  %out.q11 = getelementptr float, float addrspace(1)* %out.p11, i32 11
  store float %f11, float addrspace(1)* %out.q11
  ret void
}

define void @f64_math_body(double addrspace(1)* %out, double addrspace(1)* %a, double addrspace(1)* %b,
    i32 %phase, i32 %gx, i32 %gy, i32 %gz, i32 %lx, i32 %ly, i32 %lz, i32 %wx, i32 %wy, i32 %wz,
    i32 %lsx, i32 %lsy, i32 %lsz, i32 %gsx, i32 %gsy, i32 %gsz) alwaysinline {
  %x.p = getelementptr double, double addrspace(1)* %a, i32 %gx
  %x = load double, double addrspace(1)* %x.p
  %y.p = getelementptr double, double addrspace(1)* %b, i32 %gx
  %y = load double, double addrspace(1)* %y.p
  %ax = call double @llvm.fabs.f64(double %x)
  %d0 = call double @llvm.sqrt.f64(double %ax)
  %d1 = call double @llvm.rint.f64(double %x)
  %d2 = call double @llvm.trunc.f64(double %x)
  %d3 = call double @llvm.ceil.f64(double %x)
  %d4 = call double @llvm.round.f64(double %x)
  %d5 = call double @llvm.maxnum.f64(double %x, double %y)
  %big = fmul double %x, 1.000000e+09
  %i0 = fptosi double %big to i64
  %d6 = sitofp i64 %i0 to double
  %ab = call double @llvm.fabs.f64(double %big)
  %u0 = fptoui double %ab to i64
  %u1 = mul i64 %u0, 1000003
  %d7 = uitofp i64 %u1 to double
  %d8 = call double @llvm.copysign.f64(double %y, double %x)
  %d9 = fptrunc double %x to float
  %d9e = fpext float %d9 to double
  %i1 = fptosi double %x to i32
  %d10 = sitofp i32 %i1 to double
  %d11 = bitcast i64 %u1 to double
  %out.base = mul i32 %gx, 12
  %out.p0 = getelementptr double, double addrspace(1)* %out, i32 %out.base
  %out.q0 = getelementptr double, double addrspace(1)* %out.p0, i32 0
  store double %d0, double addrspace(1)* %out.q0
  %out.p1 = getelementptr double, double addrspace(1)* %out, i32 %out.base
  %out.q1 = getelementptr double, double addrspace(1)* %out.p1, i32 1
  store double %d1, double addrspace(1)* %out.q1
  %out.p2 = getelementptr double, double addrspace(1)* %out, i32 %out.base
  %out.q2 = getelementptr double, double addrspace(1)* %out.p2, i32 2
  store double %d2, double addrspace(1)* %out.q2
  %out.p3 = getelementptr double, double addrspace(1)* %out, i32 %out.base
  %out.q3 = getelementptr double, double addrspace(1)* %out.p3, i32 3
  store double %d3, double addrspace(1)* %out.q3
  %out.p4 = getelementptr double, double addrspace(1)* %out, i32 %out.base
  %out.q4 = getelementptr double, double addrspace(1)* %out.p4, i32 4
  store double %d4, double addrspace(1)* %out.q4
  %out.p5 = getelementptr double, double addrspace(1)* %out, i32 %out.base
  %out.q5 = getelementptr double, double addrspace(1)* %out.p5, i32 5
  store double %d5, double addrspace(1)* %out.q5
  %out.p6 = getelementptr double, double addrspace(1)* %out, i32 %out.base
  %out.q6 = getelementptr double, double addrspace(1)* %out.p6, i32 6
  store double %d6, double addrspace(1)* %out.q6
  %out.p7 = getelementptr double, double addrspace(1)* %out, i32 %out.base
  %out.q7 = getelementptr double, double addrspace(1)* %out.p7, i32 7
  store double %d7, double addrspace(1)* %out.q7
  %out.p8 = getelementptr double, double addrspace(1)* %out, i32 %out.base
  %out.q8 = getelementptr double, double addrspace(1)* %out.p8, i32 8
  store double %d8, double addrspace(1)* %out.q8
  %out.p9 = getelementptr double, double addrspace(1)* %out, i32 %out.base
  %out.q9 = getelementptr double, double addrspace(1)* %out.p9, i32 9
  store double %d9e, double addrspace(1)* %out.q9
  %out.p10 = getelementptr double, double addrspace(1)* %out, i32 %out.base
  %out.q10 = getelementptr double, double addrspace(1)* %out.p10, i32 10
  store double %d10, double addrspace(1)* %out.q10
  %out.p11 = getelementptr double, double addrspace(1)* %out, i32 %out.base
  %out.q11 = getelementptr double, double addrspace(1)* %out.p11, i32 11
  store double %d11, double addrspace(1)* %out.q11
  ret void
}

define void @bits_body(i32 addrspace(1)* %out, i32 addrspace(1)* %a, i32 addrspace(1)* %b,
    i32 %phase, i32 %gx, i32 %gy, i32 %gz, i32 %lx, i32 %ly, i32 %lz, i32 %wx, i32 %wy, i32 %wz,
    i32 %lsx, i32 %lsy, i32 %lsz, i32 %gsx, i32 %gsy, i32 %gsz) alwaysinline {
  %x.p = getelementptr i32, i32 addrspace(1)* %a, i32 %gx
  %x = load i32, i32 addrspace(1)* %x.p
  %y.p = getelementptr i32, i32 addrspace(1)* %b, i32 %gx
  %y = load i32, i32 addrspace(1)* %y.p
  %r0 = call i32 @llvm.fshl.i32(i32 %x, i32 %y, i32 %y)
  %r1 = call i32 @llvm.fshr.i32(i32 %x, i32 %y, i32 %x)
  %r2 = call i32 @llvm.bswap.i32(i32 %x)
  %r3 = call i32 @llvm.cttz.i32(i32 %y, i1 false)
  %r4 = call i32 @llvm.uadd.sat.i32(i32 %x, i32 %y)
  %r5 = call i32 @llvm.usub.sat.i32(i32 %x, i32 %y)
  %r6 = call i32 @llvm.sadd.sat.i32(i32 %x, i32 %y)
  %r7 = call i32 @llvm.ssub.sat.i32(i32 %x, i32 %y)
  %m0 = call i32 @llvm.smin.i32(i32 %x, i32 1000)
  %r8 = call i32 @llvm.smax.i32(i32 %m0, i32 -1000)
  %off = and i32 %y, 15
  %sh = lshr i32 %x, %off
  %r9 = and i32 %sh, 1023
  %ms = xor i32 %x, %y
  %p0 = and i32 %x, %y
  %nm = xor i32 %y, -1
  %p1 = and i32 %ms, %nm
  %r10 = or i32 %p0, %p1
  %x24 = and i32 %x, 16777215
  %y24 = and i32 %y, 16777215
  %x64 = zext i32 %x24 to i64
  %y64 = zext i32 %y24 to i64
  %p64 = mul i64 %x64, %y64
  %h64 = lshr i64 %p64, 32
  %hi = trunc i64 %h64 to i32
  %lo = trunc i64 %p64 to i32
  %r11 = xor i32 %hi, %lo
  %xs8 = shl i32 %x, 8
  %xs = ashr i32 %xs8, 8
  %ys8 = shl i32 %y, 8
  %ys = ashr i32 %ys8, 8
  %r12 = mul i32 %xs, %ys
  %r13 = call i32 @llvm.abs.i32(i32 %x, i1 false)
  %mo = call {i32, i1} @llvm.umul.with.overflow.i32(i32 %x, i32 %y)
  %mv = extractvalue {i32, i1} %mo, 0
  %mf = extractvalue {i32, i1} %mo, 1
  %mz = zext i1 %mf to i32
  %r14 = xor i32 %mv, %mz
  %sx = shl i32 %x, 16
  %r15 = ashr exact i32 %sx, 20
  %out.base = mul i32 %gx, 16
  %out.p0 = getelementptr i32, i32 addrspace(1)* %out, i32 %out.base
  %out.q0 = getelementptr i32, i32 addrspace(1)* %out.p0, i32 0
  store i32 %r0, i32 addrspace(1)* %out.q0
  %out.p1 = getelementptr i32, i32 addrspace(1)* %out, i32 %out.base
  %out.q1 = getelementptr i32, i32 addrspace(1)* %out.p1, i32 1
  store i32 %r1, i32 addrspace(1)* %out.q1
  %out.p2 = getelementptr i32, i32 addrspace(1)* %out, i32 %out.base
  %out.q2 = getelementptr i32, i32 addrspace(1)* %out.p2, i32 2
  store i32 %r2, i32 addrspace(1)* %out.q2
  %out.p3 = getelementptr i32, i32 addrspace(1)* %out, i32 %out.base
  %out.q3 = getelementptr i32, i32 addrspace(1)* %out.p3, i32 3
  store i32 %r3, i32 addrspace(1)* %out.q3
  %out.p4 = getelementptr i32, i32 addrspace(1)* %out, i32 %out.base
  %out.q4 = getelementptr i32, i32 addrspace(1)* %out.p4, i32 4
  store i32 %r4, i32 addrspace(1)* %out.q4
  %out.p5 = getelementptr i32, i32 addrspace(1)* %out, i32 %out.base
  %out.q5 = getelementptr i32, i32 addrspace(1)* %out.p5, i32 5
  store i32 %r5, i32 addrspace(1)* %out.q5
  %out.p6 = getelementptr i32, i32 addrspace(1)* %out, i32 %out.base
  %out.q6 = getelementptr i32, i32 addrspace(1)* %out.p6, i32 6
  store i32 %r6, i32 addrspace(1)* %out.q6
  %out.p7 = getelementptr i32, i32 addrspace(1)* %out, i32 %out.base
  %out.q7 = getelementptr i32, i32 addrspace(1)* %out.p7, i32 7
  store i32 %r7, i32 addrspace(1)* %out.q7
  %out.p8 = getelementptr i32, i32 addrspace(1)* %out, i32 %out.base
  %out.q8 = getelementptr i32, i32 addrspace(1)* %out.p8, i32 8
  store i32 %r8, i32 addrspace(1)* %out.q8
  %out.p9 = getelementptr i32, i32 addrspace(1)* %out, i32 %out.base
  %out.q9 = getelementptr i32, i32 addrspace(1)* %out.p9, i32 9
  store i32 %r9, i32 addrspace(1)* %out.q9
  %out.p10 = getelementptr i32, i32 addrspace(1)* %out, i32 %out.base
  %out.q10 = getelementptr i32, i32 addrspace(1)* %out.p10, i32 10
  store i32 %r10, i32 addrspace(1)* %out.q10
  %out.p11 = getelementptr i32, i32 addrspace(1)* %out, i32 %out.base
  %out.q11 = getelementptr i32, i32 addrspace(1)* %out.p11, i32 11
  store i32 %r11, i32 addrspace(1)* %out.q11
  %out.p12 = getelementptr i32, i32 addrspace(1)* %out, i32 %out.base
  %out.q12 = getelementptr i32, i32 addrspace(1)* %out.p12, i32 12
  store i32 %r12, i32 addrspace(1)* %out.q12
  %out.p13 = getelementptr i32, i32 addrspace(1)* %out, i32 %out.base
  %out.q13 = getelementptr i32, i32 addrspace(1)* %out.p13, i32 13
  store i32 %r13, i32 addrspace(1)* %out.q13
  %out.p14 = getelementptr i32, i32 addrspace(1)* %out, i32 %out.base
  %out.q14 = getelementptr i32, i32 addrspace(1)* %out.p14, i32 14
  store i32 %r14, i32 addrspace(1)* %out.q14
  %out.p15 = getelementptr i32, i32 addrspace(1)* %out, i32 %out.base
  %out.q15 = getelementptr i32, i32 addrspace(1)* %out.p15, i32 15
  store i32 %r15, i32 addrspace(1)* %out.q15
  ret void
}
