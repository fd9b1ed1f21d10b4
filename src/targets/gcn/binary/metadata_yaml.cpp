// The `.amdgpu_metadata` YAML, read into MessagePack (metadata_yaml.hpp).
#include "targets/gcn/binary/metadata_yaml.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <functional>

namespace gpuasm::gcn::binary {
namespace {

using Type = MsgValue::Type;

// Nesting past this is refused (a fuzzed block must not overflow the stack).
constexpr size_t kMaxDepth = 32;

struct Line {
  size_t indent = 0;
  std::string text;  // after the indent, comments and trailing blanks removed
  size_t index = 0;  // into the lines given
};

// LLVM's StringRef::getAsUnsignedInteger with radix 0 (getAutoSenseRadix).
std::optional<uint64_t> unsignedNumber(std::string_view s) {
  unsigned radix = 10;
  if (s.starts_with("0x") || s.starts_with("0X")) {
    radix = 16;
    s.remove_prefix(2);
  } else if (s.starts_with("0b") || s.starts_with("0B")) {
    radix = 2;
    s.remove_prefix(2);
  } else if (s.starts_with("0o")) {
    radix = 8;
    s.remove_prefix(2);
  } else if (s.size() > 1 && s[0] == '0') {
    radix = 8;
    s.remove_prefix(1);
  }
  if (s.empty()) return std::nullopt;
  uint64_t value = 0;
  for (char c : s) {
    unsigned digit = 0;
    if (c >= '0' && c <= '9')
      digit = static_cast<unsigned>(c - '0');
    else if (c >= 'a' && c <= 'z')
      digit = static_cast<unsigned>(c - 'a' + 10);
    else if (c >= 'A' && c <= 'Z')
      digit = static_cast<unsigned>(c - 'A' + 10);
    else
      return std::nullopt;
    if (digit >= radix) return std::nullopt;
    if (value > (UINT64_MAX - digit) / radix) return std::nullopt;
    value = value * radix + digit;
  }
  return value;
}

// llvm::yaml::parseBool (LLVM 14).
std::optional<bool> boolean(std::string_view s) {
  static constexpr std::array<std::string_view, 11> kTrue = {
      "y", "Y", "yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON"};
  static constexpr std::array<std::string_view, 11> kFalse = {
      "n", "N", "no", "No", "NO", "false", "False", "FALSE", "off", "Off", "OFF"};
  if (std::find(kTrue.begin(), kTrue.end(), s) != kTrue.end()) return true;
  if (std::find(kFalse.begin(), kFalse.end(), s) != kFalse.end()) return false;
  return std::nullopt;
}

}  // namespace

// msgpack::DocNode::fromString with no tag, as llvm-mc-14 types a scalar.
MsgValue typedYamlScalar(const std::string& s) {
  MsgValue v;
  v.text = s;  // as written, whatever the type (code object v2's names: an argument 'y')
  if (auto u = unsignedNumber(s)) {
    v.type = Type::Unsigned;
    v.unsigned_ = *u;
    return v;
  }
  if (s.starts_with("-")) {
    if (auto u = unsignedNumber(std::string_view(s).substr(1)); u && *u <= (uint64_t{1} << 63)) {
      v.type = *u == 0 ? Type::Unsigned : Type::Integer;
      v.integer = *u == 0 ? 0 : static_cast<int64_t>(0 - *u);
      return v;
    }
  }
  if (auto b = boolean(s)) {
    v.type = Type::Boolean;
    v.boolean = *b;
    return v;
  }
  if (!s.empty()) {
    char* end = nullptr;
    std::strtod(s.c_str(), &end);
    if (end == s.c_str() + s.size()) return v;  // a float: llvm-mc-14 writes nil
  }
  v.type = Type::String;
  return v;
}

namespace {

MsgValue typed(const std::string& s) {
  return typedYamlScalar(s);
}

// msgpack::Type's order (Int, UInt, Nil, Boolean, Float, String, ...), then the value.
int rank(const MsgValue& v) {
  switch (v.type) {
    case Type::Integer:
      return 0;
    case Type::Unsigned:
      return 1;
    case Type::Nil:
      return 2;
    case Type::Boolean:
      return 3;
    case Type::Float:
      return 4;
    default:
      return 5;
  }
}

bool keyLess(const MsgValue& a, const MsgValue& b) {
  if (rank(a) != rank(b)) return rank(a) < rank(b);
  switch (a.type) {
    case Type::Integer:
      return a.integer < b.integer;
    case Type::Unsigned:
      return a.unsigned_ < b.unsigned_;
    case Type::Boolean:
      return a.boolean < b.boolean;
    case Type::Nil:
      return false;
    default:
      return a.text < b.text;
  }
}

// A map with its entries ordered by key, as msgpack::Document orders them
// (a block mapping and a flow one alike).
MsgValue sortedByKey(MsgValue map) {
  std::vector<size_t> order(map.keys.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return keyLess(map.keys[a], map.keys[b]); });
  MsgValue sorted = MsgValue::ofMap();
  for (size_t i : order) {
    sorted.keys.push_back(std::move(map.keys[i]));
    sorted.values.push_back(std::move(map.values[i]));
  }
  return sorted;
}

class Reader {
 public:
  Reader(std::vector<Line> lines, YamlError& error) : lines_(std::move(lines)), error_(error) {}

