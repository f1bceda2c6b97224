// The element type of a kernel's scratch buffer of running sums (multipass depthwise convolution, average pooling):
// floats when the vector type V can store its registers as floats (every fp32-arithmetic V, also over halves), else
// E, V's own elements (native fp16 arithmetic keeps its sums as halves). The buffer a caller passes holds floats, so
// it is large enough either way. Include only from per-ISA translation units: internal linkage.
#pragma once

#include <type_traits>
#include <utility>

namespace {

template <class V, class E, class = void>
struct xnn_scratch_type {
  using type = E;
};
template <class V, class E>
struct xnn_scratch_type<V, E,
                        std::void_t<decltype(V::store(std::declval<float*>(), std::declval<typename V::reg>()))>> {
  using type = float;
};
template <class V, class E>
using xnn_scratch_t = typename xnn_scratch_type<V, E>::type;

}  // namespace
