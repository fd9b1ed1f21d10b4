// The peripheral window: host memory standing for the board's 16 MiB of
// peripherals, whose V3D registers behave as registers.
//
// Why trapping: GPU_FFT starts QPUs by storing the same two values to
// V3D_SRQUA and V3D_SRQPC once per QPU and then spins reading V3D_SRQCS
// (gpu_fft_base.c). Plain memory would see neither the repeated stores nor
// the reads, so every access to the V3D page must reach the register model.
//
// How (x86-64 Linux): the window is an anonymous mapping with no access
// rights. An access faults; the SIGSEGV handler learns the address from
// si_addr and whether it is a write from the page-fault error code
// (REG_ERR bit 1), opens the V3D page, fills it with the registers' values
// (for a read, after the register model has done what the read implies),
// and returns with the trap flag (EFLAGS.TF) set, so the CPU executes just
// the faulting instruction and raises SIGTRAP. The SIGTRAP handler hands
// every word the instruction wrote to the register model, closes the page
// again and clears the flag. Instruction decoding is left to the CPU, so any
// load or store form works (a 64-bit store reaches two registers; a
// byte store merges into the register's current value).
//
// Alternatives not taken: decoding and emulating the faulting instruction
// (a partial x86 decoder); userfaultfd (it reports first touches, not every
// access, and needs privileges on many systems); a thread watching plain
// memory (cannot see a store of the value already there).
//
// Safety of the handlers: the faults are synchronous, raised by the
// program's own load or store to the window, never inside malloc or a lock
// the register model takes, so running the register model (and the
// simulator, for a status read) in the handler is as safe as a function call
// at that instruction; the handler runs on the thread's own stack (no
// SA_ONSTACK: the simulator needs more than an alternate stack) with
// SA_NODEFER, so a fault inside it still reaches the previous handler
// (AddressSanitizer's report). Faults outside the window go to the handler
// that was installed before ours, or to the default action. One thread
// steps at a time (others wait for the one instruction); while it steps the
// page is open, so a second thread touching the V3D page in that instant
// is not seen: share the registers between threads only with a lock, as on
// the hardware. A program that installs its own SIGSEGV handler after
// mapping the window, or blocks SIGSEGV, takes the window's faults itself.
// The kernel does not fault on the window (read(2) into it gives EFAULT).
//
// Under AddressSanitizer our sigaction goes through only with
// allow_user_segv_handler=1 (the default of GCC 12's and current LLVM's
// runtimes); the handler checks that it is installed and refuses the
// mapping with that advice otherwise. Other hosts (not x86-64 Linux) get a
// clear refusal from mapmem, not a window that hangs.
#include "targets/vc4/host/peripheral_window.hpp"

#include <atomic>
#include <cstddef>
#include <cstring>

#include "targets/vc4/host/board.hpp"

#if defined(__linux__) && defined(__x86_64__)
#define GPUASM_TRAPPED_PERIPHERALS 1
#include <sched.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <ucontext.h>
#include <unistd.h>
#endif

