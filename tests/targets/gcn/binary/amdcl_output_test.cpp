// Generating AMD OpenCL binaries from gcn source (the kernel directives,
// src/targets/gcn/kernel_directives.hpp): every corpus binary disassembled and
// assembled again equals the driver's in every note, PROGINFO entry,
// metadata text, header and code byte; fields derived from a description
// written by hand against the driver's own files (alltypes.clo's CB1
// offsets) and the fact sheet (LDS in its four places); readelf accepts what
// we write; bad directives are diagnostics.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "gpuasm/target.hpp"
#include "support/corpora.hpp"
#include "targets/gcn/binary/amdcl_corpus.hpp"
#include "targets/gcn/binary/amdcl_output.hpp"
#include "targets/gcn/binary/image_binary.hpp"
#include "targets/gcn/code_use.hpp"
#include "targets/gcn/listing.hpp"
#include "tools/cli_support.hpp"

namespace gpuasm::gcn::binary {
namespace {

namespace fs = std::filesystem;
using testing::corpusBinaries;
using testing::kGcnCorpora;
using testing::slurp;

AssembleOutcome assemble(const std::string& text, const std::string& name = "k.s") {
  return assembleText(*findTarget("gcn"), name, text, {});
}

// The binary an assembled source describes (failing the test when none).
AmdBinary generated(const std::string& text) {
  AssembleOutcome o = assemble(text);
  EXPECT_TRUE(o.image) << o.diagnosticsText;
  if (!o.image) return {};
  const AmdBinary* binary = amdBinaryOf(*o.image);
  EXPECT_NE(binary, nullptr);
  return binary ? *binary : AmdBinary{};
}

bool readelfInstalled() {
  return std::system("readelf --version > /dev/null 2>&1") == 0;
}

// readelf -a's output for these bytes.
std::string readelf(const std::vector<uint8_t>& bytes, const std::string& name) {
  const fs::path dir = fs::temp_directory_path() / "gpuasm_amdcl_generate";
  fs::create_directories(dir);
  const fs::path file = dir / name, log = dir / (name + ".log");
  std::ofstream(file, std::ios::binary)
      .write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
  const std::string command = "readelf -a -W '" + file.string() + "' > '" + log.string() + "' 2>&1";
  EXPECT_EQ(std::system(command.c_str()), 0) << command;
  std::ifstream in(log);
  return {std::istreambuf_iterator<char>(in), {}};
}

TEST(AmdclGenerate, EveryCorpusBinaryRegeneratesFromItsDisassembly) {
  SKIP_WITHOUT_AMDCL_CORPORA();
  for (const fs::path& file : corpusBinaries()) {
    SCOPED_TRACE(file.string());
    const std::vector<uint8_t> bytes = slurp(file);
    std::string error;
    auto original = readAmdBinary(bytes, error);
    ASSERT_TRUE(original) << error;
    const std::string text = disassemble(bytes, DisassemblyOptions{}, error);
    ASSERT_EQ(error, "");
    AssembleOutcome o = assemble(text, file.filename().string() + ".s");
    ASSERT_TRUE(o.image) << o.diagnosticsText;
    EXPECT_EQ(o.warnings, 0u) << o.diagnosticsText;
    const AmdBinary* again = amdBinaryOf(*o.image);
    ASSERT_NE(again, nullptr);
    EXPECT_EQ(again->outer.machine, original->outer.machine);
    EXPECT_EQ(again->outer.is64, original->outer.is64);
    EXPECT_EQ(again->compileOptions, original->compileOptions);
    EXPECT_EQ(again->driverString, original->driverString);
    ASSERT_EQ(again->kernels.size(), original->kernels.size());
    for (size_t k = 0; k < again->kernels.size(); ++k) {
      const AmdKernel &want = original->kernels[k], &got = again->kernels[k];
      SCOPED_TRACE(want.name);
      EXPECT_EQ(got.name, want.name);
      EXPECT_EQ(got.metadata.text, want.metadata.text);
      EXPECT_EQ(got.header, want.header);
      EXPECT_EQ(got.inner.code, want.inner.code);
      ASSERT_EQ(got.inner.notes.size(), want.inner.notes.size());
      for (size_t n = 0; n < want.inner.notes.size(); ++n) {
        SCOPED_TRACE(calNoteName(want.inner.notes[n].type));
        EXPECT_EQ(got.inner.notes[n].type, want.inner.notes[n].type);
        EXPECT_EQ(got.inner.notes[n].payload, want.inner.notes[n].payload);
      }
      const auto wantInfo = want.inner.progInfo(), gotInfo = got.inner.progInfo();
      ASSERT_EQ(gotInfo.size(), wantInfo.size());
      for (size_t e = 0; e < wantInfo.size(); ++e) {
        EXPECT_EQ(gotInfo[e].key, wantInfo[e].key) << e;
        EXPECT_EQ(gotInfo[e].value, wantInfo[e].value) << proginfoKeyName(wantInfo[e].key);
      }
      ASSERT_EQ(got.inner.encodings.size(), 1u);
      EXPECT_EQ(got.inner.encodings[0].machine, want.inner.encodings[0].machine);
      EXPECT_EQ(got.inner.encodings[0].offset, want.inner.encodings[0].offset);
      EXPECT_EQ(got.inner.encodings[0].size, want.inner.encodings[0].size);
    }
    // The outer sections but .llvmir (LLVM bitcode, which no disassembly
    // carries) hold the same bytes.
    for (const char* name : {".comment", ".rodata", ".text"}) {
      SCOPED_TRACE(name);
      ASSERT_NE(again->outer.section(name), nullptr);
      EXPECT_EQ(again->outer.section(name)->contents, original->outer.section(name)->contents);
    }
    EXPECT_EQ(again->outer.section(".llvmir"), nullptr);
    std::vector<std::string> warnings;
    auto written = writeAmdclFormat(*o.image, {}, codeTools(), warnings, error);
    EXPECT_TRUE(warnings.empty());
    ASSERT_TRUE(written) << error;
    if (readelfInstalled()) {
      const std::string log = readelf(*written, file.filename().string());
      EXPECT_EQ(log.find("Warning"), std::string::npos) << log;
      EXPECT_EQ(log.find("Error"), std::string::npos) << log;
    }
  }
}

// samplekernels.cl's add written by hand: what the driver (1702.3) made of
// the same kernel, field for field, but the function id (1026 for a program
// of one kernel: 1024 + 2 x kernels + index, as alltypes.clo and
// structkernel2.clo have it) and its code, which is ours.
TEST(AmdclGenerate, AHandWrittenKernelGetsTheDriversFields) {
  const AmdBinary binary = generated(R"(
    .device pitcairn
    .kernel add
      .arg n, uint
      .arg adat, global const uint*
      .arg bdat, global const uint*
      .arg cdat, global uint*
    s_buffer_load_dword s0, s[8:11], 0x0
    v_add_i32 v1, vcc, s0, v0
    s_endpgm
  )");
  ASSERT_EQ(binary.kernels.size(), 1u);
  const AmdKernel& k = binary.kernels[0];
  EXPECT_EQ(k.metadata.text,
            ";ARGSTART:__OpenCL_add_kernel\n;version:3:1:111\n;device:pitcairn\n;uniqueid:1024\n"
            ";memory:uavprivate:0\n;memory:hwlocal:0\n;memory:hwregion:0\n;value:n:u32:1:1:0\n"
            ";pointer:adat:u32:1:1:16:uav:12:4:RO:0:0\n;constarg:1:adat\n"
            ";pointer:bdat:u32:1:1:32:uav:13:4:RO:0:0\n;constarg:2:bdat\n"
            ";pointer:cdat:u32:1:1:48:uav:14:4:RW:0:0\n;function:1:1026\n;uavid:11\n;printfid:9\n"
            ";cbid:10\n;privateid:8\n;reflection:0:uint\n;reflection:1:uint*\n"
            ";reflection:2:uint*\n;reflection:3:uint*\n;ARGEND:__OpenCL_add_kernel\n");
  EXPECT_EQ(k.header, (std::array<uint32_t, 8>{0, 0, 0, 0, 0, 1, 0, 0}));
  const InnerKernel& inner = k.inner;
  EXPECT_EQ(binary.outer.machine, 0x3fe);
  ASSERT_EQ(inner.encodings.size(), 1u);
  EXPECT_EQ(inner.encodings[0].machine, 0x1bu);  // Pitcairn's inner code
  // User elements: UAV table s[2:3], CB0 s[4:7], CB1 s[8:11].
  using namespace proginfo;
  const std::pair<uint32_t, uint32_t> expected[] = {
      {kUserElementCount, 3},
      {kUserElementFirst, 0x17},
      {kUserElementFirst + 2, 2},
      {kUserElementFirst + 3, 2},
      {kUserElementFirst + 4, 2},
      {kUserElementFirst + 6, 4},
      {kUserElementFirst + 9, 1},
      {kUserElementFirst + 10, 8},
      {kVgprCount, 3},           // v0..v1 used, at least 3
      {kSgprCount, 16},          // s0..s12 (12 user SGPRs + TGID_X) + VCC = 15, to 4s
      {kComputePgmRsrc2, 0x98},  // USER_SGPR 12, TGID_X_EN, as the driver's add
      {kRatOpIsUsed, 0x7000},    // UAVs 12, 13, 14
      {kLdsSizeUsed, 0},
  };
  for (const auto& [key, value] : expected)
    EXPECT_EQ(inner.progInfoValue(key), value) << proginfoKeyName(key);
  const std::vector<uint8_t> uav = {12, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0,
                                    13, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0,
                                    14, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0,
                                    11, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0};
  ASSERT_NE(inner.note(CalNoteType::Uav), nullptr);
  EXPECT_EQ(inner.note(CalNoteType::Uav)->payload, uav);
  std::vector<uint32_t> order;
  for (const CalNote& n : inner.notes) order.push_back(n.type);
  EXPECT_EQ(order,
            (std::vector<uint32_t>{2, 3, 16, 4, 5, 6, 7, 8, 9, 10, 11, 13, 12, 1, 14, 15, 17}));
  EXPECT_EQ(inner.code.size(), 12u);  // three one-dword instructions
}

// The seed's kernel (gcnasm's sample.cl) described by hand for driver 1124.2
// gives what that driver wrote into sample_dummy.bin: the same metadata text
// (a constant pointer in `hc` constant buffer 2, global pointers from UAV 10,
// no printfid or cbid), header, user elements (the constant-buffer table and
// an IMM_UAV per global pointer) and UAV and CONSTANT_BUFFERS notes. The
// `.driver_version` comes after the kernel on purpose: the address space of a
// constant pointer is chosen when the binary is built.
TEST(AmdclGenerate, TheSeedsKernelForDriver1124MatchesSampleDummy) {
  SKIP_WITHOUT_AMDCL_CORPORA();
  std::string error;
  auto dummy = readAmdBinary(slurp(kGcnCorpora / "gcnasm" / "sample_dummy.bin"), error);
  ASSERT_TRUE(dummy) << error;
  const AmdBinary binary = generated(R"(
    .device tahiti
    .kernel sample
      .arg in, global uint*, read_only
      .arg salt, constant uint*
      .arg out, global uint*
      s_endpgm
    .driver_version 112402
  )");
  ASSERT_EQ(binary.kernels.size(), 1u);
  const AmdKernel &got = binary.kernels[0], &want = dummy->kernels[0];
  EXPECT_EQ(got.metadata.text, want.metadata.text);
  EXPECT_EQ(got.header, want.header);
  for (CalNoteType type :
       {CalNoteType::Uav, CalNoteType::ConstantBuffers, CalNoteType::UavOpMask}) {
    ASSERT_NE(got.inner.note(type), nullptr);
    EXPECT_EQ(got.inner.note(type)->payload, want.inner.note(type)->payload)
        << calNoteName(uint32_t(type));
  }
  for (uint32_t key = proginfo::kUserElementCount; key < proginfo::kUserElementFirst + 12; ++key)
    EXPECT_EQ(got.inner.progInfoValue(key), want.inner.progInfoValue(key)) << proginfoKeyName(key);
  EXPECT_EQ(got.inner.progInfoValue(proginfo::kComputePgmRsrc2), 0x98u);
}

// CB1 offsets: alltypes.clo's metadata (driver 1702.3) puts uchar at 0,
// uchar16 at 96 (64 bytes), ulong3 at 992 with the next at 1008, ulong16 at
// 1104 and the next at 1232.
TEST(AmdclGenerate, ArgumentOffsetsFollowTheDriversSlots) {
  std::string source = ".device pitcairn\n.kernel k\n";
  const char* types[] = {"uchar", "char", "ushort", "short", "uint", "int", "ulong", "long"};
  const char* lanes[] = {"", "2", "3", "4", "8", "16"};
  int index = 0;
  for (const char* t : types)
    for (const char* l : lanes) source += fmt::format("  .arg v{}, {}{}\n", index++, t, l);
  source += "  .arg v48, uint\n  .arg s, struct typ1, 6\n  .arg f, float4\n  s_endpgm\n";
  const AmdBinary binary = generated(source);
  ASSERT_EQ(binary.kernels.size(), 1u);
  const auto& args = binary.kernels[0].metadata.arguments;
  ASSERT_EQ(args.size(), 51u);
  const uint32_t driver[] = {
      0,   16,  32,  48,  64,  96,   160,  176,  192,  208,  224,  256,  320,  336,  352, 368, 384,
      416, 480, 496, 512, 528, 544,  576,  640,  656,  672,  688,  704,  736,  800,  816, 832, 848,
      864, 896, 960, 976, 992, 1008, 1040, 1104, 1232, 1248, 1264, 1280, 1312, 1376, 1504};
  for (size_t i = 0; i < std::size(driver); ++i) EXPECT_EQ(args[i].cb1Offset, driver[i]) << i;
  EXPECT_EQ(args[49].cb1Offset, 1520u);  // after the uint at 1504
  EXPECT_EQ(args[50].cb1Offset, 1536u);  // a 6-byte struct takes one 16-byte slot
}

// LDS in its four places (fact sheet section 4): 1000 static bytes are
// RSRC2.LDS_SIZE 4 (256-byte granules on SI), LDS_SIZE_USED 1024, hwlocal
// and header dword 3 1000; a local pointer argument takes all 32 KiB
// (alltypes.clo: RSRC2 0x00400004, 0x80000082 = 0x8000).
TEST(AmdclGenerate, LdsBytesReachAllFourPlaces) {
  const AmdBinary fixed = generated(R"(
    .device tahiti
    .kernel k
      .local_bytes 1000
      s_mov_b32 m0, -1
      ds_read_b32 v1, v0
      s_endpgm
  )");
  ASSERT_EQ(fixed.kernels.size(), 1u);
  const AmdKernel& k = fixed.kernels[0];
  EXPECT_EQ(k.metadata.hwLocal, 1000u);
  EXPECT_EQ(k.header[3], 1000u);
  EXPECT_EQ(PgmRsrc2::decode(*k.inner.progInfoValue(proginfo::kComputePgmRsrc2)).ldsSize, 4u);
  EXPECT_EQ(k.inner.progInfoValue(proginfo::kLdsSizeUsed), 1024u);

  const AmdBinary pointer = generated(R"(
    .device capeverde
    .bits 64
    .kernel k
      .arg scratch, local float*
      s_mov_b32 m0, -1
      s_endpgm
  )");
  ASSERT_EQ(pointer.kernels.size(), 1u);
  const AmdKernel& p = pointer.kernels[0];
  EXPECT_EQ(p.metadata.arguments[0].addressSpace, "hl");
  EXPECT_EQ(p.metadata.arguments[0].resourceId, 1u);
  EXPECT_EQ(PgmRsrc2::decode(*p.inner.progInfoValue(proginfo::kComputePgmRsrc2)).ldsSize, 128u);
  EXPECT_EQ(p.inner.progInfoValue(proginfo::kLdsSizeUsed), 0x8000u);
  EXPECT_EQ(p.header[4], 8u);  // 64-bit
  EXPECT_TRUE(pointer.outer.is64);
  EXPECT_EQ(pointer.outer.machine, 0x3ff);
  EXPECT_NE(p.metadata.text.find(";memory:64bitABI\n"), std::string::npos);
}

TEST(AmdclGenerate, DsBeforeM0IsAWarningWithItsPlace) {
  AssembleOutcome o = assemble(".kernel k\nv_mov_b32 v0, 0\nds_read_b32 v1, v0\ns_endpgm\n");
  ASSERT_TRUE(o.image) << o.diagnosticsText;
  EXPECT_EQ(o.warnings, 1u);
  EXPECT_NE(o.diagnosticsText.find("k.s:1:1: warning: kernel 'k': the LDS instruction at byte "
                                   "0x4 (k.s:3: 'ds_read_b32 v1, v0') comes before any write of "
                                   "M0"),
            std::string::npos)
      << o.diagnosticsText;
  EXPECT_NE(o.diagnosticsText.find("[ds-without-m0]"), std::string::npos);
  AssembleOutcome set = assemble(".kernel k\ns_mov_b32 m0, -1\nds_read_b32 v1, v0\ns_endpgm\n");
  EXPECT_EQ(set.warnings, 0u) << set.diagnosticsText;
  // A literal that reads as a DS word is skipped, and so is nothing after an
  // SMRD whose offset is 0xff (no literal follows it).
  AssembleOutcome literal = assemble(
      ".kernel k\nv_mov_b32 v0, 0xd86c0000\ns_load_dword s0, s[0:1], 0xff\n"
      "s_mov_b32 m0, -1\nds_read_b32 v1, v0\ns_endpgm\n");
  ASSERT_TRUE(literal.image) << literal.diagnosticsText;
  EXPECT_EQ(literal.warnings, 0u) << literal.diagnosticsText;
}

TEST(AmdclGenerate, CodeBeforeTheFirstKernelIsAWarning) {
  AssembleOutcome o = assemble("s_nop 0\n.kernel k\ns_endpgm\n");
  ASSERT_TRUE(o.image) << o.diagnosticsText;
  EXPECT_NE(o.diagnosticsText.find("k.s:2:1: warning: 4 bytes of code in section '.text' belong "
                                   "to no kernel and are not in the binary"),
            std::string::npos)
      << o.diagnosticsText;
  EXPECT_NE(o.diagnosticsText.find("[code-outside-kernel]"), std::string::npos);
}

TEST(AmdclGenerate, BadDirectivesAreDiagnosticsWithTheirPlace) {
  const std::pair<const char*, const char*> cases[] = {
      {".arg x, uint\n", "k.s:1:1: error: '.arg' describes a kernel: put it after '.kernel NAME'"},
      {".kernel k\n.arg x, foo\n", "k.s:2:9: error: 'foo' is no OpenCL scalar or vector type"},
      {".device geforce\n", "k.s:1:9: error: unknown device 'geforce'"},
      {".kernel k\n.arg x, global foo*\n", "k.s:2:9: error: 'foo*': a pointer argument"},
      {".kernel k\n.arg x, uint99999999999999999999\n",
       "k.s:2:9: error: 'uint99999999999999999999' is no OpenCL scalar or vector type"},
      {".kernel k\n.arg x, uint5\n", "k.s:2:9: error: 'uint5' is no OpenCL scalar"},
      {".kernel k\n.user_element FOO, 0, 2, 2\n", "k.s:2:15: error: unknown user-data class 'FOO'"},
      {".kernel k\n.cal_note NOPE\n", "k.s:2:11: error: unknown ATI CAL note 'NOPE'"},
      {".bits 48\n", "k.s:1:7: error: '.bits' is 32 or 64, not 48"},
      {".kernel k\n.local_bytes 70000\n", "'.local_bytes' takes a number from 0 to 32768"},
      {".kernel k\n", "k.s:1:1: error: kernel 'k' has no code"},
      {".kernel k\n.kernel k\n", "k.s:2:9: error: kernel 'k' is described twice"},
  };
  for (const auto& [source, message] : cases) {
    SCOPED_TRACE(source);
    AssembleOutcome o = assemble(std::string(source) + "s_endpgm\n");
    if (std::string_view(source) == ".kernel k\n") o = assemble(".kernel k\n");
    EXPECT_FALSE(o.image);
    EXPECT_NE(o.diagnosticsText.find(message), std::string::npos) << o.diagnosticsText;
    EXPECT_NE(o.diagnosticsText.find("[kernel-directive]"), std::string::npos) << o.diagnosticsText;
  }
}

TEST(AmdclGenerate, AnImageWithoutKernelsIsRefusedByTheWriter) {
  AssembleOutcome o = assemble("s_endpgm\n");
  ASSERT_TRUE(o.image);
  EXPECT_EQ(amdBinaryOf(*o.image), nullptr);
  std::string error;
  std::vector<std::string> warnings;
  EXPECT_FALSE(writeAmdclFormat(*o.image, {}, codeTools(), warnings, error));
  EXPECT_NE(error.find("the source describes no kernel"), std::string::npos) << error;
}

TEST(AmdclGenerate, LoadingABinaryGivesASectionPerKernel) {
  SKIP_WITHOUT_AMDCL_CORPORA();
  std::string error;
  auto image = loadAmdBinaryImage(slurp(kGcnCorpora / "amdcl" / "samplekernels.clo"), error);
  ASSERT_TRUE(image) << error;
  ASSERT_EQ(image->sections.size(), 2u);
  EXPECT_EQ(image->sections[0].name, "add");
  EXPECT_EQ(image->sections[1].name, "multiply");
  // add's .text: 0x84 bytes (`readelf -S` of its inner ELF at .text+0).
  EXPECT_EQ(image->sections[0].bytes.size(), 132u);
  ASSERT_NE(amdBinaryOf(*image), nullptr);
  EXPECT_EQ(amdBinaryOf(*image)->kernels[1].name, "multiply");
  EXPECT_FALSE(loadAmdBinaryImage(std::vector<uint8_t>{0xbf, 0x81, 0, 0}, error));
  EXPECT_EQ(error, "");
}

TEST(AmdclGenerate, TheCommandLineOffersAmdclForGcnOnly) {
  const fs::path dir = cli_test::scratch();
  const fs::path plain = dir / "plain.s", kernel = dir / "kernel.s", out = dir / "k.bin";
  cli_test::write(plain, "s_endpgm\n");
  cli_test::write(kernel, ".device capeverde\n.kernel k\n.arg n, uint\ns_endpgm\n");
  cli_test::Result r = cli_test::gpuasm("asm -t gcn --help");
  EXPECT_NE(r.out.find("amdcl (the AMD OpenCL 1.2 binary"), std::string::npos) << r.out;
  r = cli_test::gpuasm("asm -t gcn " + plain.string() + " --format amdcl -o " + out.string());
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_NE(r.err.find(plain.string() + ": the source describes no kernel"), std::string::npos)
      << r.err;
  r = cli_test::gpuasm("asm -t vc4 " + plain.string() + " --format amdcl");
  EXPECT_EQ(r.exitCode, 2);
  r = cli_test::gpuasm("asm -t gcn " + kernel.string() + " --format amdcl -o " + out.string());
  EXPECT_EQ(r.exitCode, 0) << r.err;
  const std::vector<uint8_t> bytes = slurp(out);
  std::string error;
  auto binary = readAmdBinary(bytes, error);
  ASSERT_TRUE(binary) << error;
  EXPECT_EQ(binary->outer.machine, 0x3ff);  // Cape Verde
  EXPECT_EQ(binary->kernels.at(0).inner.encodings.at(0).machine, 0x1cu);
  if (readelfInstalled()) {
    const std::string log = readelf(bytes, "capeverde.bin");
    EXPECT_EQ(log.find("Warning"), std::string::npos) << log;
  }
}

}  // namespace
}  // namespace gpuasm::gcn::binary
