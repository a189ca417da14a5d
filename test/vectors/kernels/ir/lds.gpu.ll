; AMDGPU entries of lds.body.ll: each runs the body's phases with a barrier
; between consecutive phases.

; The AMDGPU data layout of LLVM 14 (32-bit LDS and private pointers).
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare void @llvm.amdgcn.s.barrier()
declare i32 @group_size_x()
declare i32 @group_size_y()
declare i32 @grid_size_x()
declare i32 @grid_size_y()
declare i32 @global_id(i32, i32, i32)
declare void @reduce_sum_body(i32 addrspace(1)*, i32 addrspace(1)*, i32 addrspace(3)*,
    i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
declare void @reduce_fmax_body(float addrspace(1)*, float addrspace(1)*, float addrspace(3)*,
    i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
declare void @lds_atomics_body(i32 addrspace(1)*, i32 addrspace(1)*, i32 addrspace(3)*,
    i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
declare void @transpose_body(float addrspace(1)*, float addrspace(1)*, float addrspace(3)*,
    i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)

@reduce_sum.lds = internal addrspace(3) global [128 x i32] undef, align 4
@reduce_fmax.lds = internal addrspace(3) global [256 x float] undef, align 4
@lds_atomics.lds = internal addrspace(3) global [5 x i32] undef, align 4
@transpose.lds = internal addrspace(3) global [272 x float] undef, align 4

define amdgpu_kernel void @reduce_sum(i32 addrspace(1)* %out, i32 addrspace(1)* %in) #0 !reqd_work_group_size !0 {
entry:
  %lx = call i32 @llvm.amdgcn.workitem.id.x()
  %wx = call i32 @llvm.amdgcn.workgroup.id.x()
  %lsx = call i32 @group_size_x()
  %gsx = call i32 @grid_size_x()
  %gx = call i32 @global_id(i32 %wx, i32 %lsx, i32 %lx)
  %lds = getelementptr [128 x i32], [128 x i32] addrspace(3)* @reduce_sum.lds, i32 0, i32 0
  br label %phase
phase:
  %p = phi i32 [ 0, %entry ], [ %pnext, %barrier ]
  call void @reduce_sum_body(i32 addrspace(1)* %out, i32 addrspace(1)* %in, i32 addrspace(3)* %lds,
      i32 %p, i32 %gx, i32 0, i32 0, i32 %lx, i32 0, i32 0, i32 %wx, i32 0, i32 0,
      i32 %lsx, i32 1, i32 1, i32 %gsx, i32 1, i32 1)
  %pnext = add i32 %p, 1
  %more = icmp ult i32 %pnext, 9
  br i1 %more, label %barrier, label %end
barrier:
  call void @llvm.amdgcn.s.barrier()
  br label %phase
end:
  ret void
}

define amdgpu_kernel void @reduce_fmax(float addrspace(1)* %out, float addrspace(1)* %in) #1 {
  %lx = call i32 @llvm.amdgcn.workitem.id.x()
  %wx = call i32 @llvm.amdgcn.workgroup.id.x()
  %lsx = call i32 @group_size_x()
  %gsx = call i32 @grid_size_x()
  %gx = call i32 @global_id(i32 %wx, i32 %lsx, i32 %lx)
  %lds = getelementptr [256 x float], [256 x float] addrspace(3)* @reduce_fmax.lds, i32 0, i32 0
  call void @reduce_fmax_body(float addrspace(1)* %out, float addrspace(1)* %in, float addrspace(3)* %lds,
      i32 0, i32 %gx, i32 0, i32 0, i32 %lx, i32 0, i32 0, i32 %wx, i32 0, i32 0,
      i32 %lsx, i32 1, i32 1, i32 %gsx, i32 1, i32 1)
  call void @llvm.amdgcn.s.barrier()
  call void @reduce_fmax_body(float addrspace(1)* %out, float addrspace(1)* %in, float addrspace(3)* %lds,
      i32 1, i32 %gx, i32 0, i32 0, i32 %lx, i32 0, i32 0, i32 %wx, i32 0, i32 0,
      i32 %lsx, i32 1, i32 1, i32 %gsx, i32 1, i32 1)
  ret void
}

define amdgpu_kernel void @lds_atomics(i32 addrspace(1)* %out, i32 addrspace(1)* %in) {
  %lx = call i32 @llvm.amdgcn.workitem.id.x()
  %wx = call i32 @llvm.amdgcn.workgroup.id.x()
  %lsx = call i32 @group_size_x()
  %gsx = call i32 @grid_size_x()
  %gx = call i32 @global_id(i32 %wx, i32 %lsx, i32 %lx)
  %lds = getelementptr [5 x i32], [5 x i32] addrspace(3)* @lds_atomics.lds, i32 0, i32 0
  call void @lds_atomics_body(i32 addrspace(1)* %out, i32 addrspace(1)* %in, i32 addrspace(3)* %lds,
      i32 0, i32 %gx, i32 0, i32 0, i32 %lx, i32 0, i32 0, i32 %wx, i32 0, i32 0,
      i32 %lsx, i32 1, i32 1, i32 %gsx, i32 1, i32 1)
  call void @llvm.amdgcn.s.barrier()
  call void @lds_atomics_body(i32 addrspace(1)* %out, i32 addrspace(1)* %in, i32 addrspace(3)* %lds,
      i32 1, i32 %gx, i32 0, i32 0, i32 %lx, i32 0, i32 0, i32 %wx, i32 0, i32 0,
      i32 %lsx, i32 1, i32 1, i32 %gsx, i32 1, i32 1)
  call void @llvm.amdgcn.s.barrier()
  call void @lds_atomics_body(i32 addrspace(1)* %out, i32 addrspace(1)* %in, i32 addrspace(3)* %lds,
      i32 2, i32 %gx, i32 0, i32 0, i32 %lx, i32 0, i32 0, i32 %wx, i32 0, i32 0,
      i32 %lsx, i32 1, i32 1, i32 %gsx, i32 1, i32 1)
  ret void
}

define amdgpu_kernel void @transpose(float addrspace(1)* %out, float addrspace(1)* %in) #2 !reqd_work_group_size !1 {
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
  %lds = getelementptr [272 x float], [272 x float] addrspace(3)* @transpose.lds, i32 0, i32 0
  call void @transpose_body(float addrspace(1)* %out, float addrspace(1)* %in, float addrspace(3)* %lds,
      i32 0, i32 %gx, i32 %gy, i32 0, i32 %lx, i32 %ly, i32 0, i32 %wx, i32 %wy, i32 0,
      i32 %lsx, i32 %lsy, i32 1, i32 %gsx, i32 %gsy, i32 1)
  call void @llvm.amdgcn.s.barrier()
  call void @transpose_body(float addrspace(1)* %out, float addrspace(1)* %in, float addrspace(3)* %lds,
      i32 1, i32 %gx, i32 %gy, i32 0, i32 %lx, i32 %ly, i32 0, i32 %wx, i32 %wy, i32 0,
      i32 %lsx, i32 %lsy, i32 1, i32 %gsx, i32 %gsy, i32 1)
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="128,128" }
attributes #1 = { "amdgpu-flat-work-group-size"="1,256" }
attributes #2 = { "amdgpu-flat-work-group-size"="256,256" }

!0 = !{i32 128, i32 1, i32 1}
!1 = !{i32 16, i32 16, i32 1}
