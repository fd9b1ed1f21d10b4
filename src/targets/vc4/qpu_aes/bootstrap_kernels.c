/* The QPU AES kernel table of the bootstrap gpuasm (CMakeLists.txt; here,
 * beside the table it stands for, not in tools/): the
 * gpuasm that assembles kernels/vc4/aes/ into the C library cannot contain
 * what it is about to produce, so its table is empty, and its `aes` command
 * reports QPU_AES_NO_KERNEL. Only `asm` of this executable is ever used. */
#include "qpu_aes_kernels.h"

const qpu_aes_kernel_code qpu_aes_kernels[QPU_AES_KERNEL_COUNT] = {
    {"aes_ecb_encrypt.qasm", NULL, 0},
    {"aes_ecb_decrypt.qasm", NULL, 0},
    {"aes_cbc_decrypt.qasm", NULL, 0},
    {"aes_ctr.qasm", NULL, 0},
};
