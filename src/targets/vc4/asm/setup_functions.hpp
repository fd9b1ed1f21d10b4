// The VPM, VDW and VDR setup helpers of the vc4asm / Broadcom qasm dialect:
// `vpm_setup(1, 1, h32(0))`, `vdw_setup_0(16, 16, dma_h32(0, 0))`, ... as
// expression functions. Names, argument order and argument ranges follow
// vc4asm's include file (maazl/vc4asm share/vc4inc/vc4.qinc), the bit layouts
// the VideoCore IV guide (VideoCoreIV-AG100-R, tables 32 to 37, pages 57-60).
#pragma once

#include <span>
#include <string_view>
#include <utility>

#include "gpuasm/expression.hpp"

namespace gpuasm::vc4 {

// The setup helpers, and vc4.qinc's bit operations: countBits, reverseBits,
// reverseBits4 .. reverseBits64, ilog2, min, max.
ExpressionFunctions setupFunctions();

// vc4.qinc's numerical constants M_E, M_PI, ... M_NAN, M_INF (floats).
std::span<const std::pair<std::string_view, Value>> builtinConstants();

}  // namespace gpuasm::vc4
