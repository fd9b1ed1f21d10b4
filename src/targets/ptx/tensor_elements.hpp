// The element types of the matrix instructions (PTX ISA 9.7.14, 9.7.15, 9.7.16), shared by the
// warp-level forms (tensor_forms.cpp) and the asynchronous ones (async_tensor_forms.cpp).
#pragma once

#include <cstdint>
#include <string_view>
#include <utility>

namespace gpuasm::ptx::tensor {

enum class Element : uint8_t {
  None,
  F16,
  BF16,
  TF32,
  F32,
  F64,
  S32,
  U8,
  S8,
  U4,
  S4,
  B1,
  E4M3,
  E5M2
};

inline Element elementNamed(std::string_view word) {
  constexpr std::pair<std::string_view, Element> kNames[] = {
      {"f16", Element::F16},  {"bf16", Element::BF16}, {"tf32", Element::TF32},
      {"f32", Element::F32},  {"f64", Element::F64},   {"s32", Element::S32},
      {"u8", Element::U8},    {"s8", Element::S8},     {"u4", Element::U4},
      {"s4", Element::S4},    {"b1", Element::B1},     {"e4m3", Element::E4M3},
      {"e5m2", Element::E5M2}};
  for (const auto& [name, element] : kNames)
    if (name == word) return element;
  return Element::None;
}

}  // namespace gpuasm::ptx::tensor
