// GPU_FFT's shaders from the user's own hello_fft folder: Broadcom's qasm
// sources assembled by the vc4 target in the Broadcom dialect, or the
// assembled words of its hex/ files. gpuasm ships neither.
#include <fmt/format.h>

#include <fstream>
#include <iterator>

#include "gpuasm/image.hpp"
#include "gpuasm/target.hpp"
#include "gpuasm/vc4/gpu_fft.hpp"

namespace gpuasm::vc4::gpu_fft {
namespace {

namespace fs = std::filesystem;

std::optional<std::string> readText(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  return std::string(std::istreambuf_iterator<char>(in), {});
}

std::vector<std::string> shaderNames() {
  std::vector<std::string> names;
  for (const Shader& shader : shaders()) names.emplace_back(shader.name);
  names.emplace_back(kTransName);
  return names;
}

fs::path hexPath(const fs::path& dir, std::string_view name) {
  return dir / "hex" / fmt::format("shader_{}.hex", name);
}
fs::path qasmPath(const fs::path& dir, std::string_view name) {
  return dir / "qasm" / fmt::format("gpu_fft_{}.qasm", name);
}

// Assembles one qasm source as hello_fft's makefile would with Broadcom's
// assembler; the first error goes to `error`.
std::optional<std::vector<uint8_t>> assembleQasm(const fs::path& path, std::string& error) {
  std::optional<std::string> text = readText(path);
  if (!text) {
    error = fmt::format("cannot read '{}'", path.string());
    return std::nullopt;
  }
  const Target* vc4 = findTarget("vc4");
  AssembleSettings settings;
  settings.includePaths.push_back(path.parent_path());
  settings.targetOptions["dialect"] = "broadcom";
  AssembleOutcome outcome = assembleText(*vc4, path.string(), std::move(*text), settings);
  if (!outcome.image || outcome.errors) {
    std::string_view diagnostics = outcome.diagnosticsText;
    diagnostics = diagnostics.substr(0, diagnostics.find('\n'));
    if (diagnostics.starts_with("gpuasm: ")) diagnostics.remove_prefix(8);
    error = std::string(diagnostics);
    return std::nullopt;
  }
  std::string bytes = writeImage(*outcome.image, OutputFormat::Binary);
  return std::vector<uint8_t>(bytes.begin(), bytes.end());
}

}  // namespace

bool ShaderSet::addHex(std::string_view name, std::string_view text) {
  std::string error;
  // gpu_fft_shaders.c's hex lists the low then the high word of each instruction.
  std::optional<std::vector<uint8_t>> bytes = readHexWords(text, 4, error);
  if (!bytes || bytes->empty() || bytes->size() % 8 != 0) return false;
  add(name, std::move(*bytes));
  return true;
}

void ShaderSet::add(std::string_view name, std::vector<uint8_t> code) {
  code_.insert_or_assign(std::string(name), std::move(code));
}

std::span<const uint8_t> ShaderSet::code(std::string_view name) const {
  auto it = code_.find(name);
  if (it == code_.end()) return {};
  return it->second;
}

std::optional<ShaderSet> ShaderSet::load(const fs::path& helloFft, ShaderOrigin origin,
                                         std::string& error) {
  const std::string first(shaders().front().name);
  const bool hasQasm = fs::is_regular_file(qasmPath(helloFft, first));
  const bool hasHex = fs::is_regular_file(hexPath(helloFft, first));
  if (!hasQasm && !hasHex) {
    error = fmt::format(
        "'{}' is not a hello_fft folder: it has neither qasm/gpu_fft_{}.qasm nor "
        "hex/shader_{}.hex (give the folder that holds GPU_FFT's qasm/ and hex/)",
        helloFft.string(), first, first);
    return std::nullopt;
  }
  if (origin == ShaderOrigin::Qasm && !hasQasm) {
    error = fmt::format("'{}' has no qasm/ sources", helloFft.string());
    return std::nullopt;
  }
  if (origin == ShaderOrigin::Hex && !hasHex) {
    error = fmt::format("'{}' has no hex/ shaders", helloFft.string());
    return std::nullopt;
  }
  ShaderSet set;
  if (origin == ShaderOrigin::Qasm || (origin == ShaderOrigin::Auto && hasQasm)) {
    std::string qasmError;
    for (const std::string& name : shaderNames()) {
      std::optional<std::vector<uint8_t>> code = assembleQasm(qasmPath(helloFft, name), qasmError);
      if (!code) break;
      set.add(name, std::move(*code));
    }
    if (qasmError.empty()) {
      set.notes_.push_back(
          fmt::format("GPU_FFT shaders assembled from {}", (helloFft / "qasm").string()));
      return set;
    }
    if (origin == ShaderOrigin::Qasm || !hasHex) {
      error = qasmError;
      return std::nullopt;
    }
    set = ShaderSet();
    set.notes_.push_back(
        fmt::format("qasm/ does not assemble ({}); reading hex/ instead", qasmError));
  }
  for (const std::string& name : shaderNames()) {
    fs::path hex = hexPath(helloFft, name);
    std::optional<std::string> text = readText(hex);
    if (!text) {
      error = fmt::format("cannot read '{}'", hex.string());
      return std::nullopt;
    }
    if (!set.addHex(name, *text)) {
      error = fmt::format("'{}' is not GPU_FFT hex (0xLOW, 0xHIGH pairs)", hex.string());
      return std::nullopt;
    }
  }
  set.notes_.push_back(fmt::format("GPU_FFT shaders read from {}", (helloFft / "hex").string()));
  return set;
}

}  // namespace gpuasm::vc4::gpu_fft
