// The ELF object `gpuasm asm -t gcn --format elf` writes, on small sources
// whose expectations are derived by hand here (relocation numbers from
// LLVM's BinaryFormat/ELFRelocs/AMDGPU.def, the choice of type per operand as
// llvm-mc-14 makes it), and the refusals around it. The whole clang files
// are clang_corpus_test.cpp's.
#include "targets/gcn/binary/elf_object.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "gpuasm/target.hpp"
#include "targets/gcn/amd_kernel_code.hpp"
#include "targets/gcn/binary/elf.hpp"
#include "tools/cli_support.hpp"

namespace gpuasm::gcn::binary {
namespace {

namespace fs = std::filesystem;

struct Relocation {
  std::string section;
  uint64_t offset;
  uint32_t type;
  std::string symbol;
  bool operator==(const Relocation&) const = default;
};

struct Object {
  ElfFile elf;
  std::vector<ElfSymbol> symbols;
  std::vector<Relocation> relocations;
  const ElfSection& section(std::string_view name) const { return *elf.section(name); }
  const ElfSymbol* symbol(std::string_view name) const {
    for (const ElfSymbol& s : symbols)
      if (s.name == name) return &s;
    return nullptr;
  }
};

AssembleOutcome assemble(const std::string& source) {
  return assembleText(*findTarget("gcn"), "k.s", source, {});
}

Object object(const std::string& source) {
  AssembleOutcome o = assemble(source);
  EXPECT_TRUE(o.image) << o.diagnosticsText;
  if (!o.image) return {};
  std::string error;
  std::vector<std::string> warnings;
  std::optional<std::vector<uint8_t>> bytes;
  for (const OutputFormatSpec& f : findTarget("gcn")->outputFormats)
    if (f.name == "elf") bytes = f.write(*o.image, {}, warnings, error);
  EXPECT_TRUE(bytes) << error;
  if (!bytes) return {};
  Object result;
  auto elf = readElf(*bytes, error);
  EXPECT_TRUE(elf) << error;
  if (!elf) return {};
  result.elf = std::move(*elf);
  auto symbols = readSymbols(result.elf, result.section(".symtab"), error);
  EXPECT_TRUE(symbols) << error;
  if (symbols) result.symbols = std::move(*symbols);
  for (const ElfSection& s : result.elf.sections) {
    if (s.type != 9) continue;
    for (size_t at = 0; at + 16 <= s.contents.size(); at += 16) {
      const uint64_t info =
          uint64_t{readLe32(s.contents, at + 8)} | uint64_t{readLe32(s.contents, at + 12)} << 32;
      const ElfSymbol& sym = result.symbols.at(info >> 32);
      result.relocations.push_back({result.elf.sections.at(s.info).name, readLe32(s.contents, at),
                                    static_cast<uint32_t>(info),
                                    (sym.info & 15) == 3 ? "section" : sym.name});
    }
  }
  return result;
}

uint32_t literalAt(const Object& o, std::string_view section, size_t offset) {
  return readLe32(o.section(section).contents, offset);
}

constexpr std::string_view kRelocations = R"(
  .text
  .globl k
  .p2align 8
  .type k,@function
k:
  s_add_u32 s4, s4, ext@rel32@lo+4        ; 0x00: literal at 0x04
  s_addc_u32 s5, s5, ext@rel32@hi+12      ; 0x08: literal at 0x0c
  s_mov_b32 s0, SCRATCH_RSRC_DWORD0       ; 0x10: literal at 0x14
  s_mov_b32 s1, other+8                   ; 0x18: literal at 0x1c
  s_add_u32 s4, s4, loc@rel32@lo+4        ; 0x20: literal at 0x24 (loc: .rodata+4)
  s_add_u32 s4, s4, shared@gotpcrel32@lo+4 ; 0x28: literal at 0x2c
  s_add_u32 s4, s4, ext@abs32@hi          ; 0x30: literal at 0x34
  s_endpgm                                ; 0x38
.Lend:
  .size k, .Lend-k
  .section .rodata,#alloc
  .p2align 3
  .long 7
loc:
  .long 9
  .globl shared
shared:
  .long 11
  .ident "gpuasm test"
  .amd_amdgpu_isa "amdgcn-unknown-unknown--gfx600"
)";

TEST(GcnElfObject, RelocationOperandsBecomeRelEntriesWithTheAddendInTheLiteral) {
  const Object o = object(std::string(kRelocations));
  // R_AMDGPU_REL32_LO 10, REL32_HI 11, ABS32_LO 1 (the scratch descriptor),
  // REL32 4 (a plain symbol nothing defines), GOTPCREL32_LO 8, ABS32 6.
  const std::vector<Relocation> want = {{".text", 0x04, 10, "ext"},
                                        {".text", 0x0c, 11, "ext"},
                                        {".text", 0x14, 1, "SCRATCH_RSRC_DWORD0"},
                                        {".text", 0x1c, 4, "other"},
                                        {".text", 0x24, 10, "section"},
                                        {".text", 0x2c, 8, "shared"},
                                        {".text", 0x34, 6, "ext"}};
  EXPECT_EQ(o.relocations, want);
  // REL: the literal holds the addend; against the section's symbol it also
  // holds the label's offset in its section (loc is .rodata+4: 4 + 4).
  EXPECT_EQ(literalAt(o, ".text", 0x04), 4u);
  EXPECT_EQ(literalAt(o, ".text", 0x0c), 12u);
  EXPECT_EQ(literalAt(o, ".text", 0x14), 0u);
  EXPECT_EQ(literalAt(o, ".text", 0x1c), 8u);
  EXPECT_EQ(literalAt(o, ".text", 0x24), 8u);
  EXPECT_EQ(literalAt(o, ".text", 0x2c), 4u);
  EXPECT_EQ(o.section(".rel.text").info, 2u);  // null, .strtab, .text
  EXPECT_EQ(o.section(".rel.text").entrySize, 16u);
  const ElfSymbol* k = o.symbol("k");
  ASSERT_NE(k, nullptr);
  EXPECT_EQ(k->info, kStbGlobal << 4 | kSttFunc);
  EXPECT_EQ(k->size, 0x3cu);  // 7 instructions of 8 bytes and s_endpgm
  const ElfSymbol* ext = o.symbol("ext");
  ASSERT_NE(ext, nullptr);
  EXPECT_EQ(ext->sectionIndex, 0);  // undefined, made global
  EXPECT_EQ(ext->info >> 4, kStbGlobal);
  const ElfSymbol* loc = o.symbol("loc");
  ASSERT_NE(loc, nullptr);
  EXPECT_EQ(loc->info >> 4, kStbLocal);
  EXPECT_EQ(loc->value, 4u);
  EXPECT_EQ(o.symbol(".Lend"), nullptr);  // llvm's temporaries stay out
  EXPECT_EQ(o.section(".text").alignment, 256u);
  EXPECT_EQ(o.section(".rodata").alignment, 8u);
  EXPECT_EQ(o.section(".rodata").flags, kShfAlloc);
  // .comment: a NUL, then each string with its NUL; .note: namesz 4, descsz
  // 30, type 11, "AMD\0", the ISA name padded to 4.
  const std::vector<uint8_t>& comment = o.section(".comment").contents;
  EXPECT_EQ(std::string(comment.begin(), comment.end()), std::string("\0gpuasm test\0", 13));
  EXPECT_EQ(o.section(".comment").flags, kShfMerge | kShfStrings);
  const std::vector<uint8_t>& note = o.section(".note").contents;
  ASSERT_EQ(note.size(), 12u + 4u + 32u);
  EXPECT_EQ(readLe32(note, 4), 30u);
  EXPECT_EQ(readLe32(note, 8), 11u);
  EXPECT_EQ(o.elf.flags, 0x20u);
  EXPECT_EQ(o.elf.ident[7], 0);
}

TEST(GcnElfObject, RawOutputOfAnObjectSourceIsRefusedNamingFormatElf) {
  const fs::path dir = cli_test::scratch();
  const fs::path source = dir / "reloc.s", out = dir / "reloc.bin", obj = dir / "reloc.o";
  cli_test::write(source, std::string(kRelocations));
  cli_test::Result r = cli_test::gpuasm("asm -t gcn " + source.string() + " -o " + out.string());
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_NE(r.err.find(".text+0x4 (line 7): R_AMDGPU_REL32_LO against 'ext' (7 relocations in "
                       "all): a raw binary has no place for relocations; write a relocatable ELF "
                       "object with --format elf"),
            std::string::npos)
      << r.err;
  r = cli_test::gpuasm("asm -t gcn " + source.string() + " --format elf -o " + obj.string());
  EXPECT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(cli_test::slurp(obj).substr(0, 4),
            "\x7f"
            "ELF");
  // Several sections but no relocation: refused as well.
  cli_test::write(source, ".text\ns_endpgm\n.section .AMDGPU.config\n.long 47176\n.globl x\n");
  r = cli_test::gpuasm("asm -t gcn " + source.string() + " -o " + out.string());
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_NE(r.err.find("several sections with bytes"), std::string::npos) << r.err;
  // Plain code without object directives: raw bytes as ever.
  cli_test::write(source, "s_endpgm\n");
  r = cli_test::gpuasm("asm -t gcn " + source.string() + " -o " + out.string());
  EXPECT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(cli_test::slurp(out), std::string("\x00\x00\x81\xbf", 4));
}

TEST(GcnElfObject, AmdKernelCodeBlockWritesTheHeaderFields) {
  const Object o = object(R"(
  .text
  .amdgpu_hsa_kernel k
k:
  .amd_kernel_code_t
    granulated_workitem_vgpr_count = 11
    granulated_wavefront_sgpr_count = 6
    user_sgpr_count = 12
    enable_vgpr_workitem_id = 2
    workgroup_group_segment_byte_size = 256
    kernarg_segment_byte_size = 36
    wavefront_sgpr_count = 55
    call_convention = -1
  .end_amd_kernel_code_t
  s_endpgm
)");
  const std::vector<uint8_t>& text = o.section(".text").contents;
  ASSERT_EQ(text.size(), 260u);
  // RSRC1: VGPRS 11 | SGPRS 6 << 6 | DX10_CLAMP 1 << 21 | IEEE_MODE 1 << 23 (defaults).
  EXPECT_EQ(readLe32(text, 48), 11u | 6u << 6 | 1u << 21 | 1u << 23);
  // RSRC2: USER_SGPR 12 << 1 | TIDIG_COMP_CNT 2 << 11.
  EXPECT_EQ(readLe32(text, 52), 12u << 1 | 2u << 11);
  EXPECT_EQ(readLe32(text, 0), 1u);  // version 1.2
  EXPECT_EQ(readLe32(text, 4), 2u);
  EXPECT_EQ(readLe32(text, 16), 256u);  // the code 256 bytes on
  // code properties: private element size 1 << 17, 64-bit pointers 1 << 19.
  EXPECT_EQ(readLe32(text, 56), 1u << 17 | 1u << 19);
  EXPECT_EQ(readLe32(text, 64), 256u);
  EXPECT_EQ(readLe32(text, 72), 36u);
  EXPECT_EQ(text[84], 55);
  EXPECT_EQ(text[103], 6);  // wavefront 2^6
  EXPECT_EQ(readLe32(text, 104), 0xffffffffu);
  EXPECT_EQ(readLe32(text, 256), 0xbf810000u);
  const ElfSymbol* k = o.symbol("k");
  ASSERT_NE(k, nullptr);
  EXPECT_EQ(k->info & 15, kSttAmdgpuHsaKernel);
}

TEST(GcnElfObject, MistakesAreDiagnosticsNamingThePlace) {
  struct Case {
    std::string source, message;
  };
  const Case cases[] = {
      {".globl k\nk:\ns_mov_b32 s0, x@lo\n", "3:15: error: '@lo' is no AMDGPU relocation variant"},
      {".text\n.p2align 17\n", "2:1: error: '.p2align' needs 0 to 16, not 17 [value-out-of-range]"},
      {".amd_kernel_code_t\n  wavefront_size = 300\n.end_amd_kernel_code_t\n",
       "2:3: error: 300 does not fit amd_kernel_code_t's 'wavefront_size' (8 bits) "
       "[value-out-of-range]"},
      {".amd_kernel_code_t\n  no_such_field = 1\n.end_amd_kernel_code_t\n",
       "2:3: error: 'no_such_field' is no field of amd_kernel_code_t"},
      {".amd_kernel_code_t\n", "1:1: error: '.amd_kernel_code_t' without '.end_amd_kernel_code_t'"},
      {".section .x,\"q\"\n", "1:13: error: section flag 'q' is not one gpuasm writes"},
      {".type k,@tls_object\n", "1:10: error: 'tls_object' is no symbol type gpuasm writes"},
      {".amdgpu_lds l, 70000, 16\n", "'.amdgpu_lds' takes a size of 0 to 65536 bytes"},
      {".zero -1\n", "1:1: error: '.zero' takes 0 to 16777216 bytes"},
  };
  for (const Case& c : cases) {
    AssembleOutcome o = assemble(c.source);
    EXPECT_FALSE(o.image) << c.source;
    EXPECT_NE(o.diagnosticsText.find(c.message), std::string::npos) << c.source << "\n"
                                                                    << o.diagnosticsText;
  }
}

TEST(GcnElfObject, DataDirectivesAndPaddingOfDataSections) {
  const Object o = object(
      ".section .rodata,\"a\",@progbits\n.byte 1\n.p2align 2\n.asciz \"hi\"\n.ascii \"x\"\n"
      ".zero 3, 0x7f\n.balign 4\n.text\ns_nop 0\n.p2align 3\ns_endpgm\n");
  const std::vector<uint8_t>& data = o.section(".rodata").contents;
  // 1, three zeros of padding (not s_nop: a data section), "hi\0", "x", 7f x3, pad to 12.
  EXPECT_EQ(data, (std::vector<uint8_t>{1, 0, 0, 0, 'h', 'i', 0, 'x', 0x7f, 0x7f, 0x7f, 0}));
  const std::vector<uint8_t>& text = o.section(".text").contents;
  // s_nop 0, then s_nop 0 as padding to 8 in code, then s_endpgm.
  EXPECT_EQ(text, (std::vector<uint8_t>{0, 0, 0x80, 0xbf, 0, 0, 0x80, 0xbf, 0, 0, 0x81, 0xbf}));
  EXPECT_EQ(o.section(".text").alignment, 8u);
}

}  // namespace
}  // namespace gpuasm::gcn::binary
