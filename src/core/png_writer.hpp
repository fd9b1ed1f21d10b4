// PNG output shared by the targets' frame and buffer dumps.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>

namespace gpuasm {

// Writes an 8-bit RGB image; fillRow(y, rgb) fills the width * 3 bytes of row
// y. The file is replaced whole or not at all (writeFileReplacing). Returns
// false and sets `error` (without the path: the caller names it) on failure.
bool writeRgbPng(const std::filesystem::path& path, uint32_t width, uint32_t height,
                 const std::function<void(uint32_t y, uint8_t* rgb)>& fillRow, std::string& error);

}  // namespace gpuasm
