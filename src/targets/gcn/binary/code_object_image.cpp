// An HSA code object as an Image (code_object_image.hpp).
#include "targets/gcn/binary/code_object_image.hpp"

namespace gpuasm::gcn::binary {

std::shared_ptr<const CodeObject> sharedCodeObjectOf(const Image& image) {
  const auto* data = dynamic_cast<const CodeObjectData*>(image.targetData.get());
  if (!data) return nullptr;
  return std::shared_ptr<const CodeObject>(image.targetData, &data->object);  // aliases the data
}

std::optional<Image> loadCodeObjectImage(std::span<const uint8_t> bytes, std::string& error) {
  error.clear();
  if (!isCodeObject(bytes)) return std::nullopt;
  std::optional<CodeObject> object = readCodeObject(bytes, error);
  if (!object) {
    error = "HSA code object: " + error;
    return std::nullopt;
  }
  Image image;
  image.addressUnitBytes = 1;
  image.wordBytes = 4;
  for (const CodeObjectKernel& k : object->kernels) {
    image.symbols.push_back({k.name, k.codeAddress, static_cast<uint32_t>(image.sections.size())});
    image.sections.push_back({k.name, k.codeAddress, k.code});
  }
  auto data = std::make_shared<CodeObjectData>();
  data->object = std::move(*object);
  image.targetData = std::move(data);
  return image;
}

}  // namespace gpuasm::gcn::binary
