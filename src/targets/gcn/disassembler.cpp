// GCN disassembly in the LLVM dialect, from the instruction table, every
// encoding family. An instruction is written straight into the output and
// taken back (the output cut to where its line began) when it turns out not
// to reassemble to its words: no string is built per operand, so a million
// instructions print in a small fraction of a second.
#include "targets/gcn/disassembler.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bit>
#include <charconv>
#include <cstring>
#include <vector>

#include "targets/gcn/isa.hpp"

namespace gpuasm::gcn {
namespace {

namespace op = operand;
using namespace std::string_view_literals;

constexpr std::array<std::string_view, 8> kInlineFloatNames = {"0.5", "-0.5", "1.0", "-1.0",
                                                               "2.0", "-2.0", "4.0", "-4.0"};

// The output text, appended to without a call per piece: std::string's
// append is out of line, and an instruction is a dozen pieces.
class TextOut {
 public:
  [[gnu::always_inline]] TextOut& operator+=(std::string_view text) {
    if (text.size() > buffer_.size() - used_) grow(text.size());
    std::memcpy(buffer_.data() + used_, text.data(), text.size());
    used_ += text.size();
    return *this;
  }
  TextOut& operator+=(char c) {
    if (used_ == buffer_.size()) grow(1);
    buffer_[used_++] = c;
    return *this;
  }
  void append(const char* text, size_t size) { *this += std::string_view(text, size); }
  void append(size_t count, char c) {
    if (count > buffer_.size() - used_) grow(count);
    std::memset(buffer_.data() + used_, c, count);
    used_ += count;
  }
  size_t size() const { return used_; }
  void cut(size_t size) { used_ = std::min(used_, size); }
  void insert(size_t at, std::string_view text) {
    if (text.size() > buffer_.size() - used_) grow(text.size());
    std::memmove(buffer_.data() + at + text.size(), buffer_.data() + at, used_ - at);
    std::memcpy(buffer_.data() + at, text.data(), text.size());
    used_ += text.size();
  }
  void reserve(size_t size) {
    if (size > buffer_.size()) buffer_.resize(size);
  }
  std::string take() {
    buffer_.resize(used_);
    return std::move(buffer_);
  }

 private:
  void grow(size_t more) { buffer_.resize(std::max(buffer_.size() * 2, used_ + more + 4096)); }

  std::string buffer_;
  size_t used_ = 0;
};

[[gnu::always_inline]] inline void appendDecimal(TextOut& out, int64_t value) {
  if (value >= 0 && value < 10) {  // most register numbers and constants
    out += static_cast<char>('0' + value);
    return;
  }
  if (value >= 10 && value < 100) {
    const char two[2] = {static_cast<char>('0' + value / 10), static_cast<char>('0' + value % 10)};
    out.append(two, 2);
    return;
  }
  char digits[24];
  auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
  out.append(digits, static_cast<size_t>(end - digits));
}

void appendHex(TextOut& out, uint64_t value) {
  char digits[24];
  auto end = std::to_chars(digits, digits + sizeof digits, value, 16).ptr;
  out += "0x"sv;
  out.append(digits, static_cast<size_t>(end - digits));
}

// `v3`, `s[4:7]`, `ttmp[0:1]`: `prefix` is the register file's letter(s).
[[gnu::always_inline]] inline void appendRegisterRange(TextOut& out, std::string_view prefix,
                                                       uint32_t first, uint32_t dwords) {
  out += prefix;
  if (dwords <= 1) {
    appendDecimal(out, first);
    return;
  }
  out += '[';
  appendDecimal(out, first);
  out += ':';
  appendDecimal(out, first + dwords - 1);
  out += ']';
}

// The separators of an operand list: " " before the first, ", " after.
struct OperandList {
  TextOut& out;
  bool first = true;
  [[gnu::always_inline]] TextOut& next() {
    out.append(first ? " " : ", ", first ? 1 : 2);
    first = false;
    return out;
  }
};

struct Decoder {
  std::span<const uint8_t> bytes;
  size_t offset = 0;         // of the instruction
  bool literalUsed = false;  // the instruction reads the dword after it
  bool truncated = false;
  std::string invalid;  // why the word is not an instruction we print

  uint32_t dword(size_t index) const {
    size_t at = offset + index * 4;
    return uint32_t{bytes[at]} | uint32_t{bytes[at + 1]} << 8 | uint32_t{bytes[at + 2]} << 16 |
           uint32_t{bytes[at + 3]} << 24;
  }
  bool has(size_t dwords) const { return offset + dwords * 4 <= bytes.size(); }

