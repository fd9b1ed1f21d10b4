// Our driver over CUB's block- and warp-level primitives (cub/cub.cuh as CUDA 13.0 ships it,
// NVIDIA/cccl): what a CUDA kernel calls for a block's sort, scan, reduction and histogram,
// nvcc's heaviest template PTX in one kernel each. Every block works on its own tile of
// kThreads x kItems elements (blocked arrangement: thread t holds items t * kItems ...).
#include <cub/cub.cuh>

#include <cstdint>

constexpr int kThreads = 128;
constexpr int kItems = 4;
constexpr int kTile = kThreads * kItems;

// Ascending sort of 512 u32 keys a block.
extern "C" __global__ void cub_block_radix_sort_u32(const uint32_t* in, uint32_t* out) {
  using Sort = cub::BlockRadixSort<uint32_t, kThreads, kItems>;
  __shared__ typename Sort::TempStorage temp;
  uint32_t keys[kItems];
  const size_t base = size_t{blockIdx.x} * kTile + threadIdx.x * kItems;
  for (int i = 0; i < kItems; ++i) keys[i] = in[base + i];
  Sort(temp).Sort(keys);
  for (int i = 0; i < kItems; ++i) out[base + i] = keys[i];
}

// Descending sort of 512 (u64 key, u32 value) pairs a block (stable: equal keys keep their order).
extern "C" __global__ void cub_block_radix_sort_pairs_u64(const uint64_t* keysIn,
                                                          const uint32_t* valuesIn,
                                                          uint64_t* keysOut,
                                                          uint32_t* valuesOut) {
  using Sort = cub::BlockRadixSort<uint64_t, kThreads, kItems, uint32_t>;
  __shared__ typename Sort::TempStorage temp;
  uint64_t keys[kItems];
  uint32_t values[kItems];
  const size_t base = size_t{blockIdx.x} * kTile + threadIdx.x * kItems;
  for (int i = 0; i < kItems; ++i) {
    keys[i] = keysIn[base + i];
    values[i] = valuesIn[base + i];
  }
  Sort(temp).SortDescending(keys, values);
  for (int i = 0; i < kItems; ++i) {
    keysOut[base + i] = keys[i];
    valuesOut[base + i] = values[i];
  }
}

// Inclusive and exclusive prefix sums (mod 2^32) of a block's 512 u32 values.
extern "C" __global__ void cub_block_scan_u32(const uint32_t* in, uint32_t* inclusive,
                                              uint32_t* exclusive) {
  using Scan = cub::BlockScan<uint32_t, kThreads>;
  __shared__ typename Scan::TempStorage temp;
  uint32_t items[kItems], sums[kItems];
  const size_t base = size_t{blockIdx.x} * kTile + threadIdx.x * kItems;
  for (int i = 0; i < kItems; ++i) items[i] = in[base + i];
  Scan(temp).InclusiveSum(items, sums);
  for (int i = 0; i < kItems; ++i) inclusive[base + i] = sums[i];
  __syncthreads();
  Scan(temp).ExclusiveSum(items, sums);
  for (int i = 0; i < kItems; ++i) exclusive[base + i] = sums[i];
}

// A block's sum (mod 2^64), maximum and minimum of 512 u64 values: out[3 * block ...].
extern "C" __global__ void cub_block_reduce_u64(const uint64_t* in, uint64_t* out) {
  using Reduce = cub::BlockReduce<uint64_t, kThreads>;
  __shared__ typename Reduce::TempStorage temp;
  uint64_t items[kItems];
  const size_t base = size_t{blockIdx.x} * kTile + threadIdx.x * kItems;
  for (int i = 0; i < kItems; ++i) items[i] = in[base + i];
  const uint64_t sum = Reduce(temp).Sum(items);
  __syncthreads();
  const uint64_t most = Reduce(temp).Reduce(items, cuda::maximum<>{});
  __syncthreads();
  const uint64_t least = Reduce(temp).Reduce(items, cuda::minimum<>{});
  if (threadIdx.x == 0) {
    out[3 * blockIdx.x] = sum;
    out[3 * blockIdx.x + 1] = most;
    out[3 * blockIdx.x + 2] = least;
  }
}

// Per warp: the maximum of its 32 u32 values (lane 0 writes max[warp]) and each lane's
// inclusive prefix sum within the warp.
extern "C" __global__ void cub_warp_reduce_scan_u32(const uint32_t* in, uint32_t* most,
                                                    uint32_t* prefix) {
  using Reduce = cub::WarpReduce<uint32_t>;
  using Scan = cub::WarpScan<uint32_t>;
  __shared__ typename Reduce::TempStorage reduceTemp[kThreads / 32];
  __shared__ typename Scan::TempStorage scanTemp[kThreads / 32];
  const int warp = threadIdx.x / 32;
  const size_t i = size_t{blockIdx.x} * kThreads + threadIdx.x;
  const uint32_t value = in[i];
  const uint32_t m = Reduce(reduceTemp[warp]).Reduce(value, cuda::maximum<>{});
  if (threadIdx.x % 32 == 0) most[blockIdx.x * (kThreads / 32) + warp] = m;
  uint32_t sum;
  Scan(scanTemp[warp]).InclusiveSum(value, sum);
  prefix[i] = sum;
}

// A block's 256-bin histogram of its 512 byte samples: bins[256 * block + v].
extern "C" __global__ void cub_block_histogram_u8(const uint8_t* samples, uint32_t* bins) {
  using Histogram = cub::BlockHistogram<uint8_t, kThreads, kItems, 256>;
  __shared__ typename Histogram::TempStorage temp;
  __shared__ unsigned int counts[256];
  uint8_t items[kItems];
  const size_t base = size_t{blockIdx.x} * kTile + threadIdx.x * kItems;
  for (int i = 0; i < kItems; ++i) items[i] = samples[base + i];
  Histogram(temp).Histogram(items, counts);
  __syncthreads();
  for (int b = threadIdx.x; b < 256; b += kThreads) bins[256 * blockIdx.x + b] = counts[b];
}
