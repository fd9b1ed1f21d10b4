// MessagePack reader and writer (msgpack.hpp).
#include "targets/gcn/binary/msgpack.hpp"

#include <fmt/format.h>

#include <cstring>

#include "targets/gcn/binary/metadata_yaml.hpp"

namespace gpuasm::gcn::binary {

MsgValue MsgValue::ofString(std::string_view s) {
  MsgValue v;
  v.type = Type::String;
  v.text = s;
  return v;
}

MsgValue MsgValue::ofUnsigned(uint64_t n) {
  MsgValue v;
  v.type = Type::Unsigned;
  v.unsigned_ = n;
  return v;
}

MsgValue MsgValue::ofBoolean(bool b) {
  MsgValue v;
  v.type = Type::Boolean;
  v.boolean = b;
  return v;
}

MsgValue MsgValue::ofArray(std::vector<MsgValue> items) {
  MsgValue v;
  v.type = Type::Array;
  v.items = std::move(items);
  return v;
}

MsgValue MsgValue::ofMap() {
  MsgValue v;
  v.type = Type::Map;
  return v;
}

void MsgValue::add(std::string_view key, MsgValue value) {
  keys.push_back(ofString(key));
  values.push_back(std::move(value));
}

const MsgValue* MsgValue::find(std::string_view key) const {
  if (type != Type::Map) return nullptr;
  for (size_t i = 0; i < keys.size(); ++i)
    if (keys[i].type == Type::String && keys[i].text == key) return &values[i];
  return nullptr;
}

std::optional<uint64_t> MsgValue::number(uint64_t max) const {
  if (type != Type::Unsigned || unsigned_ > max) return std::nullopt;
  return unsigned_;
}

namespace {

constexpr int kMaxDepth = 32;

class Reader {
 public:
  Reader(std::span<const uint8_t> bytes, std::string& error) : bytes_(bytes), error_(error) {}

  std::optional<MsgValue> value(int depth) {
    if (depth > kMaxDepth) return fail(at_, fmt::format("nesting deeper than {}", kMaxDepth));
    const size_t start = at_;
    std::optional<uint64_t> tag = take(1);
    if (!tag) return std::nullopt;
    const uint8_t t = static_cast<uint8_t>(*tag);
    MsgValue v;
    using Type = MsgValue::Type;
    if (t <= 0x7f) return MsgValue::ofUnsigned(t);
    if (t >= 0xe0) {
      v.type = Type::Integer;
      v.integer = static_cast<int8_t>(t);
      return v;
    }
    if ((t & 0xf0) == 0x80) return map(t & 0x0f, depth);
    if ((t & 0xf0) == 0x90) return array(t & 0x0f, depth);
    if ((t & 0xe0) == 0xa0) return string(Type::String, t & 0x1f);
    switch (t) {
      case 0xc0:
        return v;
      case 0xc2:
      case 0xc3:
        return MsgValue::ofBoolean(t == 0xc3);
      case 0xc4:
      case 0xc5:
      case 0xc6: {
        std::optional<uint64_t> n = take(size_t{1} << (t - 0xc4));
        if (!n) return std::nullopt;
        return string(Type::Binary, *n);
      }
      case 0xca:
      case 0xcb: {
        std::optional<uint64_t> bits = take(t == 0xca ? 4 : 8);
        if (!bits) return std::nullopt;
        v.type = Type::Float;
        if (t == 0xca) {
          const uint32_t b = static_cast<uint32_t>(*bits);
          float f = 0;
          std::memcpy(&f, &b, 4);
          v.real = f;
        } else {
          std::memcpy(&v.real, &*bits, 8);
        }
        return v;
      }
      case 0xcc:
      case 0xcd:
      case 0xce:
      case 0xcf: {
        std::optional<uint64_t> n = take(size_t{1} << (t - 0xcc));
        if (!n) return std::nullopt;
        return MsgValue::ofUnsigned(*n);
      }
      case 0xd0:
      case 0xd1:
      case 0xd2:
      case 0xd3: {
        const unsigned bytes = 1u << (t - 0xd0);
        std::optional<uint64_t> n = take(bytes);
        if (!n) return std::nullopt;
        const unsigned shift = 64 - 8 * bytes;
        const int64_t s = static_cast<int64_t>(*n << shift) >> shift;
        if (s >= 0) return MsgValue::ofUnsigned(static_cast<uint64_t>(s));
        v.type = Type::Integer;
        v.integer = s;
        return v;
      }
      case 0xd9:
      case 0xda:
      case 0xdb: {
        std::optional<uint64_t> n = take(size_t{1} << (t - 0xd9));
        if (!n) return std::nullopt;
        return string(Type::String, *n);
      }
      case 0xdc:
      case 0xdd: {
        std::optional<uint64_t> n = take(t == 0xdc ? 2 : 4);
        if (!n) return std::nullopt;
        return array(*n, depth);
      }
      case 0xde:
      case 0xdf: {
        std::optional<uint64_t> n = take(t == 0xde ? 2 : 4);
        if (!n) return std::nullopt;
        return map(*n, depth);
      }
      default:
        // 0xc1 is never used; 0xc7-0xc9 and 0xd4-0xd8 are extension types,
        // which the metadata does not use.
        return fail(start, fmt::format("type byte 0x{:02x} ({})", t,
                                       t == 0xc1 ? "never used" : "an extension type"));
    }
  }