  std::optional<MsgValue> document() {
    if (lines_.empty()) return fail(0, 0, "the metadata block is empty");
    auto v = block(0, 0);
    if (v && at_ < lines_.size())
      return fail(lines_[at_].index, lines_[at_].indent,
                  "unexpected text after the document (its indentation ends a block above)");
    return v;
  }

 private:
  std::optional<MsgValue> fail(size_t line, size_t column, std::string message) {
    if (error_.message.empty()) error_ = {line, column, std::move(message)};
    return std::nullopt;
  }
  std::optional<MsgValue> failHere(size_t column, std::string message) {
    const Line& l = lines_[std::min(at_, lines_.size() - 1)];
    return fail(l.index, l.indent + column, std::move(message));
  }
  // At `where`, a place in the current line's text.
  std::optional<MsgValue> failAt(const char* where, std::string message) {
    const Line& l = lines_[std::min(at_, lines_.size() - 1)];
    const char* begin = l.text.data();
    const size_t column =
        where >= begin && where <= begin + l.text.size() ? static_cast<size_t>(where - begin) : 0;
    return fail(l.index, l.indent + column, std::move(message));
  }

  static bool isItem(const std::string& t) { return t == "-" || t.starts_with("- "); }

  // Where the `:` ending a mapping key is (outside quotes, followed by a
  // blank or the end), or npos.
  static size_t keyColon(std::string_view t) {
    size_t i = 0;
    if (!t.empty() && (t[0] == '\'' || t[0] == '"')) {
      const char q = t[0];
      for (i = 1; i < t.size(); ++i) {
        if (q == '"' && t[i] == '\\') {
          ++i;
        } else if (t[i] == q) {
          if (q == '\'' && i + 1 < t.size() && t[i + 1] == '\'') {
            ++i;
            continue;
          }
          break;
        }
      }
      ++i;
    }
    if (!t.empty() && (t[0] == '[' || t[0] == '{')) return std::string_view::npos;
    for (; i < t.size(); ++i)
      if (t[i] == ':' && (i + 1 == t.size() || t[i + 1] == ' ')) return i;
    return std::string_view::npos;
  }

  // The node starting on the current line, whose indent is at least `minIndent`.
  std::optional<MsgValue> block(size_t minIndent, size_t depth) {
    if (depth > kMaxDepth) return failHere(0, fmt::format("nested more than {} deep", kMaxDepth));
    if (at_ >= lines_.size()) return failHere(0, "a value is missing at the end");
    const Line& l = lines_[at_];
    if (l.indent < minIndent) return failHere(0, "a value is missing");
    if (isItem(l.text)) return sequence(l.indent, depth);
    if (keyColon(l.text) != std::string_view::npos) return mapping(l.indent, depth);
    auto v = inlineValue(l.text, depth);
    if (v) ++at_;
    return v;
  }

