#pragma once

// HSA code objects, what clang and ROCm make for amdgcn-amd-amdhsa (LLVM's
// AMDGPUUsage, "Code Object V3/V4 Metadata", "Kernel Descriptor"): an ELF64
// shared object with e_machine EM_AMDGPU (0xe0), OS ABI ELFOSABI_AMDGPU_HSA
// (64), the code object version in EI_ABIVERSION (1: v3, 2: v4, 3: v5), the
// processor in e_flags; per kernel a 64-byte descriptor `NAME.kd` in .rodata
// and its code in .text; and the NT_AMDGPU_METADATA note, MessagePack,
// describing each kernel's arguments and resources.
//
// Code object v2 (EI_ABIVERSION 0; ROCm 1.x-2.x, clang -mcode-object-version=2) is read into
// the same description: each kernel an STT_AMDGPU_HSA_KERNEL symbol whose first 256 bytes are
// its amd_kernel_code_t (amd_kernel_code.hpp), the code after them; AMD notes (owner "AMD")
// for the version (1), the ISA (3) and NT_AMD_HSA_METADATA (10), YAML with v2's keys
// (LLVM's AMDGPUUsage, "Code Object V2 Metadata"). The descriptor is made from the header's
// fields, so that one launch serves every version.
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "targets/gcn/amd_kernel_code.hpp"
#include "targets/gcn/binary/kernel_descriptor.hpp"
#include "targets/gcn/binary/msgpack.hpp"

