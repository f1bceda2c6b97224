// The kernels of a quantized GEMM config (qs8-qc8w, qu8, qd8-f32-qc8w), chosen the same way for every family: four
// kernels that read the same packed weights.
#pragma once

#include <cstddef>
#include <type_traits>

#include "configs/select.h"
#include "log.h"

template <class T, class = void>
struct xnn_gemm_config_has_sr : std::false_type {};
template <class T>
struct xnn_gemm_config_has_sr<T, std::void_t<decltype(T::sr)>> : std::true_type {};
template <class T, class = void>
struct xnn_gemm_config_has_a_offset : std::false_type {};
template <class T>
struct xnn_gemm_config_has_a_offset<T, std::void_t<decltype(T::a_offset)>> : std::true_type {};

// The first row of `rows` with `like`'s ISA and tile (sr too where the config packs with one) and this mr.
template <class Config, class Info, class Row>
const Info* xnn_gemm_same_tile(const Info* rows, size_t count, const Row* like, size_t mr) {
  for (size_t i = 0; i < count; i++) {
    const Info& row = rows[i];
    bool same = row.isa == like->isa && row.mr == mr && row.nr == like->nr && row.kr == like->kr;
    if constexpr (xnn_gemm_config_has_sr<Config>::value) same = same && row.sr == like->sr;
    if (same) return &row;
  }
  return nullptr;
}

// gemm: the best row with mr > 1 (xnn_select_ukernel); gemm1: the row of its tile with mr = 1 (gemm itself if the
// table has none); igemm, igemm1: the IGEMM rows of those two tiles. The config's mr, nr, kr (sr and a_offset where it
// has them) are gemm's. False when a table lacks a row.
template <class Config, class GemmInfo, class IgemmInfo>
bool xnn_select_gemm_kernels(const char* family, Config* config, const GemmInfo* gemm_rows, size_t gemm_count,
                             const IgemmInfo* igemm_rows, size_t igemm_count) {
  const GemmInfo* gemm =
      xnn_select_ukernel(gemm_rows, gemm_count, [](const GemmInfo& row) { return row.mr > 1; });
  if (gemm == nullptr) return false;
  config->gemm = gemm;
  config->gemm1 = xnn_gemm_same_tile<Config>(gemm_rows, gemm_count, gemm, 1);
  if (config->gemm1 == nullptr) config->gemm1 = gemm;
  config->igemm = xnn_gemm_same_tile<Config>(igemm_rows, igemm_count, gemm, gemm->mr);
  config->igemm1 = xnn_gemm_same_tile<Config>(igemm_rows, igemm_count, gemm, config->gemm1->mr);
  if (config->igemm == nullptr || config->igemm1 == nullptr) return false;
  config->mr = gemm->mr;
  config->nr = gemm->nr;
  config->kr = gemm->kr;
  if constexpr (xnn_gemm_config_has_sr<Config>::value) config->sr = gemm->sr;
  if constexpr (xnn_gemm_config_has_a_offset<Config>::value) config->a_offset = gemm->a_offset;
  xnn_log_debug("%s gemm: %s, %s; igemm: %s, %s", family, gemm->name, config->gemm1->name, config->igemm->name,
                config->igemm1->name);
  return true;
}

// For a family without IGEMM kernels (qd8-f32-qc4w, qd8-f32-qb4w): gemm and gemm1 as above, and the config's mr, nr
// and kr. False when the table has no row for this CPU.
template <class Config, class GemmInfo>
bool xnn_select_gemm_pair(const char* family, Config* config, const GemmInfo* gemm_rows, size_t gemm_count) {
  const GemmInfo* gemm =
      xnn_select_ukernel(gemm_rows, gemm_count, [](const GemmInfo& row) { return row.mr > 1; });
  if (gemm == nullptr) return false;
  config->gemm = gemm;
  config->gemm1 = xnn_gemm_same_tile<Config>(gemm_rows, gemm_count, gemm, 1);
  if (config->gemm1 == nullptr) config->gemm1 = gemm;
  config->mr = gemm->mr;
  config->nr = gemm->nr;
  config->kr = gemm->kr;
  xnn_log_debug("%s gemm: %s, %s", family, gemm->name, config->gemm1->name);
  return true;
}
