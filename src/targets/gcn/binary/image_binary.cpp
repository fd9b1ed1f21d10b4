// The AMD OpenCL binary as an Image's target data (image_binary.hpp).
#include "targets/gcn/binary/image_binary.hpp"

#include <memory>

namespace gpuasm::gcn::binary {

const AmdBinary* amdBinaryOf(const Image& image) {
  const auto* data = dynamic_cast<const AmdBinaryData*>(image.targetData.get());
  return data ? &data->binary : nullptr;
}

std::shared_ptr<const AmdBinary> sharedAmdBinaryOf(const Image& image) {
  const AmdBinary* binary = amdBinaryOf(image);
  if (!binary) return nullptr;
  return std::shared_ptr<const AmdBinary>(image.targetData, binary);  // aliases the data
}

std::string_view assembledProcessorOf(const Image& image) {
  const auto* data = dynamic_cast<const AmdBinaryData*>(image.targetData.get());
  return data ? std::string_view(data->processor) : std::string_view{};
}

Image imageOfAmdBinary(AmdBinary binary) {
  Image image;
  image.addressUnitBytes = 1;
  image.wordBytes = 4;
  // Kernels one after another, each at a multiple of 256 bytes as the
  // driver aligns code; a branch never leaves its kernel, so the bases only
  // keep the addresses apart.
  uint64_t base = 0;
  for (const AmdKernel& kernel : binary.kernels) {
    image.symbols.push_back({kernel.name, base, static_cast<uint32_t>(image.sections.size())});
    image.sections.push_back({kernel.name, base, kernel.inner.code});
    base = (base + kernel.inner.code.size() + 255) / 256 * 256;
  }
  auto data = std::make_shared<AmdBinaryData>();
  data->binary = std::move(binary);
  image.targetData = std::move(data);
  return image;
}

std::optional<Image> loadAmdBinaryImage(std::span<const uint8_t> bytes, std::string& error) {
  error.clear();
  if (!isAmdBinary(bytes)) return std::nullopt;
  std::optional<AmdBinary> binary = readAmdBinary(bytes, error);
  if (!binary) return std::nullopt;
  return imageOfAmdBinary(std::move(*binary));
}

}  // namespace gpuasm::gcn::binary
