#pragma once

// MessagePack (https://github.com/msgpack/msgpack/blob/master/spec.md), the
// encoding of the NT_AMDGPU_METADATA note of an HSA code object (code object
// v3 and later: LLVM's AMDGPUUsage, "Code Object V3 Metadata"). Our own
// rather than msgpack-c: the metadata uses maps, arrays, strings, integers
// and booleans, and a reader that bounds nesting and every count by the bytes
// left (a fuzzed note must not allocate gigabytes or overflow the stack) is
// smaller than wrapping one that does not (docs/gcn.md, "HSA code objects").
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gpuasm::gcn::binary {

struct MsgValue {
  enum class Type : uint8_t { Nil, Boolean, Integer, Unsigned, Float, String, Binary, Array, Map };
  Type type = Type::Nil;
  bool boolean = false;
  int64_t integer = 0;     // Integer (negative)
  uint64_t unsigned_ = 0;  // Unsigned (0 and up)
  double real = 0;
  std::string text;             // String, Binary
  std::vector<MsgValue> items;  // Array
  // Map: keys[i] maps to values[i], in the order written.
  std::vector<MsgValue> keys, values;

  static MsgValue ofString(std::string_view s);
  static MsgValue ofUnsigned(uint64_t n);
  static MsgValue ofBoolean(bool b);
  static MsgValue ofArray(std::vector<MsgValue> items);
  static MsgValue ofMap();
  void add(std::string_view key, MsgValue value);  // a Map's next entry

  // A map's value for a string key; nullptr when absent or not a map.
  const MsgValue* find(std::string_view key) const;
  bool isNumber() const { return type == Type::Integer || type == Type::Unsigned; }
  // The value as a number in [0, max]: nullopt when it is not an integer or
  // lies outside.
  std::optional<uint64_t> number(uint64_t max = UINT64_MAX) const;
};

// The one value at the start of `bytes` (and nothing after it), or nothing
// with `error` naming the byte offset and the problem (truncated, a type byte
// the spec reserves, a count past the bytes left, nesting deeper than 32).
std::optional<MsgValue> readMsgPack(std::span<const uint8_t> bytes, std::string& error);

// The value in the smallest encodings (as LLVM's msgpack writer does).
std::vector<uint8_t> writeMsgPack(const MsgValue& value);

// The value as YAML-like text (strings quoted only where needed), for listings.
std::string msgPackText(const MsgValue& value, int indent = 0);

}  // namespace gpuasm::gcn::binary
