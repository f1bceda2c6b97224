#include "run-options.h"

#include <cstdio>
#include <cstdlib>

const char kRunUsage[] =
    "usage: xnn-run [MODEL] [--data FILE.ptd] [--method NAME] [--input IDX=FILE.npy ...] [--shape IDX=D0,D1,... ...]\n"
    "               [--output-dir DIR] [--threads N] [--repeat N] [--profile]\n"
    "               [--no-fusion]\n"
    "       xnn-run MODEL [--data FILE.ptd] [--method NAME] --check\n"
    "       xnn-run MODEL --list\n"
    "       xnn-run --help\n"
    "  MODEL               a .pte program or an XNNPACK-delegate blob (default: the bundled model)\n"
    "  --data FILE.ptd     the program's external data (ExecuTorch FlatTensor file)\n"
    "  --method NAME       the program's method to run (default: forward)\n"
    "  --input IDX=FILE    input IDX from a .npy file of the input's dtype and shape\n"
    "  --shape IDX=DIMS    input IDX's shape (a dynamic input) for generated data\n"
    "  --output-dir DIR    write DIR/output-IDX.npy in each output's dtype (DIR is created)\n"
    "  --threads N         run on N threads;  --repeat N: run N times, report the median latency\n"
    "  --profile           per-operator median times over the runs, and each runtime's arena\n"
    "  --no-fusion         every node its own pass (XNN_FLAG_NO_OPERATOR_FUSION), to compare with the fused plan\n"
    "  --check             check every node against the node catalog, without running\n"
    "  --list              list the program's methods with their inputs' and outputs' dtypes and shapes\n"
    "Inputs not given are deterministic generated data (floats in [-1, 1), integers in [-8, 8)).\n";

namespace {

// A decimal number in [min, max].
bool parse_number(const std::string& text, size_t min, size_t max, size_t* out) {
  char* end = nullptr;
  const unsigned long long value = std::strtoull(text.c_str(), &end, 10);
  if (text.empty() || text[0] < '0' || text[0] > '9' || *end != '\0' || value < min || value > max) return false;
  *out = size_t(value);
  return true;
}

constexpr size_t kMaxIndex = 100000;
constexpr size_t kMaxDim = size_t(1) << 31;

// "IDX=REST": the index and REST (non-empty).
bool split_indexed(const std::string& spec, size_t* index, std::string* rest) {
  const size_t equals = spec.find('=');
  if (equals == std::string::npos || equals + 1 == spec.size()) return false;
  *rest = spec.substr(equals + 1);
  return parse_number(spec.substr(0, equals), 0, kMaxIndex, index);
}

bool parse_dims(const std::string& text, std::vector<size_t>* dims) {
  size_t start = 0;
  while (true) {
    const size_t comma = text.find(',', start);
    size_t dim = 0;
    if (!parse_number(text.substr(start, comma - start), 0, kMaxDim, &dim)) return false;
    dims->push_back(dim);
    if (comma == std::string::npos) return true;
    start = comma + 1;
  }
}

bool bad(const char* format, const std::string& a, const std::string& b = "") {
  std::fprintf(stderr, "xnn-run: ");
  std::fprintf(stderr, format, a.c_str(), b.c_str());
  std::fprintf(stderr, "\n");
  return false;
}

}  // namespace

bool parse_run_options(int argc, char** argv, run_options* options) {
  for (int i = 1; i < argc; i++) {
    const std::string arg = argv[i];
    const bool takes_value = arg == "--method" || arg == "--input" || arg == "--output-dir" || arg == "--threads" ||
                             arg == "--repeat" || arg == "--data" || arg == "--shape";
    if (takes_value && i + 1 >= argc) return bad("%s has no value; expected %s VALUE", arg, arg);
    if (arg == "--help" || arg == "-h") {
      options->help = true;
    } else if (arg == "--method") {
      options->method = argv[++i];
    } else if (arg == "--data") {
      options->data = argv[++i];
    } else if (arg == "--input" || arg == "--shape") {
      const std::string spec = argv[++i];
      size_t index = 0;
      std::string rest;
      const bool is_input = arg == "--input";
      if (!split_indexed(spec, &index, &rest)) {
        return bad(is_input ? "--input %s is not IDX=FILE.npy (IDX from 0 to 100000)"
                            : "--shape %s is not IDX=D0,D1,... (IDX from 0 to 100000)",
                   spec);
      }
      if (options->inputs.count(index) != 0 || options->shapes.count(index) != 0) {
        return bad("%s %s: that input is already given; expected one --input or --shape per input", arg, spec);
      }
      if (is_input) {
        options->inputs[index] = rest;
      } else if (!parse_dims(rest, &options->shapes[index])) {
        return bad("--shape %s: '%s' is not a comma-separated list of sizes from 0 to 2^31", spec, rest);
      }
    } else if (arg == "--output-dir") {
      options->output_dir = argv[++i];
    } else if (arg == "--threads" || arg == "--repeat") {
      if (!parse_number(argv[++i], 1, kMaxIndex, arg == "--threads" ? &options->threads : &options->repeat)) {
        return bad("%s %s is not a count from 1 to 100000", arg, argv[i]);
      }
    } else if (arg == "--profile") {
      options->profile = true;
    } else if (arg == "--no-fusion") {
      options->no_fusion = true;
    } else if (arg == "--check") {
      options->check = true;
    } else if (arg == "--list") {
      options->list = true;
    } else if (arg.rfind("-", 0) == 0) {
      return bad("unknown option '%s' (--help lists the options)", arg);
    } else if (i == 1) {
      options->model = arg;
    } else {
      return bad("unexpected argument '%s'; the model file comes first, before any option", arg);
    }
  }
  return true;
}
