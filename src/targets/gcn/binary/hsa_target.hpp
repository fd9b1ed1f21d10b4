#pragma once

// What an HSA code object's processor decides beyond its instructions (LLVM
// 14's AMDGPUBaseInfo and AMDGPUTargetStreamer): the target id that
// `.amdgcn_target` spells and `amdhsa.target` holds, the XNACK and SRAMECC
// settings, the e_flags of each code object version, and how llvm-mc counts
// the SGPRs and VGPRs a kernel descriptor's granulated counts stand for.
// Shared by the assembler's `.amdhsa_kernel` reader and the code object's
// listing, so that a listing says what reassembles to the same descriptor.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gpuasm::gcn::binary {

enum class TargetSetting : uint8_t { Unsupported, Any, Off, On };

struct HsaTargetId {
  std::string processor = "gfx600";  // the gfx name (aliases such as hawaii resolved)
  TargetSetting xnack = TargetSetting::Unsupported;
  TargetSetting sramecc = TargetSetting::Unsupported;

  unsigned major() const;  // 6 for gfx6xx ... 9 for gfx90a, 10 for gfx10xx
  bool xnackOnOrAny() const { return xnack == TargetSetting::Any || xnack == TargetSetting::On; }
  bool sramEccOnOrAny() const {
    return sramecc == TargetSetting::Any || sramecc == TargetSetting::On;
  }
};

// The gfx name of an LLVM processor name (tahiti -> gfx600, hawaii -> gfx701,
// fiji -> gfx803, gfx900 -> gfx900); empty when it is none.
std::string canonicalProcessor(std::string_view name);

// The processor's defaults: XNACK and SRAMECC "any" where the processor has
// them, unsupported where not.
HsaTargetId defaultTargetId(std::string_view gfxName);

// `processor[:feature±]...` (code object v4 and v5) or `processor[+feature]...`
// (v3: +xnack, +sram-ecc), the part of a target id after the triple; nothing,
// with `error` saying why, when it names no processor or a feature the
// processor lacks.
std::optional<HsaTargetId> parseTargetId(std::string_view text, std::string& error);

// "amdgcn-amd-amdhsa--gfx900:xnack+" as llvm-mc-14's AMDGPUTargetID::toString
// writes it for the code object version.
std::string targetIdString(const HsaTargetId& id, unsigned codeObjectVersion);

// The target id that e_flags spell for a processor (`mcpu`, a gfx name) in a
// code object of the version (v2, v3: XNACK 0x100 and SRAMECC 0x200 on or any; v4
// and v5: two bits each at 8 and 10, 1 any, 2 off, 3 on): hsaElfFlags read back.
HsaTargetId targetIdOfElfFlags(std::string_view mcpu, uint32_t flags, unsigned codeObjectVersion);

// e_flags of the code object version: EF_AMDGPU_MACH and the feature bits
// (v3: XNACK 0x100 and SRAMECC 0x200 when on or any; v4 and v5: XNACK in
// bits 8-9 and SRAMECC in bits 10-11, any 1, off 2, on 3).
std::optional<uint32_t> hsaElfFlags(const HsaTargetId& id, unsigned codeObjectVersion);

// The SGPRs beside `.amdhsa_next_free_sgpr` that llvm-mc-14 allocates
// (IsaInfo::getNumExtraSGPRs): VCC 2, flat scratch (GFX7: 4, GFX8+: 6),
// the XNACK mask (GFX8+: 4), the largest that applies.
unsigned extraSgprs(const HsaTargetId& id, bool vcc, bool flatScratch, bool xnackMask);
// The processors with the SGPR init bug (gfx802, gfx805): always 96 SGPRs.
bool hasSgprInitBug(std::string_view gfxName);
// The SGPRs a kernel may address (IsaInfo::getAddressableNumSGPRs).
unsigned addressableSgprs(const HsaTargetId& id);
// The VGPR allocation granule of GFX6-9 in wave64 (gfx90a: 8).
unsigned vgprGranule(const HsaTargetId& id);

}  // namespace gpuasm::gcn::binary
