// PNG output shared by the targets' frame and buffer dumps.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>

namespace gpuasm {

// Writes an 8-bit RGB image; fillRow(y, rgb) fills the width * 3 bytes of row
// y. Returns false when the file cannot be written (the caller names it).
bool writeRgbPng(const std::filesystem::path& path, uint32_t width, uint32_t height,
                 const std::function<void(uint32_t y, uint8_t* rgb)>& fillRow);

}  // namespace gpuasm
