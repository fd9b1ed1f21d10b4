// The target registry: what each instruction set offers to the tools.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "gpuasm/assembler.hpp"
#include "gpuasm/image.hpp"
#include "gpuasm/input_file.hpp"
#include "gpuasm/kernels.hpp"
#include "gpuasm/options.hpp"
#include "gpuasm/run.hpp"

namespace gpuasm {

struct AssembleSettings {
  std::vector<std::filesystem::path> includePaths;
  std::map<std::string, int64_t> defines;
  std::vector<std::string> warningOptions;           // "error", "no-memory-spacing", ...
  std::map<std::string, std::string> targetOptions;  // -m key=value
  bool lineRecords = true;                           // AssemblerOptions::lineRecords
};

struct DisassemblyOptions {
  bool addresses = false;  // prefix each line with its address
  bool rawWords = false;   // show the encoded word
  bool labels = false;     // name relative branch targets L<address> and branch to the names
  // -m key=value (and the target's disassemblerOptions): only keys the
  // target's disassemblerOptions name reach it (gcn: dialect=amd|llvm).
  std::map<std::string, std::string> targetOptions = {};
};

// A request of `gpuasm run`: the assembled kernel and the target's own run
// options (Target::runOptions) as given.
struct RunRequest {
  Image image;
  OptionValues options;
  bool json = false;  // print the run report as JSON
};

// What a command produced: text for stdout and stderr, and the exit code.
struct CommandOutput {
  int exitCode = 0;
  std::string out;
  std::string err;
};

// An output format of `gpuasm asm --format` that only this target writes
// (gcn: amdcl, the AMD OpenCL 1.2 binary).
struct OutputFormatSpec {
  std::string_view name;
  std::string_view help;
  // The file's bytes, or nothing with `error` saying why (exit 1); problems
  // that do not stop it go to `warnings`. `options` are the assembler's -m
  // options as given (the target's own keys: gcn's patch=, patch-kernel= ...).
  std::optional<std::vector<uint8_t>> (*write)(const Image& image,
                                               const std::map<std::string, std::string>& options,
                                               std::vector<std::string>& warnings,
                                               std::string& error);
};

struct Target {
  std::string_view id;
  std::string_view description;
  // Builds the assembler for the source file `sourceName` (a target may choose its dialect by
  // the name's extension; explicit -m options win); returns nullptr and sets `error` for bad
  // -m options.
  std::unique_ptr<TargetAssembler> (*makeAssembler)(
      const std::map<std::string, std::string>& options, std::string_view sourceName,
      std::string& error);
  // Disassembles a binary; problems (e.g. a truncated word) go to `error`.
  std::string (*disassemble)(std::span<const uint8_t> bytes, const DisassemblyOptions& options,
                             std::string& error);
  // Opens an assembled kernel on the target's device for `gpuasm run`
  // (runKernel drives it); nullptr if the target has none. May throw
  // OptionError for a bad run option, RunInputError for bad input.
  std::unique_ptr<RunSession> (*openRun)(const RunRequest& request);
  uint32_t wordBytes;
  // Pieces that hex and C text split each word into (Image::textWordBytes); 0: none.
  uint32_t textWordBytes = 0;

  // What the target adds to the command line; the program knows no target's
  // options, it asks these.
  // The assembler's -m KEY=VALUE options, one row a key ("dialect", choices
  // when it has a few values): assembleText refuses other keys and other
  // values, and --help lists them (describeMachineOptions).
  std::span<const OptionSpec> machineOptions = {};
  // Options of `gpuasm asm` and `gpuasm run` that stand for one of those -m
  // keys (a flag gives KEY=1): vc4's --dialect, demolicious's --fix-hazards.
  std::span<const OptionSpec> assemblerOptions = {};
  // Options of `gpuasm dis` that stand for a -m KEY=VALUE, handed to
  // `disassemble` in DisassemblyOptions::targetOptions; `dis -m` takes their
  // keys and no others (with `choices`, only those values).
  std::span<const OptionSpec> disassemblerOptions = {};
  // Options of `gpuasm run`, handed to `run` in RunRequest::options.
  std::span<const OptionSpec> runOptions = {};
  // Lets run options tell the assembler about the machine (demolicious: the
  // barrel height its hazard checks assume); nullptr if none do.
  void (*runAssemblerOptions)(const OptionValues& runOptions,
                              std::map<std::string, std::string>& machineOptions) = nullptr;
  // Commands of its own (vc4's fft, demolicious's study).
  std::span<const TargetCommand> commands = {};
  // Output formats of `gpuasm asm --format` beside bin, hex, c and listing.
  std::span<const OutputFormatSpec> outputFormats = {};
  // A binary that this target recognises as a container of kernels (gcn: an
  // AMD OpenCL binary), loaded straight into an Image (code of each kernel as
  // a section named by the kernel, Image::targetData what the container
  // says). nullopt with `error` empty: not such a container (the caller
  // disassembles it as raw code); with `error` set: a broken one. nullptr: none.
  std::optional<Image> (*loadBinary)(std::span<const uint8_t> bytes, std::string& error) = nullptr;
};

// The command-line tables of a target that keeps them together (vc4's and
// demolicious's options.cpp), set on its Target in one step.
struct CommandLineTables {
  std::span<const OptionSpec> machineOptions, assemblerOptions, runOptions;
  std::span<const TargetCommand> commands;
};
inline void setCommandLine(Target& target, const CommandLineTables& tables) {
  target.machineOptions = tables.machineOptions;
  target.assemblerOptions = tables.assemblerOptions;
  target.runOptions = tables.runOptions;
  target.commands = tables.commands;
}

std::span<const Target> targets();
const Target* findTarget(std::string_view id);

// Assembles source text with a target; diagnostics are rendered into `diagnosticsText`.
struct AssembleOutcome {
  std::optional<Image> image;
  std::string diagnosticsText;
  size_t errors = 0, warnings = 0;
  bool badOption = false;  // a -m or -W option was refused before any source was read
};
AssembleOutcome assembleText(const Target& target, std::string name, std::string text,
                             const AssembleSettings& settings);
// The same for a source as read (readInputFile): a large file's text may be
// its mapping (InputText::mapped), which is never copied.
AssembleOutcome assembleInput(const Target& target, std::string name, InputText source,
                              const AssembleSettings& settings);

// `gpuasm run`: the kernel launched on the target's device with its run
// options, reported, its buffers dumped; exit code 0, 1 (bad input, a kernel
// fault or hazard, a file not written) or 2 (a bad option).
CommandOutput runKernel(const Target& target, const RunRequest& request);

}  // namespace gpuasm
