#pragma once

// The AMD OpenCL 1.2 (CAL-era) GPU binary: an outer ELF per program whose
// .rodata holds each kernel's metadata text and 32-byte header and whose .text
// holds each kernel's inner ELF (ATI CAL notes, PROGINFO, the GCN code).
// Facts: ../shared/reference/gcn/amdcl-format.md; docs/gcn.md, "The AMD
// OpenCL binary".
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "targets/gcn/binary/elf.hpp"

namespace gpuasm::gcn::binary {

// One ATI CAL note: its type (CalNoteType) and payload.
struct CalNote {
  uint32_t type = 0;
  std::vector<uint8_t> payload;
};

enum class CalNoteType : uint32_t {
  ProgInfo = 1,
  Inputs = 2,
  Outputs = 3,
  CondOut = 4,
  Float32Consts = 5,
  Int32Consts = 6,
  Bool32Consts = 7,
  EarlyExit = 8,
  GlobalBuffers = 9,
  ConstantBuffers = 10,
  InputSamplers = 11,
  PersistentBuffers = 12,
  ScratchBuffers = 13,
  SubConstantBuffers = 14,
  UavMailboxSize = 15,
  Uav = 16,
  UavOpMask = 17,
};

// The name of a note type (PROGINFO, UAV, ...), empty for an unknown one.
std::string_view calNoteName(uint32_t type);

struct ProgInfoEntry {
  uint32_t key = 0, value = 0;
};

// PROGINFO keys the format fact sheet names.
namespace proginfo {
inline constexpr uint32_t kUserElementCount = 0x80001000;
inline constexpr uint32_t kUserElementFirst = 0x80001001;  // 4 keys per element, 16 elements
inline constexpr uint32_t kVgprCount = 0x80001041;
inline constexpr uint32_t kSgprCount = 0x80001042;
inline constexpr uint32_t kFloatMode = 0x80001043;
inline constexpr uint32_t kIeeeMode = 0x80001044;
inline constexpr uint32_t kScratchDwords = 0x80001045;
inline constexpr uint32_t kMaxSgprs = 0x80001863;
inline constexpr uint32_t kMaxVgprs = 0x80001864;
inline constexpr uint32_t kComputePgmRsrc2 = 0x00002e13;
inline constexpr uint32_t kThreadsPerGroupX = 0x8000001c;
inline constexpr uint32_t kThreadsPerGroupY = 0x8000001d;
inline constexpr uint32_t kThreadsPerGroupZ = 0x8000001e;
inline constexpr uint32_t kRatOpIsUsed = 0x8000001f;
inline constexpr uint32_t kUavUseMaskFirst = 0x80001843;  // 32 words
inline constexpr uint32_t kWavefrontsPerSimd = 0x8000000a;
inline constexpr uint32_t kWavefrontSize = 0x80000078;
inline constexpr uint32_t kLdsSizeAvailable = 0x80000081;
inline constexpr uint32_t kLdsSizeUsed = 0x80000082;
}  // namespace proginfo

// A key's name (USER_ELEMENT_COUNT, VGPRS, COMPUTE_PGM_RSRC2, USER_ELEMENT[1].apiSlot ...).
std::string proginfoKeyName(uint32_t key);

// COMPUTE_PGM_RSRC2 (register 0x2e13) in named fields (fact sheet, section 2).
struct PgmRsrc2 {
  bool scratchEnable = false;
  uint32_t userSgprs = 0;  // bits 1-5
  bool trapPresent = false;
  bool tgidXEnable = false, tgidYEnable = false, tgidZEnable = false;
  bool tgSizeEnable = false;
  uint32_t tidigCompCount = 0;   // bits 11-12
  uint32_t exceptionMsb = 0;     // bits 13-14
  uint32_t ldsSize = 0;          // bits 15-23, in 256-byte granules on SI
  uint32_t exceptionEnable = 0;  // bits 24-30

  static PgmRsrc2 decode(uint32_t value);
  uint32_t encode() const;
};

// One CAL encoding dictionary entry (PT_LOPROC+2 segment).
struct CalEncoding {
  uint32_t machine = 0, type = 0, offset = 0, size = 0, flags = 0;
};

// One `;value:`, `;pointer:`, `;image:`, `;counter:` line of the metadata.
struct KernelArgument {
  std::string kind;  // value, pointer, image, counter, struct (a `value` of type struct)
  std::string name;
  std::string type;          // element type (u32, float, opaque, struct ...) or image dimension
  uint32_t vectorSize = 0;   // value: lanes of a vector type; struct: its size in bytes
  uint32_t cb1Offset = 0;    // byte offset of the argument in constant buffer 1
  std::string addressSpace;  // pointer: uav (global), c / hc (constant), hl (local)
  uint32_t resourceId = 0;   // pointer: UAV or constant buffer id; image, counter: resource id
  uint32_t elementSize = 0;  // pointer
  std::string access;        // pointer, image: RO, RW, WO
  bool isVolatile = false, isRestrict = false, isConst = false;  // isConst: a `;constarg:` line
  std::string cType;                                             // `;reflection:` of this argument
};

// The metadata text parsed; unknown lines are kept in `text` (the whole is
// written back from `text`).
struct KernelMetadata {
  std::string text;
  std::string version;  // 3:1:111
  std::string device;
  uint32_t uniqueId = 0, functionId = 0;
  uint32_t uavPrivate = 0, hwLocal = 0, hwRegion = 0;
  std::optional<std::array<uint32_t, 3>> requiredWorkGroupSize;  // ;cws:
  std::vector<KernelArgument> arguments;
  std::optional<uint32_t> uavId, printfId, cbId, privateId;
  bool is64BitAbi = false, dataRequired = false;
};

// A kernel's inner ELF: the ELF as read plus what its notes and sections say.
struct InnerKernel {
  ElfFile elf;
  std::vector<CalEncoding> encodings;
  std::vector<CalNote> notes;  // in file order
  std::vector<uint8_t> code;   // the .text section

  const CalNote* note(CalNoteType type) const;
  std::vector<ProgInfoEntry> progInfo() const;
  std::optional<uint32_t> progInfoValue(uint32_t key) const;
};

struct AmdKernel {
  std::string name;
  KernelMetadata metadata;
  std::array<uint32_t, 8> header{};
  InnerKernel inner;
};

struct AmdBinary {
  ElfFile outer;
  std::string compileOptions;  // .comment up to __OpenCL_compile_options's size
  std::string driverString;    // the rest of .comment
  std::vector<AmdKernel> kernels;
};

// e_machine of an AMD GPU (Tahiti 0x3fd ...), its name; empty when not a GPU we know.
std::string_view gpuName(uint16_t machine);

// Bytes per RSRC2.LDS_SIZE granule: 256 on SI (Tahiti ... Hainan), 512 on CI
// and later (fact sheet, the RSRC2 table).
uint32_t ldsGranuleBytes(uint16_t machine);

// Whether these bytes look like an AMD OpenCL 1.2 binary: ELF magic and a GPU e_machine.
bool isAmdBinary(std::span<const uint8_t> bytes);

// The binary, or nothing with `error` naming the file offset and the problem.
std::optional<AmdBinary> readAmdBinary(std::span<const uint8_t> bytes, std::string& error);
std::optional<KernelMetadata> parseMetadata(std::string_view text, std::string& error);

// The file again from the model: notes, code, metadata text and headers
// written into their places. A kernel whose parts changed size cannot go back
// into the recorded layout: nothing, with `error` saying which.
std::optional<std::vector<uint8_t>> writeAmdBinary(const AmdBinary& binary, std::string& error);

}  // namespace gpuasm::gcn::binary
