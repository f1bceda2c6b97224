// The model-loading C API (include/xnn-model.h) over the decoders.
#include "models/model.h"

#include <cerrno>
#include <cstring>
#include <memory>
#include <new>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#if !defined(__wasi__)
#include <sys/mman.h>
#endif

#include "alloc-failure.h"
#include "allocator.h"
#include "log.h"
#include "models/flat-tensor.h"
#include "models/graph-decoder.h"

namespace {

xnn_model_tensor_info describe_value(const xnn_graph_value& value) {
  xnn_model_tensor_info info = {};
  info.datatype = value.datatype;
  info.num_dims = value.num_dims;
  std::memcpy(info.dims, value.dims, sizeof(info.dims));
  return info;
}

xnn_model_tensor_info describe_method_value(const xnn_method_value& value) {
  xnn_model_tensor_info info = {};
  info.datatype = xnn_scalar_type_datatype(value.scalar_type);
  info.num_dims = value.num_dims;
  for (size_t d = 0; d < value.num_dims; d++) info.dims[d] = size_t(value.sizes[d]);
  return info;
}

}  // namespace

bool xnn_decode_model(const uint8_t* data, size_t size, std::string_view method_name, xnn_decoded_model* model,
                      xnn_model_problem* problem, const std::vector<xnn_named_data>* external) {
  const bool program = size >= 8 && std::memcmp(data + 4, "ET12", 4) == 0;
  const bool blob = size >= 8 && (std::memcmp(data + 4, "XH00", 4) == 0 || std::memcmp(data + 4, "XN00", 4) == 0 ||
                                  std::memcmp(data + 4, "XN01", 4) == 0);
  if (!program && !blob) {
    problem->status = xnn_status_invalid_parameter;
    problem->message = "model: the file is neither a program (identifier ET12) nor an XNNPACK delegate blob "
                       "(XH00, XN00 or XN01 at bytes 4..8)";
    return false;
  }
  model->is_program = program;
  if (program) {
    if (!xnn_decode_program(data, size, method_name, external, &model->method, problem)) return false;
    for (uint32_t index : model->method.inputs) {
      model->inputs.push_back(describe_method_value(model->method.values[index]));
    }
    for (uint32_t index : model->method.outputs) {
      model->outputs.push_back(describe_method_value(model->method.values[index]));
    }
    return true;
  }
  if (!xnn_decode_delegate_blob(data, size, external, "model", &model->graph, problem)) return false;
  for (uint32_t id : model->graph.inputs) model->inputs.push_back(describe_value(model->graph.values[id]));
  for (uint32_t id : model->graph.outputs) model->outputs.push_back(describe_value(model->graph.values[id]));
  return true;
}

namespace {

// Releases file bytes: a mapping of `mapped_size` bytes, or library memory when it is 0.
void release_bytes(void* bytes, size_t mapped_size) {
#if !defined(__wasi__)
  if (mapped_size != 0) {
    munmap(bytes, mapped_size);
    return;
  }
#endif
  xnn_release_simd_memory(bytes);
}

}  // namespace

void xnn_model_drop_resident_bytes(const xnn_model* model) {
#if !defined(__wasi__)
  if (model->bytes_mapped_size != 0) madvise(model->bytes, model->bytes_mapped_size, MADV_DONTNEED);
  if (model->external_mapped_size != 0) madvise(model->external_bytes, model->external_mapped_size, MADV_DONTNEED);
#else
  (void)model;
#endif
}

xnn_model::~xnn_model() {
  release_bytes(bytes, bytes_mapped_size);
  release_bytes(external_bytes, external_mapped_size);
}

