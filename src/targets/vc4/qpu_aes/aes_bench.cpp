// `gpuasm aes --bench`: the thesis's AES benchmark (seed 000, chapter 5:
// AES-128 and AES-256, ECB encryption and decryption of 192 B, 1536 B and
// 10 KB, here with 1 MB too) side by side with what it compared: our QPU
// kernels on the cycle model of a 250 MHz Pi 1, and on this host OpenSSL's EVP
// (with AES-NI and without, measured in a child process started with
// OPENSSL_ia32cap masking it) and our three CPU implementations (T-table in
// the Rijndael reference's style, byte-wise in tiny-AES's, FIPS-197
// literally), then the thesis's figures as its text publishes them.
#include <fmt/format.h>
#include <openssl/evp.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <optional>
#include <ostream>
#include <random>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "core/svg_plot.hpp"
#include "gpuasm/crypto/aes.hpp"
#include "gpuasm/output_file.hpp"
#include "gpuasm/vc4/device.hpp"
#include "gpuasm/vc4/qpu_aes.h"
#include "targets/vc4/options.hpp"

extern char** environ;

namespace gpuasm::vc4 {
namespace {

constexpr size_t kSizes[] = {192, 1536, 10240, size_t{1} << 20};
constexpr int kKeyBits[] = {128, 256};
constexpr double kPiMHz = 250;  // the Pi 1's QPU clock, the thesis's board
// A child started with this set measures OpenSSL alone and prints its rows.
constexpr const char* kOpenSslChild = "GPUASM_AES_BENCH_OPENSSL_CHILD";
// OpenSSL's capability mask without the AES-NI bit (bit 57 of the first
// word): it falls back to its constant-time vector-permute code.
constexpr const char* kWithoutAesNi = "OPENSSL_ia32cap=~0x200000000000000";

struct Case {
  int bits;
  bool decrypt;
  size_t bytes;
  bool operator<(const Case& other) const {
    return std::tie(bits, decrypt, bytes) < std::tie(other.bits, other.decrypt, other.bytes);
  }
};

// The host seconds one call of `run` takes: calls repeated until they have
// taken at least 50 ms, after one warm-up call.
template <typename Run>
double secondsPerCall(Run&& run) {
  using Clock = std::chrono::steady_clock;
  run();
  for (size_t calls = 1;; calls *= 2) {
    const auto start = Clock::now();
    for (size_t i = 0; i < calls; ++i) run();
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    if (seconds >= 0.05 || calls >= (size_t{1} << 24)) return seconds / static_cast<double>(calls);
  }
}

std::vector<uint8_t> randomBytes(std::mt19937& random, size_t count) {
  std::vector<uint8_t> bytes(count);
  for (uint8_t& b : bytes) b = static_cast<uint8_t>(random());
  return bytes;
}

// OpenSSL's EVP ECB without padding, in place, the context set up once.
double openSslSeconds(const Case& c, const std::vector<uint8_t>& key, std::vector<uint8_t>& data) {
  std::unique_ptr<EVP_CIPHER_CTX, decltype(&EVP_CIPHER_CTX_free)> ctx(EVP_CIPHER_CTX_new(),
                                                                      &EVP_CIPHER_CTX_free);
  const EVP_CIPHER* cipher = c.bits == 128 ? EVP_aes_128_ecb() : EVP_aes_256_ecb();
  if (!ctx ||
      EVP_CipherInit_ex(ctx.get(), cipher, nullptr, key.data(), nullptr, c.decrypt ? 0 : 1) != 1)
    return NAN;
  EVP_CIPHER_CTX_set_padding(ctx.get(), 0);
  const int length = static_cast<int>(data.size());
  return secondsPerCall([&] {
    int written = 0;
    EVP_CipherUpdate(ctx.get(), data.data(), &written, data.data(), length);
  });
}

std::vector<Case> allCases() {
  std::vector<Case> cases;
  for (int bits : kKeyBits)
    for (bool decrypt : {false, true})
      for (size_t bytes : kSizes) cases.push_back({bits, decrypt, bytes});
  return cases;
}

// The OpenSSL rows of a child without AES-NI: "bits decrypt bytes seconds".
std::map<Case, double> openSslWithoutAesNi(std::ostream& err) {
  std::map<Case, double> seconds;
  int pipeEnds[2];
  if (pipe(pipeEnds) != 0) return seconds;
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO);
  posix_spawn_file_actions_addclose(&actions, pipeEnds[0]);
  std::vector<std::string> environment = {kWithoutAesNi, std::string(kOpenSslChild) + "=1"};
  for (char** e = environ; *e; ++e)
    if (!std::string_view(*e).starts_with("OPENSSL_ia32cap=")) environment.emplace_back(*e);
  std::vector<char*> envp;
  for (std::string& e : environment) envp.push_back(e.data());
  envp.push_back(nullptr);
  std::string program = "/proc/self/exe";
  std::array<std::string, 3> words = {"gpuasm", "aes", "--bench"};
  std::vector<char*> argv;
  for (std::string& w : words) argv.push_back(w.data());
  argv.push_back(nullptr);
  pid_t child = 0;
  const int spawned =
      posix_spawn(&child, program.c_str(), &actions, nullptr, argv.data(), envp.data());
  posix_spawn_file_actions_destroy(&actions);
  close(pipeEnds[1]);
  std::string text;
  if (spawned == 0) {
    char buffer[4096];
    for (ssize_t n; (n = read(pipeEnds[0], buffer, sizeof buffer)) > 0;)
      text.append(buffer, static_cast<size_t>(n));
    int status = 0;
    waitpid(child, &status, 0);
  }
  close(pipeEnds[0]);
  std::istringstream lines(text);
  Case c{};
  int decrypt = 0;
  double s = 0;
  while (lines >> c.bits >> decrypt >> c.bytes >> s) {
    c.decrypt = decrypt != 0;
    seconds[c] = s;
  }
  if (seconds.empty())
    err << "gpuasm aes: warning: OpenSSL without AES-NI not measured (the child run failed)\n";
  return seconds;
}

struct QpuFigures {
  uint64_t cycles = 0;
  double seconds = 0;               // at kPiMHz
  double qpuCyclesPerByte = 0;      // summed over the QPUs
  double instructionsPerRound = 0;  // of 16 blocks (a pass of one QPU)
};

std::string cell(double seconds, size_t bytes) {
  if (std::isnan(seconds)) return "-";
  const double us = seconds * 1e6;
  return fmt::format("{:.{}f} us, {:.0f} MB/s", us,
                     us < 10     ? 3
                     : us < 1000 ? 1
                                 : 0,
                     bytes / seconds / 1e6);
}

std::string sizeName(size_t bytes) {
  if (bytes >= (size_t{1} << 20)) return fmt::format("{} MB", bytes >> 20);
  if (bytes >= 10240) return fmt::format("{} KB", bytes >> 10);
  return fmt::format("{} B", bytes);
}

// A bar chart of MB/s, log scale, one group per input size, for one key size
// and direction: the elements of a 900 x 500 panel.
std::string svgPlot(const std::vector<std::string>& names,
                    const std::map<std::string, std::map<Case, double>>& seconds, int bits,
                    bool decrypt) {
  LogBarChart chart;
  chart.title = fmt::format(
      "AES-{} ECB {}: MB/s (log scale), QPUs on the 250 MHz cycle model, CPUs on this host", bits,
      decrypt ? "decryption" : "encryption");
  chart.unit = "MB/s";
  chart.series = names;
  for (size_t bytes : kSizes) chart.groups.push_back(sizeName(bytes));
  for (const std::string& name : names) {
    std::vector<double>& row = chart.values.emplace_back();
    for (size_t bytes : kSizes) {
      auto found = seconds.at(name).find(Case{bits, decrypt, bytes});
      row.push_back(found == seconds.at(name).end() || std::isnan(found->second)
                        ? std::nan("")
                        : static_cast<double>(bytes) / found->second / 1e6);
    }
  }
  return svgLogBarPanel(chart);
}

}  // namespace

