// Plays a stream file (streams.py) through the gallery's wasm, compiled to C by wasm2c as
// module `g`, the way the page's engine level does: gallery_pointer per sample, and
// gallery_tick + gallery_clear_events at each idle frame; SESSIONS times, the clock moving on.
//
//     driver STREAM-FILE SESSIONS
#include <stdio.h>
#include <stdlib.h>

#include "g.h"

// The WASI functions the C library links for a crash message: none is called on this path.
struct Z_wasi_snapshot_preview1_instance_t { int unused; };
u32 Z_wasi_snapshot_preview1Z_fd_close(struct Z_wasi_snapshot_preview1_instance_t *w, u32 fd) {
  return 0;
}
u32 Z_wasi_snapshot_preview1Z_fd_seek(struct Z_wasi_snapshot_preview1_instance_t *w, u32 fd,
                                      u64 offset, u32 whence, u32 result) {
  return 70;  // ESPIPE
}
u32 Z_wasi_snapshot_preview1Z_fd_write(struct Z_wasi_snapshot_preview1_instance_t *w, u32 fd,
                                       u32 iovs, u32 count, u32 written) {
  abort();  // the engine wrote a crash message: this measurement is void
}

typedef struct { int isTick, id, phase; double x, y, t; } Item;

int main(int argc, char **argv) {
  if (argc != 3) return 2;
  FILE *file = fopen(argv[1], "r");
  int sessions = atoi(argv[2]);
  double duration;
  if (!file || fscanf(file, "%lf", &duration) != 1) return 2;
  static Item items[4096];
  int n = 0;
  char kind[4];
  while (n < 4096 && fscanf(file, "%3s", kind) == 1) {
    Item *item = &items[n++];
    item->isTick = kind[0] == 't';
    if (item->isTick) {
      if (fscanf(file, "%lf", &item->t) != 1) return 2;
    } else if (fscanf(file, "%d %d %lf %lf %lf", &item->id, &item->phase, &item->x, &item->y,
                      &item->t) != 5) {
      return 2;
    }
  }
  wasm_rt_init();
  Z_g_init_module();
  Z_g_instance_t instance;
  struct Z_wasi_snapshot_preview1_instance_t wasi;
  Z_g_instantiate(&instance, &wasi);
  Z_gZ_gallery_setup(&instance, 2, 390, 700, 0);  // demo 2, the gesture pad
  for (int session = 0; session < sessions; session++) {
    double offset = 1000 + session * duration;
    for (int i = 0; i < n; i++) {
      double t = offset + items[i].t;
      if (items[i].isTick) {
        Z_gZ_gallery_tick(&instance, 2, t);
        Z_gZ_gallery_clear_events(&instance);
      } else {
        Z_gZ_gallery_pointer(&instance, 2, items[i].id, items[i].phase, items[i].x, items[i].y, t);
      }
    }
  }
  return 0;
}
