// `asm -t gcn --format hsaco` (and elf) on sources with the HSA code object directives
// (src/targets/gcn/hsa_directives.hpp): the kernel descriptor's bytes, the metadata note, the
// RELA relocations, the symbols and the header, each against what llvm-mc-14 wrote for the same
// source (`llvm-mc-14 -triple amdgcn-amd-amdhsa -mcpu=gfx701 -filetype=obj`, read with
// llvm-readelf-14 and llvm-objdump-14 -s; the values copied here are llvm-mc's, and each is
// derived by hand beside it from AMDGPUUsage's descriptor layout); and every refusal llvm-mc-14
// makes (its message quoted) refused here with the place.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <array>
#include <filesystem>
#include <fstream>
#include <string>

#include "gpuasm/target.hpp"
#include "support/build_paths.hpp"
#include "targets/gcn/binary/elf.hpp"

namespace gpuasm::gcn {
namespace {

struct Assembled {
  AssembleOutcome outcome;
  std::optional<binary::ElfFile> elf;
};

Assembled assemble(const std::string& source, const std::string& mcpu = "") {
  AssembleSettings settings;
  if (!mcpu.empty()) settings.targetOptions["mcpu"] = mcpu;
  Assembled a{assembleText(*findTarget("gcn"), "k.s", source, settings), std::nullopt};
  if (!a.outcome.image || a.outcome.errors) return a;
  std::string error;
  std::vector<std::string> warnings;
  for (const OutputFormatSpec& f : findTarget("gcn")->outputFormats)
    if (f.name == "hsaco") {
      auto bytes = f.write(*a.outcome.image, {}, warnings, error);
      EXPECT_TRUE(bytes) << error;
      if (bytes) a.elf = binary::readElf(*bytes, error);
    }
  EXPECT_TRUE(a.elf) << error;
  return a;
}

uint32_t u32(const std::vector<uint8_t>& b, size_t at) {
  return uint32_t{b[at]} | uint32_t{b[at + 1]} << 8 | uint32_t{b[at + 2]} << 16 |
         uint32_t{b[at + 3]} << 24;
}
uint64_t u64(const std::vector<uint8_t>& b, size_t at) {
  return uint64_t{u32(b, at)} | uint64_t{u32(b, at + 4)} << 32;
}

// A kernel with a descriptor of the given fields (at .rodata 0), for gfx701 unless told.
std::string kernel(const std::string& fields, const std::string& target = "gfx701") {
  return fmt::format(
      "\t.amdgcn_target \"amdgcn-amd-amdhsa--{}\"\n\t.text\n\t.globl k\n\t.p2align 8\n"
      "\t.type k,@function\nk:\n\ts_endpgm\n.Lfunc_end0:\n\t.size k, .Lfunc_end0-k\n"
      "\t.rodata\n\t.p2align 6\n\t.amdhsa_kernel k\n{}\t.end_amdhsa_kernel\n",
      target, fields);
}

const char* const kRegisters =
    "\t\t.amdhsa_next_free_vgpr 1\n"
    "\t\t.amdhsa_next_free_sgpr 1\n";

TEST(GcnHsaDirectives, DefaultDescriptorIsLlvmMcsWithItsRelocationAndSymbols) {
  const Assembled a = assemble(kernel(kRegisters));
  ASSERT_TRUE(a.elf) << a.outcome.diagnosticsText;
  const binary::ElfFile& elf = *a.elf;
  // ELFOSABI_AMDGPU_HSA, code object v4 (EI_ABIVERSION 2), EF_AMDGPU_MACH_AMDGCN_GFX701 0x23.
  EXPECT_EQ(elf.ident[7], 64);
  EXPECT_EQ(elf.ident[8], 2);
  EXPECT_EQ(elf.flags, 0x23u);
  const binary::ElfSection* rodata = elf.section(".rodata");
  ASSERT_NE(rodata, nullptr);
  ASSERT_EQ(rodata->contents.size(), 64u);
  // llvm-mc-14: rsrc1 0x00ac0000 = IEEE_MODE (bit 23) | DX10_CLAMP (21) | FLOAT_DENORM_MODE_16_64
  // 3 (18-19), no VGPR or SGPR blocks (1 VGPR; 1 SGPR + VCC 2 + flat scratch: 4 -> 5 of 8);
  // rsrc2 0x80 = ENABLE_SGPR_WORKGROUP_ID_X; the entry offset zero (a relocation).
  EXPECT_EQ(u32(rodata->contents, 48), 0x00ac0000u);
  EXPECT_EQ(u32(rodata->contents, 52), 0x80u);
  EXPECT_EQ(u64(rodata->contents, 16), 0u);
  const binary::ElfSection* rela = elf.section(".rela.rodata");
  ASSERT_NE(rela, nullptr);
  EXPECT_EQ(rela->type, 4u);  // SHT_RELA
  EXPECT_EQ(rela->entrySize, 24u);
  ASSERT_EQ(rela->contents.size(), 24u);
  // llvm-readelf-14 -r: 0x10 R_AMDGPU_REL64 k + 10.
  EXPECT_EQ(u64(rela->contents, 0), 0x10u);
  EXPECT_EQ(u64(rela->contents, 8) & 0xffffffff, 5u);
  EXPECT_EQ(u64(rela->contents, 16), 16u);
  std::string error;
  auto symbols = binary::readSymbols(elf, *elf.section(".symtab"), error);
  ASSERT_TRUE(symbols) << error;
  bool sawKernel = false, sawDescriptor = false;
  for (const binary::ElfSymbol& s : *symbols) {
    if (s.name == "k") {
      sawKernel = true;
      EXPECT_EQ(s.info, 0x12);  // GLOBAL FUNC
      EXPECT_EQ(s.other, 3);    // PROTECTED: llvm-mc makes a default kernel protected
      EXPECT_EQ(s.size, 4u);
    }
    if (s.name == "k.kd") {
      sawDescriptor = true;
      EXPECT_EQ(s.info, 0x11);  // GLOBAL OBJECT, the kernel's binding
      EXPECT_EQ(s.other, 0);    // the kernel's visibility before it became protected
      EXPECT_EQ(s.size, 64u);
      EXPECT_EQ(s.value, 0u);
    }
  }
  EXPECT_TRUE(sawKernel);
  EXPECT_TRUE(sawDescriptor);
  // The relocation names k: its symbol index + 1 is in the entry's high half.
  const uint64_t symbol = u64(rela->contents, 8) >> 32;
  ASSERT_LT(symbol, symbols->size());
  EXPECT_EQ((*symbols)[symbol].name, "k");
}

TEST(GcnHsaDirectives, LiteralRelocationsKeepTheirAddendsInTheEntryAndZerosInTheCode) {
  const std::string source =
      "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx701\"\n\t.text\n\t.globl k\n\t.p2align 8\n"
      "\t.type k,@function\nk:\n\ts_getpc_b64 s[4:5]\n"
      "\ts_add_u32 s4, s4, foo@rel32@lo+4\n\ts_addc_u32 s5, s5, foo@rel32@hi+12\n"
      "\ts_add_u32 s4, s4, table@rel32@lo+20\n\ts_addc_u32 s5, s5, table@rel32@hi+28\n"
      "\ts_endpgm\n.Lfunc_end0:\n\t.size k, .Lfunc_end0-k\n\t.rodata\n\t.p2align 4\n"
      "table:\n\t.long 1, 2, 3, 4\n\t.p2align 6\n\t.amdhsa_kernel k\n"
      "\t\t.amdhsa_next_free_vgpr 3\n\t\t.amdhsa_next_free_sgpr 9\n"
      "\t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n\t\t.amdhsa_system_vgpr_workitem_id 1\n"
      "\t.end_amdhsa_kernel\n";
  const Assembled a = assemble(source);
  ASSERT_TRUE(a.elf) << a.outcome.diagnosticsText;
  const binary::ElfSection* text = a.elf->section(".text");
  ASSERT_NE(text, nullptr);
  // llvm-objdump-14 -s: the four literals are zeros.
  for (size_t at : {8u, 16u, 24u, 32u}) EXPECT_EQ(u32(text->contents, at), 0u) << at;
  const binary::ElfSection* rela = a.elf->section(".rela.text");
  ASSERT_NE(rela, nullptr);
  ASSERT_EQ(rela->contents.size(), 4u * 24);
  std::string error;
  auto symbols = binary::readSymbols(*a.elf, *a.elf->section(".symtab"), error);
  ASSERT_TRUE(symbols) << error;
  auto name = [&](size_t entry) {
    const uint64_t index = u64(rela->contents, entry * 24 + 8) >> 32;
    if (index >= symbols->size()) return std::string("?");
    const binary::ElfSymbol& s = (*symbols)[index];
    return (s.info & 15) == 3 ? a.elf->sections.at(s.sectionIndex).name : s.name;
  };
  // llvm-readelf-14 -r: foo + 4, foo + c (global, undefined); .rodata + 14, .rodata + 1c (the
  // local label table at .rodata 0, through the section's symbol).
  const struct {
    uint64_t offset;
    uint32_t type;
    const char* symbol;
    int64_t addend;
  } want[] = {
      {8, 10, "foo", 4}, {16, 11, "foo", 12}, {24, 10, ".rodata", 20}, {32, 11, ".rodata", 28}};
  for (size_t i = 0; i < 4; ++i) {
    EXPECT_EQ(u64(rela->contents, i * 24), want[i].offset) << i;
    EXPECT_EQ(u64(rela->contents, i * 24 + 8) & 0xffffffff, want[i].type) << i;
    EXPECT_EQ(name(i), want[i].symbol) << i;
    EXPECT_EQ(static_cast<int64_t>(u64(rela->contents, i * 24 + 16)), want[i].addend) << i;
  }
  const binary::ElfSection* rodata = a.elf->section(".rodata");
  ASSERT_NE(rodata, nullptr);
  ASSERT_EQ(rodata->contents.size(), 128u);
  // llvm-mc-14: rsrc1 0x00ac0040 (9 SGPRs + 4 = 13: two blocks of 8, encoded 1 at bit 6),
  // rsrc2 0x884 (2 user SGPRs << 1, work-group id X, work-item id 1 << 11), properties 8
  // (the kernarg segment pointer).
  EXPECT_EQ(u32(rodata->contents, 64 + 48), 0x00ac0040u);
  EXPECT_EQ(u32(rodata->contents, 64 + 52), 0x884u);
  EXPECT_EQ(u32(rodata->contents, 64 + 56), 8u);
}

TEST(GcnHsaDirectives, RegisterCountsGranulateAsLlvmMcsPerProcessor) {
  // .amdhsa_next_free_sgpr 100 on gfx701: 100 + 4 (flat scratch) = 104, the most GFX7
  // addresses: 13 blocks, encoded 12 (llvm-mc-14: rsrc1 0x00ac0300).
  {
    const Assembled a =
        assemble(kernel("\t\t.amdhsa_next_free_vgpr 1\n\t\t.amdhsa_next_free_sgpr 100\n"));
    ASSERT_TRUE(a.elf) << a.outcome.diagnosticsText;
    EXPECT_EQ(u32(a.elf->section(".rodata")->contents, 48), 0x00ac0300u);
  }
  // 256 VGPRs: 64 blocks of 4, encoded 63; reserve_vcc 0 and reserve_flat_scratch 0 leave the
  // 8 SGPRs alone: one block, encoded 0.
  {
    const Assembled a =
        assemble(kernel("\t\t.amdhsa_next_free_vgpr 256\n\t\t.amdhsa_next_free_sgpr 8\n"
                        "\t\t.amdhsa_reserve_vcc 0\n\t\t.amdhsa_reserve_flat_scratch 0\n"));
    ASSERT_TRUE(a.elf) << a.outcome.diagnosticsText;
    EXPECT_EQ(u32(a.elf->section(".rodata")->contents, 48), 0x00ac003fu);
  }
  // Tahiti without -m mcpu: the target id chooses gfx600 (e_flags 0x20); no reserve_flat_scratch
  // there, yet its 4 SGPRs count: 100 + 4 = 104 fits, 101 does not.
  {
    const Assembled a = assemble(
        kernel("\t\t.amdhsa_next_free_vgpr 1\n\t\t.amdhsa_next_free_sgpr 100\n", "gfx600"));
    ASSERT_TRUE(a.elf) << a.outcome.diagnosticsText;
    EXPECT_EQ(a.elf->flags, 0x20u);
    EXPECT_EQ(u32(a.elf->section(".rodata")->contents, 48), 0x00ac0300u);
  }
}

TEST(GcnHsaDirectives, TheTargetIdChoosesTheProcessorWithoutMcpu) {
  // hawaii is gfx701: `.amdgcn_target` alone makes the object gfx701's and its code GFX7's
  // (flat_load_dword is a GFX7 instruction).
  const std::string source =
      "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx701\"\n\t.text\nk:\n"
      "\tflat_load_dword v0, v[0:1]\n\ts_endpgm\n";
  const Assembled a = assemble(source);
  ASSERT_TRUE(a.elf) << a.outcome.diagnosticsText;
  EXPECT_EQ(a.elf->flags, 0x23u);
  // -m mcpu=gfx700 and a gfx701 target id disagree: llvm-mc-14 refuses the directive.
  const Assembled b = assemble(source, "gfx700");
  EXPECT_FALSE(b.elf);
  EXPECT_NE(b.outcome.diagnosticsText.find("k.s:1:2: error: '.amdgcn_target' names gfx701, but "
                                           "-m mcpu= chose gfx700"),
            std::string::npos)
      << b.outcome.diagnosticsText;
}

// A v4 target id with features: `xnack+` once read as `xnack` then a v3 `+` with nothing after it
// ("target feature 'xnack' needs '+' or '-' after it"), which refused clang-14's
// -mcpu=gfx900:xnack+ output. e_flags as llvm-mc-14 -mcpu=gfx900 -mattr=+xnack writes them
// (AMDGPUUsage: EF_AMDGPU_MACH gfx900 0x2c, gfx906 0x2f; XNACK_V4 on 0x300, off 0x200;
// SRAMECC_V4 on 0xc00).
TEST(GcnHsaDirectives, TargetIdFeaturesWithPlusAndMinusSetTheFlags) {
  const auto flags = [](const std::string& id) {
    const Assembled a =
        assemble("\t.amdgcn_target \"amdgcn-amd-amdhsa--" + id + "\"\n\t.text\nk:\n\ts_endpgm\n");
    EXPECT_TRUE(a.elf) << id << ": " << a.outcome.diagnosticsText;
    return a.elf ? a.elf->flags : 0u;
  };
  EXPECT_EQ(flags("gfx900:xnack+"), 0x32cu);
  EXPECT_EQ(flags("gfx900:xnack-"), 0x22cu);
  EXPECT_EQ(flags("gfx906:sramecc+:xnack-"), 0xe2fu);
  EXPECT_EQ(flags("gfx906:sramecc-:xnack+"), 0xb2fu);
}

// clang-14 -mcode-object-version=3 spells features as v3 did (`+xnack`, `+sram-ecc`) and writes
// no version directive; llvm-mc-14 takes such a file with --amdhsa-code-object-version=3 (and
// -mattr=+xnack,+sram-ecc) and writes EI_ABIVERSION 1 and v3's e_flags (XNACK_V3 0x100,
// SRAMECC_V3 0x200: llvm-readelf-14 -h): the spelling says v3, where it made a v4 object before.
TEST(GcnHsaDirectives, TargetIdInV3sSpellingMakesACodeObjectV3) {
  const auto header = [](const std::string& id) {
    const Assembled a =
        assemble("\t.amdgcn_target \"amdgcn-amd-amdhsa--" + id + "\"\n\t.text\nk:\n\ts_endpgm\n");
    EXPECT_TRUE(a.elf) << id << ": " << a.outcome.diagnosticsText;
    return a.elf ? std::pair<int, uint32_t>{a.elf->ident[8], a.elf->flags}
                 : std::pair<int, uint32_t>{-1, 0};
  };
  EXPECT_EQ(header("gfx906+xnack+sram-ecc"), (std::pair<int, uint32_t>{1, 0x32f}));
  EXPECT_EQ(header("gfx909+xnack"), (std::pair<int, uint32_t>{1, 0x131}));
  EXPECT_EQ(header("gfx900+xnack"), (std::pair<int, uint32_t>{1, 0x12c}));
  EXPECT_EQ(header("gfx900:xnack+"), (std::pair<int, uint32_t>{2, 0x32c}));  // v4, as before
  const Assembled mixed = assemble(
      "\t.amdhsa_code_object_version 4\n\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx900+xnack\"\n");
  EXPECT_NE(mixed.outcome.diagnosticsText.find(
                "k.s:2:2: error: 'amdgcn-amd-amdhsa--gfx900+xnack' is code object v3's spelling, "
                "but line 1 chose v4 ('amdgcn-amd-amdhsa--gfx900:xnack+')"),
            std::string::npos)
      << mixed.outcome.diagnosticsText;
}

// Code object v2 counts XNACK in a gfx9 processor's stepping: clang-14 -mcode-object-version=2
// writes `.hsa_code_object_isa 9,0,1` for gfx900 and gfx900:xnack+, 9,0,0 for gfx900:xnack- (9,0,3
// and 9,0,2 for gfx902, 9,0,7 and 9,0,6 for gfx906, 9,0,12 for gfx90c:xnack-, which has no v2
// XNACK). e_flags as llvm-mc-14 --amdhsa-code-object-version=2 -mcpu=PROCESSOR -mattr=+xnack or
// -xnack writes them (llvm-readelf-14 -h): even steppings were read as XNACK "any" (0x100), 12
// as no processor at all.
TEST(GcnHsaDirectives, CodeObjectV2SteppingsSayTheXnackSetting) {
  const auto flags = [](const std::string& isa, const std::string& mcpu = "") {
    const Assembled a = assemble("\t.hsa_code_object_version 2,1\n\t.hsa_code_object_isa " + isa +
                                     ",\"AMD\",\"AMDGPU\"\n\t.text\nk:\n\ts_endpgm\n",
                                 mcpu);
    EXPECT_TRUE(a.elf) << isa << ": " << a.outcome.diagnosticsText;
    return a.elf ? a.elf->flags : 0u;
  };
  EXPECT_EQ(flags("9,0,0"), 0x2cu);
  EXPECT_EQ(flags("9,0,1"), 0x12cu);
  EXPECT_EQ(flags("9,0,2"), 0x2du);
  EXPECT_EQ(flags("9,0,3"), 0x12du);
  EXPECT_EQ(flags("9,0,4"), 0x2eu);
  EXPECT_EQ(flags("9,0,6"), 0x22fu);
  EXPECT_EQ(flags("9,0,7"), 0x32fu);
  EXPECT_EQ(flags("9,0,12"), 0x32u);
  EXPECT_EQ(flags("8,1,0"), 0x12bu);  // stoney: XNACK in every v2 object, the stepping as is
  EXPECT_EQ(flags("8,0,1"), 0x128u);
}

// e_flags for each way of naming the processor, as llvm-mc-14 writes them
// (tests/data/gcn/elf_flags.txt, scripts/oracle/gcn_elf_flags.py): without an OS, code object
// v3's feature bits for every processor (gfx908: 0x330, not v4's 0x530), code alone or not;
// code object v2 under -m mcpu= as llvm-mc-14 -mcpu= alone (the processor's default XNACK,
// whatever the stepping), with `.amd_amdgpu_isa` as its name says, and without -m mcpu= as the
// stepping says.
TEST(GcnElfFlags, AsLlvmMc14WritesThemForEachWayOfNamingTheProcessor) {
  std::ifstream in(std::filesystem::path(gpuasm::testing::sourceDirectory()) /
                   "tests/data/gcn/elf_flags.txt");
  size_t cases = 0;
  for (std::string line; std::getline(in, line);) {
    ++cases;
    SCOPED_TRACE(line);
    // llvm-mc's e_flags, gpuasm's -m mcpu=, llvm-mc's options, the source ('\n' escaped)
    std::array<std::string, 4> fields;
    size_t at = 0;
    for (size_t i = 0; i < 3; ++i) {
      const size_t tab = line.find('\t', at);
      ASSERT_NE(tab, std::string::npos);
      fields[i] = line.substr(at, tab - at);
      at = tab + 1;
    }
    for (size_t i = at; i < line.size(); ++i) {
      if (line.compare(i, 2, "\\n") == 0) {
        fields[3] += '\n';
        ++i;
      } else {
        fields[3] += line[i];
      }
    }
    AssembleSettings settings;
    if (fields[1] != "-") settings.targetOptions["mcpu"] = fields[1];
    const AssembleOutcome o = assembleText(*findTarget("gcn"), "k.s", fields[3], settings);
    ASSERT_TRUE(o.image && o.errors == 0) << o.diagnosticsText;
    const std::string format = fields[2].find("amdhsa") != std::string::npos ? "hsaco" : "elf";
    std::string error;
    std::vector<std::string> warnings;
    std::optional<binary::ElfFile> elf;
    for (const OutputFormatSpec& f : findTarget("gcn")->outputFormats)
      if (f.name == format)
        if (auto bytes = f.write(*o.image, settings.targetOptions, warnings, error))
          elf = binary::readElf(*bytes, error);
    ASSERT_TRUE(elf) << error;
    EXPECT_EQ(fmt::format("{:#x}", elf->flags), fields[0]);
  }
  EXPECT_EQ(cases, 97u);
}

// `.amd_amdgpu_isa` (v2's target id) that names another processor than the one assembled for
// is refused, as llvm-mc-14 refuses it ("target id must match options").
TEST(GcnElfFlags, AnAmdAmdgpuIsaOfAnotherProcessorIsRefused) {
  const Assembled a = assemble(
      "\t.hsa_code_object_version 2,1\n\t.hsa_code_object_isa 9,0,0,\"AMD\",\"AMDGPU\"\n"
      "\t.amd_amdgpu_isa \"amdgcn-amd-amdhsa--gfx903\"\n",
      "gfx900");
  EXPECT_NE(a.outcome.diagnosticsText.find(
                "k.s:3:2: error: '.amd_amdgpu_isa \"amdgcn-amd-amdhsa--gfx903\"' names gfx902, "
                "but this is gfx900 (llvm-mc-14: the target id must match the options) "
                "[target-id]"),
            std::string::npos)
      << a.outcome.diagnosticsText;
}

struct Refusal {
  std::string fields;
  std::string target;
  std::string message;  // ours, with the place (line:column)
};

// What llvm-mc-14 refuses in an `.amdhsa_kernel` block (its message after each), refused here
// with the line and column of the value or directive.
TEST(GcnHsaDirectives, RefusesWhatLlvmMcRefusesNamingThePlace) {
  const std::string registers = kRegisters;
  const Refusal refusals[] = {
      // value out of range: 101 + 4 > 104
      {"\t\t.amdhsa_next_free_vgpr 1\n\t\t.amdhsa_next_free_sgpr 101\n", "gfx701",
       "k.s:14:26: error: 101 is out of range for '.amdhsa_next_free_sgpr'"},
      // .amdhsa_next_free_vgpr directive is required
      {"\t\t.amdhsa_next_free_sgpr 1\n", "gfx701",
       "k.s:14:2: error: '.amdhsa_kernel k' has no '.amdhsa_next_free_vgpr'"},
      // .amdhsa_ directives cannot be repeated
      {registers + "\t\t.amdhsa_next_free_vgpr 1\n", "gfx701",
       "k.s:15:3: error: '.amdhsa_next_free_vgpr' is given twice"},
      // directive requires gfx9+
      {registers + "\t\t.amdhsa_fp16_overflow 1\n", "gfx701",
       "k.s:15:3: error: '.amdhsa_fp16_overflow' requires gfx9+ (this is gfx701"},
      // directive requires gfx7+
      {registers + "\t\t.amdhsa_reserve_flat_scratch 0\n", "gfx600",
       "k.s:15:3: error: '.amdhsa_reserve_flat_scratch' requires gfx7+ (this is gfx600"},
      // directive requires gfx8+
      {registers + "\t\t.amdhsa_reserve_xnack_mask 0\n", "gfx701",
       "k.s:15:3: error: '.amdhsa_reserve_xnack_mask' requires gfx8+"},
      // unknown .amdhsa_kernel directive
      {registers + "\t\t.amdhsa_bogus 0\n", "gfx701",
       "k.s:15:3: error: '.amdhsa_bogus' is no .amdhsa_kernel directive llvm-mc-14 knows"},
      // value out of range (257 VGPRs: 65 blocks)
      {"\t\t.amdhsa_next_free_vgpr 257\n\t\t.amdhsa_next_free_sgpr 1\n", "gfx701",
       "k.s:13:26: error: 257 is out of range for '.amdhsa_next_free_vgpr'"},
      // value out of range (a one-bit field)
      {registers + "\t\t.amdhsa_dx10_clamp 2\n", "gfx701",
       "k.s:15:22: error: 2 is out of range for '.amdhsa_dx10_clamp' (1 bits)"},
      // value out of range (negative)
      {registers + "\t\t.amdhsa_group_segment_fixed_size -1\n", "gfx701",
       "k.s:15:36: error: -1 is out of range for '.amdhsa_group_segment_fixed_size'"},
      // value out of range (2^32 in a 32-bit field)
      {registers + "\t\t.amdhsa_kernarg_size 4294967296\n", "gfx701",
       "k.s:15:24: error: 4294967296 is out of range for '.amdhsa_kernarg_size'"},
      // amdgpu_user_sgpr_count smaller than than implied by enabled user SGPRs
      {registers + "\t\t.amdhsa_user_sgpr_count 2\n\t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n"
                   "\t\t.amdhsa_user_sgpr_dispatch_ptr 1\n",
       "gfx701", "k.s:18:2: error: '.amdhsa_user_sgpr_count 2' is smaller than the 4 user SGPRs"},
      // too many user SGPRs enabled
      {registers + "\t\t.amdhsa_user_sgpr_count 32\n", "gfx701",
       "k.s:16:2: error: 32 user SGPRs: at most 31"},
      // directive requires gfx10+
      {registers + "\t\t.amdhsa_wavefront_size32 1\n", "gfx701",
       "k.s:15:3: error: '.amdhsa_wavefront_size32' requires gfx10+"},
  };
  for (const Refusal& r : refusals) {
    const Assembled a = assemble(kernel(r.fields, r.target));
    EXPECT_FALSE(a.outcome.image && !a.outcome.errors) << r.fields;
    EXPECT_NE(a.outcome.diagnosticsText.find(r.message), std::string::npos)
        << r.fields << "\n"
        << a.outcome.diagnosticsText;
  }
}

const char* const kMetadataKernel =
    "amdhsa.kernels:\n"
    "  - .name: k\n"
    "    .symbol: k.kd\n"
    "    .kernarg_segment_size: 8\n"
    "    .group_segment_fixed_size: 0\n"
    "    .private_segment_fixed_size: 0\n"
    "    .kernarg_segment_align: 8\n"
    "    .wavefront_size: 64\n"
    "    .sgpr_count: 8\n"
    "    .vgpr_count: 4\n";

TEST(GcnHsaDirectives, MetadataBlockBecomesLlvmMcsNote) {
  // llvm-mc-14 -filetype=obj, llvm-objdump-14 -s -j .note, for this block: scalars typed
  // whatever their quoting (0x10 and '12' integers, -5 a negative fixint, true a boolean, 1.5
  // written as nil, ~ a string), keys sorted, `;` a comment as llvm-mc's own.
  const std::string source =
      "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx701\"\n"
      "\t.amdgpu_metadata\n"
      "amdhsa.version: [1, 1]\n"
      "amdhsa.kernels: []\n"
      "zz: x ; a comment\n"
      "aa: 0x10\n"
      "bb: true\n"
      "cc: -5\n"
      "dd: 1.5\n"
      "ee: '12'\n"
      "ff: ~\n"
      "\t.end_amdgpu_metadata\n";
  const Assembled a = assemble(source);
  ASSERT_TRUE(a.elf) << a.outcome.diagnosticsText;
  const binary::ElfSection* note = a.elf->section(".note");
  ASSERT_NE(note, nullptr);
  EXPECT_EQ(note->type, 7u);
  EXPECT_EQ(note->flags, 2u);  // SHF_ALLOC, as llvm-mc writes it for amdhsa
  std::string hex;
  for (uint8_t b : note->contents) hex += fmt::format("{:02x}", b);
  EXPECT_EQ(hex,
            "07000000"  // name size
            "41000000"  // description size: 65 bytes
            "20000000"  // NT_AMDGPU_METADATA
            "414d4447505500"
            "00"  // "AMDGPU\0" and padding
            "89a2616110ae616d646873612e6b65726e656c7390ae616d646873612e76657273696f6e920101a26262c3"
            "a26363fba26464c0a265650ca26666a17ea27a7aa178"
            "000000");
}

TEST(GcnHsaDirectives, MetadataThatLlvmMcsVerifierRefusesIsRefused) {
  auto refusedWith = [](const std::string& yaml, const std::string& message) {
    const std::string source =
        "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx701\"\n"
        "\t.amdgpu_metadata\n" +
        yaml + "\t.end_amdgpu_metadata\n";
    const Assembled a = assemble(source);
    EXPECT_FALSE(a.outcome.image && !a.outcome.errors) << yaml;
    EXPECT_NE(a.outcome.diagnosticsText.find(message), std::string::npos)
        << yaml << "\n"
        << a.outcome.diagnosticsText;
  };
  // llvm-mc-14: "invalid HSA metadata" for each of these.
  refusedWith("amdhsa.version: [1, 1]\n",
              "error: invalid HSA metadata: the metadata has no "
              "'amdhsa.kernels'");
  refusedWith("amdhsa.version: [1]\namdhsa.kernels: []\n",
              "invalid HSA metadata: amdhsa.version has 1 items, not 2");
  refusedWith(std::string("amdhsa.version: [1, 1]\n") + kMetadataKernel,
              "invalid HSA metadata: amdhsa.kernels[0] has no '.max_flat_workgroup_size'");
  refusedWith(std::string("amdhsa.version: [1, 1]\n") + kMetadataKernel +
                  "    .max_flat_workgroup_size: 256\n    .language: Fortran\n",
              "amdhsa.kernels[0] .language 'Fortran' is none of OpenCL C, ");
  refusedWith(std::string("amdhsa.version: [1, 1]\n") + kMetadataKernel +
                  "    .max_flat_workgroup_size: 256\n    .args:\n      - .size: 8\n"
                  "        .offset: 0\n        .value_kind: hidden_heap_v1\n",
              "amdhsa.kernels[0] .args[0] .value_kind 'hidden_heap_v1' is none of");
  refusedWith(std::string("amdhsa.version: [1, 1]\n") + kMetadataKernel +
                  "    .max_flat_workgroup_size: 256\n    .args:\n      - .size: 8\n"
                  "        .offset: 0\n        .value_kind: hidden_none\n        .name: 5\n",
              "amdhsa.kernels[0] .args[0] .name is not a string");
  // YAML:2:22: error: Could not find closing ]!
  refusedWith("amdhsa.version: [1, 1\n",
              "k.s:3:22: error: the '.amdgpu_metadata' YAML: expected "
              "',' or ']'");
}

TEST(GcnHsaDirectives, MetadataWithEveryFieldTheVerifierKnowsIsTaken) {
  // Accepted by llvm-mc-14 as written (the v5 hidden argument kinds it knows, .value_type not
  // checked, a negative size not checked).
  const std::string source = std::string(
                                 "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx701\"\n"
                                 "\t.amdgpu_metadata\n---\namdhsa.version:\n  - 1\n"
                                 "  - 1\n") +
                             kMetadataKernel +
                             "    .max_flat_workgroup_size: 256\n"
                             "    .language: OpenCL C\n"
                             "    .language_version: [1, 2]\n"
                             "    .args:\n"
                             "      - .size: -8\n        .offset: 0\n"
                             "        .value_kind: hidden_block_count_x\n"
                             "        .value_type: zz\n"
                             "      - {.size: 8, .offset: 8, .value_kind: hidden_queue_ptr}\n"
                             "...\n\t.end_amdgpu_metadata\n";
  const Assembled a = assemble(source);
  ASSERT_TRUE(a.elf) << a.outcome.diagnosticsText;
  EXPECT_NE(a.elf->section(".note"), nullptr);
}

// Code object v2's directives: llvm-mc-14 -triple amdgcn-amd-amdhsa -mcpu=gfx803
// --amdhsa-code-object-version=2 writes, for this source, EI_ABIVERSION 0, e_flags 0x2a and a
// .note of three AMD notes (llvm-objdump-14 -s): the version {2, 1} (type 1), the ISA {8, 0, 3,
// "AMD", "AMDGPU"} (type 3: name sizes 4 and 7 as u16, then the three u32), and the YAML
// (type 10, 34 bytes, no NUL); here without -m mcpu (the ISA note names gfx803).
TEST(GcnHsaDirectives, CodeObjectV2sNotesAreLlvmMcs) {
  const std::string yaml = "---\nVersion:         [ 1, 0 ]\n...\n";
  const Assembled a = assemble(
      "\t.hsa_code_object_version 2,1\n\t.hsa_code_object_isa 8,0,3,\"AMD\",\"AMDGPU\"\n"
      "\t.text\n\t.amdgpu_hsa_kernel k\nk:\n\ts_endpgm\n\t.amd_amdgpu_hsa_metadata\n" +
      yaml + "\t.end_amd_amdgpu_hsa_metadata\n");
  ASSERT_TRUE(a.elf) << a.outcome.diagnosticsText;
  EXPECT_EQ(a.elf->ident[7], 64);
  EXPECT_EQ(a.elf->ident[8], 0);
  EXPECT_EQ(a.elf->flags, 0x2au);
  const binary::ElfSection* note = a.elf->section(".note");
  ASSERT_NE(note, nullptr);
  std::vector<uint8_t> expected = {4,   0,   0,   0,   8,   0,   0, 0, 1,   0,   0,   0,
                                   'A', 'M', 'D', 0,   2,   0,   0, 0, 1,   0,   0,   0,  // version
                                   4,   0,   0,   0,   27,  0,   0, 0, 3,   0,   0,   0,
                                   'A', 'M', 'D', 0,   4,   0,   7, 0, 8,   0,   0,   0,
                                   0,   0,   0,   0,   3,   0,   0, 0, 'A', 'M', 'D', 0,
                                   'A', 'M', 'D', 'G', 'P', 'U', 0, 0,  // ISA, padded
                                   4,   0,   0,   0,   34,  0,   0, 0, 10,  0,   0,   0,
                                   'A', 'M', 'D', 0};
  expected.insert(expected.end(), yaml.begin(), yaml.end());
  expected.resize(expected.size() + 2, 0);
  EXPECT_EQ(note->contents, expected);
}

TEST(GcnHsaDirectives, CodeObjectV2sDirectivesAreCheckedNamingTheLine) {
  auto errors = [](const std::string& source) {
    return assemble(source, "gfx803").outcome.diagnosticsText;
  };
  EXPECT_NE(errors("\t.hsa_code_object_version 3,0\n")
                .find("'.hsa_code_object_version 3,0': code object v2's directive names major "
                      "version 2 (v3 to v5: '.amdhsa_code_object_version')"),
            std::string::npos);
  EXPECT_NE(errors("\t.hsa_code_object_version 2,1\n\t.amdhsa_code_object_version 4\n")
                .find("k.s:2:2: error: '.amdhsa_code_object_version' is code object v3-v5's, but "
                      "line 1 made this a code object v2"),
            std::string::npos);
  EXPECT_NE(errors("\t.hsa_code_object_isa 8,0\n")
                .find("'.hsa_code_object_isa' takes MAJOR,MINOR,STEPPING,\"VENDOR\",\"ARCH\""),
            std::string::npos);
  EXPECT_NE(errors("\t.amd_amdgpu_hsa_metadata\n---\nVersion: [ 1, 0 ]\n")
                .find("'.amd_amdgpu_hsa_metadata' without '.end_amd_amdgpu_hsa_metadata'"),
            std::string::npos);
  EXPECT_NE(errors("\t.amd_amdgpu_hsa_metadata\n---\nKernels: [ ]\n...\n"
                   "\t.end_amd_amdgpu_hsa_metadata\n")
                .find("the '.amd_amdgpu_hsa_metadata' YAML has no 'Version'"),
            std::string::npos);
  EXPECT_NE(errors("\t.amd_amdgpu_hsa_metadata\n---\nVersion: [ 1, 0\n...\n"
                   "\t.end_amd_amdgpu_hsa_metadata\n")
                .find("k.s:3:"),
            std::string::npos);
}

}  // namespace
}  // namespace gpuasm::gcn
