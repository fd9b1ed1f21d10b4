// `gpuasm asm -t gcn --format amdcl` (amdcl_output.hpp).
#include "targets/gcn/binary/amdcl_output.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <charconv>
#include <fstream>

#include "gpuasm/lexer.hpp"
#include "gpuasm/options.hpp"
#include "targets/gcn/binary/amdcl_layout.hpp"
#include "targets/gcn/binary/amdcl_patch.hpp"
#include "targets/gcn/binary/image_binary.hpp"

namespace gpuasm::gcn::binary {
namespace {

std::optional<std::vector<uint8_t>> patch(const Image& image,
                                          const std::map<std::string, std::string>& options,
                                          const CodeTools& tools,
                                          std::vector<std::string>& warnings, std::string& error) {
  const std::string& path = options.at("patch");
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error = fmt::format("--patch {}: cannot read the file", path);
    return std::nullopt;
  }
  const std::vector<uint8_t> bytes{std::istreambuf_iterator<char>(in), {}};
  std::string why;
  auto base = readAmdBinary(bytes, why);
  if (!base) {
    error =
        fmt::format("--patch {}: {}", path, isAmdBinary(bytes) ? why : "not an AMD OpenCL binary");
    return std::nullopt;
  }
  PatchRequest request;
  if (auto it = options.find("patch-kernel"); it != options.end()) request.kernel = it->second;
  request.intoNops = options.count("patch-nops") && options.at("patch-nops") != "0";
  const AmdBinary* described = amdBinaryOf(image);
  if (described) {
    // The source's kernel of that name, or its only one.
    const AmdKernel* source = nullptr;
    std::vector<std::string_view> names;
    for (const AmdKernel& k : described->kernels) {
      names.push_back(k.name);
      if (k.name == request.kernel || (request.kernel.empty() && described->kernels.size() == 1))
        source = &k;
    }
    if (!source && !request.kernel.empty())
      throw OptionError{
          fmt::format("--patch-kernel {}: the source describes no kernel '{}' (it "
                      "has: {})",
                      request.kernel, request.kernel, fmt::join(names, ", "))};
    if (!source) {
      error = fmt::format(
          "the source describes several kernels ({}): say which with --patch-kernel NAME",
          fmt::join(names, ", "));
      return std::nullopt;
    }
    if (request.kernel.empty() && base->kernels.size() > 1) request.kernel = source->name;
    request.code = source->inner.code;
    if (source->metadata.hwLocal) request.ldsBytes = source->metadata.hwLocal;
  } else {
    for (const Section& s : image.sections)
      request.code.insert(request.code.end(), s.bytes.begin(), s.bytes.end());
  }
  if (auto it = options.find("patch-lds"); it != options.end()) {
    // A number as every option takes it (decimal, 0x, 0b, leading-0 octal),
    // a bad one a usage error; the limit itself is amdcl_patch's (32 KiB).
    const std::string& text = it->second;
    std::string why;
    std::optional<uint64_t> value = parseIntegerLiteral(text, why);
    if (!value) throw OptionError{fmt::format("--patch-lds {}: {}", text, why)};
    if (*value > UINT32_MAX)
      throw OptionError{fmt::format("--patch-lds {} is outside 0..{}", text, UINT32_MAX)};
    request.ldsBytes = static_cast<uint32_t>(*value);
  }
  std::vector<std::string> found;
  auto patched = patchAmdBinary(*base, request, tools, found, error);
  if (!patched) return std::nullopt;
  // The assembler has warned about M0 in a source with kernel directives.
  for (std::string& w : found)
    if (!described || w.find("[ds-without-m0]") == std::string::npos)
      warnings.push_back(std::move(w));
  return writePatchedBinary(*patched, error);
}

}  // namespace

std::optional<std::vector<uint8_t>> writeAmdclFormat(
    const Image& image, const std::map<std::string, std::string>& options, const CodeTools& tools,
    std::vector<std::string>& warnings, std::string& error) {
  if (options.count("patch")) return patch(image, options, tools, warnings, error);
  const AmdBinary* binary = amdBinaryOf(image);
  if (!binary) {
    error =
        "the source describes no kernel: --format amdcl needs a '.kernel NAME' directive and the "
        "kernel's description (docs/gcn.md, \"Writing an AMD OpenCL binary\"), or --patch BASE";
    return std::nullopt;
  }
  return layoutAmdBinary(*binary, error);
}

}  // namespace gpuasm::gcn::binary
