// Misuse of the define API. Every define function goes through the same generic mistakes (NULL subgraph, ids out of
// range, an output that is an external input or that another node already produces, unknown flags); then each has
// its own bad parameters (NaN and inverted clamp ranges, zero and overflowing sizes, shapes that disagree, invalid
// enum values).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>

#include "misuse/misuse-case.h"
#include "misuse/subgraph-fixtures.h"

namespace {

constexpr uint32_t kOutOfRange = 1000;
const float kInf = INFINITY;
const float kNaN = NAN;

void add_generic_cases(const DefineForm& form, std::vector<MisuseCase>& cases) {
  const xnn_status bad = xnn_status_invalid_parameter;
  auto generic = [form](std::string what, std::function<xnn_status(Graph&, const std::vector<uint32_t>&)> call) {
    return MisuseCase{form.function, std::move(what), xnn_status_invalid_parameter,
                      [form, call](Probe& probe, Outputs&) {
                        Graph g;
                        const std::vector<uint32_t> outputs = g.outputs_for(form);
                        probe.call([&] { return call(g, outputs); });
                      }};
  };
  cases.push_back(generic("subgraph_is_null", [form](Graph& g, const std::vector<uint32_t>& outputs) {
    return form.define(g, nullptr, g.input, outputs, 0);
  }));
  cases.push_back(generic("input_id_out_of_range", [form](Graph& g, const std::vector<uint32_t>& outputs) {
    return form.define(g, g.subgraph, kOutOfRange, outputs, 0);
  }));
  cases.push_back(generic("input_id_invalid", [form](Graph& g, const std::vector<uint32_t>& outputs) {
    return form.define(g, g.subgraph, XNN_INVALID_VALUE_ID, outputs, 0);
  }));
  cases.push_back(generic("output_id_out_of_range", [form](Graph& g, std::vector<uint32_t> outputs) {
    outputs[0] = kOutOfRange;
    return form.define(g, g.subgraph, g.input, outputs, 0);
  }));
  cases.push_back(generic("output_is_the_external_input", [form](Graph& g, std::vector<uint32_t> outputs) {
    outputs[0] = g.input;
    return form.define(g, g.subgraph, g.input, outputs, 0);
  }));
  cases.push_back(generic("output_is_a_constant", [form](Graph& g, std::vector<uint32_t> outputs) {
    outputs[0] = g.bias12;
    return form.define(g, g.subgraph, g.input, outputs, 0);
  }));
  cases.push_back(generic("unknown_flags", [form](Graph& g, const std::vector<uint32_t>& outputs) {
    return form.define(g, g.subgraph, g.input, outputs, 0x40000000u);
  }));
  // The first definition is valid; the second names an output the first already produces.
  cases.push_back({form.function, "output_already_produced", bad, [form](Probe& probe, Outputs&) {
                     Graph g;
                     const std::vector<uint32_t> outputs = g.outputs_for(form);
                     if (form.define(g, g.subgraph, g.input, outputs, 0) != xnn_status_success) {
                       ADD_FAILURE() << form.function << " refused the fixture's valid node";
                       return;
                     }
                     probe.call([&] { return form.define(g, g.subgraph, g.input, outputs, 0); });
                   }});
  if (form.output_dims.size() > 1) {
    cases.push_back(generic("outputs_repeat_an_id", [form](Graph& g, std::vector<uint32_t> outputs) {
      outputs[1] = outputs[0];
      return form.define(g, g.subgraph, g.input, outputs, 0);
    }));
  }
}

using GraphCall = std::function<xnn_status(Graph&, Outputs&)>;

// A case that calls `function` once on a fresh fixture graph.
MisuseCase on_graph(std::string function, std::string what, xnn_status expected, GraphCall call) {
  return {std::move(function), std::move(what), expected, [call](Probe& probe, Outputs& out) {
            Graph g;
            probe.call([&] { return call(g, out); });
          }};
}

// A case with an internal output value of `dims` defined first.
MisuseCase into(std::vector<size_t> dims, std::string function, std::string what, xnn_status expected,
                std::function<xnn_status(Graph&, uint32_t output)> call) {
  return {std::move(function), std::move(what), expected, [dims, call](Probe& probe, Outputs&) {
            Graph g;
            const uint32_t output = g.value(dims);
            probe.call([&] { return call(g, output); });
          }};
}

void add_value_cases(std::vector<MisuseCase>& cases) {
  const xnn_status bad = xnn_status_invalid_parameter;
  const std::string cs = "xnn_create_subgraph";
  cases.push_back({cs, "subgraph_out_is_null", bad,
                   [](Probe& probe, Outputs&) { probe.call([] { return xnn_create_subgraph(2, 0, nullptr); }); }});
  cases.push_back({cs, "unknown_flags", bad, [](Probe& probe, Outputs& o) {
                     probe.call([&] { return xnn_create_subgraph(2, 0x80000000u, o.handle<xnn_subgraph_t>()); });
                   }});
  cases.push_back({cs, "external_value_ids_invalid", bad, [](Probe& probe, Outputs& o) {
                     probe.call(
                         [&] { return xnn_create_subgraph(XNN_INVALID_VALUE_ID, 0, o.handle<xnn_subgraph_t>()); });
                   }});
  cases.push_back({"xnn_delete_subgraph", "null_is_accepted", xnn_status_success,
                   [](Probe& probe, Outputs&) { probe.call([] { return xnn_delete_subgraph(nullptr); }); }});

  const std::string dv = "xnn_define_tensor_value";
  const size_t dims[2] = {2, 3};
  auto value = [dims](xnn_subgraph_t s, xnn_datatype type, size_t num_dims, const size_t* d, uint32_t external,
                      uint32_t flags, Outputs& o) {
    return xnn_define_tensor_value(s, type, num_dims, d, nullptr, external, flags, &o.id);
  };
  cases.push_back(on_graph(dv, "subgraph_is_null", bad, [=](Graph&, Outputs& o) {
    return value(nullptr, xnn_datatype_fp32, 2, dims, XNN_INVALID_VALUE_ID, 0, o);
  }));
  cases.push_back(on_graph(dv, "id_out_is_null", bad, [=](Graph& g, Outputs&) {
    return xnn_define_tensor_value(g.subgraph, xnn_datatype_fp32, 2, dims, nullptr, XNN_INVALID_VALUE_ID, 0, nullptr);
  }));
  cases.push_back(on_graph(dv, "datatype_out_of_enum", bad, [=](Graph& g, Outputs& o) {
    return value(g.subgraph, xnn_datatype(999), 2, dims, XNN_INVALID_VALUE_ID, 0, o);
  }));
  cases.push_back(on_graph(dv, "datatype_invalid", bad, [=](Graph& g, Outputs& o) {
    return value(g.subgraph, xnn_datatype_invalid, 2, dims, XNN_INVALID_VALUE_ID, 0, o);
  }));
  cases.push_back(on_graph(dv, "too_many_dims", xnn_status_unsupported_parameter, [=](Graph& g, Outputs& o) {
    const size_t seven[XNN_MAX_TENSOR_DIMS + 1] = {1, 1, 1, 1, 1, 1, 1};
    return value(g.subgraph, xnn_datatype_fp32, XNN_MAX_TENSOR_DIMS + 1, seven, XNN_INVALID_VALUE_ID, 0, o);
  }));
  cases.push_back(on_graph(dv, "dims_is_null", bad, [=](Graph& g, Outputs& o) {
    return value(g.subgraph, xnn_datatype_fp32, 2, nullptr, XNN_INVALID_VALUE_ID, 0, o);
  }));
  cases.push_back(on_graph(dv, "dims_overflow", bad, [=](Graph& g, Outputs& o) {
    const size_t huge[3] = {SIZE_MAX / 2, SIZE_MAX / 2, 4};
    return value(g.subgraph, xnn_datatype_fp32, 3, huge, XNN_INVALID_VALUE_ID, 0, o);
  }));
  cases.push_back(on_graph(dv, "unknown_flags", bad, [=](Graph& g, Outputs& o) {
    return value(g.subgraph, xnn_datatype_fp32, 2, dims, 3, 0x80, o);
  }));
  cases.push_back(on_graph(dv, "external_id_out_of_range", bad, [=](Graph& g, Outputs& o) {
    return value(g.subgraph, xnn_datatype_fp32, 2, dims, kOutOfRange, XNN_VALUE_FLAG_EXTERNAL_OUTPUT, o);
  }));
  cases.push_back(on_graph(dv, "external_id_repeated", bad, [=](Graph& g, Outputs& o) {
    return value(g.subgraph, xnn_datatype_fp32, 2, dims, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT, o);
  }));
  cases.push_back(on_graph(dv, "external_flag_without_external_id", bad, [=](Graph& g, Outputs& o) {
    return value(g.subgraph, xnn_datatype_fp32, 2, dims, XNN_INVALID_VALUE_ID, XNN_VALUE_FLAG_EXTERNAL_INPUT, o);
  }));
  cases.push_back(on_graph(dv, "external_input_with_data", bad, [=](Graph& g, Outputs& o) {
    return xnn_define_tensor_value(g.subgraph, xnn_datatype_fp32, 2, dims, g.zeros(), 3, XNN_VALUE_FLAG_EXTERNAL_INPUT,
                                   &o.id);
  }));
  cases.push_back(on_graph(dv, "datatype_needs_quantization", bad, [=](Graph& g, Outputs& o) {
    return value(g.subgraph, xnn_datatype_qint8, 2, dims, XNN_INVALID_VALUE_ID, 0, o);
  }));

  // Quantized values: XNNPACK's rules on datatypes, zero points and scales.
  const std::string dq = "xnn_define_quantized_tensor_value";
  auto quantized = [dims](xnn_subgraph_t s, xnn_datatype type, int32_t zero_point, float scale, Outputs& o) {
    return xnn_define_quantized_tensor_value(s, type, zero_point, scale, 2, dims, nullptr, XNN_INVALID_VALUE_ID, 0,
                                             &o.id);
  };
  cases.push_back(on_graph(dq, "subgraph_is_null", bad,
                           [=](Graph&, Outputs& o) { return quantized(nullptr, xnn_datatype_qint8, 0, 1.0f, o); }));
  cases.push_back(on_graph(dq, "datatype_fp32", xnn_status_unsupported_parameter, [=](Graph& g, Outputs& o) {
    return quantized(g.subgraph, xnn_datatype_fp32, 0, 1.0f, o);
  }));
  cases.push_back(on_graph(dq, "datatype_channelwise", xnn_status_unsupported_parameter, [=](Graph& g, Outputs& o) {
    return quantized(g.subgraph, xnn_datatype_qcint8, 0, 1.0f, o);
  }));
  cases.push_back(on_graph(dq, "qint8_zero_point_above_127", bad, [=](Graph& g, Outputs& o) {
    return quantized(g.subgraph, xnn_datatype_qint8, 128, 1.0f, o);
  }));
  cases.push_back(on_graph(dq, "qint8_zero_point_below_minus_128", bad, [=](Graph& g, Outputs& o) {
    return quantized(g.subgraph, xnn_datatype_qint8, -129, 1.0f, o);
  }));
  cases.push_back(on_graph(dq, "quint8_zero_point_negative", bad, [=](Graph& g, Outputs& o) {
    return quantized(g.subgraph, xnn_datatype_quint8, -1, 1.0f, o);
  }));
  cases.push_back(on_graph(dq, "qint32_zero_point_nonzero", bad, [=](Graph& g, Outputs& o) {
    return quantized(g.subgraph, xnn_datatype_qint32, 1, 1.0f, o);
  }));
  for (const auto& [label, scale] : std::vector<std::pair<const char*, float>>{
           {"scale_zero", 0.0f}, {"scale_negative", -1.0f}, {"scale_nan", kNaN}, {"scale_infinite", INFINITY},
           {"scale_subnormal", 1e-40f}}) {
    const float bad_scale = scale;
    cases.push_back(on_graph(dq, label, bad, [=](Graph& g, Outputs& o) {
      return quantized(g.subgraph, xnn_datatype_qint8, 0, bad_scale, o);
    }));
  }
  cases.push_back(on_graph(dq, "dims_overflow", bad, [=](Graph& g, Outputs& o) {
    const size_t huge[3] = {SIZE_MAX / 2, SIZE_MAX / 2, 4};
    return xnn_define_quantized_tensor_value(g.subgraph, xnn_datatype_qint8, 0, 1.0f, 3, huge, nullptr,
                                             XNN_INVALID_VALUE_ID, 0, &o.id);
  }));
  cases.push_back(on_graph(dq, "id_out_is_null", bad, [=](Graph& g, Outputs&) {
    return xnn_define_quantized_tensor_value(g.subgraph, xnn_datatype_qint8, 0, 1.0f, 2, dims, nullptr,
                                             XNN_INVALID_VALUE_ID, 0, nullptr);
  }));
  cases.push_back(on_graph("xnn_validate_quantized_tensor", "quint8_zero_point_256", bad, [=](Graph&, Outputs&) {
    return xnn_validate_quantized_tensor(xnn_datatype_quint8, 256, 1.0f, 2, dims);
  }));

  // Channelwise values: a channel dimension inside the shape and one good scale per channel.
  static const float kScales[3] = {0.5f, 0.25f, 0.125f};
  static const float kOneBadScale[3] = {0.5f, 0.0f, 0.125f};
  const std::string dc = "xnn_define_channelwise_quantized_tensor_value";
  const std::string dc2 = "xnn_define_channelwise_quantized_tensor_value_v2";
  auto channelwise = [dims](xnn_subgraph_t s, xnn_datatype type, const float* scale, size_t num_dims,
                            size_t channel_dim, Outputs& o) {
    return xnn_define_channelwise_quantized_tensor_value(s, type, scale, num_dims, channel_dim, dims, nullptr,
                                                         XNN_INVALID_VALUE_ID, 0, &o.id);
  };
  cases.push_back(on_graph(dc, "subgraph_is_null", bad, [=](Graph&, Outputs& o) {
    return channelwise(nullptr, xnn_datatype_qcint8, kScales, 2, 1, o);
  }));
  cases.push_back(on_graph(dc, "datatype_qint8", xnn_status_unsupported_parameter, [=](Graph& g, Outputs& o) {
    return channelwise(g.subgraph, xnn_datatype_qint8, kScales, 2, 1, o);
  }));
  cases.push_back(on_graph(dc, "no_dimensions", bad, [=](Graph& g, Outputs& o) {
    return channelwise(g.subgraph, xnn_datatype_qcint8, kScales, 0, 0, o);
  }));
  cases.push_back(on_graph(dc, "channel_dim_outside_shape", bad, [=](Graph& g, Outputs& o) {
    return channelwise(g.subgraph, xnn_datatype_qcint8, kScales, 2, 2, o);
  }));
  cases.push_back(on_graph(dc, "scale_is_null", bad, [=](Graph& g, Outputs& o) {
    return channelwise(g.subgraph, xnn_datatype_qcint8, nullptr, 2, 1, o);
  }));
  cases.push_back(on_graph(dc, "one_scale_zero", bad, [=](Graph& g, Outputs& o) {
    return channelwise(g.subgraph, xnn_datatype_qcint32, kOneBadScale, 2, 1, o);
  }));
  cases.push_back(on_graph(dc2, "qcint8_zero_point_nonzero", bad, [=](Graph& g, Outputs& o) {
    return xnn_define_channelwise_quantized_tensor_value_v2(g.subgraph, xnn_datatype_qcint8, 1, kScales, 2, 1, dims,
                                                            nullptr, XNN_INVALID_VALUE_ID, 0, &o.id);
  }));
  cases.push_back(on_graph(dc2, "external_input_with_data", bad, [=](Graph& g, Outputs& o) {
    return xnn_define_channelwise_quantized_tensor_value_v2(g.subgraph, xnn_datatype_qcint8, 0, kScales, 2, 1, dims,
                                                            g.zeros(), 3, XNN_VALUE_FLAG_EXTERNAL_INPUT, &o.id);
  }));
  // _v3: per-channel zero points are refused (no node takes 2-bit filters); the rest is _v2's checking.
  const std::string dc3 = "xnn_define_channelwise_quantized_tensor_value_v3";
  static const float kZeroPoints[3] = {1.0f, 2.0f, 3.0f};
  cases.push_back(on_graph(dc3, "channelwise_zero_point_given", xnn_status_unsupported_parameter,
                           [=](Graph& g, Outputs& o) {
                             return xnn_define_channelwise_quantized_tensor_value_v3(
                                 g.subgraph, xnn_datatype_qcint8, 0, kScales, 2, 1, dims, nullptr,
                                 XNN_INVALID_VALUE_ID, 0, &o.id, kZeroPoints);
                           }));
  cases.push_back(on_graph(dc3, "one_scale_zero", bad, [=](Graph& g, Outputs& o) {
    return xnn_define_channelwise_quantized_tensor_value_v3(g.subgraph, xnn_datatype_qcint8, 0, kOneBadScale, 2, 1,
                                                            dims, nullptr, XNN_INVALID_VALUE_ID, 0, &o.id, nullptr);
  }));
  // Blockwise values: qbint4 with bf16 scales, at least two dimensions, a block size, good scales.
  static const uint16_t kBlockScales[6] = {0x3F00, 0x3F00, 0x3F00, 0x3F00, 0x3F00, 0x3F00};
  const std::string db = "xnn_define_blockwise_quantized_tensor_value";
  const std::string db2 = "xnn_define_blockwise_quantized_tensor_value_v2";
  cases.push_back(on_graph(db, "subgraph_is_null", bad, [=](Graph&, Outputs& o) {
    return xnn_define_blockwise_quantized_tensor_value(nullptr, xnn_datatype_qbint4, 8, kBlockScales, 2, 0, 1, dims,
                                                       nullptr, XNN_INVALID_VALUE_ID, 0, &o.id);
  }));
  cases.push_back(on_graph(db, "datatype_qcint4", xnn_status_unsupported_parameter, [=](Graph& g, Outputs& o) {
    return xnn_define_blockwise_quantized_tensor_value(g.subgraph, xnn_datatype_qcint4, 8, kBlockScales, 2, 0, 1,
                                                       dims, nullptr, XNN_INVALID_VALUE_ID, 0, &o.id);
  }));
  cases.push_back(on_graph(db, "block_size_0", bad, [=](Graph& g, Outputs& o) {
    return xnn_define_blockwise_quantized_tensor_value(g.subgraph, xnn_datatype_qbint4, 8, kBlockScales, 2, 0, 0,
                                                       dims, nullptr, XNN_INVALID_VALUE_ID, 0, &o.id);
  }));
  cases.push_back(on_graph(db, "id_out_is_null", bad, [=](Graph& g, Outputs&) {
    return xnn_define_blockwise_quantized_tensor_value(g.subgraph, xnn_datatype_qbint4, 8, kBlockScales, 2, 0, 1,
                                                       dims, nullptr, XNN_INVALID_VALUE_ID, 0, nullptr);
  }));
  cases.push_back(on_graph(db2, "fp16_scales", xnn_status_unsupported_parameter, [=](Graph& g, Outputs& o) {
    return xnn_define_blockwise_quantized_tensor_value_v2(g.subgraph, xnn_datatype_qbint4, 8, kBlockScales, 2, 0, 1,
                                                          dims, nullptr, XNN_INVALID_VALUE_ID, 0, xnn_datatype_fp16,
                                                          &o.id);
  }));
  cases.push_back(on_graph(db2, "scale_is_null", bad, [=](Graph& g, Outputs& o) {
    return xnn_define_blockwise_quantized_tensor_value_v2(g.subgraph, xnn_datatype_qbint4, 8, nullptr, 2, 0, 1, dims,
                                                          nullptr, XNN_INVALID_VALUE_ID, 0, xnn_datatype_bf16, &o.id);
  }));
  // Dynamically quantized values: qdint8, internal, num_nonbatch_dims within the shape.
  const std::string dd = "xnn_define_dynamically_quantized_tensor_value";
  cases.push_back(on_graph(dd, "datatype_qint8", xnn_status_unsupported_parameter, [=](Graph& g, Outputs& o) {
    return xnn_define_dynamically_quantized_tensor_value(g.subgraph, xnn_datatype_qint8, 2, 1, dims,
                                                         XNN_INVALID_VALUE_ID, 0, &o.id);
  }));
  cases.push_back(on_graph(dd, "num_nonbatch_dims_above_num_dims", bad, [=](Graph& g, Outputs& o) {
    return xnn_define_dynamically_quantized_tensor_value(g.subgraph, xnn_datatype_qdint8, 2, 3, dims,
                                                         XNN_INVALID_VALUE_ID, 0, &o.id);
  }));
  cases.push_back(on_graph(dd, "external_input", xnn_status_unsupported_parameter, [=](Graph& g, Outputs& o) {
    return xnn_define_dynamically_quantized_tensor_value(g.subgraph, xnn_datatype_qdint8, 2, 1, dims, 3,
                                                         XNN_VALUE_FLAG_EXTERNAL_INPUT, &o.id);
  }));
  cases.push_back(on_graph(dd, "id_out_is_null", bad, [=](Graph& g, Outputs&) {
    return xnn_define_dynamically_quantized_tensor_value(g.subgraph, xnn_datatype_qdint8, 2, 1, dims,
                                                         XNN_INVALID_VALUE_ID, 0, nullptr);
  }));
  cases.push_back(on_graph("xnn_validate_channelwise_quantized_tensor", "channel_dim_outside_shape", bad,
                           [=](Graph&, Outputs&) {
                             return xnn_validate_channelwise_quantized_tensor(xnn_datatype_qcint8, 0, kScales, 2, 5,
                                                                              dims);
                           }));
}

void add_node_cases(std::vector<MisuseCase>& cases) {
  const xnn_status bad = xnn_status_invalid_parameter;
  const std::vector<size_t> same = {1, 4, 4, 12};

  // Unary and binary nodes.
  static const xnn_unary_params kClampInverted = {{1.0f, -1.0f}};
  static const xnn_unary_params kClampNaN = {{kNaN, 1.0f}};
  static const xnn_binary_params kBinaryNaN = {NAN, 1.0};
  static const xnn_binary_params kBinaryInverted = {1.0, -1.0};
  const std::string un = "xnn_define_unary";
  cases.push_back(into(same, un, "operator_out_of_enum", bad, [](Graph& g, uint32_t o) {
    return xnn_define_unary(g.subgraph, xnn_unary_operator(999), nullptr, g.input, o, 0);
  }));
  cases.push_back(into(same, un, "operator_invalid", bad, [](Graph& g, uint32_t o) {
    return xnn_define_unary(g.subgraph, xnn_unary_invalid, nullptr, g.input, o, 0);
  }));
  cases.push_back(into(same, un, "clamp_params_null", bad, [](Graph& g, uint32_t o) {
    return xnn_define_unary(g.subgraph, xnn_unary_clamp, nullptr, g.input, o, 0);
  }));
  cases.push_back(into(same, un, "clamp_range_inverted", bad, [](Graph& g, uint32_t o) {
    return xnn_define_unary(g.subgraph, xnn_unary_clamp, &kClampInverted, g.input, o, 0);
  }));
  cases.push_back(into(same, un, "clamp_min_nan", bad, [](Graph& g, uint32_t o) {
    return xnn_define_unary(g.subgraph, xnn_unary_clamp, &kClampNaN, g.input, o, 0);
  }));
  const std::string bn = "xnn_define_binary";
  cases.push_back(into(same, bn, "operator_out_of_enum", bad, [](Graph& g, uint32_t o) {
    return xnn_define_binary(g.subgraph, xnn_binary_operator(999), nullptr, g.input, g.input2, o, 0);
  }));
  cases.push_back(into(same, bn, "operator_invalid", bad, [](Graph& g, uint32_t o) {
    return xnn_define_binary(g.subgraph, xnn_binary_invalid, nullptr, g.input, g.input2, o, 0);
  }));
  cases.push_back(into(same, bn, "output_min_nan", bad, [](Graph& g, uint32_t o) {
    return xnn_define_binary(g.subgraph, xnn_binary_add, &kBinaryNaN, g.input, g.input2, o, 0);
  }));
  cases.push_back(into(same, bn, "output_range_inverted", bad, [](Graph& g, uint32_t o) {
    return xnn_define_binary(g.subgraph, xnn_binary_add, &kBinaryInverted, g.input, g.input2, o, 0);
  }));
  cases.push_back(into(same, bn, "no_broadcast_flag_with_broadcasting_shapes", bad, [](Graph& g, uint32_t o) {
    return xnn_define_binary(g.subgraph, xnn_binary_add, nullptr, g.input, g.value({1, 1, 1, 3}), o,
                             XNN_FLAG_NO_BROADCAST);
  }));
  cases.push_back(into(same, bn, "shapes_do_not_broadcast", bad, [](Graph& g, uint32_t o) {
    return xnn_define_binary(g.subgraph, xnn_binary_add, nullptr, g.input, g.bias5, o, 0);
  }));
  cases.push_back(into(same, "xnn_define_add2", "output_range_inverted", bad, [](Graph& g, uint32_t o) {
    return xnn_define_add2(g.subgraph, 1.0f, -1.0f, g.input, g.input2, o, 0);
  }));
  cases.push_back(into(same, "xnn_define_multiply2", "output_max_nan", bad, [](Graph& g, uint32_t o) {
    return xnn_define_multiply2(g.subgraph, -kInf, kNaN, g.input, g.input2, o, 0);
  }));
  cases.push_back(into(same, "xnn_define_subtract", "output_range_empty_at_infinity", bad, [](Graph& g, uint32_t o) {
    return xnn_define_subtract(g.subgraph, kInf, kInf, g.input, g.input2, o, 0);
  }));
  cases.push_back(into(same, "xnn_define_divide", "output_min_nan", bad, [](Graph& g, uint32_t o) {
    return xnn_define_divide(g.subgraph, kNaN, kInf, g.input, g.input2, o, 0);
  }));
  cases.push_back(into(same, "xnn_define_prelu", "slope_channels_disagree", bad,
                       [](Graph& g, uint32_t o) { return xnn_define_prelu(g.subgraph, g.input, g.bias5, o, 0); }));
  cases.push_back(into(same, "xnn_define_clamp", "output_range_inverted", bad,
                       [](Graph& g, uint32_t o) { return xnn_define_clamp(g.subgraph, 1.0f, 0.0f, g.input, o, 0); }));
  cases.push_back(into(same, "xnn_define_clamp", "output_max_nan", bad,
                       [](Graph& g, uint32_t o) { return xnn_define_clamp(g.subgraph, 0.0f, kNaN, g.input, o, 0); }));
  cases.push_back(into(same, "xnn_define_elu", "alpha_zero", bad,
                       [](Graph& g, uint32_t o) { return xnn_define_elu(g.subgraph, 0.0f, g.input, o, 0); }));
  cases.push_back(into(same, "xnn_define_elu", "alpha_negative", bad,
                       [](Graph& g, uint32_t o) { return xnn_define_elu(g.subgraph, -1.0f, g.input, o, 0); }));
  cases.push_back(into(same, "xnn_define_elu", "alpha_nan", bad,
                       [](Graph& g, uint32_t o) { return xnn_define_elu(g.subgraph, kNaN, g.input, o, 0); }));
  cases.push_back(into(same, "xnn_define_leaky_relu", "negative_slope_nan", bad,
                       [](Graph& g, uint32_t o) { return xnn_define_leaky_relu(g.subgraph, kNaN, g.input, o, 0); }));
  cases.push_back(into(same, "xnn_define_leaky_relu", "negative_slope_infinite", bad,
                       [](Graph& g, uint32_t o) { return xnn_define_leaky_relu(g.subgraph, kInf, g.input, o, 0); }));

  // Matrix and convolution nodes.
  cases.push_back(
      into({1, 4, 4, 5}, "xnn_define_fully_connected", "filter_input_channels_disagree", bad, [](Graph& g, uint32_t o) {
        return xnn_define_fully_connected(g.subgraph, -kInf, kInf, g.input, g.filter_conv, g.bias5, o, 0);
      }));
  cases.push_back(
      into({1, 4, 4, 5}, "xnn_define_fully_connected", "bias_channels_disagree", bad, [](Graph& g, uint32_t o) {
        return xnn_define_fully_connected(g.subgraph, -kInf, kInf, g.input, g.filter_fc, g.bias12, o, 0);
      }));
  cases.push_back(into({1, 4, 4, 5}, "xnn_define_fully_connected_sparse", "bias_channels_disagree", bad,
                       [](Graph& g, uint32_t o) {
                         return xnn_define_fully_connected_sparse(g.subgraph, -kInf, kInf, g.input, g.filter_fc,
                                                                  g.bias12, o, 0);
                       }));
  cases.push_back(
      into({1, 4, 4, 5}, "xnn_define_fully_connected", "output_range_inverted", bad, [](Graph& g, uint32_t o) {
        return xnn_define_fully_connected(g.subgraph, 1.0f, -1.0f, g.input, g.filter_fc, g.bias5, o, 0);
      }));
  cases.push_back(
      into({1, 4, 4, 5}, "xnn_define_fully_connected", "filter_id_out_of_range", bad, [](Graph& g, uint32_t o) {
        return xnn_define_fully_connected(g.subgraph, -kInf, kInf, g.input, kOutOfRange, g.bias5, o, 0);
      }));
  cases.push_back(
      into({1, 4, 4, 3}, "xnn_define_batch_matrix_multiply", "inner_dims_disagree", bad,
           [](Graph& g, uint32_t o) { return xnn_define_batch_matrix_multiply(g.subgraph, g.input, g.input, o, 0); }));
  cases.push_back(into({1, 4, 4, 5}, "xnn_define_batch_matrix_multiply", "no_broadcast_flag_with_broadcasting_batches",
                       bad, [](Graph& g, uint32_t o) {
                         return xnn_define_batch_matrix_multiply(g.subgraph, g.input, g.value({1, 1, 3, 5}), o,
                                                                 XNN_FLAG_NO_BROADCAST);
                       }));

  auto conv = [](Graph& g, uint32_t kernel, uint32_t subsampling, uint32_t groups, size_t gic, float min, float max,
                 uint32_t filter, uint32_t o) {
    return xnn_define_convolution_2d(g.subgraph, 0, 0, 0, 0, kernel, kernel, subsampling, subsampling, 1, 1, groups,
                                     gic, 5, min, max, g.input, filter, g.bias5, o, 0);
  };
  const std::string cv = "xnn_define_convolution_2d";
  const std::vector<size_t> conv_out = {1, 3, 3, 5};
  cases.push_back(into(conv_out, cv, "kernel_size_zero", bad,
                       [=](Graph& g, uint32_t o) { return conv(g, 0, 1, 1, 12, -kInf, kInf, g.filter_conv, o); }));
  cases.push_back(into(conv_out, cv, "subsampling_zero", bad,
                       [=](Graph& g, uint32_t o) { return conv(g, 2, 0, 1, 12, -kInf, kInf, g.filter_conv, o); }));
  cases.push_back(into(conv_out, cv, "groups_zero", bad,
                       [=](Graph& g, uint32_t o) { return conv(g, 2, 1, 0, 12, -kInf, kInf, g.filter_conv, o); }));
  cases.push_back(into(conv_out, cv, "input_channels_disagree", bad,
                       [=](Graph& g, uint32_t o) { return conv(g, 2, 1, 1, 7, -kInf, kInf, g.filter_conv, o); }));
  cases.push_back(into(conv_out, cv, "output_min_nan", bad,
                       [=](Graph& g, uint32_t o) { return conv(g, 2, 1, 1, 12, kNaN, kInf, g.filter_conv, o); }));
  cases.push_back(into(conv_out, cv, "filter_shape_disagrees", bad,
                       [=](Graph& g, uint32_t o) { return conv(g, 2, 1, 1, 12, -kInf, kInf, g.filter_fc, o); }));
  cases.push_back(into(conv_out, cv, "channels_overflow", bad, [](Graph& g, uint32_t o) {
    return xnn_define_convolution_2d(g.subgraph, 0, 0, 0, 0, 2, 2, 1, 1, 1, 1, UINT32_MAX, SIZE_MAX / 2, SIZE_MAX / 2,
                                     -kInf, kInf, g.input, g.filter_conv, g.bias5, o, 0);
  }));
  const std::string dw = "xnn_define_depthwise_convolution_2d";
  auto dwconv = [](Graph& g, uint32_t kernel, uint32_t multiplier, size_t channels, float min, float max, uint32_t o) {
    return xnn_define_depthwise_convolution_2d(g.subgraph, 0, 0, 0, 0, kernel, kernel, 1, 1, 1, 1, multiplier, channels,
                                               min, max, g.input, g.filter_dw, g.bias12, o, 0);
  };
  cases.push_back(into({1, 3, 3, 12}, dw, "depth_multiplier_zero", bad,
                       [=](Graph& g, uint32_t o) { return dwconv(g, 2, 0, 12, -kInf, kInf, o); }));
  cases.push_back(into({1, 3, 3, 12}, dw, "input_channels_disagree", bad,
                       [=](Graph& g, uint32_t o) { return dwconv(g, 2, 1, 6, -kInf, kInf, o); }));
  cases.push_back(into({1, 3, 3, 12}, dw, "output_range_inverted", bad,
                       [=](Graph& g, uint32_t o) { return dwconv(g, 2, 1, 12, 2.0f, 1.0f, o); }));
  cases.push_back(into({1, 3, 3, 12}, dw, "kernel_size_zero", bad,
                       [=](Graph& g, uint32_t o) { return dwconv(g, 0, 1, 12, -kInf, kInf, o); }));
  const std::string dc = "xnn_define_deconvolution_2d";
  auto deconv = [](Graph& g, uint32_t adjustment, uint32_t upsampling, size_t gic, float min, float max, uint32_t o) {
    return xnn_define_deconvolution_2d(g.subgraph, 0, 0, 0, 0, adjustment, 0, 2, 2, upsampling, upsampling, 1, 1, 1,
                                       gic, 5, min, max, g.input, g.filter_conv, g.bias5, o, 0);
  };
  cases.push_back(into({1, 8, 8, 5}, dc, "upsampling_zero", bad,
                       [=](Graph& g, uint32_t o) { return deconv(g, 0, 0, 12, -kInf, kInf, o); }));
  cases.push_back(into({1, 8, 8, 5}, dc, "adjustment_not_below_upsampling", bad,
                       [=](Graph& g, uint32_t o) { return deconv(g, 2, 2, 12, -kInf, kInf, o); }));
  cases.push_back(into({1, 8, 8, 5}, dc, "input_channels_disagree", bad,
                       [=](Graph& g, uint32_t o) { return deconv(g, 0, 2, 6, -kInf, kInf, o); }));
  cases.push_back(into({1, 8, 8, 5}, dc, "output_max_nan", bad,
                       [=](Graph& g, uint32_t o) { return deconv(g, 0, 2, 12, -kInf, kNaN, o); }));

  // Pooling nodes.
  const std::vector<size_t> pooled = {1, 2, 2, 12};
  cases.push_back(into(pooled, "xnn_define_average_pooling_2d", "pooling_size_zero", bad, [](Graph& g, uint32_t o) {
    return xnn_define_average_pooling_2d(g.subgraph, 0, 0, 0, 0, 0, 0, 2, 2, -kInf, kInf, g.input, o, 0);
  }));
  cases.push_back(into(pooled, "xnn_define_average_pooling_2d", "stride_zero", bad, [](Graph& g, uint32_t o) {
    return xnn_define_average_pooling_2d(g.subgraph, 0, 0, 0, 0, 2, 2, 0, 0, -kInf, kInf, g.input, o, 0);
  }));
  cases.push_back(into(pooled, "xnn_define_average_pooling_2d", "output_range_inverted", bad, [](Graph& g, uint32_t o) {
    return xnn_define_average_pooling_2d(g.subgraph, 0, 0, 0, 0, 2, 2, 2, 2, 1.0f, 0.0f, g.input, o, 0);
  }));
  cases.push_back(into(pooled, "xnn_define_max_pooling_2d", "dilation_zero", bad, [](Graph& g, uint32_t o) {
    return xnn_define_max_pooling_2d(g.subgraph, 0, 0, 0, 0, 2, 2, 2, 2, 0, 0, -kInf, kInf, g.input, o, 0);
  }));
  cases.push_back(into(pooled, "xnn_define_max_pooling_2d", "output_min_nan", bad, [](Graph& g, uint32_t o) {
    return xnn_define_max_pooling_2d(g.subgraph, 0, 0, 0, 0, 2, 2, 2, 2, 1, 1, kNaN, kInf, g.input, o, 0);
  }));
  cases.push_back(into(pooled, "xnn_define_max_pooling_2d", "padding_not_below_window", bad, [](Graph& g, uint32_t o) {
    return xnn_define_max_pooling_2d(g.subgraph, 2, 0, 0, 0, 2, 2, 2, 2, 1, 1, -kInf, kInf, g.input, o, 0);
  }));
  cases.push_back(into(pooled, "xnn_define_argmax_pooling_2d", "pooling_size_zero", bad, [](Graph& g, uint32_t o) {
    return xnn_define_argmax_pooling_2d(g.subgraph, 0, 0, 0, 0, 0, 0, g.input, o, g.value({1, 2, 2, 12}), 0);
  }));
  cases.push_back(into({1, 1, 1, 12}, "xnn_define_global_average_pooling_2d", "output_range_inverted", bad,
                       [](Graph& g, uint32_t o) {
                         return xnn_define_global_average_pooling_2d(g.subgraph, 1.0f, 0.0f, g.input, o, 0);
                       }));
  cases.push_back(
      into({1, 1, 1, 12}, "xnn_define_global_average_pooling_2d", "input_rank_below_3", bad, [](Graph& g, uint32_t o) {
        return xnn_define_global_average_pooling_2d(g.subgraph, -kInf, kInf, g.bias12, o, 0);
      }));

  cases.push_back(into({1, 12}, "xnn_define_static_reduce_v2", "axis_past_rank", bad, [](Graph& g, uint32_t o) {
    const int64_t axes[2] = {1, 4};
    return xnn_define_static_reduce_v2(g.subgraph, xnn_reduce_sum, 2, axes, g.input, o, 0);
  }));
  cases.push_back(into({1, 12}, "xnn_define_static_reduce", "no_axes", bad, [](Graph& g, uint32_t o) {
    const size_t axes[1] = {1};
    return xnn_define_static_reduce(g.subgraph, xnn_reduce_max, 0, axes, g.input, o, 0);
  }));
  cases.push_back(into({1, 12}, "xnn_define_static_mean", "reduction_axes_null", bad, [](Graph& g, uint32_t o) {
    return xnn_define_static_mean(g.subgraph, 2, nullptr, g.input, o, 0);
  }));

  // Shape nodes.
  cases.push_back(into({16, 12}, "xnn_define_static_reshape", "element_count_disagrees", bad, [](Graph& g, uint32_t o) {
    const size_t shape[2] = {16, 11};
    return xnn_define_static_reshape(g.subgraph, 2, shape, g.input, o, 0);
  }));
  cases.push_back(into({16, 12}, "xnn_define_static_reshape", "two_dims_inferred", bad, [](Graph& g, uint32_t o) {
    const size_t shape[2] = {0, 0};
    return xnn_define_static_reshape(g.subgraph, 2, shape, g.input, o, 0);
  }));
  cases.push_back(into({16, 12}, "xnn_define_static_reshape", "new_shape_is_null", bad, [](Graph& g, uint32_t o) {
    return xnn_define_static_reshape(g.subgraph, 2, nullptr, g.input, o, 0);
  }));
  cases.push_back(into({16, 12}, "xnn_define_static_reshape", "new_shape_overflows", bad, [](Graph& g, uint32_t o) {
    const size_t shape[3] = {SIZE_MAX / 2, SIZE_MAX / 2, 4};
    return xnn_define_static_reshape(g.subgraph, 3, shape, g.input, o, 0);
  }));
  cases.push_back(
      into({1, 12, 4, 4}, "xnn_define_static_transpose", "perm_repeats_a_dimension", bad, [](Graph& g, uint32_t o) {
        const size_t perm[4] = {0, 3, 3, 2};
        return xnn_define_static_transpose(g.subgraph, 4, perm, g.input, o, 0);
      }));
  cases.push_back(
      into({1, 12, 4, 4}, "xnn_define_static_transpose", "num_dims_disagrees", bad, [](Graph& g, uint32_t o) {
        const size_t perm[3] = {0, 2, 1};
        return xnn_define_static_transpose(g.subgraph, 3, perm, g.input, o, 0);
      }));
  cases.push_back(into({1, 2, 2, 12}, "xnn_define_static_slice", "slice_past_the_end", bad, [](Graph& g, uint32_t o) {
    const size_t offsets[4] = {0, 3, 0, 0}, sizes[4] = {1, 2, 2, 12};
    return xnn_define_static_slice(g.subgraph, 4, offsets, sizes, g.input, o, 0);
  }));
  cases.push_back(
      into({1, 2, 2, 12}, "xnn_define_static_slice", "offset_plus_size_wraps", bad, [](Graph& g, uint32_t o) {
        const size_t offsets[4] = {0, 3, 0, 0}, sizes[4] = {1, SIZE_MAX, 2, 12};
        return xnn_define_static_slice(g.subgraph, 4, offsets, sizes, g.input, o, 0);
      }));
  cases.push_back(
      into({1, 6, 6, 12}, "xnn_define_static_constant_pad", "padding_overflows", bad, [](Graph& g, uint32_t o) {
        const size_t pre[4] = {0, SIZE_MAX, 0, 0}, post[4] = {0, 2, 0, 0};
        return xnn_define_static_constant_pad(g.subgraph, pre, post, 0.0f, g.input, o, 0);
      }));
  cases.push_back(
      into({1, 6, 6, 12}, "xnn_define_static_constant_pad", "pre_paddings_is_null", bad, [](Graph& g, uint32_t o) {
        const size_t post[4] = {0, 1, 1, 0};
        return xnn_define_static_constant_pad(g.subgraph, nullptr, post, 0.0f, g.input, o, 0);
      }));
  cases.push_back(
      into({1, 8, 8, 12}, "xnn_define_static_resize_bilinear_2d", "new_height_zero", bad,
           [](Graph& g, uint32_t o) { return xnn_define_static_resize_bilinear_2d(g.subgraph, 0, 8, g.input, o, 0); }));
  cases.push_back(into({1, 8, 8, 12}, "xnn_define_static_resize_bilinear_2d", "new_width_too_large",
                       xnn_status_unsupported_parameter, [](Graph& g, uint32_t o) {
                         return xnn_define_static_resize_bilinear_2d(g.subgraph, 8, size_t(1) << 24, g.input, o, 0);
                       }));
  cases.push_back(
      into({1, 8, 8, 12}, "xnn_define_static_resize_bilinear_2d", "both_corner_modes", bad, [](Graph& g, uint32_t o) {
        return xnn_define_static_resize_bilinear_2d(g.subgraph, 8, 8, g.input, o,
                                                    XNN_FLAG_ALIGN_CORNERS | XNN_FLAG_TENSORFLOW_LEGACY_MODE);
      }));
  cases.push_back(into({1, 4, 4, 24}, "xnn_define_concatenate", "axis_out_of_range", bad, [](Graph& g, uint32_t o) {
    const uint32_t inputs[2] = {g.input, g.input2};
    return xnn_define_concatenate(g.subgraph, 4, 2, inputs, o, 0);
  }));
  cases.push_back(into({1, 4, 4, 24}, "xnn_define_concatenate", "inputs_is_null", bad,
                       [](Graph& g, uint32_t o) { return xnn_define_concatenate(g.subgraph, 3, 2, nullptr, o, 0); }));
  cases.push_back(into({1, 4, 4, 24}, "xnn_define_concatenate", "num_inputs_zero", bad, [](Graph& g, uint32_t o) {
    const uint32_t inputs[1] = {g.input};
    return xnn_define_concatenate(g.subgraph, 3, 0, inputs, o, 0);
  }));
  cases.push_back(
      into({1, 4, 4, 24}, "xnn_define_concatenate2", "shapes_disagree_off_axis", bad, [](Graph& g, uint32_t o) {
        return xnn_define_concatenate2(g.subgraph, 1, g.input, g.value({1, 4, 5, 12}), o, 0);
      }));
  cases.push_back(into({1, 4, 4, 24}, "xnn_define_concatenate2", "ranks_disagree", bad, [](Graph& g, uint32_t o) {
    return xnn_define_concatenate2(g.subgraph, 0, g.input, g.bias12, o, 0);
  }));
  cases.push_back(
      into({1, 4, 4, 12}, "xnn_define_even_split2", "dimension_not_divisible", bad, [](Graph& g, uint32_t o) {
        return xnn_define_even_split2(g.subgraph, 3, g.value({1, 4, 4, 5}), o, g.value({1, 4, 4, 12}), 0);
      }));
  cases.push_back(into({1, 4, 4, 4}, "xnn_define_even_split3", "split_dim_out_of_range", bad, [](Graph& g, uint32_t o) {
    return xnn_define_even_split3(g.subgraph, 4, g.input, o, g.value({1, 4, 4, 4}), g.value({1, 4, 4, 4}), 0);
  }));
}

}  // namespace

std::vector<MisuseCase> subgraph_cases() {
  std::vector<MisuseCase> cases;
  add_value_cases(cases);
  for (const DefineForm& form : define_forms()) add_generic_cases(form, cases);
  add_node_cases(cases);
  return cases;
}
