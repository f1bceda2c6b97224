// Whether xnn_initialize has succeeded: every public entry point but xnn_initialize checks it first.
#pragma once

bool xnn_is_initialized();