  size_t at() const { return at_; }

  std::nullopt_t fail(size_t at, std::string what) {
    if (error_.empty()) error_ = fmt::format("byte {}: {}", at, what);
    return std::nullopt;
  }

 private:
  // A big-endian integer of `bytes` bytes.
  std::optional<uint64_t> take(size_t bytes) {
    if (bytes > bytes_.size() - at_)
      return fail(at_, fmt::format("truncated: {} more byte{} expected, {} left", bytes,
                                   bytes == 1 ? "" : "s", bytes_.size() - at_));
    uint64_t n = 0;
    for (size_t i = 0; i < bytes; ++i) n = n << 8 | bytes_[at_ + i];
    at_ += bytes;
    return n;
  }

  std::optional<MsgValue> string(MsgValue::Type type, uint64_t length) {
    if (length > bytes_.size() - at_)
      return fail(at_, fmt::format("a string of {} bytes, {} left", length, bytes_.size() - at_));
    MsgValue v;
    v.type = type;
    v.text.assign(reinterpret_cast<const char*>(bytes_.data() + at_), length);
    at_ += length;
    return v;
  }

  // Each element takes at least one byte: a count past the bytes left is
  // refused before anything is allocated.
  std::optional<MsgValue> array(uint64_t count, int depth) {
    if (count > bytes_.size() - at_)
      return fail(
          at_, fmt::format("an array of {} elements, {} bytes left", count, bytes_.size() - at_));
    MsgValue v;
    v.type = MsgValue::Type::Array;
    v.items.reserve(count);
    for (uint64_t i = 0; i < count; ++i) {
      std::optional<MsgValue> item = value(depth + 1);
      if (!item) return std::nullopt;
      v.items.push_back(std::move(*item));
    }
    return v;
  }

  std::optional<MsgValue> map(uint64_t count, int depth) {
    if (count > (bytes_.size() - at_) / 2)
      return fail(at_,
                  fmt::format("a map of {} entries, {} bytes left", count, bytes_.size() - at_));
    MsgValue v;
    v.type = MsgValue::Type::Map;
    v.keys.reserve(count);
    v.values.reserve(count);
    for (uint64_t i = 0; i < count; ++i) {
      std::optional<MsgValue> key = value(depth + 1);
      if (!key) return std::nullopt;
      std::optional<MsgValue> item = value(depth + 1);
      if (!item) return std::nullopt;
      v.keys.push_back(std::move(*key));
      v.values.push_back(std::move(*item));
    }
    return v;
  }

