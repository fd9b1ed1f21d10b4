// The Demolicious host library (the MCU side of seed 002 chapter 6) over the
// simulator: load_kernel, load_constant, run_kernel, data memory access, and
// the framebuffer as a PNG.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "gpuasm/demolicious/machine.hpp"
#include "gpuasm/image.hpp"

namespace gpuasm::demolicious {

struct Kernel {
  uint32_t address = 0;  // start in instruction memory (words)
  uint32_t words = 0;
};

class Machine;

class Host {
 public:
  explicit Host(MachineConfig config = {});
  ~Host();
  Host(Host&&) noexcept;
  Host& operator=(Host&&) noexcept;

  // Appends a kernel to instruction memory. Throws std::length_error when it
  // does not fit (the report's instruction memory holds 576 words).
  Kernel load_kernel(std::span<const uint32_t> words);
  // As load_kernel, keeping the image's line table for fault and hazard reports.
  Kernel load_kernel(const Image& image);
  void load_constant(uint8_t index, uint16_t value);
  // Runs `threads` threads (ids 0..threads-1) and blocks until they finish.
  RunReport run_kernel(Kernel kernel, uint32_t threads);
  // As the hardware's host bus does: a number of batches of cores x barrel height.
  RunReport run_kernel_batches(Kernel kernel, uint32_t batches);

  uint16_t read_word(uint32_t address) const;
  void write_word(uint32_t address, uint16_t value);
  std::span<uint16_t> data_memory();
  std::span<const uint16_t> data_memory() const;

  // Writes `width` x `height` RGB565 pixels from `base` as an 8-bit RGB PNG.
  // Returns false with `error` set when the file cannot be written.
  bool export_png(const std::filesystem::path& path, uint32_t width, uint32_t height, uint32_t base,
                  std::string& error) const;

  const MachineConfig& config() const;
  void set_config(const MachineConfig& config);  // cores, mode, clock; memories are kept

 private:
  std::unique_ptr<Machine> machine_;
};

// RGB565 to 8-bit channels, replicating the top bits so that 0x1f maps to 255.
struct Rgb {
  uint8_t r, g, b;
  bool operator==(const Rgb&) const = default;
};
Rgb rgb565ToRgb(uint16_t pixel);

}  // namespace gpuasm::demolicious
