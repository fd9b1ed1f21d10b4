// Random bytes as an HSA code object (src/targets/gcn/binary/code_object.hpp), and as a
// relocatable object, listed (binary/object_printer.hpp):
// the reader answers with a model or an error naming the place, never a
// crash, hang or huge allocation; the metadata it read writes back as
// MessagePack that reads again to the same value; the listing and every
// message reach the terminal escaped; and each kernel, its arguments fed
// zeros and a small buffer, launches with a low watchdog to a report or a
// LaunchError.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>
#include <string>

#include "gpuasm/gcn/host.hpp"
#include "gpuasm/target.hpp"
#include "shown_check.hpp"
#include "targets/gcn/binary/code_object.hpp"
#include "targets/gcn/binary/code_object_printer.hpp"
#include "targets/gcn/binary/object_printer.hpp"
#include "targets/gcn/code_use.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gpuasm::gcn;
  const std::span<const uint8_t> bytes(data, size);
  std::string error;
  if (binary::isRelocatableObject(bytes)) {
    // clang -c's and llvm-mc's objects: the listing that names each relocated field
    // (object_printer.cpp) gives text or a message, both shown escaped.
    std::string listingError;
    fuzz::checkShown(binary::printRelocatableObject(bytes, {}, codeTools(), listingError));
    fuzz::checkShown(listingError);
  }
  const auto object = binary::readCodeObject(bytes, error);
  if (!object) {
    if (error.empty()) {
      std::fprintf(stderr, "read failed without a message\n");
      std::abort();
    }
    fuzz::checkShown(error);
    return 0;
  }
  std::string listingError;
  fuzz::checkShown(binary::printCodeObject(*object, {}, codeTools(), listingError));
  fuzz::checkShown(listingError);
  const std::vector<uint8_t> metadata = binary::writeMsgPack(object->metadata);
  const auto again = binary::readMsgPack(metadata, error);
  if (!again || binary::msgPackText(*again) != binary::msgPackText(object->metadata)) {
    std::fprintf(stderr, "the metadata does not write back: %s\n", error.c_str());
    std::abort();
  }

  std::optional<Program> program = Program::fromCodeObject(bytes, error);
  if (!program) {
    if (error.empty()) std::abort();
    return 0;
  }
  for (const std::string& name : program->kernelNames()) {
    std::optional<Kernel> kernel = Kernel::create(*program, name, error);
    if (!kernel) std::abort();  // a name the program itself gave
    Device device;
    Buffer buffer = device.createBuffer(256);
    bool fed = true;
    for (size_t i = 0; i < kernel->arguments().size() && fed; ++i) {
      const ArgumentInfo& a = kernel->arguments()[i];
      ArgumentValue value =
          a.kind == "pointer" && a.addressSpace == "local" ? ArgumentValue::local(64)
          : a.kind == "pointer"                            ? ArgumentValue::ofBuffer(buffer)
                                : ArgumentValue::of(std::vector<uint8_t>(a.bytes));
      fed = kernel->setArgument(i, std::move(value), error);
    }
    if (!fed) continue;
    LaunchSettings settings;
    settings.global = {128, 1, 1};
    settings.threads = 1;
    settings.maxInstructions = 4096;
    try {
      LaunchReport report = device.enqueueNDRange(*kernel, settings);
      if (report.fault && report.fault->message.empty()) {
        std::fprintf(stderr, "a fault without a message\n");
        std::abort();
      }
    } catch (const LaunchError& e) {
      if (e.message.empty()) std::abort();
      fuzz::checkShown(e.message);
    }
  }
  return 0;
}
