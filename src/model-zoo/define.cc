// A model description -> xnn_define_* calls.
#include <vector>

#include "models.h"

namespace {

xnn_status define_layer(xnn_subgraph_t subgraph, const xnn_zoo_model& model, const xnn_zoo_layer& layer,
                        const std::vector<uint32_t>& id) {
  const uint32_t x = id[layer.inputs[0]];
  const uint32_t y = id[layer.output];
  const uint32_t bias = layer.inputs[2] != kZooNoTensor ? id[layer.inputs[2]] : XNN_INVALID_VALUE_ID;
  switch (layer.kind) {
    case xnn_zoo_layer_kind::convolution:
    case xnn_zoo_layer_kind::depthwise_convolution: {
      const uint32_t p = layer.padding, k = layer.kernel, s = layer.stride;
      const size_t input_channels = model.tensors[layer.inputs[0]].shape.back();
      const size_t output_channels = model.tensors[layer.output].shape.back();
      if (layer.kind == xnn_zoo_layer_kind::depthwise_convolution) {
        return xnn_define_depthwise_convolution_2d(subgraph, p, p, p, p, k, k, s, s, 1, 1, 1, input_channels,
                                                   layer.output_min, layer.output_max, x, id[layer.inputs[1]], bias,
                                                   y, 0);
      }
      return xnn_define_convolution_2d(subgraph, p, p, p, p, k, k, s, s, 1, 1, 1, input_channels,
                                       output_channels, layer.output_min, layer.output_max, x, id[layer.inputs[1]],
                                       bias, y, 0);
    }
    case xnn_zoo_layer_kind::fully_connected:
      return xnn_define_fully_connected(subgraph, layer.output_min, layer.output_max, x, id[layer.inputs[1]], bias, y,
                                        0);
    case xnn_zoo_layer_kind::batch_matrix_multiply:
      return xnn_define_batch_matrix_multiply(subgraph, x, id[layer.inputs[1]], y, layer.flags);
    case xnn_zoo_layer_kind::unary:
      return xnn_define_unary(subgraph, layer.unary, nullptr, x, y, 0);
    case xnn_zoo_layer_kind::binary:
      return xnn_define_binary(subgraph, layer.binary, nullptr, x, id[layer.inputs[1]], y, 0);
    case xnn_zoo_layer_kind::global_average_pooling:
      return xnn_define_global_average_pooling_2d(subgraph, layer.output_min, layer.output_max, x, y, layer.flags);
    case xnn_zoo_layer_kind::mean: {
      const size_t last_axis = model.tensors[layer.inputs[0]].shape.size() - 1;
      return xnn_define_static_reduce(subgraph, xnn_reduce_mean, 1, &last_axis, x, y, XNN_FLAG_KEEP_DIMS);
    }
    case xnn_zoo_layer_kind::softmax:
      return xnn_define_softmax(subgraph, x, y, 0);
    case xnn_zoo_layer_kind::reshape:
      return xnn_define_static_reshape(subgraph, layer.dims.size(), layer.dims.data(), x, y, 0);
    case xnn_zoo_layer_kind::transpose:
      return xnn_define_static_transpose(subgraph, layer.dims.size(), layer.dims.data(), x, y, 0);
  }
  return xnn_status_invalid_parameter;
}

xnn_status define_tensor(xnn_subgraph_t subgraph, const xnn_zoo_tensor& tensor, uint32_t external_id, uint32_t flags,
                         uint32_t* id) {
  const size_t rank = tensor.shape.size();
  switch (tensor.datatype) {
    case xnn_datatype_qint8:
      return xnn_define_quantized_tensor_value(subgraph, tensor.datatype, tensor.zero_point, tensor.scale, rank,
                                               tensor.shape.data(), tensor.data, external_id, flags, id);
    case xnn_datatype_qcint8:
    case xnn_datatype_qcint32:
    case xnn_datatype_qcint4:
      return xnn_define_channelwise_quantized_tensor_value_v2(subgraph, tensor.datatype, tensor.zero_point,
                                                              tensor.channel_scales, rank, tensor.channel_dim,
                                                              tensor.shape.data(), tensor.data, external_id, flags,
                                                              id);
    case xnn_datatype_qbint4:
      return xnn_define_blockwise_quantized_tensor_value_v2(subgraph, tensor.datatype, tensor.zero_point,
                                                            tensor.block_scales, rank, tensor.channel_dim,
                                                            tensor.block_size, tensor.shape.data(), tensor.data,
                                                            external_id, flags, xnn_datatype_bf16, id);
    case xnn_datatype_qdint8:
      // One set of parameters per row: the last dimension.
      return xnn_define_dynamically_quantized_tensor_value(subgraph, tensor.datatype, rank, 1, tensor.shape.data(),
                                                           external_id, flags, id);
    default:
      return xnn_define_tensor_value(subgraph, tensor.datatype, rank, tensor.shape.data(), tensor.data, external_id,
                                     flags, id);
  }
}

}  // namespace

xnn_status xnn_zoo_define_model(xnn_subgraph_t subgraph, const xnn_zoo_model& model) {
  std::vector<uint32_t> id(model.tensors.size(), XNN_INVALID_VALUE_ID);
  for (uint32_t t = 0; t < model.tensors.size(); t++) {
    const xnn_zoo_tensor& tensor = model.tensors[t];
    const uint32_t external_id = t < 2 ? t : XNN_INVALID_VALUE_ID;
    const uint32_t flags = t == 0 ? XNN_VALUE_FLAG_EXTERNAL_INPUT : t == 1 ? XNN_VALUE_FLAG_EXTERNAL_OUTPUT : 0;
    const xnn_status status = define_tensor(subgraph, tensor, external_id, flags, &id[t]);
    if (status != xnn_status_success) return status;
  }
  for (const xnn_zoo_layer& layer : model.layers) {
    const xnn_status status = define_layer(subgraph, model, layer, id);
    if (status != xnn_status_success) return status;
  }
  return xnn_status_success;
}

xnn_status xnn_zoo_create_runtime(const xnn_zoo_model& model, pthreadpool_t threadpool, uint32_t flags,
                                  xnn_runtime_t* runtime) {
  xnn_subgraph_t subgraph = nullptr;
  xnn_status status = xnn_create_subgraph(2, 0, &subgraph);
  if (status != xnn_status_success) return status;
  status = xnn_zoo_define_model(subgraph, model);
  if (status == xnn_status_success) status = xnn_create_runtime_v2(subgraph, threadpool, flags, runtime);
  xnn_delete_subgraph(subgraph);
  return status;
}
