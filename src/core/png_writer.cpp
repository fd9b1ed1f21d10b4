#include "core/png_writer.hpp"

#include <png.h>

#include <string>
#include <vector>

#include "gpuasm/output_file.hpp"

namespace gpuasm {
namespace {

// libpng reports errors by longjmp back into this function, so nothing with
// a destructor is created or changed between setjmp and the end of the image:
// the row buffer exists before and only its bytes change after.
void appendBytes(png_structp png, png_bytep data, png_size_t length) {
  static_cast<std::string*>(png_get_io_ptr(png))
      ->append(reinterpret_cast<const char*>(data), length);
}

void flushNothing(png_structp) {}

bool encodeRows(std::string& encoded, uint32_t width, uint32_t height, uint8_t* row,
                const std::function<void(uint32_t, uint8_t*)>& fillRow) {
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nullptr, nullptr, nullptr);
  if (!png) return false;
  png_infop info = png_create_info_struct(png);
  if (!info || setjmp(png_jmpbuf(png)) != 0) {
    png_destroy_write_struct(&png, &info);
    return false;
  }
  png_set_write_fn(png, &encoded, &appendBytes, &flushNothing);
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
                 const std::function<void(uint32_t y, uint8_t* rgb)>& fillRow, std::string& error) {
  // Encoded in memory and written in one go, so that a failed write leaves no partial file.
  std::string encoded;
  std::vector<uint8_t> row(size_t{width} * 3);
  if (!encodeRows(encoded, width, height, row.data(), fillRow)) {
    error = "the PNG encoder failed";
    return false;
  }
  return writeFileReplacing(path, encoded, error);
}

}  // namespace gpuasm
