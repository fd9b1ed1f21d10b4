// The host float unit's rounding while QPU instructions run. The QPU's float
// operations round toward zero and flush denormals (alu.cpp); with the host
// switched to the same mode they are single native instructions. Code that
// runs inside that mode and needs the C++ default (libm, the cycle model's
// rates) holds a HostRounding scope.
#pragma once

#include <cstdint>

#if defined(__SSE2__)
#include <xmmintrin.h>
#else
#include <cfenv>
#endif

namespace gpuasm::vc4 {

namespace floatmode {
// Keeps the compiler from moving float arithmetic on `value` across a mode
// change: the value is produced (or consumed) by an opaque step placed
// between the changes, which are themselves volatile.
template <typename T>
inline void pin(T& value) {
#if defined(__SSE2__)
  asm volatile("" : "+x"(value));
#else
  asm volatile("" : "+m"(value));
#endif
}

#if defined(__SSE2__)
// Whether towardZero() also flushes denormal inputs and results to zero.
inline constexpr bool kFlushesDenormals = true;
using State = uint32_t;
constexpr uint32_t kRoundingBits = 0x6000u;  // MXCSR RC
constexpr uint32_t kTowardZero = 0x6000u;
constexpr uint32_t kFlushToZero = 0x8000u;       // FTZ: tiny results become zero (sign kept)
constexpr uint32_t kDenormalsAreZero = 0x0040u;  // DAZ: denormal inputs read as zero (sign kept)
inline State current() {
  return _mm_getcsr();
}
inline void set(State state) {
  asm volatile("" ::: "memory");
  _mm_setcsr(state);
  asm volatile("" ::: "memory");
}
inline State towardZero(State state) {
  return (state & ~kRoundingBits) | kTowardZero | kFlushToZero | kDenormalsAreZero;
}
inline State nearest(State state) {
  return state & ~(kRoundingBits | kFlushToZero | kDenormalsAreZero);
}
#else
inline constexpr bool kFlushesDenormals = false;
using State = int;
inline State current() {
  return std::fegetround();
}
inline void set(State state) {
  asm volatile("" ::: "memory");
  std::fesetround(state);
  asm volatile("" ::: "memory");
}
inline State towardZero(State) {
  return FE_TOWARDZERO;
}
inline State nearest(State) {
  return FE_TONEAREST;
}
#endif
}  // namespace floatmode

// While it lives, host float arithmetic rounds toward zero; on x86 it also
// flushes denormal inputs and results to zero as the QPU does
// (floatmode::kFlushesDenormals), which lets the float operations run natively. The float operations of alu.cpp assume it;
// Machine::run holds one around the instruction loop.
class QpuRounding {
 public:
  QpuRounding() : saved_(floatmode::current()) { floatmode::set(floatmode::towardZero(saved_)); }
  ~QpuRounding() { floatmode::set(saved_); }
  QpuRounding(const QpuRounding&) = delete;
  QpuRounding& operator=(const QpuRounding&) = delete;

 private:
  floatmode::State saved_;
};

// While it lives, host float arithmetic rounds to nearest without flushing
// (the C++ default), whatever mode it was in before. Values computed inside
// must pass floatmode::pin on the way in and out.
class HostRounding {
 public:
  HostRounding() : saved_(floatmode::current()) { floatmode::set(floatmode::nearest(saved_)); }
  ~HostRounding() { floatmode::set(saved_); }
  HostRounding(const HostRounding&) = delete;
  HostRounding& operator=(const HostRounding&) = delete;

 private:
  floatmode::State saved_;
};

}  // namespace gpuasm::vc4
