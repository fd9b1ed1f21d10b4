// Our driver for xmrig/xmrig-cuda's RandomX hashing kernels (src/RandomX: blake2b_cuda.hpp and
// aes_cuda.hpp, as the miner compiles them for every RandomX variant): Blake2b-512 of the block
// template with the nonce written into it, Blake2b of the VM's register file, and the AES
// generator and hash of the scratchpad (AesGenerator1R, AesHash1R of RandomX's specification:
// four threads a hash, each one AES column of 16 bytes, the round tables in shared memory).
// The kernels are the library's own; the templates are instantiated here at sizes small enough
// to check (the miner's are 2 MiB scratchpads).
#include <cstdint>
#include "blake2b_cuda.hpp"
#include "aes_cuda.hpp"

template __global__ void blake2b_hash_registers<256, 256, 32>(void *out, const void *in);
template __global__ void blake2b_hash_registers<256, 256, 64>(void *out, const void *in);
template __global__ void fillAes1Rx4<256, false>(void *state, void *out, uint32_t batch_size);
template __global__ void hashAes1Rx4<512, 64, 128>(const void *input, void *hash,
                                                   uint32_t batch_size);
