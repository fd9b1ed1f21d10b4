# AES-128/192/256 ECB decryption on 1 to 12 QPUs (gpuasm's own, vc4asm
# dialect), with the equivalent inverse cipher of FIPS-197 section 5.3.5:
# the same T-table round as encryption with td and the columns taken the
# other way. The interface is docs/crypto.md, "QPU kernels: interface".
# Uniform 5: equivalentDecryptionWords(LittleEndian); uniform 7: td, then
# the inverse S-box.

.include "aes_common.qinc"

  aes_kernel 3, 0
