// GPU_FFT release 3.0 (Andrew Holme's FFT library for the Raspberry Pi,
// hello_pi/hello_fft in raspberrypi/userland) on gpuasm: the host side
// rewritten in C++ over the mailbox calls of gpuasm/vc4/mailbox.h, with the
// memory layout, uniforms, twiddle tables and mailbox sequence of the
// original, so that its sixteen shaders run unchanged on the vc4 simulator.
// The shaders are Broadcom's and are not part of gpuasm: ShaderSet reads them
// from the user's own hello_fft folder. docs/gpu_fft.md lists the facts and
// where each comes from.
#pragma once

#include <complex>
#include <cstdint>
#include <filesystem>
#include <map>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gpuasm::vc4::gpu_fft {

inline constexpr int kQpus = 8;  // GPU_FFT_QPUS: every FFT shader runs on 8 QPUs
inline constexpr int kTransQpus = 1;
inline constexpr int kMinLog2N = 8;
inline constexpr int kMaxLog2N = 22;
inline constexpr uint32_t kPageBytes = 4096;
// gpu_fft_base.c for a Pi 1 with GPU_FFT_USE_VC4_L2_CACHE=1 (userland's
// setting): mem_alloc flags 0xC (MEM_FLAG_L1_NONALLOCATING), no extra offset
// before BUS_TO_PHYS, and execute_qpu(noflush=1, timeout=2000 ms).
inline constexpr uint32_t kMemFlags = 0xC;
inline constexpr uint32_t kMemMap = 0x0;
inline constexpr uint32_t kNoFlush = 1;
inline constexpr uint32_t kTimeoutMs = 2000;

enum class Direction { Forward = 0, Inverse = 1 };  // GPU_FFT_FWD, GPU_FFT_REV

struct Complex {  // GPU_FFT_COMPLEX
  float re = 0;
  float im = 0;
};

// gpu_fft_prepare's return values; the last three are gpuasm's own.
enum class Status : int {
  Ok = 0,
  QpuEnableFailed = -1,
  UnsupportedSize = -2,
  OutOfMemory = -3,
  MapFailed = -4,
  NoHostInfo = -5,  // libbcm_host missing: never returned here (Pi 1 defaults are used)
  InvalidJobs = -6,
  MissingShader = -7,  // the ShaderSet has no shader for this size
  NotPrepared = -8,    // prepareTrans with a released FFT
};
// hello_fft.c's message for a status.
std::string_view statusMessage(Status status);

// One row of GPU_FFT's shader table (gpu_fft_twiddles.c `shaders[]`,
// gpu_fft_shaders.c): passes between the ping-pong buffers, and the twiddle
// table's shared and per-QPU sizes in units of 16 complex numbers.
struct Shader {
  int log2N = 0;
  int passes = 0;
  int shared = 0;
  int unique = 0;
  std::string_view name;  // "256" ... "4096k": hex/shader_<name>.hex, qasm/gpu_fft_<name>.qasm
};
std::span<const Shader> shaders();
const Shader* shaderFor(int log2N);                      // nullptr outside 8..22
inline constexpr std::string_view kTransName = "trans";  // the transpose's shader

// Where a hello_fft folder's shaders come from.
enum class ShaderOrigin {
  Auto,  // qasm/ when the folder has it and it assembles, hex/ otherwise
  Qasm,  // assemble qasm/gpu_fft_<name>.qasm (vc4 target, -m dialect=broadcom)
  Hex,   // read hex/shader_<name>.hex, Broadcom's assembled words
};

// GPU_FFT's shaders by name ("256" ... "4096k", "trans"), as code bytes.
class ShaderSet {
 public:
  // Every shader of a hello_fft folder (the one holding hex/ and qasm/, as in
  // raspberrypi/userland's host_applications/linux/apps/hello_pi/hello_fft).
  // On failure returns nullopt and says why in `error`. With ShaderOrigin::Auto,
  // qasm sources that do not assemble fall back to hex/ and say so in notes().
  static std::optional<ShaderSet> load(const std::filesystem::path& helloFft, ShaderOrigin origin,
                                       std::string& error);
  // A shader's bytes from hex text (`0xLOW, 0xHIGH, // ...` lines); false if
  // the text is not whole 64-bit instructions.
  bool addHex(std::string_view name, std::string_view text);
  void add(std::string_view name, std::vector<uint8_t> code);
  std::span<const uint8_t> code(std::string_view name) const;  // empty if absent
  // What was read from where, and any fallback: for the user to see.
  const std::vector<std::string>& notes() const { return notes_; }

