// A small threaded pthreadpool for the ThreadSanitizer suite, built with -fsanitize=thread and linked instead of
// Debian's libpthreadpool, which is not instrumented: TSan could not see that library's synchronization and would
// report the hand-over of every task's data as a race. Only the functions the library calls (src/operators/operator.cc)
// are here, with Debian's signatures (<pthreadpool.h>).
//
// The caller and threads_count - 1 workers take tiles from a shared counter; a mutex and two condition variables
// hand the job over and report its end, so every write a task makes happens-before the parallelize call returns.
// Calls from several threads on one pool run one after another, as with the real library.
#include <pthreadpool.h>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <mutex>
#include <new>
#include <thread>
#include <vector>

struct pthreadpool {
  explicit pthreadpool(size_t threads);
  ~pthreadpool();
  void run(pthreadpool_task_3d_tile_2d_t function, void* context, const size_t range[3], const size_t tile[2]);

  size_t threads;

 private:
  void work_on_tiles();
  void worker();

  std::mutex serial;  // one parallelize call at a time
  std::mutex mutex;
  std::condition_variable job_posted, job_finished;
  std::vector<std::thread> workers;
  uint64_t generation = 0;
  size_t busy_workers = 0;
  bool stopping = false;

  // The current job (written under `mutex` before the generation changes).
  pthreadpool_task_3d_tile_2d_t function = nullptr;
  void* context = nullptr;
  size_t range[3] = {}, tile[2] = {}, tiles_j = 0, tiles_k = 0, tile_count = 0;
  std::atomic<size_t> next_tile{0};
};

pthreadpool::pthreadpool(size_t threads_count) : threads(threads_count) {
  for (size_t i = 1; i < threads; i++) workers.emplace_back([this] { worker(); });
}

pthreadpool::~pthreadpool() {
  {
    std::lock_guard<std::mutex> lock(mutex);
    stopping = true;
  }
  job_posted.notify_all();
  for (std::thread& t : workers) t.join();
}

void pthreadpool::work_on_tiles() {
  for (size_t t; (t = next_tile.fetch_add(1)) < tile_count;) {
    const size_t i = t / (tiles_j * tiles_k), j = t / tiles_k % tiles_j * tile[0], k = t % tiles_k * tile[1];
    function(context, i, j, k, std::min(tile[0], range[1] - j), std::min(tile[1], range[2] - k));
  }
}

void pthreadpool::worker() {
  uint64_t seen = 0;
  for (;;) {
    {
      std::unique_lock<std::mutex> lock(mutex);
      job_posted.wait(lock, [&] { return stopping || generation != seen; });
      if (stopping) return;
      seen = generation;
    }
    work_on_tiles();
    std::lock_guard<std::mutex> lock(mutex);
    if (--busy_workers == 0) job_finished.notify_one();
  }
}

void pthreadpool::run(pthreadpool_task_3d_tile_2d_t task, void* task_context, const size_t task_range[3],
                      const size_t task_tile[2]) {
  std::lock_guard<std::mutex> one_call(serial);
  {
    std::lock_guard<std::mutex> lock(mutex);
    function = task, context = task_context;
    std::copy(task_range, task_range + 3, range);
    std::copy(task_tile, task_tile + 2, tile);
    tiles_j = (range[1] + tile[0] - 1) / tile[0], tiles_k = (range[2] + tile[1] - 1) / tile[1];
    tile_count = range[0] * tiles_j * tiles_k;
    next_tile = 0;
    busy_workers = workers.size();
    generation++;
  }
  job_posted.notify_all();
  work_on_tiles();
  std::unique_lock<std::mutex> lock(mutex);
  job_finished.wait(lock, [&] { return busy_workers == 0; });
}

extern "C" {

pthreadpool_t pthreadpool_create(size_t threads_count) {
  if (threads_count == 0) threads_count = std::max(1u, std::thread::hardware_concurrency());
  return new (std::nothrow) pthreadpool(threads_count);
}

size_t pthreadpool_get_threads_count(pthreadpool_t threadpool) {
  return threadpool != nullptr ? threadpool->threads : 1;
}

void pthreadpool_destroy(pthreadpool_t threadpool) { delete threadpool; }

void pthreadpool_parallelize_3d_tile_2d(pthreadpool_t threadpool, pthreadpool_task_3d_tile_2d_t function, void* context,
                                        size_t range_i, size_t range_j, size_t range_k, size_t tile_j, size_t tile_k,
                                        uint32_t /*flags*/) {
  const size_t range[3] = {range_i, range_j, range_k}, tile[2] = {tile_j, tile_k};
  if (range_i == 0 || range_j == 0 || range_k == 0) return;
  if (threadpool == nullptr) {
    pthreadpool sequential(1);
    sequential.run(function, context, range, tile);
    return;
  }
  threadpool->run(function, context, range, tile);
}

}  // extern "C"
