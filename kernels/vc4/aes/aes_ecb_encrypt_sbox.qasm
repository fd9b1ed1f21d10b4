# AES-128/192/256 ECB encryption with the other table design, for the
# measurement in docs/crypto.md ("QPU kernels: design"): each round looks up
# the S-box (16 lookups, packed into bytes) and computes MixColumns on the
# ALUs, where aes_ecb_encrypt.qasm looks up T-tables. Same interface and
# uniforms as aes_ecb_encrypt.qasm (it reads the S-box after the T-tables).

.include "aes_common.qinc"

  aes_kernel_design 1, 0, 1
