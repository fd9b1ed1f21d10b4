// The MessagePack reader and writer of the code-object metadata, on bytes
// encoded by hand from the specification (github.com/msgpack/msgpack,
// spec.md: "Formats"), and its refusals naming the byte.
#include "targets/gcn/binary/msgpack.hpp"

#include <gtest/gtest.h>

namespace gpuasm::gcn::binary {
namespace {

std::optional<MsgValue> read(std::vector<uint8_t> bytes, std::string& error) {
  return readMsgPack(bytes, error);
}

TEST(MsgPack, ReadsEachFormatTheSpecDefines) {
  // {"a": [1, -1, 300, -200, true, nil], "bb": "xyz", "c": 4294967296, "d": 1.5}
  const std::vector<uint8_t> bytes = {
      0x84,                                  // fixmap of 4
      0xa1, 'a',                             // fixstr "a"
      0x96,                                  // fixarray of 6
      0x01,                                  // positive fixint 1
      0xff,                                  // negative fixint -1
      0xcd, 0x01, 0x2c,                      // uint 16: 300
      0xd1, 0xff, 0x38,                      // int 16: -200
      0xc3,                                  // true
      0xc0,                                  // nil
      0xd9, 0x02, 'b',  'b',                 // str 8 "bb"
      0xa3, 'x',  'y',  'z',                 // fixstr "xyz"
      0xa1, 'c',                             //
      0xcf, 0,    0,    0,   1, 0, 0, 0, 0,  // uint 64: 2^32
      0xa1, 'd',                             //
      0xcb, 0x3f, 0xf8, 0,   0, 0, 0, 0, 0,  // float 64: 1.5
  };
  std::string error;
  std::optional<MsgValue> v = read(bytes, error);
  ASSERT_TRUE(v) << error;
  ASSERT_EQ(v->type, MsgValue::Type::Map);
  const MsgValue* a = v->find("a");
  ASSERT_TRUE(a);
  ASSERT_EQ(a->items.size(), 6u);
  EXPECT_EQ(a->items[0].number(), 1u);
  EXPECT_EQ(a->items[1].type, MsgValue::Type::Integer);
  EXPECT_EQ(a->items[1].integer, -1);
  EXPECT_EQ(a->items[2].number(), 300u);
  EXPECT_EQ(a->items[3].integer, -200);
  EXPECT_TRUE(a->items[4].boolean);
  EXPECT_EQ(a->items[5].type, MsgValue::Type::Nil);
  EXPECT_EQ(v->find("bb")->text, "xyz");
  EXPECT_EQ(v->find("c")->number(), uint64_t{1} << 32);
  EXPECT_EQ(v->find("c")->number(UINT32_MAX), std::nullopt);
  EXPECT_EQ(v->find("d")->real, 1.5);
  EXPECT_EQ(v->find("e"), nullptr);

  // Written back in the smallest encodings: the same bytes but "bb", which a
  // fixstr holds in 3 bytes rather than str 8's 4.
  std::vector<uint8_t> expected = bytes;
  expected.erase(expected.begin() + 14, expected.begin() + 18);
  expected.insert(expected.begin() + 14, {0xa2, 'b', 'b'});
  EXPECT_EQ(writeMsgPack(*v), expected);
}

TEST(MsgPack, RefusesBrokenBytesNamingTheByte) {
  std::string error;
  EXPECT_FALSE(read({0x92, 0x01, 0xcd, 0x01}, error));
  EXPECT_EQ(error, "byte 3: truncated: 2 more bytes expected, 1 left");
  EXPECT_FALSE(read({0x92, 0x01}, error));
  EXPECT_EQ(error, "byte 1: an array of 2 elements, 1 bytes left");
  EXPECT_FALSE(read({0x91, 0xc1}, error));
  EXPECT_EQ(error, "byte 1: type byte 0xc1 (never used)");
  EXPECT_FALSE(read({0xd4, 0x01, 0x02}, error));
  EXPECT_EQ(error, "byte 0: type byte 0xd4 (an extension type)");
  // An array of 2^32-1 elements in 5 bytes: refused before allocating.
  EXPECT_FALSE(read({0xdd, 0xff, 0xff, 0xff, 0xff}, error));
  EXPECT_EQ(error, "byte 5: an array of 4294967295 elements, 0 bytes left");
  EXPECT_FALSE(read({0xa5, 'a', 'b'}, error));
  EXPECT_EQ(error, "byte 1: a string of 5 bytes, 2 left");
  EXPECT_FALSE(read({0x01, 0x02}, error));
  EXPECT_EQ(error, "byte 1: 1 bytes after the value");
  // 40 nested arrays: past the depth bound, not a stack overflow.
  EXPECT_FALSE(read(std::vector<uint8_t>(40, 0x91), error));
  EXPECT_EQ(error, "byte 33: nesting deeper than 32");
}

TEST(MsgPack, WritesYamlAsLlvmReadelfLaysItOut) {
  MsgValue arg = MsgValue::ofMap();
  arg.add(".name", MsgValue::ofString("n"));
  arg.add(".size", MsgValue::ofUnsigned(4));
  MsgValue kernel = MsgValue::ofMap();
  kernel.add(".args", MsgValue::ofArray({arg}));
  kernel.add(".language_version", MsgValue::ofArray({MsgValue::ofUnsigned(1)}));
  kernel.add(".type_name", MsgValue::ofString("uint*"));
  MsgValue root = MsgValue::ofMap();
  root.add("amdhsa.kernels", MsgValue::ofArray({kernel}));
  root.add("amdhsa.version", MsgValue::ofArray({MsgValue::ofUnsigned(1), MsgValue::ofUnsigned(2)}));
  EXPECT_EQ(msgPackText(root),
            "amdhsa.kernels:\n"
            "  - .args:\n"
            // llvm-readelf-14 tags a string YAML would read as another type
            // (tests/data/gcn/code_objects/kernels-gfx600.notes.txt: `.name: !str n`).
            "      - .name: !str n\n"
            "        .size: 4\n"
            "    .language_version:\n"
            "      - 1\n"
            "    .type_name: 'uint*'\n"
            "amdhsa.version:\n"
            "  - 1\n"
            "  - 2\n");
}

}  // namespace
}  // namespace gpuasm::gcn::binary
