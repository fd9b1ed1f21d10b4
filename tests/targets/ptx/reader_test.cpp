// The PTX reader on the forms nvcc 13 writes and ptxas 13 takes (issue 27):
// `!%p` sources, `d|p` dual destinations, `{a, b}` pack and unpack, labels
// scoped to their `{ }` block, `.param` declared in a body, `.func`
// prototypes before definitions, `.extern .func` and `.callprototype`. Each
// verdict was tried on ptxas 13 (-arch=sm_90); values are derived by hand in
// the comments.
#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

#include "gpuasm/ptx/host.hpp"
#include "support/assemble.hpp"
#include "targets/ptx/module.hpp"

namespace gpuasm::testing {
namespace {

using ptx::Operand;

constexpr std::string_view kHeader = ".version 8.0\n.target sm_90\n.address_size 64\n";

Assembled assemblePtx(const std::string& text) {
  return assembleFor("ptx", text, {}, "test.ptx");
}

std::string kernel(const std::string& body) {
  return std::string(kHeader) +
         ".visible .entry k(.param .u64 out)\n{\n"
         "  .reg .pred %p<8>;\n  .reg .b16 %h<8>;\n  .reg .b32 %r<16>;\n  .reg .b64 %rd<16>;\n" +
         body + "\n}\n";
}

const ptx::Module& moduleOf(const Assembled& r) {
  return *ptx::moduleOf(*r.image);
}

// Runs `k` on one warp of the simulator; the first `words` 32-bit words of `out`.
std::vector<uint32_t> run(const std::string& text, size_t words, uint32_t threads = 1) {
  std::string error;
  auto program = ptx::Program::fromText(text, "k.ptx", error);
  EXPECT_TRUE(program) << error;
  if (!program) return {};
  auto kernel = ptx::Kernel::create(*program, "k", error);
  EXPECT_TRUE(kernel) << error;
  if (!kernel) return {};
  auto device = ptx::openDevice(ptx::DeviceKind::Simulator, error);
  ptx::Buffer out = device->createBuffer(words * 4);
  EXPECT_TRUE(kernel->setArgument("out", ptx::ArgumentValue::ofBuffer(out), error)) << error;
  ptx::LaunchSettings settings;
  settings.block = {threads, 1, 1};
  auto report = device->launch(*kernel, settings);
  EXPECT_FALSE(report.fault) << report.fault->describe();
  std::vector<uint8_t> bytes(words * 4);
  device->read(out, 0, bytes);
  std::vector<uint32_t> values(words);
  std::memcpy(values.data(), bytes.data(), bytes.size());
  return values;
}

TEST(PtxReaderOperands, NegatedPredicateIsASourceFlagAndOnlyWhereAPredicateIsRead) {
  Assembled r = assemblePtx(kernel("  setp.eq.u32 %p1, %r1, 0;\n  selp.b32 %r2, 1, 2, !%p1;"));
  ASSERT_TRUE(r.image) << r.diagnostics;
  const ptx::Instruction& selp = moduleOf(r).functions[0].body[1];
  ASSERT_EQ(selp.operands().size(), 4u);
  EXPECT_TRUE(selp.operands()[3].negated);
  EXPECT_EQ(selp.operands()[3].name(), "%p1");
  EXPECT_FALSE(selp.operands()[1].negated);
  // ptxas 13: "Illegal argument to predicate negation" for a negated add operand.
  Assembled bad = assemblePtx(kernel("  add.u32 %r1, !%r2, 1;"));
  EXPECT_FALSE(bad.image);
  EXPECT_NE(bad.diagnostics.find("cannot be negated"), std::string::npos) << bad.diagnostics;
}

TEST(PtxReaderOperands, DualDestinationIsTwoOperandsAndALeftOutOneIsASink) {
  Assembled r =
      assemblePtx(kernel("  setp.lt.u32 %p1|%p2, %r1, %r2;\n  setp.lt.u32 %p3, %r1, %r2;"));
  ASSERT_TRUE(r.image) << r.diagnostics;
  const auto& body = moduleOf(r).functions[0].body;
  ASSERT_EQ(body[0].operands().size(), 4u);
  EXPECT_EQ(body[0].operands()[0].name(), "%p1");
  EXPECT_EQ(body[0].operands()[1].name(), "%p2");
  EXPECT_EQ(body[0].operands()[1].kind, Operand::Kind::Register);
  ASSERT_EQ(body[1].operands().size(), 4u);
  EXPECT_EQ(body[1].operands()[1].kind, Operand::Kind::Sink);
  EXPECT_EQ(body[1].operands()[2].name(), "%r1");
  // `|` where the row has no second destination; a non-.pred second one.
  Assembled bar = assemblePtx(kernel("  add.u32 %r1|%p1, %r2, 1;"));
  EXPECT_FALSE(bar.image);
  EXPECT_NE(bar.diagnostics.find("no second destination"), std::string::npos) << bar.diagnostics;
  Assembled wide = assemblePtx(kernel("  setp.lt.u32 %p1|%r3, %r1, %r2;"));
  EXPECT_FALSE(wide.image);
  EXPECT_NE(wide.diagnostics.find("'%r3' is declared .b32"), std::string::npos) << wide.diagnostics;
}

TEST(PtxReaderOperands, MovPacksAndUnpacksVectorsWithSinks) {
  Assembled r =
      assemblePtx(kernel("  mov.b64 %rd1, {%r1, %r2};\n  mov.b64 {%r3, _}, %rd1;\n"
                         "  mov.b32 %r4, {%h1, %h2};\n  mov.b64 {%h1, %h2, %h3, %h4}, %rd1;"));
  ASSERT_TRUE(r.image) << r.diagnostics;
  const auto& body = moduleOf(r).functions[0].body;
  EXPECT_EQ(body[0].operands()[1].kind, Operand::Kind::Vector);
  ASSERT_EQ(body[1].operands()[0].elements().size(), 2u);
  EXPECT_EQ(body[1].operands()[0].elements()[1].kind, Operand::Kind::Sink);
  // ptxas 13 refuses each: element widths that do not make the type, a sink
  // packed, three elements.
  for (const char* bad : {"  mov.b64 %rd1, {%h1, %h2};", "  mov.b64 %rd1, {%r1, _};",
                          "  mov.b64 %rd1, {%r1, %r2, %r3};", "  mov.u64 %rd1, {%r1, %r2};"}) {
    Assembled refused = assemblePtx(kernel(bad));
    EXPECT_FALSE(refused.image) << bad;
  }
  // ptxas 13: "Feature '%aggr_smem_size' requires PTX ISA .version 8.1 or
  // later"; with .version 8.1 it is taken.
  Assembled old = assemblePtx(kernel("  mov.u32 %r1, %aggr_smem_size;"));
  EXPECT_NE(old.diagnostics.find("'%aggr_smem_size' needs PTX ISA .version 8.1 or later"),
            std::string::npos)
      << old.diagnostics;
  std::string newer = kernel("  mov.u32 %r1, %aggr_smem_size;");
  newer.replace(newer.find(".version 8.0"), 12, ".version 8.1");
  Assembled taken = assemblePtx(newer);
  EXPECT_TRUE(taken.image) << taken.diagnostics;
}

TEST(PtxReaderScopes, LabelsResolveToTheirInstructionInsideTheirBlockOnly) {
  // `$L1` of the first block and `$L1` of the second are different labels;
  // the branch in the first block goes to the outer `$L2`.
  Assembled r = assemblePtx(kernel("  { $L1: bra $L2; }\n  { $L1: bra $L1; }\n  $L2: ret;"));
  ASSERT_TRUE(r.image) << r.diagnostics;
  const auto& body = moduleOf(r).functions[0].body;
  ASSERT_EQ(body.size(), 3u);
  EXPECT_EQ(body[0].operands()[0].value, 2u);  // bra $L2 -> ret
  EXPECT_EQ(body[1].operands()[0].value, 1u);  // the second block's $L1 is itself
  // ptxas 13: "Unknown symbol '$L1'" for a branch into a nested block.
  Assembled nested = assemblePtx(kernel("  bra $L1;\n  { $L1: ret; }"));
  EXPECT_FALSE(nested.image);
  EXPECT_NE(nested.diagnostics.find("inside a nested '{ }' block"), std::string::npos)
      << nested.diagnostics;
  Assembled missing = assemblePtx(kernel("  bra $nowhere;"));
  EXPECT_NE(missing.diagnostics.find("label '$nowhere' is not defined"), std::string::npos)
      << missing.diagnostics;
}

TEST(PtxReaderScopes, ParamVariablesOfABodyAreScopedAndResolved) {
  // Sibling blocks each declare `param0` (nvcc's call sequence); the inner
  // one of the last block hides the body's own.
  Assembled r =
      assemblePtx(kernel("  { .param .b32 param0; st.param.b32 [param0], %r1; }\n"
                         "  { .param .b32 param0; st.param.b32 [param0], %r2; }\n"
                         "  .param .b64 param0;\n"
                         "  { .param .align 8 .b8 param0[16]; st.param.b32 [param0+4], %r3; }\n"
                         "  st.param.b64 [param0], %rd1;"));
  ASSERT_TRUE(r.image) << r.diagnostics;
  const ptx::Function& f = moduleOf(r).functions[0];
  ASSERT_EQ(f.variables.size(), 4u);
  for (const ptx::Variable& v : f.variables) EXPECT_EQ(v.space, ptx::StateSpace::Param);
  EXPECT_EQ(f.variables[0].scope, 2u);
  EXPECT_EQ(f.variables[1].scope, 3u);
  EXPECT_EQ(f.variables[2].scope, 1u);
  EXPECT_EQ(f.variables[3].scope, 4u);
  EXPECT_EQ(f.scopeParents[4], 1u);
  ASSERT_EQ(f.body.size(), 4u);
  auto ref = [&](size_t i) { return f.body[i].operands()[0].variable(); };
  EXPECT_EQ(ref(0).index, 0u);
  EXPECT_EQ(ref(1).index, 1u);
  EXPECT_EQ(ref(2).index, 3u);
  EXPECT_EQ(ref(3).index, 2u);
  EXPECT_EQ(ref(3).list, ptx::VariableRef::List::Body);
  // The same name twice in one block is an error (ptxas: "Duplicate definition").
  Assembled twice = assemblePtx(kernel("  .param .b32 x;\n  .param .b32 x;"));
  EXPECT_FALSE(twice.image);
  // A block's variable is gone after it.
  Assembled gone = assemblePtx(kernel("  { .param .b32 y; }\n  st.param.b32 [y], %r1;"));
  EXPECT_FALSE(gone.image);
}

TEST(PtxReaderModule, APrototypeThenItsDefinitionIsOneFunction) {
  const std::string text = std::string(kHeader) +
                           ".func (.param .b32 r) f (.param .b32 a);\n"
                           ".func (.param .b32 r) f (.param .b32 a);\n"
                           ".func (.param .b32 r2) f (.param .b32 b)\n{\n"
                           "  .reg .b32 %r<2>;\n  ld.param.b32 %r1, [b];\n"
                           "  st.param.b32 [r2], %r1;\n  ret;\n}\n"
                           ".extern .func (.param .b32 status) vprintf (.param .b64 fmt, "
                           ".param .b64 args);\n"
                           ".weak .func w ()\n{\n  ret;\n}\n";
  Assembled r = assemblePtx(text);
  ASSERT_TRUE(r.image) << r.diagnostics;
  const ptx::Module& m = moduleOf(r);
  ASSERT_EQ(m.functions.size(), 3u);
  EXPECT_EQ(m.functions[0].name, "f");
  EXPECT_TRUE(m.functions[0].defined);
  EXPECT_EQ(m.functions[0].params[0].name, "b");  // the definition's names
  EXPECT_EQ(m.functions[0].declaredAt.line, 4u);
  EXPECT_EQ(m.functions[0].location.line, 6u);
  EXPECT_TRUE(m.functions[1].external);
  EXPECT_FALSE(m.functions[1].defined);
  ASSERT_EQ(m.functions[1].returns.size(), 1u);
  EXPECT_TRUE(m.functions[2].weak);
}

TEST(PtxReaderModule, MismatchedRedefinedAndExternDefinedFunctionsAreRefusedWithBothPlaces) {
  // ptxas 13: "Inconsistent prototypes of 'f', parameter types differ".
  Assembled types = assemblePtx(std::string(kHeader) +
                                ".func f (.param .b32 a);\n.func f (.param .b64 a)\n{\n ret;\n}\n");
  EXPECT_FALSE(types.image);
  EXPECT_NE(types.diagnostics.find("test.ptx:5:7: error: 'f' is declared differently before: "
                                   "the type of parameters 1 differs"),
            std::string::npos)
      << types.diagnostics;
  EXPECT_NE(types.diagnostics.find("test.ptx:4:1: note: the earlier declaration of 'f'"),
            std::string::npos)
      << types.diagnostics;
  // ptxas 13: "parameter alignment differ" (.align 8 against a .b32's 4).
  Assembled align = assemblePtx(std::string(kHeader) +
                                ".func f (.param .align 8 .b32 a);\n.func f (.param .b32 a);\n");
  EXPECT_NE(align.diagnostics.find("alignment of parameters 1"), std::string::npos)
      << align.diagnostics;
  // ptxas 13: "Duplicate definition of function 'f'".
  Assembled twice =
      assemblePtx(std::string(kHeader) + ".func f ()\n{\n ret;\n}\n.func f ()\n{\n ret;\n}\n");
  EXPECT_NE(twice.diagnostics.find("'f' is already defined"), std::string::npos)
      << twice.diagnostics;
  EXPECT_NE(twice.diagnostics.find("test.ptx:4:1: note: 'f' is defined here"), std::string::npos)
      << twice.diagnostics;
  // ptxas 13: "Function definition conflicts with '.extern' declaration".
  Assembled external =
      assemblePtx(std::string(kHeader) + ".extern .func f ();\n.func f ()\n{\n ret;\n}\n");
  EXPECT_FALSE(external.image);
  EXPECT_NE(external.diagnostics.find("declared '.extern'"), std::string::npos)
      << external.diagnostics;
}

TEST(PtxReaderModule, CallPrototypesAreKeptPerBlock) {
  Assembled r = assemblePtx(
      kernel("  { prototype_1 : .callprototype (.param .b32 _) _ (.param .b64 _, .param .b32 _);\n"
             "  }\n  proto2: .callprototype _ ();"));
  ASSERT_TRUE(r.image) << r.diagnostics;
  const ptx::Function& f = moduleOf(r).functions[0];
  ASSERT_EQ(f.prototypes.size(), 2u);
  EXPECT_EQ(f.prototypes[0].name, "prototype_1");
  EXPECT_EQ(f.prototypes[0].scope, 2u);
  ASSERT_EQ(f.prototypes[0].params.size(), 2u);
  EXPECT_EQ(f.prototypes[0].params[0].type, ptx::Type::B64);
  ASSERT_EQ(f.prototypes[0].returns.size(), 1u);
  EXPECT_TRUE(f.prototypes[1].params.empty());
}

TEST(PtxReaderRuns, PackUnpackDualSetpAndNegatedSelp) {
  // Hand derivations:
  //  pack {0x89abcdef, 0x01234567} -> 0x01234567_89abcdef; unpacked back: the
  //  low word 0x89abcdef, the high 0x01234567.
  //  b16 quarters of 0x01234567_89abcdef, least significant first: cdef 89ab 4567 0123;
  //  packed two at a time into b32: 0x89abcdef.
  //  setp.lt.u32 p|q, 3, 5: p = 1, q = 0; selp.b32 d, 7, 9, !p = 9; selp with q = 9.
  const std::string body =
      "  mov.b32 %r1, 0x89abcdef;\n  mov.b32 %r2, 0x01234567;\n"
      "  mov.b64 %rd1, {%r1, %r2};\n"
      "  mov.b64 {%r3, %r4}, %rd1;\n"
      "  mov.b64 {%h1, %h2, %h3, %h4}, %rd1;\n"
      "  mov.b32 %r5, {%h1, %h2};\n"
      "  cvt.u32.u16 %r6, %h4;\n"
      "  mov.b32 %r7, 3;\n  setp.lt.u32 %p1|%p2, %r7, 5;\n"
      "  selp.b32 %r8, 7, 9, !%p1;\n  selp.b32 %r9, 7, 9, %p2;\n"
      "  mov.b64 {%r10, _}, %rd1;\n"
      "  cvt.u32.u64 %r11, %rd1;\n  shr.u64 %rd2, %rd1, 32;\n  cvt.u32.u64 %r12, %rd2;\n"
      "  ld.param.u64 %rd3, [out];\n"
      "  st.global.v4.u32 [%rd3], {%r3, %r4, %r5, %r6};\n"
      "  st.global.v4.u32 [%rd3+16], {%r8, %r9, %r10, %r11};\n"
      "  st.global.u32 [%rd3+32], %r12;\n";
  std::vector<uint32_t> out = run(kernel(body), 9);
  ASSERT_EQ(out.size(), 9u);
  EXPECT_EQ(out[0], 0x89abcdefu);
  EXPECT_EQ(out[1], 0x01234567u);
  EXPECT_EQ(out[2], 0x89abcdefu);
  EXPECT_EQ(out[3], 0x0123u);
  EXPECT_EQ(out[4], 9u);
  EXPECT_EQ(out[5], 9u);
  EXPECT_EQ(out[6], 0x89abcdefu);
  EXPECT_EQ(out[7], 0x89abcdefu);  // cvt of the packed value: its low word
  EXPECT_EQ(out[8], 0x01234567u);  // and its high word
}

TEST(PtxReaderRuns, ABranchOutOfANestedBlockReachesItsOuterLabel) {
  // Lane 0 skips the store of 1 and stores 2; the block's own $L1 is not the outer one.
  const std::string body =
      "  mov.b32 %r1, 1;\n"
      "  { .reg .pred %q; setp.eq.u32 %q, 0, 0; @%q bra $L1; $L1: mov.b32 %r1, 5; }\n"
      "  bra $L1;\n  mov.b32 %r1, 1;\n"
      "$L1:\n  add.u32 %r1, %r1, 2;\n"
      "  ld.param.u64 %rd3, [out];\n  st.global.u32 [%rd3], %r1;\n";
  std::vector<uint32_t> out = run(kernel(body), 1);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0], 7u);  // 5 (the inner $L1's mov), then 5 + 2
}

