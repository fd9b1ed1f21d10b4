// The modelled PCIe endpoints. A buffer's bytes live in host memory and are
// moved with memcpy; the seconds returned are the model's:
//   - read / write: one blocking host copy (hostCopySeconds) with the kind of
//     host memory the strategy passes (pinned or pageable staging, or a host
//     endpoint's buffer in a host-direct transfer);
//   - copyDirect: the seed's RDMA (directTransferSeconds), the source's DMA
//     engine writing into the destination's memory, pinned block by block
//     through the destination endpoint's look-up table of pinned blocks.
// Each endpoint has its own modelled address space (a bump allocator that
// hands a freed top range out again) and its own pin cache: a repeated
// transfer into the same buffer finds its blocks still pinned, which is the
// seed's lazy unpinning (section 5.3.2) seen through `--repeat`; freeing a
// buffer unpins its blocks, so that one transfer's pins do not crowd the
// next buffer's against the pin limit.
#include "transfer/model_endpoint.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cstring>

#include "transfer/host_memory.hpp"
#include "transfer/model_config.hpp"

namespace gpuasm::transfer {
namespace {

constexpr std::string_view kPrefix = "model:";
constexpr std::uint64_t kCostProbeBytes = std::uint64_t{64} << 20;

// One modelled device, shared by its endpoint and its buffers (which may
// outlive it): the model, and its memory as its peers see it (addresses for
// buffers, the blocks of it pinned for a peer's DMA).
struct ModelDevice {
  ModelDevice(PcieDeviceModel model, HostModel host)
      : model(std::move(model)), host(host), pinCache(this->model.pinning) {}
  PcieDeviceModel model;
  HostModel host;
  std::uint64_t top = 0;
  PinCache pinCache;
};

// A scatter-gather engine (descriptors with any bus address) can be pointed
// at a peer's memory; a copy engine driven one copy at a time by its own
// driver (descriptorBytes 0) is not (seed 004, chapter 5).
bool mastersPeerDma(const PcieDeviceModel& device) {
  return device.dma.descriptorBytes != 0;
}

// Memory a peer's DMA may target once pinned (GPUDirect RDMA, seed 5.2).
bool pinnableForPeer(const PcieDeviceModel& device) {
  return device.pinning.pinBlockBytes != 0 || device.pinning.pinSecondsPerPage > 0;
}

class ModelBuffer final : public EndpointBuffer {
 public:
  ModelBuffer(std::shared_ptr<ModelDevice> device, std::size_t bytes)
      : device_(std::move(device)), bytes_(bytes, HostAllocation::Pinning::None) {
    const std::uint64_t page = std::max<std::uint64_t>(device_->model.pinning.pageBytes, 4096);
    span_ = (std::max<std::uint64_t>(bytes, 1) + page - 1) / page * page;
    address_ = device_->top;
    device_->top += span_;
  }
  ~ModelBuffer() override {
    // Freed memory is unpinned, as a driver's free callback does; the
    // allocator is a stack: the top range freed is handed out again.
    device_->pinCache.release(address_, span_);
    if (device_->top == address_ + span_) device_->top = address_;
  }
  ModelBuffer(const ModelBuffer&) = delete;
  ModelBuffer& operator=(const ModelBuffer&) = delete;

  std::size_t size() const override { return bytes_.bytes().size(); }
  double read(std::size_t offset, std::span<std::byte> destination, HostMemory memory) override {
    if (!destination.empty())
      std::memcpy(destination.data(), bytes_.bytes().data() + offset, destination.size());
    return hostCopySeconds(device_->model, device_->host, CopyDirection::DeviceToHost, memory,
                           destination.size());
  }
  double write(std::size_t offset, std::span<const std::byte> source, HostMemory memory) override {
    if (!source.empty()) std::memcpy(bytes_.bytes().data() + offset, source.data(), source.size());
    return hostCopySeconds(device_->model, device_->host, CopyDirection::HostToDevice, memory,
                           source.size());
  }
  std::span<std::byte> deviceBytes() { return bytes_.bytes(); }
  std::uint64_t address() const { return address_; }

 private:
  std::shared_ptr<ModelDevice> device_;
  HostAllocation bytes_;
  std::uint64_t address_ = 0;
  std::uint64_t span_ = 0;
};

class ModelEndpoint final : public Endpoint {
 public:
  ModelEndpoint(PcieDeviceModel device, HostModel host)
      : shared_(std::make_shared<ModelDevice>(std::move(device), host)), device_(shared_->model) {}