  std::optional<MsgValue> sequence(size_t indent, size_t depth) {
    MsgValue out = MsgValue::ofArray({});
    while (at_ < lines_.size() && lines_[at_].indent == indent && isItem(lines_[at_].text)) {
      Line& l = lines_[at_];
      const size_t skip = l.text.find_first_not_of(' ', 1);
      if (skip == std::string::npos) {
        ++at_;
        if (at_ >= lines_.size() || lines_[at_].indent <= indent)
          return fail(l.index, l.indent, "an empty sequence item");
        auto item = block(indent + 1, depth + 1);
        if (!item) return std::nullopt;
        out.items.push_back(std::move(*item));
        continue;
      }
      // The rest of the line is a node at its own column ("- .name: x"
      // starts a mapping whose keys line up with `.name`).
      l.text.erase(0, skip);
      l.indent += skip;
      auto item = block(l.indent, depth + 1);
      if (!item) return std::nullopt;
      out.items.push_back(std::move(*item));
    }
    if (at_ < lines_.size() && lines_[at_].indent > indent)
      return failHere(0, "unexpected indentation in a sequence");
    return out;
  }

  std::optional<MsgValue> mapping(size_t indent, size_t depth) {
    MsgValue out = MsgValue::ofMap();
    while (at_ < lines_.size() && lines_[at_].indent == indent && !isItem(lines_[at_].text)) {
      const Line& l = lines_[at_];
      const size_t colon = keyColon(l.text);
      if (colon == std::string_view::npos)
        return failHere(0, fmt::format("expected 'key: value', found '{}'", l.text));
      size_t keyEnd = 0;
      std::string keyText = l.text.substr(0, colon);
      while (!keyText.empty() && keyText.back() == ' ') keyText.pop_back();
      auto key = scalar(keyText, keyEnd, false);
      if (!key) return std::nullopt;
      if (keyEnd != keyText.size()) return failHere(keyEnd, "unexpected text after the key");
      const size_t valueStart = l.text.find_first_not_of(' ', colon + 1);
      std::optional<MsgValue> value;
      if (valueStart == std::string::npos) {
        const size_t line = l.index;
        ++at_;
        const bool nested =
            at_ < lines_.size() && (lines_[at_].indent > indent ||
                                    (lines_[at_].indent == indent && isItem(lines_[at_].text)));
        if (!nested) return fail(line, indent, fmt::format("'{}' has no value", keyText));
        value = block(indent, depth + 1);
      } else {
        value = inlineValue(std::string_view(l.text).substr(valueStart), depth);
        if (value) ++at_;
      }
      if (!value) return std::nullopt;
      for (const MsgValue& k : out.keys)
        if (!keyLess(k, *key) && !keyLess(*key, k))
          return fail(lines_[at_ - 1].index, indent,
                      fmt::format("the key '{}' is given twice", keyText));
      out.add("", std::move(*value));
      out.keys.back() = std::move(*key);
    }
    if (at_ < lines_.size() && lines_[at_].indent > indent)
      return failHere(0, "unexpected indentation in a mapping");
    return sortedByKey(std::move(out));
  }

  // A value that fits on one line: a flow collection or a scalar.
  std::optional<MsgValue> inlineValue(std::string_view text, size_t depth) {
    size_t at = 0;
    auto v = flow(text, at, depth, false);
    if (!v) return std::nullopt;
    while (at < text.size() && text[at] == ' ') ++at;
    if (at != text.size())
      return failAt(text.data() + at,
                    fmt::format("unexpected '{}' after a value", text.substr(at)));
    return v;
  }

