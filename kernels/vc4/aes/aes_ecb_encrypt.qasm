# AES-128/192/256 ECB encryption on 1 to 12 QPUs (gpuasm's own, vc4asm
# dialect). The interface (uniforms, work split, buffers, tables) is
# docs/crypto.md, "QPU kernels: interface"; the code is aes_common.qinc's.
# Uniform 5: encryptionWords(LittleEndian); uniform 7: te, then the S-box.

.include "aes_common.qinc"

  aes_kernel 1, 0
