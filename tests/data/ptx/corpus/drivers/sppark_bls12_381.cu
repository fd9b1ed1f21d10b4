// Our driver for supranational/sppark's BLS12-381 base field (381 bits, 12 words): see
// sppark_field_kernels.cuh.
#include "ff/bls12-381.hpp"
#define FIELD bls12_381::fp_t
#define FIELD_BASE bls12_381::fp_mont
#define KERNEL(name) bls12_381_fp_##name
#include "sppark_field_kernels.cuh"
