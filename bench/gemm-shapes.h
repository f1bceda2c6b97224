// Problem sizes shared by the GEMM benchmarks: square matrices and the pointwise (1x1) convolutions of MobileNet v2
// at 224x224, written as GEMMs: M = output pixels, N = output channels, K = input channels.
#pragma once

#include <benchmark/benchmark.h>

inline void xnn_gemm_square_shapes(benchmark::internal::Benchmark* b) {
  b->ArgNames({"M", "N", "K"});
  for (int s : {64, 128, 256, 512, 1024}) b->Args({s, s, s});
}

inline void xnn_gemv_shapes(benchmark::internal::Benchmark* b) {
  b->ArgNames({"M", "N", "K"});
  for (int s : {64, 256, 1024}) b->Args({1, s, s});
}

inline void xnn_mobilenet_v2_pointwise_shapes(benchmark::internal::Benchmark* b) {
  b->ArgNames({"M", "N", "K"});
  const int shapes[][3] = {
      {12544, 16, 32}, {12544, 96, 16}, {3136, 24, 96}, {3136, 144, 24}, {3136, 24, 144}, {784, 32, 144},
      {784, 192, 32},  {784, 32, 192},  {196, 64, 192}, {196, 384, 64},  {196, 64, 384},  {196, 96, 384},
      {196, 576, 96},  {196, 96, 576},  {49, 160, 576}, {49, 960, 160},  {49, 160, 960},  {49, 320, 960},
      {49, 1280, 320},
  };
  for (const auto& s : shapes) b->Args({s[0], s[1], s[2]});
}
