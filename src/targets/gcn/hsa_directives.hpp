#pragma once

// The directives of an HSA code object's source (clang -S for
// amdgcn-amd-amdhsa; docs/gcn.md, "HSA code objects"), read as llvm-mc-14
// reads them (AMDGPUAsmParser::ParseDirectiveAMDHSAKernel, ParseDirectiveHSAMetadata,
// ParseDirectiveAMDGCNTarget):
//
//   .amdgcn_target "amdgcn-amd-amdhsa--gfx900:xnack+"   the processor and its features
//   .amdhsa_code_object_version 3|4|5                     (LLVM 16's; llvm-mc-14 takes
//                                                          --amdhsa-code-object-version)
//   .amdhsa_kernel NAME / .amdhsa_FIELD VALUE ... / .end_amdhsa_kernel
//                                                         the 64-byte descriptor NAME.kd here
//   .amdgpu_metadata / YAML / .end_amdgpu_metadata        the NT_AMDGPU_METADATA note
//
// and code object v2's (llvm-mc-14 --amdhsa-code-object-version=2; each kernel's header is
// an `.amd_kernel_code_t` block in .text, ObjectDirectives'), each an AMD note in `.note`:
//
//   .hsa_code_object_version MAJOR,MINOR                  NT_AMD_HSA_CODE_OBJECT_VERSION
//   .hsa_code_object_isa MAJOR,MINOR,STEPPING,"VENDOR","ARCH"   NT_AMD_HSA_ISA_VERSION (and
//                                                         the processor, without -m mcpu=)
//   .amd_amdgpu_hsa_metadata / YAML / .end_amd_amdgpu_hsa_metadata   NT_AMD_HSA_METADATA
//
// ObjectDirectives owns one and puts what it reads into the ELF object.
#include <array>
#include <cstdint>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <vector>

#include "gpuasm/assembler.hpp"
#include "targets/gcn/binary/hsa_target.hpp"
#include "targets/gcn/binary/kernel_descriptor.hpp"

namespace gpuasm::gcn {

// An ELF note of owner "AMD" (code object v2's, `.amd_amdgpu_isa`'s): header, name, the
// description padded to 4 bytes.
std::vector<uint8_t> amdNote(uint32_t type, std::span<const uint8_t> description);

struct FinishedDescriptor {
  std::string kernel;
  binary::KernelDescriptor descriptor;  // entry offset 0: a relocation fills it
  SourceLocation location;
};

// An `.amdhsa_kernel` block while it is read.
struct HsaKernelBlock {
  std::string name;
  SourceLocation location;
  binary::KernelDescriptor descriptor;
  std::set<std::string, std::less<>> seen;
  uint64_t nextFreeVgpr = 0, nextFreeSgpr = 0, accumOffset = 0;
  SourceLocation vgprLocation, sgprLocation;
  std::optional<uint64_t> userSgprCount;
  unsigned impliedUserSgprs = 0;
  bool reserveVcc = true, reserveFlatScratch = true;
  bool failed = false;
};

class HsaDirectives {
 public:
  // `mcpu`: the -m mcpu= processor (any LLVM name), empty when not given.
  explicit HsaDirectives(std::string_view mcpu);

  // `.amdgcn_target "TEXT"` (ObjectDirectives read the string): an amdhsa
  // target id sets the processor and its features; others are not ours.
  void amdgcnTarget(std::string_view text, SourceLocation where, DiagnosticEngine& diagnostics);
  // `.amd_amdgpu_isa "TEXT"`, code object v2's target id (`amdgcn-amd-amdhsa--gfx901`): the
  // processor's XNACK as its name says, also under -m mcpu=.
  void amdAmdgpuIsa(std::string_view text, SourceLocation where, DiagnosticEngine& diagnostics);
  // Whether `directive` is one of ours (then it was read, errors reported).
  bool parse(const Token& directive, TokenCursor& cursor, DirectiveContext& context);
  // A line inside an `.amdhsa_kernel` or `.amdgpu_metadata` block.
  bool parseBlockLine(TokenCursor& cursor, DirectiveContext& context);
  // Inside `.amdgpu_metadata`: the lines come unlexed (TargetAssembler::rawLines).
  bool rawLines() const { return inMetadata_; }
  // The descriptor an `.end_amdhsa_kernel` completed, once.
  std::optional<FinishedDescriptor> takeDescriptor();
  // Reports a block left open at the end of the source.
  void finish(DiagnosticEngine& diagnostics) const;

  // The source describes an HSA code object (OS ABI 64, SHT_RELA relocations).
  bool hsa() const { return hsa_; }
  const binary::HsaTargetId& target() const { return target_; }
  // The processor `.amdgcn_target` named when -m mcpu did not: the generation to assemble.
  const std::string& namedProcessor() const { return namedProcessor_; }
  unsigned codeObjectVersion() const { return version_; }

 private:
  bool kernelLine(TokenCursor& cursor, DirectiveContext& context);
  void endKernel(const Token& end, DirectiveContext& context);
  void endMetadata(const Token& end, DirectiveContext& context);

  // Whether a directive of one code object version may follow those before it: v2's and
  // v3's do not mix (what llvm-mc-14's --amdhsa-code-object-version decides).
  bool versionAllows(bool v2Directive, const Token& directive, DiagnosticEngine& diagnostics);
  void hsaCodeObjectIsa(const Token& directive, TokenCursor& cursor, DirectiveContext& context);
  void emitNote(uint32_t type, std::span<const uint8_t> description, SourceLocation where,
                DirectiveContext& context);

  bool hsa_ = false;
  bool mcpuGiven_ = false;
  bool kernelEnded_ = false;   // an `.end_amdhsa_kernel` came
  bool targetIdRead_ = false;  // `.amdgcn_target` named the target
  // Code object v3: the features the target id did not name are off.
  void offWhereNotNamed();
  // The first directive that fixed the code object version: v2's or v3's (invalid: none yet).
  SourceLocation versionFixedAt_;
  bool versionFixedToV2_ = false;
  binary::HsaTargetId target_;
  std::string namedProcessor_;
  unsigned version_ = 4;  // llvm-mc-14's default
  // Where `.amdhsa_code_object_version` or a target id in v3's spelling chose version_.
  SourceLocation versionChosenAt_;

  // The open `.amdhsa_kernel` block.
  std::optional<HsaKernelBlock> kernel_;
  std::optional<FinishedDescriptor> finished_;

  // The open `.amdgpu_metadata` (or v2's `.amd_amdgpu_hsa_metadata`) block: its lines as
  // written.
  bool inMetadata_ = false, v2Metadata_ = false;
  SourceLocation metadataLocation_;
  std::vector<std::string> metadataLines_;
  std::vector<SourceLocation> metadataPlaces_;
};

}  // namespace gpuasm::gcn