 private:
  std::map<std::string, std::vector<uint8_t>, std::less<>> code_;
  std::vector<std::string> notes_;
};

// One mailbox allocation as gpu_fft_alloc leaves it (enabled QPUs, memory
// allocated, locked and mapped); released as gpu_fft_base_release does.
class GpuMemory {
 public:
  GpuMemory() = default;
  static Status allocate(int mb, uint32_t size, GpuMemory& out);
  GpuMemory(GpuMemory&& other) noexcept;
  GpuMemory& operator=(GpuMemory&& other) noexcept;
  GpuMemory(const GpuMemory&) = delete;
  GpuMemory& operator=(const GpuMemory&) = delete;
  ~GpuMemory();

  void release();
  bool held() const { return host_ != nullptr; }
  int mailbox() const { return mb_; }
  uint32_t handle() const { return handle_; }
  uint32_t bus() const { return bus_; }  // mem_lock's answer
  uint32_t size() const { return size_; }
  uint8_t* host() const { return host_; }

 private:
  int mb_ = -1;
  uint32_t handle_ = 0;
  uint32_t bus_ = 0;
  uint32_t size_ = 0;
  uint8_t* host_ = nullptr;
};

// A prepared batch of `jobs` transforms of 2^log2N points (struct GPU_FFT).
class Fft {
 public:
  int log2N() const { return shader_->log2N; }
  int points() const { return 1 << shader_->log2N; }
  int jobs() const { return jobs_; }
  Direction direction() const { return direction_; }
  const Shader& shader() const { return *shader_; }
  // Complex numbers from one job's buffer to the next (GPU_FFT.step): more
  // than the length, for the guard space GPU_FFT leaves between buffers.
  int step() const { return step_; }
  int x() const { return points(); }  // for the transpose
  int y() const { return jobs_; }
  // Even pass counts leave the result in place, odd ones in the other buffer.
  bool inPlace() const { return inOffset_ == outOffset_; }

  // Job j's buffers; the input is overwritten by execute().
  std::span<Complex> in(int job = 0);
  std::span<Complex> out(int job = 0);
  std::span<const Complex> in(int job = 0) const;
  std::span<const Complex> out(int job = 0) const;

  // gpu_fft_execute: 0, or execute_qpu's 0x80000000 on timeout or fault
  // (also when already released).
  uint32_t execute();
  void release();  // gpu_fft_release; the destructor calls it
  bool held() const { return memory_.held(); }

  // Bus addresses as the QPUs see them.
  uint32_t busBase() const { return memory_.bus(); }
  uint32_t busCode() const { return busCode_; }
  uint32_t busMessage() const { return busMessage_; }  // the control block
  uint32_t busUniforms(int qpu) const { return busUniforms_.at(qpu); }
  uint32_t outOffsetBytes() const { return outOffset_ - inOffset_; }
  // The whole allocation as the host sees it (header page, data, code,
  // twiddles, uniforms, control block).
  std::span<const uint8_t> memory() const { return {memory_.host(), memory_.size()}; }

 private:
  friend Status prepare(int mb, const ShaderSet& shaders, int log2N, Direction direction, int jobs,
                        std::optional<Fft>& fft);
  Fft() = default;

  GpuMemory memory_;
  const Shader* shader_ = nullptr;
  Direction direction_ = Direction::Forward;
  int jobs_ = 0;
  int step_ = 0;
  uint32_t inOffset_ = 0, outOffset_ = 0;  // bytes from the start of memory_
  uint32_t busCode_ = 0, busMessage_ = 0;
  std::vector<uint32_t> busUniforms_;
};

// gpu_fft_prepare with the shader for log2N from `shaders`: on success `fft`
// holds the batch.
Status prepare(int mb, const ShaderSet& shaders, int log2N, Direction direction, int jobs,
               std::optional<Fft>& fft);

