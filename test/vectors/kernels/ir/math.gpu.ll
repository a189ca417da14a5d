; AMDGPU entries of math.body.ll: 1-D grids (y and z ids 0, sizes 1).

; The AMDGPU data layout of LLVM 14 (32-bit LDS and private pointers).
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @group_size_x()
declare i32 @grid_size_x()
declare i32 @global_id(i32, i32, i32)
declare void @i64_ops_body(i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*,
    i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
declare void @narrow_ops_body(i16 addrspace(1)*, i8 addrspace(1)*, i16 addrspace(1)*, i16 addrspace(1)*, i8 addrspace(1)*,
    i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
declare void @half_ops_body(i16 addrspace(1)*, i16 addrspace(1)*, i16 addrspace(1)*,
    i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
declare void @fmath_body(float addrspace(1)*, float addrspace(1)*, float addrspace(1)*,
    i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
declare void @f64_math_body(double addrspace(1)*, double addrspace(1)*, double addrspace(1)*,
    i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
declare void @bits_body(i32 addrspace(1)*, i32 addrspace(1)*, i32 addrspace(1)*,
    i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)

define amdgpu_kernel void @i64_ops(i64 addrspace(1)* %out, i64 addrspace(1)* %a, i64 addrspace(1)* %b) {
  %lx = call i32 @llvm.amdgcn.workitem.id.x()
  %wx = call i32 @llvm.amdgcn.workgroup.id.x()
  %lsx = call i32 @group_size_x()
  %gsx = call i32 @grid_size_x()
  %gx = call i32 @global_id(i32 %wx, i32 %lsx, i32 %lx)
  call void @i64_ops_body(i64 addrspace(1)* %out, i64 addrspace(1)* %a, i64 addrspace(1)* %b,
      i32 0, i32 %gx, i32 0, i32 0, i32 %lx, i32 0, i32 0, i32 %wx, i32 0, i32 0,
      i32 %lsx, i32 1, i32 1, i32 %gsx, i32 1, i32 1)
  ret void
}

define amdgpu_kernel void @narrow_ops(i16 addrspace(1)* %o16, i8 addrspace(1)* %o8, i16 addrspace(1)* %a16, i16 addrspace(1)* %b16, i8 addrspace(1)* %c8) {
  %lx = call i32 @llvm.amdgcn.workitem.id.x()
  %wx = call i32 @llvm.amdgcn.workgroup.id.x()
  %lsx = call i32 @group_size_x()
  %gsx = call i32 @grid_size_x()
  %gx = call i32 @global_id(i32 %wx, i32 %lsx, i32 %lx)
  call void @narrow_ops_body(i16 addrspace(1)* %o16, i8 addrspace(1)* %o8, i16 addrspace(1)* %a16, i16 addrspace(1)* %b16, i8 addrspace(1)* %c8,
      i32 0, i32 %gx, i32 0, i32 0, i32 %lx, i32 0, i32 0, i32 %wx, i32 0, i32 0,
      i32 %lsx, i32 1, i32 1, i32 %gsx, i32 1, i32 1)
  ret void
}

define amdgpu_kernel void @half_ops(i16 addrspace(1)* %out, i16 addrspace(1)* %a, i16 addrspace(1)* %b) {
  %lx = call i32 @llvm.amdgcn.workitem.id.x()
  %wx = call i32 @llvm.amdgcn.workgroup.id.x()
  %lsx = call i32 @group_size_x()
  %gsx = call i32 @grid_size_x()
  %gx = call i32 @global_id(i32 %wx, i32 %lsx, i32 %lx)
  call void @half_ops_body(i16 addrspace(1)* %out, i16 addrspace(1)* %a, i16 addrspace(1)* %b,
      i32 0, i32 %gx, i32 0, i32 0, i32 %lx, i32 0, i32 0, i32 %wx, i32 0, i32 0,
      i32 %lsx, i32 1, i32 1, i32 %gsx, i32 1, i32 1)
  ret void
}

define amdgpu_kernel void @fmath(float addrspace(1)* %out, float addrspace(1)* %a, float addrspace(1)* %b) {
  %lx = call i32 @llvm.amdgcn.workitem.id.x()
  %wx = call i32 @llvm.amdgcn.workgroup.id.x()
  %lsx = call i32 @group_size_x()
  %gsx = call i32 @grid_size_x()
  %gx = call i32 @global_id(i32 %wx, i32 %lsx, i32 %lx)
  call void @fmath_body(float addrspace(1)* %out, float addrspace(1)* %a, float addrspace(1)* %b,
      i32 0, i32 %gx, i32 0, i32 0, i32 %lx, i32 0, i32 0, i32 %wx, i32 0, i32 0,
      i32 %lsx, i32 1, i32 1, i32 %gsx, i32 1, i32 1)
  ret void
}

define amdgpu_kernel void @f64_math(double addrspace(1)* %out, double addrspace(1)* %a, double addrspace(1)* %b) {
  %lx = call i32 @llvm.amdgcn.workitem.id.x()
  %wx = call i32 @llvm.amdgcn.workgroup.id.x()
  %lsx = call i32 @group_size_x()
  %gsx = call i32 @grid_size_x()
  %gx = call i32 @global_id(i32 %wx, i32 %lsx, i32 %lx)
  call void @f64_math_body(double addrspace(1)* %out, double addrspace(1)* %a, double addrspace(1)* %b,
      i32 0, i32 %gx, i32 0, i32 0, i32 %lx, i32 0, i32 0, i32 %wx, i32 0, i32 0,
      i32 %lsx, i32 1, i32 1, i32 %gsx, i32 1, i32 1)
  ret void
}

define amdgpu_kernel void @bits(i32 addrspace(1)* %out, i32 addrspace(1)* %a, i32 addrspace(1)* %b) {
  %lx = call i32 @llvm.amdgcn.workitem.id.x()
  %wx = call i32 @llvm.amdgcn.workgroup.id.x()
  %lsx = call i32 @group_size_x()
  %gsx = call i32 @grid_size_x()
  %gx = call i32 @global_id(i32 %wx, i32 %lsx, i32 %lx)
  call void @bits_body(i32 addrspace(1)* %out, i32 addrspace(1)* %a, i32 addrspace(1)* %b,
      i32 0, i32 %gx, i32 0, i32 0, i32 %lx, i32 0, i32 0, i32 %wx, i32 0, i32 0,
      i32 %lsx, i32 1, i32 1, i32 %gsx, i32 1, i32 1)
  ret void
}