TEST(PtxReaderForms, WhitespaceFreeDirectivesBareRegisterNamesAndConstantExpressions) {
  // Inline asm as nvcc passes it through (ptxas 13 takes each line).
  Assembled r =
      assemblePtx(kernel("  { .reg.pred %top; .reg.b32 m, n; .shared.align 4 .b8 s[8];\n"
                         "    and.b32 m, %r1, %r2; or.b32 n, m, 1; setp.ne.u32 %top, n, 0; }\n"
                         "  shr.s32 %r3, %r2, 32-2;\n"
                         "  mov.u32 %r4, WARP_SZ;\n"
                         "  mov.u32 %r5, (1 << 4) | 3 * (2 + 1) - -1;\n"
                         "  mov.u32 %r6, 100 / 7 % 5 + (7 > 3) + (2 == 2 && 0 || 1) + ~0 + !0;"));
  ASSERT_TRUE(r.image) << r.diagnostics;
  const auto& body = moduleOf(r).functions[0].body;
  ASSERT_EQ(body.size(), 7u);
  EXPECT_EQ(body[0].operands()[0].kind, Operand::Kind::Register);  // `m`
  EXPECT_EQ(body[3].operands()[2].value, 30u);                     // 32-2
  EXPECT_EQ(body[4].operands()[1].value, 32u);                     // WARP_SZ
  EXPECT_EQ(body[5].operands()[1].value, 26u);                     // 16 | (9 + 1): 16 | 10 = 26
  // 100/7 = 14, 14 % 5 = 4; + 1 + 1 - 1 (~0) + 1 (!0) = 6
  EXPECT_EQ(body[6].operands()[1].value, 6u);
  Assembled zero = assemblePtx(kernel("  mov.u32 %r1, 1 / (2 - 2);"));
  EXPECT_NE(zero.diagnostics.find("division by zero"), std::string::npos) << zero.diagnostics;
}

