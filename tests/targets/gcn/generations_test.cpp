// The GCN generations as columns of the one table (issue 31): -m mcpu=NAME
// (--mcpu) chooses the processor by its LLVM name, an instruction of other
// generations is an error naming those that have them, and the disassembler
// decodes a generation's own prefixes. Expected bytes are llvm-mc-14's
// (`-arch=amdgcn -mcpu=NAME -show-encoding`), as the comments give them.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "../../tools/cli_support.hpp"
#include "gpuasm/target.hpp"
#include "support/assemble.hpp"

namespace gpuasm::testing {
namespace {

Assembled assembleOn(const std::string& mcpu, const std::string& text) {
  AssembleSettings settings;
  settings.targetOptions["mcpu"] = mcpu;
  return assembleFor("gcn", text, settings);
}

std::string disassembleOn(const std::string& mcpu, const std::vector<uint32_t>& words) {
  std::vector<uint8_t> bytes;
  for (uint32_t w : words)
    for (int i = 0; i < 4; ++i) bytes.push_back(static_cast<uint8_t>(w >> (8 * i)));
  std::string error;
  DisassemblyOptions options;
  options.targetOptions["mcpu"] = mcpu;
  std::string text = findTarget("gcn")->disassemble(bytes, options, error);
  EXPECT_EQ(error, "");
  return text;
}

TEST(GcnGenerations, FlatIsGfx7AndTheErrorNamesTheGenerationsThatHaveIt) {
  // llvm-mc-14 -mcpu=bonaire: flat_load_dword v5, v[1:2] ;
  // [0x00,0x00,0x30,0xdc,0x01,0x00,0x00,0x05]
  auto ci = assembleOn("bonaire", "flat_load_dword v5, v[1:2]\n");
  ASSERT_TRUE(ci.image) << ci.diagnostics;
  EXPECT_EQ(ci.words(), (std::vector<uint32_t>{0xdc300000, 0x05000001}));
  auto si = assembleOn("tahiti", "s_nop 0\n  flat_load_dword v5, v[1:2]\n");
  EXPECT_FALSE(si.image);
  EXPECT_NE(si.diagnostics.find("test.s:2:3: error: 'flat_load_dword' needs gfx7 or later (-m "
                                "mcpu=...; this is gfx6) [instruction-not-in-generation]"),
            std::string::npos)
      << si.diagnostics;
  // the default is tahiti
  EXPECT_FALSE(assembleFor("gcn", "flat_load_dword v5, v[1:2]\n").image);
  // SI's buffer_wbinvl1_sc is gone on CI (opcode 112 is buffer_wbinvl1_vol there)
  auto gone = assembleOn("hawaii", "buffer_wbinvl1_sc\n");
  EXPECT_NE(gone.diagnostics.find("'buffer_wbinvl1_sc' needs gfx6 (-m mcpu=...; this is gfx7)"),
            std::string::npos)
      << gone.diagnostics;
  // llvm-mc-14 -mcpu=bonaire: buffer_wbinvl1_vol ; [0x00,0x00,0xc0,0xe1,0x00,0x00,0x00,0x00]
  EXPECT_EQ(assembleOn("gfx704", "buffer_wbinvl1_vol\n").words(),
            (std::vector<uint32_t>{0xe1c00000, 0}));
  // an unknown name is still unknown
  auto unknown = assembleOn("bonaire", "flat_load_qword v5, v[1:2]\n");
  EXPECT_NE(unknown.diagnostics.find("unknown instruction 'flat_load_qword'"), std::string::npos)
      << unknown.diagnostics;
}

TEST(GcnGenerations, FlatAtomicsReturnOnlyWithGlc) {
  // llvm-mc-14 -mcpu=bonaire:
  //   flat_atomic_add v1, v[3:4], v5 glc  ; [0x00,0x00,0xc9,0xdc,0x03,0x05,0x00,0x01]
  //   flat_atomic_add v[3:4], v5 slc      ; [0x00,0x00,0xca,0xdc,0x03,0x05,0x00,0x00]
  //   flat_atomic_cmpswap_x2 v[1:2], v[3:4], v[5:8] glc ; [0x00,0x00,0x45,0xdd,0x03,0x05,0x00,0x01]
  auto r = assembleOn("bonaire",
                      "flat_atomic_add v1, v[3:4], v5 glc\nflat_atomic_add v[3:4], v5 slc\n"
                      "flat_atomic_cmpswap_x2 v[1:2], v[3:4], v[5:8] glc\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{0xdcc90000, 0x01000503, 0xdcca0000, 0x00000503,
                                              0xdd450000, 0x01000503}));
  // llvm-mc-14 refuses both: "instruction must use glc", "instruction must not use glc"
  EXPECT_FALSE(assembleOn("bonaire", "flat_atomic_add v1, v[3:4], v5\n").image);
  EXPECT_FALSE(assembleOn("bonaire", "flat_atomic_add v[3:4], v5 glc\n").image);
  EXPECT_FALSE(assembleOn("bonaire", "flat_load_dword v1, v[3:4] tfe\n").image);
}

