#include "operators/broadcast.h"

#include <algorithm>

#include "log.h"
#include "operators/validate.h"

namespace {

constexpr unsigned kAVaries = 1, kBVaries = 2;

xnn_status check_shape(const char* op, const char* name, size_t rank, const size_t* shape) {
  if (rank > XNN_MAX_TENSOR_DIMS) {
    xnn_log_error("%s: %s has %zu dimensions; expected <= %d", op, name, rank, XNN_MAX_TENSOR_DIMS);
    return xnn_status_invalid_parameter;
  }
  if (rank != 0) return xnn_check_not_null(op, name, shape);
  return xnn_status_success;
}

}  // namespace

xnn_status xnn_normalize_broadcast(const char* op, size_t a_rank, const size_t* a, size_t b_rank, const size_t* b,
                                   xnn_broadcast_shape* out) {
  xnn_status status;
  if ((status = check_shape(op, "input1_shape", a_rank, a)) || (status = check_shape(op, "input2_shape", b_rank, b))) {
    return status;
  }
  const size_t rank = std::max(a_rank, b_rank);
  // Innermost first while building: (size, which inputs vary) per kept dimension.
  size_t size[XNN_MAX_TENSOR_DIMS];
  unsigned kind[XNN_MAX_TENSOR_DIMS];
  size_t kept = 0;
  bool empty = false;
  for (size_t from_end = 0; from_end < rank; from_end++) {
    const size_t ad = from_end < a_rank ? a[a_rank - 1 - from_end] : 1;
    const size_t bd = from_end < b_rank ? b[b_rank - 1 - from_end] : 1;
    if (ad != bd && ad != 1 && bd != 1) {
      xnn_log_error("%s: input1_shape[%zu] = %zu and input2_shape[%zu] = %zu do not broadcast (sizes differ and "
                    "neither is 1)", op, a_rank - 1 - from_end, ad, b_rank - 1 - from_end, bd);
      return xnn_status_invalid_parameter;
    }
    const size_t od = ad == 1 ? bd : ad;
    if (od == 0) empty = true;
    if (od == 1) continue;
    const unsigned k = (ad == od ? kAVaries : 0u) | (bd == od ? kBVaries : 0u);
    if (kept != 0 && kind[kept - 1] == k) {
      if (!xnn_checked_product(op, {size[kept - 1], od}, &size[kept - 1])) return xnn_status_invalid_parameter;
    } else {
      size[kept] = od;
      kind[kept] = k;
      kept++;
    }
  }
  if (kept == 0) {
    size[0] = 1;
    kind[0] = kAVaries | kBVaries;
    kept = 1;
  }
  size_t a_count = 1, b_count = 1, elements = 1;
  out->num_dims = kept;
  for (size_t i = 0; i < kept; i++) {
    const size_t d = kept - 1 - i;  // outermost first
    out->dim[d] = size[i];
    out->a_stride[d] = kind[i] & kAVaries ? a_count : 0;
    out->b_stride[d] = kind[i] & kBVaries ? b_count : 0;
    if (kind[i] & kAVaries) a_count *= size[i];
    if (kind[i] & kBVaries) b_count *= size[i];
    if (!xnn_checked_product(op, {elements, size[i], sizeof(float)}, &elements)) {
      return xnn_status_invalid_parameter;
    }
    elements /= sizeof(float);
  }
  out->elements = empty ? 0 : elements;
  return xnn_status_success;
}

void xnn_broadcast_output_shape(size_t a_rank, const size_t* a, size_t b_rank, const size_t* b, size_t* rank,
                                size_t* dims) {
  *rank = std::max(a_rank, b_rank);
  for (size_t from_end = 0; from_end < *rank; from_end++) {
    const size_t ad = from_end < a_rank ? a[a_rank - 1 - from_end] : 1;
    const size_t bd = from_end < b_rank ? b[b_rank - 1 - from_end] : 1;
    dims[*rank - 1 - from_end] = ad == 1 ? bd : ad;
  }
}
