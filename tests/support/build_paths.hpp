// Where this build's source tree and gpuasm program are. They are compiled
// into one generated file (build_paths.cpp in the build folder) rather than
// into every test's object, so that the test objects name no absolute path
// and ccache (with CCACHE_BASEDIR) reuses them across clones and worktrees.
#pragma once

#include <string>

namespace gpuasm::testing {

// The source tree the tests were built from (CMAKE_SOURCE_DIR).
const std::string& sourceDirectory();

// The gpuasm program this build made (tools/cli_support.hpp's program()
// looks beside the test program first).
const std::string& gpuasmAtBuild();

}  // namespace gpuasm::testing
