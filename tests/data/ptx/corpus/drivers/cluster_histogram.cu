// Our driver over CUDA 13's thread block cluster API (cooperative_groups::this_cluster(),
// sm_90): a histogram kept in distributed shared memory, each block of a cluster of two holding
// half of the bins, as the CUDA C++ Programming Guide's example does ("Distributed Shared
// Memory"): cluster.sync() (barrier.cluster), map_shared_rank (mapa), the block's rank
// (%cluster_ctarank), and shared-memory atomics on another block's memory.
#include <cstdint>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

extern "C" __global__ void __cluster_dims__(2, 1, 1)
    cluster_histogram(uint32_t *bins, uint32_t nbins, const uint32_t *input, uint32_t n) {
  extern __shared__ uint32_t smem[];
  cg::cluster_group cluster = cg::this_cluster();
  const uint32_t perBlock = nbins / cluster.num_blocks();
  for (uint32_t i = threadIdx.x; i < perBlock; i += blockDim.x) smem[i] = 0;
  cluster.sync();
  for (uint32_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const uint32_t bin = input[i] % nbins;
    const uint32_t rank = bin / perBlock;
    uint32_t *remote = cluster.map_shared_rank(smem, rank);
    atomicAdd(remote + bin % perBlock, 1u);
  }
  cluster.sync();
  uint32_t *out = bins + cluster.block_rank() * perBlock;
  for (uint32_t i = threadIdx.x; i < perBlock; i += blockDim.x) atomicAdd(out + i, smem[i]);
}
