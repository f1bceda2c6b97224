// xnn-run's command line: its options, their parsing and the usage text.
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <vector>

struct run_options {
  std::string model;  // empty: the bundled default model
  std::string data;   // --data FILE.ptd
  const char* method = nullptr;
  std::map<size_t, std::string> inputs;               // --input IDX=FILE.npy
  std::map<size_t, std::vector<size_t>> shapes;       // --shape IDX=D0,D1,...
  std::string output_dir;
  size_t threads = 1;
  size_t repeat = 1;
  bool profile = false;
  bool no_fusion = false;
  bool check = false;
  bool list = false;
  bool help = false;
};

extern const char kRunUsage[];

// Parses argv into `options`; on a bad argument prints one sentence naming it to stderr and returns false.
bool parse_run_options(int argc, char** argv, run_options* options);
