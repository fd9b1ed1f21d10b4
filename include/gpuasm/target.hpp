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
#include "gpuasm/kernels.hpp"

namespace gpuasm {

struct AssembleSettings {
  std::vector<std::filesystem::path> includePaths;
  std::map<std::string, int64_t> defines;
  std::vector<std::string> warningOptions;           // "error", "no-memory-spacing", ...
  std::map<std::string, std::string> targetOptions;  // -m key=value
};

struct DisassemblyOptions {
  bool addresses = false;  // prefix each line with its address
  bool rawWords = false;   // show the encoded word
  bool labels = false;     // name relative branch targets L<address> and branch to the names
};

// A request of `gpuasm run`, target-independent as far as it goes.
struct RunRequest {
  Image image;
  std::optional<uint64_t> threads;
  std::vector<std::pair<int64_t, int64_t>> constants;  // --const index=value
  std::optional<std::filesystem::path> png;
  std::optional<std::pair<uint32_t, uint32_t>> frameSize;  // --size WxH
  uint32_t frameBase = 0;
  std::optional<uint32_t> cores, barrelHeight;
  std::optional<double> clockMHz;
  std::string mode = "functional";
  uint64_t traceCycles = 0;
  bool json = false;
  // vc4: programs to start, the uniforms each reads, memory buffers, and what to show after.
  std::optional<uint32_t> qpus;
  std::vector<std::string> uniforms;  // integer, float (1.5f), buffer[+offset], qpu, qpus
  std::vector<std::string> buffers;   // NAME=BYTES or NAME=@FILE
  std::vector<std::string> dumps;     // NAME: print as 32-bit words; NAME=FILE: save
  uint64_t maxInstructions = 0;       // watchdog; 0: the target's default
};

// What a command produced: text for stdout and stderr, and the exit code.
struct CommandOutput {
  int exitCode = 0;
  std::string out;
  std::string err;
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
  CommandOutput (*run)(const RunRequest& request);
  // The target's own performance study (nullptr if none).
  CommandOutput (*study)(bool json);
  uint32_t wordBytes;
  // Pieces that hex and C text split each word into (Image::textWordBytes); 0: none.
  uint32_t textWordBytes = 0;
};

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

}  // namespace gpuasm
