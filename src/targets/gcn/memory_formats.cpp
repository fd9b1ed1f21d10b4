// The memory and export formats of the gcn assembler: DS, MUBUF, MTBUF, MIMG
// and EXP, with their modifiers in the order llvm-mc-14 takes them.
#include <fmt/format.h>

#include <array>
#include <bit>
#include <optional>
#include <string>
#include <utility>

#include "targets/gcn/format_parsers.hpp"
#include "targets/gcn/operand_parser.hpp"

namespace gpuasm::gcn {

namespace op = operand;

namespace {

// ds_swizzle_b32's `offset:swizzle(MODE, ...)`, as llvm-mc-14 writes the
// pattern: QUAD_PERM(a, b, c, d) is 0x8000 with two bits a lane of each
// quad; the other modes are the bit-mask form, and_mask in bits 4:0,
// or_mask in 9:5 and xor_mask in 14:10 (SWAP(n): xor n; REVERSE(n): xor n-1;
// BROADCAST(n, lane): and ~(n-1), or lane; BITMASK_PERM("01pip"): one letter
// a lane-id bit, from bit 4: 0 or 1 forced, p kept, i inverted).
std::optional<uint32_t> swizzlePattern(Parser& p) {
  TokenCursor& c = p.cursor();
  c.next();
  c.next();
  const Token& mode = c.next();
  auto argument = [&](int64_t min, int64_t max, std::string_view what) -> std::optional<int64_t> {
    if (!p.comma()) return std::nullopt;
    return p.integer(min, max, what);
  };
  auto powerOfTwo = [&](int64_t min, int64_t max) -> std::optional<int64_t> {
    const SourceLocation where = c.peek().location;
    auto n = argument(min, max, "the group size");
    if (n && std::popcount(static_cast<uint64_t>(*n)) != 1) {
      p.error(where, "value-out-of-range",
              fmt::format("the group size is a power of two from {} to {}", min, max));
      return std::nullopt;
    }
    return n;
  };
  std::optional<uint32_t> pattern;
  if (mode.text == "QUAD_PERM") {
    uint32_t lanes = 0;
    for (int i = 0; i < 4; ++i) {
      auto lane = argument(0, 3, "the lane");
      if (!lane) return std::nullopt;
      lanes |= static_cast<uint32_t>(*lane) << (2 * i);
    }
    pattern = 0x8000 | lanes;
  } else if (mode.text == "SWAP") {
    auto n = powerOfTwo(1, 16);
    if (!n) return std::nullopt;
    pattern = 0x1f | static_cast<uint32_t>(*n) << 10;
  } else if (mode.text == "REVERSE") {
    auto n = powerOfTwo(2, 32);
    if (!n) return std::nullopt;
    pattern = 0x1f | static_cast<uint32_t>(*n - 1) << 10;
  } else if (mode.text == "BROADCAST") {
    auto n = powerOfTwo(2, 32);
    if (!n) return std::nullopt;
    auto lane = argument(0, *n - 1, "the lane");
    if (!lane) return std::nullopt;
    pattern = (0x1fu & ~static_cast<uint32_t>(*n - 1)) | static_cast<uint32_t>(*lane) << 5;
  } else if (mode.text == "BITMASK_PERM") {
    if (!p.comma()) return std::nullopt;
    const Token& mask = c.next();
    const std::string_view letters = mask.kind == TokenKind::String && mask.text.size() == 7
                                         ? std::string_view(mask.text).substr(1, 5)
                                         : std::string_view();
    uint32_t andMask = 0, orMask = 0, xorMask = 0;
    bool ok = letters.size() == 5;
    for (size_t i = 0; ok && i < 5; ++i) {
      const uint32_t bit = 1u << (4 - i);
      switch (letters[i]) {
        case '0':
          break;
        case '1':
          orMask |= bit;
          break;
        case 'p':
          andMask |= bit;
          break;
        case 'i':
          andMask |= bit, xorMask |= bit;
          break;
        default:
          ok = false;
      }
    }
    if (!ok) {
      p.error(mask.location, "operand-kind",
              "BITMASK_PERM takes five of 0, 1, p, i in quotes (\"01pip\"), one a lane-id bit "
              "from bit 4");
      return std::nullopt;
    }
    pattern = andMask | orMask << 5 | xorMask << 10;
  } else {
    p.error(mode.location, "operand-kind",
            fmt::format("expected a swizzle mode (QUAD_PERM, BITMASK_PERM, SWAP, REVERSE, "
                        "BROADCAST), found '{}'",
                        mode.text));
    return std::nullopt;
  }
  if (!c.accept(")")) {
    p.error(c.peek().location, "expected-token", "expected ')' after the swizzle pattern");
    return std::nullopt;
  }
  return pattern;
}

// gfx90a's memory instructions take AGPR data, all of it AGPRs or none (llvm-mc-14: "data and
// dst should be all VGPR or AGPR"); `agpr` holds what the first data operand was.
bool sameDataKind(Parser& p, const Value32& r, std::optional<bool>& agpr) {
  if (agpr && *agpr != r.isAgpr()) {
    p.error(r.location, "operand-kind",
            "the data and the destination are all vector or all accumulation registers");
    return false;
  }
  agpr = r.isAgpr();
  return true;
}

}  // namespace

// DS: `ds_write2_b32 v1, v2, v3 offset0:4 offset1:8 gds`. The instructions
// that address two elements (write2, read2, wrxchg2) take offset0/offset1
// (0-255 elements), the others one 16-bit byte offset.
void parseDs(Parser& p, const InstructionInfo& info, Instruction& inst) {
  TokenCursor& c = p.cursor();
  uint64_t w = opcodeBits(Encoding::Ds, info.opcodeOn(p.generation()), p.generation());
  bool first = true;
  bool forcedGds = info.has(RowFlag::GdsOnly);
  std::optional<bool> agprData;  // gfx90a: the data and destination are AGPRs
  for (const Operand& o : operands(info)) {
    if (o.field == OperandField::Gds) continue;
    if (!first && !p.comma()) return;
    first = false;
    // (the GWS instructions' one operand, in the addr field, is data)
    const bool data = o.field != OperandField::Addr ||
                      (info.has(RowFlag::GdsOnly) && operands(info)[0].field == OperandField::Addr);
    p.setAgprAllowed(data && p.cdna() == Cdna::Gfx90a);
    auto r = p.tryRegister();
    p.setAgprAllowed(false);
    if (p.failed()) return;
    if (!r || !(r->isVgpr() || r->isAgpr())) {
      p.error(r ? r->location : c.peek().location, "operand-kind",
              "a DS operand is a vector register");
      return;
    }
    if (data && !sameDataKind(p, *r, agprData)) return;
    if (!checkWidth(p, *r, o.field == OperandField::Addr ? 1 : o.dwords, "this operand")) return;
    // gfx90a's GWS operand is an even register (llvm-mc-14)
    if (data && o.field == OperandField::Addr && p.cdna() == Cdna::Gfx90a &&
        (r->code - op::kVgpr0) % 2) {
      p.error(r->location, "register-alignment",
              fmt::format("gfx90a's '{}' takes an even register", info.mnemonic));
      return;
    }
    BitField f = o.field == OperandField::Vdst    ? ds::vdst
                 : o.field == OperandField::Addr  ? ds::addr
                 : o.field == OperandField::Data0 ? ds::data0
                                                  : ds::data1;
    w = f.insert(w, r->code - op::kVgpr0);
  }
  // ds_nop (GFX7) takes nothing, as llvm-mc-14 has it
  if (operands(info).empty() && !c.atEnd()) {
    p.error(c.peek().location, "unexpected-token",
            fmt::format("'{}' takes no operands or modifiers", info.mnemonic));
    return;
  }
  const bool twoOffsets = info.has(RowFlag::DsTwoAddress);
  bool gds = forcedGds, seenOffset = false, seenOffset0 = false, seenOffset1 = false;
  while (!c.atEnd()) {
    p.commaBeforeModifier();
    const Token& t = c.peek();
    if (isKeyword(t, "gds")) {
      c.next();
      gds = true;
      continue;
    }
    bool offset = isKeyword(t, "offset"), offset0 = isKeyword(t, "offset0"),
         offset1 = isKeyword(t, "offset1");
    if (!(offset || offset0 || offset1) || !c.peek(1).is(":")) {
      p.error(t.location, "unexpected-token",
              fmt::format("unexpected '{}': a DS instruction takes {} and gds", t.text,
                          twoOffsets ? "offset0:, offset1:" : "offset:"));
      return;
    }
    if (offset == twoOffsets) {
      p.error(
          t.location, "operand-kind",
          fmt::format("'{}' takes {}", info.mnemonic,
                      twoOffsets ? "offset0: and offset1: (in elements)" : "offset: (in bytes)"));
      return;
    }
    bool& seen = offset ? seenOffset : offset0 ? seenOffset0 : seenOffset1;
    if (seen) {
      p.error(t.location, "duplicate-modifier", fmt::format("'{}' is given twice", t.text));
      return;
    }
    seen = true;
    c.next();
    c.next();
    if (offset && c.peek().text == "swizzle" && c.peek(1).is("(")) {
      auto pattern = swizzlePattern(p);
      if (!pattern) return;
      w = ds::offset0.insert(w, *pattern & 0xff);
      w = ds::offset1.insert(w, *pattern >> 8);
      continue;
    }
    auto v = p.integer(0, offset ? 65535 : 255, offset ? "the offset" : "the element offset");
    if (!v) return;
    if (offset) {
      w = ds::offset0.insert(w, static_cast<uint64_t>(*v) & 0xff);
      w = ds::offset1.insert(w, static_cast<uint64_t>(*v) >> 8);
    } else {
      w = (offset0 ? ds::offset0 : ds::offset1).insert(w, static_cast<uint64_t>(*v));
    }
  }
  if (agprData.value_or(false)) w = acc::ds.insert(w, 1);
  if (gds && traits(info).noGds) {
    p.error(inst.location, "modifier-not-allowed",
            fmt::format("'{}' works on LDS only: it takes no gds", info.mnemonic));
    return;
  }
  w = (gfx8OrLater(p.generation()) ? ds::gdsGfx8 : ds::gds).insert(w, gds ? 1 : 0);
  inst.word = w;
  inst.dwords = 2;
}

namespace {

// MTBUF's `format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT]` or `format:N`
// (dfmt + 16 * nfmt), the cursor at `format`.
bool formatModifier(Parser& p, bool& formatGiven, uint64_t& w) {
  TokenCursor& c = p.cursor();
  SourceLocation where = c.peek().location;
  if (formatGiven) {
    p.error(where, "duplicate-modifier", "the format is given twice");
    return false;
  }
  formatGiven = true;
  c.next();
  c.next();
  if (c.accept("[")) {
    bool data = false, number = false;
    do {
      const Token& t = c.next();
      const UpperName upperName(t.kind == TokenKind::Identifier ? t.text : std::string_view());
      const std::string_view name = upperName;
      auto d = bufferDataFormat(name);
      auto n = bufferNumberFormat(name, p.generation());
      if ((!d && !n) || (d && data) || (n && number)) {
        p.error(t.location, "operand-kind",
                fmt::format("expected a BUF_DATA_FORMAT_ or BUF_NUM_FORMAT_ name (each once), "
                            "found '{}'",
                            t.text));
        return false;
      }
      if (d) w = mtbuf::dfmt.insert(w, *d), data = true;
      if (n) w = mtbuf::nfmt.insert(w, *n), number = true;
    } while (c.accept(","));
    if (!c.accept("]")) {
      p.error(c.peek().location, "expected-token", "expected ']' after the formats");
      return false;
    }
    return true;
  }
  auto v = p.integer(0, 127, "the format (dfmt + 16 * nfmt)");
  if (!v) return false;
  w = mtbuf::dfmt.insert(w, static_cast<uint64_t>(*v) & 15);
  w = mtbuf::nfmt.insert(w, static_cast<uint64_t>(*v) >> 4);
  return true;
}

}  // namespace

// MUBUF: `buffer_load_dword v0, v1, s[4:7], s0 offen offset:4 glc slc tfe`.
// The address is `off` without offen, idxen or addr64, one VGPR with offen or
// idxen, a pair with both or with addr64. The modifiers come in llvm-mc-14's
// order: idxen, offen, addr64, offset:, glc and slc, lds, tfe; MTBUF's
// `format:` comes before them, or among them in the AMD dialect.
void parseBuffer(Parser& p, const InstructionInfo& info, Instruction& inst) {
  TokenCursor& c = p.cursor();
  const bool typed = info.encoding == Encoding::Mtbuf;
  uint64_t w = opcodeBits(info.encoding, info.opcodeOn(p.generation()), p.generation());
  if (typed) w = mtbuf::dfmt.insert(w, 1);  // llvm-mc-14's default: BUF_DATA_FORMAT_8
  auto ops = operands(info);
  inst.word = w;
  inst.dwords = 2;
  if (ops.empty()) return;  // buffer_wbinvl1
  // GFX8's buffer_store_lds_dword has no data or address registers, and only
  // offset:, the lds it needs, glc and slc (llvm-mc-14 takes no other modifier)
  const bool ldsStore = ops[0].field == OperandField::Srsrc;
  if (!ldsStore) {
    bool agpr = false;
    auto vdata =
        vectorRegister(p, ops[0].dwords, "the data", p.cdna() == Cdna::Gfx90a ? &agpr : nullptr);
    if (!vdata || !p.comma()) return;
    w = mubuf::vdata.insert(w, *vdata);
    w = acc::buffer.insert(w, agpr ? 1 : 0);
  }
  SourceLocation addressLocation = c.peek().location;
  std::optional<Value32> vaddr;
  if (ldsStore) {
    // the resource comes next
  } else if (isKeyword(c.peek(), "off")) {
    c.next();
  } else {
    vaddr = p.tryRegister();
    if (p.failed()) return;
    if (!vaddr || !vaddr->isVgpr()) {
      p.error(addressLocation, "operand-kind", "the address is a vector register or off");
      return;
    }
    w = mubuf::vaddr.insert(w, vaddr->code - op::kVgpr0);
  }
  if (!ldsStore && !p.comma()) return;
  auto srsrc = p.tryRegister();
  if (p.failed()) return;
  if (!srsrc || srsrc->code > op::ttmpLast(p.generation()) ||
      (srsrc->code > op::kSgprLast && srsrc->code < op::ttmpFirst(p.generation())) ||
      srsrc->dwords != 4) {
    p.error(srsrc ? srsrc->location : c.peek().location, "operand-kind",
            "the buffer resource is four scalar registers, s[4n:4n+3] or ttmp[4n:4n+3]");
    return;
  }
  w = mubuf::srsrc.insert(w, srsrc->code / 4);
  if (!p.comma()) return;
  // MTBUF's formats: `dfmt:N, nfmt:N,` before the offset register (older
  // syntax) or `format:[...]` / `format:N` after it.
  bool formatGiven = false, dfmtGiven = false, nfmtGiven = false;
  while (typed && (isKeyword(c.peek(), "dfmt") || isKeyword(c.peek(), "nfmt")) &&
         c.peek(1).is(":")) {
    const Token& name = c.next();
    const bool data = isKeyword(name, "dfmt");
    c.next();
    if (std::exchange(data ? dfmtGiven : nfmtGiven, true)) {
      p.error(name.location, "duplicate-modifier", fmt::format("'{}' is given twice", name.text));
      return;
    }
    auto v = p.integer(0, data ? 15 : 7, data ? "dfmt" : "nfmt");
    if (!v || !p.comma()) return;
    w = (data ? mtbuf::dfmt : mtbuf::nfmt).insert(w, static_cast<uint64_t>(*v));
    formatGiven = true;
  }
  auto soffset = p.source(1, false);
  if (!soffset) return;
  if (soffset->isVgpr() || soffset->isLiteral() || soffset->abs || soffset->neg) {
    p.error(soffset->location, "operand-kind",
            "the offset register is a scalar register or an inline constant");
    return;
  }
  w = mubuf::soffset.insert(w, soffset->code);
  p.commaBeforeModifier();
  if (typed && isKeyword(c.peek(), "format") && c.peek(1).is(":")) {
    if (!formatModifier(p, formatGiven, w)) return;
  }
  int rank = 0;
  bool idxen = false, offen = false, addr64 = false;
  while (!c.atEnd()) {
    p.commaBeforeModifier();
    if (typed && p.rules().formatAmongModifiers && isKeyword(c.peek(), "format") &&
        c.peek(1).is(":")) {
      if (!formatModifier(p, formatGiven, w)) return;
      continue;
    }
    const Token& m = c.next();
    static constexpr std::pair<std::string_view, int> kOrder[] = {
        {"idxen", 1}, {"offen", 2}, {"addr64", 3}, {"offset", 4},
        {"glc", 5},   {"slc", 5},   {"lds", 6},    {"tfe", 7}};
    int at = 0;
    for (auto [name, r] : kOrder)
      if (isKeyword(m, name)) at = r;
    // the AMD dump's `offen idxen`: the two address modifiers in either order
    if (p.rules().offenBeforeIdxen && at == 1 && rank == 2 && !idxen) at = 2;
    if (at == 0) {
      p.error(m.location, "unexpected-token",
              fmt::format("unexpected '{}': a buffer instruction takes idxen, offen, addr64, "
                          "offset:, glc, slc, lds, tfe",
                          m.text));
      return;
    }
    // GFX8 has no addr64, and moved MUBUF's slc into the first dword
    const bool gfx8 = gfx8OrLater(p.generation());
    if (gfx8 && at == 3) {
      p.error(
          m.location, "modifier-not-allowed",
          fmt::format("addr64 is gfx6 and gfx7 only (this is {})", generationName(p.generation())));
      return;
    }
    BitField field = isKeyword(m, "idxen")    ? mubuf::idxen
                     : isKeyword(m, "offen")  ? mubuf::offen
                     : isKeyword(m, "addr64") ? mubuf::addr64
                     : isKeyword(m, "offset") ? mubuf::offset
                     : isKeyword(m, "glc")    ? mubuf::glc
                     : isKeyword(m, "slc")    ? (gfx8 && !typed ? mubuf::slcGfx8 : mubuf::slc)
                     : isKeyword(m, "lds")    ? mubuf::lds
                                              : mubuf::tfe;
    // buffer_store_lds_dword: offset:, then lds, then glc and slc in either
    // order (llvm-mc-14's order for it; it refuses glc before lds)
    if (ldsStore && at != 4) {
      const bool ldsGiven = mubuf::lds.extract(w) != 0;
      if (!((at == 6 && !ldsGiven) || (at == 5 && ldsGiven && !field.extract(w)))) {
        p.error(m.location, "modifier-not-allowed",
                fmt::format("'{}' out of place or repeated: '{}' takes offset:, lds, then glc "
                            "and slc",
                            m.text, info.mnemonic));
        return;
      }
      rank = 6;
      w = field.insert(w, 1);
      continue;
    }
    const bool secondAddressModifier =
        at == 2 && rank == 2 && p.rules().offenBeforeIdxen && isKeyword(m, "idxen") && !idxen;
    if (at < rank || (at == rank && at != 5 && !secondAddressModifier) ||
        (field.extract(w) && at != 4)) {
      p.error(m.location, "unexpected-token",
              fmt::format("'{}' out of place or repeated: the modifiers come in the order idxen, "
                          "offen, addr64, offset:, glc/slc, lds, tfe",
                          m.text));
      return;
    }
    // gfx90a's acc bit is where tfe was: it has none (llvm-mc-14 refuses it there)
    if (at == 7 && p.cdna() == Cdna::Gfx90a) {
      p.error(m.location, "modifier-not-allowed", "gfx90a has no tfe");
      return;
    }
    if ((at == 6 && !traits(info).lds) || (at == 7 && !traits(info).tfe) ||
        (at == 7 && !typed && mubuf::lds.extract(w))) {
      p.error(m.location, "modifier-not-allowed",
              at == 7 && !typed && mubuf::lds.extract(w)
                  ? std::string("lds and tfe exclude each other")
                  : fmt::format("'{}' takes no {}", info.mnemonic, m.text));
      return;
    }
    if (isKeyword(m, "glc") && info.has(RowFlag::Atomic) && info.has(RowFlag::Cdna) &&
        p.cdna() == Cdna::Gfx908) {
      p.error(m.location, "modifier-not-allowed",
              fmt::format("gfx908's '{}' returns nothing (no glc; gfx90a's does)", info.mnemonic));
      return;
    }
    rank = at;
    if (at == 4) {
      if (!c.accept(":")) {
        p.error(c.peek().location, "expected-token", "expected ':' after offset");
        return;
      }
      auto v = p.integer(0, 4095, "the offset");
      if (!v) return;
      w = mubuf::offset.insert(w, static_cast<uint64_t>(*v));
      continue;
    }
    idxen |= isKeyword(m, "idxen");
    offen |= isKeyword(m, "offen");
    addr64 |= at == 3;
    w = field.insert(w, 1);
  }
  if (ldsStore && !mubuf::lds.extract(w)) {
    p.error(inst.location, "expected-operand",
            fmt::format("'{}' needs lds (it stores from LDS)", info.mnemonic));
    return;
  }
  uint32_t addressDwords = addr64 || (idxen && offen) ? 2 : idxen || offen ? 1 : 0;
  uint32_t given = vaddr ? vaddr->dwords : 0;
  if (addressDwords != given) {
    p.error(addressLocation, "operand-kind",
            addressDwords == 0 ? std::string("without offen, idxen or addr64 the address is off")
                               : fmt::format("the address is {} here",
                                             addressDwords == 1 ? "one vector register"
                                                                : "a pair of vector registers"));
    return;
  }
  inst.word = w;
}

// MIMG: `image_sample v[0:3], v[4:7], s[8:15], s[16:19] dmask:0xf unorm glc`.
// The data holds one register per dmask bit (gather4: four, for one bit),
// one per two with d16 where the processor packs it (gfx810, GFX9), one more
// with tfe; the modifiers come in llvm-mc-14's order dmask:, unorm, glc and
// slc, r128 (a16 on GFX9), tfe, lwe, da, d16.
void parseImage(Parser& p, const InstructionInfo& info, Instruction& inst) {
  TokenCursor& c = p.cursor();
  const bool gfx9 = p.generation() == Generation::Gfx9;
  uint64_t w = opcodeBits(Encoding::Mimg, info.opcodeOn(p.generation()), p.generation());
  auto ops = operands(info);
  SourceLocation dataLocation = c.peek().location;
  const bool gfx90a = p.cdna() == Cdna::Gfx90a;
  p.setAgprAllowed(gfx90a);  // gfx90a's AGPR data (the acc bit, where tfe was)
  auto vdata = p.tryRegister();
  p.setAgprAllowed(false);
  if (p.failed()) return;
  if (!vdata || !(vdata->isVgpr() || vdata->isAgpr())) {
    p.error(dataLocation, "operand-kind", "the data is a vector register range");
    return;
  }
  w = mimg::vdata.insert(w, vdata->code - op::kVgpr0);
  if (vdata->isAgpr()) w = acc::image.insert(w, 1);
  if (!p.comma()) return;
  auto vaddr = p.tryRegister();
  if (p.failed()) return;
  if (!vaddr || !vaddr->isVgpr()) {
    p.error(vaddr ? vaddr->location : c.peek().location, "operand-kind",
            "the address is a vector register range");
    return;
  }
  if (!(ops[1].addressWidths & (1u << vaddr->dwords))) {
    p.error(vaddr->location, "register-width",
            fmt::format("'{}' takes no address of {} register{}", info.mnemonic, vaddr->dwords,
                        vaddr->dwords == 1 ? "" : "s"));
    return;
  }
  w = mimg::vaddr.insert(w, vaddr->code - op::kVgpr0);
  const bool sampler = ops.size() > 3;
  for (int k = 0; k < (sampler ? 2 : 1); ++k) {
    if (!p.comma()) return;
    auto r = p.tryRegister();
    if (p.failed()) return;
    uint8_t want = k == 0 ? 8 : 4;
    if (!r || r->code > op::ttmpLast(p.generation()) ||
        (r->code > op::kSgprLast && r->code < op::ttmpFirst(p.generation())) || r->dwords != want) {
      p.error(r ? r->location : c.peek().location, "operand-kind",
              k == 0 ? "the image resource is eight scalar registers, s[4n:4n+7] or ttmp[4:11]"
                     : "the sampler is four scalar registers, s[4n:4n+3] or ttmp[4n:4n+3]");
      return;
    }
    w = (k == 0 ? mimg::srsrc : mimg::ssamp).insert(w, r->code / 4);
  }
  int rank = 0;
  uint32_t dmask = 0;
  bool tfe = false;
  while (!c.atEnd()) {
    p.commaBeforeModifier();
    const Token& m = c.next();
    static constexpr std::pair<std::string_view, int> kOrder[] = {
        {"dmask", 1}, {"unorm", 2}, {"glc", 3}, {"slc", 3}, {"r128", 4},
        {"a16", 4},   {"tfe", 5},   {"lwe", 6}, {"da", 7},  {"d16", 8}};
    int at = 0;
    for (auto [name, r] : kOrder)
      if (isKeyword(m, name)) at = r;
    BitField field = isKeyword(m, "dmask")                         ? mimg::dmask
                     : isKeyword(m, "unorm")                       ? mimg::unorm
                     : isKeyword(m, "glc")                         ? mimg::glc
                     : isKeyword(m, "slc")                         ? mimg::slc
                     : isKeyword(m, "r128") || isKeyword(m, "a16") ? mimg::r128
                     : isKeyword(m, "tfe")                         ? mimg::tfe
                     : isKeyword(m, "lwe")                         ? mimg::lwe
                     : isKeyword(m, "d16")                         ? mimg::d16Gfx8
                                                                   : mimg::da;
    if (at == 0 || at < rank || (at == rank && at != 3) || (at == 3 && field.extract(w))) {
      p.error(m.location, "unexpected-token",
              fmt::format("unexpected '{}': an image instruction takes dmask:, unorm, glc, slc, "
                          "{}, tfe, lwe, da, d16, in that order",
                          m.text, gfx9 ? "a16" : "r128"));
      return;
    }
    if (at == 5 && gfx90a) {
      p.error(m.location, "modifier-not-allowed", "gfx90a has no tfe");
      return;
    }
    // bit 15: r128 up to GFX8, a16 (16-bit addresses) on GFX9, as llvm-mc-14 names it
    if (at == 4 && isKeyword(m, "a16") != gfx9) {
      p.error(m.location, "modifier-not-allowed",
              gfx9 ? std::string("GFX9's images have no r128: its bit is a16")
                   : fmt::format("a16 came with gfx9 ({} has r128 in its bit)",
                                 generationName(p.generation())));
      return;
    }
    // GFX8's d16: 16-bit data for loads, stores, samples and gathers
    if (at == 8 && (!gfx8OrLater(p.generation()) || info.has(RowFlag::Atomic) ||
                    info.mnemonic.starts_with("image_get_") || info.mnemonic.ends_with("_pck"))) {
      p.error(m.location, "modifier-not-allowed",
              gfx8OrLater(p.generation())
                  ? fmt::format("'{}' takes no d16 (loads, stores, samples and gathers do)",
                                info.mnemonic)
                  : std::string("d16 came with gfx8"));
      return;
    }
    rank = at;
    if (at == 1) {
      if (!c.accept(":")) {
        p.error(c.peek().location, "expected-token", "expected ':' after dmask");
        return;
      }
      auto v = p.integer(0, 15, "dmask");
      if (!v) return;
      dmask = static_cast<uint32_t>(*v);
      w = mimg::dmask.insert(w, dmask);
      continue;
    }
    tfe |= at == 5;
    w = field.insert(w, 1);
  }
  // atomics: one dword or two (dmask 0x1, 0x3); compare-and-swap: two or four
  // (0x3, 0xf), as llvm-mc-14 takes them
  if (info.has(RowFlag::Atomic)) {
    const bool swap = info.has(RowFlag::CompareSwap);
    if (swap ? (dmask != 3 && dmask != 15) : (dmask != 1 && dmask != 3)) {
      p.error(
          inst.location, "value-out-of-range",
          fmt::format("'{}' takes dmask:{}", info.mnemonic, swap ? "0x3 or 0xf" : "0x1 or 0x3"));
      return;
    }
  }
  const bool gather = info.has(RowFlag::Gather);
  if (gather && std::popcount(dmask) != 1) {
    p.error(inst.location, "value-out-of-range", "image_gather4 takes a dmask of one bit");
    return;
  }
  const bool packed = p.packedD16() && mimg::d16Gfx8.extract(w) != 0;
  uint32_t dwords =
      mimg::dataDwords(gather ? 4u : static_cast<uint32_t>(std::popcount(dmask)), packed, tfe);
  if (vdata->dwords != dwords) {
    p.error(dataLocation, "register-width",
            fmt::format("the data is {} register{} here (dmask 0x{:x}{}{})", dwords,
                        dwords == 1 ? "" : "s", dmask, tfe ? ", tfe" : "",
                        packed ? ", d16 packed two a register" : ""));
    return;
  }
  inst.word = w;
  inst.dwords = 2;
}

// EXP: `exp mrt0 v0, v1, off, v3 done vm` (SI ISA manual, section 13.9). With
// compr, llvm-mc-14 takes the first and third sources as the two packed
// registers; so does gpuasm.
void parseExport(Parser& p, const InstructionInfo& info, Instruction& inst) {
  TokenCursor& c = p.cursor();
  uint64_t w = opcodeBits(Encoding::Exp, info.opcodeOn(p.generation()), p.generation());
  const Token& t = c.next();
  auto target = exportTarget(LowerName(t.text));
  if (t.kind != TokenKind::Identifier || !target) {
    p.error(t.location, "operand-kind",
            fmt::format("expected an export target (mrt0-7, mrtz, null, pos0-3, param0-31), "
                        "found '{}'",
                        t.text));
    return;
  }
  w = exp::target.insert(w, *target);
  c.accept(",");  // `exp mrt0, v1, v2, v3, v4`, as newer LLVM prints it
  std::array<std::optional<uint32_t>, 4> sources;
  for (size_t i = 0; i < 4; ++i) {
    if (i > 0 && !p.comma()) return;
    if (isKeyword(c.peek(), "off")) {
      c.next();
      continue;
    }
    sources[i] = vectorRegister(p, 1, "an export source");
    if (!sources[i]) return;
  }
  // in this order, as llvm-mc-14 takes them
  bool compressed = false, done = false, validMask = false;
  int rank = 0;
  while (!c.atEnd()) {
    p.commaBeforeModifier();
    const Token& m = c.next();
    int at = isKeyword(m, "done") ? 1 : isKeyword(m, "compr") ? 2 : isKeyword(m, "vm") ? 3 : 0;
    if (at == 0) {
      p.error(m.location, "unexpected-token",
              fmt::format("unexpected '{}': exp takes done, compr and vm", m.text));
      return;
    }
    if (at <= rank) {
      p.error(m.location, "unexpected-token",
              fmt::format("'{}' out of place: exp's modifiers come in the order done, compr, vm",
                          m.text));
      return;
    }
    rank = at;
    (at == 1 ? done : at == 2 ? compressed : validMask) = true;
  }
  const BitField fields[] = {exp::vsrc0, exp::vsrc1, exp::vsrc2, exp::vsrc3};
  uint32_t enable = 0;
  if (compressed) {
    if (sources[0]) enable |= 3, w = exp::vsrc0.insert(w, *sources[0]);
    if (sources[2]) enable |= 12, w = exp::vsrc1.insert(w, *sources[2]);
  } else {
    for (size_t i = 0; i < 4; ++i)
      if (sources[i]) enable |= 1u << i, w = fields[i].insert(w, *sources[i]);
  }
  w = exp::enable.insert(w, enable);
  w = exp::compressed.insert(w, compressed);
  w = exp::done.insert(w, done);
  w = exp::validMask.insert(w, validMask);
  inst.word = w;
  inst.dwords = 2;
}

// FLAT (GFX7 and later): `flat_load_dword v1, v[2:3] glc slc`, a store
// `flat_store_dword v[2:3], v1`, an atomic `flat_atomic_add v[2:3], v4` or,
// returning the old value, `flat_atomic_add v1, v[2:3], v4 glc`: the return
// form needs glc and the other refuses it, as llvm-mc-14 has them. GFX7 and
// GFX8 have no offset field; llvm-mc-14 takes `offset:0` there. GFX9 adds a
// 12-bit offset to FLAT and the global and scratch segments, whose last
// operand is the scalar address or `off`: `global_load_dword v1, v[2:3], off
// offset:-8` (a 64-bit VGPR address) or `global_load_dword v1, v2, s[4:5]`
// (a 32-bit VGPR offset from an SGPR pair), `scratch_load_dword v1, v2, off`
// or `scratch_load_dword v1, off, s4` (one of the two, not both), with a
// 13-bit signed offset.
void parseFlat(Parser& p, const InstructionInfo& info, Instruction& inst) {
  TokenCursor& c = p.cursor();
  const Encoding segment = info.encoding;
  const bool global = segment == Encoding::FlatGlobal, scratch = segment == Encoding::FlatScratch;
  const bool gfx9 = p.generation() == Generation::Gfx9;
  uint64_t w = opcodeBits(segment, info.opcodeOn(p.generation()), p.generation());
  const bool atomic = info.has(RowFlag::Atomic);
  const SourceLocation start = c.peek().location;
  // The operands as written: vector registers, then for GLOBAL and SCRATCH
  // the scalar address; `off` where an address may be absent. An atomic
  // names its destination only when it returns, so the count says which
  // form it is.
  std::array<std::optional<Value32>, 4> regs;  // nullopt: `off`
  std::array<SourceLocation, 4> places;
  size_t count = 0;
  const size_t most = global || scratch ? 4 : 3;
  while (count < most) {
    if (count > 0) {
      if (!c.peek().is(",") ||
          !(p.isRegisterName(c.peek(1)) || ((global || scratch) && isKeyword(c.peek(1), "off"))))
        break;
      c.next();
    }
    places[count] = c.peek().location;
    if ((global || scratch) && isKeyword(c.peek(), "off")) {
      c.next();
      regs[count++] = std::nullopt;
      continue;
    }
    p.setAgprAllowed(p.cdna() == Cdna::Gfx90a);  // the data's (checked below)
    auto r = p.tryRegister();
    p.setAgprAllowed(false);
    if (p.failed()) return;
    if (!r) {
      p.error(c.peek().location, "operand-kind", "a FLAT operand is a vector register");
      return;
    }
    regs[count++] = r;
  }
  const auto ops = operands(info);
  // GLOBAL and SCRATCH: the last operand is the scalar address
  std::optional<Value32> saddr;
  bool saddrGiven = false;
  SourceLocation saddrPlace = start;
  if ((global || scratch) && count > 0) {
    saddrGiven = true;
    saddr = regs[count - 1];
    saddrPlace = places[count - 1];
    --count;
  }
  if ((global || scratch) && !saddrGiven) {
    p.error(c.peek().location, "operand-count",
            fmt::format("'{}' ends with its scalar address, an SGPR{} or off", info.mnemonic,
                        global ? " pair" : ""));
    return;
  }
  const bool returning = !atomic || count == ops.size();
  const size_t expected = returning ? ops.size() : ops.size() - 1;
  if (count != expected) {
    p.error(count < expected || count == 0 ? c.peek().location : places[count - 1], "operand-count",
            fmt::format("'{}' takes {} {}{}", info.mnemonic, expected,
                        global || scratch ? "vector operands and the scalar address" : "registers",
                        atomic ? " (the destination first when it returns, with glc)" : ""));
    return;
  }
  if (saddr && !saddr->isScalarRegister()) {
    p.error(saddrPlace, "operand-kind",
            fmt::format("the scalar address of '{}' is {} or off", info.mnemonic,
                        global ? "an SGPR pair" : "an SGPR"));
    return;
  }
  if (saddr) {
    // SGPRs, flat_scratch, xnack_mask, vcc, ttmp, m0 (SCRATCH) and exec:
    // codes 0 to 126 (127 is off), as llvm-mc-14 -mcpu=gfx900 takes them
    const bool allowed = saddr->code < flat::kSaddrOff && saddr->code != op::kM0 + 1 &&
                         (scratch || saddr->code != op::kM0);
    if (!allowed || !checkWidth(p, *saddr, global ? 2 : 1, "the scalar address")) {
      if (!allowed)
        p.error(
            saddrPlace, "operand-kind",
            fmt::format("the scalar address of '{}' is {}, vcc, ttmp{} or exec{}", info.mnemonic,
                        global ? "an SGPR pair, flat_scratch, xnack_mask"
                               : "an SGPR, flat_scratch, xnack_mask",
                        global ? "" : ", m0", global ? "" : "_lo"));
      return;
    }
  }
  size_t next = 0;
  std::optional<bool> agprData;  // gfx90a: the data and destination are AGPRs
  for (const Operand& o : ops) {
    if (o.field == OperandField::Vdst && !returning) continue;
    const SourceLocation place = places[next];
    const std::optional<Value32>& r = regs[next++];
    const bool address = o.field == OperandField::Addr;
    if (!r) {
      // `off` for the vector address: SCRATCH with an SGPR address
      if (!(scratch && address && saddr)) {
        p.error(
            place, "operand-kind",
            scratch && address
                ? fmt::format("'{}' needs a vector or a scalar address, not two off", info.mnemonic)
                : std::string("only a SCRATCH address can be off"));
        return;
      }
      continue;
    }
    if (scratch && address && saddr) {
      p.error(place, "operand-kind",
              fmt::format("'{}' takes a vector or a scalar address, not both (write off for one)",
                          info.mnemonic));
      return;
    }
    if (!(r->isVgpr() || (r->isAgpr() && !address))) {
      p.error(place, "operand-kind", "a FLAT operand is a vector register");
      return;
    }
    if (!address && !sameDataKind(p, *r, agprData)) return;
    // GLOBAL with an SGPR pair: the VGPR is a 32-bit offset from it
    const uint8_t dwords = address && global && saddr ? 1 : o.dwords;
    if (!checkWidth(p, *r, dwords,
                    address                         ? "the address"
                    : o.field == OperandField::Vdst ? "the destination"
                                                    : "the data"))
      return;
    BitField f = o.field == OperandField::Vdst ? flat::vdst : address ? flat::addr : flat::data;
    w = f.insert(w, r->code - operand::kVgpr0);
  }
  if (global || scratch) w = flat::saddr.insert(w, saddr ? saddr->code : flat::kSaddrOff);
  if (agprData.value_or(false)) w = acc::flat.insert(w, 1);
  bool glc = false, slc = false, offset = false;
  // (a comma after the last operand is the assembler's to take)
  while (!c.atEnd() && !(c.peek().is(",") && c.peek(1).kind == TokenKind::EndOfLine)) {
    p.commaBeforeModifier();
    const Token& t = c.peek();
    // inst_offset: is llvm-mc-14's other name of offset:
    if ((isKeyword(t, "offset") || isKeyword(t, "inst_offset")) && c.peek(1).is(":") && !offset) {
      if (glc || slc) {
        // llvm-mc-14's order (every generation)
        p.error(t.location, "unexpected-token", "offset: comes before glc and slc");
        return;
      }
      c.next();
      c.next();
      offset = true;
      std::optional<int64_t> n;
      if (global || scratch)
        n = p.integer(-4096, 4095, "the GLOBAL and SCRATCH offset (13 bits, signed)");
      else if (gfx9)
        n = p.integer(0, 4095, "the FLAT offset (12 bits)");
      else
        n = p.integer(0, 0, "the FLAT offset (none before GFX9)");
      if (!n) return;
      w = flat::offset.insert(w, static_cast<uint64_t>(*n));
      continue;
    }
    const bool isGlc = isKeyword(t, "glc"), isSlc = isKeyword(t, "slc");
    if (!isGlc && !isSlc) {
      p.error(t.location, "unexpected-token",
              fmt::format("unexpected '{}': a FLAT instruction takes {}glc and slc", t.text,
                          gfx9 ? "offset:, " : ""));
      return;
    }
    bool& seen = isGlc ? glc : slc;
    if (seen) {
      p.error(t.location, "duplicate-modifier", fmt::format("'{}' is given twice", t.text));
      return;
    }
    seen = true;
    c.next();
  }
  // gfx908's float atomics return nothing (gfx90a's do), as llvm-mc-14 has them
  if (atomic && glc && info.has(RowFlag::Cdna) && p.cdna() == Cdna::Gfx908) {
    p.error(start, "operand-kind",
            fmt::format("gfx908's '{}' returns nothing (no glc; gfx90a's does)", info.mnemonic));
    return;
  }
  if (atomic && returning != glc) {
    p.error(start, "operand-kind",
            returning ? fmt::format("'{}' returning the old value needs glc", info.mnemonic)
                      : fmt::format("'{}' without a destination takes no glc (glc returns the "
                                    "old value: name the destination first)",
                                    info.mnemonic));
    return;
  }
  w = flat::glc.insert(w, glc ? 1 : 0);
  w = flat::slc.insert(w, slc ? 1 : 0);
  inst.word = w;
  inst.dwords = 2;
}

}  // namespace gpuasm::gcn
