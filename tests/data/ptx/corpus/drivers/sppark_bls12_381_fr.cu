// Our driver for supranational/sppark's BLS12-381 scalar field (255 bits, 8 words): see
// sppark_field_kernels.cuh.
#include "ff/bls12-381.hpp"
#define FIELD bls12_381::fr_t
#define FIELD_BASE bls12_381::fr_mont
#define KERNEL(name) bls12_381_fr_##name
#include "sppark_field_kernels.cuh"
