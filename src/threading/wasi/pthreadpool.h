/* pthreadpool for WASI, which has no threads: the subset of pthreadpool's API (Debian's libpthreadpool-dev,
 * /usr/include/pthreadpool.h) that xnn uses, with the same names and signatures. Every call runs its whole grid on
 * the caller, in order (src/threading/wasi/pthreadpool.cc); a pool reports one thread. Add a function here when xnn
 * starts using it. */
#ifndef XNN_WASI_PTHREADPOOL_H_
#define XNN_WASI_PTHREADPOOL_H_

#include <stddef.h>
#include <stdint.h>

typedef struct pthreadpool* pthreadpool_t;

typedef void (*pthreadpool_task_1d_t)(void*, size_t);
typedef void (*pthreadpool_task_1d_tile_1d_t)(void*, size_t, size_t);
typedef void (*pthreadpool_task_2d_t)(void*, size_t, size_t);
typedef void (*pthreadpool_task_2d_tile_1d_t)(void*, size_t, size_t, size_t);
typedef void (*pthreadpool_task_2d_tile_2d_t)(void*, size_t, size_t, size_t, size_t);
typedef void (*pthreadpool_task_3d_t)(void*, size_t, size_t, size_t);
typedef void (*pthreadpool_task_3d_tile_1d_t)(void*, size_t, size_t, size_t, size_t);
typedef void (*pthreadpool_task_3d_tile_2d_t)(void*, size_t, size_t, size_t, size_t, size_t);
typedef void (*pthreadpool_task_4d_tile_2d_t)(void*, size_t, size_t, size_t, size_t, size_t, size_t);
typedef void (*pthreadpool_task_2d_tile_2d_with_id_t)(void*, uint32_t, size_t, size_t, size_t, size_t);
typedef void (*pthreadpool_task_3d_tile_2d_with_id_t)(void*, uint32_t, size_t, size_t, size_t, size_t, size_t);

#define PTHREADPOOL_FLAG_DISABLE_DENORMALS 0x00000001
#define PTHREADPOOL_FLAG_YIELD_WORKERS 0x00000002

#ifdef __cplusplus
extern "C" {
#endif

pthreadpool_t pthreadpool_create(size_t threads_count);
size_t pthreadpool_get_threads_count(pthreadpool_t threadpool);
void pthreadpool_destroy(pthreadpool_t threadpool);

void pthreadpool_parallelize_1d(pthreadpool_t threadpool, pthreadpool_task_1d_t function, void* context, size_t range,
                                uint32_t flags);
void pthreadpool_parallelize_1d_tile_1d(pthreadpool_t threadpool, pthreadpool_task_1d_tile_1d_t function,
                                        void* context, size_t range, size_t tile, uint32_t flags);
void pthreadpool_parallelize_2d(pthreadpool_t threadpool, pthreadpool_task_2d_t function, void* context,
                                size_t range_i, size_t range_j, uint32_t flags);
void pthreadpool_parallelize_2d_tile_1d(pthreadpool_t threadpool, pthreadpool_task_2d_tile_1d_t function,
                                        void* context, size_t range_i, size_t range_j, size_t tile_j, uint32_t flags);
void pthreadpool_parallelize_2d_tile_2d(pthreadpool_t threadpool, pthreadpool_task_2d_tile_2d_t function,
                                        void* context, size_t range_i, size_t range_j, size_t tile_i, size_t tile_j,
                                        uint32_t flags);
void pthreadpool_parallelize_2d_tile_2d_with_uarch(pthreadpool_t threadpool,
                                                   pthreadpool_task_2d_tile_2d_with_id_t function, void* context,
                                                   uint32_t default_uarch_index, uint32_t max_uarch_index,
                                                   size_t range_i, size_t range_j, size_t tile_i, size_t tile_j,
                                                   uint32_t flags);
void pthreadpool_parallelize_3d(pthreadpool_t threadpool, pthreadpool_task_3d_t function, void* context,
                                size_t range_i, size_t range_j, size_t range_k, uint32_t flags);
void pthreadpool_parallelize_3d_tile_1d(pthreadpool_t threadpool, pthreadpool_task_3d_tile_1d_t function,
                                        void* context, size_t range_i, size_t range_j, size_t range_k, size_t tile_k,
                                        uint32_t flags);
void pthreadpool_parallelize_3d_tile_2d(pthreadpool_t threadpool, pthreadpool_task_3d_tile_2d_t function,
                                        void* context, size_t range_i, size_t range_j, size_t range_k, size_t tile_j,
                                        size_t tile_k, uint32_t flags);
void pthreadpool_parallelize_3d_tile_2d_with_uarch(pthreadpool_t threadpool,
                                                   pthreadpool_task_3d_tile_2d_with_id_t function, void* context,
                                                   uint32_t default_uarch_index, uint32_t max_uarch_index,
                                                   size_t range_i, size_t range_j, size_t range_k, size_t tile_j,
                                                   size_t tile_k, uint32_t flags);
void pthreadpool_parallelize_4d_tile_2d(pthreadpool_t threadpool, pthreadpool_task_4d_tile_2d_t function,
                                        void* context, size_t range_i, size_t range_j, size_t range_k,
                                        size_t range_l, size_t tile_k, size_t tile_l, uint32_t flags);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // XNN_WASI_PTHREADPOOL_H_
