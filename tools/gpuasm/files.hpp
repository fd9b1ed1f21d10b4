// Where the program's input comes from and its results go: every command
// reads and writes through these two, so each gets the same limits and checks.
#pragma once

#include <string>
#include <string_view>

#include "console.hpp"
#include "gpuasm/input_file.hpp"

namespace gpuasm::cli {

// Reads a file, '-' for standard input, or 'builtin:<target>/<file>' for a
// shipped kernel. A directory, an unreadable file or one over the input limit
// (gpuasm/input_file.hpp) ends the program with exit 1 and a message that
// names the file (throws Exit).
std::string readInput(const std::string& path, Console& console);
// The same for an assembler's source: a large regular file is mapped rather
// than copied (InputText::mapped, kMapSourcesFrom).
InputText readSource(const std::string& path, Console& console);

// Writes a result to a file, whole or not at all (writeFileReplacing), or to
// standard output for '-'. A failed file write ends the program with exit 1
// (throws Exit); a failed standard output is reported when the program ends.
void writeOutput(const std::string& path, std::string_view data, Console& console);

}  // namespace gpuasm::cli
