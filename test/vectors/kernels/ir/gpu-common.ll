; AMDGPU side of every kernel: ids from the hardware, sizes from the HSA
; dispatch packet (workgroup_size_x/y/z: u16 at bytes 4/6/8; grid_size_x/y/z:
; u32 at bytes 12/16/20). Linked with each module's body and entry files.

; The AMDGPU data layout of LLVM 14 (32-bit LDS and private pointers).
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
declare i32 @llvm.amdgcn.workitem.id.z()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare i8 addrspace(4)* @llvm.amdgcn.dispatch.ptr()
declare void @llvm.amdgcn.s.barrier()

define i32 @packet_u16(i64 %off) alwaysinline {
  %d = call i8 addrspace(4)* @llvm.amdgcn.dispatch.ptr()
  %p = getelementptr i8, i8 addrspace(4)* %d, i64 %off
  %q = bitcast i8 addrspace(4)* %p to i16 addrspace(4)*
  %v = load i16, i16 addrspace(4)* %q, align 2, !invariant.load !0
  %r = zext i16 %v to i32
  ret i32 %r
}

define i32 @packet_u32(i64 %off) alwaysinline {
  %d = call i8 addrspace(4)* @llvm.amdgcn.dispatch.ptr()
  %p = getelementptr i8, i8 addrspace(4)* %d, i64 %off
  %q = bitcast i8 addrspace(4)* %p to i32 addrspace(4)*
  %v = load i32, i32 addrspace(4)* %q, align 4, !invariant.load !0
  ret i32 %v
}

define i32 @group_size_x() alwaysinline {
  %v = call i32 @packet_u16(i64 4)
  ret i32 %v
}
define i32 @group_size_y() alwaysinline {
  %v = call i32 @packet_u16(i64 6)
  ret i32 %v
}
define i32 @group_size_z() alwaysinline {
  %v = call i32 @packet_u16(i64 8)
  ret i32 %v
}
define i32 @grid_size_x() alwaysinline {
  %v = call i32 @packet_u32(i64 12)
  ret i32 %v
}
define i32 @grid_size_y() alwaysinline {
  %v = call i32 @packet_u32(i64 16)
  ret i32 %v
}
define i32 @grid_size_z() alwaysinline {
  %v = call i32 @packet_u32(i64 20)
  ret i32 %v
}

; group id * group size + local id, in one dimension.
define i32 @global_id(i32 %w, i32 %ls, i32 %l) alwaysinline {
  %b = mul i32 %w, %ls
  %g = add i32 %b, %l
  ret i32 %g
}

!0 = !{}