namespace gpuasm::gcn::binary {

inline constexpr uint16_t kEmAmdgpu = 0xe0;
inline constexpr uint8_t kElfOsAbiAmdgpuHsa = 64;
inline constexpr uint32_t kNtAmdgpuMetadata = 32;
// Code object v2's notes (owner "AMD"): NT_AMD_HSA_CODE_OBJECT_VERSION, NT_AMD_HSA_ISA_VERSION,
// NT_AMD_HSA_METADATA (YAML text), NT_AMD_HSA_ISA_NAME.
inline constexpr uint32_t kNtAmdHsaCodeObjectVersion = 1, kNtAmdHsaIsaVersion = 3,
                          kNtAmdHsaMetadata = 10, kNtAmdHsaIsaName = 11;

// One entry of a kernel's `.args`.
struct CodeObjectArgument {
  std::string name;       // .name; empty when the compiler kept none
  std::string typeName;   // .type_name ("uint*", "float4"); may be empty
  std::string valueKind;  // .value_kind: by_value, global_buffer, dynamic_shared_pointer, hidden_*
  std::string addressSpace;  // .address_space: global, constant, local, ... (pointers)
  uint32_t offset = 0, size = 0;
  bool hidden() const { return valueKind.starts_with("hidden_"); }
};

struct CodeObjectKernel {
  std::string name, symbol;  // .name, .symbol (NAME.kd); v2: the kernel's symbol (NAME)
  std::vector<CodeObjectArgument> arguments;
  uint32_t kernargSegmentSize = 0, kernargSegmentAlign = 0;
  uint32_t groupSegmentFixedSize = 0, privateSegmentFixedSize = 0;
  uint32_t sgprCount = 0, vgprCount = 0, wavefrontSize = 64, maxFlatWorkgroupSize = 0;
  std::optional<std::array<uint32_t, 3>> requiredWorkgroupSize;  // .reqd_workgroup_size
  KernelDescriptor descriptor;                                   // v2: made from amdKernelCode
  // v2: the amd_kernel_code_t at the kernel's symbol (descriptorAddress), the code after it.
  std::optional<std::array<uint8_t, kAmdKernelCodeBytes>> amdKernelCode;
  uint64_t descriptorAddress = 0, codeAddress = 0;
  std::vector<uint8_t> code;  // the kernel's own: its function symbol's bytes
  // The `s_nop 0` words ld.lld fills after the code up to the next function or the section's
  // end (the next kernel's .p2align 8), which llvm-objdump-14 lists as the kernel's.
  size_t paddingNops = 0;
  size_t section = 0;  // CodeObject::codeSections' index of the section holding it
};

// An executable section with the functions in it (a kernel at -O0 calls
// functions that ld.lld may place anywhere in .text): a launch runs the
// whole section from the kernel's entry.
struct CodeSection {
  uint64_t address = 0;
  std::vector<uint8_t> bytes;
  std::vector<uint64_t> functionStarts;  // byte offsets into bytes, sorted, 0 first
};

// A function that is no kernel (a callee clang did not inline, reached by s_swappc_b64), listed
// so that the listing reassembles into the same .text.
struct CodeObjectFunction {
  std::string name;
  uint64_t address = 0;
  std::vector<uint8_t> code;  // its symbol's bytes
  size_t paddingNops = 0;     // as CodeObjectKernel's
};

// What ROCr's loader places in memory: each PT_LOAD segment at the load base
// plus its virtual address, its file bytes and zeros to its memory size.
struct LoadSegment {
  uint64_t address = 0, memorySize = 0;
  std::vector<uint8_t> bytes;
};

// An entry of the dynamic relocations (`.rela.dyn`, what ld.lld -shared
// leaves for the loader: R_AMDGPU_RELATIVE64 for a pointer in .data).
struct DynamicRelocation {
  uint64_t offset = 0;  // a virtual address
  uint32_t type = 0;
  std::string symbol;  // the dynamic symbol's name ("" for none)
  // The symbol's address where this code object defines it (a variable or function of default
  // visibility, which clang reaches through the GOT); none where another object must.
  std::optional<uint64_t> symbolAddress;
  int64_t addend = 0;
  uint64_t fileOffset = 0;  // of the entry, for messages
};

// A section of program-scope data (.data, .bss, .rodata's tables), for the listing: its
// bytes and where it lies; and a variable in one (an STT_OBJECT or STT_NOTYPE symbol but the
// kernel descriptors).
struct DataSection {
  std::string name;
  uint64_t address = 0, size = 0, alignment = 1, flags = 0;
  bool nobits = false;
  std::vector<uint8_t> bytes;  // size bytes, none for NOBITS
};
struct DataSymbol {
  std::string name;
  uint64_t address = 0, size = 0;
  uint8_t info = 0, other = 0;  // binding and type, visibility
};

struct CodeObject {
  uint32_t flags = 0;      // e_flags
  uint8_t abiVersion = 0;  // EI_ABIVERSION
  std::string mcpu;        // the processor e_flags names (gfx600, gfx803, ...)
  std::string target;      // amdhsa.target ("amdgcn-amd-amdhsa--gfx600")
  MsgValue metadata;       // the whole note, for listings (v2: its YAML as read)
  // v2: the NT_AMD_HSA_METADATA note's YAML as written, the ISA name note's text
  // ("amdgcn-amd-amdhsa--gfx803"; may be absent), the version note's major and minor, the ISA
  // note's major, minor, stepping, vendor and architecture.
  std::string metadataYaml, hsaIsaName;
  std::array<uint32_t, 2> hsaCodeObjectVersion{};
  std::array<uint32_t, 3> hsaIsaVersion{};
  std::string hsaIsaVendor, hsaIsaArchitecture;
  std::vector<CodeObjectKernel> kernels;
  std::vector<CodeObjectFunction> functions;  // by address
  std::vector<CodeSection> codeSections;
  std::vector<LoadSegment> segments;  // by address
  uint64_t imageSize = 0;             // the end of the last segment in memory
  std::vector<DynamicRelocation> dynamicRelocations;
  std::vector<DataSection> dataSections;  // by address
  std::vector<DataSymbol> dataSymbols;    // by address

  uint32_t version() const { return abiVersion + 2u; }  // code object v2, v3, v4, v5
  // The GCN generation of mcpu: 6 to 9 (10 and up: RDNA); 0 unknown.
  uint32_t generation() const;
};

// An HSA code object by its content: ELF magic, ELFCLASS64, little-endian,
// EM_AMDGPU and the HSA OS ABI, whatever the file is called.
bool isCodeObject(std::span<const uint8_t> bytes);

// The code object, or nothing with `error` naming the place (file offset,
// note, kernel and field) and the problem.
std::optional<CodeObject> readCodeObject(std::span<const uint8_t> bytes, std::string& error);

// The processor an EF_AMDGPU_MACH value (e_flags & 0xff) names; empty when unknown.
std::string_view mcpuOfMachine(uint32_t mach);
std::optional<uint32_t> machineOfMcpu(std::string_view mcpu);

}  // namespace gpuasm::gcn::binary
