// Patching a kernel of an AMD OpenCL binary (amdcl_patch.hpp), against the
// gcnasm wiki (../shared/reference/seeds/003_*.txt): its dummy_elf_patcher
// writes the microcode over "a lot of NOP instructions that we can change to
// valid microcode" so that "we won't have to change the information in
// section headers"; its `readelf -S sample.text` shows the inner ELF of a
// kernel with 0x64 bytes of code (.text at 0x5dc, .data 0x1280 bytes at
// 0x640, .symtab at 0x18c0, .strtab at 0x18d0). Counts and LDS against the
// fact sheet's section 4.
#include "targets/gcn/binary/amdcl_patch.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "support/corpora.hpp"
#include "targets/gcn/binary/amdcl_corpus.hpp"
#include "targets/gcn/code_use.hpp"
#include "tools/cli_support.hpp"

namespace gpuasm::gcn::binary {
namespace {

namespace fs = std::filesystem;
using testing::kGcnCorpora;
using testing::slurp;

const fs::path kGcnasm = kGcnCorpora / "gcnasm";

#define SKIP_WITHOUT_CORPORA()                             \
  if (!fs::exists(kGcnasm / "sample_dummy.bin"))           \
  GTEST_SKIP() << "no gcnasm sample binary at " << kGcnasm \
               << " (the corpora folder ../shared/corpora is absent; set GPUASM_CORPORA)"

AmdBinary read(const std::vector<uint8_t>& bytes) {
  std::string error;
  auto binary = readAmdBinary(bytes, error);
  EXPECT_TRUE(binary) << error;
  return binary ? *binary : AmdBinary{};
}

std::vector<uint8_t> dwords(std::initializer_list<uint32_t> words) {
  std::vector<uint8_t> out;
  for (uint32_t w : words)
    for (int i = 0; i < 4; ++i) out.push_back(static_cast<uint8_t>(w >> (8 * i)));
  return out;
}

constexpr uint32_t kEndpgm = 0xbf810000;

struct Patched {
  AmdBinary binary;
  std::vector<uint8_t> bytes;
  std::vector<std::string> warnings;
};

Patched patch(const std::vector<uint8_t>& base, const PatchRequest& request) {
  Patched out;
  std::string error;
  auto patched = patchAmdBinary(read(base), request, codeTools(), out.warnings, error);
  EXPECT_TRUE(patched) << error;
  if (!patched) return out;
  auto bytes = writePatchedBinary(*patched, error);
  EXPECT_TRUE(bytes) << error;
  if (!bytes) return out;
  out.bytes = *bytes;
  out.binary = read(out.bytes);
  return out;
}

TEST(AmdclPatch, OverTheNopsItIsTheWikisPatcher) {
  SKIP_WITHOUT_CORPORA();
  const std::vector<uint8_t> dummy = slurp(kGcnasm / "sample_dummy.bin");
  const std::vector<uint8_t> microcode = slurp(kGcnasm / "sample_microcode.bin");
  ASSERT_EQ(microcode.size(), 8u);
  // The patcher's result from the wiki's description: the microcode over the
  // first s_nop (00 00 80 bf), which lies at the outer .text (0x5977,
  // `readelf -S sample_dummy.bin`) plus the inner .text (0x5dc, the wiki's
  // `readelf -S sample.text`); nothing else changes.
  std::vector<uint8_t> expected = dummy;
  const uint8_t nop[] = {0x00, 0x00, 0x80, 0xbf};
  const auto first = std::search(expected.begin(), expected.end(), std::begin(nop), std::end(nop));
  ASSERT_EQ(first - expected.begin(), 0x5977 + 0x5dc);
  std::copy(microcode.begin(), microcode.end(), first);
  const Patched p =
      patch(dummy, {.kernel = "", .code = microcode, .ldsBytes = {}, .intoNops = true});
  EXPECT_EQ(p.bytes, expected);
  // The microcode uses v0 only: the driver's 6 VGPRs and 24 SGPRs stay.
  ASSERT_EQ(p.binary.kernels.size(), 1u);
  EXPECT_EQ(p.binary.kernels[0].inner.progInfoValue(proginfo::kVgprCount), 6u);
  EXPECT_EQ(p.binary.kernels[0].inner.progInfoValue(proginfo::kSgprCount), 24u);
  EXPECT_TRUE(p.warnings.empty());
}

TEST(AmdclPatch, ReplacedCodeMovesEverythingAfterIt) {
  SKIP_WITHOUT_CORPORA();
  // 0x64 bytes of code, as the wiki's kernel has: 24 x v_mov_b32 v9, 0 and s_endpgm.
  std::vector<uint8_t> code;
  for (int i = 0; i < 24; ++i) {
    const auto mov = dwords({0x7e120280});  // v_mov_b32 v9, 0
    code.insert(code.end(), mov.begin(), mov.end());
  }
  const auto end = dwords({kEndpgm});
  code.insert(code.end(), end.begin(), end.end());
  ASSERT_EQ(code.size(), 0x64u);
  const Patched p = patch(slurp(kGcnasm / "sample_dummy.bin"),
                          {.kernel = "sample", .code = code, .ldsBytes = {}, .intoNops = false});
  ASSERT_EQ(p.binary.kernels.size(), 1u);
  const ElfFile& inner = p.binary.kernels[0].inner.elf;
  struct Expected {
    const char* name;
    uint64_t offset, size, entrySize;
  };
  const Expected wiki[] = {{".shstrtab", 0xa8, 0x28, 0},
                           {".text", 0x5dc, 0x64, 0},
                           {".data", 0x640, 0x1280, 0x1280},
                           {".symtab", 0x18c0, 0x10, 0x10},
                           {".strtab", 0x18d0, 0x2, 0}};
  for (const Expected& e : wiki) {
    SCOPED_TRACE(e.name);
    const ElfSection* s = inner.section(e.name);
    ASSERT_NE(s, nullptr);
    EXPECT_EQ(s->offset, e.offset);
    EXPECT_EQ(s->size, e.size);
    EXPECT_EQ(s->entrySize, e.entrySize);
  }
  EXPECT_EQ(inner.sectionHeaderOffset, 0xd0u);  // "6 section headers, starting at offset 0xd0"
  EXPECT_EQ(p.binary.kernels[0].inner.code, code);
  // v9: 10 VGPRs, above the driver's 6.
  EXPECT_EQ(p.binary.kernels[0].inner.progInfoValue(proginfo::kVgprCount), 10u);
  // The file shrank by the code's difference (0x984 - 0x64 bytes), up to the
  // section headers' alignment to 4.
  const size_t shrink = 0x984 - 0x64;
  const size_t before = slurp(kGcnasm / "sample_dummy.bin").size();
  EXPECT_LE(p.bytes.size(), before - shrink + 3);
  EXPECT_GE(p.bytes.size() + 3, before - shrink);
}

// LDS in its four places (fact sheet section 4): 4096 bytes are 16 granules
// of 256 on Tahiti, RSRC2 0x98 | 16 << 15 = 0x80098.
TEST(AmdclPatch, LdsBytesReachAllFourPlacesAndM0IsChecked) {
  SKIP_WITHOUT_CORPORA();
  const std::vector<uint8_t> dummy = slurp(kGcnasm / "sample_dummy.bin");
  // s_mov_b32 m0, -1; ds_write_b32 v0, v7; s_endpgm
  const std::vector<uint8_t> withM0 = dwords({0xbefc03c1, 0xd8340000, 0x00000700, kEndpgm});
  const Patched p =
      patch(dummy, {.kernel = "", .code = withM0, .ldsBytes = 4096, .intoNops = false});
  ASSERT_EQ(p.binary.kernels.size(), 1u);
  const AmdKernel& k = p.binary.kernels[0];
  EXPECT_EQ(k.inner.progInfoValue(proginfo::kComputePgmRsrc2), 0x80098u);
  EXPECT_EQ(k.inner.progInfoValue(proginfo::kLdsSizeUsed), 4096u);
  EXPECT_EQ(k.metadata.hwLocal, 4096u);
  EXPECT_NE(k.metadata.text.find(";memory:hwlocal:4096\n"), std::string::npos);
  EXPECT_EQ(k.header[3], 4096u);
  EXPECT_TRUE(p.warnings.empty()) << p.warnings.front();
  EXPECT_EQ(k.inner.progInfoValue(proginfo::kVgprCount), 8u);  // v7

  // Without the s_mov_b32 m0 and without LDS: both warnings, with their codes.
  const std::vector<uint8_t> noM0 = dwords({0xd8340000, 0x00000700, kEndpgm});
  const Patched bare =
      patch(dummy, {.kernel = "", .code = noM0, .ldsBytes = {}, .intoNops = false});
  ASSERT_EQ(bare.warnings.size(), 2u);
  EXPECT_NE(bare.warnings[0].find("the LDS instruction at byte 0x0 of the new code comes before "
                                  "any write of M0"),
            std::string::npos);
  EXPECT_NE(bare.warnings[0].find("[ds-without-m0]"), std::string::npos);
  EXPECT_NE(bare.warnings[1].find("[lds-not-allocated]"), std::string::npos);
}

TEST(AmdclPatch, BadRequestsSayWhatIsWrong) {
  SKIP_WITHOUT_CORPORA();
  const AmdBinary two = read(slurp(kGcnasm / ".." / "amdcl" / "samplekernels.clo"));
  const AmdBinary dummy = read(slurp(kGcnasm / "sample_dummy.bin"));
  std::vector<std::string> warnings;
  std::string error;
  const auto code = dwords({kEndpgm});
  EXPECT_FALSE(patchAmdBinary(two, {.kernel = "", .code = code, .ldsBytes = {}, .intoNops = false},
                              codeTools(), warnings, error));
  EXPECT_EQ(error, "the binary has 2 kernels (add, multiply): say which with --patch-kernel");
  EXPECT_FALSE(patchAmdBinary(two,
                              {.kernel = "sub", .code = code, .ldsBytes = {}, .intoNops = false},
                              codeTools(), warnings, error));
  EXPECT_EQ(error, "the binary has no kernel 'sub' (it has add, multiply)");
  EXPECT_FALSE(patchAmdBinary(dummy,
                              {.kernel = "", .code = {1, 2, 3}, .ldsBytes = {}, .intoNops = false},
                              codeTools(), warnings, error));
  EXPECT_EQ(error, "the new code is 3 bytes: a kernel is whole dwords, at least one");
  // 605 s_nops (2420 bytes) in sample_dummy's kernel.
  EXPECT_FALSE(patchAmdBinary(
      dummy,
      {.kernel = "", .code = std::vector<uint8_t>(2424, 0), .ldsBytes = {}, .intoNops = true},
      codeTools(), warnings, error));
  EXPECT_EQ(error,
            "kernel 'sample': its first run of s_nop (at byte 0x0) holds 2420 bytes, the new code "
            "is 2424");
  EXPECT_FALSE(patchAmdBinary(dummy,
                              {.kernel = "", .code = code, .ldsBytes = 40000, .intoNops = false},
                              codeTools(), warnings, error));
  EXPECT_EQ(error, "40000 bytes of LDS: a work-group has at most 32768");
}

TEST(AmdclPatch, TheCommandLinePatchesFromSourceOrRawCode) {
  SKIP_WITHOUT_CORPORA();
  const fs::path dir = cli_test::scratch();
  const std::string dummy = (kGcnasm / "sample_dummy.bin").string();
  const std::string raw = (kGcnasm / "sample_microcode.bin").string();
  const fs::path out = dir / "patched.bin";
  cli_test::Result r =
      cli_test::gpuasm("asm -t gcn " + raw + " --input-format bin --format amdcl --patch " + dummy +
                       " --patch-nops -o " + out.string());
  EXPECT_EQ(r.exitCode, 0) << r.err;
  std::vector<uint8_t> expected = slurp(dummy);
  const std::vector<uint8_t> microcode = slurp(raw);
  std::copy(microcode.begin(), microcode.end(), expected.begin() + 0x5977 + 0x5dc);
  EXPECT_EQ(slurp(out), expected);

  const fs::path source = dir / "lds.s";
  cli_test::write(source, ".kernel sample\n.local_bytes 1024\nds_write_b32 v0, v1\ns_endpgm\n");
  r = cli_test::gpuasm("asm -t gcn " + source.string() + " --format amdcl --patch " + dummy +
                       " -o " + out.string());
  EXPECT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.err.find("lds.s:1:1: warning: kernel 'sample': the LDS instruction at byte 0x0"),
            std::string::npos)
      << r.err;
  EXPECT_EQ(read(slurp(out)).kernels[0].header[3], 1024u);

