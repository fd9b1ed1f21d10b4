// The lookup tables computed from the GF(2^8) definitions, checked against
// values printed in FIPS-197 and in the Rijndael reference code's tables.
#include <gtest/gtest.h>

#include "gpuasm/crypto/aes.hpp"

namespace gpuasm::crypto {
namespace {

TEST(AesTables, SboxFirstRowAndInverseSboxFirstRowMatchFips197Figures7And14) {
  const auto& tables = aesTables(AesWordOrder::BigEndian);
  // Figure 7 (section 5.1.1, p. 16), row x = 0; figure 14 (section 5.3.2, p. 22), row x = 0.
  const uint8_t sboxRow0[16] = {0x63, 0x7c, 0x77, 0x7b, 0xf2, 0x6b, 0x6f, 0xc5,
                                0x30, 0x01, 0x67, 0x2b, 0xfe, 0xd7, 0xab, 0x76};
  const uint8_t inverseRow0[16] = {0x52, 0x09, 0x6a, 0xd5, 0x30, 0x36, 0xa5, 0x38,
                                   0xbf, 0x40, 0xa3, 0x9e, 0x81, 0xf3, 0xd7, 0xfb};
  for (std::size_t i = 0; i < 16; ++i) {
    EXPECT_EQ(tables.sbox[i], sboxRow0[i]) << i;
    EXPECT_EQ(tables.inverseSbox[i], inverseRow0[i]) << i;
  }
  EXPECT_EQ(tables.sbox[0x53], 0xed);  // the worked example of section 5.1.1
  for (unsigned x = 0; x < 256; ++x) EXPECT_EQ(tables.inverseSbox[tables.sbox[x]], x);
}

TEST(AesTables, TTablesAreSboxTimesTheMixColumnsCoefficients) {
  const auto& big = aesTables(AesWordOrder::BigEndian);
  const auto& little = aesTables(AesWordOrder::LittleEndian);
  // The first entries of the Rijndael reference code's Te0, Te1, Td0, Td1.
  EXPECT_EQ(big.te[0][0], 0xc66363a5u);
  EXPECT_EQ(big.te[1][0], 0xa5c66363u);
  EXPECT_EQ(big.td[0][0], 0x51f4a750u);
  EXPECT_EQ(big.td[1][0], 0x5051f4a7u);
  EXPECT_EQ(little.te[0][0], 0xa56363c6u);
  for (unsigned x = 0; x < 256; ++x) {
    const uint8_t s = big.sbox[x];
    const uint32_t te0 =
        uint32_t{gfMultiply(s, 2)} << 24 | uint32_t{s} << 16 | uint32_t{s} << 8 | gfMultiply(s, 3);
    ASSERT_EQ(big.te[0][x], te0) << x;
    for (std::size_t i = 1; i < 4; ++i) {
      ASSERT_EQ(big.te[i][x], (big.te[i - 1][x] >> 8) | (big.te[i - 1][x] << 24)) << x;
      ASSERT_EQ(big.td[i][x], (big.td[i - 1][x] >> 8) | (big.td[i - 1][x] << 24)) << x;
    }
    for (std::size_t i = 0; i < 4; ++i) {
      const uint32_t word = big.te[i][x];
      ASSERT_EQ(little.te[i][x],
                (word >> 24) | ((word >> 8) & 0xff00) | ((word << 8) & 0xff0000) | (word << 24));
    }
  }
}

TEST(AesTables, GfMultiplyMatchesFips197Section42Examples) {
  EXPECT_EQ(gfMultiply(0x57, 0x83), 0xc1);  // section 4.2
  EXPECT_EQ(gfMultiply(0x57, 0x13), 0xfe);  // section 4.2.1
  EXPECT_EQ(gfMultiply(0x57, 0x02), 0xae);
  EXPECT_EQ(gfMultiply(0x57, 0x10), 0x07);
}

}  // namespace
}  // namespace gpuasm::crypto