TEST(PtxReaderForms, FloatBitsForBitTypesAndThe64BitAddressRule) {
  // ptxas 13 takes mov.b32 with 0f and mov.b64 with 0d, and refuses
  // mov.b64 with 0f, mov.u32 with 0f, and any 32-bit address of a .global.
  Assembled r =
      assemblePtx(kernel("  mov.b32 %r1, 0f3F800000;\n  mov.b64 %rd1, 0d3FF0000000000000;"));
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(moduleOf(r).functions[0].body[0].operands()[1].value, 0x3f800000u);
  for (const char* bad : {"  mov.b64 %rd1, 0f3F800000;", "  mov.u32 %r1, 0f3F800000;",
                          "  mov.u32 %r1, g;", "  cvta.global.u32 %r1, %r2;"}) {
    Assembled refused = assemblePtx(std::string(kHeader) + ".global .u32 g;\n" +
                                    kernel(bad).substr(kHeader.size()));
    EXPECT_FALSE(refused.image) << bad;
  }
  Assembled narrow = assemblePtx(std::string(kHeader) + ".global .u32 g;\n" +
                                 kernel("  mov.u32 %r1, g;").substr(kHeader.size()));
  EXPECT_NE(narrow.diagnostics.find("64-bit addresses only"), std::string::npos)
      << narrow.diagnostics;
}

TEST(PtxReaderSpecialRegisters, EveryOnePtxasTakesIsReadAndNoneIsUndeclared) {
  // Each of these moves is accepted by ptxas 13 -arch=sm_90.
  Assembled r = assemblePtx(kernel(
      "  mov.u32 %r1, %lanemask_lt;\n  mov.u32 %r1, %smid;\n  mov.u32 %r1, %nsmid;\n"
      "  mov.u64 %rd1, %gridid;\n  mov.u32 %r1, %gridid;\n  mov.u64 %rd1, %globaltimer;\n"
      "  mov.u32 %r1, %globaltimer_hi;\n  mov.u32 %r1, %dynamic_smem_size;\n"
      "  mov.u32 %r1, %total_smem_size;\n  mov.u32 %r1, %envreg31;\n  mov.u32 %r1, %clock_hi;\n"
      "  mov.u32 %r1, %pm7;\n  mov.u64 %rd1, %pm3_64;\n  mov.u32 %r1, %nwarpid;\n"
      "  mov.u32 %r1, %reserved_smem_offset_1;\n"
      "  mov.u64 %rd1, %current_graph_exec;\n  mov.pred %p1, %is_explicit_cluster;\n"
      "  mov.u32 %r1, %clusterid.y;\n  mov.u32 %r1, %cluster_nctarank;\n"
      "  cvt.u64.u32 %rd1, %lanemask_ge;"));
  ASSERT_TRUE(r.image) << r.diagnostics;
  // ptxas 13: %envreg32 and %pm8 do not exist ("Arguments mismatch", as an
  // undeclared register), %smid is not 16-bit, %clock64 not 32-bit.
  for (const char* bad :
       {"  mov.u32 %r1, %envreg32;", "  mov.u32 %r1, %pm8;", "  mov.u16 %h1, %smid;",
        "  mov.u32 %r1, %clock64;", "  add.u32 %r1, %laneid, 1;"}) {
    Assembled refused = assemblePtx(kernel(bad));
    EXPECT_FALSE(refused.image) << bad;
  }
}