namespace {

// A copy of `size` bytes in library memory (at least one byte, so that an empty copy is not NULL).
void* copy_bytes(const void* data, size_t size) {
  void* copy = xnn_allocate_simd_memory(size == 0 ? 1 : size);
  if (copy != nullptr && size != 0) std::memcpy(copy, data, size);
  return copy;
}

// Decodes the bytes `model` holds (`size` bytes, and `external_size` bytes of external data when it has them) and
// hands it to the caller.
enum xnn_status decode(const char* function, std::unique_ptr<xnn_model> model, size_t size, size_t external_size,
                       const char* method, xnn_model_t* model_out) {
  return xnn_out_of_memory_guard(function, [&] {
    xnn_model_problem problem;
    std::vector<xnn_named_data> named;
    const bool has_external = model->external_bytes != nullptr;
    if ((has_external && !xnn_decode_flat_tensor(static_cast<const uint8_t*>(model->external_bytes), external_size,
                                                 &named, &problem)) ||
        !xnn_decode_model(static_cast<const uint8_t*>(model->bytes), size, method ? method : "forward", &model->model,
                          &problem, has_external ? &named : nullptr)) {
      xnn_log_error("%s", problem.message.c_str());
      return problem.status;
    }
    // The decoder's checks read the constants' pages too; packing reads each again when its operator is created.
    xnn_model_drop_resident_bytes(model.get());
    *model_out = model.release();
    return xnn_status_success;
  });
}

// Copies the model (and the external data, when `external_data` is not NULL) and decodes them.
enum xnn_status load_bytes(const char* function, const void* data, size_t size, const void* external_data,
                           size_t external_size, const char* method, xnn_model_t* model_out) {
  if (model_out == nullptr) {
    xnn_log_error("%s: model_out is NULL; expected a pointer to receive the model", function);
    return xnn_status_invalid_parameter;
  }
  *model_out = nullptr;
  if (data == nullptr && size != 0) {
    xnn_log_error("%s: data is NULL with size %zu; expected a pointer to %zu bytes", function, size, size);
    return xnn_status_invalid_parameter;
  }
  std::unique_ptr<xnn_model> model(new (std::nothrow) xnn_model);
  if (model == nullptr || (model->bytes = copy_bytes(data, size)) == nullptr) {
    xnn_log_error("%s: cannot allocate %zu bytes for a copy of the model", function, size);
    return xnn_status_out_of_memory;
  }
  if (external_data != nullptr && (model->external_bytes = copy_bytes(external_data, external_size)) == nullptr) {
    xnn_log_error("%s: cannot allocate %zu bytes for a copy of the external data", function, external_size);
    return xnn_status_out_of_memory;
  }
  return decode("model", std::move(model), size, external_size, method, model_out);
}

}  // namespace

enum xnn_status xnn_model_load_buffer(const void* data, size_t size, const char* method, xnn_model_t* model_out) {
  return load_bytes("model", data, size, nullptr, 0, method, model_out);
}

enum xnn_status xnn_model_load_buffer_with_data(const void* data, size_t size, const void* external_data,
                                                size_t external_size, const char* method, xnn_model_t* model_out) {
  const char* function = "xnn_model_load_buffer_with_data";
  if (external_data == nullptr && model_out != nullptr) {
    *model_out = nullptr;
    xnn_log_error("%s: external_data is NULL; expected the bytes of an external data file (.ptd)", function);
    return xnn_status_invalid_parameter;
  }
  return load_bytes(function, data, size, external_data, external_size, method, model_out);
}

namespace {

const char* file_kind(mode_t mode) {
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISDIR(mode)) return "a directory";
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  if (S_ISSOCK(mode)) return "a socket";
  return "not a regular file";
}

struct file_closer {
  int fd;
  ~file_closer() { close(fd); }
};

}  // namespace

namespace {

// The bytes of a regular file: a read-only private mapping (nothing is copied, and the system can drop pages again
// once read: they come back from the file), or library memory where there is no mmap (WASI) or nothing to map.
struct file_bytes {
  void* data = nullptr;
  size_t size = 0;
  size_t mapped_size = 0;  // 0: library memory
  file_bytes() = default;
  file_bytes(const file_bytes&) = delete;
  file_bytes& operator=(const file_bytes&) = delete;
  ~file_bytes() { release_bytes(data, mapped_size); }
  // Hands the bytes to `*data_out` and `*mapped_size_out`.
  void release_to(void** data_out, size_t* mapped_size_out) {
    *data_out = data, *mapped_size_out = mapped_size;
    data = nullptr, mapped_size = 0;
  }
};

// Maps or reads the whole regular file at `path` ("model file" or "external data file" in messages).
enum xnn_status read_regular_file(const char* what, const char* path, file_bytes* out) {
  // O_NONBLOCK: opening a FIFO must not wait for a writer; only regular files are read.
  const int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) {
    xnn_log_error("%s: cannot open %s: %s", what, path, std::strerror(errno));
    return xnn_status_invalid_parameter;
  }
  const file_closer closer{fd};
  struct stat status;
  if (fstat(fd, &status) != 0) {
    xnn_log_error("%s: cannot stat %s: %s", what, path, std::strerror(errno));
    return xnn_status_invalid_parameter;
  }
  if (!S_ISREG(status.st_mode)) {
    xnn_log_error("%s: %s is %s, not a regular file", what, path, file_kind(status.st_mode));
    return xnn_status_invalid_parameter;
  }
  if (uint64_t(status.st_size) > SIZE_MAX - 1) {
    xnn_log_error("%s: %s has %lld bytes; at most %zu can be read", what, path,
                  static_cast<long long>(status.st_size), size_t(SIZE_MAX - 1));
    return xnn_status_out_of_memory;
  }
  const size_t size = size_t(status.st_size);
#if !defined(__wasi__)
  if (size != 0) {
    void* mapped = mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);
    if (mapped == MAP_FAILED) {
      xnn_log_error("%s: cannot map the %zu bytes of %s: %s", what, size, path, std::strerror(errno));
      return xnn_status_out_of_memory;
    }
    out->data = mapped, out->size = size, out->mapped_size = size;
    return xnn_status_success;
  }
