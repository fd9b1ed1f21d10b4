#include "gpuasm/demolicious/host.hpp"

#include <fmt/format.h>

#include <cstdio>
#include <stdexcept>

#include "core/png_writer.hpp"
#include "targets/demolicious/machine/machine.hpp"

namespace gpuasm::demolicious {

Host::Host(MachineConfig config) : machine_(std::make_unique<Machine>(config)) {}
Host::~Host() = default;
Host::Host(Host&&) noexcept = default;
Host& Host::operator=(Host&&) noexcept = default;

Kernel Host::load_kernel(std::span<const uint32_t> words) {
  auto& imem = machine_->instructionMemory;
  const uint32_t capacity = machine_->config.instructionMemoryWords;
  if (words.empty()) throw std::invalid_argument("load_kernel: the kernel is empty");
  if (imem.size() + words.size() > capacity) {
    throw std::length_error(fmt::format(
        "load_kernel: a {}-word kernel does not fit: {} of {} instruction memory words are free",
        words.size(), capacity - imem.size(), capacity));
  }
  Kernel kernel{static_cast<uint32_t>(imem.size()), static_cast<uint32_t>(words.size())};
  imem.insert(imem.end(), words.begin(), words.end());
  return kernel;
}

Kernel Host::load_kernel(const Image& image) {
  std::vector<uint64_t> wide = image.words(0);
  std::vector<uint32_t> words(wide.begin(), wide.end());
  Kernel kernel = load_kernel(words);
  for (const LineRecord& record : image.lines) {
    if (record.section != 0 || record.file >= image.sourceFiles.size()) continue;
    machine_->sourceLines.push_back({static_cast<uint32_t>(record.address + kernel.address),
                                     record.units, image.sourceFiles[record.file], record.line});
  }
  return kernel;
}

void Host::load_constant(uint8_t index, uint16_t value) {
  machine_->constants[index] = value;
}

RunReport Host::run_kernel(Kernel kernel, uint32_t threads) {
  return machine_->run(kernel, threads);
}

RunReport Host::run_kernel_batches(Kernel kernel, uint32_t batches) {
  return machine_->run(kernel, uint64_t{batches} * machine_->config.batchThreads());
}

uint16_t Host::read_word(uint32_t address) const {
  return machine_->dataMemory.at(address);
}
void Host::write_word(uint32_t address, uint16_t value) {
  machine_->dataMemory.at(address) = value;
}
std::span<uint16_t> Host::data_memory() {
  return machine_->dataMemory;
}
std::span<const uint16_t> Host::data_memory() const {
  return machine_->dataMemory;
}

const MachineConfig& Host::config() const {
  return machine_->config;
}

void Host::set_config(const MachineConfig& config) {
  machine_->config = config;
  machine_->dataMemory.resize(config.dataMemoryWords, 0);
}

Rgb rgb565ToRgb(uint16_t pixel) {
  uint32_t r = pixel >> 11 & 0x1f, g = pixel >> 5 & 0x3f, b = pixel & 0x1f;
  return {static_cast<uint8_t>(r << 3 | r >> 2), static_cast<uint8_t>(g << 2 | g >> 4),
          static_cast<uint8_t>(b << 3 | b >> 2)};
}

bool Host::export_png(const std::filesystem::path& path, uint32_t width, uint32_t height,
                      uint32_t base, std::string& error) const {
  const auto& memory = machine_->dataMemory;
  if (width == 0 || height == 0 || uint64_t{base} + uint64_t{width} * height > memory.size()) {
    error = fmt::format("a {}x{} frame at address {} does not fit in the {} words of data memory",
                        width, height, base, memory.size());
    return false;
  }
  const uint16_t* pixels = memory.data() + base;
  std::string writeError;
  bool ok = writeRgbPng(
      path, width, height,
      [&](uint32_t y, uint8_t* rgb) {
        for (uint32_t x = 0; x < width; ++x) {
          Rgb c = rgb565ToRgb(pixels[size_t{y} * width + x]);
          rgb[x * 3] = c.r;
          rgb[x * 3 + 1] = c.g;
          rgb[x * 3 + 2] = c.b;
        }
      },
      writeError);
  if (!ok) error = fmt::format("cannot write '{}': {}", path.string(), writeError);
  return ok;
}

}  // namespace gpuasm::demolicious
