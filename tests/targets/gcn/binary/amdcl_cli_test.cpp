// `gpuasm dis -t gcn` on AMD OpenCL binaries, as a user runs it: the listing
// on stdout and exit 0; a damaged file, the offset and the problem on stderr
// and exit 1 (DESIGN.md principle 4).
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "support/corpora.hpp"
#include "tools/cli_support.hpp"

namespace gpuasm::testing {
namespace {

namespace fs = std::filesystem;

const fs::path kGcnCorpora = gpuasm::testing::corporaPath("gcn");

TEST(AmdclCli, DisListsABinaryAndNamesTheOffsetOfADamagedOne) {
  const fs::path file = kGcnCorpora / "amdcl" / "samplekernels.clo";
  if (!fs::exists(file))
    GTEST_SKIP() << "no AMD driver binaries at " << kGcnCorpora
                 << " (the corpora folder ../shared/corpora is absent; set GPUASM_CORPORA)";
  const cli_test::Result ok = cli_test::gpuasm("dis -t gcn " + file.string());
  EXPECT_EQ(ok.exitCode, 0) << ok.err;
  EXPECT_NE(ok.out.find("// kernel add\n"), std::string::npos) << ok.out;
  EXPECT_NE(ok.out.find("\nmultiply:\n"), std::string::npos) << ok.out;

  // The first 3000 bytes: the section headers (at 0x3fa8, `readelf -h`) are gone.
  const fs::path cut = cli_test::scratch() / "cut.clo";
  cli_test::write(cut, cli_test::slurp(file).substr(0, 3000));
  const cli_test::Result bad = cli_test::gpuasm("dis -t gcn " + cut.string());
  EXPECT_EQ(bad.exitCode, 1);
  EXPECT_EQ(bad.out, "");
  EXPECT_NE(bad.err.find(cut.string() +
                         ": offset 0x3fa8: 8 section headers run past the end of the file (3000 "
                         "bytes)"),
            std::string::npos)
      << bad.err;
}

}  // namespace
}  // namespace gpuasm::testing