TEST(PtxReaderRuns, LaneMasksAndLaunchConstantsHaveTheirDefinedValues) {
  // Lane l of one warp of 32: lanemask_lt = 2^l - 1, le = 2^(l+1) - 1,
  // eq = 2^l, ge = ~lt, gt = ~le (32 bits); %nsmid 1, %smid 0.
  const std::string body =
      "  mov.u32 %r1, %laneid;\n  mov.u32 %r2, %lanemask_lt;\n  mov.u32 %r3, %lanemask_le;\n"
      "  mov.u32 %r4, %lanemask_eq;\n  mov.u32 %r5, %lanemask_ge;\n  mov.u32 %r6, %lanemask_gt;\n"
      "  mov.u32 %r7, %nsmid;\n  mov.u32 %r8, %smid;\n"
      "  ld.param.u64 %rd1, [out];\n  mul.wide.u32 %rd2, %r1, 32;\n  add.u64 %rd1, %rd1, %rd2;\n"
      "  st.global.v4.u32 [%rd1], {%r2, %r3, %r4, %r5};\n"
      "  st.global.v4.u32 [%rd1+16], {%r6, %r7, %r8, %r1};\n";
  std::vector<uint32_t> out = run(kernel(body), 32 * 8, 32);
  ASSERT_EQ(out.size(), 256u);
  for (uint32_t l = 0; l < 32; ++l) {
    const uint64_t lt = (uint64_t{1} << l) - 1, le = (uint64_t{2} << l) - 1;
    EXPECT_EQ(out[l * 8 + 0], static_cast<uint32_t>(lt)) << l;
    EXPECT_EQ(out[l * 8 + 1], static_cast<uint32_t>(le)) << l;
    EXPECT_EQ(out[l * 8 + 2], uint32_t{1} << l) << l;
    EXPECT_EQ(out[l * 8 + 3], ~static_cast<uint32_t>(lt)) << l;
    EXPECT_EQ(out[l * 8 + 4], ~static_cast<uint32_t>(le)) << l;
    EXPECT_EQ(out[l * 8 + 5], 1u);
    EXPECT_EQ(out[l * 8 + 6], 0u);
    EXPECT_EQ(out[l * 8 + 7], l);
  }
}

TEST(PtxReaderQualifiers, CacheEvictionAndOrderQualifiersAreRecordedAndCombinedAsPtxasDoes) {
  // Each accepted by ptxas 13 -arch=sm_90.
  Assembled r = assemblePtx(kernel(
      "  ld.global.nc.v4.u32 {%r1, %r2, %r3, %r4}, [%rd1];\n"
      "  ld.global.nc.L1::no_allocate.L2::256B.u32 %r1, [%rd1];\n"
      "  ld.global.L2::256B.L1::evict_last.u32 %r1, [%rd1];\n"
      "  ld.global.cs.u32 %r1, [%rd1];\n  ld.ca.u32 %r1, [%rd1];\n"
      "  ld.global.L2::cache_hint.u32 %r1, [%rd1], %rd2;\n"
      "  ld.global.relaxed.gpu.L1::evict_last.u32 %r1, [%rd1];\n"
      "  ld.global.mmio.relaxed.sys.u32 %r1, [%rd1];\n  ld.global.acquire.sys.u32 %r1, [%rd1];\n"
      "  st.global.wt.u32 [%rd1], %r1;\n  st.global.L1::no_allocate.u32 [%rd1], %r1;\n"
      "  st.global.L2::cache_hint.u32 [%rd1], %r1, %rd2;\n  st.global.release.gpu.u32 [%rd1], "
      "%r1;\n"
      "  ld.global.nc.ca.u32 %r1, [%rd1];"));
  ASSERT_TRUE(r.image) << r.diagnostics;
  const auto& body = moduleOf(r).functions[0].body;
  using M = ptx::MemoryQualifiers;
  EXPECT_TRUE(body[0].memory.nonCoherent);
  EXPECT_EQ(body[0].vectorWidth, 4);
  EXPECT_EQ(body[1].memory.l1, M::Eviction::NoAllocate);
  EXPECT_EQ(body[1].memory.prefetchBytes, 256);
  EXPECT_EQ(body[2].memory.l1, M::Eviction::Last);
  EXPECT_EQ(body[3].memory.cache, M::Cache::Cs);
  EXPECT_TRUE(body[5].memory.cacheHint);
  ASSERT_EQ(body[5].operands().size(), 3u);
  EXPECT_EQ(body[6].memory.order, M::Order::Relaxed);
  EXPECT_EQ(body[6].memory.scope, M::Scope::Gpu);
  EXPECT_EQ(body[9].memory.cache, M::Cache::Wt);
  EXPECT_EQ(body[12].memory.order, M::Order::Release);
  // Each refused by ptxas 13, with the message it gives.
  const std::pair<const char*, const char*> refused[] = {
      {"  ld.global.wb.u32 %r1, [%rd1];", "Illegal modifier '.wb'"},
      {"  ld.global.nc.lu.u32 %r1, [%rd1];", "Illegal cache operation for instruction 'ld.nc'"},
      {"  ld.shared.nc.u32 %r1, [%rd1];", "Modifier '.nc' requires .global space"},
      {"  ld.global.L2::evict_last.u32 %r1, [%rd1];", "requires '.v8.b32/.v4.b64'"},
      {"  ld.global.cg.L1::evict_last.u32 %r1, [%rd1];", "cannot be combined with modifier '.cg'"},
      {"  ld.global.ca.cg.u32 %r1, [%rd1];", "Multiple cache operation modifiers"},
      {"  ld.global.L2::64B.L2::128B.u32 %r1, [%rd1];", "Multiple cache prefetching modifiers"},
      {"  ld.global.relaxed.u32 %r1, [%rd1];", "'.relaxed' requires scope"},
      {"  ld.global.volatile.ca.u32 %r1, [%rd1];", "'.volatile' cannot be combined"},
      {"  ld.global.nc.relaxed.gpu.u32 %r1, [%rd1];", "'.relaxed' cannot be combined"},
      {"  st.global.ca.u32 [%rd1], %r1;", "Illegal modifier '.ca'"},
      {"  st.global.nc.u32 [%rd1], %r1;", "Illegal modifier '.nc'"},
      {"  st.global.L2::256B.u32 [%rd1], %r1;", "Illegal modifier '.L2::256B'"},
      {"  ld.global.release.sys.u32 %r1, [%rd1];", "Illegal modifier '.release'"},
      {"  ld.global.L2::cache_hint.u32 %r1, [%rd1];", "Arguments mismatch"},
      {"  ld.global.u32 %r1, [%rd1], %rd2;", ".L2::cache_hint modifier required"},
      {"  ld.global.L2::cache_hint.u32 %r1, [%rd1], %r2;", "Arguments mismatch"},
  };
  for (const auto& [text, ptxasSays] : refused) {
    Assembled bad = assemblePtx(kernel(text));
    EXPECT_FALSE(bad.image) << text << " (ptxas: " << ptxasSays << ")";
    EXPECT_EQ(bad.diagnostics.find("not supported"), std::string::npos) << bad.diagnostics;
  }
}

// ---- Forms ptxas 13 takes that the reader refused (issue 27 item 5) --------

TEST(PtxReaderModule, FloatAndVectorInitializersLayTheirBitsIntoMemory) {
  // By hand: 1.5f = 0x3FC00000 (exponent 127, fraction .1b); the double 1.0 is
  // 0x3FF0000000000000, -2.0 is 0xC000000000000000; a float literal of a
  // .b32 is its bits; a .v4 .u32 is four words aligned to 16 bytes.
  const std::string globals =
      ".global .f32 f1 = 1.5;\n.global .b32 b1 = 0f3FC00000;\n"
      ".global .f64 d1[2] = {0d3FF0000000000000, -2.0};\n.global .u8 pad = 1;\n"
      ".global .v4 .u32 gv = {1, 2, 3, 4};\n";
  const std::string body =
      "  ld.param.u64 %rd1, [out];\n  ld.global.u32 %r1, [f1];\n  ld.global.u32 %r2, [b1];\n"
      "  ld.global.v2.u32 {%r3, %r4}, [d1];\n  ld.global.v2.u32 {%r5, %r6}, [d1+8];\n"
      "  ld.global.v4.u32 {%r7, %r8, %r9, %r10}, [gv];\n  mov.u64 %rd2, gv;\n"
      "  cvt.u32.u64 %r11, %rd2;\n  and.b32 %r11, %r11, 15;\n"
      "  st.global.v4.u32 [%rd1], {%r1, %r2, %r3, %r4};\n"
      "  st.global.v4.u32 [%rd1+16], {%r5, %r6, %r7, %r8};\n"
      "  st.global.v4.u32 [%rd1+32], {%r9, %r10, %r11, %r11};\n";
  std::vector<uint32_t> out =
      run(std::string(kHeader) + globals + kernel(body).substr(kHeader.size()), 12);
  const std::vector<uint32_t> expected = {
      0x3FC00000u, 0x3FC00000u, 0u, 0x3FF00000u, 0u, 0xC0000000u, 1u, 2u, 3u, 4u, 0u, 0u};
  EXPECT_EQ(out, expected);
}

