// The ptx assembler: PTX text in, an Image out. The real driver consumes PTX
// text, so the image's one section (".ptx") holds the text as given, byte for
// byte; Image::targetData holds the parsed, checked module (module.hpp) for the
// simulator, and each instruction has a line record at its byte offset.
#pragma once

#include <memory>

#include "gpuasm/assembler.hpp"

namespace gpuasm::ptx {

std::unique_ptr<TargetAssembler> makeAssembler();

}  // namespace gpuasm::ptx
