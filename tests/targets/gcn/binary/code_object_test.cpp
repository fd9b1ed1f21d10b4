// Reading clang-14's HSA code objects (tests/data/gcn/code_objects, made by
// scripts/oracle/gcn_code_objects.sh), checked against what LLVM's own tools
// say of the same files: llvm-readelf-14 -n's YAML of the metadata,
// llvm-objdump-14's .amdhsa_* listing of each descriptor (gfx8/9), and
// clang-14 -S's .amdhsa_kernel blocks and codeLenInByte (gfx6); code object v2's
// amd_kernel_code_t against clang-14 -S's blocks. Damaged objects are refused with the
// place named, never a crash.
#include "targets/gcn/binary/code_object.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "gpuasm/target.hpp"
#include "support/build_paths.hpp"
#include "targets/gcn/binary/code_object_printer.hpp"
#include "targets/gcn/binary/elf.hpp"
#include "targets/gcn/code_use.hpp"
#include "tools/cli_support.hpp"

namespace gpuasm::gcn::binary {
namespace {

namespace fs = std::filesystem;
const fs::path kData = fs::path(gpuasm::testing::sourceDirectory()) / "tests/data/gcn/code_objects";

std::string slurp(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::vector<uint8_t> bytesOf(const std::string& name) {
  const std::string text = slurp(kData / name);
  return {text.begin(), text.end()};
}

CodeObject read(const std::string& name) {
  std::string error;
  std::optional<CodeObject> co = readCodeObject(bytesOf(name), error);
  EXPECT_TRUE(co) << name << ": " << error;
  return co.value_or(CodeObject{});
}

// llvm-readelf -n's YAML, read line by line: per kernel its keys, and per
// argument its keys (values without YAML's quotes and !str tags).
struct YamlKernel {
  std::map<std::string, std::string> keys;
  std::vector<std::map<std::string, std::string>> args;
};

std::vector<YamlKernel> readelfKernels(const std::string& notesFile) {
  std::vector<YamlKernel> kernels;
  std::istringstream in(slurp(kData / notesFile));
  std::string line;
  bool inArgs = false;
  while (std::getline(in, line)) {
    const size_t indent = line.find_first_not_of(' ');
    if (indent == std::string::npos) continue;
    std::string body = line.substr(indent);
    const bool entry = body.starts_with("- ");
    if (entry) body = body.substr(2);
    const size_t colon = body.find(':');
    if (colon == std::string::npos || !body.starts_with('.')) continue;
    const std::string key = body.substr(0, colon);
    std::string value = body.substr(colon + 1);
    value.erase(0, value.find_first_not_of(' '));
    if (value.starts_with("!str ")) value = value.substr(5);
    if (value.size() >= 2 && value.front() == '\'') value = value.substr(1, value.size() - 2);
    if (indent == 2 && entry) {  // "  - .args:" opens a kernel
      kernels.emplace_back();
      inArgs = key == ".args";
      if (!inArgs) kernels.back().keys[key] = value;
      continue;
    }
    if (kernels.empty()) continue;
    if (indent == 4) {
      inArgs = key == ".args";
      if (!inArgs) kernels.back().keys[key] = value;
    } else if (inArgs && indent == 6 && entry) {
      kernels.back().args.push_back({{key, value}});
    } else if (inArgs && indent == 8 && !kernels.back().args.empty()) {
      kernels.back().args.back()[key] = value;
    }
  }
  return kernels;
}

// Name -> (value, size) from llvm-readelf -s's .symtab lines.
std::map<std::string, std::pair<uint64_t, uint64_t>> readelfSymbols(const std::string& name) {
  std::map<std::string, std::pair<uint64_t, uint64_t>> symbols;
  std::istringstream in(slurp(kData / (name + ".symbols.txt")));
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    std::string number, value, size, type, bind, visibility, section, symbol;
    if (fields >> number >> value >> size >> type >> bind >> visibility >> section >> symbol &&
        number.back() == ':' && number.front() >= '0' && number.front() <= '9')
      symbols[symbol] = {std::stoull(value, nullptr, 16), std::stoull(size)};
  }
  return symbols;
}

TEST(CodeObject, KernelsAndArgumentsAreWhatLlvmReadelfSays) {
  for (const std::string name :
       {"kernels-gfx600", "kernels-gfx600-noinfo", "kernels-gfx600-v3", "kernels-gfx701",
        "kernels-gfx803", "kernels-gfx900", "kernels-gfx900-v3"}) {
    SCOPED_TRACE(name);
    const CodeObject co = read(name + ".co");
    const std::vector<YamlKernel> expected = readelfKernels(name + ".notes.txt");
    ASSERT_EQ(co.kernels.size(), expected.size());
    ASSERT_EQ(expected.size(), 8u);
    for (size_t i = 0; i < expected.size(); ++i) {
      const CodeObjectKernel& k = co.kernels[i];
      const YamlKernel& e = expected[i];
      SCOPED_TRACE(k.name);
      EXPECT_EQ(k.name, e.keys.at(".name"));
      EXPECT_EQ(k.symbol, e.keys.at(".symbol"));
      EXPECT_EQ(std::to_string(k.kernargSegmentSize), e.keys.at(".kernarg_segment_size"));
      EXPECT_EQ(std::to_string(k.groupSegmentFixedSize), e.keys.at(".group_segment_fixed_size"));
      EXPECT_EQ(std::to_string(k.privateSegmentFixedSize),
                e.keys.at(".private_segment_fixed_size"));
      EXPECT_EQ(std::to_string(k.sgprCount), e.keys.at(".sgpr_count"));
      EXPECT_EQ(std::to_string(k.vgprCount), e.keys.at(".vgpr_count"));
      // llvm-readelf -s: "Num: Value Size Type Bind Vis Ndx Name" of the code and descriptor.
      const std::map<std::string, std::pair<uint64_t, uint64_t>> symbols = readelfSymbols(name);
      EXPECT_EQ(symbols.at(k.name), std::pair(k.codeAddress, uint64_t{k.code.size()}));
      EXPECT_EQ(symbols.at(k.symbol), std::pair(k.descriptorAddress, uint64_t{64}));
      ASSERT_EQ(k.arguments.size(), e.args.size());
      for (size_t a = 0; a < e.args.size(); ++a) {
        const auto& ea = e.args[a];
        EXPECT_EQ(k.arguments[a].name, ea.contains(".name") ? ea.at(".name") : "");
        EXPECT_EQ(std::to_string(k.arguments[a].offset), ea.at(".offset"));
        EXPECT_EQ(std::to_string(k.arguments[a].size), ea.at(".size"));
        EXPECT_EQ(k.arguments[a].valueKind, ea.at(".value_kind"));
        EXPECT_EQ(k.arguments[a].addressSpace,
                  ea.contains(".address_space") ? ea.at(".address_space") : "");
      }
    }
  }
}

TEST(CodeObject, HeaderNamesTheProcessorAndVersion) {
  const CodeObject gfx600 = read("kernels-gfx600.co");
  EXPECT_EQ(gfx600.mcpu, "gfx600");
  EXPECT_EQ(gfx600.version(), 4u);  // clang-14's default
  EXPECT_EQ(gfx600.target, "amdgcn-amd-amdhsa--gfx600");
  const CodeObject v3 = read("kernels-gfx900-v3.co");
  EXPECT_EQ(v3.mcpu, "gfx900");
  EXPECT_EQ(v3.version(), 3u);
  EXPECT_EQ(read("kernels-gfx803.co").generation(), 8u);
}

// The lines between ".amdhsa_kernel NAME" and ".end_amdhsa_kernel", each
// without its leading white space.
std::map<std::string, std::vector<std::string>> descriptorBlocks(const std::string& text) {
  std::map<std::string, std::vector<std::string>> blocks;
  std::istringstream in(text);
  std::string line, current;
  while (std::getline(in, line)) {
    line.erase(0, line.find_first_not_of(" \t"));
    if (line.starts_with(".amdhsa_kernel ")) {
      current = line.substr(15);
      blocks[current];
    } else if (line.starts_with(".end_amdhsa_kernel")) {
      current.clear();
    } else if (!current.empty()) {
      blocks[current].push_back(line);
    }
  }
  return blocks;
}

TEST(CodeObject, DescriptorsListAsLlvmObjdumpListsThem) {
  for (const std::string name : {"kernels-gfx803", "kernels-gfx900", "kernels-gfx900-v3"}) {
    SCOPED_TRACE(name);
    const CodeObject co = read(name + ".co");
    const auto expected = descriptorBlocks(slurp(kData / (name + ".kd.txt")));
    ASSERT_EQ(expected.size(), co.kernels.size());
    for (const CodeObjectKernel& k : co.kernels) {
      const auto ours = descriptorBlocks(".amdhsa_kernel " + k.name + "\n" +
                                         k.descriptor.directives() + ".end_amdhsa_kernel\n");
      EXPECT_EQ(ours.at(k.name), expected.at(k.name)) << k.name;
    }
  }
}

// gfx6, which llvm-objdump-14 does not disassemble: the fields clang-14's own
// .amdhsa_kernel blocks set exactly (register counts are stored granulated,
// the reserve_* flags not at all).
TEST(CodeObject, Gfx6DescriptorsAndCodeAreWhatClangWrote) {
  const CodeObject co = read("kernels-gfx600.co");
  const std::string source = slurp(kData / "kernels-gfx600.s");
  ASSERT_FALSE(source.empty());
  const auto written = descriptorBlocks(source);
  ASSERT_EQ(written.size(), co.kernels.size());
  size_t checked = 0;
  for (const CodeObjectKernel& k : co.kernels) {
    SCOPED_TRACE(k.name);
    // VCC's two SGPRs count unless .amdhsa_reserve_vcc 0 says otherwise (GFX6
    // has no flat scratch or XNACK mask to reserve).
    uint64_t vcc = 2;
    for (const std::string& line : written.at(k.name))
      if (line == ".amdhsa_reserve_vcc 0") vcc = 0;
    for (const std::string& line : written.at(k.name)) {
      const size_t space = line.find(' ');
      const std::string directive = line.substr(8, space - 8);  // after ".amdhsa_"
      uint64_t value = std::stoull(line.substr(space + 1));
      const KernelDescriptorField* field = findKernelDescriptorField(directive);
      ASSERT_TRUE(field) << line;
      if (directive.starts_with("reserve_")) continue;
      if (directive == "next_free_sgpr") value += vcc;
      if (field->granule) {
        // Stored as the granule count: the next multiple of the granule.
        EXPECT_EQ(
            k.descriptor.value(*field),
            std::max<uint64_t>(1, (value + field->granule - 1) / field->granule) * field->granule)
            << line;
      } else {
        EXPECT_EQ(k.descriptor.value(*field), value) << line;
      }
      ++checked;
    }
  }
  EXPECT_GT(checked, 8u * 25);
}

std::string readError(std::vector<uint8_t> bytes) {
  std::string error;
  EXPECT_FALSE(readCodeObject(bytes, error));
  return error;
}

// Code object v2's YAML as llvm-readelf-14 -n prints it: per kernel its keys and CodeProps'
// (indent 4 and 6), per argument its keys (an entry at indent 6, keys at 8).
std::vector<YamlKernel> readelfV2Kernels(const std::string& notesFile) {
  std::vector<YamlKernel> kernels;
  std::istringstream in(slurp(kData / notesFile));
  std::string line, block;
  while (std::getline(in, line)) {
    const size_t indent = line.find_first_not_of(' ');
    if (indent == std::string::npos) continue;
    std::string body = line.substr(indent);
    const bool entry = body.starts_with("- ");
    if (entry) body = body.substr(2);
    const size_t colon = body.find(':');
    if (colon == std::string::npos) continue;
    const std::string key = body.substr(0, colon);
    std::string value = body.substr(colon + 1);
    value.erase(0, value.find_first_not_of(' '));
    if (value.size() >= 2 && value.front() == '\'') value = value.substr(1, value.size() - 2);
    if (indent == 2 && entry) {
      kernels.emplace_back();
      kernels.back().keys[key] = value;
    } else if (kernels.empty()) {
      continue;
    } else if (indent == 4) {
      block = key;
      kernels.back().keys[key] = value;
    } else if (block == "Args" && indent == 6 && entry) {
      kernels.back().args.push_back({{key, value}});
    } else if (block == "Args" && indent == 8) {
      kernels.back().args.back()[key] = value;
    } else if (indent == 6) {
      kernels.back().keys[block + "." + key] = value;
    }
  }
  return kernels;
}

// v2's ValueKind in v3's spelling, by the rule the spec's names follow (words in lower case
// joined by '_'), but for the one v3 spells as a word.
std::string v3ValueKind(const std::string& v2) {
  if (v2 == "HiddenMultiGridSyncArg") return "hidden_multigrid_sync_arg";
  std::string out;
  for (char c : v2) {
    if (std::isupper(static_cast<unsigned char>(c)) && !out.empty()) out += '_';
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}

TEST(CodeObjectV2, KernelsArgumentsAndHeadersAreWhatLlvmReadelfSays) {
  for (const std::string name :
       {"kernels-gfx600-v2", "kernels-gfx701-v2", "kernels-gfx803-v2", "kernels-gfx900-v2"}) {
    SCOPED_TRACE(name);
    const CodeObject co = read(name + ".co");
    EXPECT_EQ(co.version(), 2u);
    EXPECT_EQ(co.hsaCodeObjectVersion, (std::array<uint32_t, 2>{2, 1}));
    EXPECT_EQ(co.hsaIsaVendor, "AMD");
    EXPECT_EQ(co.hsaIsaArchitecture, "AMDGPU");
    const std::vector<YamlKernel> expected = readelfV2Kernels(name + ".notes.txt");
    ASSERT_EQ(co.kernels.size(), expected.size());
    ASSERT_EQ(expected.size(), 8u);
    const std::map<std::string, std::pair<uint64_t, uint64_t>> symbols = readelfSymbols(name);
    for (size_t i = 0; i < expected.size(); ++i) {
      const CodeObjectKernel& k = co.kernels[i];
      const YamlKernel& e = expected[i];
      SCOPED_TRACE(k.name);
      EXPECT_EQ(k.name, e.keys.at("Name"));
      EXPECT_EQ(k.symbol + "@kd", e.keys.at("SymbolName"));
      // The amd_kernel_code_t's fields, as the metadata's CodeProps state them.
      EXPECT_EQ(std::to_string(k.kernargSegmentSize), e.keys.at("CodeProps.KernargSegmentSize"));
      EXPECT_EQ(std::to_string(k.kernargSegmentAlign), e.keys.at("CodeProps.KernargSegmentAlign"));
      EXPECT_EQ(std::to_string(k.groupSegmentFixedSize),
                e.keys.at("CodeProps.GroupSegmentFixedSize"));
      EXPECT_EQ(std::to_string(k.privateSegmentFixedSize),
                e.keys.at("CodeProps.PrivateSegmentFixedSize"));
      EXPECT_EQ(std::to_string(k.wavefrontSize), e.keys.at("CodeProps.WavefrontSize"));
      EXPECT_EQ(std::to_string(k.sgprCount), e.keys.at("CodeProps.NumSGPRs"));
      EXPECT_EQ(std::to_string(k.vgprCount), e.keys.at("CodeProps.NumVGPRs"));
      EXPECT_EQ(std::to_string(k.maxFlatWorkgroupSize),
                e.keys.at("CodeProps.MaxFlatWorkGroupSize"));
      // llvm-readelf -s: the kernel's symbol holds its 256-byte header and its code.
      EXPECT_EQ(symbols.at(k.symbol),
                std::pair(k.descriptorAddress, uint64_t{256} + k.code.size()));
      EXPECT_EQ(k.codeAddress, k.descriptorAddress + 256);
      ASSERT_EQ(k.arguments.size(), e.args.size());
      uint32_t end = 0;
      for (size_t a = 0; a < e.args.size(); ++a) {
        const auto& ea = e.args[a];
        const CodeObjectArgument& ours = k.arguments[a];
        EXPECT_EQ(ours.name, ea.contains("Name") ? ea.at("Name") : "");
        EXPECT_EQ(ours.typeName, ea.contains("TypeName") ? ea.at("TypeName") : "");
        EXPECT_EQ(std::to_string(ours.size), ea.at("Size"));
        EXPECT_EQ(ours.valueKind, v3ValueKind(ea.at("ValueKind")));
        // Each at the end of the one before, aligned to its Align.
        const uint32_t align = static_cast<uint32_t>(std::stoul(ea.at("Align")));
        EXPECT_EQ(ours.offset, (end + align - 1) / align * align);
        end = ours.offset + ours.size;
      }
    }
  }
}

// The blocks `.amd_kernel_code_t` ... `.end_amd_kernel_code_t` of a text, by the label before
// each, as trimmed lines.
std::map<std::string, std::vector<std::string>> amdKernelCodeBlocks(const std::string& text) {
  std::map<std::string, std::vector<std::string>> blocks;
  std::istringstream in(text);
  std::string line, label, current;
  while (std::getline(in, line)) {
    line.erase(0, line.find_first_not_of(" \t"));
    if (const size_t comment = line.find(';'); comment != std::string::npos)
      line.erase(line.find_last_not_of(" \t", comment - 1) + 1);
    if (line.ends_with(':') && !line.starts_with('.')) label = line.substr(0, line.size() - 1);
    if (line == ".amd_kernel_code_t") {
      current = label;
      blocks[current];
    } else if (line == ".end_amd_kernel_code_t") {
      current.clear();
    } else if (!current.empty()) {
      blocks[current].push_back(line);
    }
  }
  return blocks;
}

// Each header field as clang-14 -S wrote it (kernels-gfx803-v2.s), and the listing writes the
// same block, line for line.
TEST(CodeObjectV2, AmdKernelCodeIsWhatClangWrote) {
  const CodeObject co = read("kernels-gfx803-v2.co");
  const auto written = amdKernelCodeBlocks(slurp(kData / "kernels-gfx803-v2.s"));
  ASSERT_EQ(written.size(), co.kernels.size());
  std::string error;
  const std::string listing = printCodeObject(co, {}, codeTools(), error);
  ASSERT_TRUE(error.empty()) << error;
  const auto listed = amdKernelCodeBlocks(listing);
  size_t fields = 0;
  for (const CodeObjectKernel& k : co.kernels) {
    SCOPED_TRACE(k.name);
    ASSERT_TRUE(k.amdKernelCode);
    for (const std::string& line : written.at(k.name)) {
      const size_t equals = line.find(" = ");
      ASSERT_NE(equals, std::string::npos) << line;
      const AmdKernelCodeField* field = findAmdKernelCodeField(line.substr(0, equals));
      ASSERT_TRUE(field) << line;
      EXPECT_EQ(std::to_string(amdKernelCodeValue(*k.amdKernelCode, *field)),
                line.substr(equals + 3))
          << line;
      ++fields;
    }
    EXPECT_EQ(listed.at(k.name), written.at(k.name));
  }
  EXPECT_EQ(fields, 8u * 66);  // clang-14 writes 66 fields a kernel
}

TEST(CodeObjectV2, DamagedObjectsAreRefusedNamingThePlace) {
  const std::vector<uint8_t> good = bytesOf("kernels-gfx803-v2.co");
  std::string error;
  ASSERT_TRUE(readCodeObject(good, error)) << error;
  const std::optional<ElfFile> elf = readElf(good, error);
  ASSERT_TRUE(elf) << error;
  const ElfSection* text = elf->section(".text");
  ASSERT_TRUE(text);
  // `from` made `to` (as long) where it first occurs, or everywhere.
  auto replaced = [&](std::string_view from, std::string_view to, bool everywhere = false) {
    std::vector<uint8_t> bad = good;
    auto at = std::search(bad.begin(), bad.end(), from.begin(), from.end());
    EXPECT_NE(at, bad.end()) << from;
    for (; at != bad.end(); at = std::search(at + 1, bad.end(), from.begin(), from.end())) {
      std::copy(to.begin(), to.end(), at);
      if (!everywhere) break;
    }
    return bad;
  };

  // A kernel whose symbol holds no amd_kernel_code_t (its major version 1 made 0).
  std::vector<uint8_t> bad = good;
  ASSERT_EQ(bad[text->offset], 1);  // add's header: amd_code_version_major
  bad[text->offset] = 0;
  EXPECT_EQ(readError(bad),
            fmt::format("kernel 'add': the 256 bytes at its symbol 'add' ({:#x}) are no "
                        "amd_kernel_code_t: amd_code_version_major is 0, not 1",
                        text->address));
  // Its entry offset inside the header.
  bad = good;
  bad[text->offset + 17] = 0;  // 256 -> 0
  EXPECT_EQ(readError(bad),
            fmt::format("kernel 'add': amd_kernel_code_t at {:#x}: kernel_code_entry_byte_offset "
                        "0 (the code follows the 256-byte header) or kernarg_segment_byte_size "
                        "28 out of range",
                        text->address));
  // The kernel's symbol renamed in both string tables.
  EXPECT_EQ(readError(replaced(std::string("\0add\0", 5), std::string("\0adx\0", 5), true)),
            "kernel 'add': its symbol 'add' is not in the symbol table");
  // The YAML: a key's colon gone, an unknown value kind, no metadata note at all.
  EXPECT_NE(readError(replaced("Kernels:", "Kernels ")).find("NT_AMD_HSA_METADATA note at offset "),
            std::string::npos);
  EXPECT_NE(readError(replaced("Kernels:", "Kernels ")).find(": YAML line 3 column "),
            std::string::npos);
  EXPECT_EQ(readError(replaced("ByValue", "ByValux")),
            "metadata Kernels[0] (kernel 'add') Args[3]: ValueKind: 'ByValux' is no value kind of "
            "code object v2");
  // The version.
  bad = good;
  bad[8] = 4;
  EXPECT_EQ(readError(bad),
            "ELF header byte 8 (EI_ABIVERSION) is 4: code object v6, not v2, v3, v4 or v5");
  // The metadata's arguments past the header's kernarg segment (28 bytes: n at 24).
  EXPECT_EQ(readError(replaced("        Size:            4\n        Align:           4\n        "
                               "ValueKind:       ByValue",
                               "        Size:            8\n        Align:           8\n        "
                               "ValueKind:       ByValue")),
            "metadata Kernels[0] (kernel 'add') Args[3]: offset 24 and size 8 run past the "
            "amd_kernel_code_t's kernarg_segment_byte_size 28");
}

TEST(CodeObject, DamagedObjectsAreRefusedNamingThePlace) {
  const std::vector<uint8_t> good = bytesOf("kernels-gfx600.co");
  std::string error;
  std::optional<ElfFile> elf = readElf(good, error);
  ASSERT_TRUE(elf) << error;
  const ElfSection* note = elf->section(".note");
  ASSERT_TRUE(note);

  // Every cut is refused (the section headers are at the end of the file).
  for (size_t size : {size_t{0}, size_t{16}, size_t{64}, size_t{1000}, good.size() - 1}) {
    std::vector<uint8_t> cut(good.begin(), good.begin() + static_cast<ptrdiff_t>(size));
    EXPECT_FALSE(readCodeObject(cut, error)) << size;
    EXPECT_FALSE(error.empty());
  }

  // The metadata's first byte (after the note's 12-byte header and "AMDGPU\0"
  // padded to 8) made the byte MessagePack never uses.
  std::vector<uint8_t> bad = good;
  const size_t description = note->offset + 12 + 8;
  ASSERT_EQ(bad[description] & 0xf0, 0x80);  // a fixmap: {amdhsa.kernels, .target, .version}
  bad[description] = 0xc1;
  EXPECT_EQ(readError(bad), fmt::format("NT_AMDGPU_METADATA note at offset {:#x}: byte 0: type "
                                        "byte 0xc1 (never used)",
                                        description));

  // The note's description size past the section.
  bad = good;
  bad[note->offset + 4] = 0xff;
  bad[note->offset + 5] = 0xff;
  EXPECT_EQ(readError(bad),
            fmt::format("note at offset {:#x} in .note: name of 7 and description of {} bytes run "
                        "past the section's {} bytes",
                        note->offset, 0xffff | (good[note->offset + 6] << 16), note->size));

  // The descriptor symbol renamed in both symbol tables' strings.
  bad = good;
  const std::string kd = std::string("add.kd") + '\0';
  for (auto at = std::search(bad.begin(), bad.end(), kd.begin(), kd.end()); at != bad.end();
       at = std::search(at + 1, bad.end(), kd.begin(), kd.end()))
    at[5] = 'x';
  EXPECT_EQ(readError(bad),
            "kernel 'add': its descriptor symbol 'add.kd' is not in the symbol table");

  // The first descriptor's kernel_code_entry_byte_offset pointing far away.
  bad = good;
  const ElfSection* rodata = elf->section(".rodata");
  ASSERT_TRUE(rodata);
  bad[rodata->offset + 16 + 6] = 0x10;
  EXPECT_NE(readError(bad).find("': descriptor field kernel_code_entry_byte_offset "),
            std::string::npos);

  // The first kernel's (add's) metadata: a key renamed, then its kernarg
  // segment made smaller than its arguments (MessagePack: the key's fixstr,
  // then the positive fixint 28).
  const std::string key = ".kernarg_segment_size";
  const auto keyAt = std::search(good.begin(), good.end(), key.begin(), key.end()) - good.begin();
  bad = good;
  bad[keyAt + 1] = 'K';
  EXPECT_EQ(readError(bad),
            "metadata amdhsa.kernels[0] (kernel 'add'): .kernarg_segment_size: missing");
  bad = good;
  ASSERT_EQ(bad[keyAt + key.size()], 28);
  bad[keyAt + key.size()] = 16;
  EXPECT_EQ(readError(bad),
            "metadata amdhsa.kernels[0] (kernel 'add') .args[2]: offset 16 and size 8 run past "
            ".kernarg_segment_size 16");

  // Called code object v2 (EI_ABIVERSION 0), with no v2 metadata; an unknown processor.
  bad = good;
  bad[8] = 0;
  EXPECT_EQ(readError(bad),
            "no NT_AMD_HSA_METADATA note (an AMD note of type 10): the kernels' arguments are "
            "unknown");
  bad = good;
  bad[48] = 0x7f;  // e_flags, ELF64 header offset 48
  EXPECT_EQ(readError(bad), "ELF header e_flags 0x7f: EF_AMDGPU_MACH 0x7f names no processor");
}

TEST(CodeObject, RecognisedByContentNotName) {
  EXPECT_TRUE(isCodeObject(bytesOf("kernels-gfx600.co")));
  std::vector<uint8_t> other = bytesOf("kernels-gfx600.co");
  other[7] = 0;  // OS ABI System V: an ELF for amdgcn-- (llvm-mc's object), not HSA
  EXPECT_FALSE(isCodeObject(other));
}

TEST(CodeObjectCli, DisListsKernelsArgumentsDescriptorsAndCode) {
  const fs::path copy = cli_test::scratch() / "no-extension";
  cli_test::write(copy, slurp(kData / "kernels-gfx600.co"));
  const cli_test::Result r = cli_test::gpuasm("dis -t gcn " + copy.string());
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("// HSA code object v4 for gfx600 (e_flags 0x20), 8 kernels\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("//   argument 3: n (uint), by_value, kernarg offset 24, 4 bytes\n"),
            std::string::npos);
  EXPECT_NE(r.out.find("//   argument 1: scratch (int*), dynamic_shared_pointer local, kernarg "
                       "offset 8, 4 bytes\n"),
            std::string::npos);
  EXPECT_NE(r.out.find("\nadd:\n"), std::string::npos);
  EXPECT_NE(r.out.find(".amdhsa_kernel private_table\n"), std::string::npos);
  EXPECT_NE(r.out.find("\t.amdhsa_private_segment_fixed_size 68\n"), std::string::npos);
  EXPECT_NE(r.out.find("s_endpgm"), std::string::npos);
  EXPECT_NE(r.out.find("\t.amdgpu_metadata\n---\namdhsa.kernels:\n"), std::string::npos);

  // gfx701: CI's FLAT instructions, decoded as the processor's generation.
  const cli_test::Result gfx7 =
      cli_test::gpuasm("dis -t gcn " + (kData / "kernels-gfx701.co").string());
  ASSERT_EQ(gfx7.exitCode, 0) << gfx7.err;
  EXPECT_NE(gfx7.out.find("\tflat_load_dword "), std::string::npos) << gfx7.out;
  EXPECT_EQ(gfx7.out.find(".long"), std::string::npos);

  // gfx900: decoded as GFX9 (GLOBAL, VOP3's carry-out adds), each instruction as often as
  // llvm-objdump-14 -d --mcpu=gfx900 lists it (counted from its output by hand).
  const cli_test::Result gfx9 =
      cli_test::gpuasm("dis -t gcn " + (kData / "kernels-gfx900.co").string());
  ASSERT_EQ(gfx9.exitCode, 0) << gfx9.err;
  EXPECT_EQ(gfx9.out.find(".long"), std::string::npos) << gfx9.out;
  auto count = [&](std::string_view mnemonic) {  // as a whole word at an instruction's start
    size_t n = 0;
    std::string needle = "\t";  // (not "\t" + string: GCC 12's false -Wrestrict)
    needle += mnemonic;
    for (size_t at = gfx9.out.find(needle); at != std::string::npos;
         at = gfx9.out.find(needle, at + 1)) {
      const size_t end = at + needle.size();
      n += end < gfx9.out.size() && (gfx9.out[end] == ' ' || gfx9.out[end] == '\n');
    }
    return n;
  };
  EXPECT_EQ(count("global_load_dword"), 8u);
  EXPECT_EQ(count("global_store_dword"), 5u);
  EXPECT_EQ(count("buffer_store_dword"), 16u);
  EXPECT_EQ(count("v_mad_u64_u32"), 13u);
  EXPECT_EQ(count("v_lshl_add_u32"), 4u);
  EXPECT_EQ(count("s_endpgm"), 8u);

  // A cut object: exit 1, the file and the place.
  const fs::path cut = cli_test::scratch() / "cut.co";
  cli_test::write(cut, slurp(kData / "kernels-gfx600.co").substr(0, 1000));
  const cli_test::Result bad = cli_test::gpuasm("dis -t gcn " + cut.string());
  EXPECT_EQ(bad.exitCode, 1);
  EXPECT_EQ(bad.out, "");
  EXPECT_NE(bad.err.find(cut.string() + ": HSA code object: offset "), std::string::npos)
      << bad.err;
}

// What `clang -c` (and `asm --format hsaco`) writes is relocatable: its descriptors' entry
// offsets are still relocations, so `run` refuses it with what to do, not read at a wrong
// place, and `dis` lists its sections and relocations (each descriptor's R_AMDGPU_REL64).
TEST(CodeObjectCli, ARelocatableObjectIsRefusedWithHowToLinkIt) {
  const fs::path listing = cli_test::scratch() / "gfx900.s";
  const fs::path object = cli_test::scratch() / "gfx900.o";
  const cli_test::Result dis = cli_test::gpuasm("dis -t gcn -o " + listing.string() + " " +
                                                (kData / "kernels-gfx900.co").string());
  ASSERT_EQ(dis.exitCode, 0) << dis.err;
  const cli_test::Result asm_ =
      cli_test::gpuasm("asm -t gcn --format hsaco -o " + object.string() + " " + listing.string());
  ASSERT_EQ(asm_.exitCode, 0) << asm_.err;
  ASSERT_EQ(slurp(object).substr(16, 2), std::string("\x01\x00", 2));  // e_type ET_REL
  const cli_test::Result listed = cli_test::gpuasm("dis -t gcn " + object.string());
  EXPECT_EQ(listed.exitCode, 0) << listed.err;
  EXPECT_NE(listed.out.find("// RELOCATION RECORDS FOR [.rodata]:"), std::string::npos);
  EXPECT_NE(listed.out.find(" R_AMDGPU_REL64           "), std::string::npos) << listed.out;
  for (const char* command : {"run"}) {
    const cli_test::Result r =
        cli_test::gpuasm(std::string(command) + " -t gcn " + object.string());
    EXPECT_EQ(r.exitCode, 1) << command;
    EXPECT_EQ(r.out, "") << command;
    EXPECT_NE(r.err.find(object.string() +
                         ": HSA code object: a relocatable object (ELF type ET_REL), not yet a "
                         "code object: link it with `ld.lld -shared -o k.co k.o`"),
              std::string::npos)
        << command << ": " << r.err;
  }
}

}  // namespace
}  // namespace gpuasm::gcn::binary
