# Writes the ctest file that runs gpuasm-tests one GoogleTest suite to a
# process (run after each build of the test program; tests/CMakeLists.txt).
# One process a test, as gtest_discover_tests makes them, spends most of the
# run starting the sanitized program and checking it for leaks at exit (about
# 0.6 s each, 2,500 times); a suite shares that, and a failing test still
# names itself in the suite's output.
#
# In: TEST_PROGRAM (the test program), OUTPUT (the file to write),
# WORKING_DIRECTORY (where the tests run).
execute_process(COMMAND "${TEST_PROGRAM}" --gtest_list_tests
                OUTPUT_VARIABLE listing RESULT_VARIABLE status TIMEOUT 120)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${TEST_PROGRAM} --gtest_list_tests failed (${status}):\n${listing}")
endif()
string(REPLACE ";" "\\;" listing "${listing}")
string(REPLACE "\n" ";" lines "${listing}")
set(script "")
set(count 0)
foreach(line IN LISTS lines)
  # A suite's line starts in the first column and ends its name with a dot
  # (a typed or parameterized suite adds a comment after it).
  if(line MATCHES "^([^ #][^ ]*)\\.( .*)?$")
    set(suite "${CMAKE_MATCH_1}")
    string(APPEND script
      "add_test([==[${suite}]==] [==[${TEST_PROGRAM}]==] [==[--gtest_filter=${suite}.*]==])\n"
      "set_tests_properties([==[${suite}]==] PROPERTIES WORKING_DIRECTORY [==[${WORKING_DIRECTORY}]==])\n")
    math(EXPR count "${count} + 1")
  endif()
endforeach()
if(count EQUAL 0)
  message(FATAL_ERROR "${TEST_PROGRAM} listed no test suite")
endif()
file(WRITE "${OUTPUT}" "${script}")
