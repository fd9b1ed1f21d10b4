// The ptx target against ptxas (-arch=sm_90), the oracle of validity: every
// snippet of our own corpus goes through both. What ptxas accepts we accept;
// what it rejects we reject, with our message and code at the right line; and
// what we do not support yet (though ptxas takes it) we refuse by name.
#include <gtest/gtest.h>

#include <string>

#include "ptxas_oracle.hpp"
#include "support/assemble.hpp"

namespace gpuasm::testing {
namespace {

// A kernel with registers of every kind, variables of three state spaces and
// a label, into which each snippet goes at line kSnippetLine.
std::string framed(const std::string& snippet) {
  return ".version 8.0\n"
         ".target sm_90\n"
         ".address_size 64\n"
         "\n"
         ".global .align 8 .u64 table[4] = {1, 2, 3, 4};\n"
         ".const .align 4 .u32 k_const = 7;\n"
         "\n"
         ".visible .entry probe(\n"
         "\t.param .u64 buf_param,\n"
         "\t.param .u32 n_param\n"
         ")\n"
         "{\n"
         "\t.reg .pred %p<4>;\n"
         "\t.reg .b32 %r<16>;\n"
         "\t.reg .b64 %rd<16>;\n"
         "\t.reg .f32 %f<8>;\n"
         "\t.reg .u16 %h<4>;\n"
         "\t.shared .align 16 .b8 tile[256];\n"
         "\t" +
         snippet +
         "\n"
         "$L_end:\n"
         "\tret;\n"
         "}\n";
}
constexpr int kSnippetLine = 19;

Assembled assemblePtx(const std::string& text) {
  return assembleFor("ptx", text, {}, "test.ptx");
}

class PtxasAgrees : public ::testing::Test {
 protected:
  void SetUp() override {
    ptxas_ = findPtxas();
    if (!ptxas_)
      GTEST_SKIP() << "ptxas not found (PATH, /usr/local/cuda/bin): the oracle is absent";
  }
  std::optional<std::filesystem::path> ptxas_;
};

// ---- What ptxas accepts, we accept -----------------------------------------

class PtxAccepted : public PtxasAgrees, public ::testing::WithParamInterface<const char*> {};

TEST_P(PtxAccepted, ByPtxasAndByUs) {
  std::string text = framed(GetParam());
  PtxasVerdict verdict = runPtxas(*ptxas_, text);
  EXPECT_TRUE(verdict.accepted) << "ptxas refuses: " << verdict.output;
  Assembled ours = assemblePtx(text);
  EXPECT_TRUE(ours.image) << ours.diagnostics;
}

INSTANTIATE_TEST_SUITE_P(
    Forms, PtxAccepted,
    ::testing::Values(
        // Integer arithmetic and every carry form, 32 and 64 bits.
        "add.u32 %r1, %r2, %r3;", "add.s32 %r1, %r2, -1;",
        "add.u64 %rd1, %rd2, 0xffffffffffffffff;", "add.u32 %r1, %r2, 1U;",
        "add.u32 %r1, %r2, 0b101;", "add.u32 %r1, %r2, 017;", "add.cc.u32 %r1, %r2, %r3;",
        "addc.cc.u32 %r1, %r2, 0;", "addc.u32 %r1, %r2, %r3;", "add.cc.u64 %rd1, %rd2, %rd3;",
        "addc.cc.s64 %rd1, %rd2, %rd3;", "sub.u32 %r1, %r2, 7;", "sub.cc.u32 %r1, %r2, %r3;",
        "subc.cc.u64 %rd1, %rd2, %rd3;", "subc.s32 %r1, %r2, %r3;", "mul.lo.u32 %r1, %r2, 3;",
        "mul.hi.u64 %rd1, %rd2, %rd3;", "mul.wide.u32 %rd1, %r2, %r3;",
        "mul.wide.s16 %r1, %h1, %h2;", "mad.lo.u32 %r1, %r2, %r3, %r4;",
        "mad.hi.s64 %rd1, %rd2, %rd3, %rd4;", "mad.lo.cc.u32 %r1, %r2, %r3, %r4;",
        "mad.hi.cc.u64 %rd1, %rd2, %rd3, %rd4;", "madc.lo.u32 %r1, %r2, %r3, %r4;",
        "madc.hi.u32 %r1, %r2, %r3, 0;", "madc.lo.cc.u64 %rd1, %rd2, %rd3, %rd4;",
        "madc.hi.cc.u32 %r1, %r2, %r3, %r4;", "mad.wide.u32 %rd1, %r2, %r3, %rd4;",
        // The float forms the microbenchmarks need.
        "add.f32 %f1, %f2, %f3;", "add.rn.f32 %f1, %f2, %f3;", "mul.rn.f32 %f1, %f2, 0f3F800000;",
        "mul.f32 %f1, %f2, 1.5;", "fma.rn.f32 %f1, %f2, %f3, %f1;",
        // Logic, shifts, comparison, selection.
        "and.b32 %r1, %r2, 0xff;", "or.b64 %rd1, %rd2, %rd3;", "xor.pred %p1, %p2, %p3;",
        "not.b32 %r1, %r2;", "and.b32 %f1, %f2, %r1;", "shl.b64 %rd1, %rd2, %r3;",
        "shr.s32 %r1, %r2, 31;", "shr.u64 %rd1, %rd2, 3;", "setp.lt.u32 %p1, %r1, %r2;",
        "setp.hi.u32 %p1, %r1, %r2;", "setp.eq.b64 %p1, %rd1, %rd2;", "setp.ge.s32 %p1, %r1, -5;",
        "setp.lt.f32 %p1, %f1, %f2;", "selp.b32 %r1, 1, 0, %p1;", "selp.b32 %r1, %r2, %r3, 1;",
        "selp.u64 %rd1, %rd2, %rd3, %p2;",
        // Moves, special registers, addresses of variables, conversions.
        "mov.u32 %r1, %tid.x;", "mov.u32 %r1, %ctaid.y;", "mov.u32 %r1, %nctaid.z;",
        "mov.u32 %r1, %ntid.x;", "mov.u32 %r1, %laneid;", "mov.u32 %r1, %warpid;",
        "mov.u32 %r1, %clock;", "mov.u64 %rd1, %clock64;", "mov.u16 %h1, %tid.x;",
        "mov.u64 %rd1, tile;", "mov.u32 %r1, tile;", "mov.b32 %f1, %r1;",
        "mov.f32 %f1, 0f3F800000;", "mov.pred %p1, 1;", "cvt.u64.u32 %rd1, %r1;",
        "cvt.u32.u64 %r1, %rd1;", "cvt.s64.s32 %rd1, %r1;", "cvt.u32.u16 %r1, %h1;",
        "cvt.u16.u32 %h1, %r1;", "cvt.u64.u32 %rd1, %tid.x;", "cvt.u32.u32 %r1, 5;",
        "cvta.to.global.u64 %rd1, %rd2;", "cvta.shared.u64 %rd1, %rd2;",
        "cvta.global.u64 %rd1, table;", "mov.u32 %r1, probe;",
        // Loads and stores in every state space, with vectors.
        "ld.param.u64 %rd1, [buf_param];", "ld.param.u32 %r1, [n_param];",
        "ld.global.u32 %r1, [%rd1];", "ld.global.u32 %r1, [%rd1+16];",
        "ld.global.u32 %r1, [%rd1+-4];", "ld.global.u8 %r1, [%rd1];", "ld.global.s32 %rd1, [%rd2];",
        "ld.global.v2.u64 {%rd1, %rd2}, [%rd3];", "ld.global.v4.u32 {%r1, %r2, %r3, %r4}, [%rd1];",
        "ld.shared.u32 %r1, [tile+4];", "ld.shared.u32 %r1, [%r2];", "ld.const.u32 %r1, [k_const];",
        "ld.global.u64 %rd1, [table+8];", "ld.local.u32 %r1, [8];", "ld.u32 %r1, [%rd1];",
        "st.global.u32 [%rd1], %r1;", "st.global.u32 [%rd1], 5;",
        "st.shared.v2.u32 [tile], {%r1, 5};", "st.global.u8 [%rd1], %r1;",
        "st.local.u32 [%rd1], %r1;",
        // Control flow and barriers; free-form statements.
        "bra $L_end;", "bra.uni $L_end;", "@%p1 bra $L_end;", "@!%p1 bra $L_end;", "@%p1 ret;",
        "exit;", "bar.sync 0;", "bar.sync 15;", "bar.sync %r1;", "bar.sync 0, 64;",
        ".reg .b8 %c; ld.global.u8 %c, [%rd1];", "{ .reg .b32 %inner; mov.u32 %inner, 1; }",
        "add.u32 %r1,\n\t%r2, /* a comment */ %r3; // two lines"));

// ---- What ptxas rejects, we reject (our message, our code, its line) -------

struct Rejected {
  const char* snippet;
  const char* code;
  const char* message;  // a part of our message
};

void PrintTo(const Rejected& r, std::ostream* out) {
  *out << r.snippet;
}

class PtxRejected : public PtxasAgrees, public ::testing::WithParamInterface<Rejected> {};

TEST_P(PtxRejected, ByPtxasAndByUsWithOurMessage) {
  std::string text = framed(GetParam().snippet);
  PtxasVerdict verdict = runPtxas(*ptxas_, text);
  EXPECT_FALSE(verdict.accepted) << "ptxas accepts it";
  Assembled ours = assemblePtx(text);
  EXPECT_FALSE(ours.image);
  EXPECT_NE(ours.diagnostics.find(fmt::format("test.ptx:{}:", kSnippetLine)), std::string::npos)
      << ours.diagnostics;
  EXPECT_NE(ours.diagnostics.find(fmt::format("[{}]", GetParam().code)), std::string::npos)
      << ours.diagnostics;
  EXPECT_NE(ours.diagnostics.find(GetParam().message), std::string::npos) << ours.diagnostics;
}

INSTANTIATE_TEST_SUITE_P(
    Snippets, PtxRejected,
    ::testing::Values(
        Rejected{"tex.2d.v4.f32.f32 {%f0, %f1, %f2, %f3}, [t, {%f1, %f2}];",
                 "unsupported-instruction", "'tex' is not supported yet"},
        Rejected{"call foo;", "unsupported-instruction", "'call' is not supported yet"},
        Rejected{"addd.u32 %r1, %r2, 1;", "unknown-instruction", "unknown instruction 'addd'"},
        Rejected{"add.cc.u16 %h1, %h2, 1;", "bad-type", "'add.cc' takes .u32"},
        Rejected{"add.cc.f32 %f1, %f2, %f3;", "bad-type", "not .f32"},
        Rejected{"add.b32 %r1, %r2, 1;", "bad-type", "not .b32"},
        Rejected{"xor.u32 %r1, %r2, 1;", "bad-type", "'xor' takes .b16"},
        Rejected{"shl.u32 %r1, %r2, 1;", "bad-type", "'shl' takes"},
        Rejected{"mul.lo.f32 %f1, %f2, %f3;", "bad-type", "'mul.lo' takes"},
        Rejected{"mul.wide.u64 %rd1, %rd2, %rd3;", "bad-type", "'mul.wide' takes"},
        Rejected{"cvt.f32.u32 %f1, %r1;", "bad-type", "'cvt' takes"},
        Rejected{"setp.lo.s32 %p1, %r1, %r2;", "bad-type", "comparison .lo does not apply"},
        Rejected{"setp.lt.b32 %p1, %r1, %r2;", "bad-type", "comparison .lt does not apply"},
        Rejected{"add.u32 %r1, %rd2, 1;", "operand-type", "'%rd2' is declared .b64"},
        Rejected{"add.u32 %f1, %r2, 1;", "operand-type", "'%f1' is declared .f32"},
        Rejected{"mul.wide.u32 %r1, %r2, %r3;", "operand-type", "is a .u64 register"},
        Rejected{"mad.wide.u32 %rd1, %r2, %r3, %r4;", "operand-type", "'%r4' is declared .b32"},
        Rejected{"and.b64 %rd1, %rd2, %r1;", "operand-type", "'%r1' is declared .b32"},
        Rejected{"mov.u32 %r1, %f1;", "operand-type", "'%f1' is declared .f32"},
        Rejected{"mov.u32 %r1, %clock64;", "operand-type", "'%clock64' is 64 bits wide"},
        Rejected{"setp.lt.u32 %r1, %r1, %r2;", "operand-type", "a .pred register"},
        Rejected{"selp.u32 %r1, %r2, %r3, %r4;", "operand-type", "a .pred register"},
        Rejected{"cvta.to.global.u32 %r1, %rd2;", "operand-type", "'%rd2' is declared .b64"},
        Rejected{"ld.global.u64 %r1, [%rd1];", "operand-type", "(or wider)"},
        Rejected{"add.u32 %r1, %r2, 1.5;", "operand-type", "not a floating-point number"},
        Rejected{"mul.f32 %f1, %f2, 3;", "operand-type", "not an integer"},
        Rejected{".reg .b8 %c; add.u16 %c, %h1, 1;", "operand-type", "'%c' is declared .b8"},
        Rejected{"st.param.u32 [n_param], %r1;", "state-space", "'n_param' is an input parameter"},
        Rejected{"bar.sync 0, 33;", "immediate-range", "a multiple of 32"},
        Rejected{"cvta.to.global.u64 %rd1, table;", "operand-kind", "is a register or a number"},
        Rejected{"add.u32 %r1, %r2, k_const;", "operand-kind", "is a register or a number"},
        Rejected{"mov.u32 %r1, %laneid.x;", "special-register", "has no part '.x'"},
        Rejected{"fma.f32 %f1, %f2, %f3, %f1;", "missing-modifier", "needs a rounding modifier"},
        Rejected{"setp.u32 %p1, %r1, %r2;", "missing-modifier", "needs a comparison"},
        Rejected{"cvta.u64 %rd1, %rd2;", "missing-modifier", "needs a state space"},
        Rejected{".reg .b32 %a.b;", "expected-name", "expected a register name, found '%a.b'"},
        Rejected{".shared .u32 s.t;", "expected-name", "expected the variable's name"},
        Rejected{"add.u32 %r1, %r99, 1;", "undeclared-register", "'%r99' is not declared"},
        Rejected{"add.u32 %r1, %r16, 1;", "undeclared-register", "'%r16' is not declared"},
        Rejected{"mov.u32 %r1, %tid;", "special-register", "%tid.x, .y or .z"},
        Rejected{"add.u32 %r1, %r2, %tid.x;", "special-register", "read only by mov and cvt"},
        Rejected{".reg .b32 %tid; mov.u32 %tid, %tid.x;", "special-register",
                 "hides the special register"},
        Rejected{"add.u32 5, %r1, 2;", "operand-kind", "must be a register"},
        Rejected{"add.u32 %r1, %r2;", "operand-count", "'add.u32' takes 3 operands, not 2"},
        Rejected{"mov.u32 %r1, %r2, %r3;", "operand-count", "takes 2 operands, not 3"},
        Rejected{"ld.global.u32 %r1, [%r2];", "address-form", "a global address is a 64-bit"},
        Rejected{"ld.global.u32 %r1, [%rd1-4];", "address-form", "expected ']'"},
        Rejected{"ld.global.u32 %r1, [%rd1+%rd2];", "expected-integer", "an offset after '+'"},
        Rejected{"ld.global.u32 %r1, [100];", "address-form", "for .local only"},
        Rejected{"ld.global.u32 %r1, [tile];", "state-space", "'tile' is a .shared variable"},
        Rejected{"ld.global.v4.u32 {%r1, %r2, %r3}, [%rd1];", "vector-size",
                 "needs 4 registers in braces"},
        Rejected{"ld.global.v2.u32 {%r1, %rd2}, [%rd4];", "vector-size", "all of one width"},
        Rejected{"ld.global.v4.u64 {%rd1, %rd2, %rd3, %rd5}, [%rd4];", "unsupported-instruction",
                 "wider than 128"},
        Rejected{"@%r1 bra $L_end;", "guard", "not a declared .pred register"},
        Rejected{"bra $L9;", "undefined-label", "label '$L9' is not defined in 'probe'"},
        Rejected{"bar.sync 16;", "immediate-range", "barrier 16 is out of range"},
        Rejected{"bar.sync -1;", "immediate-range", "barrier -1 is out of range"},
        Rejected{"add.u32 %r1, %r2, 09;", "bad-number", "number '09'"},
        Rejected{"mov.u64 %rd1, nowhere;", "undefined-symbol", "'nowhere' is not a declared"},
        Rejected{".reg .b32 %r1;", "duplicate-name", "'%r1' is already declared"},
        Rejected{"$L_x: $L_x: ret;", "duplicate-label", "'$L_x' is already defined"},
        Rejected{"mov.u32 %r1, 1 mov.u32 %r2, 2;", "expected-token", "expected ',' or ';'"}));

// ---- What ptxas takes but we do not support yet: refused by name ------------

class PtxNotYet : public PtxasAgrees, public ::testing::WithParamInterface<const char*> {};

TEST_P(PtxNotYet, IsValidForPtxasAndRefusedByNameByUs) {
  std::string text = framed(GetParam());
  PtxasVerdict verdict = runPtxas(*ptxas_, text);
  EXPECT_TRUE(verdict.accepted) << "ptxas refuses: " << verdict.output;
  Assembled ours = assemblePtx(text);
  EXPECT_FALSE(ours.image);
  EXPECT_NE(ours.diagnostics.find("is not supported yet"), std::string::npos) << ours.diagnostics;
  EXPECT_NE(ours.diagnostics.find("[unsupported-"), std::string::npos) << ours.diagnostics;
}

INSTANTIATE_TEST_SUITE_P(Forms, PtxNotYet,
                         ::testing::Values("add.sat.s32 %r1, %r2, %r3;", "popc.b32 %r1, %r2;",
                                           "ld.global.nc.u32 %r1, [%rd1];",
                                           "cvt.rn.f32.u32 %f1, %r1;",
                                           ".reg .v2 .b32 %vec; mov.u32 %r1, 0;",
                                           "mov.b64 %rd1, {%r1, %r2};"));

// ---- Module headers ---------------------------------------------------------

struct Header {
  const char* text;  // the module up to (without) its kernel `k`
  bool valid;
  const char* code;  // ours when invalid
};

void PrintTo(const Header& h, std::ostream* out) {
  *out << h.text;
}

class PtxHeaders : public PtxasAgrees, public ::testing::WithParamInterface<Header> {};

TEST_P(PtxHeaders, AgreeWithPtxas) {
  std::string text = std::string(GetParam().text) +
                     ".visible .entry k()\n{\n\t.reg .b32 %r<4>;\n\tadd.cc.u32 %r1, %r2, %r3;\n"
                     "\taddc.u32 %r0, %r2, %r3;\n\tret;\n}\n";
  PtxasVerdict verdict = runPtxas(*ptxas_, text);
  EXPECT_EQ(verdict.accepted, GetParam().valid) << verdict.output;
  Assembled ours = assemblePtx(text);
  EXPECT_EQ(ours.image.has_value(), GetParam().valid) << ours.diagnostics;
  if (!GetParam().valid) {
    EXPECT_NE(ours.diagnostics.find(fmt::format("[{}]", GetParam().code)), std::string::npos)
        << ours.diagnostics;
  }
}

INSTANTIATE_TEST_SUITE_P(
    Modules, PtxHeaders,
    ::testing::Values(
        Header{".version 8.0\n.target sm_90\n.address_size 64\n", true, ""},
        Header{".version 7.8\n.target sm_90\n.address_size 64\n", true, ""},
        Header{".version 2.3\n.target sm_10\n.address_size 64\n", true, ""},
        Header{".version 4.1\n.target sm_52\n.address_size 64\n", true, ""},
        Header{".version 7.7\n.target sm_90\n.address_size 64\n", false, "bad-target"},
        Header{".version 6.2\n.target sm_75\n.address_size 64\n", false, "bad-target"},
        Header{".version 4.0\n.target sm_52\n.address_size 64\n", false, "bad-target"},
        Header{".version 8.0\n.target sm_90\n", true, ""},
        Header{".version 8.0\n.target sm_90\n.address_size 32\n", false, "address-size"},
        Header{".target sm_90\n.address_size 64\n", false, "missing-version"},
        Header{".version 2.2\n.target sm_10\n.address_size 64\n", false, "bad-version"},
        Header{".version 9.9\n.target sm_90\n.address_size 64\n", false, "bad-version"},
        Header{".version 3.1\n.target sm_35\n.address_size 64\n", true, ""},
        Header{".version 3.0\n.target sm_35\n.address_size 64\n", false, "bad-target"},
        Header{".version 7.4\n.target sm_87\n.address_size 64\n", true, ""},
        Header{".version 7.3\n.target sm_87\n.address_size 64\n", false, "bad-target"},
        Header{".version 8.0\n.target sm_90a\n.address_size 64\n", false, "bad-target"},
        Header{".version 8.6\n.target sm_100\n.address_size 64\n", false, "bad-target"},
        Header{".version 8.0\n.target sm_90\n.address_size 64\n.target sm_90\n", false,
               "misplaced-directive"},
        Header{".version 8.0\n.target sm_90\n.address_size 64\n.global .u32 g;\n.global .u32 g;\n",
               false, "duplicate-name"},
        Header{".version 8.0\n.target sm_90\n.address_size 64\n.shared .u32 x = 5;\n", false,
               "bad-initializer"},
        Header{".version 8.0\n.target sm_90\n.address_size 64\n.global .u32 g[] = {1, 2};\n", true,
               ""},
        Header{".version 8.0\n.target sm_90\n.address_size 64\n.const .u32 c[2] = {1, 2, 3};\n",
               false, "bad-initializer"},
        Header{".version 8.0\n.target sm_90\n.address_size 64\n.global .align 3 .u32 g;\n", false,
               "bad-alignment"},
        Header{".version 8.0\n.target sm_90\n.address_size 64\n.local .u32 g;\n", false,
               "state-space"},
        Header{".version 8.0\n.target sm_90\n.address_size 64\n.extern .shared .align 16 .b8 "
               "dyn[];\n.visible .entry j .maxntid 256, 1, 1\n{\n\t.global .u32 g;\n\t.const "
               ".u32 c;\n\tret;\n}\n.func (.param .b32 r) f(.param .b32 a)\n{\n\t.reg .b32 "
               "%x;\n\tld.param.b32 %x, [a];\n\tst.param.b32 [r], %x;\n\tret;\n}\n",
               true, ""},
        Header{".version 2.3\n.target sm_20\n.address_size 64\n", true, ""},
        Header{".version 4.2\n.target sm_20\n.address_size 64\n.visible .entry c()\n{\n\t.reg "
               ".b64 %rd<3>;\n\tadd.cc.u64 %rd0, %rd1, %rd2;\n\tret;\n}\n",
               false, "bad-version"},
        Header{".version 2.3\n.target sm_20\n.address_size 64\n.visible .entry c()\n{\n\t.reg "
               ".b32 %r<3>;\n\tmadc.lo.u32 %r0, %r1, %r2, %r0;\n\tret;\n}\n",
               false, "bad-version"},
        Header{".version 3.0\n.target sm_10\n.address_size 64\n.visible .entry c()\n{\n\t.reg "
               ".b32 %r<3>;\n\tmad.lo.cc.u32 %r0, %r1, %r2, %r0;\n\tret;\n}\n",
               false, "bad-target"}));

}  // namespace
}  // namespace gpuasm::testing
