// Our driver for supranational/sppark's BN254 (alt_bn128) base field (254 bits, 8 words): see
// sppark_field_kernels.cuh.
#include "ff/alt_bn128.hpp"
#define FIELD alt_bn128::fp_t
#define FIELD_BASE alt_bn128::fp_mont
#define KERNEL(name) bn254_fp_##name
#include "sppark_field_kernels.cuh"