namespace gpuasm::vc4 {

#if GPUASM_TRAPPED_PERIPHERALS
namespace {

constexpr size_t kPage = 4096;
constexpr size_t kV3dWords = board::kV3dSize / 4;
constexpr greg_t kTrapFlag = 0x100;      // EFLAGS.TF
constexpr greg_t kWriteFault = 1u << 1;  // page-fault error code: the access was a write
static_assert(board::kV3dSize == kPage && board::kV3dOffset % kPage == 0);

// The process's one window. Signal handlers are per process, so this state
// is too (DESIGN's "no global mutable state" yields to the kernel's model):
// it is written once, before the handlers are installed, except the step.
struct Window {
  uint8_t* base = nullptr;
  uint8_t* v3d = nullptr;
  V3dAccess access{};
  struct sigaction previousSegv {};
  struct sigaction previousTrap {};
};
Window window;

// The access being single-stepped.
struct Step {
  std::atomic<pid_t> owner{0};  // the thread stepping, 0 when none
  bool write = false;
  bool trapWasBlocked = false;
  uint32_t offset = 0;              // the faulting word's offset in the block
  uint32_t before[kV3dWords] = {};  // the page as the handler filled it
};
Step step;

pid_t currentThread() {
  return static_cast<pid_t>(syscall(SYS_gettid));
}

// write(2) only: printf is not async-signal-safe.
void say(const char* text) {
  ssize_t ignored = write(STDERR_FILENO, text, std::strlen(text));
  (void)ignored;
}
void sayHex(uint32_t value) {
  char digits[11] = "0x";
  for (int i = 0; i < 8; ++i) digits[2 + i] = "0123456789abcdef"[(value >> (28 - 4 * i)) & 0xf];
  digits[10] = 0;
  say(digits);
}

// Hand a signal on to whoever had it before us; the default action, when
// that is what was there, by re-raising with it restored.
void chain(const struct sigaction& previous, int signal, siginfo_t* info, void* context) {
  if (previous.sa_flags & SA_SIGINFO) {
    previous.sa_sigaction(signal, info, context);
  } else if (previous.sa_handler != SIG_DFL && previous.sa_handler != SIG_IGN) {
    previous.sa_handler(signal);
  } else {
    struct sigaction fallback {};
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    sigaction(signal, &fallback, nullptr);
    raise(signal);  // delivered (fatally) when this handler returns, or at once under SA_NODEFER
  }
}

uint32_t* v3dWords() {
  return reinterpret_cast<uint32_t*>(window.v3d);
}

void onSegv(int signal, siginfo_t* info, void* context) {
  auto* address = static_cast<uint8_t*>(info->si_addr);
  if (window.base == nullptr || address < window.base ||
      address >= window.base + board::kPeripheralSize) {
    chain(window.previousSegv, signal, info, context);
    return;
  }
  if (address < window.v3d || address >= window.v3d + kPage) {
    const auto offset = static_cast<uint32_t>(address - window.base);
    say("gpuasm: the program touched peripheral bus address ");
    sayHex(board::kPeripheralBusAddress + offset);
    say(" (physical ");
    sayHex(board::kPeripheralAddress + offset);
    say("): only the V3D registers (bus ");
    sayHex(board::kV3dBusAddress);
    say(" + 0x000..0xfff) are simulated\n");
    chain(window.previousSegv, signal, info, context);
    return;
  }

  const pid_t self = currentThread();
  for (pid_t none = 0; !step.owner.compare_exchange_weak(none, self); none = 0) sched_yield();

  auto* machine = static_cast<ucontext_t*>(context);
  const bool write = (machine->uc_mcontext.gregs[REG_ERR] & kWriteFault) != 0;
  const auto offset = static_cast<uint32_t>(address - window.v3d) & ~3u;
  mprotect(window.v3d, kPage, PROT_READ | PROT_WRITE);
  // A read runs what it implies first (a status read runs queued programs),
  // then every word gets its value, so wide loads see neighbours too.
  const uint32_t value = write ? 0 : window.access.read(offset);
  uint32_t* words = v3dWords();
  for (uint32_t i = 0; i < kV3dWords; ++i) words[i] = window.access.peek(4 * i);
  if (!write) words[offset / 4] = value;
  std::memcpy(step.before, words, sizeof step.before);
  step.write = write;
  step.offset = offset;

  machine->uc_mcontext.gregs[REG_EFL] |= kTrapFlag;
  // The step's SIGTRAP must not be blocked (a blocked forced signal kills).
  step.trapWasBlocked = sigismember(&machine->uc_sigmask, SIGTRAP) == 1;
  sigdelset(&machine->uc_sigmask, SIGTRAP);
}

void onTrap(int signal, siginfo_t* info, void* context) {
  if (step.owner.load() != currentThread()) {
    chain(window.previousTrap, signal, info, context);
    return;
  }
  auto* machine = static_cast<ucontext_t*>(context);
  machine->uc_mcontext.gregs[REG_EFL] &= ~kTrapFlag;
  if (step.write) {
    // The faulting word is a store even when it stores the value the
    // register already shows (repeated SRQUA values); the other words of a
    // wide store are seen by their change.
    const uint32_t* words = v3dWords();
    for (uint32_t i = 0; i < kV3dWords; ++i)
      if (4 * i == step.offset || words[i] != step.before[i]) window.access.write(4 * i, words[i]);
  }
  mprotect(window.v3d, kPage, PROT_NONE);
  if (step.trapWasBlocked) sigaddset(&machine->uc_sigmask, SIGTRAP);
  step.owner.store(0);
}

bool install(std::string& error) {
  void* base = mmap(nullptr, board::kPeripheralSize, PROT_NONE,
                    MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (base == MAP_FAILED) {
    error = "cannot reserve address space for the peripheral window";
    return false;
  }
  window.base = static_cast<uint8_t*>(base);
  window.v3d = window.base + board::kV3dOffset;

  struct sigaction action {};
  sigemptyset(&action.sa_mask);
  action.sa_sigaction = onSegv;
  action.sa_flags = SA_SIGINFO | SA_NODEFER | SA_RESTART;
  sigaction(SIGSEGV, &action, &window.previousSegv);
  action.sa_sigaction = onTrap;
  action.sa_flags = SA_SIGINFO | SA_RESTART;
  sigaction(SIGTRAP, &action, &window.previousTrap);

  struct sigaction segv {
  }, trap{};
  sigaction(SIGSEGV, nullptr, &segv);
  sigaction(SIGTRAP, nullptr, &trap);
  if (!(segv.sa_flags & SA_SIGINFO) || segv.sa_sigaction != onSegv ||
      !(trap.sa_flags & SA_SIGINFO) || trap.sa_sigaction != onTrap) {
    munmap(base, board::kPeripheralSize);
    window.base = window.v3d = nullptr;
    error =
        "the SIGSEGV/SIGTRAP handlers that trap V3D register accesses could not be installed "
        "(under "
        "AddressSanitizer, run with ASAN_OPTIONS=allow_user_segv_handler=1)";
    return false;
  }
  return true;
}

}  // namespace

void* mapPeripheralWindow(uint32_t physical, uint32_t size, V3dAccess access, std::string& error) {
  const uint64_t end = uint64_t{board::kPeripheralAddress} + board::kPeripheralSize;
  if (physical < board::kPeripheralAddress || physical + uint64_t{size} > end) {
    error = "outside the peripheral window";
    return nullptr;
  }
  if (window.base == nullptr) {
    window.access = access;
    if (!install(error)) return nullptr;
  }
  return window.base + (physical - board::kPeripheralAddress);
}

bool inPeripheralWindow(const void* host) {
  const auto* p = static_cast<const uint8_t*>(host);
  return window.base != nullptr && p >= window.base && p < window.base + board::kPeripheralSize;
}

#else  // not x86-64 Linux

void* mapPeripheralWindow(uint32_t, uint32_t, V3dAccess, std::string& error) {
  error =
      "the peripheral window needs an x86-64 Linux host (V3D register accesses are trapped with "
      "page faults and the x86 trap flag); start QPU programs with execute_qpu instead";
  return nullptr;
}

bool inPeripheralWindow(const void*) {
  return false;
}

#endif

}  // namespace gpuasm::vc4
