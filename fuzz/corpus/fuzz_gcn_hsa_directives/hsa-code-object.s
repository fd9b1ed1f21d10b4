	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.amdhsa_code_object_version 4
	.text
	.protected	k
	.globl	k
	.p2align	8
	.type	k,@function
k:
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, ext@rel32@lo+4
	s_addc_u32 s5, s5, ext@rel32@hi+12
	flat_load_dword v1, v[2:3]
	s_endpgm
.Lfunc_end0:
	.size	k, .Lfunc_end0-k
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel k
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_denorm_mode_16_64 3
	.end_amdhsa_kernel
	.text
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - {.offset: 8, .size: 8, .value_kind: hidden_global_offset_x}
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version: [1, 2]
    .max_flat_workgroup_size: 256
    .name:           k
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .symbol:         k.kd
    .vgpr_count:     4
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
