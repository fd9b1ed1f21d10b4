// Random dwords as a gcn kernel, run by the functional simulator on a
// work-group of 1..4 waves sharing an LDS, with a small Memory and a valid
// V# (s[4:7]) and a pointer (s[0:1]) into it. Whatever the dwords, the run
// must end with s_endpgm or a named fault: no crash, no sanitizer report, no
// hang (a low watchdog bounds every wave).
//
// Input layout: 8 header bytes, then little-endian dwords (the kernel; an
// s_endpgm is appended).
//   [0] bits 1:0 waves - 1; bit 2: force each dword into a format with
//       semantics (so that handlers, not only the decoder, meet random
//       fields); bit 3: all lanes enabled (else EXEC from the seed); bits
//       5:4 the generation the words decode by (0 SI, 1 CI, 2 GFX8, 3 GFX9)
//   [1] the MODE register (rounding and denormal fields)
//   [2..7] a seed for the SGPRs, VGPRs, M0 and the memory's contents
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

#include "targets/gcn/isa.hpp"
#include "targets/gcn/machine/lds.hpp"
#include "targets/gcn/machine/machine.hpp"
#include "targets/gcn/machine/memory.hpp"

using namespace gpuasm::gcn;
using namespace gpuasm::gcn::machine;

namespace {

struct Random {
  uint64_t state;
  uint32_t next() {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return static_cast<uint32_t>(state >> 32);
  }
};

constexpr uint32_t kMemoryBytes = 4096;
constexpr uint64_t kWatchdog = 2000;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  constexpr size_t kHeader = 8;
  constexpr size_t kMaxWords = 256;
  if (size < kHeader + 4) return 0;
  const uint32_t waveCount = (data[0] & 3u) + 1;
  const bool forceFormats = data[0] & 4u, allLanes = data[0] & 8u;
  const auto generation = static_cast<Generation>((data[0] >> 4) & 3u);
  uint64_t seed = 0;
  std::memcpy(&seed, data + 2, 6);
  Random random{seed};

  const size_t count = std::min((size - kHeader) / 4, kMaxWords);
  std::vector<uint32_t> words(count + 1);
  std::memcpy(words.data(), data + kHeader, count * 4);
  if (forceFormats) {
    constexpr Encoding kFormats[] = {
        Encoding::Sop2,  Encoding::Sop1,  Encoding::Sopk, Encoding::Sopc, Encoding::Sopp,
        Encoding::Vop2,  Encoding::Vop1,  Encoding::Vopc, Encoding::Vop3, Encoding::Smrd,
        Encoding::Mubuf, Encoding::Mtbuf, Encoding::Ds};
    for (size_t k = 0; k < count; ++k) {
      const uint32_t choice = random.next();
      if (choice & 1) continue;  // some dwords stay as they are: literals, second dwords
      const EncodingLayout& l = layout(kFormats[(choice >> 1) % std::size(kFormats)], generation);
      words[k] = (words[k] & ~l.fixedMask) | l.fixedBits;
    }
  }
  words[count] = 0xbf810000;  // s_endpgm
  const Program program = predecode(words, generation);

  Memory memory;
  memory.bytes.resize(kMemoryBytes);
  for (uint8_t& byte : memory.bytes) byte = static_cast<uint8_t>(random.next());
  Lds lds;
  std::vector<std::unique_ptr<Wavefront>> owned;
  std::vector<Wavefront*> waves;
  for (uint32_t id = 0; id < waveCount; ++id) {
    auto wave = std::make_unique<Wavefront>();
    wave->id = id;
    wave->mode = data[1];
    wave->setExec(allLanes ? ~uint64_t{0} : (random.next() | uint64_t{random.next()} << 32));
    // Small SGPR values, so that offsets and indices often land inside the memory.
    for (uint32_t s = 0; s < kSgprs; ++s) wave->sgpr(s) = random.next() & 0x3ff;
    wave->setPair(0, random.next() % kMemoryBytes);
    // s[4:7]: a V# over part of the memory (stride, num_records, dword 3's
    // formats, element size, index stride and add_tid from the seed).
    const uint32_t base = random.next() % 1024, stride = random.next() & 0x3f;
    wave->sgpr(4) = base;
    wave->sgpr(5) = stride << 16 | (random.next() & 0x80000000u);
    wave->sgpr(6) = random.next() % (kMemoryBytes - base + 64);
    wave->sgpr(7) = random.next() & 0x00ffffffu;
    wave->scalar[operand::kM0] = (random.next() & 1) ? 0xffffffffu : random.next() & 0x1ffff;
    for (uint32_t lane = 0; lane < kLanes; ++lane) wave->vgpr[0][lane] = lane;
    for (uint32_t v = 1; v < 16; ++v)
      for (uint32_t lane = 0; lane < kLanes; ++lane)
        wave->vgpr[v][lane] = (v & 1) ? random.next() & 0xfff : random.next();
    waves.push_back(wave.get());
    owned.push_back(std::move(wave));
  }
  const WorkGroupResult r = runWorkGroup(program, waves, RunLimits{kWatchdog}, &memory, &lds);
  if (r.ended == r.fault.has_value()) __builtin_trap();  // exactly one of the two
  if (r.fault && (r.fault->instruction.empty() || r.fault->describe().empty())) __builtin_trap();
  if (r.instructions > kWatchdog * waveCount) __builtin_trap();
  return 0;
}
