// The host-time watchdog every target's launch consults (gpuasm/deadline.hpp)
// and the --time-limit option that makes it (gpuasm/options.hpp).
#include "gpuasm/deadline.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <thread>

#include "gpuasm/options.hpp"

namespace gpuasm {
namespace {

TEST(Deadline, NoLimitNeverPasses) {
  for (double seconds : {0.0, -1.0, std::nan("")}) {
    const Deadline deadline(seconds);
    EXPECT_TRUE(deadline.none()) << seconds;
    EXPECT_FALSE(deadline.passed()) << seconds;
  }
  EXPECT_TRUE(Deadline().none());
  EXPECT_FALSE(Deadline().passed());
}

TEST(Deadline, PassesOnceTheLimitIsBehind) {
  const Deadline deadline(0.001);
  EXPECT_FALSE(deadline.none());
  std::this_thread::sleep_for(std::chrono::milliseconds(5));
  EXPECT_TRUE(deadline.passed());
  EXPECT_GE(deadline.elapsedSeconds(), 0.005);
}

// 9.3e9 s is 9.3e18 ns, past INT64_MAX (about 9.22e18): converted as it was,
// the deadline wrapped into the past and fired at once.
TEST(Deadline, AHugeLimitIsClampedNotWrappedIntoThePast) {
  for (double seconds : {9.3e9, 1e300, std::numeric_limits<double>::infinity()}) {
    const Deadline deadline(seconds);
    EXPECT_FALSE(deadline.passed()) << seconds;
    EXPECT_EQ(deadline.limitSeconds(), kMaxTimeLimitSeconds) << seconds;
  }
}

TEST(Deadline, TheMessageSaysHowLongAndHowMuchOfTheLaunchRan) {
  const Deadline deadline(0.25);
  const std::string message = deadline.stoppedMessage(1234, 2147483647, "block");
  // Just made: well under a tenth of a second has passed.
  EXPECT_EQ(message.substr(0, 17), "stopped after 0.0") << message;
  EXPECT_EQ(message.substr(18),
            " s: time limit (--time-limit 0.25); 1,234 of 2,147,483,647 blocks ran");
  EXPECT_NE(deadline.stoppedMessage(0, 1, "QPU program").find("; 0 of 1 QPU program ran"),
            std::string::npos);
}

TEST(Deadline, DigitsAreGroupedInThrees) {
  EXPECT_EQ(groupedDigits(0), "0");
  EXPECT_EQ(groupedDigits(999), "999");
  EXPECT_EQ(groupedDigits(1000), "1,000");
  EXPECT_EQ(groupedDigits(67108863), "67,108,863");
  EXPECT_EQ(groupedDigits(UINT64_MAX), "18,446,744,073,709,551,615");
}

double limitOf(const char* text) {
  OptionValues options;
  options.add("time-limit", text);
  return timeLimitSeconds(options);
}

TEST(TimeLimitOption, NoneIsNoLimitAndTheDefaultIsTenSeconds) {
  EXPECT_EQ(limitOf("none"), 0.0);
  EXPECT_EQ(timeLimitSeconds(OptionValues{}), 10.0);
  EXPECT_EQ(limitOf("0.2"), 0.2);
  EXPECT_EQ(limitOf("1e6"), 1e6);
}

TEST(TimeLimitOption, MoreThanAMillionSecondsIsRefusedNamingNone) {
  try {
    limitOf("9.3e9");
    FAIL() << "9.3e9 was taken";
  } catch (const OptionError& e) {
    EXPECT_EQ(e.message,
              "--time-limit 9.3e9: at most 1,000,000 seconds (about 11 days); --time-limit none "
              "runs without a limit");
  }
  for (const char* text : {"1000001", "inf", "0", "-1", "nan", "None", ""})
    EXPECT_THROW(limitOf(text), OptionError) << text;
}

}  // namespace
}  // namespace gpuasm
