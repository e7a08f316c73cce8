export { decodeHeic };

import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How long a thread that has answered may take to end before it is stopped. */
const threadEndMs = 5_000;

// The decoder's path, so its thread finds it wherever the server was started from.
const decoderPath = createRequire(import.meta.url).resolve('heic-decode');

// The thread's whole program: one photo, decoded by the WebAssembly libheif, its pixels handed back without a copy.
const threadSource = `
const { parentPort, workerData } = require('node:worker_threads');
const decode = require(workerData.decoderPath);
(async () => {
  const images = await decode.all({ buffer: workerData.input });
  try {
    const first = images[0];
    if (!first) throw new Error('HEIF image not found');
    if (first.width * first.height > workerData.maxPixels) throw new Error('Input image exceeds pixel limit');
    const { width, height, data } = await first.decode();
    parentPort.postMessage({ width, height, data }, [data.buffer]);
  } finally {
    images.dispose();
  }
})().catch((error) => parentPort.postMessage({ error: String((error && error.message) || error) }));`;

/**
 * The first picture of a HEIC file as RGBA pixels, refused before decoding when it claims more than `maxPixels`.
 * Decoded on a thread of its own (a phone photo is long WebAssembly work): pages and other requests never
 * wait on it.
 */
function decodeHeic(input: Buffer, maxPixels: number): Promise<{ width: number; height: number; data: Uint8ClampedArray }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(threadSource, { eval: true, workerData: { input, maxPixels, decoderPath } });
    let settled = false;
    worker.once('message', (answer: { error?: string; width: number; height: number; data: Uint8ClampedArray }) => {
      settled = true;
      // Its program done, the thread ends by itself; stopped by force only if it has not a few seconds later.
      const stopping = setTimeout(() => void worker.terminate(), threadEndMs).unref();
      worker.once('exit', () => clearTimeout(stopping));
      if (answer.error !== undefined) reject(new Error(answer.error));
      else resolve({ width: answer.width, height: answer.height, data: answer.data });
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`HEIF decoder stopped (exit code ${code})`));
    });
  });
}
