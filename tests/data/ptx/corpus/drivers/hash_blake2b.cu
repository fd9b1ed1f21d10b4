// Our driver for mochimodev/cuda-hashing-algos' BLAKE2b (public domain): its own kernel takes
// the initial state from a __constant__ the host fills, so this one starts from
// cuda_blake2b_init (unkeyed) in the kernel. One message of `inlen` bytes a thread.
#include "blake2b.cu"

extern "C" __global__ void corpus_blake2b(BYTE *indata, WORD inlen, BYTE *outdata, WORD n_batch,
                                          WORD outbytes) {
    WORD thread = blockIdx.x * blockDim.x + threadIdx.x;
    if (thread >= n_batch)
        return;
    CUDA_BLAKE2B_CTX ctx;
    cuda_blake2b_init(&ctx, nullptr, 0, outbytes * 8);
    cuda_blake2b_update(&ctx, indata + thread * inlen, inlen);
    cuda_blake2b_final(&ctx, outdata + thread * outbytes);
}
