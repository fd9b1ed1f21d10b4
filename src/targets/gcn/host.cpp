// The gcn host API (gpuasm/gcn/host.hpp): programs, kernels and their
// arguments, buffers. The launch itself is launch.cpp.
#include "gpuasm/gcn/host.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstring>

#include "targets/gcn/binary/code_object_image.hpp"
#include "targets/gcn/binary/image_binary.hpp"
#include "targets/gcn/host_model.hpp"

namespace gpuasm::gcn {

ArgumentValue ArgumentValue::number(uint64_t value, uint32_t size) {
  ArgumentValue v;
  v.bytes.resize(std::min<uint32_t>(size, 8));
  for (size_t i = 0; i < v.bytes.size(); ++i) v.bytes[i] = static_cast<uint8_t>(value >> (8 * i));
  return v;
}

ArgumentValue ArgumentValue::of(std::span<const uint8_t> bytes) {
  ArgumentValue v;
  v.bytes.assign(bytes.begin(), bytes.end());
  return v;
}

ArgumentValue ArgumentValue::ofBuffer(Buffer buffer, uint64_t offset) {
  ArgumentValue v;
  v.kind = Kind::Buffer;
  v.buffer = buffer;
  v.offset = offset;
  return v;
}

ArgumentValue ArgumentValue::local(uint32_t bytes) {
  ArgumentValue v;
  v.kind = Kind::Local;
  v.localBytes = bytes;
  return v;
}

namespace {

// Bytes of one element of a metadata type name (fact sheet, section 3).
uint32_t elementBytes(std::string_view type) {
  if (type == "i8" || type == "u8" || type == "char" || type == "uchar") return 1;
  if (type == "i16" || type == "u16" || type == "short" || type == "ushort" || type == "half")
    return 2;
  if (type == "i64" || type == "u64" || type == "double" || type == "long" || type == "ulong")
    return 8;
  return 4;  // i32, u32, float
}

ArgumentInfo describe(const binary::KernelArgument& a) {
  ArgumentInfo info;
  info.name = a.name;
  info.kind = a.kind;
  info.type = a.type;
  info.cType = a.cType;
  info.vectorSize = std::max<uint32_t>(a.vectorSize, 1);
  if (a.kind == "struct") {
    info.bytes = a.vectorSize;
  } else if (a.kind == "value") {
    // A 3-lane vector takes the room of 4 (OpenCL C 6.1.5).
    info.bytes = elementBytes(a.type) * (info.vectorSize == 3 ? 4 : info.vectorSize);
  } else if (a.kind == "pointer") {
    info.addressSpace = a.addressSpace == "uav"                           ? "global"
                        : a.addressSpace == "hl"                          ? "local"
                        : a.addressSpace == "c" || a.addressSpace == "hc" ? "constant"
                                                                          : a.addressSpace;
  }
  return info;
}

// A code object argument as the host API presents it: an explicit argument,
// named by its index where the metadata gives no name (clang keeps names only
// with -cl-kernel-arg-info).
ArgumentInfo describe(const binary::CodeObjectArgument& a, size_t index) {
  ArgumentInfo info;
  info.name = a.name.empty() ? std::to_string(index) : a.name;
  info.cType = a.typeName;
  info.bytes = a.size;
  if (a.valueKind == "global_buffer" || a.valueKind == "dynamic_shared_pointer") {
    info.kind = "pointer";
    info.addressSpace = a.valueKind == "dynamic_shared_pointer" ? "local"
                        : a.addressSpace.empty()                ? "global"
                                                                : a.addressSpace;
    info.type = a.typeName.ends_with('*') ? a.typeName.substr(0, a.typeName.size() - 1) : "";
    return info;
  }
  if (a.valueKind != "by_value") {
    info.kind = a.valueKind;  // image, sampler, pipe, queue: refused by setArgument
    return info;
  }
  // "float4" is 4 floats, "uint" one; a type of no known scalar (a struct,
  // or no type_name at all) is bytes.
  std::string_view base = a.typeName;
  while (!base.empty() && base.back() >= '0' && base.back() <= '9') base.remove_suffix(1);
  uint32_t lanes = 1;
  if (base.size() < a.typeName.size())
    lanes = static_cast<uint32_t>(std::stoul(a.typeName.substr(base.size())));
  constexpr std::string_view kScalars[] = {"char", "uchar", "short", "ushort", "int",
                                           "uint", "long",  "ulong", "float",  "double",
                                           "half", "bool",  "size_t"};
  const bool scalar =
      std::find(std::begin(kScalars), std::end(kScalars), base) != std::end(kScalars);
  const uint32_t laneRoom = lanes == 3 ? 4 : lanes;
  if (scalar && lanes >= 1 && lanes <= 16 && a.size % laneRoom == 0) {
    info.kind = "value";
    info.type = std::string(base);
    info.vectorSize = lanes;
  } else if (a.typeName.empty() && (a.size == 1 || a.size == 2 || a.size == 4 || a.size == 8)) {
    info.kind = "value";
    info.type = fmt::format("u{}", a.size * 8);
  } else if (a.size == 4 || a.size == 8) {
    // A typedef'd scalar (CLBlast's real_arg): a value of no known type, whose numbers say
    // what they are (run.cpp: 1.0 a float of its size, f32:1 or i32:1 as written).
    info.kind = "value";
  } else {
    info.kind = "struct";
    info.vectorSize = a.size;
  }
  return info;
}

}  // namespace

namespace {

// Each kernel's code predecoded beside the binary, which is shared with whoever
// holds it (an Image): a binary of 40,000 kernels is not copied to run one.
// The generation of an AMD OpenCL binary's GPU (amdcl.cpp's e_machine
// list): SI's five, the CI parts (Bonaire, Spectre, Spooky, Kalindi, Hawaii,
// Mullins), the rest GFX8 (Iceland ... gfx804).
Generation generationOfMachine(uint16_t machine) {
  switch (machine) {
    case 0x3fd:
    case 0x3fe:
    case 0x3ff:
    case 0x402:
    case 0x407:
      return Generation::SouthernIslands;
    case 0x403:
    case 0x404:
    case 0x405:
    case 0x406:
    case 0x408:
    case 0x40b:
      return Generation::SeaIslands;
    default:
      return machine >= 0x409 && machine <= 0x412 ? Generation::VolcanicIslands
                                                  : Generation::SouthernIslands;
  }
}

// `processor`: the one the code was assembled for (--mcpu); empty: the
// binary's e_machine says.
std::shared_ptr<const Program::Model> modelOf(std::shared_ptr<const binary::AmdBinary> binary,
                                              std::string& error, std::string_view processor = {}) {
  const Generation generation = processorGeneration(processor).value_or(
      generationOfMachine(static_cast<uint16_t>(binary->outer.machine)));
  auto model = std::make_shared<Program::Model>();
  model->programs.reserve(binary->kernels.size());
  for (const binary::AmdKernel& k : binary->kernels) {
    if (k.inner.code.size() % 4) {
      error = fmt::format("kernel '{}': its code is {} bytes, not whole dwords", k.name,
                          k.inner.code.size());
      return nullptr;
    }
    std::vector<uint32_t> words(k.inner.code.size() / 4);
    if (!words.empty()) std::memcpy(words.data(), k.inner.code.data(), words.size() * 4);
    model->programs.push_back(machine::predecode(words, generation, findProcessor(processor)));
  }
  model->binary = std::move(binary);
  return model;
}

// An executable section decoded function by function, each from its own
// first dword (padding between them must not shift where the next begins),
// and put together at their offsets: a kernel's calls reach the functions
// ld.lld placed before or after it.
machine::Program sectionProgram(const binary::CodeSection& section, Generation generation,
                                const Processor* processor) {
  machine::Program whole;
  const size_t dwords = section.bytes.size() / 4;
  whole.indexOfDword.assign(dwords, -1);
  for (size_t f = 0; f < section.functionStarts.size(); ++f) {
    const size_t begin = section.functionStarts[f] / 4;
    const size_t end =
        f + 1 < section.functionStarts.size() ? section.functionStarts[f + 1] / 4 : dwords;
    if (section.functionStarts[f] % 4 || begin >= end || end > dwords) continue;
    std::vector<uint32_t> words(end - begin);
    std::memcpy(words.data(), section.bytes.data() + begin * 4, words.size() * 4);
    machine::Program part = machine::predecode(words, generation, processor);
    const auto base = static_cast<uint32_t>(begin * 4);
    const auto first = static_cast<int32_t>(whole.code.size());
    for (machine::Decoded d : part.code) {
      d.address += base;
      d.next += base;
      whole.code.push_back(d);
    }
    for (size_t i = 0; i < part.indexOfDword.size(); ++i)
      if (part.indexOfDword[i] >= 0) whole.indexOfDword[begin + i] = first + part.indexOfDword[i];
  }
  return whole;
}

std::shared_ptr<const Program::Model> modelOf(std::shared_ptr<const binary::CodeObject> codeObject,
                                              std::string& error) {
  auto model = std::make_shared<Program::Model>();
  for (const binary::CodeObjectKernel& k : codeObject->kernels) {
    const binary::CodeSection& section = codeObject->codeSections.at(k.section);
    if (k.code.size() % 4 || (k.codeAddress - section.address) % 4) {
      error = fmt::format("kernel '{}': its code is {} bytes at {:#x}, not whole dwords", k.name,
                          k.code.size(), k.codeAddress);
      return nullptr;
    }
    model->programOfKernel.push_back(k.section);
    model->entryOfKernel.push_back(static_cast<uint32_t>(k.codeAddress - section.address));
  }
  // The code decodes by the processor's generation (GFX7's FLAT, GFX8's and
  // GFX9's layouts); the launch refuses what is not GCN.
  const Generation generation =
      processorGeneration(codeObject->mcpu).value_or(Generation::SouthernIslands);
  for (const binary::CodeSection& section : codeObject->codeSections)
    model->programs.push_back(sectionProgram(section, generation, findProcessor(codeObject->mcpu)));
  model->codeObject = std::move(codeObject);
  return model;
}

}  // namespace

std::optional<Program> Program::fromCodeObject(std::span<const uint8_t> bytes, std::string& error) {
  std::optional<binary::CodeObject> codeObject = binary::readCodeObject(bytes, error);
  if (!codeObject) return std::nullopt;
  std::shared_ptr<const Model> model =
      modelOf(std::make_shared<const binary::CodeObject>(std::move(*codeObject)), error);
  if (!model) return std::nullopt;
  return Program(std::move(model));
}

std::optional<Program> Program::fromBinary(std::span<const uint8_t> bytes, std::string& error) {
  if (binary::isCodeObject(bytes)) return fromCodeObject(bytes, error);
  std::optional<binary::AmdBinary> binary = binary::readAmdBinary(bytes, error);
  if (!binary) return std::nullopt;
  std::shared_ptr<const Model> model =
      modelOf(std::make_shared<const binary::AmdBinary>(std::move(*binary)), error);
  if (!model) return std::nullopt;
  return Program(std::move(model));
}

std::optional<Program> Program::fromImage(const Image& image, std::string& error) {
  if (std::shared_ptr<const binary::CodeObject> codeObject = binary::sharedCodeObjectOf(image)) {
    std::shared_ptr<const Model> model = modelOf(std::move(codeObject), error);
    if (!model) return std::nullopt;
    return Program(std::move(model));
  }
  std::shared_ptr<const binary::AmdBinary> binary = binary::sharedAmdBinaryOf(image);
  if (!binary) {
    error =
        "no kernel to run: the input is neither an AMD OpenCL binary nor source with kernel "
        "directives (.kernel, .arg ...: docs/gcn.md)";
    return std::nullopt;
  }
  std::shared_ptr<const Model> model =
      modelOf(std::move(binary), error, binary::assembledProcessorOf(image));
  if (!model) return std::nullopt;
  return Program(std::move(model));
}

std::optional<Program> Program::fromModel(binary::AmdBinary binary, std::string& error) {
  std::shared_ptr<const Model> model =
      modelOf(std::make_shared<const binary::AmdBinary>(std::move(binary)), error);
  if (!model) return std::nullopt;
  return Program(std::move(model));
}

std::vector<std::string> Program::kernelNames() const {
  std::vector<std::string> names;
  if (model_->codeObject)
    for (const binary::CodeObjectKernel& k : model_->codeObject->kernels) names.push_back(k.name);
  else
    for (const binary::AmdKernel& k : model_->binary->kernels) names.push_back(k.name);
  return names;
}

std::optional<Kernel> Kernel::create(const Program& program, std::string_view name,
                                     std::string& error) {
  const std::vector<std::string> names = program.kernelNames();
  for (size_t i = 0; i < names.size(); ++i)
    if (names[i] == name) return Kernel(program, i);
  std::string known;
  for (const std::string& k : names) known += fmt::format(" {}", k);
  error = fmt::format("the program has no kernel '{}' (it has:{})", name,
                      known.empty() ? " none" : known);
  return std::nullopt;
}

Kernel::Kernel(Program program, size_t index) : program_(std::move(program)), index_(index) {
  if (const auto& codeObject = program_.model().codeObject) {
    for (const binary::CodeObjectArgument& a : codeObject->kernels[index].arguments)
      if (!a.hidden()) arguments_.push_back(describe(a, arguments_.size()));
  } else {
    for (const binary::KernelArgument& a :
         program_.model().binary->kernels[index].metadata.arguments)
      arguments_.push_back(describe(a));
  }
  values_.resize(arguments_.size());
}

const std::string& Kernel::name() const {
  if (const auto& codeObject = program_.model().codeObject) return codeObject->kernels[index_].name;
  return program_.model().binary->kernels[index_].name;
}

std::optional<size_t> Kernel::argumentIndex(std::string_view name) const {
  for (size_t i = 0; i < arguments_.size(); ++i)
    if (arguments_[i].name == name) return i;
  return std::nullopt;
}

bool Kernel::setArgument(std::string_view name, ArgumentValue value, std::string& error) {
  std::optional<size_t> index = argumentIndex(name);
  if (!index) {
    std::string known;
    for (const ArgumentInfo& a : arguments_) known += fmt::format(" {}", a.name);
    error = fmt::format("kernel '{}' has no argument '{}' (it has:{})", this->name(), name,
                        known.empty() ? " none" : known);
    return false;
  }
  return setArgument(*index, std::move(value), error);
}

bool Kernel::setArgument(size_t index, ArgumentValue value, std::string& error) {
  if (index >= arguments_.size()) {
    error = fmt::format("kernel '{}' has {} arguments; there is no argument {}", name(),
                        arguments_.size(), index);
    return false;
  }
  const ArgumentInfo& a = arguments_[index];
  using Kind = ArgumentValue::Kind;
  const bool local = a.kind == "pointer" && a.addressSpace == "local";
  if (a.kind == "value" || a.kind == "struct") {
    if (value.kind != Kind::Bytes) {
      error = fmt::format("argument '{}' is a {} value ({}): give it a number, not a buffer",
                          a.name, a.type, a.cType);
      return false;
    }
    // A number given wider than the argument keeps its low bytes when the
    // rest is zero or sign (the 1 of a uchar given as a 4-byte number).
    if (value.bytes.size() > a.bytes) {
      // An argument the metadata gives no bytes takes only a zero.
      const uint8_t sign = a.bytes != 0 && (value.bytes[a.bytes - 1] & 0x80) ? 0xff : 0;
      bool fits = std::all_of(value.bytes.begin() + a.bytes, value.bytes.end(),
                              [&](uint8_t b) { return b == 0 || b == sign; });
      if (!fits) {
        error = fmt::format("argument '{}' ({}) takes {} bytes; the value does not fit", a.name,
                            a.cType.empty() ? a.type : a.cType, a.bytes);
        return false;
      }
      value.bytes.resize(a.bytes);
    }
    value.bytes.resize(a.bytes, 0);
  } else if (local) {
    if (value.kind != Kind::Local) {
      error = fmt::format("argument '{}' is a __local pointer: give its size in bytes", a.name);
      return false;
    }
  } else if (a.kind == "pointer") {
    // A code object's pointer also takes its device address as bytes (what
    // hipModuleLaunchKernel's kernelParams hold).
    const bool address =
        program_.model().codeObject && value.kind == Kind::Bytes && value.bytes.size() == a.bytes;
    if (value.kind != Kind::Buffer && !address) {
      error = fmt::format("argument '{}' is a {} pointer ({}): give it a buffer", a.name,
                          a.addressSpace, a.cType);
      return false;
    }
  } else {
    error =
        fmt::format("argument '{}' is {} {}: the simulator models no images, samplers or counters",
                    a.name, a.kind == "image" ? "an" : "a", a.kind);
    return false;
  }
  values_[index] = std::move(value);
  return true;
}

}  // namespace gpuasm::gcn