  // The scalar values on the constant bus, as (code, dwords); at most a few.
  std::array<std::pair<uint32_t, uint32_t>, 4> scalarReads{};
  size_t scalarReadCount = 0;
  bool literalRead = false;

  void readScalar(uint32_t code, uint32_t dwords) {
    auto key = std::make_pair(code, dwords);
    auto end = scalarReads.begin() + static_cast<ptrdiff_t>(scalarReadCount);
    if (std::find(scalarReads.begin(), end, key) == end) {
      if (scalarReadCount == scalarReads.size()) {
        invalid = "more than one scalar value on the constant bus";
        return;
      }
      scalarReads[scalarReadCount++] = key;
    }
  }

  // A source as the assembler takes it back: of a kind the operand allows,
  // and no literal that it would fold into an inline constant (LLVM's
  // dialect has no way to ask for the literal).
  void operand(TextOut& out, uint32_t code, const Operand& o, size_t literalIndex) {
    source(out, code, o.dwords, literalIndex);
    const bool inlineConstant = (code >= op::kZero && code <= op::kNegativeLast) ||
                                (code >= op::kHalf && code <= op::kMinusFour);
    uint8_t kind = code >= op::kVgpr0     ? kVgprKind
                   : code == op::kLiteral ? kLiteralKind
                   : inlineConstant       ? kInlineKind
                                          : kScalarKind;
    if (!(o.kinds & kind)) invalid = "an operand of a kind the instruction does not take";
    if (kind == kScalarKind) readScalar(code, o.dwords);
    if (kind == kLiteralKind && has(literalIndex + 1)) {
      literalRead = true;
      uint32_t value = dword(literalIndex);
      bool folds = value <= 64;
      if (o.dwords <= 1 && !o.half) {
        for (uint32_t bits : {0x3f000000u, 0xbf000000u, 0x3f800000u, 0xbf800000u, 0x40000000u,
                              0xc0000000u, 0x40800000u, 0xc0800000u})
          folds |= value == bits;
      }
      if (folds) invalid = "a literal the assembler would write as an inline constant";
      if (o.half && value > 0xffff) invalid = "a 16-bit operand's literal has high bits set";
    }
  }

