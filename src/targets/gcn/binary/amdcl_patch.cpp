// Patching a kernel of an AMD OpenCL binary (amdcl_patch.hpp).
#include "targets/gcn/binary/amdcl_patch.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "targets/gcn/binary/amdcl_layout.hpp"
#include "targets/gcn/binary/kernel_description.hpp"

namespace gpuasm::gcn::binary {
namespace {

constexpr uint32_t kNop = 0xbf800000;  // s_nop 0
constexpr uint32_t kMaxLdsBytes = 32768;

void setProgInfo(InnerKernel& inner, uint32_t key, uint32_t value) {
  for (CalNote& n : inner.notes)
    if (n.type == uint32_t(CalNoteType::ProgInfo))
      for (size_t at = 0; at + 8 <= n.payload.size(); at += 8)
        if (readLe32(n.payload, at) == key) writeLe32(n.payload, at + 4, value);
}

// The metadata text with its `;memory:hwlocal:` line saying `bytes`.
std::string withHwLocal(const std::string& text, uint32_t bytes) {
  const std::string tag = ";memory:hwlocal:";
  const size_t at = text.find(tag);
  if (at == std::string::npos) return text;
  const size_t end = text.find('\n', at);
  return text.substr(0, at + tag.size()) + std::to_string(bytes) +
         (end == std::string::npos ? "" : text.substr(end));
}

}  // namespace

std::optional<AmdBinary> patchAmdBinary(const AmdBinary& base, const PatchRequest& request,
                                        const CodeTools& tools, std::vector<std::string>& warnings,
                                        std::string& error) {
  AmdBinary binary = base;
  std::string names;
  for (const AmdKernel& k : binary.kernels) names += (names.empty() ? "" : ", ") + k.name;
  AmdKernel* kernel = nullptr;
  if (request.kernel.empty() && binary.kernels.size() == 1) kernel = &binary.kernels[0];
  for (AmdKernel& k : binary.kernels)
    if (!request.kernel.empty() && k.name == request.kernel) kernel = &k;
  if (!kernel) {
    error = request.kernel.empty()
                ? fmt::format("the binary has {} kernels ({}): say which with --patch-kernel",
                              binary.kernels.size(), names)
                : fmt::format("the binary has no kernel '{}' (it has {})", request.kernel, names);
    return std::nullopt;
  }
  if (request.code.empty() || request.code.size() % 4) {
    error = fmt::format("the new code is {} bytes: a kernel is whole dwords, at least one",
                        request.code.size());
    return std::nullopt;
  }
  InnerKernel& inner = kernel->inner;
  if (request.intoNops) {
    size_t start = 0;
    while (start + 4 <= inner.code.size() && readLe32(inner.code, start) != kNop) start += 4;
    size_t end = start;
    while (end + 4 <= inner.code.size() && readLe32(inner.code, end) == kNop) end += 4;
    if (end - start < request.code.size()) {
      error = start == end ? fmt::format("kernel '{}' has no s_nop to patch over", kernel->name)
                           : fmt::format(
                                 "kernel '{}': its first run of s_nop (at byte {:#x}) holds {} "
                                 "bytes, the new code is {}",
                                 kernel->name, start, end - start, request.code.size());
      return std::nullopt;
    }
    std::copy(request.code.begin(), request.code.end(), inner.code.begin() + long(start));
  } else {
    inner.code = request.code;
  }

  // Register counts: what the new code needs, never below the driver's.
  using namespace proginfo;
  const CodeUse use = tools.use(inner.code);
  const PgmRsrc2 rsrc2 = PgmRsrc2::decode(inner.progInfoValue(kComputePgmRsrc2).value_or(0));
  const uint32_t loaded = rsrc2.userSgprs + uint32_t{rsrc2.tgidXEnable} +
                          uint32_t{rsrc2.tgidYEnable} + uint32_t{rsrc2.tgidZEnable};
  setProgInfo(inner, kVgprCount,
              std::max(inner.progInfoValue(kVgprCount).value_or(0), storedVgprs(use)));
  setProgInfo(inner, kSgprCount,
              std::max(inner.progInfoValue(kSgprCount).value_or(0), storedSgprs(use, loaded)));

  // LDS in its four places (fact sheet section 4); a local pointer argument
  // keeps all of it allocated.
  if (request.ldsBytes) {
    const uint32_t bytes = *request.ldsBytes;
    if (bytes > kMaxLdsBytes) {
      error = fmt::format("{} bytes of LDS: a work-group has at most {}", bytes, kMaxLdsBytes);
      return std::nullopt;
    }
    const uint32_t granule = ldsGranuleBytes(binary.outer.machine);
    const bool localPointer =
        std::any_of(kernel->metadata.arguments.begin(), kernel->metadata.arguments.end(),
                    [](const KernelArgument& a) { return a.addressSpace == "hl"; });
    PgmRsrc2 r = rsrc2;
    r.ldsSize = localPointer ? kMaxLdsBytes / granule : (bytes + granule - 1) / granule;
    setProgInfo(inner, kComputePgmRsrc2, r.encode());
    setProgInfo(inner, kLdsSizeUsed, r.ldsSize * granule);
    kernel->metadata.text = withHwLocal(kernel->metadata.text, bytes);
    kernel->metadata.hwLocal = bytes;
    kernel->header[3] = bytes;
  }
  if (use.dsBeforeM0)
    warnings.push_back(fmt::format(
        "kernel '{}': the LDS instruction at byte {:#x} of the new code comes before any write "
        "of M0; SI clamps every DS access by M0 (s_mov_b32 m0, -1 first) [ds-without-m0]",
        kernel->name, *use.dsBeforeM0));
  if (use.usesLds &&
      PgmRsrc2::decode(inner.progInfoValue(kComputePgmRsrc2).value_or(0)).ldsSize == 0)
    warnings.push_back(fmt::format(
        "kernel '{}': the new code uses LDS but the kernel allocates none (RSRC2.LDS_SIZE 0): "
        "give its size with --patch-lds BYTES [lds-not-allocated]",
        kernel->name));
  return binary;
}

std::optional<std::vector<uint8_t>> writePatchedBinary(const AmdBinary& binary,
                                                       std::string& error) {
  std::string unused;
  if (auto same = writeAmdBinary(binary, unused)) return same;
  return layoutAmdBinary(binary, error);
}

}  // namespace gpuasm::gcn::binary
