// The fastest single iteration of a benchmark loop. On this project's shared VM a run that touches memory swings by
// up to 30% with the host's other tenants (a GEMM whose data sits in L1 runs at 60-90% of peak from one iteration
// to the next, while the register-only peak-bench stays within 2%), so the fastest run is the stable measure of what
// the code itself does; the usual averaged rate is reported beside it.
#pragma once

#include <algorithm>
#include <chrono>
#include <cmath>
#include <ctime>

class fastest_run {
 public:
  void start() { start_ = std::chrono::steady_clock::now(); }
  void stop() {
    seconds_ = std::min(seconds_, std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count());
  }
  // The fastest run's seconds (infinity before any run).
  double seconds() const { return seconds_; }
  // Rate of `amount` per second in the fastest run (0 before any run).
  double rate(double amount) const { return std::isfinite(seconds_) ? amount / seconds_ : 0.0; }

 private:
  std::chrono::steady_clock::time_point start_;
  double seconds_ = INFINITY;
};

// Seconds of CPU time the calling thread has used: the clock of peak-bench and of the single-threaded operator
// benchmarks, which the time other processes hold the core does not inflate (their cache traffic still does).
inline double xnn_thread_cpu_seconds() {
  timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return double(t.tv_sec) + 1e-9 * double(t.tv_nsec);
}