TEST(GcnGenerations, AnUnknownProcessorIsRefusedWithTheNames) {
  auto r = assembleOn("gfx1030", "s_nop 0\n");
  EXPECT_FALSE(r.image);
  EXPECT_NE(r.diagnostics.find("gfx1030"), std::string::npos) << r.diagnostics;
  EXPECT_NE(r.diagnostics.find("tahiti"), std::string::npos) << r.diagnostics;
  EXPECT_NE(r.diagnostics.find("gfx90c"), std::string::npos) << r.diagnostics;
}

TEST(GcnGenerations, Gfx8AndGfx9AreTaken) {
  // llvm-mc-14 -mcpu=fiji: s_nop 0 ; [0x00,0x00,0x80,0xbf]
  EXPECT_EQ(assembleOn("fiji", "s_nop 0\n").words(), (std::vector<uint32_t>{0xbf800000}));
  EXPECT_EQ(disassembleOn("fiji", {0xbf800000}), "s_nop 0\n");
  // llvm-mc-14 -mcpu=gfx900: global_load_dword v1, v[2:3], off ;
  // [0x00,0x80,0x50,0xdc,0x02,0x00,0x7f,0x01]
  EXPECT_EQ(assembleOn("gfx900", "global_load_dword v1, v[2:3], off\n").words(),
            (std::vector<uint32_t>{0xdc508000, 0x017f0002}));
  EXPECT_EQ(disassembleOn("gfx900", {0xdc508000, 0x017f0002}),
            "global_load_dword v1, v[2:3], off\n");
}

TEST(GcnGenerations, DisassemblerDecodesTheGenerationsOwnPrefixes) {
  const std::vector<uint32_t> flat = {0xdcc90000, 0x01000503};
  EXPECT_EQ(disassembleOn("bonaire", flat), "flat_atomic_add v1, v[3:4], v5 glc\n");
  // on SI the prefix is no format: two dwords of data, with the reason
  const std::string si = disassembleOn("tahiti", flat);
  EXPECT_NE(si.find("no SI format has these bits"), std::string::npos) << si;
  // CI's new VOP1 opcode 23 (v_trunc_f64) is no SI instruction
  EXPECT_EQ(disassembleOn("bonaire", {0x7e0a2f01}), "v_trunc_f64_e32 v[5:6], v[1:2]\n");
  EXPECT_NE(disassembleOn("tahiti", {0x7e0a2f01}).find("VOP1 opcode 23 is not an SI instruction"),
            std::string::npos);
}

TEST(GcnGenerations, TheCommandLineTakesMcpuOnAsmAndDisAndRefusesOtherNames) {
  using cli_test::gpuasm;
  auto ok = gpuasm("asm -t gcn --mcpu bonaire --format hex -", "flat_store_dword v[1:2], v2\n");
  EXPECT_EQ(ok.exitCode, 0) << ok.err;
  // llvm-mc-14 -mcpu=bonaire: flat_store_dword v[1:2], v2 ;
  // [0x00,0x00,0x70,0xdc,0x01,0x02,0x00,0x00]
  EXPECT_NE(ok.out.find("dc700000"), std::string::npos) << ok.out;
  auto asMachineOption = gpuasm("asm -t gcn -m mcpu=hawaii --format hex -", "ds_nop\n");
  EXPECT_EQ(asMachineOption.exitCode, 0) << asMachineOption.err;
  auto bad = gpuasm("asm -t gcn --mcpu vega20 -", "s_nop 0\n");
  EXPECT_EQ(bad.exitCode, 2);
  EXPECT_NE(bad.err.find("bonaire"), std::string::npos) << bad.err;
  auto badMachine = gpuasm("asm -t gcn -m mcpu=vega20 -", "s_nop 0\n");
  EXPECT_EQ(badMachine.exitCode, 2) << badMachine.err;
  EXPECT_NE(badMachine.err.find("gfx900"), std::string::npos) << badMachine.err;
  auto badDis = gpuasm("dis -t gcn --mcpu vega20 -", std::string(4, '\0'));
  EXPECT_EQ(badDis.exitCode, 2) << badDis.err;
}

}  // namespace
}  // namespace gpuasm::testing