TEST(PtxReaderModule, InitializersPtxasRefusesAreRefusedWithTheirFault) {
  // ptxas 13: "Initial value type mismatch" for a scalar with braces.
  Assembled braced = assemblePtx(std::string(kHeader) + ".global .u32 g[2] = {1, 2}, h = {1};\n");
  EXPECT_FALSE(braced.image);
  EXPECT_NE(braced.diagnostics.find("'h' is a scalar: its initializer is one value"),
            std::string::npos)
      << braced.diagnostics;
  // An integer variable takes no float literal; a 16-bit float its bits only.
  for (const char* bad : {".global .u32 g = 1.5;\n", ".global .f16 h = 1.5;\n"}) {
    Assembled refused = assemblePtx(std::string(kHeader) + bad);
    EXPECT_FALSE(refused.image) << bad;
  }
}

TEST(PtxReaderForms, VectorRegistersAreTheirElementsAndB128NeedsPtx83) {
  Assembled declared = assemblePtx(kernel("  .reg .v4 .f32 %vf;\n  .reg .b128 %wide;"));
  EXPECT_FALSE(declared.image);  // kHeader is .version 8.0: .b128 needs 8.3
  EXPECT_NE(declared.diagnostics.find("'.reg .b128' needs PTX ISA .version 8.3"), std::string::npos)
      << declared.diagnostics;
  Assembled vector = assemblePtx(kernel("  .reg .v2 .b32 %vec;"));
  EXPECT_TRUE(vector.image) << vector.diagnostics;
  // Since s8 an element is a register (ptxas 13 takes both); before, "reading
  // or writing one is not supported yet".
  Assembled used =
      assemblePtx(kernel("  .reg .v2 .b32 %vec;\n  mov.b32 %r1, %vec.x;\n  mov.b32 %vec.g, %r1;"));
  EXPECT_TRUE(used.image) << used.diagnostics;
  // ptxas 13 takes `%vec.z` of a .v2 and does not say what it holds; the PTX
  // ISA gives a .v2 .x and .y only: refused, naming them.
  Assembled third = assemblePtx(kernel("  .reg .v2 .b32 %vec;\n  mov.b32 %r1, %vec.z;"));
  EXPECT_FALSE(third.image);
  EXPECT_NE(third.diagnostics.find("'%vec.z': '%vec' is a .v2 .b32 vector register, its elements "
                                   ".x and .y (or .r and .g)"),
            std::string::npos)
      << third.diagnostics;
}

// A range of .b128 registers (ptxas 13 takes `.reg .b128 %q<3>;`): each name of it is
// declared, one past it is not. Before, the '<' was "expected ';' after the register
// declaration". Since s7 they are registers: mov.b128 packs into one, and a 64-bit
// instruction cannot name one (ptxas 13: "Arguments mismatch for instruction 'mov'").
TEST(PtxReaderForms, RangesOfB128RegistersAreDeclaredEachName) {
  const std::string header = ".version 8.3\n.target sm_90\n.address_size 64\n";
  auto body = [&](const std::string& statement) {
    return assemblePtx(header +
                       ".visible .entry k()\n{\n  .reg .b64 %rd<4>;\n"
                       "  .reg .b128 %q<3>;\n" +
                       statement + "\n  ret;\n}\n");
  };
  Assembled declared = body("");
  EXPECT_TRUE(declared.image) << declared.diagnostics;
  Assembled used = body("  mov.b128 %q2, {%rd1, %rd2};");
  EXPECT_TRUE(used.image) << used.diagnostics;
  Assembled past = body("  mov.b64 %rd1, %q3;");
  EXPECT_FALSE(past.image);
  EXPECT_NE(past.diagnostics.find("register '%q3' is not declared"), std::string::npos)
      << past.diagnostics;
  Assembled inRange = body("  mov.b64 %rd1, %q1;");
  EXPECT_FALSE(inRange.image);
  EXPECT_NE(inRange.diagnostics.find("'%q1' is declared .b128"), std::string::npos)
      << inRange.diagnostics;
}

// nvcc writes `.reg .b32 %r<76654>;` for era-bellman-cuda's BN254 scalar multiplication at -O3
// (sm_80), and ptxas 13 takes it (and `%r<1048577>`, and up to 2^32 - 1 names). Before, a range
// of more than 65,536 names was refused, and every use of its registers with it. Lane 0 stores
// %r65536 + %r69999 = 5 + 7 = 12. Past the reader's bound (the registers of one function, 2^20)
// the range is refused by name.
TEST(PtxReaderForms, ARangeOfMoreThan65536RegistersIsReadAsPtxasReadsIt) {
  auto text = [](uint32_t count) {
    return std::string(kHeader) +
           ".visible .entry k(.param .u64 out)\n{\n  .reg .b64 %rd<2>;\n  .reg .b32 %r<" +
           std::to_string(count) +
           ">;\n  mov.u32 %r65536, 5;\n  mov.u32 %r69999, 7;\n"
           "  add.u32 %r0, %r65536, %r69999;\n  ld.param.u64 %rd1, [out];\n"
           "  st.global.u32 [%rd1], %r0;\n  ret;\n}\n";
  };
  std::vector<uint32_t> out = run(text(70000), 1);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0], 12u);
  Assembled tooMany = assemblePtx(text(1048577));
  EXPECT_FALSE(tooMany.image);
  EXPECT_NE(tooMany.diagnostics.find("'%r<1048577>' declares more than 1048576 registers "
                                     "[register-range]"),
            std::string::npos)
      << tooMany.diagnostics.substr(0, 400);
}

// ptxas 13 on sm_80: "Feature 'mbarrier.arrive with count argument and without '.noComplete'
// modifier' requires .target sm_90 or higher"; with .noComplete, or on sm_90, the count is
// taken. cp.async takes a cache policy last with .L2::cache_hint, after src-size if any
// ("Arguments mismatch" without one). Before, both counts were accepted on sm_80 and
// cp.async's hint was "not supported yet".
TEST(PtxReaderForms, MbarrierCountsAndCpAsyncCachePoliciesFollowPtxas) {
  auto body = [](const std::string& target, const std::string& statement) {
    return assemblePtx(".version 8.0\n.target " + target +
                       "\n.address_size 64\n.visible .entry k()\n{\n  .reg .b32 %r<4>;\n"
                       "  .reg .b64 %rd<4>;\n  .shared .align 8 .b64 bar;\n" +
                       statement + "\n  ret;\n}\n");
  };
  Assembled counted = body("sm_80", "  mbarrier.arrive.shared.b64 %rd1, [bar], 2;");
  EXPECT_FALSE(counted.image);
  EXPECT_NE(counted.diagnostics.find("'mbarrier.arrive.shared.b64' with a count needs .target "
                                     "sm_90 or higher (or .noComplete before sm_90)"),
            std::string::npos)
      << counted.diagnostics;
  EXPECT_TRUE(body("sm_80", "  mbarrier.arrive.noComplete.shared.b64 %rd1, [bar], 2;").image);
  EXPECT_TRUE(body("sm_90", "  mbarrier.arrive.shared.b64 %rd1, [bar], 2;").image);
  EXPECT_TRUE(body("sm_80", "  mbarrier.arrive.shared.b64 %rd1, [bar];").image);

  Assembled hinted =
      body("sm_80",
           "  cp.async.cg.shared.global.L2::cache_hint.L2::128B [%r1], [%rd1], 16, %r2, "
           "%rd2;\n  cp.async.ca.shared.global.L2::cache_hint [%r1], [%rd1], 8, %rd2;");
  EXPECT_TRUE(hinted.image) << hinted.diagnostics;
  Assembled missing =
      body("sm_80", "  cp.async.ca.shared.global.L2::cache_hint [%r1], [%rd1], 16;");
  EXPECT_FALSE(missing.image);
  EXPECT_NE(
      missing.diagnostics.find("takes its cache policy, a .b64 register, as its last operand"),
      std::string::npos)
      << missing.diagnostics;
}

