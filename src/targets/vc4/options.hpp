// What the vc4 target adds to the gpuasm command line: its run options, the
// assembler options that stand for -m keys, and `fft` and `aes`.
#pragma once

#include <span>

#include "gpuasm/options.hpp"
#include "gpuasm/target.hpp"

namespace gpuasm::vc4 {

// The target's -m keys, assembler and run options and commands.
CommandLineTables commandLine();

// `gpuasm fft`: GPU_FFT from the user's hello_fft folder, checked against FFTW.
int fftCommand(const OptionValues& options, std::ostream& out, std::ostream& err);

// `gpuasm aes`: a file through the QPU AES library (gpuasm/vc4/qpu_aes.h) on
// the simulated Pi, as `openssl enc` would encrypt or decrypt it.
inline constexpr std::string_view kCipherModes[] = {"ecb", "cbc", "ctr"};
inline constexpr std::string_view kPaddings[] = {"pkcs7", "none"};
int aesCommand(const OptionValues& options, std::ostream& out, std::ostream& err);
// `gpuasm aes --bench` (qpu_aes/aes_bench.cpp).
int aesBenchCommand(const OptionValues& options, std::ostream& out, std::ostream& err);

}  // namespace gpuasm::vc4
