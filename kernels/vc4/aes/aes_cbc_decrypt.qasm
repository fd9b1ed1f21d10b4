# AES-128/192/256 CBC decryption on 1 to 12 QPUs (gpuasm's own, vc4asm
# dialect): block i is decrypted and XORed with ciphertext block i - 1 (the
# IV, uniform 8, for block 0), which every lane reads itself, so the blocks
# are independent. The output must not be the input. (CBC encryption chains
# every block on the one before: it is sequential and done on the host.)
# The interface is docs/crypto.md, "QPU kernels: interface".
# Uniform 5: equivalentDecryptionWords(LittleEndian); uniform 7: td, then
# the inverse S-box.

.include "aes_common.qinc"

  aes_kernel 3, 2