TEST(PtxReaderForms, AddressOffsetsAreAddedAsPtxasWritesThem) {
  // ptxas 13: "Parsing error near '-'" for [%rd1-4]; [%rd1+-4] is the form.
  Assembled minus = assemblePtx(kernel("  ld.global.u32 %r1, [%rd1-4];"));
  EXPECT_FALSE(minus.image);
  EXPECT_NE(minus.diagnostics.find("found '-' (a negative offset is written [%rd1+-4])"),
            std::string::npos)
      << minus.diagnostics;
  Assembled plus = assemblePtx(kernel("  ld.global.u32 %r1, [%rd1+-4];"));
  ASSERT_TRUE(plus.image) << plus.diagnostics;
  EXPECT_EQ(moduleOf(plus).functions[0].body[0].operands()[1].value, uint64_t{0} - 4);
}

TEST(PtxReaderModule, TargetOptionsAreThoseOfPtxas) {
  auto module = [](const std::string& target) {
    return assemblePtx(".version 8.0\n.target " + target +
                       "\n.address_size 64\n.visible .entry k()\n{\n  ret;\n}\n");
  };
  EXPECT_TRUE(module("sm_90, texmode_independent").image);
  EXPECT_TRUE(module("sm_90, texmode_unified").image);
  // ptxas 13: "Conflicting .target option", "Debug information not found in
  // presence of .target debug", "Directive map_f64_to_f32 is not supported
  // with SM 1.3 or higher".
  Assembled both = module("sm_90, texmode_independent, texmode_unified");
  EXPECT_NE(both.diagnostics.find("conflicting .target options"), std::string::npos)
      << both.diagnostics;
  Assembled debug = module("sm_90, debug");
  EXPECT_NE(debug.diagnostics.find("'debug' needs debug information"), std::string::npos)
      << debug.diagnostics;
  Assembled withDwarf = assemblePtx(
      ".version 8.0\n.target sm_90, debug\n.address_size 64\n.visible .entry k()\n{\n  ret;\n}\n"
      ".section .debug_abbrev\n{\n.b8 1\n}\n");
  EXPECT_TRUE(withDwarf.image) << withDwarf.diagnostics;
  EXPECT_FALSE(module("sm_90, map_f64_to_f32").image);
}

TEST(PtxReaderRuns, PmeventAndEvictionPrefetchesRunAsNoOpsAndAWideBarrierFaultsByName) {
  std::vector<uint32_t> out =
      run(kernel("  pmevent 3;\n  pmevent.mask 0x11;\n  ld.param.u64 %rd1, [out];\n"
                 "  prefetch.global.L2::evict_last [%rd1];\n  prefetch.L2::evict_normal [%rd1];\n"
                 "  st.global.u32 [%rd1], 7;"),
          1);
  EXPECT_EQ(out, std::vector<uint32_t>{7u});
  // ptxas 13: "value '16' out of range, expected to be in range [0..15]".
  Assembled range = assemblePtx(kernel("  pmevent 16;"));
  EXPECT_NE(range.diagnostics.find("event 16 of 'pmevent' is out of range: 0 to 15"),
            std::string::npos)
      << range.diagnostics;
  // ptxas 13 takes any multiple of 32 as a barrier's count; the simulator
  // refuses one beyond the block's threads, naming it.
  std::string error;
  auto program = ptx::Program::fromText(kernel("  bar.sync 0, 2048;\n  ret;"), "k.ptx", error);
  ASSERT_TRUE(program) << error;
  auto k = ptx::Kernel::create(*program, "k", error);
  ASSERT_TRUE(k) << error;
  auto device = ptx::openDevice(ptx::DeviceKind::Simulator, error);
  ptx::Buffer buffer = device->createBuffer(4);
  ASSERT_TRUE(k->setArgument("out", ptx::ArgumentValue::ofBuffer(buffer), error)) << error;
  ptx::LaunchSettings settings;
  settings.block = {64, 1, 1};
  auto report = device->launch(*k, settings);
  ASSERT_TRUE(report.fault);
  EXPECT_NE(report.fault->describe().find("thread count 2048 is not a multiple of 32 from 32 to "
                                          "the block's 64 threads"),
            std::string::npos)
      << report.fault->describe();
}

TEST(PtxReaderRuns, ConversionsToTf32NeedSm80) {
  // (They run: convert_test.cpp.)
  // Older targets: "Feature '.tf32' requires .target sm_80 or higher".
  std::string old = kernel("  cvt.rna.tf32.f32 %r1, %r2;");
  old.replace(old.find("sm_90"), 5, "sm_75");
  Assembled refused = assemblePtx(old);
  EXPECT_NE(refused.diagnostics.find("requires .target sm_80 or higher"), std::string::npos)
      << refused.diagnostics;
}

TEST(PtxReaderRuns, MovPacksIntegersBesideRegistersEachCutToItsElement) {
  // ptxas 13 takes `mov.b64 %rd1, {%r1, 0}` and `{%h1, 0x10000}`; by hand:
  // {0x89abcdef, 0} is 0x0000000089abcdef, {0x1234, 0x10000 cut to 16 bits}
  // is 0x00001234, {1, 0x1ffffffff} is 0xffffffff00000001.
  const std::string body =
      "  ld.param.u64 %rd1, [out];\n  mov.u32 %r1, 0x89abcdef;\n  mov.b64 %rd2, {%r1, 0};\n"
      "  mov.u16 %h1, 0x1234;\n  mov.b32 %r2, {%h1, 0x10000};\n"
      "  mov.b64 %rd3, {1, 0x1ffffffff};\n  st.global.u64 [%rd1], %rd2;\n"
      "  st.global.u32 [%rd1+8], %r2;\n  st.global.u64 [%rd1+16], %rd3;\n";
  std::vector<uint32_t> out = run(kernel(body), 6);
  EXPECT_EQ(out, (std::vector<uint32_t>{0x89abcdefu, 0u, 0x1234u, 0u, 1u, 0xffffffffu}));
  Assembled unpack = assemblePtx(kernel("  mov.b64 {%r1, 0}, %rd1;"));
  EXPECT_FALSE(unpack.image) << "an integer is no destination";
}

// cuda_fp16.hpp's inline `mov.b32 %r, {low, high}` of two .f16 registers:
// ptxas 13 packs and unpacks float registers by their bits. By hand: 1.5 is
// 0x3e00 in binary16 and -2.0 is 0xc000, so {1.5, -2.0} is 0xc0003e00;
// 1.0f and 2.0f are 0x3f800000 and 0x40000000.
TEST(PtxReaderRuns, MovPacksAndUnpacksFloatRegistersByTheirBits) {
  const std::string body =
      "  .reg .f16 %lo, %hi;\n  .reg .f32 %f<4>;\n  ld.param.u64 %rd1, [out];\n"
      "  mov.f32 %f1, 0f3FC00000;\n  cvt.rn.f16.f32 %lo, %f1;\n"
      "  mov.f32 %f2, 0fC0000000;\n  cvt.rn.f16.f32 %hi, %f2;\n  mov.b32 %r1, {%lo, %hi};\n"
      "  mov.f32 %f1, 0f3F800000;\n  mov.f32 %f2, 0f40000000;\n  mov.b64 %rd2, {%f1, %f2};\n"
      "  mov.b64 {%f3, _}, %rd2;\n  st.global.u32 [%rd1], %r1;\n  st.global.u64 [%rd1+8], %rd2;\n"
      "  st.global.f32 [%rd1+16], %f3;\n";
  std::vector<uint32_t> out = run(kernel(body), 5);
  EXPECT_EQ(out, (std::vector<uint32_t>{0xc0003e00u, 0u, 0x3f800000u, 0x40000000u, 0x3f800000u}));
  Assembled wrong = assemblePtx(kernel("  .reg .f16 %lo;\n  mov.b64 %rd1, {%lo, %lo};"));
  EXPECT_NE(wrong.diagnostics.find("'%lo' is declared .f16: 'mov.b64' packs 32-bit registers"),
            std::string::npos)
      << wrong.diagnostics;
}

