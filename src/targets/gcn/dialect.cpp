#include "targets/gcn/dialect.hpp"

#include <filesystem>

namespace gpuasm::gcn {

std::optional<Dialect> dialectNamed(std::string_view name) {
  if (name == "llvm") return Dialect::Llvm;
  if (name == "amd") return Dialect::Amd;
  return std::nullopt;
}

std::string_view dialectName(Dialect dialect) {
  return dialect == Dialect::Amd ? "amd" : "llvm";
}

Dialect dialectForFileName(std::string_view name) {
  std::string extension = std::filesystem::path(name).extension().string();
  for (char& c : extension) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return extension == ".isa" ? Dialect::Amd : Dialect::Llvm;
}

}  // namespace gpuasm::gcn
