// Misuse of the runtime API: NULL handles and outputs, ids that are not external values, shapes that disagree with
// the graph, wrong call order (setup before the pending reshape, invoke before setup), workspaces, profiling queries.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>

#include "misuse/misuse-case.h"

namespace {

const float kZeros[64] = {};
constexpr uint32_t kNotExternal = 7;
const xnn_status bad = xnn_status_invalid_parameter;

// A fully connected layer [2, 4] -> [2, 3] between external input 0 and external output 1.
struct Net {
  explicit Net(uint32_t flags = 0, xnn_workspace_t workspace = nullptr) {
    EXPECT_EQ(xnn_create_subgraph(2, 0, &subgraph), xnn_status_success);
    input = value({2, 4}, nullptr, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT);
    output = value({2, 3}, nullptr, 1, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
    EXPECT_EQ(xnn_define_fully_connected(subgraph, -INFINITY, INFINITY, input, value({3, 4}, kZeros),
                                         value({3}, kZeros), output, 0),
              xnn_status_success);
    EXPECT_EQ(xnn_create_runtime_v4(subgraph, nullptr, workspace, nullptr, flags, &runtime), xnn_status_success);
  }
  ~Net() {
    xnn_delete_runtime(runtime);
    xnn_delete_subgraph(subgraph);
  }
  uint32_t value(std::vector<size_t> dims, const void* data = nullptr, uint32_t external_id = XNN_INVALID_VALUE_ID,
                 uint32_t flags = 0) {
    uint32_t id = XNN_INVALID_VALUE_ID;
    EXPECT_EQ(
        xnn_define_tensor_value(subgraph, xnn_datatype_fp32, dims.size(), dims.data(), data, external_id, flags, &id),
        xnn_status_success);
    return id;
  }
  xnn_status setup(float* out) {
    const xnn_external_value externals[2] = {{input, const_cast<float*>(kZeros)}, {output, out}};
    return xnn_setup_runtime_v2(runtime, 2, externals);
  }
  xnn_subgraph_t subgraph = nullptr;
  xnn_runtime_t runtime = nullptr;
  uint32_t input = 0, output = 0;
};

MisuseCase on_net(std::string function, std::string what, xnn_status expected,
                  std::function<xnn_status(Net&, Outputs&)> call, uint32_t flags = 0) {
  return {std::move(function), std::move(what), expected, [call, flags](Probe& probe, Outputs& out) {
            Net net(flags);
            probe.call([&] { return call(net, out); });
          }};
}

void add_create_cases(std::vector<MisuseCase>& cases) {
  cases.push_back({"xnn_create_runtime", "subgraph_is_null", bad, [](Probe& probe, Outputs& o) {
                     probe.call([&] { return xnn_create_runtime(nullptr, o.handle<xnn_runtime_t>()); });
                   }});
  cases.push_back({"xnn_create_runtime_v2", "runtime_out_is_null", bad, [](Probe& probe, Outputs&) {
                     Net net;
                     probe.call([&] { return xnn_create_runtime_v2(net.subgraph, nullptr, 0, nullptr); });
                   }});
  cases.push_back(
      {"xnn_create_runtime_v3", "unknown_flags", xnn_status_unsupported_parameter, [](Probe& probe, Outputs& o) {
         Net net;
         probe.call([&] {
           return xnn_create_runtime_v3(net.subgraph, nullptr, nullptr, 0x40000000u, o.handle<xnn_runtime_t>());
         });
       }});
  cases.push_back({"xnn_create_runtime_v4", "subgraph_is_null", bad, [](Probe& probe, Outputs& o) {
                     probe.call([&] {
                       return xnn_create_runtime_v4(nullptr, nullptr, nullptr, nullptr, 0, o.handle<xnn_runtime_t>());
                     });
                   }});
  // The graph infers [2, 3] for the output; a caller who declared it [2, 5] would size its buffer wrongly. The
  // refusal may come from the define call or from runtime creation: one sentence either way.
  cases.push_back(
      {"xnn_create_runtime_v2", "external_output_shape_disagrees_with_graph", bad, [](Probe& probe, Outputs& o) {
         xnn_subgraph_t subgraph = nullptr;
         ASSERT_EQ(xnn_create_subgraph(2, 0, &subgraph), xnn_status_success);
         const size_t in_dims[2] = {2, 3}, out_dims[2] = {2, 5};
         uint32_t in = 0, out = 1;
         EXPECT_EQ(xnn_define_tensor_value(subgraph, xnn_datatype_fp32, 2, in_dims, nullptr, 0,
                                           XNN_VALUE_FLAG_EXTERNAL_INPUT, &in),
                   xnn_status_success);
         EXPECT_EQ(xnn_define_tensor_value(subgraph, xnn_datatype_fp32, 2, out_dims, nullptr, 1,
                                           XNN_VALUE_FLAG_EXTERNAL_OUTPUT, &out),
                   xnn_status_success);
         probe.call([&] {
           const xnn_status defined = xnn_define_sigmoid(subgraph, in, out, 0);
           if (defined != xnn_status_success) return defined;
           return xnn_create_runtime_v2(subgraph, nullptr, 0, o.handle<xnn_runtime_t>());
         });
         xnn_delete_subgraph(subgraph);
       }});
  cases.push_back({"xnn_create_workspace", "workspace_out_is_null", bad,
                   [](Probe& probe, Outputs&) { probe.call([] { return xnn_create_workspace(nullptr); }); }});
  cases.push_back({"xnn_release_workspace", "null_is_accepted", xnn_status_success,
                   [](Probe& probe, Outputs&) { probe.call([] { return xnn_release_workspace(nullptr); }); }});
  // A workspace is reference-counted: releasing it while a runtime uses it is valid, and the runtime keeps working.
  cases.push_back({"xnn_release_workspace", "while_a_runtime_uses_it", xnn_status_success, [](Probe& probe, Outputs&) {
                     xnn_workspace_t workspace = nullptr;
                     ASSERT_EQ(xnn_create_workspace(&workspace), xnn_status_success);
                     Net net(0, workspace);
                     probe.call([&] { return xnn_release_workspace(workspace); });
                     float result[6 + 4];
                     EXPECT_EQ(net.setup(result), xnn_status_success);
                     EXPECT_EQ(xnn_invoke_runtime(net.runtime), xnn_status_success);
                   }});
  cases.push_back({"xnn_delete_runtime", "null_is_accepted", xnn_status_success,
                   [](Probe& probe, Outputs&) { probe.call([] { return xnn_delete_runtime(nullptr); }); }});
}

void add_step_cases(std::vector<MisuseCase>& cases) {
  const size_t dims[2] = {2, 4};
  const std::string rev = "xnn_reshape_external_value";
  cases.push_back(on_net(rev, "runtime_is_null", bad,
                         [=](Net&, Outputs&) { return xnn_reshape_external_value(nullptr, 0, 2, dims); }));
  cases.push_back(on_net(rev, "id_not_external", bad, [=](Net& n, Outputs&) {
    return xnn_reshape_external_value(n.runtime, kNotExternal, 2, dims);
  }));
  cases.push_back(on_net(rev, "id_is_an_output", bad,
                         [=](Net& n, Outputs&) { return xnn_reshape_external_value(n.runtime, n.output, 2, dims); }));
  cases.push_back(on_net(rev, "dims_is_null", bad,
                         [](Net& n, Outputs&) { return xnn_reshape_external_value(n.runtime, n.input, 2, nullptr); }));
  // An implementation limit, not a malformed call: unsupported_parameter, as XNNPACK answers.
  cases.push_back(on_net(rev, "too_many_dims", xnn_status_unsupported_parameter, [](Net& n, Outputs&) {
    const size_t seven[XNN_MAX_TENSOR_DIMS + 1] = {1, 1, 1, 1, 1, 2, 4};
    return xnn_reshape_external_value(n.runtime, n.input, XNN_MAX_TENSOR_DIMS + 1, seven);
  }));
  cases.push_back(on_net(rev, "dims_overflow", bad, [](Net& n, Outputs&) {
    const size_t huge[3] = {SIZE_MAX / 2, SIZE_MAX / 2, 4};
    return xnn_reshape_external_value(n.runtime, n.input, 3, huge);
  }));
  cases.push_back({"xnn_reshape_runtime", "runtime_is_null", bad,
                   [](Probe& probe, Outputs&) { probe.call([] { return xnn_reshape_runtime(nullptr); }); }});
  // The fully connected layer takes 4 input channels; a reshape to 5 is refused when the runtime is reshaped.
  cases.push_back({"xnn_reshape_runtime", "input_channels_disagree_with_the_graph", bad, [](Probe& probe, Outputs&) {
                     Net net;
                     const size_t wrong[2] = {2, 5};
                     ASSERT_EQ(xnn_reshape_external_value(net.runtime, net.input, 2, wrong), xnn_status_success);
                     probe.call([&] { return xnn_reshape_runtime(net.runtime); });
                   }});

  const std::string shape = "xnn_get_external_value_shape";
  cases.push_back(on_net(shape, "runtime_is_null", bad, [](Net&, Outputs& o) {
    return xnn_get_external_value_shape(nullptr, 0, &o.sizes[0], &o.sizes[1]);
  }));
  cases.push_back(on_net(shape, "id_not_external", bad, [](Net& n, Outputs& o) {
    return xnn_get_external_value_shape(n.runtime, kNotExternal, &o.sizes[0], &o.sizes[1]);
  }));
  cases.push_back(on_net(shape, "num_dims_is_null", bad, [](Net& n, Outputs& o) {
    return xnn_get_external_value_shape(n.runtime, n.output, nullptr, &o.sizes[1]);
  }));
  cases.push_back(on_net(shape, "dims_is_null", bad, [](Net& n, Outputs& o) {
    return xnn_get_external_value_shape(n.runtime, n.output, &o.sizes[0], nullptr);
  }));

  for (const char* setup : {"xnn_setup_runtime", "xnn_setup_runtime_v2"}) {
    auto call = [setup](xnn_runtime_t runtime, size_t count, const xnn_external_value* values) {
      return std::string(setup) == "xnn_setup_runtime" ? xnn_setup_runtime(runtime, count, values)
                                                       : xnn_setup_runtime_v2(runtime, count, values);
    };
    cases.push_back(on_net(setup, "runtime_is_null", bad, [=](Net& n, Outputs& o) {
      const xnn_external_value externals[2] = {{n.input, const_cast<float*>(kZeros)}, {n.output, o.data}};
      return call(nullptr, 2, externals);
    }));
    cases.push_back(
        on_net(setup, "external_values_is_null", bad, [=](Net& n, Outputs&) { return call(n.runtime, 2, nullptr); }));
    cases.push_back(on_net(setup, "id_not_external", bad, [=](Net& n, Outputs& o) {
      const xnn_external_value externals[2] = {{n.input, const_cast<float*>(kZeros)}, {kNotExternal, o.data}};
      return call(n.runtime, 2, externals);
    }));
    cases.push_back(on_net(setup, "data_is_null", bad, [=](Net& n, Outputs&) {
      const xnn_external_value externals[2] = {{n.input, const_cast<float*>(kZeros)}, {n.output, nullptr}};
      return call(n.runtime, 2, externals);
    }));
    cases.push_back(on_net(setup, "output_missing", bad, [=](Net& n, Outputs&) {
      const xnn_external_value externals[1] = {{n.input, const_cast<float*>(kZeros)}};
      return call(n.runtime, 1, externals);
    }));
  }
  cases.push_back(
      {"xnn_setup_runtime_v2", "before_the_pending_reshape", xnn_status_invalid_state, [](Probe& probe, Outputs& o) {
         Net net;
         const size_t dims[2] = {1, 4};
         ASSERT_EQ(xnn_reshape_external_value(net.runtime, net.input, 2, dims), xnn_status_success);
         probe.call([&] { return net.setup(o.data); });
       }});

  cases.push_back({"xnn_invoke_runtime", "runtime_is_null", bad,
                   [](Probe& probe, Outputs&) { probe.call([] { return xnn_invoke_runtime(nullptr); }); }});
  cases.push_back(on_net("xnn_invoke_runtime", "before_setup", xnn_status_invalid_state,
                         [](Net& n, Outputs&) { return xnn_invoke_runtime(n.runtime); }));
  // A reshape after setup unbinds the external tensors until the next setup; the old output must not be written.
  cases.push_back(
      {"xnn_invoke_runtime", "after_reshape_without_setup", xnn_status_invalid_state, [](Probe& probe, Outputs& o) {
         Net net;
         ASSERT_EQ(net.setup(o.data), xnn_status_success);
         const size_t dims[2] = {1, 4};
         ASSERT_EQ(xnn_reshape_external_value(net.runtime, net.input, 2, dims), xnn_status_success);
         ASSERT_EQ(xnn_reshape_runtime(net.runtime), xnn_status_success);
         probe.call([&] { return xnn_invoke_runtime(net.runtime); });
       }});
  const std::string prof = "xnn_get_runtime_profiling_info";
  cases.push_back(on_net(
      prof, "runtime_is_null", bad,
      [](Net&, Outputs& o) {
        return xnn_get_runtime_profiling_info(nullptr, xnn_profile_info_num_operators, sizeof(size_t), &o.sizes[0],
                                              &o.sizes[1]);
      },
      XNN_FLAG_BASIC_PROFILING));
  cases.push_back(on_net(
      prof, "size_ret_is_null", bad,
      [](Net& n, Outputs& o) {
        return xnn_get_runtime_profiling_info(n.runtime, xnn_profile_info_num_operators, sizeof(size_t), &o.sizes[0],
                                              nullptr);
      },
      XNN_FLAG_BASIC_PROFILING));
  cases.push_back(on_net(
      prof, "param_name_out_of_enum", bad,
      [](Net& n, Outputs& o) {
        return xnn_get_runtime_profiling_info(n.runtime, xnn_profile_info(99), sizeof(size_t), &o.sizes[0],
                                              &o.sizes[1]);
      },
      XNN_FLAG_BASIC_PROFILING));
  cases.push_back(on_net(prof, "runtime_without_profiling", xnn_status_invalid_state, [](Net& n, Outputs& o) {
    return xnn_get_runtime_profiling_info(n.runtime, xnn_profile_info_num_operators, sizeof(size_t), &o.sizes[0],
                                          &o.sizes[1]);
  }));
}

// The weights cache functions (docs/weights-cache.md).
void add_weights_cache_cases(std::vector<MisuseCase>& cases) {
  cases.push_back({"xnn_create_weights_cache", "weights_cache_out_is_null", bad,
                   [](Probe& probe, Outputs&) { probe.call([] { return xnn_create_weights_cache(nullptr); }); }});
  cases.push_back({"xnn_create_weights_cache_with_size", "weights_cache_out_is_null", bad, [](Probe& probe, Outputs&) {
                     probe.call([] { return xnn_create_weights_cache_with_size(1 << 20, nullptr); });
                   }});
  cases.push_back({"xnn_finalize_weights_cache", "weights_cache_is_null", bad, [](Probe& probe, Outputs&) {
                     probe.call(
                         [] { return xnn_finalize_weights_cache(nullptr, xnn_weights_cache_finalization_kind_hard); });
                   }});
  cases.push_back({"xnn_finalize_weights_cache", "finalized_twice", xnn_status_invalid_state,
                   [](Probe& probe, Outputs&) {
                     xnn_weights_cache_t cache = nullptr;
                     ASSERT_EQ(xnn_create_weights_cache(&cache), xnn_status_success);
                     ASSERT_EQ(xnn_finalize_weights_cache(cache, xnn_weights_cache_finalization_kind_soft),
                               xnn_status_success);
                     probe.call(
                         [&] { return xnn_finalize_weights_cache(cache, xnn_weights_cache_finalization_kind_hard); });
                     xnn_delete_weights_cache(cache);
                   }});
  cases.push_back({"xnn_finalize_weights_cache", "unknown_finalization_kind", bad, [](Probe& probe, Outputs&) {
                     xnn_weights_cache_t cache = nullptr;
                     ASSERT_EQ(xnn_create_weights_cache(&cache), xnn_status_success);
                     probe.call([&] {
                       return xnn_finalize_weights_cache(cache, static_cast<xnn_weights_cache_finalization_kind>(7));
                     });
                     EXPECT_FALSE(xnn_weights_cache_is_finalized(cache));
                     xnn_delete_weights_cache(cache);
                   }});
  cases.push_back({"xnn_weights_cache_is_finalized", "null_is_not_finalized", xnn_status_success,
                   [](Probe& probe, Outputs&) {
                     probe.call([] {
                       return xnn_weights_cache_is_finalized(nullptr) ? xnn_status_invalid_state : xnn_status_success;
                     });
                   }});
  cases.push_back({"xnn_delete_weights_cache", "null_is_accepted", xnn_status_success,
                   [](Probe& probe, Outputs&) { probe.call([] { return xnn_delete_weights_cache(nullptr); }); }});
}

}  // namespace

std::vector<MisuseCase> runtime_cases() {
  std::vector<MisuseCase> cases;
  add_create_cases(cases);
  add_step_cases(cases);
  add_weights_cache_cases(cases);
  return cases;
}
