// GFX8's SDWA and DPP forms around the handler of any VOP1, VOP2 or VOPC row
// (gfx8_extensions.hpp). The transformed sources are staged in the rows past
// v255 (wavefront.hpp: kStagingRows) and the row's handler runs on a copy of
// the instruction that names them, so every row's own semantics serve its
// SDWA and DPP forms unchanged. Field meanings: the VI ISA manual, section
// 6.3 (SDWA) and 6.4 (DPP); LLVM's AMDGPUModifierSyntax ("dst_sel",
// "dst_unused", "quad_perm", "row_shl" ... "bound_ctrl").
#include "targets/gcn/machine/gfx8_extensions.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstring>

#include "targets/gcn/machine/operands.hpp"

namespace gpuasm::gcn::machine::extension {
namespace {

constexpr uint16_t kStaged0 = operand::kVgpr0 + kVgprs, kStaged1 = kStaged0 + 1;

// SDWA's selections: bytes 0-3, words 0-1 (4, 5), the dword (6; 7 reads as it).
constexpr uint32_t kDword = 6;
struct Selection {
  uint32_t shift, width;
};
constexpr Selection selection(uint32_t sel) {
  if (sel < 4) return {8 * sel, 8};
  if (sel < kDword) return {16 * (sel - 4), 16};
  return {0, 32};
}

uint32_t selected(uint32_t value, uint32_t sel, bool signExtend) {
  const Selection s = selection(sel);
  if (s.width == 32) return value;
  const uint32_t field = (value >> s.shift) & ((1u << s.width) - 1);
  if (!signExtend || !(field >> (s.width - 1) & 1)) return field;
  return field | ~((1u << s.width) - 1);
}

// dst_unused: 0 pads with zeros, 1 sign-extends the field upwards (the bits
// below it zero), 2 keeps the destination's other bits.
uint32_t placed(uint32_t result, uint32_t old, uint32_t sel, uint32_t unused) {
  const Selection s = selection(sel);
  if (s.width == 32) return result;
  const uint32_t mask = ((1u << s.width) - 1) << s.shift;
  uint32_t value = (result << s.shift) & mask;
  if (unused == 1 && (result >> (s.width - 1) & 1) && s.shift + s.width < 32)
    value |= ~0u << (s.shift + s.width);
  if (unused == 2) value |= old & ~mask;
  return value;
}

void stage(Wavefront& wave, uint16_t row, uint16_t code, uint32_t sel, bool signExtend) {
  uint32_t broadcast[kLanes];
  const uint32_t* values = laneValues(wave, code, 0, broadcast);
  uint32_t* out = wave.vgpr[row - operand::kVgpr0];
  for (uint32_t lane = 0; lane < kLanes; ++lane)
    out[lane] = selected(values[lane], sel, signExtend);
}

bool writesVgpr(const InstructionInfo& info) {
  for (const Operand& o : operands(info))
    if (o.field == OperandField::Vdst) return true;
  return false;
}

// The lane whose src0 lane `lane` reads under dpp_ctrl, or -1 where that is
// out of range; -2 for a reserved control.
int sourceLane(uint32_t control, int lane) {
  const int row = lane & ~15, inRow = lane & 15;
  if (control <= 0xff) return (lane & ~3) | ((control >> (2 * (lane & 3))) & 3);
  const int n = static_cast<int>(control & 15);
  if (control >= 0x101 && control <= 0x10f) return inRow + n < 16 ? lane + n : -1;  // row_shl
  if (control >= 0x111 && control <= 0x11f) return inRow >= n ? lane - n : -1;      // row_shr
  if (control >= 0x121 && control <= 0x12f) return row | ((inRow - n) & 15);        // row_ror
  switch (control) {
    case 0x130:  // wave_shl:1
      return lane + 1 < static_cast<int>(kLanes) ? lane + 1 : -1;
    case 0x134:  // wave_rol:1
      return (lane + 1) & 63;
    case 0x138:  // wave_shr:1
      return lane - 1;
    case 0x13c:  // wave_ror:1
      return (lane - 1) & 63;
    case 0x140:  // row_mirror
      return row | (15 - inRow);
    case 0x141:  // row_half_mirror
      return (lane & ~7) | (7 - (lane & 7));
    case 0x142:  // row_bcast:15: lane 15 of the row before (row 0 has none)
      return row ? row - 1 : -1;
    case 0x143:  // row_bcast:31: lane 31 to rows 2 and 3
      return lane >= 32 ? 31 : -1;
    default:
      return -2;
  }
}

}  // namespace

void sdwa(Execution& x, const Decoded& d) {
  Wavefront& wave = x.wave;
  const Handler row = semanticsOf(*d.info);
  const uint64_t w = uint64_t{d.literal} << 32;
  auto field = [&](BitField f) { return static_cast<uint32_t>(f.extract(w)); };
  Decoded inner = d;
  stage(wave, kStaged0, d.src[0], field(sdwa::src0Sel), field(sdwa::src0Sext));
  inner.src[0] = kStaged0;
  if (d.info->encoding != Encoding::Vop1) {
    stage(wave, kStaged1, d.src[1], field(sdwa::src1Sel), field(sdwa::src1Sext));
    inner.src[1] = kStaged1;
  }
  const uint32_t dstSel = d.info->encoding == Encoding::Vopc ? kDword : field(sdwa::dstSel);
  if (dstSel >= kDword || !writesVgpr(*d.info)) return row(x, inner);
  const uint32_t reg = d.dst & 255;
  uint32_t old[kLanes];
  std::memcpy(old, wave.vgpr[reg], sizeof old);
  row(x, inner);
  const uint32_t unused = field(sdwa::dstUnused);
  const uint64_t exec = wave.exec();
  for (uint32_t lane = 0; lane < kLanes; ++lane)
    if (exec >> lane & 1)
      wave.vgpr[reg][lane] = placed(wave.vgpr[reg][lane], old[lane], dstSel, unused);
}

void dpp(Execution& x, const Decoded& d) {
  Wavefront& wave = x.wave;
  const uint64_t w = uint64_t{d.literal} << 32;
  auto field = [&](BitField f) { return static_cast<uint32_t>(f.extract(w)); };
  const uint32_t control = field(dpp::control), rowMask = field(dpp::rowMask),
                 bankMask = field(dpp::bankMask);
  const bool boundZero = field(dpp::boundControl) != 0;
  if (sourceLane(control, 0) == -2)
    return x.raise(d, "illegal", fmt::format("dpp_ctrl 0x{:x} is reserved", control), std::nullopt,
                   control);
  const uint64_t exec = wave.exec();
  const uint32_t* from = wave.vgpr[(d.src[0] - operand::kVgpr0) & 255];
  uint32_t* staged = wave.vgpr[kStaged0 - operand::kVgpr0];
  uint64_t enabled = 0;
  for (int lane = 0; lane < static_cast<int>(kLanes); ++lane) {
    if (!(rowMask >> (lane / 16) & 1) || !(bankMask >> ((lane & 15) / 4) & 1)) continue;
    const int source = sourceLane(control, lane);
    if (source >= 0 && (exec >> source & 1)) {
      staged[lane] = from[source];
    } else if (boundZero) {
      staged[lane] = 0;
    } else {
      continue;
    }
    enabled |= uint64_t{1} << lane;
  }
  Decoded inner = d;
  inner.src[0] = kStaged0;
  // The lanes DPP leaves alone run as if EXEC disabled them; a v_cmpx's
  // EXEC update reaches only the lanes that ran.
  wave.setExec(exec & enabled);
  semanticsOf (*d.info)(x, inner);
  wave.setExec((exec & ~enabled) | (wave.exec() & enabled));
}

}  // namespace gpuasm::gcn::machine::extension