  std::optional<MsgValue> flow(std::string_view text, size_t& at, size_t depth, bool inFlow) {
    if (depth > kMaxDepth)
      return failAt(text.data() + at, fmt::format("nested more than {} deep", kMaxDepth));
    while (at < text.size() && text[at] == ' ') ++at;
    if (at < text.size() && (text[at] == '[' || text[at] == '{')) {
      const bool isMap = text[at] == '{';
      const char close = isMap ? '}' : ']';
      ++at;
      MsgValue out = isMap ? MsgValue::ofMap() : MsgValue::ofArray({});
      auto skipBlanks = [&] {
        while (at < text.size() && text[at] == ' ') ++at;
      };
      skipBlanks();
      if (at < text.size() && text[at] == close) {
        ++at;
        return out;
      }
      while (true) {
        if (isMap) {
          skipBlanks();
          size_t used = 0;
          auto key = scalar(text.substr(at), used, true);
          if (!key) return std::nullopt;
          at += used;
          skipBlanks();
          if (at >= text.size() || text[at] != ':')
            return failAt(text.data() + at, "expected ':' after a key in '{...}'");
          ++at;
          auto value = flow(text, at, depth + 1, true);
          if (!value) return std::nullopt;
          for (const MsgValue& k : out.keys)
            if (!keyLess(k, *key) && !keyLess(*key, k))
              return failAt(text.data() + at, "a key is given twice in '{...}'");
          out.add("", std::move(*value));
          out.keys.back() = std::move(*key);
        } else {
          auto item = flow(text, at, depth + 1, true);
          if (!item) return std::nullopt;
          out.items.push_back(std::move(*item));
        }
        skipBlanks();
        if (at < text.size() && text[at] == ',') {
          ++at;
          continue;
        }
        if (at < text.size() && text[at] == close) {
          ++at;
          break;
        }
        return failAt(text.data() + at, fmt::format("expected ',' or '{}'", close));
      }
      return isMap ? sortedByKey(std::move(out)) : out;
    }
    size_t used = 0;
    auto v = scalar(text.substr(at), used, inFlow);
    if (v) at += used;
    return v;
  }

  // A scalar at the start of `text`; `used` is how far it went. A tag
  // (`!str n`, as LLVM writes a string its reader would type otherwise; !int,
  // !bool, !nil) says the type instead of the text.
  std::optional<MsgValue> scalar(std::string_view text, size_t& used, bool inFlow) {
    if (!text.empty() && text[0] == '!') {
      size_t end = text.find(' ');
      if (end == std::string_view::npos) end = text.size();
      const std::string_view tag = text.substr(0, end);
      size_t rest = text.find_first_not_of(' ', end);
      if (rest == std::string_view::npos) rest = text.size();
      std::string raw;
      auto v = scalar(text.substr(rest), used, inFlow, &raw);
      used += rest;
      if (!v) return std::nullopt;
      if (tag == "!str") return MsgValue::ofString(raw);
      if (tag == "!nil") return MsgValue{};
      if ((tag == "!int" && v->isNumber()) || (tag == "!bool" && v->type == Type::Boolean))
        return v;
      return failAt(text.data(),
                    fmt::format("'{} {}': the tag does not fit the value (this reader takes "
                                "!str, !int, !bool, !nil)",
                                tag, raw));
    }
    return scalar(text, used, inFlow, nullptr);
  }