// Texture objects (s10): `[handle, {sampler,} {coordinates}]` is one operand, a vector whose
// place is its `[`: the handle and the sampler as addresses, then the coordinates. Each
// refusal beside ptxas 13's words (tests/data/ptx/ptxas/textures.snippets has more).
TEST(PtxReaderTextures, AHandleOperandHoldsTheHandleSamplerAndCoordinates) {
  Assembled r =
      assemblePtx(kernel("  .reg .f32 %f<8>;\n"
                         "  tex.2d.v4.f32.f32 {%f0, %f1, %f2, %f3}|%p1, [%rd1, %rd2, {%f4, %f5}];\n"
                         "  suld.b.2d.b32.trap {%r1}, [%rd3, {%r2, 7}];"));
  ASSERT_TRUE(r.image) << r.diagnostics;
  const auto& body = moduleOf(r).functions[0].body;
  ASSERT_EQ(body[0].operands().size(), 3u);
  EXPECT_EQ(body[0].operands()[1].name(), "%p1");
  const Operand& texture = body[0].operands()[2];
  ASSERT_EQ(texture.kind, Operand::Kind::Vector);
  EXPECT_EQ(*texture.place(), '[');
  ASSERT_EQ(texture.elements().size(), 4u);
  EXPECT_EQ(texture.elements()[0].kind, Operand::Kind::Address);
  EXPECT_EQ(texture.elements()[0].name(), "%rd1");
  EXPECT_EQ(texture.elements()[1].kind, Operand::Kind::Address);
  EXPECT_EQ(texture.elements()[1].name(), "%rd2");
  EXPECT_EQ(texture.elements()[2].name(), "%f4");
  EXPECT_EQ(texture.elements()[3].name(), "%f5");
  const Operand& surface = body[1].operands()[1];
  ASSERT_EQ(surface.elements().size(), 3u);
  EXPECT_EQ(surface.elements()[0].name(), "%rd3");
  EXPECT_EQ(surface.elements()[2].kind, Operand::Kind::Immediate);
  EXPECT_EQ(surface.elements()[2].value, 7u);
  // ptxas 13: "Operand vector size doesn't match geometry for instruction 'tex'".
  Assembled one = assemblePtx(
      kernel("  .reg .f32 %f<8>;\n  tex.2d.v4.f32.f32 {%f0, %f1, %f2, %f3}, [%rd1, {%f4}];"));
  EXPECT_NE(one.diagnostics.find("error: 'tex.2d.v4.f32.f32' takes a vector of 2 coordinates "
                                 "for its .2d geometry, not 1 [operand-kind]"),
            std::string::npos)
      << one.diagnostics;
  // ptxas 13: "Argument 1 of instruction 'txq': .texref or .u64 register expected".
  Assembled query = assemblePtx(kernel("  txq.width.b32 %r1, [%r2];"));
  EXPECT_NE(query.diagnostics.find("error: '%r2' is declared .b32: the second operand of "
                                   "'txq.width.b32' is a .b64 register [operand-type]"),
            std::string::npos)
      << query.diagnostics;
}

// wmma (s10): its words in any order, its fragments by the PTX ISA's tables.
TEST(PtxReaderTextures, WmmaFragmentsHaveTheirTablesRegisterCounts) {
  const std::string a8 = "{%r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7}";
  Assembled r = assemblePtx(
      kernel("  wmma.load.a.sync.aligned.m16n16k16.row.shared.f16 " + a8 + ", [%r8], 16;\n" +
             "  wmma.mma.sync.aligned.row.col.m16n16k16.f16.f16 {%r0, %r1, %r2, %r3}, " + a8 +
             ", " + a8 + ", {%r4, %r5, %r6, %r7};"));
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(moduleOf(r).functions[0].body[0].space, ptx::StateSpace::Shared);
  // ptxas 13: "Argument vector size mismatch for instruction 'wmma.load.a'" (bf16's a at
  // m16n16k16 is 4 registers of two halves each).
  Assembled bf16 =
      assemblePtx(kernel("  wmma.load.a.sync.aligned.row.m16n16k16.bf16 " + a8 + ", [%rd1];"));
  EXPECT_NE(bf16.diagnostics.find("error: the first operand of "
                                  "'wmma.load.a.sync.aligned.row.m16n16k16.bf16' is fragment a: "
                                  "a vector of 4 .b32 registers [operand-kind]"),
            std::string::npos)
      << bf16.diagnostics;
  // ptxas 13: "Unexpected instruction types specified for 'wmma.mma'".
  Assembled mixed = assemblePtx(kernel(
      "  wmma.mma.sync.aligned.row.col.m16n16k16.f32.f16.f16.f32 {%r0}, {%r0}, {%r0}, {%r0};"));
  EXPECT_NE(mixed.diagnostics.find("with four types a and b are one type (not .f16"),
            std::string::npos)
      << mixed.diagnostics;
}

// sm_90's and sm_100's asynchronous tensor instructions (s11): read as ptxas 13 reads them,
// each refusal beside ptxas's words (tests/data/ptx/ptxas/hopper.snippets has more).
TEST(PtxReaderTextures, HopperAndBlackwellFormsAreRefusedWhereAndAsPtxasRefusesThem) {
  auto on = [](std::string_view target, const std::string& body) {
    Assembled r = assemblePtx(".version 8.6\n.target " + std::string(target) +
                              "\n.address_size 64\n.visible .entry k()\n{\n"
                              "  .reg .pred %p<8>;\n  .reg .b16 %h<8>;\n  .reg .b32 %r<16>;\n"
                              "  .reg .b64 %rd<16>;\n  .reg .f32 %f<8>;\n" +
                              body + "\n}\n");
    return r.image ? std::string("accepted") : r.diagnostics;
  };
  const std::string mma = "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16";
  EXPECT_EQ(on("sm_90a", "  " + mma + " {%f0, %f1, %f2, %f3}, %rd1, %rd2, %p1, 1, -1, 0, 1;"),
            "accepted");
  // ptxas 13: "Instruction 'wgmma.fence' not supported on .target 'sm_90'".
  EXPECT_NE(on("sm_90", "  wgmma.fence.sync.aligned;")
                .find("test.ptx:11:3: error: 'wgmma.fence.sync.aligned' is not supported on "
                      ".target sm_90: it needs sm_90a [bad-target]"),
            std::string::npos)
      << on("sm_90", "  wgmma.fence.sync.aligned;");
  // ptxas 13: "Argument vector size mismatch for instruction 'wgmma.mma_async with floating
  // point types'" (m64n8's f32 accumulator is 4 registers a thread).
  EXPECT_NE(on("sm_90a", "  " + mma + " {%f0, %f1, %f2}, %rd1, %rd2, %p1, 1, 1, 0, 1;")
                .find("error: operand 1 of '" + mma +
                      "' is fragment d: a vector of 4 .f32 registers [operand-kind]"),
            std::string::npos);
  // ptxas 13: "Argument 4 of instruction 'wgmma.mma_async ...': unexpected value '2',
  // expected to be -1 or 1".
  EXPECT_NE(on("sm_90a", "  " + mma + " {%f0, %f1, %f2, %f3}, %rd1, %rd2, %p1, 2, 1, 0, 1;")
                .find("operand 5 of '" + mma +
                      "' is out of range: a scale, -1 or 1, not 2 [operand-range]"),
            std::string::npos);
  // ptxas 13: "Illegal matrix shape '.m64n8k32' for instruction 'wgmma.mma_async ...'".
  EXPECT_NE(on("sm_90a",
               "  wgmma.mma_async.sync.aligned.m64n8k32.f32.f16.f16 {%f0, %f1, %f2, "
               "%f3}, %rd1, %rd2, %p1, 1, 1, 0, 1;")
                .find("shape .m64n8k32 is none of wgmma's for these types (m64nNk16, N a "
                      "multiple of 8 to 256) [bad-modifier]"),
            std::string::npos);
  // ptxas 13: "Argument 1 of instruction 'setmaxnreg.inc': unexpected value '236', expected
  // to be multiple of 8".
  EXPECT_NE(on("sm_90a", "  setmaxnreg.inc.sync.aligned.u32 236;")
                .find("operand 1 of 'setmaxnreg.inc.sync.aligned.u32' is out of range: a register "
                      "count in the range 24 to 256, a multiple of 8, not 236 [operand-range]"),
            std::string::npos);
  // ptxas 13: "Argument 2 of instruction 'cp.async.bulk.tensor': Argument vector size mismatch".
  const std::string copy =
      "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes";
  EXPECT_NE(on("sm_90", "  " + copy + " [%r1], [%rd1, {%r2, %r3, %r4}], [%r5];")
                .find("operand 2 of '" + copy +
                      "' takes a vector of 2 coordinates for .2d, not 3 [operand-kind]"),
            std::string::npos);
  // ptxas 13: ".completion_mechanism modifier required for instruction 'cp.async.bulk.tensor'".
  EXPECT_NE(on("sm_90",
               "  cp.async.bulk.tensor.2d.shared::cluster.global [%r1], [%rd1, {%r2, "
               "%r3}], [%r5];")
                .find("cp.async.bulk.tensor needs its completion .mbarrier::complete_tx::bytes"),
            std::string::npos);
  // ptxas 13: "Instruction 'tcgen05.alloc' not supported on .target 'sm_90a'".
  EXPECT_NE(on("sm_90a", "  tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%r1], 32;")
                .find("it needs sm_100a, sm_103a or sm_110a (or sm_100f, ...) [bad-target]"),
            std::string::npos);
  // ptxas 13: "Argument 0 of instruction 'tcgen05.ld': Argument vector size mismatch" (.16x256b
  // .x1 is 4 registers a thread).
  EXPECT_NE(on("sm_100a", "  tcgen05.ld.sync.aligned.16x256b.x1.b32 {%r1, %r2}, [%r3];")
                .find("operand 1 of 'tcgen05.ld.sync.aligned.16x256b.x1.b32' is d: a vector of 4 "
                      ".b32 registers [operand-kind]"),
            std::string::npos);
  // ptxas 13: ".trans modifier required for instruction 'movmatrix'".
  EXPECT_NE(on("sm_90", "  movmatrix.sync.aligned.m8n8.b16 %r1, %r2;")
                .find("'movmatrix.sync.aligned.m8n8.b16' is invalid: movmatrix needs .trans"),
            std::string::npos);
}

