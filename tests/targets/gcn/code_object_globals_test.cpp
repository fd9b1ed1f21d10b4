// clang-14's kernels that read program-scope variables (tests/data/gcn/code_objects/globals.cl:
// .data, .bss, a __constant table in .rodata, a pointer table ld.lld leaves as
// R_AMDGPU_RELATIVE64, a callee; code object v3 and v4, -fPIC; scripts/oracle/
// gcn_globals_code_objects.sh) launched through the HIP-shaped API and `gpuasm run`, each
// result against the host's computation of globals.cl. Before the code object was loaded
// whole, s_getpc_b64 gave the code's offset in its section and the first load of a variable
// faulted outside the memory.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string_view>
#include <vector>

#include "gpuasm/gcn/hip.h"
#include "gpuasm/target.hpp"
#include "support/build_paths.hpp"
#include "tools/cli_support.hpp"

namespace gpuasm::gcn {
namespace {

namespace fs = std::filesystem;
const fs::path kData = fs::path(gpuasm::testing::sourceDirectory()) / "tests/data/gcn/code_objects";
// The last with -fvisibility=default: every variable and the callee through the GOT
// (`s_add_u32 s4, s4, table@gotpcrel32@lo+4`, then s_load_dwordx2 of the address), which ld.lld
// fills with R_AMDGPU_ABS64 against the code object's own symbols; the loader refused those as
// another object's and the listing left the literals as numbers.
const char* const kObjects[] = {"globals-gfx900-v4.co", "globals-gfx803-v3-pic.co",
                                "globals-gfx900-v3-pic.co", "globals-gfx900-v4-default.co"};

std::vector<uint8_t> fileBytes(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  const std::string text = s.str();
  return {text.begin(), text.end()};
}

// globals.cl on the host: the initial table, weights and pointers.
constexpr int32_t kTable[4] = {3, 5, 7, 11}, kWeights[4] = {1, 2, 4, 8};
int32_t mix(int32_t a, int32_t b) {
  return static_cast<int32_t>((static_cast<uint32_t>(a) ^ (static_cast<uint32_t>(b) << 7)) *
                              0x01000193u);
}
int32_t bump(int i) {
  return mix(kTable[i & 3], kWeights[i & 3]) + (i & 1 ? 0 : kTable[1]);
}
int32_t fill(int i, int32_t v) {
  return v + kWeights[(i + 1) & 3];
}

std::vector<int32_t> launch(const std::vector<uint8_t>& image, const char* kernel, bool withValue,
                            int32_t value) {
  hipModule_t module = nullptr;
  EXPECT_EQ(hipModuleLoadData(&module, image.data()), hipSuccess);
  hipFunction_t function = nullptr;
  EXPECT_EQ(hipModuleGetFunction(&function, module, kernel), hipSuccess);
  void* out = nullptr;
  EXPECT_EQ(hipMalloc(&out, 64 * sizeof(int32_t)), hipSuccess);
  std::vector<uint8_t> arguments(withValue ? 12 : 8);
  std::memcpy(arguments.data(), &out, 8);
  if (withValue) std::memcpy(arguments.data() + 8, &value, 4);
  size_t size = arguments.size();
  void* config[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, arguments.data(), HIP_LAUNCH_PARAM_BUFFER_SIZE,
                    &size, HIP_LAUNCH_PARAM_END};
  const hipError_t error =
      hipModuleLaunchKernel(function, 1, 1, 1, 64, 1, 1, 0, nullptr, nullptr, config);
  EXPECT_EQ(error, hipSuccess) << hipGetErrorString(error);
  std::vector<int32_t> host(64);
  EXPECT_EQ(hipMemcpy(host.data(), out, host.size() * 4, hipMemcpyDeviceToHost), hipSuccess);
  hipFree(out);
  hipModuleUnload(module);
  return host;
}

TEST(GcnCodeObjectGlobals, KernelsReadDataBssRodataAndRelocatedPointers) {
  for (const char* name : kObjects) {
    SCOPED_TRACE(name);
    const std::vector<uint8_t> image = fileBytes(kData / name);
    ASSERT_FALSE(image.empty());
    const std::vector<int32_t> filled = launch(image, "fill", true, 100);
    const std::vector<int32_t> bumped = launch(image, "bump", false, 0);
    for (int i = 0; i < 64; ++i) {
      EXPECT_EQ(filled[i], fill(i, 100)) << "fill, work-item " << i;
      EXPECT_EQ(bumped[i], bump(i)) << "bump, work-item " << i;
    }
  }
}

TEST(GcnCodeObjectGlobals, GpuasmRunPrintsTheHostsValues) {
  const cli_test::Result r =
      cli_test::gpuasm("run -t gcn " + (kData / "globals-gfx900-v4.co").string() +
                       " --kernel bump --global 4 --buffer out=16 "
                       "--arg 0=out --dump out");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  const std::string words =
      fmt::format("  000000: {:08x} {:08x} {:08x} {:08x}\n", static_cast<uint32_t>(bump(0)),
                  static_cast<uint32_t>(bump(1)), static_cast<uint32_t>(bump(2)),
                  static_cast<uint32_t>(bump(3)));
  EXPECT_NE(r.out.find(words), std::string::npos) << r.out;
}

// printf without the device libraries: the code object asks the loader for __printf_alloc
// (an R_AMDGPU_ABS64 dynamic relocation against it, llvm-readelf-14 -r in
// printf-gfx900.notes.txt), which no loaded code object defines. Refused, naming it; it used
// to run a million and a half instructions through a null function pointer and exit 0.
TEST(GcnCodeObjectGlobals, ASymbolNoLoadedObjectDefinesIsRefusedNamingIt) {
  const cli_test::Result r = cli_test::gpuasm(
      "run -t gcn " + (kData / "printf-gfx900.co").string() +
      " --global 4 --buffer out=16 --arg 0=out --arg 1=7 --max-instructions 100000");
  EXPECT_EQ(r.exitCode, 1) << r.out;
  EXPECT_NE(r.err.find("the dynamic relocation at file offset 0x6a0 (type 3, against "
                       "'__printf_alloc') asks for a symbol that another code object defines"),
            std::string::npos)
      << r.err;
}

// The listing of a linked code object lists its .data, .bss and .rodata (their variables,
// bytes and the loader's pointers, `.quad table+4`) and names the PC-relative literals
// (`s_add_u32 s6, s6, table@rel32@lo+4`, or through the GOT `table@gotpcrel32@lo+4`), so that
// it reassembles (`asm --format hsaco`) and
// relinks (ld.lld-14 -shared) into a code object that keeps its variables and runs to the same
// results; llvm-readelf-14 -S says both have the same data and code sections (type, flags,
// size, alignment) and -s the same variables.
TEST(GcnCodeObjectGlobals, AListingReassembledAndRelinkedKeepsItsVariablesAndResults) {
  if (std::system("command -v ld.lld-14 >/dev/null 2>&1 && command -v llvm-readelf-14 "
                  ">/dev/null 2>&1"))
    GTEST_SKIP() << "ld.lld-14 or llvm-readelf-14 not installed";
  const Target* gcn = findTarget("gcn");
  const fs::path dir = fs::temp_directory_path() /
                       fmt::format("gpuasm-globals-{}", reinterpret_cast<uintptr_t>(gcn));
  fs::create_directories(dir);
  // llvm-readelf-14's lines for the data and code sections, without address and offset; and
  // the names of the variables.
  auto readelf = [&](const fs::path& file) {
    const fs::path out = dir / "readelf.txt";
    const std::string command =
        fmt::format("llvm-readelf-14 -S -s --wide '{}' > '{}'", file.string(), out.string());
    EXPECT_EQ(std::system(command.c_str()), 0) << command;
    std::istringstream in(cli_test::slurp(out));
    std::vector<std::string> kept;
    for (std::string line; std::getline(in, line);) {
      std::istringstream fields(
          line.substr(line.find(']') == std::string::npos ? 0 : line.find(']') + 1));
      std::string name, type, address, offset, size, entry, flags;
      if (line.find(" .") != std::string::npos && line.find('[') != std::string::npos &&
          fields >> name >> type >> address >> offset >> size >> entry >> flags &&
          (name == ".data" || name == ".bss" || name == ".rodata" || name == ".text"))
        kept.push_back(fmt::format("{} {} {} {}", name, type, size, flags));
      // "Num: Value Size Type Bind Vis Ndx Name": all but where it lies.
      std::istringstream symbol(line);
      std::string number, value, bytes, kind, bind, visibility, index, variable;
      if (symbol >> number >> value >> bytes >> kind >> bind >> visibility >> index >> variable &&
          (variable == "table" || variable == "weights" || variable == "ptrs" ||
           variable == "counter"))
        kept.push_back(fmt::format("{} {} {} {} {}", variable, bytes, kind, bind, visibility));
    }
    std::sort(kept.begin(), kept.end());  // the symbol table's order carries no meaning
    return kept;
  };
  for (const char* name : kObjects) {
    SCOPED_TRACE(name);
    const std::vector<uint8_t> image = fileBytes(kData / name);
    std::string error;
    const std::string listing = gcn->disassemble(image, {}, error);
    ASSERT_TRUE(error.empty()) << error;
    const bool throughGot = std::string_view(name).ends_with("-default.co");
    EXPECT_NE(listing.find(throughGot ? "\ts_addc_u32 s7, s7, table@gotpcrel32@hi+12\n"
                                      : "@rel32@lo+4\n"),
              std::string::npos)
        << listing.substr(0, 3000);
    EXPECT_NE(listing.find("\t.quad table+4\n"), std::string::npos);
    AssembleOutcome o = assembleText(*gcn, "globals.s", listing, {});
    ASSERT_TRUE(o.image && !o.errors) << o.diagnosticsText.substr(0, 2000);
    std::optional<std::vector<uint8_t>> object;
    std::vector<std::string> warnings;
    for (const OutputFormatSpec& f : gcn->outputFormats)
      if (f.name == "hsaco") object = f.write(*o.image, {}, warnings, error);
    ASSERT_TRUE(object) << error;
    cli_test::write(dir / "k.o", std::string(object->begin(), object->end()));
    const std::string link = fmt::format("ld.lld-14 -shared '{}' -o '{}'", (dir / "k.o").string(),
                                         (dir / "k.co").string());
    ASSERT_EQ(std::system(link.c_str()), 0) << link;
    const std::vector<uint8_t> relinked = fileBytes(dir / "k.co");
    const std::vector<std::string> want = readelf(kData / name), got = readelf(dir / "k.co");
    EXPECT_EQ(want.size(), throughGot ? 12u : 8u);  // default visibility: .dynsym's too
    EXPECT_EQ(got, want);
    const std::vector<int32_t> filled = launch(relinked, "fill", true, 100);
    const std::vector<int32_t> bumped = launch(relinked, "bump", false, 0);
    for (int i = 0; i < 64; ++i) {
      EXPECT_EQ(filled[i], fill(i, 100)) << "fill, work-item " << i;
      EXPECT_EQ(bumped[i], bump(i)) << "bump, work-item " << i;
    }
  }
  fs::remove_all(dir);
}

}  // namespace
}  // namespace gpuasm::gcn
