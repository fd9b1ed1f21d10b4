#pragma once

// The YAML of an `.amdgpu_metadata` ... `.end_amdgpu_metadata` block (what
// clang -S writes and `gpuasm dis` lists), read into the MessagePack value
// that llvm-mc-14 writes as the NT_AMDGPU_METADATA note (docs/gcn.md, "HSA
// code objects"). Our own reader of the subset the metadata uses rather than
// a YAML library (libyaml, yaml-cpp): block mappings and sequences, flow
// `[...]` and `{...}` on one line, plain, single- and double-quoted scalars,
// `#` comments and the `---` / `...` markers; and it must type scalars as
// LLVM's msgpack::DocNode::fromString does, which no library does for us.
//
// Typing, as llvm-mc-14 does it whatever the quoting: an unsigned integer
// (radix prefixes 0x, 0b, 0o and a leading 0 for octal), else a negative
// one, else a boolean (yaml::parseBool: true/false, yes/no, on/off, y/n in
// three capitalisations), else a number strtod reads whole, which llvm-mc-14
// writes as nil (0xc0; measured, tests/targets/gcn/binary/metadata_yaml_test.cpp),
// else a string; a tag says the type instead (`!str n`, as LLVM writes a
// string its reader would type otherwise; !int, !bool, !nil). Map keys are
// typed the same and sorted (msgpack::Document's maps are ordered); a key
// given twice is an error.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "targets/gcn/binary/msgpack.hpp"

namespace gpuasm::gcn::binary {

struct YamlError {
  size_t line = 0;  // 0-based, into the lines given
  size_t column = 0;
  std::string message;
};

// A plain or quoted scalar's value as llvm-mc-14 types it (no tag); its text as written is
// kept in `text` whatever the type (code object v2's YAML is read by names, not typed).
MsgValue typedYamlScalar(const std::string& text);

// `lines` are the block's lines as written (without line breaks).
std::optional<MsgValue> readMetadataYaml(const std::vector<std::string>& lines, YamlError& error);

// What llvm-mc-14's HSA metadata verifier (AMDGPU::HSAMD::V3::MetadataVerifier,
// not strict) refuses, as "key path: problem"; empty when it takes it.
std::string verifyHsaMetadata(const MsgValue& root);

// The NT_AMDGPU_METADATA note (name "AMDGPU", type 32) holding `root` in
// MessagePack, padded to 4 bytes as llvm-mc writes it.
std::vector<uint8_t> metadataNote(const MsgValue& root);

}  // namespace gpuasm::gcn::binary
