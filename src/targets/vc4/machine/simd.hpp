// The 16 lanes of a Vector as host SIMD values (GCC and Clang vector
// extensions): the lane-wise operations of the fast path (fast.cpp),
// written once for any width. Lanes<16> is four 16-byte parts, which every
// x86-64 and AArch64 host has; Lanes<64> is one 64-byte part, for code
// compiled for AVX-512. (GCC lowers the comparisons of a 64-byte part lane
// by lane on hosts without AVX-512, hence the parts.) Everything here is
// always inlined, so that it takes the instruction set of its caller.
#pragma once

#include <cstdint>
#include <cstring>

#include "targets/vc4/machine/lanes.hpp"

#if defined(__x86_64__) && !defined(__clang__)
#include <immintrin.h>
#endif

// GCC notes that a 64-byte vector passed by value has a different ABI with
// AVX-512 than without; every function that takes or returns one is inline,
// so no such call crosses a compiled interface.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wpsabi"
#endif

namespace gpuasm::vc4::simd {

template <int Bytes>
struct PartTypes;
template <>
struct PartTypes<16> {
  using U = uint32_t __attribute__((vector_size(16)));
  using S = int32_t __attribute__((vector_size(16)));
  using F = float __attribute__((vector_size(16)));
};
template <>
struct PartTypes<64> {
  using U = uint32_t __attribute__((vector_size(64)));
  using S = int32_t __attribute__((vector_size(64)));
  using F = float __attribute__((vector_size(64)));
};

// Bit patterns of 16 lanes; comparisons give all ones where they hold.
template <int Bytes>
struct Lanes {
  using Part = typename PartTypes<Bytes>::U;
  using SignedPart = typename PartTypes<Bytes>::S;
  using FloatPart = typename PartTypes<Bytes>::F;
  static constexpr int kParts = sizeof(Vector) / Bytes;
  Part q[kParts];
};

#define GPUASM_SIMD [[gnu::always_inline]] inline
#define GPUASM_EACH(expression)                             \
  L r;                                                      \
  for (int i = 0; i < L::kParts; ++i) r.q[i] = expression; \
  return r

template <typename L>
GPUASM_SIMD L load(const Vector& v) {
  L x;
  std::memcpy(&x, v.data(), sizeof x);
  return x;
}
template <typename L>
GPUASM_SIMD void store(Vector& v, const L& x) {
  std::memcpy(v.data(), &x, sizeof x);
}
template <typename L>
GPUASM_SIMD L splat(uint32_t value) {
  GPUASM_EACH(typename L::Part{} + value);
}
#if defined(__x86_64__) && !defined(__clang__)
// GCC builds a 64-byte splat in a function compiled for AVX-512 (but not the
// whole file) as sixteen dependent masked broadcasts; the intrinsic is one.
// (The AVX-512 forms here are not always_inline: only a caller compiled for
// AVX-512 may take them in, which the fast path's flattened entry points do.
// Clang refuses the construction; it takes the portable forms.)
template <>
[[gnu::target("avx512f")]] inline Lanes<64> splat(uint32_t value) {
  return Lanes<64>{{reinterpret_cast<Lanes<64>::Part>(_mm512_set1_epi32(static_cast<int>(value)))}};
}
#endif
template <int B>
GPUASM_SIMD Lanes<B> operator+(const Lanes<B>& a, const Lanes<B>& b) {
  using L = Lanes<B>;
  GPUASM_EACH(a.q[i] + b.q[i]);
}
template <int B>
GPUASM_SIMD Lanes<B> operator-(const Lanes<B>& a, const Lanes<B>& b) {
  using L = Lanes<B>;
  GPUASM_EACH(a.q[i] - b.q[i]);
}
template <int B>
GPUASM_SIMD Lanes<B> operator&(const Lanes<B>& a, const Lanes<B>& b) {
  using L = Lanes<B>;
  GPUASM_EACH(a.q[i] & b.q[i]);
}
template <int B>
GPUASM_SIMD Lanes<B> operator|(const Lanes<B>& a, const Lanes<B>& b) {
  using L = Lanes<B>;
  GPUASM_EACH(a.q[i] | b.q[i]);
}
template <int B>
GPUASM_SIMD Lanes<B> operator^(const Lanes<B>& a, const Lanes<B>& b) {
  using L = Lanes<B>;
  GPUASM_EACH(a.q[i] ^ b.q[i]);
}
template <int B>
GPUASM_SIMD Lanes<B> operator>>(const Lanes<B>& a, uint32_t n) {
  using L = Lanes<B>;
  GPUASM_EACH(a.q[i] >> n);
}
// Lane-wise shifts by each lane of n (0..31).
template <int B>
GPUASM_SIMD Lanes<B> shiftLeft(const Lanes<B>& a, const Lanes<B>& n) {
  using L = Lanes<B>;
  GPUASM_EACH(a.q[i] << n.q[i]);
}
template <int B>
GPUASM_SIMD Lanes<B> shiftRight(const Lanes<B>& a, const Lanes<B>& n) {
  using L = Lanes<B>;
  GPUASM_EACH(a.q[i] >> n.q[i]);
}
// `mask` ? a : b, lane by lane (mask lanes all ones or zero).
template <int B>
GPUASM_SIMD Lanes<B> select(const Lanes<B>& mask, const Lanes<B>& a, const Lanes<B>& b) {
  using L = Lanes<B>;
  GPUASM_EACH((a.q[i] & mask.q[i]) | (b.q[i] & ~mask.q[i]));
}
template <int B>
GPUASM_SIMD Lanes<B> equal(const Lanes<B>& a, const Lanes<B>& b) {
  using L = Lanes<B>;
  GPUASM_EACH(reinterpret_cast<typename L::Part>(a.q[i] == b.q[i]));
}
template <int B>
GPUASM_SIMD Lanes<B> lessUnsigned(const Lanes<B>& a, const Lanes<B>& b) {
  using L = Lanes<B>;
  GPUASM_EACH(reinterpret_cast<typename L::Part>(a.q[i] < b.q[i]));
}
template <int B>
GPUASM_SIMD Lanes<B> positive(const Lanes<B>& a) {  // as signed integers, > 0
  using L = Lanes<B>;
  GPUASM_EACH(reinterpret_cast<typename L::Part>(reinterpret_cast<typename L::SignedPart>(a.q[i]) > 0));
}

// Host float arithmetic on the lanes' bits, in the host's rounding and
// denormal modes.
enum class FloatOp { Add, Subtract, Multiply };
template <FloatOp op, int B>
GPUASM_SIMD Lanes<B> floats(const Lanes<B>& a, const Lanes<B>& b) {
  using L = Lanes<B>;
  using F = typename L::FloatPart;
  L r;
  for (int i = 0; i < L::kParts; ++i) {
    F x = reinterpret_cast<F>(a.q[i]), y = reinterpret_cast<F>(b.q[i]);
    F z = op == FloatOp::Add ? x + y : op == FloatOp::Subtract ? x - y : x * y;
    r.q[i] = reinterpret_cast<typename L::Part>(z);
  }
  return r;
}
// Whether any lane is non-zero.
template <int B>
GPUASM_SIMD bool any(const Lanes<B>& x) {
  using L = Lanes<B>;
  typename L::Part all = x.q[0];
  for (int i = 1; i < L::kParts; ++i) all |= x.q[i];
  uint64_t words[sizeof all / 8];
  std::memcpy(words, &all, sizeof words);
  uint64_t bits = 0;
  for (uint64_t w : words) bits |= w;
  return bits != 0;
}
#if defined(__x86_64__) && !defined(__clang__)
// With AVX-512 the test is one instruction into a mask register.
template <>
[[gnu::target("avx512f")]] inline bool any(const Lanes<64>& x) {
  auto v = reinterpret_cast<__m512i>(x.q[0]);
  return _mm512_test_epi32_mask(v, v) != 0;
}
#endif
// Whether any lane holds a float NaN.
template <int B>
GPUASM_SIMD bool anyNan(const Lanes<B>& a) {
  using L = Lanes<B>;
  using F = typename L::FloatPart;
  L nan;
  for (int i = 0; i < L::kParts; ++i)
    nan.q[i] = reinterpret_cast<typename L::Part>(reinterpret_cast<F>(a.q[i]) != reinterpret_cast<F>(a.q[i]));
  return any(nan);
}
#if defined(__x86_64__) && !defined(__clang__)
template <>
[[gnu::target("avx512f")]] inline bool anyNan(const Lanes<64>& a) {
  auto v = reinterpret_cast<__m512>(a.q[0]);
  return _mm512_cmp_ps_mask(v, v, _CMP_UNORD_Q) != 0;
}
#endif

// The vector rotated `upwards` (0..15) lanes: lane i takes lane i - upwards.
template <int B>
GPUASM_SIMD Lanes<B> rotate(const Lanes<B>& a, uint32_t upwards) {
#if defined(__GNUC__) && !defined(__clang__)
  if constexpr (B == 64) {  // one permute
    using P = typename Lanes<B>::Part;
    P index = (P{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15} - splat<Lanes<B>>(upwards).q[0]) & 15;
    return Lanes<B>{{__builtin_shuffle(a.q[0], index)}};
  }
#endif
  uint32_t in[kLanes], out[kLanes];
  std::memcpy(in, &a, sizeof in);
  for (uint32_t i = 0; i < kLanes; ++i) out[i] = in[(i - upwards) & (kLanes - 1)];
  Lanes<B> r;
  std::memcpy(&r, out, sizeof r);
  return r;
}

// A comparison's lanes as 1 where it holds, else 0.
template <int B>
GPUASM_SIMD Lanes<B> bits(const Lanes<B>& mask) {
  return mask & splat<Lanes<B>>(1);
}

#undef GPUASM_EACH
#undef GPUASM_SIMD

}  // namespace gpuasm::vc4::simd