  // An 8- or 9-bit source operand code, as the assembler reads it back.
  void source(TextOut& out, uint32_t code, uint32_t dwords, size_t literalIndex) {
    if (code >= op::kVgpr0) {
      if (code - op::kVgpr0 + dwords > 256) invalid = "the register range runs past v255";
      appendRegisterRange(out, "v", code - op::kVgpr0, dwords);
      return;
    }
    if (code <= op::kSgprLast || (code >= op::kTtmp0 && code <= op::kTtmp11)) {
      bool trap = code >= op::kTtmp0;
      uint32_t first = trap ? code - op::kTtmp0 : code;
      if (first + dwords - 1 > (trap ? 11u : op::kSgprLast))
        invalid = "the register range runs past the last scalar register";
      if (dwords == 2 && first % 2) invalid = "a scalar register pair starts at an odd register";
      if (dwords > 2 && first % 4) invalid = "a scalar register range is not four-aligned";
      appendRegisterRange(out, trap ? "ttmp" : "s", first, dwords);
      return;
    }
    if (code >= op::kZero && code <= op::kPositiveLast) {
      appendDecimal(out, code - op::kZero);
      return;
    }
    if (code >= op::kNegativeFirst && code <= op::kNegativeLast) {
      appendDecimal(out, -static_cast<int64_t>(code - op::kPositiveLast));
      return;
    }
    if (code >= op::kHalf && code <= op::kMinusFour) {
      out += kInlineFloatNames[code - op::kHalf];
      return;
    }
    if (code == op::kLiteral) {
      literalUsed = true;
      if (!has(literalIndex + 1)) {
        truncated = true;
        out += '0';
        return;
      }
      appendHex(out, dword(literalIndex));
      return;
    }
    struct Named {
      uint32_t code;
      std::string_view one, two;
    };
    static constexpr Named kNamed[] = {{op::kVccLo, "vcc_lo", "vcc"},
                                       {op::kVccHi, "vcc_hi", ""},
                                       {op::kTbaLo, "tba_lo", "tba"},
                                       {op::kTbaHi, "tba_hi", ""},
                                       {op::kTmaLo, "tma_lo", "tma"},
                                       {op::kTmaHi, "tma_hi", ""},
                                       {op::kM0, "m0", ""},
                                       {op::kExecLo, "exec_lo", "exec"},
                                       {op::kExecHi, "exec_hi", ""},
                                       {op::kVccz, "vccz", ""},
                                       {op::kExecz, "execz", ""},
                                       {op::kScc, "scc", ""},
                                       {op::kLdsDirect, "lds_direct", ""}};
    for (const Named& n : kNamed) {
      if (n.code != code) continue;
      std::string_view name = dwords == 2 ? n.two : n.one;
      if (dwords > 2 || name.empty()) break;
      out += name;
      return;
    }
    invalid = fmt::format("operand code {} is not valid here", code);
    out += '0';
  }
};

bool isScalarFormat(Encoding e) {
  return e == Encoding::Sop2 || e == Encoding::Sopk || e == Encoding::Sop1 || e == Encoding::Sopc ||
         e == Encoding::Sopp || e == Encoding::Smrd;
}

// Each decoder below appends one instruction's text to `out` and returns its
// size in dwords, or 0 with the reason in d.invalid when the words are not an
// instruction that reassembles to them (the caller cuts `out` back).

size_t decodeDs(Decoder& d, TextOut& out, const InstructionInfo& info, uint64_t w) {
  const EncodingLayout& l = layout(Encoding::Ds);
  uint64_t used =
      l.fixedMask | l.opcode.mask() | ds::offset0.mask() | ds::offset1.mask() | ds::gds.mask();
  out += info.mnemonic;
  OperandList list{out};
  for (const Operand& o : operands(info)) {
    if (o.field == OperandField::Gds) continue;
    BitField f = o.field == OperandField::Vdst    ? ds::vdst
                 : o.field == OperandField::Addr  ? ds::addr
                 : o.field == OperandField::Data0 ? ds::data0
                                                  : ds::data1;
    used |= f.mask();
    auto reg = static_cast<uint32_t>(f.extract(w));
    uint32_t dwords = o.field == OperandField::Addr ? 1 : o.dwords;
    if (reg + dwords > 256) return d.invalid = "the register range runs past v255", 0;
    appendRegisterRange(list.next(), "v", reg, dwords);
  }
  if (w & ~used) return d.invalid = "bits set outside the instruction's fields", 0;
  auto offset0 = ds::offset0.extract(w), offset1 = ds::offset1.extract(w);
  if (isDsTwoAddress(info)) {
    if (offset0) out += " offset0:", appendDecimal(out, static_cast<int64_t>(offset0));
    if (offset1) out += " offset1:", appendDecimal(out, static_cast<int64_t>(offset1));
  } else if (offset0 | offset1 << 8) {
    out += " offset:"sv;
    appendDecimal(out, static_cast<int64_t>(offset0 | offset1 << 8));
  }
  if (ds::gds.extract(w)) {
    out += " gds"sv;
  } else if (isDsGdsOnly(info)) {
    return d.invalid = "a GDS-only instruction without the gds bit", 0;
  }
  return 2;
}

size_t decodeBuffer(Decoder& d, TextOut& out, const InstructionInfo& info, uint64_t w) {
  const bool typed = info.encoding == Encoding::Mtbuf;
  const EncodingLayout& l = layout(info.encoding);
  const auto ops = operands(info);
  if (ops.empty()) {
    if (w & ~(uint64_t{l.fixedMask} | l.opcode.mask()))
      return d.invalid = "bits set outside the instruction's fields", 0;
    out += info.mnemonic;
    return 2;
  }
  const InstructionTraits& flags = traits(info);
  uint64_t used = l.fixedMask | l.opcode.mask() | mubuf::offset.mask() | mubuf::offen.mask() |
                  mubuf::idxen.mask() | mubuf::glc.mask() | mubuf::addr64.mask() |
                  (typed ? mtbuf::dfmt.mask() | mtbuf::nfmt.mask() : mubuf::lds.mask()) |
                  mubuf::vdata.mask() | mubuf::srsrc.mask() | mubuf::slc.mask() |
                  mubuf::tfe.mask() | mubuf::soffset.mask();
  const bool idxen = mubuf::idxen.extract(w), offen = mubuf::offen.extract(w),
             addr64 = mubuf::addr64.extract(w), lds = !typed && mubuf::lds.extract(w),
             tfe = mubuf::tfe.extract(w);
  if ((lds && !flags.lds) || (tfe && !flags.tfe) || (lds && tfe))
    return d.invalid = "lds or tfe on an instruction that takes none", 0;
  uint32_t addressDwords = addr64 || (idxen && offen) ? 2 : idxen || offen ? 1 : 0;
  if (addressDwords) used |= mubuf::vaddr.mask();
  if (w & ~used) return d.invalid = "bits set outside the instruction's fields", 0;
  auto vdata = static_cast<uint32_t>(mubuf::vdata.extract(w));
  auto vaddr = static_cast<uint32_t>(mubuf::vaddr.extract(w));
  if (vdata + ops[0].dwords > 256 || vaddr + addressDwords > 256)
    return d.invalid = "the register range runs past v255", 0;
  uint32_t rsrc = static_cast<uint32_t>(mubuf::srsrc.extract(w)) * 4;
  if (rsrc > op::kTtmp11 || (rsrc > op::kSgprLast && rsrc < op::kTtmp0))
    return d.invalid = "the buffer resource is not a scalar register quad", 0;
  out += info.mnemonic;
  out += ' ';
  appendRegisterRange(out, "v", vdata, ops[0].dwords);
  out += ", "sv;
  if (addressDwords) {
    appendRegisterRange(out, "v", vaddr, addressDwords);
  } else {
    out += "off"sv;
  }
  out += ", "sv;
  d.source(out, rsrc, 4, 2);
  out += ", "sv;
  Operand soffset{OperandField::Soffset};
  soffset.kinds = kScalarKind | kInlineKind;
  d.operand(out, static_cast<uint32_t>(mubuf::soffset.extract(w)), soffset, 2);
  if (!d.invalid.empty()) return 0;
  if (typed) {
    auto dfmt = static_cast<uint32_t>(mtbuf::dfmt.extract(w));
    auto nfmt = static_cast<uint32_t>(mtbuf::nfmt.extract(w));
    if (dfmt != 1 || nfmt != 0) {
      out += " format:["sv;
      if (dfmt != 1) out += bufferDataFormatName(dfmt);
      if (dfmt != 1 && nfmt != 0) out += ',';
      if (nfmt != 0) out += bufferNumberFormatName(nfmt);
      out += ']';
    }
  }
  if (idxen) out += " idxen"sv;
  if (offen) out += " offen"sv;
  if (addr64) out += " addr64"sv;
  if (auto offset = mubuf::offset.extract(w)) {
    out += " offset:"sv;
    appendDecimal(out, static_cast<int64_t>(offset));
  }
  if (mubuf::glc.extract(w)) out += " glc"sv;
  if (mubuf::slc.extract(w)) out += " slc"sv;
  if (lds) out += " lds"sv;
  if (tfe) out += " tfe"sv;
  return 2;
}

// The address size is not in the encoding (the hardware takes as many
// registers as the instruction and the resource need): the smallest size the
// instruction takes is printed, which reassembles to the same bits.
size_t decodeImage(Decoder& d, TextOut& out, const InstructionInfo& info, uint64_t w) {
  const EncodingLayout& l = layout(Encoding::Mimg);
  const auto ops = operands(info);
  const bool sampler = ops.size() > 3;
  uint64_t used = l.fixedMask | l.opcode.mask() | mimg::dmask.mask() | mimg::unorm.mask() |
                  mimg::glc.mask() | mimg::da.mask() | mimg::r128.mask() | mimg::tfe.mask() |
                  mimg::lwe.mask() | mimg::slc.mask() | mimg::vaddr.mask() | mimg::vdata.mask() |
                  mimg::srsrc.mask() | (sampler ? mimg::ssamp.mask() : 0);
  if (w & ~used) return d.invalid = "bits set outside the instruction's fields", 0;
  auto dmask = static_cast<uint32_t>(mimg::dmask.extract(w));
  const bool tfe = mimg::tfe.extract(w) != 0;
  const bool gather = info.mnemonic.starts_with("image_gather4");
  if (gather && std::popcount(dmask) != 1)
    return d.invalid = "image_gather4 with a dmask not of one bit", 0;
  if (info.mnemonic.starts_with("image_atomic")) {
    bool swap = info.mnemonic.find("cmpswap") != std::string_view::npos;
    if (swap ? (dmask != 3 && dmask != 15) : (dmask != 1 && dmask != 3))
      return d.invalid = "an atomic's dmask that llvm-mc-14 does not take", 0;
  }
  uint32_t dataDwords =
      (gather ? 4u : static_cast<uint32_t>(std::max(1, std::popcount(dmask)))) + (tfe ? 1u : 0u);
  uint32_t addressDwords = 0;
  for (uint32_t n = 1; n <= 16 && !addressDwords; ++n)
    if (ops[1].addressWidths & (1u << n)) addressDwords = n;
  auto vdata = static_cast<uint32_t>(mimg::vdata.extract(w));
  auto vaddr = static_cast<uint32_t>(mimg::vaddr.extract(w));
  if (vdata + dataDwords > 256 || vaddr + addressDwords > 256)
    return d.invalid = "the register range runs past v255", 0;
  auto rsrc = static_cast<uint32_t>(mimg::srsrc.extract(w)) * 4;
  if (rsrc + 7 > op::kSgprLast) return d.invalid = "the image resource runs past s103", 0;
  out += info.mnemonic;
  out += ' ';
  appendRegisterRange(out, "v", vdata, dataDwords);
  out += ", "sv;
  appendRegisterRange(out, "v", vaddr, addressDwords);
  out += ", "sv;
  appendRegisterRange(out, "s", rsrc, 8);
  if (sampler) {
    auto samp = static_cast<uint32_t>(mimg::ssamp.extract(w)) * 4;
    if (samp + 3 > op::kSgprLast) return d.invalid = "the sampler runs past s103", 0;
    out += ", "sv;
    appendRegisterRange(out, "s", samp, 4);
  }
  out += " dmask:"sv;
  appendHex(out, dmask);
  if (mimg::unorm.extract(w)) out += " unorm"sv;
  if (mimg::glc.extract(w)) out += " glc"sv;
  if (mimg::slc.extract(w)) out += " slc"sv;
  if (mimg::r128.extract(w)) out += " r128"sv;
  if (tfe) out += " tfe"sv;
  if (mimg::lwe.extract(w)) out += " lwe"sv;
  if (mimg::da.extract(w)) out += " da"sv;
  return 2;
}

size_t decodeInterpolation(Decoder& d, TextOut& out, const InstructionInfo& info, uint64_t w) {
  auto source = vintrp::vsrc.extract(w);
  const bool parameter = operands(info)[1].field == OperandField::Param;
  if (parameter && source > 2) return d.invalid = "interpolation parameter 3 does not exist", 0;
  out += info.mnemonic;
  out += ' ';
  appendRegisterRange(out, "v", static_cast<uint32_t>(vintrp::vdst.extract(w)), 1);
  out += ", "sv;
  if (parameter) {
    static constexpr std::string_view kParams[] = {"p10", "p20", "p0"};
    out += kParams[source];
  } else {
    appendRegisterRange(out, "v", static_cast<uint32_t>(source), 1);
  }
  out += ", attr"sv;
  appendDecimal(out, static_cast<int64_t>(vintrp::attr.extract(w)));
  out += '.';
  out += "xyzw"[vintrp::attrChannel.extract(w)];
  return 1;
}

size_t decodeExport(Decoder& d, TextOut& out, const InstructionInfo& info, uint64_t w) {
  const EncodingLayout& l = layout(Encoding::Exp);
  std::string target = exportTargetName(static_cast<uint32_t>(exp::target.extract(w)));
  if (target.empty())
    return d.invalid = fmt::format("export target {} is reserved", exp::target.extract(w)), 0;
  const auto enable = exp::enable.extract(w);
  const bool compressed = exp::compressed.extract(w) != 0;
  uint64_t used = l.fixedMask | exp::target.mask() | exp::enable.mask() | exp::compressed.mask() |
                  exp::done.mask() | exp::validMask.mask();
  const BitField fields[] = {exp::vsrc0, exp::vsrc1, exp::vsrc2, exp::vsrc3};
  out += info.mnemonic;
  out += ' ';
  out += target;
  OperandList list{out};
  for (size_t i = 0; i < 4; ++i) {
    // compressed: two packed registers, each enabling two channels
    BitField field = compressed ? fields[i / 2] : fields[i];
    const auto pair = (enable >> (i / 2 * 2)) & 3;
    if (compressed && (pair == 1 || pair == 2))
      return d.invalid = "a compressed export enables half a register", 0;
    bool on = compressed ? pair == 3 : ((enable >> i) & 1) != 0;
    if (on) {
      appendRegisterRange(list.next(), "v", static_cast<uint32_t>(field.extract(w)), 1);
      used |= field.mask();
    } else {
      list.next() += "off"sv;
    }
  }
  if (w & ~used) return d.invalid = "bits set outside the instruction's fields", 0;
  if (exp::done.extract(w)) out += " done"sv;
  if (compressed) out += " compr"sv;
  if (exp::validMask.extract(w)) out += " vm"sv;
  return 2;
}

// One instruction at d.offset, appended to `out`: its size in dwords, or 0
// (the reason in d.invalid) when the words are not an instruction that
// reassembles to them.
size_t decodeOne(Decoder& d, TextOut& out) {
  const uint32_t word = d.dword(0);
  auto encoding = classify(word);
  if (!encoding) return d.invalid = "no SI format has these bits", 0;
  const EncodingLayout& l = layout(*encoding);
  if (!d.has(l.dwords)) return d.invalid = "the instruction's second dword is missing", 0;
  uint64_t w = word;
  if (l.dwords == 2) w |= uint64_t{d.dword(1)} << 32;
  auto opcode = static_cast<uint32_t>(l.opcode.extract(w));
  const InstructionInfo* info = nullptr;
  bool promoted = false;
  if (*encoding == Encoding::Vop3) {
    if (opcode < 0x100) {
      info = findByOpcode(Encoding::Vopc, opcode);
    } else if (opcode < 0x140) {
      info = findByOpcode(Encoding::Vop2, opcode - 0x100);
    } else if (opcode >= 0x180) {
      info = findByOpcode(Encoding::Vop1, opcode - 0x180);
    }
    promoted = info != nullptr;
    if (!info) info = findByOpcode(Encoding::Vop3, opcode);
  } else {
    info = findByOpcode(*encoding, opcode);
  }
  if (!info) {
    return d.invalid = fmt::format("{} opcode {} is not an SI instruction", encodingName(*encoding),
                                   opcode),
           0;
  }
  if (*encoding == Encoding::Ds) return decodeDs(d, out, *info, w);
  if (*encoding == Encoding::Vintrp) return decodeInterpolation(d, out, *info, w);
  if (*encoding == Encoding::Mimg) return decodeImage(d, out, *info, w);
  if (*encoding == Encoding::Mubuf || *encoding == Encoding::Mtbuf)
    return decodeBuffer(d, out, *info, w);
  if (*encoding == Encoding::Exp) return decodeExport(d, out, *info, w);
  const bool scalar = isScalarFormat(*encoding);
  const auto ops = operands(*info);
  const InstructionTraits& flags = traits(*info);
  const size_t literalIndex = l.dwords;
  // Bits that the printed instruction determines; any other set bit would be
  // lost in reassembly.
  uint64_t used = l.fixedMask | l.opcode.mask();
  auto take = [&](BitField f) {
    used |= f.mask();
    return static_cast<uint32_t>(f.extract(w));
  };
  auto destination = [&](TextOut& text, uint32_t code, uint32_t dwords) {
    if (code > op::kExecHi) d.invalid = "the destination is not a scalar register";
    d.source(text, code, dwords, literalIndex);
  };
  out += info->mnemonic;
  OperandList list{out};

  if (scalar) {
    for (const Operand& o : ops) {
      switch (o.field) {
        case OperandField::Sdst: {
          BitField f = *encoding == Encoding::Sop2   ? sop2::sdst
                       : *encoding == Encoding::Sopk ? sopk::sdst
                       : *encoding == Encoding::Smrd ? smrd::sdst
                                                     : sop1::sdst;
          destination(list.next(), take(f), o.dwords);
          break;
        }
        case OperandField::Ssrc0:
        case OperandField::Ssrc1:
          d.operand(list.next(), take(o.field == OperandField::Ssrc0 ? sop2::ssrc0 : sop2::ssrc1),
                    o, literalIndex);
          break;
        case OperandField::Simm16: {
          auto v = static_cast<uint16_t>(take(sopp::simm16));
          appendDecimal(list.next(), o.isUnsigned ? int64_t{v} : int64_t{static_cast<int16_t>(v)});
          break;
        }
        case OperandField::Label:
          appendDecimal(list.next(), static_cast<int16_t>(take(sopp::simm16)));
          break;
        case OperandField::Hwreg:
        case OperandField::Waitcnt:
        case OperandField::Sendmsg:
          appendHex(list.next(), take(sopp::simm16));
          break;
        case OperandField::Imm32:
          d.literalUsed = true;
          if (!d.has(literalIndex + 1)) return d.invalid = "the literal dword is missing", 0;
          appendHex(list.next(), d.dword(literalIndex));
          break;
        case OperandField::Sbase: {
          uint32_t code = take(smrd::sbase) * 2;
          if (o.dwords == 4 && code % 4) d.invalid = "the buffer descriptor is not an aligned quad";
          if (code + o.dwords - 1 > op::kSgprLast) d.invalid = "the base runs past s103";
          appendRegisterRange(list.next(), "s", code, o.dwords);
          break;
        }
        case OperandField::Soffset:
          if (take(smrd::imm)) {
            appendHex(list.next(), take(smrd::offset));
          } else {
            uint32_t code = take(smrd::offset);
            if (code > op::kExecHi) d.invalid = "the offset register is not a scalar register";
            d.source(list.next(), code, 1, literalIndex);
          }
          break;
        default:
          return d.invalid = "operand kind not disassembled yet", 0;
      }
    }
  } else if (*encoding != Encoding::Vop3) {
    out += "_e32"sv;
    bool afterSource = false;
    for (const Operand& o : ops) {
      switch (o.field) {
        case OperandField::Vdst:
          appendRegisterRange(list.next(), "v", take(vop2::vdst), o.dwords);
          if (vop2::vdst.extract(w) + o.dwords > 256) d.invalid = "the range runs past v255";
          break;
        case OperandField::Sdst:
          destination(list.next(), take(vop2::vdst), o.dwords);
          break;
        case OperandField::Vcc:
          list.next() += "vcc"sv;
          if (afterSource) d.readScalar(op::kVccLo, 2);
          break;
        case OperandField::Src0:
          d.operand(list.next(), take(vop2::src0), o, literalIndex);
          afterSource = true;
          break;
        case OperandField::Vsrc1: {
          uint32_t reg = take(vop2::vsrc1);
          if (reg + o.dwords > 256) d.invalid = "the range runs past v255";
          appendRegisterRange(list.next(), "v", reg, o.dwords);
          break;
        }
        case OperandField::Ssrc1:
          d.operand(list.next(), take(vop2::vsrc1), o, literalIndex);
          break;
        case OperandField::Imm32:
          d.literalUsed = true;
          d.literalRead = true;
          if (!d.has(literalIndex + 1)) return d.invalid = "the literal dword is missing", 0;
          appendHex(list.next(), d.dword(literalIndex));
          break;
        default:
          return d.invalid = "operand kind not disassembled yet", 0;
      }
    }
  } else {
    const bool laneOrConstant = std::any_of(ops.begin(), ops.end(), [](const Operand& o) {
      return o.field == OperandField::Imm32 || o.field == OperandField::Ssrc1;
    });
    if (promoted && (laneOrConstant || (info->encoding == Encoding::Vop1 && !ops.empty() &&
                                        ops[0].field == OperandField::Sdst)))
      return d.invalid = fmt::format("'{}' has no VOP3 form", info->mnemonic), 0;
    if (promoted) out += "_e64"sv;
    const bool vop3b =
        (info->encoding == Encoding::Vop2 && ops.size() > 1 && ops[1].field == OperandField::Vcc) ||
        (info->encoding == Encoding::Vop3 &&
         std::any_of(ops.begin(), ops.end(),
                     [](const Operand& o) { return o.field == OperandField::Sdst; }));
    const BitField sources[] = {vop3::src0, vop3::src1, vop3::src2};
    size_t next = 0;
    bool afterSource = false;
    auto sourceText = [&](TextOut& text, size_t k, const Operand& o) {
      uint32_t code = take(sources[k]);
      // On a constant the modifiers are written as functions: `-4` and `|-4|`
      // would read as the number -4 (SI ISA manual: neg flips the sign bit of
      // whatever the operand is).
      const bool constant = code > op::kExecHi && code < op::kVgpr0 && code != op::kVccz &&
                            code != op::kExecz && code != op::kScc && code != op::kLdsDirect;
      const bool abs = (w >> (vop3::abs.shift + k) & 1) != 0;
      const bool neg = (w >> (vop3::neg.shift + k) & 1) != 0;
      const bool printAbs = !vop3b && abs;
      if (neg) text += constant ? "neg(" : "-";
      if (printAbs) text += constant ? "abs(" : "|";
      d.operand(text, code, o, literalIndex);
      if (printAbs) text += constant ? ')' : '|';
      if (neg && constant) text += ')';
      // The most telling reason last: it is the one reported.
      if (constant && o.half && (abs || neg))
        d.invalid = "neg or abs on a constant for a 16-bit operand";
      if (printAbs) {
        used |= uint64_t{1} << (vop3::abs.shift + k);
        if (!o.abs) d.invalid = "abs on an operand that takes none";
      }
      if (neg) {
        used |= uint64_t{1} << (vop3::neg.shift + k);
        if (!o.neg) d.invalid = "neg on an operand that takes none";
      }
    };
    for (const Operand& o : ops) {
      switch (o.field) {
        case OperandField::Vdst: {
          uint32_t reg = take(vop3::vdst);
          if (reg + o.dwords > 256) d.invalid = "the range runs past v255";
          appendRegisterRange(list.next(), "v", reg, o.dwords);
          break;
        }
        case OperandField::Sdst:
          destination(list.next(), vop3b ? take(vop3::sdst) : take(vop3::vdst),
                      vop3b ? 2 : o.dwords);
          break;
        case OperandField::Vcc:
          if (info->encoding == Encoding::Vopc) {
            destination(list.next(), take(vop3::vdst), 2);
          } else if (!afterSource) {
            destination(list.next(), take(vop3::sdst), 2);
          } else {
            // the carry-in (v_addc_u32) or the select mask (v_cndmask_b32): an SGPR pair
            uint32_t code = take(vop3::src2);
            if (code > op::kExecHi || (w >> (vop3::neg.shift + 2) & 1) ||
                (!vop3b && (w >> (vop3::abs.shift + 2) & 1)))
              d.invalid = "the carry-in is not a plain scalar register pair";
            d.readScalar(code, 2);
            d.source(list.next(), code, 2, literalIndex);
          }
          break;
        case OperandField::Src0:
        case OperandField::Src1:
        case OperandField::Src2:
        case OperandField::Vsrc1:
          sourceText(list.next(), next, o);
          ++next;
          afterSource = true;
          break;
        default:
          return d.invalid = "operand kind not disassembled yet", 0;
      }
    }
    if (d.literalRead || d.literalUsed) return d.invalid = "VOP3 cannot take a literal on SI", 0;
    if (!vop3b && take(vop3::clamp)) {
      if (!flags.clamp) return d.invalid = "clamp set on an instruction without it", 0;
      out += " clamp"sv;
    }
    if (auto omod = take(vop3::omod)) {
      if (!flags.omod) return d.invalid = "output modifier set on an instruction without it", 0;
      static constexpr std::string_view kOmod[] = {"", " mul:2", " mul:4", " div:2"};
      out += kOmod[omod];
    }
  }
  if (!scalar) {
    if (flags.readsVcc) d.readScalar(op::kVccLo, 2);
    if (flags.readsM0) d.readScalar(op::kM0, 1);
    if (d.scalarReadCount + (d.literalRead ? 1 : 0) > 1)
      return d.invalid = "more than one scalar value on the constant bus", 0;
  }
  if (d.literalRead) d.literalUsed = true;
  if (d.truncated) return d.invalid = "the literal dword is missing", 0;
  if (!d.invalid.empty()) return 0;
  const uint64_t all = l.dwords == 2 ? ~uint64_t{0} : 0xffffffffu;
  if (w & all & ~used) return d.invalid = "bits set outside the instruction's fields", 0;
  return l.dwords + (d.literalUsed ? 1 : 0);
}

void appendRawDword(TextOut& out, uint32_t value) {
  char digits[8];
  for (int i = 7; i >= 0; --i, value >>= 4) digits[i] = "0123456789abcdef"[value & 15];
  out.append(digits, sizeof digits);
}

}  // namespace

std::string disassemble(std::span<const uint8_t> bytes, const DisassemblyOptions& options,
                        std::string& error) {
  TextOut out;
  const size_t words = bytes.size() / 4;
  out.reserve(words * 24);  // about the text of a dword (LLVM dialect)
  size_t at = 0;
  while (at < words) {
    Decoder d;
    d.bytes = bytes.first(words * 4);
    d.offset = at * 4;
    if (options.addresses) {
      char digits[24];
      auto end = std::to_chars(digits, digits + sizeof digits, at * 4, 16).ptr;
      out.append(static_cast<size_t>(std::max<ptrdiff_t>(0, 4 - (end - digits))), '0');
      out.append(digits, static_cast<size_t>(end - digits));
      out += ": "sv;
    }
    // The raw dwords go before the text, padded to a column: they are written
    // once the size is known.
    const size_t textStart = out.size();
    size_t dwords = decodeOne(d, out);
    if (dwords == 0) {
      // Not an instruction this disassembler prints: its words as data, with why
      // (both dwords of a 64-bit format, so that the second is not taken for an
      // instruction of its own).
      out.cut(textStart);
      auto encoding = classify(d.dword(0));
      dwords = encoding && d.has(layout(*encoding).dwords) ? layout(*encoding).dwords : 1;
      out += ".word "sv;
      for (size_t i = 0; i < dwords; ++i) {
        if (i) out += ", "sv;
        out += "0x"sv;
        appendRawDword(out, d.dword(i));
      }
      out += " // "sv;
      out += d.invalid;
    }
    if (options.rawWords) {
      // At most three dwords: a 64-bit format, or a 32-bit one and its literal.
      char raw[27];
      std::memset(raw, ' ', sizeof raw);
      for (size_t i = 0; i < std::min<size_t>(dwords, 3); ++i) {
        uint32_t value = d.dword(i);
        for (int k = 7; k >= 0; --k, value >>= 4) raw[i * 9 + k] = "0123456789abcdef"[value & 15];
      }
      out.insert(textStart, std::string_view(raw, sizeof raw));
    }
    out += '\n';
    at += dwords;
  }
  if (bytes.size() % 4) {
    error = fmt::format("input ends with {} byte{} that do not make a whole dword (offset {})",
                        bytes.size() % 4, bytes.size() % 4 == 1 ? "" : "s", words * 4);
  }
  return out.take();
}

}  // namespace gpuasm::gcn
