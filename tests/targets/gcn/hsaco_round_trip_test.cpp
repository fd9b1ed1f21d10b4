// DESIGN.md principle 1 for HSA code objects: `gpuasm dis -t gcn k.co` lists a code object that
// `gpuasm asm -t gcn --format hsaco` assembles back, as it is written, into an object with the
// code object's kernel descriptors (every byte but the entry offset, which stays a relocation
// until ld.lld links), its metadata note (the MessagePack bytes clang wrote), its kernels' code
// and its header (OS ABI, version, e_flags). Every code object under tests/data/gcn: clang-14's
// for gfx600 (v3, v4, with and without argument names), gfx701, gfx803, gfx900 (v3, v4), hipcc's
// and the corpus's ld.lld-linked ones; and code object v2's (its notes, and each kernel's
// amd_kernel_code_t and code).
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "gpuasm/gcn/host.hpp"
#include "gpuasm/target.hpp"
#include "support/build_paths.hpp"
#include "targets/gcn/app_sdk_reduce.hpp"
#include "targets/gcn/binary/code_object.hpp"
#include "targets/gcn/binary/elf.hpp"
#include "targets/gcn/binary/hsa_target.hpp"
#include "targets/gcn/binary/kernel_descriptor.hpp"

namespace gpuasm::gcn {
namespace {

namespace fs = std::filesystem;

std::vector<uint8_t> fileBytes(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

uint32_t le32(const std::vector<uint8_t>& b, size_t at) {
  return uint32_t{b[at]} | uint32_t{b[at + 1]} << 8 | uint32_t{b[at + 2]} << 16 |
         uint32_t{b[at + 3]} << 24;
}

// The description of the NT_AMDGPU_METADATA note ("AMDGPU", type 32) in the NOTE sections.
std::vector<uint8_t> metadataDescription(const binary::ElfFile& elf) {
  for (const binary::ElfSection& s : elf.sections) {
    if (s.type != 7) continue;
    for (size_t at = 0; at + 12 <= s.contents.size();) {
      const uint32_t nameSize = le32(s.contents, at), descSize = le32(s.contents, at + 4),
                     type = le32(s.contents, at + 8);
      const size_t desc = at + 12 + (nameSize + 3) / 4 * 4;
      if (desc + descSize > s.contents.size()) break;
      if (type == 32 && nameSize == 7 &&
          std::string_view(reinterpret_cast<const char*>(s.contents.data() + at + 12), 6) ==
              "AMDGPU")
        return {s.contents.begin() + static_cast<ptrdiff_t>(desc),
                s.contents.begin() + static_cast<ptrdiff_t>(desc + descSize)};
      at = desc + (descSize + 3) / 4 * 4;
    }
  }
  return {};
}

// The bytes of `section` but the literals its RELA relocations fill (zeros until ld.lld
// links): the PC-relative literals the listing names (`table@rel32@lo+4`), each the offset of
// the variable from the code, which the original holds.
std::vector<uint8_t> withoutRelocatedFields(const binary::ElfFile& elf, const std::string& section,
                                            std::vector<uint8_t> bytes, uint64_t base = 0) {
  if (const binary::ElfSection* rela = elf.section(".rela" + section))
    for (size_t at = 0; at + 24 <= rela->contents.size(); at += 24) {
      const uint64_t offset = le32(rela->contents, at) - base;
      for (size_t i = 0; i < 4 && offset + i < bytes.size(); ++i) bytes[offset + i] = 0;
    }
  return bytes;
}

std::vector<fs::path> codeObjects() {
  std::vector<fs::path> out;
  const fs::path data = fs::path(gpuasm::testing::sourceDirectory()) / "tests/data/gcn";
  for (const auto& entry : fs::recursive_directory_iterator(data))
    if (entry.is_regular_file() && entry.path().extension() == ".co") out.push_back(entry.path());
  std::sort(out.begin(), out.end());
  return out;
}

TEST(GcnHsacoRoundTrip, EveryCodeObjectsListingReassemblesToItsDescriptorsNoteAndCode) {
  const Target* gcn = findTarget("gcn");
  ASSERT_NE(gcn, nullptr);
  size_t objects = 0, kernels = 0;
  for (const fs::path& path : codeObjects()) {
    const std::string name = path.filename().string();
    SCOPED_TRACE(name);
    const std::vector<uint8_t> bytes = fileBytes(path);
    std::string error;
    const auto co = binary::readCodeObject(bytes, error);
    ASSERT_TRUE(co) << error;
    const std::string listing = gcn->disassemble(bytes, {}, error);
    ASSERT_TRUE(error.empty()) << error;
    // As written: no -m mcpu (the listing's .amdgcn_target chooses the processor).
    AssembleOutcome o = assembleText(*gcn, name + ".s", listing, {});
    ASSERT_TRUE(o.image && !o.errors) << o.diagnosticsText.substr(0, 2000);
    std::optional<std::vector<uint8_t>> object;
    std::vector<std::string> warnings;
    for (const OutputFormatSpec& f : gcn->outputFormats)
      if (f.name == "hsaco") object = f.write(*o.image, {}, warnings, error);
    ASSERT_TRUE(object) << error;
    const auto elf = binary::readElf(*object, error);
    ASSERT_TRUE(elf) << error;
    const auto original = binary::readElf(bytes, error);
    ASSERT_TRUE(original) << error;
    EXPECT_EQ(elf->ident[7], 64);
    EXPECT_EQ(elf->ident[8], co->abiVersion);
    EXPECT_EQ(elf->flags, co->flags);
    EXPECT_EQ(metadataDescription(*elf), metadataDescription(*original));
    const auto symbols = binary::readSymbols(*elf, *elf->section(".symtab"), error);
    ASSERT_TRUE(symbols) << error;
    auto symbol = [&](const std::string& wanted) -> const binary::ElfSymbol* {
      for (const binary::ElfSymbol& s : *symbols)
        if (s.name == wanted) return &s;
      return nullptr;
    };
    if (co->version() == 2) {
      // v2: the AMD notes (version, ISA, ISA name, the YAML) byte for byte, and at each
      // kernel's symbol its amd_kernel_code_t and code.
      ASSERT_TRUE(elf->section(".note") && original->section(".note"));
      EXPECT_EQ(elf->section(".note")->contents, original->section(".note")->contents);
      for (const binary::CodeObjectKernel& k : co->kernels) {
        ++kernels;
        const binary::ElfSymbol* kernel = symbol(k.symbol);
        ASSERT_TRUE(kernel) << k.name;
        EXPECT_EQ(kernel->info & 0xf, 10) << k.name;  // STT_AMDGPU_HSA_KERNEL
        EXPECT_EQ(kernel->size, 256 + k.code.size()) << k.name;
        const binary::ElfSection& text = elf->sections.at(kernel->sectionIndex);
        ASSERT_LE(kernel->value + 256 + k.code.size(), text.contents.size()) << k.name;
        const auto at = text.contents.begin() + static_cast<ptrdiff_t>(kernel->value);
        EXPECT_TRUE(std::equal(k.amdKernelCode->begin(), k.amdKernelCode->end(), at))
            << k.name << ": amd_kernel_code_t";
        EXPECT_TRUE(std::equal(k.code.begin(), k.code.end(), at + 256)) << k.name << ": code";
      }
      ++objects;
      continue;
    }
    for (const binary::CodeObjectKernel& k : co->kernels) {
      ++kernels;
      const binary::ElfSymbol* kd = symbol(k.name + ".kd");
      const binary::ElfSymbol* code = symbol(k.name);
      ASSERT_TRUE(kd && code) << k.name;
      const binary::ElfSection& rodata = elf->sections.at(kd->sectionIndex);
      ASSERT_LE(kd->value + 64, rodata.contents.size());
      for (size_t i = 0; i < 64; ++i) {
        if (i >= 16 && i < 24) continue;  // the entry offset: an R_AMDGPU_REL64
        EXPECT_EQ(rodata.contents[kd->value + i], k.descriptor.bytes[i])
            << k.name << ": descriptor byte " << i;
      }
      const binary::ElfSection& text = elf->sections.at(code->sectionIndex);
      ASSERT_LE(code->value + k.code.size(), text.contents.size()) << k.name;
      // The code, but the literals that are relocations until ld.lld links (zeros here).
      const std::vector<uint8_t> ours(
          text.contents.begin() + static_cast<ptrdiff_t>(code->value),
          text.contents.begin() + static_cast<ptrdiff_t>(code->value + k.code.size()));
      EXPECT_EQ(ours, withoutRelocatedFields(*elf, text.name, k.code, code->value))
          << k.name << ": code";
    }
    ++objects;
  }
  EXPECT_GE(objects, 35u);
  EXPECT_GE(kernels, 80u);
}

// Assembled by `asm --format hsaco`, linked by ld.lld-14 -shared (to `dir`); empty on failure.
std::vector<uint8_t> assembleAndLink(const fs::path& source, const fs::path& dir) {
  const Target* gcn = findTarget("gcn");
  std::ifstream in(source);
  const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  AssembleOutcome o = assembleText(*gcn, source.filename().string(), text, {});
  EXPECT_TRUE(o.image && !o.errors) << o.diagnosticsText.substr(0, 2000);
  if (!o.image || o.errors) return {};
  std::string error;
  std::vector<std::string> warnings;
  std::optional<std::vector<uint8_t>> object;
  for (const OutputFormatSpec& f : gcn->outputFormats)
    if (f.name == "hsaco") object = f.write(*o.image, {}, warnings, error);
  EXPECT_TRUE(object) << error;
  if (!object) return {};
  {
    std::ofstream out(dir / "k.o", std::ios::binary);
    out.write(reinterpret_cast<const char*>(object->data()),
              static_cast<std::streamsize>(object->size()));
  }
  const std::string link = fmt::format("ld.lld-14 -shared '{}' -o '{}'", (dir / "k.o").string(),
                                       (dir / "k.co").string());
  EXPECT_EQ(std::system(link.c_str()), 0) << link;
  return fileBytes(dir / "k.co");
}

// clang-14's -S output for the corpus's tahiti "-co" files (the APP SDK and clpeak kernels with
// the corpus's work-item functions: tests/data/gcn/corpus), assembled by `asm --format hsaco` and
// linked by ld.lld-14 -shared as ROCm's toolchain links llvm-mc's object: the same code object,
// byte for byte, as the one clang-14 and ld.lld-14 made (committed beside each). And the
// Reduction one runs on the simulator: each group of 64 sums 128 uint4 through LDS, as the host
// sums them.
TEST(GcnHsacoRoundTrip, OurObjectsLinkedByLdLldAreClangsCodeObjectsAndRun) {
  if (std::system("command -v ld.lld-14 >/dev/null 2>&1"))
    GTEST_SKIP() << "ld.lld-14 not installed";
  const fs::path corpus = fs::path(gpuasm::testing::sourceDirectory()) / "tests/data/gcn/corpus";
  const fs::path dir = fs::temp_directory_path() /
                       fmt::format("gpuasm-hsaco-{}", reinterpret_cast<uintptr_t>(&corpus));
  fs::create_directories(dir);
  size_t linked = 0;
  for (const auto& entry : fs::recursive_directory_iterator(corpus)) {
    const std::string name = entry.path().filename().string();
    if (!name.ends_with("-co.tahiti.s")) continue;
    ++linked;
    EXPECT_EQ(assembleAndLink(entry.path(), dir),
              fileBytes(fs::path(entry.path()).replace_extension(".co")))
        << name;
  }
  EXPECT_GE(linked, 10u);
  const std::vector<uint8_t> ours = assembleAndLink(corpus / "app-sdk/Reduction-co.tahiti.s", dir);
  fs::remove_all(dir);
  std::string error;
  std::optional<Program> program = Program::fromBinary(ours, error);
  ASSERT_TRUE(program) << error;
  std::vector<uint32_t> input(4 * 64 * 2 * 4);
  for (size_t i = 0; i < input.size(); ++i) input[i] = static_cast<uint32_t>(i * 2654435761u);
  expectReduceSums(*program, input);
}

// A gfx900 kernel as clang-14 writes one that uses every SGPR (hashcat's MD5 kernels):
// `.amdhsa_next_free_sgpr 102` with VCC, flat scratch and the XNACK mask reserved, 102 + 6 = 108
// SGPRs, 14 blocks of 8, encoded 13 in RSRC1 bits 6-9. Its listing must assemble back to 13:
// with VCC and flat scratch not reserved it would say 112 - 2 = 110, more than the 102 gfx900
// addresses, which llvm-mc-14 (and gpuasm) refuse before adding the reserved ones.
TEST(GcnHsacoRoundTrip, ADescriptorWithEveryAddressableSgprListsAsOneThatAssemblesBack) {
  binary::KernelDescriptor d;
  const uint32_t rsrc1 = 0x00af0000u | 13u << 6 | 17u;
  for (size_t i = 0; i < 4; ++i) d.bytes[48 + i] = static_cast<uint8_t>(rsrc1 >> (8 * i));
  d.bytes[52] = 0x80;  // rsrc2: work-group id X
  const std::string lines = d.reassemblingDirectives(binary::defaultTargetId("gfx900"));
  EXPECT_NE(lines.find(".amdhsa_next_free_sgpr 102\n"), std::string::npos) << lines;
  const std::string source = fmt::format(
      "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n\t.text\n\t.globl k\n"
      "\t.p2align 8\n\t.type k,@function\nk:\n\ts_endpgm\n\t.rodata\n\t.p2align 6\n"
      "\t.amdhsa_kernel k\n{}\t.end_amdhsa_kernel\n",
      lines);
  const Target* gcn = findTarget("gcn");
  AssembleOutcome o = assembleText(*gcn, "k.s", source, {});
  ASSERT_TRUE(o.image && !o.errors) << o.diagnosticsText << source;
  std::string error;
  std::vector<std::string> warnings;
  std::optional<std::vector<uint8_t>> object;
  for (const OutputFormatSpec& f : gcn->outputFormats)
    if (f.name == "hsaco") object = f.write(*o.image, {}, warnings, error);
  ASSERT_TRUE(object) << error;
  const auto elf = binary::readElf(*object, error);
  ASSERT_TRUE(elf) << error;
  const binary::ElfSection* rodata = elf->section(".rodata");
  ASSERT_TRUE(rodata && rodata->contents.size() >= 64);
  EXPECT_EQ(le32(rodata->contents, 48), rsrc1);
}

// A code object whose kernels call functions clang did not inline (rodinia's DWT at -O2 with
// the corpus's work-item functions: 3 kernels, 25 other functions reached by s_swappc_b64 at
// offsets s_getpc_b64 and a literal compute): the listing has every function, in address
// order, with ld.lld's s_nop fill between them, so that it assembles into the code object's
// whole .text, byte for byte, and the calls land where they did (they listed the kernels only).
TEST(GcnHsacoRoundTrip, ACodeObjectWithCalleesReassemblesIntoItsWholeText) {
  const fs::path path = fs::path(gpuasm::testing::sourceDirectory()) /
                        "tests/data/gcn/corpus/rodinia/dwt2d-co.gfx900.co";
  const std::vector<uint8_t> bytes = fileBytes(path);
  std::string error;
  const auto co = binary::readCodeObject(bytes, error);
  ASSERT_TRUE(co) << error;
  EXPECT_EQ(co->kernels.size(), 3u);
  EXPECT_GE(co->functions.size(), 20u);
  const Target* gcn = findTarget("gcn");
  const std::string listing = gcn->disassemble(bytes, {}, error);
  ASSERT_TRUE(error.empty()) << error;
  AssembleOutcome o = assembleText(*gcn, "dwt2d.s", listing, {});
  ASSERT_TRUE(o.image && !o.errors) << o.diagnosticsText.substr(0, 2000);
  std::vector<std::string> warnings;
  std::optional<std::vector<uint8_t>> object;
  for (const OutputFormatSpec& f : gcn->outputFormats)
    if (f.name == "hsaco") object = f.write(*o.image, {}, warnings, error);
  ASSERT_TRUE(object) << error;
  const auto again = binary::readElf(*object, error);
  const auto original = binary::readElf(bytes, error);
  ASSERT_TRUE(again && original) << error;
  const binary::ElfSection* text = again->section(".text");
  const binary::ElfSection* want = original->section(".text");
  ASSERT_TRUE(text && want);
  EXPECT_EQ(text->contents.size(), want->contents.size());
  EXPECT_TRUE(text->contents == withoutRelocatedFields(*again, ".text", want->contents));
}

// Code object v2: each listing of clang-14's v2 objects (tests/data/gcn/code_objects/
// kernels-*-v2.co) assembles, by `asm --format hsaco` and by llvm-mc-14
// --amdhsa-code-object-version=2 (the oracle), into objects with the same .text (every kernel's
// amd_kernel_code_t and code) and .note as each other and as the code object; ours, linked by
// ld.lld-14, reads back to the same kernels and runs to the same results.
TEST(GcnHsacoRoundTrip, V2ListingsAssembleAsLlvmMcAssemblesThemAndRelinkIntoWhatRuns) {
  if (std::system("command -v llvm-mc-14 >/dev/null 2>&1 && command -v ld.lld-14 >/dev/null 2>&1"))
    GTEST_SKIP() << "llvm-mc-14 or ld.lld-14 not installed";
  const Target* gcn = findTarget("gcn");
  const fs::path data =
      fs::path(gpuasm::testing::sourceDirectory()) / "tests/data/gcn/code_objects";
  const fs::path dir = fs::temp_directory_path() /
                       fmt::format("gpuasm-hsaco-v2-{}", reinterpret_cast<uintptr_t>(gcn));
  fs::create_directories(dir);
  for (const std::string mcpu : {"gfx600", "gfx701", "gfx803", "gfx900"}) {
    SCOPED_TRACE(mcpu);
    const std::vector<uint8_t> bytes = fileBytes(data / ("kernels-" + mcpu + "-v2.co"));
    std::string error;
    const std::string listing = gcn->disassemble(bytes, {}, error);
    ASSERT_TRUE(error.empty()) << error;
    {
      std::ofstream out(dir / "k.s");
      out << listing;
    }
    const std::string llvmMc = fmt::format(
        "llvm-mc-14 -triple amdgcn-amd-amdhsa -mcpu={} --amdhsa-code-object-version=2 "
        "-filetype=obj '{}' -o '{}'",
        mcpu, (dir / "k.s").string(), (dir / "llvm.o").string());
    ASSERT_EQ(std::system(llvmMc.c_str()), 0) << llvmMc;
    const std::vector<uint8_t> theirs = fileBytes(dir / "llvm.o");
    const std::vector<uint8_t> linked = assembleAndLink(dir / "k.s", dir);
    const std::vector<uint8_t> ours = fileBytes(dir / "k.o");
    const auto oursElf = binary::readElf(ours, error);
    const auto theirsElf = binary::readElf(theirs, error);
    const auto original = binary::readElf(bytes, error);
    ASSERT_TRUE(oursElf && theirsElf && original) << error;
    EXPECT_EQ(oursElf->ident, theirsElf->ident);
    EXPECT_EQ(oursElf->flags, theirsElf->flags);
    for (const std::string section : {".text", ".note"}) {
      ASSERT_TRUE(oursElf->section(section) && theirsElf->section(section) &&
                  original->section(section))
          << section;
      EXPECT_TRUE(oursElf->section(section)->contents == theirsElf->section(section)->contents)
          << section;
      EXPECT_TRUE(oursElf->section(section)->contents == original->section(section)->contents)
          << section;
    }
    // Linked: the same kernels, headers and code at the same places, and they run.
    const auto again = binary::readCodeObject(linked, error);
    const auto co = binary::readCodeObject(bytes, error);
    ASSERT_TRUE(again && co) << error;
    ASSERT_EQ(again->kernels.size(), co->kernels.size());
    for (size_t i = 0; i < co->kernels.size(); ++i) {
      EXPECT_EQ(again->kernels[i].codeAddress, co->kernels[i].codeAddress);
      EXPECT_EQ(again->kernels[i].amdKernelCode, co->kernels[i].amdKernelCode);
      EXPECT_EQ(again->kernels[i].code, co->kernels[i].code);
    }
    std::optional<Program> program = Program::fromBinary(linked, error);
    ASSERT_TRUE(program) << error;
    std::optional<Kernel> kernel = Kernel::create(*program, "collatz", error);
    ASSERT_TRUE(kernel) << error;
    Device device;
    std::vector<uint32_t> start(64);
    for (uint32_t i = 0; i < 64; ++i) start[i] = i + 1;
    const Buffer in =
        device.createBuffer(256, std::span(reinterpret_cast<const uint8_t*>(start.data()), 256));
    const Buffer steps = device.createBuffer(256);
    ASSERT_TRUE(kernel->setArgument("start", ArgumentValue::ofBuffer(in), error)) << error;
    ASSERT_TRUE(kernel->setArgument("steps", ArgumentValue::ofBuffer(steps), error)) << error;
    LaunchSettings settings;
    settings.global = {64, 1, 1};
    const LaunchReport report = device.enqueueNDRange(*kernel, settings);
    ASSERT_FALSE(report.fault) << report.fault->describe();
    std::vector<uint32_t> got(64);
    std::memcpy(got.data(), device.map(steps).data(), 256);
    EXPECT_EQ(got[6], 16u);    // 7 22 11 34 17 52 26 13 40 20 10 5 16 8 4 2 1
    EXPECT_EQ(got[26], 111u);  // 27 takes 111 steps
  }
  fs::remove_all(dir);
}

}  // namespace
}  // namespace gpuasm::gcn
