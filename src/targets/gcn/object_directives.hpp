#pragma once

// The directives of a whole compiler file (clang-14 and llc-14 for
// amdgcn--, amdgcn-mesa-mesa3d), read into what a relocatable ELF object
// holds (binary/elf_object.hpp; docs/gcn.md, "ELF objects"):
//
//   .globl k  .weak w  .type k,@function  .size k, .Lfunc_end0-k
//   .hidden h  .protected k  .amdgpu_hsa_kernel k  .amdgpu_lds sym, 256, 16
//   .section .rodata,#alloc   .section .x,"aw",@progbits  (the core's .section)
//   .ident "..."  (.comment)   .amd_amdgpu_isa "amdgcn-...--gfx600"  (.note)
//   .addrsig  .addrsig_sym s  .amdgcn_target "..."
//   .amd_kernel_code_t / field = value / .end_amd_kernel_code_t  (256 bytes)
//
// and relocation operands (`sym@rel32@lo+4`, instruction.hpp); and an HSA
// code object's `.amdhsa_kernel` and `.amdgpu_metadata` blocks
// (hsa_directives.hpp), which make the object one for amdgcn-amd-amdhsa:
// OS ABI 64, the code object version in EI_ABIVERSION, SHT_RELA relocations.
#include <array>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "gpuasm/assembler.hpp"
#include "targets/gcn/amd_kernel_code.hpp"
#include "targets/gcn/binary/elf_object.hpp"
#include "targets/gcn/hsa_directives.hpp"
#include "targets/gcn/instruction.hpp"

namespace gpuasm::gcn {

class ObjectDirectives {
 public:
  // `mcpu`: the -m mcpu= processor, empty when not given.
  ObjectDirectives(std::shared_ptr<RelocationSink> sink, std::string_view mcpu)
      : sink_(std::move(sink)), hsa_(mcpu) {}
  // Whether `directive` is one of ours (then it was read, errors reported).
  bool parse(const Token& directive, TokenCursor& cursor, DirectiveContext& context);
  bool parseSectionAttributes(std::string_view section, TokenCursor& cursor,
                              DirectiveContext& context);
  bool parseBlockLine(TokenCursor& cursor, DirectiveContext& context);
  bool rawLines() const { return hsa_.rawLines(); }
  // Sets image.targetData to the binary::ElfObject the source describes
  // (nothing for a source with no object directive and no relocation);
  // patches the literals of relocations against a section's symbol.
  void finish(Image& image, DiagnosticEngine& diagnostics);
  // The processor `.amdgcn_target` named, when -m mcpu= did not name one.
  const std::string& namedProcessor() const { return hsa_.namedProcessor(); }
  // Whether that target has XNACK on or "any" (the hazards of an XNACK-replay processor).
  bool targetXnack() const { return hsa_.target().xnackOnOrAny(); }

 private:
  struct SymbolAttributes {
    std::optional<uint8_t> binding, type;
    uint8_t visibility = 0;
    ExprPtr size;
    SourceLocation location;
  };
  SymbolAttributes& symbol(std::string_view name, SourceLocation where);
  void defineDescriptor(const FinishedDescriptor& descriptor, DirectiveContext& context);
  bool parseSymbolList(const Token& directive, TokenCursor& cursor, DiagnosticEngine& diagnostics,
                       const std::function<void(SymbolAttributes&)>& apply);

  std::shared_ptr<RelocationSink> sink_;
  std::map<std::string, SymbolAttributes, std::less<>> symbols_;
  std::vector<std::string> symbolOrder_;
  std::map<std::string, binary::ObjectSection, std::less<>> sectionAttributes_;
  bool seenIdent_ = false;
  bool addressSignificance_ = false;
  std::vector<std::pair<std::string, SourceLocation>> significantSymbols_;
  std::string isaName_;
  std::optional<std::array<uint8_t, kAmdKernelCodeBytes>> kernelCode_;
  SourceLocation kernelCodeLocation_;
  std::map<std::string, SourceLocation, std::less<>> ldsSymbols_;
  HsaDirectives hsa_;
  // Each kernel descriptor's entry offset: (kernel) - (descriptor), an R_AMDGPU_REL64.
  struct DescriptorEntry {
    std::string descriptor, kernel;
    SourceLocation location;
  };
  std::vector<DescriptorEntry> descriptorEntries_;
};

}  // namespace gpuasm::gcn
