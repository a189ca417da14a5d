; AMDGPU entries of scratch.body.ll: 1-D grids; private arrays are allocas
; in the private address space (5).

; The AMDGPU data layout of LLVM 14 (32-bit LDS and private pointers).
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @group_size_x()
declare i32 @grid_size_x()
declare i32 @global_id(i32, i32, i32)
declare void @private_sort_body(i32 addrspace(1)*, i32 addrspace(1)*, i32 addrspace(5)*,
    i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
declare void @private_lookup_body(float addrspace(1)*, i32 addrspace(1)*, float addrspace(5)*,
    i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
declare void @spill_body(float addrspace(1)*, float addrspace(1)*, i32,
    i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)

define amdgpu_kernel void @private_sort(i32 addrspace(1)* %out, i32 addrspace(1)* %in) {
  %arr = alloca [32 x i32], align 4, addrspace(5)
  %priv = getelementptr [32 x i32], [32 x i32] addrspace(5)* %arr, i32 0, i32 0
  %lx = call i32 @llvm.amdgcn.workitem.id.x()
  %wx = call i32 @llvm.amdgcn.workgroup.id.x()
  %lsx = call i32 @group_size_x()
  %gsx = call i32 @grid_size_x()
  %gx = call i32 @global_id(i32 %wx, i32 %lsx, i32 %lx)
  call void @private_sort_body(i32 addrspace(1)* %out, i32 addrspace(1)* %in, i32 addrspace(5)* %priv,
      i32 0, i32 %gx, i32 0, i32 0, i32 %lx, i32 0, i32 0, i32 %wx, i32 0, i32 0,
      i32 %lsx, i32 1, i32 1, i32 %gsx, i32 1, i32 1)
  ret void
}

define amdgpu_kernel void @private_lookup(float addrspace(1)* %out, i32 addrspace(1)* %idx) {
  %arr = alloca [64 x float], align 4, addrspace(5)
  %priv = getelementptr [64 x float], [64 x float] addrspace(5)* %arr, i32 0, i32 0
  %lx = call i32 @llvm.amdgcn.workitem.id.x()
  %wx = call i32 @llvm.amdgcn.workgroup.id.x()
  %lsx = call i32 @group_size_x()
  %gsx = call i32 @grid_size_x()
  %gx = call i32 @global_id(i32 %wx, i32 %lsx, i32 %lx)
  call void @private_lookup_body(float addrspace(1)* %out, i32 addrspace(1)* %idx, float addrspace(5)* %priv,
      i32 0, i32 %gx, i32 0, i32 0, i32 %lx, i32 0, i32 0, i32 %wx, i32 0, i32 0,
      i32 %lsx, i32 1, i32 1, i32 %gsx, i32 1, i32 1)
  ret void
}

; At most 8 VGPRs: the twelve accumulators cannot all stay in registers.
define amdgpu_kernel void @spill(float addrspace(1)* %out, float addrspace(1)* %in, i32 %n) #0 {
  %lx = call i32 @llvm.amdgcn.workitem.id.x()
  %wx = call i32 @llvm.amdgcn.workgroup.id.x()
  %lsx = call i32 @group_size_x()
  %gsx = call i32 @grid_size_x()
  %gx = call i32 @global_id(i32 %wx, i32 %lsx, i32 %lx)
  call void @spill_body(float addrspace(1)* %out, float addrspace(1)* %in, i32 %n,
      i32 0, i32 %gx, i32 0, i32 0, i32 %lx, i32 0, i32 0, i32 %wx, i32 0, i32 0,
      i32 %lsx, i32 1, i32 1, i32 %gsx, i32 1, i32 1)
  ret void
}

attributes #0 = { "amdgpu-num-vgpr"="8" }
