// Where the program's input comes from and its results go: every command
// reads and writes through these two, so each gets the same limits and checks.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "console.hpp"

namespace gpuasm::cli {

// The most bytes read from one input (a source file, a binary, standard input).
inline constexpr uint64_t kMaxInputBytes = uint64_t{64} << 20;

// Reads a file, '-' for standard input, or 'builtin:<target>/<file>' for a
// shipped kernel. A folder, an unreadable file or one over kMaxInputBytes ends
// the program with exit 1 and a message that names the file (throws Exit).
std::string readInput(const std::string& path, Console& console);

// Writes a result to a file, whole or not at all (writeFileReplacing), or to
// standard output for '-'. A failed file write ends the program with exit 1
// (throws Exit); a failed standard output is reported when the program ends.
void writeOutput(const std::string& path, std::string_view data, Console& console);

}  // namespace gpuasm::cli
