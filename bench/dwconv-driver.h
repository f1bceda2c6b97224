// What the depthwise convolution benchmarks share (f32-dwconv-bench, q8-dwconv-bench): MobileNet v2's depthwise
// layers, square `kernel` x `kernel` convolutions with padding kernel / 2 on an NHWC input, XNNPACK's row indirection
// (column-major taps, pixels sharing columns), and the timing of one kernel call per output row. Rate counters
// count 2 * output pixels * channels * taps (a multiply and an add per tap) per second of CPU time, and the same
// for the fastest single run (fastest-run.h).
#pragma once

#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>
#include <xnnpack.h>

#include "fastest-run.h"
#include "isa-check.h"

// Input height = width, channels, stride: MobileNet v2's depthwise layers.
inline void xnn_dwconv_mobilenet_v2_shapes(benchmark::internal::Benchmark* b) {
  b->ArgNames({"HW", "C", "S"});
  for (const auto& s : std::vector<std::vector<int64_t>>{{112, 32, 1},
                                                         {112, 96, 2},
                                                         {56, 144, 1},
                                                         {56, 144, 2},
                                                         {28, 192, 1},
                                                         {28, 192, 2},
                                                         {14, 384, 1},
                                                         {14, 576, 1},
                                                         {14, 576, 2},
                                                         {7, 960, 1}}) {
    b->Args(s);
  }
}

// One layer's input (drawn by `draw(rng)`), zero row, output and indirection.
template <class E>
struct xnn_dwconv_layer {
  size_t kernel, hw, channels, stride, out;
  std::vector<E> input, zero, output;
  std::vector<const E*> indirection;  // per output row: (out - 1) * stride * kernel + kernel^2 pointers
  size_t row_pointers;

  template <class Draw>
  xnn_dwconv_layer(size_t k, size_t hw_, size_t c, size_t s, E zero_value, Draw draw)
      : kernel(k), hw(hw_), channels(c), stride(s), out((hw_ - 1) / s + 1) {
    const size_t pad = k / 2;
    std::mt19937 rng(7);
    input.resize(hw * hw * c + XNN_EXTRA_BYTES / sizeof(E));
    for (E& x : input) x = draw(rng);
    zero.assign(c + XNN_EXTRA_BYTES / sizeof(E), zero_value);
    output.resize(out * out * c);
    row_pointers = (out - 1) * stride * k + k * k;
    indirection.resize(out * row_pointers);
    for (size_t oy = 0; oy < out; oy++) {
      for (size_t col = 0; col < (out - 1) * stride + k; col++) {
        for (size_t ky = 0; ky < k; ky++) {
          const ptrdiff_t iy = ptrdiff_t(oy * stride + ky) - ptrdiff_t(pad), ix = ptrdiff_t(col) - ptrdiff_t(pad);
          const bool inside = iy >= 0 && ix >= 0 && iy < ptrdiff_t(hw) && ix < ptrdiff_t(hw);
          indirection[oy * row_pointers + col * k + ky] =
              inside ? input.data() + (size_t(iy) * hw + size_t(ix)) * c : zero.data();
        }
      }
    }
  }
  double ops() const { return 2.0 * out * out * channels * kernel * kernel; }
};

// Times the layer, one call_row(input pointers, output, input stride) per output row, and reports its rates as
// `counter` and `counter`_fastest.
template <class E, class CallRow>
void xnn_time_dwconv_layer(benchmark::State& state, xnn_dwconv_layer<E>& l, const char* counter, CallRow call_row) {
  fastest_run fastest;
  for (auto _ : state) {
    fastest.start();
    for (size_t oy = 0; oy < l.out; oy++) {
      call_row(l.indirection.data() + oy * l.row_pointers, l.output.data() + oy * l.out * l.channels,
               intptr_t(l.stride * l.kernel * sizeof(void*)));
    }
    benchmark::DoNotOptimize(l.output.data());
    fastest.stop();
  }
  state.counters[counter] = benchmark::Counter(l.ops() * state.iterations(), benchmark::Counter::kIsRate);
  state.counters[std::string(counter) + "_fastest"] = fastest.rate(l.ops());
}
