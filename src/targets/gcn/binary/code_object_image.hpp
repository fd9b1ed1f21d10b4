#pragma once

// An HSA code object as an Image's target data (as image_binary.hpp holds an
// AMD OpenCL binary): what `gpuasm run` and `dis` load from a code object,
// one section per kernel named by the kernel, holding its code at its address
// in the object; targetData the object as read.
#include <memory>
#include <optional>
#include <span>
#include <string>

#include "gpuasm/image.hpp"
#include "targets/gcn/binary/code_object.hpp"

namespace gpuasm::gcn::binary {

struct CodeObjectData : TargetData {
  CodeObject object;
};

// The code object the image carries, sharing the image's ownership; nullptr when none.
std::shared_ptr<const CodeObject> sharedCodeObjectOf(const Image& image);

// nullopt with `error` empty when the bytes are not a code object; with
// `error` set when they are a broken one.
std::optional<Image> loadCodeObjectImage(std::span<const uint8_t> bytes, std::string& error);

}  // namespace gpuasm::gcn::binary
