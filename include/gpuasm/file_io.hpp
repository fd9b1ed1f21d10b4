// Reading an input with a size limit, and writing an output file so that a
// failure never leaves a partial one behind.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

namespace gpuasm {

// Reads all of `path` (a file, device or FIFO) into `bytes`, or of the open
// descriptor `fd` (standard input). Refuses a directory, and an input longer
// than `maxBytes` without reading more of it than that (/dev/zero never ends).
// Returns false and sets `error` to a sentence without the path ("it is a
// directory", "it is larger than the 64 MiB limit", "No such file or directory").
bool readFileLimited(const std::filesystem::path& path, uint64_t maxBytes, std::string& bytes,
                     std::string& error);
bool readDescriptorLimited(int fd, uint64_t maxBytes, std::string& bytes, std::string& error);

// Writes `bytes` to `path`. A regular file (new or existing) is written to a
// temporary file in the same folder and renamed over `path` only when every
// byte reached the disk, so a full disk or a failed write leaves the old file
// (or none) rather than a truncated one. A device or FIFO (/dev/null, a pipe)
// is written in place. Every write and the close are checked. Returns false
// and sets `error` to a sentence without the path ("no space left on device").
bool writeFileReplacing(const std::filesystem::path& path, std::string_view bytes,
                        std::string& error);

}  // namespace gpuasm
