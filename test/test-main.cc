// gtest main for every test binary: initializes the library first, so kernels of ISAs the CPU lacks can skip.
#include <cstdio>

#include <gtest/gtest.h>
#include <xnnpack.h>

int main(int argc, char** argv) {
  testing::InitGoogleTest(&argc, argv);
  if (xnn_initialize(nullptr) != xnn_status_success) {
    std::fprintf(stderr, "xnn_initialize failed: tests cannot run\n");
    return 1;
  }
  return RUN_ALL_TESTS();
}
