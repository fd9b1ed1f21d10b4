// The architectural state of one SI wavefront (SI ISA manual, chapter 3
// "Kernel State"): 64 lanes, the scalar registers, 256 VGPRs per lane, EXEC,
// VCC, SCC, M0 and the program counter. Plain fixed-size arrays, lane-major,
// so that a vector instruction is a loop over 64 lanes the compiler vectorises.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "targets/gcn/isa.hpp"

namespace gpuasm::gcn::machine {

inline constexpr uint32_t kLanes = 64;
inline constexpr uint32_t kSgprs = 104;  // s0..s103 (SI ISA manual, section 3.6)
// The SGPRs a generation addresses as s0..sN: GFX8 and GFX9 give 102-103 to
// flat_scratch and 104-105 to xnack_mask (VI ISA manual, section 12.1).
constexpr uint32_t sgprCount(Generation generation) {
  return gfx8OrLater(generation) ? 102 : kSgprs;
}
inline constexpr uint32_t kVgprs = 256;
inline constexpr uint32_t kStagingRows = 2;

// What ended a run other than s_endpgm: it names the instruction, its byte
// address, the wave and, where one is involved, the lane and the value.
struct Fault {
  std::string kind;  // "unsupported", "illegal", "watchdog", "time-limit", "pc"
  std::string message;
  std::string instruction;  // the mnemonic, or the raw dword where none decodes
  uint32_t address = 0;
  uint32_t wave = 0;
  std::optional<uint32_t> lane;
  std::optional<uint64_t> value;
  // One line for people: "gcn: unsupported instruction 'v_foo' at 0x0010 (wave 0): ...".
  std::string describe() const;
};

// The MODE hardware register (SI ISA manual, section 3.3 "Mode Register"):
// FP_ROUND in bits 3:0, FP_DENORM in bits 7:4 (bits 5:4 for f32: bit 4
// allows input denormals, bit 5 output denormals; 7:6 the same for f64),
// DX10_CLAMP bit 8, IEEE bit 9. A launch sets it from the kernel's float
// mode; the default here keeps every denormal and rounds to nearest even
// (vector_lanes.hpp reads the fields).
inline constexpr uint32_t kModeF32InputDenormals = 1u << 4;
inline constexpr uint32_t kModeF32OutputDenormals = 1u << 5;
inline constexpr uint32_t kModeF64InputDenormals = 1u << 6;
inline constexpr uint32_t kModeF64OutputDenormals = 1u << 7;
inline constexpr uint32_t kModeAllDenormals = 0xf0;

struct Wavefront {
  // The scalar register file indexed by the 8-bit operand code of the SSRC
  // and SDST fields (isa.hpp, namespace operand): s0..s103 at 0..103, VCC at
  // 106/107, M0 at 124, EXEC at 126/127, the trap registers between. One array
  // makes every scalar operand a plain index, and the named accessors below
  // give the special registers their width.
  std::array<uint32_t, 128> scalar{};
  // v0..v255, then the rows SDWA and DPP stage transformed sources in
  // (gfx8_extensions.cpp): operand codes 512 and 513.
  alignas(64) uint32_t vgpr[kVgprs + kStagingRows][kLanes]{};
  bool scc = false;
  uint32_t pc = 0;  // byte address in the program
  uint32_t mode = kModeAllDenormals;
  uint32_t id = 0;  // the wave's number, for fault reports
  // The instructions the wave executed in the runs before the current one
  // (runWave adds each run's count at its end): s_memtime's clock.
  uint64_t retired = 0;
  // The upper dwords of the flat shared (LDS) and private (scratch)
  // apertures, which GFX9's src_shared_base ... src_private_limit read.
  uint32_t sharedApertureHigh = 0, privateApertureHigh = 0;
  // Where the program's first byte lies in memory (a code object's loaded
  // image: code_object_launch.cpp): s_getpc_b64 gives memory addresses, which
  // the code adds its PC-relative offsets to (a global, a constant table, a
  // callee), and s_setpc_b64 / s_swappc_b64 take them back. 0: the program
  // is its own address space (AMD OpenCL binaries, assembled kernels).
  uint64_t codeBase = 0;

  uint64_t exec() const { return pair(operand::kExecLo); }
  void setExec(uint64_t mask) { setPair(operand::kExecLo, mask); }
  uint64_t vcc() const { return pair(operand::kVccLo); }
  void setVcc(uint64_t mask) { setPair(operand::kVccLo, mask); }
  uint32_t m0() const { return scalar[operand::kM0]; }
  uint32_t& sgpr(uint32_t n) { return scalar[n]; }
  uint32_t sgpr(uint32_t n) const { return scalar[n]; }

  // A 64-bit scalar value from the register pair starting at `code` (the
  // low dword first); codes past the file read as zero.
  uint64_t pair(uint32_t code) const {
    if (code + 1 >= scalar.size()) return 0;
    return scalar[code] | uint64_t{scalar[code + 1]} << 32;
  }
  void setPair(uint32_t code, uint64_t value) {
    if (code + 1 >= scalar.size()) return;
    scalar[code] = static_cast<uint32_t>(value);
    scalar[code + 1] = static_cast<uint32_t>(value >> 32);
  }
};

}  // namespace gpuasm::gcn::machine
