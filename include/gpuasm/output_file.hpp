// Writing an output file so that a failure never leaves a partial one behind
// (inputs: gpuasm/input_file.hpp).
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

namespace gpuasm {

// Writes `bytes` to `path`. A regular file (new or existing) is written to a
// temporary file in the same folder and renamed over `path` only when every
// byte reached the disk, so a full disk or a failed write leaves the old file
// (or none) rather than a truncated one. A device or FIFO (/dev/null, a pipe)
// is written in place. Every write and the close are checked. Returns false
// and sets `error` to a sentence without the path ("no space left on device").
bool writeFileReplacing(const std::filesystem::path& path, std::string_view bytes,
                        std::string& error);

// Whether writeFileReplacing(path, ...) can succeed, asked before long work
// (a benchmark, a study) so that a bad output path fails in a moment, not
// after it: a directory is refused; a regular or new file needs a folder in
// which a temporary file can be made (one is made and removed); a device is
// opened and given an empty write (/dev/full refuses even that); a FIFO is
// taken as it is (its reader may come later). False with `error` as above.
bool checkOutputFile(const std::filesystem::path& path, std::string& error);

}  // namespace gpuasm