  // `raw`: where to leave the scalar's text before typing.
  std::optional<MsgValue> scalar(std::string_view text, size_t& used, bool inFlow,
                                 std::string* raw) {
    std::string value;
    if (!text.empty() && text[0] == '\'') {
      size_t i = 1;
      for (; i < text.size(); ++i) {
        if (text[i] != '\'') {
          value += text[i];
        } else if (i + 1 < text.size() && text[i + 1] == '\'') {
          value += '\'';
          ++i;
        } else {
          break;
        }
      }
      if (i >= text.size())
        return failAt(text.data(), "a single-quoted string without its closing quote");
      used = i + 1;
      if (raw) *raw = value;
      return typed(value);
    }
    if (!text.empty() && text[0] == '"') {
      size_t i = 1;
      for (; i < text.size() && text[i] != '"'; ++i) {
        if (text[i] != '\\') {
          value += text[i];
          continue;
        }
        if (++i >= text.size()) break;
        switch (text[i]) {
          case 'n':
            value += '\n';
            break;
          case 't':
            value += '\t';
            break;
          case 'r':
            value += '\r';
            break;
          case '0':
            value += '\0';
            break;
          case '\\':
          case '"':
          case '/':
          case ' ':
            value += text[i];
            break;
          case 'x': {
            if (i + 2 >= text.size())
              return failAt(text.data() + i, "'\\x' needs two hexadecimal digits");
            auto byte = unsignedNumber("0x" + std::string(text.substr(i + 1, 2)));
            if (!byte) return failAt(text.data() + i, "'\\x' needs two hexadecimal digits");
            value += static_cast<char>(*byte);
            i += 2;
            break;
          }
          default:
            return failAt(text.data() + i,
                          fmt::format("'\\{}' is no escape this reader knows (\\n \\t \\r "
                                      "\\0 \\\\ \\\" \\/ \\xHH)",
                                      text[i]));
        }
      }
      if (i >= text.size())
        return failAt(text.data(), "a double-quoted string without its closing quote");
      used = i + 1;
      if (raw) *raw = value;
      return typed(value);
    }
    size_t end = 0;
    if (inFlow) {
      while (end < text.size() && text[end] != ',' && text[end] != ']' && text[end] != '}' &&
             !(text[end] == ':' && (end + 1 == text.size() || text[end + 1] == ' ')))
        ++end;
    } else {
      end = text.size();
    }
    used = end;
    std::string_view plain = text.substr(0, end);
    while (!plain.empty() && plain.back() == ' ') plain.remove_suffix(1);
    if (plain.empty()) return failAt(text.data(), "a value is missing");
    if (plain[0] == '&' || plain[0] == '*' || plain[0] == '!' || plain[0] == '|' ||
        plain[0] == '>' || plain[0] == '%' || plain[0] == '@' || plain[0] == '`')
      return failAt(text.data(), fmt::format("'{}' starts YAML this reader does not take (anchors, "
                                             "aliases, a second tag, block scalars)",
                                             plain[0]));
    if (raw) *raw = std::string(plain);
    return typed(std::string(plain));
  }

  std::vector<Line> lines_;
  YamlError& error_;
  size_t at_ = 0;
};

// A line without its `;` comment (llvm-mc's own comment character, which
// its parser strips before the YAML reader sees the line) and `#` comment,
// outside quotes.
std::string withoutComments(std::string_view line) {
  char quote = 0;
  for (size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (quote) {
      if (quote == '"' && c == '\\') {
        ++i;
      } else if (c == quote) {
        quote = 0;
      }
      continue;
    }
    if (c == '\'' || c == '"') {
      if (i == 0 || line[i - 1] == ' ' || line[i - 1] == '[' || line[i - 1] == '{' ||
          line[i - 1] == ',' || line[i - 1] == ':' || line[i - 1] == '-')
        quote = c;
      continue;
    }
    if (c == ';' || (c == '#' && (i == 0 || line[i - 1] == ' ' || line[i - 1] == '\t')))
      return std::string(line.substr(0, i));
  }
  return std::string(line);
}

// The verifier's checks (AMDGPU::HSAMD::V3::MetadataVerifier, LLVM 14, not strict).
class Verifier {
 public:
  std::string problem;

  void root(const MsgValue& v) {
    if (v.type != Type::Map) return fail("the metadata", "is not a mapping");
    entry(v, "", "amdhsa.version", true, [&](const MsgValue& n, const std::string& at) {
      array(n, at, 2, [&](const MsgValue& i, const std::string& ai) { integer(i, ai); });
    });
    entry(v, "", "amdhsa.printf", false, [&](const MsgValue& n, const std::string& at) {
      array(n, at, 0, [&](const MsgValue& i, const std::string& ai) { string(i, ai, {}); });
    });
    entry(v, "", "amdhsa.kernels", true, [&](const MsgValue& n, const std::string& at) {
      array(n, at, 0, [&](const MsgValue& k, const std::string& ak) { kernel(k, ak); });
    });
  }

 private:
  using Check = std::function<void(const MsgValue&, const std::string&)>;

