#include "core/png_writer.hpp"

#include <png.h>

#include <cstdio>
#include <vector>

namespace gpuasm {
namespace {

// libpng reports errors by longjmp back into this function, so nothing with
// a destructor is created or changed between setjmp and the end of the image:
// the row buffer exists before and only its bytes change after.
bool writeRows(std::FILE* file, uint32_t width, uint32_t height, uint8_t* row,
               const std::function<void(uint32_t, uint8_t*)>& fillRow) {
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nullptr, nullptr, nullptr);
  if (!png) return false;
  png_infop info = png_create_info_struct(png);
  if (!info || setjmp(png_jmpbuf(png)) != 0) {
    png_destroy_write_struct(&png, &info);
    return false;
  }
  png_init_io(png, file);
  png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_write_info(png, info);
  for (uint32_t y = 0; y < height; ++y) {
    fillRow(y, row);
    png_write_row(png, row);
  }
  png_write_end(png, nullptr);
  png_destroy_write_struct(&png, &info);
  return true;
}

}  // namespace

bool writeRgbPng(const std::filesystem::path& path, uint32_t width, uint32_t height,
                 const std::function<void(uint32_t y, uint8_t* rgb)>& fillRow) {
  std::FILE* file = std::fopen(path.c_str(), "wb");
  if (!file) return false;
  std::vector<uint8_t> row(size_t{width} * 3);
  bool ok = writeRows(file, width, height, row.data(), fillRow);
  return std::fclose(file) == 0 && ok;
}

}  // namespace gpuasm
