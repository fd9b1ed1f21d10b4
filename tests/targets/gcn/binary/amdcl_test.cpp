// The AMD OpenCL 1.2 binary layer on the driver-built binaries of
// ../shared/corpora/gcn/: every file read and written back byte for byte,
// readelf accepting what we write, the listing's fields against values read
// by hand from `readelf -a`/`xxd` and the format fact sheet
// (../shared/reference/gcn/amdcl-format.md), and bad files named by offset.
#include "targets/gcn/binary/amdcl.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "gpuasm/target.hpp"
#include "support/build_paths.hpp"
#include "support/corpora.hpp"
#include "targets/gcn/binary/amdcl_corpus.hpp"
#include "targets/gcn/binary/amdcl_printer.hpp"
#include "targets/gcn/listing.hpp"

namespace gpuasm::gcn::binary {
namespace {

namespace fs = std::filesystem;
using testing::corpusBinaries;
using testing::kGcnCorpora;
using testing::slurp;

AmdBinary readOrFail(const std::vector<uint8_t>& bytes) {
  std::string error;
  auto binary = readAmdBinary(bytes, error);
  EXPECT_TRUE(binary) << error;
  return binary ? std::move(*binary) : AmdBinary{};
}

std::string listing(const fs::path& file) {
  std::string error;
  std::string text = disassemble(slurp(file), DisassemblyOptions{}, error);
  EXPECT_EQ(error, "");
  return text;
}

bool hasLine(const std::string& text, const std::string& line) {
  return ("\n" + text).find("\n" + line + "\n") != std::string::npos;
}

TEST(AmdclBinary, EveryCorpusBinaryWritesBackByteIdentical) {
  SKIP_WITHOUT_AMDCL_CORPORA();
  for (const fs::path& file : corpusBinaries()) {
    SCOPED_TRACE(file.string());
    const std::vector<uint8_t> bytes = slurp(file);
    const AmdBinary binary = readOrFail(bytes);
    EXPECT_FALSE(binary.kernels.empty());
    std::string error;
    auto written = writeAmdBinary(binary, error);
    ASSERT_TRUE(written) << error;
    EXPECT_TRUE(*written == bytes) << "differs from the driver's file";
  }
}

// The writer takes notes, headers and metadata from the model, not a cached
// copy: a changed VGPR count and header dword land in exactly their bytes.
TEST(AmdclBinary, WriteBackCarriesChangedFieldsIntoTheirBytes) {
  SKIP_WITHOUT_AMDCL_CORPORA();
  const std::vector<uint8_t> bytes = slurp(kGcnCorpora / "amdcl" / "samplekernels.clo");
  AmdBinary binary = readOrFail(bytes);
  ASSERT_EQ(binary.kernels.size(), 2u);
  CalNote* proginfo = nullptr;
  for (CalNote& n : binary.kernels[1].inner.notes)
    if (n.type == uint32_t(CalNoteType::ProgInfo)) proginfo = &n;
  ASSERT_NE(proginfo, nullptr);
  // 0x80001041 is the 14th PROGINFO pair (after the count and 3 user elements of 4 keys).
  ASSERT_EQ(readLe32(proginfo->payload, 13 * 8), proginfo::kVgprCount);
  writeLe32(proginfo->payload, 13 * 8 + 4, 7);
  binary.kernels[1].header[3] = 0x400;
  std::string error;
  auto written = writeAmdBinary(binary, error);
  ASSERT_TRUE(written) << error;
  ASSERT_EQ(written->size(), bytes.size());
  size_t differing = 0;
  for (size_t i = 0; i < bytes.size(); ++i) differing += (*written)[i] != bytes[i];
  EXPECT_EQ(differing, 2u);  // 3 -> 7 in one byte, 0 -> 0x400 in one byte
  const AmdBinary again = readOrFail(*written);
  EXPECT_EQ(again.kernels[1].inner.progInfoValue(proginfo::kVgprCount), 7u);
  EXPECT_EQ(again.kernels[0].inner.progInfoValue(proginfo::kVgprCount), 3u);
  EXPECT_EQ(again.kernels[1].header[3], 0x400u);
}

TEST(AmdclBinary, ReadelfAcceptsWhatWeWrite) {
  SKIP_WITHOUT_AMDCL_CORPORA();
  if (std::system("readelf --version > /dev/null 2>&1") != 0)
    GTEST_SKIP() << "readelf is not installed (binutils)";
  const fs::path dir = fs::temp_directory_path() / "gpuasm_amdcl_readelf";
  fs::create_directories(dir);
  for (const fs::path& file : corpusBinaries()) {
    SCOPED_TRACE(file.string());
    const AmdBinary binary = readOrFail(slurp(file));
    std::string error;
    auto written = writeAmdBinary(binary, error);
    ASSERT_TRUE(written) << error;
    // The outer ELF and each kernel's inner ELF, cut out of what we wrote.
    std::vector<std::vector<uint8_t>> elves{*written};
    const AmdBinary again = readOrFail(*written);
    const ElfSection* text = again.outer.section(".text");
    ASSERT_NE(text, nullptr);
    auto symbols = readSymbols(again.outer, *again.outer.section(".symtab"), error);
    ASSERT_TRUE(symbols) << error;
    for (const ElfSymbol& s : *symbols)
      if (s.name.ends_with("_kernel"))
        elves.emplace_back(text->contents.begin() + s.value,
                           text->contents.begin() + s.value + s.size);
    ASSERT_EQ(elves.size(), binary.kernels.size() + 1);
    for (size_t i = 0; i < elves.size(); ++i) {
      const fs::path out = dir / (file.filename().string() + std::to_string(i));
      std::ofstream(out, std::ios::binary)
          .write(reinterpret_cast<const char*>(elves[i].data()), std::streamsize(elves[i].size()));
      const fs::path log = dir / "log";
      const std::string command =
          "readelf -a -W '" + out.string() + "' > '" + log.string() + "' 2>&1";
      EXPECT_EQ(std::system(command.c_str()), 0) << command;
      std::ifstream in(log);
      const std::string text((std::istreambuf_iterator<char>(in)), {});
      EXPECT_EQ(text.find("Error"), std::string::npos) << text;
      // The inner ELF's notes as readelf decodes them: 17 ATI CAL notes.
      if (i > 0) {
        size_t notes = 0;
        for (size_t at = 0; (at = text.find("ATI CAL", at)) != std::string::npos; ++at) ++notes;
        EXPECT_EQ(notes, 17u);
      }
    }
  }
  fs::remove_all(dir);
}

// samplekernels.clo (Pitcairn, driver 1702.3), checked by hand:
// - `readelf -h`: ELF32, Machine 0x3fe (Pitcairn, fact sheet section 1);
// - .rodata at 0x9a6 (xxd): add's metadata ;value:n:u32:1:1:0,
//   ;pointer:adat:u32:1:1:16:uav:12:4:RO:0:0 + ;constarg:1:adat, bdat at 32 uav 13,
//   cdat at 48 uav 14 RW, ;uavid:11 ;printfid:9 ;cbid:10 ;privateid:8, reflections uint / uint*;
// - add's header (symbol __OpenCL_add_header, .rodata+0x1e1): 0 0 0 0 0 1 0 0;
// - add's inner ELF (.text+0, 6394 bytes), `readelf -n`: PROGINFO pairs 41 10 00 80 03 (3 VGPRs),
//   42 10 00 80 10 (16 SGPRs), 13 2e 00 00 98 (RSRC2 0x98: bits 1-5 = 12 user SGPRs, bit 7
//   TGID_X_EN), 82 00 00 80 00 (0 bytes LDS); user elements {0x17,0,2,2} {2,0,4,4} {2,1,8,4};
//   the UAV note 12 4 0 5 / 13 4 0 5 / 14 4 0 5 / 11 4 0 5; UAV_OP_MASK byte 1 = 0x70 (UAVs 12-14);
// - multiply's inner ELF (.text+0x18fa): 3 VGPRs, 0x14 = 20 SGPRs, RSRC2 0x98.
TEST(AmdclBinary, SamplekernelsListingShowsEachKernelsFields) {
  SKIP_WITHOUT_AMDCL_CORPORA();
  const std::string text = listing(kGcnCorpora / "amdcl" / "samplekernels.clo");
  for (const std::string line : {
           "// AMD OpenCL 1.2 binary: Pitcairn, ELF32, 2 kernels",
           "// driver: @(#) OpenCL 1.2 AMD-APP (1702.3).  Driver version: 1702.3 (VM)",
           "// kernel add",
           "//   metadata: version 3:1:111, device pitcairn, uniqueid 1024, function 1028",
           "//   memory: uavprivate 0, hwlocal 0, hwregion 0",
           "//   resource ids: uavid 11 printfid 9 cbid 10 privateid 8",
           "//   argument 0: value n (uint), u32 x1, CB1 offset 0",
           "//   argument 1: pointer adat (uint*), u32 uav address space, resource 12, element 4 "
           "bytes, RO const, CB1 offset 16",
           "//   argument 2: pointer bdat (uint*), u32 uav address space, resource 13, element 4 "
           "bytes, RO const, CB1 offset 32",
           "//   argument 3: pointer cdat (uint*), u32 uav address space, resource 14, element 4 "
           "bytes, RW, CB1 offset 48",
           "//   header: 0x0 0x0 0x0 0x0 0x0 0x1 0x0 0x0",
           "//   registers: 3 VGPRs, 16 SGPRs (at most 256 VGPRs, 102 SGPRs)",
           "//   COMPUTE_PGM_RSRC2 0x00000098: SCRATCH_EN 0 USER_SGPR 12 TRAP_PRESENT 0 TGID_X_EN "
           "1 "
           "TGID_Y_EN 0 TGID_Z_EN 0 TG_SIZE_EN 0 TIDIG_COMP_CNT 0 EXCP_EN_MSB 0 LDS_SIZE 0 EXCP_EN "
           "0x0",
           "//   LDS: 0 bytes allocated (RSRC2.LDS_SIZE 0 x 256), LDS_SIZE_USED 0, hwlocal 0, "
           "header "
           "dword 3 0",
           "//   user element 0: PTR_UAV_TABLE slot 0 in s[2:3]",
           "//   user element 1: IMM_CONST_BUFFER slot 0 in s[4:7]",
           "//   user element 2: IMM_CONST_BUFFER slot 1 in s[8:11]",
           "//   CAL encoding: machine 0x1b type 4 offset 0x1c0 size 0x173a flags 0",
           "//   note UAV: 12 4 0 5 13 4 0 5 14 4 0 5 11 4 0 5",
           "//   note UAV_OP_MASK: UAVs 12 13 14",
           "//     0x80001041 NUM_VGPRS                  = 0x3",
           "//     0x00002e13 COMPUTE_PGM_RSRC2          = 0x98",
           "//     0x80000082 LDS_SIZE_USED              = 0x0",
           "//   code: 132 bytes",
           "add:",
           "// kernel multiply",
           "//   registers: 3 VGPRs, 20 SGPRs (at most 256 VGPRs, 102 SGPRs)",
           "multiply:",
       })
    EXPECT_TRUE(hasLine(text, line)) << "missing: " << line << "\n" << text;
  // add's code: 0x84 bytes, its first dword 0xc2000504 (xxd at .text+0x5e4) is
  // s_buffer_load_dword s0, s[4:7], 0x4 (llvm-mc-14 -mcpu=tahiti encodes it so).
  EXPECT_NE(text.find("add:\ns_buffer_load_dword s0, s[4:7], 0x4\n"), std::string::npos) << text;
}

// The listing is source: `//` lines are comments in both dialects, and its
// instructions assemble to the kernels' code back to back.
TEST(AmdclBinary, ListingReassemblesToTheKernelsCode) {
  SKIP_WITHOUT_AMDCL_CORPORA();
  for (const fs::path& file : corpusBinaries()) {
    SCOPED_TRACE(file.string());
    const AmdBinary binary = readOrFail(slurp(file));
    std::vector<uint8_t> code;
    for (const AmdKernel& k : binary.kernels)
      code.insert(code.end(), k.inner.code.begin(), k.inner.code.end());
    for (const char* dialect : {"llvm", "amd"}) {
      DisassemblyOptions options;
      options.targetOptions["dialect"] = dialect;
      std::string error;
      const std::string text = disassemble(slurp(file), options, error);
      ASSERT_EQ(error, "");
      AssembleSettings settings;
      settings.targetOptions["dialect"] = dialect;
      AssembleOutcome out = assembleText(*findTarget("gcn"), "listing", text, settings);
      ASSERT_TRUE(out.image) << out.diagnosticsText;
      std::vector<uint8_t> assembled;
      for (const Section& section : out.image->sections)
        assembled.insert(assembled.end(), section.bytes.begin(), section.bytes.end());
      EXPECT_TRUE(assembled == code) << dialect;
    }
  }
}

// 64-bit: header dword 4 = 8 (xxd at .rodata+0x1f2 = 0xc10), ;memory:64bitABI, ELF64.
TEST(AmdclBinary, SixtyFourBitBinaryListsItsFlagAndClass) {
  SKIP_WITHOUT_AMDCL_CORPORA();
  const std::string text = listing(kGcnCorpora / "amdcl" / "samplekernels_64.clo");
  EXPECT_TRUE(hasLine(text, "// AMD OpenCL 1.2 binary: Pitcairn, ELF64, 2 kernels")) << text;
  EXPECT_TRUE(hasLine(text, "//   header: 0x0 0x0 0x0 0x0 0x8 0x1 0x0 0x0")) << text;
  EXPECT_TRUE(hasLine(text, "//   memory: uavprivate 0, hwlocal 0, hwregion 0, 64bitABI")) << text;
}

// The fact sheet's sample_dummy values (section 2): 6 VGPRs, 24 SGPRs, RSRC2
// 0x98, user elements {0x14,0,s2,2} {0x04,10,s4,4} {0x04,11,s8,4}, and its
// metadata pointers in / salt (hc) / out.
TEST(AmdclBinary, SampleDummyListingMatchesTheFactSheet) {
  SKIP_WITHOUT_AMDCL_CORPORA();
  const std::string text = listing(kGcnCorpora / "gcnasm" / "sample_dummy.bin");
  for (const std::string line : {
           "// AMD OpenCL 1.2 binary: Tahiti, ELF32, 1 kernel",
           "// compile options: -save-temps",
           "//   registers: 6 VGPRs, 24 SGPRs (at most 256 VGPRs, 102 SGPRs)",
           "//   user element 0: PTR_CONST_BUFFER_TABLE slot 0 in s[2:3]",
           "//   user element 1: IMM_UAV slot 10 in s[4:7]",
           "//   user element 2: IMM_UAV slot 11 in s[8:11]",
           "//   argument 1: pointer salt (uint*), u32 hc address space, resource 2, element 4 "
           "bytes, RO, CB1 offset 16",
           "//   header: 0x0 0x0 0x0 0x0 0x0 0x1 0x0 0x0",
       })
    EXPECT_TRUE(hasLine(text, line)) << "missing: " << line << "\n" << text;
}

// alltypes.clo has __local pointer arguments (;pointer:...:hl:...): the fact
// sheet (section 4) gives RSRC2 0x00400004 (LDS_SIZE 128 granules = 32 KiB)
// and 0x80000082 = 0x8000 with hwlocal 0.
TEST(AmdclBinary, LocalPointerKernelShowsTheLdsItAllocates) {
  SKIP_WITHOUT_AMDCL_CORPORA();
  const std::string text = listing(kGcnCorpora / "amdcl" / "alltypes.clo");
  EXPECT_TRUE(hasLine(text,
                      "//   LDS: 32768 bytes allocated (RSRC2.LDS_SIZE 128 x 256), LDS_SIZE_USED "
                      "32768, hwlocal 0, header dword 3 0"))
      << text;
  const AmdBinary binary = readOrFail(slurp(kGcnCorpora / "amdcl" / "alltypes.clo"));
  const PgmRsrc2 r =
      PgmRsrc2::decode(*binary.kernels[0].inner.progInfoValue(proginfo::kComputePgmRsrc2));
  EXPECT_EQ(r.ldsSize, 128u);
  EXPECT_EQ(r.userSgprs, 2u);
  EXPECT_EQ(r.encode(), 0x00400004u);
}

TEST(AmdclBinary, Rsrc2FieldsEncodeBackToTheirValue) {
  for (const uint32_t v : {0u, 0x98u, 0x00400004u, 0x7fffffffu, 0x12345678u & 0x7fffffffu})
    EXPECT_EQ(PgmRsrc2::decode(v).encode(), v);
}

std::string readError(std::vector<uint8_t> bytes) {
  std::string error;
  EXPECT_FALSE(readAmdBinary(bytes, error));
  return error;
}

void put32(std::vector<uint8_t>& bytes, size_t at, uint32_t value) {
  writeLe32(bytes, at, value);
}

// Each bad file gives the offset and the problem. The offsets are those of
// samplekernels.clo's `readelf -S -s`: section headers at 16296, 40 bytes
// each; .symtab at 0x118, 16 bytes a symbol.
TEST(AmdclBinary, BadFilesAreNamedByOffsetAndProblem) {
  SKIP_WITHOUT_AMDCL_CORPORA();
  const std::vector<uint8_t> good = slurp(kGcnCorpora / "amdcl" / "samplekernels.clo");
  const size_t sectionHeaders = 16296, text = sectionHeaders + 7 * 40,
               rodata = sectionHeaders + 6 * 40;

  EXPECT_EQ(readError({good.begin(), good.begin() + 40}),
            "offset 0x0: truncated ELF header (40 of 52 bytes)");
  auto magic = good;
  magic[1] = 'X';
  EXPECT_EQ(readError(magic), "offset 0x0: no ELF magic (7f 45 4c 46)");
  auto big = good;
  big[5] = 2;
  EXPECT_EQ(readError(big), "offset 0x5: not little-endian (EI_DATA is not 1)");
  auto machine = good;
  machine[18] = 3;
  machine[19] = 0;
  EXPECT_EQ(readError(machine),
            "offset 0x12: e_machine 0x3 is no AMD GPU of the OpenCL 1.2 format");
  auto huge = good;
  put32(huge, text + 20, 0x100000);  // .text sh_size
  EXPECT_EQ(readError(huge), fmt::format("offset {:#x}: section 7: its 0x100000 bytes at 0xdb2 run "
                                         "past the end of the file (0x40e8 bytes)",
                                         text));
  auto overlap = good;
  put32(overlap, rodata + 16, 0x968);  // .rodata sh_offset onto .comment
  EXPECT_EQ(readError(overlap), "offset 0x968: section 6 overlaps section 5 (0x968..0x9a6)");
  auto headers = good;
  put32(headers, 32, 0x4000);  // e_shoff: 8 headers past the end
  EXPECT_EQ(readError(headers),
            "offset 0x4000: 8 section headers run past the end of the file (16616 bytes)");
  auto owner = good;
  owner[0xdb2 + 0x1c0 + 12] = 'X';  // add's first note owner "ATI CAL" (inner PT_NOTE at 0x1c0)
  EXPECT_EQ(readError(owner), "offset 0xf72: note owner is not \"ATI CAL\" (name size 8)");
  auto shared = good;
  put32(shared, 0x118 + 6 * 16 + 4, 0x100);  // symbol 6, __OpenCL_multiply_kernel: value
  EXPECT_EQ(readError(shared),
            "offset 0xeb2: __OpenCL_multiply_kernel overlaps __OpenCL_add_kernel");
  auto inner = good;
  inner[0xdb2] = 0;  // add's inner ELF magic
  EXPECT_EQ(readError(inner), "inner ELF at offset 0xdb2: offset 0x0: no ELF magic (7f 45 4c 46)");
}

// Every prefix of a binary is an error, never a crash (the section headers
// sit at the end, so no prefix is a whole file); the target's disassemble
// passes the message on (samplekernels_64.clo's section headers start at
// 0x4098, `readelf -S`).
TEST(AmdclBinary, EveryTruncationIsAnErrorNotACrash) {
  SKIP_WITHOUT_AMDCL_CORPORA();
  const std::vector<uint8_t> good = slurp(kGcnCorpora / "amdcl" / "samplekernels_64.clo");
  for (size_t length = 0; length < good.size(); length += 13) {
    std::string error;
    EXPECT_FALSE(readAmdBinary(std::span(good).first(length), error)) << length;
    EXPECT_FALSE(error.empty()) << length;
  }
  std::string error;
  const std::vector<uint8_t> cut(good.begin(), good.begin() + 100);
  EXPECT_EQ(disassemble(cut, DisassemblyOptions{}, error), "");
  EXPECT_EQ(error, "offset 0x4098: 8 section headers run past the end of the file (100 bytes)");
}

// Plain code that happens to start with 0x7f 'E' 'L' 'F' but has no GPU
// e_machine stays plain code.
TEST(AmdclBinary, ElfMagicWithoutAGpuMachineIsPlainCode) {
  std::vector<uint8_t> bytes(24, 0);
  bytes[0] = 0x7f;
  bytes[1] = 'E';
  bytes[2] = 'L';
  bytes[3] = 'F';
  EXPECT_FALSE(isAmdBinary(bytes));
  bytes[18] = 0xfd;
  bytes[19] = 0x03;
  EXPECT_TRUE(isAmdBinary(bytes));
}

TEST(AmdclMetadata, MalformedLinesAreNamed) {
  std::string error;
  EXPECT_FALSE(parseMetadata(";ARGSTART:__OpenCL_k_kernel\n;pointer:a:u32:1\n", error));
  EXPECT_EQ(error, "metadata line 2 ';pointer:a:u32:1': a pointer wants 11 fields");
  EXPECT_FALSE(parseMetadata("value:a\n", error));
  EXPECT_EQ(error, "metadata line 1 'value:a': does not start with ';'");
  auto m = parseMetadata(";cws:64:1:1\n;memory:hwlocal:1024\n;value:x:float:4:1:0\n", error);
  ASSERT_TRUE(m) << error;
  EXPECT_EQ(m->hwLocal, 1024u);
  ASSERT_TRUE(m->requiredWorkGroupSize);
  EXPECT_EQ((*m->requiredWorkGroupSize)[0], 64u);
  ASSERT_EQ(m->arguments.size(), 1u);
  EXPECT_EQ(m->arguments[0].vectorSize, 4u);
}

// A fuzzer find: an inner ELF with two PT_NOTE segments. The reader takes the
// notes from the first; the write-back check looked at the last, saw a size
// change and refused to write back a model nobody had changed.
TEST(Amdcl, AnInnerElfWithTwoNoteSegmentsWritesBackByteForByte) {
  const std::vector<uint8_t> bytes = slurp(gpuasm::testing::sourceDirectory() +
                                           "/fuzz/corpus/fuzz_gcn_binary/crash-two-note-segments");
  ASSERT_FALSE(bytes.empty());
  std::string error;
  std::optional<AmdBinary> binary = readAmdBinary(bytes, error);
  ASSERT_TRUE(binary) << error;
  ASSERT_EQ(binary->kernels.size(), 1u);
  size_t noteSegments = 0;
  for (const ElfSegment& s : binary->kernels[0].inner.elf.segments) noteSegments += s.type == 4;
  EXPECT_EQ(noteSegments, 2u);
  std::optional<std::vector<uint8_t>> written = writeAmdBinary(*binary, error);
  ASSERT_TRUE(written) << error;
  EXPECT_EQ(*written, bytes);
}

}  // namespace
}  // namespace gpuasm::gcn::binary