  void fail(const std::string& at, const std::string& what) {
    if (problem.empty()) problem = at + " " + what;
  }
  void entry(const MsgValue& map, const std::string& at, std::string_view key, bool required,
             const Check& check) {
    const std::string here = at.empty() ? std::string(key) : at + "." + std::string(key);
    const MsgValue* v = map.find(key);
    if (!v) {
      if (required) fail(at.empty() ? "the metadata" : at, fmt::format("has no '{}'", key));
      return;
    }
    check(*v, at.empty() ? std::string(key) : at + " " + std::string(key));
  }
  void integer(const MsgValue& v, const std::string& at) {
    if (!v.isNumber()) fail(at, "is not an integer");
  }
  void boolean(const MsgValue& v, const std::string& at) {
    if (v.type != Type::Boolean) fail(at, "is not a boolean");
  }
  void string(const MsgValue& v, const std::string& at, std::vector<std::string_view> allowed) {
    if (v.type != Type::String) return fail(at, "is not a string");
    if (allowed.empty() || std::find(allowed.begin(), allowed.end(), v.text) != allowed.end())
      return;
    std::string list;
    for (std::string_view a : allowed) list += (list.empty() ? "" : ", ") + std::string(a);
    fail(at, "'" + v.text + "' is none of " + list);
  }
  void array(const MsgValue& v, const std::string& at, size_t size, const Check& each) {
    if (v.type != Type::Array) return fail(at, "is not a sequence");
    if (size && v.items.size() != size)
      return fail(at, fmt::format("has {} items, not {}", v.items.size(), size));
    for (size_t i = 0; i < v.items.size(); ++i) each(v.items[i], fmt::format("{}[{}]", at, i));
  }
  void integerEntry(const MsgValue& map, const std::string& at, std::string_view key,
                    bool required) {
    entry(map, at, key, required, [&](const MsgValue& n, const std::string& a) { integer(n, a); });
  }
  void stringEntry(const MsgValue& map, const std::string& at, std::string_view key, bool required,
                   std::vector<std::string_view> allowed = {}) {
    entry(map, at, key, required,
          [&](const MsgValue& n, const std::string& a) { string(n, a, allowed); });
  }
  void booleanEntry(const MsgValue& map, const std::string& at, std::string_view key) {
    entry(map, at, key, false, [&](const MsgValue& n, const std::string& a) { boolean(n, a); });
  }
  void integersEntry(const MsgValue& map, const std::string& at, std::string_view key,
                     size_t size) {
    entry(map, at, key, false, [&](const MsgValue& n, const std::string& a) {
      array(n, a, size, [&](const MsgValue& i, const std::string& ai) { integer(i, ai); });
    });
  }

  void kernel(const MsgValue& k, const std::string& at) {
    if (k.type != Type::Map) return fail(at, "is not a mapping");
    stringEntry(k, at, ".name", true);
    stringEntry(k, at, ".symbol", true);
    stringEntry(k, at, ".language", false,
                {"OpenCL C", "OpenCL C++", "HCC", "HIP", "OpenMP", "Assembler"});
    integersEntry(k, at, ".language_version", 2);
    entry(k, at, ".args", false, [&](const MsgValue& n, const std::string& a) {
      array(n, a, 0, [&](const MsgValue& arg, const std::string& aa) { argument(arg, aa); });
    });
    integersEntry(k, at, ".reqd_workgroup_size", 3);
    integersEntry(k, at, ".workgroup_size_hint", 3);
    stringEntry(k, at, ".vec_type_hint", false);
    stringEntry(k, at, ".device_enqueue_symbol", false);
    for (std::string_view key :
         {".kernarg_segment_size", ".group_segment_fixed_size", ".private_segment_fixed_size",
          ".kernarg_segment_align", ".wavefront_size", ".sgpr_count", ".vgpr_count",
          ".max_flat_workgroup_size"})
      integerEntry(k, at, key, true);
    integerEntry(k, at, ".sgpr_spill_count", false);
    integerEntry(k, at, ".vgpr_spill_count", false);
  }

