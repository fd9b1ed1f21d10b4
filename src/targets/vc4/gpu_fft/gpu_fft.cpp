// gpu_fft.c, gpu_fft_base.c and gpu_fft_trans.c over gpuasm's mailbox: one
// allocation per prepared object, filled the way GPU_FFT fills it.
//
// One departure: GPU_FFT maps the peripherals (mapmem of the V3D registers)
// and, for batches of at most 5 << 12 points, starts the QPUs by poking
// V3D_SRQUA/V3D_SRQPC and busy-waits. This C++ port always goes through
// execute_qpu, so the control block is always written and the peripherals
// are never mapped. Broadcom's own C program takes the register path on the
// simulator's peripheral window (tests/targets/vc4/hello_fft, vc4-host.md).
#include "gpuasm/vc4/gpu_fft.hpp"

#include <bit>
#include <cstring>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "gpuasm/image.hpp"
#include "gpuasm/vc4/mailbox.h"
#include "gpuasm/vc4/memory.hpp"
#include "targets/vc4/gpu_fft/layout.hpp"
#include "targets/vc4/gpu_fft/twiddles.hpp"

namespace gpuasm::vc4::gpu_fft {

static_assert(std::endian::native == std::endian::little,
              "the QPUs read little-endian words from host-written memory");

namespace {

constexpr uint32_t kExecuteFailed = 0x80000000u;

void writeWords(uint8_t* host, uint32_t offset, std::span<const uint32_t> words) {
  std::memcpy(host + offset, words.data(), words.size_bytes());
}

}  // namespace

// ---- GpuMemory: gpu_fft_alloc / gpu_fft_base_release ----------------------

Status GpuMemory::allocate(int mb, uint32_t size, GpuMemory& out) {
  out.release();
  if (qpu_enable(mb, 1)) return Status::QpuEnableFailed;
  uint32_t handle = mem_alloc(mb, size, kPageBytes, kMemFlags);
  if (!handle) {
    qpu_enable(mb, 0);
    return Status::OutOfMemory;
  }
  uint32_t bus = mem_lock(mb, handle);
  void* host = mapmem(physicalOf(bus + kMemMap), size);  // BUS_TO_PHYS
  if (!host) {  // GPU_FFT does not check; a null mapping would crash it
    mem_unlock(mb, handle);
    mem_free(mb, handle);
    qpu_enable(mb, 0);
    return Status::MapFailed;
  }
  out.mb_ = mb;
  out.handle_ = handle;
  out.bus_ = bus;
  out.size_ = size;
  out.host_ = static_cast<uint8_t*>(host);
  return Status::Ok;
}

GpuMemory::GpuMemory(GpuMemory&& other) noexcept
    : mb_(other.mb_),
      handle_(other.handle_),
      bus_(other.bus_),
      size_(other.size_),
      host_(std::exchange(other.host_, nullptr)) {}

GpuMemory& GpuMemory::operator=(GpuMemory&& other) noexcept {
  if (this != &other) {
    release();
    mb_ = other.mb_;
    handle_ = other.handle_;
    bus_ = other.bus_;
    size_ = other.size_;
    host_ = std::exchange(other.host_, nullptr);
  }
  return *this;
}

GpuMemory::~GpuMemory() {
  release();
}

void GpuMemory::release() {
  if (!host_) return;
  unmapmem(host_, size_);
  mem_unlock(mb_, handle_);
  mem_free(mb_, handle_);
  qpu_enable(mb_, 0);
  host_ = nullptr;
}

// ---- Fft: gpu_fft.c --------------------------------------------------------

Status prepare(int mb, const ShaderSet& shaders, int log2N, Direction direction, int jobs,
               std::optional<Fft>& fft) {
  fft.reset();
  const Shader* shader = shaderFor(log2N);
  if (!shader) return Status::UnsupportedSize;
  if (jobs < 1) return Status::InvalidJobs;
  std::span<const uint8_t> code = shaders.code(shader->name);
  if (code.empty()) return Status::MissingShader;
  std::optional<FftLayout> layout = fftLayout(*shader, jobs, static_cast<uint32_t>(code.size()));
  if (!layout) return Status::OutOfMemory;

  Fft prepared;
  if (Status status = GpuMemory::allocate(mb, layout->size, prepared.memory_); status != Status::Ok)
    return status;
  uint8_t* host = prepared.memory_.host();
  const uint32_t bus = prepared.memory_.bus();

  prepared.shader_ = shader;
  prepared.direction_ = direction;
  prepared.jobs_ = jobs;
  prepared.step_ = static_cast<int>(layout->dataBytes / sizeof(Complex));
  prepared.inOffset_ = layout->dataOffset();
  prepared.outOffset_ = layout->dataOffset() + (shader->passes % 2 ? layout->dataBytes * jobs : 0);

  std::memcpy(host + layout->codeOffset(), code.data(), code.size());
  prepared.busCode_ = bus + layout->codeOffset();

  std::vector<float> table = twiddles(log2N, direction);
  std::memcpy(host + layout->twiddleOffset(), table.data(), table.size() * sizeof(float));

  for (int q = 0; q < kQpus; ++q) {
    writeWords(host, layout->uniformOffset(q), fftUniforms(*layout, *shader, bus, q));
    prepared.busUniforms_.push_back(bus + layout->uniformOffset(q));
  }
  writeWords(host, layout->mailOffset(), controlBlock(prepared.busUniforms_, prepared.busCode_));
  prepared.busMessage_ = bus + layout->mailOffset();

  fft.emplace(std::move(prepared));
  return Status::Ok;
}

std::span<Complex> Fft::in(int job) {
  if (!held() || job < 0 || job >= jobs_) return {};
  return {reinterpret_cast<Complex*>(memory_.host() + inOffset_) + job * step_,
          static_cast<size_t>(points())};
}

std::span<Complex> Fft::out(int job) {
  if (!held() || job < 0 || job >= jobs_) return {};
  return {reinterpret_cast<Complex*>(memory_.host() + outOffset_) + job * step_,
          static_cast<size_t>(points())};
}

std::span<const Complex> Fft::in(int job) const {
  return const_cast<Fft*>(this)->in(job);
}
std::span<const Complex> Fft::out(int job) const {
  return const_cast<Fft*>(this)->out(job);
}

uint32_t Fft::execute() {
  if (!held()) return kExecuteFailed;
  return execute_qpu(memory_.mailbox(), kQpus, busMessage_, kNoFlush, kTimeoutMs);
}

void Fft::release() {
  memory_.release();
}

// ---- Trans: gpu_fft_trans.c ------------------------------------------------

Status prepareTrans(int mb, const ShaderSet& shaders, const Fft& src, const Fft& dst,
                    std::optional<Trans>& trans) {
  trans.reset();
  if (!src.held() || !dst.held()) return Status::NotPrepared;
  std::span<const uint8_t> code = shaders.code(kTransName);
  // gpu_fft_trans.c embeds the shader in a 1024-word array: one page.
  if (code.empty() || code.size() > kPageBytes) return Status::MissingShader;

  Trans prepared;
  if (Status status = GpuMemory::allocate(mb, kTransSize, prepared.memory_); status != Status::Ok)
    return status;
  uint8_t* host = prepared.memory_.host();
  const uint32_t bus = prepared.memory_.bus();

  std::memset(host + kTransCodeOffset, 0, kPageBytes);
  std::memcpy(host + kTransCodeOffset, code.data(), code.size());
  prepared.busCode_ = bus + kTransCodeOffset;

  TransSide from{src.busMessage(), src.outOffsetBytes(), static_cast<uint32_t>(src.step()),
                 static_cast<uint32_t>(src.x()), static_cast<uint32_t>(src.y())};
  TransSide to{dst.busMessage(), 0, static_cast<uint32_t>(dst.step()),
               static_cast<uint32_t>(dst.x()), static_cast<uint32_t>(dst.y())};
  writeWords(host, kTransUniformOffset, transUniforms(from, to));
  prepared.busUniforms_ = bus + kTransUniformOffset;

  const uint32_t message[2] = {prepared.busUniforms_, prepared.busCode_};
  writeWords(host, kTransMailOffset, message);
  prepared.busMessage_ = bus + kTransMailOffset;

  trans.emplace(std::move(prepared));
  return Status::Ok;
}

uint32_t Trans::execute() {
  if (!held()) return kExecuteFailed;
  return execute_qpu(memory_.mailbox(), kTransQpus, busMessage_, kNoFlush, kTimeoutMs);
}

void Trans::release() {
  memory_.release();
}

}  // namespace gpuasm::vc4::gpu_fft
