// Our driver for supranational/sppark's Pallas base field (255 bits, 8 words): see
// sppark_field_kernels.cuh.
#include "ff/pasta.hpp"
#define FIELD pallas_t
#define FIELD_BASE pallas_mont
#define KERNEL(name) pallas_fp_##name
#include "sppark_field_kernels.cuh"