  void argument(const MsgValue& a, const std::string& at) {
    if (a.type != Type::Map) return fail(at, "is not a mapping");
    stringEntry(a, at, ".name", false);
    stringEntry(a, at, ".type_name", false);
    integerEntry(a, at, ".size", true);
    integerEntry(a, at, ".offset", true);
    stringEntry(a, at, ".value_kind", true,
                {"by_value",
                 "global_buffer",
                 "dynamic_shared_pointer",
                 "sampler",
                 "image",
                 "pipe",
                 "queue",
                 "hidden_global_offset_x",
                 "hidden_global_offset_y",
                 "hidden_global_offset_z",
                 "hidden_block_count_x",
                 "hidden_block_count_y",
                 "hidden_block_count_z",
                 "hidden_group_size_x",
                 "hidden_group_size_y",
                 "hidden_group_size_z",
                 "hidden_remainder_x",
                 "hidden_remainder_y",
                 "hidden_remainder_z",
                 "hidden_grid_dims",
                 "hidden_none",
                 "hidden_printf_buffer",
                 "hidden_hostcall_buffer",
                 "hidden_default_queue",
                 "hidden_completion_action",
                 "hidden_multigrid_sync_arg",
                 "hidden_private_base",
                 "hidden_shared_base",
                 "hidden_queue_ptr"});
    integerEntry(a, at, ".pointee_align", false);
    stringEntry(a, at, ".address_space", false,
                {"private", "global", "constant", "local", "generic", "region"});
    stringEntry(a, at, ".access", false, {"read_only", "write_only", "read_write"});
    stringEntry(a, at, ".actual_access", false, {"read_only", "write_only", "read_write"});
    for (std::string_view key : {".is_const", ".is_restrict", ".is_volatile", ".is_pipe"})
      booleanEntry(a, at, key);
  }
};

}  // namespace

std::optional<MsgValue> readMetadataYaml(const std::vector<std::string>& lines, YamlError& error) {
  error = {};
  std::vector<Line> kept;
  for (size_t i = 0; i < lines.size(); ++i) {
    std::string text = withoutComments(lines[i]);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r'))
      text.pop_back();
    const size_t indent = text.find_first_not_of(' ');
    if (indent == std::string::npos) continue;
    if (text[indent] == '\t') {
      error = {i, indent, "a tab in the indentation (YAML indents with spaces)"};
      return std::nullopt;
    }
    if (indent == 0 && (text == "---" || text == "..." || text.starts_with("--- ") ||
                        text.starts_with("%YAML") || text.starts_with("%TAG"))) {
      if (text.starts_with("--- ")) {
        error = {i, 4, "a value on the '---' line (write it on the lines after)"};
        return std::nullopt;
      }
      if (!kept.empty() && text == "---") {
        error = {i, 0, "a second YAML document in one metadata block"};
        return std::nullopt;
      }
      continue;
    }
    kept.push_back({indent, text.substr(indent), i});
  }
  Reader reader(std::move(kept), error);
  auto v = reader.document();
  if (!v && error.message.empty()) error.message = "unreadable";
  return v;
}

std::string verifyHsaMetadata(const MsgValue& root) {
  Verifier verifier;
  verifier.root(root);
  return verifier.problem;
}

std::vector<uint8_t> metadataNote(const MsgValue& root) {
  const std::vector<uint8_t> desc = writeMsgPack(root);
  std::vector<uint8_t> note;
  auto put32 = [&](uint32_t v) {
    for (int i = 0; i < 4; ++i) note.push_back(static_cast<uint8_t>(v >> (8 * i)));
  };
  constexpr std::string_view kName("AMDGPU\0", 7);
  put32(static_cast<uint32_t>(kName.size()));
  put32(static_cast<uint32_t>(desc.size()));
  put32(32);  // NT_AMDGPU_METADATA
  note.insert(note.end(), kName.begin(), kName.end());
  while (note.size() % 4) note.push_back(0);
  note.insert(note.end(), desc.begin(), desc.end());
  while (note.size() % 4) note.push_back(0);
  return note;
}

}  // namespace gpuasm::gcn::binary
