// Where gpu_fft_prepare and gpu_fft_trans_prepare put things in their one
// mailbox allocation, and the words they write: pure functions of the sizes
// and the allocation's bus address, so that they can be checked by hand.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "gpuasm/vc4/gpu_fft.hpp"

namespace gpuasm::vc4::gpu_fft {

// gpu_fft.c: header page | ping-pong data (2 x jobs buffers) | shader code |
// twiddles | uniforms (8 x (5 + 2 jobs) words) | control block (8 pairs).
struct FftLayout {
  int jobs = 0;
  uint32_t infoBytes = kPageBytes;
  uint32_t dataBytes = 0;  // one job's buffer with its guard space, 4 KiB aligned
  uint32_t codeBytes = 0;
  uint32_t twiddleBytes = 0;
  uint32_t uniformWords = 0;  // per QPU: 5 + 2 jobs
  uint32_t uniformBytes = 0;  // all QPUs
  uint32_t mailBytes = 0;
  uint32_t size = 0;

  uint32_t dataOffset() const { return infoBytes; }
  uint32_t codeOffset() const { return dataOffset() + dataBytes * 2 * jobs; }
  uint32_t twiddleOffset() const { return codeOffset() + codeBytes; }
  uint32_t uniformOffset(int qpu) const {
    return twiddleOffset() + twiddleBytes + qpu * uniformWords * 4;
  }
  uint32_t mailOffset() const { return twiddleOffset() + twiddleBytes + uniformBytes; }
};

// nullopt when the batch does not fit a 32-bit allocation.
std::optional<FftLayout> fftLayout(const Shader& shader, int jobs, uint32_t codeBytes);

// QPU q's uniforms: the twiddle table, its own part of it, q, each job's
// (buffer, other buffer), 0, and 1 on QPU 0 only (it interrupts the host).
std::vector<uint32_t> fftUniforms(const FftLayout& layout, const Shader& shader, uint32_t busBase,
                                  int qpu);

// The control block execute_qpu reads: a (uniforms, code) pair per QPU.
std::vector<uint32_t> controlBlock(const std::vector<uint32_t>& busUniforms, uint32_t busCode);

// gpu_fft_trans.c: header, code, uniforms and control block, a page each.
inline constexpr uint32_t kTransInfoOffset = 0;
inline constexpr uint32_t kTransCodeOffset = kPageBytes;
inline constexpr uint32_t kTransUniformOffset = 2 * kPageBytes;
inline constexpr uint32_t kTransMailOffset = 3 * kPageBytes;
inline constexpr uint32_t kTransSize = 4 * kPageBytes;

struct TransSide {
  uint32_t busMessage = 0;      // the FFT's control block
  uint32_t outOffsetBytes = 0;  // out - in (source side only)
  uint32_t step = 0;            // complex numbers between rows
  uint32_t x = 0, y = 0;        // points, jobs
};
// The transpose shader's 8 uniforms: it reads each FFT's control block for
// QPU 0's uniforms and takes word 3 of those (job 0's buffer) as the base.
std::array<uint32_t, 8> transUniforms(const TransSide& src, const TransSide& dst);

}  // namespace gpuasm::vc4::gpu_fft