// A prepared transpose from src's output to dst's input (struct
// GPU_FFT_TRANS): rows of src become columns of dst.
class Trans {
 public:
  uint32_t execute();  // gpu_fft_trans_execute: one QPU
  void release();
  bool held() const { return memory_.held(); }
  uint32_t busBase() const { return memory_.bus(); }
  uint32_t busCode() const { return busCode_; }
  uint32_t busUniforms() const { return busUniforms_; }
  uint32_t busMessage() const { return busMessage_; }
  std::span<const uint8_t> memory() const { return {memory_.host(), memory_.size()}; }

 private:
  friend Status prepareTrans(int mb, const ShaderSet& shaders, const Fft& src, const Fft& dst,
                             std::optional<Trans>& trans);
  Trans() = default;

  GpuMemory memory_;
  uint32_t busCode_ = 0, busUniforms_ = 0, busMessage_ = 0;
};

// gpu_fft_trans_prepare. src and dst must stay prepared while trans is used:
// the shader finds their buffers through their control blocks.
Status prepareTrans(int mb, const ShaderSet& shaders, const Fft& src, const Fft& dst,
                    std::optional<Trans>& trans);

// ---- Checking results against FFTW ------------------------------------------

// gpu_fft.txt (release 3.0): typical relative rms error, and per-transform
// runtimes on a Pi 1 (L2 cache enabled) for batches of 1 and 10, with FFTW's
// (FFTW_MEASURE) beside them. Times in milliseconds, two significant figures.
struct Published {
  int log2N = 0;
  double ppmRms = 0;
  double pi1MsBatch1 = 0;
  std::optional<double> pi1MsBatch10;  // published for log2N 8..15 only
  double fftwMs = 0;
};
std::span<const Published> publishedFigures();
std::optional<Published> publishedFor(int log2N);

// A deterministic pseudo-random signal, components in [-0.5, 0.5).
std::vector<Complex> randomSignal(int points, uint64_t seed);
// hello_fft.c's test for job j: 0.5 at bins f and N-f, f = (j+1) & (N/2-1),
// whose transform in either direction is cos(2 pi f i / N).
int toneFrequency(int points, int job);
std::vector<Complex> toneSignal(int points, int job);
// FFTW in double precision with GPU_FFT's conventions: forward is
// exp(-2 pi i jk/N), inverse exp(+2 pi i jk/N), neither scaled.
std::vector<std::complex<double>> reference(std::span<const Complex> input, Direction direction);
std::vector<std::complex<double>> reference(std::span<const std::complex<double>> input,
                                            Direction direction);
// hello_fft.c's rel_rms_err, sqrt(sum |out - ref|^2 / sum |ref|^2), in ppm.
double relRmsErrorPpm(std::span<const Complex> output,
                      std::span<const std::complex<double>> reference);

struct CheckOptions {
  int log2N = 12;
  Direction direction = Direction::Inverse;  // hello_fft's
  int jobs = 1;
  uint64_t seed = 1;
};

struct JobCheck {
  int job = 0;
  int toneFrequency = 0;
  double tonePpm = 0;    // hello_fft's single tone
  double randomPpm = 0;  // the pseudo-random signal (seed + job)
};

struct CheckResult {
  CheckOptions options;
  Status status = Status::Ok;  // prepare's
  uint32_t executeStatus = 0;  // the first non-zero execute() answer
  std::string shader;
  int passes = 0;
  int qpus = kQpus;
  bool inPlace = true;
  std::vector<JobCheck> jobs;
  std::optional<Published> published;
  double hostSeconds = 0;  // wall time of the pseudo-random run's execute()

  bool ok() const { return status == Status::Ok && executeStatus == 0; }
  double worstPpm() const;  // over both signals and all jobs
  std::string table() const;
  nlohmann::json json() const;
};

// Prepares the batch, runs hello_fft's tone and then the pseudo-random
// signal through it, and measures both against FFTW. The simulator's report
// of the second run is gpuasm::vc4::mailboxDevice().lastReport().
CheckResult check(int mb, const ShaderSet& shaders, const CheckOptions& options);

}  // namespace gpuasm::vc4::gpu_fft
