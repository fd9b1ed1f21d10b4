// What the tests of the CUDA device share: the shipped kernels' text,
// programs and arguments that must work, and two PTX texts a GPU's driver
// refuses in two ways (a kernel that faults, PTX its compiler rejects).
#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "gpuasm/kernels.hpp"
#include "gpuasm/ptx/host.hpp"

namespace gpuasm::ptx::cuda_test {

// A shipped kernel (kernels/ptx/NAME), as the library embeds it: the GPU tests
// read nothing from the build machine's source tree, so that a build carried
// to a machine with a GPU runs them there.
inline std::string readKernel(const std::string& name) {
  std::optional<std::string_view> text = findEmbeddedKernel("ptx/" + name);
  if (!text) throw std::runtime_error("no shipped kernel ptx/" + name);
  return std::string(*text);
}

// A kernel that faults: a store to global address 8, which no allocation holds.
inline constexpr const char* kFaultingKernel = R"(.version 8.0
.target sm_90
.address_size 64

.visible .entry fault_store(
	.param .u64 fault_store_out
)
{
	.reg .b32 	%r<2>;
	.reg .b64 	%rd<2>;

	mov.u32 	%r0, %tid.x;
	mov.u64 	%rd0, 8;
	st.global.u32 	[%rd0], %r0;
	ret;
}
)";

// A kernel whose assert fails, as nvcc writes CUDA's assert(): a call of
// __assertfail(message, file, line, function, char size). On a GPU that is
// CUDA_ERROR_ASSERT, which breaks the context, not the process (cuda.h: "The
// context cannot be used anymore, and must be destroyed").
inline constexpr const char* kAssertingKernel = R"(.version 8.0
.target sm_90
.address_size 64

.extern .func __assertfail
(
	.param .b64 __assertfail_param_0,
	.param .b64 __assertfail_param_1,
	.param .b32 __assertfail_param_2,
	.param .b64 __assertfail_param_3,
	.param .b64 __assertfail_param_4
)
;
.global .align 1 .b8 assert_message[7] = {102, 97, 108, 115, 101, 33, 0};

.visible .entry assert_fails(
	.param .u64 assert_fails_out
)
{
	.reg .b32 	%r<2>;
	.reg .b64 	%rd<3>;

	mov.u64 	%rd1, assert_message;
	cvta.global.u64 	%rd2, %rd1;
	mov.u32 	%r1, 7;
	{
	.param .b64 param0;
	st.param.b64 	[param0], %rd2;
	.param .b64 param1;
	st.param.b64 	[param1], %rd2;
	.param .b32 param2;
	st.param.b32 	[param2], %r1;
	.param .b64 param3;
	st.param.b64 	[param3], %rd2;
	.param .b64 param4;
	mov.u64 	%rd1, 1;
	st.param.b64 	[param4], %rd1;
	call.uni __assertfail, (param0, param1, param2, param3, param4);
	}
	ret;
}
)";

// PTX our parser takes and the driver's compiler refuses: 300000 bytes of
// static shared memory, where every GPU allows 48 KiB (ptxas: "uses too much
// shared data (0x493e0 bytes, 0xc000 max)").
inline constexpr const char* kRefusedByTheDriver = R"(.version 8.0
.target sm_90
.address_size 64

.visible .entry too_much_shared(
	.param .u64 too_much_shared_out
)
{
	.reg .b32 	%r<2>;
	.reg .b64 	%rd<2>;
	.shared .align 4 .b8 too_much_shared_words[300000];

	mov.u32 	%r0, %tid.x;
	mov.u64 	%rd0, too_much_shared_words;
	st.shared.u32 	[%rd0], %r0;
	ret;
}
)";

inline Program program(const std::string& text, const std::string& name) {
  std::string error;
  std::optional<Program> program = Program::fromText(text, name, error);
  if (!program) throw std::runtime_error(name + ": " + error);
  return *program;
}

inline void set(Kernel& kernel, const std::string& name, ArgumentValue value) {
  std::string error;
  if (!kernel.setArgument(name, value, error)) throw std::runtime_error(name + ": " + error);
}

}  // namespace gpuasm::ptx::cuda_test