// s12's forms (tests/data/ptx/ptxas/{float,hopper,textures}.snippets have more): each refusal
// names the statement's place and what ptxas 13 says is wrong, in our words.
TEST(PtxReaderTextures, PackedF32AndTheSm100FormsAreRefusedWhereAndAsPtxasRefusesThem) {
  auto on = [](std::string_view target, std::string_view version, const std::string& body) {
    Assembled r =
        assemblePtx(".version " + std::string(version) + "\n.target " + std::string(target) +
                    "\n.address_size 64\n.visible .entry k()\n{\n"
                    "  .reg .pred %p<8>;\n  .reg .b32 %r<16>;\n  .reg .b64 %rd<16>;\n"
                    "  .reg .f64 %fd<8>;\n" +
                    body + "\n}\n");
    return r.image ? std::string("accepted") : r.diagnostics;
  };
  auto has = [](const std::string& diagnostics, std::string_view want) {
    return diagnostics.find(want) != std::string::npos;
  };
  EXPECT_EQ(on("sm_100", "8.6", "  fma.rn.ftz.f32x2 %rd1, %rd2, %rd3, %rd4;"), "accepted");
  // ptxas 13: "Feature 'add.f32x2' requires .target sm_100 or higher".
  std::string out = on("sm_90a", "8.6", "  add.f32x2 %rd1, %rd2, %rd3;");
  EXPECT_TRUE(has(out,
                  "test.ptx:10:3: error: 'add.f32x2' requires .target sm_100 or higher "
                  "[bad-target]"))
      << out;
  // "Illegal modifier '.sat' for instruction 'add'"; "Rounding modifier required for
  // instruction 'fma'"; "Arguments mismatch for instruction 'add'" (an .f64 register, a number).
  out = on("sm_100", "8.6", "  add.sat.f32x2 %rd1, %rd2, %rd3;");
  EXPECT_TRUE(has(out, "test.ptx:10:3: error: 'add.sat.f32x2': .sat is invalid for .f32x2")) << out;
  out = on("sm_100", "8.6", "  fma.f32x2 %rd1, %rd2, %rd3, %rd4;");
  EXPECT_TRUE(has(out, "'fma.f32x2' is invalid: it needs a rounding modifier")) << out;
  out = on("sm_100", "8.6", "  add.f32x2 %fd1, %rd2, %rd3;");
  EXPECT_TRUE(has(out,
                  "test.ptx:10:13: error: '%fd1' is declared .f64: the first operand of "
                  "'add.f32x2' is a .f32x2 register [operand-type]"))
      << out;
  out = on("sm_100", "8.6", "  add.f32x2 %rd1, %rd2, 0f3F800000;");
  EXPECT_TRUE(has(out,
                  "the third operand of 'add.f32x2' is invalid: a .f32x2 operand is a "
                  "register, not a number"))
      << out;
  // "Type .f32x2 may only be used as an instruction type".
  out = on("sm_100", "8.6", "  .reg .f32x2 %pair;");
  EXPECT_TRUE(has(out, "'.f32x2' is not a register type")) << out;
  // "Instruction 'tcgen05.shift' not supported on .target 'sm_100f'".
  out = on("sm_100f", "8.8", "  tcgen05.shift.cta_group::1.down [%r1];");
  EXPECT_TRUE(has(out,
                  "test.ptx:10:3: error: 'tcgen05.shift.cta_group::1.down' is not "
                  "supported on .target sm_100f: it needs sm_100a, sm_103a or sm_110a (not "
                  "an `f` target) [bad-target]"))
      << out;
  // "Feature '.kind::i8' not supported on .target 'sm_100f'".
  out = on("sm_100f", "8.8", "  tcgen05.mma.cta_group::1.kind::i8 [%r1], %rd1, %rd2, %r2, %p1;");
  EXPECT_TRUE(has(out,
                  "'tcgen05.mma.cta_group::1.kind::i8' (its .kind::i8) is not supported on "
                  ".target sm_100f"))
      << out;
  // "Modifier '.warptype' require for instruction tcgen05.cp with shape '.64x128b'".
  out = on("sm_100a", "8.6", "  tcgen05.cp.cta_group::1.64x128b [%r1], %rd1;");
  EXPECT_TRUE(has(out, "tcgen05.cp needs .warpx2::02_13 or .warpx2::01_23 with shape .64x128b"))
      << out;
  // "Modifier '.kind::mxf4' cannot be combined with modifier '.scale_vec::1X'".
  out = on("sm_100a", "8.6",
           "  tcgen05.mma.cta_group::1.kind::mxf4.block_scale.scale_vec::1X [%r1], %rd1, %rd2, "
           "%r2, [%r3], [%r4], %p1;");
  EXPECT_TRUE(has(out, "is invalid: .kind::mxf4 takes the scale vector .scale_vec::2X (.block32)"))
      << out;
  // "Argument 2 of instruction 'cp.reduce.async.bulk': unexpected value '15', expected to be
  // multiple of 16".
  out = on("sm_90", "8.0",
           "  cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u32 [%rd1], [%r1], 15;");
  EXPECT_TRUE(has(out,
                  "the size of 'cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u32' "
                  "is out of range: a multiple of 16, not 15 [operand-range]"))
      << out;
  // "Arguments mismatch for instruction 'istypep'".
  out = on("sm_90", "8.0", "  istypep.texref %p1, %r1;");
  EXPECT_TRUE(has(out,
                  "'%r1' is declared .b32: the second operand of 'istypep.texref' is a .u64 "
                  "register"))
      << out;
}

}  // namespace
}  // namespace gpuasm::testing
