/* The QPU kernels the library loads, as machine code: generated at build
 * time by `gpuasm asm -t vc4 --format c` from the kernels/vc4/aes/ sources
 * (cmake/EmbedQpuAesKernels.cmake). A kernel whose source is absent from
 * the tree has no words, and the modes that need it report
 * QPU_AES_NO_KERNEL. */
#ifndef GPUASM_VC4_QPU_AES_KERNELS_H
#define GPUASM_VC4_QPU_AES_KERNELS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum qpu_aes_kernel {
  QPU_AES_KERNEL_ECB_ENCRYPT,
  QPU_AES_KERNEL_ECB_DECRYPT,
  QPU_AES_KERNEL_CBC_DECRYPT,
  QPU_AES_KERNEL_CTR,
  QPU_AES_KERNEL_COUNT
} qpu_aes_kernel;

typedef struct qpu_aes_kernel_code {
  const char* file;      /* "aes_ecb_encrypt.qasm" */
  const uint32_t* words; /* NULL when the build has no such kernel */
  size_t word_count;     /* 32-bit words: two per instruction */
} qpu_aes_kernel_code;

extern const qpu_aes_kernel_code qpu_aes_kernels[QPU_AES_KERNEL_COUNT];

#ifdef __cplusplus
}
#endif

#endif
