// Whether the library is initialized: xnn_initialize has succeeded more often than xnn_deinitialize was called
// (src/init.cc). Every public create and reshape function checks it first.
#pragma once

bool xnn_is_initialized();
