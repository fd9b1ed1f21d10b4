// The control family's handlers (trap, brkpt, nanosleep, a .func's frame
// addresses) and CUDA's device printf (calls.hpp). The SIMT stack with its
// call frames is simulator.cpp's.
#include "targets/ptx/machine/calls.hpp"

#include <fmt/format.h>

#include <bit>
#include <cstdio>
#include <cstring>
#include <vector>

#include "targets/ptx/machine/lanes.hpp"

namespace gpuasm::ptx {
using namespace lanes;
namespace {

bool frameAddress(Warp& w, const Op& op, uint32_t mask) {
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* base = w.slot(op.base);
  const uint64_t offset = op.addressOffset, keep = op.resultMask;
  forLanes(mask, [&](uint32_t l) { d[l] = (base[l] + offset) & keep; });
  return true;
}

// trap (PTX ISA 9.7.12.9) ends the kernel with an error; brkpt (9.7.12.10)
// stops in a debugger, and without one the launch fails as trap's does.
bool trap(Warp& w, const Op&, uint32_t mask) {
  return w.fail("trap", "trap: the thread stopped the kernel", std::countr_zero(mask), 0);
}
bool breakpoint(Warp& w, const Op&, uint32_t mask) {
  return w.fail("brkpt", "brkpt: a breakpoint, with no debugger to stop in", std::countr_zero(mask),
                0);
}
// nanosleep (9.7.12.12) only delays the thread: the functional simulator has no time to spend.
bool sleep(Warp&, const Op&, uint32_t) {
  return true;
}

constexpr int kMaxConversionBytes = 1 << 20;

uint64_t alignUp(uint64_t value, uint64_t alignment) {
  return (value + alignment - 1) / alignment * alignment;
}

}  // namespace

Handler frameAddressHandler() {
  return &frameAddress;
}

Handler chooseTrap(const Instruction& instruction) {
  return instruction.opcode().starts_with("brkpt") ? &breakpoint : &trap;
}
Handler chooseNanosleep(const Instruction&) {
  return &sleep;
}

std::optional<std::string> readDeviceString(const DeviceReader& read, uint64_t address,
                                            size_t limit) {
  std::string text;
  while (text.size() < limit) {
    uint8_t c = 0;
    if (!read(address + text.size(), 1, &c)) return std::nullopt;
    if (c == 0) break;
    text.push_back(static_cast<char>(c));
  }
  return text;
}

std::optional<DevicePrintf> formatDevicePrintf(std::string_view format, uint64_t buffer,
                                               const DeviceReader& read) {
  DevicePrintf out;
  uint64_t offset = 0;
  // The next argument of `bytes` at its natural alignment.
  auto next = [&](uint64_t bytes) -> std::optional<uint64_t> {
    offset = alignUp(offset, bytes);
    uint64_t value = 0;
    if (!read(buffer + offset, bytes, reinterpret_cast<uint8_t*>(&value))) return std::nullopt;
    offset += bytes;
    return value;  // little-endian host
  };
  std::vector<char> scratch(256);
  auto host = [&](const std::string& spec, auto value) {
    for (;;) {
      const int n = std::snprintf(scratch.data(), scratch.size(), spec.c_str(), value);
      // A width past the launch's output (`%999999999d`) prints nothing.
      if (n < 0 || n > kMaxConversionBytes) return;
      if (static_cast<size_t>(n) < scratch.size()) {
        out.text.append(scratch.data(), static_cast<size_t>(n));
        return;
      }
      scratch.resize(static_cast<size_t>(n) + 1);
    }
  };
  size_t i = 0;
  while (i < format.size()) {
    const char c = format[i];
    if (c != '%') {
      out.text.push_back(c);
      ++i;
      continue;
    }
    if (i + 1 < format.size() && format[i + 1] == '%') {
      out.text.push_back('%');
      i += 2;
      continue;
    }
    const size_t start = i++;
    std::string spec = "%";
    while (i < format.size() && std::string_view("-+ #0").find(format[i]) != std::string_view::npos)
      spec.push_back(format[i++]);
    // Width and precision, `*` taking an int argument.
    for (int part = 0; part < 2; ++part) {
      if (part == 1) {
        if (i >= format.size() || format[i] != '.') break;
        spec.push_back(format[i++]);
      }
      if (i < format.size() && format[i] == '*') {
        ++i;
        auto value = next(4);
        if (!value) return std::nullopt;
        spec += std::to_string(static_cast<int32_t>(*value));
        continue;
      }
      while (i < format.size() && format[i] >= '0' && format[i] <= '9') spec.push_back(format[i++]);
    }
    // Length: 8-byte integers for l, ll, j, z, t (the device's long is 64-bit).
    bool wide = false;
    std::string_view narrow;
    while (i < format.size() &&
           std::string_view("hlLqjzt").find(format[i]) != std::string_view::npos) {
      const char m = format[i++];
      if (m == 'h') narrow = narrow.empty() ? "h" : "hh";
      if (m != 'h') wide = true;
    }
    if (i >= format.size()) {  // a lone '%' at the end: as written
      out.text.append(format.substr(start));
      break;
    }
    const char conversion = format[i++];
    switch (conversion) {
      case 'd':
      case 'i':
      case 'u':
      case 'o':
      case 'x':
      case 'X':
      case 'c': {
        auto value = next(wide ? 8 : 4);
        if (!value) return std::nullopt;
        if (conversion == 'c') {
          host(spec + "c", static_cast<int>(*value));
        } else if (wide) {
          host(spec + "ll" + conversion, static_cast<long long>(*value));
        } else {
          host(spec + std::string(narrow) + conversion,
               static_cast<int>(static_cast<uint32_t>(*value)));
        }
        ++out.arguments;
        break;
      }
      case 'f':
      case 'F':
      case 'e':
      case 'E':
      case 'g':
      case 'G':
      case 'a':
      case 'A': {
        auto value = next(8);
        if (!value) return std::nullopt;
        host(spec + conversion, std::bit_cast<double>(*value));
        ++out.arguments;
        break;
      }
      case 's': {
        auto pointer = next(8);
        if (!pointer) return std::nullopt;
        if (*pointer == 0) {
          host(spec + "s", "(null)");
        } else {
          auto text = readDeviceString(read, *pointer);
          if (!text) return std::nullopt;
          host(spec + "s", text->c_str());
        }
        ++out.arguments;
        break;
      }
      case 'p': {
        auto pointer = next(8);
        if (!pointer) return std::nullopt;
        host(spec + "p", reinterpret_cast<const void*>(static_cast<uintptr_t>(*pointer)));
        ++out.arguments;
        break;
      }
      case 'n': {  // writes nothing on the device: the argument is consumed
        if (!next(8)) return std::nullopt;
        ++out.arguments;
        break;
      }
      default:  // not a conversion: as written
        out.text.append(format.substr(start, i - start));
        break;
    }
  }
  return out;
}

}  // namespace gpuasm::ptx
