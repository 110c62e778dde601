// The entry index.html loads. When its inline script painted the last screen from the snapshot,
// the app's code waits for that frame to reach the screen instead of competing with it for the
// main thread and the network; otherwise it starts at once. The stored query cache is read from
// then on too, beside the app's code rather than after it (a small chunk of its own).
import { startEarlyCacheRead } from './lib/persistence/cache-store'

const painted = document.getElementById('snapshot')
  ? new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
  : Promise.resolve()

void painted.then(() => {
  startEarlyCacheRead()
  return import('./main')
})