  r = cli_test::gpuasm("asm -t gcn " + source.string() + " --format amdcl --patch " + dummy +
                       " --patch-kernel nothere -o " + out.string());
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("gpuasm asm: --patch-kernel nothere: the source describes no kernel "
                       "'nothere' (it has: sample)\n"),
            std::string::npos)
      << r.err;
}

// Issue 28: the patch options follow the conventions of every option. The
// base is our own binary of the shipped collatz kernel (no corpus needed).
TEST(AmdclPatch, PatchOptionsAreNumbersAsEverywhereAndApplyToFormatAmdclOnly) {
  const fs::path dir = cli_test::scratch();
  const std::string base = (dir / "collatz_base.bin").string();
  cli_test::Result r =
      cli_test::gpuasm("asm -t gcn builtin:gcn/collatz.s --format amdcl -o " + base);
  ASSERT_EQ(r.exitCode, 0) << r.err;
  const fs::path source = dir / "fill.s", same = dir / "collatz.s";
  cli_test::write(source, ".kernel fill\ns_mov_b32 m0, -1\nds_write_b32 v0, v1\ns_endpgm\n");
  cli_test::write(same, ".kernel collatz\ns_mov_b32 m0, -1\nds_write_b32 v0, v1\ns_endpgm\n");
  const std::string patch =
      "asm -t gcn " + source.string() + " --format amdcl --patch " + base + " -o ";
  // --patch-lds in hex is the same as in decimal: 0x400 = 1024 bytes.
  const fs::path decimal = dir / "decimal.bin", hex = dir / "hex.bin";
  const std::string patchSame =
      "asm -t gcn " + same.string() + " --format amdcl --patch " + base + " -o ";
  r = cli_test::gpuasm(patchSame + decimal.string() + " --patch-lds 1024");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  r = cli_test::gpuasm(patchSame + hex.string() + " --patch-lds 0x400");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(slurp(hex), slurp(decimal));
  EXPECT_EQ(read(slurp(hex)).kernels[0].header[3], 1024u);
  // A value that is no number is a usage error naming it, as for every option.
  r = cli_test::gpuasm(patch + hex.string() + " --patch-lds 1k");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("gpuasm asm: --patch-lds 1k: "), std::string::npos) << r.err;
  r = cli_test::gpuasm(patch + hex.string() + " --patch-lds 4294967296");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(r.err, "gpuasm asm: --patch-lds 4294967296 is outside 0..4294967295\n");
  // A kernel name the one-kernel source does not have: said so, not "several".
  r = cli_test::gpuasm(patch + hex.string() + " --patch-kernel add");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(
      r.err,
      "gpuasm asm: --patch-kernel add: the source describes no kernel 'add' (it has: fill)\n");
  // --patch and its companions without --format amdcl were silently ignored.
  for (const char* option : {"--patch ", "--patch-kernel fill", "--patch-lds 16", "--patch-nops"}) {
    std::string args = "asm -t gcn " + source.string() + " -o " + hex.string() + " " + option;
    if (std::string_view(option) == "--patch ") args += base;
    r = cli_test::gpuasm(args);
    EXPECT_EQ(r.exitCode, 2) << option;
    const std::string key = std::string(option).substr(2, std::string(option).find(' ') - 2);
    EXPECT_EQ(r.err, "gpuasm: --" + key + " applies to --format amdcl only\n") << option;
  }
}

}  // namespace
}  // namespace gpuasm::gcn::binary
