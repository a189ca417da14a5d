; C = A * B for n x n row-major f32 matrices (n a multiple of 16), tiled
; through LDS: each 16x16 work-group loads a tile of A and of B per step,
; waits at a barrier, accumulates 16 products (fmul then fadd, in k order),
; and waits again. Grid: n x n work-items, groups of 16 x 16.
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare void @llvm.amdgcn.s.barrier()

@ta = internal addrspace(3) global [256 x float] undef, align 4
@tb = internal addrspace(3) global [256 x float] undef, align 4

define amdgpu_kernel void @matmul(float addrspace(1)* %c, float addrspace(1)* %a, float addrspace(1)* %b, i32 %n) #0 !reqd_work_group_size !0 {
entry:
  %lx = call i32 @llvm.amdgcn.workitem.id.x()
  %ly = call i32 @llvm.amdgcn.workitem.id.y()
  %wx = call i32 @llvm.amdgcn.workgroup.id.x()
  %wy = call i32 @llvm.amdgcn.workgroup.id.y()
  %col0 = shl i32 %wx, 4
  %row0 = shl i32 %wy, 4
  %col = add i32 %col0, %lx
  %row = add i32 %row0, %ly
  %ly16 = shl i32 %ly, 4
  %slot = add i32 %ly16, %lx
  %pta = getelementptr [256 x float], [256 x float] addrspace(3)* @ta, i32 0, i32 %slot
  %ptb = getelementptr [256 x float], [256 x float] addrspace(3)* @tb, i32 0, i32 %slot
  %steps = lshr i32 %n, 4
  br label %step
step:
  %t = phi i32 [ 0, %entry ], [ %t1, %accdone ]
  %acc = phi float [ 0.0, %entry ], [ %acc2, %accdone ]
  %t16 = shl i32 %t, 4
  ; A[row][t16 + lx], B[t16 + ly][col]
  %arow = mul i32 %row, %n
  %acol = add i32 %t16, %lx
  %ai = add i32 %arow, %acol
  %pa = getelementptr float, float addrspace(1)* %a, i32 %ai
  %va = load float, float addrspace(1)* %pa
  store float %va, float addrspace(3)* %pta
  %brow0 = add i32 %t16, %ly
  %brow = mul i32 %brow0, %n
  %bi = add i32 %brow, %col
  %pb = getelementptr float, float addrspace(1)* %b, i32 %bi
  %vb = load float, float addrspace(1)* %pb
  store float %vb, float addrspace(3)* %ptb
  call void @llvm.amdgcn.s.barrier()
  br label %inner
inner:
  %k = phi i32 [ 0, %step ], [ %k1, %inner ]
  %acc1 = phi float [ %acc, %step ], [ %acc2, %inner ]
  %ia = add i32 %ly16, %k
  %k16 = shl i32 %k, 4
  %ib = add i32 %k16, %lx
  %qa = getelementptr [256 x float], [256 x float] addrspace(3)* @ta, i32 0, i32 %ia
  %qb = getelementptr [256 x float], [256 x float] addrspace(3)* @tb, i32 0, i32 %ib
  %xa = load float, float addrspace(3)* %qa
  %xb = load float, float addrspace(3)* %qb
  %p = fmul float %xa, %xb
  %acc2 = fadd float %acc1, %p
  %k1 = add i32 %k, 1
  %kd = icmp eq i32 %k1, 16
  br i1 %kd, label %accdone, label %inner
accdone:
  call void @llvm.amdgcn.s.barrier()
  %t1 = add i32 %t, 1
  %td = icmp eq i32 %t1, %steps
  br i1 %td, label %done, label %step
done:
  %crow = mul i32 %row, %n
  %ci = add i32 %crow, %col
  %pc = getelementptr float, float addrspace(1)* %c, i32 %ci
  store float %acc2, float addrspace(1)* %pc
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="256,256" }
!0 = !{i32 16, i32 16, i32 1}
