// ExecuTorch's dim-order operators: dim_order_ops::_to_dim_order_copy.out (with a dtype conversion) and
// _clone_dim_order.out copy a tensor into out's layout, contiguous (dim order 0, 1, ..., n - 1) or channels-last
// (0, 2, ..., n - 1, 1 for 4 or 5 dims), as ExecuTorch's portable kernels take them. Sizes are logical (NCHW) in
// both layouts; only the order of the elements in memory differs.
#include <cstring>

#include "models/portable/dtype.h"
#include "models/portable/registry.h"

namespace {

using namespace xnn_scalar;

bool channels_last_order(const std::vector<int64_t>& order) {
  const size_t n = order.size();
  if (n != 4 && n != 5) return false;
  for (size_t d = 0; d < n; d++) {
    if (order[d] != int64_t(d == 0 ? 0 : d == n - 1 ? 1 : d + 1)) return false;
  }
  return true;
}

bool contiguous_order(const std::vector<int64_t>& order) {
  for (size_t d = 0; d < order.size(); d++) {
    if (order[d] != int64_t(d)) return false;
  }
  return true;
}

const char* layout_name(bool channels_last) { return channels_last ? "channels-last" : "contiguous"; }

bool check_dim_order_copy(const xnn_op_check& call, bool same_type) {
  const xnn_method_value& self = call.value(0);
  const xnn_method_value& out = call.value(3);
  if (!supported(self.scalar_type) || !supported(out.scalar_type)) {
    return call.fail("self is scalar type %d and out %d; supported: float16, bfloat16, float32, float64, int64, int32, "
                     "int16, int8, uint8, bool", self.scalar_type, out.scalar_type);
  }
  if (same_type && self.scalar_type != out.scalar_type) {
    return call.fail("out is %s; expected self's type %s", name(out.scalar_type), name(self.scalar_type));
  }
  if (call.value(1).bool_value) return call.fail("non_blocking is true; only blocking copies are supported");
  const xnn_method_value& order = call.value(2);
  bool wanted = self.channels_last;  // None keeps self's layout
  if (order.type == xnn_value_int_list) {
    std::vector<int64_t> items;
    for (int64_t item : order.items) items.push_back(call.method.values[size_t(item)].int_value);
    if (items.size() != self.num_dims) {
      return call.fail("dim_order has %zu entries; self has %zu dims", items.size(), self.num_dims);
    }
    wanted = channels_last_order(items);
    if (!wanted && !contiguous_order(items)) {
      return call.fail("dim_order is neither contiguous (0, 1, ...) nor channels-last (0, 2, ..., 1 for 4 or 5 dims)");
    }
  }
  if (out.channels_last != wanted) {
    return call.fail("out is %s; the copy makes a %s tensor", layout_name(out.channels_last), layout_name(wanted));
  }
  return true;
}

bool check_to_dim_order_copy(const xnn_op_check& call) { return check_dim_order_copy(call, false); }
bool check_clone_dim_order(const xnn_op_check& call) { return check_dim_order_copy(call, true); }

// Element strides of a tensor of `sizes` laid out contiguously or channels-last.
void strides_of(const int64_t* sizes, size_t n, bool channels_last, size_t* strides) {
  size_t order[16];
  for (size_t d = 0; d < n; d++) order[d] = channels_last ? (d == 0 ? 0 : d == n - 1 ? 1 : d + 1) : d;
  size_t stride = 1;
  for (size_t k = n; k-- > 0;) {
    strides[order[k]] = stride;
    stride *= size_t(sizes[order[k]]);
  }
}

bool run_dim_order_copy(xnn_kernel_call& call) {
  const xnn_run_tensor& in = call.tensor(0);
  xnn_run_tensor& out = call.tensor(3);
  // A tensor's layout is that of the value owning it (MoveCalls keep layouts, the decoder checked).
  const bool in_channels_last = call.state.method->values[call.value(0).tensor].channels_last;
  const bool out_channels_last = call.state.method->values[call.value(3).tensor].channels_last;
  if ((in_channels_last || out_channels_last) && in.num_dims != 4 && in.num_dims != 5) {
    return call.fail("self has %zu dims; a channels-last layout needs 4 or 5", in.num_dims);
  }
  if (!call.state.resize(out, in.num_dims, in.sizes, call.op)) return false;
  const size_t count = in.numel();
  if (count != 0 && out.data == in.data) {
    if (in_channels_last == out_channels_last && in.scalar_type == out.scalar_type) return true;
    return call.fail("out shares self's memory; expected separate tensors");
  }
  size_t in_strides[16], out_strides[16];
  strides_of(in.sizes, in.num_dims, in_channels_last, in_strides);
  strides_of(in.sizes, in.num_dims, out_channels_last, out_strides);
  const size_t in_size = in.element_size(), out_size = out.element_size();
  const bool same_type = in.scalar_type == out.scalar_type;
  size_t index[16] = {};
  size_t source = 0, target = 0;
  for (size_t i = 0; i < count; i++) {
    if (same_type) {
      std::memcpy(out.data + target * out_size, in.data + source * in_size, in_size);
    } else if (floating(in.scalar_type)) {
      store(load<double>(in.data, source, in.scalar_type), out.data, target, out.scalar_type);
    } else {
      store(load<int64_t>(in.data, source, in.scalar_type), out.data, target, out.scalar_type);
    }
    for (size_t d = in.num_dims; d-- > 0;) {  // the next logical index, row-major
      index[d]++;
      source += in_strides[d];
      target += out_strides[d];
      if (index[d] < size_t(in.sizes[d])) break;
      source -= in_strides[d] * index[d];
      target -= out_strides[d] * index[d];
      index[d] = 0;
    }
  }
  return true;
}

}  // namespace

const std::vector<xnn_portable_op>& xnn_dim_order_ops() {
  static const std::vector<xnn_portable_op> ops = {
      {"dim_order_ops::_to_dim_order_copy.out", "TBlOO", check_to_dim_order_copy, run_dim_order_copy},
      {"dim_order_ops::_clone_dim_order.out", "TBlOO", check_clone_dim_order, run_dim_order_copy},
  };
  return ops;
}