#endif
  // One byte more than fstat said, to notice a file that grew while being read.
  uint8_t* bytes = static_cast<uint8_t*>(xnn_allocate_simd_memory(size + 1));
  if (bytes == nullptr) {
    xnn_log_error("%s: cannot allocate %zu bytes to read %s", what, size, path);
    return xnn_status_out_of_memory;
  }
  out->data = bytes;
  size_t done = 0;
  while (done < size + 1) {
    const ssize_t count = read(fd, bytes + done, size + 1 - done);
    if (count < 0 && errno == EINTR) continue;
    if (count < 0) {
      xnn_log_error("%s: cannot read %s after %zu of %zu bytes: %s", what, path, done, size, std::strerror(errno));
      return xnn_status_invalid_parameter;
    }
    if (count == 0) break;
    done += size_t(count);
  }
  if (done < size) {
    xnn_log_error("%s: %s shrank while being read: %zu of the %zu bytes it had when opened were read", what, path,
                  done, size);
    return xnn_status_invalid_parameter;
  }
  if (done > size) {
    xnn_log_error("%s: %s grew while being read: it had %zu bytes when opened", what, path, size);
    return xnn_status_invalid_parameter;
  }
  out->size = size;
  return xnn_status_success;
}

}  // namespace

enum xnn_status xnn_model_load_file_with_data(const char* path, const char* data_path, const char* method,
                                              xnn_model_t* model_out) {
  if (model_out == nullptr) {
    xnn_log_error("model file: model_out is NULL; expected a pointer to receive the model");
    return xnn_status_invalid_parameter;
  }
  *model_out = nullptr;
  if (path == nullptr) {
    xnn_log_error("model file: path is NULL; expected the path of a model file");
    return xnn_status_invalid_parameter;
  }
  file_bytes bytes, external;
  xnn_status status = read_regular_file("model file", path, &bytes);
  if (status == xnn_status_success && data_path != nullptr) {
    status = read_regular_file("external data file", data_path, &external);
  }
  if (status != xnn_status_success) return status;
  std::unique_ptr<xnn_model> model(new (std::nothrow) xnn_model);
  if (model == nullptr) {
    xnn_log_error("model file: cannot allocate the model");
    return xnn_status_out_of_memory;
  }
  const size_t size = bytes.size, external_size = external.size;
  bytes.release_to(&model->bytes, &model->bytes_mapped_size);
  if (data_path != nullptr) external.release_to(&model->external_bytes, &model->external_mapped_size);
  return decode("model", std::move(model), size, external_size, method, model_out);
}

enum xnn_status xnn_model_load_file(const char* path, const char* method, xnn_model_t* model_out) {
  return xnn_model_load_file_with_data(path, nullptr, method, model_out);
}

namespace {

// The model handle the describing functions take: NULL is refused with one sentence naming the function.
bool check_model(const char* function, xnn_model_t model) {
  if (model != nullptr) return true;
  xnn_log_error("%s: model is NULL; expected a model made by xnn_model_load_buffer or xnn_model_load_file", function);
  return false;
}

enum xnn_status describe(const char* function, const std::vector<xnn_model_tensor_info>& list, const char* what,
                         size_t index, struct xnn_model_tensor_info* info_out) {
  if (index >= list.size()) {
    xnn_log_error("%s: index is %zu; the model has %zu %ss", function, index, list.size(), what);
    return xnn_status_invalid_parameter;
  }
  if (info_out == nullptr) {
    xnn_log_error("%s: info_out is NULL; expected a pointer to receive the %s's shape", function, what);
    return xnn_status_invalid_parameter;
  }
  *info_out = list[index];
  return xnn_status_success;
}

}  // namespace

size_t xnn_model_num_inputs(xnn_model_t model) {
  return check_model("xnn_model_num_inputs", model) ? model->model.inputs.size() : 0;
}

size_t xnn_model_num_outputs(xnn_model_t model) {
  return check_model("xnn_model_num_outputs", model) ? model->model.outputs.size() : 0;
}

enum xnn_status xnn_model_input_info(xnn_model_t model, size_t index, struct xnn_model_tensor_info* info_out) {
  const char* function = "xnn_model_input_info";
  if (!check_model(function, model)) return xnn_status_invalid_parameter;
  return describe(function, model->model.inputs, "input", index, info_out);
}

enum xnn_status xnn_model_output_info(xnn_model_t model, size_t index, struct xnn_model_tensor_info* info_out) {
  const char* function = "xnn_model_output_info";
  if (!check_model(function, model)) return xnn_status_invalid_parameter;
  return describe(function, model->model.outputs, "output", index, info_out);
}

enum xnn_status xnn_model_delete(xnn_model_t model) {
  delete model;
  return xnn_status_success;
}