  std::span<const uint8_t> bytes_;
  std::string& error_;
  size_t at_ = 0;
};

void putBigEndian(std::vector<uint8_t>& out, uint64_t value, unsigned bytes) {
  for (unsigned i = bytes; i-- > 0;) out.push_back(static_cast<uint8_t>(value >> (8 * i)));
}

void putCount(std::vector<uint8_t>& out, uint64_t n, uint8_t fix, uint8_t fixLimit, uint8_t tag8,
              uint8_t tag16, uint8_t tag32) {
  if (n < fixLimit) {
    out.push_back(static_cast<uint8_t>(fix | n));
  } else if (tag8 && n <= 0xff) {
    out.push_back(tag8);
    putBigEndian(out, n, 1);
  } else if (n <= 0xffff) {
    out.push_back(tag16);
    putBigEndian(out, n, 2);
  } else {
    out.push_back(tag32);
    putBigEndian(out, n, 4);
  }
}

void write(const MsgValue& v, std::vector<uint8_t>& out) {
  using Type = MsgValue::Type;
  switch (v.type) {
    case Type::Nil:
      out.push_back(0xc0);
      break;
    case Type::Boolean:
      out.push_back(v.boolean ? 0xc3 : 0xc2);
      break;
    case Type::Unsigned:
      if (v.unsigned_ <= 0x7f) {
        out.push_back(static_cast<uint8_t>(v.unsigned_));
      } else {
        const unsigned bytes = v.unsigned_ <= 0xff         ? 1
                               : v.unsigned_ <= 0xffff     ? 2
                               : v.unsigned_ <= 0xffffffff ? 4
                                                           : 8;
        out.push_back(static_cast<uint8_t>(0xcc + (bytes == 1   ? 0
                                                   : bytes == 2 ? 1
                                                   : bytes == 4 ? 2
                                                                : 3)));
        putBigEndian(out, v.unsigned_, bytes);
      }
      break;
    case Type::Integer:
      if (v.integer >= -32) {
        out.push_back(static_cast<uint8_t>(v.integer));
      } else {
        const unsigned bytes = v.integer >= INT8_MIN    ? 1
                               : v.integer >= INT16_MIN ? 2
                               : v.integer >= INT32_MIN ? 4
                                                        : 8;
        out.push_back(static_cast<uint8_t>(0xd0 + (bytes == 1   ? 0
                                                   : bytes == 2 ? 1
                                                   : bytes == 4 ? 2
                                                                : 3)));
        putBigEndian(out, static_cast<uint64_t>(v.integer), bytes);
      }
      break;
    case Type::Float: {
      uint64_t bits = 0;
      std::memcpy(&bits, &v.real, 8);
      out.push_back(0xcb);
      putBigEndian(out, bits, 8);
      break;
    }
    case Type::String:
      putCount(out, v.text.size(), 0xa0, 32, 0xd9, 0xda, 0xdb);
      out.insert(out.end(), v.text.begin(), v.text.end());
      break;
    case Type::Binary:
      putCount(out, v.text.size(), 0, 0, 0xc4, 0xc5, 0xc6);
      out.insert(out.end(), v.text.begin(), v.text.end());
      break;
    case Type::Array:
      putCount(out, v.items.size(), 0x90, 16, 0, 0xdc, 0xdd);
      for (const MsgValue& item : v.items) write(item, out);
      break;
    case Type::Map:
      putCount(out, v.keys.size(), 0x80, 16, 0, 0xde, 0xdf);
      for (size_t i = 0; i < v.keys.size(); ++i) {
        write(v.keys[i], out);
        write(v.values[i], out);
      }
      break;
  }
}

// A string as YAML writes it plainly where it can, quoted where it must be,
// and tagged `!str` where llvm-mc-14's reader (and ours, metadata_yaml.hpp)
// would type its text otherwise, quoted or not (`!str n`, as LLVM writes it).
std::string yamlString(const std::string& s) {
  const bool plain = !s.empty() &&
                     s.find_first_of(":#;'\"{}[],&*!|>%@`\\\n\t") == std::string::npos &&
                     s.front() != ' ' && s.back() != ' ' && s.front() != '-' && s.front() != '?';
  const bool tagged = typedYamlScalar(s).type != MsgValue::Type::String;
  std::string text;
  text.reserve(s.size() + 8);
  if (tagged) text.append("!str ");
  if (plain) {
    text.append(s);
    return text;
  }
  text.push_back('\'');
  for (char c : s) {
    if (c == '\'') text.push_back('\'');
    text.push_back(c);
  }
  text.push_back('\'');
  return text;
}

std::string scalarText(const MsgValue& v) {
  using Type = MsgValue::Type;
  switch (v.type) {
    case Type::Nil:
      return "~";
    case Type::Boolean:
      return v.boolean ? "true" : "false";
    case Type::Integer:
      return std::to_string(v.integer);
    case Type::Unsigned:
      return std::to_string(v.unsigned_);
    case Type::Float:
      return fmt::format("{}", v.real);
    case Type::String:
      return yamlString(v.text);
    case Type::Binary: {
      std::string hex = "!!binary '";
      for (unsigned char c : v.text) hex += fmt::format("{:02x}", c);
      return hex + "'";
    }
    default:
      return {};
  }
}

bool isScalar(const MsgValue& v) {
  return v.type != MsgValue::Type::Array && v.type != MsgValue::Type::Map;
}

// `v` as YAML lines at `indent`; in a sequence, the first line's last two
// spaces of indent are its "- ".
void yaml(const MsgValue& v, size_t indent, std::string& out, bool inSequence) {
  using Type = MsgValue::Type;
  std::string pad(indent, ' ');
  bool firstLine = true;
  auto linePad = [&]() -> std::string {
    if (inSequence && firstLine) {
      firstLine = false;
      return std::string(indent - 2, ' ') + "- ";
    }
    firstLine = false;
    return pad;
  };
  if (v.type == Type::Map) {
    if (v.keys.empty()) out += linePad() + "{}\n";
    for (size_t i = 0; i < v.keys.size(); ++i) {
      const MsgValue& key = v.keys[i];
      const MsgValue& item = v.values[i];
      const std::string k = key.type == Type::String ? yamlString(key.text) : scalarText(key);
      if (isScalar(item)) {
        out += linePad() + k + ": " + scalarText(item) + "\n";
      } else if ((item.type == Type::Map && item.keys.empty()) ||
                 (item.type == Type::Array && item.items.empty())) {
        out += linePad() + k + (item.type == Type::Map ? ": {}\n" : ": []\n");
      } else {
        out += linePad() + k + ":\n";
        yaml(item, indent + 2 + (item.type == Type::Array ? 2 : 0), out, false);
      }
    }
  } else if (v.type == Type::Array) {
    for (const MsgValue& item : v.items) {
      if (isScalar(item)) {
        out += std::string(indent - 2, ' ') + "- " + scalarText(item) + "\n";
      } else {
        yaml(item, indent, out, true);
      }
    }
  } else {
    out += linePad() + scalarText(v) + "\n";
  }
}

}  // namespace

std::optional<MsgValue> readMsgPack(std::span<const uint8_t> bytes, std::string& error) {
  error.clear();
  Reader reader(bytes, error);
  std::optional<MsgValue> v = reader.value(0);
  if (v && reader.at() != bytes.size())
    return reader.fail(reader.at(),
                       fmt::format("{} bytes after the value", bytes.size() - reader.at()));
  return v;
}

std::vector<uint8_t> writeMsgPack(const MsgValue& value) {
  std::vector<uint8_t> out;
  write(value, out);
  return out;
}

std::string msgPackText(const MsgValue& value, int indent) {
  std::string out;
  yaml(value, static_cast<size_t>(indent), out, false);
  return out;
}

}  // namespace gpuasm::gcn::binary
