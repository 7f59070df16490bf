// Keeps the suite's heap within the budget of `npm test` (600 MB of RSS). V8 sizes its old
// generation for the machine's memory, so the garbage of the large inputs (the growth specs
// parse references of a million characters, whose trees outlive a young-generation collection)
// piled up to 800 MB before a full collection came. After a test that leaves more than the
// threshold in the heap, a full collection runs (tens of milliseconds; a few dozen times a run),
// and the threshold follows what stays live, so a large live heap does not collect at every test.
// .mocharc.json also runs the suite with a 4 MB semi-space (V8's young generation, 16 MB by default on
// 64-bit): the suite's short-lived garbage then costs a third of the memory, about 25 MB of peak RSS for
// about 5 s more (568 MB and 74 s measured against 594 MB and 69 s).
const v8 = require('node:v8')
const vm = require('node:vm')

v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc')
const FLOOR = 192 * 1024 * 1024
let threshold = FLOOR

exports.mochaHooks = {
  afterEach() {
    if (v8.getHeapStatistics().used_heap_size < threshold) return
    gc()
    threshold = Math.max(FLOOR, v8.getHeapStatistics().used_heap_size * 1.25)
  },
}
