// Registers the gcn target: AMD GCN, Southern Islands (GFX6) to GFX9 (-m mcpu=), in the LLVM
// AMDGPU dialect or the AMD compiler's ISA dump dialect (dialect.hpp), AMD
// OpenCL binaries and HSA code objects (binary/), and the simulator behind
// `run` (machine/, run.cpp).
#include "gpuasm/target.hpp"

#include <fmt/format.h>

#include "targets/gcn/assembler.hpp"
#include "targets/gcn/binary/amdcl_output.hpp"
#include "targets/gcn/binary/code_object_image.hpp"
#include "targets/gcn/binary/elf_object.hpp"
#include "targets/gcn/binary/hsa_target.hpp"
#include "targets/gcn/binary/image_binary.hpp"
#include "targets/gcn/code_use.hpp"
#include "targets/gcn/hazards.hpp"
#include "targets/gcn/listing.hpp"
#include "targets/gcn/run.hpp"

namespace gpuasm::gcn {
namespace {

constexpr std::string_view kDialectNames[] = {"amd", "llvm"};

// A row whose help begins "With --format amdcl:" is that format's only: the
// program refuses it with another format.
constexpr OptionSpec kAssemblerOptions[] = {
    {"--dialect", OptionArity::Single,
     "Source dialect: llvm (llvm-mc's AMDGPU syntax) or amd (the AMD compiler's ISA dump); -m "
     "dialect= (default by extension: .isa amd, else llvm)",
     kDialectNames},
    {"--mcpu", OptionArity::Single,
     "The processor, as LLVM names it: gfx600-gfx602 (tahiti, the default), gfx700-gfx705 "
     "(bonaire, hawaii, kaveri), gfx801-gfx810 (fiji, polaris10, tonga), gfx900-gfx90c "
     "(vega10 is gfx900); -m mcpu=",
     kProcessorNames, "NAME"},
    {"--fix-hazards", OptionArity::Flag,
     "Insert the s_nops that the wait-state rules of the --mcpu generation require instead of "
     "warning (-m fix-hazards)"},
    {"--patch", OptionArity::Single,
     "With --format amdcl: write this AMD OpenCL binary with one kernel's code replaced by the "
     "assembled code (or raw code: --input-format bin), counts and LDS recomputed (-m patch=)"},
    {"--patch-kernel", OptionArity::Single,
     "With --format amdcl: the kernel --patch replaces (needed when the binary has several; -m "
     "patch-kernel=)"},
    {"--patch-lds", OptionArity::Single,
     "With --format amdcl: static LDS bytes of the patched kernel: RSRC2.LDS_SIZE, LDS_SIZE_USED, "
     "hwlocal, header "
     "dword 3 (default: the source's .local_bytes, else the binary's; -m patch-lds=)"},
    {"--patch-nops", OptionArity::Flag,
     "With --format amdcl: write the code over the kernel's first run of s_nop, as gcnasm's "
     "dummy_elf_patcher, "
     "instead of replacing all of it (-m patch-nops)"},
};

constexpr OptionSpec kDisassemblerOptions[] = {
    {"--dialect", OptionArity::Single,
     "Output dialect: llvm (llvm-mc's AMDGPU syntax, the default) or amd (the AMD compiler's ISA "
     "dump); -m dialect=",
     kDialectNames},
    {"--mcpu", OptionArity::Single,
     "The processor whose code it is, as LLVM names it (tahiti, the default; bonaire, fiji, "
     "gfx900, ...); -m mcpu=",
     kProcessorNames, "NAME"},
};

constexpr OutputFormatSpec kOutputFormats[] = {
    {"amdcl",
     "the AMD OpenCL 1.2 binary of the source's .kernel descriptions; with --patch BASE, BASE with "
     "one kernel's code replaced",
     [](const Image& image, const std::map<std::string, std::string>& options,
        std::vector<std::string>& warnings, std::string& error) {
       return binary::writeAmdclFormat(image, options, codeTools(), warnings, error);
     }},
    {"elf",
     "a relocatable ELF object as llvm-mc -triple=amdgcn-- -filetype=obj writes it (sections, "
     "symbols, relocations)",
     [](const Image& image, const std::map<std::string, std::string>& options,
        std::vector<std::string>& /*warnings*/,
        std::string& error) -> std::optional<std::vector<uint8_t>> {
       if (const auto* object = dynamic_cast<const binary::ElfObject*>(image.targetData.get()))
         return binary::writeElfObject(image, *object);
       if (image.targetData) {
         error =
             "a source with .kernel descriptions is an AMD OpenCL binary (--format amdcl), not "
             "an ELF object";
         return std::nullopt;
       }
       binary::ElfObject object = binary::plainElfObject(image);
       // Code alone: e_flags as llvm-mc-14 -triple=amdgcn-- -mcpu= sets them (as
       // ObjectDirectives::finish does for a source with sections or symbols).
       if (auto mcpu = options.find("mcpu"); mcpu != options.end())
         object.flags = binary::hsaElfFlags(
                            binary::defaultTargetId(binary::canonicalProcessor(mcpu->second)), 3)
                            .value_or(object.flags);
       return binary::writeElfObject(image, object);
     }},
    {"hsaco",
     "an HSA code object's relocatable ELF object as llvm-mc -triple=amdgcn-amd-amdhsa "
     "-filetype=obj writes it (kernel descriptors, the metadata note, RELA relocations); "
     "ld.lld links it into the code object ROCm loads",
     [](const Image& image, const std::map<std::string, std::string>& /*options*/,
        std::vector<std::string>& /*warnings*/,
        std::string& error) -> std::optional<std::vector<uint8_t>> {
       const auto* object = dynamic_cast<const binary::ElfObject*>(image.targetData.get());
       if (!object || object->osAbi != 64) {
         error =
             "the source describes no HSA code object: write .amdgcn_target "
             "\"amdgcn-amd-amdhsa--PROCESSOR\", .amdhsa_kernel blocks and .amdgpu_metadata (as "
             "clang -S does for -target amdgcn-amd-amdhsa), or use --format elf";
         return std::nullopt;
       }
       return binary::writeElfObject(image, *object);
     }},
};

// The assembler's -m keys; the options above stand for them.
constexpr OptionSpec kMachineOptions[] = {
    {"dialect", OptionArity::Single, {}, kDialectNames},
    {"mcpu", OptionArity::Single, {}, kProcessorNames, "NAME"},
    {"fix-hazards", OptionArity::Flag},
    {"patch", OptionArity::Single, {}, {}, "FILE"},
    {"patch-kernel", OptionArity::Single, {}, {}, "NAME"},
    {"patch-lds", OptionArity::Single, {}, {}, "BYTES"},
    {"patch-nops", OptionArity::Flag},
};

std::unique_ptr<TargetAssembler> makeTargetAssembler(
    const std::map<std::string, std::string>& options, std::string_view sourceName,
    std::string& error) {
  // An explicit -m dialect= (or --dialect) wins over the file's extension.
  // patch* are --format amdcl's (binary/amdcl_output.hpp), nothing for the assembler.
  AssemblerSettings settings;
  settings.dialect = dialectForFileName(sourceName);
  if (auto dialect = options.find("dialect"); dialect != options.end())
    settings.dialect = *dialectNamed(dialect->second);
  if (auto mcpu = options.find("mcpu"); mcpu != options.end()) {
    settings.generation = *processorGeneration(mcpu->second);  // a choice: checked before
    settings.xnack = hazardTarget(mcpu->second)->xnack;
    settings.processor = findProcessor(mcpu->second);
    if (!generationAssembled(settings.generation)) {
      error = fmt::format("-m mcpu={}: {} is not assembled yet (gfx6 to gfx9 are)", mcpu->second,
                          generationName(settings.generation));
      return nullptr;
    }
  }
  if (auto fix = options.find("fix-hazards"); fix != options.end())
    settings.fixHazards = fix->second != "0" && fix->second != "false";
  return makeAssembler(settings);
}

// An HSA code object or an AMD OpenCL binary, told apart by their content
// (the ELF header's e_machine and OS ABI), whatever the file is called.
std::optional<Image> loadBinary(std::span<const uint8_t> bytes, std::string& error) {
  if (std::optional<Image> image = binary::loadCodeObjectImage(bytes, error)) return image;
  if (!error.empty()) return std::nullopt;
  return binary::loadAmdBinaryImage(bytes, error);
}

}  // namespace

Target target() {
  return {.id = "gcn",
          .description = "AMD GCN, Southern Islands (GFX6): LLVM AMDGPU and AMD ISA dump dialects",
          .makeAssembler = &makeTargetAssembler,
          .disassemble = &disassemble,
          .openRun = &openRun,
          .wordBytes = 4,
          .machineOptions = kMachineOptions,
          .assemblerOptions = kAssemblerOptions,
          .disassemblerOptions = kDisassemblerOptions,
          .runOptions = runOptions(),
          .runAssemblerOptions = nullptr,  // run --mcpu: the code keeps its processor
          .outputFormats = kOutputFormats,
          .loadBinary = &loadBinary};
}

}  // namespace gpuasm::gcn