int aesBenchCommand(const OptionValues& options, std::ostream& out, std::ostream& err) {
  std::mt19937 random(2015);
  std::map<int, std::vector<uint8_t>> keys;
  for (int bits : kKeyBits) keys[bits] = randomBytes(random, static_cast<size_t>(bits / 8));
  const std::vector<uint8_t> plain = randomBytes(random, kSizes[std::size(kSizes) - 1]);

  if (std::getenv(kOpenSslChild)) {  // the child without AES-NI
    for (const Case& c : allCases()) {
      std::vector<uint8_t> data(plain.begin(), plain.begin() + static_cast<ptrdiff_t>(c.bytes));
      out << fmt::format("{} {} {} {:.9e}\n", c.bits, c.decrypt ? 1 : 0, c.bytes,
                         openSslSeconds(c, keys[c.bits], data));
    }
    return 0;
  }

  const unsigned qpus =
      static_cast<unsigned>(options.integer("qpus", 1, QPU_AES_MAX_QPUS, QPU_AES_MAX_QPUS));
  // The plot's path is checked now, not after the 20 s of measuring.
  if (options.has("plot")) {
    std::string writeError;
    if (!checkOutputFile(options.text("plot"), writeError)) {
      err << fmt::format("gpuasm aes: cannot write '{}': {}\n", options.text("plot"), writeError);
      return 1;
    }
  }
  const std::string qpuName = fmt::format("QPU kernels, {} QPUs (cycle model)", qpus);
  const std::vector<std::string> names = {qpuName,
                                          "OpenSSL EVP, AES-NI",
                                          "OpenSSL EVP, no AES-NI",
                                          "T-table (Rijndael style)",
                                          "byte-wise (tiny-AES style)",
                                          "FIPS-197 literal"};
  std::map<std::string, std::map<Case, double>> seconds;
  std::map<Case, QpuFigures> qpu;

  // The QPU kernels on the cycle model: the times are modelled cycles at
  // 250 MHz (launch included), not host time.
  Device& device = mailboxDevice();
  MachineConfig config = device.config();
  config.mode = Mode::Cycle;
  config.clockMHz = kPiMHz;
  device.configure(config);
  qpu_aes* aes = nullptr;
  qpu_aes_error error{};
  if (qpu_aes_open(&aes, qpus, 0, &error) != QPU_AES_OK) {
    err << fmt::format("gpuasm aes: {}\n", error.message);
    return 1;
  }
  for (const Case& c : allCases()) {
    const std::vector<uint8_t>& key = keys[c.bits];
    std::vector<uint8_t> data(plain.begin(), plain.begin() + static_cast<ptrdiff_t>(c.bytes));
    std::vector<uint8_t> result(c.bytes);
    const qpu_aes_status status =
        c.decrypt ? qpu_aes_decrypt(aes, QPU_AES_ECB, key.data(), key.size(), nullptr, 0,
                                    data.data(), result.data(), c.bytes, &error)
                  : qpu_aes_encrypt(aes, QPU_AES_ECB, key.data(), key.size(), nullptr, 0,
                                    data.data(), result.data(), c.bytes, &error);
    const RunReport& report = device.lastReport();
    if (status != QPU_AES_OK || !report.ok()) {
      err << fmt::format("gpuasm aes: the QPU run of AES-{} {} {} failed: {}\n", c.bits,
                         c.decrypt ? "decryption" : "encryption", sizeName(c.bytes),
                         status != QPU_AES_OK ? error.message : report.table());
      qpu_aes_close(aes);
      return 1;
    }
    // Checked against the crypto core, as every figure here is of a right answer.
    auto schedule = std::get<crypto::AesKeySchedule>(crypto::AesKeySchedule::expand(key));
    std::vector<uint8_t> expected(c.bytes);
    if (c.decrypt)
      crypto::decrypt(schedule, crypto::AesMode::Ecb, {}, data, expected);
    else
      crypto::encrypt(schedule, crypto::AesMode::Ecb, {}, data, expected);
    if (expected != result) {
      err << fmt::format("gpuasm aes: the QPU kernels gave wrong bytes for AES-{} {} {}\n", c.bits,
                         c.decrypt ? "decryption" : "encryption", sizeName(c.bytes));
      qpu_aes_close(aes);
      return 1;
    }
    QpuFigures f;
    f.cycles = report.cycles;
    f.seconds = report.seconds();
    f.qpuCyclesPerByte = static_cast<double>(report.cycles) * qpus / static_cast<double>(c.bytes);
    const double passes = std::ceil(static_cast<double>(c.bytes) / 256);
    const int rounds = c.bits == 128 ? 10 : 14;
    f.instructionsPerRound = static_cast<double>(report.total().instructions) / (passes * rounds);
    qpu[c] = f;
    seconds[qpuName][c] = f.seconds;
  }
  qpu_aes_close(aes);

  // The CPUs of this host.
  const std::map<Case, double> withoutAesNi = openSslWithoutAesNi(err);
  for (const Case& c : allCases()) {
    const std::vector<uint8_t>& key = keys[c.bits];
    std::vector<uint8_t> data(plain.begin(), plain.begin() + static_cast<ptrdiff_t>(c.bytes));
    seconds["OpenSSL EVP, AES-NI"][c] = openSslSeconds(c, key, data);
    auto found = withoutAesNi.find(c);
    seconds["OpenSSL EVP, no AES-NI"][c] = found == withoutAesNi.end() ? NAN : found->second;
    auto schedule = std::get<crypto::AesKeySchedule>(crypto::AesKeySchedule::expand(key));
    for (const auto& named :
         {std::pair{"T-table (Rijndael style)", crypto::AesImplementation::TTable},
          std::pair{"byte-wise (tiny-AES style)", crypto::AesImplementation::ByteWise},
          std::pair{"FIPS-197 literal", crypto::AesImplementation::Fips197}}) {
      const crypto::AesImplementation implementation = named.second;
      seconds[named.first][c] = secondsPerCall([&] {
        if (c.decrypt)
          crypto::decrypt(schedule, crypto::AesMode::Ecb, {}, data, data, implementation);
        else
          crypto::encrypt(schedule, crypto::AesMode::Ecb, {}, data, data, implementation);
      });
    }
  }

  out << "AES, ECB, the thesis's benchmark (seed 000, chapter 5) side by side: time per call "
         "and MB/s.\nQPUs: modelled cycles of a 250 MHz Pi 1 (launch included, bytes checked "
         "against the crypto core);\nCPUs: this host, measured in this run.\n";
  for (int bits : kKeyBits) {
    for (bool decrypt : {false, true}) {
      out << fmt::format("\n## AES-{} ECB {}\n\n| implementation |", bits,
                         decrypt ? "decryption" : "encryption");
      for (size_t bytes : kSizes) out << fmt::format(" {} |", sizeName(bytes));
      out << "\n|---|";
      for (size_t i = 0; i < std::size(kSizes); ++i) out << "---|";
      out << "\n";
      for (const std::string& name : names) {
        out << fmt::format("| {} |", name);
        for (size_t bytes : kSizes) {
          auto found = seconds[name].find(Case{bits, decrypt, bytes});
          out << fmt::format(" {} |",
                             cell(found == seconds[name].end() ? NAN : found->second, bytes));
        }
        out << "\n";
      }
      out << "| QPU-cycles per byte (summed over the QPUs) |";
      for (size_t bytes : kSizes)
        out << fmt::format(" {:.2f} |", qpu[Case{bits, decrypt, bytes}].qpuCyclesPerByte);
      out << "\n| QPU instructions per round of 16 blocks (thesis: 390 for one, 171 with tables) |";
      for (size_t bytes : kSizes)
        out << fmt::format(" {:.1f} |", qpu[Case{bits, decrypt, bytes}].instructionsPerRound);
      out << "\n";
    }
  }
  out << "\nThe thesis's figures, as its text publishes them (section 5.2; its tables are "
         "images, not\nin the text; times in the unit it prints, \"ns\", on a Pi 1 with 12 QPUs, "
         "one block per QPU):\n"
         "- AES-128 ECB encryption of 192 B, GPU with a preloaded pipe: 235; AES-256: 40 more "
         "(275)\n"
         "- AES-128 ECB encryption of 1536 B, GPU with its setup: 4830 (setup about 1300, reset "
         "200 per 192 B)\n"
         "- at 192 B the preloaded GPU takes 8.1x (AES-128) and 7.6x (AES-256) OpenSSL's time, "
         "2.4x and 2.1x Rijndael's\n"
         "- 390 QPU instructions per round for one block (171 estimated with lookup tables)\n";

  if (options.has("plot")) {
    const std::string path = options.text("plot");
    std::string svg;
    // One file, the four panels one under another.
    std::string panels;
    double y = 0;
    for (int bits : kKeyBits)
      for (bool decrypt : {false, true}) {
        panels += fmt::format("<g transform=\"translate(0,{})\">\n{}</g>\n", y,
                              svgPlot(names, seconds, bits, decrypt));
        y += 500;
      }
    svg = fmt::format(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"900\" height=\"{}\" "
        "font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%\" height=\"100%\" "
        "fill=\"white\"/>\n{}</svg>\n",
        y, panels);
    std::string writeError;
    if (!writeFileReplacing(path, svg, writeError)) {
      err << fmt::format("gpuasm aes: cannot write '{}': {}\n", path, writeError);
      return 1;
    }
  }
  return 0;
}

}  // namespace gpuasm::vc4
