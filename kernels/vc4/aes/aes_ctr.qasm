# AES-128/192/256 CTR on 1 to 12 QPUs (gpuasm's own, vc4asm dialect);
# encryption and decryption are the same. Lane l of pass k encrypts the
# counter block of its block i (uniform 8 + i as one 128-bit big-endian
# number, the carry across all 128 bits, built here) and XORs the input
# with it. The interface is docs/crypto.md, "QPU kernels: interface".
# Uniform 5: encryptionWords(LittleEndian); uniform 7: te, then the S-box.

.include "aes_common.qinc"

  aes_kernel 1, 1
