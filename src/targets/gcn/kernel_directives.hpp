#pragma once

// The kernel-description directives of gcn source (both dialects): what
// `gpuasm asm -t gcn --format amdcl` needs to write an AMD OpenCL 1.2
// binary. docs/gcn.md, "Writing an AMD OpenCL binary", is the reference.
//
//   .device pitcairn            .bits 64             .driver_version 170203
//   .compile_options "-O2"      .driver_string "..."
//   .kernel add                 (what follows, up to the next .kernel, is add's code)
//   .arg n, uint
//   .arg adat, global const uint*
//   .arg tmp, local float*
//   .arg s, struct params, 48
//   .reqd_work_group_size 64, 1, 1
//   .local_bytes 1024
//   overrides: .uniqueid .function_id .uavprivate .hwregion .uavid .cbid
//   .printfid .privateid .vgprs .sgprs .float_mode .ieee_mode .scratch_dwords
//   .pgm_rsrc2 .user_element .proginfo .cal_note .metadata .kernel_header
#include <memory>
#include <string>
#include <string_view>

#include "gpuasm/assembler.hpp"
#include "targets/gcn/binary/kernel_description.hpp"

namespace gpuasm::gcn {

class KernelDirectives {
 public:
  // `processor`: the assembler's --mcpu (empty without one), which the
  // binary keeps for the simulator to decode the code by (image_binary.hpp).
  explicit KernelDirectives(std::string_view processor = {}) : processor_(processor) {}
  // Whether `directive` is one of ours (then it was read, errors reported).
  bool parse(const Token& directive, TokenCursor& cursor, DirectiveContext& context);
  // Sets image.targetData to the binary the kernels describe (nothing when
  // the source has no .kernel); a DS instruction reached before M0 is
  // written is a warning [ds-without-m0].
  void finish(Image& image, DiagnosticEngine& diagnostics);
  // Whether a `.kernel` was given: only then does finish() read the image's
  // line records (the line of the ds-without-m0 warning).
  bool any() const { return !kernels_.empty(); }

 private:
  struct Kernel {
    binary::KernelDescription description;
    SourceLocation location;
  };
  binary::KernelDescription* current(const Token& directive, DiagnosticEngine& diagnostics);
  bool parseArgument(TokenCursor& cursor, DirectiveContext& context,
                     binary::KernelDescription& kernel);

  binary::ProgramDescription program_;
  std::vector<Kernel> kernels_;
  SourceLocation deviceLocation_;
  std::string processor_;
};

}  // namespace gpuasm::gcn
