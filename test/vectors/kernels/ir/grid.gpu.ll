; AMDGPU entries of grid.body.ll: 3-D (grid3d, sizes) and 2-D (stencil2d) grids.

; The AMDGPU data layout of LLVM 14 (32-bit LDS and private pointers).
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
declare i32 @llvm.amdgcn.workitem.id.z()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare i32 @group_size_x()
declare i32 @group_size_y()
declare i32 @group_size_z()
declare i32 @grid_size_x()
declare i32 @grid_size_y()
declare i32 @grid_size_z()
declare i32 @global_id(i32, i32, i32)
declare void @grid3d_body(i32 addrspace(1)*,
    i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
declare void @sizes_body(i32 addrspace(1)*,
    i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
declare void @stencil2d_body(float addrspace(1)*, float addrspace(1)*,
    i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)

define amdgpu_kernel void @grid3d(i32 addrspace(1)* %out) {
  %lx = call i32 @llvm.amdgcn.workitem.id.x()
  %ly = call i32 @llvm.amdgcn.workitem.id.y()
  %lz = call i32 @llvm.amdgcn.workitem.id.z()
  %wx = call i32 @llvm.amdgcn.workgroup.id.x()
  %wy = call i32 @llvm.amdgcn.workgroup.id.y()
  %wz = call i32 @llvm.amdgcn.workgroup.id.z()
  %lsx = call i32 @group_size_x()
  %lsy = call i32 @group_size_y()
  %lsz = call i32 @group_size_z()
  %gsx = call i32 @grid_size_x()
  %gsy = call i32 @grid_size_y()
  %gsz = call i32 @grid_size_z()
  %gx = call i32 @global_id(i32 %wx, i32 %lsx, i32 %lx)
  %gy = call i32 @global_id(i32 %wy, i32 %lsy, i32 %ly)
  %gz = call i32 @global_id(i32 %wz, i32 %lsz, i32 %lz)
  call void @grid3d_body(i32 addrspace(1)* %out,
      i32 0, i32 %gx, i32 %gy, i32 %gz, i32 %lx, i32 %ly, i32 %lz, i32 %wx, i32 %wy, i32 %wz,
      i32 %lsx, i32 %lsy, i32 %lsz, i32 %gsx, i32 %gsy, i32 %gsz)
  ret void
}

define amdgpu_kernel void @sizes(i32 addrspace(1)* %out) {
  %lx = call i32 @llvm.amdgcn.workitem.id.x()
  %ly = call i32 @llvm.amdgcn.workitem.id.y()
  %lz = call i32 @llvm.amdgcn.workitem.id.z()
  %wx = call i32 @llvm.amdgcn.workgroup.id.x()
  %wy = call i32 @llvm.amdgcn.workgroup.id.y()
  %wz = call i32 @llvm.amdgcn.workgroup.id.z()
  %lsx = call i32 @group_size_x()
  %lsy = call i32 @group_size_y()
  %lsz = call i32 @group_size_z()
  %gsx = call i32 @grid_size_x()
  %gsy = call i32 @grid_size_y()
  %gsz = call i32 @grid_size_z()
  %gx = call i32 @global_id(i32 %wx, i32 %lsx, i32 %lx)
  %gy = call i32 @global_id(i32 %wy, i32 %lsy, i32 %ly)
  %gz = call i32 @global_id(i32 %wz, i32 %lsz, i32 %lz)
  call void @sizes_body(i32 addrspace(1)* %out,
      i32 0, i32 %gx, i32 %gy, i32 %gz, i32 %lx, i32 %ly, i32 %lz, i32 %wx, i32 %wy, i32 %wz,
      i32 %lsx, i32 %lsy, i32 %lsz, i32 %gsx, i32 %gsy, i32 %gsz)
  ret void
}

define amdgpu_kernel void @stencil2d(float addrspace(1)* %out, float addrspace(1)* %in) {
  %lx = call i32 @llvm.amdgcn.workitem.id.x()
  %ly = call i32 @llvm.amdgcn.workitem.id.y()
  %wx = call i32 @llvm.amdgcn.workgroup.id.x()
  %wy = call i32 @llvm.amdgcn.workgroup.id.y()
  %lsx = call i32 @group_size_x()
  %lsy = call i32 @group_size_y()
  %gsx = call i32 @grid_size_x()
  %gsy = call i32 @grid_size_y()
  %gx = call i32 @global_id(i32 %wx, i32 %lsx, i32 %lx)
  %gy = call i32 @global_id(i32 %wy, i32 %lsy, i32 %ly)
  call void @stencil2d_body(float addrspace(1)* %out, float addrspace(1)* %in,
      i32 0, i32 %gx, i32 %gy, i32 0, i32 %lx, i32 %ly, i32 0, i32 %wx, i32 %wy, i32 0,
      i32 %lsx, i32 %lsy, i32 1, i32 %gsx, i32 %gsy, i32 1)
  ret void
}
