// The kernel the timing-model tests time: seed 001's figure 4.1 benchmark in
// miniature, a chain of `repeat` dependent multiplies (`multiply`, on
// registers of `type`) a loop iteration, `n` iterations, then a barrier and
// one result a thread in `out`.
#pragma once

#include <string>

namespace gpuasm::testing {

inline std::string multiplyChain(const std::string& multiply, const std::string& type, int repeat) {
  std::string body;
  for (int i = 0; i < repeat; ++i) body += "  " + multiply + " %v, %v, %w;\n";
  return ".version 8.0\n.target sm_90\n.address_size 64\n"
         ".visible .entry k(.param .u64 out, .param .u32 n)\n{\n"
         "  .reg .pred %p;\n  .reg .b32 %i, %n, %t;\n  .reg ." +
         type +
         " %v, %w;\n  .reg .b64 %rd<4>;\n"
         "  mov.u32 %t, %tid.x;\n  mov.b32 %v, %t;\n  mov.b32 %w, 3;\n"
         "  ld.param.u32 %n, [n];\n  mov.u32 %i, 0;\nLOOP:\n" +
         body +
         "  add.u32 %i, %i, 1;\n  setp.lt.u32 %p, %i, %n;\n  @%p bra LOOP;\n"
         "  bar.sync 0;\n"
         "  ld.param.u64 %rd1, [out];\n  mul.wide.u32 %rd2, %t, 4;\n  add.s64 %rd3, %rd1, %rd2;\n"
         "  st.global.b32 [%rd3], %v;\n  ret;\n}\n";
}

}  // namespace gpuasm::testing
