#pragma once

// A kernel described in source (the gcn kernel directives, docs/gcn.md
// "Writing an AMD OpenCL binary") and the AMD OpenCL 1.2 binary derived from
// it: metadata text, header, ATI CAL notes and PROGINFO as the driver writes
// them (fact sheet ../shared/reference/gcn/amdcl-format.md and the corpus),
// register counts from the code, and every field a driver binary may carry
// that is not derived open to an explicit override.
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "targets/gcn/binary/amdcl.hpp"
#include "targets/gcn/binary/code_tools.hpp"

namespace gpuasm::gcn::binary {

// Driver versions as X*100+Y of "AMD-APP (X.Y)" (fact sheet section 6).
inline constexpr uint32_t kDriver1124 = 112402, kDriver1348 = 134805, kDriver1642 = 164205,
                          kDefaultDriver = 170203;

struct UserElement {
  uint32_t dataClass = 0, apiSlot = 0, startSgpr = 0, sgprCount = 0;
};

struct KernelDescription {
  std::string name;
  std::vector<uint8_t> code;
  // kind, name, type, vectorSize (struct: bytes), addressSpace (uav, c, hc,
  // hl; `constant`: c or hc as the driver version says), elementSize,
  // access, qualifiers and cType as in the metadata; a
  // resourceId of 0 for a global or constant pointer is given out by the
  // derivation; cb1Offset is always computed.
  std::vector<KernelArgument> arguments;
  std::vector<bool> resourceGiven;  // per argument: resourceId came from the source
  std::optional<std::array<uint32_t, 3>> requiredWorkGroupSize;
  uint32_t localBytes = 0;  // static LDS: hwlocal
  std::optional<uint32_t> uniqueId, functionId, uavPrivate, hwRegion, uavId, cbId, printfId,
      privateId;
  std::optional<uint32_t> vgprs, sgprs, floatMode, ieeeMode, scratchDwords, pgmRsrc2;
  std::optional<std::vector<UserElement>> userElements;
  std::vector<ProgInfoEntry> progInfo;  // raw: replaces the key's value, or is appended
  std::vector<CalNote> notes;           // raw: replaces the note of its type, or is appended
  std::optional<std::string> metadata;  // the whole text
  std::optional<std::array<uint32_t, 8>> header;
};

struct ProgramDescription {
  uint16_t machine = 0x3fd;  // Tahiti
  bool is64 = false;
  uint32_t driverVersion = kDefaultDriver;
  std::string compileOptions;
  std::optional<std::string> driverString;  // default: the driver's for driverVersion
  std::vector<KernelDescription> kernels;
};

// The counts the driver stores from a CodeUse: VGPRs at least 3 (v0-v2 get
// the work-item ids), SGPRs cover the user SGPRs and work-group ids
// (`loadedSgprs`) and VCC, rounded up to 4; 3 and 3 for code that uses no
// register (the corpus' empty kernels). The driver's compiler sometimes
// reserves more than its code uses (samplekernels' multiply: 20 SGPRs where
// this gives 16): the disassembly then prints `.sgprs`.
uint32_t storedVgprs(const CodeUse& use);
uint32_t storedSgprs(const CodeUse& use, uint32_t loadedSgprs);

// The metadata's element type and byte size of an OpenCL C scalar type
// (uint: u32, 4; float: float, 4; void: u8, 1 ...), nullopt for others.
struct ScalarType {
  std::string_view metadataName;
  uint32_t bytes;
};
std::optional<ScalarType> openClScalar(std::string_view cType);

// Bytes an argument takes in CB1 (16-byte slots; fact sheet section 3 and
// alltypes.clo).
uint32_t cb1Bytes(const KernelArgument& argument);

// The kernel as the driver writes it. `index` and `count`: its place among
// the program's kernels (unique and function ids).
AmdKernel deriveKernel(const ProgramDescription& program, const KernelDescription& kernel,
                       size_t index, const CodeTools& tools);

// The whole binary: laid out (amdcl_layout.hpp) and read back, so that every
// recorded offset and the parsed metadata are those of the file.
std::optional<AmdBinary> buildAmdBinary(const ProgramDescription& program, const CodeTools& tools,
                                        std::string& error);

// The driver string of a version: "@(#) OpenCL 1.2 AMD-APP (1702.3).  Driver version: 1702.3 (VM)".
std::string driverStringOf(uint32_t driverVersion);
// The version in a driver string ("AMD-APP (X.Y)"), nullopt when there is none.
std::optional<uint32_t> driverVersionOf(std::string_view driverString);

}  // namespace gpuasm::gcn::binary
