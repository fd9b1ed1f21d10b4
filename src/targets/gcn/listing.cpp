// An AMD OpenCL binary, a relocatable object, an HSA code object or plain code (listing.hpp).
#include "targets/gcn/listing.hpp"

#include "targets/gcn/binary/amdcl.hpp"
#include "targets/gcn/binary/amdcl_printer.hpp"
#include "targets/gcn/binary/code_object.hpp"
#include "targets/gcn/binary/code_object_printer.hpp"
#include "targets/gcn/binary/object_printer.hpp"
#include "targets/gcn/code_use.hpp"
#include "targets/gcn/disassembler.hpp"

namespace gpuasm::gcn {

std::string disassemble(std::span<const uint8_t> bytes, const DisassemblyOptions& options,
                        std::string& error) {
  if (binary::isAmdBinary(bytes)) return binary::printAmdBinary(bytes, options, codeTools(), error);
  if (binary::isRelocatableObject(bytes))
    return binary::printRelocatableObject(bytes, options, codeTools(), error);
  if (binary::isCodeObject(bytes))
    return binary::printCodeObject(bytes, options, codeTools(), error);
  return disassembleCode(bytes, options, error);
}

}  // namespace gpuasm::gcn
