// gpu_fft.c's and gpu_fft_trans.c's layout arithmetic and the words they write.
#include "targets/vc4/gpu_fft/layout.hpp"

#include <algorithm>

#include "targets/vc4/gpu_fft/twiddles.hpp"

namespace gpuasm::vc4::gpu_fft {

namespace {
constexpr uint64_t kComplexBytes = sizeof(Complex);
}

std::optional<FftLayout> fftLayout(const Shader& shader, int jobs, uint32_t codeBytes) {
  if (jobs < 1) return std::nullopt;
  const uint64_t data = 1 + ((kComplexBytes << shader.log2N) | (kPageBytes - 1));
  const uint64_t twiddle = kComplexBytes * twiddleCount(shader);
  const uint64_t uniformWords = 5 + 2 * static_cast<uint64_t>(jobs);
  const uint64_t uniforms = 4 * kQpus * uniformWords;
  const uint64_t mail = 4 * kQpus * 2;
  const uint64_t size = kPageBytes + data * jobs * 2 + codeBytes + twiddle + uniforms + mail;
  if (size > 0xFFFFFFFFu) return std::nullopt;

  FftLayout layout;
  layout.jobs = jobs;
  layout.dataBytes = static_cast<uint32_t>(data);
  layout.codeBytes = codeBytes;
  layout.twiddleBytes = static_cast<uint32_t>(twiddle);
  layout.uniformWords = static_cast<uint32_t>(uniformWords);
  layout.uniformBytes = static_cast<uint32_t>(uniforms);
  layout.mailBytes = static_cast<uint32_t>(mail);
  layout.size = static_cast<uint32_t>(size);
  return layout;
}

std::vector<uint32_t> fftUniforms(const FftLayout& layout, const Shader& shader, uint32_t busBase,
                                  int qpu) {
  const uint32_t busTwiddles = busBase + layout.twiddleOffset();
  const uint32_t busData = busBase + layout.dataOffset();
  const uint32_t q = static_cast<uint32_t>(qpu);
  std::vector<uint32_t> words;
  words.reserve(layout.uniformWords);
  words.push_back(busTwiddles);
  words.push_back(busTwiddles +
                  static_cast<uint32_t>(kComplexBytes * 16 * (shader.shared + q * shader.unique)));
  words.push_back(q);
  for (uint32_t job = 0; job < static_cast<uint32_t>(layout.jobs); ++job) {
    words.push_back(busData + layout.dataBytes * job);
    words.push_back(busData + layout.dataBytes * job + layout.dataBytes * layout.jobs);
  }
  words.push_back(0);
  words.push_back(q == 0 ? 1 : 0);
  return words;
}

std::vector<uint32_t> controlBlock(const std::vector<uint32_t>& busUniforms, uint32_t busCode) {
  std::vector<uint32_t> words;
  words.reserve(2 * busUniforms.size());
  for (uint32_t uniforms : busUniforms) {
    words.push_back(uniforms);
    words.push_back(busCode);
  }
  return words;
}

std::array<uint32_t, 8> transUniforms(const TransSide& src, const TransSide& dst) {
  return {src.busMessage,
          src.outOffsetBytes,
          dst.busMessage,
          0,
          src.step * static_cast<uint32_t>(kComplexBytes),
          dst.step * static_cast<uint32_t>(kComplexBytes),
          std::min(src.x, dst.y),
          std::min(src.y, dst.x)};
}

}  // namespace gpuasm::vc4::gpu_fft