  std::string name() const override { return fmt::format("{}{}", kPrefix, device_.name); }
  std::string description() const override {
    return fmt::format("modelled PCIe device '{}' (PCIe {}.0 x{})", device_.name,
                       device_.link.generation, device_.link.lanes);
  }
  bool modelled() const override { return true; }
  // Each modelled device has its own DMA engine; one device serves either
  // side of a transfer with the same engine.
  bool concurrentWith(const Endpoint& other) const override { return other.name() != name(); }
  CopyCost readCost() const override { return cost(CopyDirection::DeviceToHost); }
  CopyCost writeCost() const override { return cost(CopyDirection::HostToDevice); }

  std::unique_ptr<EndpointBuffer> allocate(std::size_t bytes) override {
    return std::make_unique<ModelBuffer>(shared_, bytes);
  }

  std::string directCopyBlocker(const Endpoint& destination) const override {
    const auto* target = dynamic_cast<const ModelEndpoint*>(&destination);
    if (target == nullptr)
      return fmt::format(
          "no direct path from {} to {}: a modelled device copies directly only into another "
          "modelled device or host memory",
          name(), destination.name());
    if (mastersPeerDma(device_) && pinnableForPeer(target->device_)) return {};
    if (mastersPeerDma(target->device_) && pinnableForPeer(device_))
      return fmt::format(
          "no direct path from {0} to {1}: {1}'s DMA engine is the master and writes into {0}'s "
          "pinned memory (seed 004, chapter 5); the other direction, the engine reading {0}'s "
          "memory, hung the seed's FPGA (section 7.1) and is not modelled (use --strategy "
          "concurrent)",
          name(), destination.name());
    if (!mastersPeerDma(device_))
      return fmt::format(
          "no direct path from {} to {}: {} has no DMA engine that can address a peer's memory",
          name(), destination.name(), name());
    return fmt::format(
        "no direct path from {} to {}: {}'s memory cannot be pinned for a peer's DMA", name(),
        destination.name(), destination.name());
  }

  double copyDirect(EndpointBuffer& source, Endpoint& destinationEndpoint,
                    EndpointBuffer& destination, std::size_t bytes) override {
    const std::string blocker = directCopyBlocker(destinationEndpoint);
    if (!blocker.empty()) throw TransferUsageError(blocker);
    auto& target = static_cast<ModelEndpoint&>(destinationEndpoint);
    auto& from = static_cast<ModelBuffer&>(source);
    auto& to = static_cast<ModelBuffer&>(destination);
    if (bytes != 0) std::memcpy(to.deviceBytes().data(), from.deviceBytes().data(), bytes);
    return directTransferSeconds(device_, target.device_, bytes, to.address(),
                                 target.shared_->pinCache);
  }

 private:
  // A call's fixed part is a 1-byte copy; the rate is what a large copy adds.
  CopyCost cost(CopyDirection direction) const {
    const double call = hostCopySeconds(device_, shared_->host, direction, HostMemory::Pinned, 1);
    const double large =
        hostCopySeconds(device_, shared_->host, direction, HostMemory::Pinned, kCostProbeBytes);
    return CopyCost{call, static_cast<double>(kCostProbeBytes) / (large - call)};
  }

  std::shared_ptr<ModelDevice> shared_;
  const PcieDeviceModel& device_;
};

}  // namespace

std::optional<std::string_view> modelEndpointPreset(std::string_view endpointName) {
  if (!endpointName.starts_with(kPrefix)) return std::nullopt;
  return endpointName.substr(kPrefix.size());
}

std::unique_ptr<Endpoint> openModelEndpoint(std::string_view endpointName) {
  const std::string_view preset = modelEndpointPreset(endpointName).value_or(endpointName);
  if (preset.ends_with(".toml")) {
    ModelConfig config = loadModelConfig(preset);
    return makeModelEndpoint(std::move(config.device), config.host);
  }
  std::optional<PcieDeviceModel> device = findPreset(preset);
  if (!device)
    throw TransferUsageError(
        fmt::format("unknown modelled device '{}' (model:NAME presets: {}; or model:FILE.toml)",
                    preset, fmt::join(presetNames(), ", ")));
  return makeModelEndpoint(std::move(*device));
}

std::unique_ptr<Endpoint> makeModelEndpoint(PcieDeviceModel device, HostModel host) {
  return std::make_unique<ModelEndpoint>(std::move(device), host);
}

}  // namespace gpuasm::transfer
