; Multi-dimensional grids and kernels that read the grid and group sizes.

; out[(gz * gsy + gy) * gsx + gx] = gx + 1000 * gy + 1000000 * gz + (lx ^ ly ^ lz)
define void @grid3d_body(i32 addrspace(1)* %out,
    i32 %phase, i32 %gx, i32 %gy, i32 %gz, i32 %lx, i32 %ly, i32 %lz, i32 %wx, i32 %wy, i32 %wz,
    i32 %lsx, i32 %lsy, i32 %lsz, i32 %gsx, i32 %gsy, i32 %gsz) alwaysinline {
  %zy = mul i32 %gz, %gsy
  %zyy = add i32 %zy, %gy
  %row = mul i32 %zyy, %gsx
  %idx = add i32 %row, %gx
  %y1000 = mul i32 %gy, 1000
  %z1e6 = mul i32 %gz, 1000000
  %s1 = add i32 %gx, %y1000
  %s2 = add i32 %s1, %z1e6
  %l1 = xor i32 %lx, %ly
  %l2 = xor i32 %l1, %lz
  %v = add i32 %s2, %l2
  %p = getelementptr i32, i32 addrspace(1)* %out, i32 %idx
  store i32 %v, i32 addrspace(1)* %p
  ret void
}

; Every work-item writes what it knows about the dispatch, 12 values at
; out[12 * linear global id]: grid size x/y/z, group size x/y/z,
; group id x/y/z, local id x/y/z.
define void @sizes_body(i32 addrspace(1)* %out,
    i32 %phase, i32 %gx, i32 %gy, i32 %gz, i32 %lx, i32 %ly, i32 %lz, i32 %wx, i32 %wy, i32 %wz,
    i32 %lsx, i32 %lsy, i32 %lsz, i32 %gsx, i32 %gsy, i32 %gsz) alwaysinline {
  %zy = mul i32 %gz, %gsy
  %zyy = add i32 %zy, %gy
  %row = mul i32 %zyy, %gsx
  %lin = add i32 %row, %gx
  %base = mul i32 %lin, 12
  %p0 = getelementptr i32, i32 addrspace(1)* %out, i32 %base
  store i32 %gsx, i32 addrspace(1)* %p0
  %p1 = getelementptr i32, i32 addrspace(1)* %p0, i32 1
  store i32 %gsy, i32 addrspace(1)* %p1
  %p2 = getelementptr i32, i32 addrspace(1)* %p0, i32 2
  store i32 %gsz, i32 addrspace(1)* %p2
  %p3 = getelementptr i32, i32 addrspace(1)* %p0, i32 3
  store i32 %lsx, i32 addrspace(1)* %p3
  %p4 = getelementptr i32, i32 addrspace(1)* %p0, i32 4
  store i32 %lsy, i32 addrspace(1)* %p4
  %p5 = getelementptr i32, i32 addrspace(1)* %p0, i32 5
  store i32 %lsz, i32 addrspace(1)* %p5
  %p6 = getelementptr i32, i32 addrspace(1)* %p0, i32 6
  store i32 %wx, i32 addrspace(1)* %p6
  %p7 = getelementptr i32, i32 addrspace(1)* %p0, i32 7
  store i32 %wy, i32 addrspace(1)* %p7
  %p8 = getelementptr i32, i32 addrspace(1)* %p0, i32 8
  store i32 %wz, i32 addrspace(1)* %p8
  %p9 = getelementptr i32, i32 addrspace(1)* %p0, i32 9
  store i32 %lx, i32 addrspace(1)* %p9
  %p10 = getelementptr i32, i32 addrspace(1)* %p0, i32 10
  store i32 %ly, i32 addrspace(1)* %p10
  %p11 = getelementptr i32, i32 addrspace(1)* %p0, i32 11
  store i32 %lz, i32 addrspace(1)* %p11
  ret void
}

; A 2-D stencil: out[y][x] = 4*in[y][x] - (the in-bounds neighbours among
; in[y][x-1], in[y][x+1], in[y-1][x], in[y+1][x]), on a (grid y) x (grid x) matrix.
define void @stencil2d_body(float addrspace(1)* %out, float addrspace(1)* %in,
    i32 %phase, i32 %gx, i32 %gy, i32 %gz, i32 %lx, i32 %ly, i32 %lz, i32 %wx, i32 %wy, i32 %wz,
    i32 %lsx, i32 %lsy, i32 %lsz, i32 %gsx, i32 %gsy, i32 %gsz) alwaysinline {
entry:
  %row = mul i32 %gy, %gsx
  %c = add i32 %row, %gx
  %pc = getelementptr float, float addrspace(1)* %in, i32 %c
  %vc = load float, float addrspace(1)* %pc
  %acc0 = fmul float %vc, 4.0
  %hasl = icmp ugt i32 %gx, 0
  br i1 %hasl, label %left, label %l.done
left:
  %il = sub i32 %c, 1
  %pl = getelementptr float, float addrspace(1)* %in, i32 %il
  %vl = load float, float addrspace(1)* %pl
  %accl = fsub float %acc0, %vl
  br label %l.done
l.done:
  %acc1 = phi float [ %acc0, %entry ], [ %accl, %left ]
  %xr = add i32 %gx, 1
  %hasr = icmp ult i32 %xr, %gsx
  br i1 %hasr, label %right, label %r.done
right:
  %ir = add i32 %c, 1
  %pr = getelementptr float, float addrspace(1)* %in, i32 %ir
  %vr = load float, float addrspace(1)* %pr
  %accr = fsub float %acc1, %vr
  br label %r.done
r.done:
  %acc2 = phi float [ %acc1, %l.done ], [ %accr, %right ]
  %hasu = icmp ugt i32 %gy, 0
  br i1 %hasu, label %up, label %u.done
up:
  %iu = sub i32 %c, %gsx
  %pu = getelementptr float, float addrspace(1)* %in, i32 %iu
  %vu = load float, float addrspace(1)* %pu
  %accu = fsub float %acc2, %vu
  br label %u.done
u.done:
  %acc3 = phi float [ %acc2, %r.done ], [ %accu, %up ]
  %yd = add i32 %gy, 1
  %hasd = icmp ult i32 %yd, %gsy
  br i1 %hasd, label %down, label %d.done
down:
  %id = add i32 %c, %gsx
  %pd = getelementptr float, float addrspace(1)* %in, i32 %id
  %vd = load float, float addrspace(1)* %pd
  %accd = fsub float %acc3, %vd
  br label %d.done
d.done:
  %acc4 = phi float [ %acc3, %u.done ], [ %accd, %down ]
  %po = getelementptr float, float addrspace(1)* %out, i32 %c
  store float %acc4, float addrspace(1)* %po
  ret void
}
